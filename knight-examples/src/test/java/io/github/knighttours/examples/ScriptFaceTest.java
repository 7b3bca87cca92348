package io.github.knighttours.examples;

import static io.github.knighttours.examples.CommandRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.knighttours.Board;
import io.github.knighttours.Square;
import io.github.knighttours.Tour;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One face for scripts: the same JSON field names across {@code tour}, {@code count}, {@code
 * graph} and {@code uncrossed}; {@code count}'s number alone on standard output; {@code draw}
 * reading every text format {@code tour} writes, with JSON read as JSON.
 */
class ScriptFaceTest {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Path GRAPHS = Path.of("../knight-graph/src/test/resources/graphs");

  @TempDir Path dir;

  private static CommandRun runWithInput(String stdin, String... args) {
    InputStream saved = System.in;
    System.setIn(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)));
    try {
      return run(args);
    } finally {
      System.setIn(saved);
    }
  }

  private static JsonNode json(CommandRun run) throws IOException {
    assertEquals(1, run.out().lines().count(), "one line of JSON: " + run.out());
    return JSON.readTree(run.out());
  }

  // ---- the same names everywhere -------------------------------------------------------------

  @Test
  void everySearchNamesItsFieldsAlike() throws IOException {
    List<JsonNode> results = List.of(
        json(run("tour", "--board", "5x6", "--format", "json", "-q")),
        json(run("tour", "--board", "2x3x4", "--format", "json", "-q")),
        json(run("graph", GRAPHS.resolve("petersen.hcp").toString(), "--format", "json", "-q")),
        json(run("graph", GRAPHS.resolve("petersen.dot").toString(), "--kind", "closed", "--strategy", "backtracking",
            "--format", "json")),
        json(run("uncrossed", "--board", "5x5", "--format", "json", "-q")));
    for (JsonNode result : results) {
      for (String field : List.of("command", "kind", "outcome", "start", "end", "nodes", "elapsedMillis", "explanation")) {
        assertTrue(result.has(field), field + " in " + result);
      }
      for (String old : List.of("closed", "solver", "path", "cells", "file")) {
        assertFalse(result.has(old), old + " in " + result);
      }
      assertTrue(result.get("kind").textValue().matches("open|closed"), result.toString());
      assertTrue(result.has("board") != result.has("graph"), result.toString());
      assertTrue(result.get("command").textValue().equals("uncrossed") || result.has("strategy"), result.toString());
    }
  }

  @Test
  void graphVertexIdsAreNumbersWhenTheFilesIdsAreIntegers() throws IOException {
    JsonNode numbered = json(run("graph", GRAPHS.resolve("petersen.hcp").toString(), "--format", "json", "-q"));
    assertEquals(10, numbered.get("vertices").size());
    numbered.get("vertices").forEach(v -> assertTrue(v.isIntegralNumber(), numbered.toString()));
    assertTrue(numbered.get("start").isIntegralNumber() && numbered.get("end").isIntegralNumber(), numbered.toString());
    JsonNode named = json(run("graph", GRAPHS.resolve("petersen.graphml").toString(), "--format", "json", "-q"));
    named.get("vertices").forEach(v -> assertTrue(v.isTextual() && v.textValue().startsWith("v"), named.toString()));
    assertEquals("petersen.graphml", named.get("graph").textValue());
    assertEquals(15, named.get("edgeCount").intValue());
  }

  @Test
  void jsonIsAsciiWhateverTheCharsetOfStandardOutput() throws IOException {
    String text = ResultJson.text(ResultJson.of("graph").put("explanation", "P\u00f3sa's rotations \u2192 \"done\""));
    assertTrue(text.chars().allMatch(c -> c < 0x80), text);
    assertEquals("P\u00f3sa's rotations \u2192 \"done\"", JSON.readTree(text).get("explanation").textValue());
  }

  @Test
  void graphIdsThatOnlyLookLikeNumbersStayStrings() {
    assertTrue(GraphCommand.isInteger("12"));
    assertTrue(GraphCommand.isInteger("-3"));
    assertTrue(GraphCommand.isInteger("0"));
    for (String id : List.of("007", "+1", "1.0", "1e3", "", "-", "99999999999999999999", "a1")) {
      assertFalse(GraphCommand.isInteger(id), id);
    }
  }

  /**
   * picocli reads every declared method and field of a command class, which loads the types in
   * their signatures: a Jackson type there would load Jackson on every run, not only for JSON.
   */
  @Test
  void noSearchCommandNamesAJacksonTypeInItsSignatures() {
    for (Class<?> command : List.of(TourCommand.class, CountCommand.class, GraphCommand.class, UncrossedCommand.class)) {
      for (java.lang.reflect.Method method : command.getDeclaredMethods()) {
        List<Class<?>> types = new ArrayList<>(List.of(method.getParameterTypes()));
        types.add(method.getReturnType());
        for (Class<?> type : types) {
          assertFalse(type.getName().startsWith("com.fasterxml"), command.getSimpleName() + "." + method.getName());
        }
      }
      for (java.lang.reflect.Field field : command.getDeclaredFields()) {
        assertFalse(field.getType().getName().startsWith("com.fasterxml"), command.getSimpleName() + "." + field.getName());
      }
    }
  }

  // ---- count -----------------------------------------------------------------------------

  @Test
  void countPrintsTheNumberAloneAndItsDetailsOnStandardError() {
    CommandRun run = run("count", "--board", "5x5", "--threads", "1");
    assertEquals(0, run.status(), run.err());
    assertEquals("864\n", run.out());
    assertTrue(run.err().startsWith("Open tours of the 5x5 board (undirected): 864\nexact; "), run.err());
  }

  @Test
  void countTakesFormatJson() throws IOException {
    CommandRun run = run("count", "--board", "5x5", "--directed", "--format", "json");
    assertEquals(0, run.status(), run.err());
    JsonNode count = json(run);
    assertEquals("count", count.get("command").textValue());
    assertEquals("5x5", count.get("board").textValue());
    assertEquals("open", count.get("kind").textValue());
    assertTrue(count.get("directed").booleanValue());
    assertTrue(count.get("count").isIntegralNumber());
    assertEquals(1728, count.get("count").intValue());
    assertTrue(count.get("complete").booleanValue());
    assertTrue(count.get("explanation").textValue().startsWith("exact"), count.toString());
    CommandRun lowerBound = run("count", "--board", "8x8", "--kind", "closed", "--time-budget", "0.001", "--format", "json");
    assertEquals(4, lowerBound.status(), lowerBound.err());
    assertFalse(json(lowerBound).get("complete").booleanValue());
  }

  @Test
  void countsBeyondALongAreWrittenExactly() throws IOException {
    BigInteger huge = BigInteger.TWO.pow(70).add(BigInteger.ONE);
    String text = ResultJson.text(ResultJson.of("count").put("count", huge));
    assertEquals("{\"command\":\"count\",\"count\":1180591620717411303425}", text);
    assertEquals(huge, ResultJson.read(text, "the test").get("count").bigIntegerValue());
  }

  // ---- draw reads what tour writes ---------------------------------------------------------

  @Test
  void aNestedSquaresKeyPlacedFirstDoesNotFoolDraw() throws IOException {
    CommandRun tour = run("tour", "--board", "5x5", "--start", "a1", "--format", "json", "-q");
    JsonNode real = JSON.readTree(tour.out());
    String wrapped = "{\"note\":{\"squares\":[\"a1\",\"b3\"]},\"decoy\":[{\"squares\":[\"c5\"]}],"
        + tour.out().trim().substring(1);
    CommandRun drawn = runWithInput(wrapped, "draw", "--format", "html");
    assertEquals(0, drawn.status(), drawn.err());
    assertEquals(real.get("squares").size(), 25);
    CommandRun onlyNested = runWithInput("{\"note\":{\"squares\":[\"a1\",\"b3\"]},\"board\":\"5x5\"}", "draw");
    assertEquals(2, onlyNested.status());
    assertTrue(onlyNested.err().contains("no \"squares\" list"), onlyNested.err());
    CommandRun twice = runWithInput("{\"squares\":[\"a1\",\"c2\"],\"squares\":[\"b1\"]}", "draw");
    assertEquals(2, twice.status());
    assertTrue(twice.err().contains("Duplicate field 'squares'"), twice.err());
    CommandRun broken = runWithInput("{\"squares\":[\"a1\",", "draw");
    assertEquals(2, broken.status());
    assertTrue(broken.err().contains("not valid JSON"), broken.err());
  }

  @Test
  void drawReadsTheSquaresOfJsonInTheOrderGiven() throws IOException {
    CommandRun tour = run("tour", "--board", "5x5", "--start", "a1", "--format", "squares", "-q");
    List<String> squares = List.of(tour.out().trim().split(" "));
    // The JSON of the same tour, with the fields in another order and white space between them.
    String json = "{ \"squares\" : " + JSON.writeValueAsString(squares) + ",\n \"board\": \"5x5\" }";
    Path out = dir.resolve("a.svg");
    Path expected = dir.resolve("b.svg");
    assertEquals(0, runWithInput(json, "draw", "-o", out.toString()).status());
    assertEquals(0, runWithInput(tour.out(), "draw", "-o", expected.toString()).status());
    assertEquals(Files.readString(expected), Files.readString(out));
  }

  /** The picture draw makes of tour's output in {@code format}: the same for every text format. */
  private String drawn(String format, String... tourArgs) throws IOException {
    List<String> args = new ArrayList<>(List.of(tourArgs));
    args.addAll(List.of("--format", format, "-q"));
    CommandRun tour = run(args.toArray(String[]::new));
    assertEquals(0, tour.status(), tour.err());
    Path svg = dir.resolve(format + ".svg");
    CommandRun draw = runWithInput(tour.out(), "draw", "-o", svg.toString());
    assertEquals(0, draw.status(), format + ": " + draw.err() + "\n" + tour.out());
    return Files.readString(svg);
  }

  @Test
  void drawReadsEveryTextFormatOfTour() throws IOException {
    for (String[] tour : List.of(
        new String[] {"tour", "--board", "6x6", "--start", "c3", "--kind", "closed"},
        new String[] {"tour", "--board", "5x7", "--start", "a1"},
        new String[] {"tour", "--board", "12x12", "--start", "a1"},
        new String[] {"tour", "--board", "2x3x4", "--start", "(0,0,0)"},
        new String[] {"tour", "--board", "3x4x4", "--start", "(1,2,3)", "--kind", "closed"})) {
      String json = drawn("json", tour);
      for (String format : List.of("board", "squares", "csv")) {
        assertEquals(json, drawn(format, tour), String.join(" ", tour) + " --format " + format);
      }
    }
  }

  @Test
  void drawReadsBackTheSameTourFromEveryTextFormat() throws IOException {
    for (String[] tour : List.of(
        new String[] {"tour", "--board", "8x8", "--start", "b1"},
        new String[] {"tour", "--board", "6x6", "--cylinder", "--start", "a1"},
        new String[] {"tour", "--board", "3x4x4", "--start", "(0,0,0)"})) {
      List<String> args = new ArrayList<>(List.of(tour));
      args.addAll(List.of("--format", "json", "-q"));
      JsonNode written = JSON.readTree(run(args.toArray(String[]::new)).out());
      for (String format : List.of("board", "squares", "json", "csv")) {
        args.set(args.size() - 2, format);
        List<String> draw = new ArrayList<>(List.of("draw", "--format", "json"));
        if (args.contains("--cylinder") && (format.equals("board") || format.equals("squares"))) {
          draw.add("--cylinder"); // these two do not state the shape: the option gives it
        }
        CommandRun read = runWithInput(run(args.toArray(String[]::new)).out(), draw.toArray(String[]::new));
        assertEquals(0, read.status(), format + ": " + read.err());
        JsonNode json = JSON.readTree(read.out());
        assertEquals("draw", json.get("command").textValue());
        assertEquals(written.get("squares"), json.get("squares"), String.join(" ", tour) + " --format " + format);
        assertEquals(written.get("board"), json.get("board"), format);
      }
    }
  }

  @Test
  void drawReadsTheHolesOfTheNumberedBoard() throws IOException {
    Path holes = dir.resolve("holes.txt");
    Files.writeString(holes, "......\n......\n..#...\n......\n......\n......\n");
    String[] tour = {"tour", "--holes", holes.toString(), "--start", "a1"};
    assertEquals(drawn("json", tour), drawn("board", tour));
    CommandRun board = run("tour", "--holes", holes.toString(), "--start", "a1", "-q");
    NumberedBoard read = NumberedBoard.read(board.out());
    assertEquals(List.of(Square.parse("c4")), read.holes());
    Tour found = Tour.of(Board.of(6, 6).withHoles(Set.of(Square.parse("c4"))), read.squares());
    assertEquals(Square.parse("a1"), found.start());
  }

  @Test
  void drawRefusesEachPictureFormatSayingItCannotBeReadBack() throws IOException {
    for (String format : List.of("svg", "png", "gif", "html")) {
      Path picture = dir.resolve("tour." + format);
      assertEquals(0, run("tour", "--board", "5x5", "--start", "a1", "--format", format, "-o", picture.toString()).status());
      CommandRun draw = run("draw", picture.toString());
      assertEquals(2, draw.status(), format);
      assertTrue(draw.err().contains("which draw cannot read back"), format + ": " + draw.err());
      assertTrue(draw.err().contains("--format board, squares, json or csv"), draw.err());
    }
  }

  @Test
  void drawSaysWhenTheJsonHoldsNoTour() {
    CommandRun absent = run("tour", "--board", "5x5", "--start", "b1", "--format", "json");
    CommandRun draw = runWithInput(absent.out(), "draw");
    assertEquals(2, draw.status());
    assertTrue(draw.err().contains("its outcome is PROVEN_ABSENT"), draw.err());
  }

  @Test
  void theNumberedBoardIsReadStrictly() {
    for (String bad : List.of(
        "1 |  1  2 |\n2 |  3  4 |", // ranks counting up
        "2 |  1  2 |\n1 |  1  4 |", // a number twice
        "2 |  1  x |\n1 |  3  4 |", // not a number
        "2 |  1  2  5 |\n1 |  3  4 |")) { // rows of different lengths
      try {
        NumberedBoard.read(bad);
        throw new AssertionError("read: " + bad);
      } catch (IllegalArgumentException expected) {
        assertTrue(expected.getMessage().contains("numbered board"), expected.getMessage());
      }
    }
  }

  // ---- graph --directed ----------------------------------------------------------------------

  @Test
  void directedFilesAreSearchedAlongTheirArcs() throws IOException {
    Path cycle = dir.resolve("cycle.dot");
    Files.writeString(cycle, "digraph { 1 -> 2; 2 -> 3; 3 -> 4; 4 -> 1; 1 -> 3; }\n");
    CommandRun found = run("graph", cycle.toString(), "--directed", "--kind", "closed", "--strategy", "backtracking",
        "--format", "json", "-q");
    assertEquals(0, found.status(), found.err());
    JsonNode json = json(found);
    assertTrue(json.get("directed").booleanValue());
    List<Integer> order = new ArrayList<>();
    json.get("vertices").forEach(v -> order.add(v.intValue()));
    assertEquals(4, order.size());
    int at = order.indexOf(1);
    for (int i = 0; i < 4; i++) { // the only directed cycle is 1 2 3 4
      assertEquals(List.of(1, 2, 3, 4).get(i), order.get((at + i) % 4), order.toString());
    }
  }

  @Test
  void directionCanTakeAwayTheOnlyCycleAndOnlyAnExhaustiveSearchProvesIt() throws IOException {
    Path transitive = dir.resolve("transitive.graphml");
    Files.writeString(transitive, "<graphml xmlns=\"http://graphml.graphdrawing.org/xmlns\">"
        + "<graph edgedefault=\"directed\"><edge source=\"a\" target=\"b\"/><edge source=\"b\" target=\"c\"/>"
        + "<edge source=\"a\" target=\"c\"/></graph></graphml>\n");
    assertEquals(0, run("graph", transitive.toString(), "--kind", "closed", "--strategy", "backtracking", "-q").status());
    CommandRun proven = run("graph", transitive.toString(), "--directed", "--kind", "closed", "--strategy", "backtracking");
    assertEquals(3, proven.status(), proven.err());
    assertTrue(proven.err().contains("none exists"), proven.err());
    CommandRun heuristic = run("graph", transitive.toString(), "--directed", "--kind", "closed", "--strategy", "warnsdorff");
    assertEquals(4, heuristic.status(), heuristic.err());
    CommandRun path = run("graph", transitive.toString(), "--directed", "--strategy", "backtracking", "-q");
    assertEquals("a b c\n", path.out());
    CommandRun network = run("graph", transitive.toString(), "--directed", "--strategy", "neural_network");
    assertEquals(2, network.status(), network.err());
    assertTrue(network.err().contains("NEURAL_NETWORK does not take a directed graph"), network.err());
  }

  @Test
  void directedRefusesFilesWithoutDirectionNamingTheFormat() throws IOException {
    CommandRun hcp = run("graph", GRAPHS.resolve("petersen.hcp").toString(), "--directed");
    assertEquals(2, hcp.status());
    assertTrue(hcp.err().contains("petersen.hcp is hcp, whose edges have no direction"), hcp.err());
    CommandRun csv = run("graph", GRAPHS.resolve("petersen.csv").toString(), "--directed");
    assertEquals(2, csv.status());
    assertTrue(csv.err().contains("is csv"), csv.err());
    CommandRun undirectedDot = run("graph", GRAPHS.resolve("petersen.dot").toString(), "--directed");
    assertEquals(2, undirectedDot.status());
    assertTrue(undirectedDot.err().contains("not a DOT digraph"), undirectedDot.err());
    CommandRun undirectedGraphMl = run("graph", GRAPHS.resolve("petersen.graphml").toString(), "--directed");
    assertEquals(2, undirectedGraphMl.status());
    assertTrue(undirectedGraphMl.err().contains("edgedefault=\"undirected\""), undirectedGraphMl.err());
  }

}
