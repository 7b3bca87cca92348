package io.github.knighttours.internal.graph;

/**
 * What is proven about leaper graphs on rectangular boards without wrap or holes, stated only
 * where a source states it.
 *
 * <p>Sources: D. E. Knuth, "Leaper graphs", The Mathematical Gazette 78 (1994) 274–297,
 * arXiv:math/9411240, Theorem 1 (connectivity). The colouring facts are the short arguments
 * given with each method.
 */
public final class LeaperTheorems {

  /** A theorem's answer: proven yes, proven no, or outside what the theorem covers. */
  public enum Answer {
    /** Proven true. */
    YES,
    /** Proven false. */
    NO,
    /** The theorem does not apply; only a search can tell. */
    UNKNOWN
  }

  private LeaperTheorems() {}

  /**
   * Returns whether the graph of the {r,s}-leaper on a {@code rows × cols} board (no wrap, no
   * holes) is connected, by Knuth's Theorem 1 (1994): with m ≤ n the two sides of the board,
   * when 2 ≤ m and 1 ≤ r ≤ s the graph is connected exactly when r + s and r − s are
   * relatively prime, n ≥ 2s and m ≥ r + s. The board turned a quarter turn has an isomorphic
   * graph, so the order of {@code rows} and {@code cols} does not matter.
   *
   * @return YES or NO inside the theorem's hypotheses (the shorter side at least 2, {@code r} at
   *     least 1); UNKNOWN outside them (a side of 1, or r = 0)
   * @throws IllegalArgumentException if a side is below 1, r is negative, s is below r, or
   *     r + s is 0
   */
  public static Answer connected(int rows, int cols, int r, int s) {
    checkBoard(rows, cols);
    checkLeaper(r, s);
    int m = Math.min(rows, cols);
    int n = Math.max(rows, cols);
    if (m < 2 || r < 1) {
      return Answer.UNKNOWN;
    }
    boolean coprime = gcd(r + (long) s, (long) s - r) == 1;
    boolean yes = coprime && n >= 2L * s && m >= (long) r + s;
    return yes ? Answer.YES : Answer.NO;
  }

  /**
   * Returns whether every move of the {r,s}-leaper changes the colour of the square on a board
   * coloured like a chessboard: exactly when r + s is odd, as a move changes row plus column by
   * ±r ± s. Then on a board without wrap the two colours split every path into alternate
   * squares, so a closed tour needs as many squares of each colour (an even number of squares),
   * and an open tour of a board with an odd number of squares starts and ends on the colour of
   * which there is one more.
   *
   * @throws IllegalArgumentException if r is negative, s is below r, or r + s is 0
   */
  public static boolean changesColour(int r, int s) {
    checkLeaper(r, s);
    return ((r + (long) s) & 1) == 1;
  }

  /**
   * Returns a side, 0 or 1, for each square such that every move of the {r,s}-leaper on a board
   * without wrap joins squares of different sides: the graph of every leaper on such a board is
   * bipartite, whatever the parity of r + s.
   *
   * <p>Why: let 2^k be the largest power of two dividing both r and s (for r = 0, dividing s),
   * and r' = r / 2^k, s' = s / 2^k, not both even. A move leaves each coordinate's remainder
   * mod 2^k unchanged and changes its quotient by 2^k by ±r' or ±s'. If r' + s' is odd, the sum
   * of the two quotients changes parity with every move; if r' and s' are both odd, the row's
   * quotient alone does.
   *
   * @throws IllegalArgumentException if a coordinate is negative, r is negative, s is below r,
   *     or r + s is 0
   */
  public static int side(int row, int col, int r, int s) {
    checkLeaper(r, s);
    if (row < 0) {
      throw new IllegalArgumentException("row must be at least 0, got " + row);
    }
    if (col < 0) {
      throw new IllegalArgumentException("col must be at least 0, got " + col);
    }
    int k = Integer.numberOfTrailingZeros(r | s);
    int rowQuotient = row >>> k;
    int colQuotient = col >>> k;
    boolean oddSum = (((r >>> k) + (s >>> k)) & 1) == 1;
    return oddSum ? (rowQuotient + colQuotient) & 1 : rowQuotient & 1;
  }

  private static long gcd(long a, long b) {
    while (b != 0) {
      long t = a % b;
      a = b;
      b = t;
    }
    return Math.abs(a);
  }

  private static void checkBoard(int rows, int cols) {
    if (rows < 1) {
      throw new IllegalArgumentException("rows must be at least 1, got " + rows);
    }
    if (cols < 1) {
      throw new IllegalArgumentException("cols must be at least 1, got " + cols);
    }
  }

  /** Refuses a negative r, an s below r, and r = s = 0, naming the value. */
  static void checkLeaper(int r, int s) {
    if (r < 0) {
      throw new IllegalArgumentException("r must be at least 0, got " + r);
    }
    if (s < r) {
      throw new IllegalArgumentException("s must be at least r = " + r + ", got " + s);
    }
    if (s == 0) {
      throw new IllegalArgumentException("r + s must be positive, got r = 0 and s = 0");
    }
  }
}
