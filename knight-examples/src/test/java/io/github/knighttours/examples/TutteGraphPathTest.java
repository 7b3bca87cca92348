package io.github.knighttours.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.jgrapht.Graph;
import org.jgrapht.generate.NamedGraphGenerator;
import org.jgrapht.graph.DefaultEdge;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

class TutteGraphPathTest {

  private static final Pattern STEP = Pattern.compile("(\\d+): v(\\d+)");

  /** What one run printed and returned. */
  private record Run(int status, String out) {
    /** The vertices of the printed visiting order, checking that the steps are numbered 1, 2, 3, ... */
    List<Integer> order() {
      String listing = out.substring(out.indexOf("(step: vertex):"), out.indexOf("Hamiltonian cycle,"));
      List<Integer> order = new ArrayList<>();
      Matcher m = STEP.matcher(listing);
      while (m.find()) {
        assertEquals(order.size() + 1, Integer.parseInt(m.group(1)), listing);
        order.add(Integer.parseInt(m.group(2)));
      }
      return order;
    }
  }

  private static Run run(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    int status = TutteGraphPath.run(args, new PrintStream(out, true, StandardCharsets.UTF_8));
    return new Run(status, out.toString(StandardCharsets.UTF_8));
  }

  @Test
  void printsAHamiltonianPathOfTheTutteGraph() {
    Run run = run();
    assertEquals(0, run.status(), run.out());
    Graph<Integer, DefaultEdge> tutte = NamedGraphGenerator.tutteGraph();
    List<Integer> order = run.order();
    assertEquals(46, order.size(), run.out());
    assertEquals(46, new HashSet<>(order).size(), run.out());
    assertTrue(tutte.vertexSet().containsAll(order), run.out());
    for (int i = 1; i < order.size(); i++) {
      assertTrue(tutte.containsEdge(order.get(i - 1), order.get(i)), "v" + order.get(i - 1) + " - v" + order.get(i));
    }
  }

  @Test
  void saysWhichStartAndSeedFoundItAndWhatTheExactSearchProved() {
    Run run = run();
    String out = run.out();
    assertTrue(out.contains("from vertex 0: PROVEN_ABSENT"), out); // no Hamiltonian path starts at vertex 0
    assertTrue(out.contains("by Pohl's rule from vertex " + run.order().get(0) + " with "), out);
    assertTrue(out.matches("(?s).*  (no seed|seed \\d+): FOUND .*"), out);
    assertTrue(out.contains("Hamiltonian cycle, exact search (BACKTRACKING): PROVEN_ABSENT"), out);
  }

  @Test
  void fewerSeedsMoveOnToLaterStarts() {
    Run run = run("1");
    assertEquals(0, run.status(), run.out());
    assertEquals(46, new HashSet<>(run.order()).size(), run.out());
    assertTrue(run.out().contains("  seed 1: GAVE_UP"), run.out());
  }

  @ParameterizedTest
  @ValueSource(strings = {"0", "-3", "x", "1.5"})
  void badMaxSeedReturnsTwo(String arg) {
    Run run = run(arg);
    assertEquals(2, run.status());
    assertTrue(run.out().contains(TutteGraphPath.USAGE), run.out());
  }

  @Test
  void tooManyArgumentsReturnTwo() {
    assertEquals(2, run("1", "2", "3").status());
  }

  @Test
  void anOutputDirThatIsAFileReturnsTwoBeforeSearching(@TempDir Path dir) throws IOException {
    Path file = Files.writeString(dir.resolve("not-a-dir"), "x");
    Run run = run("1", file.toString());
    assertEquals(2, run.status(), run.out());
    assertTrue(run.out().contains("OUTPUT_DIR must be a directory"), run.out());
    assertFalse(run.out().contains("Pohl's rule"), run.out());
  }

