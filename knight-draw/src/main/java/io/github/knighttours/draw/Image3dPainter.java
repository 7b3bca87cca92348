package io.github.knighttours.draw;

import io.github.knighttours.HamiltonianPath;
import io.github.knighttours.shapes.Board3d;
import io.github.knighttours.shapes.Cell;
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
import java.awt.image.WritableRaster;
import java.util.List;

/** Draws the picture of {@link Svg3dWriter} with Java2D, in pixels, on a white background. */
final class Image3dPainter {

  /** Radius of the start and end dots, in squares. */
  private static final double DOT_RADIUS = 0.3;

  private final HamiltonianPath<Cell> tour;
  private final PictureStyle style;
  private final Layers3d layout;
  private final int cell;
  private final Board3d board;
  private final List<Cell> cells;

  Image3dPainter(HamiltonianPath<Cell> tour, PictureStyle style, Layers3d layout, int cell) {
    this.tour = tour;
    this.style = style;
    this.layout = layout;
    this.cell = cell;
    this.board = Tour3dPictures.board(tour);
    this.cells = tour.labels();
  }

  BufferedImage paint() {
    int width = (int) (layout.width() * cell);
    int height = (int) (layout.height() * cell);
    BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = image.createGraphics();
    try {
      g.setColor(Color.WHITE);
      g.fillRect(0, 0, width, height);
      paintBoards(image.getRaster());
      g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
      g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
      g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
      paintCaptions(g);
      paintPath(g);
      paintNumbers(g);
    } finally {
      g.dispose();
    }
    return image;
  }

  /** Each panel's pixel rows written straight into the raster, two kinds of row per panel. */
  private void paintBoards(WritableRaster raster) {
    int rows = board.rows();
    int panelWidth = board.cols() * cell;
    int light = style.lightSquareColor().getRGB() & 0xffffff;
    int dark = style.darkSquareColor().getRGB() & 0xffffff;
    int[][] pixelRows = new int[2][panelWidth];
    for (int x = 0; x < panelWidth; x++) {
      boolean evenCol = (x / cell) % 2 == 0;
      pixelRows[0][x] = evenCol ? dark : light; // starts dark
      pixelRows[1][x] = evenCol ? light : dark;
    }
    for (int layer = 0; layer < board.layers(); layer++) {
      int left = (int) (layout.left(layer) * cell);
      int top = (int) (layout.top(layer) * cell);
      int first = layout.topLeftDark(layer) ? 0 : 1;
      for (int k = 0; k < rows; k++) {
        int[] pixels = pixelRows[(first + k) % 2];
        for (int y = top + k * cell; y < top + (k + 1) * cell; y++) {
          raster.setDataElements(left, y, panelWidth, 1, pixels);
        }
      }
    }
  }

