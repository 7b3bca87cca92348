package io.github.knighttours.internal.graph;

import io.github.knighttours.spi.NeighbourFunction;
import java.util.Arrays;
import java.util.BitSet;

/**
 * The graph of an {r,s}-leaper on a {@code rows × cols} board: a leaper moves r squares along
 * one axis and s along the other, in any direction (the knight is {1,2}, the camel {1,3}, the
 * zebra {2,3}, the giraffe {1,4}; {0,1} is the wazir, {1,1} the ferz). Rows, columns or both may
 * wrap round (a cylinder when the columns wrap, a torus when both do), and squares may be
 * removed (holes).
 *
 * <p>The vertices are the squares that are not holes, numbered in row-major order among
 * themselves: without holes, square {@code (row, col)} is vertex {@code row * cols + col}.
 * Successors are listed once each, in increasing vertex index (the library's fixed tie-break
 * order, as for {@link KnightGraph}), and never include the vertex itself: on a small wrapped
 * board two moves may reach the same square, or a move may come back to where it started; such
 * repeats and returns are left out. A move is symmetric, so the graph is.
 *
 * <pre>{@code
 * LeaperGraph torus = LeaperGraph.create(8, 8, 1, 2, true, true, null);
 * BitSet holes = new BitSet();
 * holes.set(2 * 5 + 2);                       // the centre of 5 × 5
 * LeaperGraph punched = LeaperGraph.create(5, 5, 1, 2, false, false, holes);
 * }</pre>
 *
 * <p>Performance: {@link #successors} takes O(1) time (at most eight moves; a square at least
 * s from every edge needs no bounds or wrap test, and with no holes no table). Without holes the
 * graph keeps O(1) space; with holes, two int tables of at most {@code rows · cols} entries (the
 * vertex of each square and the square of each vertex), 8 bytes a square. No adjacency lists.
 */
public final class LeaperGraph implements NeighbourFunction {

  /** The largest number of squares accepted: the longest Java int array. */
  public static final int MAX_SQUARES = Integer.MAX_VALUE - 8;

  private final int rows;
  private final int cols;
  private final int r;
  private final int s;
  private final boolean wrapRows;
  private final boolean wrapCols;
  /** Row and column changes of the distinct moves, sorted by row change, then column change. */
  private final int[] rowSteps;
  private final int[] colSteps;
  /** Square index changes of the moves, valid from squares at least s from every edge; or null. */
  private final int[] squareSteps;
  /** The vertex of each square, -1 on a hole; null without holes. */
  private final int[] vertexOfSquare;
  /** The square of each vertex; null without holes. */
  private final int[] squareOfVertex;
  private final int vertexCount;
  /** 1 / cols, to find a square's row by a multiplication instead of an integer division. */
  private final double reciprocalCols;

  private LeaperGraph(
      int rows, int cols, int r, int s, boolean wrapRows, boolean wrapCols, BitSet holes) {
    this(rows, cols, r, s, wrapRows, wrapCols, holes, null, null);
  }

