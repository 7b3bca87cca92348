package io.github.knighttours.draw;

import io.github.knighttours.uncrossed.UncrossedResult;
import io.github.knighttours.uncrossed.UncrossedPaths;

import io.github.knighttours.Board;
import io.github.knighttours.Square;
import io.github.knighttours.Tour;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.image.BufferedImage;
import java.awt.image.IndexColorModel;
import java.awt.image.WritableRaster;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.Objects;
import javax.imageio.ImageIO;

/**
 * Draws a {@link Tour} as a picture: SVG text or a PNG image. The board is drawn as a chessboard
 * is, rank 1 at the bottom and file a at the left (row {@code r} of {@link Square#of} is rank
 * {@code r + 1}, a1 is dark), with the knight's path through the squares' centres, the start
 * and the end marked by dots (green and red), the closing move of a closed tour dashed, and on
 * boards up to {@value PictureStyle#MAX_NUMBERED_SIDE} squares a side each square's move number
 * (see {@link PictureStyle}).
 *
 * <pre>{@code
 * Tour tour = KnightTours.find(8, 8, Square.parse("a1"), Strategy.POHL).orElseThrow();
 * Files.writeString(Path.of("tour.svg"), TourPictures.svg(tour));
 * try (OutputStream out = Files.newOutputStream(Path.of("tour.png"))) {
 *   TourPictures.writePng(tour, out);
 * }
 * }</pre>
 *
 * <p>The SVG has one user unit per square, with square centres at integer coordinates: the
 * centre of {@code Square.of(r, c)} is at {@code (c, rows - 1 - r)} (so its {@code viewBox} is
 * {@code -0.5 -0.5 cols rows}). It holds one background {@code rect} and a {@code pattern} for
 * the checkering, a {@code <polyline class="path">} through the centres in visiting order, a
 * {@code <line class="closing-move">} for a closed tour, {@code <circle class="start">} and
 * {@code <circle class="end">}, and with numbers on, a {@code <g class="numbers">} of one
 * {@code text} per square. The numbers stay readable where the path runs under them: before
 * the dots, a {@code <g class="halos">} holds, per square, a small disc and the number's text
 * stroked in the square's colour, so the path is cut away around the digits.
 *
 * <p><b>Size and coordinates.</b> By default squares are sized to the board (an 8×8 board is
 * 512 pixels wide; see {@link PictureStyle#cellSize(long)}). With {@link
 * PictureStyle#coordinates()}, a white band of 0.6 square left of and under the board holds the
 * rank numbers and file letters: the {@code viewBox} grows to {@code -1.1 -0.5 cols+0.6
 * rows+0.6}, with a {@code <rect class="margin">} and a {@code <g class="coordinates">} of
 * {@code <text class="file">} and {@code <text class="rank">}.
 *
 * <p><b>Shapes.</b> Every {@link Board} shape is drawn. Holes are dark cells ({@code #2b2b2b}):
 * in SVG a {@code <g class="holes">} of one {@code rect} per run of holes along a rank. On a
 * torus or a cylinder, a move wraps when the straight difference of its squares is not a leap of
 * the board's leaper; it is drawn as two stubs, each from its square towards the edge in the
 * move's direction and ending on the board's border, so that the path is seen to leave and come
 * back rather than cross the board. In SVG the path's polyline then breaks at each such move, and
 * the move is a {@code <g class="wrap-move">} of two {@code line}s (the closing move, if it wraps,
 * a dashed {@code <g class="wrap-move closing-move">}). Leapers' moves are ordinary segments.
 * Plain boards are drawn exactly as before.
 *
 * <p>Large boards get smaller squares, so that a picture stays at most {@value #MAX_PICTURE_SIDE}
 * pixels a side (in a PNG, squares are at least 1 pixel). PNGs are drawn off screen and work
 * with {@code -Djava.awt.headless=true}. Boards of more than {@value #MAX_SMOOTH_SQUARES}
 * squares, where the path is a texture rather than a line one follows, are drawn in an image of
 * five indexed colours without antialiasing (the path's width made of one-pixel lines side by
 * side): several times faster to draw and to encode than antialiased true colour, where the
 * antialiased strokes of a 300×300 tour alone took about a second.
 *
 * <p>Performance: time and the SVG's length are O(n) for n squares (about 8 characters a square
 * on a 1000×1000 board without numbers); a PNG needs 4 bytes a pixel.
 */
public final class TourPictures {

  /** The most pixels a side that a picture gets by shrinking its squares. */
  public static final int MAX_PICTURE_SIDE = 4000;

  /**
   * The most squares a board may have for its image to be drawn antialiased, in true colour;
   * larger boards get the faster indexed-colour image.
   */
  public static final int MAX_SMOOTH_SQUARES = 10_000;

  /** The most pixels a side that {@link #image} draws; larger images are refused. */
  public static final int MAX_IMAGE_SIDE = 16384;

