package io.github.knighttours.internal.count;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.internal.graph.BoardSymmetry;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CancellationException;
import org.junit.jupiter.api.Test;

/**
 * The tours one symmetry maps onto themselves, counted through the orbit graph, against the tours
 * listed one by one and mapped by the symmetry.
 */
class FixedTourCounterTest {

  @Test
  void everySymmetryOfEverySmallBoardAgreesWithTheListedTours() {
    for (int rows = 1; rows <= 5; rows++) {
      for (int cols = rows; rows * cols <= 25 || (rows == 3 && cols <= 8) || (rows == 4 && cols <= 6); cols++) {
        checkBoard(rows, cols, true);
      }
    }
  }

  @Test
  void closedToursOfLargerBoardsAgreeWithTheListedTours() {
    checkBoard(5, 6, false);
    checkBoard(3, 10, false);
    checkBoard(3, 12, false);
  }

  @Test
  void theListedBoardsHaveToursOfEveryKindOfSymmetry() {
    // Without these the comparisons above could all be 0 = 0.
    exercised = new long[3];
    checkBoard(3, 8, true);
    checkBoard(5, 6, false);
    checkBoard(3, 10, false);
    assertTrue(exercised[0] > 0, "closed tours on which a symmetry acts as a rotation");
    assertTrue(exercised[1] > 0, "closed tours on which a symmetry acts as a reflection");
    assertTrue(exercised[2] > 0, "open tours a symmetry reverses");
  }

  /** Symmetric tours seen: closed rotating, closed reflecting, open. */
  private static long[] exercised = new long[3];

  @Test
  void theColourArgumentAgreesWithTheSweep() {
    // The argument skips the sweep where colours rule a turned tour out; the sweep must find none there.
    int[][] boards = {{6, 6}, {5, 6}, {4, 6}, {6, 7}, {3, 10}, {5, 8}, {6, 8}};
    int skipped = 0;
    for (int[] b : boards) {
      int rows = b[0];
      int cols = b[1];
      BoardSymmetry group = BoardSymmetry.of(rows, cols);
      for (int g = 1; g < group.size(); g++) {
        int[] map = new int[rows * cols];
        for (int v = 0; v < map.length; v++) {
          map[v] = group.apply(g, v);
        }
        FixedTourCounter.Fixed argued = FixedTourCounter.count(rows, cols, map, true, () -> false, true);
        FixedTourCounter.Fixed swept = FixedTourCounter.count(rows, cols, map, true, () -> false, false);
        assertEquals(swept, argued, rows + "x" + cols + " symmetry " + g);
        skipped += argued.directed().signum() == 0 && !isColourNeutral(rows, cols, map) ? 1 : 0;
      }
    }
    assertTrue(skipped > 0);
  }

  /** Whether the colour argument leaves the turned tours of this map to the sweep. */
  private static boolean isColourNeutral(int rows, int cols, int[] map) {
    boolean changes = (map[0] / cols + map[0] % cols) % 2 == 1;
    int order = map[map[0]] == 0 ? 2 : 4;
    return changes == ((rows * cols / order) % 2 == 1);
  }

  @Test
  void aStopThrows() {
    int[] halfTurn = new int[36];
    Arrays.setAll(halfTurn, v -> 35 - v);
    assertThrows(CancellationException.class, () -> FixedTourCounter.count(6, 6, halfTurn, true, () -> true));
  }

  /** Checks every non-identity symmetry of the board, closed and open, against brute force. */
  private static void checkBoard(int rows, int cols, boolean withOpen) {
    int n = rows * cols;
    List<int[]> closed = new ArrayList<>();
    List<int[]> open = new ArrayList<>();
    listTours(rows, cols, closed, open, withOpen);
    BoardSymmetry group = BoardSymmetry.of(rows, cols);
    for (int g = 1; g < group.size(); g++) {
      int[] map = new int[n];
      for (int v = 0; v < n; v++) {
        map[v] = group.apply(g, v);
      }
      String where = rows + "x" + cols + " symmetry " + Arrays.toString(map);
      FixedTourCounter.Fixed closedFixed = FixedTourCounter.count(rows, cols, map, true, () -> false);
      FixedTourCounter.Fixed openFixed = FixedTourCounter.count(rows, cols, map, false, () -> false);
      exercised[0] += closedFixed.directed().signum();
      exercised[1] += closedFixed.undirected().shiftLeft(1).compareTo(closedFixed.directed()) > 0 ? 1 : 0;
      exercised[2] += openFixed.undirected().signum();
      assertEquals(BigInteger.valueOf(fixedCycles(closed, map, n, false)), closedFixed.undirected(), "closed undirected, " + where);
      assertEquals(BigInteger.valueOf(fixedCycles(closed, map, n, true)), closedFixed.directed(), "closed directed, " + where);
      if (withOpen) {
        assertEquals(BigInteger.valueOf(fixedPaths(open, map, false)), openFixed.undirected(), "open undirected, " + where);
        assertEquals(BigInteger.valueOf(fixedPaths(open, map, true)), openFixed.directed(), "open directed, " + where);
      }
    }
  }

