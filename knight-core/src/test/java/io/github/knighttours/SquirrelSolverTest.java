package io.github.knighttours;

import static io.github.knighttours.testing.TourAssertions.assertAnswers;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.testing.Oracles;
import io.github.knighttours.testing.Properties;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Squirrel and Cull's move orderings: the result from the corner, the rule as defined (against
 * {@link Oracles#squirrelWalk}), the coordinates, and boards and starts the table was not made for.
 */
class SquirrelSolverTest {

  @Test
  void findsATourFromTheCornerOfEverySquareBoardFrom5To200() {
    // 74 included: the published table gives up there, Ganzfried's repair does not (see
    // SquirrelOrderingsTest). The sweep up to 1000 is knight-benchmarks' SuccessRateTable.
    List<Integer> notFound = new ArrayList<>();
    for (int n = 5; n <= 200; n++) {
      TourRequest request = TourRequest.of(n, n, Square.of(0, 0));
      TourResult result = KnightTours.solve(request, Strategy.SQUIRREL);
      assertAnswers(request, result);
      if (result.outcome() != Outcome.FOUND) {
        notFound.add(n);
      }
    }
    assertEquals(List.of(), notFound, "sizes without a tour from a1");
  }

  @Test
  void findsATourFromTheCornerOfLargeBoardsOfEveryTableRow() {
    // 993..1000 cover every m mod 8; 989 and 997 the two rows of m ≡ 5 (m mod 16 = 13 and 5).
    for (int n : new int[] {989, 993, 994, 995, 996, 997, 998, 999, 1000}) {
      TourRequest request = TourRequest.of(n, n, Square.of(0, 0));
      TourResult result = KnightTours.solve(request, Strategy.SQUIRREL);
      assertAnswers(request, result);
      assertEquals(Outcome.FOUND, result.outcome(), request::toString);
    }
  }

  @Test
  void walksGanzfriedsRepairOn74AsDefined() {
    assertFollowsTheRule(Board.of(74, 74), Square.of(0, 0));
    assertEquals(
        Outcome.FOUND, KnightTours.solve(TourRequest.of(74, 74, Square.of(0, 0)), Strategy.SQUIRREL).outcome());
  }

  @Test
  void followsTheRuleAsDefinedFromTheCornerOfSquareBoardsFrom5To40() {
    for (int n = 5; n <= 40; n++) {
      assertFollowsTheRule(Board.of(n, n), Square.of(0, 0));
    }
  }

  @Test
  void followsTheRuleAsDefinedFromEveryStartOfSomeLargerBoards() {
    // Switch squares such as (2, 2) and (6, 1) are starts here: arriving there at the start counts.
    for (Board board : List.of(Board.of(11, 11), Board.of(12, 12), Board.of(14, 14), Board.of(13, 16))) {
      for (int row = 0; row < board.rows(); row++) {
        for (int col = 0; col < board.cols(); col++) {
          assertFollowsTheRule(board, Square.of(row, col));
        }
      }
    }
  }

  @Test
  void squirrelsCornerIsA1AndHisMoveThreeIsOneRankUpTwoFilesRight() {
    // On 8x8 the first ordering is 34261578 and both moves from the corner lead to squares with
    // five onward moves: move 3, (+1, +2), wins the tie. A transposed mapping would give b3.
    TourResult result = KnightTours.solve(TourRequest.of(8, 8, Square.parse("a1")), Strategy.SQUIRREL);

    List<Square> squares = result.tour().orElseThrow().squares();
    assertEquals(List.of(Square.parse("a1"), Square.parse("c2")), squares.subList(0, 2));
  }

  @Test
  void changesTheWalkOfPlainWarnsdorff() {
    int different = 0;
    for (int n = 5; n <= 40; n++) {
      TourRequest request = TourRequest.of(n, n, Square.of(0, 0));
      if (!KnightTours.solve(request, Strategy.SQUIRREL).tour().equals(KnightTours.solve(request, Strategy.WARNSDORFF).tour())) {
        different++;
      }
    }
    assertTrue(different > 0, "Squirrel and Warnsdorff gave the same result from a1 on every n x n, n = 5..40");
  }

  @Test
  void theOrderingsBreakEveryTieSoASeedChangesNothing() {
    TourRequest unseeded = TourRequest.of(12, 12, Square.of(0, 0));
    TourResult expected = KnightTours.solve(unseeded, Strategy.SQUIRREL);
    for (long seed = 1; seed <= 5; seed++) {
      TourRequest seeded = TourRequest.builder(Board.of(12, 12), Square.of(0, 0)).seed(seed).build();
      assertEquals(expected.tour(), KnightTours.solve(seeded, Strategy.SQUIRREL).tour(), seeded::toString);
    }
  }

  @Test
  void onAnyBoardFromAnyStartItFindsAValidTourOrGivesUpAndFollowsTheRule() {
    Properties.forAllBoardsAndStarts(
        30,
        30,
        300,
        boardStart -> {
          assertFollowsTheRule(boardStart.board(), boardStart.start());
          TourRequest closed =
              TourRequest.builder(boardStart.board(), boardStart.start()).kind(TourKind.CLOSED).build();
          TourResult result = KnightTours.solve(closed, Strategy.SQUIRREL);
          assertAnswers(closed, result);
          assertTrue(result.outcome() == Outcome.FOUND || result.outcome() == Outcome.GAVE_UP, result::toString);
          result.tour().ifPresent(tour -> assertTrue(tour.isClosed(), closed::toString));
        });
  }

  /**
   * Asserts that the solver's walk is the oracle's, square for square: the tour when the oracle
   * completes it, otherwise GAVE_UP after as many squares (never PROVEN_ABSENT).
   */
  private static void assertFollowsTheRule(Board board, Square start) {
    TourRequest request = TourRequest.of(board, start);
    TourResult result = KnightTours.solve(request, Strategy.SQUIRREL);
    List<Square> expected = Oracles.squirrelWalk(board, start);
    assertAnswers(request, result);
    if (expected.size() == board.squareCount()) {
      assertEquals(expected, result.tour().orElseThrow().squares(), request::toString);
    } else {
      assertEquals(Outcome.GAVE_UP, result.outcome(), request::toString);
      assertEquals(expected.size(), result.statistics().nodesExpanded(), request::toString);
    }
  }
}