  static final Color START_COLOR = new Color(0x2e8b57);
  static final Color END_COLOR = new Color(0xc0392b);
  static final Color NUMBER_COLOR = new Color(0x202020);

  /** Radius of the start and end dots, in squares. */
  private static final double DOT_RADIUS = 0.3;

  private static final int SVG_BUFFER = 1 << 13;

  private TourPictures() {}

  /**
   * Returns {@code tour} as SVG in the {@link PictureStyle#defaults() default style}.
   *
   * @throws NullPointerException if {@code tour} is null
   */
  public static String svg(Tour tour) {
    return svg(tour, PictureStyle.defaults());
  }

  /**
   * Returns {@code tour} as SVG in {@code style}.
   *
   * @throws NullPointerException if an argument is null
   */
  public static String svg(Tour tour, PictureStyle style) {
    checkArguments(tour, style);
    StringBuilder out = new StringBuilder(32 * 1024 + 12 * tour.size());
    writeSvg(tour, style, out);
    return out.toString();
  }

  /**
   * Writes {@code tour} as SVG in the default style to {@code out}, piece by piece (the text is
   * never held whole).
   *
   * @throws NullPointerException if an argument is null
   * @throws UncheckedIOException if {@code out} throws an IOException
   */
  public static void writeSvg(Tour tour, Appendable out) {
    writeSvg(tour, PictureStyle.defaults(), out);
  }

  /**
   * Writes {@code tour} as SVG in {@code style} to {@code out}, piece by piece.
   *
   * @throws NullPointerException if an argument is null
   * @throws UncheckedIOException if {@code out} throws an IOException
   */
  public static void writeSvg(Tour tour, PictureStyle style, Appendable out) {
    checkArguments(tour, style);
    Objects.requireNonNull(out, "out");
    try {
      new SvgWriter(tour, style, out).write();
    } catch (IOException e) {
      throw new UncheckedIOException("writing the SVG of the " + tour.board() + " tour failed", e);
    }
  }

  /**
   * Returns a knight's path that need not visit every square, such as an uncrossed path of
   * {@code io.github.knighttours.uncrossed.UncrossedPaths}, as SVG in the default style: the same picture
   * as a tour's, with a {@code <polyline class="path">} of one point per square and, if {@code
   * closed}, the closing move from the last square back to the first.
   *
   * <pre>{@code
   * UncrossedResult best = UncrossedPaths.longest(Board.of(8, 8), TourKind.OPEN);
   * String svg = TourPictures.svg(best.board(), best.squares(), false);
   * }</pre>
   *
   * @throws NullPointerException if an argument or a square is null
   * @throws IllegalArgumentException if {@code path} is empty or has a square off {@code board}
   */
  public static String svg(Board board, List<Square> path, boolean closed) {
    return svg(board, path, closed, PictureStyle.defaults());
  }

  /**
   * Returns a knight's path as SVG in {@code style}; see {@link #svg(Board, List, boolean)}.
   *
   * @throws NullPointerException if an argument or a square is null
   * @throws IllegalArgumentException if {@code path} is empty or has a square off {@code board}
   */
  public static String svg(Board board, List<Square> path, boolean closed, PictureStyle style) {
    Objects.requireNonNull(board, "board");
    Objects.requireNonNull(path, "path");
    Objects.requireNonNull(style, "style");
    for (int i = 0; i < path.size(); i++) {
      Objects.requireNonNull(path.get(i), "path square " + i + " is null");
    }
    List<Square> squares = List.copyOf(path);
    if (squares.isEmpty()) {
      throw new IllegalArgumentException("path must hold at least one square, got none");
    }
    for (int i = 0; i < squares.size(); i++) {
      if (!board.contains(squares.get(i))) {
        throw new IllegalArgumentException(
            "path square " + i + " (" + squares.get(i) + ") is off the " + board + " board");
      }
    }
    StringBuilder out = new StringBuilder(32 * 1024 + 12 * squares.size());
    try {
      new SvgWriter(board, squares, closed, "Knight's path", style, out).write();
    } catch (IOException e) {
      throw new UncheckedIOException("a StringBuilder does not throw", e);
    }
    return out.toString();
  }

  /**
   * Returns {@code tour} drawn in the default style.
   *
   * @throws NullPointerException if {@code tour} is null
   * @throws IllegalArgumentException if the image would be wider or higher than {@value
   *     #MAX_IMAGE_SIDE} pixels or would not fit in half the heap
   */
  public static BufferedImage image(Tour tour) {
    return image(tour, PictureStyle.defaults());
  }

