package io.github.knighttours.draw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Board;
import io.github.knighttours.spi.SearchStep;
import io.github.knighttours.KnightTours;
import io.github.knighttours.Square;
import io.github.knighttours.Strategy;
import io.github.knighttours.Tour;
import io.github.knighttours.TourKind;
import io.github.knighttours.TourRequest;
import io.github.knighttours.TourResult;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.imageio.ImageIO;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * Pictures of boards of other shapes, read back: holes drawn where the board has them and
 * nowhere else, and on tori and cylinders each move across an edge drawn as two stubs to the
 * border, counted against the tour's own moves.
 */
class ShapePicturesTest {

  private static final String SVG_NS = "http://www.w3.org/2000/svg";

  private static final int[][] LEAPS = {{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}};

  private static final Board HOLED = Board.parse("""
      ........
      ........
      ........
      ...##...
      ...##...
      ........
      ........
      .......#
      """);

  @Test
  void svgDrawsTheHolesAndNothingElseAsHoles() throws Exception {
    Tour tour = tour(HOLED, Strategy.WARNSDORFF, TourKind.OPEN);
    Document svg = parse(TourPictures.svg(tour));
    assertEquals(HOLED.holes(), holeCells(svg, HOLED.rows()));
    // The tour's path stays a single polyline through the squares.
    NodeList polylines = svg.getElementsByTagNameNS(SVG_NS, "polyline");
    assertEquals(1, polylines.getLength());
    assertEquals(0, wrapGroups(svg).size());

    Document plain = parse(TourPictures.svg(Tours.open(8, 8)));
    assertEquals(Set.of(), holeCells(plain, 8));
  }

  @Test
  void theHtmlPageDrawsTheHoles() throws Exception {
    Tour tour = tour(HOLED, Strategy.WARNSDORFF, TourKind.OPEN);
    String page = TourAnimations.html(tour);
    Document document = parse(page.substring(page.indexOf("<html")));
    assertEquals(HOLED.holes(), holeCells(document, HOLED.rows()));
  }

  @Test
  void torusWrapMovesBecomeStubPairsNoLongerThanALeap() throws Exception {
    Board torus = Board.torus(8, 8);
    for (TourKind kind : TourKind.values()) {
      Tour tour = tour(torus, Strategy.WARNSDORFF, kind);
      checkStubs(tour);
    }
  }

  @Test
  void cylinderWrapMovesBecomeStubPairs() throws Exception {
    checkStubs(tour(Board.cylinder(6, 7), Strategy.WARNSDORFF, TourKind.OPEN));
  }

  @Test
  void aPathAcrossTheEdgeEndsOnTheBorder() throws Exception {
    // h1 to b2 on the 8x8 torus is (+1, +2) wrapped: out through the right edge at a quarter of
    // the leap (rank 1.25), in through the left edge at the same height.
    Board torus = Board.torus(8, 8);
    Document svg = parse(TourPictures.svg(torus, List.of(Square.parse("h1"), Square.parse("b2")), false));
    List<Element> groups = wrapGroups(svg);
    assertEquals(1, groups.size());
    List<double[]> lines = lines(groups.get(0));
    assertEquals(List.of(7.0, 7.0, 7.5, 6.75), boxed(lines.get(0)));
    assertEquals(List.of(1.0, 6.0, -0.5, 6.75), boxed(lines.get(1)));
  }

  @Test
  void longLeapsAreOrdinarySegments() throws Exception {
    Board zebra = Board.of(10, 10).withLeaper(2, 3);
    List<Square> path = List.of(Square.of(0, 0), Square.of(2, 3), Square.of(5, 5), Square.of(7, 8));
    Document svg = parse(TourPictures.svg(zebra, path, false));
    NodeList polylines = svg.getElementsByTagNameNS(SVG_NS, "polyline");
    assertEquals(1, polylines.getLength());
    List<double[]> points = points(((Element) polylines.item(0)).getAttribute("points"));
    assertEquals(path.size(), points.size());
    for (int i = 0; i < path.size(); i++) {
      assertEquals(path.get(i).col(), points.get(i)[0]);
      assertEquals(9 - path.get(i).row(), points.get(i)[1]);
    }
    assertEquals(0, wrapGroups(svg).size());
  }

