package io.github.knighttours;

import static io.github.knighttours.testing.TourAssertions.assertAnswers;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.testing.Oracles;
import io.github.knighttours.testing.Properties;
import org.junit.jupiter.api.Test;

/** Properties of every built-in solver on random boards up to 40×40 and random starts. */
class SolverPropertiesTest {

  @Test
  void everyTourAnySolverReturnsIsAValidTourFromTheStart() {
    Properties.forAllBoardsAndStarts(
        40,
        40,
        300,
        boardStart -> {
          for (Strategy strategy : Strategy.values()) {
            TourRequest request =
                TourRequest.builder(boardStart.board(), boardStart.start()).nodeBudget(200_000).build();
            assertAnswers(request, KnightTours.solve(request, strategy));
          }
        });
  }

  @Test
  void seededHeuristicsReturnValidToursToo() {
    Properties.forAllBoardsAndStarts(
        40,
        40,
        200,
        boardStart -> {
          TourRequest request =
              TourRequest.builder(boardStart.board(), boardStart.start()).seed(boardStart.hashCode()).build();
          assertAnswers(request, KnightTours.solve(request, Strategy.WARNSDORFF));
          assertAnswers(request, KnightTours.solve(request, Strategy.POHL));
        });
  }

  @Test
  void onlyTheExhaustiveSearchSaysNoTourExistsAndThenTheTheoremsOrTheOracleAgree() {
    Properties.forAllBoardsAndStarts(
        40,
        40,
        300,
        boardStart -> {
          Board board = boardStart.board();
          Square start = boardStart.start();
          TourRequest request = TourRequest.builder(board, start).nodeBudget(200_000).build();
          assertNotEquals(Outcome.PROVEN_ABSENT, KnightTours.solve(request, Strategy.WARNSDORFF).outcome());
          assertNotEquals(Outcome.PROVEN_ABSENT, KnightTours.solve(request, Strategy.POHL).outcome());
          TourResult exact = KnightTours.solve(request, Strategy.BACKTRACKING);
          boolean theoremsForbid =
              !Oracles.openTourExistsOnBoard(board.rows(), board.cols())
                  || Oracles.startsOnMinorityColour(board, start);
          if (theoremsForbid) {
            assertEquals(Outcome.PROVEN_ABSENT, exact.outcome(), exact::toString);
          } else if (board.squareCount() <= 25) {
            assertEquals(Oracles.hasOpenTour(board, start), exact.isFound(), exact::toString);
          } else if (exact.outcome() == Outcome.PROVEN_ABSENT) {
            assertTrue(exact.explanation().contains("exhaustive"), exact::toString);
          }
        });
  }
}
