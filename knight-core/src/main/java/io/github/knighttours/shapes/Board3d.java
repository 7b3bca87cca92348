package io.github.knighttours.shapes;

import io.github.knighttours.PathResult;
import io.github.knighttours.PathRequest;
import io.github.knighttours.KnightTours;
import io.github.knighttours.TourKind;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import io.github.knighttours.HamiltonianPath;
import io.github.knighttours.internal.graph.Board3dGraph;
import io.github.knighttours.internal.search.HeapGuard;
import io.github.knighttours.spi.NeighbourFunction;
import io.github.knighttours.spi.Shape;

/**
 * A three-dimensional board of {@code layers × rows × cols} cells, on which the knight changes
 * one coordinate by 1 and another by 2 and leaves the third alone, in any order and with any
 * signs (up to 24 moves from a cell). A layer is a {@code rows × cols} board, and a board of one
 * layer has the moves of the plain knight.
 *
 * <pre>{@code
 * Board3d cube = Board3d.of(4, 4, 4);
 * Board3d same = Board3d.parse("4x4x4");   // layers x rows x cols
 * cube.cellCount();                        // 64
 * cube.contains(new Cell(3, 0, 2));        // true
 * PathResult<Cell> result =
 *     KnightTours.solvePath(PathRequest.builder(cube).start(new Cell(0, 0, 0)).kind(TourKind.CLOSED).build());
 * }</pre>
 *
 * <p>Cells are numbered {@code (layer * rows + row) * cols + col}, which must fit an {@code int}:
 * boards of more than {@link #MAX_CELLS} cells are refused when made. Immutable and thread-safe;
 * two boards are equal when their three sizes are.
 *
 * <p>A {@link Shape} of cells: every solver that {@linkplain io.github.knighttours.TourSolver#accepts
 * accepts} it runs on it through the one pipeline, with end cells, traces and checked tours as on
 * 2-D boards.
 *
 * <p>Performance: O(1) space; the moves are produced on demand, never stored.
 */
public final class Board3d implements Shape<Cell> {

  /** Room a line of {@link #render} leaves between two layers. */
  private static final int GAP = 3;

  /** The longest String the JVM makes. */
  private static final long MAX_STRING_LENGTH = Integer.MAX_VALUE - 8;

  /** The most cells a board may have: about the longest Java array. */
  public static final int MAX_CELLS = Board3dGraph.MAX_CELLS;

  private final int layers;
  private final int rows;
  private final int cols;
  private final Board3dGraph graph;

  private Board3d(int layers, int rows, int cols) {
    this.layers = layers;
    this.rows = rows;
    this.cols = cols;
    this.graph = Board3dGraph.of(layers, rows, cols);
  }

  /**
   * Returns the {@code layers × rows × cols} board.
   *
   * @throws IllegalArgumentException if a size is below 1, or the board has more than {@value
   *     #MAX_CELLS} cells; the message names the size
   */
  public static Board3d of(int layers, int rows, int cols) {
    checkArgument(layers >= 1, "layers must be at least 1, got %s", layers);
    checkArgument(rows >= 1, "rows must be at least 1, got %s", rows);
    checkArgument(cols >= 1, "cols must be at least 1, got %s", cols);
    // Each factor is below 2^31, so layers * rows fits a long, and the third factor is
    // multiplied in only when that product is itself within the cap.
    long area = (long) layers * rows;
    checkArgument(
        area <= MAX_CELLS && area * cols <= MAX_CELLS,
        "a %sx%sx%s board has more than the %s cells a board may have",
        layers,
        rows,
        cols,
        MAX_CELLS);
    return new Board3d(layers, rows, cols);
  }

