package io.github.knighttours.examples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.knighttours.examples.web.EventStream.Event;
import java.io.InputStream;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpResponse.BodyHandlers;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The simulator's request parameters fuzzed against the real server: a seeded random mutator
 * builds queries for {@code /api/run} (two- and three-dimensional) and requests to the control
 * and download endpoints. Every answer must be a documented status with a plain-text message
 * for a refusal, never 500 and never a hang; a run that starts must end with an {@code end}
 * event of a known outcome, and every slot must be free afterwards.
 *
 * <p>A bounded number of inputs in {@code mvn verify}; more with, for example,
 * {@code mvn -pl knight-examples -am -Dtest=SimulatorFuzzTest -Dsurefire.failIfNoSpecifiedTests=false
 * -Dfuzz.inputs=20000 verify} (and {@code -Dfuzz.seed=N} for another sequence).
 */
@Timeout(value = 10, unit = TimeUnit.MINUTES) // a guard against a hang, not a speed limit
class SimulatorFuzzTest {

  private static final int INPUTS = Integer.getInteger("fuzz.inputs", 300);
  private static final long SEED = Long.getLong("fuzz.seed", 20260024L);

  private static final Set<Integer> DOCUMENTED = Set.of(200, 204, 400, 403, 404, 405, 409, 503);
  private static final Set<String> OUTCOMES =
      Set.of("FOUND", "PROVEN_ABSENT", "GAVE_UP", "BUDGET_EXHAUSTED", "CANCELLED", "REFUSED");

  private static final String[] NAMES = {
    "rows", "cols", "start", "strategy", "kind", "speed", "budget", "paused", "wrap", "leaper", "holes", "layers",
    "value", "Rows", "rows ", "", "x", "token"
  };

  private static final String[] SIDES = {
    "1", "2", "3", "4", "5", "6", "8", "12", "30", "31", "40", "100", "1000", "0", "-1", "1001", "2147483647",
    "99999999999", "007", " 8 ", "8.0", "1e3", "0x10", "\uff18", "", "abc", "+5"
  };
  private static final String[] STARTS = {
    "a1", "b1", "c3", "e5", "h8", "a30", "ad30", "z9", "a0", "a1000", "all1000", "A1", " a1", "a1 ", "1a", "", "-",
    "(0,0,0)", "(1,2,3)", "(0,0)", "(-1,0,0)", "(29,29,29)", "(30,0,0)", "(0,0,0,0)", "(a,b,c)", "aa1", "zz999",
    "a99999999999", "\u00e41"
  };
  private static final String[] STRATEGIES = {
    "AUTO", "BACKTRACKING", "WARNSDORFF", "POHL", "POSA", "CLAUSE_LEARNING", "ROTH", "SQUIRREL", "NEURAL_NETWORK",
    "DIVIDE_AND_CONQUER", "backtracking", " auto ", "NONE", "", "AUTO\u0000", "\u0130"
  };
  private static final String[] KINDS = {"open", "closed", "OPEN", " closed", "both", "", "null"};
  private static final String[] SPEEDS = {"max", "MAX", "1", "10", "1000", "1000000", "1000001", "0", "-1", "", "fast", "1e6"};
  private static final String[] BUDGETS = {"1", "2", "60", "600", "601", "0", "-1", "", "1.5", "99999999999", "x"};
  private static final String[] FLAGS = {"true", "false", "TRUE", "yes", "", "1"};
  private static final String[] WRAPS = {"none", "cylinder", "torus", "TORUS", "sphere", ""};
  private static final String[] LEAPERS = {
    "1,2", "2,3", "1,4", "0,1", "0,0", "3,3", "1000,1", "999999999,999999999", "1,2,3", "1", ",", "", "a,b",
    "-1,2", " 2 , 3 "
  };
  private static final String[] LAYERS = {"1", "2", "3", "4", "30", "31", "0", "-2", "", "x"};
  private static final String[] ACTIONS = {
    "pause", "resume", "step", "stop", "speed", "tour.svg", "tour.png", "dance", "STOP", "stop.", ""
  };

  private static SimulatorHttp http;

  /** How many answers of each status and outcome, printed at the end: what the inputs reached. */
  private static final Map<String, Integer> SEEN = new java.util.TreeMap<>();

  /** The request being tried, for the failure message. */
  private static String input;

  private static void seen(String what) {
    SEEN.merge(what, 1, Integer::sum);
  }

  @BeforeAll
  static void start() throws Exception {
    http = SimulatorHttp.start();
  }

  @AfterAll
  static void stop() {
    http.close();
  }

