package io.github.knighttours.examples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.KnightTours;
import io.github.knighttours.Square;
import io.github.knighttours.Strategy;
import io.github.knighttours.Tour;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The page runs on any {@code window.KnightBackend}: here the simulator's own page and script,
 * opened from files with a stand-in backend in place of {@code backend-server.js} and no server
 * at all, run a search, a race and a hint. What the static site's {@code backend-local.js} relies
 * on.
 */
@Timeout(value = 5, unit = TimeUnit.MINUTES) // a guard against a hang, not a speed limit
class SimulatorBackendSwapBrowserTest {

  @TempDir static Path profile;
  @TempDir static Path site;

  private static HeadlessChromium chromium;
  private static WebDriver driver;

  @BeforeAll
  static void startBrowser() throws IOException {
    chromium = HeadlessChromium.start(profile);
    driver = chromium.driver();
    String page = resource("index.html");
    assertTrue(page.contains("<script src=\"backend-server.js\"></script>"), "the page loads its backend by name");
    Files.writeString(site.resolve("index.html"),
        page.replace("<script src=\"backend-server.js\"></script>", "<script src=\"backend-stand-in.js\"></script>"));
    Files.writeString(site.resolve("simulator.js"), resource("simulator.js"));
    Files.writeString(site.resolve("simulator.css"), resource("simulator.css"));
    Tour tour = KnightTours.find(5, 5, Square.parse("a1"), Strategy.WARNSDORFF).orElseThrow();
    String squares = tour.squares().stream().map(s -> "'" + s.algebraic() + "'").collect(Collectors.joining(","));
    Files.writeString(site.resolve("backend-stand-in.js"), STAND_IN.replace("SQUARES", squares));
  }

  @AfterAll
  static void stopBrowser() {
    if (chromium != null) {
      chromium.close();
    }
  }

  private static String resource(String name) throws IOException {
    try (InputStream in = SimulatorServer.class.getResourceAsStream(name)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  /**
   * A backend with the interface of backend-server.js and nothing behind it: every run "finds"
   * the same 5x5 tour, step by step, and counts the calls it gets.
   */
  private static final String STAND_IN =
      """
      'use strict';
      window.standInCalls = [];
      window.KnightBackend = {
        name: 'local',
        limits: async () => ({ maxRows: 30, maxCols: 30 }),
        strategies: async () => [
          { name: 'NAIVE_BACKTRACKING', label: 'naive backtracking: fixed order', exhaustive: true },
          { name: 'WARNSDORFF', label: 'Warnsdorff: fewest onward moves', exhaustive: false },
          { name: 'BACKTRACKING', label: 'exhaustive search with pruning', exhaustive: true }],
        moveOrders: async () => [{ name: 'ROSETTA_ADA', label: 'Ada' }],
        hints: async (rows, cols, path) => {
          window.standInCalls.push('hints ' + rows + 'x' + cols + ' ' + path.join(','));
          return { warnsdorff: 'c2', pohl: 'b3', moves: ['b3', 'c2'] };
        },
        start(params, listener) {
          window.standInCalls.push('start ' + params.strategy + ' ' + params.rows + 'x' + params.cols + ' '
            + params.start + (params.moveOrder ? ' ' + params.moveOrder : ''));
          const squares = [SQUARES];
          let i = 0;
          const timer = setInterval(() => {
            if (i < squares.length) {
              listener.onStep({ kind: 'placed', square: squares[i], depth: i });
              i++;
              listener.onCounters({ placed: i, backtracks: 0, deadEnds: 0, nodes: i, searchMillis: 1 });
              return;
            }
            clearInterval(timer);
            listener.onFinish({ outcome: 'FOUND', kind: 'open', start: squares[0], end: squares[squares.length - 1],
              squares, explanation: 'a tour', counters: { placed: i, backtracks: 0, deadEnds: 0, nodes: i, searchMillis: 1 } });
          }, 5);
          return { pause() {}, resume() {}, step() {}, stop() {}, setSpeed() {} };
        },
      };
      """;

  private static Object script(String js) {
    return ((JavascriptExecutor) driver).executeScript(js);
  }

  private static void open() {
    driver.get(site.resolve("index.html").toUri().toString());
    new WebDriverWait(driver, Duration.ofMinutes(1))
        .until(d -> d.findElements(By.cssSelector("#board .cell")).size() == 25);
  }

  @Test
  void searchAndRaceRunOnAnotherBackend() {
    open();
    new Select(driver.findElement(By.id("speed"))).selectByValue("max");
    driver.findElement(By.id("startButton")).click();
    WebDriverWait wait = new WebDriverWait(driver, Duration.ofMinutes(1));
    wait.until(d -> "FOUND".equals(d.findElement(By.id("outcome")).getAttribute("data-outcome")));
    assertEquals("25", driver.findElement(By.cssSelector("#paneA [data-counter=placed]")).getText());
    assertEquals("1", driver.findElement(By.cssSelector("#board .cell[data-square=a1]")).getText());

    new Select(driver.findElement(By.id("mode"))).selectByValue("race");
    new Select(driver.findElement(By.id("strategyB"))).selectByValue("WARNSDORFF");
    assertEquals("NAIVE_BACKTRACKING", new Select(driver.findElement(By.id("strategy"))).getFirstSelectedOption()
        .getAttribute("value"), "a race starts with the naive search");
    driver.findElement(By.id("startButton")).click();
    wait.until(d -> "FOUND".equals(d.findElement(By.id("outcome")).getAttribute("data-outcome"))
        && "FOUND".equals(d.findElement(By.id("outcomeB")).getAttribute("data-outcome")));
    @SuppressWarnings("unchecked")
    List<String> calls = (List<String>) script("return window.standInCalls;");
    assertEquals(
        List.of("start BACKTRACKING 5x5 a1", "start NAIVE_BACKTRACKING 5x5 a1 ROSETTA_ADA", "start WARNSDORFF 5x5 a1"),
        calls);
    long requests = (Long) script("return performance.getEntriesByType('resource')"
        + ".filter(e => e.name.includes('/api/')).length;");
    assertEquals(0, requests, "the page itself asks no server for anything");
  }

  @Test
  void hintsComeFromTheBackend() {
    open();
    new Select(driver.findElement(By.id("mode"))).selectByValue("manual");
    driver.findElement(By.cssSelector("#board .cell[data-square=b3]")).click();
    driver.findElement(By.id("hintButton")).click();
    new WebDriverWait(driver, Duration.ofMinutes(1))
        .until(d -> !d.findElements(By.cssSelector("#board .cell.hintW")).isEmpty());
    assertEquals("c2", driver.findElement(By.cssSelector("#board .cell.hintW")).getAttribute("data-square"));
    @SuppressWarnings("unchecked")
    List<String> calls = (List<String>) script("return window.standInCalls;");
    assertEquals(List.of("hints 5x5 a1,b3"), calls);
  }
}
