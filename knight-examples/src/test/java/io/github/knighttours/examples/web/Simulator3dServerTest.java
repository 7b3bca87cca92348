package io.github.knighttours.examples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.knighttours.KnightTours;
import io.github.knighttours.PathRequest;
import io.github.knighttours.Strategy;
import io.github.knighttours.TourKind;
import io.github.knighttours.shapes.Board3d;
import io.github.knighttours.shapes.Cell;
import io.github.knighttours.examples.web.EventStream.Event;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Runs on three-dimensional boards through {@code /api/run?layers=…}, over real HTTP. */
@Timeout(value = 5, unit = TimeUnit.MINUTES) // a guard against a hang, not a speed limit
class Simulator3dServerTest {

  private static SimulatorHttp http;

  @BeforeAll
  static void start() throws IOException {
    http = SimulatorHttp.start();
  }

  @AfterAll
  static void stop() {
    http.close();
  }

  private static URI uri(String pathAndQuery) {
    return http.uri(pathAndQuery);
  }

  private static HttpResponse<String> get(String pathAndQuery) throws IOException, InterruptedException {
    return http.get(pathAndQuery);
  }

  private static HttpResponse<String> post(String pathAndQuery) throws IOException, InterruptedException {
    return http.post(pathAndQuery);
  }

  private static HttpResponse<InputStream> open(String query) throws IOException, InterruptedException {
    return http.open(query);
  }

  /** A query with the start cell URL-encoded. */
  private static String query(String board, String start, String rest) {
    String[] sizes = board.split("x");
    return "layers=" + sizes[0] + "&rows=" + sizes[1] + "&cols=" + sizes[2] + "&start="
        + URLEncoder.encode(start, StandardCharsets.UTF_8) + (rest.isEmpty() ? "" : "&" + rest);
  }

  private static String field(String json, String name) {
    return SimulatorHttp.field(json, name);
  }

  /**
   * The {@code squares} of an end event, as {layer, row, col} triples; none when it has none (as
   * when no tour was found). The cells are written as {@code tour --format json} writes them,
   * {@code "(l,r,c)"}.
   */
  private static List<int[]> cells(String json) {
    JsonNode squares;
    try {
      squares = new ObjectMapper().readTree(json).get("squares");
    } catch (IOException e) {
      throw new AssertionError("not JSON: " + json, e);
    }
    List<int[]> cells = new ArrayList<>();
    if (squares == null) {
      return cells;
    }
    for (JsonNode square : squares) {
      Cell c = Cell.parse(square.textValue());
      cells.add(new int[] {c.layer(), c.row(), c.col()});
    }
    return cells;
  }