  @Test
  void everyAnswerIsDocumented() throws Exception {
    Random random = new Random(SEED);
    List<String> liveIds = new ArrayList<>();
    for (int i = 0; i < INPUTS; i++) {
      input = null;
      try {
        if (random.nextInt(4) == 0) {
          control(random, liveIds);
        } else {
          run(random, liveIds);
        }
      } catch (AssertionError e) {
        throw new AssertionError("input " + i + " (seed " + SEED + "): " + input + ": " + e.getMessage(), e);
      }
    }
    System.out.println("SimulatorFuzzTest: " + INPUTS + " inputs, seed " + SEED + ": " + SEEN);
    if (INPUTS >= 100) {
      // Not vacuous: the inputs both start runs and get refused.
      assertTrue(SEEN.containsKey("run 200") && SEEN.containsKey("run 400"), "what the inputs reached: " + SEEN);
    }
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (http.server().activeRuns() != 0) {
      if (System.nanoTime() > deadline) {
        fail("runs still hold slots after the fuzz: " + http.server().activeRuns());
      }
      Thread.sleep(50);
    }
  }

  /** A value from the pool, or now and then a mutation of one. */
  private static String pick(Random random, String[] pool) {
    String value = pool[random.nextInt(pool.length)];
    switch (random.nextInt(12)) {
      case 0:
        return value + pool[random.nextInt(pool.length)];
      case 1:
        return value.isEmpty() ? value : value.substring(0, random.nextInt(value.length()));
      case 2:
        return value + (char) random.nextInt(0x3000);
      case 3:
        return value.repeat(1 + random.nextInt(50));
      default:
        return value;
    }
  }

  private static String holes(Random random) {
    StringBuilder holes = new StringBuilder();
    int count = random.nextInt(6) == 0 ? random.nextInt(12_000) : random.nextInt(6);
    for (int i = 0; i < count; i++) {
      holes.append(i == 0 ? "" : random.nextBoolean() ? "," : " ");
      holes.append(random.nextInt(8) == 0 ? pick(random, STARTS) : (char) ('a' + random.nextInt(8)) + "" + (1 + random.nextInt(8)));
    }
    return holes.toString();
  }

  private static String encode(String text) {
    return URLEncoder.encode(text, StandardCharsets.UTF_8);
  }

  /** Starts a run with fuzzed parameters, checks the answer and, if it started, ends it. */
  private static void run(Random random, List<String> liveIds) throws Exception {
    Map<String, String> query = valid(random);
    // Then break none, one, two or three of its values, or add a stranger.
    int mutations = random.nextInt(5) == 0 ? 0 : 1 + random.nextInt(3);
    for (int m = 0; m < mutations; m++) {
      String name = NAMES[random.nextInt(NAMES.length)];
      query.put(name, pick(random, pool(name)));
    }
    if (random.nextInt(10) == 0) {
      query.remove(NAMES[random.nextInt(NAMES.length)]);
    }
    StringBuilder raw = new StringBuilder();
    for (Map.Entry<String, String> e : query.entrySet()) {
      raw.append(raw.length() == 0 ? "" : "&").append(encode(e.getKey())).append('=').append(encode(e.getValue()));
    }
    if (random.nextInt(20) == 0) {
      raw.append(random.nextBoolean() ? "&rows=3" : "&&=&;");
    }
    String path = "/api/run?" + raw;
    input = "GET " + path;
    HttpResponse<InputStream> response =
        http.client().send(caller(random, path).GET().build(), BodyHandlers.ofInputStream());
    int status = response.statusCode();
    seen("run " + status);
    if (status != 200) {
      checkRefusal(status, response.headers().firstValue("Content-Type").orElse(""),
          new String(response.body().readAllBytes(), StandardCharsets.UTF_8), Set.of(400, 403, 503));
      return;
    }
    assertTrue(response.headers().firstValue("Content-Type").orElse("").startsWith("text/event-stream"), input);
    try (EventStream events = new EventStream(response.body())) {
      Event first = events.next();
      assertNotNull(first, "the stream is empty");
      assertEquals("run", first.name(), first.data());
      String id = SimulatorHttp.field(first.data(), "id");
      String budget = SimulatorHttp.field(first.data(), "budgetSeconds");
      liveIds.add(id);
      if (liveIds.size() > 5) {
        liveIds.remove(0);
      }
      if (!budget.equals("1")) {
        // Poke the live run, then stop it; a one-second run is left to end by itself.
        String run = input;
        for (int k = random.nextInt(4); k > 0; k--) {
          control(random, List.of(id));
        }
        input = run;
        HttpResponse<String> stopped = http.post("/api/runs/" + id + "/stop");
        input = run + " (then stop)";
        assertTrue(stopped.statusCode() == 204 || stopped.statusCode() == 404, "stop: " + stopped.statusCode());
      }
      Event last = first;
      Event event;
      while ((event = events.next()) != null) {
        last = event;
      }
      assertEquals("end", last.name(), "the stream ends with its outcome: " + last.data());
      String outcome = SimulatorHttp.field(last.data(), "outcome");
      assertTrue(OUTCOMES.contains(outcome), "outcome " + outcome + ": " + last.data());
      seen("run " + (first.data().contains("\"layers\"") ? "3-D " : "") + outcome);
    }
  }

