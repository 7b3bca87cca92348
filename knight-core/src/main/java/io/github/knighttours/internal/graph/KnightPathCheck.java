package io.github.knighttours.internal.graph;

import java.util.Arrays;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import java.util.function.IntFunction;

/**
 * A fast yes-or-no check that a path of square indices ({@code row * cols + col}) is a knight's
 * tour of a {@code rows × cols} board: every square once, each step a knight move. It answers
 * whether, not where: a caller that needs the first fault looks again, more slowly, when the
 * answer is no.
 *
 * <p>No division per square: the column is tracked step by step. A step's index change must be
 * one of the eight moves' changes (a table from index change to column change, built once per
 * call), the column it leads to must be on the board, and so must the square; then the row is
 * the previous row plus the move's row change. Each square sets a bit; at the end every bit of
 * the board must be set, which with one bit per step and as many steps as squares means none
 * was set twice.
 *
 * <p>Performance: O(n) time; n / 8 bytes for the bits and 16 bytes per column for the table
 * ({@link #workingBytes}). Boards with fewer than 4 or more than {@value #MAX_TABLE_COLS}
 * columns, whose moves do not all have different index changes or whose table would be large,
 * take a loop that tries the eight moves at each step.
 */
public final class KnightPathCheck {

  /** Widest board that gets the table: 16 bytes per column, at most 1 MiB. */
  static final int MAX_TABLE_COLS = 1 << 16;

  /** Column change of an index change that is no knight move: leaves any column off the board. */
  /** {@link #isTour} asks whether to stop every this many squares (a power of two). */
  static final int STOP_EVERY = 1 << 20;

  private static final int NO_MOVE = Integer.MIN_VALUE / 2;

  private KnightPathCheck() {}

  /** Bytes {@link #isTour} allocates on a board of {@code rows × cols} squares. */
  public static long workingBytes(long rows, long cols) {
    long bits = 8 * ((rows * cols + 63) / 64) + 16;
    long table = cols >= 4 && cols <= MAX_TABLE_COLS ? 4 * (4 * cols + 5) + 16 : 0;
    return bits + table;
  }

  /** Returns true if {@code path} visits every square of the board once, each step a knight move. */
  public static boolean isTour(int rows, int cols, int[] path) {
    return isTour(rows, cols, path, () -> false);
  }

  /**
   * As {@link #isTour(int, int, int[])}, asking {@code stop} every {@value #STOP_EVERY} squares
   * whether to give up, as a long check of a huge board must honour a caller's deadline.
   *
   * @throws CancellationException if {@code stop} said so
   */
  public static boolean isTour(int rows, int cols, int[] path, BooleanSupplier stop) {
    return isTour(rows, cols, path, stop, long[]::new);
  }

  /**
   * As {@link #isTour(int, int, int[], BooleanSupplier)}, with the bits made by {@code newWords}
   * (n / 8 bytes: 50 MB on a board of 20000 × 20000, which a search makes as it makes its own
   * large arrays, so that a stop need not wait for it), and {@code stop} asked once more before
   * the last pass over the bits on a path of {@value #STOP_EVERY} squares or more.
   *
   * @throws CancellationException if {@code stop} said so
   */
  public static boolean isTour(int rows, int cols, int[] path, BooleanSupplier stop, IntFunction<long[]> newWords) {
    int n = rows * cols;
    if (path.length != n || n == 0) {
      return false;
    }
    if (n <= Long.SIZE && cols >= 4) {
      return isSmallTour(cols, path);
    }
    int first = path[0];
    if (first < 0 || first >= n) {
      return false;
    }
    long[] seen = newWords.apply((n + 63) >>> 6);
    seen[first >>> 6] = 1L << first;
    boolean moves =
        cols >= 4 && cols <= MAX_TABLE_COLS
            ? stepsByTable(rows, cols, path, seen, stop)
            : stepsByTrial(rows, cols, path, seen, stop);
    if (!moves) {
      return false;
    }
    if (n >= STOP_EVERY) {
      checkStop(stop); // the pass over the bits is long too; a short check never asks
    }
    int last = seen.length - 1;
    for (int w = 0; w < last; w++) {
      if (seen[w] != -1L) {
        return false;
      }
    }
    int tail = n & 63;
    return seen[last] == (tail == 0 ? -1L : (1L << tail) - 1);
  }

