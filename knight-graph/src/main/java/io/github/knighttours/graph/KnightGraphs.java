package io.github.knighttours.graph;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import io.github.knighttours.Board;
import io.github.knighttours.shapes.Cell;
import io.github.knighttours.Square;
import io.github.knighttours.shapes.Board3d;
import io.github.knighttours.shapes.Cell;
import io.github.knighttours.spi.NeighbourFunction;
import io.github.knighttours.spi.Shape;
import java.util.ArrayList;
import java.util.List;
import org.jgrapht.Graph;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.SimpleGraph;

/**
 * The move graph of a board as a JGraphT graph, so that any JGraphT algorithm can run on it:
 * every board shape of knight-core (the knight's rectangle, tori and cylinders, other leapers,
 * boards with holes) and three-dimensional knight boards.
 *
 * <pre>{@code
 * Graph<Square, DefaultEdge> chessboard = KnightGraphs.of(Board.of(8, 8));
 * chessboard.degreeOf(Square.parse("a1"));   // 2
 * chessboard.removeVertex(Square.parse("d4")); // a board with a hole
 *
 * KnightGraphs.of(Board.torus(8, 8)).degreeOf(Square.parse("a1"));   // 8: moves wrap round
 * Graph<Cell, DefaultEdge> cube = KnightGraphs.board3d(4, 4, 4);
 * cube.degreeOf(new Cell(0, 0, 0));                                  // 6
 * }</pre>
 *
 * <p>Vertices are added in square order (a1, b1, …, a2, …; holes left out), or in (layer, row,
 * column) order in three dimensions, so the searches of {@link HamiltonianPaths} on these graphs
 * break ties exactly as the board solvers do and, on boards, give the same tours.
 *
 * <p>The edges come from the board's own neighbour function ({@link Board#graph()}, {@link
 * Board3d#graph()}), so a graph here always has the moves
 * the board solvers use. Each graph is a new, modifiable {@link SimpleGraph}: on a small wrapped
 * board two moves may join the same two squares, and they make one edge.
 */
public final class KnightGraphs {

  /**
   * The most vertices (squares, or cells in three dimensions) of a graph built here: a JGraphT
   * graph keeps several objects per vertex and per edge, a few hundred bytes a square, so larger
   * boards are refused up front rather than running out of memory. A 2048 × 2048 board fits.
   */
  public static final int MAX_VERTICES = 1 << 22;

  private KnightGraphs() {}

  /**
   * Returns a new, modifiable simple graph whose vertices are the squares of {@code board}
   * (holes left out) and whose edges are the board's moves between them: the moves of its
   * leaper ({@link Board#leaper()}), wrapping across the edges that {@link Board#wrap()} names.
   * The plain m × n knight board ({@link Board#of}) has 4mn − 6(m + n) + 8 edges when m, n ≥ 2.
   *
   * <p>Performance: O(number of squares) time, as a square has at most eight moves; one object
   * per square and per edge.
   *
   * @throws NullPointerException if {@code board} is null
   * @throws IllegalArgumentException if the board has more than {@value #MAX_VERTICES} squares
   */
  public static Graph<Square, DefaultEdge> of(Board board) {
    checkNotNull(board, "board must not be null");
    checkArgument(
        board.squareCount() <= MAX_VERTICES,
        "board %s has %s squares; a JGraphT graph is built for at most %s",
        board,
        board.squareCount(),
        MAX_VERTICES);
    return build(board);
  }

  /**
   * Returns a new, modifiable simple graph of the three-dimensional {@code layers × rows × cols}
   * knight board: its vertices are the cells, in (layer, row, column) order, and its edges the
   * knight's moves, which change one coordinate by 1 and another by 2 and leave the third alone,
   * in any order and with any signs (up to 24 from a cell).
   *
   * <pre>{@code
   * Graph<Cell, DefaultEdge> cube = KnightGraphs.board3d(4, 4, 4);
   * HamiltonianPathResult<Cell, DefaultEdge> tour =
   *     HamiltonianPaths.solveCycle(cube, Strategy.WARNSDORFF, SearchOptions.defaults());
   * }</pre>
   *
   * <p>The vertices are knight-core's {@link Cell}s; knight-core searches the same board without
   * a graph ({@link Board3d}).
   *
   * <p>Performance: O(number of cells) time; one object per cell and per edge.
   *
   * @param layers the number of layers, at least 1
   * @param rows the number of rows of each layer, at least 1
   * @param cols the number of columns of each layer, at least 1
   * @throws IllegalArgumentException if a size is below 1, or the board has more than {@value
   *     #MAX_VERTICES} cells
   */
  public static Graph<Cell, DefaultEdge> board3d(int layers, int rows, int cols) {
    checkArgument(layers >= 1, "layers must be at least 1, got %s", layers);
    checkArgument(rows >= 1, "rows must be at least 1, got %s", rows);
    checkArgument(cols >= 1, "cols must be at least 1, got %s", cols);
    // Each factor is below 2^31, so layers * rows fits a long; the third factor is multiplied in
    // only when that product is itself within the cap.
    long area = (long) layers * rows;
    checkArgument(
        area <= MAX_VERTICES && area * cols <= MAX_VERTICES,
        "a %sx%sx%s board has more than the %s cells a JGraphT graph is built for",
        layers,
        rows,
        cols,
        MAX_VERTICES);
    return build(Board3d.of(layers, rows, cols));
  }

  /**
   * Adds the shape's labels in index order, then each move of its neighbour function once, from
   * its lower-numbered end.
   */
  private static <V> Graph<V, DefaultEdge> build(Shape<V> shape) {
    NeighbourFunction moves = shape.graph();
    List<V> vertices = new ArrayList<>(moves.vertexCount());
    Graph<V, DefaultEdge> graph = new SimpleGraph<>(DefaultEdge.class);
    for (int v = 0; v < moves.vertexCount(); v++) {
      vertices.add(shape.label(v));
      graph.addVertex(vertices.get(v));
    }
    int[] successors = new int[moves.maxDegree()];
    for (int v = 0; v < vertices.size(); v++) {
      int count = moves.successors(v, successors);
      for (int i = 0; i < count; i++) {
        if (successors[i] > v) {
          graph.addEdge(vertices.get(v), vertices.get(successors[i]));
        }
      }
    }
    return graph;
  }
}
