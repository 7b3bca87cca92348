package io.github.knighttours;

import static io.github.knighttours.testing.TourAssertions.assertAnswers;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.testing.Oracles;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class BacktrackingSolverTest {

  private static final TourSolver SOLVER = Strategy.BACKTRACKING.solver();

  /** Far more than any of these small searches needs, so that a regression fails instead of hanging. */
  private static final long GENEROUS_NODES = 50_000_000;

  private static TourRequest request(Board board, Square start) {
    return TourRequest.builder(board, start).nodeBudget(GENEROUS_NODES).build();
  }

  @Test
  void settlesEveryStartOnEveryBoardUpToSixBySixAsTheExistenceTheoremsSay() {
    for (int rows = 1; rows <= 6; rows++) {
      for (int cols = 1; cols <= 6; cols++) {
        Board board = Board.of(rows, cols);
        int found = 0;
        for (int row = 0; row < rows; row++) {
          for (int col = 0; col < cols; col++) {
            Square start = Square.of(row, col);
            TourRequest request = request(board, start);
            TourResult result = SOLVER.solve(request);
            assertAnswers(request, result);
            assertTrue(result.outcome().isConclusive(), () -> request + " -> " + result);
            if (!Oracles.openTourExistsOnBoard(rows, cols) || Oracles.startsOnMinorityColour(board, start)) {
              assertEquals(Outcome.PROVEN_ABSENT, result.outcome(), () -> request + " -> " + result);
            }
            if (result.isFound()) {
              found++;
            }
          }
        }
        assertEquals(Oracles.openTourExistsOnBoard(rows, cols), found > 0, board.toString());
      }
    }
  }

  @Test
  void agreesWithPlainDepthFirstSearchFromEveryStartOnBoardsOfUpToTwentyFiveSquares() {
    for (int rows = 1; rows <= 5; rows++) {
      for (int cols = 1; rows * cols <= 25; cols++) {
        Board board = Board.of(rows, cols);
        for (int row = 0; row < rows; row++) {
          for (int col = 0; col < cols; col++) {
            Square start = Square.of(row, col);
            TourResult result = SOLVER.solve(request(board, start));
            assertEquals(
                Oracles.hasOpenTour(board, start),
                result.isFound(),
                () -> board + " from " + start + " -> " + result);
          }
        }
      }
    }
  }

  @Test
  void provesThatNoTourStartsOnB1OfTheFiveByFiveBoard() {
    TourResult result = KnightTours.solve(TourRequest.of(5, 5, Square.of(0, 1)), Strategy.BACKTRACKING);

    assertEquals(Outcome.PROVEN_ABSENT, result.outcome());
    assertTrue(result.explanation().contains("colour"), result.explanation());
  }

  @Test
  void provesAbsenceByExhaustingTheSearchWhereNoTheoremApplies() {
    // 4x4 has no open tour; the colours are balanced, so only the search can show it.
    TourResult result = KnightTours.solve(request(Board.of(4, 4), Square.of(0, 0)), Strategy.BACKTRACKING);

    assertEquals(Outcome.PROVEN_ABSENT, result.outcome());
    assertTrue(result.explanation().contains("exhaustive"), result.explanation());
    assertTrue(result.statistics().nodesExpanded() > 1);
  }

  @Test
  void findsATourFromEachSquareOfTheChessboard() {
    for (int row = 0; row < 8; row++) {
      for (int col = 0; col < 8; col++) {
        TourRequest request = request(Board.of(8, 8), Square.of(row, col));
        TourResult result = SOLVER.solve(request);
        assertEquals(Outcome.FOUND, result.outcome(), request::toString);
        assertAnswers(request, result);
      }
    }
  }

  @Test
  void searchesAHundredByHundredBoardWithoutRecursion() {
    // An explicit stack: 10,000 squares deep must not overflow the thread's stack.
    TourRequest request = TourRequest.builder(Board.of(100, 100), Square.of(50, 50)).nodeBudget(2_000_000).build();

    TourResult result = SOLVER.solve(request);

    assertAnswers(request, result);
    assertTrue(
        result.outcome() == Outcome.FOUND || result.outcome() == Outcome.BUDGET_EXHAUSTED, result::toString);
  }

  @Test
  void stopsWhenTheNodeBudgetIsSpent() {
    TourRequest request = TourRequest.builder(Board.of(4, 4), Square.of(0, 0)).nodeBudget(10).build();

    TourResult result = SOLVER.solve(request);

    assertEquals(Outcome.BUDGET_EXHAUSTED, result.outcome());
    assertEquals(10, result.statistics().nodesExpanded());
    assertTrue(result.explanation().contains("node budget"), result.explanation());
  }

  @Test
  void stopsWhenTheTimeBudgetIsSpentAndReportsProgressOnTheWay() {
    // Narrow boards defeat Warnsdorff ordering: from c2 of 4x30 the search neither finds a
    // tour nor exhausts the space within millions of nodes, so the budget stops it.
    List<SearchProgress> reports = new ArrayList<>();
    TourRequest request =
        TourRequest.builder(Board.of(4, 30), Square.parse("c2"))
            .timeBudget(Duration.ofMillis(400))
            .progressListener(reports::add)
            .build();

    TourResult result = SOLVER.solve(request);

    assertEquals(Outcome.BUDGET_EXHAUSTED, result.outcome(), result::toString);
    assertTrue(result.explanation().contains("time budget"), result.explanation());
    assertTrue(result.statistics().elapsed().compareTo(Duration.ofMillis(400)) >= 0);
    assertTrue(result.statistics().backtracks() > 0);
    assertFalse(reports.isEmpty(), "no progress report in 400 ms");
    SearchProgress last = reports.get(reports.size() - 1);
    assertEquals(120, last.squareCount());
    assertTrue(last.longestPath() >= last.pathLength() && last.longestPath() < 120, last.toString());
    assertTrue(last.nodesExpanded() <= result.statistics().nodesExpanded());
  }

  @Test
  void stopsWhenTheThreadIsInterruptedAndKeepsTheInterruptFlag() {
    TourRequest request = TourRequest.builder(Board.of(100, 100), Square.of(0, 0)).nodeBudget(5_000_000).build();
    Thread.currentThread().interrupt();
    TourResult result;
    try {
      result = SOLVER.solve(request);
    } finally {
      assertTrue(Thread.interrupted(), "the interrupt flag was cleared");
    }
    assertEquals(Outcome.CANCELLED, result.outcome());
  }

  @Test
  void aOneSquareBoardHasAOneSquareTour() {
    TourResult result = SOLVER.solve(TourRequest.of(1, 1, Square.of(0, 0)));

    assertEquals(List.of(Square.of(0, 0)), result.tour().orElseThrow().squares());
    assertFalse(result.tour().orElseThrow().isClosed());
  }
}
