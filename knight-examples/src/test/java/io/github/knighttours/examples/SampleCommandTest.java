package io.github.knighttours.examples;

import static io.github.knighttours.examples.CommandRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Board;
import io.github.knighttours.Square;
import io.github.knighttours.Tour;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The {@code sample} subcommand: what it prints, seeds, and its exit codes. */
class SampleCommandTest {

  @Test
  void printsValidToursOneALine() {
    CommandRun run = run("sample", "--board", "5x6", "--kind", "closed", "--count", "4", "--seed", "3");
    assertEquals(0, run.status(), run.err());
    List<String> lines = run.out().lines().toList();
    assertEquals(4, lines.size(), run.out());
    for (String line : lines) {
      List<Square> squares = Arrays.stream(line.split(" ")).map(Square::parse).toList();
      Tour tour = Tour.of(Board.of(5, 6), squares);   // throws if not a tour
      assertTrue(tour.isClosed(), line);
      assertEquals(Square.parse("a1"), squares.get(0));
    }
    assertTrue(run.err().contains("uniformly from the 8 closed tours of the 5x6 board"), run.err());
    assertEquals(run.out(), run("sample", "--board", "5x6", "--kind", "closed", "--count", "4", "--seed", "3").out());
  }

  @Test
  void openToursFromAStart() {
    CommandRun run = run("sample", "--board", "5x5", "--start", "c3", "--count", "2", "--format", "json");
    assertEquals(0, run.status(), run.err());
    assertTrue(run.out().contains("\"population\":64"), run.out());   // A165134's table: 64 from c3
    assertTrue(run.out().contains("\"tours\":[[\"c3\","), run.out());
  }

  @Test
  void exitCodes() {
    assertEquals(3, run("sample", "--board", "3x4", "--kind", "closed").status());
    assertEquals(3, run("sample", "--board", "5x5", "--start", "b1").status());
    assertEquals(2, run("sample", "--board", "9x9").status());
    assertEquals(2, run("sample", "--board", "5x5", "--count", "0").status());
    assertEquals(2, run("sample", "--board", "5x6", "--kind", "closed", "--start", "a1").status());
    assertEquals(2, run("sample", "--board", "8x8", "--kind", "closed", "--memory-limit", "1m").status());
    assertEquals(4, run("sample", "--board", "8x8", "--kind", "closed", "--time-budget", "0.001").status());
  }
}
