package io.github.knighttours.internal.construct;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class NarrowBoardConstructionTest {

  private static int[] openTour(int rows, int cols, int start) {
    return NarrowBoardConstruction.openTour(rows, cols, start, ConstructionWatch.unlimited());
  }

  private static int[] closedTour(int rows, int cols, int start) {
    return NarrowBoardConstruction.closedTour(rows, cols, start, ConstructionWatch.unlimited());
  }

  /** Null if {@code path} is a tour of the board from {@code start} (closed if asked), else why not. */
  private static String problem(int rows, int cols, int start, boolean closed, int[] path) {
    int n = rows * cols;
    if (path == null || path.length != n) {
      return "not " + n + " squares long";
    }
    if (path[0] != start) {
      return "starts on " + path[0] + ", not " + start;
    }
    boolean[] seen = new boolean[n];
    for (int i = 0; i < n; i++) {
      int v = path[i];
      if (v < 0 || v >= n || seen[v]) {
        return "square " + v + " off the board or repeated at step " + i;
      }
      seen[v] = true;
      if (i > 0 && !knightMove(path[i - 1], v, cols)) {
        return "step " + i + " is not a knight move";
      }
    }
    return closed && !knightMove(path[n - 1], path[0], cols) ? "does not close" : null;
  }

  private static boolean knightMove(int a, int b, int cols) {
    int dr = Math.abs(a / cols - b / cols);
    int dc = Math.abs(a % cols - b % cols);
    return dr * dc == 2;
  }

  @Test
  void buildsAnOpenTourFromEveryCoveredStartOfEveryBoardThreeOrFourWideUpToLength48() {
    int built = 0;
    for (int r = 3; r <= 4; r++) {
      for (int n = NarrowBoardConstruction.MIN_LENGTH; n <= 48; n++) {
        for (int[] shape : new int[][] {{r, n}, {n, r}}) {
          int rows = shape[0];
          int cols = shape[1];
          for (int start = 0; start < rows * cols; start++) {
            if (!NarrowBoardConstruction.buildsOpenTour(rows, cols, start)) {
              continue;
            }
            int[] path = openTour(rows, cols, start);
            String where = rows + "x" + cols + " from " + start;
            assertNull(problem(rows, cols, start, false, path), where);
            built++;
          }
        }
      }
    }
    // Every square of 3xn with n even, the majority colour of 3xn with n odd, the outer rows of 4xn.
    int expected = 0;
    for (int n = NarrowBoardConstruction.MIN_LENGTH; n <= 48; n++) {
      expected += 2 * ((n % 2 == 0 ? 3 * n : (3 * n + 1) / 2) + 2 * n);
    }
    assertEquals(expected, built);
  }

  @Test
  void coversExactlyTheStartsThatTheColourAndOuterRowsArgumentsAllow() {
    // 3x17: odd area, so only the majority colour (row + col even).
    assertTrue(NarrowBoardConstruction.buildsOpenTour(3, 17, 0));
    assertFalse(NarrowBoardConstruction.buildsOpenTour(3, 17, 1));
    // 4x20 and 20x4: the outer lines only.
    assertTrue(NarrowBoardConstruction.buildsOpenTour(4, 20, 3 * 20 + 7));
    assertFalse(NarrowBoardConstruction.buildsOpenTour(4, 20, 20 + 7));
    assertFalse(NarrowBoardConstruction.buildsOpenTour(4, 20, 2 * 20 + 7));
    assertTrue(NarrowBoardConstruction.buildsOpenTour(20, 4, 7 * 4 + 3));
    assertFalse(NarrowBoardConstruction.buildsOpenTour(20, 4, 7 * 4 + 1));
    // Too short, or not narrow.
    assertFalse(NarrowBoardConstruction.covers(3, NarrowBoardConstruction.MIN_LENGTH - 1));
    assertFalse(NarrowBoardConstruction.covers(5, 100));
    assertFalse(NarrowBoardConstruction.buildsClosedTour(4, 100));
    assertFalse(NarrowBoardConstruction.buildsClosedTour(3, 101));
    assertThrows(IllegalArgumentException.class, () -> openTour(4, 20, 20));
    assertThrows(IllegalArgumentException.class, () -> closedTour(4, 20, 0));
  }

  @Test
  void buildsAClosedTourOfEveryThreeRowBoardOfEvenLengthFrom16To120() {
    for (int n = NarrowBoardConstruction.MIN_LENGTH; n <= 120; n += 2) {
      for (int[] shape : new int[][] {{3, n}, {n, 3}}) {
        int start = shape[0] * shape[1] / 2 + 1;
        int[] path = closedTour(shape[0], shape[1], start);
        assertNull(problem(shape[0], shape[1], start, true, path), shape[0] + "x" + shape[1]);
      }
    }
  }

  @Test
  void buildsToursOfBoardsAMillionSquaresLongFromTheEndsAndTheMiddle() {
    int n = 1_000_001;
    assertNull(problem(4, n, 0, false, openTour(4, n, 0)), "4xn from a1");
    int middle = 3 * n + n / 2;
    assertNull(problem(4, n, middle, false, openTour(4, n, middle)), "4xn from the middle");
    int tallMiddle = (n / 2) * 3 + 2; // row 500000, column 2: the majority colour of the odd board
    assertNull(problem(n, 3, tallMiddle, false, openTour(n, 3, tallMiddle)), "nx3 from the middle");
    int corner = 3 * (n - 1) - 1;
    assertNull(problem(3, n - 1, corner, true, closedTour(3, n - 1, corner)), "closed 3x(n-1)");
  }
}
