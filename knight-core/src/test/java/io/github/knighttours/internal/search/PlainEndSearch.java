package io.github.knighttours.internal.search;

/**
 * A plain depth-first search for a knight's path from one square to another, written for the
 * tests independently of the library's searches: squares as bits of a {@code long} (boards of
 * at most 64 squares), the end kept for the last move, and one rule only, that every unvisited
 * square other than the end needs two neighbours among the unvisited squares, the knight's
 * square and the end (it lies inside the rest of the path). Squares are numbered
 * {@code row * cols + col}.
 */
public final class PlainEndSearch {

  private final int n;
  private final long[] neighbours;
  private final int end;
  private final long all;

  private PlainEndSearch(int rows, int cols, int end) {
    this.n = rows * cols;
    this.end = end;
    this.all = n == 64 ? -1L : (1L << n) - 1;
    this.neighbours = new long[n];
    int[][] moves = {{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}};
    for (int r = 0; r < rows; r++) {
      for (int c = 0; c < cols; c++) {
        for (int[] m : moves) {
          int r2 = r + m[0];
          int c2 = c + m[1];
          if (r2 >= 0 && r2 < rows && c2 >= 0 && c2 < cols) {
            neighbours[r * cols + c] |= 1L << (r2 * cols + c2);
          }
        }
      }
    }
  }

  /** Whether a knight's path of the board visits every square once, from {@code start} to {@code end}. */
  public static boolean exists(int rows, int cols, int start, int end) {
    if (rows * cols > 64) {
      throw new IllegalArgumentException("at most 64 squares, got " + rows * cols);
    }
    PlainEndSearch search = new PlainEndSearch(rows, cols, end);
    return start != end && search.from(start, 1L << start, 1);
  }

  private boolean from(int current, long visited, int placed) {
    long endBit = 1L << end;
    if (placed == n - 1) {
      return (neighbours[current] & endBit) != 0;
    }
    long open = all & ~visited & ~endBit;
    if ((neighbours[end] & open) == 0) {
      return false;
    }
    long around = open | endBit | (1L << current);
    for (long rest = open; rest != 0; rest &= rest - 1) {
      int u = Long.numberOfTrailingZeros(rest);
      if (Long.bitCount(neighbours[u] & around) < 2) {
        return false;
      }
    }
    for (long next = neighbours[current] & open; next != 0; next &= next - 1) {
      int w = Long.numberOfTrailingZeros(next);
      if (from(w, visited | 1L << w, placed + 1)) {
        return true;
      }
    }
    return false;
  }
}
