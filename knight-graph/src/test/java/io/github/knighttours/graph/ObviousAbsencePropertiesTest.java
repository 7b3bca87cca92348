package io.github.knighttours.graph;

import static io.github.knighttours.graph.GraphAssertions.assertWellFormed;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Outcome;
import io.github.knighttours.SearchOptions;
import io.github.knighttours.Strategy;
import io.github.knighttours.testing.Properties;
import java.util.List;
import org.jgrapht.Graph;
import org.jgrapht.alg.connectivity.ConnectivityInspector;
import org.jgrapht.graph.DefaultEdge;
import org.junit.jupiter.api.Test;

/**
 * Graphs that plainly have no Hamiltonian path: a vertex without neighbours (and other
 * vertices), three or more vertices with a single neighbour, or two parts with no edge between
 * them. The exhaustive search must prove absence, and cheaply: the node counts asserted below
 * (at most one node per vertex, the cost of one reachability check per start tried) stand in
 * for a time limit.
 */
class ObviousAbsencePropertiesTest {

  private static final int MAX_VERTICES = 30;
  private static final int EXAMPLES = 300;

  @Test
  void exactSearchFromAnyStartProvesAbsenceWithFewNodes() {
    Properties.forAllGraphsWithoutHamiltonianPath(
        MAX_VERTICES,
        EXAMPLES,
        spec -> {
          Graph<Integer, DefaultEdge> graph = SpecGraphs.undirected(spec);
          int n = spec.vertexCount();
          long isolated = graph.vertexSet().stream().filter(v -> graph.degreeOf(v) == 0).count();
          long leaves = graph.vertexSet().stream().filter(v -> graph.degreeOf(v) == 1).count();
          boolean connected = new ConnectivityInspector<>(graph).isConnected();
          assertTrue(isolated > 0 || leaves >= 3 || !connected, "the generator's promise");

          HamiltonianPathResult<Integer, DefaultEdge> r =
              HamiltonianPaths.solve(graph, Strategy.BACKTRACKING, SearchOptions.defaults());
          assertWellFormed(r);
          assertEquals(Outcome.PROVEN_ABSENT, r.outcome(), r::toString);
          assertTrue(r.statistics().nodesExpanded() <= n, r::toString);
          if (isolated > 0 || leaves >= 3) {
            // Counting degrees settles it before any search.
            assertEquals(0, r.statistics().nodesExpanded(), r::toString);
          }
        });
  }

  @Test
  void exactSearchProvesAbsenceOnDisconnectedGraphsFromEveryStartWithAtMostOneNode() {
    Properties.forAllGraphsWithoutHamiltonianPath(
        MAX_VERTICES,
        EXAMPLES,
        spec -> {
          Graph<Integer, DefaultEdge> undirected = SpecGraphs.undirected(spec);
          if (new ConnectivityInspector<>(undirected).isConnected()) {
            return; // the leaves kind; the test above covers it
          }
          for (Graph<Integer, DefaultEdge> graph : List.of(undirected, SpecGraphs.directed(spec))) {
            for (Integer start : graph.vertexSet()) {
              HamiltonianPathResult<Integer, DefaultEdge> r =
                  HamiltonianPaths.solve(graph, start, Strategy.BACKTRACKING, SearchOptions.defaults());
              assertWellFormed(r);
              assertEquals(Outcome.PROVEN_ABSENT, r.outcome(), r::toString);
              // An undirected graph is settled by counting before the search (its parts, or a
              // vertex without edges); a directed one by the search's first node.
              assertEquals(graph == undirected ? 0 : 1, r.statistics().nodesExpanded(), r::toString);
            }
            HamiltonianPathResult<Integer, DefaultEdge> any =
                HamiltonianPaths.solve(graph, Strategy.BACKTRACKING, SearchOptions.defaults());
            assertEquals(Outcome.PROVEN_ABSENT, any.outcome(), any::toString);
            assertTrue(any.statistics().nodesExpanded() <= spec.vertexCount(), any::toString);
            HamiltonianPathResult<Integer, DefaultEdge> cycle =
                HamiltonianPaths.solveCycle(graph, Strategy.BACKTRACKING, SearchOptions.defaults());
            assertEquals(Outcome.PROVEN_ABSENT, cycle.outcome(), cycle::toString);
            assertTrue(cycle.statistics().nodesExpanded() <= 1, cycle::toString);
          }
        });
  }

  @Test
  void heuristicsDoNotClaimAProofEvenWhenAbsenceIsObvious() {
    Properties.forAllGraphsWithoutHamiltonianPath(
        MAX_VERTICES,
        EXAMPLES,
        spec -> {
          Graph<Integer, DefaultEdge> graph = SpecGraphs.undirected(spec);
          for (Strategy heuristic : List.of(Strategy.WARNSDORFF, Strategy.POHL)) {
            HamiltonianPathResult<Integer, DefaultEdge> r = HamiltonianPaths.solve(graph, heuristic, SearchOptions.defaults());
            assertWellFormed(r);
            assertNotEquals(Outcome.PROVEN_ABSENT, r.outcome(), r::toString);
            assertEquals(Outcome.GAVE_UP, r.outcome(), r::toString);
          }
        });
  }
}
