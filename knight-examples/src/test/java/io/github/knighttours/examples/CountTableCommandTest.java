package io.github.knighttours.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.math.BigInteger;
import org.junit.jupiter.api.Test;

/** {@code count --table}: one line a prefix, the JSON table, and the refusals (exit 2). */
class CountTableCommandTest {

  /** A169696: open tours of 3 × 1 .. 3 × 8; the board given rows first or columns first. */
  @Test
  void printsOneLineAPrefix() {
    String expected = "3x1 0\n3x2 0\n3x3 0\n3x4 8\n3x5 0\n3x6 0\n3x7 52\n3x8 396\n";
    for (String board : new String[] {"3x8", "8x3"}) {
      CommandRun run = CommandRun.run("count", "--board", board, "--table");
      assertEquals(0, run.status(), run.err());
      assertEquals(expected, run.out().replace("\r\n", "\n"));
    }
  }

  /** Closed tours of 5 × n: none on 5 × 7 (Schwenk), yet 8 on 5 × 6 (A175855); directed twice that. */
  @Test
  void printsTheTableAsJson() throws Exception {
    CommandRun run =
        CommandRun.run("count", "--board", "5x7", "--kind", "closed", "--directed", "--table", "--format", "json");
    assertEquals(0, run.status(), run.err());
    JsonNode json = new ObjectMapper().readTree(run.out());
    JsonNode table = json.get("table");
    assertEquals(7, table.size(), run.out());
    assertEquals("5x6", table.get(5).get("board").asText());
    assertEquals(BigInteger.valueOf(16), table.get(5).get("count").bigIntegerValue());
    assertEquals(BigInteger.ZERO, table.get(6).get("count").bigIntegerValue());
    assertEquals("frontier", json.get("method").asText());
  }

  @Test
  void refusesWhereATableDoesNotApply() {
    String[][] refused = {
      {"count", "--board", "5x5", "--start", "a1", "--table"},
      {"count", "--board", "5x6", "--method", "depth-first", "--table"},
      {"count", "--board", "9x9", "--table"},
      {"count", "--board", "5x8", "--kind", "closed", "--checkpoint", "ignored-dir", "--table"}
    };
    for (String[] args : refused) {
      CommandRun run = CommandRun.run(args);
      assertEquals(2, run.status(), String.join(" ", args) + ": " + run.err());
      assertTrue(run.err().contains("table"), run.err());
    }
  }
}
