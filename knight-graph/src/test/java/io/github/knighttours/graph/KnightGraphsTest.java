package io.github.knighttours.graph;

import static io.github.knighttours.graph.GraphAssertions.assertFoundPathFrom;
import static io.github.knighttours.graph.GraphAssertions.assertWellFormed;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Board;
import io.github.knighttours.KnightTours;
import io.github.knighttours.Outcome;
import io.github.knighttours.SearchOptions;
import io.github.knighttours.Square;
import io.github.knighttours.Strategy;
import io.github.knighttours.Tour;
import io.github.knighttours.TourRequest;
import io.github.knighttours.TourResult;
import java.util.ArrayList;
import java.util.List;
import org.jgrapht.Graph;
import org.jgrapht.graph.DefaultEdge;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@link KnightGraphs#of} builds the knight graph (moves (±1,±2) and (±2,±1)), and the searches of
 * {@link HamiltonianPaths} on it give exactly the tours of knight-core's board solvers: same
 * algorithm, same tie order (square order), so the same squares in the same order, or the same
 * outcome, with the same number of nodes.
 */
class KnightGraphsTest {

  @Test
  void hasOneVertexPerSquareAndTheKnightMovesAsEdges() {
    for (int rows = 1; rows <= 9; rows++) {
      for (int cols = 1; cols <= 9; cols++) {
        Board board = Board.of(rows, cols);
        Graph<Square, DefaultEdge> graph = KnightGraphs.of(board);
        assertEquals(squaresInOrder(board), new ArrayList<>(graph.vertexSet()), board + ": squares in square order");
        assertFalse(graph.getType().isDirected(), "undirected");
        assertTrue(graph.getType().isSimple(), "simple");
        for (Square a : graph.vertexSet()) {
          for (Square b : graph.vertexSet()) {
            int dr = Math.abs(a.row() - b.row());
            int dc = Math.abs(a.col() - b.col());
            boolean knightMove = (dr == 1 && dc == 2) || (dr == 2 && dc == 1);
            assertEquals(knightMove, graph.containsEdge(a, b), board + ": " + a + " - " + b);
          }
        }
      }
    }
  }

  @Test
  void hasFourMnMinusSixMPlusNPlusEightEdges() {
    for (int m = 1; m <= 30; m++) {
      for (int n = 1; n <= 30; n++) {
        int edges = KnightGraphs.of(Board.of(m, n)).edgeSet().size();
        int expected = m >= 2 && n >= 2 ? 4 * m * n - 6 * (m + n) + 8 : 0;
        assertEquals(expected, edges, m + "x" + n);
      }
    }
  }

  @Test
  void isAModifiableGraphOfItsOwn() {
    Graph<Square, DefaultEdge> board = KnightGraphs.of(Board.of(8, 8));
    assertEquals(2, board.degreeOf(Square.parse("a1")));
    assertEquals(8, board.degreeOf(Square.parse("d4")));
    assertTrue(board.removeVertex(Square.parse("d4")));
    assertEquals(63, board.vertexSet().size());
    assertEquals(8, KnightGraphs.of(Board.of(8, 8)).degreeOf(Square.parse("d4")), "a new graph each time");
  }

  @Test
  void rejectsNull() {
    NullPointerException e = assertThrows(NullPointerException.class, () -> KnightGraphs.of(null));
    assertTrue(e.getMessage().contains("board"), e.getMessage());
  }

  @Test
  void everyStrategyGivesTheBoardSolversToursOnEveryBoardUpToSixBySix() {
    for (int rows = 1; rows <= 6; rows++) {
      for (int cols = 1; cols <= 6; cols++) {
        for (Strategy strategy : GraphAssertions.SAME_ENGINE_AS_ON_BOARDS) {
          assertSameAsBoardSolverFromEveryStart(Board.of(rows, cols), strategy, SearchOptions.defaults());
        }
      }
    }
  }

