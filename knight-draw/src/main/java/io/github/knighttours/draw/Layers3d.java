package io.github.knighttours.draw;

import io.github.knighttours.shapes.Board3d;
import io.github.knighttours.shapes.Cell;

/**
 * Where {@link Tour3dPictures} puts each layer's panel, in squares: panels left to right in rows
 * of {@link #perRow()}, {@link Tour3dPictures#GAP} apart, each with {@link
 * Tour3dPictures#CAPTION} above it for its caption.
 */
final class Layers3d {

  private final Board3d board;
  private final int rows;
  private final int cols;
  private final int perRow;
  private final int gridRows;

  Layers3d(Board3d board) {
    this.board = board;
    this.rows = board.rows();
    this.cols = board.cols();
    int layers = board.layers();
    this.perRow =
        layers <= Tour3dPictures.MAX_LAYERS_PER_ROW ? layers : (int) Math.ceil(Math.sqrt(layers));
    this.gridRows = (layers + perRow - 1) / perRow;
  }

  /** Panels in one row of the picture. */
  int perRow() {
    return perRow;
  }

  /** The picture's width, in squares. */
  long width() {
    return (long) perRow * cols + (long) (perRow - 1) * Tour3dPictures.GAP;
  }

  /** The picture's height, in squares. */
  long height() {
    return (long) gridRows * (Tour3dPictures.CAPTION + rows) + (long) (gridRows - 1) * Tour3dPictures.GAP;
  }

  /** The left edge of the panel of {@code layer}, in squares. */
  long left(int layer) {
    return (long) (layer % perRow) * (cols + Tour3dPictures.GAP);
  }

  /** The top edge of the panel of {@code layer} (below its caption), in squares. */
  long top(int layer) {
    return (long) (layer / perRow) * (Tour3dPictures.CAPTION + rows + Tour3dPictures.GAP)
        + Tour3dPictures.CAPTION;
  }

  /** The x of the centre of {@code cell}, in squares. */
  double x(Cell cell) {
    return left(cell.layer()) + cell.col() + 0.5;
  }

  /** The y of the centre of {@code cell}, in squares, downwards: row 0 is the panel's lowest. */
  double y(Cell cell) {
    return top(cell.layer()) + rows - 1 - cell.row() + 0.5;
  }

  /** Whether the top left square of the panel of {@code layer}, (layer, rows - 1, 0), is dark. */
  boolean topLeftDark(int layer) {
    // (0,0,0) is dark, and every move changes the parity of layer + row + col.
    return (layer + rows - 1) % 2 == 0;
  }

  /** Pixels a square in the SVG: the style's, or less so that the picture fits. */
  double svgCellSize(PictureStyle style) {
    long side = Math.max(width(), height());
    return Math.min(style.cellSize(side), (double) TourPictures.MAX_PICTURE_SIDE / side);
  }

  /** Pixels a square in an image: as in the SVG, rounded down, but at least 1. */
  int imageCellSize(PictureStyle style) {
    return Math.max(1, (int) svgCellSize(style));
  }

  /** Refuses, before any allocation, an image that is too wide, too high or too heavy. */
  void checkImageSize(int cell, long maxMemory) {
    long pixelsWide = width() * cell;
    long pixelsHigh = height() * cell;
    if (pixelsWide > TourPictures.MAX_IMAGE_SIDE || pixelsHigh > TourPictures.MAX_IMAGE_SIDE) {
      throw new IllegalArgumentException(
          "the image of the " + board + " tour would be " + pixelsWide + "x" + pixelsHigh + " pixels, more than "
              + TourPictures.MAX_IMAGE_SIDE + " a side; draw it as SVG instead");
    }
    long bytes = 4 * pixelsWide * pixelsHigh;
    if (bytes > maxMemory / 2) {
      throw new IllegalArgumentException(
          "the image of the " + board + " tour would be " + pixelsWide + "x" + pixelsHigh + " pixels (" + bytes
              + " bytes), more than half the heap (" + maxMemory + " bytes); use a smaller cellSize, a larger"
              + " -Xmx, or SVG");
    }
  }
}
