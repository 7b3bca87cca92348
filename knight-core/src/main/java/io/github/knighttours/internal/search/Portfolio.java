package io.github.knighttours.internal.search;

import io.github.knighttours.Outcome;
import io.github.knighttours.spi.SearchResult;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Runs several searches of one question side by side, one a thread, and answers with the first
 * that settles it: the first {@link Outcome#FOUND} or {@link Outcome#PROVEN_ABSENT} (or the first
 * exception) stops the others.
 *
 * <p>The first search runs on the calling thread, so that progress reports (made by its monitor
 * only) stay on the searching thread, as {@link io.github.knighttours.spi.ProgressListener}
 * promises; each other one runs on a daemon thread of its own, named {@value #THREAD_NAME} and
 * its number. Each has its own {@link SearchMonitor} ({@link SearchMonitor#worker}), which stops
 * it:
 *
 * <ul>
 *   <li>when another search has settled the question, or failed (the shared stop flag);
 *   <li>when the caller's thread is interrupted, which every worker's monitor reads;
 *   <li>at the common deadline;
 *   <li>when the nodes of all the searches together reach what was left of the node budget when
 *       the portfolio began. Each search publishes its nodes at its polls (every 1,024 nodes, or
 *       16 decisions of clause learning), so the total may pass the budget by a poll's worth of
 *       nodes a search.
 * </ul>
 *
 * <p>{@link #run} returns only when every thread it started has ended, whether it answers or
 * throws. An exception or error of a search (an {@link OutOfMemoryError} too) is thrown on the
 * calling thread, as it is, so that {@link HeapGuard} turns a lack of heap into its message there.
 */
public final class Portfolio {

  /** One of the searches: runs under the monitor it is handed and returns its result. */
  @FunctionalInterface
  public interface Line {
    /** Searches under {@code monitor}. */
    SearchResult run(SearchMonitor monitor);
  }

  /** The prefix of the names of the threads a portfolio starts. */
  public static final String THREAD_NAME = "knight-tours portfolio";

  /** How often the calling thread, once its own search is over, checks its stops and reports progress. */
  private static final long WAIT_MILLIS = 10;

  private final Thread caller;
  private final long nodeBudget;
  /**
   * Per worker, the most nodes it has said it expanded, at a poll or in its result: a search
   * stopped in the middle of a phase may return fewer than its polls told.
   */
  private final AtomicLong[] nodes;
  /** Set once the portfolio must stop: a search settled the question or failed, or the caller left. */
  private volatile boolean stop;
  /** Set when the workers' nodes together reached the budget. */
  private volatile boolean budgetOut;
  /** The worker whose answer or exception came first, or -1. */
  private final AtomicInteger winner = new AtomicInteger(-1);
  private final SearchResult[] results;
  private final Throwable[] errors;

  private Portfolio(Thread caller, long nodeBudget, int workers) {
    this.caller = caller;
    this.nodeBudget = nodeBudget;
    this.nodes = new AtomicLong[workers];
    for (int i = 0; i < workers; i++) {
      nodes[i] = new AtomicLong();
    }
    this.results = new SearchResult[workers];
    this.errors = new Throwable[workers];
  }

  /**
   * Runs {@code lines} side by side under {@code monitor} and returns the answer of the first
   * that settles the question, with the nodes (each line's result or the most its polls told) and
   * backtracks of all of them; if none does, the
   * last line's result (the stop that ended it), with those totals. The result's explanation is
   * the line's own.
   *
   * @throws IllegalArgumentException if there are fewer than two lines
   */
  public static SearchResult run(List<Line> lines, SearchMonitor monitor) {
    int k = lines.size();
    if (k < 2) {
      throw new IllegalArgumentException("a portfolio runs at least two searches, got " + k);
    }
    Portfolio p = new Portfolio(Thread.currentThread(), monitor.nodesLeft(), k);
    SearchMonitor[] monitors = new SearchMonitor[k];
    for (int i = 0; i < k; i++) {
      monitors[i] = monitor.worker(p, i);
    }
    Thread[] threads = new Thread[k];
    boolean interrupted = false;
    try {
      for (int i = 1; i < k; i++) {
        int w = i;
        Thread thread = new Thread(() -> p.runLine(w, lines.get(w), monitors[w]), THREAD_NAME + " " + w);
        thread.setDaemon(true);
        threads[i] = thread;
        thread.start();
      }
      p.runLine(0, lines.get(0), monitors[0]);
      interrupted = p.awaitOthers(threads, monitors[0]);
    } finally {
      // Also on the way out of an exception here (a thread that could not start): nothing left running.
      p.stop = true;
      interrupted |= joinAll(threads);
      if (interrupted) {
        Thread.currentThread().interrupt();
      }
    }
    return p.answer(monitor, monitors);
  }

  /** Runs one line on the current thread, keeping its result or what it threw. */
  private void runLine(int w, Line line, SearchMonitor monitor) {
    try {
      SearchResult r = monitor.guard(() -> line.run(monitor));
      results[w] = r;
      nodes[w].accumulateAndGet(r.nodesExpanded(), Math::max);
      if (r.outcome() == Outcome.FOUND || r.outcome() == Outcome.PROVEN_ABSENT) {
        settle(w);
      }
    } catch (Throwable e) {
      errors[w] = e;
      settle(w);
    }
  }

  /** The first worker to call this decides; every call stops the others. */
  private void settle(int w) {
    winner.compareAndSet(-1, w);
    stop = true;
  }

  /**
   * Waits for the other threads while the caller's own search is over, checking the caller's
   * stops and reporting progress through the caller's worker monitor as it waits. Returns true if
   * the caller was interrupted while it waited (the flag that the wait cleared).
   */
  private boolean awaitOthers(Thread[] threads, SearchMonitor first) {
    boolean interrupted = false;
    for (Thread thread : threads) {
      while (thread != null && thread.isAlive()) {
        try {
          thread.join(WAIT_MILLIS);
        } catch (InterruptedException e) {
          interrupted = true;
          stop = true;
        }
        if (!stop) {
          // Progress, and the deadline: the workers see the deadline themselves.
          first.poll(0, 0, 0);
        }
      }
    }
    return interrupted;
  }

  /** Joins every thread, however often the caller is interrupted; true if it was. */
  private static boolean joinAll(Thread[] threads) {
    boolean interrupted = false;
    for (Thread thread : threads) {
      while (thread != null && thread.isAlive()) {
        try {
          thread.join();
        } catch (InterruptedException e) {
          interrupted = true;
        }
      }
    }
    return interrupted;
  }

  /** The result once every worker has ended: the winner's, or the last line's; or its exception. */
  private SearchResult answer(SearchMonitor monitor, SearchMonitor[] monitors) {
    int w = winner.get();
    if (w >= 0 && errors[w] != null) {
      throw Portfolio.<RuntimeException>sneaky(errors[w]);
    }
    long totalNodes = nodes();
    long backtracks = 0;
    for (int i = 0; i < results.length; i++) {
      if (results[i] != null) {
        backtracks += results[i].backtracks();
      }
      if (i > 0) {
        // Worker 0 told the caller's monitor as it went; the others' monitors are read once they ended.
        monitor.reached(monitors[i].longest());
      }
    }
    monitor.attemptFinished(totalNodes);
    SearchResult r = w >= 0 ? results[w] : results[results.length - 1];
    Outcome outcome = r.outcome();
    String explanation = r.explanation();
    if (w < 0 && (caller.isInterrupted() || outcome == Outcome.CANCELLED)) {
      // A worker stopped by the shared flag says CANCELLED; only the caller's interrupt leads here.
      return monitor.stopped(Outcome.CANCELLED, totalNodes, backtracks);
    }
    return new SearchResult(outcome, r.path(), totalNodes, backtracks, monitor.elapsedNanos(), explanation);
  }

  /** Throws {@code e} as it is, checked or not (a line cannot throw a checked one, but the type does not say so). */
  @SuppressWarnings("unchecked")
  private static <T extends Throwable> T sneaky(Throwable e) throws T {
    throw (T) e;
  }

  /** Called by a worker's monitor at its poll: publishes its nodes, then says whether it must stop. */
  Outcome poll(int worker, long workerNodes) {
    nodes[worker].accumulateAndGet(workerNodes, Math::max);
    if (stop || caller.isInterrupted()) {
      return Outcome.CANCELLED;
    }
    if (nodes() >= nodeBudget) {
      budgetOut = true;
      return Outcome.BUDGET_EXHAUSTED;
    }
    return null;
  }

  /** Called by a worker's monitor at its checks between polls: whether it must stop. */
  Outcome check() {
    if (stop || caller.isInterrupted()) {
      return Outcome.CANCELLED;
    }
    return budgetOut ? Outcome.BUDGET_EXHAUSTED : null;
  }

  /** True once the workers' nodes together reached the budget. */
  boolean budgetOut() {
    return budgetOut;
  }

  /** The nodes of all workers, as their last polls said. */
  long nodes() {
    long total = 0;
    for (AtomicLong n : nodes) {
      total += n.get();
    }
    return total;
  }
}
