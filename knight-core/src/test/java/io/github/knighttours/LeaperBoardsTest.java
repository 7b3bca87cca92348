package io.github.knighttours;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.testing.LeaperCheck;
import io.github.knighttours.testing.Oracles;
import io.github.knighttours.testing.PlainLeaperSearch;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * BACKTRACKING on the knight (1,2), the camel (1,3), the zebra (2,3) and the giraffe (1,4), on
 * every m × n board with 1 ≤ m ≤ n ≤ 8, against {@link PlainLeaperSearch}: closed from a1 and open
 * from one start of each symmetry class. Where both answer they must agree, every tour must pass
 * the plain search's move check, and {@link TourExistence} must not contradict either.
 * {@link LeaperCheckMain} prints the same comparison as a table, with larger budgets.
 */
class LeaperBoardsTest {

  /** Far more than any of these boards needs (the most is about 60,000 nodes, 8×8 giraffe). */
  private static final long LIBRARY_BUDGET = 2_000_000;

  /**
   * Enough for the plain search (about 1 µs a node) on all but 15 of the 984 questions: 4 knight
   * tours the library finds (5x8 open from b2, closed 6x8, 7x8 and 8x8), which the test checks
   * leap by leap, and the 11 on the 8×8 giraffe's board. With 20 million nodes a question the
   * plain search settles 4 of those 11 (closed from a1, open from b2, d2 and d4: no tour, as the
   * library says) and still not the other 7. {@link LeaperCheckMain} lists them.
   */
  private static final long PLAIN_BUDGET = 100_000;

  @Test
  void knight() {
    compareEveryBoard(1, 2);
  }

  @Test
  void camel() {
    compareEveryBoard(1, 3);
  }

  @Test
  void zebra() {
    compareEveryBoard(2, 3);
  }

  @Test
  void giraffe() {
    compareEveryBoard(1, 4);
  }

  @Test
  void theCamelIsRefusedWithoutASearch() {
    // The camel keeps to its colour (1 + 3 is even), so on two squares or more its graph is never
    // connected (Knuth 1994, Theorem 1): the answer needs no search, so one node of budget is enough.
    for (int rows = 1; rows <= 8; rows++) {
      for (int cols = Math.max(rows, 2); cols <= 8; cols++) {
        Board camel = Board.of(rows, cols).withLeaper(1, 3);
        for (TourKind kind : TourKind.values()) {
          for (Square start : List.of(Square.of(0, 0), Square.of(rows - 1, cols - 1))) {
            TourResult result =
                KnightTours.solve(
                    TourRequest.builder(camel, start).kind(kind).nodeBudget(1).build(),
                    Strategy.BACKTRACKING);
            String what = camel + " " + kind + " from " + start;
            assertEquals(Outcome.PROVEN_ABSENT, result.outcome(), what + ": " + result);
            assertTrue(result.statistics().nodesExpanded() <= 1, what + ": " + result);
          }
        }
      }
    }
  }

  @Test
  void thePlainSearchKnowsTheKnightTheorems() {
    // Open tours exist exactly on 1x1, 3x4, 3xn (n >= 7), 4xn (n >= 5) and m, n >= 5 (Conrad et
    // al. 1994); closed ones unless m, n are both odd, m is 1, 2 or 4, or m = 3 and n is 4, 6 or 8
    // (Schwenk 1991). Here they check the plain search itself, on its own.
    for (int rows = 1; rows <= 6; rows++) {
      for (int cols = rows; cols <= 6; cols++) {
        PlainLeaperSearch plain = new PlainLeaperSearch(rows, cols, 1, 2);
        boolean open = false;
        for (int i = 0; i < rows * cols; i++) {
          PlainLeaperSearch.Result result = plain.search(Square.of(i / cols, i % cols), false, LIBRARY_BUDGET);
          assertTrue(result.answer() != PlainLeaperSearch.Answer.UNKNOWN, rows + "x" + cols);
          open |= result.answer() == PlainLeaperSearch.Answer.TOUR;
        }
        boolean closed = !(rows % 2 == 1 && cols % 2 == 1) && rows != 1 && rows != 2 && rows != 4
            && !(rows == 3 && (cols == 4 || cols == 6 || cols == 8));
        assertEquals(Oracles.openTourExistsOnBoard(rows, cols), open, rows + "x" + cols + " open");
        assertEquals(closed, plain.search(Square.of(0, 0), true, LIBRARY_BUDGET).answer()
            == PlainLeaperSearch.Answer.TOUR, rows + "x" + cols + " closed");
      }
    }
  }

