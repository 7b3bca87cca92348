package io.github.knighttours.examples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.knighttours.Board;
import io.github.knighttours.KnightTours;
import io.github.knighttours.Square;
import io.github.knighttours.TourSolver;
import io.github.knighttours.TourValidator;
import io.github.knighttours.examples.web.EventStream.Event;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpResponse.BodyHandlers;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The simulator's endpoints over real HTTP, on a server started in-process on a free port. */
@Timeout(value = 5, unit = TimeUnit.MINUTES) // a guard against a hang, not a speed limit
class SimulatorServerTest {

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

  private static String field(String json, String name) {
    return SimulatorHttp.field(json, name);
  }

  private static List<String> squares(String json) {
    Matcher m = Pattern.compile("\"squares\":\\[(.*?)\\]").matcher(json);
    assertTrue(m.find(), json);
    if (m.group(1).isEmpty()) {
      return List.of();
    }
    return Arrays.stream(m.group(1).split(",")).map(s -> s.substring(1, s.length() - 1)).collect(Collectors.toList());
  }

  /** A whole run, read to its end. */
  private record Finished(String runJson, TraceReplay replay, List<Event> steps, String endJson) {}

  private static Finished runToEnd(String query, int cols) throws IOException, InterruptedException {
    HttpResponse<InputStream> response = open(query);
    assertEquals(200, response.statusCode());
    assertTrue(response.headers().firstValue("Content-Type").orElse("").startsWith("text/event-stream"));
    try (EventStream events = new EventStream(response.body())) {
      List<Event> all = events.rest();
      assertEquals("run", all.get(0).name(), all.toString());
      assertEquals("end", all.get(all.size() - 1).name(), all.toString());
      TraceReplay replay = new TraceReplay(cols);
      List<Event> steps = new ArrayList<>();
      for (Event event : all.subList(1, all.size() - 1)) {
        if (event.name().equals("counters")) {
          continue; // after each batch of steps; checked in their own test
        }
        assertEquals("steps", event.name());
        replay.apply(event.data());
        steps.add(event);
      }
      return new Finished(all.get(0).data(), replay, steps, all.get(all.size() - 1).data());
    }
  }

  @Test
  void pageAndItsFilesAreServed() throws Exception {
    HttpResponse<String> page = get("/");
    assertEquals(200, page.statusCode());
    assertTrue(page.headers().firstValue("Content-Type").orElse("").startsWith("text/html"));
    for (String id : List.of("mode", "rows", "cols", "start", "strategy", "strategyB", "moveOrder", "kind", "speed",
        "startButton", "pauseButton", "stepButton", "stopButton", "hintButton", "undoButton", "outcome", "board",
        "boardB", "legend")) {
      assertTrue(page.body().contains("id=\"" + id + "\""), id);
    }
    for (String counter : List.of("placed", "backtracks", "deadEnds", "nodes", "searchTime")) {
      assertTrue(page.body().contains("data-counter=\"" + counter + "\""), counter);
    }
    assertFalse(page.body().contains("http://") || page.body().contains("https://"), "no network references");
    HttpResponse<String> script = get("/simulator.js");
    assertEquals(200, script.statusCode());
    assertTrue(script.headers().firstValue("Content-Type").orElse("").startsWith("text/javascript"));
    assertFalse(script.body().contains("fetch("), "the page's script asks window.KnightBackend, never the server");
    assertFalse(script.body().contains("http://") || script.body().contains("https://"), "no network references");
    HttpResponse<String> backend = get("/backend-server.js");
    assertEquals(200, backend.statusCode());
    assertTrue(backend.headers().firstValue("Content-Type").orElse("").startsWith("text/javascript"));
    assertTrue(backend.body().contains("/api/run?") && backend.body().contains("window.KnightBackend"));
    assertTrue(
        page.body().indexOf("backend-server.js") >= 0
            && page.body().indexOf("backend-server.js") < page.body().indexOf("simulator.js\""),
        "the backend is loaded before the page's script");
    HttpResponse<String> style = get("/simulator.css");
    assertEquals(200, style.statusCode());
    assertTrue(style.headers().firstValue("Content-Type").orElse("").startsWith("text/css"));
  }

