package io.github.knighttours;

import static io.github.knighttours.TestTours.CLOSED_5X6;
import static io.github.knighttours.TestTours.OPEN_3X4;
import static io.github.knighttours.TestTours.squares;
import static io.github.knighttours.TestTours.with;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.api.Test;

class TourTest {

  private static final Board B3X4 = Board.of(3, 4);

  @Test
  void ofKeepsTheSquaresInOrder() {
    Tour tour = TestTours.open3x4();
    assertEquals(B3X4, tour.board());
    assertEquals(squares(OPEN_3X4), tour.squares());
    assertEquals(Square.parse("a1"), tour.start());
    assertEquals(Square.parse("a2"), tour.end());
    assertEquals(12, tour.size());
    assertEquals(12, tour.squares().size());
    assertEquals(Square.parse("c2"), tour.squares().get(1));
    assertFalse(tour.isClosed());
  }

  @Test
  void aClosedTourIsClosed() {
    Tour tour = TestTours.closed5x6();
    assertTrue(tour.isClosed());
    assertEquals(30, tour.size());
    assertEquals(Square.parse("c2"), tour.end());
  }

  @Test
  void theOneSquareTour() {
    Tour tour = Tour.of(Board.of(1, 1), List.of(Square.of(0, 0)));
    assertEquals(Square.of(0, 0), tour.start());
    assertEquals(Square.of(0, 0), tour.end());
    assertEquals(1, tour.size());
    assertFalse(tour.isClosed());
  }

  @Test
  void ofRejectsWhatIsNotATourSayingWhy() {
    List<Square> swapped = squares(OPEN_3X4);
    Collections.swap(swapped, 0, 1);
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Tour.of(B3X4, swapped));
    assertEquals("not a knight's tour of the 3x4 board: step 2, a1 to a3, is not a knight move", e.getMessage());

