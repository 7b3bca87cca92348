package io.github.knighttours;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.internal.search.PlainEndSearch;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Tours from a start to a chosen end square, through the public API. */
class EndSquareTest {

  private static final List<Strategy> HEURISTICS =
      List.of(Strategy.WARNSDORFF, Strategy.POHL, Strategy.ROTH, Strategy.SQUIRREL, Strategy.DIVIDE_AND_CONQUER);

  private static TourRequest request(Board board, Square start, Square end) {
    return TourRequest.builder(board, start).end(end).build();
  }

  /** Checks the tour square by square, independently of {@link Tour}'s own validation. */
  private static void assertTourBetween(Board board, Square start, Square end, Tour tour, String what) {
    List<Square> squares = tour.squares();
    assertEquals(board.squareCount(), squares.size(), what);
    assertEquals(start, squares.get(0), what);
    assertEquals(end, squares.get(squares.size() - 1), what);
    assertEquals(board.squareCount(), squares.stream().distinct().count(), what);
    for (int i = 1; i < squares.size(); i++) {
      int dr = Math.abs(squares.get(i).row() - squares.get(i - 1).row());
      int dc = Math.abs(squares.get(i).col() - squares.get(i - 1).col());
      assertTrue(dr * dc == 2, what + ": move " + i);
    }
  }

  @ParameterizedTest
  @CsvSource({"5, 5", "5, 6", "6, 6"})
  void backtrackingAgreesWithAPlainSearchOnEveryPair(int rows, int cols) {
    Board board = Board.of(rows, cols);
    int n = rows * cols;
    int found = 0;
    int absent = 0;
    for (int s = 0; s < n; s++) {
      for (int t = 0; t < n; t++) {
        if (s == t) {
          continue;
        }
        Square start = Square.of(s / cols, s % cols);
        Square end = Square.of(t / cols, t % cols);
        String what = board + " " + start + " -> " + end;
        boolean expected = PlainEndSearch.exists(rows, cols, s, t);
        TourResult r = KnightTours.solve(request(board, start, end), Strategy.BACKTRACKING);
        assertEquals(expected ? Outcome.FOUND : Outcome.PROVEN_ABSENT, r.outcome(), what);
        if (expected) {
          assertTourBetween(board, start, end, r.tour().orElseThrow(), what);
          found++;
        } else {
          absent++;
        }
        TourExistence.Answer theorem = TourExistence.openTourBetween(board, start, end);
        assertNotEquals(TourExistence.Verdict.YES, theorem.verdict(), what);
        if (theorem.verdict() == TourExistence.Verdict.NO) {
          assertFalse(expected, what + ": " + theorem.reason());
        }
      }
    }
    assertTrue(found > 0 && absent > 0, board + ": " + found + " found, " + absent + " absent");
  }

  @Test
  void backtrackingSettlesASampleOfSevenAndEightAsTheColourArgumentSays() {
    SplittableRandom random = new SplittableRandom(13);
    for (int side : new int[] {7, 8}) {
      Board board = Board.of(side, side);
      for (int k = 0; k < 6; k++) {
        int s = random.nextInt(side * side);
        int t = random.nextInt(side * side);
        if (s == t) {
          continue;
        }
        Square start = Square.of(s / side, s % side);
        Square end = Square.of(t / side, t % side);
        String what = board + " " + start + " -> " + end;
        TourResult r = KnightTours.solve(request(board, start, end), Strategy.BACKTRACKING);
        // The plain search is too slow here; the colour argument says which pairs can have a tour.
        boolean admissible = TourExistence.openTourBetween(board, start, end).verdict() != TourExistence.Verdict.NO;
        assertEquals(admissible ? Outcome.FOUND : Outcome.PROVEN_ABSENT, r.outcome(), what);
        r.tour().ifPresent(tour -> assertTourBetween(board, start, end, tour, what));
      }
    }
  }

  @ParameterizedTest
  @CsvSource({"5, 5", "6, 6", "8, 8", "12, 12", "5, 9"})
  void heuristicsNeverReturnAWrongEndNorProveAbsence(int rows, int cols) {
    Board board = Board.of(rows, cols);
    SplittableRandom random = new SplittableRandom(rows * 31 + cols);
    int found = 0;
    for (int k = 0; k < 40; k++) {
      Square start = Square.of(random.nextInt(rows), random.nextInt(cols));
      Square end = Square.of(random.nextInt(rows), random.nextInt(cols));
      if (start.equals(end)) {
        continue;
      }
      for (Strategy strategy : HEURISTICS) {
        String what = strategy + " " + board + " " + start + " -> " + end;
        TourResult r = KnightTours.solve(request(board, start, end), strategy);
        if (r.outcome() == Outcome.PROVEN_ABSENT) {
          // Only from a theorem (divide and conquer reports one), never from a walk.
          assertEquals(
              TourExistence.Verdict.NO, TourExistence.openTourBetween(board, start, end).verdict(), what);
        }
        if (r.outcome() == Outcome.FOUND) {
          assertTourBetween(board, start, end, r.tour().orElseThrow(), what);
          found++;
        }
      }
    }
    assertTrue(found > 0, board + ": no heuristic found any tour to an end");
  }

