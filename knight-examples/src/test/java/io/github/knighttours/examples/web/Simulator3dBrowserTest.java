package io.github.knighttours.examples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
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
 * Three-dimensional boards on the page, in Debian's headless Chromium: the layers drawn side by
 * side, a run to the found tour, and its replay read back off the cells.
 */
@Timeout(value = 10, unit = TimeUnit.MINUTES) // a guard against a hang, not a speed limit
class Simulator3dBrowserTest {


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

  private static void type(String id, String text) {
    WebElement field = driver.findElement(By.id(id));
    field.clear();
    field.sendKeys(text, Keys.TAB); // Tab: the change event redraws the board
  }

  /** Opens the page and sets a board of {@code layers × rows × cols}. */
  private static void openBoard(int layers, int rows, int cols) {
    driver.get(server.uri().toString());
    WebDriverWait wait = new WebDriverWait(driver, PATIENCE);
    wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#strategy option[value=BACKTRACKING]")));
    type("rows", String.valueOf(rows));
    type("cols", String.valueOf(cols));
    type("layers", String.valueOf(layers));
    wait.until(d -> d.findElements(By.cssSelector("#board3d .cell")).size() == layers * rows * cols);
  }

  private static WebElement cell(String name) {
    return driver.findElement(By.cssSelector("#board3d .cell[data-cell='" + name + "']"));
  }

  private static boolean offered(String strategy) {
    return driver.findElement(By.cssSelector("#strategy option[value=" + strategy + "]")).isEnabled();
  }

  /** Waits for the outcome and the end of the replay. */
  private static String awaitOutcomeAndReplay(int cells) {
    WebDriverWait wait = new WebDriverWait(driver, PATIENCE);
    wait.until(d -> !d.findElement(By.id("outcome3d")).getAttribute("data-outcome").isEmpty()
        && d.findElement(By.id("startButton")).isEnabled());
    String outcome = driver.findElement(By.id("outcome3d")).getAttribute("data-outcome");
    if (outcome.equals("FOUND")) {
      wait.until(d -> String.valueOf(cells).equals(d.findElement(By.id("board3d")).getAttribute("data-shown")));
    }
    return outcome;
  }

  /**
   * Reads the numbers off the drawn cells in one script call: the cells' coordinates in the order
   * of their numbers, each number shown once.
   */
  private static List<int[]> tourOnTheBoard(int cellCount) {
    @SuppressWarnings("unchecked")
    List<String> shown =
        (List<String>)
            ((JavascriptExecutor) driver)
                .executeScript(
                    "return Array.from(document.querySelectorAll('#board3d .cell'))"
                        + ".map(c => c.dataset.cell + '=' + (c.querySelector('.num') || {textContent: ''}).textContent);");
    assertEquals(cellCount, shown.size());
    int[][] byNumber = new int[cellCount][];
    for (String entry : shown) {
      String[] parts = entry.split("=", -1);
      assertTrue(parts[1].matches("\\d+"), "cell " + parts[0] + " shows '" + parts[1] + "'");
      int n = Integer.parseInt(parts[1]);
      assertTrue(n >= 1 && n <= cellCount && byNumber[n - 1] == null, "number " + n + " once");
      String[] xyz = parts[0].substring(1, parts[0].length() - 1).split(",");
      byNumber[n - 1] = new int[] {Integer.parseInt(xyz[0]), Integer.parseInt(xyz[1]), Integer.parseInt(xyz[2])};
    }
    return new ArrayList<>(Arrays.asList(byNumber));
  }

