package io.github.knighttours.uncrossed;

import io.github.knighttours.Outcome;
import io.github.knighttours.SearchOptions;
import io.github.knighttours.Board;
import io.github.knighttours.TourKind;
import io.github.knighttours.Square;

import io.github.knighttours.uncrossed.UncrossedResult;
import io.github.knighttours.uncrossed.UncrossedPaths;

import static io.github.knighttours.uncrossed.UncrossedChecks.assertValidResult;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.internal.uncrossed.UncrossedSearch;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Published optima. Lengths in moves. Open: OEIS A003192 ("Length of uncrossed knight's path on
 * an n X n board", with its table of rectangular boards m X n, 3 <= m <= n, in the example
 * section). Closed: OEIS A157416 (n X n: 0, 0, 0, 4, 8, 12, 24, 32, 42, 54 for n = 1..10, as
 * listed in Wikipedia's "Longest uncrossed knight's path"). The larger boards of the tables (7×7
 * open, and 7×8 and 8×8) take seconds to minutes and are run by {@code UncrossedTable} in
 * knight-benchmarks instead.
 */
class UncrossedPathsTest {

  @ParameterizedTest(name = "{0}x{1} open: {2} moves (A003192)")
  @CsvSource({
    "3,3,2", "3,4,4", "3,5,5", "3,6,6", "3,7,8", "3,8,9",
    "4,4,5", "4,5,7", "4,6,9", "4,7,11", "4,8,13",
    "5,5,10", "5,6,14", "5,7,16", "5,8,19",
    "6,6,17", "6,7,21", "6,8,25"
  })
  void openOptimaOfA003192(int rows, int cols, int moves) {
    for (Board board : List.of(Board.of(rows, cols), Board.of(cols, rows))) {
      UncrossedResult result = UncrossedPaths.longest(board, TourKind.OPEN);
      assertValidResult(result);
      assertEquals(moves, result.moves(), board + " open");
      assertEquals(moves + 1, result.squares().size());
      assertTrue(result.isProvenOptimal());
      assertEquals(Outcome.FOUND, result.outcome());
      assertTrue(result.nodes() > 0);
    }
  }

  @ParameterizedTest(name = "{0}x{0} closed: {1} moves (A157416)")
  @CsvSource({"1,0", "2,0", "3,0", "4,4", "5,8", "6,12", "7,24"})
  void closedOptimaOfA157416(int n, int moves) {
    UncrossedResult result = UncrossedPaths.longest(Board.of(n, n), TourKind.CLOSED);
    assertValidResult(result);
    assertEquals(moves, result.moves());
    assertEquals(moves, result.squares().size());
    assertTrue(result.isProvenOptimal());
    assertEquals(moves == 0 ? Outcome.PROVEN_ABSENT : Outcome.FOUND, result.outcome());
  }

  @Test
  void tinyBoards() {
    UncrossedResult one = UncrossedPaths.longest(Board.of(1, 1), TourKind.OPEN);
    assertEquals(0, one.moves());
    assertEquals(List.of(Square.of(0, 0)), one.squares());
    assertEquals(0, UncrossedPaths.longest(Board.of(2, 2), TourKind.OPEN).moves());
    assertEquals(1, UncrossedPaths.longest(Board.of(2, 3), TourKind.OPEN).moves());
    assertEquals(0, UncrossedPaths.longest(Board.of(1, 16), TourKind.OPEN).moves());
  }

  @Test
  void rectangularCyclesAgreeWithTheirTransposes() {
    for (int rows = 3; rows <= 6; rows++) {
      for (int cols = rows + 1; cols <= 7; cols++) {
        UncrossedResult wide = UncrossedPaths.longest(Board.of(rows, cols), TourKind.CLOSED);
        UncrossedResult tall = UncrossedPaths.longest(Board.of(cols, rows), TourKind.CLOSED);
        assertValidResult(wide);
        assertValidResult(tall);
        assertEquals(wide.moves(), tall.moves(), rows + "x" + cols);
        assertTrue(wide.isProvenOptimal() && tall.isProvenOptimal());
      }
    }
  }

  @Test
  void aNodeBudgetStopsWithTheBestSoFarNotProven() {
    SearchOptions options = SearchOptions.builder().nodeBudget(50).build();
    UncrossedResult result = UncrossedPaths.longest(Board.of(8, 8), TourKind.OPEN, options);
    assertFalse(result.isProvenOptimal());
    assertEquals(Outcome.BUDGET_EXHAUSTED, result.outcome());
    assertTrue(result.nodes() <= 51, "nodes " + result.nodes());
    assertTrue(result.moves() > 0);
    assertValidResult(result);
  }