  /**
   * The check of a board of at most 64 squares and at least 4 columns: the same steps, with one
   * word for the bits and the tables made once for every width (a whole call of an 8 × 8 search
   * costs about a microsecond, of which the check's allocations were a tenth).
   */
  private static boolean isSmallTour(int cols, int[] path) {
    int n = path.length;
    int[] colChange = SMALL_TABLES[cols];
    int offset = 2 * cols + 2;
    int previous = path[0];
    if (previous < 0 || previous >= n) {
      return false;
    }
    long seen = 1L << previous;
    int col = previous % cols;
    for (int i = 1; i < n; i++) {
      int s = path[i];
      int at = s - previous + offset;
      if (at < 0 || at >= colChange.length) {
        return false;
      }
      col += colChange[at];
      if (col < 0 || col >= cols || s < 0 || s >= n) {
        return false;
      }
      seen |= 1L << s;
      previous = s;
    }
    return seen == (n == Long.SIZE ? -1L : (1L << n) - 1);
  }

  /** The column-change tables of {@link #stepsByTable} for widths 4 to 64, made once. */
  private static final int[][] SMALL_TABLES = new int[Long.SIZE + 1][];

  static {
    for (int cols = 4; cols <= Long.SIZE; cols++) {
      SMALL_TABLES[cols] = columnChanges(cols);
    }
  }

  /** colChange[change + 2 * cols + 2]: the column change of the move with that index change. */
  private static int[] columnChanges(int cols) {
    int offset = 2 * cols + 2;
    int[] colChange = new int[4 * cols + 5];
    Arrays.fill(colChange, NO_MOVE);
    for (int m = 0; m < 8; m++) {
      colChange[KnightGraph.rowStep(m) * cols + KnightGraph.colStep(m) + offset] = KnightGraph.colStep(m);
    }
    return colChange;
  }

  /** Checks steps 1.. of {@code path} and sets their bits; false at the first step off the board or no knight move. */
  private static boolean stepsByTable(int rows, int cols, int[] path, long[] seen, BooleanSupplier stop) {
    int n = path.length;
    // colChange[change + offset]: the column change of the move with that index change; every
    // move's change differs from the others' when cols >= 4.
    int offset = 2 * cols + 2;
    int[] colChange = columnChanges(cols);
    int previous = path[0];
    int col = previous % cols;
    for (int i = 1; i < n; i++) {
      if ((i & (STOP_EVERY - 1)) == 0) {
        checkStop(stop);
      }
      int s = path[i];
      int at = s - previous + offset;
      // Each pair of tests compiles to one unsigned comparison, a branch that a tour never takes.
      if (at < 0 || at >= colChange.length) {
        return false;
      }
      col += colChange[at];
      if (col < 0 || col >= cols || s < 0 || s >= n) {
        return false;
      }
      seen[s >>> 6] |= 1L << s;
      previous = s;
    }
    return true;
  }

  /** As {@link #stepsByTable}, trying the eight moves at each step: for narrow or very wide boards. */
  private static boolean stepsByTrial(int rows, int cols, int[] path, long[] seen, BooleanSupplier stop) {
    int n = path.length;
    int previous = path[0];
    int row = previous / cols;
    int col = previous - row * cols;
    for (int i = 1; i < n; i++) {
      if ((i & (STOP_EVERY - 1)) == 0) {
        checkStop(stop);
      }
      int s = path[i];
      long change = (long) s - previous;
      int move = -1;
      for (int m = 0; m < 8 && move < 0; m++) {
        int r = row + KnightGraph.rowStep(m);
        int c = col + KnightGraph.colStep(m);
        boolean onBoard = r >= 0 && r < rows && c >= 0 && c < cols;
        if (onBoard && (long) KnightGraph.rowStep(m) * cols + KnightGraph.colStep(m) == change) {
          move = m;
        }
      }
      if (move < 0) {
        return false;
      }
      row += KnightGraph.rowStep(move);
      col += KnightGraph.colStep(move);
      seen[s >>> 6] |= 1L << s;
      previous = s;
    }
    return true;
  }

  private static void checkStop(BooleanSupplier stop) {
    if (stop.getAsBoolean()) {
      throw new CancellationException("the check of the path was stopped");
    }
  }
}
