package io.github.knighttours.graph;

import static io.github.knighttours.graph.GraphAssertions.assertFoundCycle;
import static io.github.knighttours.graph.GraphAssertions.assertFoundPath;
import static io.github.knighttours.graph.GraphAssertions.assertWellFormed;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.shapes.Cell;
import io.github.knighttours.Outcome;
import io.github.knighttours.SearchOptions;
import io.github.knighttours.Strategy;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jgrapht.Graph;
import org.jgrapht.GraphPath;
import org.jgrapht.graph.DefaultEdge;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@link KnightGraphs#board3d}: cells in (layer, row, column) order, joined exactly when their
 * coordinates differ by 0, 1 and 2 in some order (checked here by sorting the differences, not
 * by listing moves); tours found by {@link HamiltonianPaths} checked move by move with that
 * rule; and the exhaustive search's answers on small boards compared with a plain depth-first
 * search written here.
 */
class ThreeDimensionalBoardsTest {

  @Test
  void cellsInOrderAndTheKnightMovesAsEdgesOnEveryBoardUpToFourCubed() {
    for (int layers = 1; layers <= 4; layers++) {
      for (int rows = 1; rows <= 4; rows++) {
        for (int cols = 1; cols <= 4; cols++) {
          assertMovesByCoordinates(layers, rows, cols);
        }
      }
    }
  }

  @ParameterizedTest(name = "{0}x{1}x{2}")
  @CsvSource({"2, 3, 4", "3, 5, 2", "5, 5, 5", "1, 6, 7", "6, 2, 3"})
  void theKnightMovesAsEdgesOnLongerBoards(int layers, int rows, int cols) {
    assertMovesByCoordinates(layers, rows, cols);
  }

  @Test
  void aSingleLayerIsTheFlatKnightBoard() {
    for (int rows = 1; rows <= 6; rows++) {
      for (int cols = 1; cols <= 6; cols++) {
        int expected = rows >= 2 && cols >= 2 ? 4 * rows * cols - 6 * (rows + cols) + 8 : 0;
        assertEquals(expected, KnightGraphs.board3d(1, rows, cols).edgeSet().size(), rows + "x" + cols);
      }
    }
  }

  @Test
  void aClosedTourOfFourByFourByFour() {
    // Knuth, TAOCP pre-fascicle 8A, exercise 369: the 4x4x4 board has a closed knight's tour.
    Graph<Cell, DefaultEdge> cube = KnightGraphs.board3d(4, 4, 4);
    GraphPath<Cell, DefaultEdge> cycle =
        assertFoundCycle(cube, HamiltonianPaths.solveCycle(cube, Strategy.BACKTRACKING, SearchOptions.defaults()));
    assertTour(4, 4, 4, cycle.getVertexList(), true);
  }

  @ParameterizedTest(name = "{0}x{1}x{2}")
  @CsvSource({"2, 4, 4", "3, 3, 4", "4, 3, 3", "2, 3, 5"})
  void openToursOfSmallBoards(int layers, int rows, int cols) {
    Graph<Cell, DefaultEdge> board = KnightGraphs.board3d(layers, rows, cols);
    GraphPath<Cell, DefaultEdge> path =
        assertFoundPath(board, HamiltonianPaths.solve(board, Strategy.BACKTRACKING, SearchOptions.defaults()));
    assertTour(layers, rows, cols, path.getVertexList(), false);
  }