  @Test
  void theMoveCheckRejectsBrokenTours() {
    LeaperCheck.Question question =
        new LeaperCheck.Question(5, 5, 1, 2, Square.parse("a1"), TourKind.OPEN);
    PlainLeaperSearch.Result result =
        new PlainLeaperSearch(5, 5, 1, 2).search(question.start(), false, LIBRARY_BUDGET);
    assertEquals(PlainLeaperSearch.Answer.TOUR, result.answer());
    List<Square> tour = result.tour();
    assertEquals("", LeaperCheck.tourProblem(question, tour, false));
    assertFalse(LeaperCheck.tourProblem(question, tour, true).isEmpty(), "5x5 has no closed tour");
    // Two neighbours on the tour have different colours, so swapping them breaks both leaps.
    List<Square> swapped = new ArrayList<>(tour);
    swapped.set(5, tour.get(6));
    swapped.set(6, tour.get(5));
    assertFalse(LeaperCheck.tourProblem(question, swapped, false).isEmpty(), swapped.toString());
    assertFalse(LeaperCheck.tourProblem(question, tour.subList(0, 24), false).isEmpty());
    List<Square> twice = new ArrayList<>(tour);
    twice.set(24, tour.get(0));
    assertFalse(LeaperCheck.tourProblem(question, twice, false).isEmpty());
    LeaperCheck.Question giraffe =
        new LeaperCheck.Question(5, 5, 1, 4, Square.parse("a1"), TourKind.OPEN);
    assertFalse(LeaperCheck.tourProblem(giraffe, tour, false).isEmpty(), "a knight's tour");
  }

  @Test
  void symmetryClassesCoverEverySquareOnce() {
    // 8×8 has 10 classes under its 8 symmetries, 7×8 has 16 under 4, 5×5 has 6, 1×1 one.
    assertEquals(11, LeaperCheck.questions(8, 8, 1, 2).size());
    assertEquals(17, LeaperCheck.questions(7, 8, 1, 2).size());
    assertEquals(7, LeaperCheck.questions(5, 5, 1, 2).size());
    assertEquals(2, LeaperCheck.questions(1, 1, 1, 2).size());
  }

  private static void compareEveryBoard(int r, int s) {
    List<String> problems = new ArrayList<>();
    for (int rows = 1; rows <= 8; rows++) {
      for (int cols = rows; cols <= 8; cols++) {
        for (LeaperCheck.Question question : LeaperCheck.questions(rows, cols, r, s)) {
          LeaperCheck.Check check = LeaperCheck.check(question, LIBRARY_BUDGET, PLAIN_BUDGET);
          if (check.agreement() == LeaperCheck.Agreement.DISAGREE) {
            problems.add(check.toString());
          }
          // The library's search is exhaustive and these boards are small: it always answers.
          if (check.library() == Outcome.BUDGET_EXHAUSTED) {
            problems.add("library out of budget: " + check);
          }
          if (check.answered()) {
            TourExistence.Answer answer =
                TourExistence.tourFrom(question.board(), question.start(), question.kind());
            boolean contradicts =
                answer.verdict() == TourExistence.Verdict.NO && check.tourExists()
                    || answer.verdict() == TourExistence.Verdict.YES && !check.tourExists();
            if (contradicts) {
              problems.add("TourExistence says " + answer + ": " + check);
            }
          }
        }
      }
    }
    assertEquals(List.of(), problems);
  }
}