  /**
   * Reads a board written as {@link #toString()} writes it: three positive whole numbers
   * (layers, rows, columns) joined by {@code x}, such as {@code "4x4x4"} or {@code "2x3x4"}.
   * Spaces around the text and an upper-case {@code X} are allowed.
   *
   * @throws NullPointerException if {@code text} is null
   * @throws IllegalArgumentException if {@code text} is not of that form or names a board that
   *     {@link #of} refuses; the message quotes the text
   */
  public static Board3d parse(String text) {
    checkNotNull(text, "text must not be null");
    String[] parts = text.strip().split("[xX]", -1);
    checkArgument(
        parts.length == 3,
        "board \"%s\" is not of the form LAYERSxROWSxCOLS, e.g. \"4x4x4\"",
        text);
    String[] names = {"layers", "rows", "cols"};
    int[] sizes = new int[3];
    for (int i = 0; i < 3; i++) {
      sizes[i] = size(text, names[i], parts[i]);
    }
    try {
      return of(sizes[0], sizes[1], sizes[2]);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("board \"" + text + "\": " + e.getMessage(), e);
    }
  }

  private static int size(String text, String name, String digits) {
    return Digits.read(
        text,
        name,
        digits,
        "board \"%s\": the number of %s is missing",
        "board \"%s\": the number of %s, \"%s\", is not a whole number",
        "board \"%s\": %s %s is too large");
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

  /** Returns the number of cells, {@code layers * rows * cols}; at most {@value #MAX_CELLS}. */
  public int cellCount() {
    return layers * rows * cols;
  }

  /**
   * Returns true if {@code cell} lies on this board.
   *
   * @throws NullPointerException if {@code cell} is null
   */
  public boolean contains(Cell cell) {
    checkNotNull(cell, "cell must not be null");
    return cell.layer() < layers && cell.row() < rows && cell.col() < cols;
  }

  /** Throws the exception for a cell off the board, naming the argument. */
  void checkContains(Cell cell, String name) {
    checkNotNull(cell, "%s must not be null", name);
    checkArgument(contains(cell), "%s %s is off the %s board", name, cell, this);
  }

  /** Returns the knight's moves on this board, produced on demand (up to 24 a cell). */
  @Override
  public NeighbourFunction graph() {
    return graph;
  }

  /**
   * Returns the number of {@code cell}: {@code (layer * rows + row) * cols + col}.
   *
   * @throws NullPointerException if {@code cell} is null
   * @throws IllegalArgumentException if it is off the board
   */
  @Override
  public int indexOf(Cell cell) {
    checkContains(cell, "cell");
    return (cell.layer() * rows + cell.row()) * cols + cell.col();
  }

  /**
   * Returns the cell numbered {@code index}, the inverse of {@link #indexOf}.
   *
   * @throws IndexOutOfBoundsException if {@code index} is not in {@code 0 .. cellCount() - 1}
   */
  @Override
  public Cell label(int index) {
    java.util.Objects.checkIndex(index, cellCount());
    int line = index / cols;
    return new Cell(line / rows, line % rows, index % cols);
  }

  /**
   * Returns true if a knight's move in space joins the two cells: one coordinate changes by 1,
   * another by 2, the third not at all. The geometry, not the neighbour function.
   */
  @Override
  public boolean isMove(int from, int to) {
    Cell a = label(from);
    Cell b = label(to);
    int dl = Math.abs(a.layer() - b.layer());
    int dr = Math.abs(a.row() - b.row());
    int dc = Math.abs(a.col() - b.col());
    return dl * dl + dr * dr + dc * dc == 5 && (dl == 0 || dr == 0 || dc == 0);
  }

  /**
   * Returns {@code tour} drawn as its layers side by side, each as {@link io.github.knighttours.Tour#render()} draws a board: each cell
   * shows its move number (1 for the first cell), right-aligned, with the highest row at the top.
   * Over each layer a caption names it; rows are numbered at the left and columns below, all
   * from 0 as in {@link Cell}.
   *
   * <pre>
   *      layer 0            layer 1
   *      +-------------+    +-------------+
   *    2 |  …          |    |  …          |
   *    1 |  …          |    |  …          |
   *    0 |  1 …        |    |  …          |
   *      +-------------+    +-------------+
   *         0  1  2  3         0  1  2  3
   * </pre>
   *
   * <p>Performance: O(n) time; a few characters per cell, built in memory twice over, and 4 bytes
   * per cell of move numbers.
   *
   * @throws NullPointerException if {@code tour} is null
   * @throws IllegalArgumentException if the tour is of another board, or the text would not fit in a Java string or in this JVM's
   *     heap; the message gives the sizes
   */
  public String render(HamiltonianPath<Cell> tour) {
    checkNotNull(tour, "tour must not be null");
    checkArgument(tour.shape().equals(this), "the tour is of %s, not of the %s board", tour.shape(), this);
    int[] path = tour.vertices();
    Board3d board = this;
    int width = String.valueOf(path.length).length();
    int rowWidth = String.valueOf(board.rows() - 1).length();
    int boxWidth = board.cols() * (width + 1) + 3;
    int blockWidth = Math.max(boxWidth, ("layer " + (board.layers() - 1)).length());
    long lineLength = rowWidth + 1 + (long) board.layers() * (blockWidth + GAP) + 1;
    long length = (board.rows() + 4L) * lineLength;
    long bytes = 2 * length + 4L * path.length;
    checkArgument(
        length <= MAX_STRING_LENGTH,
        "the %s board is too large to render as one String: about %s characters, more than a String"
            + " can hold (%s)",
        board,
        length,
        MAX_STRING_LENGTH);
    return HeapGuard.withinHeap(
        bytes, "rendering the " + board + " board", () -> render(path, width, rowWidth, blockWidth, (int) length));
  }

  private String render(int[] path, int width, int rowWidth, int blockWidth, int length) {
    Board3d board = this;
    int[] number = new int[path.length];
    for (int i = 0; i < path.length; i++) {
      number[path[i]] = i + 1;
    }
    int layers = board.layers();
    int rows = board.rows();
    int cols = board.cols();
    StringBuilder text = new StringBuilder(length);
    StringBuilder line = new StringBuilder();
    // The caption line, the top border, the rows from the highest, the bottom border, the columns.
    for (int y = 0; y < rows + 4; y++) {
      line.setLength(0);
      int row = rows + 1 - y;
      pad(line, y >= 2 && y < rows + 2 ? String.valueOf(row) : "", rowWidth).append(' ');
      for (int layer = 0; layer < layers; layer++) {
        int start = line.length();
        if (y == 0) {
          line.append("layer ").append(layer);
        } else if (y == 1 || y == rows + 2) {
          line.append('+').append("-".repeat(cols * (width + 1) + 1)).append('+');
        } else if (y == rows + 3) {
          line.append(' ');
          for (int col = 0; col < cols; col++) {
            pad(line.append(' '), String.valueOf(col), width);
          }
        } else {
          line.append('|');
          int base = (layer * rows + row) * cols;
          for (int col = 0; col < cols; col++) {
            pad(line.append(' '), String.valueOf(number[base + col]), width);
          }
          line.append(" |");
        }
        line.append(" ".repeat(blockWidth + GAP - (line.length() - start)));
      }
      int end = line.length();
      while (end > 0 && line.charAt(end - 1) == ' ') {
        end--;
      }
      text.append(line, 0, end).append('\n');
    }
    return text.toString();
  }

  private static StringBuilder pad(StringBuilder line, String s, int width) {
    return line.append(" ".repeat(width - s.length())).append(s);
  }


  /** Two boards are equal when they have the same numbers of layers, rows and columns. */
  @Override
  public boolean equals(Object other) {
    return other instanceof Board3d that && layers == that.layers && rows == that.rows && cols == that.cols;
  }

  @Override
  public int hashCode() {
    return (31 * layers + rows) * 31 + cols;
  }

  /** Returns {@code "LAYERSxROWSxCOLS"}, for example {@code "4x4x4"}; {@link #parse} reads it back. */
  @Override
  public String toString() {
    return layers + "x" + rows + "x" + cols;
  }
}
