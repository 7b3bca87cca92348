package io.github.knighttours.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** A graph picture's SVG, parsed as XML, with what the tests look at. */
final class SvgPicture {

  /** A circle: where, its classes, and the vertex's text from its title. */
  record Vertex(double x, double y, String classes, String name) {}

  /** A line: from, to, classes, and the step for a path edge (0 otherwise). */
  record Line(double x1, double y1, double x2, double y2, String classes, int step) {}

  /** A number: where and which. */
  record Number(double x, double y, int value) {}

  final double[] viewBox;
  final List<Vertex> vertices = new ArrayList<>();
  final List<Line> edges = new ArrayList<>();
  final List<Line> pathEdges = new ArrayList<>();
  final List<Number> numbers = new ArrayList<>();

  private SvgPicture(Document document) {
    Element svg = document.getDocumentElement();
    assertEquals("svg", svg.getTagName());
    String[] box = svg.getAttribute("viewBox").trim().split("\\s+");
    assertEquals(4, box.length, "viewBox " + svg.getAttribute("viewBox"));
    viewBox = new double[4];
    for (int i = 0; i < 4; i++) {
      viewBox[i] = Double.parseDouble(box[i]);
    }
    NodeList groups = svg.getElementsByTagName("g");
    Map<String, Element> byClass = new HashMap<>();
    for (int i = 0; i < groups.getLength(); i++) {
      Element g = (Element) groups.item(i);
      assertTrue(byClass.put(g.getAttribute("class"), g) == null, "two groups of class " + g.getAttribute("class"));
    }
    for (Element line : children(byClass.get("edges"), "line")) {
      edges.add(line(line));
    }
    for (Element line : children(byClass.get("path"), "line")) {
      pathEdges.add(line(line));
    }
    for (Element circle : children(byClass.get("vertices"), "circle")) {
      String name = circle.getElementsByTagName("title").item(0).getTextContent();
      vertices.add(new Vertex(coordinate(circle, "cx"), coordinate(circle, "cy"), circle.getAttribute("class"), name));
    }
    for (Element text : children(byClass.get("numbers"), "text")) {
      numbers.add(new Number(coordinate(text, "x"), coordinate(text, "y"), Integer.parseInt(text.getTextContent())));
    }
  }

  static SvgPicture parse(String svg) {
    try {
      DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
      factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
      factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
      return new SvgPicture(factory.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8))));
    } catch (Exception e) {
      throw new AssertionError("not well-formed SVG: " + e, e);
    }
  }

  /** The vertex circle titled {@code name}. */
  Vertex vertex(String name) {
    return vertices.stream().filter(v -> v.name().equals(name)).findFirst()
        .orElseThrow(() -> new AssertionError("no vertex titled " + name));
  }

  /** Asserts that every coordinate is finite and inside the viewBox. */
  void assertInsideViewBox() {
    for (Vertex v : vertices) {
      assertInside(v.x(), v.y(), v.toString());
    }
    for (Number n : numbers) {
      assertInside(n.x(), n.y(), n.toString());
    }
    List<Line> lines = new ArrayList<>(edges);
    lines.addAll(pathEdges);
    for (Line l : lines) {
      assertInside(l.x1(), l.y1(), l.toString());
      assertInside(l.x2(), l.y2(), l.toString());
    }
  }

  private void assertInside(double x, double y, String what) {
    assertTrue(Double.isFinite(x) && Double.isFinite(y), what);
    assertTrue(x >= viewBox[0] && x <= viewBox[0] + viewBox[2], what + " outside x of viewBox");
    assertTrue(y >= viewBox[1] && y <= viewBox[1] + viewBox[3], what + " outside y of viewBox");
  }

  private static Line line(Element e) {
    String step = e.getAttribute("data-step");
    return new Line(coordinate(e, "x1"), coordinate(e, "y1"), coordinate(e, "x2"), coordinate(e, "y2"),
        e.getAttribute("class"), step.isEmpty() ? 0 : Integer.parseInt(step));
  }

  private static double coordinate(Element e, String attribute) {
    String value = e.getAttribute(attribute);
    assertTrue(!value.isEmpty(), "no " + attribute + " on " + e.getTagName());
    return Double.parseDouble(value);
  }

  private static List<Element> children(Element group, String tag) {
    assertTrue(group != null, "missing group");
    List<Element> out = new ArrayList<>();
    NodeList nodes = group.getChildNodes();
    for (int i = 0; i < nodes.getLength(); i++) {
      if (nodes.item(i) instanceof Element e) {
        assertEquals(tag, e.getTagName(), "in group " + group.getAttribute("class"));
        out.add(e);
      }
    }
    return out;
  }
}
