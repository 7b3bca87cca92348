package io.github.knighttours.graph;

import static io.github.knighttours.graph.GraphAssertions.assertFoundCycle;
import static io.github.knighttours.graph.GraphAssertions.assertFoundPathFrom;
import static io.github.knighttours.graph.GraphAssertions.assertWellFormed;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Board;
import io.github.knighttours.KnightTours;
import io.github.knighttours.SearchOptions;
import io.github.knighttours.Square;
import io.github.knighttours.Strategy;
import io.github.knighttours.Tour;
import io.github.knighttours.TourRequest;
import io.github.knighttours.TourResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.jgrapht.Graph;
import org.jgrapht.GraphPath;
import org.jgrapht.graph.DefaultEdge;
import org.junit.jupiter.api.Test;

/**
 * {@link KnightGraphs#of} on every board shape: the vertices are the board's squares in square
 * order with the holes left out, and two squares are joined exactly when the board's leaper
 * reaches one from the other, wrapping across the edges the board names. The rule here works on
 * coordinates and remainders, independently of knight-core's move graphs.
 */
class KnightGraphShapesTest {

  private static final List<Board.Leaper> LEAPERS =
      List.of(
          Board.Leaper.of(1, 2),
          Board.Leaper.of(1, 3),
          Board.Leaper.of(2, 3),
          Board.Leaper.of(1, 4),
          Board.Leaper.of(0, 1),
          Board.Leaper.of(1, 1),
          Board.Leaper.of(0, 2),
          Board.Leaper.of(2, 2));

  @Test
  void toriAndCylindersHaveTheWrappedKnightMoves() {
    for (int rows = 1; rows <= 7; rows++) {
      for (int cols = 1; cols <= 7; cols++) {
        assertMovesByCoordinates(Board.torus(rows, cols));
        assertMovesByCoordinates(Board.cylinder(rows, cols));
      }
    }
  }

  @Test
  void leapersHaveTheirOwnMovesOnEveryWrap() {
    for (Board.Leaper leaper : LEAPERS) {
      for (int rows = 1; rows <= 8; rows++) {
        for (int cols = 1; cols <= 8; cols++) {
          assertMovesByCoordinates(Board.of(rows, cols).withLeaper(leaper));
          assertMovesByCoordinates(Board.torus(rows, cols).withLeaper(leaper));
          assertMovesByCoordinates(Board.cylinder(rows, cols).withLeaper(leaper));
        }
      }
    }
  }

  @Test
  void everySingleHoleOfFiveByFiveAndSixBySixIsLeftOut() {
    for (int n = 5; n <= 6; n++) {
      for (int row = 0; row < n; row++) {
        for (int col = 0; col < n; col++) {
          Board board = Board.of(n, n).withHoles(List.of(Square.of(row, col)));
          Graph<Square, DefaultEdge> graph = assertMovesByCoordinates(board);
          assertEquals(n * n - 1, graph.vertexSet().size(), board.toString());
          assertTrue(!graph.containsVertex(Square.of(row, col)), board + ": the hole is no vertex");
        }
      }
    }
  }

  @Test
  void randomHolesOnEveryShapeAndLeaper() {
    Random random = new Random(14);
    for (int trial = 0; trial < 300; trial++) {
      int rows = 1 + random.nextInt(9);
      int cols = 1 + random.nextInt(9);
      List<Square> holes = new ArrayList<>();
      for (int i = random.nextInt(rows * cols); i > 0; i--) {
        holes.add(Square.of(random.nextInt(rows), random.nextInt(cols)));
      }
      if (holes.size() >= rows * cols) {
        continue; // might remove every square
      }
      Board.Leaper leaper = LEAPERS.get(random.nextInt(LEAPERS.size()));
      Board base =
          switch (random.nextInt(3)) {
            case 0 -> Board.of(rows, cols);
            case 1 -> Board.cylinder(rows, cols);
            default -> Board.torus(rows, cols);
          };
      Board board;
      try {
        board = base.withLeaper(leaper).withHoles(holes);
      } catch (IllegalArgumentException everySquareRemoved) {
        continue;
      }
      assertMovesByCoordinates(board);
    }
  }

  @Test
  void aParsedPictureKeepsItsSquares() {
    Board board = Board.parse("""
        ..#..
        .....
        #...#
        """);
    Graph<Square, DefaultEdge> graph = assertMovesByCoordinates(board);
    assertEquals(12, graph.vertexSet().size());
    assertTrue(graph.containsVertex(Square.parse("a3")));
    assertTrue(!graph.containsVertex(Square.parse("c3")), "the top line is the highest rank");
    assertTrue(!graph.containsVertex(Square.parse("a1")));
  }

  @Test
  void aSquareOfTheEightByEightTorusHasEightMoves() {
    Graph<Square, DefaultEdge> torus = KnightGraphs.of(Board.torus(8, 8));
    for (Square square : torus.vertexSet()) {
      assertEquals(8, torus.degreeOf(square), square.toString());
    }
    assertEquals(64 * 8 / 2, torus.edgeSet().size());
  }

  @Test
  void theFiveByFiveTorusHasATourAndAClosedTour() {
    Board board = Board.torus(5, 5);
    Graph<Square, DefaultEdge> graph = KnightGraphs.of(board);
    Square start = Square.parse("c3");
    GraphPath<Square, DefaultEdge> path =
        assertFoundPathFrom(graph, start, HamiltonianPaths.solve(graph, start, Strategy.BACKTRACKING, SearchOptions.defaults()));
    assertTourOf(board, path.getVertexList(), false);
    GraphPath<Square, DefaultEdge> cycle =
        assertFoundCycle(graph, HamiltonianPaths.solveCycle(graph, Strategy.BACKTRACKING, SearchOptions.defaults()));
    assertTourOf(board, cycle.getVertexList(), true);
  }

