package io.github.knighttours.benchmarks;

import io.github.knighttours.Board;
import io.github.knighttours.CountKind;
import io.github.knighttours.CountRequest;
import io.github.knighttours.CountWorkItem;
import io.github.knighttours.KnightTours;
import io.github.knighttours.SearchOptions;
import io.github.knighttours.Square;
import io.github.knighttours.Strategy;
import io.github.knighttours.TourCount;
import io.github.knighttours.TourKind;
import io.github.knighttours.TourRequest;
import io.github.knighttours.TourResult;
import io.github.knighttours.graph.GraphSearchResult;
import io.github.knighttours.graph.HamiltonianPaths;
import io.github.knighttours.graph.KnightGraphs;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.jgrapht.Graph;
import org.jgrapht.graph.DefaultEdge;

/**
 * Not JMH: a plain {@code main} that measures how long long calls take to honour a stop, in
 * milliseconds. For an interrupt, the time from {@link Thread#interrupt()} to the call's
 * return (or throw); for a time budget, the time from the deadline to the return. Each line
 * also says how the call ended. One run per case: the figures are latencies of single events,
 * and the machine's noise shows in them.
 *
 * <pre>{@code
 * java -Xmx6g -cp knight-benchmarks/target/benchmarks.jar io.github.knighttours.benchmarks.StopLatency
 * }</pre>
 */
public final class StopLatency {

  private StopLatency() {}

  /**
   * Runs every case, or those whose names contain one of the arguments.
   *
   * @param args filters on the case names; none runs all
   */
  public static void main(String[] args) throws Exception {
    Board huge = Board.of(14_000, 14_000);
    TourRequest closedHuge = TourRequest.builder(huge, Square.of(0, 0)).kind(TourKind.CLOSED).build();
    TourRequest closedHugeBudget =
        TourRequest.builder(huge, Square.of(0, 0))
            .kind(TourKind.CLOSED)
            .options(SearchOptions.builder().timeBudget(Duration.ofMillis(300)).build())
            .build();
    CountRequest wide = CountRequest.builder(Board.of(60, 60), CountKind.OPEN_DIRECTED).parallelism(2).build();
    CountRequest big = CountRequest.builder(Board.of(150, 150), CountKind.OPEN_DIRECTED).parallelism(2).build();
    CountRequest bigBudget =
        CountRequest.builder(Board.of(150, 150), CountKind.OPEN_DIRECTED)
            .parallelism(2)
            .timeBudget(Duration.ofMillis(500))
            .build();

    run(args, "construction-interrupt", () -> interrupt(300, () -> describe(KnightTours.solve(closedHuge, Strategy.DIVIDE_AND_CONQUER))));
    run(args, "construction-budget", () -> budget(300, () -> describe(KnightTours.solve(closedHugeBudget, Strategy.DIVIDE_AND_CONQUER))));
    run(args, "split-interrupt", () -> interrupt(300, () -> KnightTours.split(wide, KnightTours.MAX_SPLIT).size() + " items"));
    run(args, "count-interrupt", () -> interrupt(300, () -> describe(KnightTours.count(big))));
    run(args, "count-budget", () -> budget(500, () -> describe(KnightTours.count(bigBudget))));
    run(args, "work-item-interrupt", () -> {
      CountWorkItem item = KnightTours.split(CountRequest.builder(Board.of(8, 8), CountKind.CLOSED_UNDIRECTED).build(), 1).get(0);
      return interrupt(300, () -> item.count().toString());
    });
    run(args, "stream-interrupt", () -> interrupt(300, () -> KnightTours.openTours(Board.of(3000, 3000), Square.of(0, 1)).findFirst().toString()));
    Graph<Square, DefaultEdge> graph = args.length == 0 || matches(args, "graph") ? KnightGraphs.of(Board.of(1000, 1000)) : null;
    run(args, "graph-interrupt", () -> interrupt(100, () -> describe(HamiltonianPaths.solve(graph, Square.of(0, 0), Strategy.WARNSDORFF, SearchOptions.defaults()))));
    run(args, "graph-budget", () -> budget(1, () -> describe(HamiltonianPaths.solve(
        graph, Square.of(0, 0), Strategy.WARNSDORFF, SearchOptions.builder().timeBudget(Duration.ofMillis(1)).build()))));
  }

  private static boolean matches(String[] args, String name) {
    for (String a : args) {
      if (name.contains(a)) {
        return true;
      }
    }
    return args.length == 0;
  }

  private static void run(String[] args, String name, Callable<String> measurement) throws Exception {
    if (matches(args, name)) {
      System.gc();
      System.out.println(name + ": " + measurement.call());
    }
  }

  /** Starts {@code call} on a thread, interrupts it after {@code delayMillis}, and times the rest. */
  private static String interrupt(long delayMillis, Callable<String> call) throws InterruptedException {
    AtomicLong returned = new AtomicLong();
    AtomicReference<String> outcome = new AtomicReference<>();
    Thread worker =
        new Thread(
            () -> {
              try {
                outcome.set(call.call());
              } catch (Throwable e) {
                outcome.set(e.toString());
              }
              returned.set(System.nanoTime());
            });
    worker.start();
    Thread.sleep(delayMillis);
    long interrupted = System.nanoTime();
    worker.interrupt();
    worker.join();
    double latency = (returned.get() - interrupted) / 1e6;
    return String.format(Locale.ROOT, "%.1f ms from interrupt to return; %s", latency, outcome.get());
  }

  /** Runs {@code call}, which has a budget of {@code budgetMillis}, and times how far it overran. */
  private static String budget(long budgetMillis, Callable<String> call) throws Exception {
    long begin = System.nanoTime();
    String outcome = call.call();
    double overrun = (System.nanoTime() - begin) / 1e6 - budgetMillis;
    return String.format(Locale.ROOT, "%.1f ms past the budget of %d ms; %s", overrun, budgetMillis, outcome);
  }

  private static String describe(TourResult r) {
    return r.outcome() + " (elapsed " + r.statistics().elapsed().toMillis() + " ms)";
  }

  private static String describe(TourCount c) {
    return (c.isComplete() ? "complete" : "incomplete") + ", " + c.count() + " (elapsed " + c.elapsed().toMillis() + " ms)";
  }

  private static String describe(GraphSearchResult<?, ?> r) {
    return r.outcome() + " (elapsed " + r.statistics().elapsed().toMillis() + " ms)";
  }
}