  @Test
  void pngShowsTheHoleColourAtHoleCellsOnly() throws Exception {
    checkHolePixels(tour(HOLED, Strategy.WARNSDORFF, TourKind.OPEN), cell(HOLED));
  }

  @Test
  void theIndexedPngOfALargeBoardShowsItsHoles() throws Exception {
    Board large = Board.of(110, 110).withHoles(List.of(Square.of(50, 50), Square.of(50, 51), Square.of(3, 100)));
    assertTrue(large.squareCount() > TourPictures.MAX_SMOOTH_SQUARES);
    checkHolePixels(tour(large, Strategy.WARNSDORFF, TourKind.OPEN), 4000 / 110);
  }

  @Test
  void theIndexedPngOfALargeTorusDrawsStubsAtTheBorder() throws Exception {
    Tour tour = tour(Board.torus(110, 110), Strategy.WARNSDORFF, TourKind.OPEN);
    BufferedImage image = TourPictures.image(tour);
    checkStubPixels(tour, image, 4000 / 110);
  }

  @Test
  void theSmoothPngDrawsStubsAtTheBorder() throws Exception {
    Tour tour = tour(Board.torus(8, 8), Strategy.WARNSDORFF, TourKind.OPEN);
    checkStubPixels(tour, TourPictures.image(tour), cell(tour.board()));
  }

  @Test
  void gifShowsHolesOnEveryFrameAndStubsAtTheBorder() throws Exception {
    Tour holed = tour(HOLED, Strategy.WARNSDORFF, TourKind.OPEN);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    TourAnimations.writeGif(holed, out);
    List<BufferedImage> pictures = GifTest.Gif.read(out.toByteArray()).composite();
    for (BufferedImage picture : List.of(pictures.get(0), pictures.get(pictures.size() - 1))) {
      checkHolePixels(HOLED, picture, cell(HOLED));
    }

    Tour torus = tour(Board.torus(8, 8), Strategy.WARNSDORFF, TourKind.OPEN);
    out.reset();
    TourAnimations.writeGif(torus, out);
    pictures = GifTest.Gif.read(out.toByteArray()).composite();
    checkStubPixels(torus, pictures.get(pictures.size() - 1), cell(torus.board()));
  }

  @Test
  void aBacktrackingGifOnATorusEndsOnTheSamePictureAsTheTourAlone() throws Exception {
    // Take-backs of moves across the edge must erase both stubs: the last picture of the search
    // is then the tour's own.
    Board torus = Board.torus(8, 8);
    Tour tour = tour(torus, Strategy.WARNSDORFF, TourKind.OPEN);
    // The tour's placements, with a detour after each square: a step across the edge to a square
    // not yet on the path, taken back at once.
    List<Square> squares = tour.squares();
    List<SearchStep<Square>> steps = new ArrayList<>();
    int detours = 0;
    for (int i = 0; i < squares.size(); i++) {
      steps.add(new SearchStep<>(SearchStep.Kind.PLACED, squares.get(i), i));
      Set<Square> onPath = new HashSet<>(squares.subList(0, i + 1));
      for (int[] leap : LEAPS) {
        Square from = squares.get(i);
        int row = from.row() + leap[0];
        int col = from.col() + leap[1];
        Square to = Square.of(Math.floorMod(row, 8), Math.floorMod(col, 8));
        boolean wraps = row != to.row() || col != to.col();
        if (wraps && !onPath.contains(to) && i + 1 < squares.size()) {
          steps.add(new SearchStep<>(SearchStep.Kind.PLACED, to, i + 1));
          steps.add(new SearchStep<>(SearchStep.Kind.REMOVED, to, i + 1));
          detours++;
          break;
        }
      }
    }
    assertTrue(detours > 10, "detours: " + detours);
    ByteArrayOutputStream search = new ByteArrayOutputStream();
    TourAnimations.writeGif(torus, steps, Optional.of(tour), search);
    ByteArrayOutputStream alone = new ByteArrayOutputStream();
    TourAnimations.writeGif(tour, alone);
    List<BufferedImage> a = GifTest.Gif.read(search.toByteArray()).composite();
    List<BufferedImage> b = GifTest.Gif.read(alone.toByteArray()).composite();
    BufferedImage last = a.get(a.size() - 1);
    BufferedImage expected = b.get(b.size() - 1);
    for (int y = 0; y < last.getHeight(); y++) {
      for (int x = 0; x < last.getWidth(); x++) {
        assertEquals(expected.getRGB(x, y), last.getRGB(x, y), "pixel " + x + "," + y);
      }
    }
  }

