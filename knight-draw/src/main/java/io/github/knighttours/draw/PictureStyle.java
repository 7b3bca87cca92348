package io.github.knighttours.draw;

import java.awt.Color;
import java.util.Objects;

/**
 * How {@link TourPictures} draws a tour: the size of a square, whether squares show their move
 * numbers, and the colours. Immutable and thread-safe.
 *
 * <pre>{@code
 * PictureStyle style = PictureStyle.builder()
 *     .cellSize(24)
 *     .numbers(PictureStyle.Numbers.NEVER)
 *     .pathColor(new Color(0xc0392b))
 *     .build();
 * String svg = TourPictures.svg(tour, style);
 * }</pre>
 */
public final class PictureStyle {

  /** Whether the squares show their move numbers. */
  public enum Numbers {
    /** Numbers on boards up to {@value PictureStyle#MAX_NUMBERED_SIDE} squares a side, the path alone above. */
    AUTOMATIC,
    /** Always numbers, however small they get. */
    ALWAYS,
    /** Never numbers: the path alone. */
    NEVER
  }

  /** The default {@link #cellSize()} in pixels. */
  public static final int DEFAULT_CELL_SIZE = 40;

  /** The largest {@link #cellSize()} accepted, in pixels. */
  public static final int MAX_CELL_SIZE = 1000;

  /** With {@link Numbers#AUTOMATIC}, the longest board side whose squares are numbered. */
  public static final int MAX_NUMBERED_SIDE = 32;

  private static final PictureStyle DEFAULTS = builder().build();

  private final int cellSize;
  private final Numbers numbers;
  private final Color lightSquareColor;
  private final Color darkSquareColor;
  private final Color pathColor;

  private PictureStyle(Builder builder) {
    this.cellSize = builder.cellSize;
    this.numbers = builder.numbers;
    this.lightSquareColor = builder.lightSquareColor;
    this.darkSquareColor = builder.darkSquareColor;
    this.pathColor = builder.pathColor;
  }

  /** Returns the default style: 40-pixel squares, automatic numbers, wooden board, blue path. */
  public static PictureStyle defaults() {
    return DEFAULTS;
  }

  /** Returns a builder that starts from the defaults. */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Returns the side of a square in pixels. Large boards are drawn with smaller squares, so
   * that the picture stays at most about {@value TourPictures#MAX_PICTURE_SIDE} pixels a side.
   */
  public int cellSize() {
    return cellSize;
  }

  /** Returns whether the squares show their move numbers. */
  public Numbers numbers() {
    return numbers;
  }

  /** Returns whether a tour of a {@code rows × cols} board is drawn with move numbers. */
  boolean numbersOn(int rows, int cols) {
    switch (numbers) {
      case ALWAYS:
        return true;
      case NEVER:
        return false;
      default:
        return rows <= MAX_NUMBERED_SIDE && cols <= MAX_NUMBERED_SIDE;
    }
  }

  /** Returns the colour of the light squares (those of h1's colour). */
  public Color lightSquareColor() {
    return lightSquareColor;
  }

  /** Returns the colour of the dark squares (those of a1's colour). */
  public Color darkSquareColor() {
    return darkSquareColor;
  }

  /** Returns the colour of the knight's path. */
  public Color pathColor() {
    return pathColor;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof PictureStyle
        && cellSize == ((PictureStyle) other).cellSize
        && numbers == ((PictureStyle) other).numbers
        && lightSquareColor.equals(((PictureStyle) other).lightSquareColor)
        && darkSquareColor.equals(((PictureStyle) other).darkSquareColor)
        && pathColor.equals(((PictureStyle) other).pathColor);
  }

  @Override
  public int hashCode() {
    return Objects.hash(cellSize, numbers, lightSquareColor, darkSquareColor, pathColor);
  }

  @Override
  public String toString() {
    return "PictureStyle{cellSize=" + cellSize + ", numbers=" + numbers + ", light=" + hex(lightSquareColor)
        + ", dark=" + hex(darkSquareColor) + ", path=" + hex(pathColor) + "}";
  }

  /** Returns {@code color} as {@code #rrggbb}. */
  static String hex(Color color) {
    return String.format("#%06x", color.getRGB() & 0xffffff);
  }

  /** Builds a {@link PictureStyle}; each setter checks its argument. Not thread-safe. */
  public static final class Builder {

    private int cellSize = DEFAULT_CELL_SIZE;
    private Numbers numbers = Numbers.AUTOMATIC;
    private Color lightSquareColor = new Color(0xf0d9b5);
    private Color darkSquareColor = new Color(0xb58863);
    private Color pathColor = new Color(0x1f4e9c);

    private Builder() {}

    /**
     * Sets the side of a square in pixels.
     *
     * @throws IllegalArgumentException if {@code pixels} is not in 1..{@value PictureStyle#MAX_CELL_SIZE}
     */
    public Builder cellSize(int pixels) {
      if (pixels < 1 || pixels > MAX_CELL_SIZE) {
        throw new IllegalArgumentException("cellSize must be in 1.." + MAX_CELL_SIZE + ": " + pixels);
      }
      this.cellSize = pixels;
      return this;
    }

    /**
     * Sets whether the squares show their move numbers.
     *
     * @throws NullPointerException if {@code numbers} is null
     */
    public Builder numbers(Numbers numbers) {
      this.numbers = Objects.requireNonNull(numbers, "numbers");
      return this;
    }

    /**
     * Sets the colour of the light squares.
     *
     * @throws NullPointerException if {@code color} is null
     * @throws IllegalArgumentException if {@code color} is not opaque
     */
    public Builder lightSquareColor(Color color) {
      this.lightSquareColor = opaque(color, "lightSquareColor");
      return this;
    }

    /**
     * Sets the colour of the dark squares.
     *
     * @throws NullPointerException if {@code color} is null
     * @throws IllegalArgumentException if {@code color} is not opaque
     */
    public Builder darkSquareColor(Color color) {
      this.darkSquareColor = opaque(color, "darkSquareColor");
      return this;
    }

    /**
     * Sets the colour of the knight's path.
     *
     * @throws NullPointerException if {@code color} is null
     * @throws IllegalArgumentException if {@code color} is not opaque
     */
    public Builder pathColor(Color color) {
      this.pathColor = opaque(color, "pathColor");
      return this;
    }

    /** Returns the style. */
    public PictureStyle build() {
      return new PictureStyle(this);
    }

    // Opaque only: SVG and PNG then show the same colours, and tests can compare pixels exactly.
    private static Color opaque(Color color, String name) {
      Objects.requireNonNull(color, name);
      if (color.getAlpha() != 255) {
        throw new IllegalArgumentException(name + " must be opaque: alpha " + color.getAlpha() + " in " + color);
      }
      return color;
    }
  }
}
