package io.github.knighttours.internal.search;

import java.util.Arrays;

/**
 * A plain depth-first search for a knight's path from one square to another, written for the
 * tests independently of the library's searches: squares as bits of a {@code long} (boards of
 * at most 64 squares), the end kept for the last move, and two rules that only cut branches
 * holding no path: every unvisited square other than the end needs two neighbours among the
 * unvisited squares, the knight's square and the end (it lies inside the rest of the path); and
 * the unvisited squares with the end must be connected (the rest of the path runs through all of
 * them), checked every few squares; and the colour rule, that the rest of the path alternates
 * colours from the knight's square to the end, so it needs as many squares of each colour as that
 * alternation gives and the end must have the colour of the last place. The moves are tried fewest onward moves first (Warnsdorff's order), which changes only
 * how soon a path is found, never whether one is. Squares are numbered {@code row * cols + col}.
 */
public final class PlainEndSearch {

  private final int n;
  private final long[] neighbours;
  private final int end;
  private final long all;

  /** The squares whose row + column is even: a knight move always changes this colour. */
  private final long colour;

  /** How often (in squares placed) the connectivity rule is checked: it is costlier than it saves at every node. */
  private static final int CONNECTIVITY_EVERY = 4;

  private PlainEndSearch(int rows, int cols, int end) {
    this.n = rows * cols;
    this.end = end;
    this.all = n == 64 ? -1L : (1L << n) - 1;
    this.neighbours = new long[n];
    long even = 0;
    for (int i = 0; i < n; i++) {
      if ((i / cols + i % cols) % 2 == 0) {
        even |= 1L << i;
      }
    }
    this.colour = even;
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
    long rest = open | endBit | (1L << current);
    long sameColour = (colour >>> current & 1) != 0 ? colour : ~colour;
    int k = Long.bitCount(rest); // the squares left on the path, the knight's and the end's included
    boolean endSameColour = (sameColour & endBit) != 0;
    if (Long.bitCount(rest & sameColour) != (k + 1) / 2 || endSameColour != (k % 2 == 1)) {
      return false;
    }
    if (placed % CONNECTIVITY_EVERY == 0 && !connected(open | endBit)) {
      return false;
    }
    long next = neighbours[current] & open;
    int[] order = new int[Long.bitCount(next)];
    int count = 0;
    for (; next != 0; next &= next - 1) {
      int w = Long.numberOfTrailingZeros(next);
      // Sort key: onward moves in the high bits, the square in the low ones (ties by square).
      order[count++] = Long.bitCount(neighbours[w] & open) << 8 | w;
    }
    Arrays.sort(order);
    for (int key : order) {
      int w = key & 0xFF;
      if (from(w, visited | 1L << w, placed + 1)) {
        return true;
      }
    }
    return false;
  }

  /** Whether the squares of {@code squares} form one piece joined by knight moves inside it. */
  private boolean connected(long squares) {
    long reached = Long.lowestOneBit(squares);
    long frontier = reached;
    while (frontier != 0) {
      long grown = 0;
      for (long f = frontier; f != 0; f &= f - 1) {
        grown |= neighbours[Long.numberOfTrailingZeros(f)];
      }
      frontier = grown & squares & ~reached;
      reached |= frontier;
    }
    return reached == squares;
  }
}
