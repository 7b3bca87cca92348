package io.github.knighttours.draw;

import io.github.knighttours.Board;
import io.github.knighttours.spi.SearchStep;
import io.github.knighttours.Square;
import io.github.knighttours.Tour;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.Stroke;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.image.BufferedImage;
import java.awt.image.IndexColorModel;
import java.awt.image.WritableRaster;
import java.io.IOException;
import java.io.OutputStream;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageTypeSpecifier;
import javax.imageio.ImageWriter;
import javax.imageio.metadata.IIOMetadata;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.ImageOutputStream;
import javax.imageio.stream.MemoryCacheImageOutputStream;

/**
 * Draws a checked search trace as an animated GIF. A canvas of palette indices holds the board
 * and the path of the moment; each frame applies a batch of steps to the path, repaints only
 * the squares that changed, and is written as the rectangle around them (the frames before
 * stay, GIF's "do not dispose"). The start, the knight's square, this batch's dead ends and the
 * closing move are drawn over the copy of each frame, not on the canvas, so they need no
 * erasing.
 */
final class GifAnimator {

  /** The last frame is shown at least this long before the animation starts again. */
  static final int FINAL_FRAME_DELAY_MILLIS = 2000;

  /** Dead ends drawn in one frame, at most; a frame with more shows the first ones. */
  static final int MAX_DEAD_ENDS_PER_FRAME = 1000;

  static final Color DEAD_END_COLOR = new Color(0xff8c00);

  private static final int LIGHT = 0;
  private static final int DARK = 1;
  private static final int PATH = 2;

  /** The palette entry of the holes, on a board with holes (else an unused white). */
  private static final int HOLE = 7;

  /** The palette entry of the band around a board with coordinates. */
  private static final int MARGIN = 8;

  private final Board board;
  private final AnimationStyle style;
  /** A removed square's segment, or the stub of a move across the edge, lies within this many squares of it. */
  private final int reach;
  /** The holes as {@code row * cols + col}, or null. */
  private final BitSet holes;
  private final int rows;
  private final int cols;
  private final int cell;
  private final int width;
  private final int height;
  /** The band left of and under the board for its coordinates, in pixels; 0 without them. */
  private final int margin;
  private final boolean numbers;
  private final float haloWidth;
  private final IndexColorModel palette;
  private final BufferedImage canvas;
  private final Graphics2D g;
  private final Stroke pathStroke;
  private final Stroke crossStroke;
  private final Stroke closingStroke;
  private final byte[][] boardRows;

  private final int[] position;
  private final int[] path;
  private int length;

  /** Squares touched in the frame being made: stamped with the frame number to count once. */
  private final int[] removedStamp;
  private final int[] placedStamp;
  private final IntList removed = new IntList();
  private final IntList placed = new IntList();
  private final IntList deadEnds = new IntList();
  private boolean restarted;
  private int frame;

  /** The cells drawn over the previous frame (its knight and dead ends), to be cleared. */
  private final CellBox previousOverlay = new CellBox();

  private FontMetrics metrics;
  private float numberRise;