  @Test
  void strategiesListEverySolverOfTheLibrary() throws Exception {
    HttpResponse<String> response = get("/api/strategies");
    assertEquals(200, response.statusCode());
    assertTrue(response.headers().firstValue("Content-Type").orElse("").startsWith("application/json"));
    List<String> names = new ArrayList<>();
    Matcher m = Pattern.compile("\\{\"name\":\"([A-Z_]+)\",\"exhaustive\":(?:true|false),\"findsTourWhenOneExists\":(true|false),\"mayProveAbsence\":(true|false),\"takesEveryShape\":(true|false)"
            + ",\"takesThreeDimensions\":(true|false)\\}")
        .matcher(response.body());
    while (m.find()) {
      names.add(m.group(1));
    }
    List<String> expected = KnightTours.solvers().stream().map(TourSolver::name).collect(Collectors.toList());
    assertEquals(expected, names, response.body());
    assertTrue(names.containsAll(List.of("AUTO", "BACKTRACKING", "WARNSDORFF", "POHL", "ROTH", "SQUIRREL")), names.toString());
  }

  @Test
  void limitsAreTheServersConstants() throws Exception {
    HttpResponse<String> response = get("/api/limits");
    assertEquals(200, response.statusCode());
    assertEquals(String.valueOf(SimulatorServer.MAX_TRACED_SIDE), field(response.body(), "maxTracedSide"));
    assertEquals(String.valueOf(SimulatorServer.MAX_SIDE), field(response.body(), "maxSide"));
    assertEquals(String.valueOf(SimulatorServer.MAX_RUNS), field(response.body(), "maxRuns"));
    assertEquals(String.valueOf(SimulatorServer.MAX_SIDE), field(response.body(), "maxRows"));
    assertEquals(String.valueOf(SimulatorServer.MAX_SIDE), field(response.body(), "maxCols"));
  }

  @Test
  void backtrackingTraceReplaysToTheValidTourItEndsWith() throws Exception {
    Finished run = runToEnd("rows=5&cols=6&start=c1&strategy=backtracking&kind=open&speed=max", 6);
    assertEquals("BACKTRACKING", field(run.runJson(), "strategy"));
    assertEquals("true", field(run.runJson(), "traced"));
    assertEquals("FOUND", field(run.endJson(), "outcome"), run.endJson());
    List<Square> replayed = run.replay().path();
    assertEquals(squares(run.endJson()), replayed.stream().map(Square::algebraic).collect(Collectors.toList()));
    assertTrue(TourValidator.validate(Board.of(5, 6), replayed).isTour());
    assertEquals(Square.parse("c1"), replayed.get(0));
    assertEquals(30, run.replay().placed - run.replay().removed);
    assertEquals(String.valueOf(run.replay().placed), field(run.endJson(), "placed"));
    assertEquals(String.valueOf(run.replay().removed), field(run.endJson(), "backtracks"));
    assertEquals(String.valueOf(run.replay().deadEnds), field(run.endJson(), "deadEnds"));
  }

  @Test
  void searchThatBacktracksShowsRemovalsAndDeadEnds() throws Exception {
    // 8x8 closed from d4: the exhaustive search backs up on its way to a closed tour.
    Finished run = runToEnd("rows=8&cols=8&start=d4&strategy=BACKTRACKING&kind=closed", 8);
    assertEquals("FOUND", field(run.endJson(), "outcome"), run.endJson());
    assertTrue(run.replay().removed > 0 && run.replay().deadEnds > 0, run.endJson());
    assertEquals(64, run.replay().placed - run.replay().removed);
    // A closed tour is searched from another square and turned to begin at d4 afterwards.
    List<Square> tour = squares(run.endJson()).stream().map(Square::parse).collect(Collectors.toList());
    assertEquals(Square.parse("d4"), tour.get(0));
    assertTrue(TourValidator.validate(Board.of(8, 8), tour).isClosed());
    TourValidator.Report replayed = TourValidator.validate(Board.of(8, 8), run.replay().path());
    assertTrue(replayed.isClosed(), replayed.toString());
  }

