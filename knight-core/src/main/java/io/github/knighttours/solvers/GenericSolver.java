package io.github.knighttours.solvers;

import io.github.knighttours.Outcome;
import io.github.knighttours.PathRequest;
import io.github.knighttours.SearchOptions;
import io.github.knighttours.Board;

import io.github.knighttours.spi.NeighbourFunction;
import io.github.knighttours.internal.search.AbsenceProofs;
import io.github.knighttours.internal.search.PathEngine;
import io.github.knighttours.spi.SearchResult;
import io.github.knighttours.spi.SearchTask;
import io.github.knighttours.spi.Shape;
import io.github.knighttours.internal.search.SearchMonitor;
import java.util.OptionalLong;

/**
 * A built-in solver whose algorithm needs nothing but the neighbour function, so that it runs
 * on every shape alike: 2-D boards of every kind, 3-D boards and any graph (module knight-graph).
 * Subclasses override {@link #engine} only.
 */
abstract class GenericSolver extends BuiltInSolver {

  GenericSolver(String name, boolean findsTourWhenOneExists, boolean mayProveAbsence) {
    super(name, findsTourWhenOneExists, mayProveAbsence);
  }

  /**
   * Returns this solver's algorithm with the given settings: Pohl's look-ahead depth (1 to
   * {@link SearchOptions#MAX_LOOKAHEAD}; solvers without look-ahead ignore it) and the seed of
   * random tie-breaks (empty: the fixed order).
   */
  abstract PathEngine engine(int lookahead, OptionalLong seed);

  /**
   * Returns this solver's algorithm for an open path that must end on vertex {@code end}. By
   * default the algorithm of {@link #engine}, unaware of the end: a path it finds that ends
   * elsewhere becomes {@link Outcome#GAVE_UP} in {@link BuiltInSolver#solve}. Solvers that can
   * aim at the end override this.
   */
  PathEngine engineTo(int lookahead, OptionalLong seed, int end) {
    return engine(lookahead, seed);
  }

  /**
   * Bytes of working memory one search on {@code n} vertices of degree at most {@code maxDegree}
   * allocates at its peak, the path it returns included.
   */
  abstract long workingBytes(long n, int maxDegree);

  /**
   * Bytes of working memory one search on {@code graph} allocates at its peak: by default {@link
   * #workingBytes(long, int)} of its size and degree; solvers whose engines use less on some
   * graphs (a board's padded layout) say so.
   */
  long workingBytes(NeighbourFunction graph) {
    return workingBytes(graph.vertexCount(), graph.maxDegree());
  }

  @Override
  final long workingBytes(SearchTask task) {
    return workingBytes(task.graph());
  }

  /** As its engine says. */
  @Override
  public final boolean cycleIndependentOfStart() {
    return engine(SearchOptions.DEFAULT_LOOKAHEAD, OptionalLong.empty()).cycleIndependentOfStart();
  }

  /** Needs nothing but the moves: every shape. */
  @Override
  public boolean accepts(Shape<?> shape) {
    java.util.Objects.requireNonNull(shape, "shape must not be null");
    return true;
  }

  /**
   * The engine on the task's graph. A solver that may prove absence first checks, on shapes other
   * than 2-D boards (whose theorems AUTO applies), the arguments that settle absence in one pass
   * over an undirected graph: degrees, connection, cut vertices and the sides of a bipartite
   * graph (the colour argument of 3-D boards), each a proof ({@link AbsenceProofs}).
   */
  @Override
  final SearchResult run(SearchTask task, SearchMonitor monitor) {
    NeighbourFunction graph = task.graph();
    int end = task.end().orElse(-1);
    if (mayProveAbsence() && !(task.shape() instanceof Board) && graph.isSymmetric()) {
      String proof =
          task.closed() ? AbsenceProofs.noCycle(graph, monitor) : AbsenceProofs.noPath(graph, task.start(), end, monitor);
      if (proof != null) {
        return new SearchResult(Outcome.PROVEN_ABSENT, null, 0, 0, monitor.elapsedNanos(), proof);
      }
    }
    PathEngine engine = end >= 0 ? engineTo(task.lookahead(), task.seed(), end) : engine(task.lookahead(), task.seed());
    return engine.search(graph, task.start(), task.closed(), monitor);
  }
}
