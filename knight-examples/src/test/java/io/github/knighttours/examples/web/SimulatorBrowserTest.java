package io.github.knighttours.examples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Board;
import io.github.knighttours.Square;
import io.github.knighttours.TourValidator;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The simulator end to end in a real browser: Debian's headless Chromium, driven by Selenium
 * through Debian's chromedriver (never a downloaded one), runs a search on the page and reads the
 * finished tour off the drawn board.
 */
@Timeout(value = 10, unit = TimeUnit.MINUTES) // a guard against a hang, not a speed limit
class SimulatorBrowserTest {


  /** Generous: a slow machine must not fail the test, only a page that never finishes. */
  private static final Duration PATIENCE = Duration.ofMinutes(3);

  @TempDir static Path profile;

  private static SimulatorServer server;
  private static HeadlessChromium chromium;
  private static WebDriver driver;

  @BeforeAll
  static void startBrowser() throws IOException {
    server = SimulatorServer.start(0);
    chromium = HeadlessChromium.start(profile);
    driver = chromium.driver();
  }

  @AfterAll
  static void stopBrowser() {
    if (chromium != null) {
      chromium.close();
    }
    if (server != null) {
      server.close();
    }
  }

  /** Fills in the form as a person would, clicks the start square and presses Start. */
  private static void startRun(int rows, int cols, String start, String kind) {
    openBoard(rows, cols);
    clickStartAndRun(start, kind);
  }

  /** Opens the page and sets the board's size. */
  private static void openBoard(int rows, int cols) {
    driver.get(server.uri().toString());
    WebDriverWait wait = new WebDriverWait(driver, PATIENCE);
    wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#strategy option[value=BACKTRACKING]")));
    type("rows", String.valueOf(rows));
    type("cols", String.valueOf(cols));
    wait.until(d -> d.findElements(By.cssSelector("#board .cell")).size() == rows * cols);
  }

  /** Clicks the start square, picks backtracking, the kind and the fastest pace, and starts. */
  private static void clickStartAndRun(String start, String kind) {
    cell(start).click();
    assertEquals(start, driver.findElement(By.id("start")).getAttribute("value"));
    new Select(driver.findElement(By.id("strategy"))).selectByValue("BACKTRACKING");
    new Select(driver.findElement(By.id("kind"))).selectByValue(kind);
    new Select(driver.findElement(By.id("speed"))).selectByValue("max");
    driver.findElement(By.id("startButton")).click();
  }

  private static WebElement cell(String square) {
    return driver.findElement(By.cssSelector("#board .cell[data-square=" + square + "]"));
  }

  /** Whether the strategy list offers {@code name} (false: greyed out). */
  private static boolean offered(String name) {
    return driver.findElement(By.cssSelector("#strategy option[value=" + name + "]")).isEnabled();
  }

  private static void type(String id, String text) {
    WebElement field = driver.findElement(By.id(id));
    field.clear();
    field.sendKeys(text, Keys.TAB); // Tab: the change event redraws the board
  }

  /** Waits for the outcome and returns it. */
  private static String awaitOutcome() {
    WebDriverWait wait = new WebDriverWait(driver, PATIENCE);
    wait.until(d -> !d.findElement(By.id("outcome")).getAttribute("data-outcome").isEmpty()
        && d.findElement(By.id("startButton")).isEnabled());
    return driver.findElement(By.id("outcome")).getAttribute("data-outcome");
  }

  /**
   * Reads the move numbers off the drawn board (in one script call: a WebDriver round trip per
   * square would take a minute on 30x30): the squares in the order of their numbers.
   */
  private static List<Square> tourOnTheBoard(int squareCount) {
    @SuppressWarnings("unchecked")
    List<String> cells =
        (List<String>)
            ((JavascriptExecutor) driver)
                .executeScript(
                    "return Array.from(document.querySelectorAll('#board .cell:not(.hole)'))"
                        + ".map(c => c.dataset.square + '=' + c.textContent);");
    assertEquals(squareCount, cells.size());
    Square[] byNumber = new Square[squareCount];
    for (String cell : cells) {
      String[] parts = cell.split("=", -1);
      assertTrue(parts[1].matches("\\d+"), "square " + parts[0] + " shows '" + parts[1] + "'");
      int n = Integer.parseInt(parts[1]);
      assertTrue(n >= 1 && n <= squareCount && byNumber[n - 1] == null, "number " + n + " once");
      byNumber[n - 1] = Square.parse(parts[0]);
    }
    return new ArrayList<>(Arrays.asList(byNumber));
  }

  /** A counter of the first (or only) board: placed, backtracks, deadEnds, nodes. */
  private static long counter(String name) {
    return Long.parseLong(driver.findElement(By.cssSelector("#paneA [data-counter=" + name + "]")).getText().trim());
  }

  @Test
  void stepAndStopReachTheServerWithThePagesToken() {
    // Step starts a paused run and each further Step is a POST that needs the page's token: a
    // refused one would leave the counter where it was and show the 403's message.
    openBoard(8, 8);
    cell("a1").click();
    new Select(driver.findElement(By.id("strategy"))).selectByValue("BACKTRACKING");
    driver.findElement(By.id("stepButton")).click();
    WebDriverWait wait = new WebDriverWait(driver, PATIENCE);
    wait.until(d -> counter("placed") == 1);
    driver.findElement(By.id("stepButton")).click();
    wait.until(d -> counter("placed") == 2);
    driver.findElement(By.id("stopButton")).click();
    assertEquals("CANCELLED", awaitOutcome(), driver.findElement(By.id("outcome")).getText());
    assertEquals(2, counter("placed"), "paused: nothing moved but the two steps");
  }