  @Test
  void heuristicThatGivesUpEndsOnADeadEnd() throws Exception {
    Finished run = runToEnd("rows=4&cols=4&start=a1&strategy=warnsdorff", 4);
    assertEquals("GAVE_UP", field(run.endJson(), "outcome"));
    assertFalse(field(run.endJson(), "explanation").isEmpty());
    assertEquals(1, run.replay().deadEnds);
    assertEquals(0, run.replay().removed);
    assertFalse(run.endJson().contains("\"squares\""), "no squares when no tour: " + run.endJson());
  }

  @Test
  void provenAbsenceSaysWhy() throws Exception {
    Finished run = runToEnd("rows=5&cols=5&start=b1&strategy=backtracking", 5);
    assertEquals("PROVEN_ABSENT", field(run.endJson(), "outcome"));
    assertTrue(field(run.endJson(), "explanation").length() > 10, run.endJson());
  }

  @Test
  void largeBoardGivesOnlyTheFinishedTourAndItsPictures() throws Exception {
    Finished run = runToEnd("rows=40&cols=50&start=a1&strategy=auto", 50);
    assertEquals("false", field(run.runJson(), "traced"));
    assertTrue(run.steps().isEmpty(), "no steps beyond " + SimulatorServer.MAX_TRACED_SIDE);
    assertEquals("FOUND", field(run.endJson(), "outcome"));
    String id = field(run.endJson(), "id");

    HttpResponse<String> svg = get("/api/runs/" + id + "/tour.svg");
    assertEquals(200, svg.statusCode());
    assertTrue(svg.headers().firstValue("Content-Disposition").orElse("").contains("knight-tour-40x50-a1.svg"));
    Matcher points = Pattern.compile("<polyline[^>]*class=\"path\"[^>]*points=\"([^\"]*)\"|<polyline[^>]*points=\"([^\"]*)\"[^>]*class=\"path\"")
        .matcher(svg.body());
    assertTrue(points.find(), svg.body().substring(0, Math.min(400, svg.body().length())));
    String list = points.group(1) != null ? points.group(1) : points.group(2);
    assertEquals(2000, list.trim().split("\\s+").length);

    HttpResponse<byte[]> png =
        http.client().send(HttpRequest.newBuilder(uri("/api/runs/" + id + "/tour.png")).build(), BodyHandlers.ofByteArray());
    assertEquals(200, png.statusCode());
    assertEquals("image/png", png.headers().firstValue("Content-Type").orElse(""));
    BufferedImage image = ImageIO.read(new ByteArrayInputStream(png.body()));
    assertNotNull(image);
    assertTrue(image.getWidth() > image.getHeight(), image.getWidth() + "x" + image.getHeight()); // 50 columns, 40 rows
  }

  @Test
  void smallTourCanBeDownloadedToo() throws Exception {
    Finished run = runToEnd("rows=5&cols=5&start=a1&strategy=backtracking", 5);
    String id = field(run.endJson(), "id");
    HttpResponse<String> svg = get("/api/runs/" + id + "/tour.svg");
    assertEquals(200, svg.statusCode());
    assertTrue(svg.headers().firstValue("Content-Type").orElse("").startsWith("image/svg+xml"));
    // The digits, not their halos (the same text stroked in the square's colour).
    Matcher numbers = Pattern.compile("<text(?![^>]*stroke)[^>]*>(\\d+)</text>").matcher(svg.body());
    int count = 0;
    while (numbers.find()) {
      count++;
    }
    assertEquals(25, count);
  }

