package io.github.knighttours;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** AUTO to a chosen end on large boards, where it moves a divide-and-conquer tour's end. */
class AutoEndRotationTest {

  @ParameterizedTest
  @CsvSource({"20, 20", "25, 30", "25, 25", "50, 50", "101, 100", "101, 101"})
  void findsATourBetweenRandomPairsOfTheRightColour(int rows, int cols) {
    Board board = Board.of(rows, cols);
    SplittableRandom random = new SplittableRandom(rows * 7919L + cols);
    boolean odd = board.squareCount() % 2 == 1;
    int tried = 0;
    while (tried < 12) {
      Square start = Square.of(random.nextInt(rows), random.nextInt(cols));
      Square end = Square.of(random.nextInt(rows), random.nextInt(cols));
      int startColour = (start.row() + start.col()) & 1;
      int endColour = (end.row() + end.col()) & 1;
      boolean rightColours = odd ? startColour == 0 && endColour == 0 : startColour != endColour;
      if (start.equals(end) || !rightColours) {
        continue;
      }
      tried++;
      String what = board + " " + start + " -> " + end;
      TourResult r = KnightTours.solve(TourRequest.builder(board, start).end(end).build());
      assertEquals(Outcome.FOUND, r.outcome(), what + ": " + r.explanation());
      List<Square> squares = r.tour().orElseThrow().squares();
      assertTrue(TourValidator.validate(board, squares).isTour(), what);
      assertEquals(start, squares.get(0), what);
      assertEquals(end, squares.get(squares.size() - 1), what);
    }
  }

  @ParameterizedTest
  @CsvSource({"600", "2600", "100000"})
  void aSmallNodeBudgetRunsOutOrStillGivesARightTour(long budget) {
    Board board = Board.of(50, 50);
    Square start = Square.parse("a1");
    Square end = Square.of(49, 48);
    TourResult r = KnightTours.solve(TourRequest.builder(board, start).end(end).nodeBudget(budget).build());
    assertNotEquals(Outcome.PROVEN_ABSENT, r.outcome(), r::toString);
    if (r.outcome() == Outcome.FOUND) {
      List<Square> squares = r.tour().orElseThrow().squares();
      assertEquals(start, squares.get(0));
      assertEquals(end, squares.get(squares.size() - 1));
    } else {
      assertEquals(Outcome.BUDGET_EXHAUSTED, r.outcome(), r::toString);
      assertTrue(budget < 100000, "a budget of 100000 is enough: " + r);
    }
  }

  @ParameterizedTest
  @CsvSource({"40, 40"})
  void anInterruptedRequestIsCancelled(int rows, int cols) {
    Board board = Board.of(rows, cols);
    Thread.currentThread().interrupt();
    try {
      TourResult r = KnightTours.solve(TourRequest.builder(board, Square.parse("a1")).end(Square.of(39, 38)).build());
      assertEquals(Outcome.CANCELLED, r.outcome(), r::toString);
    } finally {
      Thread.interrupted();
    }
  }

  @ParameterizedTest
  @CsvSource({"5", "9"})
  void theSameSeedGivesTheSameTour(long seed) {
    Board board = Board.of(30, 30);
    TourRequest request = TourRequest.builder(board, Square.parse("c3")).end(Square.of(20, 5)).seed(seed).build();
    Tour a = KnightTours.solve(request).tour().orElseThrow();
    Tour b = KnightTours.solve(request).tour().orElseThrow();
    assertEquals(a.squares(), b.squares());
  }
}