  @Test
  void theHtmlPageOfATorusCarriesTheWrapAndTheSecondClosingStub() throws Exception {
    Tour tour = tour(Board.torus(6, 6), Strategy.WARNSDORFF, TourKind.CLOSED);
    String page = TourAnimations.html(tour);
    Document document = parse(page.substring(page.indexOf("<html")));
    assertTrue(page.contains("\"wrap\":{\"rows\":true,\"r\":1,\"s\":2}"), "the page knows the wrap");
    assertTrue(page.contains("acrossEdge"), "the page runs the stub player");
    assertEquals(1, elementsWithId(document, "closing-in"));
    String plain = TourAnimations.html(Tours.closed(6, 6));
    assertTrue(!plain.contains("\"wrap\"") && !plain.contains("closing-in") && !plain.contains("acrossEdge"));
  }

  // ---- SVG checks

  /** The SVG of {@code tour}: stub pairs counted against the tour's wrapping moves, lengths bounded. */
  private static void checkStubs(Tour tour) throws Exception {
    Board board = tour.board();
    int rows = board.rows();
    int cols = board.cols();
    List<Square> squares = tour.squares();
    int wrapping = 0;
    for (int i = 1; i < squares.size(); i++) {
      wrapping += isLeap(squares.get(i - 1), squares.get(i), board) ? 0 : 1;
    }
    boolean closingWraps = tour.isClosed() && !isLeap(tour.end(), tour.start(), board);
    assertTrue(wrapping > 0, "the tour crosses an edge: " + tour);

    Document svg = parse(TourPictures.svg(tour));
    List<Element> groups = wrapGroups(svg);
    int closingGroups = 0;
    double leap = Math.hypot(board.leaper().r(), board.leaper().s());
    for (Element group : groups) {
      closingGroups += group.getAttribute("class").contains("closing-move") ? 1 : 0;
      List<double[]> lines = lines(group);
      assertEquals(2, lines.size(), "a move across the edge is two stubs");
      for (double[] line : lines) {
        // From a square's centre to the border.
        assertEquals(Math.rint(line[0]), line[0]);
        assertEquals(Math.rint(line[1]), line[1]);
        boolean onBorder = line[2] == -0.5 || line[2] == cols - 0.5 || line[3] == -0.5 || line[3] == rows - 0.5;
        assertTrue(onBorder, "a stub ends on the border: " + java.util.Arrays.toString(line));
        double length = Math.hypot(line[2] - line[0], line[3] - line[1]);
        assertTrue(length > 0 && length <= leap + 1e-9, "stub length " + length);
      }
    }
    assertEquals(wrapping + (closingWraps ? 1 : 0), groups.size());
    assertEquals(closingWraps ? 1 : 0, closingGroups);
    // The polylines hold every square once, in order, each segment a leap long.
    NodeList polylines = svg.getElementsByTagNameNS(SVG_NS, "polyline");
    assertEquals(wrapping + 1, polylines.getLength());
    List<double[]> all = new ArrayList<>();
    for (int p = 0; p < polylines.getLength(); p++) {
      List<double[]> points = points(((Element) polylines.item(p)).getAttribute("points"));
      for (int i = 1; i < points.size(); i++) {
        double length = Math.hypot(points.get(i)[0] - points.get(i - 1)[0], points.get(i)[1] - points.get(i - 1)[1]);
        assertEquals(leap, length, 1e-9, "a segment inside the board is one leap");
      }
      all.addAll(points);
    }
    assertEquals(squares.size(), all.size());
    for (int i = 0; i < squares.size(); i++) {
      assertEquals(squares.get(i).col(), all.get(i)[0]);
      assertEquals(rows - 1 - squares.get(i).row(), all.get(i)[1]);
    }
    NodeList plainClosing = svg.getElementsByTagNameNS(SVG_NS, "line");
    int straightClosing = 0;
    for (int i = 0; i < plainClosing.getLength(); i++) {
      straightClosing += "closing-move".equals(((Element) plainClosing.item(i)).getAttribute("class")) ? 1 : 0;
    }
    assertEquals(tour.isClosed() && !closingWraps ? 1 : 0, straightClosing);
  }

