package io.github.knighttours;

import static io.github.knighttours.testing.TourAssertions.assertAnswers;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

class ClosedToursTest {

  private static TourRequest closed(int rows, int cols, Square start) {
    return TourRequest.builder(Board.of(rows, cols), start).kind(TourKind.CLOSED).nodeBudget(50_000_000).build();
  }

  @ParameterizedTest(name = "{0}x{1}")
  @CsvSource({"3, 10", "3, 12", "3, 14", "5, 6", "6, 6", "8, 8"})
  void theExactSearchFindsClosedToursWhereSchwenkSaysTheyExist(int rows, int cols) {
    TourRequest request = closed(rows, cols, Square.of(0, 0));

    TourResult result = KnightTours.solve(request, Strategy.BACKTRACKING);

    assertEquals(Outcome.FOUND, result.outcome(), result::toString);
    assertAnswers(request, result);
    assertTrue(result.tour().orElseThrow().isClosed());
  }

  /** Nodes per board: about ten times the most any of them needs from a1 (1,492, on 20x20). */
  private static final long CORNER_BUDGET = 20_000;

  @Test
  void theExactSearchFindsAClosedTourFromTheCornerOfEveryBoardThatHasOneUpToTwelveByTwelveAndThreeByThirty() {
    List<Board> boards = new java.util.ArrayList<>();
    for (int rows = 3; rows <= 12; rows++) {
      for (int cols = rows; cols <= 12; cols++) {
        boards.add(Board.of(rows, cols));
      }
    }
    for (int cols = 13; cols <= 30; cols++) {
      boards.add(Board.of(3, cols));
    }
    boards.add(Board.of(20, 20));
    int found = 0;
    for (Board board : boards) {
      if (TourExistence.closedTour(board).verdict() != TourExistence.Verdict.YES) {
        continue;
      }
      TourRequest request =
          TourRequest.builder(board, Square.of(0, 0)).kind(TourKind.CLOSED).nodeBudget(CORNER_BUDGET).build();
      TourResult result = KnightTours.solve(request, Strategy.BACKTRACKING);
      assertEquals(Outcome.FOUND, result.outcome(), result::toString);
      assertAnswers(request, result);
      assertTrue(result.tour().orElseThrow().isClosed());
      found++;
    }
    assertEquals(38, found);
  }

  @ParameterizedTest(name = "{0}x{1}")
  @CsvSource({"5, 5", "4, 5", "4, 6", "3, 6", "3, 8", "2, 8", "1, 1"})
  void theExactSearchProvesClosedToursAbsentWhereSchwenkSaysSo(int rows, int cols) {
    TourResult result = KnightTours.solve(closed(rows, cols, Square.of(0, 0)), Strategy.BACKTRACKING);

    assertEquals(Outcome.PROVEN_ABSENT, result.outcome(), result::toString);
  }

  @ParameterizedTest
  @EnumSource(value = Strategy.class, names = {"WARNSDORFF", "POHL"})
  void theHeuristicsReturnOnlyClosedToursAndOtherwiseGiveUp(Strategy strategy) {
    for (int n = 5; n <= 30; n++) {
      for (long seed = 1; seed <= 5; seed++) {
        TourRequest request =
            TourRequest.builder(Board.of(n, n + 1), Square.of(0, 0)).kind(TourKind.CLOSED).seed(seed).build();
        TourResult result = KnightTours.solve(request, strategy);
        assertAnswers(request, result);
        assertNotEquals(Outcome.PROVEN_ABSENT, result.outcome());
        result.tour().ifPresent(tour -> assertTrue(tour.isClosed(), request::toString));
      }
    }
  }

  @Test
  void theFacadeRejectsAnOpenTourForAClosedRequest() {
    Tour open = KnightTours.find(3, 4, Square.of(0, 0), Strategy.BACKTRACKING).orElseThrow();
    TourSolver liar =
        new TourSolver() {
          @Override
          public String name() {
            return "LIAR";
          }

          @Override
          public TourResult solve(TourRequest request) {
            return TourResult.found("LIAR", open, new SearchStatistics(12, 0, Duration.ZERO));
          }
        };
    TourRequest request = TourRequest.builder(Board.of(3, 4), Square.of(0, 0)).kind(TourKind.CLOSED).build();

    IllegalStateException e = assertThrows(IllegalStateException.class, () -> KnightTours.solve(request, liar));
    assertTrue(e.getMessage().contains("open tour"), e.getMessage());
  }

  @Test
  void requestsAreOpenByDefaultAndKeepTheirKind() {
    TourRequest open = TourRequest.of(8, 8, Square.of(0, 0));
    TourRequest closedRequest = open.toBuilder().kind(TourKind.CLOSED).seed(3).build();

    assertEquals(TourKind.OPEN, open.kind());
    assertEquals(TourKind.CLOSED, closedRequest.kind());
    assertEquals(TourKind.CLOSED, closedRequest.toBuilder().build().kind());
    assertEquals("TourRequest{closed tour, 8x8 from a1, seed=3}", closedRequest.toString());
    assertThrows(NullPointerException.class, () -> TourRequest.builder(Board.of(8, 8), Square.of(0, 0)).kind(null));
    assertEquals(List.of(TourKind.OPEN, TourKind.CLOSED), List.of(TourKind.values()));
  }
}
