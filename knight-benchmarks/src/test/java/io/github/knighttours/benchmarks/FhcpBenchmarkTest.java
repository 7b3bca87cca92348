package io.github.knighttours.benchmarks;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.knighttours.Outcome;
import io.github.knighttours.Strategy;
import io.github.knighttours.benchmarks.FhcpBenchmark.Attempt;
import io.github.knighttours.benchmarks.FhcpBenchmark.CycleFinder;
import io.github.knighttours.benchmarks.FhcpBenchmark.GraphFile;
import io.github.knighttours.benchmarks.FhcpBenchmark.Run;
import io.github.knighttours.benchmarks.FhcpBenchmark.Settings;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.zip.GZIPOutputStream;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.GraphWalk;
import org.jgrapht.graph.SimpleGraph;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FhcpBenchmarkTest {

  /** The FHCP challenge files on the development machine (module directory relative); absent in a fresh clone. */
  private static final Path FHCP = Path.of("../../shared/hcp/fhcp");

  /**
   * The 5-cycle 1-2-3-4-5 with the chord 1-3, written as a file would be: a repeated edge (2 1),
   * a self-loop (4 4), Windows line endings on one line, and both end markers.
   */
  private static final String FIVE_CYCLE_WITH_CHORD =
      String.join(
          "\n",
          "NAME : tiny",
          "COMMENT : a 5-cycle with a chord",
          "TYPE : HCP",
          "DIMENSION : 5",
          "EDGE_DATA_FORMAT : EDGE_LIST",
          "EDGE_DATA_SECTION",
          "1 2",
          "2 3\r",
          "3 4",
          "4 5",
          "5 1",
          "1 3",
          "2 1",
          "4 4",
          "-1",
          "EOF",
          "");

  @TempDir Path temp;

  private Path gzip(String name, String text) throws IOException {
    Path file = temp.resolve(name);
    try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(file))) {
      out.write(text.getBytes(StandardCharsets.US_ASCII));
    }
    return file;
  }

  private static HcpGraph parse(String text) throws IOException {
    return HcpGraph.parse(new StringReader(text), "test");
  }

  @Test
  void readerTakesTheEdgesOnceAndDropsSelfLoops() throws IOException {
    Path file = gzip("graph1.hcp.gz", FIVE_CYCLE_WITH_CHORD);
    HcpGraph graph = HcpGraph.read(file);

    assertEquals(5, graph.vertices());
    assertEquals(5, HcpGraph.readDimension(file));
    assertEquals(6, graph.edgeCount());
    int[][] edges = {{1, 2}, {2, 3}, {3, 4}, {4, 5}, {5, 1}, {1, 3}};
    for (int[] e : edges) {
      assertTrue(graph.hasEdge(e[0], e[1]), e[0] + " " + e[1]);
      assertTrue(graph.hasEdge(e[1], e[0]), e[1] + " " + e[0]);
    }
    assertFalse(graph.hasEdge(2, 4));
    assertFalse(graph.hasEdge(2, 5));
    assertFalse(graph.hasEdge(4, 4));
    SimpleGraph<Integer, DefaultEdge> jgrapht = graph.toJGraphT();
    assertEquals(5, jgrapht.vertexSet().size());
    assertEquals(6, jgrapht.edgeSet().size());
    assertTrue(jgrapht.containsEdge(3, 1));
    assertFalse(jgrapht.containsEdge(2, 4));
  }

  @Test
  void readerNamesTheLineOfBadText() {
    String outOfRange = FIVE_CYCLE_WITH_CHORD.replace("4 5\n", "4 6\n");
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> parse(outOfRange));
    assertEquals("test, line 10: vertex 6 is not in 1..5", e.getMessage());

    String notHcp = FIVE_CYCLE_WITH_CHORD.replace("TYPE : HCP", "TYPE : TSP");
    e = assertThrows(IllegalArgumentException.class, () -> parse(notHcp));
    assertEquals("test, line 3: TYPE must be HCP, got \"TSP\"", e.getMessage());

    String noDimension = FIVE_CYCLE_WITH_CHORD.replace("DIMENSION : 5\n", "");
    e = assertThrows(IllegalArgumentException.class, () -> parse(noDimension));
    assertTrue(e.getMessage().contains("before any DIMENSION"), e.getMessage());

    String huge = FIVE_CYCLE_WITH_CHORD.replace("DIMENSION : 5", "DIMENSION : 2000000000");
    e = assertThrows(IllegalArgumentException.class, () -> parse(huge));
    assertTrue(e.getMessage().contains("2000000000"), e.getMessage());

    String threeEnds = FIVE_CYCLE_WITH_CHORD.replace("3 4\n", "3 4 5\n");
    e = assertThrows(IllegalArgumentException.class, () -> parse(threeEnds));
    assertTrue(e.getMessage().contains("\"3 4 5\""), e.getMessage());
  }

  @Test
  void checkerAcceptsHamiltonianCyclesInAnyRotationAndDirection() throws IOException {
    HcpGraph graph = parse(FIVE_CYCLE_WITH_CHORD);
    assertEquals(Optional.empty(), CycleCheck.problem(graph, new int[] {1, 2, 3, 4, 5}));
    assertEquals(Optional.empty(), CycleCheck.problem(graph, new int[] {3, 2, 1, 5, 4}));
  }

  @Test
  void checkerRejectsRepeatsNonEdgesShortCyclesAndStrangers() throws IOException {
    HcpGraph graph = parse(FIVE_CYCLE_WITH_CHORD);
    assertEquals(
        Optional.of("vertex 4 comes twice (again at position 4)"),
        CycleCheck.problem(graph, new int[] {1, 2, 3, 4, 4}));
    assertEquals(
        Optional.of("2 4 (positions 1, 2) is not an edge of the file"),
        CycleCheck.problem(graph, new int[] {1, 2, 4, 3, 5}));
    // 1-2-3 closes through the chord: a cycle, but not through every vertex.
    assertEquals(
        Optional.of("the cycle has 3 vertices, the graph has 5"), CycleCheck.problem(graph, new int[] {1, 2, 3}));
    assertEquals(
        Optional.of("position 4 holds 6, which is not a vertex 1..5"),
        CycleCheck.problem(graph, new int[] {1, 2, 3, 4, 6}));
    // Every consecutive pair is an edge, but the closing pair 4-1 is not.
    assertEquals(
        Optional.of("4 2 (positions 4, 0) is not an edge of the file"),
        CycleCheck.problem(graph, new int[] {2, 3, 1, 5, 4}));
  }

  @Test
  void closedWalksLoseTheirRepeatedFirstVertex() throws IOException {
    SimpleGraph<Integer, DefaultEdge> graph = parse(FIVE_CYCLE_WITH_CHORD).toJGraphT();
    GraphWalk<Integer, DefaultEdge> walk = new GraphWalk<>(graph, List.of(2, 3, 4, 5, 1, 2), 5);
    assertArrayEquals(new int[] {2, 3, 4, 5, 1}, FhcpBenchmark.openCycle(walk));
  }

  private Settings settings(String... extra) throws IOException {
    String[] args = new String[extra.length + 2];
    args[0] = "--dir";
    args[1] = temp.toString();
    System.arraycopy(extra, 0, args, 2, extra.length);
    return Settings.parse(args);
  }

  private static PrintStream sink(ByteArrayOutputStream bytes) {
    return new PrintStream(bytes, true, StandardCharsets.UTF_8);
  }

  @Test
  void wrongCyclesAndFalseClaimsOfAbsenceAreFailures() throws Exception {
    gzip("graph1.hcp.gz", FIVE_CYCLE_WITH_CHORD);
    Settings settings = settings("--strategies", "BACKTRACKING,POHL,WARNSDORFF", "--budget", "1");
    List<GraphFile> files = FhcpBenchmark.select(settings);
    assertEquals(List.of(new GraphFile(1, temp.resolve("graph1.hcp.gz"), 5)), files);
    CycleFinder liar =
        (graph, strategy, options) ->
            switch (strategy) {
              case BACKTRACKING -> new Attempt(Outcome.FOUND, new int[] {1, 2, 4, 3, 5});
              case POHL -> new Attempt(Outcome.PROVEN_ABSENT, null);
              default -> new Attempt(Outcome.GAVE_UP, null);
            };
    ByteArrayOutputStream log = new ByteArrayOutputStream();

    List<Run> runs = FhcpBenchmark.run(settings, files, liar, sink(log));

    assertEquals(3, runs.size());
    assertTrue(runs.get(0).problem().startsWith("invalid cycle: 2 4 "), runs.get(0).problem());
    assertTrue(runs.get(1).problem().startsWith("claims that there is no Hamiltonian cycle"), runs.get(1).problem());
    assertNull(runs.get(2).problem());
    assertEquals(1, FhcpBenchmark.exitCode(runs));
    assertEquals(0, FhcpBenchmark.exitCode(runs.subList(2, 3)));
    String printed = log.toString(StandardCharsets.UTF_8);
    assertTrue(printed.contains("WRONG ANSWER: graph 1, BACKTRACKING: invalid cycle"), printed);
    assertTrue(printed.contains("WRONG ANSWER: graph 1, POHL: claims"), printed);
    String csv = FhcpSummary.csv(runs);
    assertTrue(csv.lines().anyMatch(l -> l.startsWith("1,5,6,3,BACKTRACKING,FOUND,") && l.endsWith(",false,")), csv);
  }

  @Test
  void anExceptionIsRecordedAndTheRunGoesOn() throws Exception {
    gzip("graph1.hcp.gz", FIVE_CYCLE_WITH_CHORD);
    gzip("graph3.hcp.gz", FIVE_CYCLE_WITH_CHORD);
    Settings settings = settings("--strategies", "AUTO,WARNSDORFF", "--budget", "1");
    CycleFinder picky =
        (graph, strategy, options) -> {
          if (strategy == Strategy.AUTO) {
            throw new IllegalArgumentException("AUTO is not for graphs");
          }
          return new Attempt(Outcome.FOUND, new int[] {5, 4, 3, 2, 1});
        };

    List<Run> runs = FhcpBenchmark.run(settings, FhcpBenchmark.select(settings), picky, sink(new ByteArrayOutputStream()));

    assertEquals(List.of(1, 1, 3, 3), runs.stream().map(Run::graph).toList());
    assertEquals("error: AUTO is not for graphs", runs.get(0).outcome());
    assertTrue(runs.get(1).solved());
    assertEquals(0, FhcpBenchmark.exitCode(runs));
    String summary = FhcpSummary.render(settings, FhcpBenchmark.select(settings), runs, Duration.ZERO);
    assertTrue(summary.contains("| AUTO | 0/2 | 0/0 | 0/0 | 0/2 |"), summary);
    assertTrue(summary.contains("| WARNSDORFF | 2/2 | 0/0 | 0/0 | 2/2 |"), summary);
    assertTrue(summary.contains("| any | 2/2 | 0/0 | 0/0 | 2/2 | | | 5 (graph 1) |"), summary);
    assertTrue(summary.contains("- AUTO (2): 1, 3\n"), summary);
    // Both graphs are a five-cycle with a chord: largest degree 3; WARNSDORFF's explanation names no step of AUTO.
    assertTrue(
        summary.contains("| cubic (largest degree 3 or less) | ≤ 1000 | 2 | 2 | 0 | 0 | 0 | 0 | 2 |"), summary);
    assertFalse(summary.contains("By family and size, AUTO"), summary);
  }

  @Test
  void theStepThatFoundACycleIsReadOffAutosExplanation() {
    assertEquals("pieces", FhcpSummary.step("found by the decomposition into 6 pieces joined by 12 edges, 1 sets of joins tried"));
    assertEquals("rotations", FhcpSummary.step("found by Warnsdorff's walk with Pósa's rotations (found in attempt 1)"));
    assertEquals("forcing", FhcpSummary.step("found by the forcing search (found by the forcing search in run 3)"));
    assertEquals("clause learning", FhcpSummary.step("found by the clause-learning search after 41408 conflicts"));
    assertEquals(
        "clause learning",
        FhcpSummary.step("found by clause learning (after 12 conflicts), the first answer of 2 threads side by side"));
    assertEquals("other", FhcpSummary.step("a Hamiltonian cycle"));
  }

  @Test
  void threadsReachEverySearchAndTheSummarySaysHowMany() throws Exception {
    gzip("graph1.hcp.gz", FIVE_CYCLE_WITH_CHORD);
    Settings settings = settings("--strategies", "AUTO", "--budget", "1", "--threads", "2");
    List<Integer> seen = new java.util.concurrent.CopyOnWriteArrayList<>();
    CycleFinder recording =
        (graph, strategy, options) -> {
          seen.add(options.threads());
          return new Attempt(Outcome.FOUND, new int[] {5, 4, 3, 2, 1});
        };
    List<Run> runs = FhcpBenchmark.run(settings, FhcpBenchmark.select(settings), recording, sink(new ByteArrayOutputStream()));
    assertEquals(List.of(2), seen);
    String summary = FhcpSummary.render(settings, FhcpBenchmark.select(settings), runs, Duration.ZERO);
    assertTrue(summary.contains(", 1 at a time, 2 threads each, "), summary);
  }

  @Test
  void theLibraryEndToEndOnTheTinyFileWithCsv() throws Exception {
    gzip("graph1.hcp.gz", FIVE_CYCLE_WITH_CHORD);
    Path csv = temp.resolve("runs.csv");
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    int code =
        FhcpBenchmark.execute(
            new String[] {"--dir", temp.toString(), "--strategies", "BACKTRACKING", "--budget", "60", "--csv", csv.toString()},
            sink(out),
            sink(new ByteArrayOutputStream()));

    assertEquals(0, code);
    String summary = out.toString(StandardCharsets.UTF_8);
    assertTrue(summary.contains("| BACKTRACKING | 1/1 | 0/0 | 0/0 | 1/1 |"), summary);
    List<String> rows = Files.readAllLines(csv);
    assertEquals("graph,vertices,edges,maxDegree,strategy,outcome,seconds,valid,explanation", rows.get(0));
    assertTrue(rows.get(1).matches("1,5,6,3,BACKTRACKING,FOUND,\\d+\\.\\d{3},true,.+"), rows.get(1));
    assertEquals(2, rows.size());
  }

  @Test
  void badOptionsExitWithTwoAndSayWhy() throws IOException {
    gzip("graph1.hcp.gz", FIVE_CYCLE_WITH_CHORD);
    String[][] cases = {
      {"--strategies", "BACKTRACKING,NOPE"},
      {"--budget", "0"},
      {"--budget", "ten"},
      {"--graphs", "4"},
      {"--parallel", "0"},
      {"--threads", "0"},
      {"--min-vertices", "10", "--max-vertices", "5"},
      {"--frobnicate", "1"},
      {"--seed"},
    };
    String[] expected = {"NOPE", "--budget", "\"ten\"", "graph 4", "--parallel", "--threads", "--min-vertices 10", "--frobnicate", "--seed"};
    for (int i = 0; i < cases.length; i++) {
      String[] args = new String[cases[i].length + 2];
      args[0] = "--dir";
      args[1] = temp.toString();
      System.arraycopy(cases[i], 0, args, 2, cases[i].length);
      ByteArrayOutputStream err = new ByteArrayOutputStream();
      assertEquals(2, FhcpBenchmark.execute(args, sink(new ByteArrayOutputStream()), sink(err)), String.join(" ", args));
      String message = err.toString(StandardCharsets.UTF_8).lines().findFirst().orElse("");
      assertTrue(message.startsWith("FhcpBenchmark: ") && message.contains(expected[i]), message);
    }
  }

  @Test
  void compactListsJoinRunsOfThreeOrMoreFiles() {
    List<GraphFile> files =
        List.of(1, 3, 5, 7, 9, 11).stream().map(n -> new GraphFile(n, Path.of("graph" + n), n)).toList();
    assertEquals("1–5, 9", FhcpSummary.compact(files, List.of(1, 3, 5, 9)));
    assertEquals("3, 5, 9, 11", FhcpSummary.compact(files, List.of(11, 9, 3, 5)));
    assertEquals("3–11", FhcpSummary.compact(files, List.of(11, 9, 7, 3, 5)));
    assertEquals("none", FhcpSummary.compact(files, List.of()));
  }

  @Test
  void fhcpGraphsThreeAndFiveEndToEnd() throws Exception {
    assumeTrue(Files.isDirectory(FHCP), "the FHCP files are not at " + FHCP.toAbsolutePath());
    // A generous budget: BACKTRACKING needs well under a second on graph 3; the budget only caps a slow machine.
    Settings settings =
        Settings.parse(new String[] {"--dir", FHCP.toString(), "--graphs", "3,5", "--strategies", "BACKTRACKING,POHL", "--budget", "60"});
    List<GraphFile> files = FhcpBenchmark.select(settings);
    assertEquals(List.of(3, 5), files.stream().map(GraphFile::number).toList());
    assertEquals(78, files.get(0).vertices());

    List<Run> runs = FhcpBenchmark.run(settings, files, FhcpBenchmark.LIBRARY, sink(new ByteArrayOutputStream()));

    assertEquals(4, runs.size());
    for (Run run : runs) {
      assertNull(run.problem(), run.toString());
      assertTrue(run.edges() > run.vertices(), run.toString());
    }
    Run graph3 = runs.get(0);
    assertEquals("BACKTRACKING", graph3.strategy());
    assertTrue(graph3.solved(), graph3.toString());
    assertEquals(0, FhcpBenchmark.exitCode(runs));
  }
}