  /** True if the straight difference of the squares is a leap of the board's leaper. */
  private static boolean isLeap(Square a, Square b, Board board) {
    int dr = Math.abs(a.row() - b.row());
    int dc = Math.abs(a.col() - b.col());
    int r = board.leaper().r();
    int s = board.leaper().s();
    return (dr == r && dc == s) || (dr == s && dc == r);
  }

  /** The cells covered by the rects of {@code <g class="holes">}, as squares. */
  private static Set<Square> holeCells(Document svg, int rows) {
    Set<Square> cells = new HashSet<>();
    NodeList groups = svg.getElementsByTagNameNS(SVG_NS, "g");
    for (int g = 0; g < groups.getLength(); g++) {
      Element group = (Element) groups.item(g);
      if (!"holes".equals(group.getAttribute("class"))) {
        continue;
      }
      NodeList rects = group.getElementsByTagNameNS(SVG_NS, "rect");
      for (int i = 0; i < rects.getLength(); i++) {
        Element rect = (Element) rects.item(i);
        double x = Double.parseDouble(rect.getAttribute("x"));
        double y = Double.parseDouble(rect.getAttribute("y"));
        int width = Integer.parseInt(rect.getAttribute("width"));
        assertEquals("1", rect.getAttribute("height"));
        int row = rows - 1 - (int) Math.round(y + 0.5);
        for (int k = 0; k < width; k++) {
          assertTrue(cells.add(Square.of(row, (int) Math.round(x + 0.5) + k)), "each hole drawn once");
        }
      }
    }
    return cells;
  }

  private static List<Element> wrapGroups(Document svg) {
    List<Element> found = new ArrayList<>();
    NodeList groups = svg.getElementsByTagNameNS(SVG_NS, "g");
    for (int g = 0; g < groups.getLength(); g++) {
      Element group = (Element) groups.item(g);
      if (List.of(group.getAttribute("class").split(" ")).contains("wrap-move")) {
        found.add(group);
      }
    }
    return found;
  }

  private static List<double[]> lines(Element group) {
    List<double[]> lines = new ArrayList<>();
    NodeList nodes = group.getElementsByTagNameNS(SVG_NS, "line");
    for (int i = 0; i < nodes.getLength(); i++) {
      Element line = (Element) nodes.item(i);
      lines.add(new double[] {
        Double.parseDouble(line.getAttribute("x1")), Double.parseDouble(line.getAttribute("y1")),
        Double.parseDouble(line.getAttribute("x2")), Double.parseDouble(line.getAttribute("y2"))
      });
    }
    return lines;
  }

  private static List<Double> boxed(double[] values) {
    List<Double> list = new ArrayList<>();
    for (double value : values) {
      list.add(value);
    }
    return list;
  }

  private static List<double[]> points(String text) {
    List<double[]> points = new ArrayList<>();
    for (String pair : text.trim().split(" ")) {
      String[] xy = pair.split(",");
      points.add(new double[] {Double.parseDouble(xy[0]), Double.parseDouble(xy[1])});
    }
    return points;
  }

  private static int elementsWithId(Document document, String id) {
    int count = 0;
    NodeList all = document.getElementsByTagNameNS("*", "*");
    for (int i = 0; i < all.getLength(); i++) {
      count += id.equals(((Element) all.item(i)).getAttribute("id")) ? 1 : 0;
    }
    return count;
  }

  // ---- pixel checks

  /** Pixels a square of {@code board} in the default style (sized to the board). */
  private static int cell(Board board) {
    return PictureStyle.defaults().cellSize(Math.max(board.rows(), board.cols()));
  }

  private static void checkHolePixels(Tour tour, int cell) throws Exception {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    TourPictures.writePng(tour, out);
    BufferedImage image = ImageIO.read(new ByteArrayInputStream(out.toByteArray()));
    assertEquals(tour.board().cols() * cell, image.getWidth());
    checkHolePixels(tour.board(), image, cell);
  }

