package io.github.knighttours.benchmarks;

import io.github.knighttours.Board;
import io.github.knighttours.SearchOptions;
import io.github.knighttours.TourKind;
import io.github.knighttours.uncrossed.UncrossedPaths;
import io.github.knighttours.uncrossed.UncrossedResult;
import java.time.Duration;
import java.util.Locale;

/**
 * Prints, as Markdown, the longest uncrossed knight's path (open) and cycle (closed) of the m × n
 * boards with {@code min <= m <= n <= max} (only n × n with {@code square}): the length in moves,
 * whether the search proved it optimal, the nodes (or frontier states) it expanded and its time.
 * Not a JMH benchmark: one search per cell, each under a time budget.
 *
 * <pre>
 * java -cp knight-benchmarks/target/benchmarks.jar io.github.knighttours.benchmarks.UncrossedTable [min max [seconds [square] [open|closed]]]
 * </pre>
 *
 * <p>Defaults: 3..8, every rectangle, both kinds, 600 seconds a search. The published optima, in moves, are 2, 5, 10, 17,
 * 24, 35, 47 open for n = 3..9 (OEIS A003192) and 0, 4, 8, 12, 24, 32, 42 closed (OEIS A157416).
 */
public final class UncrossedTable {

  private UncrossedTable() {}

  /**
   * Runs the table.
   *
   * @param args optional {@code min max [seconds]}
   */
  public static void main(String[] args) {
    int min = args.length > 0 ? Integer.parseInt(args[0]) : 3;
    int max = args.length > 1 ? Integer.parseInt(args[1]) : 8;
    long seconds = args.length > 2 ? Long.parseLong(args[2]) : 600;
    boolean squareOnly = java.util.Arrays.asList(args).contains("square");
    boolean openOnly = java.util.Arrays.asList(args).contains("open");
    boolean closedOnly = java.util.Arrays.asList(args).contains("closed");
    SearchOptions options = SearchOptions.builder().timeBudget(Duration.ofSeconds(seconds)).build();
    System.out.println("| board | kind | moves | proven | nodes | time (s) |");
    System.out.println("|---|---|---:|---|---:|---:|");
    for (int m = min; m <= max; m++) {
      for (int n = m; n <= max; n++) {
        if (squareOnly && n != m) {
          continue;
        }
        for (TourKind kind : TourKind.values()) {
          if ((openOnly && kind != TourKind.OPEN) || (closedOnly && kind != TourKind.CLOSED)) {
            continue;
          }
          row(UncrossedPaths.longest(Board.of(m, n), kind, options));
        }
      }
    }
  }

  private static void row(UncrossedResult result) {
    System.out.printf(
        Locale.ROOT,
        "| %s | %s | %d | %s | %d | %.2f |%n",
        result.board(),
        result.kind().name().toLowerCase(Locale.ROOT),
        result.moves(),
        result.isProvenOptimal() ? "yes" : "no (" + result.outcome() + ")",
        result.nodes(),
        result.elapsed().toNanos() / 1e9);
  }
}
