package io.github.knighttours;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.base.Preconditions;
import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The size check before a search is honest: in a JVM with a 64 MiB heap, a board too large for
 * it is rejected with an IllegalArgumentException that names the sizes, and the largest board
 * the check lets through is solved without running out of heap (see {@link HeapProbe}).
 */
class HeapLimitTest {

  private static final String HEAP = "-Xmx64m";

  /**
   * G1 is the default on a machine of two cores and 2 GiB or more; the serial collector on a
   * smaller one (a container of one core, say), and its old generation holds only two thirds of
   * the heap. Before the check knew that, the serial collector ran out of heap on every largest
   * board let through, and G1 in about one run in six.
   */
  @ParameterizedTest
  @CsvSource({
    "WARNSDORFF, 0, -XX:+UseG1GC", "POHL, 0, -XX:+UseG1GC", "ROTH, 0, -XX:+UseG1GC",
    "SQUIRREL, 0, -XX:+UseG1GC", "BACKTRACKING, 2, -XX:+UseG1GC",
    "ROTH, 0, -XX:+UseSerialGC", "SQUIRREL, 0, -XX:+UseSerialGC", "WARNSDORFF, 0, -XX:+UseParallelGC"
  })
  void theLargestBoardLetThroughFitsAndALargerOneIsRejected(String strategy, String budgetPerSquare, String collector)
      throws IOException, InterruptedException, URISyntaxException {
    List<String> lines = new ArrayList<>();
    int exit = probe(lines, List.of(HEAP, collector), strategy, "4000", budgetPerSquare);

    assertEquals(0, exit, () -> "the probe ended with " + exit + ": " + lines);
    assertEquals(2, lines.size(), lines::toString);
    String rejected = lines.get(0);
    assertTrue(rejected.startsWith("REJECTED 4000x4000 the " + strategy + " search on the 4000x4000 board needs about "), rejected);
    assertTrue(rejected.matches(".* needs about \\d+ MiB of working memory, but the maximum heap is \\d+ MiB, of which \\d+ MiB are kept .*"), rejected);
    String solved = lines.get(1);
    assertTrue(solved.matches("SOLVED \\d+x\\d+ (FOUND|GAVE_UP|BUDGET_EXHAUSTED)"), solved);
  }

  @Test
  void warnsdorffsWalkOn4000x4000IsLetThroughIn128MiB() throws IOException, InterruptedException, URISyntaxException {
    // The walk takes 5 bytes a square (the padded counts and the moves, then the moves and the
    // path): 80 MB here, of the 104 MiB the check allows. The estimate said 8 bytes a square
    // (125 MiB) and refused it.
    List<String> lines = new ArrayList<>();
    int exit = probe(lines, List.of("-Xmx128m"), "WARNSDORFF", "4000");
    assertEquals(0, exit, () -> "the probe ended with " + exit + ": " + lines);
    assertEquals(List.of("SOLVED 4000x4000 GAVE_UP"), lines);
  }

  /** Runs {@link HeapProbe} in a JVM with the options {@code jvm}; returns its exit status. */
  private static int probe(List<String> lines, List<String> jvm, String... args)
      throws IOException, InterruptedException, URISyntaxException {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(jvm);
    command.add("-cp");
    command.add(classPath());
    command.add(HeapProbe.class.getName());
    command.addAll(List.of(args));
    Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
    try (BufferedReader out =
        new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
      for (String line = out.readLine(); line != null; line = out.readLine()) {
        lines.add(line);
      }
    }
    return process.waitFor();
  }

  /**
   * The probe, the library and Guava, wherever they are: the tests may run on the module path,
   * so {@code java.class.path} alone need not hold them.
   */
  private static String classPath() throws URISyntaxException {
    List<String> entries = new ArrayList<>();
    for (Class<?> c : List.of(HeapProbe.class, Board.class, Preconditions.class)) {
      entries.add(Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI()).toString());
    }
    entries.add(System.getProperty("java.class.path"));
    return String.join(File.pathSeparator, entries);
  }
}
