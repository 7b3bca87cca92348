package io.github.knighttours.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.SearchOptions;
import io.github.knighttours.Strategy;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.jgrapht.Graph;
import org.jgrapht.GraphPath;
import org.jgrapht.generate.CompleteGraphGenerator;
import org.jgrapht.generate.RingGraphGenerator;
import org.jgrapht.graph.DefaultDirectedGraph;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.GraphWalk;
import org.jgrapht.graph.Pseudograph;
import org.jgrapht.graph.SimpleGraph;
import org.jgrapht.util.SupplierUtil;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class GraphPicturesTest {

  private static Graph<Integer, DefaultEdge> emptyGraph() {
    return new SimpleGraph<>(SupplierUtil.createIntegerSupplier(), SupplierUtil.DEFAULT_EDGE_SUPPLIER, false);
  }

  private static Graph<Integer, DefaultEdge> ring(int n) {
    Graph<Integer, DefaultEdge> g = emptyGraph();
    new RingGraphGenerator<Integer, DefaultEdge>(n).generateGraph(g);
    return g;
  }

  private static Graph<Integer, DefaultEdge> complete(int n) {
    Graph<Integer, DefaultEdge> g = emptyGraph();
    new CompleteGraphGenerator<Integer, DefaultEdge>(n).generateGraph(g);
    return g;
  }

  private static List<Integer> range(int from, int to) {
    return IntStream.range(from, to).boxed().collect(Collectors.toList());
  }

  /**
   * Checks what every picture of a path must show: one circle per vertex, the numbers 1..k on
   * the path's vertices in visiting order, each path edge joining the vertices of its step, and
   * every coordinate in the viewBox.
   */
  private static <V> SvgPicture assertDrawsPath(String svg, Graph<V, ?> graph, List<V> order, boolean closed) {
    SvgPicture picture = SvgPicture.parse(svg);
    picture.assertInsideViewBox();
    assertEquals(graph.vertexSet().size(), picture.vertices.size());
    assertEquals(order.size(), picture.numbers.size());
    for (int i = 0; i < order.size(); i++) {
      SvgPicture.Number number = picture.numbers.get(i);
      SvgPicture.Vertex vertex = picture.vertex(String.valueOf(order.get(i)));
      assertEquals(i + 1, number.value());
      assertEquals(vertex.x(), number.x(), 1e-9, "number " + (i + 1) + " sits on its vertex");
      assertEquals(vertex.y(), number.y(), 1e-9, "number " + (i + 1) + " sits on its vertex");
      assertFalse(vertex.classes().contains("off-path"), vertex.toString());
    }
    int steps = closed ? order.size() : order.size() - 1;
    assertEquals(steps, picture.pathEdges.size());
    for (int i = 0; i < steps; i++) {
      SvgPicture.Line line = picture.pathEdges.get(i);
      assertEquals(i + 1, line.step());
      SvgPicture.Vertex from = picture.vertex(String.valueOf(order.get(i)));
      SvgPicture.Vertex to = picture.vertex(String.valueOf(order.get((i + 1) % order.size())));
      boolean forward = near(line.x1(), line.y1(), from) && near(line.x2(), line.y2(), to);
      boolean backward = near(line.x1(), line.y1(), to) && near(line.x2(), line.y2(), from);
      assertTrue(forward || backward, "step " + (i + 1) + " joins " + from + " and " + to + ": " + line);
      assertEquals(closed && i == steps - 1, line.classes().contains("closing"), line.toString());
    }
    assertEquals(graph.edgeSet().size(), picture.edges.size() + picture.pathEdges.size());
    long offPath = picture.vertices.stream().filter(v -> v.classes().contains("off-path")).count();
    assertEquals(graph.vertexSet().size() - order.size(), offPath);
    return picture;
  }

  private static boolean near(double x, double y, SvgPicture.Vertex v) {
    return Math.abs(x - v.x()) < 1e-9 && Math.abs(y - v.y()) < 1e-9;
  }

  private static List<String> lines(String dot, String containing) {
    return dot.lines().filter(l -> l.contains(containing)).collect(Collectors.toList());
  }

  @ParameterizedTest
  @EnumSource(GraphLayout.class)
  void aCycleGraphWithItsHamiltonianCycle(GraphLayout layout) {
    Graph<Integer, DefaultEdge> ring = ring(7);
    List<Integer> cycle = new ArrayList<>(range(0, 7));
    cycle.add(0);
    String svg = GraphPictures.svg(ring, cycle, layout, 5);
    SvgPicture picture = assertDrawsPath(svg, ring, range(0, 7), true);
    assertEquals(0, picture.edges.size(), "every edge of the ring is on the cycle");
    assertTrue(svg.contains("A Hamiltonian cycle through all 7 vertices"), svg);
  }

  @Test
  void aCompleteGraphWithAnOpenPath() {
    Graph<Integer, DefaultEdge> k6 = complete(6);
    List<Integer> order = List.of(3, 1, 4, 0, 5, 2);
    SvgPicture picture = assertDrawsPath(GraphPictures.svg(k6, order, GraphLayout.FR, 1), k6, order, false);
    assertEquals(15 - 5, picture.edges.size());
    assertTrue(picture.vertex("3").classes().contains("start"));
    assertTrue(picture.vertex("2").classes().contains("end"));

    String dot = GraphPictures.dot(k6, order);
    assertTrue(dot.startsWith("graph {"), dot);
    assertEquals(6, lines(dot, "[label=").size(), dot);
    assertEquals(15, lines(dot, " -- ").size(), dot);
    List<String> bold = lines(dot, "style=bold");
    assertEquals(5, bold.size(), dot);
    for (int i = 0; i < 5; i++) {
      assertTrue(bold.get(i).startsWith("  \"" + order.get(i) + "\" -- \"" + order.get(i + 1) + "\" "), bold.get(i));
    }
    for (int i = 0; i < 6; i++) {
      assertTrue(dot.contains("  \"" + order.get(i) + "\" [label=\"" + (i + 1) + "\""), dot);
    }
  }

  @Test
  void aCycleFromTheSearchIsDrawnWithItsClosingEdge() {
    Graph<Integer, DefaultEdge> k5 = complete(5);
    GraphPath<Integer, DefaultEdge> cycle = HamiltonianPaths.solveCycle(k5, Strategy.BACKTRACKING,
        SearchOptions.defaults()).path().orElseThrow();
    List<Integer> walk = cycle.getVertexList();
    assertEquals(walk.get(0), walk.get(walk.size() - 1));
    List<Integer> order = walk.subList(0, walk.size() - 1);

    SvgPicture picture = assertDrawsPath(GraphPictures.svg(cycle), k5, order, true);
    assertEquals(10 - 5, picture.edges.size());
    assertEquals(List.of(1, 2, 3, 4, 5), picture.numbers.stream().map(SvgPicture.Number::value).toList());

    String dot = GraphPictures.dot(cycle);
    assertEquals(5, lines(dot, "[label=").size(), dot);
    assertEquals(5, lines(dot, "style=bold").size(), dot);
    assertTrue(lines(dot, "style=bold").get(4).startsWith("  \"" + order.get(4) + "\" -- \"" + order.get(0) + "\""));
  }

  @Test
  void verticesOffThePathAreGreyAndUnnumbered() {
    Graph<Integer, DefaultEdge> ring = ring(8);
    List<Integer> order = List.of(2, 3, 4);
    SvgPicture picture = assertDrawsPath(GraphPictures.svg(ring, order, GraphLayout.CIRCULAR, 0), ring, order, false);
    assertTrue(picture.vertex("7").classes().contains("off-path"));
    assertTrue(GraphPictures.svg(ring, order, GraphLayout.FR, 0).contains("A path through 3 of 8 vertices"));

    String dot = GraphPictures.dot(ring, order);
    assertEquals(8, lines(dot, "[label=").size(), dot);
    assertEquals(5, lines(dot, "[label=\"\"").size(), dot);
    assertEquals(5, lines(dot, "fillcolor=").size(), dot);
    assertEquals(2, lines(dot, "style=bold").size(), dot);
  }

  @Test
  void theCircularLayoutPutsTheVerticesOnACircleInVisitingOrder() {
    Graph<Integer, DefaultEdge> k7 = complete(7);
    List<Integer> order = List.of(4, 0, 6, 2, 5, 1, 3);
    SvgPicture picture = SvgPicture.parse(GraphPictures.svg(k7, order, GraphLayout.CIRCULAR, 0));
    double cx = picture.viewBox[2] / 2;
    double cy = picture.viewBox[3] / 2;
    double radius = Math.hypot(picture.vertex("4").x() - cx, picture.vertex("4").y() - cy);
    assertTrue(radius > 50, "radius " + radius);
    double previous = Double.NaN;
    for (int i = 0; i < order.size(); i++) {
      SvgPicture.Vertex v = picture.vertex(String.valueOf(order.get(i)));
      assertEquals(radius, Math.hypot(v.x() - cx, v.y() - cy), 0.05, v.toString());
      double angle = Math.atan2(v.y() - cy, v.x() - cx);
      if (i > 0) {
        double turn = Math.floorMod(Math.round(Math.toDegrees(angle - previous)), 360);
        assertEquals(Math.round(360.0 / 7), turn, 1, "turn before vertex " + (i + 1));
      }
      previous = angle;
    }
  }

  @Test
  void theSameSeedGivesTheSamePictureAndAnotherSeedAnother() {
    Graph<Integer, DefaultEdge> petersen = org.jgrapht.generate.NamedGraphGenerator.petersenGraph();
    List<Integer> order = HamiltonianPaths.find(petersen, Strategy.BACKTRACKING).orElseThrow().getVertexList();
    String first = GraphPictures.svg(petersen, order, GraphLayout.FR, 42);
    String again = GraphPictures.svg(petersen, order, GraphLayout.FR, 42);
    String other = GraphPictures.svg(petersen, order, GraphLayout.FR, 43);
    assertEquals(first, again);
    SvgPicture a = SvgPicture.parse(first);
    SvgPicture b = SvgPicture.parse(other);
    assertNotEquals(a.vertex("0").x(), b.vertex("0").x(), "seeds 42 and 43 place vertex 0 alike");
    assertDrawsPath(other, petersen, order, false);
  }

  @Test
  void aDirectedGraphHasArrowsAndADigraph() {
    Graph<String, DefaultEdge> g = new DefaultDirectedGraph<>(DefaultEdge.class);
    for (String v : List.of("a", "b", "c")) {
      g.addVertex(v);
    }
    g.addEdge("a", "b");
    g.addEdge("b", "c");
    g.addEdge("c", "a");
    g.addEdge("a", "c");
    String svg = GraphPictures.svg(g, List.of("a", "b", "c", "a"), GraphLayout.CIRCULAR, 0);
    SvgPicture picture = SvgPicture.parse(svg);
    picture.assertInsideViewBox();
    assertEquals(3, picture.pathEdges.size());
    assertEquals(1, picture.edges.size());
    assertTrue(svg.contains("marker-end=\"url(#arrow)\""), svg);

    String dot = GraphPictures.dot(g, List.of("a", "b", "c"));
    assertTrue(dot.startsWith("digraph {"), dot);
    assertEquals(4, lines(dot, " -> ").size(), dot);
    assertEquals(List.of("  \"a\" -> \"b\" ", "  \"b\" -> \"c\" "),
        lines(dot, "style=bold").stream().map(l -> l.substring(0, l.indexOf('['))).toList());
    assertThrows(IllegalArgumentException.class, () -> GraphPictures.dot(g, List.of("b", "a")),
        "no arc from b to a");
  }

  @Test
  void dotQuotesEveryIdAndEscapesQuotesAndBackslashes() {
    Graph<String, DefaultEdge> g = new SimpleGraph<>(DefaultEdge.class);
    List<String> names = List.of("say \"hi\"", "back\\slash", "two\nlines", "plain");
    names.forEach(g::addVertex);
    for (int i = 1; i < names.size(); i++) {
      g.addEdge(names.get(i - 1), names.get(i));
    }
    String dot = GraphPictures.dot(g, names);
    assertTrue(dot.contains("  \"say \\\"hi\\\"\" [label=\"1\", tooltip=\"say \\\"hi\\\"\""), dot);
    assertTrue(dot.contains("  \"back\\\\slash\" [label=\"2\""), dot);
    assertTrue(dot.contains("  \"two\\nlines\" [label=\"3\""), dot);
    assertTrue(dot.contains("  \"say \\\"hi\\\"\" -- \"back\\\\slash\" [style=bold"), dot);
    assertEquals(3 + 4 + 3 + 1, dot.lines().count(), "no raw line break inside a quoted string:\n" + dot);

    String svg = GraphPictures.svg(g, names, GraphLayout.FR, 3);
    assertEquals("say \"hi\"", SvgPicture.parse(svg).vertices.get(0).name());
  }

  /** A vertex whose text is the same for every instance. */
  private record Anonymous(int id) {
    @Override
    public String toString() {
      return "vertex";
    }
  }

  @Test
  void verticesWithTheSameTextGetTheirPositionsAsIds() {
    Graph<Anonymous, DefaultEdge> g = new SimpleGraph<>(DefaultEdge.class);
    List<Anonymous> vertices = List.of(new Anonymous(0), new Anonymous(1), new Anonymous(2));
    vertices.forEach(g::addVertex);
    g.addEdge(vertices.get(0), vertices.get(1));
    g.addEdge(vertices.get(1), vertices.get(2));
    String dot = GraphPictures.dot(g, List.of(vertices.get(2), vertices.get(1), vertices.get(0)));
    assertTrue(dot.contains("  \"2\" [label=\"1\", tooltip=\"vertex\""), dot);
    assertTrue(dot.contains("  \"0\" [label=\"3\", tooltip=\"vertex\""), dot);
    assertTrue(dot.contains("  \"2\" -- \"1\" [style=bold"), dot);
    assertTrue(dot.contains("  \"1\" -- \"0\" [style=bold"), dot);
  }

  @Test
  void aSingleVertexIsAPicture() {
    Graph<Integer, DefaultEdge> g = emptyGraph();
    g.addVertex(9);
    for (GraphLayout layout : GraphLayout.values()) {
      SvgPicture picture = assertDrawsPath(GraphPictures.svg(g, List.of(9), layout, 0), g, List.of(9), false);
      assertEquals(0, picture.pathEdges.size());
    }
    assertEquals(1, lines(GraphPictures.dot(g, List.of(9)), "[label=\"1\"").size());
  }

  @Test
  void badPathsAreRefusedWithWhatIsWrong() {
    Graph<Integer, DefaultEdge> ring = ring(6);
    assertRefused("no vertices", () -> GraphPictures.dot(ring, List.of()));
    assertRefused("vertex 2 of the path, 17, is not in the graph", () -> GraphPictures.dot(ring, List.of(0, 17)));
    assertRefused("step 2 of the path: the graph has no edge from 1 to 3",
        () -> GraphPictures.svg(ring, List.of(0, 1, 3), GraphLayout.FR, 1));
    assertRefused("vertex 4 of the path, 1, was already vertex 2",
        () -> GraphPictures.dot(ring, List.of(0, 1, 2, 1)));
    assertRefused("a cycle of an undirected graph has at least 3 vertices",
        () -> GraphPictures.dot(ring, List.of(0, 1, 0)));
    assertRefused("path has 8 vertices but the graph has only 6",
        () -> GraphPictures.dot(ring, List.of(0, 1, 2, 3, 4, 5, 0, 1)));

    GraphPath<Integer, DefaultEdge> wrongEdge =
        new GraphWalk<>(ring, 0, 2, List.of(0, 1, 2), List.of(ring.getEdge(0, 1), ring.getEdge(3, 4)), 2);
    assertRefused("edge 2 of the path, (3 : 4), does not lead from 1 to 2", () -> GraphPictures.dot(wrongEdge));
    GraphPath<Integer, DefaultEdge> tooFewEdges = new ListedPath<>(ring, List.of(0, 1, 2), List.of(ring.getEdge(0, 1)));
    assertRefused("path has 3 vertices but 1 edges", () -> GraphPictures.svg(tooFewEdges));
  }

  /** A GraphPath that holds whatever lists it is given, as other implementations may. */
  private record ListedPath<V, E>(Graph<V, E> getGraph, List<V> getVertexList, List<E> getEdgeList)
      implements GraphPath<V, E> {
    @Override
    public V getStartVertex() {
      return getVertexList.get(0);
    }

    @Override
    public V getEndVertex() {
      return getVertexList.get(getVertexList.size() - 1);
    }

    @Override
    public double getWeight() {
      return getEdgeList.size();
    }
  }

  @Test
  void graphsTooLargeToDrawAreRefusedBeforeAnyWork() {
    Graph<Integer, DefaultEdge> many = emptyGraph();
    for (int i = 0; i <= GraphPictures.MAX_VERTICES; i++) {
      many.addVertex(i);
    }
    assertRefused("graph has 5001 vertices; pictures are drawn for at most 5000",
        () -> GraphPictures.svg(many, List.of(0), GraphLayout.FR, 1));
    assertRefused("graph has 5001 vertices", () -> GraphPictures.dot(many, List.of(0)));

    Graph<Integer, DefaultEdge> thick = new Pseudograph<>(DefaultEdge.class);
    thick.addVertex(0);
    thick.addVertex(1);
    for (int i = 0; i <= GraphPictures.MAX_EDGES; i++) {
      thick.addEdge(0, 1);
    }
    assertRefused("graph has 50001 edges; pictures are drawn for at most 50000",
        () -> GraphPictures.svg(thick, List.of(0, 1), GraphLayout.CIRCULAR, 1));
  }

  @Test
  void nullArgumentsAreNamed() {
    Graph<Integer, DefaultEdge> ring = ring(4);
    assertNullNamed("path", () -> GraphPictures.svg(null));
    assertNullNamed("path", () -> GraphPictures.dot(null));
    assertNullNamed("graph", () -> GraphPictures.svg(null, List.of(0), GraphLayout.FR, 1));
    assertNullNamed("vertices", () -> GraphPictures.svg(ring, null, GraphLayout.FR, 1));
    assertNullNamed("layout", () -> GraphPictures.svg(ring, List.of(0), null, 1));
    assertNullNamed("graph", () -> GraphPictures.dot(null, List.of(0)));
    assertNullNamed("vertices", () -> GraphPictures.dot(ring, null));
  }

  @Test
  void anInterruptedLayoutStopsAndKeepsTheInterrupt() {
    Graph<Integer, DefaultEdge> k8 = complete(8);
    Thread.currentThread().interrupt();
    try {
      assertThrows(CancellationException.class, () -> GraphPictures.svg(k8, range(0, 8), GraphLayout.FR, 1));
      assertTrue(Thread.currentThread().isInterrupted());
    } finally {
      Thread.interrupted();
    }
    assertDrawsPath(GraphPictures.svg(k8, range(0, 8), GraphLayout.FR, 1), k8, range(0, 8), false);
  }

  @Test
  void aLargeGraphUsesTheBarnesHutLayoutAndStaysInside() {
    Graph<Integer, DefaultEdge> ring = ring(GraphPictures.EXACT_FORCES_MAX + 100);
    List<Integer> order = range(0, ring.vertexSet().size());
    assertDrawsPath(GraphPictures.svg(ring, order, GraphLayout.FR, 7), ring, order, false);
  }

  @Test
  void numbersFormatWithoutTrailingZeros() {
    assertEquals("0", GraphSvg.number(0));
    assertEquals("12.5", GraphSvg.number(12.5));
    assertEquals("3.05", GraphSvg.number(3.049999));
    assertEquals("-1.25", GraphSvg.number(-1.25));
    assertEquals("100", GraphSvg.number(99.999));
  }

  private static void assertRefused(String message, Executable call) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call);
    assertTrue(e.getMessage().contains(message), "expected \"" + message + "\" in: " + e.getMessage());
  }

  private static void assertNullNamed(String name, Executable call) {
    NullPointerException e = assertThrows(NullPointerException.class, call);
    assertTrue(e.getMessage() != null && e.getMessage().startsWith(name), "expected " + name + ": " + e.getMessage());
  }
}
