package io.github.knighttours.internal.graph;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The leaper graph against a brute-force oracle that compares coordinates of every pair of squares. */
class LeaperGraphTest {

  /** Leapers tried on every shape: wazir, ferz, knight, dabbaba, alfil, camel, zebra, giraffe. */
  private static final int[][] LEAPERS = {{0, 1}, {1, 1}, {1, 2}, {0, 2}, {2, 2}, {1, 3}, {2, 3}, {1, 4}};

  /**
   * The oracle: is there a move (±a, ±b) with {a, b} = {r, s} whose row part matches the row
   * difference (on a wrapped axis, equal modulo its length) and whose column part matches the
   * column difference? Written from the definition, without the graph's floorMod of a target.
   */
  private static boolean leaps(
      int fromRow, int fromCol, int toRow, int toCol, int rows, int cols, int r, int s,
      boolean wrapRows, boolean wrapCols) {
    int[][] legs = {{r, s}, {s, r}};
    for (int[] leg : legs) {
      for (int signRow : new int[] {-1, 1}) {
        for (int signCol : new int[] {-1, 1}) {
          if (matches(toRow - fromRow, signRow * leg[0], rows, wrapRows)
              && matches(toCol - fromCol, signCol * leg[1], cols, wrapCols)) {
            return true;
          }
        }
      }
    }
    return false;
  }

  private static boolean matches(int difference, int step, int length, boolean wrap) {
    if (!wrap) {
      return difference == step;
    }
    return (((long) difference - step) % length) == 0;
  }

  /** Checks every vertex's successors against the oracle over all pairs of kept squares. */
  private static void checkAgainstOracle(
      int rows, int cols, int r, int s, boolean wrapRows, boolean wrapCols, boolean[] hole) {
    BitSet holes = new BitSet();
    for (int q = 0; q < hole.length; q++) {
      holes.set(q, hole[q]);
    }
    LeaperGraph graph = LeaperGraph.create(rows, cols, r, s, wrapRows, wrapCols, holes);
    String shape = rows + "x" + cols + " {" + r + "," + s + "} wrap " + wrapRows + "/" + wrapCols
        + " holes " + holes;
    List<int[]> kept = new ArrayList<>();
    for (int row = 0; row < rows; row++) {
      for (int col = 0; col < cols; col++) {
        if (!hole[row * cols + col]) {
          kept.add(new int[] {row, col});
        }
      }
    }
    assertEquals(kept.size(), graph.vertexCount(), shape);
    int expectedMax = (r == 0 || r == s) ? 4 : 8;
    assertEquals(expectedMax, graph.maxDegree(), shape);
    int[] buffer = new int[graph.maxDegree()];
    int[] degrees = new int[graph.vertexCount()];
    graph.outDegrees(degrees);
    for (int v = 0; v < kept.size(); v++) {
      int[] from = kept.get(v);
      assertEquals(from[0], graph.rowOf(v), shape);
      assertEquals(from[1], graph.colOf(v), shape);
      assertEquals(v, graph.vertexOf(from[0], from[1]), shape);
      List<Integer> expected = new ArrayList<>();
      for (int u = 0; u < kept.size(); u++) {
        int[] to = kept.get(u);
        if (u != v && leaps(from[0], from[1], to[0], to[1], rows, cols, r, s, wrapRows, wrapCols)) {
          expected.add(u);
        }
      }
      int count = graph.successors(v, buffer);
      int[] actual = Arrays.copyOf(buffer, count);
      assertArrayEquals(
          expected.stream().mapToInt(Integer::intValue).toArray(), actual, shape + " vertex " + v);
      assertEquals(count, degrees[v], shape + " out-degree of " + v);
    }
  }

  private static boolean[] randomHoles(int squares, SplittableRandom random, int percent) {
    boolean[] hole = new boolean[squares];
    for (int q = 0; q < squares; q++) {
      hole[q] = random.nextInt(100) < percent;
    }
    return hole;
  }

  @Test
  void everySmallShapeMatchesTheOracle() {
    SplittableRandom random = new SplittableRandom(14);
    for (int rows = 1; rows <= 6; rows++) {
      for (int cols = 1; cols <= 6; cols++) {
        for (int[] leaper : LEAPERS) {
          for (int wrap = 0; wrap < 4; wrap++) {
            boolean wrapRows = (wrap & 1) != 0;
            boolean wrapCols = (wrap & 2) != 0;
            checkAgainstOracle(rows, cols, leaper[0], leaper[1], wrapRows, wrapCols, new boolean[rows * cols]);
            checkAgainstOracle(
                rows, cols, leaper[0], leaper[1], wrapRows, wrapCols, randomHoles(rows * cols, random, 20));
          }
        }
      }
    }
  }

  /** Boards large enough that most squares take the path without bounds or wrap tests. */
  @Test
  void largerShapesMatchTheOracle() {
    SplittableRandom random = new SplittableRandom(41);
    int[][] sizes = {{9, 11}, {12, 12}, {10, 7}, {13, 9}};
    for (int[] size : sizes) {
      for (int[] leaper : LEAPERS) {
        for (int wrap = 0; wrap < 4; wrap++) {
          boolean wrapRows = (wrap & 1) != 0;
          boolean wrapCols = (wrap & 2) != 0;
          int squares = size[0] * size[1];
          checkAgainstOracle(size[0], size[1], leaper[0], leaper[1], wrapRows, wrapCols, new boolean[squares]);
          checkAgainstOracle(
              size[0], size[1], leaper[0], leaper[1], wrapRows, wrapCols, randomHoles(squares, random, 10));
        }
      }
    }
  }

