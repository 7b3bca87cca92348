package io.github.knighttours.spark;

import io.github.knighttours.CountMethod;
import io.github.knighttours.CountRequest;
import java.math.BigInteger;
import java.time.Duration;
import java.util.Locale;

/**
 * The result of {@link SparkCount#count}: the exact number of tours and how the work was
 * spread. Always complete: a count that could not finish throws instead of returning a part.
 * Immutable.
 */
public final class SparkCountResult {

  private final CountRequest request;
  private final BigInteger count;
  private final CountMethod method;
  private final int items;
  private final long peakStates;
  private final long statesProcessed;
  private final int partitions;
  private final String master;
  private final Duration elapsed;

  SparkCountResult(
      CountRequest request, BigInteger count, int items, int partitions, String master, Duration elapsed) {
    this(request, count, CountMethod.DEPTH_FIRST, items, 0, 0, partitions, master, elapsed);
  }

  private SparkCountResult(
      CountRequest request, BigInteger count, CountMethod method, int items, long peakStates, long statesProcessed,
      int partitions, String master, Duration elapsed) {
    this.request = request;
    this.count = count;
    this.method = method;
    this.items = items;
    this.peakStates = peakStates;
    this.statesProcessed = statesProcessed;
    this.partitions = partitions;
    this.master = master;
    this.elapsed = elapsed;
  }

  /**
   * The result of a frontier sweep of {@code squares} squares whose largest generation held {@code
   * peakStates}, whose generations used at most {@code partitions} partitions.
   */
  static SparkCountResult frontier(
      CountRequest request, BigInteger count, int squares, long peakStates, long statesProcessed, int partitions,
      String master, Duration elapsed) {
    return new SparkCountResult(
        request, count, CountMethod.FRONTIER, squares, peakStates, statesProcessed, partitions, master, elapsed);
  }

  /**
   * Returns the states a frontier sweep processed: the sum over its squares of the size of the
   * generation expanded there, the same number as {@link io.github.knighttours.TourCount#nodes()}
   * of the one-machine sweep; 0 for a depth-first count.
   */
  public long statesProcessed() {
    return statesProcessed;
  }

  /**
   * Returns how the count was made: {@link CountMethod#DEPTH_FIRST} by {@link SparkCount#count},
   * {@link CountMethod#FRONTIER} by {@link SparkCount#countByFrontier}.
   */
  public CountMethod method() {
    return method;
  }

  /**
   * Returns the most states one generation of a frontier sweep held, or 0 for a depth-first
   * count.
   */
  public long peakStates() {
    return peakStates;
  }

  /** Returns the request this count answers. */
  public CountRequest request() {
    return request;
  }

  /** Returns the number of tours, exact. */
  public BigInteger count() {
    return count;
  }

  /**
   * Returns how many work items a depth-first count was split into (0 if the split found no tours
   * at all), or how many squares a frontier sweep swept (one Spark job each).
   */
  public int items() {
    return items;
  }

  /**
   * Returns how many Spark partitions (tasks) the items were spread over (0 with no items), or, for
   * a frontier sweep, the most partitions a generation of states was spread over (each square
   * chooses its own from the states it expects).
   */
  public int partitions() {
    return partitions;
  }

  /** Returns the Spark master the count ran on, such as {@code local[*]} or {@code spark://host:7077}. */
  public String master() {
    return master;
  }

  /** Returns the wall time from the split's start to the last part's arrival on the driver. */
  public Duration elapsed() {
    return elapsed;
  }

  /**
   * Returns one line such as
   * {@code 6637920 OPEN_DIRECTED tours of the 6x6 board (1000 items in 16 partitions on local[*], 2.105 s)}
   * or {@code 9862 CLOSED_UNDIRECTED tours of the 6x6 board (frontier sweep of 36 squares, at most
   * 621471 states, in up to 2 partitions on local[*], 12.051 s)}.
   */
  @Override
  public String toString() {
    String what = request.start().map(s -> " from " + s).orElse("");
    String how =
        method == CountMethod.FRONTIER
            ? "frontier sweep of " + items + " squares, at most " + peakStates + " states, in up to "
            : items + " items in ";
    return count + " " + request.kind() + " tours of the " + request.board() + " board" + what + " ("
        + how + partitions + " partitions on " + master + ", "
        + String.format(Locale.ROOT, "%.3f", elapsed.toNanos() / 1e9) + " s)";
  }
}