  @Test
  void backtrackingOnFiveByFiveFromA1ShowsAValidTour() {
    startRun(5, 5, "a1", "open");
    String outcome = awaitOutcome();
    assertEquals("FOUND", outcome, driver.findElement(By.id("outcome")).getText());
    List<Square> tour = tourOnTheBoard(25);
    assertEquals(Square.parse("a1"), tour.get(0));
    TourValidator.Report report = TourValidator.validate(Board.of(5, 5), tour);
    assertTrue(report.isTour(), report + " " + tour);
    assertEquals(25, counter("placed") - counter("backtracks"));
    assertTrue(driver.findElement(By.id("svgLink")).getAttribute("href").endsWith("/tour.svg"));
    assertTrue(driver.findElement(By.id("pngLink")).getAttribute("href").endsWith("/tour.png"));
  }

  @Test
  void closedTourOfATorusIsShownWithItsWrapMovesAsStubs() {
    openBoard(6, 6);
    assertTrue(offered("ROTH") && offered("SQUIRREL"), "the plain board takes every strategy");
    new Select(driver.findElement(By.id("wrap"))).selectByValue("torus");
    assertFalse(offered("ROTH"), "ROTH refuses a torus: greyed out");
    assertFalse(offered("SQUIRREL"), "SQUIRREL refuses a torus: greyed out");
    assertTrue(offered("BACKTRACKING") && offered("WARNSDORFF"));
    clickStartAndRun("a1", "closed");
    String outcome = awaitOutcome();
    assertEquals("FOUND", outcome, driver.findElement(By.id("outcome")).getText());
    List<Square> tour = tourOnTheBoard(36);
    assertEquals(Square.parse("a1"), tour.get(0));
    ShapeTourCheck torus = new ShapeTourCheck(6, 6, true, true, 1, 2, Set.of());
    torus.assertTour(tour, true);
    // Each move across an edge is drawn as two stubs, each from a square's centre to the border.
    int expected = torus.wrapMoves(tour, true);
    assertTrue(expected > 0, "a closed tour of the 6x6 torus crosses an edge: " + tour);
    WebElement overlay = driver.findElement(By.id("wrapMoves"));
    assertEquals(String.valueOf(expected), overlay.getAttribute("data-wrap-moves"));
    String d = overlay.findElement(By.tagName("path")).getAttribute("d");
    assertEquals(2 * expected, d.split("M", -1).length - 1, d);
    for (String segment : d.substring(1).split("M")) {
      String[] xy = segment.split("[ L]");
      double x = Double.parseDouble(xy[2]);
      double y = Double.parseDouble(xy[3]);
      boolean onBorder = Math.abs(Math.abs(x - 2.5) - 3) < 1e-9 || Math.abs(Math.abs(y - 2.5) - 3) < 1e-9;
      assertTrue(onBorder, "a stub ends on the border: M" + segment);
    }
  }

  @Test
  void holeClickedOnTheBoardIsLeftOutOfTheTour() {
    openBoard(5, 5);
    new Select(driver.findElement(By.id("clickMode"))).selectByValue("hole");
    cell("c3").click();
    assertEquals("c3", driver.findElement(By.id("holes")).getAttribute("value"));
    assertTrue(cell("c3").getAttribute("class").contains("hole"));
    assertEquals("rgba(43, 43, 43, 1)", cell("c3").getCssValue("background-color"), "a hole is dark");
    assertFalse(offered("SQUIRREL"), "a board with a hole greys out SQUIRREL");
    cell("d4").click();
    cell("d4").click(); // a second click puts the square back
    assertEquals("c3", driver.findElement(By.id("holes")).getAttribute("value"));
    new Select(driver.findElement(By.id("clickMode"))).selectByValue("start");
    clickStartAndRun("a1", "open");
    String outcome = awaitOutcome();
    assertEquals("FOUND", outcome, driver.findElement(By.id("outcome")).getText());
    List<Square> tour = tourOnTheBoard(24);
    assertEquals(Square.parse("a1"), tour.get(0));
    new ShapeTourCheck(5, 5, false, false, 1, 2, Set.of(Square.parse("c3"))).assertTour(tour, false);
    assertEquals("", cell("c3").getText(), "the hole shows no number");
    assertEquals(24, counter("placed") - counter("backtracks"));
  }

  @Test
  void closedThirtyByThirtyAtFullSpeedStreamsThousandsOfSteps() {
    // The benchmark of the simulator: how many steps per second the page takes in. Measured and
    // printed, not asserted (no wall-clock limits in tests).
    startRun(30, 30, "a1", "closed");
    String outcome = awaitOutcome();
    // The page's own clock, from its first step to its last.
    double seconds = Long.parseLong(driver.findElement(By.id("paneA")).getAttribute("data-step-millis")) / 1000.0;
    assertEquals("FOUND", outcome, driver.findElement(By.id("outcome")).getText());
    long moves = counter("placed");
    long backtracks = counter("backtracks");
    assertEquals(900, moves - backtracks);
    TourValidator.Report report = TourValidator.validate(Board.of(30, 30), tourOnTheBoard(900));
    assertTrue(report.isClosed(), report.toString());
    long steps = moves + backtracks + counter("deadEnds");
    System.out.println(
        "simulator benchmark (measured, headless Chromium): 30x30 closed from a1, BACKTRACKING, fastest: "
            + steps + " steps taken in by the page in " + String.format(java.util.Locale.ROOT, "%.1f", seconds) + " s, "
            + Math.round(steps / seconds) + " steps/s (search time alone "
            + driver.findElement(By.cssSelector("#paneA [data-counter=searchTime]")).getText() + ")");
  }
}
