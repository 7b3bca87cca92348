package io.github.knighttours.draw;

import java.awt.Color;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * How {@link TourPictures} draws a tour: the size of a square, whether squares show their move
 * numbers, whether the board has coordinates (file letters and rank numbers, as a chess diagram),
 * and the colours. Immutable and thread-safe.
 *
 * <pre>{@code
 * PictureStyle style = PictureStyle.builder()
 *     .cellSize(24)
 *     .numbers(PictureStyle.Numbers.NEVER)
 *     .coordinates(true)
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

  /**
   * Without a {@link Builder#cellSize set size}, squares are sized so that the board's longer
   * side is about this many pixels, within {@value #MIN_AUTOMATIC_CELL_SIZE}..{@value
   * #MAX_AUTOMATIC_CELL_SIZE} pixels a square: an 8×8 board is 512 pixels wide, a 5×5 board 480.
   */
  public static final int DEFAULT_BOARD_SIDE = 512;

  /** The smallest square of the automatic size, in pixels: a large board grows past {@value #DEFAULT_BOARD_SIDE}. */
  public static final int MIN_AUTOMATIC_CELL_SIZE = 40;

  /** The largest square of the automatic size, in pixels: a small board is not blown up. */
  public static final int MAX_AUTOMATIC_CELL_SIZE = 96;

  /** With {@link Builder#coordinates coordinates}, the longest board side that is labelled. */
  public static final int MAX_COORDINATES_SIDE = 64;

  /** The largest {@link #cellSize()} accepted, in pixels. */
  public static final int MAX_CELL_SIZE = 1000;

  /** With {@link Numbers#AUTOMATIC}, the longest board side whose squares are numbered. */
  public static final int MAX_NUMBERED_SIDE = 32;

  private static final PictureStyle DEFAULTS = builder().build();

  private final int cellSize;
  private final Numbers numbers;
  private final boolean coordinates;
  private final Color lightSquareColor;
  private final Color darkSquareColor;
  private final Color pathColor;

  private PictureStyle(Builder builder) {
    this.cellSize = builder.cellSize;
    this.numbers = builder.numbers;
    this.coordinates = builder.coordinates;
    this.lightSquareColor = builder.lightSquareColor;
    this.darkSquareColor = builder.darkSquareColor;
    this.pathColor = builder.pathColor;
  }

  /**
   * Returns the default style: squares sized to the board (see {@link #DEFAULT_BOARD_SIDE}),
   * automatic numbers, no coordinates, wooden board, blue path.
   */
  public static PictureStyle defaults() {
    return DEFAULTS;
  }

  /** Returns a builder that starts from the defaults. */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Returns the side of a square in pixels as {@link Builder#cellSize set}, or empty if squares
   * are sized to the board (the default; see {@link #cellSize(long)}).
   */
  public OptionalInt cellSize() {
    return cellSize == 0 ? OptionalInt.empty() : OptionalInt.of(cellSize);
  }

  /**
   * Returns the side of a square in pixels for a picture {@code squares} squares across at its
   * widest: the size set, or else {@value #DEFAULT_BOARD_SIDE} / {@code squares} rounded, kept
   * within {@value #MIN_AUTOMATIC_CELL_SIZE}..{@value #MAX_AUTOMATIC_CELL_SIZE}. The pictures
   * then shrink squares further so that they stay at most {@value TourPictures#MAX_PICTURE_SIDE}
   * pixels a side.
   *
   * @throws IllegalArgumentException if {@code squares} is less than 1
   */
  public int cellSize(long squares) {
    if (squares < 1) {
      throw new IllegalArgumentException("squares must be at least 1: " + squares);
    }
    if (cellSize != 0) {
      return cellSize;
    }
    long automatic = Math.round((double) DEFAULT_BOARD_SIDE / squares);
    return (int) Math.max(MIN_AUTOMATIC_CELL_SIZE, Math.min(MAX_AUTOMATIC_CELL_SIZE, automatic));
  }

  /**
   * Returns whether pictures of flat boards show coordinates: file letters ({@code a}, {@code b},
   * …, as {@link io.github.knighttours.Square#algebraic()} names them) under the board and rank
   * numbers ({@code 1} at the bottom) at its left, on boards up to {@value #MAX_COORDINATES_SIDE}
   * squares a side.
   */
  public boolean coordinates() {
    return coordinates;
  }

  /** Returns whether a {@code rows × cols} board is drawn with coordinates. */
  boolean coordinatesOn(int rows, int cols) {
    return coordinates && rows <= MAX_COORDINATES_SIDE && cols <= MAX_COORDINATES_SIDE;
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
        && coordinates == ((PictureStyle) other).coordinates
        && lightSquareColor.equals(((PictureStyle) other).lightSquareColor)
        && darkSquareColor.equals(((PictureStyle) other).darkSquareColor)
        && pathColor.equals(((PictureStyle) other).pathColor);
  }

  @Override
  public int hashCode() {
    return Objects.hash(cellSize, numbers, coordinates, lightSquareColor, darkSquareColor, pathColor);
  }

  @Override
  public String toString() {
    return "PictureStyle{cellSize=" + (cellSize == 0 ? "automatic" : Integer.toString(cellSize)) + ", numbers="
        + numbers + ", coordinates=" + coordinates + ", light=" + hex(lightSquareColor)
        + ", dark=" + hex(darkSquareColor) + ", path=" + hex(pathColor) + "}";
  }

  /** Returns {@code color} as {@code #rrggbb}. */
  static String hex(Color color) {
    // From the components, not getRGB(): TeaVM's Color, which the no-install page (knight-web)
    // draws with, has only these.
    // By hand, not String.format: the SVG writers ask once or twice per numbered square.
    char[] text = new char[7];
    text[0] = '#';
    int[] components = {color.getRed(), color.getGreen(), color.getBlue()};
    for (int i = 0; i < 3; i++) {
      text[1 + 2 * i] = HEX_DIGITS.charAt(components[i] >> 4);
      text[2 + 2 * i] = HEX_DIGITS.charAt(components[i] & 0xF);
    }
    return new String(text);
  }

  private static final String HEX_DIGITS = "0123456789abcdef";

  /** Builds a {@link PictureStyle}; each setter checks its argument. Not thread-safe. */
  public static final class Builder {

    /** 0: sized to the board. */
    private int cellSize;
    private Numbers numbers = Numbers.AUTOMATIC;
    private boolean coordinates;
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
     * Sets whether pictures of flat boards show file letters and rank numbers around the board.
     */
    public Builder coordinates(boolean coordinates) {
      this.coordinates = coordinates;
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
