package io.github.knighttours.internal.uncrossed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The frontier programme against the branch and bound: two exact engines written independently
 * (one grows a path square by square from every start, the other sweeps the board once) must agree
 * on every small board. The paths themselves are checked by {@code UncrossedPathsTest} through the
 * public API with an independent segment test.
 */
class UncrossedFrontierTest {

  @Test
  void agreesWithTheBranchAndBoundOnEveryBoardUpTo6x7() {
    for (int cols = 1; cols <= 6; cols++) {
      for (int rows = cols; rows <= 7; rows++) {
        for (boolean closed : new boolean[] {false, true}) {
          UncrossedFrontier frontier = frontier(rows, cols, closed, Long.MAX_VALUE);
          frontier.run();
          UncrossedSearch search = new UncrossedSearch(rows, cols, closed, Long.MAX_VALUE, -1);
          search.run();
          String what = rows + "x" + cols + (closed ? " closed" : " open");
          assertEquals(UncrossedSearch.Stop.NONE, frontier.stop(), what);
          assertEquals(Math.max(search.bestMoves(), closed ? -1 : 0), frontier.bestMoves(), what);
          int[] path = frontier.bestPath();
          int expectedSquares = frontier.bestMoves() < 0 ? 0 : closed ? frontier.bestMoves() : frontier.bestMoves() + 1;
          assertEquals(expectedSquares, path.length, what);
        }
      }
    }
  }

  @Test
  void aNodeBudgetStopsIt() {
    UncrossedFrontier frontier = frontier(8, 8, true, 10_000);
    frontier.run();
    assertEquals(UncrossedSearch.Stop.BUDGET, frontier.stop());
    assertTrue(frontier.nodes() <= 10_001);
  }

  @Test
  void aMemoryLimitStopsItInsteadOfRunningOutOfHeap() {
    UncrossedFrontier frontier = new UncrossedFrontier(8, 8, false, Long.MAX_VALUE, -1, 1_000_000);
    frontier.run();
    assertEquals(UncrossedSearch.Stop.MEMORY, frontier.stop());
  }

  @Test
  void anInterruptStopsItAndStaysSet() {
    Thread.currentThread().interrupt();
    try {
      UncrossedFrontier frontier = frontier(8, 8, true, Long.MAX_VALUE);
      frontier.run();
      assertEquals(UncrossedSearch.Stop.INTERRUPTED, frontier.stop());
      assertTrue(Thread.currentThread().isInterrupted());
    } finally {
      Thread.interrupted();
    }
  }

  @Test
  void refusesBoardsItCannotPack() {
    assertThrows(IllegalArgumentException.class, () -> frontier(10, 10, true, 1));
    assertThrows(IllegalArgumentException.class, () -> frontier(3, 4, true, 1));
  }

  private static UncrossedFrontier frontier(int rows, int cols, boolean closed, long budget) {
    return new UncrossedFrontier(rows, cols, closed, budget, -1, Long.MAX_VALUE);
  }
}
