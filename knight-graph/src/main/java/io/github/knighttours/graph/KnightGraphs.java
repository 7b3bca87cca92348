package io.github.knighttours.graph;

import static com.google.common.base.Preconditions.checkNotNull;

import io.github.knighttours.Board;
import io.github.knighttours.Square;
import org.jgrapht.Graph;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.SimpleGraph;

/**
 * The knight graph of a board as a JGraphT graph, so that any JGraphT algorithm can run on it.
 *
 * <pre>{@code
 * Graph<Square, DefaultEdge> chessboard = KnightGraphs.of(Board.of(8, 8));
 * chessboard.degreeOf(Square.parse("a1"));   // 2
 * chessboard.removeVertex(Square.parse("d4")); // a board with a hole
 * }</pre>
 *
 * <p>Vertices are added in square order (a1, b1, …, a2, …), so the searches of
 * {@link HamiltonianPaths} on this graph break ties exactly as the board solvers do and give
 * the same tours.
 */
public final class KnightGraphs {

  private KnightGraphs() {}

  /**
   * Returns a new, modifiable simple graph whose vertices are the squares of {@code board} and
   * whose edges are the knight moves between them: 4mn − 6(m + n) + 8 edges on an m × n board
   * with m, n ≥ 2.
   *
   * <p>Performance: O(mn) time; one object per square and per edge, so keep to boards of a few
   * million squares at most.
   *
   * @throws NullPointerException if {@code board} is null
   */
  public static Graph<Square, DefaultEdge> of(Board board) {
    checkNotNull(board, "board must not be null");
    Graph<Square, DefaultEdge> graph = new SimpleGraph<>(DefaultEdge.class);
    int rows = board.rows();
    int cols = board.cols();
    Square[] squares = new Square[board.squareCount()];
    for (int i = 0; i < squares.length; i++) {
      squares[i] = Square.of(i / cols, i % cols);
      graph.addVertex(squares[i]);
    }
    // Each move once, from its lower square: up one rank and two files, or two ranks and one.
    int[][] forward = {{1, -2}, {1, 2}, {2, -1}, {2, 1}};
    for (int row = 0; row < rows; row++) {
      for (int col = 0; col < cols; col++) {
        for (int[] move : forward) {
          int r = row + move[0];
          int c = col + move[1];
          if (r < rows && c >= 0 && c < cols) {
            graph.addEdge(squares[row * cols + col], squares[r * cols + c]);
          }
        }
      }
    }
    return graph;
  }
}
