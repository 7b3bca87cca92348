package io.github.knighttours.examples;

import static io.github.knighttours.examples.CommandRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Board;
import io.github.knighttours.Outcome;
import io.github.knighttours.Square;
import io.github.knighttours.TourRequest;
import io.github.knighttours.solvers.MoveOrder;
import io.github.knighttours.solvers.NaiveBacktrackingSolver;
import java.util.Arrays;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The teaching search on the command line: --strategy naive_backtracking and --move-order. */
class NaiveBacktrackingCommandTest {

  @Test
  void eachMoveOrderPrintsTheTourThatOrderFinds() {
    for (MoveOrder order : MoveOrder.values()) {
      CommandRun tour =
          run("tour", "--board", "5x5", "--start", "c1", "--strategy", "naive_backtracking",
              "--move-order", order.cliName(), "--format", "squares");
      assertEquals(0, tour.status(), tour.err());
      var expected = new NaiveBacktrackingSolver(order).solve(TourRequest.of(Board.of(5, 5), Square.parse("c1")));
      assertEquals(Outcome.FOUND, expected.outcome());
      String squares =
          expected.tour().orElseThrow().squares().stream().map(Square::algebraic).collect(Collectors.joining(" "));
      assertEquals(squares, tour.out().trim().replaceAll("\\s+", " "), order.toString());
    }
  }

  @Test
  void theOrdersDoNotAllFindTheSameTour() {
    long distinct =
        Arrays.stream(MoveOrder.values())
            .map(o -> run("tour", "--board", "5x5", "--start", "a1", "--strategy", "naive_backtracking",
                "--move-order", o.cliName(), "--format", "squares").out())
            .distinct()
            .count();
    assertTrue(distinct >= 3, distinct + " distinct tours");
  }

  @Test
  void aMoveOrderWithAnotherStrategyOrAnUnknownOrderIsAUsageError() {
    CommandRun other = run("tour", "--strategy", "warnsdorff", "--move-order", "rosetta-ada");
    assertEquals(2, other.status());
    assertTrue(other.err().contains("--move-order rosetta-ada needs --strategy naive_backtracking"), other.err());
    CommandRun unknown = run("tour", "--strategy", "naive_backtracking", "--move-order", "spiral");
    assertEquals(2, unknown.status());
    assertTrue(unknown.err().contains("'spiral'") && unknown.err().contains("miller-ranum"), unknown.err());
  }
}
