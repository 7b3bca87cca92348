package io.github.knighttours.internal.search;

import io.github.knighttours.Outcome;
import io.github.knighttours.spi.ProgressListener;
import io.github.knighttours.spi.SearchProgress;
import io.github.knighttours.spi.NeighbourFunction;
import io.github.knighttours.spi.SearchContext;
import io.github.knighttours.spi.SearchResult;
import java.time.Duration;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;

/**
 * Watches one search: node budget, deadline, {@link Thread#interrupt()} and progress reports.
 * One instance per search, used by one thread; the searches of a {@link Portfolio}, side by side,
 * each have their own, which also watches what they share (see {@link #worker}). The library's
 * only {@link SearchContext}: what a solver's search is handed, with the extra calls the built-in
 * engines use.
 */
public final class SearchMonitor implements SearchContext {

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
  /** The most vertices any path of this search (and its slices) has held, as far as told. */
  private int longest;
  /** The nodes and the longest path of the last progress report. */
  private long reportedNodes;
  private int reportedLongest;
  /** The search this one is a slice of, or null. */
  private SearchMonitor parent;
  /** Calls of {@link #tick} until the next check. */
  private int untilCheck = TICKS_PER_CHECK;
  /** Checks of the stop conditions made so far (by {@link #poll}, {@link #tick} and the rest). */
  private long checks;
  /** The portfolio this search is one worker of (with its slices), or null. */
  private Portfolio portfolio;
  /** This worker's place in {@link #portfolio}. */
  private int worker;
  /** Nodes this worker expanded before this monitor was made (earlier steps, for a slice). */
  private long workerNodesBefore;

  /**
   * {@link #tick} reads the clock once in this many calls: a tick is one item of a loop over the
   * graph (a vertex, an edge), a few nanoseconds, so a check every 4,096 keeps a stop within well
   * under a millisecond of its cause at a cost too small to measure.
   */
  static final int TICKS_PER_CHECK = 1 << 12;

  /**
   * Arrays of more bytes than this are made by {@link #newInts} and {@link #newBytes} on a
   * helper thread, so that a stop need not wait for them: the JVM clears a new array in one
   * step that nothing interrupts, measured at 1.2 s for {@code new int[400_000_000]} and 0.45 s
   * for {@code new byte[400_000_000]} on the development machine (2026-11-27), about 3 ms a MiB.
   */
  static final int DIRECT_ALLOCATION_LIMIT = 16 << 20;

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

  /**
   * Returns {@code context} as the monitor it is: every context the library hands a solver is
   * one.
   *
   * @throws IllegalArgumentException if {@code context} was not made by the library
   */
  public static SearchMonitor of(SearchContext context) {
    if (context instanceof SearchMonitor monitor) {
      return monitor;
    }
    throw new IllegalArgumentException(
        "the built-in solvers run under the context the library makes (KnightTours.solve), not under "
            + context);
  }

  @Override
  public boolean isTraced() {
    return trace != null;
  }

  @Override
  public void placed(int vertex, int depth) {
    if (trace != null) {
      trace.placed(vertex, depth);
    }
  }

  @Override
  public void removed(int vertex, int depth) {
    if (trace != null) {
      trace.removed(vertex, depth);
    }
  }

  @Override
  public void deadEnd(int vertex, int depth) {
    if (trace != null) {
      trace.deadEnd(vertex, depth);
    }
  }

