package io.github.knighttours.internal.construct;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Outcome;
import io.github.knighttours.spi.SearchResult;
import io.github.knighttours.internal.search.SearchMonitor;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The rotation construction, its results checked square by square here. */
class EndRotationTest {

  private static SearchMonitor unlimited() {
    return new SearchMonitor(Long.MAX_VALUE, null, null, 0);
  }

  /** Fails unless {@code path} visits every square once by knight moves from start to end. */
  private static void assertPathBetween(int rows, int cols, int start, int end, int[] path, String what) {
    assertEquals(rows * cols, path.length, what);
    assertEquals(start, path[0], what);
    assertEquals(end, path[path.length - 1], what);
    boolean[] seen = new boolean[rows * cols];
    for (int i = 0; i < path.length; i++) {
      int v = path[i];
      assertTrue(v >= 0 && v < rows * cols && !seen[v], what + ": square " + v + " at " + i);
      seen[v] = true;
      if (i > 0) {
        int dr = Math.abs(v / cols - path[i - 1] / cols);
        int dc = Math.abs(v % cols - path[i - 1] % cols);
        assertEquals(2, dr * dc, what + ": move " + i);
      }
    }
  }

  /** A random square of the given colour (row + column parity), other than {@code not}. */
  private static int squareOfColour(SplittableRandom random, int rows, int cols, int colour, int not) {
    while (true) {
      int v = random.nextInt(rows * cols);
      if (((v / cols + v % cols) & 1) == colour && v != not) {
        return v;
      }
    }
  }

  @Test
  void theKnightDistanceIsThatOfABreadthFirstSearch() {
    int side = 41;
    int centre = 20 * side + 20;
    int[] distance = new int[side * side];
    Arrays.fill(distance, -1);
    distance[centre] = 0;
    ArrayDeque<Integer> queue = new ArrayDeque<>();
    queue.add(centre);
    int[] dr = {-2, -2, -1, -1, 1, 1, 2, 2};
    int[] dc = {-1, 1, -2, 2, -2, 2, -1, 1};
    while (!queue.isEmpty()) {
      int v = queue.poll();
      for (int d = 0; d < 8; d++) {
        int r = v / side + dr[d];
        int c = v % side + dc[d];
        if (r >= 0 && r < side && c >= 0 && c < side && distance[r * side + c] < 0) {
          distance[r * side + c] = distance[v] + 1;
          queue.add(r * side + c);
        }
      }
    }
    for (int x = -10; x <= 10; x++) {
      for (int y = -10; y <= 10; y++) {
        assertEquals(distance[(20 + x) * side + 20 + y], EndRotation.knightDistance(x, y), x + ", " + y);
      }
    }
  }

  @ParameterizedTest
  @CsvSource({"20, 20", "25, 30", "25, 25", "50, 50", "51, 51", "101, 100"})
  void movesTheEndToEveryTargetTried(int rows, int cols) {
    SplittableRandom random = new SplittableRandom(rows * 1000L + cols);
    boolean odd = (rows * cols) % 2 == 1;
    for (int k = 0; k < 25; k++) {
      // On an odd board both ends have the majority colour (0); otherwise the colours differ.
      int start = squareOfColour(random, rows, cols, odd ? 0 : random.nextInt(2), -1);
      int startColour = (start / cols + start % cols) & 1;
      int end = squareOfColour(random, rows, cols, odd ? 0 : 1 - startColour, start);
      String what = rows + "x" + cols + " " + start + " -> " + end;
      SearchResult r = EndRotation.path(rows, cols, start, end, k, unlimited());
      assertEquals(Outcome.FOUND, r.outcome(), what + ": " + r.explanation());
      assertPathBetween(rows, cols, start, end, r.path(), what);
      assertTrue(r.nodesExpanded() >= rows * cols, what);
    }
  }

  @Test
  void theSameSeedGivesTheSameTour() {
    int rows = 30;
    int cols = 30;
    int start = 0;
    int end = 29 * 30 + 28; // (29, 28): other colour than (0, 0)
    int[] first = EndRotation.path(rows, cols, start, end, 7, unlimited()).path();
    assertArrayEquals(first, EndRotation.path(rows, cols, start, end, 7, unlimited()).path());
    boolean differs = false;
    for (long seed = 8; seed < 12 && !differs; seed++) {
      int[] other = EndRotation.path(rows, cols, start, end, seed, unlimited()).path();
      assertPathBetween(rows, cols, start, end, other, "seed " + seed);
      differs = !Arrays.equals(first, other);
    }
    assertTrue(differs, "the seed changes the rotations");
  }

  @Test
  void anEndOfTheOtherColourIsGivenUpNeverDeclaredAbsent() {
    SearchResult r = EndRotation.path(10, 10, 0, 2, 1, unlimited()); // (0, 2): same colour as (0, 0)
    assertEquals(Outcome.GAVE_UP, r.outcome(), r.explanation());
    assertNull(r.path());
    assertTrue(r.explanation().contains("colour"), r.explanation());
  }

  @Test
  void aNodeBudgetSmallerThanTheBoardStopsAtOnce() {
    SearchResult r = EndRotation.path(20, 20, 0, 399, 1, new SearchMonitor(399, null, null, 400));
    assertEquals(Outcome.BUDGET_EXHAUSTED, r.outcome(), r.explanation());
    assertNull(r.path());
    assertTrue(r.explanation().contains("399"), r.explanation());
  }

  @Test
  void aNodeBudgetThatRunsOutWhileRotatingGivesNoPath() {
    int rows = 60;
    int cols = 60;
    int end = 59 * 60 + 58; // far from the corner start, other colour
    SearchResult full = EndRotation.path(rows, cols, 0, end, 3, unlimited());
    assertEquals(Outcome.FOUND, full.outcome(), full.explanation());
    long needed = full.nodesExpanded();
    assertTrue(needed > rows * cols + 10, "the end needed rotations: " + needed);
    SearchResult cut = EndRotation.path(rows, cols, 0, end, 3, new SearchMonitor(needed - 5, null, null, 3600));
    assertEquals(Outcome.BUDGET_EXHAUSTED, cut.outcome(), cut.explanation());
    assertNull(cut.path());
    assertTrue(cut.nodesExpanded() <= needed - 5, cut.explanation());
  }

  @Test
  void anInterruptCancels() {
    Thread.currentThread().interrupt();
    try {
      SearchResult r = EndRotation.path(100, 100, 0, 9999 - 1, 1, unlimited());
      assertEquals(Outcome.CANCELLED, r.outcome(), r.explanation());
      assertNull(r.path());
    } finally {
      assertTrue(Thread.interrupted(), "the flag stays set for the caller");
    }
  }

  @Test
  void refusesBoardsItDoesNotCoverAndBadEnds() {
    assertFalse(EndRotation.covers(4, 20, 0));
    assertFalse(EndRotation.covers(7, 7, 1)); // minority colour of an odd board
    assertTrue(EndRotation.covers(7, 7, 0));
    IllegalArgumentException narrow =
        assertThrows(IllegalArgumentException.class, () -> EndRotation.path(4, 20, 0, 5, 1, unlimited()));
    assertTrue(narrow.getMessage().contains("4x20"), narrow.getMessage());
    IllegalArgumentException same =
        assertThrows(IllegalArgumentException.class, () -> EndRotation.path(8, 8, 3, 3, 1, unlimited()));
    assertTrue(same.getMessage().contains("3"), same.getMessage());
    assertNotEquals(0, EndRotation.workingBytes(10));
  }
}