  @Test
  void seededAndDeeperHeuristicsGiveTheBoardSolversToursToo() {
    List<SearchOptions> options =
        List.of(
            SearchOptions.builder().seed(1).build(),
            SearchOptions.builder().seed(-7).lookahead(2).build(),
            SearchOptions.builder().lookahead(SearchOptions.MAX_LOOKAHEAD).build());
    for (int rows = 3; rows <= 6; rows++) {
      for (int cols = 3; cols <= 6; cols++) {
        for (SearchOptions o : options) {
          assertSameAsBoardSolverFromEveryStart(Board.of(rows, cols), Strategy.WARNSDORFF, o);
          assertSameAsBoardSolverFromEveryStart(Board.of(rows, cols), Strategy.POHL, o);
        }
      }
    }
  }

  @ParameterizedTest(name = "{0}x{1}")
  @CsvSource({"8, 8", "7, 9", "12, 12", "3, 16"})
  void heuristicsGiveTheBoardSolversToursOnLargerBoards(int rows, int cols) {
    Board board = Board.of(rows, cols);
    for (Strategy heuristic : List.of(Strategy.WARNSDORFF, Strategy.POHL)) {
      assertSameAsBoardSolverFromEveryStart(board, heuristic, SearchOptions.defaults());
      assertSameAsBoardSolverFromEveryStart(board, heuristic, SearchOptions.builder().seed(rows * cols).build());
    }
  }

  @Test
  void exactSearchGivesTheBoardSolversToursOnTheChessboardWithinTheSameBudget() {
    // A node budget keeps hard starts short; both faces then stop at the same node.
    assertSameAsBoardSolverFromEveryStart(
        Board.of(8, 8), Strategy.BACKTRACKING, SearchOptions.builder().nodeBudget(20_000).build());
  }

  private static void assertSameAsBoardSolverFromEveryStart(Board board, Strategy strategy, SearchOptions options) {
    Graph<Square, DefaultEdge> graph = KnightGraphs.of(board);
    for (Square start : squaresInOrder(board)) {
      TourResult expected =
          KnightTours.solve(TourRequest.builder(board, start).options(options).build(), strategy);
      HamiltonianPathResult<Square, DefaultEdge> actual = HamiltonianPaths.solve(graph, start, strategy, options);
      String context = board + " from " + start + " by " + strategy + " (" + options + "): board " + expected
          + ", graph " + actual;
      assertWellFormed(actual);
      assertEquals(expected.outcome(), actual.outcome(), context);
      if (settledBeforeTheSearch(expected, actual)) {
        continue;
      }
      if (!expected.isFound()) {
        // The same sentence, in board words on the board and graph words on the graph.
        assertEquals(expected.explanation(), inBoardWords(actual.explanation()), context);
      }
      assertEquals(expected.statistics().nodesExpanded(), actual.statistics().nodesExpanded(), context);
      assertEquals(expected.statistics().backtracks(), actual.statistics().backtracks(), context);
      if (expected.isFound()) {
        List<Square> squares = assertFoundPathFrom(graph, start, actual).getVertexList();
        assertEquals(expected.tour().map(Tour::squares).orElseThrow(), squares, context);
      }
    }
  }

  /**
   * True if the exact search's absence was proven on the graph before any node, by the one-pass
   * arguments (degrees, connection, colour sides) that every shape but the 2-D board gets from
   * the pipeline; the board's own search then spends a node or more and words it otherwise.
   */
  static boolean settledBeforeTheSearch(TourResult onBoard, HamiltonianPathResult<?, ?> onGraph) {
    return onBoard.outcome() == Outcome.PROVEN_ABSENT
        && onGraph.outcome() == Outcome.PROVEN_ABSENT
        && onGraph.statistics().nodesExpanded() == 0;
  }

  private static List<Square> squaresInOrder(Board board) {
    List<Square> squares = new ArrayList<>();
    for (int row = 0; row < board.rows(); row++) {
      for (int col = 0; col < board.cols(); col++) {
        squares.add(Square.of(row, col));
      }
    }
    return squares;
  }

  /** A graph's sentence as a board says it. */
  private static String inBoardWords(String text) {
    return text.replaceAll("\\bHamiltonian cycle\\b", "closed tour")
        .replaceAll("\\bHamiltonian path\\b", "tour")
        .replaceAll("\\bvertices\\b", "squares")
        .replaceAll("\\bvertex\\b", "square")
        .replaceAll("\\bedges\\b", "moves")
        .replaceAll("\\bedge\\b", "move")
        .replaceAll("\\bthe graph\\b", "the board");
  }
}
