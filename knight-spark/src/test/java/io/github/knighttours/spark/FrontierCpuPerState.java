package io.github.knighttours.spark;

import io.github.knighttours.Board;
import io.github.knighttours.CountKind;
import io.github.knighttours.CountMethod;
import io.github.knighttours.CountRequest;
import io.github.knighttours.internal.count.CountClock;
import io.github.knighttours.internal.count.FrontierCounter;
import java.lang.management.ManagementFactory;
import java.math.BigInteger;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.scheduler.JobSucceeded$;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerJobEnd;

/**
 * Measures the CPU time a frontier sweep costs per state, one machine against Spark (not a test;
 * docs/counting.md gives the command and the figures):
 * {@code FrontierCpuPerState BOARD closed|open one-machine|spark [BUDGET_SECONDS]}.
 *
 * <p>Both count the same thing: the states processed, the sum over the squares of the size of the
 * generation expanded at that square (the one-machine sweep's {@code statesExpanded}, which
 * {@code TourCount.nodes()} reports; the sweep is deterministic, so Spark expands exactly these
 * states: the new code reports them, and they match). The one-machine sweep is knight-core's internal counter,
 * run as {@code KnightTours.count} runs it with {@code CountMethod.FRONTIER} and parallelism 2. The CPU time is the whole JVM's
 * (every thread: workers, Spark's own, the garbage collector and the compiler) from just before the
 * count to just after it, after a warm-up count of 6x6 closed the same way; Spark's context is
 * started before the warm-up, so its start-up is not in the figure. The one-machine sweep runs
 * with two threads, Spark on {@code local[2]}. With a budget, a Spark count stopped by it reports
 * the squares its jobs finished (one job a square for main's code of 2026-11-27; the states from the
 * one-machine sweep's progress).
 */
public final class FrontierCpuPerState {

  private FrontierCpuPerState() {}

  /**
   * Runs the measurement.
   *
   * @param args BOARD closed|open one-machine|spark [BUDGET_SECONDS]
   */
  public static void main(String[] args) {
    String[] sides = args[0].split("x");
    Board board = Board.of(Integer.parseInt(sides[0]), Integer.parseInt(sides[1]));
    CountKind kind = args[1].equals("closed") ? CountKind.CLOSED_UNDIRECTED : CountKind.OPEN_UNDIRECTED;
    boolean spark = args[2].equals("spark");
    long budget = args.length > 3 ? Long.parseLong(args[3]) : 0;
    CountRequest warmUp = frontier(Board.of(6, 6), CountKind.CLOSED_UNDIRECTED, 0).build();
    // The states processed after each square, from a one-machine sweep (outside the measurement).
    int squares = board.squareCount();
    FrontierCounter.Mode mode = FrontierCounter.modeOf(kind);
    if (!spark) {
      oneMachine(6, 6, FrontierCounter.Mode.CLOSED, null);
      long cpu = cpuNanos();
      long wall = System.nanoTime();
      FrontierCounter.Result count = oneMachine(board.rows(), board.cols(), mode, null);
      report("one-machine (2 threads)", count.count(), squares, count.statesExpanded(), cpuNanos() - cpu, System.nanoTime() - wall);
      return;
    }
    // Only a count stopped by its budget needs the states per square, from a one-machine sweep.
    long[] processedAfter = new long[squares + 1];
    if (budget > 0) {
      oneMachine(board.rows(), board.cols(), mode, (done, all, size, processed, tours) -> processedAfter[done] = processed);
    }
    SparkConf conf =
        new SparkConf().setMaster("local[2]").setAppName("FrontierCpuPerState").set("spark.ui.enabled", "false")
            .set("spark.log.level", "WARN");
    try (JavaSparkContext sc = new JavaSparkContext(conf)) {
      sweep(sc, warmUp);
      AtomicInteger jobs = new AtomicInteger();
      sc.sc().addSparkListener(new SparkListener() {
        @Override
        public void onJobEnd(SparkListenerJobEnd end) {
          if (end.jobResult() == JobSucceeded$.MODULE$) {
            jobs.incrementAndGet();
          }
        }
      });
      long cpu = cpuNanos();
      long wall = System.nanoTime();
      try {
        SparkCountResult result = sweep(sc, frontier(board, kind, budget).build());
        report("Spark local[2], " + result, result.count(), squares, result.statesProcessed(), cpuNanos() - cpu,
            System.nanoTime() - wall);
      } catch (CancellationException e) {
        int done = Math.min(jobs.get(), squares);
        report("Spark local[2], stopped by the budget after " + done + " jobs", null, done, processedAfter[done],
            cpuNanos() - cpu, System.nanoTime() - wall);
      }
    }
  }

  private static SparkCountResult sweep(JavaSparkContext sc, CountRequest request) {
    return SparkCount.countByFrontier(sc, request);
  }

  /**
   * The one-machine sweep that {@code KnightTours.count} runs for {@link CountMethod#FRONTIER}, called
   * directly: the public call answers boards without tours (7x7 closed) by a theorem, without a sweep.
   */
  private static FrontierCounter.Result oneMachine(int rows, int cols, FrontierCounter.Mode mode, FrontierCounter.Listener listener) {
    long maxBytes = Runtime.getRuntime().maxMemory() / 4 * 3;
    return FrontierCounter.count(rows, cols, mode, 0, 0, CountClock.startingNow(null), listener, maxBytes, 2);
  }

  private static CountRequest.Builder frontier(Board board, CountKind kind, long budgetSeconds) {
    CountRequest.Builder builder = CountRequest.builder(board, kind).method(CountMethod.FRONTIER).parallelism(2);
    if (budgetSeconds > 0) {
      builder.timeBudget(Duration.ofSeconds(budgetSeconds));
    }
    return builder;
  }

  private static long cpuNanos() {
    return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
  }

  private static void report(String how, BigInteger count, int squares, long states, long cpuNanos, long wallNanos) {
    System.out.printf(Locale.ROOT,
        "%s: count %s, %d squares, %,d states processed, CPU %.1f s, wall %.1f s, CPU per state %.0f ns%n",
        how, count, squares, states, cpuNanos / 1e9, wallNanos / 1e9, (double) cpuNanos / states);
  }
}
