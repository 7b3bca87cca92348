package io.github.knighttours.shapes;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

/**
 * A cell of a three-dimensional board ({@link Board3d}), by 0-based layer, row and column; the
 * three-dimensional counterpart of a {@link io.github.knighttours.Square}.
 *
 * <pre>{@code
 * Cell corner = new Cell(0, 0, 0);
 * Cell cell = Cell.parse("(1,2,3)");   // layer 1, row 2, column 3
 * cell.toString();                      // "(1,2,3)"
 * }</pre>
 *
 * <p>A cell knows nothing of board size, like a {@link io.github.knighttours.Square}: {@link Board3d#contains} says
 * whether it lies on a given board.
 *
 * @param layer the 0-based layer; not negative
 * @param row the 0-based row within the layer; not negative
 * @param col the 0-based column within the layer; not negative
 */
public record Cell(int layer, int row, int col) {

  /**
   * Creates a cell.
   *
   * @throws IllegalArgumentException if a coordinate is negative
   */
  public Cell {
    checkArgument(layer >= 0, "layer must not be negative, got %s", layer);
    checkArgument(row >= 0, "row must not be negative, got %s", row);
    checkArgument(col >= 0, "col must not be negative, got %s", col);
  }

  /**
   * Parses the form that {@link #toString()} writes: three non-negative decimal numbers (layer,
   * row, column) separated by commas inside parentheses, such as {@code "(0,1,2)"}. Spaces
   * around the numbers are allowed.
   *
   * @throws NullPointerException if {@code text} is null
   * @throws IllegalArgumentException if {@code text} is not of that form, naming the fault
   */
  public static Cell parse(String text) {
    checkNotNull(text, "text must not be null");
    String trimmed = text.strip();
    checkArgument(
        trimmed.length() >= 2 && trimmed.startsWith("(") && trimmed.endsWith(")"),
        "cell \"%s\" is not of the form (layer,row,col), e.g. \"(0,1,2)\"",
        text);
    String[] parts = trimmed.substring(1, trimmed.length() - 1).split(",", -1);
    checkArgument(
        parts.length == 3,
        "cell \"%s\" has %s coordinates; expected 3, as in \"(0,1,2)\"",
        text,
        parts.length);
    String[] names = {"layer", "row", "col"};
    int[] values = new int[3];
    for (int i = 0; i < 3; i++) {
      values[i] = coordinate(text, names[i], parts[i].strip());
    }
    return new Cell(values[0], values[1], values[2]);
  }

  private static int coordinate(String text, String name, String digits) {
    return Digits.read(
        text,
        name,
        digits,
        "cell \"%s\": the %s is missing",
        "cell \"%s\": the %s \"%s\" is not a non-negative whole number",
        "cell \"%s\": the %s %s is too large");
  }

  /** Returns {@code "(layer,row,col)"}, for example {@code "(0,1,2)"}; {@link #parse} reads it back. */
  @Override
  public String toString() {
    return "(" + layer + "," + row + "," + col + ")";
  }
}
