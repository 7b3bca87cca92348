package io.github.knighttours;

import io.github.knighttours.internal.graph.IntGraph;
import io.github.knighttours.internal.search.PathEngine;
import io.github.knighttours.internal.search.PathResult;
import io.github.knighttours.internal.search.SearchMonitor;
import java.util.OptionalLong;

/**
 * A built-in solver whose algorithm needs nothing but the neighbour function, so that it runs
 * on the knight graph of a board and on any other graph (module knight-graph) alike. Subclasses
 * override {@link #engine} only.
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
  long workingBytes(IntGraph graph) {
    return workingBytes(graph.vertexCount(), graph.maxDegree());
  }

  @Override
  final long workingBytes(TourRequest request) {
    return workingBytes(request.board().graph());
  }

  @Override
  final PathEngine graphEngine(int lookahead, OptionalLong seed) {
    return engine(lookahead, seed);
  }

  @Override
  final long graphWorkingBytes(long n, int maxDegree) {
    return workingBytes(n, maxDegree);
  }

  /** Needs nothing but the moves: every shape. */
  @Override
  public final boolean takesEveryShape() {
    return true;
  }

  @Override
  final PathResult search(TourRequest request, SearchMonitor monitor) {
    int end = endIndex(request);
    PathEngine engine =
        end >= 0 ? engineTo(request.lookahead(), request.seed(), end) : engine(request.lookahead(), request.seed());
    return engine.search(graph(request), startIndex(request), closed(request), monitor);
  }
}
