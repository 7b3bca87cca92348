package io.github.knighttours;

import static io.github.knighttours.testing.TourAssertions.assertAnswers;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.testing.Oracles;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class AutoSolverTest {

  /** Far more than any request below needs; only there so that a regression cannot hang. */
  private static final long BUDGET = 200_000_000L;

  @Test
  void settlesEveryStartOfEveryBoardUpTo12By12OpenAndClosed() {
    for (int rows = 1; rows <= 12; rows++) {
      for (int cols = 1; cols <= 12; cols++) {
        Board board = Board.of(rows, cols);
        for (TourKind kind : TourKind.values()) {
          for (int row = 0; row < rows; row++) {
            for (int col = 0; col < cols; col++) {
              Square start = Square.of(row, col);
              TourRequest request = TourRequest.builder(board, start).kind(kind).nodeBudget(BUDGET).build();
              TourResult result = KnightTours.solve(request);
              assertAnswers(request, result);
              assertTrue(result.outcome().isConclusive(), result::toString);
              TourExistence.Answer theorem = TourExistence.tourFrom(board, start, kind);
              if (theorem.verdict() != TourExistence.Verdict.UNKNOWN) {
                assertEquals(theorem.verdict() == TourExistence.Verdict.YES, result.isFound(), result::toString);
              } else if (board.squareCount() <= 25) {
                assertEquals(Oracles.hasOpenTour(board, start), result.isFound(), result::toString);
              }
              if (kind == TourKind.CLOSED) {
                result.tour().ifPresent(tour -> assertTrue(tour.isClosed(), request::toString));
              }
            }
          }
        }
      }
    }
  }

  @Test
  void isTheDefaultOfSolve() {
    TourRequest request = TourRequest.of(Board.of(6, 6), Square.of(0, 0));
    TourResult result = KnightTours.solve(request);
    assertEquals("AUTO", result.solverName());
    assertEquals(KnightTours.solve(request, Strategy.AUTO).tour(), result.tour());
  }

  @Test
  void answersFromATheoremWithoutSearching() {
    TourResult closed =
        KnightTours.solve(TourRequest.builder(Board.of(4, 1000), Square.of(0, 0)).kind(TourKind.CLOSED).build());
    assertEquals(Outcome.PROVEN_ABSENT, closed.outcome());
    assertTrue(closed.explanation().contains("Schwenk"), closed::explanation);
    assertEquals(0, closed.statistics().nodesExpanded());

    TourResult colour = KnightTours.solve(TourRequest.of(Board.of(101, 99), Square.of(0, 1)));
    assertEquals(Outcome.PROVEN_ABSENT, colour.outcome());
    assertTrue(colour.explanation().contains("colour"), colour::explanation);
  }

  @Test
  void buildsToursOfLargeBoardsWhereTheHeuristicsFail() {
    // Warnsdorff gives up on 1000 x 1000 from a1 (knight-benchmarks/README.md); AUTO does not.
    TourRequest heuristicFails = TourRequest.of(Board.of(1000, 1000), Square.of(0, 0));
    assertEquals(Outcome.GAVE_UP, KnightTours.solve(heuristicFails, Strategy.WARNSDORFF).outcome());
    TourResult auto = KnightTours.solve(heuristicFails);
    assertAnswers(heuristicFails, auto);
    assertEquals(Outcome.FOUND, auto.outcome());

    TourRequest odd = TourRequest.of(Board.of(301, 203), Square.of(150, 100));
    TourResult oddResult = KnightTours.solve(odd);
    assertAnswers(odd, oddResult);
    assertEquals(Outcome.FOUND, oddResult.outcome());
    assertFalse(oddResult.tour().orElseThrow().isClosed());

    // Before the narrow-board construction, the exhaustive search ran out of 20M nodes here.
    TourRequest narrow = TourRequest.of(Board.of(4, 1000), Square.of(0, 0));
    TourResult narrowResult = KnightTours.solve(narrow);
    assertAnswers(narrow, narrowResult);
    assertEquals(Outcome.FOUND, narrowResult.outcome());

    TourResult innerRow = KnightTours.solve(TourRequest.of(Board.of(4, 1000), Square.of(1, 500)));
    assertEquals(Outcome.PROVEN_ABSENT, innerRow.outcome());
    assertTrue(innerRow.explanation().contains("outer-rows"), innerRow::explanation);
  }

  @Test
  void findsClosedToursOnThreeRowBoardsBySearch() {
    for (int cols = 10; cols <= 14; cols += 2) {
      TourRequest request =
          TourRequest.builder(Board.of(3, cols), Square.of(1, 0)).kind(TourKind.CLOSED).nodeBudget(BUDGET).build();
      TourResult result = KnightTours.solve(request);
      assertAnswers(request, result);
      assertTrue(result.tour().orElseThrow().isClosed(), result::toString);
    }
  }

  @Test
  void itsBudgetsCoverAllItsSteps() {
    // A node budget smaller than the board runs out during the first heuristic walk.
    TourRequest request = TourRequest.builder(Board.of(4, 12), Square.of(0, 1)).nodeBudget(30).build();
    TourResult result = KnightTours.solve(request);
    assertEquals(Outcome.BUDGET_EXHAUSTED, result.outcome(), result::toString);
    assertTrue(result.statistics().nodesExpanded() <= 30, result::toString);

    TourRequest timed = TourRequest.builder(Board.of(4, 12), Square.of(0, 1)).timeBudget(Duration.ofNanos(1)).build();
    assertEquals(Outcome.BUDGET_EXHAUSTED, KnightTours.solve(timed).outcome());
  }
}