  /**
   * Checks a tour from its coordinates alone: every cell of the board once, each step (and for a
   * closed tour the return to the first cell) changing the three coordinates by 0, 1 and 2 in
   * some order and with some signs.
   */
  static void assertTour3d(List<int[]> tour, int layers, int rows, int cols, boolean closed) {
    assertEquals(layers * rows * cols, tour.size(), "cells in the tour");
    Set<String> seen = new HashSet<>();
    for (int[] c : tour) {
      assertTrue(
          c[0] < layers && c[1] < rows && c[2] < cols, Arrays.toString(c) + " on " + layers + "x" + rows + "x" + cols);
      assertTrue(seen.add(Arrays.toString(c)), Arrays.toString(c) + " visited twice");
    }
    int steps = closed ? tour.size() : tour.size() - 1;
    for (int i = 0; i < steps; i++) {
      int[] a = tour.get(i);
      int[] b = tour.get((i + 1) % tour.size());
      int[] d = {Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1]), Math.abs(a[2] - b[2])};
      Arrays.sort(d);
      assertTrue(
          Arrays.equals(new int[] {0, 1, 2}, d),
          "step " + (i + 1) + " from " + Arrays.toString(a) + " to " + Arrays.toString(b) + " is not a knight move");
    }
  }

  /** A whole run, read to its end: the run event, the progress events and the end event. */
  private record Finished(String runJson, List<Event> progress, String endJson) {}

  private static Finished runToEnd(String query) throws IOException, InterruptedException {
    HttpResponse<InputStream> response = open(query);
    assertEquals(200, response.statusCode());
    assertTrue(response.headers().firstValue("Content-Type").orElse("").startsWith("text/event-stream"));
    try (EventStream events = new EventStream(response.body())) {
      List<Event> all = events.rest();
      assertEquals("run", all.get(0).name(), all.toString());
      assertEquals("end", all.get(all.size() - 1).name(), all.toString());
      List<Event> middle = all.subList(1, all.size() - 1);
      for (Event event : middle) {
        assertEquals("progress", event.name(), "only progress between run and end: no steps on 3-D boards");
      }
      return new Finished(all.get(0).data(), middle, all.get(all.size() - 1).data());
    }
  }

  @Test
  void closedFourByFourByFourTourIsStreamedAndIsATour() throws Exception {
    Finished run = runToEnd(query("4x4x4", "(1,2,3)", "strategy=AUTO&kind=closed"));
    assertEquals("4", field(run.runJson(), "layers"));
    assertEquals("(1,2,3)", field(run.runJson(), "start"));
    assertEquals("closed", field(run.runJson(), "kind"));
    assertEquals("FOUND", field(run.endJson(), "outcome"), run.endJson());
    assertEquals("closed", field(run.endJson(), "kind"));
    List<int[]> tour = cells(run.endJson());
    assertTour3d(tour, 4, 4, 4, true);
    assertTrue(Arrays.equals(new int[] {1, 2, 3}, tour.get(0)), "the tour begins at the start");
  }

  @ParameterizedTest
  @CsvSource({
    "2x3x4, '(0,0,0)', BACKTRACKING, open",
    "3x4x4, '(2,3,1)', WARNSDORFF, open",
    "2x5x5, '(1,4,4)', POHL, closed",
    "5x5x5, '(0,0,0)', BACKTRACKING, open",
  })
  void otherBoardsAndStrategiesGiveToursTooWhenTheyFindOne(String board, String start, String strategy, String kind)
      throws Exception {
    Finished run = runToEnd(query(board, start, "strategy=" + strategy + "&kind=" + kind));
    String outcome = field(run.endJson(), "outcome");
    Board3d b = Board3d.parse(board);
    if (outcome.equals("FOUND")) {
      assertTour3d(cells(run.endJson()), b.layers(), b.rows(), b.cols(), kind.equals("closed"));
    } else {
      assertEquals(List.of(), cells(run.endJson()), "no cells without a tour: " + run.endJson());
    }
    // The server says what the library says for the same search.
    String library =
        KnightTours.solvePath(
                PathRequest.builder(b)
                    .start(Cell.parse(start))
                    .kind(TourKind.valueOf(kind.toUpperCase(Locale.ROOT)))
                    .build(),
                Strategy.valueOf(strategy))
            .outcome()
            .name();
    assertEquals(library, outcome, run.endJson());
  }

  @Test
  void boardWithoutATourEndsProvenAbsentWithNoCells() throws Exception {
    // An odd number of cells: no closed tour (each move changes the colour of layer + row + col).
    Finished run = runToEnd(query("3x3x3", "(0,0,0)", "strategy=BACKTRACKING&kind=closed"));
    assertEquals("PROVEN_ABSENT", field(run.endJson(), "outcome"), run.endJson());
    assertEquals(List.of(), cells(run.endJson()));
  }

  @Test
  void budgetEndsALongSearchAfterStreamingProgress() throws Exception {
    Finished run = runToEnd(query("30x30x30", "(0,0,0)", "strategy=BACKTRACKING&kind=closed&budget=1"));
    assertEquals("BUDGET_EXHAUSTED", field(run.endJson(), "outcome"), run.endJson());
    assertTrue(!run.progress().isEmpty(), "a one-second search reports its progress");
    long previous = -1;
    for (Event event : run.progress()) {
      long nodes = Long.parseLong(field(event.data(), "nodes"));
      assertTrue(nodes >= previous, "node counts grow: " + run.progress());
      previous = nodes;
      assertEquals("27000", field(event.data(), "cells"));
      int longest = Integer.parseInt(field(event.data(), "longestPath"));
      assertTrue(Integer.parseInt(field(event.data(), "pathLength")) <= longest && longest <= 27000, event.data());
    }
    assertEquals(String.valueOf(run.progress().size()), field(run.endJson(), "progressReports"));
  }

  @Test
  void runIsStoppedButNotPausedSteppedOrPaced() throws Exception {
    HttpResponse<InputStream> response = open(query("30x30x30", "(0,0,0)", "strategy=BACKTRACKING&kind=closed&budget=600"));
    assertEquals(200, response.statusCode());
    try (EventStream events = new EventStream(response.body())) {
      Event run = events.next();
      assertEquals("run", run.name());
      String id = field(run.data(), "id");
      Event first = events.next();
      assertNotNull(first);
      assertEquals("progress", first.name(), "the search is under way");
      assertEquals(1, http.server().activeRuns());
      for (String action : List.of("pause", "resume", "step", "speed?value=10")) {
        HttpResponse<String> refused = post("/api/runs/" + id + "/" + action);
        assertEquals(409, refused.statusCode(), action);
        assertTrue(refused.body().contains(id) && refused.body().contains("three-dimensional"), refused.body());
      }
      assertEquals(204, post("/api/runs/" + id + "/stop").statusCode());
      Event end = null;
      for (Event event = events.next(); event != null; event = events.next()) {
        end = event;
      }
      assertNotNull(end);
      assertEquals("end", end.name());
      assertEquals("CANCELLED", field(end.data(), "outcome"), end.data());
    }
    assertEquals(404, post("/api/runs/nothing/stop").statusCode());
  }

  @Test
  void strategiesSayWhichTakeThreeDimensionsAsTheLibraryDoes() throws Exception {
    String json = get("/api/strategies").body();
    Set<String> offered = new TreeSet<>();
    Matcher m = Pattern.compile("\\{[^}]*\\}").matcher(json);
    while (m.find()) {
      if (field(m.group(), "takesThreeDimensions").equals("true")) {
        offered.add(field(m.group(), "name"));
      }
    }
    Set<String> accepted = new TreeSet<>();
    for (Strategy strategy : Strategy.values()) {
      try {
        KnightTours.solvePath(PathRequest.builder(Board3d.of(2, 3, 4)).start(new Cell(0, 0, 0)).build(), strategy);
        accepted.add(strategy.name());
      } catch (IllegalArgumentException refused) {
        assertTrue(refused.getMessage().contains(strategy.name()), refused.getMessage());
      }
    }
    assertTrue(accepted.size() >= 2 && accepted.size() < Strategy.values().length, accepted.toString());
    assertEquals(accepted, offered, json);
    assertEquals(String.valueOf(Run3dParameters.MAX_SIDE), field(get("/api/limits").body(), "maxSide3d"));
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      value = {
        "layers=0&rows=4&cols=4&start=(0,0,0)| 'layers' | '0'",
        "layers=31&rows=4&cols=4&start=(0,0,0)| 'layers' | '31'",
        "layers=four&rows=4&cols=4&start=(0,0,0)| 'layers' | 'four'",
        "layers=4&rows=31&cols=4&start=(0,0,0)| 'rows' | '31'",
        "layers=4&rows=4&start=(0,0,0)| 'cols' | missing",
        "layers=4&rows=4&cols=4| 'start' | missing",
        "layers=4&rows=4&cols=4&start=a1| 'start' | 'a1'",
        "layers=4&rows=4&cols=4&start=(4,0,0)| 'start' | (4,0,0)",
        "layers=4&rows=4&cols=4&start=(0,0)| 'start' | '(0,0)'",
        "layers=4&rows=4&cols=4&start=(0,0,0)&strategy=ROTH| 'strategy' | ROTH",
        "layers=4&rows=4&cols=4&start=(0,0,0)&strategy=SQUIRREL| 'strategy' | SQUIRREL",
        "layers=4&rows=4&cols=4&start=(0,0,0)&strategy=DIVIDE_AND_CONQUER| 'strategy' | DIVIDE_AND_CONQUER",
        "layers=4&rows=4&cols=4&start=(0,0,0)&strategy=NOPE| 'strategy' | 'NOPE'",
        "layers=4&rows=4&cols=4&start=(0,0,0)&kind=diagonal| 'kind' | 'diagonal'",
        "layers=4&rows=4&cols=4&start=(0,0,0)&budget=0| 'budget' | '0'",
        "layers=4&rows=4&cols=4&start=(0,0,0)&wrap=torus| 'wrap' | two-dimensional",
        "layers=4&rows=4&cols=4&start=(0,0,0)&leaper=2,3| 'leaper' | two-dimensional",
        "layers=4&rows=4&cols=4&start=(0,0,0)&holes=a1| 'holes' | two-dimensional",
        "layers=4&rows=4&cols=4&start=(0,0,0)&speed=5| 'speed' | two-dimensional",
        "layers=4&rows=4&cols=4&start=(0,0,0)&paused=true| 'paused' | two-dimensional",
        "layers=4&rows=4&cols=4&start=(0,0,0)&colour=red| 'colour' | unknown",
        "layers=4&layers=5&rows=4&cols=4&start=(0,0,0)| 'layers' | more than once",
      })
  void badThreeDimensionalRequestsAreRefusedNamingParameterAndValue(String query, String name, String value)
      throws Exception {
    HttpResponse<String> response = get("/api/run?" + query.replace("(", "%28").replace(")", "%29"));
    assertEquals(400, response.statusCode(), response.body());
    assertTrue(response.body().contains(name), response.body());
    assertTrue(response.body().contains(value), response.body());
    assertEquals(0, http.server().activeRuns());
  }

  @Test
  void oneLayerIsAThreeDimensionalBoardOfOneLayer() throws Exception {
    Finished run = runToEnd(query("1x5x5", "(0,0,0)", "strategy=BACKTRACKING"));
    assertEquals("FOUND", field(run.endJson(), "outcome"));
    assertTour3d(cells(run.endJson()), 1, 5, 5, false);
  }

  @Test
  void flatRequestsAreAnsweredAsBefore() throws Exception {
    HttpResponse<String> response = get("/api/run?rows=5&cols=5&start=%280,0,0%29");
    assertEquals(400, response.statusCode());
    assertTrue(response.body().contains("'start'") && response.body().contains("a1"), response.body());
  }
}
