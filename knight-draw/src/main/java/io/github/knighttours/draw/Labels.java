package io.github.knighttours.draw;

import io.github.knighttours.Square;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.font.GlyphVector;

/**
 * The text on the pictures: move numbers with a halo, so that they stay readable where the path
 * runs under them, and the coordinates around a board. Sizes are in squares.
 */
final class Labels {

  /**
   * The width of a number's halo stroke, in font sizes (half of it outside the glyphs): in the
   * colour of the square, it cuts the path away around the digits. 0.2 square for two digits.
   */
  static final double HALO_WIDTH = 0.4;

  /** The radius of the disc under a number's centre, in font sizes: 0.14 square for two digits. */
  static final double PLATE_RADIUS = 0.28;

  /** The band left of and under a board that holds its coordinates, in squares. */
  static final double COORDINATE_MARGIN = 0.6;

  /** The font size of the coordinates, in squares. */
  static final double COORDINATE_FONT_SIZE = 0.34;

  /** The background of the band around a board with coordinates. */
  static final Color MARGIN_COLOR = Color.WHITE;

  private Labels() {}

  /** The name of file {@code col}: {@code a} for column 0, {@code aa} for column 26, as Square names it. */
  static String file(int col) {
    String square = Square.of(0, col).algebraic();
    return square.substring(0, square.length() - 1);
  }

  /** Whether the square at {@code (row, col)} is dark: a1, row 0 and column 0, is. */
  static boolean dark(int row, int col) {
    return (row + col) % 2 == 0;
  }

  /**
   * Paints {@code text} centred on {@code (x, y)} in pixels: first its outline stroked {@code
   * haloWidth} pixels wide in {@code halo}, then the glyphs in {@code ink}. {@code rise} is half
   * the digits' height, from the font's metrics.
   */
  static void paint(
      Graphics2D g, String text, double x, double y, float rise, Color ink, Color halo, float haloWidth) {
    Shape outline = outline(g, text, x, y, rise);
    halo(g, outline, halo, haloWidth);
    g.setColor(ink);
    g.fill(outline);
  }

  /** The outline of {@code text} in the graphics' font, centred on {@code (x, y)} as {@link #paint} does. */
  static Shape outline(Graphics2D g, String text, double x, double y, float rise) {
    Font font = g.getFont();
    GlyphVector glyphs = font.createGlyphVector(g.getFontRenderContext(), text);
    double advance = glyphs.getLogicalBounds().getWidth();
    return glyphs.getOutline((float) (x - advance / 2), (float) (y + rise));
  }

  /**
   * Paints the halo alone: {@code outline} stroked {@code width} pixels wide in {@code color},
   * and a disc of {@link #PLATE_RADIUS} (in halo widths) at its centre, which hides the ends of
   * the path in the gaps between the digits.
   */
  static void halo(Graphics2D g, Shape outline, Color color, float width) {
    g.setColor(color);
    g.setStroke(new BasicStroke(width, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
    g.draw(outline);
    java.awt.geom.Rectangle2D bounds = outline.getBounds2D();
    double radius = PLATE_RADIUS / HALO_WIDTH * width;
    g.fill(new java.awt.geom.Ellipse2D.Double(
        bounds.getCenterX() - radius, bounds.getCenterY() - radius, 2 * radius, 2 * radius));
  }

  /** Appends a plate (see {@link #halo}) centred on {@code (x, y)} in {@code color}, for the SVG's halo group. */
  static void appendPlate(StringBuilder buffer, double x, double y, double fontSize, Color color) {
    buffer.append("<circle cx=\"");
    Shapes.appendCoordinate(buffer, x);
    buffer.append("\" cy=\"");
    Shapes.appendCoordinate(buffer, y);
    buffer.append("\" r=\"");
    Shapes.appendCoordinate(buffer, PLATE_RADIUS * fontSize);
    buffer.append("\" fill=\"").append(PictureStyle.hex(color)).append("\" stroke=\"none\"/>");
  }

  /** Appends the attributes that a group of halo texts shares, after the font's. */
  static void appendHaloGroupAttributes(StringBuilder buffer, double fontSize) {
    buffer.append(" fill=\"none\" stroke-width=\"");
    Shapes.appendCoordinate(buffer, HALO_WIDTH * fontSize);
    buffer.append("\" stroke-linejoin=\"round\"");
  }
}
