package io.github.knighttours;

import io.github.knighttours.count.CountProgressListener;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;

/**
 * What to count and how: a board, a {@link CountKind}, the start square for
 * {@link CountKind#OPEN_FROM_START}, and options.
 *
 * <pre>{@code
 * CountRequest request = CountRequest.builder(Board.of(6, 6), CountKind.CLOSED_UNDIRECTED)
 *     .parallelism(4)
 *     .timeBudget(Duration.ofMinutes(1))
 *     .build();
 * TourCount count = KnightTours.count(request);   // 9862, complete
 * }</pre>
 *
 * <p>Defaults: as many threads as {@link Runtime#availableProcessors()}, no time budget,
 * symmetry reduction on, no progress listener. Immutable and thread-safe.
 */
public final class CountRequest {

  /** The most threads a count may use, as for a {@link java.util.concurrent.ForkJoinPool}. */
  public static final int MAX_PARALLELISM = 32767;

  private final Board board;
  private final CountKind kind;
  private final Square start;
  private final int parallelism;
  private final Duration timeBudget;
  private final boolean symmetry;
  private final CountProgressListener progressListener;
  private final CountMethod method;
  private final Path checkpointDirectory;
  private final long memoryLimit;
  private final boolean table;
  private final boolean upToSymmetry;

  private CountRequest(Builder b) {
    this.board = b.board;
    this.kind = b.kind;
    this.start = b.start;
    this.parallelism = b.parallelism;
    this.timeBudget = b.timeBudget;
    this.symmetry = b.symmetry;
    this.progressListener = b.progressListener;
    this.method = b.method;
    this.checkpointDirectory = b.checkpointDirectory;
    this.memoryLimit = b.memoryLimit;
    this.table = b.table;
    this.upToSymmetry = b.upToSymmetry;
  }

  /**
   * Returns a builder for counting tours of {@code kind} on {@code board}.
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if {@code board} is not {@link Board#isPlainKnightBoard()
   *     plain}: counts are for the knight's rectangle
   */
  public static Builder builder(Board board, CountKind kind) {
    return new Builder(board, kind);
  }

  /** Returns the board. */
  public Board board() {
    return board;
  }

  /** Returns what is counted. */
  public CountKind kind() {
    return kind;
  }

  /** Returns the start square: present exactly for {@link CountKind#OPEN_FROM_START}. */
  public Optional<Square> start() {
    return Optional.ofNullable(start);
  }

  /** Returns how many threads count at once. */
  public int parallelism() {
    return parallelism;
  }

  /** Returns the longest the count may run, or empty for no limit. */
  public Optional<Duration> timeBudget() {
    return Optional.ofNullable(timeBudget);
  }

  /**
   * Returns whether the count uses the board's symmetries (true by default): a search from one
   * square of each symmetry orbit instead of all of them, multiplied by the orbit's size. It
   * never changes the count, only the time; turn it off to check exactly that.
   */
  public boolean symmetry() {
    return symmetry;
  }

  /** Returns the progress listener, if any. */
  public Optional<CountProgressListener> progressListener() {
    return Optional.ofNullable(progressListener);
  }

  /**
   * Describes the request, for example
   * {@code "CountRequest{OPEN_FROM_START from a1, 5x5, parallelism=2, timeBudget=PT10S}"}; a
   * progress listener is not shown.
   */
  @Override
  public String toString() {
    return "CountRequest{" + kind + (start == null ? "" : " from " + start) + ", " + board
        + ", parallelism=" + parallelism + (timeBudget == null ? "" : ", timeBudget=" + timeBudget)
        + (symmetry ? "" : ", symmetry off") + (method == CountMethod.AUTO ? "" : ", method=" + method)
        + (table ? ", table" : "") + (upToSymmetry ? ", up to symmetry" : "") + "}";
  }

  /** Returns the directory of the frontier sweep's generations and checkpoint, if one was set. */
  public Optional<Path> checkpointDirectory() {
    return Optional.ofNullable(checkpointDirectory);
  }

  /**
   * Returns the most heap bytes the frontier sweep's states may take, or 0 for the default
   * (three quarters of the heap that is free when the count starts).
   */
  public long memoryLimit() {
    return memoryLimit;
  }

  /**
   * Returns whether the count also gives the table of prefixes ({@link TourCount#table()}); false
   * unless set with {@link Builder#table(boolean)}.
   */
  public boolean table() {
    return table;
  }

