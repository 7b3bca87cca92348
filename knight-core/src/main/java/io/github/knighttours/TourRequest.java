package io.github.knighttours;

import static com.google.common.base.Preconditions.checkArgument;
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
 * <p>Defaults: no seed (heuristics break ties in the fixed move order), no node or time
 * budget, Pohl look-ahead depth 1, no progress listener. Immutable and thread-safe.
 */
public final class TourRequest {

  /** The default {@link #lookahead()}: Pohl's original rule. */
  public static final int DEFAULT_LOOKAHEAD = 1;

  /** The deepest {@link #lookahead()} accepted: each level multiplies the tie-break cost by eight. */
  public static final int MAX_LOOKAHEAD = 4;

  private final Board board;
  private final Square start;
  private final Long seed;
  private final long nodeBudget;
  private final Duration timeBudget;
  private final int lookahead;
  private final ProgressListener progressListener;

  private TourRequest(Builder b) {
    this.board = b.board;
    this.start = b.start;
    this.seed = b.seed;
    this.nodeBudget = b.nodeBudget;
    this.timeBudget = b.timeBudget;
    this.lookahead = b.lookahead;
    this.progressListener = b.progressListener;
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
    return new Builder(board, start);
  }

  /** Returns a builder holding this request's board, start and options. */
  public Builder toBuilder() {
    Builder b = new Builder(board, start);
    b.seed = seed;
    b.nodeBudget = nodeBudget;
    b.timeBudget = timeBudget;
    b.lookahead = lookahead;
    b.progressListener = progressListener;
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

  /** Returns the seed for random tie-breaks, or empty for the fixed move order. */
  public OptionalLong seed() {
    return seed == null ? OptionalLong.empty() : OptionalLong.of(seed);
  }

  /** Returns the most nodes (square placements) a search may expand; {@link Long#MAX_VALUE} means no limit. */
  public long nodeBudget() {
    return nodeBudget;
  }

  /** Returns the longest a search may run, or empty for no limit. */
  public Optional<Duration> timeBudget() {
    return Optional.ofNullable(timeBudget);
  }

  /** Returns the depth of Pohl's look-ahead tie-break, used by {@link Strategy#POHL}. */
  public int lookahead() {
    return lookahead;
  }

  /** Returns the progress listener, if any. */
  public Optional<ProgressListener> progressListener() {
    return Optional.ofNullable(progressListener);
  }

  @Override
  public String toString() {
    StringBuilder s = new StringBuilder("TourRequest{").append(board).append(" from ").append(start);
    if (seed != null) {
      s.append(", seed=").append(seed);
    }
    if (nodeBudget != Long.MAX_VALUE) {
      s.append(", nodeBudget=").append(nodeBudget);
    }
    if (timeBudget != null) {
      s.append(", timeBudget=").append(timeBudget);
    }
    if (lookahead != DEFAULT_LOOKAHEAD) {
      s.append(", lookahead=").append(lookahead);
    }
    return s.append('}').toString();
  }

  /** Builds a {@link TourRequest}. Not thread-safe. */
  public static final class Builder {
    private final Board board;
    private final Square start;
    private Long seed;
    private long nodeBudget = Long.MAX_VALUE;
    private Duration timeBudget;
    private int lookahead = DEFAULT_LOOKAHEAD;
    private ProgressListener progressListener;

    private Builder(Board board, Square start) {
      checkNotNull(board, "board must not be null");
      board.checkContains(start, "start");
      this.board = board;
      this.start = start;
    }

    /** Breaks heuristic ties by a random choice from this seed; the same seed gives the same tour. */
    public Builder seed(long seed) {
      this.seed = seed;
      return this;
    }

    /**
     * Limits the search to {@code nodes} square placements.
     *
     * @throws IllegalArgumentException if {@code nodes} is not positive
     */
    public Builder nodeBudget(long nodes) {
      checkArgument(nodes > 0, "nodeBudget must be positive, got %s", nodes);
      this.nodeBudget = nodes;
      return this;
    }

    /**
     * Limits the search to {@code budget} of wall-clock time.
     *
     * @throws NullPointerException if {@code budget} is null
     * @throws IllegalArgumentException if {@code budget} is zero or negative
     */
    public Builder timeBudget(Duration budget) {
      checkNotNull(budget, "timeBudget must not be null");
      checkArgument(!budget.isNegative() && !budget.isZero(), "timeBudget must be positive, got %s", budget);
      this.timeBudget = budget;
      return this;
    }

    /**
     * Sets how many levels Pohl's tie-break looks ahead: 1 is Pohl's rule (default), k compares
     * tied squares by up to k further sums of onward degrees.
     *
     * @throws IllegalArgumentException if {@code depth} is not in 1..{@value TourRequest#MAX_LOOKAHEAD}
     */
    public Builder lookahead(int depth) {
      checkArgument(
          depth >= 1 && depth <= MAX_LOOKAHEAD, "lookahead must be in 1..%s, got %s", MAX_LOOKAHEAD, depth);
      this.lookahead = depth;
      return this;
    }

    /**
     * Sets the listener for progress reports.
     *
     * @throws NullPointerException if {@code listener} is null
     */
    public Builder progressListener(ProgressListener listener) {
      this.progressListener = checkNotNull(listener, "progressListener must not be null");
      return this;
    }

    /** Returns the request. */
    public TourRequest build() {
      return new TourRequest(this);
    }
  }
}
