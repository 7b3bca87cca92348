package io.github.knighttours.examples;

import io.github.knighttours.Board;
import io.github.knighttours.Board3d;
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

  /** Whether this is a three-dimensional board. */
  boolean isSolid() {
    return solid != null;
  }

  /** Reads {@code 8x8} or {@code 4x4x4}. */
  static final class Converter implements ITypeConverter<BoardArgument> {
    private static final Pattern SOLID = Pattern.compile("\\d{1,9}[xX]\\d{1,9}[xX]\\d{1,9}");

    @Override
    public BoardArgument convert(String text) {
      if (!SOLID.matcher(text).matches()) {
        try {
          return new BoardArgument(new TourMain.BoardConverter().convert(text), null);
        } catch (TypeConversionException e) {
          throw new TypeConversionException(
              "must look like 8x8 (rows x columns) or 4x4x4 (layers x rows x columns), got '" + text + "'");
        }
      }
      try {
        return new BoardArgument(null, Board3d.parse(text));
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
