package io.github.knighttours.benchmarks;

import io.github.knighttours.Strategy;
import io.github.knighttours.benchmarks.FhcpBenchmark.GraphFile;
import io.github.knighttours.benchmarks.FhcpBenchmark.Run;
import io.github.knighttours.benchmarks.FhcpBenchmark.Settings;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.IntPredicate;

/** The Markdown summary and the CSV rows of an {@link FhcpBenchmark} run. */
final class FhcpSummary {

  /** The name of the summary row that counts a graph solved by any strategy. */
  static final String ANY = "any";

  private FhcpSummary() {}

  /** The size classes of the summary: heading and which vertex counts fall in it. */
  private record SizeClass(String heading, IntPredicate contains) {}

  private static final List<SizeClass> CLASSES =
      List.of(
          new SizeClass("≤ 1000", n -> n <= 1000),
          new SizeClass("1001–3000", n -> n > 1000 && n <= 3000),
          new SizeClass("> 3000", n -> n > 3000),
          new SizeClass("all", n -> true));

  /** Renders the summary table, the graphs not solved, errors, wrong answers and the wall time. */
  static String render(Settings settings, List<GraphFile> files, List<Run> runs, Duration wall) {
    StringBuilder out = new StringBuilder();
    out.append(
        String.format(
            Locale.ROOT,
            "FHCP: %d graphs (%d–%d vertices) from %s, budget %s s per graph and strategy, %d at a time, %s, %s%n%n",
            files.size(),
            files.stream().mapToInt(GraphFile::vertices).min().orElse(0),
            files.stream().mapToInt(GraphFile::vertices).max().orElse(0),
            settings.dir(),
            seconds(settings.budget()),
            settings.parallel(),
            settings.threads() == 1 ? "1 thread each" : settings.threads() + " threads each",
            settings.seed().isPresent() ? "seed " + settings.seed().getAsLong() : "fixed ties"));
    out.append("| strategy |");
    for (SizeClass size : CLASSES) {
      out.append(" cycles, ").append(size.heading()).append(" |");
    }
    out.append(" median s | max s | largest solved | errors | wrong |\n");
    out.append("|:--|").append("--:|".repeat(CLASSES.size())).append("--:|--:|:--|--:|--:|\n");
    List<String> names = new ArrayList<>(settings.strategies().stream().map(Strategy::name).toList());
    for (String name : names) {
      List<Run> mine = runs.stream().filter(r -> r.strategy().equals(name)).toList();
      Set<Integer> solved = solved(mine);
      out.append("| ").append(name).append(" |");
      appendClasses(out, files, solved);
      double[] times = mine.stream().mapToDouble(Run::seconds).sorted().toArray();
      out.append(String.format(Locale.ROOT, " %.2f | %.2f |", median(times), times.length == 0 ? 0 : times[times.length - 1]));
      out.append(" ").append(largest(files, solved)).append(" |");
      out.append(" ").append(mine.stream().filter(Run::error).count()).append(" |");
      out.append(" ").append(mine.stream().filter(r -> r.problem() != null).count()).append(" |\n");
    }
    if (names.size() > 1) {
      Set<Integer> solved = solved(runs);
      out.append("| ").append(ANY).append(" |");
      appendClasses(out, files, solved);
      out.append(" | | ").append(largest(files, solved)).append(" | | |\n");
    }
    out.append("\nNot solved (a–b: every graph of this run from a to b):\n");
    for (String name : names) {
      Set<Integer> solved = solved(runs.stream().filter(r -> r.strategy().equals(name)).toList());
      List<Integer> missing = files.stream().map(GraphFile::number).filter(g -> !solved.contains(g)).toList();
      out.append("- ").append(name).append(" (").append(missing.size()).append("): ");
      out.append(compact(files, missing)).append('\n');
    }
    for (String name : names) {
      appendFamilies(out, name, runs.stream().filter(r -> r.strategy().equals(name) && !r.error()).toList());
    }
    appendExamples(out, "Errors", runs.stream().filter(Run::error).toList(), Run::outcome);
    appendExamples(out, "WRONG ANSWERS", runs.stream().filter(r -> r.problem() != null).toList(), Run::problem);
    out.append(String.format(Locale.ROOT, "%nTotal wall time: %.1f s%n", wall.toNanos() / 1e9));
    return out.toString();
  }

  /** The families of graphs by their largest degree, as the FHCP set's constructions differ. */
  private static final List<String> FAMILIES =
      List.of("cubic (largest degree 3 or less)", "largest degree 4–8", "hubs of degree 9–20", "hubs of degree over 20");

  private static String family(int maxDegree) {
    return FAMILIES.get(maxDegree <= 3 ? 0 : maxDegree <= 8 ? 1 : maxDegree <= 20 ? 2 : 3);
  }

  /** The steps of AUTO that an answer's explanation names, in column order; "other" for the rest. */
  private static final List<String> STEPS = List.of("rotations", "forcing", "clause learning", "pieces", "other");

  /** Which step found a cycle, read off the explanation AUTO gives (another strategy's is "other"). */
  static String step(String explanation) {
    if (explanation.startsWith("found by the decomposition")) {
      return "pieces";
    }
    if (explanation.startsWith("found by Warnsdorff's walk with Pósa's rotations")) {
      return "rotations";
    }
    if (explanation.startsWith("found by the forcing search")) {
      return "forcing";
    }
    if (explanation.startsWith("found by clause learning") || explanation.startsWith("found by the clause-learning search")) {
      return "clause learning";
    }
    return "other";
  }