  @Test
  void closedFourByFourByFourTourIsReplayedCellByCell() {
    openBoard(4, 4, 4);
    assertEquals(4, driver.findElements(By.cssSelector("#board3d .grid3d")).size(), "four layers side by side");
    assertFalse(driver.findElement(By.id("board")).isDisplayed(), "the flat board is hidden");
    assertTrue(driver.findElement(By.id("note")).getText().contains("not the search"));
    assertFalse(offered("ROTH") || offered("SQUIRREL") || offered("DIVIDE_AND_CONQUER"));
    assertTrue(offered("BACKTRACKING") && offered("AUTO"));
    assertFalse(driver.findElement(By.id("wrap")).isEnabled(), "no wrap on a board with layers");
    assertEquals("(0,0,0)", driver.findElement(By.id("start")).getAttribute("value"), "a1 became (0,0,0)");
    cell("(2,1,3)").click();
    assertEquals("(2,1,3)", driver.findElement(By.id("start")).getAttribute("value"));
    new Select(driver.findElement(By.id("strategy"))).selectByValue("BACKTRACKING");
    new Select(driver.findElement(By.id("kind"))).selectByValue("closed");
    new Select(driver.findElement(By.id("speed"))).selectByValue("1000");
    driver.findElement(By.id("startButton")).click();
    String outcome = awaitOutcomeAndReplay(64);
    assertEquals("FOUND", outcome, driver.findElement(By.id("outcome3d")).getText());
    List<int[]> tour = tourOnTheBoard(64);
    assertTrue(Arrays.equals(new int[] {2, 1, 3}, tour.get(0)), Arrays.toString(tour.get(0)));
    Simulator3dServerTest.assertTour3d(tour, 4, 4, 4, true);
    // Every move is drawn: a line within a layer, or a marker on the cell left for another layer.
    int withinLayer = 0;
    int betweenLayers = 0;
    for (int i = 0; i < tour.size(); i++) {
      int[] from = tour.get(i);
      int[] to = tour.get((i + 1) % tour.size());
      if (from[0] == to[0]) {
        withinLayer++;
      } else {
        betweenLayers++;
        String name = "(" + from[0] + "," + from[1] + "," + from[2] + ")";
        String marker = cell(name).findElement(By.className("updown")).getText();
        assertEquals(to[0] > from[0] ? "▲" : "▼", marker, name);
      }
    }
    int lines = 0;
    for (WebElement svg : driver.findElements(By.cssSelector("#board3d svg.moves3d"))) {
      lines += Integer.parseInt(svg.getAttribute("data-lines"));
    }
    assertEquals(withinLayer, lines);
    assertEquals(String.valueOf(betweenLayers), driver.findElement(By.id("board3d")).getAttribute("data-layer-moves"));
    assertTrue(cell(name(tour.get(63))).getAttribute("class").contains("knight"), "the knight on the last cell");
    assertEquals("64", driver.findElement(By.id("replayMove")).getText());
  }

  @Test
  void stepWalksThroughTheFoundTourOneMoveAtATime() {
    openBoard(3, 4, 4);
    new Select(driver.findElement(By.id("strategy"))).selectByValue("BACKTRACKING");
    new Select(driver.findElement(By.id("kind"))).selectByValue("open");
    driver.findElement(By.id("stepButton")).click(); // starts the run with its replay paused
    WebDriverWait wait = new WebDriverWait(driver, PATIENCE);
    wait.until(d -> "FOUND".equals(d.findElement(By.id("outcome3d")).getAttribute("data-outcome"))
        && "1".equals(d.findElement(By.id("board3d")).getAttribute("data-shown")));
    assertEquals("Resume", driver.findElement(By.id("pauseButton")).getText());
    assertEquals("1", cell("(0,0,0)").findElement(By.className("num")).getText());
    driver.findElement(By.id("stepButton")).click();
    driver.findElement(By.id("stepButton")).click();
    wait.until(d -> "3".equals(d.findElement(By.id("board3d")).getAttribute("data-shown")));
    Map<String, String> numbered = new TreeMap<>();
    for (WebElement c : driver.findElements(By.cssSelector("#board3d .cell .num"))) {
      numbered.put(c.getText(), c.findElement(By.xpath("..")).getAttribute("data-cell"));
    }
    assertEquals(3, numbered.size(), numbered.toString());
    driver.findElement(By.id("stopButton")).click(); // the rest at once
    wait.until(d -> "48".equals(d.findElement(By.id("board3d")).getAttribute("data-shown")));
    List<int[]> tour = tourOnTheBoard(48);
    Simulator3dServerTest.assertTour3d(tour, 3, 4, 4, false);
    for (int i = 0; i < 3; i++) {
      assertEquals(name(tour.get(i)), numbered.get(String.valueOf(i + 1)), "stepped move " + (i + 1));
    }
  }

  @Test
  void oneLayerAgainIsTheFlatBoard() {
    openBoard(3, 5, 5);
    type("layers", "1");
    new WebDriverWait(driver, PATIENCE)
        .until(d -> d.findElements(By.cssSelector("#board .cell")).size() == 25);
    assertEquals("a1", driver.findElement(By.id("start")).getAttribute("value"));
    assertTrue(driver.findElement(By.id("wrap")).isEnabled());
    assertTrue(offered("ROTH"));
    assertTrue(driver.findElement(By.id("board3d")).getAttribute("hidden") != null);
  }

  private static String name(int[] cell) {
    return "(" + cell[0] + "," + cell[1] + "," + cell[2] + ")";
  }
}