    assertThrows(IllegalArgumentException.class, () -> Tour.of(B3X4, squares(OPEN_3X4).subList(0, 11)));
    assertThrows(IllegalArgumentException.class, () -> Tour.of(Board.of(4, 3), squares(OPEN_3X4)));
    assertThrows(IllegalArgumentException.class, () -> Tour.of(B3X4, with(squares(OPEN_3X4), 5, null)));
    assertThrows(IllegalArgumentException.class, () -> Tour.of(Board.of(4, 4), List.of()));
  }

  @Test
  void ofRejectsNullArguments() {
    assertThrows(NullPointerException.class, () -> Tour.of(null, squares(OPEN_3X4)));
    assertThrows(NullPointerException.class, () -> Tour.of(B3X4, null));
  }

  @Test
  void ofCopiesTheSquares() {
    List<Square> squares = squares(OPEN_3X4);
    Tour tour = Tour.of(B3X4, squares);
    Collections.reverse(squares);
    assertEquals(Square.parse("a1"), tour.start());
    assertEquals(squares(OPEN_3X4), tour.squares());
  }

  @Test
  void squaresCannotBeModified() {
    List<Square> squares = TestTours.open3x4().squares();
    Square a1 = Square.parse("a1");
    assertThrows(UnsupportedOperationException.class, () -> squares.add(a1));
    assertThrows(UnsupportedOperationException.class, () -> squares.set(0, a1));
    assertThrows(UnsupportedOperationException.class, () -> squares.remove(0));
    assertThrows(UnsupportedOperationException.class, squares::clear);
    Iterator<Square> iterator = squares.iterator();
    iterator.next();
    assertThrows(UnsupportedOperationException.class, iterator::remove);
    assertEquals(12, squares.size());
  }

  @Test
  void equalWhenSameBoardAndSameOrder() {
    Tour tour = TestTours.open3x4();
    Tour same = Tour.of(Board.of(3, 4), squares(OPEN_3X4));
    assertEquals(tour, same);
    assertEquals(tour.hashCode(), same.hashCode());
    assertEquals(tour, tour);

    List<Square> reversed = squares(OPEN_3X4);
    Collections.reverse(reversed);
    assertNotEquals(tour, Tour.of(B3X4, reversed));
    assertNotEquals(tour, TestTours.closed5x6());
    assertNotEquals(tour, null);
    assertNotEquals(tour, OPEN_3X4);
  }

  @Test
  void closedToursFromDifferentStartsDiffer() {
    List<Square> rotated = squares(CLOSED_5X6);
    Collections.rotate(rotated, 1);
    Tour other = Tour.of(Board.of(5, 6), rotated);
    assertTrue(other.isClosed());
    assertNotEquals(TestTours.closed5x6(), other);
  }

  @Test
  void renderNumbersTheMovesWithRankEightAtTheTop() {
    String expected =
        String.join(
            "\n",
            "  +-------------+",
            "3 |  3  6 11  8 |",
            "2 | 12  9  2  5 |",
            "1 |  1  4  7 10 |",
            "  +-------------+",
            "     a  b  c  d",
            "");
    assertEquals(expected, TestTours.open3x4().render());
  }

  @Test
  void renderOneSquare() {
    String expected = String.join("\n", "  +---+", "1 | 1 |", "  +---+", "    a", "");
    assertEquals(expected, Tour.of(Board.of(1, 1), List.of(Square.of(0, 0))).render());
  }

  @Test
  void renderRightAlignsRankNumbers() {
    Tour tour = KnightTours.find(10, 10, Square.parse("a1"), Strategy.BACKTRACKING).orElseThrow();
    List<String> lines = tour.render().lines().toList();
    assertEquals(13, lines.size());
    assertTrue(lines.get(1).startsWith("10 |"), lines.get(1));
    assertTrue(lines.get(10).startsWith(" 1 |   1 "), lines.get(10));
    assertEquals("   +" + "-".repeat(41) + "+", lines.get(0));
    assertEquals("       a   b   c   d   e   f   g   h   i   j", lines.get(12));
    assertAligned(lines);
  }

  @Test
  void renderNamesWideFilesWithTwoLetters() {
    Tour tour = KnightTours.find(5, 28, Square.parse("a1"), Strategy.BACKTRACKING).orElseThrow();
    List<String> lines = tour.render().lines().toList();
    assertEquals(8, lines.size());
    assertTrue(lines.get(5).startsWith("1 |   1 "), lines.get(5));
    assertTrue(lines.get(7).endsWith("   y   z  aa  ab"), lines.get(7));
    assertAligned(lines);
  }

  /** Every board line is as wide as the border, and the last file label ends under the last column. */
  private static void assertAligned(List<String> lines) {
    int width = lines.get(0).length();
    for (String line : lines.subList(0, lines.size() - 1)) {
      assertEquals(width, line.length(), line);
    }
    assertEquals(width - 2, lines.get(lines.size() - 1).length());
  }

  @Test
  void renderPutsEachMoveNumberOnItsSquare() {
    Tour tour = TestTours.closed5x6();
    List<String> lines = tour.render().lines().toList();
    for (int i = 0; i < tour.size(); i++) {
      Square square = tour.squares().get(i);
      String line = lines.get(5 - square.row()); // rank 5 is the line under the top border
      String[] cells = line.substring(line.indexOf('|') + 1, line.lastIndexOf('|')).trim().split(" +");
      assertEquals(String.valueOf(i + 1), cells[square.col()], square::algebraic);
    }
  }

  @Test
  void toStringRendersSmallBoards() {
    Tour tour = TestTours.open3x4();
    assertEquals(tour.render(), tour.toString());
    Tour thirtyTwo = KnightTours.find(32, 32, Square.parse("a1"), Strategy.BACKTRACKING).orElseThrow();
    assertEquals(thirtyTwo.render(), thirtyTwo.toString());
  }

  @Test
  void toStringSummarisesBigBoards() {
    Tour tour = KnightTours.find(33, 33, Square.parse("a1"), Strategy.BACKTRACKING).orElseThrow();
    String kind = tour.isClosed() ? "closed" : "open";
    assertEquals(kind + " tour of the 33x33 board from a1 to " + tour.end(), tour.toString());
  }
}
