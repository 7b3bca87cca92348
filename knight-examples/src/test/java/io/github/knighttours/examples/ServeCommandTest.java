package io.github.knighttours.examples;

import static io.github.knighttours.examples.CommandRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(value = 2, unit = TimeUnit.MINUTES) // a guard against a hang, not a speed limit
class ServeCommandTest {

  @Test
  void helpExplainsTheCommandItsExitCodesAndExamples() {
    CommandRun run = run("serve", "--help");
    assertEquals(0, run.status(), run.err());
    assertTrue(run.out().contains("--port=N"), run.out());
    assertTrue(run.out().contains("--open"), run.out());
    assertTrue(run.out().contains("127.0.0.1"), run.out());
    assertTrue(run.out().contains("Exit codes:"), run.out());
    assertTrue(run.out().contains("knight-tours serve --port 0"), run.out());
    assertTrue(run.out().contains("other sites") && run.out().contains("403"), "the help says who may start runs");
    assertTrue(run("--help").out().contains("serve"), "the top help lists serve");
  }

  @Test
  void portOutOfRangeIsAUsageError() {
    for (String port : new String[] {"65536", "-1"}) {
      CommandRun run = run("serve", "--port", port);
      assertEquals(2, run.status(), run.err());
      assertTrue(run.err().contains("--port must be from 0 to 65535, got " + port), run.err());
    }
    CommandRun words = run("serve", "--port", "eighty");
    assertEquals(2, words.status());
    assertTrue(words.err().contains("eighty"), words.err());
  }

  @Test
  void portInUseSaysSoAndExitsWithOne() throws Exception {
    try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      CommandRun run = run("serve", "--port", String.valueOf(taken.getLocalPort()));
      assertEquals(1, run.status(), run.err());
      assertTrue(run.err().contains("port " + taken.getLocalPort() + ": it is in use"), run.err());
      assertTrue(run.err().contains("--port 0"), run.err());
    }
  }

  @Test
  void servesThePageUntilItsThreadIsInterrupted() throws Exception {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    AtomicInteger status = new AtomicInteger(-1);
    Thread serving =
        new Thread(
            () -> status.set(TourMain.run(new String[] {"serve", "--port=0"}, new PrintWriter(out, true), new PrintWriter(err, true))));
    serving.start();
    Pattern address = Pattern.compile("Knight's tour simulator at (http://127\\.0\\.0\\.1:\\d+/)");
    Matcher m;
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (!(m = address.matcher(out.toString())).find()) {
      if (System.nanoTime() > deadline || !serving.isAlive()) {
        fail("no address printed: " + out + err);
      }
      Thread.sleep(10);
    }
    HttpResponse<String> page =
        HttpClient.newHttpClient()
            .send(HttpRequest.newBuilder(URI.create(m.group(1))).build(), HttpResponse.BodyHandlers.ofString());
    assertEquals(200, page.statusCode());
    assertTrue(page.body().contains("Knight's tour simulator"), page.body());
    serving.interrupt();
    serving.join();
    assertEquals(0, status.get(), err.toString());
    assertTrue(out.toString().contains("Stopped."), out.toString());
  }
}
