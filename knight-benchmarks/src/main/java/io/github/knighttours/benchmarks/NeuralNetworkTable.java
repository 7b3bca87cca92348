package io.github.knighttours.benchmarks;

import io.github.knighttours.Board;
import io.github.knighttours.solvers.NeuralNetworkRun;
import io.github.knighttours.solvers.NeuralNetworkSolver;
import io.github.knighttours.Outcome;
import io.github.knighttours.Square;
import io.github.knighttours.Strategy;
import io.github.knighttours.TourKind;
import io.github.knighttours.TourRequest;
import java.util.Locale;

/**
 * Prints, as Markdown, how Takefuji and Lee's network ({@link Strategy#NEURAL_NETWORK}) fares on
 * n × n boards: for each n, {@code runs} closed requests from a1 with the seeds 1..runs, and of
 * the first run of the network in each: the share that converged to a cover by disjoint cycles,
 * the share whose cover was a single cycle before joining, the mean sweeps of those that
 * converged, and the share that ended in a closed tour after joining; last, the share of requests
 * the solver answered with a tour, restarts included. Not a JMH benchmark.
 *
 * <pre>
 * java -cp knight-benchmarks/target/benchmarks.jar io.github.knighttours.benchmarks.NeuralNetworkTable [runs [min max]]
 * </pre>
 *
 * <p>Defaults: {@value #DEFAULT_RUNS} runs, n = {@value #DEFAULT_MIN}..{@value #DEFAULT_MAX}.
 */
public final class NeuralNetworkTable {

  /** The default number of seeded requests per board. */
  static final int DEFAULT_RUNS = 100;

  /** The default smallest n. */
  static final int DEFAULT_MIN = 6;

  /** The default largest n. */
  static final int DEFAULT_MAX = 20;

  /** The largest n accepted: the table is for studying the network, not for large boards. */
  static final int MAX_N = 200;

  /** The most runs per board accepted. */
  static final int MAX_RUNS = 100_000;

  private NeuralNetworkTable() {}

  /**
   * Runs the table.
   *
   * @param args optionally {@code runs}, then optionally {@code min max}
   */
  public static void main(String[] args) {
    int runs = args.length > 0 ? parse(args[0], "runs", 1, MAX_RUNS) : DEFAULT_RUNS;
    int min = args.length > 1 ? parse(args[1], "min", 3, MAX_N) : DEFAULT_MIN;
    int max = args.length > 2 ? parse(args[2], "max", min, MAX_N) : Math.max(min, DEFAULT_MAX);
    System.out.print(render(min, max, runs));
  }

  private static int parse(String text, String name, int least, int most) {
    int value;
    try {
      value = Integer.parseInt(text.trim());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(name + " must be an integer, got \"" + text + "\"", e);
    }
    if (value < least || value > most) {
      throw new IllegalArgumentException(name + " must be " + least + " to " + most + ", got " + value);
    }
    return value;
  }

  /**
   * Returns the Markdown table: a header, then one row per n in {@code min..max}.
   *
   * @throws IllegalArgumentException if {@code min < 3}, {@code max < min}, {@code max > }
   *     {@value #MAX_N} or {@code runs < 1}
   */
  public static String render(int min, int max, int runs) {
    if (min < 3 || max < min || max > MAX_N || runs < 1) {
      throw new IllegalArgumentException(
          "need 3 <= min <= max <= " + MAX_N + " and runs >= 1, got min=" + min + ", max=" + max + ", runs=" + runs);
    }
    NeuralNetworkSolver solver = (NeuralNetworkSolver) Strategy.NEURAL_NETWORK.solver();
    StringBuilder out = new StringBuilder();
    out.append("| n | runs | converged | single cycle | mean sweeps | tour after joining | tour with restarts |\n");
    out.append("|--:|--:|--:|--:|--:|--:|--:|\n");
    for (int n = min; n <= max; n++) {
      int converged = 0;
      int single = 0;
      int joined = 0;
      int found = 0;
      long sweeps = 0;
      for (int seed = 1; seed <= runs; seed++) {
        TourRequest request =
            TourRequest.builder(Board.of(n, n), Square.of(0, 0)).kind(TourKind.CLOSED).seed(seed).build();
        NeuralNetworkRun result = solver.runNetwork(request);
        found += result.result().outcome() == Outcome.FOUND ? 1 : 0;
        if (result.runs().isEmpty()) {
          continue; // the solver gave up before running the network (no cover can exist)
        }
        NeuralNetworkRun.Run first = result.runs().get(0);
        if (first.converged()) {
          converged++;
          sweeps += first.sweeps();
        }
        single += first.singleCycle() ? 1 : 0;
        joined += first.endedInTour() ? 1 : 0;
      }
      out.append(String.format(
          Locale.ROOT,
          "| %d | %d | %s | %s | %s | %s | %s |%n",
          n,
          runs,
          percent(converged, runs),
          percent(single, runs),
          converged == 0 ? "–" : String.format(Locale.ROOT, "%.1f", sweeps / (double) converged),
          percent(joined, runs),
          percent(found, runs)));
    }
    return out.toString();
  }

  private static String percent(int part, int whole) {
    return String.format(Locale.ROOT, "%.1f %%", 100.0 * part / whole);
  }
}
