package io.github.knighttours.spi;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import io.github.knighttours.SearchOptions;
import io.github.knighttours.TourKind;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * One search a {@link io.github.knighttours.TourSolver} is asked to make: a shape, a start vertex,
 * optionally an end vertex, the kind of tour, the settings of the heuristics, and the context
 * whose budgets and trace the search honours. Immutable; made by the library for each call.
 *
 * <p>Most solvers read only {@link #graph()}, {@link #start()}, {@link #end()} and
 * {@link #kind()}. A solver that works only on some shapes (a construction for the knight's plain
 * rectangle, for example) looks at {@link #shape()}, having said so in
 * {@link io.github.knighttours.TourSolver#accepts}.
 */
public final class SearchTask {

  private final Shape<?> shape;
  private final NeighbourFunction graph;
  private final int start;
  private final int end;
  private final TourKind kind;
  private final SearchOptions options;
  private final SearchContext context;

  private SearchTask(
      Shape<?> shape, NeighbourFunction graph, int start, int end, TourKind kind, SearchOptions options, SearchContext context) {
    this.shape = shape;
    this.graph = graph;
    this.start = start;
    this.end = end;
    this.kind = kind;
    this.options = options;
    this.context = context;
  }

  /**
   * Returns a task.
   *
   * @param shape what to search
   * @param start the start vertex
   * @param end the end vertex, or -1 for any end (an end is for open tours only)
   * @param kind open or closed
   * @param options the seed and look-ahead of the heuristics (the budgets are the context's)
   * @param context the budgets, interrupt, progress and trace of this search
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if {@code start} or {@code end} is not a vertex, or a closed
   *     task has an end
   */
  public static SearchTask of(
      Shape<?> shape, int start, int end, TourKind kind, SearchOptions options, SearchContext context) {
    checkNotNull(shape, "shape must not be null");
    checkNotNull(kind, "kind must not be null");
    checkNotNull(options, "options must not be null");
    checkNotNull(context, "context must not be null");
    NeighbourFunction graph = shape.graph();
    int n = graph.vertexCount();
    checkArgument(start >= 0 && start < n, "start must be a vertex 0..%s, got %s", n - 1, start);
    checkArgument(end >= -1 && end < n, "end must be a vertex 0..%s or -1, got %s", n - 1, end);
    checkArgument(end < 0 || kind == TourKind.OPEN, "a closed tour has no end vertex apart from its start, got end %s", end);
    return new SearchTask(shape, graph, start, end, kind, options, context);
  }

  /** Returns the shape searched, with its labels. */
  public Shape<?> shape() {
    return shape;
  }

  /** Returns the moves of the shape: what the search explores. */
  public NeighbourFunction graph() {
    return graph;
  }

  /** Returns the start vertex. */
  public int start() {
    return start;
  }

  /** Returns the vertex the open tour must end on, if the caller chose one. */
  public OptionalInt end() {
    return end < 0 ? OptionalInt.empty() : OptionalInt.of(end);
  }

  /** Returns open (a Hamiltonian path) or closed (a Hamiltonian cycle through the start). */
  public TourKind kind() {
    return kind;
  }

  /** Returns true if the task asks for a closed tour. */
  public boolean closed() {
    return kind == TourKind.CLOSED;
  }

  /** Returns the look-ahead depth of Pohl's tie-break (1 to {@link SearchOptions#MAX_LOOKAHEAD}). */
  public int lookahead() {
    return options.lookahead();
  }

  /** Returns the seed of random tie-breaks; empty for the fixed order. */
  public OptionalLong seed() {
    return options.seed();
  }

  /** Returns the search's options as the caller gave them. */
  public SearchOptions options() {
    return options;
  }

  /** Returns the budgets, interrupt, progress and trace of this search. */
  public SearchContext context() {
    return context;
  }

  @Override
  public String toString() {
    return kind.name().toLowerCase(java.util.Locale.ROOT) + " tour of " + shape + " from " + shape.label(start)
        + (end < 0 ? "" : " to " + shape.label(end));
  }
}
