package io.github.knighttours.internal.search;

import io.github.knighttours.spi.SearchResult;
import io.github.knighttours.Outcome;
import io.github.knighttours.spi.NeighbourFunction;
import java.util.Arrays;
import java.util.stream.IntStream;

/**
 * What the engines share around a single search: trying every start vertex of a graph, and
 * checking that a heuristic's walk closes into a cycle.
 */
public final class PathSearches {

  private PathSearches() {}

  /**
   * Walks that cover every vertex but were asked for a cycle: the walk if its last vertex has an
   * edge back to its first, else GAVE_UP. Other results pass through.
   */
  public static SearchResult closeOrGiveUp(NeighbourFunction graph, SearchResult walk, boolean closed, SearchMonitor monitor) {
    if (!closed || walk.outcome() != Outcome.FOUND) {
      return walk;
    }
    int[] path = walk.path();
    boolean longEnough = path.length > (graph.isSymmetric() ? 2 : 1);
    if (longEnough && graph.hasSuccessor(path[path.length - 1], path[0], new int[graph.maxDegree()])) {
      return walk;
    }
    return new SearchResult(
        Outcome.GAVE_UP, null, walk.nodesExpanded(), walk.backtracks(), monitor.elapsedNanos(),
        "the walk covered every vertex but does not close: its last vertex has no edge back to the start");
  }

  /**
   * Tries start vertices in an order that finds paths early and, for the exhaustive search,
   * proves absence with as few attempts as possible:
   *
   * <ul>
   *   <li>a path must end at every vertex of degree one (on a symmetric graph): with one or two
   *       of them, a path exists exactly when one starts there; with more, none exists;
   *   <li>on a directed graph a vertex without predecessors must be the start;
   *   <li>otherwise every vertex, fewest successors first;
   *   <li>a cycle passes through every vertex, so the exhaustive search, and an engine whose
   *       cycles do not depend on the start, try only one, of fewest successors; the other
   *       heuristics try them all.
   * </ul>
   *
   * The node budget covers all attempts together.
   *
   * @param exhaustive whether {@code engine} searches exhaustively: then it may prove absence,
   *     and one start suffices for a cycle
   */
  public static SearchResult runFromAnyStart(
      NeighbourFunction graph, PathEngine engine, boolean exhaustive, boolean closed, SearchMonitor monitor) {
    int n = graph.vertexCount();
    if (n == 0) {
      return closed
          ? obviouslyAbsent(exhaustive, "a graph without vertices has no cycle", monitor)
          : new SearchResult(Outcome.FOUND, new int[0], 0, 0, monitor.elapsedNanos(), "the empty path");
    }
    int[] successorCount = new int[n];
    graph.outDegrees(successorCount);
    int[] order;
    if (!closed && graph.isSymmetric()) {
      int[] ends = verticesWith(successorCount, 0, 1);
      int isolated = verticesWith(successorCount, 0, 0).length;
      if (n > 1 && isolated > 0) {
        return obviouslyAbsent(exhaustive, isolated + " vertices have no neighbours", monitor);
      }
      if (ends.length > 2) {
        return obviouslyAbsent(
            exhaustive, ends.length + " vertices have a single neighbour, but a path has only two ends", monitor);
      }
      order = ends.length > 0 ? ends : byAscending(successorCount);
    } else if (!closed) {
      int[] sources = verticesWithoutPredecessors(graph);
      if (sources.length > 1) {
        return obviouslyAbsent(
            exhaustive,
            sources.length + " vertices have no predecessor, but only the start of a path may lack one",
            monitor);
      }
      order = sources.length == 1 ? sources : byAscending(successorCount);
    } else {
      order = byAscending(successorCount);
      if (exhaustive || engine.cycleIndependentOfStart()) {
        order = Arrays.copyOf(order, 1);
      }
    }
    long nodes = 0;
    long backtracks = 0;
    for (int tried = 0; tried < order.length; tried++) {
      if (monitor.budgetSpent(0)) {
        // Each attempt places its start before it looks at the budget: do not begin one more.
        return new SearchResult(
            Outcome.BUDGET_EXHAUSTED, null, nodes, backtracks, monitor.elapsedNanos(),
            "the node budget of " + monitor.nodeBudget() + " ran out after " + tried + " of " + order.length
                + " start vertices");
      }
      if (tried > 0) {
        // Attempts on small graphs end before their own first check: look between attempts too.
        Outcome stop = monitor.poll(0, 0, 0);
        if (stop != null) {
          return new SearchResult(
              stop, null, nodes, backtracks, monitor.elapsedNanos(),
              (stop == Outcome.CANCELLED ? "the searching thread was interrupted" : "the time budget ran out")
                  + " after " + tried + " of " + order.length + " start vertices");
        }
      }
      SearchResult r = engine.search(graph, order[tried], closed, monitor);
      nodes += r.nodesExpanded();
      backtracks += r.backtracks();
      monitor.attemptFinished(r.nodesExpanded());
      if (r.outcome() != Outcome.PROVEN_ABSENT && r.outcome() != Outcome.GAVE_UP) {
        return new SearchResult(r.outcome(), r.path(), nodes, backtracks, monitor.elapsedNanos(), r.explanation());
      }
      if (order.length == 1) {
        return new SearchResult(r.outcome(), null, nodes, backtracks, monitor.elapsedNanos(), r.explanation());
      }
    }
    String what = closed ? "cycle" : "path";
    return exhaustive
        ? new SearchResult(
            Outcome.PROVEN_ABSENT, null, nodes, backtracks, monitor.elapsedNanos(),
            "exhaustive search found no Hamiltonian " + what + " from any of the " + order.length
                + " vertices where one could start")
        : new SearchResult(
            Outcome.GAVE_UP, null, nodes, backtracks, monitor.elapsedNanos(),
            "the heuristic gave up from each of " + order.length + " start vertices");
  }

