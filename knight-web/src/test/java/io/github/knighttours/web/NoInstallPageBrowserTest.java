package io.github.knighttours.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Board;
import io.github.knighttours.KnightTours;
import io.github.knighttours.Square;
import io.github.knighttours.Strategy;
import io.github.knighttours.TourRequest;
import io.github.knighttours.TourResult;
import io.github.knighttours.TourValidator;
import io.github.knighttours.solvers.MoveOrder;
import io.github.knighttours.solvers.NaiveBacktrackingSolver;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The static site that the build makes (target/site), in real headless Chromium, served by a
 * plain static file server as any host would serve it: the library compiled to JavaScript, its
 * API ({@code knightTours}) and the simulator's backend on top of it ({@code KnightBackend}).
 */
@Timeout(value = 10, unit = TimeUnit.MINUTES) // a guard against a hang, not a speed limit
class NoInstallPageBrowserTest {
  /** Generous: a slow machine must not fail the test, only a run that never finishes. */
  private static final Duration PATIENCE = Duration.ofMinutes(3);

  /** The folder the build made: the test runs after TeaVM and the copy (process-classes). */
  private static final Path SITE = Path.of("target", "site");

  @TempDir static Path profile;

  private static StaticSiteServer server;
  private static HeadlessChromium chromium;
  private static WebDriver driver;
  private static JavascriptExecutor js;

  @BeforeAll
  static void start() throws IOException {
    assertTrue(Files.isRegularFile(SITE.resolve("js/knight-tours.js")), "the build makes " + SITE + "/js/knight-tours.js");
    server = StaticSiteServer.start(SITE);
    chromium = HeadlessChromium.start(profile);
    driver = chromium.driver();
    driver.manage().timeouts().scriptTimeout(PATIENCE);
    js = (JavascriptExecutor) driver;
  }

  @AfterAll
  static void stop() {
    if (chromium != null) {
      chromium.close();
    }
    if (server != null) {
      server.close();
    }
  }