  private LeaperGraph(
      int rows, int cols, int r, int s, boolean wrapRows, boolean wrapCols, BitSet holes,
      int[] givenVertexOfSquare, int[] givenSquareOfVertex) {
    this.rows = rows;
    this.cols = cols;
    this.r = r;
    this.s = s;
    this.wrapRows = wrapRows;
    this.wrapCols = wrapCols;
    this.reciprocalCols = 1.0 / cols;
    int[][] moves = distinctMoves(r, s);
    this.rowSteps = moves[0];
    this.colSteps = moves[1];
    // Squares s or more from every edge exist only when 2s < rows and 2s < cols; then every
    // index change fits an int, and from such a square no move leaves the board.
    if (2L * s < rows && 2L * s < cols) {
      squareSteps = new int[rowSteps.length];
      for (int i = 0; i < rowSteps.length; i++) {
        squareSteps[i] = rowSteps[i] * cols + colSteps[i];
      }
    } else {
      squareSteps = null;
    }
    int squares = rows * cols;
    if (givenVertexOfSquare != null) {
      vertexOfSquare = givenVertexOfSquare;
      squareOfVertex = givenSquareOfVertex;
      vertexCount = givenSquareOfVertex.length;
    } else if (holes == null || holes.isEmpty()) {
      vertexOfSquare = null;
      squareOfVertex = null;
      vertexCount = squares;
    } else {
      vertexOfSquare = new int[squares];
      squareOfVertex = new int[squares - holes.cardinality()];
      int next = 0;
      for (int q = 0; q < squares; q++) {
        if (holes.get(q)) {
          vertexOfSquare[q] = -1;
        } else {
          vertexOfSquare[q] = next;
          squareOfVertex[next++] = q;
        }
      }
      vertexCount = next;
    }
  }

  /**
   * Returns the graph of the {r,s}-leaper on a {@code rows × cols} board with no wrap and no
   * holes.
   *
   * @throws IllegalArgumentException as {@link #create}
   */
  public static LeaperGraph of(int rows, int cols, int r, int s) {
    return create(rows, cols, r, s, false, false, null);
  }

  /**
   * Returns the graph of the {r,s}-leaper on a {@code rows × cols} board.
   *
   * @param rows rows of the board, at least 1
   * @param cols columns of the board, at least 1; {@code rows · cols} at most {@value #MAX_SQUARES}
   * @param r the shorter leg of the move, at least 0
   * @param s the longer leg of the move, at least {@code r}, and {@code r + s > 0}
   * @param wrapRows whether a move off the top or bottom edge comes back on the other side
   * @param wrapCols whether a move off the left or right edge comes back on the other side
   * @param holes the removed squares, by square index {@code row * cols + col}, or null for
   *     none; copied
   * @throws IllegalArgumentException if a size or leg is out of range, or a hole is off the board
   */
  public static LeaperGraph create(
      int rows, int cols, int r, int s, boolean wrapRows, boolean wrapCols, BitSet holes) {
    if (rows < 1) {
      throw new IllegalArgumentException("rows must be at least 1, got " + rows);
    }
    if (cols < 1) {
      throw new IllegalArgumentException("cols must be at least 1, got " + cols);
    }
    if ((long) rows * cols > MAX_SQUARES) {
      throw new IllegalArgumentException(
          "rows * cols must be at most " + MAX_SQUARES + ", got " + rows + " * " + cols);
    }
    LeaperTheorems.checkLeaper(r, s);
    BitSet copy = null;
    if (holes != null) {
      if (holes.length() > rows * cols) {
        throw new IllegalArgumentException(
            "holes must lie on the board's squares 0.." + (rows * cols - 1) + ", got square "
                + (holes.length() - 1));
      }
      copy = (BitSet) holes.clone();
    }
    return new LeaperGraph(rows, cols, r, s, wrapRows, wrapCols, copy);
  }

  /**
   * Returns the graph of the {r,s}-leaper on a board with holes whose numbering the caller has
   * made already, as {@link #create} would make it: {@code vertexOfSquare[q]} the vertex of
   * square {@code q} (-1 on a hole), {@code squareOfVertex} its inverse. The arrays are shared,
   * not copied (a board with holes keeps them, and making them again took half a second on
   * 8000 × 8000), so the caller must never change them.
   *
   * @throws IllegalArgumentException as {@link #create}, or if the arrays do not fit the board
   */
  public static LeaperGraph withNumbering(
      int rows, int cols, int r, int s, boolean wrapRows, boolean wrapCols, int[] vertexOfSquare,
      int[] squareOfVertex) {
    LeaperGraph checked = create(rows, cols, r, s, wrapRows, wrapCols, null);
    if (vertexOfSquare.length != checked.vertexCount || squareOfVertex.length > vertexOfSquare.length) {
      throw new IllegalArgumentException(
          "the numbering must have one entry a square, " + checked.vertexCount + ", got " + vertexOfSquare.length);
    }
    return new LeaperGraph(rows, cols, r, s, wrapRows, wrapCols, null, vertexOfSquare, squareOfVertex);
  }

