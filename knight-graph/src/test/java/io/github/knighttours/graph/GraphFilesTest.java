package io.github.knighttours.graph;

import static io.github.knighttours.graph.GraphAssertions.assertFoundCycle;
import static io.github.knighttours.graph.GraphAssertions.assertFoundPath;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.knighttours.Outcome;
import io.github.knighttours.SearchOptions;
import io.github.knighttours.Strategy;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import org.jgrapht.Graph;
import org.jgrapht.graph.DefaultEdge;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class GraphFilesTest {

  /** The committed small files (module directory relative: surefire runs there). */
  private static final Path GRAPHS = Path.of("src/test/resources/graphs");

  /** The FHCP challenge files on the development machine; absent in a fresh clone. */
  private static final Path FHCP = Path.of("../../shared/hcp/fhcp");

  /**
   * The Petersen graph by its definition: outer 5-cycle 1..5, spokes i to i+5, and the inner
   * pentagram 6-8-10-7-9-6; as unordered pairs "a-b" with a < b, ids prefixed.
   */
  private static Set<String> petersenEdges(String prefix) {
    List<int[]> edges = new ArrayList<>();
    for (int i = 1; i <= 5; i++) {
      edges.add(new int[] {i, i % 5 + 1});
      edges.add(new int[] {i, i + 5});
      edges.add(new int[] {i + 5, (i + 1) % 5 + 6});
    }
    return edges.stream().map(e -> pair(prefix + e[0], prefix + e[1])).collect(Collectors.toSet());
  }

  private static String pair(String a, String b) {
    return a.compareTo(b) < 0 ? a + "-" + b : b + "-" + a;
  }

  private static Set<String> edgesOf(Graph<String, DefaultEdge> graph) {
    return graph.edgeSet().stream()
        .map(e -> pair(graph.getEdgeSource(e), graph.getEdgeTarget(e)))
        .collect(Collectors.toSet());
  }

  @ParameterizedTest
  @CsvSource({"petersen.hcp, HCP, ''", "petersen.col, DIMACS, ''", "petersen.graphml, GRAPHML, v",
      "petersen.dot, DOT, p", "petersen.csv, CSV, ''"})
  void everyFormatReadsThePetersenGraphWithTheFilesIds(String file, GraphFormat format, String prefix)
      throws IOException {
    GraphFile read = GraphFiles.read(GRAPHS.resolve(file));
    assertEquals(format, read.format());
    assertEquals(file, read.name());
    Graph<String, DefaultEdge> graph = read.graph();
    assertTrue(graph.getType().isUndirected() && graph.getType().isSimple(), graph.getType().toString());
    assertEquals(
        IntStream.rangeClosed(1, 10).mapToObj(i -> prefix + i).collect(Collectors.toSet()), graph.vertexSet());
    assertEquals(petersenEdges(prefix), edgesOf(graph));
    assertEquals("", read.note());
    // Hamiltonian path: yes; Hamiltonian cycle: proven absent.
    assertFoundPath(graph, HamiltonianPaths.solve(graph, Strategy.BACKTRACKING, SearchOptions.defaults()));
    assertEquals(
        Outcome.PROVEN_ABSENT,
        HamiltonianPaths.solveCycle(graph, Strategy.BACKTRACKING, SearchOptions.defaults()).outcome());
  }

  @Test
  void numberedFormatsKeepTheVertexOrderOneToN() throws IOException {
    for (String file : List.of("petersen.hcp", "petersen.col")) {
      List<String> order = new ArrayList<>(GraphFiles.read(GRAPHS.resolve(file)).graph().vertexSet());
      assertEquals(IntStream.rangeClosed(1, 10).mapToObj(Integer::toString).toList(), order, file);
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"cycle8.hcp", "cycle8-gzipped.hcp.gz"})
  void aCycleWithoutEndMarkerIsReadPlainOrGzippedAndHasItsCycle(String file) throws IOException {
    GraphFile read = GraphFiles.read(GRAPHS.resolve(file));
    Graph<String, DefaultEdge> graph = read.graph();
    assertEquals(8, graph.vertexSet().size());
    assertEquals(8, graph.edgeSet().size());
    for (String v : graph.vertexSet()) {
      assertEquals(2, graph.degreeOf(v), v);
    }
    assertFoundCycle(graph, HamiltonianPaths.solveCycle(graph, Strategy.POHL, SearchOptions.defaults()));
  }

  @Test
  void explicitFormatOverridesTheName(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("edges.txt");
    Files.writeString(file, "a,b\nb,c\n");
    assertThrows(IllegalArgumentException.class, () -> GraphFiles.read(file));
    GraphFile read = GraphFiles.read(file, GraphFormat.CSV);
    assertEquals(Set.of("a-b", "b-c"), edgesOf(read.graph()));
  }

  @Test
  void formatOfFileNamesIgnoresCaseAndGzip() {
    assertEquals(Optional.of(GraphFormat.DIMACS), GraphFormat.ofFileName("myciel3.COL"));
    assertEquals(Optional.of(GraphFormat.DIMACS), GraphFormat.ofFileName("g.dimacs.gz"));
    assertEquals(Optional.of(GraphFormat.DOT), GraphFormat.ofFileName("tutte.gv"));
    assertEquals(Optional.of(GraphFormat.HCP), GraphFormat.ofFileName("graph3.hcp.gz"));
    assertEquals(Optional.empty(), GraphFormat.ofFileName("graph.txt"));
    assertEquals(Optional.empty(), GraphFormat.ofFileName("graph.gz"));
  }

  @Test
  void selfLoopsAndRepeatedEdgesAreLeftOutAndCounted() throws IOException {
    String text = "TYPE : HCP\nDIMENSION : 3\nEDGE_DATA_SECTION\n1 2\n2 1\n2 2\n2 3\n1 2\n3 1\n-1\nEOF\n";
    GraphFile read = GraphFiles.read(new StringReader(text), GraphFormat.HCP, "loops.hcp");
    assertEquals(Set.of("1-2", "2-3", "1-3"), edgesOf(read.graph()));
    assertEquals(1, read.selfLoopsIgnored());
    assertEquals(2, read.duplicateEdgesIgnored());
    assertEquals("loops.hcp: ignored 1 self-loop and 2 repeated edges", read.note());
    GraphFile dot = GraphFiles.read(new StringReader("graph { a -- a; a -- b; b -- a; }"), GraphFormat.DOT, "x.dot");
    assertEquals(Set.of("a-b"), edgesOf(dot.graph()));
    assertEquals("x.dot: ignored 1 self-loop and 1 repeated edge", dot.note());
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "TYPE : HCP\\nDIMENSION : 4\\nEDGE_DATA_SECTION\\n1 2\\n2 5\\n-1\\n | line 5: vertex 5 is outside 1..4 (DIMENSION)",
        "TYPE : HCP\\nDIMENSION : 4\\nEDGE_DATA_SECTION\\n1 2\\n0 3\\n | line 5: vertex 0 is outside 1..4",
        "TYPE : HCP\\nDIMENSION : 4\\nEDGE_DATA_SECTION\\n1 2 3\\n | line 4: expected an edge as two vertex numbers \"U V\", got \"1 2 3\"",
        "TYPE : HCP\\nDIMENSION : 4\\nEDGE_DATA_SECTION\\n1 x\\n | line 4: vertex \"x\" is not a whole number",
        "TYPE : HCP\\nDIMENSION : 4\\nEDGE_DATA_SECTION\\n1 2\\n-1\\n3 4\\n | line 6: expected EOF after -1, got \"3 4\"",
        "TYPE : HCP\\nEDGE_DATA_SECTION\\n1 2\\n | line 2: EDGE_DATA_SECTION before DIMENSION",
        "DIMENSION : 4\\nEDGE_DATA_SECTION\\n | line 2: EDGE_DATA_SECTION before TYPE : HCP",
        "TYPE : TSP\\nDIMENSION : 4\\n | line 1: TYPE is TSP; only HCP files are read",
        "TYPE : HCP\\nDIMENSION : four\\n | line 2: DIMENSION must be a whole number, got \"four\"",
        "TYPE : HCP\\nDIMENSION : 0\\n | line 2: DIMENSION must be from 1 to 100000000, got 0",
        "TYPE : HCP\\nDIMENSION : 4\\nEDGE_DATA_FORMAT : ADJ_LIST\\n | line 3: EDGE_DATA_FORMAT is ADJ_LIST; only EDGE_LIST is read",
        "TYPE : HCP\\nDIMENSION : 4\\n | line 2: the file ends before EDGE_DATA_SECTION",
        "TYPE : HCP\\nhello world\\n | line 2: expected a KEY : VALUE line or EDGE_DATA_SECTION, got \"hello world\"",
      })
  void malformedHcpNamesTheFileTheLineAndTheProblem(String text, String expected, @TempDir Path dir)
      throws IOException {
    Path file = dir.resolve("bad.hcp");
    Files.writeString(file, text.replace("\\n", "\n"));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> GraphFiles.read(file));
    assertTrue(e.getMessage().startsWith("bad.hcp " + expected.strip()), e.getMessage());
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "bad.dot | graph { a -- ; } | bad.dot: not a valid DOT file: ",
        "bad.graphml | <graphml><graph><node id='a'></graph> | bad.graphml line 1: not valid XML: ",
        "bad.col | p edge 3 2\\ne 1 x\\n | bad.col line 2: vertex \"x\" is not a whole number",
        "bad.csv | a,\"b\\n | bad.csv line 1: a quoted field is not closed before the end of the file",
      })
  void malformedFilesNameTheFileAndWhatIsWrong(String name, String text, String expected, @TempDir Path dir)
      throws IOException {
    Path file = dir.resolve(name);
    Files.writeString(file, text.replace("\\n", "\n"));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> GraphFiles.read(file));
    assertTrue(e.getMessage().startsWith(expected.strip()), e.getMessage());
  }

  @Test
  void aHugeDeclaredSizeIsRefusedBeforeTheHeapRunsOut() {
    String hcp = "TYPE : HCP\nDIMENSION : 100000000\nEDGE_DATA_SECTION\n";
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class, () -> GraphFiles.read(new StringReader(hcp), GraphFormat.HCP, "huge.hcp"));
    assertTrue(e.getMessage().contains("huge.hcp") && e.getMessage().contains("heap"), e.getMessage());
    String dimacs = "p edge 100000000 100000000\n";
    IllegalArgumentException d =
        assertThrows(
            IllegalArgumentException.class,
            () -> GraphFiles.read(new StringReader(dimacs), GraphFormat.DIMACS, "huge.col"));
    assertTrue(d.getMessage().contains("huge.col") && d.getMessage().contains("heap"), d.getMessage());
  }

  @Test
  void arcsOfADirectedFileBecomeUndirectedEdges() throws IOException {
    GraphFile dot = GraphFiles.read(new StringReader("digraph { a -> b; c -> b; }"), GraphFormat.DOT, "d.dot");
    assertTrue(dot.graph().getType().isUndirected());
    assertEquals(Set.of("a-b", "b-c"), edgesOf(dot.graph()));
    String graphml =
        "<graphml xmlns=\"http://graphml.graphdrawing.org/xmlns\"><graph edgedefault=\"directed\">"
            + "<node id=\"x\"/><node id=\"y\"/><edge source=\"y\" target=\"x\"/></graph></graphml>";
    GraphFile xml = GraphFiles.read(new StringReader(graphml), GraphFormat.GRAPHML, "d.graphml");
    assertEquals(Set.of("x-y"), edgesOf(xml.graph()));
  }

  @Test
  void nullArgumentsAreNamed() {
    NullPointerException file = assertThrows(NullPointerException.class, () -> GraphFiles.read(null));
    assertEquals("file must not be null", file.getMessage());
    NullPointerException format =
        assertThrows(NullPointerException.class, () -> GraphFiles.read(GRAPHS.resolve("petersen.hcp"), null));
    assertEquals("format must not be null", format.getMessage());
    NullPointerException name =
        assertThrows(NullPointerException.class, () -> GraphFiles.read(new StringReader(""), GraphFormat.HCP, null));
    assertEquals("name must not be null", name.getMessage());
  }

  @Test
  void missingFileIsAnIoException() {
    assertThrows(IOException.class, () -> GraphFiles.read(Path.of("no/such/graph.hcp")));
  }

  /**
   * The FHCP files, against their own text: DIMENSION vertices, and as many edges as distinct
   * unordered pairs on the edge lines (counted here without the reader).
   */
  @Test
  void fhcpFilesHaveTheirHeadersVerticesAndTheirEdgeLines() throws IOException {
    assumeTrue(Files.isDirectory(FHCP), "the FHCP files are not at " + FHCP.toAbsolutePath());
    List<Path> files;
    try (Stream<Path> listing = Files.list(FHCP)) {
      files = listing.filter(p -> p.toString().endsWith(".hcp.gz")).sorted().limit(60).toList();
    }
    assertTrue(files.size() > 0);
    for (Path file : files) {
      int dimension = -1;
      Set<String> pairs = new HashSet<>();
      try (BufferedReader in =
          new BufferedReader(
              new InputStreamReader(new GZIPInputStream(Files.newInputStream(file)), StandardCharsets.UTF_8))) {
        boolean edges = false;
        for (String line = in.readLine(); line != null; line = in.readLine()) {
          if (line.startsWith("DIMENSION")) {
            dimension = Integer.parseInt(line.split(":")[1].trim());
          } else if (line.equals("EDGE_DATA_SECTION")) {
            edges = true;
          } else if (edges && line.matches("\\d+ \\d+")) {
            String[] uv = line.split(" ");
            pairs.add(pair(uv[0], uv[1]));
          }
        }
      }
      GraphFile read = GraphFiles.read(file);
      assertEquals(dimension, read.graph().vertexSet().size(), file.toString());
      assertEquals(pairs.size(), read.graph().edgeSet().size(), file.toString());
    }
  }

  @Test
  void fhcpGraph3HasAHamiltonianCycle() throws IOException {
    Path file = FHCP.resolve("graph3.hcp.gz");
    assumeTrue(Files.isRegularFile(file), "the FHCP files are not at " + FHCP.toAbsolutePath());
    Graph<String, DefaultEdge> graph = GraphFiles.read(file).graph();
    assertEquals(78, graph.vertexSet().size());
    assertFoundCycle(graph, HamiltonianPaths.solveCycle(graph, Strategy.BACKTRACKING, SearchOptions.defaults()));
  }
}