  /**
   * Returns whether the count also gives the tours up to the board's symmetries ({@link
   * TourCount#upToSymmetry()}); false unless set with {@link Builder#upToSymmetry(boolean)}.
   */
  public boolean upToSymmetry() {
    return upToSymmetry;
  }

  /** Returns how the count is made; {@link CountMethod#AUTO} unless set. */
  public CountMethod method() {
    return method;
  }

  /** Builds a {@link CountRequest}. Not thread-safe. */
  public static final class Builder {
    private final Board board;
    private final CountKind kind;
    private Square start;
    private int parallelism = Runtime.getRuntime().availableProcessors();
    private Duration timeBudget;
    private boolean symmetry = true;
    private CountProgressListener progressListener;
    private CountMethod method = CountMethod.AUTO;
    private Path checkpointDirectory;
    private long memoryLimit;
    private boolean table;
    private boolean upToSymmetry;

    private Builder(Board board, CountKind kind) {
      this.board = checkNotNull(board, "board must not be null");
      this.kind = checkNotNull(kind, "kind must not be null");
      board.checkPlain("counting tours");
    }

    /**
     * Sets the start square, which {@link CountKind#OPEN_FROM_START} needs and the other kinds
     * refuse.
     *
     * @throws NullPointerException if {@code start} is null
     * @throws IllegalArgumentException if {@code start} is off the board
     */
    public Builder start(Square start) {
      board.checkContains(start, "start");
      this.start = start;
      return this;
    }

    /**
     * Sets how many threads count at once (a count never starts more threads than it has work
     * items).
     *
     * @throws IllegalArgumentException if {@code threads} is not in 1..{@value CountRequest#MAX_PARALLELISM}
     */
    public Builder parallelism(int threads) {
      checkArgument(threads >= 1, "parallelism must be at least 1, got %s", threads);
      checkArgument(threads <= MAX_PARALLELISM, "parallelism must be at most %s, got %s", MAX_PARALLELISM, threads);
      this.parallelism = threads;
      return this;
    }

    /**
     * Limits the count to {@code budget} of wall-clock time; a count that runs out returns
     * what it has counted so far, marked incomplete.
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

    /** Turns the symmetry reduction on (the default) or off; see {@link CountRequest#symmetry()}. */
    public Builder symmetry(boolean on) {
      this.symmetry = on;
      return this;
    }

    /**
     * Sets the listener for progress reports.
     *
     * @throws NullPointerException if {@code listener} is null
     */
    public Builder progressListener(CountProgressListener listener) {
      this.progressListener = checkNotNull(listener, "progressListener must not be null");
      return this;
    }

    /**
     * Sets how to count (default {@link CountMethod#AUTO}). Both methods give the same numbers;
     * {@link CountMethod#FRONTIER} ignores the symmetry setting.
     *
     * @throws NullPointerException if {@code method} is null
     */
    public Builder method(CountMethod method) {
      this.method = checkNotNull(method, "method must not be null");
      return this;
    }

    /**
     * Runs the frontier sweep ({@link CountMethod#FRONTIER}) as a batch job on disk: each
     * generation of states is a file in {@code directory}, so the heap holds only the part of the
     * next generation being built (see {@link #memoryLimit}), and after every square a checkpoint
     * file names the current generation. If the count stops (interrupt, time budget, memory, or
     * the process dies), the same request goes on from the last square done. Everything the count
     * wrote is deleted when it is done. The depth-first search ignores this.
     *
     * @throws NullPointerException if {@code directory} is null
     */
    public Builder checkpoint(Path directory) {
      this.checkpointDirectory = checkNotNull(directory, "checkpoint directory must not be null");
      return this;
    }

    /**
     * Bounds the heap memory the frontier sweep's states may take (by default three quarters of
     * the heap that is free when the count starts). When the next generation would not fit, it is
     * built a group of its parts at a time, one pass over the current generation per group: slower,
     * but within the limit. With a {@linkplain #checkpoint checkpoint directory} the generations
     * are on disk and the limit bounds only the parts being built; without one, it bounds both
     * generations too. When even one part would not fit, the count stops, incomplete. The
     * depth-first search ignores this.
     *
     * @throws IllegalArgumentException if {@code bytes} is below one mebibyte
     */
    public Builder memoryLimit(long bytes) {
      checkArgument(bytes >= 1 << 20, "memoryLimit must be at least 1 MiB (1048576 bytes), got %s", bytes);
      this.memoryLimit = bytes;
      return this;
    }

