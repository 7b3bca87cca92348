package io.github.knighttours.benchmarks;

import io.github.knighttours.KnightTours;
import io.github.knighttours.Outcome;
import io.github.knighttours.Square;
import io.github.knighttours.Strategy;
import io.github.knighttours.TourRequest;
import io.github.knighttours.TourResult;
import io.github.knighttours.TourSolver;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Function;

/**
 * Prints, as Markdown, which n × n boards each strategy solves from the corner a1, and a summary
 * (tours found, success rate, failing n). Not a JMH benchmark: it runs one solve per cell.
 *
 * <pre>
 * java -cp knight-benchmarks/target/benchmarks.jar io.github.knighttours.benchmarks.SuccessRateTable [min max [SOLVER...]]
 * </pre>
 *
 * <p>Defaults: n = 5..200, one column per heuristic: WARNSDORFF, POHL, ROTH and SQUIRREL. Any
 * solver that {@link KnightTours#solver(String)} finds may be named as a column instead; code can
 * pass its own {@link Column}s to {@link #render}.
 */
public final class SuccessRateTable {

  /** The default range of n. */
  static final int DEFAULT_MIN = 5;

  static final int DEFAULT_MAX = 200;

  /** The columns printed when no solver is named. */
  static final List<Column> DEFAULT_COLUMNS =
      List.of(
          Column.of(Strategy.WARNSDORFF),
          Column.of(Strategy.POHL),
          Column.of(Strategy.ROTH),
          Column.of(Strategy.SQUIRREL));

  private static final Square CORNER = Square.of(0, 0);

  private SuccessRateTable() {}

  /**
   * One column of the table: a heading and how to answer a request.
   *
   * @param name the column heading
   * @param solve runs one search
   */
  public record Column(String name, Function<TourRequest, TourResult> solve) {

    /** Checks that neither component is null. */
    public Column {
      Objects.requireNonNull(name, "name must not be null");
      Objects.requireNonNull(solve, "solve must not be null");
    }

    /** Returns the column for a built-in strategy. */
    public static Column of(Strategy strategy) {
      return new Column(strategy.name(), request -> KnightTours.solve(request, strategy));
    }

    /** Returns the column for any solver. */
    public static Column of(TourSolver solver) {
      return new Column(solver.name(), request -> KnightTours.solve(request, solver));
    }
  }

  /**
   * Runs the table.
   *
   * @param args optionally {@code min max}, then optionally solver names for the columns
   */
  public static void main(String[] args) {
    int min = args.length > 0 ? parseSize(args[0], "min") : DEFAULT_MIN;
    int max = args.length > 1 ? parseSize(args[1], "max") : Math.max(min, DEFAULT_MAX);
    List<Column> columns = new ArrayList<>();
    for (int i = 2; i < args.length; i++) {
      String name = args[i];
      TourSolver solver =
          KnightTours.solver(name)
              .orElseThrow(() -> new IllegalArgumentException("no solver named " + name + "; known: "
                  + KnightTours.solvers().stream().map(TourSolver::name).toList()));
      columns.add(Column.of(solver));
    }
    System.out.print(render(min, max, columns.isEmpty() ? DEFAULT_COLUMNS : columns));
  }

  private static int parseSize(String text, String name) {
    try {
      return Integer.parseInt(text.trim());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(name + " must be an integer, got \"" + text + "\"", e);
    }
  }

  /**
   * Returns the Markdown: one row per n in {@code min..max}, one column per entry of
   * {@code columns}, then a summary table with one row per column.
   *
   * @throws IllegalArgumentException if {@code min < 1}, {@code max < min}, or there are no columns
   */
  public static String render(int min, int max, List<Column> columns) {
    if (min < 1 || max < min) {
      throw new IllegalArgumentException("need 1 <= min <= max, got min=" + min + ", max=" + max);
    }
    if (columns.isEmpty()) {
      throw new IllegalArgumentException("columns must not be empty");
    }
    int sizes = max - min + 1;
    int[] found = new int[columns.size()];
    List<List<Integer>> failing = new ArrayList<>();
    columns.forEach(c -> failing.add(new ArrayList<>()));

    StringBuilder out = new StringBuilder();
    out.append("| n |");
    columns.forEach(c -> out.append(' ').append(c.name()).append(" |"));
    out.append("\n|--:|");
    columns.forEach(c -> out.append(":--|"));
    out.append('\n');
    for (int n = min; n <= max; n++) {
      TourRequest request = TourRequest.of(n, n, CORNER);
      out.append("| ").append(n).append(" |");
      for (int c = 0; c < columns.size(); c++) {
        TourResult result = columns.get(c).solve().apply(request);
        if (result.isFound()) {
          found[c]++;
        } else {
          failing.get(c).add(n);
        }
        out.append(' ').append(cell(result, n)).append(" |");
      }
      out.append('\n');
    }

    out.append("\n| Strategy | Tours found | Success rate | Failing n |\n|---|--:|--:|---|\n");
    for (int c = 0; c < columns.size(); c++) {
      List<Integer> fails = failing.get(c);
      out.append("| ").append(columns.get(c).name())
          .append(" | ").append(found[c]).append('/').append(sizes)
          .append(" | ").append(String.format(Locale.ROOT, "%.1f %%", 100.0 * found[c] / sizes))
          .append(" | ").append(fails.isEmpty() ? "none" : join(fails))
          .append(" |\n");
    }
    return out.toString();
  }

  /** "✓" for a tour; otherwise the outcome, with how far a heuristic got before its dead end. */
  static String cell(TourResult result, int n) {
    Outcome outcome = result.outcome();
    if (outcome == Outcome.FOUND) {
      return "✓";
    }
    if (outcome == Outcome.GAVE_UP) {
      return "✗ stuck after " + result.statistics().nodesExpanded() + "/" + ((long) n * n);
    }
    return "✗ " + outcome;
  }

  private static String join(List<Integer> values) {
    StringBuilder s = new StringBuilder();
    for (int v : values) {
      if (s.length() > 0) {
        s.append(", ");
      }
      s.append(v);
    }
    return s.toString();
  }
}