  /** Returns the most nodes the search may expand ({@link Long#MAX_VALUE}: no limit). */
  @Override
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
    SearchMonitor slice = new SearchMonitor(nodes, time, listener, null, vertexCount);
    slice.parent = this;
    slice.longest = longest;
    slice.portfolio = portfolio;
    slice.worker = worker;
    slice.workerNodesBefore = workerNodesBefore + spentBefore;
    return slice;
  }

  /**
   * Returns the monitor of worker {@code index} of {@code portfolio}, a search side by side with
   * others under this one: the same deadline, at most what is left of the node budget, and also
   * stopped ({@link Outcome#CANCELLED}) when the portfolio stops or its caller's thread is
   * interrupted, and ({@link Outcome#BUDGET_EXHAUSTED}) when the nodes of all its workers
   * together reach the budget. Worker 0 runs on this monitor's thread: it reports progress to
   * the same listener and tells this monitor the longest path. The others run on threads of
   * their own and report nothing; {@link Portfolio} reads what they reached once they end.
   */
  SearchMonitor worker(Portfolio portfolio, int index) {
    long nodes = nodesLeft();
    Duration time = hasDeadline ? Duration.ofNanos(Math.max(0, deadline - System.nanoTime())) : null;
    SearchMonitor w = new SearchMonitor(nodes, time, index == 0 ? listener : null, null, vertexCount);
    if (index == 0) {
      w.parent = this;
      w.longest = longest;
    }
    w.portfolio = portfolio;
    w.worker = index;
    return w;
  }

  /** Returns the most nodes that are left of the budget: the budget less the finished attempts'. */
  long nodesLeft() {
    return Math.max(0, nodeBudget - spentBefore);
  }

  /**
   * Tells the monitor that a path of {@code vertices} vertices was reached (the longest of an
   * attempt, when it ends), so that the final progress report and the messages give the true
   * longest path of the whole search, not the last sample.
   */
  public void reached(int vertices) {
    for (SearchMonitor m = this; m != null; m = m.parent) {
      if (vertices > m.longest) {
        m.longest = vertices;
      }
    }
  }

  /** Returns the most vertices any path of this search has held, as far as it was told. */
  public int longest() {
    return longest;
  }

  /** Returns true if the search has a time budget. */
  public boolean hasDeadline() {
    return hasDeadline;
  }

  /** Returns the search's step-by-step listener, or null if it has none. */
  public SearchTrace trace() {
    return trace;
  }

  /**
   * Returns true if expanding one more node would exceed the node budget (for a worker of a
   * portfolio, also once its workers together have used it up, as their last polls found).
   */
  @Override
  public boolean budgetSpent(long nodesExpanded) {
    return spentBefore + nodesExpanded >= nodeBudget || (portfolio != null && portfolio.budgetOut());
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
  @Override
  public Outcome poll(long nodesExpanded, int depth, int bestDepth) {
    checks++;
    reached(bestDepth + 1);
    if (Thread.currentThread().isInterrupted()) {
      return stoppedBy = Outcome.CANCELLED;
    }
    if (portfolio != null) {
      Outcome shared = portfolio.poll(worker, workerNodesBefore + spentBefore + nodesExpanded);
      if (shared != null) {
        return stoppedBy = shared;
      }
    }
    long now = System.nanoTime();
    if (hasDeadline && now - deadline >= 0) {
      return stoppedBy = Outcome.BUDGET_EXHAUSTED;
    }
    if (listener != null && now - lastReport >= REPORT_EVERY_NANOS) {
      lastReport = now;
      // In a portfolio, the nodes of all its workers.
      long nodes = portfolio == null ? spentBefore + nodesExpanded : portfolio.nodes();
      reportedNodes = nodes;
      reportedLongest = longest;
      SearchProgress progress =
          new SearchProgress(nodes, depth + 1, longest, vertexCount, Duration.ofNanos(now - startNanos));
      // The listener's own errors reach the caller as they are, never as "too large for the heap".
      HeapGuard.callback(() -> listener.onProgress(progress));
    }
    return null;
  }

  /**
   * Checks the interrupt flag and the deadline, without a progress report: for the phases around
   * a search (building its tables, checking its preconditions, copying its result).
   *
   * @return null if the search may go on, else BUDGET_EXHAUSTED or CANCELLED
   */
  public Outcome check() {
    checks++;
    if (Thread.currentThread().isInterrupted()) {
      return stoppedBy = Outcome.CANCELLED;
    }
    if (portfolio != null) {
      Outcome shared = portfolio.check();
      if (shared != null) {
        return stoppedBy = shared;
      }
    }
    if (hasDeadline && System.nanoTime() - deadline >= 0) {
      return stoppedBy = Outcome.BUDGET_EXHAUSTED;
    }
    return null;
  }

  /**
   * Runs the last phase of a search that found its path (checking it and making the tour), which
   * may itself stop on the monitor's budgets ({@link java.util.concurrent.CancellationException}
   * or {@link Stop}). The path is the answer only if that phase ends before any stop: the last
   * stretch of the check and the engine's last steps may have run past the deadline or the
   * interrupt.
   *
   * @return null if the phase ended before any stop, else BUDGET_EXHAUSTED or CANCELLED
   */
  public Outcome finishBeforeStop(Runnable lastPhase) {
    try {
      lastPhase.run();
      return check();
    } catch (java.util.concurrent.CancellationException | Stop stopped) {
      Outcome why = check();
      if (why != null) {
        return why;
      }
      return stopped instanceof Stop stop ? stop.why() : Outcome.CANCELLED;
    }
  }

  /**
   * {@link #check}s now, and throws {@link Stop} if the search must stop.
   *
   * @throws Stop if the thread was interrupted or the deadline has passed
   */
  public void checkpoint() {
    Outcome why = check();
    if (why != null) {
      throw new Stop(why);
    }
  }

  /**
   * Counts one item of a long loop outside the search's own node loop and, once in {@value
   * #TICKS_PER_CHECK} calls, makes a {@link #checkpoint}. Loops over every vertex or edge of a
   * graph call it, so that no phase of a search on a huge graph runs past a stop.
   *
   * @throws Stop if the thread was interrupted or the deadline has passed
   */
  public void tick() {
    tick(1);
  }

  /** As {@link #tick}, counting {@code items} items at once (a block of work of that size). */
  public void tick(int items) {
    untilCheck -= items;
    if (untilCheck <= 0) {
      untilCheck = TICKS_PER_CHECK;
      checkpoint();
    }
  }

  /** Returns how many times the stop conditions were checked: for tests that a phase checks them. */
  public long checks() {
    return checks;
  }

  /**
   * Runs the phases of a search and turns a {@link Stop} that one of them threw into the
   * monitor's result for that stop.
   */
  public SearchResult guard(Supplier<SearchResult> search) {
    SearchResult r;
    try {
      r = search.get();
    } catch (Stop stop) {
      r = stopped(stop.why(), 0, 0);
    }
    if (r.outcome() == Outcome.FOUND && r.path() != null) {
      reached(r.path().length);
    }
    return r;
  }

  /**
   * As {@link #guard}, for the layer that answers the caller: then tells the progress listener,
   * if the search has one, the longest path exactly, unless the thread was interrupted.
   */
  public SearchResult guardAndReport(Supplier<SearchResult> search) {
    SearchResult r = guard(search);
    if (parent == null && listener != null && longest > reportedLongest && r.outcome() != Outcome.CANCELLED) {
      // The last report a listener hears says how far the search got, exactly: the periodic ones
      // are samples, taken between steps of the search. (Not after an interrupt: the caller
      // has stopped listening.)
      SearchProgress last =
          new SearchProgress(
              Math.max(r.nodesExpanded(), reportedNodes), longest, longest, vertexCount,
              Duration.ofNanos(elapsedNanos()));
      reportedLongest = longest;
      HeapGuard.callback(() -> listener.onProgress(last));
    }
    return r;
  }

  /**
   * Returns {@code new int[length]}; when it is large, only if the search may go on, and made on a
   * helper thread while this thread keeps checking the stop conditions: see {@link
   * #DIRECT_ALLOCATION_LIMIT}.
   *
   * @throws Stop if the search must stop before a large array is made (it is then garbage)
   */
  public int[] newInts(int length) {
    return newArray(4L * length, () -> new int[length]);
  }

  /** As {@link #newInts}, for bytes. */
  public byte[] newBytes(int length) {
    return newArray(length, () -> new byte[length]);
  }

  /**
   * Returns what {@code make} makes, an array of about {@code bytes} bytes, as {@link #newInts}
   * does.
   *
   * @throws Stop if the search must stop before the array is made (it is then garbage)
   */
  public <T> T newArray(long bytes, Supplier<T> make) {
    if (bytes <= DIRECT_ALLOCATION_LIMIT) {
      // Quick: the loops around it check often enough.
      return make.get();
    }
    checkpoint();
    FutureTask<T> task = new FutureTask<>(make::get);
    Thread helper = new Thread(task, "knight-tours allocation");
    helper.setDaemon(true);
    helper.start();
    while (true) {
      try {
        return task.get(5, TimeUnit.MILLISECONDS);
      } catch (TimeoutException notYet) {
        checkpoint();
      } catch (InterruptedException interrupted) {
        // get() cleared the flag: set it again, for the caller's CANCELLED and for whoever asked.
        Thread.currentThread().interrupt();
        checkpoint();
      } catch (ExecutionException failed) {
        // An OutOfMemoryError reaches HeapGuard as if this thread had thrown it.
        if (failed.getCause() instanceof Error error) {
          throw error;
        }
        throw new IllegalStateException(failed.getCause());
      }
    }
  }

  /**
   * Writes the out-degrees of {@code graph} to {@code out} as {@link NeighbourFunction#outDegrees} does,
   * vertex by vertex with a {@link #tick} each on a large graph.
   *
   * @throws Stop if the search must stop first
   */
  public void outDegrees(NeighbourFunction graph, int[] out) {
    int n = graph.vertexCount();
    if (n <= TICKS_PER_CHECK) {
      graph.outDegrees(out);
      return;
    }
    int[] buffer = new int[Math.max(1, graph.maxDegree())];
    for (int v = 0; v < n; v++) {
      tick();
      out[v] = graph.successors(v, buffer);
    }
  }

  /**
   * Returns the first {@code length} entries of {@code array} in a new array, made and filled as
   * {@link #newInts} makes its arrays, checking the stop conditions as it copies.
   *
   * @throws Stop if the search must stop first
   */
  public int[] copy(int[] array, int length) {
    int[] copy = newInts(length);
    int shared = Math.min(length, array.length);
    for (int from = 0; from < shared; from += TICKS_PER_CHECK * 16) {
      int to = Math.min(shared, from + TICKS_PER_CHECK * 16);
      System.arraycopy(array, from, copy, from, to - from);
      tick(to - from);
    }
    return copy;
  }

  /**
   * Thrown by {@link #checkpoint}, {@link #tick} and the allocations when the search must stop in
   * a phase without a result of its own; {@link #guard} turns it into one. Carries no stack trace.
   */
  public static final class Stop extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final transient Outcome why;

    Stop(Outcome why) {
      super(why.toString(), null, false, false);
      this.why = why;
    }

    /** BUDGET_EXHAUSTED or CANCELLED. */
    public Outcome why() {
      return why;
    }
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
  @Override
  public long elapsedNanos() {
    return System.nanoTime() - startNanos;
  }

  /**
   * Builds the result of a search that stopped for a budget or cancellation between its steps,
   * where no path length is worth reporting (before it began, or between attempts whose nodes
   * {@link #attemptFinished} has counted).
   */
  public SearchResult stopped(Outcome why, long nodes, long backtracks) {
    String explanation =
        why == Outcome.CANCELLED
            ? "the searching thread was interrupted"
            : budgetSpent(0) ? "the node budget of " + nodeBudget + " ran out" : "the time budget ran out";
    return new SearchResult(why, null, nodes, backtracks, elapsedNanos(), explanation);
  }

  /** Builds the result of a search that stopped for a budget or cancellation. */
  @Override
  public SearchResult stopped(Outcome why, long nodes, long backtracks, int bestDepth) {
    reached(bestDepth + 1);
    String explanation =
        why == Outcome.CANCELLED
            ? "the searching thread was interrupted"
            : (budgetSpent(nodes) ? "the node budget of " + nodeBudget + " ran out" : "the time budget ran out")
                + "; the longest path had " + longest + " of " + vertexCount + " vertices";
    return new SearchResult(why, null, nodes, backtracks, elapsedNanos(), explanation);
  }
}
