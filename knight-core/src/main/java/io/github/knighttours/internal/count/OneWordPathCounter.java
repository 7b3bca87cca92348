package io.github.knighttours.internal.count;

/**
 * {@link PathCounter} for graphs of at most 64 vertices: every vertex set is one {@code long},
 * and the unvisited degrees are four bit planes (degree = p0 + 2·p1 + 4·p2 + 8·p3, bit by bit),
 * so that moving to a vertex is a subtraction with borrow over four words and a node's checks
 * are a handful of word operations. The stack keeps each depth's sets, so backtracking undoes
 * nothing.
 */
final class OneWordPathCounter extends PathCounter {

  /** The neighbour set of each vertex. */
  private final long[] adjacent;

  OneWordPathCounter(Sets sets) {
    super(sets);
    this.adjacent = blocks.length == 0 ? new long[0] : blocks[0].clone(); // one word per vertex, one block
  }

  @Override
  public Tally count(int[] prefix, int length, Ends ends, Poll poll) {
    Root root = root(prefix, length, ends);
    if (root.settled != null) {
      return root.settled;
    }
    final long[] adjacent = this.adjacent;
    final long allowed = root.allowed[0];
    final long full = ends.full[0];
    final long half = ends.half[0];
    final long entry = ends.endOnly ? ~allowed : -1L;
    int depthLimit = Long.bitCount(root.unvisited[0]) + 1;
    long[] unvisited = new long[depthLimit];
    long[] p0 = new long[depthLimit];
    long[] p1 = new long[depthLimit];
    long[] p2 = new long[depthLimit];
    long[] p3 = new long[depthLimit];
    long[] next = new long[depthLimit];
    int[] total = new int[depthLimit];
    unvisited[0] = root.unvisited[0];
    p0[0] = root.planes[0][0];
    p1[0] = root.planes[1][0];
    p2[0] = root.planes[2][0];
    p3[0] = root.planes[3][0];
    next[0] = root.candidates[0];
    total[0] = Long.bitCount(next[0]);
    long nodes = 1;
    long fullCount = 0;
    long halfCount = 0;
    int d = 0;
    while (true) {
      long c = next[d];
      if (c == 0) {
        if (d == 0) {
          return new Tally(fullCount, halfCount, nodes, true);
        }
        d--;
        continue;
      }
      next[d] = c & (c - 1);
      int w = Long.numberOfTrailingZeros(c);
      long u = unvisited[d] & ~(1L << w);
      if ((++nodes & POLL_MASK) == 0 && poll.stop(nodes, fullCount, halfCount, fractionDone(next, total, d))) {
        return new Tally(fullCount, halfCount, nodes, false);
      }
      long nw = adjacent[w];
      if ((u & (u - 1)) == 0) {
        // One vertex left (the root has two or more, and so has every node it pushes).
        if ((nw & u & allowed) != 0) {
          fullCount += (u & full) != 0 ? 1 : 0;
          halfCount += (u & half) != 0 ? 1 : 0;
        }
        continue;
      }
      // Unvisited neighbours of w lose one unvisited neighbour: subtract with borrow.
      long borrow = nw & u;
      long a0 = p0[d];
      long a1 = p1[d];
      long a2 = p2[d];
      long a3 = p3[d];
      long b0 = a0 ^ borrow;
      borrow &= ~a0;
      long b1 = a1 ^ borrow;
      borrow &= ~a1;
      long b2 = a2 ^ borrow;
      borrow &= ~a2;
      long b3 = a3 ^ borrow;
      long high = b1 | b2 | b3;
      if ((u & ~(b0 | high)) != 0 || (u & allowed) == 0) {
        continue; // an isolated unvisited vertex, or no allowed end left
      }
      long one = u & b0 & ~high;
      long forced = one & nw;
      long ending = one & ~nw;
      long candidates;
      if (ending != 0) {
        // ending can only be the path's last vertex: one at most, and allowed.
        if ((ending & (ending - 1)) != 0 || (ending & ~allowed) != 0) {
          continue;
        }
        if (forced == 0) {
          candidates = nw & u;
        } else if ((forced & (forced - 1)) != 0) {
          continue;
        } else {
          candidates = forced;
        }
      } else if (forced == 0) {
        candidates = nw & u;
      } else {
        // Each forced vertex is next or last.
        long notAllowed = forced & ~allowed;
        int pairs = Long.bitCount(forced);
        if (pairs > 2 || (notAllowed & (notAllowed - 1)) != 0) {
          continue;
        }
        candidates = notAllowed != 0 ? notAllowed : pairs == 2 ? forced : nw & u;
      }
      candidates &= entry;
      if (candidates == 0) {
        continue;
      }
      d++;
      unvisited[d] = u;
      p0[d] = b0;
      p1[d] = b1;
      p2[d] = b2;
      p3[d] = b3;
      next[d] = candidates;
      total[d] = Long.bitCount(candidates);
    }
  }

  private static double fractionDone(long[] next, int[] total, int top) {
    int[] remaining = new int[top + 1];
    for (int d = 0; d <= top; d++) {
      remaining[d] = Long.bitCount(next[d]);
    }
    return PathCounter.fractionDone(total, remaining, top);
  }
}
