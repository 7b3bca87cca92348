package io.github.knighttours;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.shapes.Board3d;
import io.github.knighttours.shapes.Cell;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link Board3d} and its tours ({@link HamiltonianPath} of cells): sizes, parsing, cell numbering,
 * the move check, tour checks and the picture.
 */
class Board3dTest {

  /**
   * An open tour of the 1x3x4 board (one layer: the 3x4 knight board), as (row, col) pairs,
   * written by hand (a1 c2 a3 b1 d2 b3 c1 a2 c3 d1 b2 d3) and checked below by the test's own
   * move rule.
   */
  private static final int[][] TOUR_1X3X4 = {
    {0, 0}, {1, 2}, {2, 0}, {0, 1}, {1, 3}, {2, 1}, {0, 2}, {1, 0}, {2, 2}, {0, 3}, {1, 1}, {2, 3}
  };

  private static List<Cell> tour1x3x4() {
    List<Cell> cells = new ArrayList<>();
    for (int[] rc : TOUR_1X3X4) {
      cells.add(new Cell(0, rc[0], rc[1]));
    }
    return cells;
  }

  @Test
  void theHandWrittenTourIsATourByTheTestsOwnRule() {
    List<Cell> cells = tour1x3x4();
    assertEquals(12, new HashSet<>(cells).size());
    for (int i = 1; i < cells.size(); i++) {
      Cell a = cells.get(i - 1);
      Cell b = cells.get(i);
      int[] d = {Math.abs(a.layer() - b.layer()), Math.abs(a.row() - b.row()), Math.abs(a.col() - b.col())};
      Arrays.sort(d);
      assertEquals("[0, 1, 2]", Arrays.toString(d), a + " to " + b);
    }
  }

  @Test
  void sizesCountsAndText() {
    Board3d board = Board3d.of(2, 3, 5);
    assertEquals(2, board.layers());
    assertEquals(3, board.rows());
    assertEquals(5, board.cols());
    assertEquals(30, board.cellCount());
    assertEquals("2x3x5", board.toString());
    assertEquals(board, Board3d.parse("2x3x5"));
    assertEquals(board.hashCode(), Board3d.parse(" 2X3x5 ").hashCode());
    assertNotEquals(board, Board3d.of(3, 2, 5));
    assertNotEquals(board, Board3d.of(2, 5, 3));
  }

  @Test
  void containsOnlyCellsInsideEverySide() {
    Board3d board = Board3d.of(2, 3, 4);
    assertTrue(board.contains(new Cell(1, 2, 3)));
    assertTrue(board.contains(new Cell(0, 0, 0)));
    assertFalse(board.contains(new Cell(2, 0, 0)));
    assertFalse(board.contains(new Cell(0, 3, 0)));
    assertFalse(board.contains(new Cell(0, 0, 4)));
    assertThrows(NullPointerException.class, () -> board.contains(null));
  }

  @Test
  void numbersCellsLayerByLayerThenRowByRowAndBack() {
    Board3d board = Board3d.of(3, 4, 5);
    int expected = 0;
    for (int layer = 0; layer < 3; layer++) {
      for (int row = 0; row < 4; row++) {
        for (int col = 0; col < 5; col++) {
          Cell cell = new Cell(layer, row, col);
          assertEquals(expected, board.indexOf(cell), cell.toString());
          assertEquals(cell, board.label(expected));
          expected++;
        }
      }
    }
    assertEquals(board.cellCount(), expected);
  }

  @Test
  void refusesBadSizesNamingThem() {
    assertIllegal("layers must be at least 1, got 0", () -> Board3d.of(0, 4, 4));
    assertIllegal("rows must be at least 1, got -2", () -> Board3d.of(4, -2, 4));
    assertIllegal("cols must be at least 1, got 0", () -> Board3d.of(4, 4, 0));
    assertIllegal("a 2000x2000x2000 board has more than the " + Board3d.MAX_CELLS, () -> Board3d.of(2000, 2000, 2000));
    int max = Integer.MAX_VALUE;
    assertIllegal("a " + max + "x" + max + "x" + max + " board", () -> Board3d.of(max, max, max));
    // The largest product that fits is accepted without allocating anything per cell.
    assertEquals(Board3d.MAX_CELLS, Board3d.of(1, 1, Board3d.MAX_CELLS).cellCount());
  }

