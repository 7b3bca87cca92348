package io.github.knighttours.internal.construct;

import io.github.knighttours.Outcome;
import io.github.knighttours.internal.search.SearchMonitor;

/**
 * The stop checks of one construction: it polls the search's {@link SearchMonitor} (deadline,
 * interrupt, progress) once every {@value #POLL_EVERY} units of work, where a unit is a square
 * placed, joined or listed, or a node of a block search, and remembers why it stopped. Polling
 * that often keeps a stop within a few milliseconds of the deadline or interrupt however large
 * the board, at a cost of one {@link System#nanoTime()} per few thousand squares.
 *
 * <p>One instance per construction, used by one thread (as its monitor).
 */
final class ConstructionWatch {

  /** Units of work between two polls of the monitor. */
  static final int POLL_EVERY = 1 << 12;

  private final SearchMonitor monitor;
  private final Poll poll;
  private int untilPoll = POLL_EVERY;
  /** Squares on the path so far, for progress reports. */
  private long squares;
  private Outcome stopped;

  /** What a poll asks: BUDGET_EXHAUSTED or CANCELLED to stop, null to go on. */
  @FunctionalInterface
  interface Poll {
    Outcome poll(long squaresPlaced);
  }

  ConstructionWatch(SearchMonitor monitor) {
    this(
        monitor,
        squaresPlaced -> {
          int length = (int) Math.min(Integer.MAX_VALUE - 1, squaresPlaced);
          return monitor.poll(squaresPlaced, length - 1, length - 1);
        });
  }

  /** A watch whose polls ask {@code poll} instead of the monitor (which still keeps the time). */
  ConstructionWatch(SearchMonitor monitor, Poll poll) {
    this.monitor = monitor;
    this.poll = poll;
  }

  /** A watch with no budget, for tests and for callers that cannot be stopped. */
  static ConstructionWatch unlimited() {
    return new ConstructionWatch(new SearchMonitor(Long.MAX_VALUE, null, null, 0));
  }

  /** Returns the monitor this watch polls. */
  SearchMonitor monitor() {
    return monitor;
  }

  /**
   * Counts {@code work} units and polls the monitor if {@value #POLL_EVERY} have passed since
   * the last poll.
   *
   * @return true if the construction must stop (then and at every later call)
   */
  boolean tick(int work) {
    if (stopped != null) {
      return true;
    }
    untilPoll -= work;
    if (untilPoll > 0) {
      return false;
    }
    untilPoll = POLL_EVERY;
    return pollNow();
  }

  /** Polls the monitor now; returns true if the construction must stop. */
  boolean pollNow() {
    if (stopped == null) {
      stopped = poll.poll(squares);
    }
    return stopped != null;
  }

  /** Records how many squares the path holds so far, for progress reports. */
  void squaresPlaced(long count) {
    squares = count;
  }

  /**
   * Returns {@code new byte[length]}, made by the monitor ({@link SearchMonitor#newBytes}: a
   * large one on the side, so that a stop need not wait for it), or null if the construction
   * must stop first.
   */
  byte[] newBytes(int length) {
    try {
      return stopped != null ? null : monitor.newBytes(length);
    } catch (SearchMonitor.Stop stop) {
      stopped = stop.why();
      return null;
    }
  }

  /** As {@link #newBytes}, for ints. */
  int[] newInts(int length) {
    try {
      return stopped != null ? null : monitor.newInts(length);
    } catch (SearchMonitor.Stop stop) {
      stopped = stop.why();
      return null;
    }
  }

  /** Returns why the construction stopped (BUDGET_EXHAUSTED or CANCELLED), or null if it did not. */
  Outcome stopped() {
    return stopped;
  }
}