  @Test
  void theGraphSearchesGiveTheBoardSolversToursOnEveryShape() {
    List<Board> boards =
        List.of(
            Board.torus(5, 5),
            Board.torus(4, 6),
            Board.cylinder(5, 6),
            Board.cylinder(3, 7),
            Board.of(6, 6).withLeaper(2, 3),
            Board.of(5, 5).withHoles(List.of(Square.parse("c3"))),
            Board.torus(6, 6).withLeaper(1, 4).withHoles(List.of(Square.parse("a1"), Square.parse("f6"))));
    SearchOptions options = SearchOptions.builder().nodeBudget(20_000).build();
    for (Board board : boards) {
      Graph<Square, DefaultEdge> graph = KnightGraphs.of(board);
      for (Square start : graph.vertexSet()) {
        for (Strategy strategy : GraphAssertions.SAME_ENGINE_AS_ON_BOARDS) {
          TourResult expected = KnightTours.solve(TourRequest.builder(board, start).options(options).build(), strategy);
          HamiltonianPathResult<Square, DefaultEdge> actual = HamiltonianPaths.solve(graph, start, strategy, options);
          String context = board + " from " + start + " by " + strategy + ": board " + expected + ", graph " + actual;
          assertWellFormed(actual);
          assertEquals(expected.outcome(), actual.outcome(), context);
          if (KnightGraphsTest.settledBeforeTheSearch(expected, actual)) {
            continue;
          }
          assertEquals(expected.statistics().nodesExpanded(), actual.statistics().nodesExpanded(), context);
          if (expected.isFound()) {
            List<Square> squares = assertFoundPathFrom(graph, start, actual).getVertexList();
            assertTourOf(board, squares, false);
            assertEquals(expected.tour().map(Tour::squares).orElseThrow(), squares, context);
          }
        }
      }
    }
  }

  @Test
  void boardsTooLargeForAJGraphTGraphAreRefusedUpFront() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> KnightGraphs.of(Board.torus(3000, 3000)));
    assertTrue(e.getMessage().contains("3000x3000 torus") && e.getMessage().contains("9000000"), e.getMessage());
  }

  /** Checks vertices and edges of {@code KnightGraphs.of(board)} against the coordinate rule. */
  private static Graph<Square, DefaultEdge> assertMovesByCoordinates(Board board) {
    Graph<Square, DefaultEdge> graph = KnightGraphs.of(board);
    List<Square> squares = new ArrayList<>();
    for (int row = 0; row < board.rows(); row++) {
      for (int col = 0; col < board.cols(); col++) {
        if (!board.holes().contains(Square.of(row, col))) {
          squares.add(Square.of(row, col));
        }
      }
    }
    assertEquals(squares, new ArrayList<>(graph.vertexSet()), board + ": squares in square order");
    assertTrue(graph.getType().isSimple() && graph.getType().isUndirected(), board.toString());
    int edges = 0;
    for (Square a : squares) {
      for (Square b : squares) {
        boolean move = !a.equals(b) && leaps(board, a, b);
        assertEquals(move, graph.containsEdge(a, b), board + ": " + a + " - " + b);
        edges += move ? 1 : 0;
      }
    }
    assertEquals(edges / 2, graph.edgeSet().size(), board + ": no other edges");
    return graph;
  }

  /** Whether the board's leaper goes from {@code a} to {@code b} in one move. */
  private static boolean leaps(Board board, Square a, Square b) {
    int r = board.leaper().r();
    int s = board.leaper().s();
    boolean wrapRows = board.wrap() == Board.Wrap.TORUS;
    boolean wrapCols = board.wrap() != Board.Wrap.NONE;
    int[][] legs = {{r, s}, {s, r}};
    for (int[] leg : legs) {
      for (int rowSign = -1; rowSign <= 1; rowSign += 2) {
        for (int colSign = -1; colSign <= 1; colSign += 2) {
          if (lands(a.row(), rowSign * leg[0], b.row(), board.rows(), wrapRows)
              && lands(a.col(), colSign * leg[1], b.col(), board.cols(), wrapCols)) {
            return true;
          }
        }
      }
    }
    return false;
  }

  /** Whether {@code from + step} is {@code to}: exactly, or modulo {@code size} when wrapping. */
  private static boolean lands(int from, int step, int to, int size, boolean wrap) {
    return wrap ? Math.floorMod(from + step - to, size) == 0 : from + step == to;
  }

  /** Checks a tour square by square with the coordinate rule, and its closing move if closed. */
  private static void assertTourOf(Board board, List<Square> squares, boolean closed) {
    int n = board.squareCount();
    assertEquals(closed ? n + 1 : n, squares.size(), board + ": " + squares);
    assertEquals(n, squares.stream().distinct().count(), board + ": each square once: " + squares);
    for (int i = 1; i < squares.size(); i++) {
      Square a = squares.get(i - 1);
      Square b = squares.get(i);
      assertTrue(board.contains(a) && board.contains(b) && leaps(board, a, b), board + ": " + a + " - " + b);
    }
    if (closed) {
      assertEquals(squares.get(0), squares.get(n), board + ": closed");
    }
  }
}
