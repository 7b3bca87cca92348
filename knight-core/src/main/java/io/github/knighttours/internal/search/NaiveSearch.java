package io.github.knighttours.internal.search;

import io.github.knighttours.Outcome;
import io.github.knighttours.spi.NeighbourFunction;
import io.github.knighttours.spi.SearchResult;
import java.util.function.IntBinaryOperator;

/**
 * The textbook depth-first search for a Hamiltonian path: from the last vertex of the path, try
 * its successors in one fixed order, place the first one not yet on the path, and take the last
 * vertex back off when none is left. No pruning and no ordering: the search is exhaustive, and
 * its cost grows exponentially with the number of vertices. Written with an explicit stack, never
 * recursion, so that deep paths cannot overflow the thread's stack.
 *
 * <p>The successor order is fixed once, before the search: each vertex's successors sorted by a
 * caller's rank (the knight's move order on a board), or as the neighbour function lists them.
 *
 * <p>Counts: every vertex placed on the path (the start included) is a node; every vertex taken
 * back off is a backtrack. A vertex placed with no way on (no successor left off the path) is a
 * dead end, which the trace hears before the vertex is taken back.
 */
public final class NaiveSearch {

  private NaiveSearch() {}

  /**
   * Bytes one search allocates at its peak on {@code n} vertices of degree at most {@code
   * maxDegree}: the ordered successor table, the path, the cursor per depth, the visited marks.
   * {@link Long#MAX_VALUE} when the table cannot be one Java array.
   */
  public static long workingBytes(long n, int maxDegree) {
    long arcs = n * Math.max(1, maxDegree);
    if (arcs > Integer.MAX_VALUE - 8) {
      return Long.MAX_VALUE;
    }
    return 4 * arcs + 4 * (n + 1) + 4 * n + 4 * n + n + 4L * maxDegree;
  }

  /**
   * Searches from {@code start}.
   *
   * @param rank the position of successor {@code w} in {@code v}'s order as {@code
   *     rank.applyAsInt(v, w)}, lower first; or null to keep the neighbour function's order
   * @param closed whether the path must close into a cycle (its last vertex a predecessor of the
   *     start)
   * @param end the vertex the open path must end on, or -1 for any
   */
  public static SearchResult run(
      NeighbourFunction graph, IntBinaryOperator rank, int start, boolean closed, int end, SearchMonitor monitor) {
    return monitor.guard(() -> search(graph, rank, start, closed, closed ? -1 : end, monitor));
  }