    /**
     * Asks for the counts of every board made of the first columns too, from the same frontier
     * sweep: for a board w squares wide (the shorter side) and L long, the w × 1, w × 2, … w × L
     * boards, in {@link TourCount#table()}. The sweep runs along the longer side, so the prefixes
     * are along it whichever way round the board is given. Such a count always runs the frontier
     * sweep (under {@link CountMethod#AUTO} too, even with a time budget) and skips the theorems
     * that settle a whole board's count at once (a shorter board may have tours where the whole
     * has none). {@link #build()} refuses a table for {@link CountKind#OPEN_FROM_START} (a start
     * square is not on every prefix), with {@link CountMethod#DEPTH_FIRST}, on a board whose
     * shorter side is 1 or above {@value CountMethod#FRONTIER_MAX_WIDTH}, and with a {@linkplain
     * #checkpoint checkpoint} (it keeps the whole board's count only, not the prefixes'). The
     * symmetry setting is ignored, as by every frontier sweep.
     */
    public Builder table(boolean on) {
      this.table = on;
      return this;
    }

    /**
     * Asks for the tours up to the board's symmetries too: the number of essentially different
     * tours and the tours each symmetry maps onto themselves, in {@link TourCount#upToSymmetry()}
     * (see {@link io.github.knighttours.count.SymmetryClasses}). The tours themselves are counted
     * as without it (any method); the tours that a symmetry other than the identity fixes are
     * counted by a sweep of their own over a half or a quarter of the board, and Burnside's lemma
     * gives the classes. (Not to be confused with {@link #symmetry(boolean)}, which only speeds a
     * depth-first count up.) {@link #build()} refuses it for {@link CountKind#OPEN_FROM_START} (a
     * start square breaks the board's symmetry), with a {@linkplain #table table}, and on a
     * board whose shorter side is above {@value CountMethod#FRONTIER_MAX_WIDTH}.
     */
    public Builder upToSymmetry(boolean on) {
      this.upToSymmetry = on;
      return this;
    }

    /**
     * Returns the request.
     *
     * @throws IllegalArgumentException if the kind is {@link CountKind#OPEN_FROM_START} and no
     *     start was set, or another kind and a start was set, or a {@linkplain #table table} was
     *     asked for where it does not apply, or {@linkplain #upToSymmetry up to symmetry} where it
     *     does not apply
     */
    public CountRequest build() {
      if (upToSymmetry) {
        checkArgument(
            kind != CountKind.OPEN_FROM_START,
            "upToSymmetry classes the whole board's tours, not those of kind %s from one start square", kind);
        checkArgument(!table, "upToSymmetry and table cannot be asked for together: choose one");
        checkArgument(
            Math.min(board.rows(), board.cols()) <= CountMethod.FRONTIER_MAX_WIDTH,
            "upToSymmetry counts boards whose shorter side is at most %s, got %s",
            CountMethod.FRONTIER_MAX_WIDTH,
            board);
      }
      if (table) {
        checkArgument(
            kind != CountKind.OPEN_FROM_START,
            "table counts every prefix of the board, which kind %s (from one start square) cannot do", kind);
        checkArgument(
            method != CountMethod.DEPTH_FIRST, "table needs the frontier sweep, got method %s", method);
        int width = Math.min(board.rows(), board.cols());
        checkArgument(
            width >= 2 && width <= CountMethod.FRONTIER_MAX_WIDTH,
            "table needs a board whose shorter side is 2 to %s, got %s",
            CountMethod.FRONTIER_MAX_WIDTH,
            board);
        checkArgument(
            checkpointDirectory == null,
            "table cannot be resumed from a checkpoint (it keeps only the whole board's count), got checkpoint %s",
            checkpointDirectory);
      }
      if (kind == CountKind.OPEN_FROM_START) {
        checkArgument(start != null, "kind %s needs a start square: call start(square)", kind);
      } else {
        checkArgument(
            start == null, "kind %s counts from every start, so it takes no start square, got %s", kind, start);
      }
      if (method == CountMethod.FRONTIER) {
        checkArgument(
            Math.min(board.rows(), board.cols()) <= CountMethod.FRONTIER_MAX_WIDTH,
            "method FRONTIER counts boards whose shorter side is at most %s, got %s",
            CountMethod.FRONTIER_MAX_WIDTH,
            board);
      }
      return new CountRequest(this);
    }
  }
}
