package io.github.knighttours.examples.web;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Not a test: takes screenshots of the simulator in its modes, for a person to look at (the
 * page's layout is judged by eye). Run with the test classpath; writes PNGs to the folder given
 * (default target/look).
 */
public final class SimulatorLookMain {

  private SimulatorLookMain() {}

  /** Takes the screenshots. */
  public static void main(String[] args) throws Exception {
    Path out = Path.of(args.length > 0 ? args[0] : "target/look");
    Files.createDirectories(out);
    try (SimulatorServer server = SimulatorServer.start(0);
        HeadlessChromium chromium = HeadlessChromium.start(Files.createTempDirectory("look"))) {
      WebDriver driver = chromium.driver();
      driver.manage().window().setSize(new Dimension(1400, 1500));
      WebDriverWait wait = new WebDriverWait(driver, Duration.ofMinutes(2));
      driver.get(server.uri().toString());
      wait.until(d -> !d.findElements(By.cssSelector("#strategy option")).isEmpty());
      shoot(driver, out, "01-initial");

      // One search, finished.
      set(driver, "rows", "6");
      set(driver, "cols", "6");
      new Select(driver.findElement(By.id("speed"))).selectByValue("max");
      driver.findElement(By.cssSelector("#board .cell[data-square=a1]")).click();
      driver.findElement(By.id("startButton")).click();
      wait.until(d -> !d.findElement(By.id("outcome")).getAttribute("data-outcome").isEmpty()
          && d.findElement(By.id("startButton")).isEnabled());
      shoot(driver, out, "02-watch-found");

      // A proven absence: 4x4 has no tour.
      set(driver, "rows", "4");
      set(driver, "cols", "4");
      driver.findElement(By.id("startButton")).click();
      wait.until(d -> !d.findElement(By.id("outcome")).getAttribute("data-outcome").isEmpty()
          && d.findElement(By.id("startButton")).isEnabled());
      shoot(driver, out, "03-watch-absent");

      // A race on 5x5 from a1.
      set(driver, "rows", "5");
      set(driver, "cols", "5");
      new Select(driver.findElement(By.id("mode"))).selectByValue("race");
      String naive = args.length > 1 ? args[1] : "NAIVE_BACKTRACKING";
      new Select(driver.findElement(By.id("strategy"))).selectByValue(naive);
      new Select(driver.findElement(By.id("strategyB"))).selectByValue("WARNSDORFF");
      new Select(driver.findElement(By.id("speed"))).selectByValue("100");
      driver.findElement(By.id("startButton")).click();
      Thread.sleep(2500);
      shoot(driver, out, "04-race-running");
      new Select(driver.findElement(By.id("speed"))).selectByValue("max");
      wait.until(d -> d.findElement(By.id("startButton")).isEnabled());
      shoot(driver, out, "05-race-finished");

      // A race on 8x8 where the naive search is still searching.
      set(driver, "rows", "8");
      set(driver, "cols", "8");
      set(driver, "start", "c3");
      new Select(driver.findElement(By.id("speed"))).selectByValue("1000");
      driver.findElement(By.id("startButton")).click();
      Thread.sleep(4000);
      shoot(driver, out, "05b-race-8x8-running");
      driver.findElement(By.id("stopButton")).click();
      wait.until(d -> d.findElement(By.id("startButton")).isEnabled());
      shoot(driver, out, "05c-race-8x8-stopped");

      // Manual mode.
      new Select(driver.findElement(By.id("mode"))).selectByValue("manual");
      set(driver, "rows", "8");
      set(driver, "cols", "8");
      for (String square : new String[] {"b3", "c5", "e4"}) {
        driver.findElement(By.cssSelector("#board .cell[data-square=" + square + "]")).click();
      }
      driver.findElement(By.cssSelector("#board .cell[data-square=h8]")).click();
      shoot(driver, out, "06-manual-refused");
      driver.findElement(By.id("hintButton")).click();
      wait.until(d -> !d.findElements(By.cssSelector("#board .cell.hintW")).isEmpty());
      shoot(driver, out, "07-manual-hint");
      // A large board: the finished picture.
      new Select(driver.findElement(By.id("mode"))).selectByValue("watch");
      set(driver, "rows", "40");
      set(driver, "cols", "40");
      set(driver, "start", "a1");
      new Select(driver.findElement(By.id("strategy"))).selectByValue("AUTO");
      driver.findElement(By.id("startButton")).click();
      wait.until(d -> (Boolean) ((JavascriptExecutor) d).executeScript(
          "const p = document.getElementById('picture'); return !p.hidden && p.complete && p.naturalWidth > 0;"));
      shoot(driver, out, "08-large-picture");

      // Three dimensions.
      set(driver, "layers", "3");
      set(driver, "rows", "4");
      set(driver, "cols", "4");
      new Select(driver.findElement(By.id("strategy"))).selectByValue("BACKTRACKING");
      new Select(driver.findElement(By.id("speed"))).selectByValue("max");
      driver.findElement(By.id("startButton")).click();
      wait.until(d -> "48".equals(d.findElement(By.id("board3d")).getAttribute("data-shown")));
      shoot(driver, out, "09-three-d");
    }
  }

  private static void set(WebDriver driver, String id, String value) {
    var field = driver.findElement(By.id(id));
    field.clear();
    field.sendKeys(value, org.openqa.selenium.Keys.TAB);
  }

  private static void shoot(WebDriver driver, Path out, String name) throws Exception {
    byte[] png = ((TakesScreenshot) driver).getScreenshotAs(OutputType.BYTES);
    Files.write(out.resolve(name + ".png"), png);
    System.out.println("wrote " + out.resolve(name + ".png"));
  }
}
