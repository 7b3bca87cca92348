package io.github.knighttours.draw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Square;
import io.github.knighttours.Tour;
import java.io.ByteArrayInputStream;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The SVG read back with the JDK's XML parser: one polyline through the square centres in
 * visiting order, the numbers in their squares, the start, end and closing move where they
 * belong. The centre of {@code Square.of(r, c)} is {@code (c, rows - 1 - r)}, as documented.
 */
class SvgStructureTest {

  private static final String SVG_NS = "http://www.w3.org/2000/svg";

  static Stream<Arguments> tours() {
    return Stream.of(
        Arguments.of("1x1", Tours.open(1, 1)),
        Arguments.of("3x4", Tours.open(3, 4)),
        Arguments.of("8x8", Tours.open(8, 8)),
        Arguments.of("5x7", Tours.open(5, 7)),
        Arguments.of("closed 6x6", Tours.closed(6, 6)));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("tours")
  void polylineVisitsTheCentresInOrder(String name, Tour tour) throws Exception {
    Document svg = parse(TourPictures.svg(tour));
    NodeList polylines = svg.getElementsByTagNameNS(SVG_NS, "polyline");
    assertEquals(1, polylines.getLength());
    Element polyline = (Element) polylines.item(0);
    assertEquals("path", polyline.getAttribute("class"));
    assertEquals(centres(tour), points(polyline.getAttribute("points")));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("tours")
  void numbersSitInTheirSquares(String name, Tour tour) throws Exception {
    Document svg = parse(TourPictures.svg(tour));
    Element group = onlyElement(svg, "g", "numbers");
    NodeList texts = group.getElementsByTagNameNS(SVG_NS, "text");
    assertEquals(tour.size(), texts.getLength());
    // Each number twice: its halo, then its digits.
    assertEquals(2 * tour.size(), svg.getElementsByTagNameNS(SVG_NS, "text").getLength());
    List<int[]> centres = centres(tour);
    for (int i = 0; i < texts.getLength(); i++) {
      Element text = (Element) texts.item(i);
      assertEquals(Integer.toString(i + 1), text.getTextContent());
      int[] centre = centres.get(i);
      assertEquals(centre[0], Integer.parseInt(text.getAttribute("x")), "x of " + (i + 1));
      assertEquals(centre[1], Integer.parseInt(text.getAttribute("y")), "y of " + (i + 1));
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("tours")
  void noNumbersWhenOff(String name, Tour tour) throws Exception {
    PictureStyle style = PictureStyle.builder().numbers(PictureStyle.Numbers.NEVER).build();
    Document svg = parse(TourPictures.svg(tour, style));
    assertEquals(0, svg.getElementsByTagNameNS(SVG_NS, "text").getLength());
    assertEquals(1, svg.getElementsByTagNameNS(SVG_NS, "polyline").getLength());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("tours")
  void startEndAndClosingMove(String name, Tour tour) throws Exception {
    Document svg = parse(TourPictures.svg(tour));
    assertCircleAt(onlyElement(svg, "circle", "start"), tour, tour.start());
    assertCircleAt(onlyElement(svg, "circle", "end"), tour, tour.end());
    NodeList lines = svg.getElementsByTagNameNS(SVG_NS, "line");
    if (tour.isClosed()) {
      assertEquals(1, lines.getLength());
      Element line = (Element) lines.item(0);
      assertEquals("closing-move", line.getAttribute("class"));
      int[] from = centre(tour, tour.end());
      int[] to = centre(tour, tour.start());
      assertEquals(from[0], Integer.parseInt(line.getAttribute("x1")));
      assertEquals(from[1], Integer.parseInt(line.getAttribute("y1")));
      assertEquals(to[0], Integer.parseInt(line.getAttribute("x2")));
      assertEquals(to[1], Integer.parseInt(line.getAttribute("y2")));
    } else {
      assertEquals(0, lines.getLength());
    }
  }

  @Test
  void theClosedTourIsClosedAndTheOpenOnesNot() {
    assertTrue(Tours.closed(6, 6).isClosed());
    assertFalse(Tours.open(3, 4).isClosed());
  }

  @Test
  void a1IsDarkAndBoardIsOnePatternNotARectPerSquare() throws Exception {
    Tour tour = Tours.open(8, 8);
    Document svg = parse(TourPictures.svg(tour));
    NodeList patterns = svg.getElementsByTagNameNS(SVG_NS, "pattern");
    assertEquals(1, patterns.getLength());
    // The 2x2 tile: the top-left square of an 8-row board is a8, which is light (0 + 7 odd), so
    // the dark ones are (1, 0) and (0, 1) in (x, y).
    NodeList tile = ((Element) patterns.item(0)).getElementsByTagNameNS(SVG_NS, "rect");
    assertEquals(2, tile.getLength());
    List<String> dark = new ArrayList<>();
    for (int i = 0; i < tile.getLength(); i++) {
      Element rect = (Element) tile.item(i);
      dark.add(rect.getAttribute("x") + "," + rect.getAttribute("y"));
      assertEquals(PictureStyle.hex(PictureStyle.defaults().darkSquareColor()), rect.getAttribute("fill"));
    }
    assertEquals(List.of("1,0", "0,1"), dark);
    assertEquals(4, svg.getElementsByTagNameNS(SVG_NS, "rect").getLength());
  }

  @Test
  void sizeAndViewBox() throws Exception {
    Tour tour = Tours.open(3, 4);
    Element root = parse(TourPictures.svg(tour)).getDocumentElement();
    // Sized to the board: 512 / 4 = 128 pixels a square, more than the largest automatic square.
    assertEquals("384", root.getAttribute("width"));
    assertEquals("288", root.getAttribute("height"));
    assertEquals("-0.5 -0.5 4 3", root.getAttribute("viewBox"));
  }

  @Test
  void aThousandByThousandTourIsAPathAloneAtMost4000PixelsWide() throws Exception {
    Tour tour = Tours.open(1000, 1000);
    String text = TourPictures.svg(tour);
    Document svg = parse(text);
    Element root = svg.getDocumentElement();
    assertEquals("4000", root.getAttribute("width"));
    assertEquals("4000", root.getAttribute("height"));
    NodeList polylines = svg.getElementsByTagNameNS(SVG_NS, "polyline");
    assertEquals(1, polylines.getLength());
    assertEquals(centres(tour), points(((Element) polylines.item(0)).getAttribute("points")));
    assertEquals(0, svg.getElementsByTagNameNS(SVG_NS, "text").getLength());
    assertEquals(4, svg.getElementsByTagNameNS(SVG_NS, "rect").getLength());
    // About 8 characters a square: "999,999 ".
    assertTrue(text.length() < 9_000_000, "length " + text.length());
  }

  @Test
  void writeSvgStreamsTheSameText() {
    Tour tour = Tours.open(8, 8);
    StringWriter out = new StringWriter();
    TourPictures.writeSvg(tour, out);
    assertEquals(TourPictures.svg(tour), out.toString());
  }

  @Test
  void numbersAutomaticallyOnlyUpTo32() {
    PictureStyle style = PictureStyle.defaults();
    assertTrue(style.numbersOn(32, 32));
    assertFalse(style.numbersOn(33, 5));
    assertFalse(style.numbersOn(5, 33));
    PictureStyle always = PictureStyle.builder().numbers(PictureStyle.Numbers.ALWAYS).build();
    assertTrue(always.numbersOn(1000, 1000));
  }

  private static void assertCircleAt(Element circle, Tour tour, Square square) {
    int[] centre = centre(tour, square);
    assertEquals(centre[0], Integer.parseInt(circle.getAttribute("cx")), "cx of " + square);
    assertEquals(centre[1], Integer.parseInt(circle.getAttribute("cy")), "cy of " + square);
  }

  private static Element onlyElement(Document svg, String tag, String cssClass) {
    NodeList all = svg.getElementsByTagNameNS(SVG_NS, tag);
    Element found = null;
    for (int i = 0; i < all.getLength(); i++) {
      Element element = (Element) all.item(i);
      if (cssClass.equals(element.getAttribute("class"))) {
        assertEquals(null, found, "more than one " + tag + "." + cssClass);
        found = element;
      }
    }
    assertTrue(found != null, "no " + tag + "." + cssClass);
    return found;
  }

  private static int[] centre(Tour tour, Square square) {
    return new int[] {square.col(), tour.board().rows() - 1 - square.row()};
  }

  private static List<int[]> centres(Tour tour) {
    List<int[]> centres = new ArrayList<>();
    for (Square square : tour.squares()) {
      centres.add(centre(tour, square));
    }
    return new IntPairList(centres);
  }

  private static List<int[]> points(String attribute) {
    List<int[]> points = new ArrayList<>();
    for (String point : attribute.trim().split("\\s+")) {
      String[] xy = point.split(",");
      assertEquals(2, xy.length, "point " + point);
      points.add(new int[] {Integer.parseInt(xy[0]), Integer.parseInt(xy[1])});
    }
    return new IntPairList(points);
  }

  static Document parse(String svg) throws Exception {
    DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
    factory.setNamespaceAware(true);
    factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
    factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
    factory.setXIncludeAware(false);
    factory.setExpandEntityReferences(false);
    DocumentBuilder builder = factory.newDocumentBuilder();
    Document document = builder.parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
    assertEquals("svg", document.getDocumentElement().getLocalName());
    assertEquals(SVG_NS, document.getDocumentElement().getNamespaceURI());
    return document;
  }

  /** A list of (x, y) pairs that compares by value, so assertEquals shows the first difference. */
  private static final class IntPairList extends java.util.AbstractList<int[]> {
    private final List<int[]> pairs;

    IntPairList(List<int[]> pairs) {
      this.pairs = pairs;
    }

    @Override
    public int[] get(int index) {
      return pairs.get(index);
    }

    @Override
    public int size() {
      return pairs.size();
    }

    @Override
    public boolean equals(Object other) {
      if (!(other instanceof List)) {
        return false;
      }
      List<?> that = (List<?>) other;
      if (that.size() != size()) {
        return false;
      }
      for (int i = 0; i < size(); i++) {
        int[] a = get(i);
        int[] b = (int[]) that.get(i);
        if (a[0] != b[0] || a[1] != b[1]) {
          return false;
        }
      }
      return true;
    }

    @Override
    public int hashCode() {
      return size();
    }

    @Override
    public String toString() {
      StringBuilder text = new StringBuilder();
      for (int i = 0; i < Math.min(size(), 20); i++) {
        text.append(get(i)[0]).append(',').append(get(i)[1]).append(' ');
      }
      return text.append(size() > 20 ? "... (" + size() + ")" : "").toString();
    }
  }
}