  @ParameterizedTest(name = "{0}x{1}x{2}")
  @CsvSource({
    "1, 1, 1", "1, 2, 2", "2, 2, 2", "1, 2, 3", "2, 2, 3", "1, 3, 3", "2, 3, 3", "1, 3, 4",
    "2, 2, 4", "2, 2, 5", "2, 2, 6", "1, 4, 4", "3, 2, 3", "2, 3, 2", "3, 3, 3", "2, 3, 4"
  })
  void exhaustiveAnswersAgreeWithAPlainSearch(int layers, int rows, int cols) {
    Graph<Cell, DefaultEdge> board = KnightGraphs.board3d(layers, rows, cols);
    boolean[][] adjacent = adjacency(layers, rows, cols);
    List<Cell> cells = cells(layers, rows, cols);
    for (int start = 0; start < cells.size(); start++) {
      boolean exists = PlainSearch.pathFrom(adjacent, start, false);
      HamiltonianPathResult<Cell, DefaultEdge> result =
          HamiltonianPaths.solve(board, cells.get(start), Strategy.BACKTRACKING, SearchOptions.defaults());
      assertWellFormed(result);
      String context = layers + "x" + rows + "x" + cols + " from " + cells.get(start) + ": " + result;
      assertEquals(exists ? Outcome.FOUND : Outcome.PROVEN_ABSENT, result.outcome(), context);
      if (exists) {
        assertTour(layers, rows, cols, result.path().orElseThrow().getVertexList(), false);
      }
    }
    boolean closed = cells.size() >= 3 && PlainSearch.pathFrom(adjacent, 0, true);
    HamiltonianPathResult<Cell, DefaultEdge> cycle =
        HamiltonianPaths.solveCycle(board, Strategy.BACKTRACKING, SearchOptions.defaults());
    assertWellFormed(cycle);
    assertEquals(closed ? Outcome.FOUND : Outcome.PROVEN_ABSENT, cycle.outcome(), layers + "x" + rows + "x" + cols + ": " + cycle);
    if (closed) {
      assertTour(layers, rows, cols, cycle.path().orElseThrow().getVertexList(), true);
    }
  }

  @Test
  void badSizesAreRefusedByName() {
    assertIllegal("layers must be at least 1, got 0", () -> KnightGraphs.board3d(0, 4, 4));
    assertIllegal("rows must be at least 1, got -3", () -> KnightGraphs.board3d(4, -3, 4));
    assertIllegal("cols must be at least 1, got 0", () -> KnightGraphs.board3d(4, 4, 0));
    assertIllegal("a 200x200x200 board", () -> KnightGraphs.board3d(200, 200, 200));
    assertIllegal("a 65536x65536x1 board", () -> KnightGraphs.board3d(65536, 65536, 1));
    assertIllegal(
        "a 2147483647x2147483647x2147483647 board",
        () -> KnightGraphs.board3d(Integer.MAX_VALUE, Integer.MAX_VALUE, Integer.MAX_VALUE));
    int side = 1 << 7;
    assertEquals(side * side * side, KnightGraphs.MAX_VERTICES / 2, "the cap is twice 128 cubed");
    assertIllegal("more than the " + KnightGraphs.MAX_VERTICES, () -> KnightGraphs.board3d(side, side, side * 2 + 1));
  }

