package io.github.knighttours;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

/**
 * A rectangular board of {@code rows × cols} squares. Any size from 1×1 works, as long as the
 * squares can be numbered by an {@code int} ({@link #MAX_SQUARES}).
 *
 * <pre>{@code
 * Board board = Board.of(8, 8);
 * board.contains(Square.parse("h8"));   // true
 * board.squareCount();                  // 64
 * }</pre>
 *
 * @param rows the number of rows (ranks); at least 1
 * @param cols the number of columns (files); at least 1
 */
public record Board(int rows, int cols) {

  /** The most squares a board may have: the length of the largest Java array. */
  public static final int MAX_SQUARES = Integer.MAX_VALUE - 8;

  /**
   * Creates a board.
   *
   * @throws IllegalArgumentException if {@code rows} or {@code cols} is below 1, or the board
   *     has more than {@link #MAX_SQUARES} squares
   */
  public Board {
    checkArgument(rows >= 1, "rows must be at least 1, got %s", rows);
    checkArgument(cols >= 1, "cols must be at least 1, got %s", cols);
    checkArgument(
        (long) rows * cols <= MAX_SQUARES,
        "a %sx%s board has %s squares, more than the %s an int-indexed board can hold",
        rows,
        cols,
        (long) rows * cols,
        MAX_SQUARES);
  }

  /**
   * Returns the board with {@code rows} rows and {@code cols} columns.
   *
   * @throws IllegalArgumentException as {@link #Board(int, int)} does
   */
  public static Board of(int rows, int cols) {
    return new Board(rows, cols);
  }

  /** Returns {@code rows · cols}. */
  public int squareCount() {
    return rows * cols;
  }

  /**
   * Returns true if {@code square} lies on this board.
   *
   * @throws NullPointerException if {@code square} is null
   */
  public boolean contains(Square square) {
    checkNotNull(square, "square must not be null");
    return square.row() < rows && square.col() < cols;
  }

  /** Checks that {@code square} is on this board; the message names the argument. */
  void checkContains(Square square, String name) {
    checkNotNull(square, "%s must not be null", name);
    checkArgument(
        contains(square),
        "%s %s (row %s, col %s) is off the %s board",
        name,
        square,
        square.row(),
        square.col(),
        this);
  }

  int index(Square square) {
    return square.row() * cols + square.col();
  }

  Square square(int index) {
    return new Square(index / cols, index % cols);
  }

  /** Returns the size as {@code "ROWSxCOLS"}, for example {@code "8x8"}. */
  @Override
  public String toString() {
    return rows + "x" + cols;
  }
}