  /**
   * The distinct moves of the {r,s}-leaper (four when r = 0 or r = s, else eight), sorted by row
   * change, then column change: from a square where every move stays on the board, that is
   * increasing square index.
   */
  private static int[][] distinctMoves(int r, int s) {
    int[] legs = {r, s};
    int[] rowOut = new int[8];
    int[] colOut = new int[8];
    int count = 0;
    for (int swap = 0; swap < 2; swap++) {
      int dr = legs[swap];
      int dc = legs[1 - swap];
      for (int sr = -1; sr <= 1; sr += 2) {
        for (int sc = -1; sc <= 1; sc += 2) {
          int mr = sr * dr;
          int mc = sc * dc;
          boolean seen = false;
          for (int i = 0; i < count; i++) {
            seen |= rowOut[i] == mr && colOut[i] == mc;
          }
          if (!seen) {
            // Insert in order of (row change, column change).
            int at = count++;
            while (at > 0 && (rowOut[at - 1] > mr || (rowOut[at - 1] == mr && colOut[at - 1] > mc))) {
              rowOut[at] = rowOut[at - 1];
              colOut[at] = colOut[at - 1];
              at--;
            }
            rowOut[at] = mr;
            colOut[at] = mc;
          }
        }
      }
    }
    return new int[][] {Arrays.copyOf(rowOut, count), Arrays.copyOf(colOut, count)};
  }

  /** Returns the number of rows of the board, holes included. */
  public int rows() {
    return rows;
  }

  /** Returns the number of columns of the board, holes included. */
  public int cols() {
    return cols;
  }

  /** Returns the shorter leg r of the move. */
  public int r() {
    return r;
  }

  /** Returns the longer leg s of the move. */
  public int s() {
    return s;
  }

  /** Returns whether moves wrap from the top edge to the bottom and back. */
  public boolean wrapsRows() {
    return wrapRows;
  }

  /** Returns whether moves wrap from the left edge to the right and back. */
  public boolean wrapsCols() {
    return wrapCols;
  }

  /** Returns whether the board has holes (squares that are not vertices). */
  public boolean hasHoles() {
    return vertexOfSquare != null;
  }

  /**
   * Returns the row change of each distinct move, in the order of {@link #colSteps()}: sorted by
   * row change, then column change, which is increasing vertex index from a square where no
   * move leaves the board or wraps.
   */
  public int[] rowSteps() {
    return rowSteps.clone();
  }

  /** Returns the column change of each distinct move, in the order of {@link #rowSteps()}. */
  public int[] colSteps() {
    return colSteps.clone();
  }

  /** Returns whether the square {@code (row, col)} of the board is a hole. */
  public boolean isHole(int row, int col) {
    return vertexOf(row, col) < 0;
  }

  /**
   * Returns the vertex of square {@code (row, col)}, or -1 if it is a hole.
   *
   * @throws IllegalArgumentException if the square is off the board
   */
  public int vertexOf(int row, int col) {
    if (row < 0 || row >= rows) {
      throw new IllegalArgumentException("row must be in 0.." + (rows - 1) + ", got " + row);
    }
    if (col < 0 || col >= cols) {
      throw new IllegalArgumentException("col must be in 0.." + (cols - 1) + ", got " + col);
    }
    int q = row * cols + col;
    return vertexOfSquare == null ? q : vertexOfSquare[q];
  }

  /** Returns the row of vertex {@code v}. */
  public int rowOf(int v) {
    return rowOfSquare(squareOf(v));
  }

