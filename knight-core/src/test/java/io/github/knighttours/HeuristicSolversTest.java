package io.github.knighttours;

import static io.github.knighttours.testing.TourAssertions.assertAnswers;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.testing.Oracles;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The greedy rules (Warnsdorff, Pohl, Roth, Squirrel), against their definitions and against each other. */
class HeuristicSolversTest {

  @ParameterizedTest
  @EnumSource(value = Strategy.class, names = {"WARNSDORFF", "POHL", "ROTH", "SQUIRREL"})
  void followsTheRuleAsDefinedFromEveryStartOfBoardsUpToTenByTen(Strategy strategy) {
    Oracles.Rule rule = Oracles.Rule.valueOf(strategy.name());
    for (int rows = 1; rows <= 10; rows++) {
      for (int cols = 1; cols <= 10; cols++) {
        Board board = Board.of(rows, cols);
        for (int row = 0; row < rows; row++) {
          for (int col = 0; col < cols; col++) {
            Square start = Square.of(row, col);
            TourRequest request = TourRequest.of(board, start);
            TourResult result = KnightTours.solve(request, strategy);
            List<Square> expected = Oracles.greedyWalk(board, start, rule);
            assertAnswers(request, result);
            if (expected.size() == board.squareCount()) {
              assertEquals(expected, result.tour().orElseThrow().squares(), request::toString);
            } else if (strategy == Strategy.POHL) {
              // The first walk failed after expected.size() squares; retries may still find a tour.
              long retried = result.statistics().nodesExpanded() - expected.size();
              assertTrue(result.outcome() == Outcome.FOUND || result.outcome() == Outcome.GAVE_UP, request::toString);
              assertTrue(retried >= (result.isFound() ? board.squareCount() : 0), request::toString);
            } else {
              assertEquals(Outcome.GAVE_UP, result.outcome(), request::toString);
              assertEquals(expected.size(), result.statistics().nodesExpanded(), request::toString);
            }
          }
        }
      }
    }
  }

  @Test
  void rothsTieBreakChangesTheWalk() {
    int different = 0;
    for (int n = 5; n <= 40; n++) {
      TourRequest request = TourRequest.of(n, n, Square.of(0, 0));
      if (!KnightTours.solve(request, Strategy.ROTH).tour().equals(KnightTours.solve(request, Strategy.WARNSDORFF).tour())) {
        different++;
      }
    }
    assertTrue(different > 0, "Roth and Warnsdorff gave the same result from a1 on every n x n, n = 5..40");
  }

  @Test
  void pohlsTieBreakChangesTheWalk() {
    // A look-ahead that re-ranked the tied squares by the same degrees would change nothing.
    int differentTours = 0;
    for (int row = 0; row < 8; row++) {
      for (int col = 0; col < 8; col++) {
        TourRequest request = TourRequest.of(8, 8, Square.of(row, col));
        TourResult warnsdorff = KnightTours.solve(request, Strategy.WARNSDORFF);
        TourResult pohl = KnightTours.solve(request, Strategy.POHL);
        if (warnsdorff.isFound() && pohl.isFound() && !warnsdorff.tour().equals(pohl.tour())) {
          differentTours++;
        }
      }
    }
    assertTrue(differentTours > 0, "Pohl and Warnsdorff found the same tours from every square of 8x8");
  }

  @Test
  void pohlGivesUpLessOftenThanWarnsdorffFromTheCornerOfSquareBoards() {
    int warnsdorffFailures = 0;
    int pohlFailures = 0;
    for (int n = 5; n <= 200; n++) {
      TourRequest request = TourRequest.of(n, n, Square.of(0, 0));
      TourResult warnsdorff = KnightTours.solve(request, Strategy.WARNSDORFF);
      TourResult pohl = KnightTours.solve(request, Strategy.POHL);
      assertAnswers(request, warnsdorff);
      assertAnswers(request, pohl);
      if (!warnsdorff.isFound()) {
        warnsdorffFailures++;
      }
      if (!pohl.isFound()) {
        pohlFailures++;
      }
    }
    assertTrue(
        pohlFailures < warnsdorffFailures,
        "Pohl failed on " + pohlFailures + " boards, Warnsdorff on " + warnsdorffFailures);
  }