  @Test
  void picturesOfRunsWithoutATourAreNotFound() throws Exception {
    Finished run = runToEnd("rows=4&cols=4&start=a1&strategy=warnsdorff", 4);
    String id = field(run.endJson(), "id");
    HttpResponse<String> response = get("/api/runs/" + id + "/tour.svg");
    assertEquals(404, response.statusCode());
    assertTrue(response.body().contains(id), response.body());
    assertEquals(404, get("/api/runs/r999999/tour.png").statusCode());
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "cols=5&start=a1                                  | missing parameter 'rows'",
        "rows=5&start=a1                                  | missing parameter 'cols'",
        "rows=5&cols=5                                    | missing parameter 'start'",
        "rows=abc&cols=5&start=a1                         | 'rows' must be a whole number from 1 to 1000, got 'abc'",
        "rows=0&cols=5&start=a1                           | 'rows' must be from 1 to 1000 (step by step up to 30), got 0",
        "rows=5&cols=1001&start=a1                        | 'cols' must be from 1 to 1000 (step by step up to 30), got 1001",
        "rows=5&cols=5&start=f1                           | 'start': f1 is off the 5x5 board",
        "rows=5&cols=5&start=1a                           | 'start' must be a square such as a1 (file letter, rank number), got '1a'",
        "rows=5&cols=5&start=a1&strategy=NOPE             | 'strategy' must be one of NAIVE_BACKTRACKING, BACKTRACKING, WARNSDORFF,",
        "rows=5&cols=5&start=a1&kind=diagonal             | 'kind' must be open or closed, got 'diagonal'",
        "rows=5&cols=5&start=a1&speed=0                   | 'speed' must be max or steps per second from 1 to 1000000, got '0'",
        "rows=5&cols=5&start=a1&speed=fast                | 'speed' must be max or steps per second from 1 to 1000000, got 'fast'",
        "rows=5&cols=5&start=a1&budget=601                | 'budget' must be whole seconds from 1 to 600, got '601'",
        "rows=5&cols=5&start=a1&paused=maybe              | 'paused' must be true or false, got 'maybe'",
        "rows=5&cols=5&start=a1&colour=red                | unknown parameter 'colour'",
        "rows=5&rows=6&cols=5&start=a1                    | parameter 'rows' is given more than once",
        "rows=5&cols=5&start=a1&wrap=sphere               | 'wrap' must be none, cylinder or torus, got 'sphere'",
        "rows=5&cols=5&start=a1&leaper=2                  | 'leaper' must be two leaps such as 2,3, got '2'",
        "rows=5&cols=5&start=a1&leaper=0,0                | 'leaper': '0,0' is not a leaper",
        "rows=8&cols=8&start=a1&wrap=torus&strategy=ROTH  | 'strategy': ROTH works only on the knight's plain rectangle, not on the 8x8 torus board",
        "rows=5&cols=5&start=a1&holes=zz                  | parameter 'holes' must list squares such as c3,d4, got 'zz' in 'zz'",
        "rows=5&cols=5&start=a1&holes=c3,b0               | parameter 'holes' must list squares such as c3,d4, got 'b0' in 'c3,b0'",
        "rows=5&cols=5&start=a1&holes=c3,f2               | parameter 'holes': f2 is off the 5x5 board",
        "rows=5&cols=5&start=a1&holes=b6                  | parameter 'holes': b6 is off the 5x5 board",
        "rows=5&cols=5&start=c3&holes=c3,d4               | parameter 'start': c3 is a hole of the 5x5 with 2 holes board",
        "rows=1&cols=2&start=a1&holes=a1,b1               | parameter 'holes': 'a1,b1' makes every square of the 1x2 board a hole",
        "rows=5&cols=5&start=a1&holes=c3&strategy=SQUIRREL | 'strategy': SQUIRREL works only on the knight's plain rectangle, not on the 5x5 with 1 hole board",
      })
  void badRunParametersGet400NamingTheParameterAndValue(String query, String message) throws Exception {
    HttpResponse<String> response = get("/api/run?" + query.trim());
    assertEquals(400, response.statusCode(), response.body());
    assertTrue(response.headers().firstValue("Content-Type").orElse("").startsWith("text/plain"));
    assertTrue(response.body().contains(message.trim()), response.body());
    assertEquals(0, http.server().activeRuns());
  }

  @Test
  void wrapAndLeaperShapeTheBoard() {
    assertEquals(Board.torus(6, 6), RunParameters.parse("rows=6&cols=6&start=a1&wrap=torus").board());
    assertEquals(
        Board.cylinder(5, 7).withLeaper(2, 3),
        RunParameters.parse("rows=5&cols=7&start=a1&wrap=Cylinder&leaper=3,2").board());
    assertEquals(Board.of(5, 5), RunParameters.parse("rows=5&cols=5&start=a1&wrap=none").board());
  }

  @Test
  void holesAreListedSquaresAndMakeAShapedBoard() {
    Board expected = Board.of(5, 5).withHoles(List.of(Square.parse("c3"), Square.parse("d4")));
    assertEquals(expected, RunParameters.parse("rows=5&cols=5&start=a1&holes=c3,d4").board());
    assertEquals(expected, RunParameters.parse("rows=5&cols=5&start=a1&holes=%20D4%20c3,,c3").board());
    assertEquals(
        Board.torus(6, 6).withHoles(List.of(Square.parse("f6"))),
        RunParameters.parse("rows=6&cols=6&start=a1&wrap=torus&holes=f6").board());
    // An empty list is no holes: the plain board, which every strategy takes.
    RunParameters plain = RunParameters.parse("rows=8&cols=8&start=a1&holes=&strategy=ROTH");
    assertEquals(Board.of(8, 8), plain.board());
    assertTrue(plain.board().isPlainKnightBoard());
  }

  @Test
  void holesListIsCapped() {
    StringBuilder many = new StringBuilder();
    for (int i = 0; i <= RunParameters.MAX_HOLES; i++) {
      many.append(many.length() > 0 ? "," : "").append(Square.of(i / 1000, i % 1000).algebraic());
    }
    HttpError refused =
        assertThrows(
            HttpError.class, () -> RunParameters.parse("rows=1000&cols=1000&start=a1000&holes=" + many));
    assertEquals(400, refused.status());
    assertTrue(
        refused.getMessage().contains("'holes' may list at most " + RunParameters.MAX_HOLES + " squares"),
        refused.getMessage());
    // One fewer is taken.
    String fewer = many.substring(0, many.lastIndexOf(","));
    assertEquals(
        RunParameters.MAX_HOLES,
        RunParameters.parse("rows=1000&cols=1000&start=a1000&holes=" + fewer).board().holes().size());
  }

  @Test
  void runOnABoardWithHolesAvoidsThemAndSaysWhichTheyAre() throws Exception {
    Finished run = runToEnd("rows=5&cols=5&start=a1&holes=c3&strategy=BACKTRACKING", 5);
    assertEquals("[\"c3\"]", run.runJson().replaceAll(".*\"holes\":(\\[[^\\]]*\\]).*", "$1"));
    assertEquals("FOUND", field(run.endJson(), "outcome"), run.endJson());
    ShapeTourCheck shape = new ShapeTourCheck(5, 5, false, false, 1, 2, Set.of(Square.parse("c3")));
    List<Square> tour = squares(run.endJson()).stream().map(Square::parse).collect(Collectors.toList());
    shape.assertTour(tour, false);
    assertEquals(Square.parse("a1"), tour.get(0));
    // The trace never places the knight on the hole, and replays to the tour.
    assertEquals(tour, run.replay().path());
    assertEquals(24, run.replay().placed - run.replay().removed);
  }

  @Test
  void runOnATorusWithHolesWrapsAroundTheEdges() throws Exception {
    Finished run = runToEnd("rows=6&cols=6&start=a1&wrap=torus&holes=c3,d3&strategy=BACKTRACKING&kind=closed", 6);
    assertEquals("torus", field(run.runJson(), "wrap"));
    assertEquals("1,2", field(run.runJson(), "leaper"));
    assertEquals("FOUND", field(run.endJson(), "outcome"), run.endJson());
    assertEquals("closed", field(run.endJson(), "kind"));
    ShapeTourCheck shape =
        new ShapeTourCheck(6, 6, true, true, 1, 2, Set.of(Square.parse("c3"), Square.parse("d3")));
    List<Square> tour = squares(run.endJson()).stream().map(Square::parse).collect(Collectors.toList());
    shape.assertTour(tour, true);
    assertTrue(shape.wrapMoves(tour, true) > 0, "a closed tour of a 6x6 torus uses its edges: " + tour);
  }

  @Test
  void leaperRunMovesByItsLeaps() throws Exception {
    // The {1,3}-leaper on a 5x5 torus: a leap of 3 one way is a leap of 2 the other way round.
    Finished run = runToEnd("rows=5&cols=5&start=a1&wrap=torus&leaper=1,3&strategy=BACKTRACKING", 5);
    assertEquals("1,3", field(run.runJson(), "leaper"));
    assertEquals("FOUND", field(run.endJson(), "outcome"), run.endJson());
    List<Square> tour = squares(run.endJson()).stream().map(Square::parse).collect(Collectors.toList());
    new ShapeTourCheck(5, 5, true, true, 1, 3, Set.of()).assertTour(tour, false);
  }

  @Test
  void plainRunSaysItsShapeIsPlain() throws Exception {
    Finished run = runToEnd("rows=5&cols=5&start=a1&strategy=BACKTRACKING", 5);
    assertEquals("none", field(run.runJson(), "wrap"));
    assertEquals("1,2", field(run.runJson(), "leaper"));
    assertTrue(run.runJson().contains("\"holes\":[]"), run.runJson());
  }

  @Test
  void limitsTellTheHolesCap() throws Exception {
    assertEquals(String.valueOf(RunParameters.MAX_HOLES), field(get("/api/limits").body(), "maxHoles"));
  }

  @Test
  void unknownPathsGet404() throws Exception {
    for (String path : List.of("/nothing", "/api", "/api/runs", "/api/runs/r1/dance", "/index.htm")) {
      HttpResponse<String> response = get(path);
      assertEquals(404, response.statusCode(), path);
      assertTrue(response.body().contains(path), response.body());
    }
    HttpResponse<String> control = post("/api/runs/r424242/pause");
    assertEquals(404, control.statusCode());
    assertTrue(control.body().contains("r424242"), control.body());
  }

  @Test
  void wrongMethodsGet405WithAllow() throws Exception {
    assertMethodNotAllowed(post("/"), "GET");
    assertMethodNotAllowed(post("/api/strategies"), "GET");
    assertMethodNotAllowed(post("/api/run?rows=5&cols=5&start=a1"), "GET");
    assertMethodNotAllowed(get("/api/runs/r1/stop"), "POST");
    assertMethodNotAllowed(post("/api/runs/r1/tour.svg"), "GET");
    HttpResponse<String> delete =
        http.client().send(HttpRequest.newBuilder(uri("/api/strategies")).DELETE().build(), BodyHandlers.ofString());
    assertMethodNotAllowed(delete, "GET");
  }

  private static void assertMethodNotAllowed(HttpResponse<String> response, String allowed) {
    assertEquals(405, response.statusCode(), response.body());
    assertEquals(allowed, response.headers().firstValue("Allow").orElse(""));
    assertTrue(response.body().contains("use " + allowed), response.body());
  }

  @Test
  void otherHostNamesAreRefused() throws Exception {
    // The JDK's client does not let a caller set Host; a raw socket does.
    try (java.net.Socket socket = new java.net.Socket("127.0.0.1", http.server().port())) {
      socket.getOutputStream().write(
          ("GET /api/strategies HTTP/1.1\r\nHost: attacker.example\r\nConnection: close\r\n\r\n")
              .getBytes(StandardCharsets.US_ASCII));
      String answer = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      assertTrue(answer.startsWith("HTTP/1.1 403"), answer);
      assertTrue(answer.contains("attacker.example"), answer);
    }
  }

  @Test
  void pausedRunMovesOneStepPerStepAndFinishesOnResume() throws Exception {
    HttpResponse<InputStream> response = open("rows=5&cols=5&start=a1&strategy=backtracking&paused=true&speed=max");
    assertEquals(200, response.statusCode());
    try (EventStream events = new EventStream(response.body())) {
      Event run = events.next();
      assertEquals("run", run.name());
      String id = field(run.data(), "id");
      TraceReplay replay = new TraceReplay(5);
      for (int i = 0; i < 3; i++) {
        assertEquals(204, post("/api/runs/" + id + "/step").statusCode());
        Event step = events.next();
        assertEquals("steps", step.name());
        assertEquals(1, step.data().split(" ").length, "one step per Step: " + step.data());
        replay.apply(step.data());
        Event counters = events.next();
        assertEquals("counters", counters.name());
        assertEquals(String.valueOf(i + 1), field(counters.data(), "placed"));
      }
      assertEquals(3, replay.placed);
      assertEquals(Square.parse("a1"), replay.path().get(0));
      assertEquals(204, post("/api/runs/" + id + "/speed?value=max").statusCode());
      assertEquals(400, post("/api/runs/" + id + "/speed?value=warp").statusCode());
      assertEquals(400, post("/api/runs/" + id + "/speed").statusCode());
      assertEquals(204, post("/api/runs/" + id + "/resume").statusCode());
      Event event;
      while ((event = events.next()).name().equals("steps") || event.name().equals("counters")) {
        if (event.name().equals("steps")) {
          replay.apply(event.data());
        }
      }
      assertEquals("end", event.name());
      assertEquals("FOUND", field(event.data(), "outcome"));
      assertTrue(TourValidator.validate(Board.of(5, 5), replay.path()).isTour());
    }
  }

  @Test
  void pacedRunGoesNoFasterThanItsSpeed() throws Exception {
    // 20 steps per second: the 25 placements of a 5x5 tour take at least about a second.
    long start = System.nanoTime();
    Finished run = runToEnd("rows=5&cols=5&start=a1&strategy=backtracking&speed=20", 5);
    long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
    assertEquals("FOUND", field(run.endJson(), "outcome"));
    assertTrue(millis >= 1000, "25 steps at 20 per second took only " + millis + " ms");
    assertTrue(run.steps().size() >= 20, "slow steps go out one by one, got " + run.steps().size() + " events");
  }

  @Test
  void concurrencyIsCappedAndStopFreesASlot() throws Exception {
    List<HttpResponse<InputStream>> open = new ArrayList<>();
    List<EventStream> streams = new ArrayList<>();
    List<String> ids = new ArrayList<>();
    try {
      for (int i = 0; i < SimulatorServer.MAX_RUNS; i++) {
        HttpResponse<InputStream> response = open("rows=8&cols=8&start=a1&strategy=backtracking&paused=true");
        assertEquals(200, response.statusCode());
        open.add(response);
        EventStream events = new EventStream(response.body());
        streams.add(events);
        ids.add(field(events.next().data(), "id"));
      }
      assertEquals(SimulatorServer.MAX_RUNS, http.server().activeRuns());
      HttpResponse<String> refused = get("/api/run?rows=5&cols=5&start=a1");
      assertEquals(503, refused.statusCode());
      assertTrue(refused.body().contains("at most " + SimulatorServer.MAX_RUNS), refused.body());
      assertTrue(refused.headers().firstValue("Retry-After").isPresent());

      assertEquals(204, post("/api/runs/" + ids.get(0) + "/stop").statusCode());
      Event end = streams.get(0).next();
      assertEquals("end", end.name());
      assertEquals("CANCELLED", field(end.data(), "outcome"));
      assertEquals(null, streams.get(0).next());
      awaitActiveRuns(SimulatorServer.MAX_RUNS - 1);
      Finished another = runToEnd("rows=5&cols=5&start=a1&strategy=backtracking", 5);
      assertEquals("FOUND", field(another.endJson(), "outcome"));
    } finally {
      for (String id : ids) {
        post("/api/runs/" + id + "/stop");
      }
      for (EventStream events : streams) {
        events.close();
      }
    }
    awaitActiveRuns(0);
  }

  @Test
  void closingTheStreamStopsTheSearchAndFreesItsSlot() throws Exception {
    // One paused run and one slowly paced run: neither ends by itself for a long time.
    for (String query : List.of(
        "rows=8&cols=8&start=a1&strategy=backtracking&paused=true&budget=600",
        "rows=30&cols=30&start=a1&strategy=backtracking&speed=2&budget=600")) {
      HttpResponse<InputStream> response = open(query);
      assertEquals(200, response.statusCode());
      EventStream events = new EventStream(response.body());
      String id = field(events.next().data(), "id");
      assertEquals(1, http.server().activeRuns());
      events.close();
      awaitActiveRuns(0);
      assertEquals(404, post("/api/runs/" + id + "/pause").statusCode(), "the run is gone");
    }
  }

  /** Waits, generously, for the count of searching runs; fails only if it never comes. */
  private static void awaitActiveRuns(int expected) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (http.server().activeRuns() != expected) {
      if (System.nanoTime() > deadline) {
        fail("expected " + expected + " active runs, still " + http.server().activeRuns());
      }
      Thread.sleep(20);
    }
  }

  @Test
  void startRefusesPortsOutOfRange() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> SimulatorServer.start(65536));
    assertTrue(e.getMessage().contains("65536"), e.getMessage());
  }
}
