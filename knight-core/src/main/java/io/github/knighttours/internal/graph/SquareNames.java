package io.github.knighttours.internal.graph;

import io.github.knighttours.shapes.Cell;

import io.github.knighttours.spi.NeighbourFunction;
/**
 * The names that messages give squares and cells, as the public {@code Square} and {@code Cell}
 * print them: "square b1" (file letters for the column from a, rank for the row from 1) and
 * "cell (layer,row,col)". Engines name vertices through {@link NeighbourFunction#vertexName} with these.
 */
public final class SquareNames {

  private SquareNames() {}

  /** Returns the file letters of a 0-based column: a … z, aa … az, ba, … */
  public static String file(int col) {
    StringBuilder letters = new StringBuilder();
    long n = col + 1L;
    while (n > 0) {
      n--;
      letters.append((char) ('a' + n % 26));
      n /= 26;
    }
    return letters.reverse().toString();
  }

  /** Returns "square " and the square in algebraic notation. */
  public static String square(int row, int col) {
    return "square " + file(col) + (row + 1L);
  }

  /** Returns "cell (layer,row,col)". */
  public static String cell(int layer, int row, int col) {
    return "cell (" + layer + "," + row + "," + col + ")";
  }
}
