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
 * The simulator's lesson in a real browser (Debian's headless Chromium): the race of the naive
 * search against Warnsdorff's rule, the manual mode, the board's coordinates and legend, a clean
 * board after a proven absence, and the finished picture of a large board.
 */
@Timeout(value = 10, unit = TimeUnit.MINUTES) // a guard against a hang, not a speed limit
class SimulatorLessonBrowserTest {

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

  private static WebDriverWait waiting() {
    return new WebDriverWait(driver, PATIENCE);
  }

  /** Opens the page in {@code mode} with a board of {@code rows × cols}. */
  private static void open(String mode, int rows, int cols) {
    driver.get(server.uri().toString());
    waiting().until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#strategy option[value=BACKTRACKING]")));
    select("mode", mode);
    type("rows", String.valueOf(rows));
    type("cols", String.valueOf(cols));
    waiting().until(d -> d.findElements(By.cssSelector("#board .cell")).size() == rows * cols);
  }

  private static void select(String id, String value) {
    new Select(driver.findElement(By.id(id))).selectByValue(value);
  }

  private static void type(String id, String text) {
    WebElement field = driver.findElement(By.id(id));
    field.clear();
    field.sendKeys(text, Keys.TAB); // Tab: the change event redraws the board
  }

  private static WebElement cell(String board, String square) {
    return driver.findElement(By.cssSelector("#" + board + " .cell[data-square=" + square + "]"));
  }

  private static long counter(String pane, String name) {
    return Long.parseLong(driver.findElement(By.cssSelector("#" + pane + " [data-counter=" + name + "]")).getText().trim());
  }

  private static String outcome(String id) {
    return driver.findElement(By.id(id)).getAttribute("data-outcome");
  }

  private static Object script(String js) {
    return ((JavascriptExecutor) driver).executeScript(js);
  }

  @Test
  void raceOfTheNaiveSearchAgainstWarnsdorffShowsTheDifference() {
    open("race", 5, 5);
    cell("board", "a1").click();
    select("strategy", "NAIVE_BACKTRACKING");
    select("strategyB", "WARNSDORFF");
    assertTrue(driver.findElement(By.id("moveOrderLabel")).isDisplayed(), "the naive search's move order is offered");
    // Paced: Warnsdorff's 25 placements end long before the naive search, which backs up.
    select("speed", "50");
    driver.findElement(By.id("startButton")).click();
    waiting().until(d -> "FOUND".equals(outcome("outcomeB")));
    WebElement note = driver.findElement(By.id("raceNote"));
    assertTrue(outcome("outcome").isEmpty(), "the naive search is still running: " + outcome("outcome"));
    assertTrue(note.isDisplayed() && note.getText().contains("exponential"), note.getText());
    select("speed", "max");
    waiting().until(d -> !outcome("outcome").isEmpty() && d.findElement(By.id("startButton")).isEnabled());
    assertEquals("FOUND", outcome("outcome"), driver.findElement(By.id("outcome")).getText());
    // Both boards show a tour from a1.
    for (String board : List.of("board", "boardB")) {
      List<Square> tour = tourOn(board, 25);
      assertEquals(Square.parse("a1"), tour.get(0));
      assertTrue(TourValidator.validate(Board.of(5, 5), tour).isTour(), board + ": " + tour);
    }
    long naiveBacktracks = counter("paneA", "backtracks");
    assertTrue(naiveBacktracks > 0, "the naive search backs up from a1 on 5x5");
    assertEquals(25 + naiveBacktracks, counter("paneA", "placed"), "placed = the tour's squares + those taken back");
    assertTrue(counter("paneA", "deadEnds") > 0);
    assertEquals(0, counter("paneB", "backtracks"), "Warnsdorff's rule never backs up");
    assertEquals(25, counter("paneB", "placed"));
    assertTrue(note.getText().startsWith("Both have ended"), note.getText());
    assertTrue(note.getText().contains(naiveBacktracks + " backtracks"), note.getText());
  }

  /** The squares of a board in the order of their numbers. */
  private static List<Square> tourOn(String board, int squares) {
    @SuppressWarnings("unchecked")
    List<String> cells =
        (List<String>)
            script("return Array.from(document.querySelectorAll('#" + board + " .cell'))"
                + ".map(c => c.dataset.square + '=' + c.textContent);");
    Square[] byNumber = new Square[squares];
    for (String cell : cells) {
      String[] parts = cell.split("=", -1);
      assertTrue(parts[1].matches("\\d+"), board + ": square " + parts[0] + " shows '" + parts[1] + "'");
      byNumber[Integer.parseInt(parts[1]) - 1] = Square.parse(parts[0]);
    }
    return new ArrayList<>(List.of(byNumber));
  }

