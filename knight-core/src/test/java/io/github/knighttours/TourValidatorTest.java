package io.github.knighttours;

import static io.github.knighttours.TestTours.CLOSED_5X6;
import static io.github.knighttours.TestTours.OPEN_3X4;
import static io.github.knighttours.TestTours.squares;
import static io.github.knighttours.TestTours.with;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class TourValidatorTest {

  private static final Board B3X4 = Board.of(3, 4);
  private static final Board B5X6 = Board.of(5, 6);

  @Test
  void acceptsAnOpenTour() {
    TourValidator.Report report = TourValidator.validate(B3X4, squares(OPEN_3X4));
    assertTrue(report.isTour());
    assertFalse(report.isClosed());
    assertEquals(Optional.empty(), report.problem());
    assertEquals("open tour", report.toString());
  }

  @Test
  void acceptsAClosedTourInEitherDirectionFromAnySquare() {
    List<Square> tour = squares(CLOSED_5X6);
    for (int shift = 0; shift < tour.size(); shift++) {
      List<Square> rotated = new ArrayList<>(tour);
      Collections.rotate(rotated, shift);
      assertClosedTour(rotated);
      Collections.reverse(rotated);
      assertClosedTour(rotated);
    }
  }

  private static void assertClosedTour(List<Square> squares) {
    TourValidator.Report report = TourValidator.validate(B5X6, squares);
    assertTrue(report.isTour(), report::toString);
    assertTrue(report.isClosed(), report::toString);
    assertEquals("closed tour", report.toString());
  }

  @Test
  void anOpenTourReversedIsAnOpenTour() {
    List<Square> reversed = squares(OPEN_3X4);
    Collections.reverse(reversed);
    TourValidator.Report report = TourValidator.validate(B3X4, reversed);
    assertTrue(report.isTour());
    assertFalse(report.isClosed());
  }

  @Test
  void theOneSquareOfA1x1BoardIsATourButNotClosed() {
    TourValidator.Report report = TourValidator.validate(Board.of(1, 1), List.of(Square.of(0, 0)));
    assertTrue(report.isTour());
    assertFalse(report.isClosed());
    assertEquals(Optional.empty(), report.problem());
  }

  @Test
  void rejectsAWrongLength() {
    List<Square> tooShort = squares(OPEN_3X4).subList(0, 11);
    assertProblem(B3X4, tooShort, "the sequence has 11 squares but the 3x4 board has 12");
    List<Square> tooLong = squares(OPEN_3X4 + " a1");
    assertProblem(B3X4, tooLong, "the sequence has 13 squares but the 3x4 board has 12");
    assertProblem(B3X4, List.of(), "the sequence has 0 squares but the 3x4 board has 12");
    assertProblem(Board.of(1, 1), List.of(), "the sequence has 0 squares but the 1x1 board has 1");
  }

  @Test
  void rejectsARepeatedSquare() {
    // c3 (square 11) goes to b1 instead of a2: a knight move, but b1 is square 4.
    List<Square> repeated = with(squares(OPEN_3X4), 11, Square.parse("b1"));
    assertProblem(B3X4, repeated, "square 12, b1, was visited before");
  }

  @Test
  void rejectsAnOffBoardSquare() {
    List<Square> off = with(squares(OPEN_3X4), 4, Square.parse("e2"));
    assertProblem(B3X4, off, "square 5, e2, is off the 3x4 board");
    List<Square> above = with(squares(OPEN_3X4), 0, Square.parse("a4"));
    assertProblem(B3X4, above, "square 1, a4, is off the 3x4 board");
  }

  @Test
  void rejectsANullSquare() {
    List<Square> withNull = with(squares(OPEN_3X4), 2, null);
    assertProblem(B3X4, withNull, "square 3 of the sequence is null");
  }

  @Test
  void rejectsAStepThatIsNotAKnightMove() {
    List<Square> swapped = squares(OPEN_3X4);
    Collections.swap(swapped, 0, 1); // c2 a1 a3 ...: c2-a1 is a knight move, a1-a3 is not
    assertProblem(B3X4, swapped, "step 2, a1 to a3, is not a knight move");

    List<Square> closed = squares(CLOSED_5X6);
    Collections.swap(closed, 10, 20);
    assertProblem(B5X6, closed, "step 10, d1 to a3, is not a knight move");
  }

  @Test
  void rejectsTheSameSquareTwiceOnA1x2Board() {
    Board board = Board.of(1, 2);
    assertProblem(board, squares("a1 a1"), "square 2, a1, was visited before");
    assertProblem(board, squares("a1 b1"), "step 1, a1 to b1, is not a knight move");
  }

  private static void assertProblem(Board board, List<Square> squares, String problem) {
    TourValidator.Report report = TourValidator.validate(board, squares);
    assertFalse(report.isTour());
    assertFalse(report.isClosed());
    assertEquals(Optional.of(problem), report.problem());
    assertEquals("not a tour: " + problem, report.toString());
  }

  @Test
  void rejectsNullArguments() {
    NullPointerException board =
        assertThrows(NullPointerException.class, () -> TourValidator.validate(null, squares(OPEN_3X4)));
    assertEquals("board must not be null", board.getMessage());
    NullPointerException list =
        assertThrows(NullPointerException.class, () -> TourValidator.validate(B3X4, (List<Square>) null));
    assertEquals("squares must not be null", list.getMessage());
  }
}
