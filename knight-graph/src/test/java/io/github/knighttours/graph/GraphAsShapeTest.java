package io.github.knighttours.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.KnightTours;
import io.github.knighttours.Outcome;
import io.github.knighttours.PathRequest;
import io.github.knighttours.PathResult;
import io.github.knighttours.SearchOptions;
import io.github.knighttours.Strategy;
import io.github.knighttours.TourKind;
import java.util.List;
import org.jgrapht.Graph;
import org.jgrapht.GraphPath;
import org.jgrapht.generate.NamedGraphGenerator;
import org.jgrapht.graph.DefaultDirectedGraph;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.SimpleGraph;
import org.junit.jupiter.api.Test;

/**
 * The copy of a JGraphT graph is knight-core's public {@link io.github.knighttours.spi.Shape}:
 * labels are the graph's vertices, the move check asks the original graph, and the result hands
 * back knight-core's own {@link PathResult} beside the {@link GraphPath}.
 */
class GraphAsShapeTest {

  private static <V> Graph<V, DefaultEdge> path(boolean directed, List<V> vertices) {
    Graph<V, DefaultEdge> graph =
        directed ? new DefaultDirectedGraph<>(DefaultEdge.class) : new SimpleGraph<>(DefaultEdge.class);
    vertices.forEach(graph::addVertex);
    for (int i = 1; i < vertices.size(); i++) {
      graph.addEdge(vertices.get(i - 1), vertices.get(i));
    }
    return graph;
  }

  @Test
  void labelsAreTheVerticesAndMovesAreTheOriginalsEdgesInTheirDirection() {
    IndexedGraph<String, DefaultEdge> directed = IndexedGraph.of(path(true, List.of("x", "y", "z")), () -> false);
    assertSame(directed, directed.graph());
    assertEquals(3, directed.vertexCount());
    assertEquals("a graph of 3 vertices", directed.toString());
    int x = directed.indexOf("x");
    int y = directed.indexOf("y");
    int z = directed.indexOf("z");
    assertEquals(List.of("x", "y", "z"), List.of(directed.label(x), directed.label(y), directed.label(z)));
    assertTrue(directed.isMove(x, y));
    assertFalse(directed.isMove(y, x), "an arc is a move one way only");
    assertFalse(directed.isMove(x, z));
    IndexedGraph<String, DefaultEdge> undirected = IndexedGraph.of(path(false, List.of("x", "y")), () -> false);
    assertTrue(undirected.isMove(undirected.indexOf("y"), undirected.indexOf("x")));
  }

  @Test
  void indexOfNamesTheVertex() {
    IndexedGraph<String, DefaultEdge> graph = IndexedGraph.of(path(false, List.of("x", "y")), () -> false);
    assertTrue(assertThrows(NullPointerException.class, () -> graph.indexOf(null)).getMessage().contains("vertex"));
    String message = assertThrows(IllegalArgumentException.class, () -> graph.indexOf("w")).getMessage();
    assertTrue(message.contains("w") && message.contains("a graph of 2 vertices"), message);
  }

  @Test
  void theValidationAsksTheOriginalGraphNotTheCopy() {
    // The copy still has the edge y-z after it is removed from the graph, so the search finds
    // x, y, z; the pipeline's check of that path asks the graph, and refuses it.
    Graph<String, DefaultEdge> graph = path(false, List.of("x", "y", "z"));
    IndexedGraph<String, DefaultEdge> copy = IndexedGraph.of(graph, () -> false);
    graph.removeEdge("y", "z");
    PathRequest<String> request = PathRequest.builder(copy).start("x").build();
    IllegalStateException e =
        assertThrows(IllegalStateException.class, () -> KnightTours.solvePath(request, Strategy.BACKTRACKING));
    assertTrue(e.getMessage().contains("invalid"), e.getMessage());
  }

  @Test
  void theResultHandsBackKnightCoresResultToo() {
    Graph<Integer, DefaultEdge> dodecahedron = NamedGraphGenerator.dodecahedronGraph();
    HamiltonianPathResult<Integer, DefaultEdge> r =
        HamiltonianPaths.solveCycle(dodecahedron, Strategy.BACKTRACKING, SearchOptions.defaults());
    PathResult<Integer> core = r.result();
    assertEquals(Outcome.FOUND, core.outcome());
    assertEquals("BACKTRACKING", r.solverName());
    assertEquals(core.explanation(), r.explanation());
    assertEquals(core.statistics().nodesExpanded(), r.statistics().nodesExpanded());
    assertTrue(r.statistics().elapsed().compareTo(core.statistics().elapsed()) >= 0, "the whole call, the copy included");
    List<Integer> cycle = r.path().orElseThrow().getVertexList();
    assertEquals(cycle.subList(0, cycle.size() - 1), core.hamiltonianPath().orElseThrow().labels());
    assertTrue(core.hamiltonianPath().orElseThrow().isClosed());
  }

  @Test
  void aShapeMadeHereRunsThroughThePipelineWithAnEndVertex() {
    // What HamiltonianPaths does not offer, the public request does: a path to a given end.
    // On the cycle 0-1-2-3-4-0 the only path from 0 to 1 goes the long way round.
    Graph<Integer, DefaultEdge> ring = path(false, List.of(0, 1, 2, 3, 4));
    ring.addEdge(4, 0);
    IndexedGraph<Integer, DefaultEdge> copy = IndexedGraph.of(ring, () -> false);
    PathResult<Integer> r =
        KnightTours.solvePath(PathRequest.builder(copy).start(0).end(1).kind(TourKind.OPEN).build(), Strategy.BACKTRACKING);
    assertEquals(Outcome.FOUND, r.outcome(), r::toString);
    assertEquals(List.of(0, 4, 3, 2, 1), r.hamiltonianPath().orElseThrow().labels());
  }
}
