package io.github.knighttours.examples;

import io.github.knighttours.Board;
import io.github.knighttours.shapes.Board3d;
import java.math.BigInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * The {@code --board} of {@code tour} and {@code draw}: a flat board, rows x columns such as
 * {@code 8x8}, or a three-dimensional one, layers x rows x columns such as {@code 4x4x4}.
 * Exactly one of the two is not null.
 *
 * @param flat the flat board, or null
 * @param solid the three-dimensional board, or null
 */
record BoardArgument(Board flat, Board3d solid) {

  /**
   * The board as the command line writes it, such as {@code 8x8}: picocli shows it as the
   * default. Written out because a record's generated toString links an invokedynamic bootstrap
   * on first use, a tenth of the command line's cold start.
   */
  @Override
  public String toString() {
    return flat != null ? flat.toString() : solid.toString();
  }

  /** Whether this is a three-dimensional board. */
  boolean isSolid() {
    return solid != null;
  }

  /** Reads {@code 8x8} or {@code 4x4x4}. */
  static final class Converter implements ITypeConverter<BoardArgument> {
    static final Pattern SOLID =
        Pattern.compile("\\s*(\\d+)\\s*[xX]\\s*(\\d+)\\s*[xX]\\s*(\\d+)\\s*");

    @Override
    public BoardArgument convert(String text) {
      if (TourMain.BoardConverter.SHAPE.matcher(text).matches()) {
        // Its own message: too many squares, a side of 0, ...
        return new BoardArgument(new TourMain.BoardConverter().convert(text), null);
      }
      Matcher m = SOLID.matcher(text);
      if (!m.matches()) {
        throw new TypeConversionException(
            "must look like 8x8 (rows x columns) or 4x4x4 (layers x rows x columns), got '"
                + TourMain.shorten(text) + "'");
      }
      long layers = TourMain.BoardConverter.side(text, "layers", m.group(1));
      long rows = TourMain.BoardConverter.side(text, "rows", m.group(2));
      long cols = TourMain.BoardConverter.side(text, "columns", m.group(3));
      BigInteger cells = BigInteger.valueOf(layers).multiply(BigInteger.valueOf(rows * cols));
      if (cells.compareTo(BigInteger.valueOf(Board3d.MAX_CELLS)) > 0) {
        throw new TypeConversionException(
            "'" + text + "' has too many cells: " + cells + ", more than the " + Board3d.MAX_CELLS
                + " a three-dimensional board may have");
      }
      try {
        return new BoardArgument(null, Board3d.of((int) layers, (int) rows, (int) cols));
      } catch (IllegalArgumentException e) {
        throw new TypeConversionException("'" + text + "' is not a board: " + e.getMessage());
      }
    }
  }

  /** Whether {@code text} is written as a cell, (layer,row,col), rather than a square. */
  static boolean looksLikeCell(String text) {
    return text.strip().startsWith("(");
  }

}
