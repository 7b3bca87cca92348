package io.github.knighttours.internal.graph;

import io.github.knighttours.spi.NeighbourFunction;
import java.util.Arrays;
import java.util.function.IntConsumer;

/**
 * The knight graph of a {@code rows × cols} board: square {@code (row, col)} is vertex
 * {@code row * cols + col}, and moves are computed from the eight offsets on demand.
 *
 * <p>Successors are listed in the library's fixed move order, which is the order of the squares
 * they lead to: lowest rank first, then lowest file, that is by increasing vertex index. As
 * (row change, column change): (−2,−1), (−2,+1), (−1,−2), (−1,+2), (+1,−2), (+1,+2), (+2,−1),
 * (+2,+1). Heuristics that break ties "by move order" take the lowest of the tied squares.
 * Ordering by index is also what an adapter over any other graph does, so a knight graph built
 * elsewhere gives the same tours.
 *
 * <p>Searches that step through a whole board can use a padded layout instead: the board with
 * {@value #PAD} extra rows and columns of off-board squares on every side, square
 * {@code (row, col)} at {@code (row + PAD) * paddedWidth() + col + PAD}, where every knight move
 * from a board square is a fixed index change ({@link #paddedSteps()}) that needs no bounds
 * check and no division.
 *
 * <p>Performance: O(1) space; {@link #successors} takes O(1) time.
 */
public final class KnightGraph implements NeighbourFunction {

  /** Row changes of the eight knight moves, in the fixed move order. */
  static final int[] ROW_STEPS = {-2, -2, -1, -1, 1, 1, 2, 2};
  /** Column changes of the eight knight moves, in the fixed move order. */
  static final int[] COL_STEPS = {-1, 1, -2, 2, -2, 2, -1, 1};

  /** Returns the row change of move {@code move} (0..7) in the fixed move order. */
  public static int rowStep(int move) {
    return ROW_STEPS[move];
  }

  /** Returns the column change of move {@code move} (0..7) in the fixed move order. */
  public static int colStep(int move) {
    return COL_STEPS[move];
  }

  /** Off-board rows and columns on each side of the padded layout: a knight reaches two squares away. */
  public static final int PAD = 2;

  private final int rows;
  private final int cols;
  /** Index changes of the eight moves, in move order, for squares away from the edges. */
  private final int[] indexSteps = new int[8];
  /** 1 / cols, to find a square's row by a multiplication instead of a slow integer division. */
  private final double reciprocalCols;

  /** Creates the knight graph of a board; the caller has checked that rows · cols fits an int. */
  public KnightGraph(int rows, int cols) {
    this.rows = rows;
    this.cols = cols;
    this.reciprocalCols = 1.0 / cols;
    for (int i = 0; i < 8; i++) {
      indexSteps[i] = ROW_STEPS[i] * cols + COL_STEPS[i];
    }
  }

  /** Returns the number of rows (ranks). */
  public int rows() {
    return rows;
  }

  /** Returns the number of columns (files). */
  public int cols() {
    return cols;
  }

  /** Returns the index change of each move, in move order, for squares two or more from every edge. */
  public int[] indexSteps() {
    return indexSteps.clone();
  }

  /**
   * As {@link #indexSteps()}, the graph's own array, for a walk that only reads it (a copy a call
   * is a tenth of an 8 × 8 walk's set-up). Callers must not write to it.
   */
  public int[] indexStepsToRead() {
    return indexSteps;
  }

  /** As {@link #paddedSteps()}, the graph's own array, for a walk that only reads it. */
  public int[] paddedStepsToRead() {
    int[] made = paddedSteps;
    if (made == null) {
      // Published complete through the volatile field; a thread that still sees null makes an
      // equal array.
      paddedSteps = made = paddedSteps();
    }
    return made;
  }

  /** The padded steps, made on first use by {@link #paddedStepsToRead()}. */
  private volatile int[] paddedSteps;

  /** Returns the length of a row of the padded layout: {@code cols + 2 * PAD}. */
  public long paddedWidth() {
    return cols + 2L * PAD;
  }

  /** Returns the number of squares of the padded layout, on-board and off-board. */
  public long paddedSize() {
    return (rows + 2L * PAD) * paddedWidth();
  }

  /** Returns the padded index change of each move, in move order; valid from every board square. */
  public int[] paddedSteps() {
    int[] steps = new int[8];
    for (int i = 0; i < 8; i++) {
      steps[i] = (int) (ROW_STEPS[i] * paddedWidth() + COL_STEPS[i]);
    }
    return steps;
  }