  /** Legs longer than the board: without wrap no move lands; with wrap they count modulo the side. */
  @Test
  void longLegsMatchTheOracle() {
    for (int[] leaper : new int[][] {{3, 7}, {5, 5}, {0, 9}, {4, 13}}) {
      for (int wrap = 0; wrap < 4; wrap++) {
        checkAgainstOracle(4, 5, leaper[0], leaper[1], (wrap & 1) != 0, (wrap & 2) != 0, new boolean[20]);
      }
    }
  }

  @Test
  void theKnightLeaperIsTheKnightGraph() {
    for (int rows = 1; rows <= 9; rows++) {
      for (int cols = 1; cols <= 9; cols++) {
        LeaperGraph leaper = LeaperGraph.of(rows, cols, 1, 2);
        KnightGraph knight = new KnightGraph(rows, cols);
        int[] a = new int[8];
        int[] b = new int[8];
        for (int v = 0; v < rows * cols; v++) {
          int count = leaper.successors(v, a);
          assertEquals(knight.successors(v, b), count);
          assertArrayEquals(Arrays.copyOf(b, count), Arrays.copyOf(a, count));
        }
      }
    }
  }

  /** A 2x2 torus: the knight's (1,2) wraps back to its own column, the (2,1) to its own row. */
  @Test
  void tinyToriDropSelfLoopsAndRepeats() {
    LeaperGraph torus = LeaperGraph.create(2, 2, 1, 2, true, true, null);
    int[] out = new int[8];
    // From (0,0): (±1, ±2) lands on (1,0); (±2, ±1) on (0,1).
    int count = torus.successors(0, out);
    assertArrayEquals(new int[] {1, 2}, Arrays.copyOf(out, count));
    LeaperGraph ring = LeaperGraph.create(1, 4, 0, 2, false, true, null);
    count = ring.successors(0, out);
    assertArrayEquals(new int[] {2}, Arrays.copyOf(out, count));
    LeaperGraph single = LeaperGraph.create(1, 1, 1, 2, true, true, null);
    assertEquals(0, single.successors(0, out));
  }

  @Test
  void holesAreNotVertices() {
    BitSet holes = new BitSet();
    holes.set(2 * 5 + 2);
    LeaperGraph graph = LeaperGraph.create(5, 5, 1, 2, false, false, holes);
    assertEquals(24, graph.vertexCount());
    assertTrue(graph.isHole(2, 2));
    assertFalse(graph.isHole(2, 3));
    assertEquals(-1, graph.vertexOf(2, 2));
    assertEquals(12, graph.vertexOf(2, 3));
    holes.set(0);
    assertEquals(24, graph.vertexCount(), "the graph keeps its own copy of the holes");
  }

  @Test
  void badArgumentsAreNamed() {
    assertMessage("rows must be at least 1, got 0", () -> LeaperGraph.of(0, 3, 1, 2));
    assertMessage("cols must be at least 1, got -2", () -> LeaperGraph.of(3, -2, 1, 2));
    assertMessage("r must be at least 0, got -1", () -> LeaperGraph.of(3, 3, -1, 2));
    assertMessage("s must be at least r = 3, got 2", () -> LeaperGraph.of(3, 3, 3, 2));
    assertMessage("r + s must be positive, got r = 0 and s = 0", () -> LeaperGraph.of(3, 3, 0, 0));
    assertMessage(
        "rows * cols must be at most " + LeaperGraph.MAX_SQUARES + ", got 65536 * 65536",
        () -> LeaperGraph.of(65536, 65536, 1, 2));
    BitSet off = new BitSet();
    off.set(9);
    assertMessage(
        "holes must lie on the board's squares 0..8, got square 9",
        () -> LeaperGraph.create(3, 3, 1, 2, false, false, off));
    LeaperGraph graph = LeaperGraph.of(3, 4, 1, 2);
    assertMessage("row must be in 0..2, got 3", () -> graph.vertexOf(3, 0));
    assertMessage("col must be in 0..3, got -1", () -> graph.vertexOf(0, -1));
    assertMessage("v must be a vertex in 0..11, got 12", () -> graph.rowOf(12));
  }

  /** A board of 2^31 - 9 squares is accepted without allocating anything per square. */
  @Test
  void theLargestBoardNeedsNoTables() {
    LeaperGraph graph = LeaperGraph.create(1, LeaperGraph.MAX_SQUARES, 0, 1, false, true, null);
    int[] out = new int[4];
    int count = graph.successors(0, out);
    assertArrayEquals(new int[] {1, LeaperGraph.MAX_SQUARES - 1}, Arrays.copyOf(out, count));
  }

  static void assertMessage(String message, Runnable call) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call::run);
    assertEquals(message, e.getMessage());
  }
}
