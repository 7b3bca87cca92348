package io.github.knighttours.internal.count;

import io.github.knighttours.internal.graph.IntGraph;


/**
 * {@link PathCounter} for graphs of more than 64 vertices: the same search as
 * {@link OneWordPathCounter} over arrays of words, with the node checks of
 * {@link PathCounter#check}. Each depth of the stack keeps its own sets.
 */
final class WordArrayPathCounter extends PathCounter {

  WordArrayPathCounter(IntGraph graph) {
    super(graph);
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
    unvisited[0] = root.unvisited;
    planes[0] = root.planes;
    next[0] = root.candidates;
    total[0] = count(next[0]);
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
      if ((++nodes & POLL_MASK) == 0 && poll.stop(nodes, fullCount, halfCount, fractionDone(next, total, d))) {
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
      int base = v * w;
      for (int i = 0; i < w; i++) {
        long borrow = neighbours[base + i] & u[i];
        for (int b = 0; b < 4; b++) {
          long a = from[b][i];
          to[b][i] = a ^ borrow;
          borrow &= ~a;
        }
      }
      if (check(u, to, v, allowed, ends.endOnly, next[d + 1])) {
        d++;
        total[d] = count(next[d]);
      }
    }
  }

  private static double fractionDone(long[][] next, int[] total, int top) {
    int[] remaining = new int[top + 1];
    for (int d = 0; d <= top; d++) {
      remaining[d] = count(next[d]);
    }
    return PathCounter.fractionDone(total, remaining, top);
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
