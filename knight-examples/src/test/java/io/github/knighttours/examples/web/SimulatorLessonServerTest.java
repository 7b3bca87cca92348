package io.github.knighttours.examples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Board;
import io.github.knighttours.KnightTours;
import io.github.knighttours.Outcome;
import io.github.knighttours.Square;
import io.github.knighttours.Strategy;
import io.github.knighttours.TourRequest;
import io.github.knighttours.TourResult;
import io.github.knighttours.examples.web.EventStream.Event;
import io.github.knighttours.solvers.MoveOrder;
import io.github.knighttours.solvers.NaiveBacktrackingSolver;
import io.github.knighttours.spi.SearchStep;
import java.io.IOException;
import java.io.InputStream;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The server side of the simulator's lesson: the end event in the shared JSON shape, the
 * counters with the search's own time, the manual mode's hints, and the finished picture that
 * is there as soon as the end event is.
 */
@Timeout(value = 5, unit = TimeUnit.MINUTES) // a guard against a hang, not a speed limit
class SimulatorLessonServerTest {

  private static SimulatorHttp http;

  @BeforeAll
  static void start() throws IOException {
    http = SimulatorHttp.start();
  }

  @AfterAll
  static void stop() {
    http.close();
  }

  private static String field(String json, String name) {
    return SimulatorHttp.field(json, name);
  }

  /** Every event of a run, to its end. */
  private static List<Event> events(String query) throws IOException, InterruptedException {
    HttpResponse<InputStream> response = http.open(query);
    assertEquals(200, response.statusCode());
    try (EventStream events = new EventStream(response.body())) {
      return events.rest();
    }
  }

  private static String last(List<Event> events, String name) {
    String data = null;
    for (Event event : events) {
      if (event.name().equals(name)) {
        data = event.data();
      }
    }
    assertNotNull(data, name + " in " + events);
    return data;
  }

  @Test
  void endEventHasTheFieldsOfTheSharedResultShape() throws Exception {
    List<Event> events = events("rows=5&cols=5&start=a1&strategy=WARNSDORFF&kind=open&speed=max");
    String end = last(events, "end");
    assertEquals("5x5", field(end, "board"));
    assertEquals("open", field(end, "kind"));
    assertEquals("WARNSDORFF", field(end, "strategy"));
    assertEquals("FOUND", field(end, "outcome"));
    assertEquals("a1", field(end, "start"));
    assertEquals("25", field(end, "nodes"));
    assertEquals("0", field(end, "backtracks"));
    assertTrue(field(end, "elapsedMillis").matches("\\d+"), end);
    assertFalse(field(end, "explanation").isEmpty(), end);
    assertTrue(end.contains("\"squares\":[\"a1\","), end);
    for (String old : List.of("\"solver\"", "\"closed\"", "\"removed\"")) {
      assertFalse(end.contains(old), old + " is no field of the shared shape: " + end);
    }
  }

  @Test
  void countersFollowEachBatchAndCountWhatTheStepsShow() throws Exception {
    List<Event> events = events("rows=6&cols=6&start=a1&strategy=BACKTRACKING&kind=closed&speed=max");
    TraceReplay replay = new TraceReplay(6);
    for (int i = 0; i < events.size(); i++) {
      if (events.get(i).name().equals("steps")) {
        replay.apply(events.get(i).data());
        assertEquals("counters", events.get(i + 1).name(), "counters after each batch");
        String counters = events.get(i + 1).data();
        assertEquals(String.valueOf(replay.placed), field(counters, "placed"));
        assertEquals(String.valueOf(replay.removed), field(counters, "backtracks"));
        assertEquals(String.valueOf(replay.deadEnds), field(counters, "deadEnds"));
      }
    }
    String end = last(events, "end");
    assertEquals(String.valueOf(replay.placed), field(end, "placed"));
    assertEquals(field(end, "nodes"), String.valueOf(replay.placed), "the search's nodes are its placements");
  }

  @Test
  void searchTimeLeavesOutThePause() throws Exception {
    // The run starts paused on its first step: the searching thread waits in the listener for as
    // long as the test sleeps, which the library's elapsed time counts and the search time not.
    HttpResponse<InputStream> response = http.open("rows=5&cols=5&start=a1&strategy=WARNSDORFF&speed=max&paused=true");
    assertEquals(200, response.statusCode());
    try (EventStream events = new EventStream(response.body())) {
      Event run = events.next();
      assertEquals("run", run.name());
      String id = field(run.data(), "id");
      Thread.sleep(1500);
      assertEquals(204, http.post("/api/runs/" + id + "/resume").statusCode());
      String end = null;
      for (Event e : events.rest()) {
        if (e.name().equals("end")) {
          end = e.data();
        }
      }
      assertNotNull(end);
      long elapsed = Long.parseLong(field(end, "elapsedMillis"));
      long search = Long.parseLong(field(end, "searchMillis"));
      assertTrue(elapsed >= 1500, end);
      assertTrue(search <= elapsed - 1500, "the pause is no search time: " + end);
    }
  }