  /** Returns the column of vertex {@code v}. */
  public int colOf(int v) {
    int q = squareOf(v);
    return q - rowOfSquare(q) * cols;
  }

  private int squareOf(int v) {
    if (v < 0 || v >= vertexCount) {
      throw new IllegalArgumentException("v must be a vertex in 0.." + (vertexCount - 1) + ", got " + v);
    }
    return squareOfVertex == null ? v : squareOfVertex[v];
  }

  /** Returns q / cols. The product is off by at most one, as q < 2^31 and doubles carry 53 bits. */
  private int rowOfSquare(int q) {
    int row = (int) (q * reciprocalCols);
    long low = (long) row * cols;
    if (low > q) {
      row--;
    } else if (low + cols <= q) {
      row++;
    }
    return row;
  }

  @Override
  public String vertexName(int v) {
    return SquareNames.square(rowOf(v), colOf(v));
  }

  @Override
  public int vertexCount() {
    return vertexCount;
  }

  @Override
  public int maxDegree() {
    return rowSteps.length;
  }

  @Override
  public int successors(int v, int[] out) {
    int q = squareOfVertex == null ? v : squareOfVertex[v];
    int row = rowOfSquare(q);
    int col = q - row * cols;
    if (squareSteps != null && row >= s && row < rows - s && col >= s && col < cols - s) {
      // Every move stays on the board without wrapping, and the steps are in increasing order.
      if (vertexOfSquare == null) {
        for (int i = 0; i < squareSteps.length; i++) {
          out[i] = v + squareSteps[i];
        }
        return squareSteps.length;
      }
      int count = 0;
      for (int step : squareSteps) {
        int u = vertexOfSquare[q + step];
        if (u >= 0) {
          out[count++] = u;
        }
      }
      return count;
    }
    return successorsNearEdge(v, row, col, out);
  }

  /**
   * Without holes, every square at least s from every edge has all its moves: those are filled
   * in a row at a time, and only the others ask {@link #successors}.
   */
  @Override
  public void outDegrees(int[] out) {
    if (vertexOfSquare != null || squareSteps == null) {
      NeighbourFunction.super.outDegrees(out);
      return;
    }
    int[] buffer = new int[rowSteps.length];
    for (int row = 0; row < rows; row++) {
      int base = row * cols;
      if (row >= s && row < rows - s) {
        for (int col = 0; col < s; col++) {
          out[base + col] = successorsNearEdge(base + col, row, col, buffer);
          out[base + cols - 1 - col] = successorsNearEdge(base + cols - 1 - col, row, cols - 1 - col, buffer);
        }
        Arrays.fill(out, base + s, base + cols - s, rowSteps.length);
      } else {
        for (int col = 0; col < cols; col++) {
          out[base + col] = successorsNearEdge(base + col, row, col, buffer);
        }
      }
    }
  }

  /** Successors of a square near an edge: bounds or wrap per move, then an insertion into order. */
  private int successorsNearEdge(int v, int row, int col, int[] out) {
    int count = 0;
    for (int i = 0; i < rowSteps.length; i++) {
      long tr = (long) row + rowSteps[i];
      long tc = (long) col + colSteps[i];
      if (wrapRows) {
        tr = Math.floorMod(tr, rows);
      } else if (tr < 0 || tr >= rows) {
        continue;
      }
      if (wrapCols) {
        tc = Math.floorMod(tc, cols);
      } else if (tc < 0 || tc >= cols) {
        continue;
      }
      int q = (int) tr * cols + (int) tc;
      int u = vertexOfSquare == null ? q : vertexOfSquare[q];
      if (u < 0 || u == v) {
        continue;
      }
      int at = count;
      while (at > 0 && out[at - 1] > u) {
        at--;
      }
      if (at > 0 && out[at - 1] == u) {
        continue;
      }
      System.arraycopy(out, at, out, at + 1, count - at);
      out[at] = u;
      count++;
    }
    return count;
  }
}
