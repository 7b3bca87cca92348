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
 * java -cp knight-benchmarks/target/benchmarks.jar io.github.knighttours.benchmarks.SuccessRateTable {@value #CORNERS_AND_CENTRES} [min max [SOLVER...]]
 * </pre>
 *
 * <p>Defaults: n = 5..200, one column per heuristic: WARNSDORFF, POHL, ROTH and SQUIRREL. Any
 * solver that {@link KnightTours#solver(String)} finds may be named as a column instead; code can
 * pass its own {@link Column}s to {@link #render}.
 *
 * <p>With {@value #CORNERS_AND_CENTRES} first, each n × n board is solved from its four corners
 * and its centre square (odd n) or four centre squares (even n) instead, by default with POHL
 * alone, n = 5..100 (see {@link #renderCornersAndCentres}).
 */
public final class SuccessRateTable {

  /** The default range of n. */
  static final int DEFAULT_MIN = 5;

  static final int DEFAULT_MAX = 200;

  /** The first argument that asks for the table of corner and centre starts. */
  static final String CORNERS_AND_CENTRES = "corners-and-centres";

  /** The default largest n of the corner and centre table: each board has up to 8 starts. */
  static final int DEFAULT_MAX_CORNERS_AND_CENTRES = 100;

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
    boolean starts = args.length > 0 && args[0].equals(CORNERS_AND_CENTRES);
    int first = starts ? 1 : 0;
    int defaultMax = starts ? DEFAULT_MAX_CORNERS_AND_CENTRES : DEFAULT_MAX;
    int min = args.length > first ? parseSize(args[first], "min") : DEFAULT_MIN;
    int max = args.length > first + 1 ? parseSize(args[first + 1], "max") : Math.max(min, defaultMax);
    List<Column> columns = new ArrayList<>();
    for (int i = first + 2; i < args.length; i++) {
      String name = args[i];
      TourSolver solver =
          KnightTours.solver(name)
              .orElseThrow(() -> new IllegalArgumentException("no solver named " + name + "; known: "
                  + KnightTours.solvers().stream().map(TourSolver::name).toList()));
      columns.add(Column.of(solver));
    }
    if (starts) {
      System.out.print(renderCornersAndCentres(min, max, columns.isEmpty() ? List.of(Column.of(Strategy.POHL)) : columns));
    } else {
      System.out.print(render(min, max, columns.isEmpty() ? DEFAULT_COLUMNS : columns));
    }
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
   * {@code columns}, then a summary table with one row per column. The summary also counts the
   * tours found with exactly n² nodes, that is by the first walk alone (for POHL, before any
   * retry; a retry or a backtrack adds nodes).
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
    int[] firstWalk = new int[columns.size()];
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
          firstWalk[c] += result.statistics().nodesExpanded() == (long) n * n ? 1 : 0;
        } else {
          failing.get(c).add(n);
        }
        out.append(' ').append(cell(result, n)).append(" |");
      }
      out.append('\n');
    }

    out.append("\n| Strategy | Tours found | Success rate | Found by the first walk | Failing n |\n|---|--:|--:|--:|---|\n");
    for (int c = 0; c < columns.size(); c++) {
      List<Integer> fails = failing.get(c);
      out.append("| ").append(columns.get(c).name())
          .append(" | ").append(found[c]).append('/').append(sizes)
          .append(" | ").append(String.format(Locale.ROOT, "%.1f %%", 100.0 * found[c] / sizes))
          .append(" | ").append(firstWalk[c]).append('/').append(sizes)
          .append(" | ").append(fails.isEmpty() ? "none" : join(fails))
          .append(" |\n");
    }
    return out.toString();
  }

  /**
   * Returns the Markdown for the corner and centre starts: one row per n in {@code min..max}, one
   * column per entry of {@code columns}, each cell the starts with a tour out of those tried and
   * the squares where there was none; then a summary with one row per column. The summary also
   * counts the tours found with exactly n² nodes, that is by the first walk alone (for POHL,
   * before any retry; a retry or a backtrack adds nodes).
   *
   * <p>The starts of n × n are its four corners and its centre: the square ((n − 1)/2, (n − 1)/2)
   * for odd n, the four squares around the middle for even n. On odd boards all of them are on
   * the majority colour, so a tour from each exists (every n ≥ 5 has open tours from such
   * squares); a failure is the heuristic's.
   *
   * @throws IllegalArgumentException if {@code min < 5}, {@code max < min}, or there are no columns
   */
  public static String renderCornersAndCentres(int min, int max, List<Column> columns) {
    if (min < 5 || max < min) {
      throw new IllegalArgumentException("need 5 <= min <= max, got min=" + min + ", max=" + max);
    }
    if (columns.isEmpty()) {
      throw new IllegalArgumentException("columns must not be empty");
    }
    long tried = 0;
    long[] found = new long[columns.size()];
    long[] firstWalk = new long[columns.size()];
    List<List<String>> failing = new ArrayList<>();
    columns.forEach(c -> failing.add(new ArrayList<>()));

    StringBuilder out = new StringBuilder();
    out.append("| n | starts |");
    columns.forEach(c -> out.append(' ').append(c.name()).append(" |"));
    out.append("\n|--:|:--|");
    columns.forEach(c -> out.append(":--|"));
    out.append('\n');
    for (int n = min; n <= max; n++) {
      List<Square> starts = cornersAndCentres(n);
      tried += starts.size();
      out.append("| ").append(n).append(" | ").append(join(starts)).append(" |");
      for (int c = 0; c < columns.size(); c++) {
        List<Square> misses = new ArrayList<>();
        for (Square start : starts) {
          TourResult result = columns.get(c).solve().apply(TourRequest.of(n, n, start));
          if (result.isFound()) {
            found[c]++;
            firstWalk[c] += result.statistics().nodesExpanded() == (long) n * n ? 1 : 0;
          } else {
            misses.add(start);
            failing.get(c).add(n + ":" + start);
          }
        }
        out.append(' ').append(starts.size() - misses.size()).append('/').append(starts.size());
        if (!misses.isEmpty()) {
          out.append(" (✗ ").append(join(misses)).append(')');
        }
        out.append(" |");
      }
      out.append('\n');
    }

    out.append("\n| Strategy | Tours found | Success rate | Found by the first walk | Starts without a tour (n:square) |\n");
    out.append("|---|--:|--:|--:|---|\n");
    for (int c = 0; c < columns.size(); c++) {
      List<String> fails = failing.get(c);
      out.append("| ").append(columns.get(c).name())
          .append(" | ").append(found[c]).append('/').append(tried)
          .append(" | ").append(String.format(Locale.ROOT, "%.1f %%", 100.0 * found[c] / tried))
          .append(" | ").append(firstWalk[c]).append('/').append(tried)
          .append(" | ").append(fails.isEmpty() ? "none" : String.join(", ", fails))
          .append(" |\n");
    }
    return out.toString();
  }

  /** The four corners of n × n, then its centre square (odd n) or four centre squares (even n). */
  static List<Square> cornersAndCentres(int n) {
    List<Square> starts = new ArrayList<>();
    starts.add(Square.of(0, 0));
    starts.add(Square.of(0, n - 1));
    starts.add(Square.of(n - 1, 0));
    starts.add(Square.of(n - 1, n - 1));
    int low = (n - 1) / 2;
    int high = n / 2;
    for (int row = low; row <= high; row++) {
      for (int col = low; col <= high; col++) {
        starts.add(Square.of(row, col));
      }
    }
    return starts;
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

  private static String join(List<?> values) {
    StringBuilder s = new StringBuilder();
    for (Object v : values) {
      if (s.length() > 0) {
        s.append(", ");
      }
      s.append(v);
    }
    return s.toString();
  }
}