  @Test
  void provenAbsenceSpeaksOfSquaresNotVertices() throws Exception {
    String end = last(events("rows=4&cols=4&start=a1&strategy=BACKTRACKING&speed=max"), "end");
    assertEquals("PROVEN_ABSENT", field(end, "outcome"));
    assertFalse(end.contains("\"squares\""), "no squares without a tour: " + end);
    String explanation = field(end, "explanation");
    assertFalse(explanation.contains("vert") || explanation.contains("Hamiltonian"), explanation);
  }

  @Test
  void heuristicsDeadEndSpeaksOfSquares() throws Exception {
    String end = last(events("rows=4&cols=4&start=a1&strategy=WARNSDORFF&speed=max"), "end");
    assertEquals("GAVE_UP", field(end, "outcome"));
    String explanation = field(end, "explanation");
    assertTrue(explanation.contains("square"), explanation);
    assertFalse(explanation.contains("vert") || explanation.contains("Hamiltonian"), explanation);
  }

  @Test
  void naiveSearchRunsInEachMoveOrderAndSaysWhichOne() throws Exception {
    HttpResponse<String> orders = http.get("/api/move-orders");
    assertEquals(200, orders.statusCode());
    List<String> placed = new ArrayList<>();
    for (MoveOrder order : MoveOrder.values()) {
      assertTrue(orders.body().contains("{\"name\":\"" + order.name() + "\"}"), orders.body());
      List<Event> events =
          events("rows=5&cols=5&start=a1&strategy=NAIVE_BACKTRACKING&moveOrder=" + order.cliName() + "&speed=max");
      assertEquals(order.cliName(), field(events.get(0).data(), "moveOrder"));
      String end = last(events, "end");
      assertEquals("FOUND", field(end, "outcome"), end);
      assertEquals("NAIVE_BACKTRACKING", field(end, "strategy"));
      assertEquals(order.cliName(), field(end, "moveOrder"));
      assertTrue(Long.parseLong(field(end, "backtracks")) > 0, "the naive search backs up from a1: " + end);
      // The same search as the library's, square for square.
      TourResult direct =
          KnightTours.solve(TourRequest.of(5, 5, Square.parse("a1")), new NaiveBacktrackingSolver(order));
      assertEquals(String.valueOf(direct.statistics().nodesExpanded()), field(end, "nodes"), order.name());
      assertEquals(String.valueOf(direct.statistics().nodesExpanded()), field(end, "placed"), order.name());
      placed.add(field(end, "placed"));
    }
    assertTrue(placed.stream().distinct().count() > 1, "the order changes the work: " + placed);
    String plain = last(events("rows=5&cols=5&start=a1&strategy=NAIVE_BACKTRACKING&speed=max"), "end");
    assertEquals("geeksforgeeks", field(plain, "moveOrder"), "the default order");
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "strategy=NAIVE_BACKTRACKING&moveOrder=sideways | parameter 'moveOrder' must be one of geeksforgeeks, miller-ranum, rosetta-ada, neighbour-order, got 'sideways'",
        "strategy=BACKTRACKING&moveOrder=rosetta-ada    | parameter 'moveOrder' applies to NAIVE_BACKTRACKING only, not to BACKTRACKING; got 'rosetta-ada'",
      })
  void badMoveOrderGets400NamingTheParameterAndValue(String query, String message) throws Exception {
    HttpResponse<String> response = http.get("/api/run?rows=5&cols=5&start=a1&" + query);
    assertEquals(400, response.statusCode(), response.body());
    assertTrue(response.body().contains(message), response.body());
  }

  @Test
  void pictureIsThereAsSoonAsTheEndEventIs() throws Exception {
    // The tour used to be kept only after the end event was written: a page that asked for the
    // picture on that event sometimes got a 404. Every fetch here follows the event at once.
    int fetched = 0;
    for (int i = 0; i < 60; i++) {
      String query = i % 10 == 9
          ? "rows=60&cols=60&start=a1&strategy=AUTO&speed=max" // drawn only when finished
          : "rows=5&cols=5&start=a1&strategy=WARNSDORFF&speed=max";
      HttpResponse<InputStream> response = http.open(query);
      assertEquals(200, response.statusCode());
      try (EventStream events = new EventStream(response.body())) {
        Event event;
        while ((event = events.next()) != null && !event.name().equals("end")) {
          // the steps
        }
        assertNotNull(event, "an end event");
        assertEquals("FOUND", field(event.data(), "outcome"));
        String id = field(event.data(), "id");
        HttpResponse<String> svg = http.get("/api/runs/" + id + "/tour.svg");
        assertEquals(200, svg.statusCode(), "run " + i + ": " + svg.body());
        fetched++;
      }
    }
    assertEquals(60, fetched);
  }

  /** The squares a strategy's first walk visits from {@code start}, as its trace shows them. */
  private static List<Square> firstWalk(Board board, Square start, Strategy strategy) {
    List<Square> walk = new ArrayList<>();
    boolean[] done = {false};
    TourRequest request =
        TourRequest.builder(board, start)
            .traceListener(
                step -> {
                  if (done[0]) {
                    return;
                  }
                  if (step.kind() != SearchStep.Kind.PLACED) {
                    done[0] = true; // the walk's dead end: a retry may follow
                  } else if (step.depth() == walk.size()) {
                    walk.add(step.square());
                  } else {
                    done[0] = true;
                  }
                })
            .build();
    KnightTours.solve(request, strategy);
    return walk;
  }

  private static String path(List<Square> squares) {
    return squares.stream().map(Square::algebraic).collect(Collectors.joining(","));
  }

  @Test
  void hintsAreTheMovesOfWarnsdorffsAndPohlsOwnWalks() throws Exception {
    Board board = Board.of(8, 8);
    for (Strategy strategy : List.of(Strategy.WARNSDORFF, Strategy.POHL)) {
      for (Square start : List.of(Square.parse("a1"), Square.parse("b1"), Square.parse("c3"))) {
        List<Square> walk = firstWalk(board, start, strategy);
        assertTrue(walk.size() > 30, strategy + " from " + start + ": " + walk);
        for (int k = 1; k < walk.size(); k++) {
          HttpResponse<String> hints = http.get("/api/hints?rows=8&cols=8&path=" + path(walk.subList(0, k)));
          assertEquals(200, hints.statusCode(), hints.body());
          String key = strategy == Strategy.WARNSDORFF ? "warnsdorff" : "pohl";
          assertEquals(walk.get(k).algebraic(), field(hints.body(), key),
              strategy + " from " + start + " after " + path(walk.subList(0, k)));
        }
      }
    }
  }

  @Test
  void hintsOfAKnightWithNoMoveAreNull() throws Exception {
    HttpResponse<String> hints = http.get("/api/hints?rows=3&cols=3&path=b2");
    assertEquals(200, hints.statusCode());
    assertEquals("{\"warnsdorff\":null,\"pohl\":null,\"moves\":[]}", hints.body());
    HttpResponse<String> first = http.get("/api/hints?rows=5&cols=5&path=a1");
    assertTrue(first.body().contains("\"moves\":[\"c2\",\"b3\"]") || first.body().contains("\"moves\":[\"b3\",\"c2\"]"),
        first.body());
    TourResult warnsdorff = KnightTours.solve(TourRequest.of(5, 5, Square.parse("a1")), Strategy.WARNSDORFF);
    assertEquals(Outcome.FOUND, warnsdorff.outcome());
    assertEquals(warnsdorff.tour().orElseThrow().squares().get(1).algebraic(), field(first.body(), "warnsdorff"));
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "cols=8&path=a1                | missing parameter 'rows'",
        "rows=8&cols=8                 | missing parameter 'path'",
        "rows=0&cols=8&path=a1         | parameter 'rows' must be a whole number from 1 to 30, got '0'",
        "rows=8&cols=31&path=a1        | parameter 'cols' must be a whole number from 1 to 30, got '31'",
        "rows=8&cols=8&path=a1,a2      | parameter 'path': a1 to a2 is not a knight's move",
        "rows=8&cols=8&path=a1,b3,a1   | parameter 'path': a1 is visited twice",
        "rows=8&cols=8&path=a1,i2      | parameter 'path': i2 is off the 8x8 board",
        "rows=8&cols=8&path=a1,zz      | parameter 'path' must list squares such as a1,b3, got 'zz'",
        "rows=8&cols=8&path=a1&wrap=torus | unknown parameter 'wrap'",
      })
  void badHintParametersGet400NamingTheParameterAndValue(String query, String message) throws Exception {
    HttpResponse<String> response = http.get("/api/hints?" + query);
    assertEquals(400, response.statusCode(), response.body());
    assertTrue(response.body().contains(message), response.body());
    assertTrue(response.headers().firstValue("Content-Type").orElse("").startsWith("text/plain"));
  }
}
