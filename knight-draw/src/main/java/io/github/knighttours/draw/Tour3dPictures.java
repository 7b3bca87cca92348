package io.github.knighttours.draw;

import io.github.knighttours.HamiltonianPath;
import io.github.knighttours.shapes.Board3d;
import io.github.knighttours.shapes.Cell;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.Objects;
import javax.imageio.ImageIO;

/**
 * Draws a tour of a {@link Board3d} (a {@link HamiltonianPath} of cells) as its layers side by side: one board per layer, captioned {@code
 * "layer 0"}, {@code "layer 1"}, …, left to right; boards of more than {@value #MAX_LAYERS_PER_ROW}
 * layers wrap to rows of about √layers panels each. Each layer is drawn as {@link TourPictures}
 * draws a board (row 0 at the bottom, column 0 at the left), in the same {@link PictureStyle};
 * the checkering follows the colour of the three-dimensional knight, the parity of {@code layer
 * + row + col}, so that the corner {@code (0,0,0)} is dark and the layers alternate.
 *
 * <pre>{@code
 * HamiltonianPath<Cell> tour = KnightTours.solvePath(
 *         PathRequest.builder(Board3d.of(4, 4, 4)).start(new Cell(0, 0, 0)).kind(TourKind.CLOSED).build())
 *     .hamiltonianPath().orElseThrow();
 * Files.writeString(Path.of("cube.svg"), Tour3dPictures.svg(tour));
 * }</pre>
 *
 * <p><b>Moves.</b> A move within a layer is a line between the two cells' centres, as on a flat
 * board. A move to another layer leaves the path, which breaks there, and is drawn as a
 * <em>badge</em> in the upper right corner of the cell it leaves: a small triangle pointing up
 * when the knight goes to a higher layer and down when it goes to a lower one, with the number of
 * that layer beside it. The move numbers in the cells (on layers up to {@value
 * PictureStyle#MAX_NUMBERED_SIDE} squares a side, with automatic numbers) say where the knight
 * lands. The start and the end are marked by dots (green and red); the closing move of a closed
 * tour is a dashed line, or a hollow badge when it changes layers.
 *
 * <p><b>SVG.</b> One user unit per square; the panel of layer {@code k} is a {@code <g
 * class="board" data-layer="k">}; the caption a {@code <text class="caption">}; each run of moves
 * within a layer a {@code <polyline class="path">}; each move between layers a {@code <g
 * class="layer-move" data-to="k">} (a {@code polygon} and a {@code text}), the closing one with
 * the classes {@code layer-move closing-move}, and a closing move within a layer a {@code <line
 * class="closing-move">}; the dots {@code <circle class="start">} and {@code <circle
 * class="end">}; with numbers on, a {@code <g class="numbers">} of one {@code text} per cell.
 *
 * <p><b>Sizes.</b> Panels are {@value #GAP} square apart, with {@value #CAPTION} square above
 * each for its caption. The squares shrink so that the picture stays at most {@value
 * TourPictures#MAX_PICTURE_SIDE} pixels a side (a PNG square is at least 1 pixel); tours of more
 * than {@value #MAX_CELLS} cells are refused, and so are images wider or higher than {@value
 * TourPictures#MAX_IMAGE_SIDE} pixels or heavier than half the heap. PNGs are drawn off screen
 * and work with {@code -Djava.awt.headless=true}.
 *
 * <p>Performance: time and the SVG's length are O(n) for n cells; a PNG needs 4 bytes a pixel.
 */
public final class Tour3dPictures {

  /** The most cells a tour may have to be drawn. */
  public static final int MAX_CELLS = 1_000_000;

  /** Boards of up to this many layers are drawn in one row of panels. */
  public static final int MAX_LAYERS_PER_ROW = 8;

  /** Squares between two panels, across and down. */
  static final int GAP = 1;

  /** Squares above each panel, for its caption. */
  static final int CAPTION = 1;

  /**
   * The font size of a badge's layer number, in squares: at the smallest automatic square
   * ({@value PictureStyle#MIN_AUTOMATIC_CELL_SIZE} pixels), 13.6 pixels.
   */
  static final double BADGE_FONT_SIZE = 0.34;

  /** The width of the halo stroke of a badge's number, in squares: thin, to stay in its cell. */
  static final double BADGE_HALO_WIDTH = 0.08;

  /** Where a badge's number ends, right of its cell's centre, in squares. */
  static final double BADGE_TEXT_END = 0.15;

  /** The baseline of a badge's number, below its cell's centre (so negative: above), in squares. */
  static final double BADGE_BASELINE = -0.22;

  /** A badge's triangle: left and right of the cell's centre, top and bottom below it, in squares. */
  static final double BADGE_LEFT = 0.19;

  static final double BADGE_RIGHT = 0.45;

  static final double BADGE_TOP = -0.45;

  static final double BADGE_BOTTOM = -0.2;

  private Tour3dPictures() {}