  /**
   * Returns {@code tour} drawn in {@code style}.
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if the image would be wider or higher than {@value
   *     #MAX_IMAGE_SIDE} pixels or would not fit in half the heap
   */
  public static BufferedImage image(Tour tour, PictureStyle style) {
    checkArguments(tour, style);
    Board board = tour.board();
    int cell = imageCellSize(board, style);
    checkImageSize(board, style, cell, Runtime.getRuntime().maxMemory());
    BufferedImage picture = new ImagePainter(tour, style, cell).paint();
    int margin = marginPixels(board, style, cell);
    if (margin == 0) {
      return picture;
    }
    BufferedImage framed = new BufferedImage(
        picture.getWidth() + margin, picture.getHeight() + margin, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = framed.createGraphics();
    try {
      g.setColor(Labels.MARGIN_COLOR);
      g.fillRect(0, 0, framed.getWidth(), framed.getHeight());
      g.drawImage(picture, margin, 0, null);
      paintCoordinates(g, board, cell, margin, 0);
    } finally {
      g.dispose();
    }
    return framed;
  }

  /**
   * Paints the coordinates of a board whose top left corner is at {@code (left, top)} pixels,
   * in a band of {@code margin} pixels left of and under it: file letters under the files, rank
   * numbers (1 at the bottom) left of the ranks. Shared with the GIF.
   */
  static void paintCoordinates(Graphics2D g, Board board, int cell, int left, int top) {
    int rows = board.rows();
    int cols = board.cols();
    g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
    g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 1).deriveFont((float) (Labels.COORDINATE_FONT_SIZE * cell)));
    g.setColor(NUMBER_COLOR);
    FontMetrics metrics = g.getFontMetrics();
    float rise = (metrics.getAscent() - metrics.getDescent()) / 2f;
    double bandCentre = left / 2.0;
    for (int c = 0; c < cols; c++) {
      String text = Labels.file(c);
      g.drawString(text, (float) (left + (c + 0.5) * cell - metrics.stringWidth(text) / 2.0),
          (float) (top + rows * cell + bandCentre + rise));
    }
    for (int r = 0; r < rows; r++) {
      String text = Integer.toString(r + 1);
      g.drawString(text, (float) (bandCentre - metrics.stringWidth(text) / 2.0),
          (float) (top + (rows - 1 - r + 0.5) * cell + rise));
    }
  }

  /**
   * Writes {@code tour} drawn in the default style to {@code out} as PNG; does not close
   * {@code out}.
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException as {@link #image(Tour)}
   * @throws UncheckedIOException if {@code out} throws an IOException
   */
  public static void writePng(Tour tour, OutputStream out) {
    writePng(tour, PictureStyle.defaults(), out);
  }

  /**
   * Writes {@code tour} drawn in {@code style} to {@code out} as PNG; does not close {@code out}.
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException as {@link #image(Tour, PictureStyle)}
   * @throws UncheckedIOException if {@code out} throws an IOException
   */
  public static void writePng(Tour tour, PictureStyle style, OutputStream out) {
    checkArguments(tour, style);
    Objects.requireNonNull(out, "out");
    BufferedImage image = image(tour, style);
    try {
      if (!ImageIO.write(image, "png", out)) {
        throw new IllegalStateException("this JDK has no PNG writer");
      }
    } catch (IOException e) {
      throw new UncheckedIOException("writing the PNG of the " + tour.board() + " tour failed", e);
    }
  }

  private static void checkArguments(Tour tour, PictureStyle style) {
    Objects.requireNonNull(tour, "tour");
    Objects.requireNonNull(style, "style");
  }

  /** Pixels a square in the SVG: the style's, or less so that the picture fits. */
  static double svgCellSize(Board board, PictureStyle style) {
    double side = Math.max(board.rows(), board.cols()) + margin(board, style);
    return Math.min(style.cellSize(Math.max(board.rows(), board.cols())), MAX_PICTURE_SIDE / side);
  }

  /** Pixels a square in an image: as in the SVG, rounded down, but at least 1. */
  static int imageCellSize(Board board, PictureStyle style) {
    return Math.max(1, (int) svgCellSize(board, style));
  }

  /** The band for the coordinates left of and under the board, in squares: 0 without them. */
  static double margin(Board board, PictureStyle style) {
    return style.coordinatesOn(board.rows(), board.cols()) ? Labels.COORDINATE_MARGIN : 0;
  }

  /** The band for the coordinates, in pixels of squares {@code cell} pixels wide. */
  static int marginPixels(Board board, PictureStyle style, int cell) {
    return (int) Math.round(margin(board, style) * cell);
  }

  /** Refuses, before any allocation, an image that is too wide, too high or too heavy. */
  static void checkImageSize(Board board, PictureStyle style, int cell, long maxMemory) {
    long width = (long) board.cols() * cell + marginPixels(board, style, cell);
    long height = (long) board.rows() * cell + marginPixels(board, style, cell);
    if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) {
      throw new IllegalArgumentException(
          "the image of the " + board + " tour would be " + width + "x" + height
              + " pixels, more than " + MAX_IMAGE_SIDE + " a side; draw it as SVG instead");
    }
    // Half the heap, at most: the PNG encoder and the caller need room too.
    long bytes = 4 * width * height;
    if (bytes > maxMemory / 2) {
      throw new IllegalArgumentException(
          "the image of the " + board + " tour would be " + width + "x" + height + " pixels ("
              + bytes + " bytes), more than half the heap (" + maxMemory + " bytes); use a smaller"
              + " cellSize, a larger -Xmx, or SVG");
    }
  }

  /** The colour of the square at {@code (row, col)} in {@code style}. */
  static Color squareColor(PictureStyle style, int row, int col) {
    return Labels.dark(row, col) ? style.darkSquareColor() : style.lightSquareColor();
  }

  /**
   * Appends the coordinates of a board drawn with square centres at {@code (col, rows - 1 -
   * row)}: a white band of {@code margin} squares left of and under it, a {@code <g
   * class="coordinates">} of {@code <text class="file">} (a, b, …) under the files and {@code
   * <text class="rank">} (1 at the bottom) left of the ranks. Shared with the HTML page.
   */
  static void writeCoordinates(Board board, double margin, StringBuilder buffer) {
    int rows = board.rows();
    int cols = board.cols();
    buffer.append("<rect class=\"margin\" x=\"");
    Shapes.appendCoordinate(buffer, -0.5 - margin);
    buffer.append("\" y=\"-0.5\" width=\"");
    Shapes.appendCoordinate(buffer, cols + margin);
    buffer.append("\" height=\"");
    Shapes.appendCoordinate(buffer, rows + margin);
    buffer.append("\" fill=\"").append(PictureStyle.hex(Labels.MARGIN_COLOR)).append("\"/>\n")
        .append("<g class=\"coordinates\" font-family=\"sans-serif\" font-size=\"");
    Shapes.appendCoordinate(buffer, Labels.COORDINATE_FONT_SIZE);
    buffer.append("\" text-anchor=\"middle\" fill=\"").append(PictureStyle.hex(NUMBER_COLOR)).append("\">\n");
    for (int c = 0; c < cols; c++) {
      buffer.append("<text class=\"file\" x=\"").append(c).append("\" y=\"");
      Shapes.appendCoordinate(buffer, rows - 0.5 + margin / 2);
      buffer.append("\" dy=\"0.35em\">").append(Labels.file(c)).append("</text>\n");
    }
    for (int r = 0; r < rows; r++) {
      buffer.append("<text class=\"rank\" x=\"");
      Shapes.appendCoordinate(buffer, -0.5 - margin / 2);
      buffer.append("\" y=\"").append(rows - 1 - r).append("\" dy=\"0.35em\">").append(r + 1).append("</text>\n");
    }
    buffer.append("</g>\n");
  }

  /** The font size of the move numbers, in squares: smaller as the numbers get longer. */
  static double numberFontSize(int squareCount) {
    int digits = Integer.toString(squareCount).length();
    return Math.min(0.5, 1.2 / digits);
  }

  /** Writes the SVG through a small buffer, so that any Appendable is fed in large pieces. */
  private static final class SvgWriter {
    private final Board board;
    private final List<Square> squares;
    private final boolean closed;
    private final String title;
    private final PictureStyle style;
    private final Appendable out;
    private final StringBuilder buffer = new StringBuilder(SVG_BUFFER + 256);
    private final int rows;
    private final int cols;

    SvgWriter(Tour tour, PictureStyle style, Appendable out) {
      this(tour.board(), tour.squares(), tour.isClosed(), "Knight's tour", style, out);
    }

    SvgWriter(
        Board board,
        List<Square> squares,
        boolean closed,
        String title,
        PictureStyle style,
        Appendable out) {
      this.board = board;
      this.squares = squares;
      this.closed = closed;
      this.title = title;
      this.style = style;
      this.out = out;
      this.rows = board.rows();
      this.cols = board.cols();
    }

    void write() throws IOException {
      double cell = svgCellSize(board, style);
      boolean numbers = style.numbersOn(rows, cols);
      double margin = margin(board, style);
      Square start = squares.get(0);
      Square end = squares.get(squares.size() - 1);
      buffer.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
          .append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"")
          .append(Math.max(1, Math.round((cols + margin) * cell)))
          .append("\" height=\"")
          .append(Math.max(1, Math.round((rows + margin) * cell)))
          .append("\" viewBox=\"");
      coordinate(-0.5 - margin);
      buffer.append(" -0.5 ");
      coordinate(cols + margin);
      buffer.append(' ');
      coordinate(rows + margin);
      buffer.append("\">\n<title>")
          .append(title)
          .append(" of the ")
          .append(board)
          .append(" board from ")
          .append(start.algebraic())
          .append(closed ? ", closed" : ", open")
          .append("</title>\n");
      if (margin > 0) {
        writeCoordinates(board, margin, buffer);
      }
      writeBoard();
      writeHoles();
      double stroke = numbers ? 0.1 : 0.2;
      openPolyline(stroke);
      for (int i = 0; i < squares.size(); i++) {
        Square square = squares.get(i);
        if (i > 0) {
          Shapes.Stubs stubs = Shapes.stubs(board, squares.get(i - 1), square);
          if (stubs == null) {
            buffer.append(' ');
          } else {
            // The path breaks at a move across the edge; the move is drawn as its two stubs.
            buffer.append("\"/>\n");
            stubs("wrap-move", stubs, stroke, false);
            openPolyline(stroke);
          }
        }
        buffer.append(square.col()).append(',').append(rows - 1 - square.row());
        flushIfFull();
      }
      buffer.append("\"/>\n");
      Shapes.Stubs closing = closed ? Shapes.stubs(board, end, start) : null;
      if (closing != null) {
        stubs("wrap-move closing-move", closing, stroke, true);
      } else if (closed) {
        buffer.append("<line class=\"closing-move\" stroke=\"")
            .append(PictureStyle.hex(style.pathColor()))
            .append("\" stroke-width=\"");
        decimal(stroke);
        buffer.append("\" stroke-dasharray=\"0.2 0.1\"");
        point(" x1=\"", " y1=\"", end);
        point(" x2=\"", " y2=\"", start);
        buffer.append("/>\n");
      }
      if (numbers) {
        // Halos first, in each square's colour, then the digits: the path never crosses a digit.
        // (Two groups rather than paint-order, which older viewers ignore.)
        buffer.append("<g class=\"halos\" font-family=\"sans-serif\" font-size=\"");
        decimal(numberFontSize(squares.size()));
        buffer.append("\" text-anchor=\"middle\"");
        Labels.appendHaloGroupAttributes(buffer, numberFontSize(squares.size()));
        buffer.append(">\n");
        for (int i = 0; i < squares.size(); i++) {
          Square square = squares.get(i);
          Color colour = squareColor(style, square.row(), square.col());
          Labels.appendPlate(buffer, square.col(), rows - 1 - square.row(), numberFontSize(squares.size()), colour);
          buffer.append("<text dy=\"0.35em\"");
          point(" x=\"", " y=\"", square);
          buffer.append(" stroke=\"").append(PictureStyle.hex(colour))
              .append("\">").append(i + 1).append("</text>\n");
          flushIfFull();
        }
        buffer.append("</g>\n");
      }
      // The dots over the halos, under the digits.
      dot("start", START_COLOR, start);
      dot("end", END_COLOR, end);
      if (numbers) {
        buffer.append("<g class=\"numbers\" font-family=\"sans-serif\" font-size=\"");
        decimal(numberFontSize(squares.size()));
        buffer.append("\" text-anchor=\"middle\" fill=\"")
            .append(PictureStyle.hex(NUMBER_COLOR))
            .append("\">\n");
        for (int i = 0; i < squares.size(); i++) {
          // dy centres the digits vertically without dominant-baseline, which not all viewers know.
          buffer.append("<text dy=\"0.35em\"");
          point(" x=\"", " y=\"", squares.get(i));
          buffer.append('>').append(i + 1).append("</text>\n");
          flushIfFull();
        }
        buffer.append("</g>\n");
      }
      buffer.append("</svg>\n");
      out.append(buffer);
      buffer.setLength(0);
    }

    /** One light rect under the whole board and one over it, filled with a 2×2 pattern. */
    private void writeBoard() {
      buffer.append("<defs><pattern id=\"checks\" patternUnits=\"userSpaceOnUse\" x=\"-0.5\" y=\"-0.5\"")
          .append(" width=\"2\" height=\"2\" shape-rendering=\"crispEdges\">");
      // Tile square (k down, c across) shows rank rows - 1 - k; a1 = (0, 0) is dark: row + col even.
      for (int k = 0; k < 2; k++) {
        for (int c = 0; c < 2; c++) {
          if ((rows - 1 - k + c) % 2 == 0) {
            buffer.append("<rect x=\"").append(c).append("\" y=\"").append(k)
                .append("\" width=\"1\" height=\"1\" fill=\"")
                .append(PictureStyle.hex(style.darkSquareColor()))
                .append("\"/>");
          }
        }
      }
      buffer.append("</pattern></defs>\n<g class=\"board\" shape-rendering=\"crispEdges\">")
          .append("<rect x=\"-0.5\" y=\"-0.5\" width=\"").append(cols).append("\" height=\"").append(rows)
          .append("\" fill=\"").append(PictureStyle.hex(style.lightSquareColor())).append("\"/>")
          .append("<rect x=\"-0.5\" y=\"-0.5\" width=\"").append(cols).append("\" height=\"").append(rows)
          .append("\" fill=\"url(#checks)\"/></g>\n");
    }

    private void openPolyline(double stroke) {
      buffer.append("<polyline class=\"path\" fill=\"none\" stroke=\"")
          .append(PictureStyle.hex(style.pathColor()))
          .append("\" stroke-width=\"");
      decimal(stroke);
      buffer.append("\" stroke-linejoin=\"round\" stroke-linecap=\"round\" points=\"");
    }

    /** A move across the edge: a group of two lines, each from a square to the border. */
    private void stubs(String cssClass, Shapes.Stubs stubs, double stroke, boolean dashed) {
      buffer.append("<g class=\"").append(cssClass).append("\" stroke=\"")
          .append(PictureStyle.hex(style.pathColor()))
          .append("\" stroke-width=\"");
      decimal(stroke);
      buffer.append(dashed ? "\" stroke-dasharray=\"0.2 0.1\"" : "\" stroke-linecap=\"round\"").append('>');
      line(stubs.fromRow(), stubs.fromCol(), stubs.exitRow(), stubs.exitCol());
      line(stubs.toRow(), stubs.toCol(), stubs.entryRow(), stubs.entryCol());
      buffer.append("</g>\n");
    }

    private void line(double fromRow, double fromCol, double toRow, double toCol) {
      buffer.append("<line x1=\"");
      coordinate(fromCol);
      buffer.append("\" y1=\"");
      coordinate(rows - 1 - fromRow);
      buffer.append("\" x2=\"");
      coordinate(toCol);
      buffer.append("\" y2=\"");
      coordinate(rows - 1 - toRow);
      buffer.append("\"/>");
    }

    private void writeHoles() throws IOException {
      Shapes.appendSvgHoles(board, buffer, this::flushIfFull);
    }

    private void coordinate(double value) {
      Shapes.appendCoordinate(buffer, value);
    }

    private void dot(String cssClass, Color color, Square square) {
      buffer.append("<circle class=\"").append(cssClass).append('"');
      point(" cx=\"", " cy=\"", square);
      buffer.append(" r=\"");
      decimal(DOT_RADIUS);
      buffer.append("\" fill=\"").append(PictureStyle.hex(color)).append("\"/>\n");
    }

    private void point(String xName, String yName, Square square) {
      buffer.append(xName).append(square.col()).append('"');
      buffer.append(yName).append(rows - 1 - square.row()).append('"');
    }

    /** Appends {@code value} (non-negative) with at most one decimal. */
    private void decimal(double value) {
      long tenths = Math.round(value * 10);
      buffer.append(tenths / 10);
      if (tenths % 10 != 0) {
        buffer.append('.').append(tenths % 10);
      }
    }

    private void flushIfFull() throws IOException {
      if (buffer.length() >= SVG_BUFFER) {
        out.append(buffer);
        buffer.setLength(0);
      }
    }
  }

  /** Draws the picture of {@link SvgWriter} with Java2D, in pixels. */
  private static final class ImagePainter {
    private final Tour tour;
    private final PictureStyle style;
    private final int cell;
    private final int rows;
    private final int cols;

    ImagePainter(Tour tour, PictureStyle style, int cell) {
      this.tour = tour;
      this.style = style;
      this.cell = cell;
      this.rows = tour.board().rows();
      this.cols = tour.board().cols();
    }

    BufferedImage paint() {
      if ((long) rows * cols > MAX_SMOOTH_SQUARES) {
        return paintIndexed();
      }
      BufferedImage image = new BufferedImage(cols * cell, rows * cell, BufferedImage.TYPE_INT_RGB);
      paintBoard(image.getRaster());
      paintHoles(image.getRaster(), Shapes.HOLE_COLOR.getRGB() & 0xffffff);
      Graphics2D g = image.createGraphics();
      try {
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        paintPath(g);
        paintNumbers(g);
      } finally {
        g.dispose();
      }
      return image;
    }

    /**
     * Writes the two kinds of pixel row straight into the raster: on a 300×300 board this is a
     * few ms, where 45,000 fillRect calls took hundreds before the JIT warmed up.
     */
    private void paintBoard(WritableRaster raster) {
      int width = cols * cell;
      int light = style.lightSquareColor().getRGB() & 0xffffff;
      int dark = style.darkSquareColor().getRGB() & 0xffffff;
      int[][] rowsOfRank = new int[2][width];
      for (int x = 0; x < width; x++) {
        boolean evenFile = (x / cell) % 2 == 0;
        // a1 = (0, 0) is dark: row + col even.
        rowsOfRank[0][x] = evenFile ? dark : light;
        rowsOfRank[1][x] = evenFile ? light : dark;
      }
      for (int r = 0; r < rows; r++) {
        int top = (rows - 1 - r) * cell;
        for (int y = top; y < top + cell; y++) {
          raster.setDataElements(0, y, width, 1, rowsOfRank[r % 2]);
        }
      }
    }

    /** Paints the holes over the board: {@code pixel} (an RGB int or a palette index) per hole. */
    private void paintHoles(WritableRaster raster, int pixel) {
      BitSet holes = Shapes.holes(tour.board());
      if (holes == null) {
        return;
      }
      int[] run = new int[cols * cell];
      Arrays.fill(run, pixel);
      for (int from = holes.nextSetBit(0); from >= 0; from = holes.nextSetBit(from)) {
        int row = from / cols;
        int to = Math.min(holes.nextClearBit(from), (row + 1) * cols);
        int top = (rows - 1 - row) * cell;
        for (int y = top; y < top + cell; y++) {
          raster.setPixels((from % cols) * cell, y, (to - from) * cell, 1, run);
        }
        from = to;
      }
    }

    /**
     * The large-board picture: palette entries 0 and 1 are the light and dark squares, then the
     * path, start and end colours (and the holes' colour on a board with holes); everything drawn
     * without antialiasing, so that every pixel is one of the five (or six).
     */
    private BufferedImage paintIndexed() {
      BitSet holes = Shapes.holes(tour.board());
      Color[] palette = holes == null
          ? new Color[] {
            style.lightSquareColor(), style.darkSquareColor(), style.pathColor(), START_COLOR, END_COLOR}
          : new Color[] {
            style.lightSquareColor(), style.darkSquareColor(), style.pathColor(), START_COLOR, END_COLOR,
            Shapes.HOLE_COLOR};
      byte[] red = new byte[palette.length];
      byte[] green = new byte[palette.length];
      byte[] blue = new byte[palette.length];
      for (int i = 0; i < palette.length; i++) {
        red[i] = (byte) palette[i].getRed();
        green[i] = (byte) palette[i].getGreen();
        blue[i] = (byte) palette[i].getBlue();
      }
      IndexColorModel colours = new IndexColorModel(4, palette.length, red, green, blue);
      BufferedImage image =
          new BufferedImage(cols * cell, rows * cell, BufferedImage.TYPE_BYTE_INDEXED, colours);
      WritableRaster raster = image.getRaster();
      int width = cols * cell;
      byte[][] rowsOfRank = new byte[2][width];
      for (int x = 0; x < width; x++) {
        boolean evenFile = (x / cell) % 2 == 0;
        rowsOfRank[0][x] = (byte) (evenFile ? 1 : 0); // a1 is dark
        rowsOfRank[1][x] = (byte) (evenFile ? 0 : 1);
      }
      for (int r = 0; r < rows; r++) {
        int top = (rows - 1 - r) * cell;
        for (int y = top; y < top + cell; y++) {
          raster.setDataElements(0, y, width, 1, rowsOfRank[r % 2]);
        }
      }
      if (holes != null) {
        // setPixels writes palette indices into an indexed raster.
        paintHoles(raster, 5);
      }
      List<Square> squares = tour.squares();
      int n = squares.size();
      int[] xs = new int[n];
      int[] ys = new int[n];
      for (int i = 0; i < n; i++) {
        xs[i] = (int) x(squares.get(i));
        ys[i] = (int) y(squares.get(i));
      }
      // Runs of the path between moves across an edge; one run (no copy) on most boards.
      List<int[]> runs = new ArrayList<>();
      List<Shapes.Stubs> wraps = new ArrayList<>();
      int runStart = 0;
      for (int i = 1; i < n; i++) {
        Shapes.Stubs stubs = Shapes.stubs(tour.board(), squares.get(i - 1), squares.get(i));
        if (stubs != null) {
          wraps.add(stubs);
          runs.add(new int[] {runStart, i});
          runStart = i;
        }
      }
      runs.add(new int[] {runStart, n});
      Graphics2D g = image.createGraphics();
      try {
        g.setColor(palette[2]);
        // One-pixel polylines are fast; a wider path is that polyline copied side by side.
        int lineWidth = Math.max(1, Math.round(0.2f * cell));
        for (int dx = 0; dx < lineWidth; dx++) {
          for (int dy = 0; dy < lineWidth; dy++) {
            int shiftX = dx - lineWidth / 2;
            int shiftY = dy - lineWidth / 2;
            g.translate(shiftX, shiftY);
            if (runs.size() == 1) {
              g.drawPolyline(xs, ys, n);
            } else {
              for (int[] run : runs) {
                g.drawPolyline(
                    Arrays.copyOfRange(xs, run[0], run[1]), Arrays.copyOfRange(ys, run[0], run[1]),
                    run[1] - run[0]);
              }
            }
            for (Shapes.Stubs stubs : wraps) {
              drawStubs(g, stubs);
            }
            g.translate(-shiftX, -shiftY);
          }
        }
        if (tour.isClosed()) {
          g.setStroke(new BasicStroke(
              lineWidth, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f,
              new float[] {Math.max(1f, 0.2f * cell), Math.max(1f, 0.1f * cell)}, 0f));
          Shapes.Stubs closing = Shapes.stubs(tour.board(), tour.end(), tour.start());
          if (closing == null) {
            g.drawLine(xs[n - 1], ys[n - 1], xs[0], ys[0]);
          } else {
            drawStubs(g, closing);
          }
        }
        int radius = Math.max(1, (int) Math.round(DOT_RADIUS * cell));
        g.setColor(palette[3]);
        g.fillOval(xs[0] - radius, ys[0] - radius, 2 * radius, 2 * radius);
        g.setColor(palette[4]);
        g.fillOval(xs[n - 1] - radius, ys[n - 1] - radius, 2 * radius, 2 * radius);
      } finally {
        g.dispose();
      }
      return image;
    }

    /** Draws the two stubs of a move across the edge, one pixel wide, without antialiasing. */
    private void drawStubs(Graphics2D g, Shapes.Stubs stubs) {
      g.drawLine(
          (int) x(stubs.fromCol()), (int) y(stubs.fromRow()), (int) x(stubs.exitCol()), (int) y(stubs.exitRow()));
      g.drawLine(
          (int) x(stubs.toCol()), (int) y(stubs.toRow()), (int) x(stubs.entryCol()), (int) y(stubs.entryRow()));
    }

    private void paintPath(Graphics2D g) {
      boolean numbers = style.numbersOn(rows, cols);
      float width = (float) Math.max(1.0, (numbers ? 0.1 : 0.2) * cell);
      List<Square> squares = tour.squares();
      Path2D.Double path = new Path2D.Double(Path2D.WIND_NON_ZERO, squares.size());
      for (int i = 0; i < squares.size(); i++) {
        Square square = squares.get(i);
        if (i == 0) {
          path.moveTo(x(square), y(square));
        } else {
          Shapes.Stubs stubs = Shapes.stubs(tour.board(), squares.get(i - 1), square);
          if (stubs != null) {
            // Across the edge: out to the border, then in from the border on the other side.
            path.lineTo(x(stubs.exitCol()), y(stubs.exitRow()));
            path.moveTo(x(stubs.entryCol()), y(stubs.entryRow()));
          }
          path.lineTo(x(square), y(square));
        }
      }
      g.setColor(style.pathColor());
      g.setStroke(new BasicStroke(width, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
      g.draw(path);
      if (tour.isClosed()) {
        g.setStroke(new BasicStroke(
            width, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f,
            new float[] {0.2f * cell, 0.1f * cell}, 0f));
        Shapes.Stubs closing = Shapes.stubs(tour.board(), tour.end(), tour.start());
        if (closing == null) {
          g.draw(new Line2D.Double(x(tour.end()), y(tour.end()), x(tour.start()), y(tour.start())));
        } else {
          g.draw(new Line2D.Double(
              x(closing.fromCol()), y(closing.fromRow()), x(closing.exitCol()), y(closing.exitRow())));
          g.draw(new Line2D.Double(
              x(closing.toCol()), y(closing.toRow()), x(closing.entryCol()), y(closing.entryRow())));
        }
      }
    }

    private void dot(Graphics2D g, Color color, Square square) {
      double radius = DOT_RADIUS * cell;
      g.setColor(color);
      g.fill(new Ellipse2D.Double(x(square) - radius, y(square) - radius, 2 * radius, 2 * radius));
    }

    private void paintNumbers(Graphics2D g) {
      if (!style.numbersOn(rows, cols)) {
        dot(g, START_COLOR, tour.start());
        dot(g, END_COLOR, tour.end());
        return;
      }
      List<Square> squares = tour.squares();
      float size = (float) (numberFontSize(squares.size()) * cell);
      g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 1).deriveFont(size));
      FontMetrics metrics = g.getFontMetrics();
      float rise = (metrics.getAscent() - metrics.getDescent()) / 2f;
      float halo = (float) (Labels.HALO_WIDTH * size);
      // All halos, then the dots, then all digits: as in the SVG.
      java.awt.Shape[] outlines = new java.awt.Shape[squares.size()];
      for (int i = 0; i < squares.size(); i++) {
        Square square = squares.get(i);
        outlines[i] = Labels.outline(g, Integer.toString(i + 1), x(square), y(square), rise);
        Labels.halo(g, outlines[i], squareColor(style, square.row(), square.col()), halo);
      }
      dot(g, START_COLOR, tour.start());
      dot(g, END_COLOR, tour.end());
      g.setColor(NUMBER_COLOR);
      for (java.awt.Shape outline : outlines) {
        g.fill(outline);
      }
    }

    private double x(Square square) {
      return x(square.col());
    }

    private double y(Square square) {
      return y(square.row());
    }

    private double x(double col) {
      return (col + 0.5) * cell;
    }

    private double y(double row) {
      return (rows - 1 - row + 0.5) * cell;
    }
  }
}
