package io.github.knighttours.internal.graph;

import static io.github.knighttours.internal.graph.LeaperGraphTest.assertMessage;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Outcome;
import io.github.knighttours.internal.search.ExhaustiveSearch;
import io.github.knighttours.spi.SearchResult;
import io.github.knighttours.internal.search.SearchMonitor;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The 3-D knight graph against a brute-force oracle, and a closed tour of the 4x4x4 cube. */
class Board3dGraphTest {

  /** The oracle: the absolute coordinate differences, sorted, are 0, 1 and 2. */
  private static boolean knightMove(int[] a, int[] b) {
    int[] d = {Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1]), Math.abs(a[2] - b[2])};
    Arrays.sort(d);
    return d[0] == 0 && d[1] == 1 && d[2] == 2;
  }

  private static void checkAgainstOracle(int layers, int rows, int cols) {
    Board3dGraph graph = Board3dGraph.of(layers, rows, cols);
    String shape = layers + "x" + rows + "x" + cols;
    List<int[]> cells = new ArrayList<>();
    for (int l = 0; l < layers; l++) {
      for (int r = 0; r < rows; r++) {
        for (int c = 0; c < cols; c++) {
          cells.add(new int[] {l, r, c});
        }
      }
    }
    assertEquals(cells.size(), graph.vertexCount(), shape);
    int[] out = new int[graph.maxDegree()];
    for (int v = 0; v < cells.size(); v++) {
      int[] cell = cells.get(v);
      assertEquals(v, graph.vertexOf(cell[0], cell[1], cell[2]), shape);
      assertArrayEquals(cell, new int[] {graph.layerOf(v), graph.rowOf(v), graph.colOf(v)}, shape);
      List<Integer> expected = new ArrayList<>();
      for (int u = 0; u < cells.size(); u++) {
        if (knightMove(cell, cells.get(u))) {
          expected.add(u);
        }
      }
      int count = graph.successors(v, out);
      assertArrayEquals(
          expected.stream().mapToInt(Integer::intValue).toArray(), Arrays.copyOf(out, count), shape + " cell " + v);
    }
  }

  @Test
  void adjacencyMatchesTheOracle() {
    int[][] shapes = {
      {1, 1, 1}, {1, 3, 4}, {2, 3, 4}, {4, 3, 2}, {3, 2, 4}, {2, 4, 4}, {3, 3, 4}, {4, 4, 4}, {5, 5, 5}, {3, 5, 6},
      {6, 5, 7}, {1, 8, 8}
    };
    for (int[] shape : shapes) {
      checkAgainstOracle(shape[0], shape[1], shape[2]);
    }
  }

  @Test
  void everyInteriorCellHas24Moves() {
    Board3dGraph graph = Board3dGraph.of(5, 5, 5);
    assertEquals(24, graph.maxDegree());
    assertEquals(24, graph.successors(graph.vertexOf(2, 2, 2), new int[24]));
  }

  /**
   * A closed knight's tour of the 4x4x4 cube exists (reported by Knuth, TAOCP pre-fascicle 8A,
   * exercise 369). The library's exhaustive search finds one on this graph; the tour is checked
   * here from the cells' coordinates, not from the graph.
   */
  @Test
  void theCubeHasAClosedTour() {
    Board3dGraph cube = Board3dGraph.of(4, 4, 4);
    SearchMonitor monitor = new SearchMonitor(50_000_000L, null, null, cube.vertexCount());
    SearchResult result = ExhaustiveSearch.run(cube, 0, true, monitor);
    assertEquals(Outcome.FOUND, result.outcome(), result.explanation());
    int[] tour = result.path();
    assertNotNull(tour);
    assertEquals(64, tour.length);
    boolean[] seen = new boolean[64];
    for (int i = 0; i < 64; i++) {
      int v = tour[i];
      assertTrue(v >= 0 && v < 64 && !seen[v], "cell " + v + " at step " + i);
      seen[v] = true;
      int w = tour[(i + 1) % 64];
      assertTrue(knightMove(coordinates(v), coordinates(w)), "step " + i + ": " + v + " -> " + w);
    }
  }

  /** Coordinates of cell index v of a 4x4x4 board, by the layout's definition. */
  private static int[] coordinates(int v) {
    return new int[] {v / 16, (v / 4) % 4, v % 4};
  }

  @Test
  void badArgumentsAreNamed() {
    assertMessage("layers must be at least 1, got 0", () -> Board3dGraph.of(0, 4, 4));
    assertMessage("rows must be at least 1, got -1", () -> Board3dGraph.of(4, -1, 4));
    assertMessage("cols must be at least 1, got 0", () -> Board3dGraph.of(4, 4, 0));
    assertMessage(
        "layers * rows * cols must be at most " + Board3dGraph.MAX_CELLS + ", got 2048 * 2048 * 2048",
        () -> Board3dGraph.of(2048, 2048, 2048));
    assertMessage(
        "layers * rows * cols must be at most " + Board3dGraph.MAX_CELLS + ", got 65536 * 65536 * 1",
        () -> Board3dGraph.of(65536, 65536, 1));
    Board3dGraph graph = Board3dGraph.of(2, 3, 4);
    assertMessage("layer must be in 0..1, got 2", () -> graph.vertexOf(2, 0, 0));
    assertMessage("row must be in 0..2, got 3", () -> graph.vertexOf(0, 3, 0));
    assertMessage("col must be in 0..3, got 4", () -> graph.vertexOf(0, 0, 4));
    assertMessage("v must be a vertex in 0..23, got 24", () -> graph.layerOf(24));
  }
}
