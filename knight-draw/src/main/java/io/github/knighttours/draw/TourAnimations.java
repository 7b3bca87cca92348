package io.github.knighttours.draw;

import io.github.knighttours.Board;
import io.github.knighttours.spi.SearchStep;
import io.github.knighttours.Square;
import io.github.knighttours.Tour;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Animates a {@link Tour} (the knight's path growing move by move) or a search (its steps as a
 * {@link TraceRecorder} heard them: squares placed, taken back, dead ends, then the tour found)
 * as an animated GIF or as a self-contained HTML page. The board looks as {@link TourPictures}
 * draws it.
 *
 * <pre>{@code
 * TraceRecorder recorder = new TraceRecorder();
 * TourRequest request = TourRequest.builder(Board.of(5, 5), Square.parse("a1"))
 *     .traceListener(recorder)
 *     .build();
 * TourResult result = KnightTours.solve(request, Strategy.BACKTRACKING);
 * try (OutputStream out = Files.newOutputStream(Path.of("search.gif"))) {
 *   TourAnimations.writeGif(request.board(), recorder.steps(), result.tour(), out);
 * }
 * Files.writeString(Path.of("search.html"),
 *     TourAnimations.html(request.board(), recorder.steps(), result.tour()));
 * }</pre>
 *
 * <p>Boards of every shape are drawn as {@link TourPictures} draws them: holes as dark cells,
 * and on a torus or a cylinder each move across the edge as two stubs to the border (in the
 * page, the path's polyline breaks there). An HTML page draws at most {@value
 * #MAX_HTML_SQUARES} cells, holes included.
 *
 * <p><b>GIF.</b> The first frame is the empty board; the steps are shared out over at most
 * {@link AnimationStyle#maxFrames()} frames (several steps a frame when there are more), each
 * showing the path, the start (green), the knight's square (red) and that frame's dead ends
 * (orange crosses); a final frame shows the tour, with its closing move dashed if it is closed,
 * and is held at least two seconds. The GIF loops for ever. Squares shrink so that the GIF is at
 * most {@value #MAX_GIF_SIDE} pixels a side; a board with a longer side than that is refused.
 * Each frame after the first holds only the rectangle that changed.
 *
 * <p><b>HTML.</b> One file with an inline SVG board, CSS and a small script, loading nothing:
 * Play/Pause, Step, Reset, a speed slider, and a counter of moves (for a search: steps,
 * placements, backtracks, dead ends and the path's length). The data is embedded as JSON. A
 * board may have at most {@value #MAX_HTML_SQUARES} squares, and a page holds at most the first
 * {@value #MAX_HTML_STEPS} steps of a search (it says so, then shows the tour found).
 *
 * <p>Performance: a GIF takes O(steps + n) time for n squares, plus the encoding of the changed
 * rectangles; the first call also pays for loading Java2D and its fonts. A page takes O(steps +
 * n) time and about 7 characters a step.
 */
public final class TourAnimations {

  /** The most pixels a side of a GIF: squares shrink to fit, down to 1 pixel. */
  public static final int MAX_GIF_SIDE = 1024;

  /** The most steps a GIF of a search accepts (as many as a {@link TraceRecorder} keeps). */
  public static final int MAX_GIF_STEPS = TraceRecorder.MAX_STEPS;

  /** The most squares of a board that an HTML page animates. */
  public static final int MAX_HTML_SQUARES = 250_000;

  /** The most steps of a search that an HTML page holds; it holds the first ones. */
  public static final int MAX_HTML_STEPS = 100_000;

  private TourAnimations() {}

  /**
   * Writes {@code tour} as an animated GIF in the default style; does not close {@code out}.
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if a side of the board is longer than {@value #MAX_GIF_SIDE}
   * @throws UncheckedIOException if {@code out} throws an IOException
   */
  public static void writeGif(Tour tour, OutputStream out) {
    writeGif(tour, AnimationStyle.defaults(), out);
  }

  /**
   * Writes {@code tour} as an animated GIF in {@code style}; does not close {@code out}.
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if a side of the board is longer than {@value #MAX_GIF_SIDE}
   * @throws UncheckedIOException if {@code out} throws an IOException
   */
  public static void writeGif(Tour tour, AnimationStyle style, OutputStream out) {
    Objects.requireNonNull(tour, "tour");
    Objects.requireNonNull(style, "style");
    Objects.requireNonNull(out, "out");
    gif(tour.board(), Traces.placements(tour), Optional.of(tour), style, out);
  }

  /**
   * Writes a search on {@code board} as an animated GIF in the default style; does not close
   * {@code out}.
   *
   * @param board the board searched
   * @param steps the steps of the search, for example {@link TraceRecorder#steps()}
   * @param tour the tour the search found, shown at the end; or empty
   * @param out where the GIF goes
   * @throws NullPointerException if an argument or a step is null
   * @throws IllegalArgumentException if a side of the board is longer than {@value
   *     #MAX_GIF_SIDE}, there are more than {@value #MAX_GIF_STEPS} steps, a step does not fit
   *     the path replayed so far (the message names its index), or the tour is of another board
   * @throws UncheckedIOException if {@code out} throws an IOException
   */
  public static void writeGif(Board board, List<SearchStep<Square>> steps, Optional<Tour> tour, OutputStream out) {
    writeGif(board, steps, tour, AnimationStyle.defaults(), out);
  }

  /**
   * Writes a search on {@code board} as an animated GIF in {@code style}; does not close
   * {@code out}. See {@link #writeGif(Board, List, Optional, OutputStream)}.
   *
   * @throws NullPointerException if an argument or a step is null
   * @throws IllegalArgumentException as {@link #writeGif(Board, List, Optional, OutputStream)}
   * @throws UncheckedIOException if {@code out} throws an IOException
   */
  public static void writeGif(
      Board board, List<SearchStep<Square>> steps, Optional<Tour> tour, AnimationStyle style, OutputStream out) {
    Objects.requireNonNull(style, "style");
    Objects.requireNonNull(out, "out");
    Objects.requireNonNull(board, "board");
    checkGifBoard(board);
    Traces.check(board, steps, tour, MAX_GIF_STEPS);
    gif(board, steps, tour, style, out);
  }

  /**
   * Returns the HTML page that plays {@code tour}, in the default style.
   *
   * @throws NullPointerException if {@code tour} is null
   * @throws IllegalArgumentException if the board has more than {@value #MAX_HTML_SQUARES}
   *     squares
   */
  public static String html(Tour tour) {
    StringBuilder page = new StringBuilder();
    writeHtml(tour, AnimationStyle.defaults(), page);
    return page.toString();
  }

  /**
   * Writes the HTML page that plays {@code tour} in {@code style} to {@code out}, piece by piece.
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if the board has more than {@value #MAX_HTML_SQUARES}
   *     squares
   * @throws UncheckedIOException if {@code out} throws an IOException
   */
  public static void writeHtml(Tour tour, AnimationStyle style, Appendable out) {
    Objects.requireNonNull(tour, "tour");
    Objects.requireNonNull(style, "style");
    Objects.requireNonNull(out, "out");
    checkHtmlBoard(tour.board());
    try {
      new HtmlAnimator(tour.board(), style, out).writeTour(tour);
    } catch (IOException e) {
      throw new UncheckedIOException("writing the HTML page of the " + tour.board() + " tour failed", e);
    }
  }

  /**
   * Returns the HTML page that plays a search on {@code board}, in the default style.
   *
   * @param board the board searched
   * @param steps the steps of the search, for example {@link TraceRecorder#steps()}; the page
   *     holds the first {@value #MAX_HTML_STEPS}
   * @param tour the tour the search found, shown at the end; or empty
   * @throws NullPointerException if an argument or a step is null
   * @throws IllegalArgumentException if the board has more than {@value #MAX_HTML_SQUARES}
   *     squares, a step does not fit the path replayed so far (the message names its index), or
   *     the tour is of another board
   */
  public static String html(Board board, List<SearchStep<Square>> steps, Optional<Tour> tour) {
    StringBuilder page = new StringBuilder();
    writeHtml(board, steps, tour, AnimationStyle.defaults(), page);
    return page.toString();
  }

  /**
   * Writes the HTML page that plays a search on {@code board} in {@code style} to {@code out},
   * piece by piece. See {@link #html(Board, List, Optional)}.
   *
   * @throws NullPointerException if an argument or a step is null
   * @throws IllegalArgumentException as {@link #html(Board, List, Optional)}
   * @throws UncheckedIOException if {@code out} throws an IOException
   */
  public static void writeHtml(
      Board board, List<SearchStep<Square>> steps, Optional<Tour> tour, AnimationStyle style, Appendable out) {
    Objects.requireNonNull(board, "board");
    Objects.requireNonNull(steps, "steps");
    Objects.requireNonNull(style, "style");
    Objects.requireNonNull(out, "out");
    checkHtmlBoard(board);
    int shown = Math.min(steps.size(), MAX_HTML_STEPS);
    Traces.check(board, steps.subList(0, shown), tour, MAX_HTML_STEPS);
    try {
      new HtmlAnimator(board, style, out).writeSearch(steps, shown, tour.orElse(null));
    } catch (IOException e) {
      throw new UncheckedIOException("writing the HTML page of the " + board + " search failed", e);
    }
  }

  private static void checkHtmlBoard(Board board) {
    if (board.squareCount() > MAX_HTML_SQUARES) {
      throw new IllegalArgumentException(
          "board " + board + " has " + board.squareCount() + " squares, more than the " + MAX_HTML_SQUARES
              + " an HTML page animates; draw it with TourPictures instead");
    }
    long cells = (long) board.rows() * board.cols();
    if (cells > MAX_HTML_SQUARES) {
      throw new IllegalArgumentException(
          "board " + board + " has " + cells + " squares and holes, more than the " + MAX_HTML_SQUARES
              + " an HTML page draws; draw it with TourPictures instead");
    }
  }

  private static void checkGifBoard(Board board) {
    int side = Math.max(board.rows(), board.cols());
    if (side > MAX_GIF_SIDE) {
      throw new IllegalArgumentException(
          "board " + board + " has a side of " + side + " squares, more than the " + MAX_GIF_SIDE
              + " pixels a GIF gets; draw it with TourPictures instead");
    }
  }

  private static void gif(
      Board board, List<SearchStep<Square>> steps, Optional<Tour> tour, AnimationStyle style, OutputStream out) {
    checkGifBoard(board);
    try {
      new GifAnimator(board, style).write(steps, tour, out);
    } catch (IOException e) {
      throw new UncheckedIOException("writing the GIF of the " + board + " board failed", e);
    }
  }
}