  private static SearchResult search(
      NeighbourFunction graph, IntBinaryOperator rank, int start, boolean closed, int end, SearchMonitor monitor) {
    int n = graph.vertexCount();
    int[] scratch = new int[Math.max(1, graph.maxDegree())];
    int[] first = monitor.newInts(n + 1);
    int[] next = orderedSuccessors(graph, rank, first, scratch, monitor);
    if (next == null) {
      return monitor.stopped(monitor.stoppedBy(), 0, 0, 0);
    }
    SearchTrace trace = monitor.trace();
    int[] path = monitor.newInts(n);
    int[] cursor = monitor.newInts(n);
    boolean[] onPath = monitor.newArray(n, () -> new boolean[n]);
    long nodes = 1;
    long backtracks = 0;
    int depth = 0;
    int deepest = 0;
    path[0] = start;
    onPath[start] = true;
    cursor[0] = first[start];
    if (trace != null) {
      trace.placed(start, 0);
    }
    boolean symmetric = graph.isSymmetric();
    if (closed && n < (symmetric ? 3 : 2)) {
      return absent(monitor, nodes, 0, "a Hamiltonian cycle needs at least " + (symmetric ? 3 : 2) + " vertices");
    }
    if (n == 1) {
      return new SearchResult(Outcome.FOUND, path, 1, 0, monitor.elapsedNanos(), "a single vertex is a path");
    }
    if (end == start) {
      return absent(monitor, nodes, 0, "a path of " + n + " vertices cannot end where it starts");
    }
    if (trace != null && !hasWayOn(next, first, onPath, start, end, 0, n)) {
      trace.deadEnd(start, 0);
    }
    while (true) {
      int v = path[depth];
      int stop = first[v + 1];
      int w = -1;
      while (cursor[depth] < stop) {
        int candidate = next[cursor[depth]++];
        if (!onPath[candidate] && (candidate != end || depth + 1 == n - 1)) {
          w = candidate;
          break;
        }
      }
      if (w < 0) {
        if (depth == 0) {
          return absent(
              monitor,
              nodes,
              backtracks,
              closed
                  ? "naive backtracking tried every path from the start: no Hamiltonian cycle"
                  : end >= 0
                      ? "naive backtracking tried every path from the start: none ends on the given last vertex"
                      : "naive backtracking tried every path from the start: no Hamiltonian path");
        }
        onPath[v] = false;
        if (trace != null) {
          trace.removed(v, depth);
        }
        depth--;
        backtracks++;
        continue;
      }
      if (monitor.budgetSpent(nodes)) {
        return monitor.stopped(Outcome.BUDGET_EXHAUSTED, nodes, backtracks, deepest);
      }
      if ((nodes & SearchMonitor.POLL_MASK) == 0) {
        Outcome why = monitor.poll(nodes, depth, deepest);
        if (why != null) {
          return monitor.stopped(why, nodes, backtracks, deepest);
        }
      }
      nodes++;
      depth++;
      path[depth] = w;
      onPath[w] = true;
      cursor[depth] = first[w];
      deepest = Math.max(deepest, depth);
      if (trace != null) {
        trace.placed(w, depth);
      }
      if (depth == n - 1) {
        if (!closed || graph.hasSuccessor(w, start, scratch)) {
          monitor.reached(n);
          return new SearchResult(
              Outcome.FOUND, path, nodes, backtracks, monitor.elapsedNanos(), "found by naive backtracking");
        }
        if (trace != null) {
          trace.deadEnd(w, depth);
        }
        cursor[depth] = first[w + 1];
      } else if (trace != null && !hasWayOn(next, first, onPath, w, end, depth, n)) {
        trace.deadEnd(w, depth);
      }
    }
  }

  /** Whether the search can go on from {@code v} at {@code depth}: only for the trace's dead ends. */
  private static boolean hasWayOn(int[] next, int[] first, boolean[] onPath, int v, int end, int depth, int n) {
    for (int i = first[v]; i < first[v + 1]; i++) {
      int w = next[i];
      if (!onPath[w] && (w != end || depth + 1 == n - 1)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Fills {@code first} and returns the successor lists in the search's order; null if the
   * monitor stopped the set-up.
   */
  private static int[] orderedSuccessors(
      NeighbourFunction graph, IntBinaryOperator rank, int[] first, int[] scratch, SearchMonitor monitor) {
    int n = graph.vertexCount();
    long arcs = 0;
    for (int v = 0; v < n; v++) {
      if ((v & 4095) == 4095 && monitor.check() != null) {
        return null;
      }
      first[v] = (int) arcs;
      arcs += graph.successors(v, scratch);
    }
    first[n] = (int) arcs;
    int[] next = monitor.newInts((int) arcs);
    int[] ranks = new int[scratch.length];
    for (int v = 0; v < n; v++) {
      if ((v & 4095) == 4095 && monitor.check() != null) {
        return null;
      }
      int count = graph.successors(v, scratch);
      for (int i = 0; i < count; i++) {
        ranks[i] = rank == null ? i : rank.applyAsInt(v, scratch[i]);
      }
      // Insertion sort: at most a few successors, and stable, so equal ranks keep the neighbour order.
      for (int i = 1; i < count; i++) {
        int w = scratch[i];
        int r = ranks[i];
        int j = i - 1;
        while (j >= 0 && ranks[j] > r) {
          scratch[j + 1] = scratch[j];
          ranks[j + 1] = ranks[j];
          j--;
        }
        scratch[j + 1] = w;
        ranks[j + 1] = r;
      }
      System.arraycopy(scratch, 0, next, first[v], count);
    }
    return next;
  }

  private static SearchResult absent(SearchMonitor monitor, long nodes, long backtracks, String why) {
    return new SearchResult(Outcome.PROVEN_ABSENT, null, nodes, backtracks, monitor.elapsedNanos(), why);
  }
}