  @ParameterizedTest
  @EnumSource(value = Strategy.class, names = {"WARNSDORFF", "POHL", "ROTH", "SQUIRREL"})
  void neverClaimsThatNoTourExists(Strategy strategy) {
    TourResult result = KnightTours.solve(TourRequest.of(4, 4, Square.of(0, 0)), strategy);

    assertEquals(Outcome.GAVE_UP, result.outcome());
    assertTrue(result.explanation().contains("dead end"), result.explanation());
  }

  @ParameterizedTest
  @EnumSource(value = Strategy.class, names = {"WARNSDORFF", "POHL", "ROTH"})
  void aSeedMakesRandomTieBreaksRepeatable(Strategy strategy) {
    Set<List<Square>> tours = new HashSet<>();
    for (long seed = 1; seed <= 10; seed++) {
      TourRequest request = TourRequest.builder(Board.of(12, 12), Square.of(0, 0)).seed(seed).build();
      TourResult first = KnightTours.solve(request, strategy);
      TourResult again = KnightTours.solve(request, strategy);
      assertAnswers(request, first);
      assertEquals(first.outcome(), again.outcome());
      assertEquals(first.tour(), again.tour());
      assertEquals(first.statistics().nodesExpanded(), again.statistics().nodesExpanded());
      first.tour().ifPresent(tour -> tours.add(tour.squares()));
    }
    assertTrue(tours.size() > 1, "ten seeds gave " + tours.size() + " distinct tours");
  }

  @Test
  void deeperLookaheadStillGivesValidToursAndCanChangeThem() {
    Set<List<Square>> tours = new HashSet<>();
    for (int depth = 1; depth <= TourRequest.MAX_LOOKAHEAD; depth++) {
      TourRequest request = TourRequest.builder(Board.of(20, 20), Square.of(0, 0)).lookahead(depth).build();
      TourResult result = KnightTours.solve(request, Strategy.POHL);
      assertAnswers(request, result);
      result.tour().ifPresent(tour -> tours.add(tour.squares()));
    }
    assertTrue(tours.size() > 1, "look-ahead depths 1.." + TourRequest.MAX_LOOKAHEAD + " gave the same walk");
  }

  @ParameterizedTest
  @EnumSource(value = Strategy.class, names = {"WARNSDORFF", "POHL", "ROTH", "SQUIRREL"})
  void stopsWhenTheNodeBudgetIsSpent(Strategy strategy) {
    TourRequest request = TourRequest.builder(Board.of(8, 8), Square.of(0, 0)).nodeBudget(10).build();

    TourResult result = KnightTours.solve(request, strategy);

    assertEquals(Outcome.BUDGET_EXHAUSTED, result.outcome());
    assertEquals(10, result.statistics().nodesExpanded());
  }

  @ParameterizedTest
  @EnumSource(value = Strategy.class, names = {"WARNSDORFF", "POHL", "ROTH", "SQUIRREL"})
  void stopsWhenTheThreadIsInterrupted(Strategy strategy) {
    Thread.currentThread().interrupt();
    TourResult result;
    try {
      result = KnightTours.solve(TourRequest.of(100, 100, Square.of(0, 0)), strategy);
    } finally {
      assertTrue(Thread.interrupted(), "the interrupt flag was cleared");
    }
    assertEquals(Outcome.CANCELLED, result.outcome());
  }

  @ParameterizedTest
  @EnumSource(value = Strategy.class, names = {"WARNSDORFF", "POHL"})
  void walksAMillionSquareBoard(Strategy strategy) {
    TourRequest request = TourRequest.of(1000, 1000, Square.of(0, 0));

    TourResult result = KnightTours.solve(request, strategy);

    assertAnswers(request, result);
    assertTrue(result.outcome() == Outcome.FOUND || result.outcome() == Outcome.GAVE_UP, result::toString);
  }
}
