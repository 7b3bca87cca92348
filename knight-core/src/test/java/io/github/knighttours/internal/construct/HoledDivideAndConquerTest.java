package io.github.knighttours.internal.construct;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Outcome;
import io.github.knighttours.spi.SearchResult;
import io.github.knighttours.internal.search.SearchMonitor;
import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

class HoledDivideAndConquerTest {

  private static SearchMonitor unlimited() {
    return new SearchMonitor(Long.MAX_VALUE, null, null, 0);
  }

  /**
   * Checks that {@code path} (board indices: row-major, holes skipped) is a knight's tour of the
   * board without the holes, from {@code start} (a cell), closed if asked.
   */
  private static void assertTour(int rows, int cols, int[] holes, int start, boolean closed, int[] path) {
    String board = rows + "x" + cols + " without " + Arrays.toString(holes);
    int[] cellOf = new int[rows * cols - holes.length];
    for (int cell = 0, index = 0; cell < rows * cols; cell++) {
      if (Arrays.binarySearch(holes, cell) < 0) {
        cellOf[index++] = cell;
      }
    }
    assertEquals(cellOf.length, path.length, board + ": length");
    boolean[] seen = new boolean[cellOf.length];
    for (int k = 0; k < path.length; k++) {
      assertTrue(path[k] >= 0 && path[k] < cellOf.length && !seen[path[k]], board + ": square " + k);
      seen[path[k]] = true;
      if (k > 0) {
        assertTrue(knightMove(cellOf[path[k - 1]], cellOf[path[k]], cols), board + ": move " + k);
      }
    }
    assertEquals(start, cellOf[path[0]], board + ": start");
    if (closed) {
      assertTrue(knightMove(cellOf[path[path.length - 1]], cellOf[path[0]], cols), board + ": closing move");
    }
  }

  private static boolean knightMove(int a, int b, int cols) {
    int dr = Math.abs(a / cols - b / cols);
    int dc = Math.abs(a % cols - b % cols);
    return dr * dc == 2;
  }

  /**
   * Seeded hole patterns made of dominoes (two side-by-side squares, one of each colour) and 2x2
   * patches, so that every block can balance its colours.
   */
  private static int[] clusteredHoles(int rows, int cols, int clusters, SplittableRandom random) {
    TreeSet<Integer> holes = new TreeSet<>();
    for (int k = 0; k < clusters; k++) {
      int r = random.nextInt(rows - 1);
      int c = random.nextInt(cols - 1);
      holes.add(r * cols + c);
      holes.add(r * cols + c + 1);
      if (random.nextBoolean()) {
        holes.add((r + 1) * cols + c);
        holes.add((r + 1) * cols + c + 1);
      }
    }
    return holes.stream().mapToInt(Integer::intValue).toArray();
  }

  @Test
  void clusteredHolesOnBoardsFrom12To100GiveValidToursOrGiveUp() {
    SplittableRandom random = new SplittableRandom(20_261_124L);
    int found = 0;
    int tried = 0;
    for (int trial = 0; trial < 60; trial++) {
      int rows = 12 + random.nextInt(89);
      int cols = 12 + random.nextInt(89);
      int[] holes = clusteredHoles(rows, cols, 1 + random.nextInt(5), random);
      int start;
      do {
        start = random.nextInt(rows * cols);
      } while (Arrays.binarySearch(holes, start) >= 0);
      for (boolean closed : new boolean[] {false, true}) {
        SearchResult result = HoledDivideAndConquer.tour(rows, cols, holes, start, closed, unlimited());
        tried++;
        if (result.outcome() == Outcome.FOUND) {
          found++;
          assertTour(rows, cols, holes, start, closed, result.path());
        } else {
          assertEquals(Outcome.GAVE_UP, result.outcome(), result.explanation());
          assertNull(result.path());
          assertTrue(result.explanation().startsWith("divide and conquer around the holes gave up: "));
        }
      }
    }
    // Clusters balance their colours, so most patterns are covered (some are not: a cluster on
    // the border, or a board with both sides odd, whose odd block no cluster balances); a
    // construction that never succeeds fails here.
    assertTrue(found >= tried / 2, found + " of " + tried + " found");
  }

  @Test
  void scatteredSingleHolesGiveValidToursOrGiveUpForTheColours() {
    SplittableRandom random = new SplittableRandom(42);
    for (int trial = 0; trial < 40; trial++) {
      int rows = 12 + random.nextInt(60);
      int cols = 12 + random.nextInt(60);
      TreeSet<Integer> set = new TreeSet<>();
      int count = 1 + random.nextInt(5);
      while (set.size() < count) {
        set.add(random.nextInt(rows * cols));
      }
      int[] holes = set.stream().mapToInt(Integer::intValue).toArray();
      int start;
      do {
        start = random.nextInt(rows * cols);
      } while (set.contains(start));
      SearchResult result = HoledDivideAndConquer.tour(rows, cols, holes, start, false, unlimited());
      if (result.outcome() == Outcome.FOUND) {
        assertTour(rows, cols, holes, start, false, result.path());
      } else {
        assertEquals(Outcome.GAVE_UP, result.outcome(), result.explanation());
      }
    }
  }