  @ParameterizedTest
  @ValueSource(strings = {"", "4x4", "4x4x4x4", "4x4x", "ax4x4", "4 x4x4", "-1x4x4", "4x4x4.0", "99999999999x1x1"})
  void parseRefusesTextThatIsNotABoardQuotingIt(String text) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Board3d.parse(text));
    assertTrue(e.getMessage().contains("\"" + text + "\""), e.getMessage());
  }

  @Test
  void parseRefusesZeroSizesAndNull() {
    assertIllegal("board \"0x4x4\": layers must be at least 1, got 0", () -> Board3d.parse("0x4x4"));
    assertThrows(NullPointerException.class, () -> Board3d.parse(null));
  }

  @Test
  void numbersAreRefusedOffTheBoardNamingTheArgument() {
    Board3d board = Board3d.of(2, 3, 4);
    assertIllegal("cell (0,3,0) is off the 2x3x4 board", () -> board.indexOf(new Cell(0, 3, 0)));
    assertThrows(NullPointerException.class, () -> board.indexOf(null));
    assertThrows(IndexOutOfBoundsException.class, () -> board.label(24));
    assertThrows(IndexOutOfBoundsException.class, () -> board.label(-1));
    assertEquals(24, board.vertexCount());
    assertEquals(board.cellCount(), board.graph().vertexCount());
  }

  @Test
  void aTourKeepsItsCellsKindAndBoard() {
    Board3d board = Board3d.of(1, 3, 4);
    HamiltonianPath<Cell> tour = HamiltonianPath.of(board, tour1x3x4(), TourKind.OPEN);
    assertEquals(tour1x3x4(), tour.labels());
    assertEquals(12, tour.size());
    assertFalse(tour.isClosed());
    assertEquals(board, tour.shape());
    assertEquals(new Cell(0, 0, 0), tour.start());
    assertEquals(new Cell(0, 2, 3), tour.end());
    assertEquals(board.indexOf(new Cell(0, 1, 2)), tour.vertex(1));
    assertEquals(board.indexOf(new Cell(0, 1, 2)), tour.vertices()[1]);
    assertThrows(UnsupportedOperationException.class, () -> tour.labels().set(0, new Cell(0, 0, 0)));
    assertEquals(tour, HamiltonianPath.of(Board3d.of(1, 3, 4), tour1x3x4(), TourKind.OPEN));
    assertEquals(tour.hashCode(), HamiltonianPath.of(board, tour1x3x4(), TourKind.OPEN).hashCode());
    List<Cell> reversed = new ArrayList<>(tour1x3x4());
    Collections.reverse(reversed);
    assertNotEquals(tour, HamiltonianPath.of(board, reversed, TourKind.OPEN));
    assertEquals("open tour of 1x3x4 from (0,0,0) to (0,2,3)", tour.toString());
  }

  @Test
  void refusesSequencesThatAreNotToursNamingTheFirstFault() {
    Board3d board = Board3d.of(1, 3, 4);
    assertIllegal(
        "11 vertices, not the 12 of 1x3x4",
        () -> HamiltonianPath.of(board, tour1x3x4().subList(0, 11), TourKind.OPEN));

    List<Cell> withNull = tour1x3x4();
    withNull.set(4, null);
    NullPointerException nul =
        assertThrows(NullPointerException.class, () -> HamiltonianPath.of(board, withNull, TourKind.OPEN));
    assertTrue(nul.getMessage().contains("label 4 must not be null"), nul.getMessage());

    List<Cell> off = tour1x3x4();
    off.set(2, new Cell(1, 0, 0));
    assertIllegal("cell (1,0,0) is off the 1x3x4 board", () -> HamiltonianPath.of(board, off, TourKind.OPEN));

    List<Cell> again = tour1x3x4();
    again.set(7, again.get(2));
    assertIllegal(
        "(0,2,0) is visited twice, the second time at step 7", () -> HamiltonianPath.of(board, again, TourKind.OPEN));

    List<Cell> swapped = tour1x3x4();
    Collections.swap(swapped, 5, 6);
    assertIllegal(
        "step 5, (0,1,3) to (0,0,2), is not a move", () -> HamiltonianPath.of(board, swapped, TourKind.OPEN));

    assertIllegal(
        "the last vertex, (0,2,3), is no move from the first, (0,0,0)",
        () -> HamiltonianPath.of(board, tour1x3x4(), TourKind.CLOSED));
    assertThrows(NullPointerException.class, () -> HamiltonianPath.of(null, tour1x3x4(), TourKind.OPEN));
    assertThrows(NullPointerException.class, () -> HamiltonianPath.of(board, tour1x3x4(), null));
    assertThrows(NullPointerException.class, () -> HamiltonianPath.of(board, null, TourKind.OPEN));
  }

  @Test
  void aMoveChangesTheThreeCoordinatesByZeroOneAndTwo() {
    Board3d board = Board3d.of(11, 11, 11);
    Cell centre = new Cell(5, 5, 5);
    int moves = 0;
    for (int dl = -3; dl <= 3; dl++) {
      for (int dr = -3; dr <= 3; dr++) {
        for (int dc = -3; dc <= 3; dc++) {
          Cell other = new Cell(5 + dl, 5 + dr, 5 + dc);
          int[] d = {Math.abs(dl), Math.abs(dr), Math.abs(dc)};
          Arrays.sort(d);
          boolean expected = d[0] == 0 && d[1] == 1 && d[2] == 2;
          assertEquals(expected, board.isMove(board.indexOf(centre), board.indexOf(other)), centre + " to " + other);
          moves += expected ? 1 : 0;
        }
      }
    }
    assertEquals(24, moves);
  }

  @Test
  void theMoveCheckAndTheNeighbourFunctionAgree() {
    // The geometry (isMove) and the moves the searches use (graph) are written apart.
    Board3d board = Board3d.of(3, 4, 5);
    int[] buffer = new int[board.graph().maxDegree()];
    for (int v = 0; v < board.cellCount(); v++) {
      List<Integer> moves = new ArrayList<>();
      int degree = board.graph().successors(v, buffer);
      for (int i = 0; i < degree; i++) {
        moves.add(buffer[i]);
      }
      for (int w = 0; w < board.cellCount(); w++) {
        assertEquals(board.isMove(v, w), moves.contains(w), board.label(v) + " to " + board.label(w));
      }
    }
  }

  @Test
  void rendersLayersSideBySideWithTheHighestRowOnTop() {
    // A tour the library finds on 2x3x4; each move number is read back from the picture at its
    // cell's place.
    Board3d board = Board3d.of(2, 3, 4);
    HamiltonianPath<Cell> tour =
        KnightTours.solvePath(PathRequest.builder(board).start(new Cell(0, 0, 0)).build(), Strategy.BACKTRACKING)
            .hamiltonianPath()
            .orElseThrow();
    String picture = board.render(tour);
    String[] lines = picture.split("\n");
    assertEquals(3 + 4, lines.length, picture);
    assertTrue(lines[0].contains("layer 0") && lines[0].contains("layer 1"), lines[0]);
    assertEquals(lines[1].trim(), lines[5].trim());
    // Rows 2, 1, 0 from the top; each layer's box holds four numbers per row.
    for (int y = 0; y < 3; y++) {
      int row = 2 - y;
      String line = lines[2 + y];
      assertTrue(line.trim().startsWith(row + " |"), line);
      String[] boxes = line.substring(line.indexOf('|')).split("\\|");
      List<String> numbers = new ArrayList<>();
      for (String box : boxes) {
        if (!box.isBlank()) {
          numbers.addAll(List.of(box.trim().split(" +")));
        }
      }
      assertEquals(8, numbers.size(), line);
      for (int layer = 0; layer < 2; layer++) {
        for (int col = 0; col < 4; col++) {
          int move = tour.labels().indexOf(new Cell(layer, row, col)) + 1;
          assertEquals(String.valueOf(move), numbers.get(layer * 4 + col), line);
        }
      }
    }
    assertTrue(lines[6].trim().startsWith("0  1  2  3"), lines[6]);
  }

  @Test
  void rendersOnlyItsOwnToursAndNull() {
    Board3d board = Board3d.of(1, 3, 4);
    HamiltonianPath<Cell> tour = HamiltonianPath.of(board, tour1x3x4(), TourKind.OPEN);
    assertIllegal("the tour is of 1x3x4, not of the 1x4x3 board", () -> Board3d.of(1, 4, 3).render(tour));
    assertThrows(NullPointerException.class, () -> board.render(null));
    // One layer, the numbers of the hand-written tour at their cells.
    assertEquals(
        String.join(
            "\n",
            "  layer 0",
            "  +-------------+",
            "2 |  3  6  9 12 |",
            "1 |  8 11  2  5 |",
            "0 |  1  4  7 10 |",
            "  +-------------+",
            "     0  1  2  3",
            ""),
        board.render(tour));
  }

  static void assertIllegal(String expected, Executable call) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call);
    assertTrue(e.getMessage().contains(expected), () -> "message: " + e.getMessage() + "\nexpected: " + expected);
  }
}