  private void paintCaptions(Graphics2D g) {
    g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 1).deriveFont((float) (0.6 * cell)));
    g.setColor(TourPictures.NUMBER_COLOR);
    for (int layer = 0; layer < board.layers(); layer++) {
      g.drawString("layer " + layer, (float) (layout.left(layer) * cell), (float) ((layout.top(layer) - 0.25) * cell));
    }
  }

  private void paintPath(Graphics2D g) {
    boolean numbers = style.numbersOn(board.rows(), board.cols());
    float width = (float) Math.max(1.0, (numbers ? 0.1 : 0.2) * cell);
    Path2D.Double path = new Path2D.Double(Path2D.WIND_NON_ZERO, cells.size());
    for (int i = 0; i < cells.size(); i++) {
      Cell here = cells.get(i);
      if (i == 0 || Tour3dPictures.changesLayer(cells.get(i - 1), here)) {
        path.moveTo(x(here), y(here));
      } else {
        path.lineTo(x(here), y(here));
      }
    }
    g.setColor(style.pathColor());
    g.setStroke(new BasicStroke(width, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
    g.draw(path);
    Cell start = cells.get(0);
    Cell end = cells.get(cells.size() - 1);
    boolean closed = Tour3dPictures.isClosed(tour);
    if (closed && !Tour3dPictures.changesLayer(end, start)) {
      g.setStroke(new BasicStroke(
          width, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f,
          new float[] {0.2f * cell, 0.1f * cell}, 0f));
      g.draw(new Line2D.Double(x(end), y(end), x(start), y(start)));
    }
  }

  /** The dots and the badges: over the numbers' halos, under their digits. */
  private void paintDotsAndBadges(Graphics2D g) {
    Cell start = cells.get(0);
    Cell end = cells.get(cells.size() - 1);
    dot(g, TourPictures.START_COLOR, start);
    dot(g, TourPictures.END_COLOR, end);
    for (int i = 1; i < cells.size(); i++) {
      if (Tour3dPictures.changesLayer(cells.get(i - 1), cells.get(i))) {
        badge(g, cells.get(i - 1), cells.get(i), false);
      }
    }
    if (Tour3dPictures.isClosed(tour) && Tour3dPictures.changesLayer(end, start)) {
      badge(g, end, start, true);
    }
  }

  /** The badge of {@link Svg3dWriter}: a triangle up or down and the number of the layer gone to. */
  private void badge(Graphics2D g, Cell from, Cell to, boolean hollow) {
    double x = layout.x(from);
    double y = layout.y(from);
    boolean up = to.layer() > from.layer();
    double tipY = up ? y + Tour3dPictures.BADGE_TOP : y + Tour3dPictures.BADGE_BOTTOM;
    double baseY = up ? y + Tour3dPictures.BADGE_BOTTOM : y + Tour3dPictures.BADGE_TOP;
    Path2D.Double triangle = new Path2D.Double();
    triangle.moveTo((x + Tour3dPictures.BADGE_LEFT) * cell, baseY * cell);
    triangle.lineTo((x + Tour3dPictures.BADGE_RIGHT) * cell, baseY * cell);
    triangle.lineTo((x + (Tour3dPictures.BADGE_LEFT + Tour3dPictures.BADGE_RIGHT) / 2) * cell, tipY * cell);
    triangle.closePath();
    g.setColor(style.pathColor());
    if (hollow) {
      g.setStroke(new BasicStroke((float) Math.max(1.0, 0.04 * cell)));
      g.draw(triangle);
    } else {
      g.fill(triangle);
    }
    g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 1).deriveFont((float) (Tour3dPictures.BADGE_FONT_SIZE * cell)));
    String text = Integer.toString(to.layer());
    FontMetrics metrics = g.getFontMetrics();
    // Labels.paint centres on x; the badge's number ends at BADGE_TEXT_END and sits on BADGE_BASELINE.
    java.awt.Shape outline = Labels.outline(g, text,
        (x + Tour3dPictures.BADGE_TEXT_END) * cell - metrics.stringWidth(text) / 2.0,
        (y + Tour3dPictures.BADGE_BASELINE) * cell, 0f);
    // A halo without the numbers' plate, which would cover the triangle.
    g.setColor(squareColor(from));
    g.setStroke(new BasicStroke(
        (float) (Tour3dPictures.BADGE_HALO_WIDTH * cell), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
    g.draw(outline);
    g.setColor(style.pathColor());
    g.fill(outline);
  }

  private Color squareColor(Cell at) {
    return (at.layer() + at.row() + at.col()) % 2 == 0 ? style.darkSquareColor() : style.lightSquareColor();
  }

  private void dot(Graphics2D g, Color color, Cell at) {
    double radius = DOT_RADIUS * cell;
    g.setColor(color);
    g.fill(new Ellipse2D.Double(x(at) - radius, y(at) - radius, 2 * radius, 2 * radius));
  }

  private void paintNumbers(Graphics2D g) {
    if (!style.numbersOn(board.rows(), board.cols())) {
      paintDotsAndBadges(g);
      return;
    }
    float size = (float) (TourPictures.numberFontSize(cells.size()) * cell);
    Font font = new Font(Font.SANS_SERIF, Font.PLAIN, 1).deriveFont(size);
    g.setFont(font);
    FontMetrics metrics = g.getFontMetrics();
    float rise = (metrics.getAscent() - metrics.getDescent()) / 2f;
    float halo = (float) (Labels.HALO_WIDTH * size);
    // All halos, then the dots, then all digits: as in the SVG.
    java.awt.Shape[] outlines = new java.awt.Shape[cells.size()];
    for (int i = 0; i < cells.size(); i++) {
      Cell at = cells.get(i);
      outlines[i] = Labels.outline(g, Integer.toString(i + 1), x(at), y(at), rise);
      Labels.halo(g, outlines[i], squareColor(at), halo);
    }
    paintDotsAndBadges(g);
    g.setFont(font);
    g.setColor(TourPictures.NUMBER_COLOR);
    for (java.awt.Shape outline : outlines) {
      g.fill(outline);
    }
  }

  private double x(Cell at) {
    return layout.x(at) * cell;
  }

  private double y(Cell at) {
    return layout.y(at) * cell;
  }
}
