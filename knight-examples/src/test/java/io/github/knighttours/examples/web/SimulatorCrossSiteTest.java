package io.github.knighttours.examples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.examples.web.EventStream.Event;
import java.io.InputStream;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpResponse.BodyHandlers;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Requests that start or control runs from pages of other sites (cross-site request forgery):
 * refused with 403, changing nothing; the simulator's own page and its own origin still work, and
 * run ids cannot be guessed.
 */
@Timeout(value = 5, unit = TimeUnit.MINUTES) // a guard against a hang, not a speed limit
class SimulatorCrossSiteTest {

  private static final String RUN = "/api/run?rows=5&cols=5&start=a1&strategy=backtracking&paused=true&budget=60";

  private static SimulatorHttp http;

  @BeforeAll
  static void start() throws Exception {
    http = SimulatorHttp.start();
  }

  @AfterAll
  static void stop() {
    http.close();
  }

  /** A request as a page of another site, or a script that has not the page, would send it. */
  private static HttpRequest.Builder bare(String pathAndQuery) {
    return HttpRequest.newBuilder(http.uri(pathAndQuery));
  }

  private static String ownOrigin() {
    return "http://127.0.0.1:" + http.server().port();
  }

  private static void assertRefused(HttpRequest.Builder request, String method) throws Exception {
    HttpRequest built =
        method.equals("POST") ? request.POST(HttpRequest.BodyPublishers.noBody()).build() : request.GET().build();
    HttpResponse<InputStream> response = http.client().send(built, BodyHandlers.ofInputStream());
    int runs = http.server().activeRuns();
    if (response.statusCode() != 403) {
      response.body().close(); // a stream that was let through: not read to its end
    }
    assertEquals(403, response.statusCode(), built.uri() + " " + built.headers());
    String body = new String(response.body().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
    assertTrue(response.headers().firstValue("Content-Type").orElse("").startsWith("text/plain"));
    assertTrue(body.startsWith("refused"), body);
    assertEquals(0, runs, "a refused request starts nothing");
  }

  @Test
  void runsFromOtherSitesAreRefusedAndStartNothing() throws Exception {
    assertRefused(bare(RUN).header("Origin", "http://attacker.example"), "GET");
    assertRefused(bare(RUN).header("Origin", "null"), "GET"); // a sandboxed frame or a file
    assertRefused(bare(RUN).header("Origin", "http://127.0.0.1:1"), "GET"); // another port is another site
    // A no-cors GET (an <img> or <script> tag) carries no Origin; the browser says where it comes from.
    assertRefused(bare(RUN).header("Sec-Fetch-Site", "cross-site"), "GET");
    assertRefused(bare(RUN).header("Sec-Fetch-Site", "same-site"), "GET");
    // An older browser says nothing: without the page's token the request is refused all the same.
    assertRefused(bare(RUN), "GET");
    assertRefused(bare(RUN).header(SimulatorServer.TOKEN_HEADER, "AAAAAAAAAAAAAAAAAAAAAA"), "GET");
    // The token does not make another site's request good.
    assertRefused(
        bare(RUN).header(SimulatorServer.TOKEN_HEADER, http.token()).header("Origin", "http://attacker.example"), "GET");
    assertRefused(
        bare(RUN).header(SimulatorServer.TOKEN_HEADER, http.token()).header("Sec-Fetch-Site", "cross-site"), "GET");
  }

  @Test
  void controlsFromOtherSitesAreRefusedAndChangeNothing() throws Exception {
    HttpResponse<InputStream> response = http.open(RUN.substring("/api/run?".length()));
    assertEquals(200, response.statusCode());
    try (EventStream events = new EventStream(response.body())) {
      String id = SimulatorHttp.field(events.next().data(), "id");
      for (String action : List.of("resume", "step", "stop", "speed?value=max")) {
        String path = "/api/runs/" + id + "/" + action;
        HttpResponse<String> refused =
            http.client().send(
                bare(path).header("Origin", "http://attacker.example").POST(HttpRequest.BodyPublishers.noBody()).build(),
                BodyHandlers.ofString());
        assertEquals(403, refused.statusCode(), path + ": " + refused.body());
        HttpResponse<String> noToken =
            http.client().send(bare(path).POST(HttpRequest.BodyPublishers.noBody()).build(), BodyHandlers.ofString());
        assertEquals(403, noToken.statusCode(), path + ": " + noToken.body());
      }
      assertEquals(1, http.server().activeRuns(), "the run is still there, paused");
      // Still paused: one Step from the page moves exactly one step.
      assertEquals(204, http.post("/api/runs/" + id + "/step").statusCode());
      Event step = events.next();
      assertEquals("steps", step.name());
      assertEquals(1, step.data().split(" ").length, step.data());
      assertEquals("counters", events.next().name());
      assertEquals(204, http.post("/api/runs/" + id + "/stop").statusCode());
      Event end = events.next();
      assertEquals("end", end.name());
      assertEquals("CANCELLED", SimulatorHttp.field(end.data(), "outcome"));
    }
  }

  @Test
  void theServersOwnOriginWorksWithoutTheToken() throws Exception {
    HttpResponse<InputStream> response =
        http.client().send(
            bare(RUN.replace("paused=true", "paused=false")).header("Origin", ownOrigin()).header("Sec-Fetch-Site", "same-origin")
                .GET().build(),
            BodyHandlers.ofInputStream());
    assertEquals(200, response.statusCode());
    try (EventStream events = new EventStream(response.body())) {
      List<Event> all = events.rest();
      assertEquals("FOUND", SimulatorHttp.field(all.get(all.size() - 1).data(), "outcome"));
    }
    HttpResponse<String> control =
        http.client().send(
            bare("/api/runs/AAAAAAAAAAAAAAAAAAAAAA/stop").header("Origin", "http://localhost:" + http.server().port())
                .POST(HttpRequest.BodyPublishers.noBody()).build(),
            BodyHandlers.ofString());
    assertEquals(404, control.statusCode(), "accepted, and no such run: " + control.body());
  }

  @Test
  void readingIsOpenToAnyone() throws Exception {
    // Nothing changes on these, and another site's page cannot read the answers anyway.
    for (String path : List.of("/", "/simulator.js", "/api/limits", "/api/strategies")) {
      HttpResponse<String> response =
          http.client().send(bare(path).header("Sec-Fetch-Site", "cross-site").GET().build(), BodyHandlers.ofString());
      assertEquals(200, response.statusCode(), path);
      assertFalse(response.headers().firstValue("Access-Control-Allow-Origin").isPresent(), path);
    }
  }

  @Test
  void runIdsAreRandomAndUrlSafe() throws Exception {
    Set<String> ids = new HashSet<>();
    for (int i = 0; i < 6; i++) {
      HttpResponse<InputStream> response = http.open("rows=5&cols=5&start=a1&strategy=backtracking");
      try (EventStream events = new EventStream(response.body())) {
        String id = SimulatorHttp.field(events.next().data(), "id");
        assertTrue(id.matches("[A-Za-z0-9_-]{22}"), "128 random bits in base64url: " + id);
        assertFalse(id.matches("r?\\d+"), "not a counter: " + id);
        assertTrue(ids.add(id), "ids repeat: " + ids);
        events.rest();
      }
    }
    assertNotEquals(http.token(), ids.iterator().next());
  }
}