  /** A query the server accepts: the start from which mutations depart. */
  private static Map<String, String> valid(Random random) {
    Map<String, String> query = new LinkedHashMap<>();
    String[] strategies = {"AUTO", "BACKTRACKING", "WARNSDORFF", "POHL", "POSA", "CLAUSE_LEARNING", "NEURAL_NETWORK"};
    if (random.nextInt(5) == 0) {
      query.put("layers", String.valueOf(2 + random.nextInt(3)));
      query.put("rows", String.valueOf(2 + random.nextInt(4)));
      query.put("cols", String.valueOf(2 + random.nextInt(4)));
      query.put("start", "(0,0,0)");
    } else {
      int rows = random.nextInt(8) == 0 ? 31 + random.nextInt(70) : 1 + random.nextInt(12);
      int cols = random.nextInt(8) == 0 ? 31 + random.nextInt(70) : 1 + random.nextInt(12);
      query.put("rows", String.valueOf(rows));
      query.put("cols", String.valueOf(cols));
      query.put("start", (char) ('a' + random.nextInt(Math.min(cols, 3))) + "" + (1 + random.nextInt(Math.min(rows, 3))));
      query.put("speed", random.nextBoolean() ? "max" : String.valueOf(1 + random.nextInt(5000)));
      query.put("paused", String.valueOf(random.nextInt(4) == 0));
      if (random.nextInt(3) == 0) {
        query.put("wrap", WRAPS[random.nextInt(3)]);
        query.put("leaper", new String[] {"1,2", "2,3", "1,4", "0,1"}[random.nextInt(4)]);
        strategies = new String[] {"AUTO", "BACKTRACKING", "WARNSDORFF", "POSA", "CLAUSE_LEARNING"};
      }
      if (random.nextInt(4) == 0) {
        query.put("holes", holes(random));
      }
    }
    query.put("strategy", strategies[random.nextInt(strategies.length)]);
    query.put("kind", random.nextBoolean() ? "open" : "closed");
    query.put("budget", String.valueOf(random.nextInt(3) == 0 ? 1 : 1 + random.nextInt(600)));
    return query;
  }

  /** The hostile values for a parameter. */
  private static String[] pool(String name) {
    switch (name) {
      case "rows":
      case "cols":
        return SIDES;
      case "start":
        return STARTS;
      case "strategy":
        return STRATEGIES;
      case "kind":
        return KINDS;
      case "speed":
      case "value":
        return SPEEDS;
      case "budget":
        return BUDGETS;
      case "paused":
        return FLAGS;
      case "wrap":
        return WRAPS;
      case "leaper":
        return LEAPERS;
      case "layers":
        return LAYERS;
      default:
        return STARTS;
    }
  }

  /** The page's token most of the time; now and then another site or nobody. */
  private static HttpRequest.Builder caller(Random random, String path) {
    HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(http.uri(path).toString())).timeout(Duration.ofSeconds(60));
    switch (random.nextInt(30)) {
      case 0:
        return request.header("Origin", "http://attacker.example");
      case 1:
        return request;
      case 2:
      case 3:
        return request.header("Origin", "http://127.0.0.1:" + http.server().port());
      case 4:
        return request.header(SimulatorServer.TOKEN_HEADER, http.token()).header("Sec-Fetch-Site", "cross-site");
      default:
        return request.header(SimulatorServer.TOKEN_HEADER, http.token());
    }
  }

  /** A control or download request on a live, ended or made-up run. */
  private static void control(Random random, List<String> liveIds) throws Exception {
    String id;
    int which = random.nextInt(4);
    if (which < 2 && !liveIds.isEmpty()) {
      id = liveIds.get(random.nextInt(liveIds.size()));
    } else if (which == 2) {
      id = "r" + random.nextInt(100);
    } else {
      id = encode(pick(random, STARTS));
    }
    String action = pick(random, ACTIONS);
    String path = "/api/runs/" + id + "/" + encode(action);
    if (random.nextBoolean()) {
      path += "?value=" + encode(pick(random, SPEEDS));
    }
    String method = random.nextInt(5) == 0 ? (random.nextBoolean() ? "GET" : "DELETE") : "POST";
    if (action.startsWith("tour")) {
      method = random.nextInt(5) == 0 ? "POST" : "GET";
    }
    input = method + " " + path;
    HttpRequest request =
        caller(random, path).method(method, HttpRequest.BodyPublishers.noBody()).build();
    HttpResponse<byte[]> response = http.client().send(request, BodyHandlers.ofByteArray());
    int status = response.statusCode();
    seen("control " + status);
    if (status != 200 && status != 204) {
      checkRefusal(status, response.headers().firstValue("Content-Type").orElse(""),
          new String(response.body(), StandardCharsets.UTF_8), Set.of(400, 403, 404, 405, 409));
    }
  }

  private static void checkRefusal(int status, String type, String body, Set<Integer> expected) {
    assertTrue(DOCUMENTED.contains(status), "undocumented status " + status + ": " + body);
    assertTrue(expected.contains(status), "status " + status + ": " + body);
    assertTrue(type.startsWith("text/plain"), "a plain-text message, not " + type + ": " + body);
    assertFalse(body.isBlank(), "a message");
    assertFalse(body.contains("internal error"), body);
  }
}
