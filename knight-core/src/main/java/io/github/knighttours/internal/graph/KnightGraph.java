package io.github.knighttours.internal.graph;

import java.util.Arrays;

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
 * <p>Performance: O(1) space; {@link #successors} takes O(1) time.
 */
public final class KnightGraph implements IntGraph {

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
