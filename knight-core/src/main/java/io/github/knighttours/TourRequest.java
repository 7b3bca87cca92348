package io.github.knighttours;

import io.github.knighttours.spi.SearchTraceListener;
import io.github.knighttours.spi.ProgressListener;

import static com.google.common.base.Preconditions.checkNotNull;

import java.time.Duration;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * What to search for and within which limits: a board, a start square, and options.
 *
 * <pre>{@code
 * TourRequest request = TourRequest.builder(Board.of(8, 8), Square.parse("b1"))
 *     .seed(42)                          // random tie-breaks, repeatable
 *     .nodeBudget(1_000_000)
 *     .timeBudget(Duration.ofSeconds(2))
 *     .build();
 * TourResult result = KnightTours.solve(request, Strategy.BACKTRACKING);
 * }</pre>
 *
 * <p>The options are {@link SearchOptions}, set one by one on the builder or all at once with
 * {@link Builder#options}; their defaults are {@link SearchOptions#defaults()}. Immutable and
 * thread-safe.
 */
public final class TourRequest {

  /** The default {@link #lookahead()}: Pohl's original rule. */
  public static final int DEFAULT_LOOKAHEAD = SearchOptions.DEFAULT_LOOKAHEAD;

  /** The deepest {@link #lookahead()} accepted: each level multiplies the tie-break cost by eight. */
  public static final int MAX_LOOKAHEAD = SearchOptions.MAX_LOOKAHEAD;

  private final Board board;
  private final Square start;
  private final TourKind kind;
  /** The square the tour must end on, or null. */
  private final Square end;
  private final SearchOptions options;
  private final SearchTraceListener<Square> traceListener;

  private TourRequest(
      Board board,
      Square start,
      TourKind kind,
      Square end,
      SearchOptions options,
      SearchTraceListener<Square> traceListener) {
    this.board = board;
    this.start = start;
    this.kind = kind;
    this.end = end;
    this.options = options;
    this.traceListener = traceListener;
  }

  /**
   * Returns a request with default options for a tour of a {@code rows × cols} board from
   * {@code start}.
   *
   * @throws IllegalArgumentException if the board size is invalid or {@code start} is off it
   * @throws NullPointerException if {@code start} is null
   */
  public static TourRequest of(int rows, int cols, Square start) {
    return builder(Board.of(rows, cols), start).build();
  }

  /**
   * Returns a request with default options for a tour of {@code board} from {@code start}.
   *
   * @throws IllegalArgumentException if {@code start} is off the board
   * @throws NullPointerException if an argument is null
   */
  public static TourRequest of(Board board, Square start) {
    return builder(board, start).build();
  }

  /**
   * Returns a builder for a tour of {@code board} from {@code start}.
   *
   * @throws IllegalArgumentException if {@code start} is off the board
   * @throws NullPointerException if an argument is null
   */
  public static Builder builder(Board board, Square start) {
    return new Builder(board, start, SearchOptions.builder());
  }

  /** Returns a builder holding this request's board, start, kind, end and options. */
  public Builder toBuilder() {
    Builder b = new Builder(board, start, options.toBuilder()).kind(kind);
    b.end = end;
    b.traceListener = traceListener;
    return b;
  }

  /** Returns the board. */
  public Board board() {
    return board;
  }

  /** Returns the start square, which is on the board. */
  public Square start() {
    return start;
  }

  /** Returns whether the tour must be closed; {@link TourKind#OPEN} by default. */
  public TourKind kind() {
    return kind;
  }

  /**
   * Returns the square the tour must end on, if the request names one ({@link Builder#end});
   * empty by default: the tour may end anywhere.
   */
  public Optional<Square> end() {
    return Optional.ofNullable(end);
  }

  /** Returns the search options: seed, budgets, look-ahead and progress listener. */
  public SearchOptions options() {
    return options;
  }

  /** Returns the seed for random tie-breaks, or empty for the fixed move order. */
  public OptionalLong seed() {
    return options.seed();
  }

  /** Returns the most nodes (square placements) a search may expand; {@link Long#MAX_VALUE} means no limit. */
  public long nodeBudget() {
    return options.nodeBudget();
  }

  /** Returns the longest a search may run, or empty for no limit. */
  public Optional<Duration> timeBudget() {
    return options.timeBudget();
  }

  /** Returns the depth of Pohl's look-ahead tie-break, used by {@link Strategy#POHL}. */
  public int lookahead() {
    return options.lookahead();
  }

  /** Returns the progress listener, if any. */
  public Optional<ProgressListener> progressListener() {
    return options.progressListener();
  }

  /** Returns the listener that hears every step of the search, if any. */
  public Optional<SearchTraceListener<Square>> traceListener() {
    return Optional.ofNullable(traceListener);
  }

  /** The same request in the form every shape's requests take: what the pipeline runs. */
  PathRequest<Square> toPathRequest() {
    return PathRequest.checked(board, start, end, kind, options, traceListener);
  }

  @Override
  public String toString() {
    String extra = options.toString();
    return "TourRequest{" + (kind == TourKind.CLOSED ? "closed tour, " : "") + board + " from " + start
        + (end == null ? "" : " to " + end) + (extra.equals("defaults") ? "" : ", " + extra) + "}";
  }

  /** Builds a {@link TourRequest}. Not thread-safe. */
  public static final class Builder {
    private final Board board;
    private final Square start;
    private SearchOptions.Builder options;
    private TourKind kind = TourKind.OPEN;
    private Square end;
    private SearchTraceListener<Square> traceListener;

    private Builder(Board board, Square start, SearchOptions.Builder options) {
      checkNotNull(board, "board must not be null");
      board.checkContains(start, "start");
      this.board = board;
      this.start = start;
      this.options = options;
    }

    /**
     * Uses all of {@code options}, replacing any option set so far.
     *
     * @throws NullPointerException if {@code options} is null
     */
    public Builder options(SearchOptions options) {
      checkNotNull(options, "options must not be null");
      this.options = options.toBuilder();
      return this;
    }

    /**
     * Asks for an open tour (the default) or a closed one. A closed tour passes through every
     * square, so its start square only fixes where the returned sequence begins.
     *
     * @throws NullPointerException if {@code kind} is null
     */
    public Builder kind(TourKind kind) {
      this.kind = checkNotNull(kind, "kind must not be null");
      return this;
    }

    /**
     * Asks for an open tour that ends on {@code end}: every square once, from the start to
     * {@code end}. Only open tours have an end of their own, so {@link #build} refuses a request
     * for a closed tour with an end. A knight alternates colours, so on a board with an even
     * number of squares {@code end} must have the other colour than the start, and on a board
     * with an odd number both must have the colour of the corner squares; {@link TourExistence#openTourBetween}
     * says what else is known.
     *
     * @throws NullPointerException if {@code end} is null
     * @throws IllegalArgumentException if {@code end} is off the board or is the start square
     */
    public Builder end(Square end) {
      board.checkContains(end, "end");
      if (end.equals(start)) {
        throw new IllegalArgumentException("end must differ from the start square " + start + ", got " + end);
      }
      this.end = end;
      return this;
    }

    /** Breaks heuristic ties by a random choice from this seed; the same seed gives the same tour. */
    public Builder seed(long seed) {
      options.seed(seed);
      return this;
    }

    /**
     * Limits the search to {@code nodes} square placements.
     *
     * @throws IllegalArgumentException if {@code nodes} is not positive
     */
    public Builder nodeBudget(long nodes) {
      options.nodeBudget(nodes);
      return this;
    }

    /**
     * Limits the search to {@code budget} of wall-clock time.
     *
     * @throws NullPointerException if {@code budget} is null
     * @throws IllegalArgumentException if {@code budget} is zero or negative
     */
    public Builder timeBudget(Duration budget) {
      options.timeBudget(budget);
      return this;
    }

    /**
     * Sets how many levels Pohl's tie-break looks ahead: 1 is Pohl's rule (default), k compares
     * tied squares by up to k further sums of onward degrees.
     *
     * @throws IllegalArgumentException if {@code depth} is not in 1..{@value TourRequest#MAX_LOOKAHEAD}
     */
    public Builder lookahead(int depth) {
      options.lookahead(depth);
      return this;
    }

    /**
     * Sets the listener for progress reports.
     *
     * @throws NullPointerException if {@code listener} is null
     */
    public Builder progressListener(ProgressListener listener) {
      options.progressListener(listener);
      return this;
    }

    /**
     * Sets the listener that hears every step of the search (see {@link SearchTraceListener}).
     *
     * @throws NullPointerException if {@code listener} is null
     */
    public Builder traceListener(SearchTraceListener<Square> listener) {
      this.traceListener = checkNotNull(listener, "traceListener must not be null");
      return this;
    }

    /**
     * Returns the request.
     *
     * @throws IllegalArgumentException if it asks for a closed tour with an end square
     */
    public TourRequest build() {
      if (kind == TourKind.CLOSED && end != null) {
        throw new IllegalArgumentException(
            "end " + end + " cannot be combined with kind CLOSED: a closed tour has no end of its own; ask for an"
                + " open tour");
      }
      return new TourRequest(board, start, kind, end, options.build(), traceListener);
    }
  }
}
