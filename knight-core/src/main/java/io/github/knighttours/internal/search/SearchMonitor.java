package io.github.knighttours.internal.search;

import io.github.knighttours.Outcome;
import io.github.knighttours.ProgressListener;
import io.github.knighttours.SearchProgress;
import java.time.Duration;

/**
 * Watches one search: node budget, deadline, {@link Thread#interrupt()} and progress reports.
 * One instance per search, used by one thread.
 */
public final class SearchMonitor {

  /** Searches call {@link #poll} when {@code (nodes & POLL_MASK) == 0}. */
  public static final long POLL_MASK = 1023;

  private static final long REPORT_EVERY_NANOS = 100_000_000L;

  private final long nodeBudget;
  private final long deadline;
  private final boolean hasDeadline;
  private final ProgressListener listener;
  private final SearchTrace trace;
  private final int vertexCount;
  private final long startNanos;
  private long lastReport;
  /** Nodes expanded by earlier attempts of the same search (several start vertices). */
  private long spentBefore;
  private Outcome stoppedBy;

  /**
   * @param nodeBudget the most nodes the search may expand
   * @param timeBudget the longest the search may run, or null for no limit
   * @param listener progress callback, or null
   * @param vertexCount vertices in the graph, for progress reports
   */
  public SearchMonitor(long nodeBudget, Duration timeBudget, ProgressListener listener, int vertexCount) {
    this(nodeBudget, timeBudget, listener, null, vertexCount);
  }

  /**
   * @param nodeBudget the most nodes the search may expand
   * @param timeBudget the longest the search may run, or null for no limit
   * @param listener progress callback, or null
   * @param trace step-by-step listener, or null
   * @param vertexCount vertices in the graph, for progress reports
   */
  public SearchMonitor(
      long nodeBudget, Duration timeBudget, ProgressListener listener, SearchTrace trace, int vertexCount) {
    this.nodeBudget = nodeBudget;
    this.listener = listener;
    this.trace = trace;
    this.vertexCount = vertexCount;
    this.startNanos = System.nanoTime();
    this.lastReport = startNanos;
    this.hasDeadline = timeBudget != null;
    this.deadline = hasDeadline ? startNanos + saturatedNanos(timeBudget) : Long.MAX_VALUE;
  }

  private static long saturatedNanos(Duration d) {
    try {
      return d.toNanos();
    } catch (ArithmeticException tooLong) {
      return Long.MAX_VALUE / 4;
    }
  }

  /** Returns the most nodes the search may expand ({@link Long#MAX_VALUE}: no limit). */
  public long nodeBudget() {
    return nodeBudget;
  }

  /**
   * Returns a monitor for one step of this search that may use at most {@code maxNodes} nodes
   * of what is left of the node budget and, if this search has a deadline, {@code timeShare}
   * (0 to 1) of the time left. It reports progress to the same listener. The caller counts the
   * step's nodes here with {@link #attemptFinished} afterwards; a step the slice stopped is not
   * a stop of this search unless {@link #poll} or {@link #budgetSpent} says so.
   */
  public SearchMonitor slice(long maxNodes, double timeShare) {
    if (maxNodes < 1 || !(timeShare > 0 && timeShare <= 1)) {
      throw new IllegalArgumentException("a slice needs maxNodes ≥ 1 and timeShare in (0, 1], got " + maxNodes + ", " + timeShare);
    }
    long nodes = Math.min(maxNodes, Math.max(0, nodeBudget - spentBefore));
    Duration time = null;
    if (hasDeadline) {
      long left = Math.max(0, deadline - System.nanoTime());
      time = Duration.ofNanos((long) (left * timeShare));
    }
    return new SearchMonitor(nodes, time, listener, null, vertexCount);
  }

  /** Returns true if the search has a time budget. */
  public boolean hasDeadline() {
    return hasDeadline;
  }

  /** Returns the search's step-by-step listener, or null if it has none. */
  public SearchTrace trace() {
    return trace;
  }

  /** Returns true if expanding one more node would exceed the node budget. */
  public boolean budgetSpent(long nodesExpanded) {
    return spentBefore + nodesExpanded >= nodeBudget;
  }

  /** Counts a finished attempt's nodes against the budget of the attempts that follow. */
  public void attemptFinished(long nodesExpanded) {
    spentBefore += nodesExpanded;
  }

  /**
   * Checks the deadline and the interrupt flag, and reports progress when it is due.
   *
   * @return null if the search may go on, else BUDGET_EXHAUSTED or CANCELLED
   */
  public Outcome poll(long nodesExpanded, int depth, int bestDepth) {
    if (Thread.currentThread().isInterrupted()) {
      return stoppedBy = Outcome.CANCELLED;
    }
    long now = System.nanoTime();
    if (hasDeadline && now - deadline >= 0) {
      return stoppedBy = Outcome.BUDGET_EXHAUSTED;
    }
    if (listener != null && now - lastReport >= REPORT_EVERY_NANOS) {
      lastReport = now;
      SearchProgress progress =
          new SearchProgress(
              spentBefore + nodesExpanded, depth + 1, bestDepth + 1, vertexCount, Duration.ofNanos(now - startNanos));
      // The listener's own errors reach the caller as they are, never as "too large for the heap".
      HeapGuard.callback(() -> listener.onProgress(progress));
    }
    return null;
  }

  /**
   * Returns what the last {@link #poll} that stopped the search returned (BUDGET_EXHAUSTED or
   * CANCELLED), or null if no poll has: for callers of an engine that returns no more than
   * "stopped".
   */
  public Outcome stoppedBy() {
    return stoppedBy;
  }

  /** Returns the nanoseconds since this monitor was created. */
  public long elapsedNanos() {
    return System.nanoTime() - startNanos;
  }

  /**
   * Builds the result of a search that stopped for a budget or cancellation between its steps,
   * where no path length is worth reporting (before it began, or between attempts whose nodes
   * {@link #attemptFinished} has counted).
   */
  public PathResult stopped(Outcome why, long nodes, long backtracks) {
    String explanation =
        why == Outcome.CANCELLED
            ? "the searching thread was interrupted"
            : budgetSpent(0) ? "the node budget of " + nodeBudget + " ran out" : "the time budget ran out";
    return new PathResult(why, null, nodes, backtracks, elapsedNanos(), explanation);
  }

  /** Builds the result of a search that stopped for a budget or cancellation. */
  public PathResult stopped(Outcome why, long nodes, long backtracks, int bestDepth) {
    String explanation =
        why == Outcome.CANCELLED
            ? "the searching thread was interrupted"
            : (budgetSpent(nodes) ? "the node budget of " + nodeBudget + " ran out" : "the time budget ran out")
                + "; the longest path had " + (bestDepth + 1) + " of " + vertexCount + " vertices";
    return new PathResult(why, null, nodes, backtracks, elapsedNanos(), explanation);
  }
}
