package io.github.knighttours.web;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * Debian's Chromium, headless, driven through its chromedriver: a copy of knight-examples' helper
 * of the same name (test classes are not shared between the modules).
 */
final class HeadlessChromium implements AutoCloseable {

  private static final String CHROMIUM = System.getProperty("knighttours.chromium", "/usr/bin/chromium");
  private static final String CHROMEDRIVER = System.getProperty("knighttours.chromedriver", "/usr/bin/chromedriver");

  /**
   * Set by {@code .ci/run} ({@code -Dknighttours.browser.required=true}), where a missing browser
   * is a failure; elsewhere the browser tests skip with a message saying what to install.
   */
  private static final boolean REQUIRED = Boolean.getBoolean("knighttours.browser.required");

  private final ChromeDriverService service;
  private final WebDriver driver;

  private HeadlessChromium(ChromeDriverService service, WebDriver driver) {
    this.service = service;
    this.driver = driver;
  }

  /**
   * Starts the browser with its profile in {@code profile}. If it is not installed, the test is
   * skipped with a message saying what to install, or fails where the browser is required (CI).
   */
  static HeadlessChromium start(Path profile) {
    for (String program : List.of(CHROMIUM, CHROMEDRIVER)) {
      if (!Files.isExecutable(Path.of(program))) {
        String message =
            program + " is missing: the browser tests need Debian's Chromium and its driver."
                + " Run: apt-get install -y chromium chromium-driver (bash .ci/run does)";
        if (REQUIRED) {
          fail(message);
        }
        System.err.println("Browser tests skipped: " + message); // the skip of a class shows in no count
        org.junit.jupiter.api.Assumptions.abort(message);
      }
    }
    ChromeDriverService service =
        new ChromeDriverService.Builder().usingDriverExecutable(new File(CHROMEDRIVER)).usingAnyFreePort().build();
    ChromeOptions options = new ChromeOptions();
    options.setBinary(CHROMIUM);
    options.addArguments(
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--user-data-dir=" + profile.toAbsolutePath());
    return new HeadlessChromium(service, new ChromeDriver(service, options));
  }

  WebDriver driver() {
    return driver;
  }

  @Override
  public void close() {
    driver.quit();
    service.stop();
  }
}
