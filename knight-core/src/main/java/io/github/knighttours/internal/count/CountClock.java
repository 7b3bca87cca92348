package io.github.knighttours.internal.count;

import java.time.Duration;

/**
 * The stop conditions of one count, as seen from the thread that asked for it: that thread's
 * interrupt flag and the deadline of the time budget. The parts of a count that run on the
 * calling thread (building the counter, the prefix split) ask {@link #expired()} every few
 * thousand steps; {@link ParallelCount} waits for its workers until the deadline.
 *
 * <p>Immutable; {@link #expired()} and {@link #stopReason()} read the calling thread's flag, so
 * they are meant for that thread.
 */
public final class CountClock {

  private final long startNanos;
  private final Duration budget;
  private final long deadline;

  /**
   * @param startNanos {@link System#nanoTime()} when the count began
   * @param budget the longest the count may run from {@code startNanos}, or null for no limit
   */
  public CountClock(long startNanos, Duration budget) {
    this.startNanos = startNanos;
    this.budget = budget;
    this.deadline = budget == null ? 0 : startNanos + saturatedNanos(budget);
  }

  /** Returns a clock that starts now, with the given budget (or null for none). */
  public static CountClock startingNow(Duration budget) {
    return new CountClock(System.nanoTime(), budget);
  }

  private static long saturatedNanos(Duration d) {
    try {
      return d.toNanos();
    } catch (ArithmeticException tooLong) {
      return Long.MAX_VALUE / 4;
    }
  }

  /** Returns {@link System#nanoTime()} when the count began. */
  public long startNanos() {
    return startNanos;
  }

  /** Returns true if the count has a time budget. */
  boolean hasBudget() {
    return budget != null;
  }

  /** Returns the nanoseconds left until the deadline (negative once past it); only with a budget. */
  long nanosLeft(long now) {
    return deadline - now;
  }

  /** Returns the nanoseconds since the count began. */
  public long elapsedNanos() {
    return System.nanoTime() - startNanos;
  }

  /** Returns true if the calling thread is interrupted or the deadline has passed. */
  public boolean expired() {
    return Thread.currentThread().isInterrupted() || (budget != null && System.nanoTime() - deadline >= 0);
  }

  /**
   * Returns why the count must stop now: "the counting thread was interrupted" or "the time
   * budget of PT0.5S ran out"; null if it may go on.
   */
  public String stopReason() {
    if (Thread.currentThread().isInterrupted()) {
      return interrupted();
    }
    return budget != null && System.nanoTime() - deadline >= 0 ? budgetRanOut() : null;
  }

  /** The reason a count gives when its thread was interrupted. */
  static String interrupted() {
    return "the counting thread was interrupted";
  }

  /** The reason a count gives when its time budget ran out. */
  String budgetRanOut() {
    return "the time budget of " + budget + " ran out";
  }
}
