package io.github.knighttours.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import io.github.knighttours.testing.ChildJvm;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The adapter never lets an {@link OutOfMemoryError} out: in a JVM whose small heap the JGraphT
 * graph already mostly fills, the search is refused with the sizes ({@link GraphHeapMain}).
 */
class GraphHeapTest {

  @Test
  void aSearchThatDoesNotFitBesideItsGraphIsRefusedNotOutOfMemory() throws Exception {
    ChildJvm run = ChildJvm.run(List.of("-Xmx96m"), GraphHeapMain.class, "200000");
    String line = run.output();
    int status = run.status();
    assumeFalse(line.startsWith("SKIP"), line);
    assertEquals(0, status, line);
    assertTrue(line.startsWith("IAE ") || line.startsWith("OK "), line);
    if (line.startsWith("IAE ")) {
      assertTrue(line.contains("the WARNSDORFF search on a graph of 200000 vertices needs about"), line);
      assertTrue(line.contains("MiB"), line);
    }
  }
}
