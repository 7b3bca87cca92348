package io.github.knighttours.examples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.knighttours.examples.web.EventStream.Event;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Clients that hold the server's threads or run slots on purpose, against the real server on a
 * loopback port: requests that never finish arriving, streams nobody reads, and pages closed while
 * a large board searches. The server must keep answering others and free the slots. Every wait
 * here is bounded; the bounds are generous, since they guard against a hang, not a slow machine.
 */
@Timeout(value = 5, unit = TimeUnit.MINUTES)
class SimulatorStarvationTest {

  /** A search that streams steps fast for as long as its budget lets it: a closed tour of the (1,4)-leaper. */
  private static final String TALKATIVE =
      "rows=20&cols=20&start=a1&strategy=BACKTRACKING&leaper=1,4&kind=closed&speed=max&budget=600";

  /** A large board (shown only when finished) whose closed tour backtracking does not find for minutes. */
  private static final String LARGE_AND_SLOW =
      "rows=100&cols=100&start=a1&strategy=BACKTRACKING&kind=closed&budget=600";

  private SimulatorHttp http;
  private final List<Socket> sockets = new ArrayList<>();

  @BeforeEach
  void start() throws IOException {
    http = SimulatorHttp.start();
  }

  @AfterEach
  void stop() throws IOException {
    for (Socket socket : sockets) {
      socket.close();
    }
    http.close();
  }

  private Socket connect(int receiveBuffer) throws IOException {
    Socket socket = new Socket();
    sockets.add(socket);
    if (receiveBuffer > 0) {
      socket.setReceiveBufferSize(receiveBuffer);
    }
    socket.connect(new InetSocketAddress("127.0.0.1", http.server().port()));
    return socket;
  }

  private void send(Socket socket, String pathAndQuery) throws IOException {
    socket.getOutputStream().write(
        ("GET " + pathAndQuery + " HTTP/1.1\r\nHost: 127.0.0.1:" + http.server().port() + "\r\n"
                + SimulatorServer.TOKEN_HEADER + ": " + http.token() + "\r\n\r\n")
            .getBytes(StandardCharsets.US_ASCII));
  }

  /** A GET that must be answered, with a generous bound so that a starved server fails rather than hangs. */
  private HttpResponse<String> getWithin(String path) throws Exception {
    return http.client().send(
        http.request(path).timeout(Duration.ofSeconds(30)).GET().build(), HttpResponse.BodyHandlers.ofString());
  }

  /** Waits, generously, for the count of searching runs; fails only if it never comes. */
  private void awaitActiveRuns(int expected, long seconds) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
    while (http.server().activeRuns() != expected) {
      if (System.nanoTime() > deadline) {
        fail("expected " + expected + " active runs within " + seconds + " s, still " + http.server().activeRuns());
      }
      Thread.sleep(50);
    }
  }

  /** A run that is searching, read up to its first event; the stream is left open. */
  private void assertANewRunStarts() throws Exception {
    HttpResponse<InputStream> response = http.open("rows=5&cols=5&start=a1&strategy=backtracking");
    assertEquals(200, response.statusCode(), "a slot is free again");
    try (EventStream events = new EventStream(response.body())) {
      List<Event> all = events.rest();
      assertEquals("FOUND", SimulatorHttp.field(all.get(all.size() - 1).data(), "outcome"));
    }
  }

  @Test
  void requestsThatNeverFinishArrivingHoldNobodyUp() throws Exception {
    int slow = 3 * (4 + 8); // more than the old server had threads
    for (int i = 0; i < slow; i++) {
      connect(0).getOutputStream().write('G');
    }
    Thread.sleep(300); // let the server take them all up
    for (int i = 0; i < 3; i++) {
      HttpResponse<String> limits = getWithin("/api/limits");
      assertEquals(200, limits.statusCode(), "answered while " + slow + " requests hang half-sent");
    }
    // And the slow ones are cut off after the read timeout, not kept for ever.
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(4L * SimulatorServer.READ_TIMEOUT_SECONDS + 30);
    for (Socket socket : sockets) {
      long left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
      socket.setSoTimeout((int) Math.max(1, left));
      try {
        assertEquals(-1, socket.getInputStream().read(), "the server closes a request that never ends");
      } catch (SocketException reset) {
        // closed as well
      } catch (SocketTimeoutException e) {
        fail("a half-sent request is still open after " + (4L * SimulatorServer.READ_TIMEOUT_SECONDS + 30) + " s");
      }
    }
  }

  @Test
  void streamsNobodyReadsLoseTheirSlots() throws Exception {
    for (int i = 0; i < SimulatorServer.MAX_RUNS; i++) {
      send(connect(4096), "/api/run?" + TALKATIVE); // and never read
    }
    awaitActiveRuns(SimulatorServer.MAX_RUNS, 60);
    assertEquals(200, getWithin("/api/limits").statusCode(), "answered while every slot is taken");
    assertEquals(503, http.get("/api/run?rows=5&cols=5&start=a1").statusCode(), "every slot is taken");
    // Their budget is 600 s: only the write timeout can free the slots this early.
    awaitActiveRuns(0, 4L * SimulatorServer.WRITE_TIMEOUT_SECONDS + 60);
    assertANewRunStarts();
  }

  @Test
  void closedPagesOfLargeBoardsFreeTheirSlotsAtOnce() throws Exception {
    for (int i = 0; i < SimulatorServer.MAX_RUNS; i++) {
      Socket socket = connect(0);
      send(socket, "/api/run?" + LARGE_AND_SLOW);
      InputStream in = socket.getInputStream();
      byte[] head = new byte[4096];
      String seen = "";
      while (!seen.contains("event: run")) {
        int n = in.read(head);
        assertTrue(n > 0, "the stream began: " + seen);
        seen += new String(head, 0, n, StandardCharsets.UTF_8);
      }
    }
    awaitActiveRuns(SimulatorServer.MAX_RUNS, 60);
    for (Socket socket : sockets) {
      socket.close(); // the pages are closed; the searches would run for 600 s
    }
    awaitActiveRuns(0, 60);
    assertANewRunStarts();
  }

  @Test
  void aPausedRunEndsWithItsBudget() throws Exception {
    // Nobody resumes or stops it: the budget must end it. Read whole, with a bound against a hang.
    HttpResponse<String> response =
        http.client()
            .sendAsync(
                http.request("/api/run?rows=8&cols=8&start=a1&strategy=backtracking&paused=true&budget=1").GET().build(),
                HttpResponse.BodyHandlers.ofString())
            .get(120, TimeUnit.SECONDS);
    assertEquals(200, response.statusCode());
    List<Event> all = new EventStream(new java.io.ByteArrayInputStream(response.body().getBytes(StandardCharsets.UTF_8))).rest();
    Event end = all.get(all.size() - 1);
    assertEquals("end", end.name());
    assertEquals("BUDGET_EXHAUSTED", SimulatorHttp.field(end.data(), "outcome"), end.data());
    awaitActiveRuns(0, 60);
  }
}
