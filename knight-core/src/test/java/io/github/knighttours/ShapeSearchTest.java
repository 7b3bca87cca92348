package io.github.knighttours;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The searches on boards of other shapes against a plain search written here: moves computed
 * from coordinates (wrapping by remainders where the board wraps), a depth-first search for a
 * Hamiltonian path or cycle from each start. Every tour the library returns is checked again
 * with the same move rule; every PROVEN_ABSENT and every NO of {@link TourExistence} must agree
 * with the plain search.
 */
class ShapeSearchTest {

  @Test
  void toriAndCylindersUpTo6x6() {
    for (int rows = 1; rows <= 6; rows++) {
      for (int cols = 1; cols <= 6; cols++) {
        // A torus looks the same from every square, a cylinder from every square of a rank.
        Board torus = Board.torus(rows, cols);
        compare(torus, Square.of(0, 0), TourKind.OPEN);
        compare(torus, Square.of(0, 0), TourKind.CLOSED);
        Board cylinder = Board.cylinder(rows, cols);
        for (int row = 0; row < rows; row++) {
          compare(cylinder, Square.of(row, 0), TourKind.OPEN);
        }
        compare(cylinder, Square.of(0, 0), TourKind.CLOSED);
      }
    }
  }

  @Test
  void leapersOnSmallBoards() {
    // The camel, zebra and giraffe are compared up to 8x8 by LeaperBoardsTest; these are the rest.
    int[][] leapers = {{0, 1}, {1, 1}, {0, 2}};
    for (int[] leaper : leapers) {
      for (int rows = 1; rows <= 5; rows++) {
        for (int cols = rows; cols <= 6; cols++) {
          compareEveryStart(Board.of(rows, cols).withLeaper(leaper[0], leaper[1]));
        }
      }
    }
  }

  @Test
  void everySingleHoleOf5x5() {
    for (int row = 0; row < 5; row++) {
      for (int col = 0; col < 5; col++) {
        Board board = Board.of(5, 5).withHoles(List.of(Square.of(row, col)));
        // Two starts a board keep the time down: a corner (or b1 when a1 is the hole) and the centre (or b2).
        for (Square start : List.of(
            board.contains(Square.parse("a1")) ? Square.parse("a1") : Square.parse("b1"),
            board.contains(Square.parse("c3")) ? Square.parse("c3") : Square.parse("b2"))) {
          compare(board, start, TourKind.OPEN);
        }
        compare(board, board.square(0), TourKind.CLOSED);
      }
    }
  }

  @Test
  void everySingleHoleOf6x6() {
    for (int row = 0; row < 6; row++) {
      for (int col = 0; col < 6; col++) {
        Board board = Board.of(6, 6).withHoles(List.of(Square.of(row, col)));
        // From the first square of the colour the hole left in the majority (a start on the
        // other colour has no tour, which the plain search would take long to show).
        int majority = (row + col + 1) % 2;
        Square start = board.square(board.square(0).col() % 2 == majority ? 0 : 1);
        compare(board, start, TourKind.OPEN);
      }
    }
  }

  @Test
  void heuristicsFindToursOnLargerShapes() {
    for (Board board : List.of(Board.torus(6, 6), Board.cylinder(6, 7), Board.torus(9, 11),
        Board.of(10, 10).withLeaper(2, 3), Board.parse("""
            ........
            ..#.....
            ........
            .....#..
            ........
            ........
            """))) {
      TourRequest request = TourRequest.builder(board, board.square(0)).seed(1).build();
      TourResult result = KnightTours.solve(request, Strategy.AUTO);
      assertEquals(Outcome.FOUND, result.outcome(), board + ": " + result);
      assertIsTour(board, result.tour().orElseThrow().squares(), false);
    }
  }

  @Test
  void aLargeTorusGetsItsTourFromTheRectangle() {
    Board board = Board.torus(300, 301);
    TourRequest request = TourRequest.builder(board, Square.of(150, 77)).kind(TourKind.CLOSED).build();
    TourResult result = KnightTours.solve(request);
    assertEquals(Outcome.FOUND, result.outcome(), result.toString());
    assertIsTour(board, result.tour().orElseThrow().squares(), true);
  }

  @Test
  void theCamelNeverTours() {
    for (int rows = 2; rows <= 12; rows++) {
      for (int cols = rows; cols <= 12; cols++) {
        Board camel = Board.of(rows, cols).withLeaper(1, 3);
        assertEquals(TourExistence.Verdict.NO, TourExistence.openTour(camel).verdict(), camel.toString());
        assertEquals(TourExistence.Verdict.NO, TourExistence.closedTour(camel).verdict(), camel.toString());
      }
    }
    assertTrue(TourExistence.closedTour(Board.of(8, 8).withLeaper(1, 3)).reason().contains("Knuth"));
  }

