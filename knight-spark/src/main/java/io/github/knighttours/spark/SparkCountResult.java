package io.github.knighttours.spark;

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
  private final int items;
  private final int partitions;
  private final String master;
  private final Duration elapsed;

  SparkCountResult(
      CountRequest request, BigInteger count, int items, int partitions, String master, Duration elapsed) {
    this.request = request;
    this.count = count;
    this.items = items;
    this.partitions = partitions;
    this.master = master;
    this.elapsed = elapsed;
  }

  /** Returns the request this count answers. */
  public CountRequest request() {
    return request;
  }

  /** Returns the number of tours, exact. */
  public BigInteger count() {
    return count;
  }

  /** Returns how many work items the count was split into (0 if the split found no tours at all). */
  public int items() {
    return items;
  }

  /** Returns how many Spark partitions (tasks) the items were spread over (0 with no items). */
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
   * {@code 6637920 OPEN_DIRECTED tours of the 6x6 board (1000 items in 16 partitions on local[*], 2.105 s)}.
   */
  @Override
  public String toString() {
    String what = request.start().map(s -> " from " + s).orElse("");
    return count + " " + request.kind() + " tours of the " + request.board() + " board" + what + " ("
        + items + " items in " + partitions + " partitions on " + master + ", "
        + String.format(Locale.ROOT, "%.3f", elapsed.toNanos() / 1e9) + " s)";
  }
}
