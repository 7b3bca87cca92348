package io.github.knighttours;

import io.github.knighttours.shapes.Board3d;
import io.github.knighttours.shapes.Cell;

import io.github.knighttours.spi.SearchTraceListener;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import io.github.knighttours.spi.Shape;
import java.util.Optional;

/**
 * A request for a tour of any {@link Shape}: a 2-D {@link Board} (for which {@link TourRequest} is
 * the everyday form), a 3-D board, or a JGraphT graph through module knight-graph. Immutable; made
 * by {@link #builder}.
 *
 * <pre>{@code
 * PathRequest<Cell> request =
 *     PathRequest.builder(Board3d.of(4, 4, 4))
 *         .start(new Cell(0, 0, 0))
 *         .kind(TourKind.CLOSED)
 *         .options(SearchOptions.builder().timeBudget(Duration.ofSeconds(5)).build())
 *         .build();
 * PathResult<Cell> result = KnightTours.solvePath(request, Strategy.AUTO);
 * }</pre>
 *
 * <p>Without a start, the library tries starts in an order that settles the question early (see
 * {@link KnightTours#solvePath(PathRequest, TourSolver)}).
 *
 * @param <L> the label type of the shape
 */
public final class PathRequest<L> {

  private final Shape<L> shape;
  private final L start;
  private final L end;
  private final TourKind kind;
  private final SearchOptions options;
  private final SearchTraceListener<L> traceListener;

  private PathRequest(Builder<L> b) {
    this(b.shape, b.start, b.end, b.kind, b.options, b.traceListener);
  }

  private PathRequest(
      Shape<L> shape, L start, L end, TourKind kind, SearchOptions options, SearchTraceListener<L> traceListener) {
    this.shape = shape;
    this.start = start;
    this.end = end;
    this.kind = kind;
    this.options = options;
    this.traceListener = traceListener;
  }

  /** A request whose parts a {@link TourRequest} has already checked. */
  static <L> PathRequest<L> checked(
      Shape<L> shape, L start, L end, TourKind kind, SearchOptions options, SearchTraceListener<L> traceListener) {
    return new PathRequest<>(shape, start, end, kind, options, traceListener);
  }

  /**
   * Returns a builder for a tour of {@code shape}: open, from any start, with default options.
   *
   * @throws NullPointerException if {@code shape} is null
   */
  public static <L> Builder<L> builder(Shape<L> shape) {
    return new Builder<>(checkNotNull(shape, "shape must not be null"));
  }

  /** Returns the shape to tour. */
  public Shape<L> shape() {
    return shape;
  }

  /** Returns the start, or empty to let the library choose. */
  public Optional<L> start() {
    return Optional.ofNullable(start);
  }

  /** The start or null, for the pipeline (no Optional per call). */
  L startOrNull() {
    return start;
  }

  /** The end or null, for the pipeline. */
  L endOrNull() {
    return end;
  }

  /** The trace listener or null, for the pipeline. */
  SearchTraceListener<L> traceListenerOrNull() {
    return traceListener;
  }

  /** Returns the label an open tour must end on, if chosen. */
  public Optional<L> end() {
    return Optional.ofNullable(end);
  }

  /** Returns open or closed. */
  public TourKind kind() {
    return kind;
  }

  /** Returns the budgets, seed, look-ahead and progress listener. */
  public SearchOptions options() {
    return options;
  }

  /** Returns the listener that hears every step of the search, if any. */
  public Optional<SearchTraceListener<L>> traceListener() {
    return Optional.ofNullable(traceListener);
  }

  @Override
  public String toString() {
    return kind.name().toLowerCase(java.util.Locale.ROOT) + " tour of " + shape
        + (start == null ? " from any start" : " from " + start) + (end == null ? "" : " to " + end) + ", " + options;
  }

  /**
   * Builds a {@link PathRequest}.
   *
   * @param <L> the label type of the shape
   */
  public static final class Builder<L> {
    private final Shape<L> shape;
    private L start;
    private L end;
    private TourKind kind = TourKind.OPEN;
    private SearchOptions options = SearchOptions.defaults();
    private SearchTraceListener<L> traceListener;

    private Builder(Shape<L> shape) {
      this.shape = shape;
    }

    /**
     * Sets the start.
     *
     * @throws NullPointerException if {@code start} is null
     * @throws IllegalArgumentException if it is not on the shape
     */
    public Builder<L> start(L start) {
      checkOn(checkNotNull(start, "start must not be null"), "start");
      this.start = start;
      return this;
    }

    /**
     * Sets the label the open tour must end on.
     *
     * @throws NullPointerException if {@code end} is null
     * @throws IllegalArgumentException if it is not on the shape
     */
    public Builder<L> end(L end) {
      checkOn(checkNotNull(end, "end must not be null"), "end");
      this.end = end;
      return this;
    }

    /** Checks that {@code label} is on the shape; the message names the argument. */
    private void checkOn(L label, String name) {
      try {
        shape.indexOf(label);
      } catch (IllegalArgumentException off) {
        throw new IllegalArgumentException(name + ": " + off.getMessage(), off);
      }
    }

    /**
     * Sets open or closed; the default is open.
     *
     * @throws NullPointerException if {@code kind} is null
     */
    public Builder<L> kind(TourKind kind) {
      this.kind = checkNotNull(kind, "kind must not be null");
      return this;
    }

    /**
     * Sets the budgets, seed, look-ahead and progress listener; the default is
     * {@link SearchOptions#defaults()}.
     *
     * @throws NullPointerException if {@code options} is null
     */
    public Builder<L> options(SearchOptions options) {
      this.options = checkNotNull(options, "options must not be null");
      return this;
    }

    /**
     * Sets a listener to hear every step of the search (on the searching thread).
     *
     * @throws NullPointerException if {@code listener} is null
     */
    public Builder<L> traceListener(SearchTraceListener<L> listener) {
      this.traceListener = checkNotNull(listener, "traceListener must not be null");
      return this;
    }

    /**
     * Returns the request.
     *
     * @throws IllegalArgumentException if an end is set for a closed tour, or without a start, or
     *     equals the start on a shape of more than one vertex
     */
    public PathRequest<L> build() {
      if (end != null) {
        checkArgument(kind == TourKind.OPEN, "an end is for open tours; a closed tour ends next to its start, got end %s", end);
        checkArgument(start != null, "an end needs a start, got end %s without one", end);
        checkArgument(
            !end.equals(start) || shape.vertexCount() == 1,
            "end %s is the start; an open tour of more than one vertex ends elsewhere", end);
      }
      return new PathRequest<>(this);
    }
  }
}
