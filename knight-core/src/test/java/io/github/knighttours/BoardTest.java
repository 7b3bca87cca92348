package io.github.knighttours;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class BoardTest {

  @Test
  void ofKeepsTheSize() {
    Board board = Board.of(3, 4);
    assertEquals(3, board.rows());
    assertEquals(4, board.cols());
    assertEquals(Board.of(3, 4), board);
    assertNotEquals(Board.of(4, 3), board);
  }

  @ParameterizedTest
  @CsvSource({"1, 1, 1", "8, 8, 64", "3, 4, 12", "5, 28, 140", "40000, 40000, 1600000000"})
  void squareCountIsRowsTimesCols(int rows, int cols, int squares) {
    assertEquals(squares, Board.of(rows, cols).squareCount());
  }

  @Test
  void allowsUpToMaxSquares() {
    assertEquals(Board.MAX_SQUARES, Board.of(1, Board.MAX_SQUARES).squareCount());
    assertEquals(Board.MAX_SQUARES, Board.of(Board.MAX_SQUARES, 1).squareCount());
  }

  @ParameterizedTest
  @CsvSource({"0, 8, rows", "-1, 8, rows", "8, 0, cols", "8, -3, cols", "-2147483648, 1, rows"})
  void rejectsSizesBelowOne(int rows, int cols, String name) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Board.of(rows, cols));
    int bad = name.equals("rows") ? rows : cols;
    assertEquals(name + " must be at least 1, got " + bad, e.getMessage());
  }

  @ParameterizedTest
  @CsvSource({"50000, 50000", "1, 2147483640", "2147483647, 2147483647", "65536, 32768"})
  void rejectsTooManySquaresNamingTheSize(int rows, int cols) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Board.of(rows, cols));
    assertTrue(e.getMessage().contains(rows + "x" + cols), e::getMessage);
    assertTrue(e.getMessage().contains(String.valueOf((long) rows * cols)), e::getMessage);
  }

  @Test
  void containsExactlyTheSquaresOnTheBoard() {
    Board board = Board.of(3, 4);
    assertTrue(board.contains(Square.parse("a1")));
    assertTrue(board.contains(Square.parse("d3")));
    assertTrue(board.contains(Square.parse("a3")));
    assertTrue(board.contains(Square.parse("d1")));
    assertFalse(board.contains(Square.parse("e1")));
    assertFalse(board.contains(Square.parse("a4")));
    assertFalse(board.contains(Square.of(Integer.MAX_VALUE, Integer.MAX_VALUE)));
    assertTrue(Board.of(8, 8).contains(Square.parse("h8")));
  }

  @Test
  void containsCountsEverySquareOnce() {
    Board board = Board.of(5, 7);
    int inside = 0;
    for (int row = 0; row < 10; row++) {
      for (int col = 0; col < 10; col++) {
        inside += board.contains(Square.of(row, col)) ? 1 : 0;
      }
    }
    assertEquals(board.squareCount(), inside);
  }

  @Test
  void containsRejectsNull() {
    NullPointerException e = assertThrows(NullPointerException.class, () -> Board.of(8, 8).contains(null));
    assertEquals("square must not be null", e.getMessage());
  }

  @Test
  void toStringIsRowsByCols() {
    assertEquals("8x8", Board.of(8, 8).toString());
    assertEquals("3x4", Board.of(3, 4).toString());
    assertEquals("1x1", Board.of(1, 1).toString());
  }
}
