package io.github.knighttours.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The internal packages depend one way (graph ← search ← construct, count), and no engine
 * imports the public request or strategy types: read from the sources, so that a change that
 * breaks the layering fails here.
 */
class LayeringTest {

  private static final Path INTERNAL = Path.of("src/main/java/io/github/knighttours/internal");

  /** Each internal package and the internal packages it may import. */
  private static final Map<String, Set<String>> ALLOWED =
      Map.of(
          "graph", Set.of(),
          "search", Set.of("graph"),
          "construct", Set.of("graph", "search"),
          "count", Set.of("graph", "search"));

  private static final Set<String> FORBIDDEN_PUBLIC_TYPES =
      Set.of("Strategy", "TourRequest", "SearchOptions", "CountRequest");

  private static final Pattern IMPORT = Pattern.compile("^import (?:static )?io\\.github\\.knighttours\\.([\\w.]+);", Pattern.MULTILINE);

  @Test
  void internalPackagesDependOneWayAndTakeNoRequestTypes() throws IOException {
    List<String> violations = new ArrayList<>();
    int files = 0;
    for (Map.Entry<String, Set<String>> layer : ALLOWED.entrySet()) {
      List<Path> sources;
      try (Stream<Path> list = Files.list(INTERNAL.resolve(layer.getKey()))) {
        sources = list.filter(p -> p.toString().endsWith(".java")).toList();
      }
      for (Path source : sources) {
        files++;
        Matcher m = IMPORT.matcher(Files.readString(source));
        while (m.find()) {
          String imported = m.group(1);
          if (imported.startsWith("internal.")) {
            String pkg = imported.substring("internal.".length(), imported.indexOf('.', "internal.".length()));
            if (!pkg.equals(layer.getKey()) && !layer.getValue().contains(pkg)) {
              violations.add(source.getFileName() + " imports internal." + pkg);
            }
          } else if (FORBIDDEN_PUBLIC_TYPES.contains(imported)) {
            violations.add(source.getFileName() + " imports " + imported);
          }
        }
      }
    }
    assertTrue(files > 20, "read " + files + " files: is the source path right?");
    assertEquals(List.of(), violations);
  }
}