  private static void compareEveryStart(Board board) {
    for (int i = 0; i < board.squareCount(); i++) {
      compare(board, board.square(i), TourKind.OPEN);
    }
    compare(board, board.square(0), TourKind.CLOSED);
  }

  private static void compare(Board board, Square start, TourKind kind) {
    boolean closed = kind == TourKind.CLOSED;
    boolean exists = new PlainSearch(board, closed).existsFrom(board.index(start));
    String what = board + " " + kind + " from " + start;
    TourResult result =
        KnightTours.solve(TourRequest.builder(board, start).kind(kind).build(), Strategy.BACKTRACKING);
    assertEquals(exists ? Outcome.FOUND : Outcome.PROVEN_ABSENT, result.outcome(), what);
    if (exists) {
      assertIsTour(board, result.tour().orElseThrow().squares(), closed);
    }
    TourExistence.Answer answer = TourExistence.tourFrom(board, start, kind);
    if (answer.verdict() == TourExistence.Verdict.NO) {
      assertTrue(!exists, what + ": TourExistence said NO (" + answer.reason() + ") but a tour exists");
    }
    if (answer.verdict() == TourExistence.Verdict.YES) {
      assertTrue(exists, what + ": TourExistence said YES but none exists");
    }
  }

  static void assertIsTour(Board board, List<Square> squares, boolean closed) {
    assertEquals(board.squareCount(), squares.size(), board.toString());
    assertEquals(squares.size(), squares.stream().distinct().count(), "a square twice on " + board);
    for (int i = 0; i < squares.size(); i++) {
      assertTrue(board.contains(squares.get(i)), squares.get(i) + " is not on " + board);
      if (i > 0) {
        assertTrue(move(board, squares.get(i - 1), squares.get(i)), "step " + i + " on " + board);
      }
    }
    if (closed && squares.size() > 1) {
      assertTrue(move(board, squares.get(squares.size() - 1), squares.get(0)), "closing move on " + board);
    }
  }

  /** The move rule, from coordinates: one leg along each axis, in either order and sign. */
  static boolean move(Board board, Square a, Square b) {
    if (a.equals(b)) {
      return false;
    }
    boolean wrapRows = board.wrap() == Board.Wrap.TORUS;
    boolean wrapCols = board.wrap() != Board.Wrap.NONE;
    int r = board.leaper().r();
    int s = board.leaper().s();
    for (int[] legs : new int[][] {{r, s}, {s, r}}) {
      for (int sr : new int[] {1, -1}) {
        for (int sc : new int[] {1, -1}) {
          int row = a.row() + sr * legs[0];
          int col = a.col() + sc * legs[1];
          if (wrapRows) {
            row = Math.floorMod(row, board.rows());
          }
          if (wrapCols) {
            col = Math.floorMod(col, board.cols());
          }
          if (row == b.row() && col == b.col()) {
            return true;
          }
        }
      }
    }
    return false;
  }

  /** A depth-first search for one Hamiltonian path (or cycle) from a start. */
  private static final class PlainSearch {
    private final int n;
    private final int[][] adjacent;
    private final boolean closed;
    private final boolean[] used;

    PlainSearch(Board board, boolean closed) {
      this.n = board.squareCount();
      this.closed = closed;
      this.adjacent = new int[n][];
      for (int i = 0; i < n; i++) {
        List<Integer> list = new ArrayList<>();
        for (int j = 0; j < n; j++) {
          if (move(board, board.square(i), board.square(j))) {
            list.add(j);
          }
        }
        adjacent[i] = list.stream().mapToInt(Integer::intValue).toArray();
      }
      this.used = new boolean[n];
    }

    boolean existsFrom(int start) {
      if (closed && n < 3) {
        return false;
      }
      used[start] = true;
      boolean found = extend(start, start, 1);
      used[start] = false;
      return found;
    }

    private boolean extend(int start, int at, int depth) {
      if (depth == n) {
        if (!closed) {
          return true;
        }
        for (int next : adjacent[at]) {
          if (next == start) {
            return true;
          }
        }
        return false;
      }
      for (int next : adjacent[at]) {
        if (!used[next]) {
          used[next] = true;
          boolean found = extend(start, next, depth + 1);
          used[next] = false;
          if (found) {
            return true;
          }
        }
      }
      return false;
    }
  }
}