  @Test
  void aLoneHoleInTheStartsBlockGivesAnOpenTourFromTheStart() {
    // 40x40 less (2,3), an odd square: one more even square, so open tours start on even ones.
    int cols = 40;
    int[] holes = {2 * cols + 3};
    SearchResult result = HoledDivideAndConquer.tour(40, cols, holes, 0, false, unlimited());
    assertEquals(Outcome.FOUND, result.outcome(), result.explanation());
    assertTour(40, cols, holes, 0, false, result.path());
  }

  @Test
  void aLoneHoleFarFromTheStartGivesUpForTheColours() {
    int cols = 40;
    int[] holes = {30 * cols + 31};
    SearchResult result = HoledDivideAndConquer.tour(40, cols, holes, 0, false, unlimited());
    assertEquals(Outcome.GAVE_UP, result.outcome());
    assertTrue(result.explanation().contains("colour"), result.explanation());
  }

  @Test
  void aBlockThatCannotHoldAPieceGivesUp() {
    // Holes (1,1) and (1,2) balance the colours but leave the corner (0,0) one move, to (2,1):
    // no closed piece of the corner block exists, in any tiling, and the check says so before
    // any search.
    int cols = 30;
    int[] holes = {cols + 1, cols + 2};
    SearchResult result = HoledDivideAndConquer.tour(30, cols, holes, 10 * cols + 10, true, unlimited());
    assertEquals(Outcome.GAVE_UP, result.outcome());
    String why = result.explanation();
    assertTrue(why.contains("no tiling puts the holes in blocks that may hold a piece"), why);
  }

  @Test
  void theSameArgumentsGiveTheSameTour() {
    int cols = 60;
    int[] holes = {10 * cols + 10, 10 * cols + 11, 25 * cols + 15, 25 * cols + 16, 26 * cols + 15, 26 * cols + 16};
    SearchResult first = HoledDivideAndConquer.tour(50, 60, holes, 61, true, unlimited());
    SearchResult second = HoledDivideAndConquer.tour(50, 60, holes, 61, true, unlimited());
    assertEquals(Outcome.FOUND, first.outcome(), first.explanation());
    assertArrayEquals(first.path(), second.path());
  }

  @Test
  void refusesAStartOnAHoleAndBadHoles() {
    IllegalArgumentException onHole =
        assertThrows(
            IllegalArgumentException.class,
            () -> HoledDivideAndConquer.tour(20, 20, new int[] {5, 45}, 45, false, unlimited()));
    assertTrue(onHole.getMessage().contains("start") && onHole.getMessage().contains("45"), onHole.getMessage());
    IllegalArgumentException unordered =
        assertThrows(
            IllegalArgumentException.class,
            () -> HoledDivideAndConquer.tour(20, 20, new int[] {45, 5}, 0, false, unlimited()));
    assertTrue(unordered.getMessage().contains("[45, 5]"), unordered.getMessage());
    assertThrows(
        IllegalArgumentException.class,
        () -> HoledDivideAndConquer.tour(4, 20, new int[] {5}, 0, false, unlimited()));
  }

  @Test
  void aSmallNodeBudgetIsExhaustedAndAnInterruptCancels() {
    int[] holes = {20 * 40 + 20, 20 * 40 + 21};
    assertEquals(Outcome.FOUND, HoledDivideAndConquer.tour(40, 40, holes, 0, true, unlimited()).outcome());
    SearchResult small = HoledDivideAndConquer.tour(40, 40, holes, 0, true, new SearchMonitor(100, null, null, 0));
    assertEquals(Outcome.BUDGET_EXHAUSTED, small.outcome());
    // Room for the squares but not for a piece search.
    SearchResult noPieces =
        HoledDivideAndConquer.tour(40, 40, holes, 0, true, new SearchMonitor(1_700, null, null, 0));
    assertEquals(Outcome.BUDGET_EXHAUSTED, noPieces.outcome(), noPieces.explanation());
    Thread.currentThread().interrupt();
    try {
      SearchResult interrupted = HoledDivideAndConquer.tour(40, 40, holes, 0, true, unlimited());
      assertEquals(Outcome.CANCELLED, interrupted.outcome());
    } finally {
      Thread.interrupted();
    }
  }
}