  private static void assertIllegal(String expected, Executable call) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call);
    assertTrue(e.getMessage().contains(expected), e.getMessage());
  }

  private static void assertMovesByCoordinates(int layers, int rows, int cols) {
    Graph<Cell, DefaultEdge> graph = KnightGraphs.board3d(layers, rows, cols);
    String board = layers + "x" + rows + "x" + cols;
    List<Cell> cells = cells(layers, rows, cols);
    assertEquals(cells, new ArrayList<>(graph.vertexSet()), board + ": cells in order");
    assertTrue(graph.getType().isSimple() && graph.getType().isUndirected(), board);
    int moves = 0;
    for (Cell a : cells) {
      for (Cell b : cells) {
        boolean move = knightMove(a, b);
        assertEquals(move, graph.containsEdge(a, b), board + ": " + a + " - " + b);
        moves += move ? 1 : 0;
      }
    }
    assertEquals(moves / 2, graph.edgeSet().size(), board + ": no other edges");
  }

  /** Whether the coordinates of {@code a} and {@code b} differ by 0, 1 and 2 in some order. */
  private static boolean knightMove(Cell a, Cell b) {
    int[] differences = {
      Math.abs(a.layer() - b.layer()), Math.abs(a.row() - b.row()), Math.abs(a.col() - b.col())
    };
    Arrays.sort(differences);
    return differences[0] == 0 && differences[1] == 1 && differences[2] == 2;
  }

  private static List<Cell> cells(int layers, int rows, int cols) {
    List<Cell> cells = new ArrayList<>();
    for (int layer = 0; layer < layers; layer++) {
      for (int row = 0; row < rows; row++) {
        for (int col = 0; col < cols; col++) {
          cells.add(new Cell(layer, row, col));
        }
      }
    }
    return cells;
  }

  private static boolean[][] adjacency(int layers, int rows, int cols) {
    List<Cell> cells = cells(layers, rows, cols);
    boolean[][] adjacent = new boolean[cells.size()][cells.size()];
    for (int i = 0; i < cells.size(); i++) {
      for (int j = 0; j < cells.size(); j++) {
        adjacent[i][j] = knightMove(cells.get(i), cells.get(j));
      }
    }
    return adjacent;
  }

  /** Every cell of the board once, each step a knight move, and back to the start if closed. */
  private static void assertTour(int layers, int rows, int cols, List<Cell> walk, boolean closed) {
    int n = layers * rows * cols;
    String context = layers + "x" + rows + "x" + cols + ": " + walk;
    assertEquals(closed ? n + 1 : n, walk.size(), context);
    assertEquals(n, walk.subList(0, n).stream().distinct().count(), context + ": each cell once");
    for (Cell cell : walk) {
      assertTrue(cell.layer() < layers && cell.row() < rows && cell.col() < cols, context + ": " + cell + " is off the board");
    }
    for (int i = 1; i < walk.size(); i++) {
      assertTrue(knightMove(walk.get(i - 1), walk.get(i)), context + ": " + walk.get(i - 1) + " - " + walk.get(i));
    }
    if (closed) {
      assertEquals(walk.get(0), walk.get(n), context + ": closed");
    }
  }

  /**
   * A plain recursive depth-first search over an adjacency matrix, which stops where the
   * unvisited cells cannot all be reached any more: small boards only.
   */
  private static final class PlainSearch {

    /** Whether a Hamiltonian path from {@code start} exists (ending next to it, if closed). */
    static boolean pathFrom(boolean[][] adjacent, int start, boolean closed) {
      boolean[] visited = new boolean[adjacent.length];
      visited[start] = true;
      return extend(adjacent, visited, start, start, 1, closed);
    }

    private static boolean extend(boolean[][] adjacent, boolean[] visited, int start, int at, int depth, boolean closed) {
      if (depth == adjacent.length) {
        return !closed || adjacent[at][start];
      }
      if (!unvisitedReachable(adjacent, visited, at, depth)) {
        return false;
      }
      for (int next = 0; next < adjacent.length; next++) {
        if (adjacent[at][next] && !visited[next]) {
          visited[next] = true;
          if (extend(adjacent, visited, start, next, depth + 1, closed)) {
            return true;
          }
          visited[next] = false;
        }
      }
      return false;
    }

    /** Whether every unvisited cell can still be reached from {@code at} through unvisited cells. */
    private static boolean unvisitedReachable(boolean[][] adjacent, boolean[] visited, int at, int depth) {
      boolean[] seen = new boolean[adjacent.length];
      int[] stack = new int[adjacent.length];
      int top = 0;
      stack[top++] = at;
      seen[at] = true;
      int reached = 0;
      while (top > 0) {
        int v = stack[--top];
        for (int u = 0; u < adjacent.length; u++) {
          if (adjacent[v][u] && !visited[u] && !seen[u]) {
            seen[u] = true;
            reached++;
            stack[top++] = u;
          }
        }
      }
      return reached == adjacent.length - depth;
    }
  }
}
