package io.github.knighttours;

import static com.google.common.base.Preconditions.checkArgument;

import com.google.common.base.Strings;
import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.RandomAccess;

/**
 * A knight's tour: every square of a board exactly once, each step a knight move. Immutable,
 * and always valid: every way of making one checks it with {@link TourValidator}.
 *
 * <pre>{@code
 * Tour tour = KnightTours.find(8, 8, Square.parse("b1"), Strategy.POHL).orElseThrow();
 * tour.start();          // b1
 * tour.squares().get(1); // the second square
 * System.out.println(tour.render());
 * }</pre>
 *
 * <p>Performance: 4 bytes per square (the path it was made from, not a copy), and while it is
 * made, n / 8 bytes more for the validation; {@link #squares()} is a view that makes each
 * {@link Square} when it is asked for.
 */
public final class Tour {

  /** Boards up to this many squares print as a numbered board from {@link #toString()}. */
  private static final int RENDER_IN_TO_STRING = 1024;

  private final Board board;
  private final int[] path;
  private final boolean closed;

  private Tour(Board board, int[] path, boolean closed) {
    this.board = board;
    this.path = path;
    this.closed = closed;
  }

  /**
   * Returns the tour that visits {@code squares} in order on {@code board}.
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if {@code squares} is not a knight's tour of {@code board};
   *     the message says what {@link TourValidator} found
   */
  public static Tour of(Board board, List<Square> squares) {
    TourValidator.Report report = TourValidator.validate(board, squares);
    checkArgument(report.isTour(), "not a knight's tour of the %s board: %s", board, report.problem().orElse(""));
    int[] path = new int[squares.size()];
    for (int i = 0; i < path.length; i++) {
      path[i] = board.index(squares.get(i));
    }
    return new Tour(board, path, report.isClosed());
  }

  /** Wraps a path of square indices, which the tour then owns; checks it like {@link #of}. */
  static Tour ofPath(Board board, int[] path) {
    checkArgument(
        path.length == board.squareCount(),
        "not a knight's tour of the %s board: %s squares",
        board,
        path.length);
    TourValidator.Report report = TourValidator.validate(board, path);
    checkArgument(report.isTour(), "not a knight's tour of the %s board: %s", board, report.problem().orElse(""));
    return new Tour(board, path, report.isClosed());
  }

  /**
   * Bytes that {@link #ofPath} and the result around the tour allocate for a path on
   * {@code board}, besides the path itself, which the tour keeps and its maker counts: the
   * validation's bits, the tour and the result objects.
   */
  static long workingBytes(Board board) {
    return TourValidator.workingBytes(board) + 256;
  }

  /** Returns the board this tour covers. */
  public Board board() {
    return board;
  }

  /** Returns the squares in visiting order, as an unmodifiable list. */
  public List<Square> squares() {
    return new SquareList();
  }

  /** Returns the first square. */
  public Square start() {
    return board.square(path[0]);
  }

  /** Returns the last square. */
  public Square end() {
    return board.square(path[path.length - 1]);
  }

  /** Returns the number of squares visited, which is the board's square count. */
  public int size() {
    return path.length;
  }

  /** Returns true if the last square is a knight move from the first, so the tour is a cycle. */
  public boolean isClosed() {
    return closed;
  }

  /**
   * Returns the numbered board, as in the classic diagrams: each square shows its move number
   * (1 for the start), rank 1 at the bottom, file letters under the board and rank numbers at
   * its left.
   *
   * <pre>
   *    +----------------+
   *  5 | 21 12  7  2 19 |
   *  4 |  6  1 20 13  8 |
   *  …
   *    +----------------+
   *       a  b  c  d  e
   * </pre>
   *
   * <p>Performance: O(n) time; the text takes a few characters per square.
   *
   * @throws IllegalStateException if the text would be longer than a Java string can be (boards
   *     of roughly 300 million squares and more)
   */
  public String render() {
    int rows = board.rows();
    int cols = board.cols();
    int[] number = new int[path.length];
    for (int i = 0; i < path.length; i++) {
      number[path[i]] = i + 1;
    }
    int width = Math.max(String.valueOf(path.length).length(), Square.fileName(cols - 1).length());
    int rankWidth = String.valueOf(rows).length();
    String margin = " ".repeat(rankWidth);
    long lineLength = (long) cols * (width + 1) + rankWidth + 6;
    long length = (rows + 3L) * lineLength;
    if (length > Board.MAX_SQUARES) {
      throw new IllegalStateException(
          "the " + board + " board is too large to render as text: about " + length + " characters");
    }
    String border = margin + " +" + "-".repeat(cols * (width + 1) + 1) + "+\n";
    StringBuilder out = new StringBuilder((int) length);
    out.append(border);
    for (int row = rows - 1; row >= 0; row--) {
      out.append(Strings.padStart(String.valueOf(row + 1), rankWidth, ' ')).append(" |");
      for (int col = 0; col < cols; col++) {
        out.append(' ').append(Strings.padStart(String.valueOf(number[row * cols + col]), width, ' '));
      }
      out.append(" |\n");
    }
    out.append(border).append(margin).append("  ");
    for (int col = 0; col < cols; col++) {
      out.append(' ').append(Strings.padStart(Square.fileName(col), width, ' '));
    }
    return out.append('\n').toString();
  }

  /**
   * Returns {@link #render()} for boards of up to 1024 squares, and a one-line summary for
   * larger ones.
   */
  @Override
  public String toString() {
    if (path.length <= RENDER_IN_TO_STRING) {
      return render();
    }
    return (closed ? "closed" : "open") + " tour of the " + board + " board from " + start() + " to " + end();
  }

  /** Two tours are equal when they visit the same squares of the same board in the same order. */
  @Override
  public boolean equals(Object other) {
    return other instanceof Tour that && board.equals(that.board) && Arrays.equals(path, that.path);
  }

  @Override
  public int hashCode() {
    return 31 * board.hashCode() + Arrays.hashCode(path);
  }

  private final class SquareList extends AbstractList<Square> implements RandomAccess {
    @Override
    public Square get(int index) {
      return board.square(path[index]);
    }

    @Override
    public int size() {
      return path.length;
    }
  }
}
