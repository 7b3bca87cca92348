package io.github.knighttours;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

/**
 * A square of a board, by 0-based row and column.
 *
 * <p>In algebraic notation the file letter names the column ({@code a} is column 0, {@code z}
 * column 25, then {@code aa}, {@code ab}, … so that wide boards have names too) and the rank
 * number is {@code row + 1}:
 *
 * <pre>{@code
 * Square b1 = Square.parse("b1");      // row 0, col 1
 * Square.of(7, 7).algebraic();         // "h8"
 * Square.of(0, 26).algebraic();        // "aa1"
 * }</pre>
 *
 * <p>A square knows nothing of board size; {@link Board#contains(Square)} says whether it is on
 * a given board.
 *
 * @param row the 0-based row (rank − 1); not negative
 * @param col the 0-based column (file); not negative
 */
public record Square(int row, int col) {

  /**
   * Creates a square.
   *
   * @throws IllegalArgumentException if {@code row} or {@code col} is negative
   */
  public Square {
    checkArgument(row >= 0, "row must not be negative, got %s", row);
    checkArgument(col >= 0, "col must not be negative, got %s", col);
  }

  /**
   * Returns the square at a 0-based row and column.
   *
   * @throws IllegalArgumentException if {@code row} or {@code col} is negative
   */
  public static Square of(int row, int col) {
    return new Square(row, col);
  }

  /**
   * Parses algebraic notation such as {@code "b1"}, {@code "H8"} or {@code "aa12"}: one or more
   * file letters (case-insensitive) followed by a rank number from 1 without leading zeros,
   * with nothing around them.
   *
   * @throws NullPointerException if {@code text} is null
   * @throws IllegalArgumentException if {@code text} is not a square in algebraic notation
   */
  public static Square parse(String text) {
    checkNotNull(text, "text must not be null");
    int length = text.length();
    int i = 0;
    long file = 0;
    while (i < length && isAsciiLetter(text.charAt(i))) {
      file = file * 26 + (Character.toLowerCase(text.charAt(i)) - 'a' + 1);
      // Column file - 1 must fit an int: up to Integer.MAX_VALUE, as algebraic() writes it.
      checkArgument(file <= Integer.MAX_VALUE + 1L, "square \"%s\": file is too far right", text);
      i++;
    }
    checkArgument(
        i > 0 && i < length,
        "square \"%s\" is not algebraic notation: expected file letters then a rank number, e.g. \"b1\"",
        text);
    checkArgument(
        text.charAt(i) != '0' || i == length - 1,
        "square \"%s\": the rank number has a leading zero",
        text);
    long rank = 0;
    for (int j = i; j < length; j++) {
      char c = text.charAt(j);
      checkArgument(
          c >= '0' && c <= '9',
          "square \"%s\" is not algebraic notation: unexpected '%s' in the rank number",
          text,
          c);
      rank = rank * 10 + (c - '0');
      checkArgument(rank <= Integer.MAX_VALUE + 1L, "square \"%s\": rank is too large", text);
    }
    checkArgument(rank >= 1, "square \"%s\": ranks are numbered from 1", text);
    return new Square((int) (rank - 1), (int) (file - 1));
  }

  private static boolean isAsciiLetter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
  }

  /** Returns this square in algebraic notation, lower case: {@code "b1"} for row 0, column 1. */
  public String algebraic() {
    return fileName(col) + (row + 1L);
  }

  /** Returns the file letters of a 0-based column: a … z, aa … az, ba, … */
  static String fileName(int col) {
    return io.github.knighttours.internal.graph.SquareNames.file(col);
  }

  /** Returns {@link #algebraic()}. */
  @Override
  public String toString() {
    return algebraic();
  }
}
