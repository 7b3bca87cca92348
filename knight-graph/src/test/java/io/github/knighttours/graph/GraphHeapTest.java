package io.github.knighttours.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The adapter never lets an {@link OutOfMemoryError} out: in a JVM whose small heap the JGraphT
 * graph already mostly fills, the search is refused with the sizes ({@link GraphHeapMain}).
 */
class GraphHeapTest {

  @Test
  void aSearchThatDoesNotFitBesideItsGraphIsRefusedNotOutOfMemory() throws Exception {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    List<String> paths = new ArrayList<>();
    for (String property : new String[] {"java.class.path", "jdk.module.path"}) {
      String value = System.getProperty(property);
      if (value != null && !value.isEmpty()) {
        paths.add(value);
      }
    }
    List<String> command =
        List.of(java, "-Xmx96m", "-cp", String.join(File.pathSeparator, paths), GraphHeapMain.class.getName(), "200000");
    Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
    String line = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
    int status = process.waitFor();
    assumeFalse(line.startsWith("SKIP"), line);
    assertEquals(0, status, line);
    assertTrue(line.startsWith("IAE ") || line.startsWith("OK "), line);
    if (line.startsWith("IAE ")) {
      assertTrue(line.contains("the WARNSDORFF search on a graph of 200000 vertices needs about"), line);
      assertTrue(line.contains("MiB"), line);
    }
  }
}
