package io.github.knighttours.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Board;
import io.github.knighttours.KnightTours;
import io.github.knighttours.Square;
import io.github.knighttours.Strategy;
import io.github.knighttours.TourRequest;
import io.github.knighttours.TourResult;
import io.github.knighttours.TourValidator;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
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
 * The simulator's own page on the static site (index.html with backend-local.js), used as a
 * person uses it, in headless Chromium from a static file server: no Java behind it.
 */
@Timeout(value = 10, unit = TimeUnit.MINUTES) // a guard against a hang, not a speed limit
class SimulatorPageBrowserTest {
  private static final Duration PATIENCE = Duration.ofMinutes(3);

  private static final Path SITE = Path.of("target", "site");

  @TempDir static Path profile;

  private static StaticSiteServer server;
  private static HeadlessChromium chromium;
  private static WebDriver driver;

  @BeforeAll
  static void start() throws IOException {
    assertTrue(
        Files.readString(SITE.resolve("index.html"))
            .contains("<script type=\"module\" src=\"knight-tours-global.js\"></script>"),
        "the site's index.html loads knight-tours-global.js");
    server = StaticSiteServer.start(SITE);
    chromium = HeadlessChromium.start(profile);
    driver = chromium.driver();
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

  private static void openBoard(int rows, int cols) {
    driver.get(server.uri().toString());
    assertEquals(
        "function",
        ((JavascriptExecutor) driver).executeScript("return typeof knightTours.solve;"),
        "the library is there once the page has loaded");
    WebDriverWait wait = new WebDriverWait(driver, PATIENCE);
    wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#strategy option[value=NAIVE_BACKTRACKING]")));
    assertEquals("local", ((JavascriptExecutor) driver).executeScript("return KnightBackend.name;"));
    type("rows", String.valueOf(rows));
    type("cols", String.valueOf(cols));
    wait.until(d -> d.findElements(By.cssSelector("#board .cell")).size() == rows * cols);
  }

  private static void choose(String start, String strategy, String kind) {
    cell(start).click();
    assertEquals(start, driver.findElement(By.id("start")).getAttribute("value"));
    new Select(driver.findElement(By.id("strategy"))).selectByValue(strategy);
    new Select(driver.findElement(By.id("kind"))).selectByValue(kind);
    new Select(driver.findElement(By.id("speed"))).selectByValue("max");
  }

  private static WebElement cell(String square) {
    return driver.findElement(By.cssSelector("#board .cell[data-square=" + square + "]"));
  }

  private static void type(String id, String text) {
    WebElement field = driver.findElement(By.id(id));
    field.clear();
    field.sendKeys(text, Keys.TAB);
  }

  private static String awaitOutcome() {
    WebDriverWait wait = new WebDriverWait(driver, PATIENCE);
    wait.until(d -> !d.findElement(By.id("outcome")).getAttribute("data-outcome").isEmpty()
        && d.findElement(By.id("startButton")).isEnabled());
    return driver.findElement(By.id("outcome")).getAttribute("data-outcome");
  }

  private static long counter(String name) {
    return Long.parseLong(driver.findElement(By.cssSelector("#paneA [data-counter=" + name + "]")).getText().trim());
  }

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

  @Test
  void naiveBacktrackingOnFiveByFiveFromC1ShowsTheTourAndItsCounts() {
    openBoard(5, 5);
    assertEquals(
        "naive backtracking: fixed move order, no pruning (exhaustive)",
        driver.findElement(By.cssSelector("#strategy option[value=NAIVE_BACKTRACKING]")).getAttribute("textContent"));
    choose("c1", "NAIVE_BACKTRACKING", "open");
    driver.findElement(By.id("startButton")).click();
    assertEquals("FOUND", awaitOutcome(), driver.findElement(By.id("outcome")).getText());
    List<Square> tour = tourOnTheBoard(25);
    assertTrue(TourValidator.validate(Board.of(5, 5), tour).isTour(), tour.toString());
    TourResult jvm = KnightTours.solve(TourRequest.of(5, 5, Square.parse("c1")), Strategy.NAIVE_BACKTRACKING);
    assertEquals(jvm.tour().orElseThrow().squares(), tour);
    assertEquals(jvm.statistics().nodesExpanded(), counter("placed"));
    assertEquals(jvm.statistics().backtracks(), counter("backtracks"));
    WebElement svg = driver.findElement(By.id("svgLink"));
    assertTrue(svg.getAttribute("href").startsWith("blob:"), "the SVG to download is made on the page");
    assertTrue(driver.findElement(By.id("pngLink")).getAttribute("href").startsWith("blob:"));
  }

  @Test
  void raceOfTheNaiveSearchAndWarnsdorff() {
    openBoard(5, 5);
    new Select(driver.findElement(By.id("mode"))).selectByValue("race");
    choose("c1", "NAIVE_BACKTRACKING", "open");
    new Select(driver.findElement(By.id("strategyB"))).selectByValue("WARNSDORFF");
    driver.findElement(By.id("startButton")).click();
    WebDriverWait wait = new WebDriverWait(driver, PATIENCE);
    wait.until(d -> !d.findElement(By.id("outcome")).getAttribute("data-outcome").isEmpty()
        && !d.findElement(By.id("outcomeB")).getAttribute("data-outcome").isEmpty());
    assertEquals("FOUND", driver.findElement(By.id("outcome")).getAttribute("data-outcome"));
    assertEquals(
        KnightTours.solve(TourRequest.of(5, 5, Square.parse("c1")), Strategy.NAIVE_BACKTRACKING)
            .statistics()
            .nodesExpanded(),
        counter("placed"));
    long warnsdorffPlaced =
        Long.parseLong(driver.findElement(By.cssSelector("#paneB [data-counter=placed]")).getText().trim());
    String warnsdorff = driver.findElement(By.id("outcomeB")).getAttribute("data-outcome");
    TourResult jvm = KnightTours.solve(TourRequest.of(5, 5, Square.parse("c1")), Strategy.WARNSDORFF);
    assertEquals(jvm.outcome().name(), warnsdorff);
    assertEquals(jvm.statistics().nodesExpanded(), warnsdorffPlaced);
  }

  @Test
  void warnsdorffOnEightByEight() {
    openBoard(8, 8);
    choose("b1", "WARNSDORFF", "open");
    driver.findElement(By.id("startButton")).click();
    assertEquals("FOUND", awaitOutcome(), driver.findElement(By.id("outcome")).getText());
    List<Square> tour = tourOnTheBoard(64);
    assertEquals(Square.parse("b1"), tour.get(0));
    assertTrue(TourValidator.validate(Board.of(8, 8), tour).isTour(), tour.toString());
    assertEquals(64, counter("placed"));
  }

  @Test
  void provenAbsenceOfAClosedTourOfFourByFour() {
    openBoard(4, 4);
    choose("a1", "NAIVE_BACKTRACKING", "closed");
    driver.findElement(By.id("startButton")).click();
    assertEquals("PROVEN_ABSENT", awaitOutcome(), driver.findElement(By.id("outcome")).getText());
  }

  @Test
  void stepAndStop() {
    openBoard(8, 8);
    cell("a1").click();
    new Select(driver.findElement(By.id("strategy"))).selectByValue("NAIVE_BACKTRACKING");
    driver.findElement(By.id("stepButton")).click();
    WebDriverWait wait = new WebDriverWait(driver, PATIENCE);
    wait.until(d -> counter("placed") == 1);
    driver.findElement(By.id("stepButton")).click();
    wait.until(d -> counter("placed") == 2);
    driver.findElement(By.id("stopButton")).click();
    assertEquals("CANCELLED", awaitOutcome(), driver.findElement(By.id("outcome")).getText());
    assertEquals(2, counter("placed"), "paused: nothing moved but the two steps");
  }
}
