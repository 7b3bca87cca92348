package io.github.knighttours.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Outcome;
import io.github.knighttours.SearchOptions;
import io.github.knighttours.Strategy;
import java.io.IOException;
import java.io.StringReader;
import java.util.List;
import org.jgrapht.Graph;
import org.jgrapht.graph.DefaultEdge;
import org.junit.jupiter.api.Test;

/** {@link GraphFiles#readDirected}: the formats that state a direction keep it, the others are refused. */
class GraphFilesDirectedTest {

  private static GraphFile directed(String text, GraphFormat format) throws IOException {
    return GraphFiles.readDirected(new StringReader(text), format, "test." + format.extensions().get(0).substring(1));
  }

  private static final String CYCLE = "digraph { a -> b; b -> c; c -> a; }";

  /** Undirected, a triangle, so a Hamiltonian cycle; directed, no vertex gets back to a. */
  private static final String TRANSITIVE = "// a comment first\n/* and another */ strict digraph t { a -> b; b -> c; a -> c; }";

  @Test
  void aDigraphIsReadAsArcs() throws IOException {
    Graph<String, DefaultEdge> graph = directed(CYCLE, GraphFormat.DOT).graph();
    assertTrue(graph.getType().isDirected());
    assertTrue(graph.containsEdge("a", "b") && !graph.containsEdge("b", "a"));
    HamiltonianPathResult<String, DefaultEdge> cycle =
        HamiltonianPaths.solveCycle(graph, Strategy.BACKTRACKING, SearchOptions.defaults());
    assertEquals(Outcome.FOUND, cycle.outcome());
    List<String> walk = cycle.path().orElseThrow().getVertexList();
    for (int i = 0; i + 1 < walk.size(); i++) {
      assertTrue(graph.containsEdge(walk.get(i), walk.get(i + 1)), "arc " + walk.get(i) + " -> " + walk.get(i + 1));
    }
  }

  @Test
  void directionRemovesACycleThatTheUndirectedGraphHas() throws IOException {
    Graph<String, DefaultEdge> undirected =
        GraphFiles.read(new StringReader(TRANSITIVE), GraphFormat.DOT, "t.dot").graph();
    assertEquals(
        Outcome.FOUND, HamiltonianPaths.solveCycle(undirected, Strategy.BACKTRACKING, SearchOptions.defaults()).outcome());
    Graph<String, DefaultEdge> directed = directed(TRANSITIVE, GraphFormat.DOT).graph();
    HamiltonianPathResult<String, DefaultEdge> exhaustive =
        HamiltonianPaths.solveCycle(directed, Strategy.BACKTRACKING, SearchOptions.defaults());
    assertEquals(Outcome.PROVEN_ABSENT, exhaustive.outcome(), exhaustive.explanation());
    // A heuristic may not claim it.
    for (Strategy heuristic : List.of(Strategy.WARNSDORFF, Strategy.POHL)) {
      assertNotEquals(
          Outcome.PROVEN_ABSENT,
          HamiltonianPaths.solveCycle(directed, heuristic, SearchOptions.defaults()).outcome(),
          heuristic.name());
    }
    // The path a -> b -> c is still there.
    assertEquals(
        List.of("a", "b", "c"),
        HamiltonianPaths.solve(directed, Strategy.BACKTRACKING, SearchOptions.defaults()).path().orElseThrow().getVertexList());
  }

  @Test
  void arcsBothWaysAreTwoAndARepeatedArcIsCounted() throws IOException {
    GraphFile file = directed("digraph { a -> b; b -> a; a -> b; }", GraphFormat.DOT);
    assertEquals(2, file.graph().edgeSet().size());
    assertEquals(1, file.duplicateEdgesIgnored());
  }

  @Test
  void graphMlWithDirectedEdgesIsReadAsArcs() throws IOException {
    String graphMl = "<graphml xmlns=\"http://graphml.graphdrawing.org/xmlns\"><graph edgedefault=\"directed\">"
        + "<node id=\"1\"/><node id=\"2\"/><node id=\"3\"/>"
        + "<edge source=\"1\" target=\"2\"/><edge source=\"2\" target=\"3\"/><edge source=\"1\" target=\"3\"/>"
        + "</graph></graphml>";
    Graph<String, DefaultEdge> graph = directed(graphMl, GraphFormat.GRAPHML).graph();
    assertTrue(graph.getType().isDirected());
    assertEquals(3, graph.edgeSet().size());
    assertEquals(
        Outcome.PROVEN_ABSENT, HamiltonianPaths.solveCycle(graph, Strategy.BACKTRACKING, SearchOptions.defaults()).outcome());
  }

  @Test
  void filesThatSayTheirEdgesAreUndirectedAreRefused() {
    IllegalArgumentException dot =
        assertThrows(IllegalArgumentException.class, () -> directed("graph { a -- b; }", GraphFormat.DOT));
    assertTrue(dot.getMessage().contains("not a DOT digraph"), dot.getMessage());
    IllegalArgumentException graphMl =
        assertThrows(
            IllegalArgumentException.class,
            () -> directed("<graphml><graph edgedefault=\"undirected\"><node id=\"a\"/></graph></graphml>", GraphFormat.GRAPHML));
    assertTrue(graphMl.getMessage().contains("edgedefault=\"undirected\""), graphMl.getMessage());
    IllegalArgumentException mixed =
        assertThrows(
            IllegalArgumentException.class,
            () -> directed("<graphml><graph edgedefault=\"directed\"><edge source=\"a\" target=\"b\" directed=\"false\"/>"
                + "</graph></graphml>", GraphFormat.GRAPHML));
    assertTrue(mixed.getMessage().contains("directed=\"false\""), mixed.getMessage());
  }

  @Test
  void formatsThatStateNoDirectionAreRefusedByName() {
    for (GraphFormat format : List.of(GraphFormat.HCP, GraphFormat.DIMACS, GraphFormat.CSV)) {
      assertTrue(!format.statesDirection());
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> directed("a,b\n", format), format.name());
      assertTrue(e.getMessage().contains("a " + format + " file does not state a direction"), e.getMessage());
    }
    assertTrue(GraphFormat.DOT.statesDirection() && GraphFormat.GRAPHML.statesDirection());
  }
}
