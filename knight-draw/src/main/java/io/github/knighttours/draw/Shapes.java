package io.github.knighttours.draw;

import io.github.knighttours.Board;
import io.github.knighttours.Square;
import java.awt.Color;
import java.io.IOException;
import java.util.BitSet;

/**
 * How the pictures show a board's shape: its holes, and the moves that wrap across an edge of a
 * torus or a cylinder. A move wraps when the straight difference of its squares' coordinates is
 * not a leap of the board's leaper; it is then drawn as two stubs, each from its square towards
 * the edge in the move's direction, ending on the border (so a long line across the board never
 * suggests a move the piece cannot make).
 */
final class Shapes {

  /** The colour of a hole: darker than any square, so that it reads as no square at all. */
  static final Color HOLE_COLOR = new Color(0x2b2b2b);

  private Shapes() {}

  /**
   * Returns the holes of {@code board} as a set of {@code row * cols + col}, or null if it has
   * none. O(rows × cols) for a board with holes (at most {@link Board#MAX_SQUARES_WITH_HOLES}),
   * O(1) otherwise.
   */
  static BitSet holes(Board board) {
    int rows = board.rows();
    int cols = board.cols();
    if (board.squareCount() == (long) rows * cols) {
      return null;
    }
    BitSet holes = new BitSet(rows * cols);
    for (int r = 0; r < rows; r++) {
      for (int c = 0; c < cols; c++) {
        if (!board.contains(new Square(r, c))) {
          holes.set(r * cols + c);
        }
      }
    }
    return holes;
  }

  /** Something that may write out a buffer, as the SVG writers' flush. */
  interface Flush {
    void run() throws IOException;
  }

  /**
   * Appends the holes of {@code board} as SVG in the pictures' coordinates (square centres at
   * {@code (col, rows - 1 - row)}): a {@code <g class="holes">} of one dark rect per run of holes
   * along a rank; nothing for a board without holes. Calls {@code flush} after each rect.
   */
  static void appendSvgHoles(Board board, StringBuilder buffer, Flush flush) throws IOException {
    BitSet holes = holes(board);
    if (holes == null) {
      return;
    }
    int rows = board.rows();
    int cols = board.cols();
    buffer.append("<g class=\"holes\" fill=\"").append(PictureStyle.hex(HOLE_COLOR))
        .append("\" shape-rendering=\"crispEdges\">\n");
    for (int from = holes.nextSetBit(0); from >= 0; from = holes.nextSetBit(from)) {
      int row = from / cols;
      int to = Math.min(holes.nextClearBit(from), (row + 1) * cols);
      buffer.append("<rect x=\"");
      appendCoordinate(buffer, from % cols - 0.5);
      buffer.append("\" y=\"");
      appendCoordinate(buffer, rows - 1 - row - 0.5);
      buffer.append("\" width=\"").append(to - from).append("\" height=\"1\"/>\n");
      flush.run();
      from = to;
    }
    buffer.append("</g>\n");
  }

  /** Appends {@code value} with at most three decimals. */
  static void appendCoordinate(StringBuilder buffer, double value) {
    long thousandths = Math.round(value * 1000);
    if (thousandths < 0) {
      buffer.append('-');
      thousandths = -thousandths;
    }
    buffer.append(thousandths / 1000);
    long fraction = thousandths % 1000;
    if (fraction != 0) {
      String digits = Long.toString(1000 + fraction).substring(1);
      int end = digits.length();
      while (digits.charAt(end - 1) == '0') {
        end--;
      }
      buffer.append('.').append(digits, 0, end);
    }
  }

  /** True if some move of {@code board} may wrap across an edge. */
  static boolean wraps(Board board) {
    return board.wrap() != Board.Wrap.NONE;
  }

  /**
   * Returns how the move from {@code (fromRow, fromCol)} to {@code (toRow, toCol)} is drawn on
   * {@code board}: null for a straight segment (the board does not wrap, the difference is a leap,
   * or no wrapping leap joins the squares), else the two stubs.
   */
  static Stubs stubs(Board board, int fromRow, int fromCol, int toRow, int toCol) {
    if (!wraps(board)) {
      return null;
    }
    Board.Leaper leaper = board.leaper();
    int r = leaper.r();
    int s = leaper.s();
    int dr = Math.abs(toRow - fromRow);
    int dc = Math.abs(toCol - fromCol);
    if ((dr == r && dc == s) || (dr == s && dc == r)) {
      return null;
    }
    int rows = board.rows();
    int cols = board.cols();
    boolean wrapRows = board.wrap() == Board.Wrap.TORUS;
    int[][] leaps = {{r, s}, {s, r}};
    for (int[] leap : leaps) {
      for (int signRow = 1; signRow >= -1; signRow -= 2) {
        for (int signCol = 1; signCol >= -1; signCol -= 2) {
          long moveRow = (long) signRow * leap[0];
          long moveCol = (long) signCol * leap[1];
          boolean rowFits = wrapRows
              ? Math.floorMod(fromRow + moveRow, (long) rows) == toRow
              : fromRow + moveRow == toRow;
          boolean colFits = Math.floorMod(fromCol + moveCol, (long) cols) == toCol;
          if (rowFits && colFits) {
            double[] exit = exit(rows, cols, fromRow, fromCol, moveRow, moveCol);
            double[] entry = exit(rows, cols, toRow, toCol, -moveRow, -moveCol);
            return new Stubs(fromRow, fromCol, exit[0], exit[1], toRow, toCol, entry[0], entry[1]);
          }
        }
      }
    }
    return null;
  }

  /** Same as {@link #stubs(Board, int, int, int, int)}, for squares. */
  static Stubs stubs(Board board, Square from, Square to) {
    return stubs(board, from.row(), from.col(), to.row(), to.col());
  }

  /**
   * Where the line from the centre of {@code (row, col)} by {@code (moveRow, moveCol)} leaves the
   * rectangle {@code [-0.5, rows - 0.5] × [-0.5, cols - 0.5]}: {row, col}.
   */
  private static double[] exit(int rows, int cols, int row, int col, long moveRow, long moveCol) {
    double t = 1;
    t = Math.min(t, leave(row, moveRow, rows));
    t = Math.min(t, leave(col, moveCol, cols));
    return new double[] {row + t * moveRow, col + t * moveCol};
  }

  /** The fraction of {@code move} after which {@code at + move} leaves {@code [-0.5, n - 0.5]}. */
  private static double leave(int at, long move, int n) {
    long to = at + move;
    if (to > n - 1) {
      return (n - 0.5 - at) / move;
    }
    if (to < 0) {
      return (-0.5 - at) / move;
    }
    return 1;
  }

  /**
   * A wrapping move drawn as two stubs, in board coordinates (row, column; square centres are
   * integers): from the first square to the exit, and from the second square to the entry, both
   * on the board's border.
   */
  record Stubs(
      int fromRow,
      int fromCol,
      double exitRow,
      double exitCol,
      int toRow,
      int toCol,
      double entryRow,
      double entryCol) {}
}