  /**
   * A table of {@code runs} (one strategy's) by family and size class: graphs, cycles found, and
   * how many of them each step found.
   */
  private static void appendFamilies(StringBuilder out, String name, List<Run> runs) {
    if (runs.isEmpty()) {
      return;
    }
    out.append("\nBy family and size, ").append(name).append(": graphs, cycles found, and the step that found each\n\n");
    out.append("| family | vertices | graphs | found |");
    STEPS.forEach(step -> out.append(' ').append(step).append(" |"));
    out.append("\n|:--|:--|--:|--:|").append("--:|".repeat(STEPS.size())).append('\n');
    for (String family : FAMILIES) {
      for (SizeClass size : CLASSES.subList(0, CLASSES.size() - 1)) {
        List<Run> in =
            runs.stream()
                .filter(r -> family(r.maxDegree()).equals(family) && size.contains().test(r.vertices()))
                .toList();
        if (in.isEmpty()) {
          continue;
        }
        List<Run> found = in.stream().filter(Run::solved).toList();
        out.append("| ").append(family).append(" | ").append(size.heading()).append(" | ");
        out.append(in.size()).append(" | ").append(found.size()).append(" |");
        for (String step : STEPS) {
          out.append(' ').append(found.stream().filter(r -> step(r.explanation()).equals(step)).count()).append(" |");
        }
        out.append('\n');
      }
    }
  }

  private static Set<Integer> solved(List<Run> runs) {
    Set<Integer> solved = new HashSet<>();
    for (Run run : runs) {
      if (run.solved()) {
        solved.add(run.graph());
      }
    }
    return solved;
  }

  private static void appendClasses(StringBuilder out, List<GraphFile> files, Set<Integer> solved) {
    for (SizeClass size : CLASSES) {
      List<GraphFile> in = files.stream().filter(f -> size.contains().test(f.vertices())).toList();
      long found = in.stream().filter(f -> solved.contains(f.number())).count();
      out.append(' ').append(found).append('/').append(in.size()).append(" |");
    }
  }

  private static String largest(List<GraphFile> files, Set<Integer> solved) {
    Optional<GraphFile> largest =
        files.stream()
            .filter(f -> solved.contains(f.number()))
            .max(Comparator.comparingInt(GraphFile::vertices).thenComparing(f -> -f.number()));
    return largest.map(f -> f.vertices() + " (graph " + f.number() + ")").orElse("none");
  }

  private static void appendExamples(
      StringBuilder out, String heading, List<Run> runs, Function<Run, String> text) {
    if (runs.isEmpty()) {
      return;
    }
    int shown = Math.min(runs.size(), 10);
    out.append('\n').append(heading).append(" (").append(runs.size()).append("):\n");
    for (Run run : runs.subList(0, shown)) {
      out.append("- graph ").append(run.graph()).append(", ").append(run.strategy()).append(": ");
      out.append(text.apply(run)).append('\n');
    }
    if (shown < runs.size()) {
      out.append("- and ").append(runs.size() - shown).append(" more\n");
    }
  }

  /**
   * Writes graph numbers compactly: runs of three or more graphs that follow each other in
   * {@code files} become {@code a–b}.
   */
  static String compact(List<GraphFile> files, List<Integer> numbers) {
    if (numbers.isEmpty()) {
      return "none";
    }
    Set<Integer> wanted = new HashSet<>(numbers);
    List<String> parts = new ArrayList<>();
    int i = 0;
    while (i < files.size()) {
      if (!wanted.contains(files.get(i).number())) {
        i++;
        continue;
      }
      int j = i;
      while (j + 1 < files.size() && wanted.contains(files.get(j + 1).number())) {
        j++;
      }
      if (j - i >= 2) {
        parts.add(files.get(i).number() + "–" + files.get(j).number());
      } else {
        for (int k = i; k <= j; k++) {
          parts.add(String.valueOf(files.get(k).number()));
        }
      }
      i = j + 1;
    }
    return String.join(", ", parts);
  }

  /**
   * The CSV text: a header, then one row per run: graph, vertices, edges, largest degree, strategy,
   * outcome, seconds, valid, explanation.
   */
  static String csv(List<Run> runs) {
    StringBuilder out = new StringBuilder("graph,vertices,edges,maxDegree,strategy,outcome,seconds,valid,explanation\n");
    for (Run run : runs) {
      String valid = run.outcome().equals("FOUND") ? String.valueOf(run.problem() == null) : "";
      out.append(run.graph()).append(',').append(run.vertices()).append(',').append(run.edges()).append(',');
      out.append(run.maxDegree()).append(',');
      out.append(field(run.strategy())).append(',').append(field(run.outcome())).append(',');
      out.append(String.format(Locale.ROOT, "%.3f", run.seconds())).append(',').append(valid).append(',');
      out.append(field(run.explanation())).append('\n');
    }
    return out.toString();
  }

  /** Quotes a CSV field that holds a comma, a quote or a line break. */
  private static String field(String text) {
    if (text.indexOf(',') < 0 && text.indexOf('"') < 0 && text.indexOf('\n') < 0 && text.indexOf('\r') < 0) {
      return text;
    }
    return '"' + text.replace("\"", "\"\"") + '"';
  }

  private static double median(double[] sorted) {
    if (sorted.length == 0) {
      return 0;
    }
    int middle = sorted.length / 2;
    return sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  }

  private static String seconds(Duration duration) {
    double s = duration.toNanos() / 1e9;
    return s == Math.rint(s) ? String.valueOf((long) s) : String.format(Locale.ROOT, "%.3f", s);
  }
}
