package io.github.knighttours.draw;

import io.github.knighttours.spi.SearchStep;
import io.github.knighttours.spi.SearchTraceListener;
import io.github.knighttours.Square;
import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * Records the steps of a search, for {@link TourAnimations}: a {@link SearchTraceListener} that
 * keeps the first {@link #maxSteps()} steps it hears and counts all of them.
 *
 * <pre>{@code
 * TraceRecorder recorder = new TraceRecorder();
 * TourRequest request = TourRequest.builder(Board.of(5, 5), Square.parse("a1"))
 *     .traceListener(recorder)
 *     .build();
 * TourResult result = KnightTours.solve(request, Strategy.BACKTRACKING);
 * TourAnimations.writeGif(request.board(), recorder.steps(), result.tour(), out);
 * }</pre>
 *
 * <p>Steps past the cap are counted but not kept, and {@link #isTruncated()} says so; the kept
 * steps are then the beginning of the search, which still replays as a path. Every method is
 * synchronized, so the recorder may be read from another thread while or after the search runs.
 *
 * <p>Performance: each step costs O(1) time and 13 bytes (amortized) while kept; nothing after.
 */
public final class TraceRecorder implements SearchTraceListener<Square> {

  /** The number of steps {@link #TraceRecorder()} keeps. */
  public static final int DEFAULT_MAX_STEPS = 100_000;

  /** The largest cap accepted, about 130 MB of steps. */
  public static final int MAX_STEPS = 10_000_000;

  private static final SearchStep.Kind[] KINDS = SearchStep.Kind.values();

  private final int maxSteps;
  private int size;
  private int[] rows = new int[16];
  private int[] cols = new int[16];
  private int[] depths = new int[16];
  private byte[] kinds = new byte[16];
  private long heard;
  private long placed;
  private long removed;
  private long deadEnds;

  /** Creates a recorder that keeps the first {@value #DEFAULT_MAX_STEPS} steps. */
  public TraceRecorder() {
    this(DEFAULT_MAX_STEPS);
  }

  /**
   * Creates a recorder that keeps the first {@code maxSteps} steps.
   *
   * @throws IllegalArgumentException if {@code maxSteps} is not in 1..{@value #MAX_STEPS}
   */
  public TraceRecorder(int maxSteps) {
    if (maxSteps < 1 || maxSteps > MAX_STEPS) {
      throw new IllegalArgumentException("maxSteps must be in 1.." + MAX_STEPS + ": " + maxSteps);
    }
    this.maxSteps = maxSteps;
  }

  /**
   * Counts {@code step} and keeps it if fewer than {@link #maxSteps()} are kept.
   *
   * @throws NullPointerException if {@code step} is null
   */
  @Override
  public synchronized void onStep(SearchStep<Square> step) {
    Objects.requireNonNull(step, "step");
    heard++;
    switch (step.kind()) {
      case PLACED -> placed++;
      case REMOVED -> removed++;
      default -> deadEnds++;
    }
    if (size == maxSteps) {
      return;
    }
    if (size == rows.length) {
      int capacity = (int) Math.min(maxSteps, 2L * size);
      rows = Arrays.copyOf(rows, capacity);
      cols = Arrays.copyOf(cols, capacity);
      depths = Arrays.copyOf(depths, capacity);
      kinds = Arrays.copyOf(kinds, capacity);
    }
    rows[size] = step.square().row();
    cols[size] = step.square().col();
    depths[size] = step.depth();
    kinds[size] = (byte) step.kind().ordinal();
    size++;
  }

  /** Returns the most steps this recorder keeps. */
  public int maxSteps() {
    return maxSteps;
  }

  /**
   * Returns the steps kept so far, in the order heard, as an unmodifiable snapshot: steps heard
   * later do not appear in it.
   */
  public synchronized List<SearchStep<Square>> steps() {
    return new Snapshot(
        Arrays.copyOf(rows, size), Arrays.copyOf(cols, size), Arrays.copyOf(depths, size), Arrays.copyOf(kinds, size));
  }

  /** Returns the number of steps heard, kept or not. */
  public synchronized long stepsHeard() {
    return heard;
  }

  /**
   * Returns the number of {@link SearchStep.Kind#PLACED} steps heard, which for one search is
   * its {@link io.github.knighttours.SearchStatistics#nodesExpanded()}.
   */
  public synchronized long placed() {
    return placed;
  }

  /**
   * Returns the number of {@link SearchStep.Kind#REMOVED} steps heard, which for one search is
   * its {@link io.github.knighttours.SearchStatistics#backtracks()}.
   */
  public synchronized long removed() {
    return removed;
  }

  /** Returns the number of {@link SearchStep.Kind#DEAD_END} steps heard. */
  public synchronized long deadEnds() {
    return deadEnds;
  }

  /** Returns true if more steps were heard than kept. */
  public synchronized boolean isTruncated() {
    return heard > size;
  }

  @Override
  public synchronized String toString() {
    return "TraceRecorder{kept=" + size + ", heard=" + heard + ", maxSteps=" + maxSteps + "}";
  }

  /** The kept steps, rebuilt as objects on demand. */
  private static final class Snapshot extends AbstractList<SearchStep<Square>> implements RandomAccess {
    private final int[] rows;
    private final int[] cols;
    private final int[] depths;
    private final byte[] kinds;

    Snapshot(int[] rows, int[] cols, int[] depths, byte[] kinds) {
      this.rows = rows;
      this.cols = cols;
      this.depths = depths;
      this.kinds = kinds;
    }

    @Override
    public SearchStep<Square> get(int index) {
      Objects.checkIndex(index, kinds.length);
      return new SearchStep<>(KINDS[kinds[index]], Square.of(rows[index], cols[index]), depths[index]);
    }

    @Override
    public int size() {
      return kinds.length;
    }
  }
}
