package io.github.knighttours.graph;

import static io.github.knighttours.graph.GraphAssertions.assertFoundCycle;
import static io.github.knighttours.graph.GraphAssertions.assertFoundPath;
import static io.github.knighttours.graph.GraphAssertions.assertFoundPathFrom;
import static io.github.knighttours.graph.GraphAssertions.assertWellFormed;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Outcome;
import io.github.knighttours.SearchOptions;
import io.github.knighttours.Strategy;
import java.util.List;
import org.jgrapht.Graph;
import org.jgrapht.GraphPath;
import org.jgrapht.graph.DefaultDirectedGraph;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.DirectedPseudograph;
import org.jgrapht.graph.Pseudograph;
import org.jgrapht.graph.SimpleGraph;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Graphs of zero, one and two vertices, where conventions decide: the empty graph has the empty
 * path; one vertex is a path by itself; no cycle has fewer than three vertices on an undirected
 * graph, or two (arcs both ways) on a directed one. Where no path or cycle exists the exact
 * search says PROVEN_ABSENT and a heuristic GAVE_UP.
 */
class TinyGraphsTest {

  private static final SearchOptions DEFAULTS = SearchOptions.defaults();

  @ParameterizedTest
  @EnumSource(value = Strategy.class, names = {"BACKTRACKING", "WARNSDORFF", "POHL"})
  void theEmptyGraphHasTheEmptyPathAndNoCycle(Strategy strategy) {
    for (Graph<String, DefaultEdge> empty :
        List.<Graph<String, DefaultEdge>>of(new SimpleGraph<>(DefaultEdge.class), new DefaultDirectedGraph<>(DefaultEdge.class))) {
      GraphPath<String, DefaultEdge> path = assertFoundPath(empty, HamiltonianPaths.solve(empty, strategy, DEFAULTS));
      assertTrue(path.getVertexList().isEmpty());
      assertTrue(path.getEdgeList().isEmpty());
      assertTrue(HamiltonianPaths.find(empty, strategy).isPresent());

      assertNone(strategy, HamiltonianPaths.solveCycle(empty, strategy, DEFAULTS));
      assertNull(new HamiltonianCycleSearch<String, DefaultEdge>(strategy, DEFAULTS).getTour(empty));
    }
  }

  @ParameterizedTest
  @EnumSource(value = Strategy.class, names = {"BACKTRACKING", "WARNSDORFF", "POHL"})
  void aSingleVertexIsAPathButNotACycleEvenWithALoop(Strategy strategy) {
    for (Graph<String, DefaultEdge> graph :
        List.<Graph<String, DefaultEdge>>of(
            new SimpleGraph<>(DefaultEdge.class),
            new DefaultDirectedGraph<>(DefaultEdge.class),
            new Pseudograph<>(DefaultEdge.class),
            new DirectedPseudograph<>(DefaultEdge.class))) {
      graph.addVertex("a");
      if (graph.getType().isAllowingSelfLoops()) {
        graph.addEdge("a", "a");
      }
      HamiltonianPathResult<String, DefaultEdge> from = HamiltonianPaths.solve(graph, "a", strategy, DEFAULTS);
      assertEquals(List.of("a"), assertFoundPathFrom(graph, "a", from).getVertexList());
      assertEquals(1, from.statistics().nodesExpanded());
      assertEquals(List.of("a"), assertFoundPath(graph, HamiltonianPaths.solve(graph, strategy, DEFAULTS)).getVertexList());
      assertNone(strategy, HamiltonianPaths.solveCycle(graph, strategy, DEFAULTS));
    }
  }

  @ParameterizedTest
  @EnumSource(value = Strategy.class, names = {"BACKTRACKING", "WARNSDORFF", "POHL"})
  void twoVerticesAndOneEdgeMakeAPathEachWayButNoCycle(Strategy strategy) {
    Graph<String, DefaultEdge> graph = new SimpleGraph<>(DefaultEdge.class);
    graph.addVertex("a");
    graph.addVertex("b");
    graph.addEdge("a", "b");
    assertEquals(List.of("a", "b"), assertFoundPathFrom(graph, "a", HamiltonianPaths.solve(graph, "a", strategy, DEFAULTS)).getVertexList());
    assertEquals(List.of("b", "a"), assertFoundPathFrom(graph, "b", HamiltonianPaths.solve(graph, "b", strategy, DEFAULTS)).getVertexList());
    assertFoundPath(graph, HamiltonianPaths.solve(graph, strategy, DEFAULTS));
    assertNone(strategy, HamiltonianPaths.solveCycle(graph, strategy, DEFAULTS));
  }

  @ParameterizedTest
  @EnumSource(value = Strategy.class, names = {"BACKTRACKING", "WARNSDORFF", "POHL"})
  void oneArcMakesAPathOnlyFromItsSource(Strategy strategy) {
    Graph<String, DefaultEdge> graph = new DefaultDirectedGraph<>(DefaultEdge.class);
    graph.addVertex("b"); // first in vertexSet(), so an any-start search that tried it first would fail
    graph.addVertex("a");
    graph.addEdge("a", "b");
    assertEquals(List.of("a", "b"), assertFoundPathFrom(graph, "a", HamiltonianPaths.solve(graph, "a", strategy, DEFAULTS)).getVertexList());
    assertNone(strategy, HamiltonianPaths.solve(graph, "b", strategy, DEFAULTS));
    assertEquals(List.of("a", "b"), assertFoundPath(graph, HamiltonianPaths.solve(graph, strategy, DEFAULTS)).getVertexList());
    assertNone(strategy, HamiltonianPaths.solveCycle(graph, strategy, DEFAULTS));
  }

  @ParameterizedTest
  @EnumSource(value = Strategy.class, names = {"BACKTRACKING", "WARNSDORFF", "POHL"})
  void arcsBothWaysMakeATwoVertexCycle(Strategy strategy) {
    Graph<String, DefaultEdge> graph = new DefaultDirectedGraph<>(DefaultEdge.class);
    graph.addVertex("a");
    graph.addVertex("b");
    graph.addEdge("a", "b");
    graph.addEdge("b", "a");
    GraphPath<String, DefaultEdge> cycle = assertFoundCycle(graph, HamiltonianPaths.solveCycle(graph, strategy, DEFAULTS));
    assertEquals(3, cycle.getVertexList().size());
    assertEquals(2, cycle.getLength(), "both arcs");
  }

  /** Nothing exists: the exact search proves it; a heuristic only gives up. */
  private static <V, E> void assertNone(Strategy strategy, HamiltonianPathResult<V, E> r) {
    assertWellFormed(r);
    assertEquals(strategy.solver().mayProveAbsence() ? Outcome.PROVEN_ABSENT : Outcome.GAVE_UP, r.outcome(), r::toString);
  }
}
