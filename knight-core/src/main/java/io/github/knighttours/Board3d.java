package io.github.knighttours;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import io.github.knighttours.internal.graph.Board3dGraph;

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
 * Tour3dResult result = KnightTours.solve(cube, new Cell(0, 0, 0), TourKind.CLOSED,
 *     Strategy.AUTO, SearchOptions.defaults());
 * }</pre>
 *
 * <p>Cells are numbered {@code (layer * rows + row) * cols + col}, which must fit an {@code int}:
 * boards of more than {@link #MAX_CELLS} cells are refused when made. Immutable and thread-safe;
 * two boards are equal when their three sizes are.
 *
 * <p>Performance: O(1) space; the moves are produced on demand, never stored.
 */
public final class Board3d {

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
    checkArgument(!digits.isEmpty(), "board \"%s\": the number of %s is missing", text, name);
    long value = 0;
    for (int i = 0; i < digits.length(); i++) {
      char c = digits.charAt(i);
      checkArgument(
          c >= '0' && c <= '9',
          "board \"%s\": the number of %s, \"%s\", is not a whole number",
          text,
          name,
          digits);
      value = value * 10 + (c - '0');
      checkArgument(value <= Integer.MAX_VALUE, "board \"%s\": %s %s is too large", text, name, digits);
    }
    return (int) value;
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

  /** Throws the exception {@link KnightTours}' 3-D solve promises for a cell off the board. */
  void checkContains(Cell cell, String name) {
    checkNotNull(cell, "%s must not be null", name);
    checkArgument(contains(cell), "%s %s is off the %s board", name, cell, this);
  }

  /** The knight's moves on this board, as the engines see them. */
  Board3dGraph graph() {
    return graph;
  }

  /** The number of {@code cell}, which must be on the board: {@code (layer * rows + row) * cols + col}. */
  int index(Cell cell) {
    return (cell.layer() * rows + cell.row()) * cols + cell.col();
  }

  /** The cell numbered {@code index} (see {@link #index}). */
  Cell cell(int index) {
    int line = index / cols;
    return new Cell(line / rows, line % rows, index % cols);
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
