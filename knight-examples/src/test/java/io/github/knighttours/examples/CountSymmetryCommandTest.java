package io.github.knighttours.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.math.BigInteger;
import org.junit.jupiter.api.Test;

/** {@code count --up-to-symmetry}: the classes alone, what each symmetry fixes, JSON, refusals. */
class CountSymmetryCommandTest {

  /** Jelliss: 1245 geometrically distinct closed tours of 6 x 6, 5 of them with quaternary symmetry. */
  @Test
  void printsTheClassesAlone() {
    CommandRun run = CommandRun.run("count", "--board", "6x6", "--kind", "closed", "--up-to-symmetry");
    assertEquals(0, run.status(), run.err());
    assertEquals("1245", run.out().trim());
    assertTrue(run.err().contains("9862"), run.err());
    assertTrue(run.err().contains("quarter-turn 10"), run.err());
    assertTrue(run.err().contains("half-turn 78"), run.err());
  }

  @Test
  void printsClassesAndFixedToursAsJson() throws Exception {
    CommandRun run = CommandRun.run("count", "--board", "5x5", "--directed", "--up-to-symmetry", "--format", "json");
    assertEquals(0, run.status(), run.err());
    JsonNode json = new ObjectMapper().readTree(run.out());
    assertEquals(BigInteger.valueOf(1728), json.get("count").bigIntegerValue());
    // Directed open tours: a symmetry that maps an open tour onto itself reverses it, so only the
    // identity fixes directed ones: 1728 / 8.
    assertEquals(BigInteger.valueOf(216), json.get("classes").bigIntegerValue());
    assertEquals(8, json.get("fixed").size(), run.out());
    assertEquals(BigInteger.ZERO, json.get("fixed").get("half-turn").bigIntegerValue());
    CommandRun undirected = CommandRun.run("count", "--board", "5x5", "--up-to-symmetry", "--format", "json");
    JsonNode u = new ObjectMapper().readTree(undirected.out());
    assertEquals(BigInteger.valueOf(112), u.get("classes").bigIntegerValue()); // (864 + 32) / 8
    assertEquals(BigInteger.valueOf(32), u.get("fixed").get("half-turn").bigIntegerValue());
  }

  @Test
  void aStoppedCountPrintsALowerBoundAndExitsFour() throws Exception {
    CommandRun run =
        CommandRun.run("count", "--board", "7x7", "--time-budget", "0.2", "--up-to-symmetry", "--format", "json");
    assertEquals(4, run.status(), run.err());
    JsonNode json = new ObjectMapper().readTree(run.out());
    assertFalse(json.get("complete").asBoolean());
    assertFalse(json.has("classes"), run.out());
    CommandRun text = CommandRun.run("count", "--board", "7x7", "--time-budget", "0.2", "--up-to-symmetry");
    assertEquals(4, text.status(), text.err());
    assertTrue(text.err().contains("Up to symmetry: at least"), text.err());
  }

  @Test
  void refusesWithAStartOrATable() {
    String[][] refused = {
      {"count", "--board", "5x5", "--start", "a1", "--up-to-symmetry"},
      {"count", "--board", "5x6", "--kind", "closed", "--table", "--up-to-symmetry"},
      {"count", "--board", "9x9", "--up-to-symmetry"}
    };
    for (String[] args : refused) {
      CommandRun run = CommandRun.run(args);
      assertEquals(2, run.status(), String.join(" ", args) + ": " + run.err());
      assertTrue(run.err().contains("up-to-symmetry") || run.err().contains("upToSymmetry"), run.err());
    }
  }
}