  /**
   * Returns {@code tour} as SVG in the {@link PictureStyle#defaults() default style}.
   *
   * @throws NullPointerException if {@code tour} is null
   * @throws IllegalArgumentException if the tour is not of a {@link Board3d} or has more than
   *     {@value #MAX_CELLS} cells
   */
  public static String svg(HamiltonianPath<Cell> tour) {
    return svg(tour, PictureStyle.defaults());
  }

  /**
   * Returns {@code tour} as SVG in {@code style}.
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if the tour is not of a {@link Board3d} or has more than
   *     {@value #MAX_CELLS} cells
   */
  public static String svg(HamiltonianPath<Cell> tour, PictureStyle style) {
    StringBuilder out = new StringBuilder();
    writeSvg(tour, style, out);
    return out.toString();
  }

  /**
   * Writes {@code tour} as SVG in {@code style} to {@code out}, piece by piece (the text is never
   * held whole).
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if the tour has more than {@value #MAX_CELLS} cells
   * @throws UncheckedIOException if {@code out} throws an IOException
   */
  public static void writeSvg(HamiltonianPath<Cell> tour, PictureStyle style, Appendable out) {
    Layers3d layout = layout(tour, style);
    Objects.requireNonNull(out, "out");
    try {
      new Svg3dWriter(tour, style, layout, out).write();
    } catch (IOException e) {
      throw new UncheckedIOException("writing the SVG of the " + tour.shape() + " tour failed", e);
    }
  }

  /**
   * Returns {@code tour} drawn in the default style.
   *
   * @throws NullPointerException if {@code tour} is null
   * @throws IllegalArgumentException if the tour is not of a {@link Board3d} or has more than
   *     {@value #MAX_CELLS} cells, or the
   *     image would be wider or higher than {@value TourPictures#MAX_IMAGE_SIDE} pixels or would
   *     not fit in half the heap
   */
  public static BufferedImage image(HamiltonianPath<Cell> tour) {
    return image(tour, PictureStyle.defaults());
  }

  /**
   * Returns {@code tour} drawn in {@code style}.
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException as {@link #image(HamiltonianPath)}
   */
  public static BufferedImage image(HamiltonianPath<Cell> tour, PictureStyle style) {
    Layers3d layout = layout(tour, style);
    int cell = layout.imageCellSize(style);
    layout.checkImageSize(cell, Runtime.getRuntime().maxMemory());
    return new Image3dPainter(tour, style, layout, cell).paint();
  }

  /**
   * Writes {@code tour} drawn in the default style to {@code out} as PNG; does not close {@code
   * out}.
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException as {@link #image(HamiltonianPath)}
   * @throws UncheckedIOException if {@code out} throws an IOException
   */
  public static void writePng(HamiltonianPath<Cell> tour, OutputStream out) {
    writePng(tour, PictureStyle.defaults(), out);
  }

  /**
   * Writes {@code tour} drawn in {@code style} to {@code out} as PNG; does not close {@code out}.
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException as {@link #image(HamiltonianPath)}
   * @throws UncheckedIOException if {@code out} throws an IOException
   */
  public static void writePng(HamiltonianPath<Cell> tour, PictureStyle style, OutputStream out) {
    Objects.requireNonNull(out, "out");
    BufferedImage image = image(tour, style);
    try {
      if (!ImageIO.write(image, "png", out)) {
        throw new IllegalStateException("this JDK has no PNG writer");
      }
    } catch (IOException e) {
      throw new UncheckedIOException("writing the PNG of the " + tour.shape() + " tour failed", e);
    }
  }

  /**
   * Refuses, before any drawing, a tour too large to draw; for callers that want to know before
   * they search.
   *
   * @throws NullPointerException if {@code board} is null
   * @throws IllegalArgumentException if the board has more than {@value #MAX_CELLS} cells
   */
  public static void checkDrawable(Board3d board) {
    Objects.requireNonNull(board, "board");
    if (board.cellCount() > MAX_CELLS) {
      throw new IllegalArgumentException(
          "the " + board + " board has " + board.cellCount() + " cells, more than the " + MAX_CELLS
              + " a picture of a three-dimensional tour may have");
    }
  }

  private static Layers3d layout(HamiltonianPath<Cell> tour, PictureStyle style) {
    Objects.requireNonNull(tour, "tour");
    Objects.requireNonNull(style, "style");
    Board3d board = board(tour);
    checkDrawable(board);
    return new Layers3d(board);
  }

  /** The board {@code tour} covers; a tour of cells of another shape is refused. */
  static Board3d board(HamiltonianPath<Cell> tour) {
    if (!(tour.shape() instanceof Board3d board)) {
      throw new IllegalArgumentException(
          "the tour is of " + tour.shape() + ", not of a three-dimensional board (Board3d)");
    }
    return board;
  }

  /** Whether the move from {@code from} to {@code to} changes layers; true for a move up or down. */
  static boolean changesLayer(Cell from, Cell to) {
    return from.layer() != to.layer();
  }

  /** Whether {@code tour} is closed: its last cell a move from its first. */
  static boolean isClosed(HamiltonianPath<Cell> tour) {
    return tour.isClosed();
  }
}
