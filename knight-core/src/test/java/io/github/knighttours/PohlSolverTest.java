package io.github.knighttours;

import io.github.knighttours.solvers.PohlSolver;

import static io.github.knighttours.testing.TourAssertions.assertAnswers;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.testing.Oracles;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * POHL's retries: Pohl's walk first, then seeded walks when it fails (see {@link PohlSolver}).
 * The walks themselves are checked against their definitions in {@code GreedyRetriesTest}.
 */
class PohlSolverTest {

  private static final Pattern WALKS_FAILED = Pattern.compile("^(\\d+) walks failed");

  @Test
  void findsATourFromEverySquareOfTheChessboard() {
    List<Square> pohlsWalkFails = new ArrayList<>();
    for (int row = 0; row < 8; row++) {
      for (int col = 0; col < 8; col++) {
        Square start = Square.of(row, col);
        Optional<Tour> tour = KnightTours.find(8, 8, start, Strategy.POHL);
        assertTrue(tour.isPresent(), start::toString);
        assertTrue(TourValidator.validate(Board.of(8, 8), tour.get().squares()).isTour(), start::toString);
        assertEquals(start, tour.get().start());
        if (Oracles.greedyWalk(Board.of(8, 8), start, Oracles.Rule.POHL).size() < 64) {
          pohlsWalkFails.add(start);
        }
      }
    }
    // The starts the retries rescue: Pohl's rule alone, with ties to the lowest square, gives up there.
    assertEquals(
        List.of("a1", "h1", "d4", "e4", "d5", "e5"), pohlsWalkFails.stream().map(Square::toString).toList());
  }

  @Test
  void whereTheFirstWalkSucceedsTheTourIsPohlsWalk() {
    int compared = 0;
    for (Board board : List.of(Board.of(8, 8), Board.of(11, 11), Board.of(12, 12), Board.of(7, 13))) {
      for (int row = 0; row < board.rows(); row++) {
        for (int col = 0; col < board.cols(); col++) {
          Square start = Square.of(row, col);
          List<Square> pohlsWalk = Oracles.greedyWalk(board, start, Oracles.Rule.POHL);
          if (pohlsWalk.size() == board.squareCount()) {
            TourResult result = KnightTours.solve(TourRequest.of(board, start), Strategy.POHL);
            assertEquals(pohlsWalk, result.tour().orElseThrow().squares(), () -> board + " from " + start);
            assertEquals(board.squareCount(), result.statistics().nodesExpanded(), "one walk only");
            compared++;
          }
        }
      }
    }
    assertTrue(compared > 300, "only " + compared + " starts compared");
  }

  @Test
  void theNodeBudgetCoversEveryWalk() {
    TourRequest unlimited = TourRequest.of(8, 8, Square.parse("d4"));
    TourResult found = KnightTours.solve(unlimited, Strategy.POHL);
    long needed = found.statistics().nodesExpanded();
    assertTrue(needed > 64, "the tour from d4 should need retries, took " + needed + " nodes");

    TourResult justEnough = KnightTours.solve(withBudget(unlimited, needed), Strategy.POHL);
    assertEquals(found.tour(), justEnough.tour());

    for (long budget : new long[] {needed - 1, 62, 63, 100}) {
      TourResult result = KnightTours.solve(withBudget(unlimited, budget), Strategy.POHL);
      assertEquals(Outcome.BUDGET_EXHAUSTED, result.outcome(), () -> budget + ": " + result);
      assertTrue(result.statistics().nodesExpanded() <= budget, result::toString);
      assertTrue(result.explanation().contains("node budget"), result::explanation);
    }
  }

