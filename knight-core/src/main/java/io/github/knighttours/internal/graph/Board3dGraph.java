package io.github.knighttours.internal.graph;

import io.github.knighttours.shapes.Cell;

import io.github.knighttours.spi.NeighbourFunction;
/**
 * The knight graph of a three-dimensional {@code layers × rows × cols} board: a move changes one
 * coordinate by 1, another by 2 and leaves the third alone, in any order and with any signs (24
 * moves). Cell {@code (layer, row, col)} is vertex {@code (layer * rows + row) * cols + col}.
 *
 * <p>Successors are listed in increasing vertex index, the library's fixed tie-break order (as
 * for {@link KnightGraph}); the moves, sorted by (layer change, row change, column change), give
 * that order directly, so no sort is needed.
 *
 * <pre>{@code
 * Board3dGraph cube = Board3dGraph.of(4, 4, 4);   // 64 cells, at most 24 moves from each
 * }</pre>
 *
 * <p>Performance: O(1) space; {@link #successors} takes O(1) time (24 moves, and cells two or
 * more from every face need no bounds test).
 */
public final class Board3dGraph implements NeighbourFunction {

  /** The largest number of cells accepted: the longest Java int array. */
  public static final int MAX_CELLS = Integer.MAX_VALUE - 8;

  /** Layer, row and column changes of the 24 moves, sorted in that order of keys. */
  private static final int[] LAYER_STEPS = new int[24];

  private static final int[] ROW_STEPS = new int[24];
  private static final int[] COL_STEPS = new int[24];

  static {
    int count = 0;
    // Lexicographic order of (layer, row, col) changes over all vectors whose absolute values
    // are 0, 1 and 2 in some order.
    for (int dl = -2; dl <= 2; dl++) {
      for (int dr = -2; dr <= 2; dr++) {
        for (int dc = -2; dc <= 2; dc++) {
          int a = Math.abs(dl);
          int b = Math.abs(dr);
          int c = Math.abs(dc);
          boolean move = a != b && b != c && a != c;
          if (move) {
            LAYER_STEPS[count] = dl;
            ROW_STEPS[count] = dr;
            COL_STEPS[count] = dc;
            count++;
          }
        }
      }
    }
  }

  private final int layers;
  private final int rows;
  private final int cols;
  /** Index changes of the moves, in order, for cells two or more from every face. */
  private final int[] indexSteps = new int[24];

  private Board3dGraph(int layers, int rows, int cols) {
    this.layers = layers;
    this.rows = rows;
    this.cols = cols;
    for (int i = 0; i < 24; i++) {
      indexSteps[i] = (LAYER_STEPS[i] * rows + ROW_STEPS[i]) * cols + COL_STEPS[i];
    }
  }

  /**
   * Returns the knight graph of a {@code layers × rows × cols} board.
   *
   * @throws IllegalArgumentException if a size is below 1 or the board has more than
   *     {@value #MAX_CELLS} cells
   */
  public static Board3dGraph of(int layers, int rows, int cols) {
    if (layers < 1) {
      throw new IllegalArgumentException("layers must be at least 1, got " + layers);
    }
    if (rows < 1) {
      throw new IllegalArgumentException("rows must be at least 1, got " + rows);
    }
    if (cols < 1) {
      throw new IllegalArgumentException("cols must be at least 1, got " + cols);
    }
    // Each factor is below 2^31, so the product of the first two fits a long, and a third
    // multiplication is tried only when that product alone is small enough.
    long area = (long) layers * rows;
    if (area > MAX_CELLS || area * cols > MAX_CELLS) {
      throw new IllegalArgumentException(
          "layers * rows * cols must be at most " + MAX_CELLS + ", got " + layers + " * " + rows + " * " + cols);
    }
    return new Board3dGraph(layers, rows, cols);
  }

  /** Returns the number of layers. */
  public int layers() {
    return layers;
  }

  /** Returns the number of rows of each layer. */
  public int rows() {
    return rows;
  }

  /** Returns the number of columns of each layer. */
  public int cols() {
    return cols;
  }

  /**
   * Returns the vertex of cell {@code (layer, row, col)}.
   *
   * @throws IllegalArgumentException if the cell is off the board
   */
  public int vertexOf(int layer, int row, int col) {
    if (layer < 0 || layer >= layers) {
      throw new IllegalArgumentException("layer must be in 0.." + (layers - 1) + ", got " + layer);
    }
    if (row < 0 || row >= rows) {
      throw new IllegalArgumentException("row must be in 0.." + (rows - 1) + ", got " + row);
    }
    if (col < 0 || col >= cols) {
      throw new IllegalArgumentException("col must be in 0.." + (cols - 1) + ", got " + col);
    }
    return (layer * rows + row) * cols + col;
  }

  /** Returns the layer of vertex {@code v}. */
  public int layerOf(int v) {
    return checked(v) / cols / rows;
  }

  /** Returns the row of vertex {@code v}. */
  public int rowOf(int v) {
    return checked(v) / cols % rows;
  }

  /** Returns the column of vertex {@code v}. */
  public int colOf(int v) {
    return checked(v) % cols;
  }

  private int checked(int v) {
    if (v < 0 || v >= vertexCount()) {
      throw new IllegalArgumentException("v must be a vertex in 0.." + (vertexCount() - 1) + ", got " + v);
    }
    return v;
  }

  @Override
  public String vertexName(int v) {
    return SquareNames.cell(layerOf(v), rowOf(v), colOf(v));
  }

  @Override
  public int vertexCount() {
    return layers * rows * cols;
  }

  @Override
  public int maxDegree() {
    return 24;
  }

  @Override
  public int successors(int v, int[] out) {
    int col = v % cols;
    int line = v / cols;
    int row = line % rows;
    int layer = line / rows;
    if (layer >= 2 && layer < layers - 2 && row >= 2 && row < rows - 2 && col >= 2 && col < cols - 2) {
      for (int i = 0; i < 24; i++) {
        out[i] = v + indexSteps[i];
      }
      return 24;
    }
    int count = 0;
    for (int i = 0; i < 24; i++) {
      int l = layer + LAYER_STEPS[i];
      int r = row + ROW_STEPS[i];
      int c = col + COL_STEPS[i];
      if (l >= 0 && l < layers && r >= 0 && r < rows && c >= 0 && c < cols) {
        out[count++] = (l * rows + r) * cols + c;
      }
    }
    return count;
  }
}