  /** The API page, with the library loaded. */
  @BeforeEach
  void openPage() {
    driver.get(server.uri().resolve("api.html").toString());
    assertEquals("object", js.executeScript("return typeof knightTours;"), "the library is there once the page has loaded");
    js.executeAsyncScript("const done = arguments[arguments.length - 1]; KnightBackend.limits().then(() => done(true));");
    assertEquals("local", js.executeScript("return KnightBackend.name;"));
    assertEquals("function", js.executeScript("return typeof knightTours.solve;"));
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> map(Object o) {
    return (Map<String, Object>) o;
  }

  @SuppressWarnings("unchecked")
  private static List<String> strings(Object o) {
    return (List<String>) o;
  }

  private static List<Square> squares(Object o) {
    List<Square> squares = new ArrayList<>();
    for (String s : strings(o)) {
      squares.add(Square.parse(s));
    }
    return squares;
  }

  private static long number(Map<String, Object> m, String key) {
    return ((Number) m.get(key)).longValue();
  }

  /**
   * Runs {@code params} through {@code KnightBackend.start} and returns {@code {steps, counters,
   * finish}}: every step the listener was given, the last counters and the finish event.
   */
  private static Map<String, Object> run(String params) {
    return map(
        js.executeAsyncScript(
            "const done = arguments[arguments.length - 1];"
                + "const steps = []; let counters = null;"
                + "KnightBackend.start(" + params + ", {"
                + "  onStep: (s) => steps.push(s), onCounters: (c) => { counters = c; },"
                + "  onFinish: (f) => done({steps, counters, finish: f}),"
                + "  onError: (m) => done({error: m})});"));
  }

  /**
   * Replays the steps on a stack, checking each step's depth, and returns the path they leave:
   * placed squares go on, removed ones come off.
   */
  private static List<Square> replay(List<Map<String, Object>> steps, int cols) {
    List<Square> path = new ArrayList<>();
    for (Map<String, Object> step : steps) {
      Square square = Square.parse((String) step.get("square"));
      assertEquals(square.row() * cols + square.col(), number(step, "index"), step.toString());
      switch ((String) step.get("kind")) {
        case "placed" -> {
          assertEquals(path.size(), number(step, "depth"), "a square is placed at the end of the path: " + step);
          path.add(square);
        }
        case "removed" -> {
          assertEquals(path.size() - 1, number(step, "depth"), "the last square is taken back: " + step);
          assertEquals(path.get(path.size() - 1), square, step.toString());
          path.remove(path.size() - 1);
        }
        case "deadEnd" -> assertEquals(path.get(path.size() - 1), square, "a dead end is the knight's square: " + step);
        default -> throw new AssertionError("unknown step " + step);
      }
    }
    return path;
  }

  private static long count(List<Map<String, Object>> steps, String kind) {
    return steps.stream().filter(s -> s.get("kind").equals(kind)).count();
  }

  @SuppressWarnings("unchecked")
  private static List<Map<String, Object>> steps(Map<String, Object> run) {
    return (List<Map<String, Object>>) run.get("steps");
  }

  @Test
  void warnsdorffFindsAKnightsTourOfEightByEight() {
    Map<String, Object> r = map(js.executeScript("return knightTours.solve(8, 8, 'b1', 'WARNSDORFF', 'open');"));
    assertEquals("FOUND", r.get("outcome"), r.toString());
    List<Square> tour = squares(r.get("squares"));
    assertEquals(Square.parse("b1"), tour.get(0));
    TourValidator.Report report = TourValidator.validate(Board.of(8, 8), tour);
    assertTrue(report.isTour(), report + " " + tour);
    assertEquals(tour.get(63).algebraic(), r.get("end"));
    assertEquals("8x8", r.get("board"));
    assertEquals("open", r.get("kind"));
    assertEquals("WARNSDORFF", r.get("strategy"));
    assertEquals(64, number(r, "nodes"));
    assertEquals(0, number(r, "backtracks"));
  }

  @Test
  void warnsdorffStepByStepShowsTheTourItFinds() {
    Map<String, Object> run = run("{rows: 8, cols: 8, start: 'b1', kind: 'open', strategy: 'WARNSDORFF', speed: 'max'}");
    assertNull(run.get("error"));
    Map<String, Object> finish = map(run.get("finish"));
    assertEquals("FOUND", finish.get("outcome"), finish.toString());
    List<Square> path = replay(steps(run), 8);
    assertEquals(squares(finish.get("squares")), path);
    assertTrue(TourValidator.validate(Board.of(8, 8), path).isTour());
    Map<String, Object> counters = map(run.get("counters"));
    assertEquals(64, number(counters, "placed"));
    assertEquals(0, number(counters, "backtracks"));
    // The pictures to download: the library's SVG, and a PNG made from it on the page.
    Map<String, Object> pictures = map(finish.get("pictures"));
    Map<String, Object> files =
        map(
            js.executeAsyncScript(
                "const done = arguments[arguments.length - 1];"
                    + "const read = (url) => fetch(url).then((r) => r.blob());"
                    + "Promise.all([read(arguments[0]), read(arguments[1])]).then(async ([svg, png]) =>"
                    + "  done({svgType: svg.type, svgStart: (await svg.text()).slice(0, 300), pngType: png.type,"
                    + "    pngMagic: Array.from(new Uint8Array(await png.slice(1, 4).arrayBuffer())).map((b) => String.fromCharCode(b)).join('')}));",
                pictures.get("svg"),
                pictures.get("png")));
    assertEquals("image/svg+xml", files.get("svgType"));
    assertTrue(((String) files.get("svgStart")).contains("<svg"), files.toString());
    assertEquals("image/png", files.get("pngType"));
    assertEquals("PNG", files.get("pngMagic"));
    String svg = (String) js.executeScript("return knightTours.svg(8, 8, arguments[0], 'open');", finish.get("squares"));
    assertTrue(svg.contains("from b1"), svg.substring(0, 300));
  }

  /**
   * The lesson's run: the naive search on 5 x 5 from c1, step by step to its end. The steps
   * replay to the tour found, the counters count them, and the browser's search made the same
   * choices as the library on the JVM: the same tour after the same squares placed and taken back.
   */
  @Test
  void naiveBacktrackingOnFiveByFiveRunsToTheEnd() {
    Map<String, Object> run =
        run("{rows: 5, cols: 5, start: 'c1', kind: 'open', strategy: 'NAIVE_BACKTRACKING', speed: 'max'}");
    assertNull(run.get("error"));
    Map<String, Object> finish = map(run.get("finish"));
    assertEquals("FOUND", finish.get("outcome"), finish.toString());
    assertEquals("NAIVE_BACKTRACKING", finish.get("strategy"));
    List<Map<String, Object>> steps = steps(run);
    List<Square> path = replay(steps, 5);
    assertEquals(squares(finish.get("squares")), path);
    assertTrue(TourValidator.validate(Board.of(5, 5), path).isTour());
    Map<String, Object> counters = map(run.get("counters"));
    assertEquals(count(steps, "placed"), number(counters, "placed"));
    assertEquals(count(steps, "removed"), number(counters, "backtracks"));
    assertEquals(count(steps, "deadEnd"), number(counters, "deadEnds"));
    assertEquals(25, number(counters, "placed") - number(counters, "backtracks"));
    assertTrue(((Number) counters.get("searchMillis")).doubleValue() > 0, counters.toString());

    TourResult jvm = KnightTours.solve(TourRequest.of(5, 5, Square.parse("c1")), Strategy.NAIVE_BACKTRACKING);
    assertEquals(jvm.tour().orElseThrow().squares(), path);
    assertEquals(jvm.statistics().nodesExpanded(), number(counters, "placed"));
    assertEquals(jvm.statistics().backtracks(), number(counters, "backtracks"));
    assertEquals(jvm.statistics().nodesExpanded(), number(finish, "nodes"));
    assertEquals(jvm.statistics().backtracks(), number(finish, "backtracks"));
  }

  @Test
  void everyMoveOrderSearchesAsOnTheJvm() {
    for (MoveOrder order : MoveOrder.values()) {
      Map<String, Object> r =
          map(js.executeScript(
              "return knightTours.solve(5, 5, 'c1', 'NAIVE_BACKTRACKING', 'open', arguments[0]);", order.cliName()));
      TourResult jvm =
          KnightTours.solve(TourRequest.of(5, 5, Square.parse("c1")), new NaiveBacktrackingSolver(order));
      assertEquals("FOUND", r.get("outcome"), order + ": " + r);
      assertEquals(jvm.tour().orElseThrow().squares(), squares(r.get("squares")), order.toString());
      assertEquals(jvm.statistics().nodesExpanded(), number(r, "nodes"), order.toString());
      assertEquals(jvm.statistics().backtracks(), number(r, "backtracks"), order.toString());
    }
    List<Object> names = new ArrayList<>();
    for (Object o : (List<?>) js.executeScript("return knightTours.moveOrders().map((o) => o.name);")) {
      names.add(o);
    }
    assertEquals(List.of("GEEKSFORGEEKS", "MILLER_RANUM", "ROSETTA_ADA", "NEIGHBOUR_ORDER"), names);
  }

  @Test
  void backtrackingOnFiveByFiveRunsToTheEnd() {
    Map<String, Object> run = run("{rows: 5, cols: 5, start: 'a1', kind: 'open', strategy: 'BACKTRACKING', speed: 'max'}");
    assertNull(run.get("error"));
    Map<String, Object> finish = map(run.get("finish"));
    assertEquals("FOUND", finish.get("outcome"), finish.toString());
    assertEquals(squares(finish.get("squares")), replay(steps(run), 5));
  }

  @Test
  void provenAbsenceOfAClosedTourOfFourByFour() {
    Map<String, Object> run =
        run("{rows: 4, cols: 4, start: 'a1', kind: 'closed', strategy: 'NAIVE_BACKTRACKING', speed: 'max'}");
    assertNull(run.get("error"));
    Map<String, Object> finish = map(run.get("finish"));
    assertEquals("PROVEN_ABSENT", finish.get("outcome"), finish.toString());
    assertNull(finish.get("squares"));
    assertFalse(((String) finish.get("explanation")).isBlank());
    assertEquals(
        List.of(Square.parse("a1")), replay(steps(run), 4), "an exhaustive search takes back every square but the start");
  }

  @Test
  void thirtyByThirtyStepByStep() {
    Map<String, Object> run =
        run("{rows: 30, cols: 30, start: 'a1', kind: 'closed', strategy: 'WARNSDORFF', speed: 'max'}");
    assertNull(run.get("error"));
    Map<String, Object> finish = map(run.get("finish"));
    List<Square> path = replay(steps(run), 30);
    if (finish.get("outcome").equals("FOUND")) {
      assertEquals(squares(finish.get("squares")), path);
      TourValidator.Report report = TourValidator.validate(Board.of(30, 30), path);
      assertTrue(report.isTour() && report.isClosed(), report.toString());
    } else {
      assertEquals("GAVE_UP", finish.get("outcome"), finish.toString());
    }
    Map<String, Object> open =
        run("{rows: 30, cols: 30, start: 'a1', kind: 'open', strategy: 'AUTO', speed: 'max'}");
    Map<String, Object> found = map(open.get("finish"));
    assertEquals("FOUND", found.get("outcome"), found.toString());
    assertTrue(TourValidator.validate(Board.of(30, 30), squares(found.get("squares"))).isTour());
  }

  @Test
  void provenAbsenceOfAnyTourOfThreeByThree() {
    Map<String, Object> r =
        map(js.executeScript("return knightTours.solve(3, 3, 'a1', 'NAIVE_BACKTRACKING', 'open', 'rosetta-ada');"));
    assertEquals("PROVEN_ABSENT", r.get("outcome"), r.toString());
    assertNull(r.get("squares"));
    assertNull(r.get("end"));
  }

  @Test
  void aPausedRunMovesOneStepPerStep() {
    Map<String, Object> r =
        map(
            js.executeAsyncScript(
                "const done = arguments[arguments.length - 1]; const steps = []; let finished = null;"
                    + "const run = KnightBackend.start({rows: 6, cols: 6, start: 'a1', kind: 'open',"
                    + "  strategy: 'WARNSDORFF', speed: 'max', paused: true}, {"
                    + "  onStep: (s) => steps.push(s.square), onCounters: () => {},"
                    + "  onFinish: (f) => { finished = f.outcome; }, onError: (m) => done({error: m})});"
                    + "const wait = (ms) => new Promise((ok) => setTimeout(ok, ms));"
                    + "(async () => { await wait(300); const before = steps.length;"
                    + "  run.step(); run.step(); run.step(); await wait(500);"
                    + "  const after = steps.slice(); run.stop();"
                    + "  await wait(500); done({before, after, finished}); })();"));
    assertNull(r.get("error"));
    assertEquals(0L, r.get("before"), "paused: no step before Step; " + r);
    List<String> tour =
        strings(map(js.executeScript("return knightTours.solve(6, 6, 'a1', 'WARNSDORFF', 'open');")).get("squares"));
    assertEquals(tour.subList(0, 3), r.get("after"), "three steps: the first three squares of the tour");
    assertEquals("CANCELLED", r.get("finished"), "Stop ends the run");
  }

  @Test
  void aStoppedRunEndsCancelled() {
    Map<String, Object> r =
        map(
            js.executeAsyncScript(
                "const done = arguments[arguments.length - 1];"
                    + "const run = KnightBackend.start({rows: 8, cols: 8, start: 'a1', kind: 'open',"
                    + "  strategy: 'WARNSDORFF', speed: 2}, {onStep: () => {}, onCounters: () => {},"
                    + "  onFinish: (f) => done(f), onError: (m) => done({error: m})});"
                    + "setTimeout(() => run.stop(), 700);"));
    assertEquals("CANCELLED", r.get("outcome"), r.toString());
  }

  @Test
  void aRaceRunsTwoSearchesSideBySide() {
    Map<String, Object> r =
        map(
            js.executeAsyncScript(
                "const done = arguments[arguments.length - 1]; const ends = {};"
                    + "for (const strategy of ['NAIVE_BACKTRACKING', 'WARNSDORFF']) {"
                    + "  KnightBackend.start({rows: 5, cols: 5, start: 'a1', kind: 'open', strategy, speed: 'max'}, {"
                    + "    onStep: () => {}, onCounters: () => {},"
                    + "    onFinish: (f) => { ends[strategy] = f.outcome; if (Object.keys(ends).length === 2) done(ends); },"
                    + "    onError: (m) => done({error: m})}); }"));
    assertEquals(Map.of("NAIVE_BACKTRACKING", "FOUND", "WARNSDORFF", "FOUND"), r);
  }

  @Test
  void badArgumentsAreErrorsNamingTheValue() {
    assertEquals(
        "start \"z9\" is off the 5x5 board",
        js.executeScript("try { knightTours.solve(5, 5, 'z9', 'WARNSDORFF', 'open'); return null; } catch (e) { return e.message; }"));
    assertEquals(
        "unknown strategy \"FASTEST\"",
        js.executeScript("try { knightTours.solve(5, 5, 'a1', 'FASTEST', 'open'); return null; } catch (e) { return e.message; }"));
    assertEquals(
        "rows must be from 1 to 30, got 31",
        js.executeScript("try { knightTours.trace(31, 5, 'a1', 'WARNSDORFF', 'open'); return null; } catch (e) { return e.message; }"));
    Map<String, Object> r = run("{rows: 5, cols: 5, start: 'a1', kind: 'sideways', strategy: 'WARNSDORFF', speed: 'max'}");
    assertEquals("kind must be \"open\" or \"closed\", got \"sideways\"", r.get("error"));
  }

  @Test
  void hintsNameWarnsdorffsAndPohlsNextSquare() {
    Map<String, Object> h = map(js.executeAsyncScript(
        "const done = arguments[arguments.length - 1]; KnightBackend.hints(8, 8, ['a1', 'b3']).then(done);"));
    assertEquals(List.of("c1", "d2", "d4", "a5", "c5"), h.get("moves"));
    assertEquals("c1", h.get("warnsdorff"));
    assertEquals("c1", h.get("pohl"));
  }
}