  /** Most pixels of a hole show the hole colour; no pixel of a square does. */
  private static void checkHolePixels(Board board, BufferedImage image, int cell) {
    int hole = Shapes.HOLE_COLOR.getRGB();
    for (int r = 0; r < board.rows(); r++) {
      for (int c = 0; c < board.cols(); c++) {
        int count = 0;
        int top = (board.rows() - 1 - r) * cell;
        for (int y = top; y < top + cell; y++) {
          for (int x = c * cell; x < (c + 1) * cell; x++) {
            count += image.getRGB(x, y) == hole ? 1 : 0;
          }
        }
        Square square = Square.of(r, c);
        if (board.contains(square)) {
          assertEquals(0, count, square.algebraic() + " is a square");
        } else {
          assertTrue(2 * count > cell * cell, square.algebraic() + " is a hole: " + count + " pixels");
        }
      }
    }
  }

  /**
   * For each move across an edge, the pixels where its stubs reach the border (half a square
   * inside, on the stub) show the path's colour.
   */
  private static void checkStubPixels(Tour tour, BufferedImage image, int cell) {
    Board board = tour.board();
    int rows = board.rows();
    int path = PictureStyle.defaults().pathColor().getRGB();
    List<Square> squares = tour.squares();
    int checked = 0;
    for (int i = 1; i < squares.size(); i++) {
      Square a = squares.get(i - 1);
      Square b = squares.get(i);
      if (isLeap(a, b, board)) {
        continue;
      }
      // The true leap: the one of the 8 that lands on b once wrapped (the test's own search).
      int[] leap = wrappedLeap(a, b, board);
      for (int[] stub : List.of(new int[] {a.row(), a.col(), leap[0], leap[1]},
          new int[] {b.row(), b.col(), -leap[0], -leap[1]})) {
        // Half-way from the centre to where the line leaves the square's own cell.
        double t = 0.5 / Math.max(Math.abs(stub[2]), Math.abs(stub[3])) * 0.9;
        double col = stub[1] + t * stub[3];
        double row = stub[0] + t * stub[2];
        int x = (int) ((col + 0.5) * cell);
        int y = (int) ((rows - 1 - row + 0.5) * cell);
        int rgb = image.getRGB(x, y);
        boolean dot = rgb == TourPictures.START_COLOR.getRGB() || rgb == TourPictures.END_COLOR.getRGB();
        assertTrue(rgb == path || dot, "stub of move " + i + " " + a + "-" + b + " at " + x + "," + y);
        checked++;
      }
    }
    assertTrue(checked > 0);
  }

  private static int[] wrappedLeap(Square a, Square b, Board board) {
    int r = board.leaper().r();
    int s = board.leaper().s();
    boolean wrapRows = board.wrap() == Board.Wrap.TORUS;
    for (int[] leap : new int[][] {{r, s}, {s, r}, {-r, s}, {-s, r}, {r, -s}, {s, -r}, {-r, -s}, {-s, -r}}) {
      int row = a.row() + leap[0];
      int col = Math.floorMod(a.col() + leap[1], board.cols());
      if (wrapRows) {
        row = Math.floorMod(row, board.rows());
      }
      if (row == b.row() && col == b.col()) {
        return leap;
      }
    }
    throw new AssertionError(a + "-" + b + " is no move of " + board);
  }

  // ---- helpers

  private static Tour tour(Board board, Strategy strategy, TourKind kind) {
    for (int r = 0; r < board.rows(); r++) {
      for (int c = 0; c < board.cols(); c++) {
        Square start = Square.of(r, c);
        if (!board.contains(start)) {
          continue;
        }
        TourResult result = KnightTours.solve(TourRequest.builder(board, start).kind(kind).build(), strategy);
        if (result.isFound()) {
          return result.tour().orElseThrow();
        }
      }
    }
    throw new AssertionError("no " + kind + " tour of " + board + " by " + strategy);
  }

  private static Document parse(String xml) throws Exception {
    DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
    factory.setNamespaceAware(true);
    factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
    factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
    return factory.newDocumentBuilder().parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
  }
}
