package io.github.knighttours;

import static io.github.knighttours.testing.TourAssertions.assertAnswers;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.TourExistence.Verdict;
import org.junit.jupiter.api.Test;

class TourExistenceTest {

  @Test
  void agreesWithExhaustiveSearchOnEveryStartOfSmallBoardsOpenAndClosed() {
    // Every board up to 6x6, and the rectangles up to 4x9 and 5x6: the search is cheap there.
    int decided = 0;
    for (int rows = 1; rows <= 6; rows++) {
      for (int cols = 1; cols <= 9; cols++) {
        if ((rows > 4 && cols > 6) || (rows == 6 && cols > 6)) {
          continue;
        }
        Board board = Board.of(rows, cols);
        for (TourKind kind : TourKind.values()) {
          for (int row = 0; row < rows; row++) {
            for (int col = 0; col < cols; col++) {
              Square start = Square.of(row, col);
              TourRequest request = TourRequest.builder(board, start).kind(kind).nodeBudget(50_000_000).build();
              TourResult search = KnightTours.solve(request, Strategy.BACKTRACKING);
              assertAnswers(request, search);
              assertTrue(search.outcome().isConclusive(), () -> request + " -> " + search);
              TourExistence.Answer answer = TourExistence.tourFrom(board, start, kind);
              if (answer.verdict() != Verdict.UNKNOWN) {
                decided++;
                assertEquals(answer.verdict() == Verdict.YES, search.isFound(), () -> request + ": " + answer + " but " + search);
              }
            }
          }
        }
      }
    }
    assertTrue(decided > 0);
  }

  @Test
  void noOpenTourStartsOnAnInnerLineOfABoardWithASideOf4() {
    // The outer-rows argument; the exhaustive search agrees above on 3x4 and 4x5 to 4x9.
    for (Square start : new Square[] {Square.of(1, 0), Square.of(2, 499)}) {
      TourExistence.Answer answer = TourExistence.openTourFrom(Board.of(4, 500), start);
      assertEquals(Verdict.NO, answer.verdict(), answer::toString);
      assertTrue(answer.reason().contains("outer-rows"), answer.reason());
    }
    assertEquals(Verdict.NO, TourExistence.openTourFrom(Board.of(500, 4), Square.of(7, 2)).verdict());
    assertEquals(Verdict.NO, TourExistence.openTourFrom(Board.of(3, 4), Square.parse("b2")).verdict());
    assertEquals(Verdict.UNKNOWN, TourExistence.openTourFrom(Board.of(4, 500), Square.of(3, 7)).verdict());
    assertEquals(Verdict.UNKNOWN, TourExistence.openTourFrom(Board.of(500, 4), Square.of(7, 0)).verdict());
  }

  @Test
  void closedToursFollowSchwenksTheorem() {
    assertEquals(Verdict.YES, TourExistence.closedTour(Board.of(3, 10)).verdict());
    assertEquals(Verdict.YES, TourExistence.closedTour(Board.of(12, 3)).verdict());
    assertEquals(Verdict.YES, TourExistence.closedTour(Board.of(5, 6)).verdict());
    assertEquals(Verdict.YES, TourExistence.closedTour(Board.of(8, 8)).verdict());
    assertEquals(Verdict.NO, TourExistence.closedTour(Board.of(3, 8)).verdict());
    assertEquals(Verdict.NO, TourExistence.closedTour(Board.of(4, 100)).verdict());
    assertEquals(Verdict.NO, TourExistence.closedTour(Board.of(1, 1)).verdict());
    TourExistence.Answer odd = TourExistence.closedTour(Board.of(7, 9));
    assertEquals(Verdict.NO, odd.verdict());
    assertTrue(odd.reason().contains("colour"), odd.reason());
    assertTrue(TourExistence.closedTour(Board.of(4, 6)).reason().contains("Schwenk 1991"));
  }

  @Test
  void openToursFollowTheExistenceTheoremAndTheColourArgument() {
    assertEquals(Verdict.YES, TourExistence.openTour(Board.of(1, 1)).verdict());
    assertEquals(Verdict.YES, TourExistence.openTour(Board.of(4, 3)).verdict());
    assertEquals(Verdict.NO, TourExistence.openTour(Board.of(3, 5)).verdict());
    assertEquals(Verdict.NO, TourExistence.openTour(Board.of(4, 4)).verdict());
    assertTrue(TourExistence.openTour(Board.of(4, 4)).reason().contains("Conrad et al. 1994"));
    assertEquals(Verdict.NO, TourExistence.openTourFrom(Board.of(5, 5), Square.parse("b1")).verdict());
    assertEquals(Verdict.YES, TourExistence.openTourFrom(Board.of(8, 8), Square.parse("d4")).verdict());
    assertEquals(Verdict.UNKNOWN, TourExistence.openTourFrom(Board.of(5, 5), Square.parse("a1")).verdict());
    assertEquals(Verdict.YES, TourExistence.tourFrom(Board.of(1, 1), Square.of(0, 0), TourKind.OPEN).verdict());
  }

  @Test
  void rejectsBadArgumentsWithMessages() {
    NullPointerException board = assertThrows(NullPointerException.class, () -> TourExistence.closedTour(null));
    assertTrue(board.getMessage().contains("board"));
    IllegalArgumentException off =
        assertThrows(IllegalArgumentException.class, () -> TourExistence.openTourFrom(Board.of(3, 3), Square.parse("d1")));
    assertTrue(off.getMessage().contains("start d1"), off.getMessage());
    assertThrows(NullPointerException.class, () -> TourExistence.tourFrom(Board.of(3, 3), Square.of(0, 0), null));
    assertThrows(NullPointerException.class, () -> new TourExistence.Answer(null, "x"));
  }
}
