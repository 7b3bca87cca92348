package io.github.knighttours.draw;

import io.github.knighttours.HamiltonianPath;
import io.github.knighttours.shapes.Board3d;
import io.github.knighttours.shapes.Cell;
import java.awt.Color;
import java.io.IOException;
import java.util.List;

/** Writes the SVG of {@link Tour3dPictures} through a small buffer, so that any Appendable is fed in large pieces. */
final class Svg3dWriter {

  private static final int BUFFER = 1 << 13;

  /** Radius of the start and end dots, in squares. */
  private static final double DOT_RADIUS = 0.3;

  private final HamiltonianPath<Cell> tour;
  private final PictureStyle style;
  private final Layers3d layout;
  private final Appendable out;
  private final StringBuilder buffer = new StringBuilder(BUFFER + 256);
  private final Board3d board;
  private final List<Cell> cells;

  Svg3dWriter(HamiltonianPath<Cell> tour, PictureStyle style, Layers3d layout, Appendable out) {
    this.tour = tour;
    this.style = style;
    this.layout = layout;
    this.out = out;
    this.board = Tour3dPictures.board(tour);
    this.cells = tour.labels();
  }

  void write() throws IOException {
    double cell = layout.svgCellSize(style);
    boolean numbers = style.numbersOn(board.rows(), board.cols());
    boolean closed = Tour3dPictures.isClosed(tour);
    Cell start = cells.get(0);
    Cell end = cells.get(cells.size() - 1);
    buffer.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        .append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"")
        .append(Math.max(1, Math.round(layout.width() * cell)))
        .append("\" height=\"")
        .append(Math.max(1, Math.round(layout.height() * cell)))
        .append("\" viewBox=\"0 0 ")
        .append(layout.width())
        .append(' ')
        .append(layout.height())
        .append("\">\n<title>Knight's tour of the ")
        .append(board)
        .append(" board from ")
        .append(start)
        .append(closed ? ", closed" : ", open")
        .append("</title>\n");
    writeBoards();
    double stroke = numbers ? 0.1 : 0.2;
    writePaths(stroke);
    if (closed && !Tour3dPictures.changesLayer(end, start)) {
      buffer.append("<line class=\"closing-move\" stroke=\"")
          .append(PictureStyle.hex(style.pathColor()))
          .append("\" stroke-width=\"");
      coordinate(stroke);
      buffer.append("\" stroke-dasharray=\"0.2 0.1\"");
      point(" x1=\"", " y1=\"", end);
      point(" x2=\"", " y2=\"", start);
      buffer.append("/>\n");
    }
    if (numbers) {
      writeHalos();
    }
    // The dots and the badges over the halos, under the digits.
    dot("start", TourPictures.START_COLOR, start);
    dot("end", TourPictures.END_COLOR, end);
    writeLayerMoves(closed);
    if (numbers) {
      writeNumbers();
    }
    buffer.append("</svg>\n");
    out.append(buffer);
    buffer.setLength(0);
  }

  /** Two 2×2 patterns (top left dark, top left light) and, per layer, its panel and caption. */
  private void writeBoards() throws IOException {
    buffer.append("<defs>");
    pattern("checks-dark", 0);
    pattern("checks-light", 1);
    buffer.append("</defs>\n");
    for (int layer = 0; layer < board.layers(); layer++) {
      long left = layout.left(layer);
      long top = layout.top(layer);
      buffer.append("<g class=\"board\" data-layer=\"").append(layer)
          .append("\" transform=\"translate(").append(left).append(' ').append(top)
          .append(")\" shape-rendering=\"crispEdges\"><rect width=\"").append(board.cols())
          .append("\" height=\"").append(board.rows()).append("\" fill=\"")
          .append(PictureStyle.hex(style.lightSquareColor())).append("\"/><rect width=\"")
          .append(board.cols()).append("\" height=\"").append(board.rows())
          .append("\" fill=\"url(#").append(layout.topLeftDark(layer) ? "checks-dark" : "checks-light")
          .append(")\"/></g>\n<text class=\"caption\" x=\"").append(left).append("\" y=\"");
      coordinate(top - 0.25);
      buffer.append("\" font-family=\"sans-serif\" font-size=\"0.6\" fill=\"")
          .append(PictureStyle.hex(TourPictures.NUMBER_COLOR)).append("\">layer ").append(layer)
          .append("</text>\n");
      flushIfFull();
    }
  }

  /** A 2×2 tile whose squares (k down, c across) are dark when k + c has the parity {@code darkParity}. */
  private void pattern(String id, int darkParity) {
    buffer.append("<pattern id=\"").append(id)
        .append("\" patternUnits=\"userSpaceOnUse\" width=\"2\" height=\"2\">");
    for (int k = 0; k < 2; k++) {
      for (int c = 0; c < 2; c++) {
        if ((k + c) % 2 == darkParity) {
          buffer.append("<rect x=\"").append(c).append("\" y=\"").append(k)
              .append("\" width=\"1\" height=\"1\" fill=\"")
              .append(PictureStyle.hex(style.darkSquareColor())).append("\"/>");
        }
      }
    }
    buffer.append("</pattern>");
  }

  /** One polyline per run of two or more cells in one layer; the path breaks where it changes layers. */
  private void writePaths(double stroke) throws IOException {
    boolean open = false;
    for (int i = 1; i < cells.size(); i++) {
      Cell from = cells.get(i - 1);
      Cell to = cells.get(i);
      if (Tour3dPictures.changesLayer(from, to)) {
        if (open) {
          buffer.append("\"/>\n");
          open = false;
        }
        continue;
      }
      if (!open) {
        buffer.append("<polyline class=\"path\" fill=\"none\" stroke=\"")
            .append(PictureStyle.hex(style.pathColor()))
            .append("\" stroke-width=\"");
        coordinate(stroke);
        buffer.append("\" stroke-linejoin=\"round\" stroke-linecap=\"round\" points=\"");
        pair(from);
        open = true;
      }
      buffer.append(' ');
      pair(to);
      flushIfFull();
    }
    if (open) {
      buffer.append("\"/>\n");
    }
  }

  /** A badge for every move to another layer, and for the closing move if it is one. */
  private void writeLayerMoves(boolean closed) throws IOException {
    for (int i = 1; i < cells.size(); i++) {
      Cell from = cells.get(i - 1);
      Cell to = cells.get(i);
      if (Tour3dPictures.changesLayer(from, to)) {
        badge("layer-move", from, to, false);
        flushIfFull();
      }
    }
    Cell end = cells.get(cells.size() - 1);
    Cell start = cells.get(0);
    if (closed && Tour3dPictures.changesLayer(end, start)) {
      badge("layer-move closing-move", end, start, true);
    }
  }

  /**
   * In the upper right corner of {@code from}: a triangle pointing up (to a higher layer) or down,
   * and left of it the number of the layer of {@code to}.
   */
  private void badge(String cssClass, Cell from, Cell to, boolean hollow) {
    String colour = PictureStyle.hex(style.pathColor());
    double x = layout.x(from);
    double y = layout.y(from);
    boolean up = to.layer() > from.layer();
    buffer.append("<g class=\"").append(cssClass).append("\" data-to=\"").append(to.layer()).append("\">")
        .append("<polygon points=\"");
    double tipY = up ? y + Tour3dPictures.BADGE_TOP : y + Tour3dPictures.BADGE_BOTTOM;
    double baseY = up ? y + Tour3dPictures.BADGE_BOTTOM : y + Tour3dPictures.BADGE_TOP;
    coordinate(x + Tour3dPictures.BADGE_LEFT);
    buffer.append(',');
    coordinate(baseY);
    buffer.append(' ');
    coordinate(x + Tour3dPictures.BADGE_RIGHT);
    buffer.append(',');
    coordinate(baseY);
    buffer.append(' ');
    coordinate(x + (Tour3dPictures.BADGE_LEFT + Tour3dPictures.BADGE_RIGHT) / 2);
    buffer.append(',');
    coordinate(tipY);
    buffer.append(hollow ? "\" fill=\"none\" stroke-width=\"0.04\" stroke=\"" : "\" fill=\"").append(colour)
        .append("\"/><text x=\"");
    coordinate(x + Tour3dPictures.BADGE_TEXT_END);
    buffer.append("\" y=\"");
    coordinate(y + Tour3dPictures.BADGE_BASELINE);
    buffer.append("\" font-family=\"sans-serif\" font-size=\"");
    coordinate(Tour3dPictures.BADGE_FONT_SIZE);
    // A halo text under the digits, as for the move numbers.
    buffer.append("\" font-weight=\"bold\" text-anchor=\"end\" fill=\"none\" stroke=\"")
        .append(PictureStyle.hex(squareColor(from))).append("\" stroke-width=\"");
    coordinate(Tour3dPictures.BADGE_HALO_WIDTH);
    buffer.append("\" stroke-linejoin=\"round\">").append(to.layer()).append("</text><text x=\"");
    coordinate(x + Tour3dPictures.BADGE_TEXT_END);
    buffer.append("\" y=\"");
    coordinate(y + Tour3dPictures.BADGE_BASELINE);
    buffer.append("\" font-family=\"sans-serif\" font-size=\"");
    coordinate(Tour3dPictures.BADGE_FONT_SIZE);
    buffer.append("\" font-weight=\"bold\" text-anchor=\"end\" fill=\"").append(colour).append("\">")
        .append(to.layer()).append("</text></g>\n");
  }

  private java.awt.Color squareColor(Cell cell) {
    return (cell.layer() + cell.row() + cell.col()) % 2 == 0 ? style.darkSquareColor() : style.lightSquareColor();
  }

  private void writeHalos() throws IOException {
    // Halos in each cell's colour under the digits, as in TourPictures.
    buffer.append("<g class=\"halos\" font-family=\"sans-serif\" font-size=\"");
    coordinate(TourPictures.numberFontSize(cells.size()));
    buffer.append("\" text-anchor=\"middle\"");
    Labels.appendHaloGroupAttributes(buffer, TourPictures.numberFontSize(cells.size()));
    buffer.append(">\n");
    for (int i = 0; i < cells.size(); i++) {
      Labels.appendPlate(buffer, layout.x(cells.get(i)), layout.y(cells.get(i)),
          TourPictures.numberFontSize(cells.size()), squareColor(cells.get(i)));
      buffer.append("<text dy=\"0.35em\"");
      point(" x=\"", " y=\"", cells.get(i));
      buffer.append(" stroke=\"").append(PictureStyle.hex(squareColor(cells.get(i)))).append("\">")
          .append(i + 1).append("</text>\n");
      flushIfFull();
    }
    buffer.append("</g>\n");
  }

  private void writeNumbers() throws IOException {
    buffer.append("<g class=\"numbers\" font-family=\"sans-serif\" font-size=\"");
    coordinate(TourPictures.numberFontSize(cells.size()));
    buffer.append("\" text-anchor=\"middle\" fill=\"")
        .append(PictureStyle.hex(TourPictures.NUMBER_COLOR))
        .append("\">\n");
    for (int i = 0; i < cells.size(); i++) {
      // dy centres the digits vertically without dominant-baseline, which not all viewers know.
      buffer.append("<text dy=\"0.35em\"");
      point(" x=\"", " y=\"", cells.get(i));
      buffer.append('>').append(i + 1).append("</text>\n");
      flushIfFull();
    }
    buffer.append("</g>\n");
  }

  private void dot(String cssClass, Color color, Cell cell) {
    buffer.append("<circle class=\"").append(cssClass).append('"');
    point(" cx=\"", " cy=\"", cell);
    buffer.append(" r=\"");
    coordinate(DOT_RADIUS);
    buffer.append("\" fill=\"").append(PictureStyle.hex(color)).append("\"/>\n");
  }

  private void point(String xName, String yName, Cell cell) {
    buffer.append(xName);
    coordinate(layout.x(cell));
    buffer.append('"').append(yName);
    coordinate(layout.y(cell));
    buffer.append('"');
  }

  private void pair(Cell cell) {
    coordinate(layout.x(cell));
    buffer.append(',');
    coordinate(layout.y(cell));
  }

  private void coordinate(double value) {
    Shapes.appendCoordinate(buffer, value);
  }

  private void flushIfFull() throws IOException {
    if (buffer.length() >= BUFFER) {
      out.append(buffer);
      buffer.setLength(0);
    }
  }
}
