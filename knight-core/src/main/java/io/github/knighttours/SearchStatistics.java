package io.github.knighttours;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import java.time.Duration;

/**
 * The work a search did.
 *
 * @param nodesExpanded squares placed on the path, counting the start (a heuristic places each
 *     square once; an exhaustive search counts every placement, including those it later undoes)
 * @param backtracks squares taken back off the path (always 0 for a heuristic)
 * @param elapsed wall-clock time of the whole call, checking the result included
 */
public record SearchStatistics(long nodesExpanded, long backtracks, Duration elapsed) {

  /**
   * Creates statistics.
   *
   * @throws IllegalArgumentException if a count or the duration is negative
   * @throws NullPointerException if {@code elapsed} is null
   */
  public SearchStatistics {
    checkArgument(nodesExpanded >= 0, "nodesExpanded must not be negative, got %s", nodesExpanded);
    checkArgument(backtracks >= 0, "backtracks must not be negative, got %s", backtracks);
    checkNotNull(elapsed, "elapsed must not be null");
    checkArgument(!elapsed.isNegative(), "elapsed must not be negative, got %s", elapsed);
  }

  /** Returns the work in words, for example {@code "1 node, 0 backtracks, 3 ms"}. */
  @Override
  public String toString() {
    return nodesExpanded + (nodesExpanded == 1 ? " node, " : " nodes, ")
        + backtracks + (backtracks == 1 ? " backtrack, " : " backtracks, ")
        + elapsed.toMillis() + " ms";
  }
}