  @Test
  void drawsThePathAsSvgAndDot(@TempDir Path dir) throws Exception {
    Path out = dir.resolve("pictures");
    Run run = run("1000", out.toString());
    assertEquals(0, run.status(), run.out());
    List<Integer> order = run.order();
    assertEquals(46, order.size());
    Graph<Integer, DefaultEdge> tutte = NamedGraphGenerator.tutteGraph();

    Element svg = DocumentBuilderFactory.newInstance().newDocumentBuilder()
        .parse(out.resolve(TutteGraphPath.SVG_FILE).toFile()).getDocumentElement();
    String[] box = svg.getAttribute("viewBox").split(" ");
    double width = Double.parseDouble(box[2]);
    double height = Double.parseDouble(box[3]);
    Map<String, double[]> centres = new HashMap<>();
    for (Element circle : elements(svg, "circle")) {
      double[] centre = {number(circle, "cx"), number(circle, "cy")};
      assertInside(centre[0], centre[1], width, height);
      String vertex = circle.getElementsByTagName("title").item(0).getTextContent();
      assertTrue(centres.put(vertex, centre) == null, "vertex " + vertex + " drawn twice");
    }
    assertEquals(46, centres.size());
    List<Element> numbers = elements(svg, "text");
    assertEquals(46, numbers.size());
    for (int i = 0; i < 46; i++) {
      Element number = numbers.get(i);
      assertEquals(String.valueOf(i + 1), number.getTextContent());
      double[] centre = centres.get(String.valueOf(order.get(i)));
      assertEquals(centre[0], number(number, "x"), 1e-9, "number " + (i + 1) + " on v" + order.get(i));
      assertEquals(centre[1], number(number, "y"), 1e-9, "number " + (i + 1) + " on v" + order.get(i));
    }
    List<Element> lines = elements(svg, "line");
    assertEquals(69, lines.size());
    List<Element> pathEdges = lines.stream().filter(l -> l.getAttribute("class").contains("path-edge")).toList();
    assertEquals(45, pathEdges.size());
    for (Element line : lines) {
      assertInside(number(line, "x1"), number(line, "y1"), width, height);
      assertInside(number(line, "x2"), number(line, "y2"), width, height);
    }
    for (int i = 0; i < 45; i++) {
      Element line = pathEdges.get(i);
      assertEquals(String.valueOf(i + 1), line.getAttribute("data-step"));
      double[] from = centres.get(String.valueOf(order.get(i)));
      double[] to = centres.get(String.valueOf(order.get(i + 1)));
      Set<List<Double>> ends = Set.of(List.of(number(line, "x1"), number(line, "y1")),
          List.of(number(line, "x2"), number(line, "y2")));
      assertEquals(Set.of(List.of(from[0], from[1]), List.of(to[0], to[1])), ends, "step " + (i + 1));
    }

    List<String> dot = Files.readAllLines(out.resolve(TutteGraphPath.DOT_FILE));
    assertEquals("graph {", dot.get(0));
    assertEquals(46, dot.stream().filter(l -> l.contains("[label=")).count());
    List<String> edges = dot.stream().filter(l -> l.contains(" -- ")).toList();
    assertEquals(69, edges.size());
    List<String> bold = edges.stream().filter(l -> l.contains("style=bold")).toList();
    assertEquals(45, bold.size());
    for (int i = 0; i < 45; i++) {
      assertTrue(bold.get(i).startsWith("  \"" + order.get(i) + "\" -- \"" + order.get(i + 1) + "\" "), bold.get(i));
      assertTrue(tutte.containsEdge(order.get(i), order.get(i + 1)));
    }
    for (int i = 0; i < 46; i++) {
      assertTrue(dot.contains("  \"" + order.get(i) + "\" [label=\"" + (i + 1) + "\", tooltip=\"" + order.get(i) + "\"];"),
          "vertex line of v" + order.get(i));
    }
  }

  private static List<Element> elements(Element root, String tag) {
    NodeList nodes = root.getElementsByTagName(tag);
    List<Element> out = new ArrayList<>();
    for (int i = 0; i < nodes.getLength(); i++) {
      out.add((Element) nodes.item(i));
    }
    return out;
  }

  private static double number(Element e, String attribute) {
    return Double.parseDouble(e.getAttribute(attribute));
  }

  private static void assertInside(double x, double y, double width, double height) {
    assertTrue(Double.isFinite(x) && Double.isFinite(y) && x >= 0 && y >= 0 && x <= width && y <= height,
        "(" + x + ", " + y + ") outside 0 0 " + width + " " + height);
  }
}