  GifAnimator(Board board, AnimationStyle style) {
    this.board = board;
    this.style = style;
    this.rows = board.rows();
    this.cols = board.cols();
    this.cell = cellSize(board, style);
    this.width = cols * cell;
    this.height = rows * cell;
    PictureStyle picture = style.pictureStyle();
    this.margin = TourPictures.marginPixels(board, picture, cell);
    this.numbers = picture.numbersOn(rows, cols);
    this.haloWidth = (float) Math.max(1.0, Labels.HALO_WIDTH * TourPictures.numberFontSize(board.squareCount()) * cell);
    Color[] colors = {
      picture.lightSquareColor(),
      picture.darkSquareColor(),
      picture.pathColor(),
      TourPictures.START_COLOR,
      TourPictures.END_COLOR,
      TourPictures.NUMBER_COLOR,
      DEAD_END_COLOR,
      Color.WHITE,
      Labels.MARGIN_COLOR
    };
    this.holes = Shapes.holes(board);
    if (holes != null) {
      colors[HOLE] = Shapes.HOLE_COLOR;
    }
    this.reach = Math.max(2, board.leaper().s());
    byte[] r = new byte[colors.length];
    byte[] gr = new byte[colors.length];
    byte[] b = new byte[colors.length];
    for (int i = 0; i < colors.length; i++) {
      r[i] = (byte) colors[i].getRed();
      gr[i] = (byte) colors[i].getGreen();
      b[i] = (byte) colors[i].getBlue();
    }
    this.palette = new IndexColorModel(4, colors.length, r, gr, b);
    this.canvas = new BufferedImage(width, height, BufferedImage.TYPE_BYTE_INDEXED, palette);
    this.g = canvas.createGraphics();
    // A palette has no in-between colours: antialiasing would only pick the nearest one.
    g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_OFF);
    g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_OFF);
    float pathWidth = (float) Math.max(1.0, (numbers ? 0.1 : 0.2) * cell);
    this.pathStroke = new BasicStroke(pathWidth, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND);
    this.crossStroke =
        new BasicStroke((float) Math.max(1.0, 0.12 * cell), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND);
    this.closingStroke = new BasicStroke(
        pathWidth, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f,
        new float[] {Math.max(1f, 0.2f * cell), Math.max(1f, 0.1f * cell)}, 0f);
    this.boardRows = new byte[2][width];
    for (int x = 0; x < width; x++) {
      boolean evenFile = (x / cell) % 2 == 0;
      // a1 = (0, 0) is dark: row + col even. boardRows[rank parity].
      boardRows[0][x] = (byte) (evenFile ? DARK : LIGHT);
      boardRows[1][x] = (byte) (evenFile ? LIGHT : DARK);
    }
    int n = board.squareCount();
    // Indexed by row * cols + col, holes included (a GIF's board has at most 1024 × 1024 cells).
    int cells = rows * cols;
    this.position = new int[cells];
    Arrays.fill(position, -1);
    this.path = new int[n];
    this.removedStamp = new int[cells];
    this.placedStamp = new int[cells];
    if (numbers) {
      float size = (float) (TourPictures.numberFontSize(n) * cell);
      g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 1).deriveFont(size));
      metrics = g.getFontMetrics();
      numberRise = (metrics.getAscent() - metrics.getDescent()) / 2f;
    }
  }

  /** Pixels a square: the picture style's, or less so that the GIF fits; at least 1. */
  static int cellSize(Board board, AnimationStyle style) {
    int side = Math.max(board.rows(), board.cols());
    double withMargin = side + TourPictures.margin(board, style.pictureStyle());
    return Math.max(1, Math.min(style.pictureStyle().cellSize(side), (int) (TourAnimations.MAX_GIF_SIDE / withMargin)));
  }

  /** Steps a frame for {@code steps} steps: the frames between the first and the last share them. */
  static int stepsPerFrame(int steps, AnimationStyle style) {
    int between = style.maxFrames() - 2;
    return Math.max(1, (int) ((steps + (long) between - 1) / between));
  }

  /** The frames of an animation of {@code steps} steps, with a final frame for a tour or not. */
  static int frameCount(int steps, boolean withTour, AnimationStyle style) {
    int batch = stepsPerFrame(steps, style);
    return 1 + (steps + batch - 1) / batch + (withTour ? 1 : 0);
  }

  void write(List<SearchStep<Square>> steps, Optional<Tour> tour, OutputStream out) throws IOException {
    Iterator<ImageWriter> writers = ImageIO.getImageWritersByFormatName("gif");
    if (!writers.hasNext()) {
      throw new IllegalStateException("this JDK has no GIF writer");
    }
    ImageWriter writer = writers.next();
    try (ImageOutputStream stream = new MemoryCacheImageOutputStream(out)) {
      writer.setOutput(stream);
      writer.prepareWriteSequence(null);
      int total = frameCount(steps.size(), tour.isPresent(), style);
      int batch = stepsPerFrame(steps.size(), style);
      paintAll();
      int written = 0;
      emit(writer, new Rectangle(0, 0, width, height), new CellBox(), null, ++written == total);
      for (int from = 0; from < steps.size(); from += batch) {
        frame++;
        List<SearchStep<Square>> slice = steps.subList(from, Math.min(steps.size(), from + batch));
        for (SearchStep<Square> step : slice) {
          apply(step);
        }
        CellBox changed = repaint();
        CellBox overlay = new CellBox();
        if (length > 0) {
          overlay.include(path[length - 1], 0, this);
        }
        for (int i = 0; i < deadEnds.size(); i++) {
          overlay.include(deadEnds.get(i), 0, this);
        }
        changed.include(overlay);
        changed.include(previousOverlay);
        emit(writer, changed.pixels(this), overlay, null, ++written == total);
      }
      if (tour.isPresent()) {
        frame++;
        CellBox changed = showTour(tour.get());
        changed.include(previousOverlay);
        CellBox overlay = new CellBox();
        int margin = tour.get().isClosed() && stubs(path[length - 1], path[0]) != null ? reach : 0;
        overlay.include(path[length - 1], margin, this);
        overlay.include(path[0], margin, this);
        changed.include(overlay);
        emit(writer, changed.pixels(this), overlay, tour.get(), ++written == total);
      }
      writer.endWriteSequence();
    } finally {
      writer.dispose();
      g.dispose();
    }
  }

  /** Applies one step to the path, noting what the frame must repaint. */
  private void apply(SearchStep<Square> step) {
    Square square = step.square();
    int s = square.row() * cols + square.col();
    switch (step.kind()) {
      case PLACED -> {
        if (step.depth() == 0 && length > 0) {
          for (int i = 0; i < length; i++) {
            position[path[i]] = -1;
          }
          length = 0;
          restarted = true;
        }
        position[s] = length;
        path[length++] = s;
        if (placedStamp[s] != frame) {
          placedStamp[s] = frame;
          placed.add(s);
        }
      }
      case REMOVED -> {
        position[s] = -1;
        length--;
        if (removedStamp[s] != frame) {
          removedStamp[s] = frame;
          removed.add(s);
        }
        // The stub of a move across the edge lies near its other square too: repair that one.
        int before = length > 0 ? path[length - 1] : -1;
        if (before >= 0 && stubs(before, s) != null && removedStamp[before] != frame) {
          removedStamp[before] = frame;
          removed.add(before);
        }
      }
      default -> {
        if (deadEnds.size() < MAX_DEAD_ENDS_PER_FRAME) {
          deadEnds.add(s);
        }
      }
    }
  }

  /** Repaints what the frame's steps changed on the canvas; returns the cells repainted. */
  private CellBox repaint() {
    CellBox changed = new CellBox();
    long repairCost = (long) removed.size() * (2 * reach + 1) * (2 * reach + 1);
    if (restarted || 2 * repairCost > board.squareCount()) {
      paintAll();
      changed.include(0, 0, rows - 1, cols - 1);
    } else {
      for (int i = 0; i < removed.size(); i++) {
        int s = removed.get(i);
        CellBox region = new CellBox();
        region.include(s, reach, this);
        repaintRegion(region);
        changed.include(region);
      }
      g.setColor(palette(PATH));
      g.setStroke(pathStroke);
      for (int i = 0; i < placed.size(); i++) {
        int s = placed.get(i);
        int at = position[s];
        if (at > 0) {
          int margin = drawMove(g, path[at - 1], s) ? reach : 0;
          changed.include(path[at - 1], margin, this);
          changed.include(s, margin, this);
        }
        if (at >= 0) {
          changed.include(s, 0, this);
        }
      }
      if (numbers) {
        // A new segment crosses the squares between its ends: their numbers go back on top.
        for (int i = 0; i < placed.size(); i++) {
          int s = placed.get(i);
          int at = position[s];
          if (at > 0) {
            renumberBetween(path[at - 1], s);
          } else if (at == 0) {
            number(g, s);
          }
        }
      }
    }
    restarted = false;
    removed.clear();
    placed.clear();
    return changed;
  }

  /** Makes the path the tour's, repainting what differs; returns the cells repainted. */
  private CellBox showTour(Tour tour) {
    List<Square> squares = tour.squares();
    boolean same = length == squares.size();
    for (int i = 0; same && i < length; i++) {
      Square square = squares.get(i);
      same = path[i] == square.row() * cols + square.col();
    }
    if (same) {
      return new CellBox();
    }
    Arrays.fill(position, -1);
    length = 0;
    for (Square square : squares) {
      int s = square.row() * cols + square.col();
      position[s] = length;
      path[length++] = s;
    }
    paintAll();
    CellBox all = new CellBox();
    all.include(0, 0, rows - 1, cols - 1);
    return all;
  }

  private void paintAll() {
    paintBoard(0, 0, width, height);
    g.setColor(palette(PATH));
    g.setStroke(pathStroke);
    // Segment by segment: without antialiasing, one wide Path2D of many thousand moves is
    // filled far more slowly than its segments one by one.
    for (int i = 1; i < length; i++) {
      drawMove(g, path[i - 1], path[i]);
    }
    if (numbers) {
      for (int i = 0; i < length; i++) {
        number(g, path[i]);
      }
    }
  }

  /**
   * Numbers again every square on the path in the rectangle of squares between {@code from} and
   * {@code to} (around each of them, for a move across the edge), over the segment just drawn.
   */
  private void renumberBetween(int from, int to) {
    CellBox box = new CellBox();
    int around = stubs(from, to) == null ? 0 : reach;
    box.include(from, around, this);
    box.include(to, around, this);
    if (around == 0) {
      for (int r = box.minRow; r <= box.maxRow; r++) {
        for (int c = box.minCol; c <= box.maxCol; c++) {
          if (position[r * cols + c] >= 0) {
            number(g, r * cols + c);
          }
        }
      }
    } else {
      // Two stubs: the squares near each end (the box would span the board).
      renumberNear(from);
      renumberNear(to);
    }
  }

  private void renumberNear(int s) {
    CellBox box = new CellBox();
    box.include(s, reach, this);
    for (int r = box.minRow; r <= box.maxRow; r++) {
      for (int c = box.minCol; c <= box.maxCol; c++) {
        if (position[r * cols + c] >= 0) {
          number(g, r * cols + c);
        }
      }
    }
  }

  /** Repaints the squares of {@code region}: board, the segments through them, their numbers. */
  private void repaintRegion(CellBox region) {
    Rectangle pixels = region.pixels(this);
    paintBoard(pixels.x, pixels.y, pixels.width, pixels.height);
    g.setClip(pixels);
    g.setColor(palette(PATH));
    g.setStroke(pathStroke);
    // A segment crossing the region starts within reach of it; a stub lies within reach of its square.
    for (int r = Math.max(0, region.minRow - reach); r <= Math.min(rows - 1, region.maxRow + reach); r++) {
      for (int c = Math.max(0, region.minCol - reach); c <= Math.min(cols - 1, region.maxCol + reach); c++) {
        int s = r * cols + c;
        int at = position[s];
        if (at >= 0 && at + 1 < length) {
          drawMove(g, s, path[at + 1]);
        }
        if (at > 0 && stubs(path[at - 1], s) != null) {
          drawMove(g, path[at - 1], s);
        }
      }
    }
    if (numbers) {
      for (int r = region.minRow; r <= region.maxRow; r++) {
        for (int c = region.minCol; c <= region.maxCol; c++) {
          if (position[r * cols + c] >= 0) {
            number(g, r * cols + c);
          }
        }
      }
    }
    g.setClip(null);
  }

  /** Fills a pixel rectangle with the checkered board, row by row, straight into the raster. */
  private void paintBoard(int x, int y, int w, int h) {
    WritableRaster raster = canvas.getRaster();
    byte[][] pieces = {Arrays.copyOfRange(boardRows[0], x, x + w), Arrays.copyOfRange(boardRows[1], x, x + w)};
    for (int py = y; py < y + h; py++) {
      int row = rows - 1 - py / cell;
      raster.setDataElements(x, py, w, 1, pieces[row % 2]);
    }
    if (holes != null) {
      int[] run = new int[w];
      Arrays.fill(run, HOLE);
      for (int top = y - y % cell; top < y + h; top += cell) {
        int row = rows - 1 - top / cell;
        for (int col = x / cell; col * cell < x + w; col++) {
          if (holes.get(row * cols + col)) {
            int left = Math.max(x, col * cell);
            int right = Math.min(x + w, (col + 1) * cell);
            int from = Math.max(y, top);
            int to = Math.min(y + h, top + cell);
            for (int py = from; py < to; py++) {
              raster.setPixels(left, py, right - left, 1, run);
            }
          }
        }
      }
    }
  }

  /** Writes one frame: the canvas inside {@code area}, with the overlays drawn on the copy. */
  private void emit(ImageWriter writer, Rectangle area, CellBox overlay, Tour tour, boolean last)
      throws IOException {
    if (area.isEmpty()) {
      area = new Rectangle(0, 0, 1, 1);
    }
    // The first frame, the whole board, also holds the band of coordinates; the others are
    // placed right of it.
    boolean framed = frame == 0 && margin > 0;
    BufferedImage image = framed
        ? new BufferedImage(width + margin, height + margin, BufferedImage.TYPE_BYTE_INDEXED, palette)
        : new BufferedImage(area.width, area.height, BufferedImage.TYPE_BYTE_INDEXED, palette);
    if (framed) {
      Graphics2D band = image.createGraphics();
      try {
        band.setColor(palette(MARGIN));
        band.fillRect(0, 0, width + margin, height + margin);
        band.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_OFF);
        TourPictures.paintCoordinates(band, board, cell, margin, 0);
      } finally {
        band.dispose();
      }
      image.getRaster().setRect(margin, 0, canvas.getRaster());
    } else {
      image.setData(canvas.getRaster().createChild(area.x, area.y, area.width, area.height, 0, 0, null));
    }
    Graphics2D over = image.createGraphics();
    try {
      over.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_OFF);
      over.translate(framed ? margin : -area.x, framed ? 0 : -area.y);
      if (tour != null && tour.isClosed()) {
        over.setColor(palette(PATH));
        over.setStroke(closingStroke);
        drawMove(over, path[length - 1], path[0]);
      }
      if (length > 0) {
        // As in TourPictures: the dots over the numbers' halos (on the canvas), the digits on top.
        dot(over, 3, path[0]);
        dot(over, 4, path[length - 1]);
        if (numbers) {
          over.setFont(g.getFont());
          over.setColor(palette(5));
          over.fill(Labels.outline(over, Integer.toString(position[path[0]] + 1), x(path[0]), y(path[0]), numberRise));
          int knight = path[length - 1];
          over.fill(Labels.outline(over, Integer.toString(position[knight] + 1), x(knight), y(knight), numberRise));
        }
      }
      over.setColor(palette(6));
      over.setStroke(crossStroke);
      double arm = 0.3 * cell;
      for (int i = 0; i < deadEnds.size(); i++) {
        int s = deadEnds.get(i);
        over.draw(new Line2D.Double(x(s) - arm, y(s) - arm, x(s) + arm, y(s) + arm));
        over.draw(new Line2D.Double(x(s) - arm, y(s) + arm, x(s) + arm, y(s) - arm));
      }
    } finally {
      over.dispose();
    }
    deadEnds.clear();
    previousOverlay.reset();
    previousOverlay.include(overlay);
    int delay = last ? Math.max(FINAL_FRAME_DELAY_MILLIS, style.frameDelayMillis()) : style.frameDelayMillis();
    Rectangle placedAt = framed
        ? new Rectangle(0, 0, width + margin, height + margin)
        : new Rectangle(area.x + margin, area.y, area.width, area.height);
    writer.writeToSequence(new IIOImage(image, null, metadata(writer, image, placedAt, delay, frame == 0)), null);
  }

  private static IIOMetadata metadata(ImageWriter writer, BufferedImage image, Rectangle area, int delayMillis,
      boolean first) throws IOException {
    IIOMetadata metadata = writer.getDefaultImageMetadata(new ImageTypeSpecifier(image), null);
    String format = metadata.getNativeMetadataFormatName();
    IIOMetadataNode root = (IIOMetadataNode) metadata.getAsTree(format);
    IIOMetadataNode descriptor = child(root, "ImageDescriptor");
    descriptor.setAttribute("imageLeftPosition", Integer.toString(area.x));
    descriptor.setAttribute("imageTopPosition", Integer.toString(area.y));
    descriptor.setAttribute("imageWidth", Integer.toString(area.width));
    descriptor.setAttribute("imageHeight", Integer.toString(area.height));
    descriptor.setAttribute("interlaceFlag", "FALSE");
    IIOMetadataNode control = child(root, "GraphicControlExtension");
    control.setAttribute("disposalMethod", "doNotDispose");
    control.setAttribute("userInputFlag", "FALSE");
    control.setAttribute("transparentColorFlag", "FALSE");
    control.setAttribute("delayTime", Integer.toString(Math.max(2, Math.round(delayMillis / 10f))));
    control.setAttribute("transparentColorIndex", "0");
    if (first) {
      // The Netscape 2.0 extension: loop for ever (a count of 0, little-endian).
      IIOMetadataNode extensions = child(root, "ApplicationExtensions");
      IIOMetadataNode loop = new IIOMetadataNode("ApplicationExtension");
      loop.setAttribute("applicationID", "NETSCAPE");
      loop.setAttribute("authenticationCode", "2.0");
      loop.setUserObject(new byte[] {1, 0, 0});
      extensions.appendChild(loop);
    }
    metadata.setFromTree(format, root);
    return metadata;
  }

  private static IIOMetadataNode child(IIOMetadataNode root, String name) {
    for (int i = 0; i < root.getLength(); i++) {
      if (root.item(i).getNodeName().equals(name)) {
        return (IIOMetadataNode) root.item(i);
      }
    }
    IIOMetadataNode node = new IIOMetadataNode(name);
    root.appendChild(node);
    return node;
  }

  private void dot(Graphics2D graphics, int colorIndex, int s) {
    double radius = Math.max(0.5, 0.3 * cell);
    graphics.setColor(palette(colorIndex));
    graphics.fill(new Ellipse2D.Double(x(s) - radius, y(s) - radius, 2 * radius, 2 * radius));
  }

  /** The number of {@code s} with a halo in its square's colour, over whatever is drawn there. */
  private void number(Graphics2D graphics, int s) {
    Color halo = palette(Labels.dark(s / cols, s % cols) ? DARK : LIGHT);
    Labels.paint(graphics, Integer.toString(position[s] + 1), x(s), y(s), numberRise, palette(5), halo, haloWidth);
  }

  /**
   * Draws the move from {@code from} to {@code to} with the graphics' colour and stroke: a segment,
   * or the two stubs of a move across the edge. Returns true for stubs.
   */
  private boolean drawMove(Graphics2D graphics, int from, int to) {
    Shapes.Stubs stubs = stubs(from, to);
    if (stubs == null) {
      graphics.draw(new Line2D.Double(x(from), y(from), x(to), y(to)));
      return false;
    }
    graphics.draw(new Line2D.Double(
        px(stubs.fromCol()), py(stubs.fromRow()), px(stubs.exitCol()), py(stubs.exitRow())));
    graphics.draw(new Line2D.Double(
        px(stubs.toCol()), py(stubs.toRow()), px(stubs.entryCol()), py(stubs.entryRow())));
    return true;
  }

  private Shapes.Stubs stubs(int from, int to) {
    return Shapes.stubs(board, from / cols, from % cols, to / cols, to % cols);
  }

  private double px(double col) {
    return (col + 0.5) * cell;
  }

  private double py(double row) {
    return (rows - 1 - row + 0.5) * cell;
  }

  private Color palette(int index) {
    return new Color(palette.getRGB(index));
  }

  private double x(int s) {
    return (s % cols + 0.5) * cell;
  }

  private double y(int s) {
    return (rows - 1 - s / cols + 0.5) * cell;
  }

  /** A rectangle of squares, in rows and columns; empty until something is included. */
  private static final class CellBox {
    int minRow = Integer.MAX_VALUE;
    int maxRow = -1;
    int minCol = Integer.MAX_VALUE;
    int maxCol = -1;

    void include(int s, int margin, GifAnimator animator) {
      int r = s / animator.cols;
      int c = s % animator.cols;
      include(
          Math.max(0, r - margin), Math.max(0, c - margin),
          Math.min(animator.rows - 1, r + margin), Math.min(animator.cols - 1, c + margin));
    }

    void include(int fromRow, int fromCol, int toRow, int toCol) {
      minRow = Math.min(minRow, fromRow);
      minCol = Math.min(minCol, fromCol);
      maxRow = Math.max(maxRow, toRow);
      maxCol = Math.max(maxCol, toCol);
    }

    void include(CellBox other) {
      if (!other.isEmpty()) {
        include(other.minRow, other.minCol, other.maxRow, other.maxCol);
      }
    }

    boolean isEmpty() {
      return maxRow < 0;
    }

    void reset() {
      minRow = Integer.MAX_VALUE;
      maxRow = -1;
      minCol = Integer.MAX_VALUE;
      maxCol = -1;
    }

    Rectangle pixels(GifAnimator animator) {
      if (isEmpty()) {
        return new Rectangle();
      }
      int cell = animator.cell;
      return new Rectangle(
          minCol * cell, (animator.rows - 1 - maxRow) * cell, (maxCol - minCol + 1) * cell,
          (maxRow - minRow + 1) * cell);
    }
  }

  /** A growable list of ints. */
  private static final class IntList {
    private int[] values = new int[16];
    private int size;

    void add(int value) {
      if (size == values.length) {
        values = Arrays.copyOf(values, 2 * size);
      }
      values[size++] = value;
    }

    int get(int index) {
      return values[index];
    }

    int size() {
      return size;
    }

    void clear() {
      size = 0;
    }
  }
}