  /**
   * The answer when counting degrees already shows that nothing exists: PROVEN_ABSENT from the
   * exhaustive search, but GAVE_UP from a heuristic, which never reports a proof, with the same
   * reason.
   */
  private static SearchResult obviouslyAbsent(boolean exhaustive, String reason, SearchMonitor monitor) {
    return exhaustive
        ? new SearchResult(Outcome.PROVEN_ABSENT, null, 0, 0, monitor.elapsedNanos(), reason)
        : new SearchResult(Outcome.GAVE_UP, null, 0, 0, monitor.elapsedNanos(), reason + ", so no start was tried");
  }

  private static int[] verticesWith(int[] degree, int min, int max) {
    return IntStream.range(0, degree.length)
        .filter(v -> degree[v] >= min && degree[v] <= max)
        .toArray();
  }

  private static int[] byAscending(int[] degree) {
    // Counting sort by degree: stable, so equal degrees keep index order; O(n + max degree).
    int max = 0;
    for (int d : degree) {
      max = Math.max(max, d);
    }
    int[] first = new int[max + 2];
    for (int d : degree) {
      first[d + 1]++;
    }
    for (int d = 0; d <= max; d++) {
      first[d + 1] += first[d];
    }
    int[] order = new int[degree.length];
    for (int v = 0; v < degree.length; v++) {
      order[first[degree[v]]++] = v;
    }
    return order;
  }

  private static int[] verticesWithoutPredecessors(NeighbourFunction graph) {
    int n = graph.vertexCount();
    boolean[] hasPredecessor = new boolean[n];
    int[] buffer = new int[graph.maxDegree()];
    for (int v = 0; v < n; v++) {
      int count = graph.successors(v, buffer);
      for (int i = 0; i < count; i++) {
        hasPredecessor[buffer[i]] = true;
      }
    }
    return IntStream.range(0, n).filter(v -> !hasPredecessor[v]).toArray();
  }
}