  /** Directed closed tours from square 0 (each cycle in both directions) and every directed open tour. */
  private static void listTours(int rows, int cols, List<int[]> closed, List<int[]> open, boolean withOpen) {
    int n = rows * cols;
    int[][] moves = new int[n][];
    int[][] steps = {{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}};
    for (int v = 0; v < n; v++) {
      List<Integer> to = new ArrayList<>();
      for (int[] s : steps) {
        int r = v / cols + s[0];
        int c = v % cols + s[1];
        if (r >= 0 && r < rows && c >= 0 && c < cols) {
          to.add(r * cols + c);
        }
      }
      moves[v] = to.stream().mapToInt(Integer::intValue).toArray();
    }
    for (int start = 0; start < (withOpen ? n : Math.min(n, 1)); start++) {
      int[] path = new int[n];
      path[0] = start;
      boolean[] used = new boolean[n];
      used[start] = true;
      extend(moves, path, used, 1, start == 0 ? closed : null, open);
    }
  }

  private static void extend(int[][] moves, int[] path, boolean[] used, int length, List<int[]> closed, List<int[]> open) {
    int n = path.length;
    if (length == n) {
      open.add(path.clone());
      if (closed != null && n > 2 && Arrays.stream(moves[path[n - 1]]).anyMatch(w -> w == path[0])) {
        closed.add(path.clone());
      }
      return;
    }
    for (int w : moves[path[length - 1]]) {
      if (!used[w]) {
        used[w] = true;
        path[length] = w;
        extend(moves, path, used, length + 1, closed, open);
        used[w] = false;
      }
    }
  }

  /** Closed tours that the map fixes: as edge sets (undirected) or as sets of arcs (directed). */
  private static long fixedCycles(List<int[]> cycles, int[] map, int n, boolean directed) {
    Set<List<Long>> all = new HashSet<>();
    List<List<Long>> distinct = new ArrayList<>();
    for (int[] c : cycles) {
      List<Long> key = cycleKey(c, n, directed);
      if (all.add(key)) {
        distinct.add(key);
      }
    }
    long fixed = 0;
    for (int[] c : cycles) {
      int[] image = new int[c.length];
      for (int i = 0; i < c.length; i++) {
        image[i] = map[c[i]];
      }
      // Every listed cycle starts at square 0, so each undirected cycle is listed twice.
      if (cycleKey(image, n, directed).equals(cycleKey(c, n, directed))) {
        fixed++;
      }
    }
    return directed ? fixed : fixed / 2;
  }

  private static List<Long> cycleKey(int[] c, int n, boolean directed) {
    List<Long> edges = new ArrayList<>();
    for (int i = 0; i < c.length; i++) {
      int a = c[i];
      int b = c[(i + 1) % c.length];
      edges.add(directed ? (long) a * n + b : (long) Math.min(a, b) * n + Math.max(a, b));
    }
    edges.sort(null);
    return edges;
  }

  /** Open tours that the map fixes: as sequences (directed) or up to reversal (undirected). */
  private static long fixedPaths(List<int[]> paths, int[] map, boolean directed) {
    long fixed = 0;
    for (int[] p : paths) {
      int[] image = new int[p.length];
      for (int i = 0; i < p.length; i++) {
        image[i] = map[p[i]];
      }
      int[] reversed = new int[p.length];
      for (int i = 0; i < p.length; i++) {
        reversed[i] = image[p.length - 1 - i];
      }
      if (Arrays.equals(image, p) || (!directed && Arrays.equals(reversed, p))) {
        fixed++;
      }
    }
    // Each undirected path is listed in both directions (one square: once).
    return directed || paths.isEmpty() || paths.get(0).length == 1 ? fixed : fixed / 2;
  }
}
