package io.github.knighttours.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Board;
import io.github.knighttours.KnightTours;
import io.github.knighttours.Square;
import io.github.knighttours.Strategy;
import io.github.knighttours.TourRequest;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class TourMainTest {

  /** What one run printed and returned. */
  private record Run(int status, String out, String err) {
    List<String> outLines() {
      return out.lines().toList();
    }

    /** The squares of the "Moves: ..." line. */
    List<String> moves() {
      String line =
          outLines().stream()
              .filter(l -> l.startsWith("Moves: "))
              .findFirst()
              .orElseThrow(() -> new AssertionError(out));
      return Arrays.asList(line.substring("Moves: ".length()).split(" "));
    }
  }

  private static Run run(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status =
        TourMain.run(
            args,
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8));
    return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  @Test
  void defaultsPrintAnEightByEightTourFromB1() {
    Run run = run();
    assertEquals(0, run.status(), run.err());
    assertEquals("", run.err());
    List<String> lines = run.outLines();
    assertTrue(lines.get(1).startsWith("8 |"), lines.get(1));
    assertTrue(lines.get(8).startsWith("1 |"), lines.get(8));
    assertEquals("     a  b  c  d  e  f  g  h", lines.get(10));
    assertTrue(run.out().contains(" tour of the 8x8 board from b1 to "), run.out());
    assertTrue(run.out().contains("(AUTO, "), run.out());
    List<String> moves = run.moves();
    assertEquals(64, moves.size());
    assertEquals(64, new HashSet<>(moves).size());
    assertEquals("b1", moves.get(0));
  }

  @Test
  void theNumberedBoardMatchesTheMoves() {
    Run run = run("--board", "5x5", "--start", "a1", "--strategy", "backtracking");
    assertEquals(0, run.status(), run.err());
    List<String> moves = run.moves();
    assertEquals(25, moves.size());
    assertEquals("a1", moves.get(0));
    List<String> lines = run.outLines();
    assertTrue(lines.get(5).startsWith("1 |  1 "), lines.get(5)); // a1 is move 1
    String summary = " tour of the 5x5 board from a1 to " + moves.get(24) + " (BACKTRACKING, ";
    assertTrue(run.out().contains(summary), run.out());
    for (int i = 0; i < moves.size(); i++) {
      String square = moves.get(i);
      int rank = Integer.parseInt(square.substring(1));
      int file = square.charAt(0) - 'a';
      String[] cells = lines.get(6 - rank).substring(3).replace("|", "").trim().split(" +");
      assertEquals(String.valueOf(i + 1), cells[file], square);
    }
  }

  @Test
  void optionsAreCaseInsensitiveWhereTheyNameThings() {
    Run run = run("--board", "6X6", "--start", "C3", "--strategy", "BackTracking");
    assertEquals(0, run.status(), run.err());
    assertTrue(run.out().contains(" tour of the 6x6 board from c3 to "), run.out());
    assertEquals("c3", run.moves().get(0));
  }

  @Test
  void theSeedReachesTheSearch() {
    // Pohl's walk with random ties from seed 42: the program prints the tour the library finds.
    Run run = run("--board", "12x12", "--start", "a1", "--strategy", "pohl", "--seed", "42");
    assertEquals(0, run.status(), run.out());
    TourRequest request = TourRequest.builder(Board.of(12, 12), Square.parse("a1")).seed(42).build();
    List<String> expected =
        KnightTours.solve(request, Strategy.POHL).tour().orElseThrow().squares().stream()
            .map(Square::algebraic)
            .toList();
    assertEquals(expected, run.moves());
  }

  @Test
  void helpPrintsUsage() {
    Run run = run("--help");
    assertEquals(0, run.status());
    assertEquals(TourMain.USAGE + System.lineSeparator(), run.out());
    assertEquals(0, run("-h").status());
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "--board 0x5", "--board 5", "--board 5x5x5", "--board x", "--board ax5", "--board 50000x50000",
        "--start z9", "--start b0", "--start 1b", "--strategy dijkstra", "--seed 1.5", "--seed x",
        "--colour red", "--board", "--start a1 --board"
      })
  void badOptionsReturnTwoWithAMessage(String args) {
    Run run = run(args.split(" "));
    assertEquals(2, run.status());
    assertTrue(run.err().startsWith("error: "), run.err());
    assertTrue(run.err().contains(TourMain.USAGE), run.err());
    assertEquals("", run.out());
  }

  @Test
  void badOptionMessagesNameTheProblem() {
    assertTrue(run("--board", "5").err().contains("board \"5\" must look like 8x8"));
    assertTrue(run("--strategy", "dijkstra").err().contains("unknown strategy \"dijkstra\""));
    assertTrue(run("--seed", "x").err().contains("seed \"x\" is not a whole number"));
    assertTrue(run("--colour", "red").err().contains("unknown option --colour"));
    assertTrue(run("--board").err().contains("option --board needs a value"));
    assertTrue(run("--board", "5x5", "extra").err().contains("unexpected argument \"extra\""));
    assertTrue(run("--board", "3x3", "--start", "d1").err().contains("start d1 (row 0, col 3) is off the 3x3 board"));
  }

  @Test
  void printsAClosedTourWhenAsked() {
    Run run = run("--board", "6x6", "--start", "a1", "--strategy", "backtracking", "--kind", "closed");
    assertEquals(0, run.status(), run.err());
    assertTrue(run.out().contains("Closed tour of the 6x6 board from a1"), run.out());
    assertTrue(run("--kind", "round").err().contains("kind \"round\" must be open or closed"));
  }

  @Test
  void aBoardWithoutATourReturnsOne() {
    Run run = run("--board", "4x4", "--strategy", "backtracking");
    assertEquals(1, run.status());
    assertTrue(run.out().startsWith("No tour of the 4x4 board from b1: BACKTRACKING: PROVEN_ABSENT"), run.out());
    assertEquals("", run.err());
  }
  @ParameterizedTest
  @CsvSource({
    "count --board 6x6 --kind closed, Closed tours of the 6x6 board (undirected): 9862",
    "count --board 5x6 --kind closed --directed, Closed tours of the 5x6 board (directed): 16",
    "count --board 5x5, Open tours of the 5x5 board (undirected): 864",
    "count --board 5x5 --kind open --directed, Open tours of the 5x5 board (directed): 1728",
    "count --board 5x5 --start a1 --threads 1, Open tours of the 5x5 board from a1: 304",
    "count --board 4x5 --time-budget 60, Open tours of the 4x5 board (undirected): 82"
  })
  void countPrintsTheExactCount(String args, String line) {
    Run run = run(args.split(" "));
    assertEquals(0, run.status(), run.err());
    assertEquals(line, run.outLines().get(0));
    assertTrue(run.outLines().get(1).startsWith("exact; "), run.out());
    assertEquals("", run.err(), "no progress bar outside a terminal unless asked");
  }

  @Test
  void countDrawsAProgressBarWhenAsked() {
    Run run = run("count", "--board", "6x6", "--kind", "closed", "--progress");
    assertEquals(0, run.status(), run.err());
    assertTrue(run.err().contains("\r[" + "#".repeat(30) + "] 100.0%  9862 tours"), run.err());
    assertTrue(run.err().endsWith(System.lineSeparator()), run.err());
  }

  @Test
  void aCountThatRunsOutOfTimeSaysItIsALowerBound() {
    Run run = run("count", "--board", "8x8", "--kind", "closed", "--time-budget", "1");
    assertEquals(1, run.status(), run.out());
    assertTrue(run.outLines().get(0).startsWith("Closed tours of the 8x8 board (undirected): at least "), run.out());
    assertTrue(run.outLines().get(1).startsWith("incomplete: the time budget of 1 s ran out, so this is a lower bound"), run.out());
  }

  @ParameterizedTest
  @CsvSource({
    "count, count needs --board ROWSxCOLS",
    "count --board 6x6 --kind closed --start a1, takes no start square, got a1",
    "count --board 6x6 --threads 0, parallelism must be at least 1, got 0",
    "count --board 6x6 --threads x, threads \"x\" is not a whole number",
    "count --board 6x6 --time-budget 0, timeBudget must be positive, got PT0S",
    "count --board 6x6 --time-budget soon, time budget \"soon\" is not a whole number",
    "count --board 6x6 --kind round, kind \"round\" must be open or closed",
    "count --board 6x6 --strategy pohl, unknown option --strategy for count",
    "count --board 6x6 --start, option --start needs a value",
    "count --board 6x6 --start z9, start z9 (row 8, col 25) is off the 6x6 board",
    "count --board 6x6 extra, unexpected argument \"extra\""
  })
  void badCountOptionsReturnTwoWithAMessage(String args, String message) {
    Run run = run(args.split(" "));
    assertEquals(2, run.status(), run.out());
    assertTrue(run.err().startsWith("error: ") && run.err().contains(message), run.err());
    assertTrue(run.err().contains(TourMain.USAGE), run.err());
    assertEquals("", run.out());
  }

  @Test
  void countHelpPrintsUsage() {
    Run run = run("count", "--help");
    assertEquals(0, run.status());
    assertEquals(TourMain.USAGE + System.lineSeparator(), run.out());
  }
}