  /** Returns the padded index of vertex {@code v}. */
  public int paddedIndex(int v) {
    int row = rowOf(v);
    return (int) ((row + PAD) * paddedWidth() + (v - row * cols) + PAD);
  }

  /**
   * Writes the padded layout of the degrees to {@code out}, which has {@link #paddedSize()}
   * entries: each board square's number of moves, and {@code offBoard} on every off-board
   * square. O(rows · cols) time without a bounds check per move: the number of moves from
   * (r, c) is (rows at distance 2 on the board) · (columns at distance 1) + (rows at distance 1)
   * · (columns at distance 2).
   */
  public void paddedDegrees(byte[] out, byte offBoard) {
    paddedDegrees(out, offBoard, squares -> {});
  }

  /**
   * As {@link #paddedDegrees(byte[], byte)}, telling {@code work} the squares of each row as it
   * is filled (a search checks its stop conditions there).
   */
  public void paddedDegrees(byte[] out, byte offBoard, IntConsumer work) {
    int width = (int) paddedWidth();
    byte[] colsAtOne = new byte[cols];
    byte[] colsAtTwo = new byte[cols];
    for (int c = 0; c < cols; c++) {
      colsAtOne[c] = (byte) ((c >= 1 ? 1 : 0) + (c + 1 < cols ? 1 : 0));
      colsAtTwo[c] = (byte) ((c >= 2 ? 1 : 0) + (c + 2 < cols ? 1 : 0));
    }
    Arrays.fill(out, 0, PAD * width + PAD, offBoard);
    for (int r = 0; r < rows; r++) {
      int rowsAtOne = (r >= 1 ? 1 : 0) + (r + 1 < rows ? 1 : 0);
      int rowsAtTwo = (r >= 2 ? 1 : 0) + (r + 2 < rows ? 1 : 0);
      int base = (r + PAD) * width + PAD;
      for (int c = 0; c < cols; c++) {
        out[base + c] = (byte) (rowsAtTwo * colsAtOne[c] + rowsAtOne * colsAtTwo[c]);
      }
      // The right margin of this row and the left margin of the next are adjacent.
      Arrays.fill(out, base + cols, base + cols + 2 * PAD, offBoard);
      work.accept(cols);
    }
    Arrays.fill(out, (rows + PAD) * width + PAD, out.length, offBoard);
  }

  @Override
  public String vertexName(int v) {
    int row = rowOf(v);
    return SquareNames.square(row, v - row * cols);
  }

  @Override
  public int vertexCount() {
    return rows * cols;
  }

  @Override
  public int maxDegree() {
    return 8;
  }

  @Override
  public int successors(int v, int[] out) {
    int row = rowOf(v);
    int col = v - row * cols;
    if (row >= 2 && row < rows - 2 && col >= 2 && col < cols - 2) {
      // All eight moves stay on the board: no bounds checks (most squares of a large board).
      for (int i = 0; i < 8; i++) {
        out[i] = v + indexSteps[i];
      }
      return 8;
    }
    int count = 0;
    for (int i = 0; i < 8; i++) {
      int r = row + ROW_STEPS[i];
      int c = col + COL_STEPS[i];
      if (r >= 0 && r < rows && c >= 0 && c < cols) {
        out[count++] = r * cols + c;
      }
    }
    return count;
  }

  /** Returns v / cols. The product is off by at most one, as v < 2^31 and doubles carry 53 bits. */
  private int rowOf(int v) {
    int row = (int) (v * reciprocalCols);
    long low = (long) row * cols;
    if (low > v) {
      row--;
    } else if (low + cols <= v) {
      row++;
    }
    return row;
  }

  /** Every square at least two rows and columns from the edge has all eight moves. */
  @Override
  public void outDegrees(int[] out) {
    for (int row = 0; row < rows; row++) {
      boolean innerRow = row >= 2 && row < rows - 2;
      for (int col = 0; col < cols; col++) {
        if (innerRow && col == 2 && cols > 4) {
          Arrays.fill(out, row * cols + 2, row * cols + cols - 2, 8);
          col = cols - 3;
          continue;
        }
        int count = 0;
        for (int i = 0; i < 8; i++) {
          int r = row + ROW_STEPS[i];
          int c = col + COL_STEPS[i];
          if (r >= 0 && r < rows && c >= 0 && c < cols) {
            count++;
          }
        }
        out[row * cols + col] = count;
      }
    }
  }
}
