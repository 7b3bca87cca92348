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
    for (int i = 1; i < cells.size(); i++) {
      if (Tour3dPictures.changesLayer(cells.get(i - 1), cells.get(i))) {
        badge(g, cells.get(i - 1), cells.get(i), false);
      }
    }
    if (closed && Tour3dPictures.changesLayer(end, start)) {
      badge(g, end, start, true);
    } else if (closed) {
      g.setStroke(new BasicStroke(
          width, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f,
          new float[] {0.2f * cell, 0.1f * cell}, 0f));
      g.draw(new Line2D.Double(x(end), y(end), x(start), y(start)));
    }
    dot(g, TourPictures.START_COLOR, start);
    dot(g, TourPictures.END_COLOR, end);
  }

  /** The badge of {@link Svg3dWriter}: a triangle up or down and the number of the layer gone to. */
  private void badge(Graphics2D g, Cell from, Cell to, boolean hollow) {
    double x = layout.x(from);
    double y = layout.y(from);
    boolean up = to.layer() > from.layer();
    double tipY = up ? y - 0.42 : y - 0.2;
    double baseY = up ? y - 0.2 : y - 0.42;
    Path2D.Double triangle = new Path2D.Double();
    triangle.moveTo((x + 0.18) * cell, baseY * cell);
    triangle.lineTo((x + 0.42) * cell, baseY * cell);
    triangle.lineTo((x + 0.3) * cell, tipY * cell);
    triangle.closePath();
    g.setColor(style.pathColor());
    if (hollow) {
      g.setStroke(new BasicStroke((float) Math.max(1.0, 0.04 * cell)));
      g.draw(triangle);
    } else {
      g.fill(triangle);
    }
    g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 1).deriveFont((float) (0.22 * cell)));
    String text = Integer.toString(to.layer());
    FontMetrics metrics = g.getFontMetrics();
    g.drawString(text, (float) ((x + 0.16) * cell - metrics.stringWidth(text)), (float) ((y - 0.22) * cell));
  }

  private void dot(Graphics2D g, Color color, Cell at) {
    double radius = DOT_RADIUS * cell;
    g.setColor(color);
    g.fill(new Ellipse2D.Double(x(at) - radius, y(at) - radius, 2 * radius, 2 * radius));
  }

  private void paintNumbers(Graphics2D g) {
    if (!style.numbersOn(board.rows(), board.cols())) {
      return;
    }
    float size = (float) (TourPictures.numberFontSize(cells.size()) * cell);
    g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 1).deriveFont(size));
    g.setColor(TourPictures.NUMBER_COLOR);
    FontMetrics metrics = g.getFontMetrics();
    float rise = (metrics.getAscent() - metrics.getDescent()) / 2f;
    for (int i = 0; i < cells.size(); i++) {
      String text = Integer.toString(i + 1);
      Cell at = cells.get(i);
      g.drawString(text, (float) (x(at) - metrics.stringWidth(text) / 2.0), (float) (y(at) + rise));
    }
  }

  private double x(Cell at) {
    return layout.x(at) * cell;
  }

  private double y(Cell at) {
    return layout.y(at) * cell;
  }
}
