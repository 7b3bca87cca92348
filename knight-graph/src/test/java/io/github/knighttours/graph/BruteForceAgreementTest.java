package io.github.knighttours.graph;

import static io.github.knighttours.graph.GraphAssertions.assertFoundCycle;
import static io.github.knighttours.graph.GraphAssertions.assertFoundPath;
import static io.github.knighttours.graph.GraphAssertions.assertFoundPathFrom;
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
import org.jgrapht.graph.DefaultEdge;
import org.junit.jupiter.api.Test;

/**
 * On random graphs of at most 8 vertices, from empty to complete, the answers agree with
 * {@link BruteForce}, which tries every ordering of the vertices: the exhaustive search answers
 * FOUND exactly when the oracle finds a path (or cycle) and PROVEN_ABSENT otherwise; the
 * heuristics return only what the oracle confirms.
 */
class BruteForceAgreementTest {

  private static final int MAX_VERTICES = 8;
  private static final int EXAMPLES = 400;

  @Test
  void exactSearchAgreesWithBruteForceOnUndirectedGraphs() {
    Properties.forAllSmallGraphs(MAX_VERTICES, EXAMPLES, spec -> assertExactAgrees(SpecGraphs.undirected(spec)));
  }

  @Test
  void exactSearchAgreesWithBruteForceOnDirectedGraphs() {
    Properties.forAllSmallGraphs(MAX_VERTICES, EXAMPLES, spec -> assertExactAgrees(SpecGraphs.directed(spec)));
  }

  @Test
  void heuristicsNeverContradictBruteForce() {
    List<SearchOptions> options =
        List.of(
            SearchOptions.defaults(),
            SearchOptions.builder().seed(3).build(),
            SearchOptions.builder().lookahead(3).build());
    Properties.forAllSmallGraphs(
        MAX_VERTICES,
        EXAMPLES,
        spec -> {
          for (Graph<Integer, DefaultEdge> graph : List.of(SpecGraphs.undirected(spec), SpecGraphs.directed(spec))) {
            BruteForce oracle = BruteForce.of(graph);
            for (Strategy heuristic : List.of(Strategy.WARNSDORFF, Strategy.POHL)) {
              for (SearchOptions o : options) {
                for (Integer start : graph.vertexSet()) {
                  HamiltonianPathResult<Integer, DefaultEdge> r = HamiltonianPaths.solve(graph, start, heuristic, o);
                  assertHeuristicAnswer(r, oracle.hasPathFrom(start));
                  if (r.isFound()) {
                    assertFoundPathFrom(graph, start, r);
                  }
                }
                HamiltonianPathResult<Integer, DefaultEdge> any = HamiltonianPaths.solve(graph, heuristic, o);
                assertHeuristicAnswer(any, oracle.hasPath());
                if (any.isFound()) {
                  assertFoundPath(graph, any);
                }
                HamiltonianPathResult<Integer, DefaultEdge> cycle = HamiltonianPaths.solveCycle(graph, heuristic, o);
                assertHeuristicAnswer(cycle, oracle.hasCycle());
                if (cycle.isFound()) {
                  assertFoundCycle(graph, cycle);
                }
              }
            }
          }
        });
  }

  private static void assertExactAgrees(Graph<Integer, DefaultEdge> graph) {
    BruteForce oracle = BruteForce.of(graph);
    SearchOptions options = SearchOptions.defaults();
    for (Integer start : graph.vertexSet()) {
      HamiltonianPathResult<Integer, DefaultEdge> r = HamiltonianPaths.solve(graph, start, Strategy.BACKTRACKING, options);
      if (oracle.hasPathFrom(start)) {
        assertFoundPathFrom(graph, start, r);
      } else {
        assertAbsent(r);
      }
    }
    HamiltonianPathResult<Integer, DefaultEdge> any = HamiltonianPaths.solve(graph, Strategy.BACKTRACKING, options);
    if (oracle.hasPath()) {
      assertFoundPath(graph, any);
    } else {
      assertAbsent(any);
    }
    HamiltonianPathResult<Integer, DefaultEdge> cycle = HamiltonianPaths.solveCycle(graph, Strategy.BACKTRACKING, options);
    if (oracle.hasCycle()) {
      assertFoundCycle(graph, cycle);
    } else {
      assertAbsent(cycle);
    }
  }

  private static void assertAbsent(HamiltonianPathResult<Integer, DefaultEdge> r) {
    assertWellFormed(r);
    assertEquals(Outcome.PROVEN_ABSENT, r.outcome(), r::toString);
  }

  /** A heuristic finds only what exists, gives up otherwise, and never claims a proof. */
  private static void assertHeuristicAnswer(HamiltonianPathResult<Integer, DefaultEdge> r, boolean exists) {
    assertWellFormed(r);
    assertNotEquals(Outcome.PROVEN_ABSENT, r.outcome(), r::toString);
    assertTrue(r.outcome() == Outcome.GAVE_UP || (r.isFound() && exists), r::toString);
  }
}