  @Test
  void autoFindsATourToTheEndOrProvesThereIsNone() {
    Board board = Board.of(8, 8);
    TourResult r = KnightTours.solve(request(board, Square.parse("a1"), Square.parse("h8")));
    assertEquals(Outcome.PROVEN_ABSENT, r.outcome(), r.explanation());
    assertTrue(r.explanation().contains("colour argument"), r.explanation());
    TourResult f = KnightTours.solve(request(board, Square.parse("a1"), Square.parse("b1")));
    assertEquals(Outcome.FOUND, f.outcome(), f.explanation());
    assertTourBetween(board, Square.parse("a1"), Square.parse("b1"), f.tour().orElseThrow(), "AUTO a1 -> b1");
  }

  @Test
  void theRequestValidatesTheEnd() {
    Board board = Board.of(5, 5);
    TourRequest.Builder b = TourRequest.builder(board, Square.parse("a1"));
    IllegalArgumentException off = assertThrows(IllegalArgumentException.class, () -> b.end(Square.of(5, 0)));
    assertTrue(off.getMessage().contains("end") && off.getMessage().contains("off the"), off.getMessage());
    IllegalArgumentException same = assertThrows(IllegalArgumentException.class, () -> b.end(Square.parse("a1")));
    assertTrue(same.getMessage().contains("end must differ") && same.getMessage().contains("a1"), same.getMessage());
    assertThrows(NullPointerException.class, () -> b.end(null));
    IllegalArgumentException closed =
        assertThrows(
            IllegalArgumentException.class,
            () -> TourRequest.builder(Board.of(6, 6), Square.parse("a1")).end(Square.parse("b1"))
                .kind(TourKind.CLOSED).build());
    assertTrue(closed.getMessage().contains("CLOSED") && closed.getMessage().contains("b1"), closed.getMessage());
    TourRequest r = request(board, Square.parse("a1"), Square.parse("e5"));
    assertEquals(Square.parse("e5"), r.end().orElseThrow());
    assertEquals(r.end(), r.toBuilder().build().end());
    assertTrue(r.toString().contains("to e5"), r.toString());
    assertTrue(TourRequest.of(board, Square.parse("a1")).end().isEmpty());
  }

  @Test
  void knightToursRefusesAThirdPartyTourWithTheWrongEnd() {
    Board board = Board.of(5, 5);
    Tour tour = KnightTours.find(5, 5, Square.parse("a1"), Strategy.BACKTRACKING).orElseThrow();
    Square wrong = tour.squares().get(tour.size() - 3);
    TourSolver cheat =
        new TourSolver() {
          @Override
          public String name() {
            return "CHEAT";
          }

          @Override
          public boolean findsTourWhenOneExists() {
            return false;
          }

          @Override
          public boolean mayProveAbsence() {
            return false;
          }

          @Override
          public TourResult solve(TourRequest request) {
            return TourResult.found(name(), tour, new SearchStatistics(1, 0, java.time.Duration.ZERO));
          }
        };
    TourRequest wrongEnd = request(board, Square.parse("a1"), wrong);
    IllegalStateException e = assertThrows(IllegalStateException.class, () -> KnightTours.solve(wrongEnd, cheat));
    assertTrue(e.getMessage().contains("ending on " + tour.end()), e.getMessage());
    // The same tour for a request with its own end passes.
    assertEquals(Outcome.FOUND, KnightTours.solve(request(board, Square.parse("a1"), tour.end()), cheat).outcome());
  }

  @Test
  void theColourArgumentDecidesOddAndEvenBoards() {
    assertEquals(
        TourExistence.Verdict.NO,
        TourExistence.openTourBetween(Board.of(5, 5), Square.parse("a1"), Square.parse("b1")).verdict());
    assertEquals(
        TourExistence.Verdict.UNKNOWN,
        TourExistence.openTourBetween(Board.of(5, 5), Square.parse("a1"), Square.parse("c1")).verdict());
    assertEquals(
        TourExistence.Verdict.NO,
        TourExistence.openTourBetween(Board.of(6, 6), Square.parse("a1"), Square.parse("c1")).verdict());
    assertEquals(
        TourExistence.Verdict.NO,
        TourExistence.openTourBetween(Board.of(4, 6), Square.parse("a1"), Square.parse("b2")).verdict());
    assertTrue(
        TourExistence.openTourBetween(Board.of(3, 3), Square.parse("a1"), Square.parse("c3")).reason()
            .contains("Cull"));
  }
}