  @Test
  void anInterruptStopsTheSearchAndStaysSet() {
    Thread.currentThread().interrupt();
    try {
      UncrossedResult result = UncrossedPaths.longest(Board.of(8, 8), TourKind.CLOSED);
      assertEquals(Outcome.CANCELLED, result.outcome());
      assertFalse(result.isProvenOptimal());
      assertTrue(Thread.currentThread().isInterrupted());
      assertValidResult(result);
    } finally {
      Thread.interrupted();
    }
  }

  @Test
  void refusesBoardsBeyondTheLimits() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> UncrossedPaths.longest(Board.of(17, 10), TourKind.OPEN));
    assertTrue(e.getMessage().contains("17x10"), e.getMessage());
    assertTrue(e.getMessage().contains("16"), e.getMessage());
    assertThrows(
        IllegalArgumentException.class,
        () -> UncrossedPaths.longest(Board.of(10, 17), TourKind.CLOSED));
    e =
        assertThrows(
            IllegalArgumentException.class,
            () -> UncrossedPaths.longest(Board.of(3, 1001), TourKind.CLOSED));
    assertTrue(e.getMessage().contains("3x1001") && e.getMessage().contains("1000"), e.getMessage());
    assertFalse(UncrossedPaths.accepts(Board.of(17, 10)));
    assertFalse(UncrossedPaths.accepts(Board.of(1001, 9)));
    assertTrue(UncrossedPaths.accepts(Board.of(1000, 9)));
    assertTrue(UncrossedPaths.accepts(Board.of(16, 16)));
  }

  @Test
  void longNarrowBoardsGoThroughTheFrontierProgramme() {
    // 4×n: the frontier programme against the branch and bound, both exact and independent.
    for (int n = 8; n <= 12; n++) {
      for (TourKind kind : TourKind.values()) {
        Board board = Board.of(4, n);
        assertTrue(UncrossedPaths.usesFrontier(board, kind));
        UncrossedResult result = UncrossedPaths.longest(board, kind);
        assertValidResult(result);
        assertTrue(result.isProvenOptimal());
        UncrossedSearch search = new UncrossedSearch(4, n, kind == TourKind.CLOSED, Long.MAX_VALUE, -1);
        search.run();
        assertEquals(search.bestMoves(), result.moves(), board + " " + kind);
      }
    }
    UncrossedResult longBoard = UncrossedPaths.longest(Board.of(200, 3), TourKind.OPEN);
    assertValidResult(longBoard);
    assertTrue(longBoard.isProvenOptimal());
    assertTrue(longBoard.moves() >= 100, longBoard.toString());
  }

  @Test
  void theEngineIsChosenByShape() {
    assertTrue(UncrossedPaths.usesFrontier(Board.of(8, 8), TourKind.CLOSED));
    assertFalse(UncrossedPaths.usesFrontier(Board.of(8, 8), TourKind.OPEN));
    assertTrue(UncrossedPaths.usesFrontier(Board.of(6, 6), TourKind.OPEN));
    assertTrue(UncrossedPaths.usesFrontier(Board.of(7, 8), TourKind.OPEN));
    assertFalse(UncrossedPaths.usesFrontier(Board.of(10, 12), TourKind.CLOSED));
  }

  @Test
  void refusesNulls() {
    Board board = Board.of(4, 4);
    NullPointerException e =
        assertThrows(NullPointerException.class, () -> UncrossedPaths.longest(null, TourKind.OPEN));
    assertTrue(e.getMessage().contains("board"));
    e = assertThrows(NullPointerException.class, () -> UncrossedPaths.longest(board, null));
    assertTrue(e.getMessage().contains("kind"));
    e =
        assertThrows(
            NullPointerException.class, () -> UncrossedPaths.longest(board, TourKind.OPEN, null));
    assertTrue(e.getMessage().contains("options"));
  }

  @Test
  void describesItself() {
    UncrossedResult result = UncrossedPaths.longest(Board.of(4, 4), TourKind.OPEN);
    assertTrue(result.toString().startsWith("4x4 open: 5 moves, proven optimal"), result.toString());
  }
}
