package io.github.knighttours.examples;

import static io.github.knighttours.examples.CommandRun.run;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.knighttours.Board;
import io.github.knighttours.Square;
import io.github.knighttours.TourValidator;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;

import java.io.Reader;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.GZIPInputStream;
import javax.imageio.ImageIO;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** The graph and draw subcommands, and tour's pictures and progress, run in-process. */
class GraphAndDrawCommandTest {

  /** knight-graph's small test files, from this module's directory (where surefire runs). */
  private static final Path GRAPHS = Path.of("../knight-graph/src/test/resources/graphs");

  /** The FHCP files on the development machine; absent in a fresh clone. */
  private static final Path FHCP = Path.of("../../shared/hcp/fhcp");

  private static final String SVG_NS = "http://www.w3.org/2000/svg";

  /** Runs with {@code stdin} as standard input. */
  private static CommandRun runWithInput(String stdin, String... args) {
    InputStream saved = System.in;
    System.setIn(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)));
    try {
      return run(args);
    } finally {
      System.setIn(saved);
    }
  }

  @AfterEach
  void askTheJvmAgain() {
    Terminal.assumedForTests = null;
  }

  // ---- graph ------------------------------------------------------------------------------

  /** A graph as the test reads the file itself: vertex ids and unordered edges "a b" (a < b). */
  private record FileGraph(Set<String> vertices, Set<String> edges) {
    boolean adjacent(String a, String b) {
      return edges.contains(a.compareTo(b) < 0 ? a + " " + b : b + " " + a);
    }
  }

  /** Reads the ends of every edge line with a pattern of the format, independently of GraphFiles. */
  private static FileGraph fileGraph(Path file) throws IOException {
    String name = file.getFileName().toString();
    String text;
    try (InputStream raw = Files.newInputStream(file);
        Reader in =
            new InputStreamReader(name.endsWith(".gz") ? new GZIPInputStream(raw) : raw, StandardCharsets.UTF_8)) {
      StringBuilder all = new StringBuilder();
      char[] buffer = new char[8192];
      for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
        all.append(buffer, 0, n);
      }
      text = all.toString();
    }
    String stem = name.replace(".gz", "");
    Pattern edge =
        stem.endsWith(".hcp")
            ? Pattern.compile("(?m)^(\\d+) (\\d+)$")
            : stem.endsWith(".col")
                ? Pattern.compile("(?m)^e (\\d+) (\\d+)$")
                : stem.endsWith(".graphml")
                    ? Pattern.compile("source=\"(\\w+)\" target=\"(\\w+)\"")
                    : stem.endsWith(".dot") ? Pattern.compile("(\\w+) -- (\\w+)") : Pattern.compile("(?m)^(\\w+),(\\w+)$");
    Set<String> vertices = new HashSet<>();
    Set<String> edges = new HashSet<>();
    Matcher m = edge.matcher(text);
    while (m.find()) {
      String a = m.group(1);
      String b = m.group(2);
      vertices.add(a);
      vertices.add(b);
      edges.add(a.compareTo(b) < 0 ? a + " " + b : b + " " + a);
    }
    Matcher dimension = Pattern.compile("DIMENSION\\s*:\\s*(\\d+)").matcher(text);
    if (dimension.find()) {
      for (int v = 1; v <= Integer.parseInt(dimension.group(1)); v++) {
        vertices.add(Integer.toString(v));
      }
    }
    return new FileGraph(vertices, edges);
  }

  /** Reads the "vertices" array of graph's JSON (the path), as strings; none when it is absent. */
  private static List<String> jsonPath(String json) {
    List<String> ids = new ArrayList<>();
    try {
      com.fasterxml.jackson.databind.JsonNode list = new com.fasterxml.jackson.databind.ObjectMapper().readTree(json).get("vertices");
      if (list != null) {
        list.forEach(v -> ids.add(v.asText()));
      }
    } catch (IOException e) {
      throw new AssertionError(json, e);
    }
    return ids;
  }

  private static void assertHamiltonian(FileGraph graph, List<String> path, boolean cycle) {
    assertEquals(graph.vertices(), new HashSet<>(path), "every vertex: " + path);
    assertEquals(graph.vertices().size(), path.size(), "each once: " + path);
    for (int i = 1; i < path.size(); i++) {
      assertTrue(graph.adjacent(path.get(i - 1), path.get(i)), path.get(i - 1) + " to " + path.get(i));
    }
    if (cycle) {
      assertTrue(graph.adjacent(path.get(path.size() - 1), path.get(0)), "closing edge of " + path);
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"petersen.hcp", "petersen.col", "petersen.graphml", "petersen.dot", "petersen.csv"})
  void graphOfEachFormatPrintsAHamiltonianPathOfTheFilesIds(String name) throws IOException {
    Path file = GRAPHS.resolve(name);
    CommandRun run = run("graph", file.toString(), "--strategy", "backtracking", "--format", "json");
    assertEquals(0, run.status(), run.err());
    FileGraph graph = fileGraph(file);
    assertHamiltonian(graph, jsonPath(run.out()), false);
    String json = run.out().trim();
    assertTrue(json.startsWith("{\"command\":\"graph\",\"graph\":\"" + name + "\",\"format\":\""), json);
    assertTrue(json.contains("\"directed\":false,\"vertexCount\":10,\"edgeCount\":15,\"kind\":\"open\",\"strategy\":\"BACKTRACKING\","
        + "\"outcome\":\"FOUND\""), json);
    assertTrue(run.err().startsWith("Found a Hamiltonian path of " + name + " (10 vertices, 15 edges)"), run.err());
  }

  @Test
  void textIsTheIdsOnOneLineAndACycleTurnsToItsStart() throws IOException {
    Path file = GRAPHS.resolve("cycle8.hcp");
    CommandRun run = run("graph", file.toString(), "--kind", "closed", "--start", "5", "--quiet");
    assertEquals(0, run.status(), run.err());
    assertEquals("", run.err());
    String[] lines = run.out().split("\\R");
    assertEquals(1, lines.length, run.out());
    List<String> ids = Arrays.asList(lines[0].split(" "));
    assertEquals("5", ids.get(0));
    assertHamiltonian(fileGraph(file), ids, true);
  }

  @Test
  void gzippedFileAndExplicitInputFormat(@TempDir Path dir) throws IOException {
    CommandRun gz = run("graph", GRAPHS.resolve("cycle8-gzipped.hcp.gz").toString(), "--kind", "closed");
    assertEquals(0, gz.status(), gz.err());
    Path edges = dir.resolve("edges.txt");
    Files.writeString(edges, "a,b\nb,c\nc,d\n");
    CommandRun unknown = run("graph", edges.toString());
    assertEquals(2, unknown.status());
    assertTrue(unknown.err().contains("--format-in"), unknown.err());
    CommandRun csv = run("graph", edges.toString(), "--format-in", "csv", "--start", "a");
    assertEquals(0, csv.status(), csv.err());
    assertEquals("a b c d", csv.out().trim());
  }

  @Test
  void petersenHasNoHamiltonianCycleProvenByExhaustiveSearch() {
    CommandRun run = run("graph", GRAPHS.resolve("petersen.dot").toString(), "--kind", "closed", "--strategy", "backtracking");
    assertEquals(3, run.status(), run.err());
    assertEquals("", run.out());
    assertTrue(run.err().startsWith("No Hamiltonian cycle of petersen.dot") && run.err().contains("none exists"), run.err());
    CommandRun json = run("graph", GRAPHS.resolve("petersen.hcp").toString(), "--kind", "closed", "--strategy", "backtracking", "--format", "json");
    assertEquals(3, json.status());
    assertTrue(json.out().contains("\"outcome\":\"PROVEN_ABSENT\"") && !json.out().contains("\"vertices\""), json.out());
  }

  @Test
  void budgetsAndHeuristicsThatGiveUpExitWithFour() {
    CommandRun budget =
        run("graph", GRAPHS.resolve("petersen.hcp").toString(), "--kind", "closed", "--strategy", "backtracking",
            "--node-budget", "3");
    assertEquals(4, budget.status(), budget.err());
    assertTrue(budget.err().contains("the budget ran out"), budget.err());
    CommandRun pohl =
        run("graph", GRAPHS.resolve("petersen.hcp").toString(), "--kind", "closed", "--strategy", "pohl");
    assertEquals(4, pohl.status(), pohl.err());
    assertTrue(pohl.err().contains("gave up"), pohl.err());
  }

  @Test
  void theDefaultStrategyAutoProvesThatThePetersenGraphHasNoCycleAndFindsAPath() {
    CommandRun cycle = run("graph", GRAPHS.resolve("petersen.hcp").toString(), "--kind", "closed");
    assertEquals(3, cycle.status(), cycle.err());
    assertTrue(cycle.err().contains("AUTO"), cycle.err());
    CommandRun path = run("graph", GRAPHS.resolve("petersen.hcp").toString(), "--format", "json");
    assertEquals(0, path.status(), path.err());
    assertTrue(path.out().contains("\"strategy\":\"AUTO\""), path.out());
  }

  @Test
  void badFilesAndValuesAreUsageErrorsInCommandLineWords(@TempDir Path dir) throws IOException {
    Path bad = dir.resolve("bad.hcp");
    Files.writeString(bad, "TYPE : HCP\nDIMENSION : 3\nEDGE_DATA_SECTION\n1 2\n2 4\n");
    CommandRun malformed = run("graph", bad.toString());
    assertEquals(2, malformed.status());
    assertTrue(malformed.err().contains("bad.hcp line 5: vertex 4 is outside 1..3"), malformed.err());
    CommandRun missing = run("graph", dir.resolve("none.hcp").toString());
    assertEquals(2, missing.status());
    assertTrue(missing.err().contains("cannot read") && missing.err().contains("no such file"), missing.err());
    CommandRun start = run("graph", GRAPHS.resolve("petersen.csv").toString(), "--start", "11");
    assertEquals(2, start.status());
    assertTrue(start.err().contains("--start 11 is not a vertex of petersen.csv"), start.err());
    CommandRun board = run("graph", GRAPHS.resolve("petersen.csv").toString(), "--strategy", "squirrel");
    assertEquals(2, board.status());
    assertTrue(board.err().contains("SQUIRREL needs a board"), board.err());
    assertEquals(2, run("graph", GRAPHS.resolve("petersen.csv").toString(), "--format-in", "xml").status());
    assertEquals(2, run("graph", GRAPHS.resolve("petersen.csv").toString(), "--format", "png").status());
    assertEquals(2, run("graph").status());
  }

  @Test
  void fhcpGraph3HasAHamiltonianCycleWhoseIdsAreChecked() throws IOException {
    Path file = FHCP.resolve("graph3.hcp.gz");
    assumeTrue(Files.isRegularFile(file), "the FHCP files are not at " + FHCP.toAbsolutePath());
    CommandRun run = run("graph", file.toString(), "--kind", "closed", "--strategy", "backtracking", "--format", "json");
    assertEquals(0, run.status(), run.err());
    FileGraph graph = fileGraph(file);
    assertEquals(78, graph.vertices().size());
    assertTrue(run.out().contains("\"vertexCount\":78,\"edgeCount\":" + graph.edges().size() + ","), run.out());
    assertHamiltonian(graph, jsonPath(run.out()), true);
  }

  @Test
  void aCycleAsATsplibTourFile() {
    CommandRun run = run("graph", GRAPHS.resolve("cycle8.hcp").toString(), "--kind", "closed", "--format", "tour");
    assertEquals(0, run.status(), run.err());
    List<String> lines = run.out().lines().toList();
    assertEquals("NAME : cycle8.tour", lines.get(0));
    assertTrue(lines.contains("TYPE : TOUR") && lines.contains("DIMENSION : 8"), run.out());
    int section = lines.indexOf("TOUR_SECTION");
    List<String> tour = lines.subList(section + 1, section + 9);
    assertEquals(List.of("-1", "EOF"), lines.subList(section + 9, lines.size()));
    // Every vertex once, each step and the closing one an edge of the 8-cycle 1-2-...-8-1.
    assertEquals(8, new java.util.HashSet<>(tour).size());
    for (int i = 0; i < 8; i++) {
      int a = Integer.parseInt(tour.get(i));
      int b = Integer.parseInt(tour.get((i + 1) % 8));
      assertTrue(Math.floorMod(a - b, 8) == 1 || Math.floorMod(b - a, 8) == 1, tour::toString);
    }
  }

  @Test
  void aTourFileNeedsACycleAndVerticesNumberedFromOne(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
    CommandRun open = run("graph", GRAPHS.resolve("cycle8.hcp").toString(), "--format", "tour");
    assertEquals(2, open.status());
    assertTrue(open.err().contains("--kind closed"), open.err());
    Path named = dir.resolve("triangle.dot");
    java.nio.file.Files.writeString(named, "graph { a -- b; b -- c; c -- a; }");
    CommandRun letters = run("graph", named.toString(), "--kind", "closed", "--format", "tour");
    assertEquals(2, letters.status());
    assertTrue(letters.err().contains("numbered 1 to 3") && letters.err().contains("'a'"), letters.err());
  }

  @Test
  void aPathToAChosenEndVertex() {
    CommandRun run =
        run("graph", GRAPHS.resolve("petersen.hcp").toString(), "--start", "1", "--end", "3", "--strategy", "backtracking");
    assertEquals(0, run.status(), run.err());
    List<String> path = List.of(run.out().trim().split(" "));
    assertEquals("1", path.get(0));
    assertEquals("3", path.get(path.size() - 1));
    assertEquals(10, new java.util.HashSet<>(path).size());
    // 1 and 2 are neighbours: a path between them would close into a Hamiltonian cycle, and the
    // Petersen graph has none.
    CommandRun none =
        run("graph", GRAPHS.resolve("petersen.hcp").toString(), "--start", "1", "--end", "2", "--strategy", "backtracking");
    assertEquals(3, none.status(), none.err());
    CommandRun noStart = run("graph", GRAPHS.resolve("petersen.hcp").toString(), "--end", "2");
    assertEquals(2, noStart.status());
    assertTrue(noStart.err().contains("--end 2 needs --start"), noStart.err());
    CommandRun closed = run("graph", GRAPHS.resolve("petersen.hcp").toString(), "--start", "1", "--end", "2", "--kind", "closed");
    assertEquals(2, closed.status());
    assertTrue(closed.err().contains("--end 2 is for open paths"), closed.err());
  }

  @Test
  void graphProgressDrawsOnStandardError() {
    CommandRun run = run("graph", GRAPHS.resolve("petersen.hcp").toString(), "--progress", "--time-budget", "5");
    assertEquals(0, run.status(), run.err());
    assertTrue(run.err().contains("Searching"), run.err());
  }

  // ---- tour pictures and progress ----------------------------------------------------------

  private static Document parseSvg(String svg) throws Exception {
    DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
    factory.setNamespaceAware(true);
    factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
    factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
    return factory.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
  }

  /** Asserts one polyline through the centres of {@code squares} on a board of {@code rows} rows, in order. */
  private static void assertPolylineThrough(String svg, int rows, List<String> squares) throws Exception {
    Document document = parseSvg(svg);
    assertEquals("svg", document.getDocumentElement().getLocalName());
    NodeList polylines = document.getElementsByTagNameNS(SVG_NS, "polyline");
    assertEquals(1, polylines.getLength());
    String[] points = ((Element) polylines.item(0)).getAttribute("points").trim().split("\\s+");
    assertEquals(squares.size(), points.length);
    for (int i = 0; i < points.length; i++) {
      Square s = Square.parse(squares.get(i));
      assertEquals(s.col() + "," + (rows - 1 - s.row()), points[i], "point " + i);
    }
  }

  @Test
  void tourAsSvgHasOnePolylineThroughEverySquare() throws Exception {
    CommandRun squares = run("tour", "--board", "6x6", "--start", "a1", "--format", "squares", "--quiet");
    CommandRun svg = run("tour", "--board", "6x6", "--start", "a1", "--format", "svg", "--quiet");
    assertEquals(0, svg.status(), svg.err());
    List<String> names = Arrays.asList(squares.out().trim().split(" "));
    assertTrue(TourValidator.validate(Board.of(6, 6), names.stream().map(Square::parse).toList()).isTour());
    assertPolylineThrough(svg.out(), 6, names);
  }

  @Test
  void tourAsPngGoesToAFileAndNeverToATerminal(@TempDir Path dir) throws IOException {
    Path png = dir.resolve("tour.png");
    CommandRun run = run("tour", "--board", "5x5", "--start", "a1", "--format", "png", "--output", png.toString());
    assertEquals(0, run.status(), run.err());
    BufferedImage image = ImageIO.read(png.toFile());
    assertTrue(image != null && image.getWidth() > 0 && image.getWidth() == image.getHeight(), String.valueOf(image));
    Terminal.assumedForTests = true;
    CommandRun terminal = run("tour", "--board", "5x5", "--start", "a1", "--format", "png");
    assertEquals(2, terminal.status());
    assertTrue(terminal.err().contains("--output"), terminal.err());
    assertEquals("", terminal.out());
  }

  @Test
  void tourAsGifAnimatesTheSearchFrameByFrame(@TempDir Path dir) throws IOException {
    Path gif = dir.resolve("search.gif");
    CommandRun run =
        run("tour", "--board", "5x5", "--start", "c1", "--strategy", "backtracking", "--format", "gif",
            "--animate", "search", "--output", gif.toString());
    assertEquals(0, run.status(), run.err());
    CommandRun tourOnly =
        run("tour", "--board", "5x5", "--start", "c1", "--strategy", "backtracking", "--format", "gif",
            "--output", dir.resolve("tour.gif").toString());
    assertEquals(0, tourOnly.status(), tourOnly.err());
    int searchFrames = gifFrames(gif);
    int tourFrames = gifFrames(dir.resolve("tour.gif"));
    // The tour growing: the empty board, one frame a move, the finished tour. The search from c1
    // also takes squares back, so it has more frames than the tour alone.
    assertEquals(25 + 2, tourFrames);
    assertTrue(searchFrames > tourFrames, searchFrames + " vs " + tourFrames);
    Terminal.assumedForTests = true;
    CommandRun terminal = run("tour", "--board", "5x5", "--format", "gif");
    assertEquals(2, terminal.status());
    assertTrue(terminal.err().contains("--format gif is binary"), terminal.err());
  }

  @Test
  void tourAsHtmlHoldsEveryStepOfTheSearch() {
    CommandRun json = run("tour", "--board", "6x6", "--start", "c1", "--strategy", "backtracking", "--format", "json");
    Matcher nodes = Pattern.compile("\"nodes\":(\\d+)").matcher(json.out());
    assertTrue(nodes.find(), json.out());
    CommandRun html =
        run("tour", "--board", "6x6", "--start", "c1", "--strategy", "backtracking", "--format", "html",
            "--animate", "search", "--quiet");
    assertEquals(0, html.status(), html.err());
    Matcher kinds = Pattern.compile("\"kinds\":\"([SPRD]*)\"").matcher(html.out());
    assertTrue(kinds.find(), html.out());
    long placed = kinds.group(1).chars().filter(c -> c == 'S' || c == 'P').count();
    assertEquals(Long.parseLong(nodes.group(1)), placed); // one placement per search node
    assertTrue(!html.out().contains("https://") && !html.out().contains("src=\"http"));
  }

  @Test
  void animationsOfBoardsTooLargeAreRefusedBeforeTheSearch() {
    CommandRun run = run("tour", "--board", "1100x1100", "--format", "gif", "--output", "unused.gif");
    assertEquals(2, run.status());
    assertTrue(run.err().contains("--format gif animates boards of up to 1024"), run.err());
    assertTrue(!Files.exists(Path.of("unused.gif")));
  }

  private static int gifFrames(Path file) throws IOException {
    try (javax.imageio.stream.ImageInputStream in = ImageIO.createImageInputStream(file.toFile())) {
      javax.imageio.ImageReader reader = ImageIO.getImageReadersByFormatName("gif").next();
      reader.setInput(in);
      int frames = reader.getNumImages(true);
      reader.dispose();
      return frames;
    }
  }

  @Test
  void tourProgressIsDrawnOnlyWhenAskedForOrInATerminal() {
    CommandRun plain = run("tour", "--board", "8x8", "--strategy", "backtracking");
    assertTrue(!plain.err().contains("Searching"), plain.err());
    CommandRun asked = run("tour", "--board", "8x8", "--strategy", "backtracking", "--progress", "--time-budget", "10");
    assertEquals(0, asked.status(), asked.err());
    assertTrue(asked.err().contains("Searching") && asked.err().contains("ms"), asked.err());
    // Off a terminal, plain lines that a log keeps, not a bar's redraws with unknown totals.
    assertTrue(asked.err().contains("longest path 64/64") && !asked.err().contains("? %"), asked.err());
    assertTrue(asked.err().lines().anyMatch(l -> l.matches("Searching: \\d+ steps, longest path \\d+/64, \\d+ ms of 10000 ms")), asked.err());
    Terminal.assumedForTests = true;
    CommandRun terminal = run("tour", "--board", "8x8", "--strategy", "backtracking");
    assertTrue(terminal.err().contains("Searching"), terminal.err());
  }

  @Test
  void aFailedTourSaysHowManyStepsItTook() {
    CommandRun run = run("tour", "--board", "8x8", "--strategy", "backtracking", "--node-budget", "10");
    assertEquals(4, run.status());
    assertTrue(run.err().matches("(?s).*\\(BACKTRACKING, \\d+ ms, \\d+ steps.*"), run.err());
  }

  @Test
  void graphAsSvgNumbersThePathsVerticesInVisitingOrder() throws Exception {
    Path file = GRAPHS.resolve("petersen.hcp");
    CommandRun text = run("graph", file.toString(), "--strategy", "backtracking", "--quiet");
    assertEquals(0, text.status(), text.err());
    List<String> order = Arrays.asList(text.out().trim().split(" "));
    CommandRun svg = run("graph", file.toString(), "--strategy", "backtracking", "--format", "svg", "--quiet");
    assertEquals(0, svg.status(), svg.err());
    Document picture = parseSvg(svg.out());
    NodeList circles = picture.getElementsByTagNameNS(SVG_NS, "circle");
    assertEquals(10, circles.getLength());
    // Each vertex's circle is titled with its id, and the numbers follow the text output's order.
    List<String> numbered = new ArrayList<>();
    NodeList texts = picture.getElementsByTagNameNS(SVG_NS, "text");
    for (int i = 0; i < texts.getLength(); i++) {
      numbered.add(texts.item(i).getTextContent().trim());
    }
    List<String> expected = new ArrayList<>();
    for (int i = 1; i <= order.size(); i++) {
      expected.add(Integer.toString(i));
    }
    assertEquals(expected, numbered);
    int pathEdges = 0;
    NodeList lines = picture.getElementsByTagNameNS(SVG_NS, "line");
    for (int i = 0; i < lines.getLength(); i++) {
      if (((Element) lines.item(i)).getAttribute("class").contains("path-edge")) {
        pathEdges++;
      }
    }
    assertEquals(15, lines.getLength()); // every edge of the Petersen graph once
    assertEquals(9, pathEdges);
  }

  @Test
  void graphAsDotOfACycleHasItsClosingEdgeBold() {
    CommandRun dot = run("graph", GRAPHS.resolve("cycle8.hcp").toString(), "--kind", "closed", "--format", "dot");
    assertEquals(0, dot.status(), dot.err());
    assertTrue(dot.out().startsWith("graph"), dot.out());
    long bold = dot.out().lines().filter(line -> line.contains("--") && line.contains("bold")).count();
    assertEquals(8, bold, dot.out());
  }

  @Test
  void graphPicturesOfTooLargeGraphsAreRefusedBeforeTheSearch(@TempDir Path dir) throws IOException {
    Path big = dir.resolve("big.csv");
    StringBuilder edges = new StringBuilder();
    for (int i = 0; i < 6000; i++) {
      edges.append(i).append(',').append(i + 1).append('\n');
    }
    Files.writeString(big, edges);
    CommandRun run = run("graph", big.toString(), "--format", "svg");
    assertEquals(2, run.status(), run.err());
    assertTrue(run.err().contains("--format svg draws graphs of up to"), run.err());
    assertTrue(run.err().contains("6001"), run.err());
  }

  // ---- draw --------------------------------------------------------------------------------

  @ParameterizedTest
  @ValueSource(strings = {"squares", "json", "csv"})
  void drawReadsEachTourFormatFromStandardInput(String format) throws Exception {
    CommandRun squares = run("tour", "--board", "5x6", "--start", "a1", "--format", "squares", "--quiet");
    CommandRun tour = run("tour", "--board", "5x6", "--start", "a1", "--format", format, "--quiet");
    assertEquals(0, tour.status(), tour.err());
    CommandRun draw = runWithInput(tour.out(), "draw");
    assertEquals(0, draw.status(), draw.err());
    assertPolylineThrough(draw.out(), 5, Arrays.asList(squares.out().trim().split(" ")));
  }

  @Test
  void drawReadsAFileAndWritesPng(@TempDir Path dir) throws IOException {
    Path json = dir.resolve("tour.json");
    assertEquals(0, run("tour", "--board", "8x8", "--kind", "closed", "--format", "json", "-o", json.toString()).status());
    Path png = dir.resolve("tour.png");
    CommandRun draw = run("draw", json.toString(), "--format", "png", "--output", png.toString());
    assertEquals(0, draw.status(), draw.err());
    byte[] signature = Arrays.copyOf(Files.readAllBytes(png), 8);
    assertArrayEquals(new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'}, signature);
    Terminal.assumedForTests = true;
    assertEquals(2, run("draw", json.toString(), "--format", "png").status());
  }

  @Test
  void drawAnimatesATourReadBackAsHtml() {
    CommandRun squares = run("tour", "--board", "5x6", "--start", "a1", "--format", "squares", "--quiet");
    CommandRun html = runWithInput(squares.out(), "draw", "--format", "html");
    assertEquals(0, html.status(), html.err());
    Matcher data = Pattern.compile("\"squares\":\\[([0-9,]*)\\]").matcher(html.out());
    assertTrue(data.find(), html.out());
    List<String> names = new ArrayList<>();
    for (String index : data.group(1).split(",")) {
      int i = Integer.parseInt(index);
      names.add(Square.of(i / 6, i % 6).toString());
    }
    assertEquals(Arrays.asList(squares.out().trim().split(" ")), names);
  }

  @Test
  void drawRefusesWhatIsNotATourInCommandLineWords(@TempDir Path dir) throws IOException {
    CommandRun shortPath = runWithInput("a1 b3 c5\n", "draw");
    assertEquals(2, shortPath.status());
    assertTrue(shortPath.err().contains("not a knight's tour of the 5x3 board"), shortPath.err());
    CommandRun notASquare = runWithInput("a1 b3 zz\n", "draw");
    assertEquals(2, notASquare.status());
    assertTrue(notASquare.err().contains("square 3 of the input, 'zz'"), notASquare.err());
    CommandRun picture = runWithInput(run("tour", "--board", "5x5", "--start", "a1", "--format", "svg").out(), "draw");
    assertEquals(2, picture.status());
    assertTrue(picture.err().contains("an SVG picture, which draw cannot read back"), picture.err());
    CommandRun empty = runWithInput("", "draw", "-");
    assertEquals(2, empty.status());
    assertTrue(empty.err().contains("empty"), empty.err());
    CommandRun tour = run("tour", "--board", "5x5", "--start", "a1", "--format", "squares", "--quiet");
    CommandRun wrongBoard = runWithInput(tour.out(), "draw", "--board", "6x6");
    assertEquals(2, wrongBoard.status());
    assertTrue(wrongBoard.err().contains("6x6"), wrongBoard.err());
    CommandRun missing = run("draw", dir.resolve("none.txt").toString());
    assertEquals(2, missing.status());
    assertTrue(missing.err().contains("no such file"), missing.err());
  }

  @Test
  void helpOfTheNewCommandsHasExitCodesAndExamples() {
    for (String command : List.of("graph", "draw")) {
      CommandRun run = run(command, "--help");
      assertEquals(0, run.status());
      assertTrue(run.out().contains("Exit codes:") && run.out().contains("Examples:"), run.out());
    }
    assertTrue(run("graph", "--help").out().replaceAll("\\s+", " ").contains("BACKTRACKING, WARNSDORFF, POHL"));
    assertTrue(new LinkedHashSet<>(List.of(run("--help").out().split("\\s+"))).containsAll(List.of("graph", "draw")));
  }

  @Test
  void threadsRunAutosSearchesSideBySideAndTheSummaryNamesTheOneThatFound() throws IOException {
    Path cycle = GRAPHS.resolve("cycle8.hcp");
    CommandRun found = run("graph", cycle.toString(), "--kind", "closed", "--threads", "2");
    assertEquals(0, found.status(), found.err());
    assertHamiltonian(fileGraph(cycle), Arrays.asList(found.out().trim().split(" ")), true);
    assertTrue(found.err().contains(", found by "), found.err());
    // Petersen's graph has no Hamiltonian cycle: an exact search proves it, on either thread.
    CommandRun none = run("graph", GRAPHS.resolve("petersen.hcp").toString(), "--kind", "closed", "--threads", "2");
    assertEquals(3, none.status(), none.err());
    assertTrue(none.err().contains("threads side by side"), none.err());
    // A seed without --threads asks for an answer that repeats: one thread.
    CommandRun seeded = run("graph", GRAPHS.resolve("petersen.hcp").toString(), "--kind", "closed", "--seed", "7");
    assertEquals(3, seeded.status(), seeded.err());
    assertFalse(seeded.err().contains("side by side"), seeded.err());
    CommandRun bad = run("graph", cycle.toString(), "--threads", "0");
    assertEquals(2, bad.status());
    assertTrue(bad.err().contains("threads must be between 1 and 256, got 0"), bad.err());
    assertTrue(run("graph", "--help").out().replaceAll("\\s+", " ").contains("--threads=N"));
  }
}