  @Test
  void manualModeRefusesIllegalMovesTakesLegalOnesGivesHintsAndUndoes() {
    open("manual", 8, 8);
    type("start", "a1");
    waiting().until(d -> "1".equals(cell("board", "a1").getText()));
    assertTrue(cell("board", "a1").getAttribute("class").contains("knight"));
    WebElement message = driver.findElement(By.id("manualMessage"));

    cell("board", "a2").click(); // a rook's step, not a knight's move
    assertTrue(message.getText().startsWith("Refused"), message.getText());
    assertTrue(message.getText().contains("a1 to a2 is not a knight's move"), message.getText());
    assertEquals("", cell("board", "a2").getText());

    cell("board", "b3").click();
    assertEquals("2", cell("board", "b3").getText());
    assertTrue(cell("board", "b3").getAttribute("class").contains("knight"));
    cell("board", "a1").click(); // a knight's move, but visited
    assertTrue(message.getText().contains("a1 is visited already"), message.getText());

    driver.findElement(By.id("hintButton")).click();
    waiting().until(d -> !d.findElements(By.cssSelector("#board .cell.hintW")).isEmpty()
        && !d.findElements(By.cssSelector("#board .cell.hintP")).isEmpty());
    String w = driver.findElement(By.cssSelector("#board .cell.hintW")).getAttribute("data-square");
    String p = driver.findElement(By.cssSelector("#board .cell.hintP")).getAttribute("data-square");
    ManualHints expected = ManualHints.of(Board.of(8, 8), List.of(Square.parse("a1"), Square.parse("b3")));
    assertEquals(expected.warnsdorff().algebraic(), w);
    assertEquals(expected.pohl().algebraic(), p);
    assertTrue(message.getText().contains("Warnsdorff") && message.getText().contains(w), message.getText());

    cell("board", w).click(); // the hint is a legal move
    assertEquals("3", cell("board", w).getText());
    assertTrue(driver.findElements(By.cssSelector("#board .cell.hintW")).isEmpty(), "a move clears the hint");
    driver.findElement(By.id("undoButton")).click();
    assertEquals("", cell("board", w).getText());
    assertTrue(cell("board", "b3").getAttribute("class").contains("knight"), "the knight is back on b3");
    driver.findElement(By.id("undoButton")).click();
    assertTrue(cell("board", "a1").getAttribute("class").contains("knight"));
    assertEquals("", cell("board", "b3").getText());
  }

  @Test
  void boardHasFileLettersRankNumbersAndALegendForItsColours() {
    open("watch", 5, 6);
    // The page's words for the strategies and move orders (simulator.js, the same on the no-install page).
    assertEquals(
        "naive backtracking: fixed move order, no pruning (exhaustive)",
        driver.findElement(By.cssSelector("#strategy option[value=NAIVE_BACKTRACKING]")).getAttribute("textContent"));
    assertEquals(
        "Rosetta Code's Ada program",
        driver.findElement(By.cssSelector("#moveOrder option[value=ROSETTA_ADA]")).getAttribute("textContent"));
    assertEquals(
        List.of("a", "b", "c", "d", "e", "f"),
        driver.findElements(By.cssSelector("#paneA .files span")).stream().map(WebElement::getText).toList());
    assertEquals(
        List.of("5", "4", "3", "2", "1"),
        driver.findElements(By.cssSelector("#paneA .ranks span")).stream().map(WebElement::getText).toList(),
        "rank 1 at the bottom");
    // Rank 1's label is level with a1, file a's below it.
    WebElement a1 = cell("board", "a1");
    WebElement rank1 = driver.findElements(By.cssSelector("#paneA .ranks span")).get(4);
    WebElement fileA = driver.findElements(By.cssSelector("#paneA .files span")).get(0);
    assertEquals(a1.getRect().getY() + a1.getRect().getHeight() / 2.0,
        rank1.getRect().getY() + rank1.getRect().getHeight() / 2.0, 2.0);
    assertEquals(a1.getRect().getX() + a1.getRect().getWidth() / 2.0,
        fileA.getRect().getX() + fileA.getRect().getWidth() / 2.0, 2.0);
    assertTrue(fileA.getRect().getY() > a1.getRect().getY());
    // Each colour the board uses in a search has a key in the legend.
    WebElement legend = driver.findElement(By.id("legend"));
    for (String swatch : List.of("light", "dark", "start", "knight", "visited", "dead", "flash")) {
      WebElement key = legend.findElement(By.cssSelector(".swatch." + swatch));
      assertTrue(key.isDisplayed(), swatch);
    }
    String words = legend.getText();
    for (String word : List.of("start square", "knight", "dead end", "taken back")) {
      assertTrue(words.contains(word), word + " in " + words);
    }
    assertFalse(words.contains("Pohl"), "the hints' keys show in manual mode only: " + words);
    // The swatch shows the very colour of the board's cells.
    assertEquals(cell("board", "a1").getCssValue("background-color"),
        legend.findElement(By.cssSelector(".swatch.dark")).getCssValue("background-color"));
    select("wrap", "torus");
    assertTrue(legend.findElement(By.cssSelector(".swatch.wrapline")).isDisplayed(), "a torus shows its key");
  }

  @Test
  void provenAbsenceLeavesACleanBoard() {
    open("watch", 4, 4);
    cell("board", "a1").click();
    select("strategy", "BACKTRACKING");
    select("speed", "max");
    driver.findElement(By.id("startButton")).click();
    waiting().until(d -> !outcome("outcome").isEmpty() && d.findElement(By.id("startButton")).isEnabled());
    assertEquals("PROVEN_ABSENT", outcome("outcome"));
    assertTrue(counter("paneA", "deadEnds") > 0, "the search met dead ends on its way");
    long marked = (Long) script(
        "return document.querySelectorAll('#board .cell.dead, #board .cell.flash, #board .cell.visited,"
            + " #board .cell.knight').length;");
    assertEquals(0, marked, "no square keeps a mark of the search");
    String text = driver.findElement(By.id("outcome")).getText();
    assertFalse(text.contains("vert") || text.contains("Hamiltonian"), text);
  }

  @Test
  void finishedPictureOfALargeBoardLoadsEveryTime() {
    open("watch", 5, 5);
    for (int i = 0; i < 5; i++) {
      type("rows", "40");
      type("cols", "40");
      type("start", "a1");
      select("strategy", "AUTO");
      driver.findElement(By.id("startButton")).click();
      waiting().until(d -> "FOUND".equals(outcome("outcome")) && d.findElement(By.id("startButton")).isEnabled());
      waiting().until(d -> (Boolean) script("const p = document.getElementById('picture');"
          + " return !p.hidden && p.complete && p.naturalWidth > 0;"));
    }
  }
}
