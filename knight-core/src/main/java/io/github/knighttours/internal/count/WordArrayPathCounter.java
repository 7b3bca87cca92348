package io.github.knighttours.internal.count;

/**
 * {@link PathCounter} for graphs of more than 64 vertices: the same search as
 * {@link OneWordPathCounter} over arrays of words, with the node checks of
 * {@link PathCounter#check}. Each depth of the stack keeps its own sets. A node costs O(n / 64),
 * so the poll comes every {@link PathCounter#pollMask} + 1 nodes rather than every
 * {@link PathCounter#POLL_MASK} + 1: about the same time between polls on any board.
 */
final class WordArrayPathCounter extends PathCounter {

  /** Polls when {@code (nodes & pollMask) == 0}: less often than {@link #POLL_MASK} says, as nodes cost more. */
  private final long pollMask;

  WordArrayPathCounter(Sets sets) {
    super(sets);
    this.pollMask = pollMask(words);
  }

  @Override
  public Tally count(int[] prefix, int length, Ends ends, Poll poll) {
    Root root = root(prefix, length, ends);
    if (root.settled != null) {
      return root.settled;
    }
    int w = words;
    int depthLimit = count(root.unvisited) + 1;
    long[][] unvisited = new long[depthLimit][];
    long[][][] planes = new long[depthLimit][][];
    long[][] next = new long[depthLimit][];
    int[] total = new int[depthLimit];
    // Candidates not yet tried at each depth, kept up to date so that a poll's progress
    // estimate costs O(depth), not O(depth · n / 64).
    int[] remaining = new int[depthLimit];
    unvisited[0] = root.unvisited;
    planes[0] = root.planes;
    next[0] = root.candidates;
    total[0] = count(next[0]);
    remaining[0] = total[0];
    long[] allowed = root.allowed;
    long nodes = 1;
    long fullCount = 0;
    long halfCount = 0;
    int d = 0;
    while (true) {
      int v = lowest(next[d]);
      if (v < 0) {
        if (d == 0) {
          return new Tally(fullCount, halfCount, nodes, true);
        }
        d--;
        continue;
      }
      next[d][v >>> 6] &= ~(1L << v);
      remaining[d]--;
      if ((++nodes & pollMask) == 0 && poll.stop(nodes, fullCount, halfCount, fractionDone(total, remaining, d))) {
        return new Tally(fullCount, halfCount, nodes, false);
      }
      if (unvisited[d + 1] == null) {
        unvisited[d + 1] = new long[w];
        planes[d + 1] = new long[4][w];
        next[d + 1] = new long[w];
      }
      long[] u = unvisited[d + 1];
      long[] parent = unvisited[d];
      int left = 0;
      for (int i = 0; i < w; i++) {
        u[i] = parent[i];
        left += Long.bitCount(u[i]);
      }
      u[v >>> 6] &= ~(1L << v);
      left--;
      if (left == 1) {
        int last = lowest(u);
        if (adjacent(v, last) && member(allowed, last)) {
          fullCount += member(ends.full, last) ? 1 : 0;
          halfCount += member(ends.half, last) ? 1 : 0;
        }
        continue;
      }
      long[][] from = planes[d];
      long[][] to = planes[d + 1];
      long[] block = blocks[v >>> blockShift];
      int base = (v & blockMask) * w;
      for (int i = 0; i < w; i++) {
        long borrow = block[base + i] & u[i];
        for (int b = 0; b < 4; b++) {
          long a = from[b][i];
          to[b][i] = a ^ borrow;
          borrow &= ~a;
        }
      }
      if (check(u, to, v, allowed, ends.endOnly, next[d + 1])) {
        d++;
        total[d] = count(next[d]);
        remaining[d] = total[d];
      }
    }
  }

  private static int lowest(long[] set) {
    for (int i = 0; i < set.length; i++) {
      if (set[i] != 0) {
        return (i << 6) + Long.numberOfTrailingZeros(set[i]);
      }
    }
    return -1;
  }
}
