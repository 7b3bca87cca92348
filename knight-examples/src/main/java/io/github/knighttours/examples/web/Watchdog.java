package io.github.knighttours.examples.web;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * One daemon thread that enforces the server's deadlines: the time to read a request, the time a
 * single write may stay blocked, and a run's time budget. Each deadline is a {@link Watch} that
 * runs its action once, unless it is ended first.
 *
 * <p>The blocking reads and writes of the JDK's HTTP server go through socket channels, so
 * interrupting a thread blocked in one closes its connection and frees the thread: that is the
 * usual action. Nothing here writes or reads a socket, so a stuck client never stalls the watchdog.
 */
final class Watchdog implements AutoCloseable {

  /** How often the deadlines are checked: the most a deadline is late. */
  static final long TICK_MILLIS = 100;

  private final Set<Watch> watches = ConcurrentHashMap.newKeySet();
  private final Thread thread;
  private volatile boolean closed;

  Watchdog() {
    thread = new Thread(this::loop, "knight-tours-serve-watchdog");
    thread.setDaemon(true);
    thread.start();
  }

  /** Interrupts the calling thread unless the returned watch is ended within {@code nanos}. */
  Watch interruptAfter(long nanos) {
    return arm(nanos, Thread.currentThread()::interrupt);
  }

  /** Runs {@code action} once, on the watchdog's thread, unless the returned watch is ended within {@code nanos}. */
  Watch arm(long nanos, Runnable action) {
    Watch watch = new Watch(System.nanoTime() + nanos, action);
    watches.add(watch);
    return watch;
  }

  private void loop() {
    while (!closed) {
      try {
        Thread.sleep(TICK_MILLIS);
      } catch (InterruptedException e) {
        return;
      }
      long now = System.nanoTime();
      for (Watch watch : watches) {
        if (watch.isEnded()) {
          watches.remove(watch);
        } else if (now - watch.deadline >= 0) {
          watches.remove(watch);
          try {
            watch.fire();
          } catch (RuntimeException e) {
            // one failing action must not stop the others' deadlines
          }
        }
      }
    }
  }

  @Override
  public void close() {
    closed = true;
    thread.interrupt();
  }

  /** Milliseconds as nanoseconds. */
  static long millis(long millis) {
    return TimeUnit.MILLISECONDS.toNanos(millis);
  }

  /** One deadline. Ending it and firing it exclude each other: the action never runs after {@link #end()}. */
  static final class Watch implements AutoCloseable {
    private final long deadline;
    private final Runnable action;
    private boolean ended;
    private boolean fired;

    private Watch(long deadline, Runnable action) {
      this.deadline = deadline;
      this.action = action;
    }

    private synchronized boolean isEnded() {
      return ended;
    }

    private synchronized void fire() {
      if (!ended) {
        fired = true;
        action.run();
      }
    }

    /** Ends the watch; returns true if its action ran first (the deadline passed). */
    synchronized boolean end() {
      ended = true;
      return fired;
    }

    @Override
    public void close() {
      end();
    }
  }
}
