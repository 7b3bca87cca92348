package io.github.knighttours;

import io.github.knighttours.spi.ProgressListener;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import io.github.knighttours.internal.search.GreedySearch;
import java.time.Duration;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * How a search runs, whatever it searches: the seed for random tie-breaks, node and time
 * budgets, the depth of Pohl's look-ahead, a progress listener, and the threads a search on a
 * graph may use. Board requests
 * ({@link TourRequest}) and graph searches (module {@code knight-graph}) share it.
 *
 * <pre>{@code
 * SearchOptions options = SearchOptions.builder()
 *     .seed(42)
 *     .timeBudget(Duration.ofSeconds(1))
 *     .build();
 * }</pre>
 *
 * <p>Defaults ({@link #defaults()}): no seed (heuristics break ties in the fixed order), no node
 * or time budget, look-ahead depth 1, no progress listener, one thread. Immutable and thread-safe.
 */
public final class SearchOptions {

  /** The default {@link #lookahead()}: Pohl's original rule. */
  public static final int DEFAULT_LOOKAHEAD = 1;

  /** The deepest {@link #lookahead()} accepted: each level multiplies the tie-break cost by the degree. */
  public static final int MAX_LOOKAHEAD = GreedySearch.MAX_LOOKAHEAD;

  /** The most {@link #threads()} accepted. */
  public static final int MAX_THREADS = 256;

  private static final SearchOptions DEFAULTS = builder().build();

  private final Long seed;
  private final long nodeBudget;
  private final Duration timeBudget;
  private final int lookahead;
  private final ProgressListener progressListener;
  private final int threads;

  private SearchOptions(Builder b) {
    this.seed = b.seed;
    this.nodeBudget = b.nodeBudget;
    this.timeBudget = b.timeBudget;
    this.lookahead = b.lookahead;
    this.progressListener = b.progressListener;
    this.threads = b.threads;
  }

  /** Returns the default options. */
  public static SearchOptions defaults() {
    return DEFAULTS;
  }

  /** Returns a builder with the default options. */
  public static Builder builder() {
    return new Builder();
  }

  /** Returns a builder holding these options. */
  public Builder toBuilder() {
    Builder b = new Builder();
    b.seed = seed;
    b.nodeBudget = nodeBudget;
    b.timeBudget = timeBudget;
    b.lookahead = lookahead;
    b.progressListener = progressListener;
    b.threads = threads;
    return b;
  }

  /** Returns the seed for random tie-breaks, or empty for the fixed order. */
  public OptionalLong seed() {
    return seed == null ? OptionalLong.empty() : OptionalLong.of(seed);
  }

  /** Returns the most nodes (vertices placed on the path) a search may expand; {@link Long#MAX_VALUE} means no limit. */
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

  /**
   * Returns how many threads a search may use at once (1 by default): {@link Strategy#AUTO} on
   * an undirected graph runs its searches side by side when this is 2 or more (see {@link
   * io.github.knighttours.solvers.AutoSolver}); every other search runs on the calling thread.
   */
  public int threads() {
    return threads;
  }

  /**
   * Lists the options that differ from the defaults, for example
   * {@code "seed=42, nodeBudget=1000"}, or {@code "defaults"}; a progress listener is not shown.
   */
  @Override
  public String toString() {
    StringBuilder s = new StringBuilder();
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
    if (threads != 1) {
      s.append(", threads=").append(threads);
    }
    return s.length() == 0 ? "defaults" : s.substring(2);
  }

  /** Builds {@link SearchOptions}. Not thread-safe. */
  public static final class Builder {
    private Long seed;
    private long nodeBudget = Long.MAX_VALUE;
    private Duration timeBudget;
    private int lookahead = DEFAULT_LOOKAHEAD;
    private ProgressListener progressListener;
    private int threads = 1;

    private Builder() {}

    /** Breaks heuristic ties by a random choice from this seed; the same seed gives the same result. */
    public Builder seed(long seed) {
      this.seed = seed;
      return this;
    }

    /**
     * Limits the search to {@code nodes} vertex placements.
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
     * tied vertices by up to k further sums of onward degrees.
     *
     * @throws IllegalArgumentException if {@code depth} is not in 1..{@value SearchOptions#MAX_LOOKAHEAD}
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

    /**
     * Lets a search use up to {@code threads} threads at once (default 1, the calling thread
     * alone). With 2 or more, {@link Strategy#AUTO} on an undirected graph runs its searches side
     * by side, the first answer stopping the others; the answer is then valid but which of them
     * finds it, and so which cycle, may differ from run to run. It uses two threads today.
     *
     * @throws IllegalArgumentException if {@code threads} is not in 1..{@value SearchOptions#MAX_THREADS}
     */
    public Builder threads(int threads) {
      checkArgument(
          threads >= 1 && threads <= MAX_THREADS, "threads must be between 1 and %s, got %s", MAX_THREADS, threads);
      this.threads = threads;
      return this;
    }

    /** Returns the options. */
    public SearchOptions build() {
      return new SearchOptions(this);
    }
  }
}
