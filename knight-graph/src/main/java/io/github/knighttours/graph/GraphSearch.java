package io.github.knighttours.graph;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import io.github.knighttours.Outcome;
import io.github.knighttours.SearchOptions;
import io.github.knighttours.SearchStatistics;
import io.github.knighttours.Strategy;
import io.github.knighttours.TourSolver;
import io.github.knighttours.internal.search.GraphEngines;
import io.github.knighttours.internal.search.HeapGuard;
import io.github.knighttours.internal.search.PathEngine;
import io.github.knighttours.spi.SearchResult;
import io.github.knighttours.internal.search.PathSearches;
import io.github.knighttours.internal.search.SearchMonitor;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.jgrapht.Graph;
import org.jgrapht.GraphPath;
import org.jgrapht.graph.GraphWalk;

/** Runs knight-core's searches on a JGraphT graph and hands the result back as a {@link GraphPath}. */
final class GraphSearch {

  private GraphSearch() {}

  /**
   * Searches {@code graph} for a Hamiltonian path from {@code start} (from any vertex when
   * {@code start} is null), or for a Hamiltonian cycle when {@code closed}.
   */
  static <V, E> GraphSearchResult<V, E> run(
      Graph<V, E> graph, V start, boolean anyStart, Strategy strategy, SearchOptions options, boolean closed) {
    checkNotNull(graph, "graph must not be null");
    checkNotNull(options, "options must not be null");
    TourSolver solver = solverFor(strategy);
    if (!anyStart) {
      checkNotNull(start, "start must not be null");
      checkArgument(graph.containsVertex(start), "start %s is not a vertex of the graph", start);
    }
    PathEngine engine = GraphEngines.forSolver(solver, options.lookahead(), options.seed());
    int n = graph.vertexSet().size();
    // Made first, so that the elapsed time and the budgets cover the whole call.
    SearchMonitor monitor =
        new SearchMonitor(
            options.nodeBudget(), options.timeBudget().orElse(null), options.progressListener().orElse(null), n);
    String what = "the " + strategy + " search on a graph of " + n + " vertices";
    // The adapter both ways (IndexedGraph.workingBytes says what it counts); the search's share
    // depends on the largest degree, which the copy finds, so it is checked once the copy exists.
    long adapterBytes = IndexedGraph.workingBytes(n, graph.edgeSet().size(), graph.getType().isDirected());
    return HeapGuard.withinHeap(
        adapterBytes + GraphEngines.workingBytes(solver, n, 1),
        what,
        () -> {
          IndexedGraph<V, E> indexed = IndexedGraph.of(graph, monitor); // null if the monitor stopped the copy
          if (indexed != null) {
            HeapGuard.require(adapterBytes + GraphEngines.workingBytes(solver, n, indexed.maxDegree()), what);
          }
          SearchResult r =
              indexed == null
                  ? monitor.stopped(monitor.stoppedBy(), 0, 0)
                  : anyStart
                      ? PathSearches.runFromAnyStart(indexed, engine, solver.mayProveAbsence(), closed, monitor)
                      : engine.search(indexed, indexed.indexOf(start), closed, monitor);
          GraphPath<V, E> path = r.outcome() == Outcome.FOUND ? toWalk(graph, indexed, r.path(), closed) : null;
          // Read after the walk is built and checked, so that the elapsed time covers the whole call.
          SearchStatistics stats =
              new SearchStatistics(r.nodesExpanded(), r.backtracks(), Duration.ofNanos(monitor.elapsedNanos()));
          return new GraphSearchResult<>(r.outcome(), path, r.explanation(), stats);
        });
  }

  /**
   * Returns the solver of {@code strategy} if it runs on any graph.
   *
   * @throws NullPointerException if {@code strategy} is null
   * @throws IllegalArgumentException if the strategy needs a board
   */
  static TourSolver solverFor(Strategy strategy) {
    checkNotNull(strategy, "strategy must not be null");
    TourSolver solver = strategy.solver();
    checkArgument(
        GraphEngines.forSolver(solver, SearchOptions.DEFAULT_LOOKAHEAD, OptionalLong.empty()) != null,
        "strategy %s needs a board; on a graph use one of %s",
        strategy,
        GENERIC);
    return solver;
  }

  /** The strategies that run on any graph, for messages. */
  private static final List<Strategy> GENERIC =
      Arrays.stream(Strategy.values())
          .filter(s -> GraphEngines.forSolver(s.solver(), SearchOptions.DEFAULT_LOOKAHEAD, OptionalLong.empty()) != null)
          .toList();

  /** Builds the JGraphT walk for a path of vertex numbers, and checks it against the original graph. */
  private static <V, E> GraphPath<V, E> toWalk(Graph<V, E> graph, IndexedGraph<V, E> indexed, int[] path, boolean closed) {
    if (path.length == 0) {
      return GraphWalk.emptyWalk(graph);
    }
    if (path.length == 1 && !closed) {
      return GraphWalk.singletonWalk(graph, indexed.vertex(path[0]));
    }
    List<V> vertices = new ArrayList<>(path.length + 1);
    for (int v : path) {
      vertices.add(indexed.vertex(v));
    }
    if (closed) {
      vertices.add(vertices.get(0));
    }
    List<E> edges = new ArrayList<>(vertices.size() - 1);
    double weight = 0;
    for (int i = 1; i < vertices.size(); i++) {
      E edge = graph.getEdge(vertices.get(i - 1), vertices.get(i));
      edges.add(edge);
      weight += graph.getEdgeWeight(edge);
    }
    Optional<String> problem =
        closed ? HamiltonianValidator.cycleProblem(graph, vertices) : HamiltonianValidator.pathProblem(graph, vertices);
    if (problem.isPresent()) {
      throw new IllegalStateException("the search returned an invalid result: " + problem.get());
    }
    return new GraphWalk<>(graph, vertices.get(0), vertices.get(vertices.size() - 1), vertices, edges, weight);
  }
}