  @Test
  void aHopelessBoardEndsWithGaveUpAfterAtMost64Walks() {
    // 4x4 has no tour (Conrad et al.; TourExistence says so too): the walks can only fail.
    TourRequest request = TourRequest.of(4, 4, Square.of(0, 0));
    TourResult result = KnightTours.solve(request, Strategy.POHL);

    assertEquals(Outcome.GAVE_UP, result.outcome());
    Matcher walks = WALKS_FAILED.matcher(result.explanation());
    assertTrue(walks.find(), result::explanation);
    int made = Integer.parseInt(walks.group(1));
    assertTrue(made > 1 && made <= 64, result::explanation);
    assertTrue(result.statistics().nodesExpanded() <= 16L * made, result::toString);
  }

  @Test
  void stopsRetryingWhenNoWalkHasATieLeft() {
    // From the centre of 3x3 there is no move: every walk is the same single square.
    TourResult result = KnightTours.solve(TourRequest.of(3, 3, Square.of(1, 1)), Strategy.POHL);

    assertEquals(Outcome.GAVE_UP, result.outcome());
    assertTrue(result.explanation().startsWith("2 walks failed"), result::explanation);
    assertEquals(2, result.statistics().nodesExpanded());
  }

  @Test
  void checksTheInterruptAndTheDeadlineBetweenWalks() {
    // A walk on 16 squares ends before its first poll: only the check between walks can stop it.
    TourRequest request = TourRequest.of(4, 4, Square.of(0, 0));
    Thread.currentThread().interrupt();
    TourResult interrupted;
    try {
      interrupted = KnightTours.solve(request, Strategy.POHL);
    } finally {
      assertTrue(Thread.interrupted(), "the interrupt flag was cleared");
    }
    assertEquals(Outcome.CANCELLED, interrupted.outcome());

    TourRequest oneNanosecond =
        TourRequest.builder(Board.of(4, 4), Square.of(0, 0)).timeBudget(Duration.ofNanos(1)).build();
    TourResult late = KnightTours.solve(oneNanosecond, Strategy.POHL);
    assertEquals(Outcome.BUDGET_EXHAUSTED, late.outcome());
    assertTrue(late.explanation().contains("time budget"), late::explanation);
  }

  @Test
  void warnsdorffDoesNotRetry() {
    // Warnsdorff's walk from a1 of 11x11 sticks after 113 squares; one walk is all it makes.
    TourRequest request = TourRequest.of(11, 11, Square.of(0, 0));
    TourResult warnsdorff = KnightTours.solve(request, Strategy.WARNSDORFF);

    assertEquals(Outcome.GAVE_UP, warnsdorff.outcome());
    assertEquals(
        Oracles.greedyWalk(Board.of(11, 11), Square.of(0, 0), Oracles.Rule.WARNSDORFF).size(),
        warnsdorff.statistics().nodesExpanded());
  }

  @Test
  void retriesAClosedWalkThatDoesNotClose() {
    int pohlsWalkCloses = 0;
    int closed = 0;
    for (int row = 0; row < 6; row++) {
      for (int col = 0; col < 6; col++) {
        List<Square> walk = Oracles.greedyWalk(Board.of(6, 6), Square.of(row, col), Oracles.Rule.POHL);
        if (walk.size() == 36 && isKnightMove(walk.get(35), walk.get(0))) {
          pohlsWalkCloses++;
        }
        TourRequest request = TourRequest.builder(Board.of(6, 6), Square.of(row, col)).kind(TourKind.CLOSED).build();
        TourResult result = KnightTours.solve(request, Strategy.POHL);
        assertAnswers(request, result);
        if (result.isFound()) {
          assertTrue(result.tour().orElseThrow().isClosed(), request::toString);
          closed++;
        }
      }
    }
    assertEquals(0, pohlsWalkCloses, "starts of 6x6 where Pohl's walk alone closes");
    assertTrue(closed > 0, "no closed tour of 6x6 from any start");
  }

  private static boolean isKnightMove(Square a, Square b) {
    int dr = Math.abs(a.row() - b.row());
    int dc = Math.abs(a.col() - b.col());
    return dr * dc == 2;
  }

  private static TourRequest withBudget(TourRequest request, long budget) {
    return TourRequest.builder(request.board(), request.start()).nodeBudget(budget).build();
  }
}
