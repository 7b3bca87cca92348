package io.github.knighttours.graph;

import static io.github.knighttours.graph.GraphAssertions.assertFoundCycle;
import static io.github.knighttours.graph.GraphAssertions.assertFoundPath;
import static io.github.knighttours.graph.GraphAssertions.assertFoundPathFrom;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Outcome;
import io.github.knighttours.SearchOptions;
import io.github.knighttours.Strategy;
import io.github.knighttours.testing.Properties;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.jgrapht.Graph;
import org.jgrapht.generate.NamedGraphGenerator;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.SimpleGraph;
import org.junit.jupiter.api.Test;

/**
 * AUTO with two threads (its searches side by side) gives answers as valid as with one: on
 * random small graphs it agrees with {@link BruteForce}, finding a cycle or path exactly when one
 * exists and proving absence otherwise; on named graphs it finds or disproves what is known. With
 * one thread, the default, the answer for a seed is the same from run to run, and the same as
 * without the option. No thread of the portfolio outlives a call.
 */
class TwoThreadsTest {

  private static final SearchOptions TWO = SearchOptions.builder().threads(2).build();

  private static void assertNoPortfolioThreadLeft() {
    List<String> left =
        Thread.getAllStackTraces().keySet().stream()
            .filter(Thread::isAlive)
            .map(Thread::getName)
            .filter(name -> name.startsWith("knight-tours portfolio"))
            .toList();
    assertEquals(List.of(), left);
  }

  @Test
  void twoThreadsAgreeWithBruteForceOnSmallGraphs() {
    Properties.forAllSmallGraphs(
        8,
        150,
        spec -> {
          Graph<Integer, DefaultEdge> graph = SpecGraphs.undirected(spec);
          BruteForce oracle = BruteForce.of(graph);
          HamiltonianPathResult<Integer, DefaultEdge> cycle = HamiltonianPaths.solveCycle(graph, Strategy.AUTO, TWO);
          if (oracle.hasCycle()) {
            assertFoundCycle(graph, cycle);
          } else {
            assertEquals(Outcome.PROVEN_ABSENT, cycle.outcome(), cycle::toString);
          }
          HamiltonianPathResult<Integer, DefaultEdge> any = HamiltonianPaths.solve(graph, Strategy.AUTO, TWO);
          if (oracle.hasPath()) {
            assertFoundPath(graph, any);
          } else {
            assertEquals(Outcome.PROVEN_ABSENT, any.outcome(), any::toString);
          }
          Integer first = graph.vertexSet().iterator().next();
          HamiltonianPathResult<Integer, DefaultEdge> from = HamiltonianPaths.solve(graph, first, Strategy.AUTO, TWO);
          if (oracle.hasPathFrom(0)) {
            assertFoundPathFrom(graph, first, from);
          } else {
            assertEquals(Outcome.PROVEN_ABSENT, from.outcome(), from::toString);
          }
        });
    assertNoPortfolioThreadLeft();
  }

  @Test
  void twoThreadsSettleNamedGraphs() {
    Graph<Integer, DefaultEdge> dodecahedron = NamedGraphGenerator.dodecahedronGraph();
    assertFoundCycle(dodecahedron, HamiltonianPaths.solveCycle(dodecahedron, Strategy.AUTO, TWO));
    // Petersen's and Tutte's graphs have Hamiltonian paths and no Hamiltonian cycle.
    for (Graph<Integer, DefaultEdge> graph : List.of(NamedGraphGenerator.petersenGraph(), NamedGraphGenerator.tutteGraph())) {
      HamiltonianPathResult<Integer, DefaultEdge> cycle = HamiltonianPaths.solveCycle(graph, Strategy.AUTO, TWO);
      assertEquals(Outcome.PROVEN_ABSENT, cycle.outcome(), cycle::toString);
      assertFoundPath(graph, HamiltonianPaths.solve(graph, Strategy.AUTO, TWO));
    }
    assertNoPortfolioThreadLeft();
  }

  @Test
  void theCycleFoundSaysWhichSearchFoundIt() {
    Graph<Integer, DefaultEdge> graph = randomCubicWithCycle(400, new Random(11));
    HamiltonianPathResult<Integer, DefaultEdge> r = HamiltonianPaths.solveCycle(graph, Strategy.AUTO, TWO);
    assertFoundCycle(graph, r);
    assertTrue(
        r.explanation().matches("found by Warnsdorff's walk with Pósa's rotations \\(.*\\)")
            || r.explanation().matches("found by (the forcing search|clause learning) \\(.*\\),"
                + " the first answer of 2 threads side by side"),
        r::explanation);
    assertNoPortfolioThreadLeft();
  }

  @Test
  void oneThreadGivesTheSameAnswerEveryTimeAndAsWithoutTheOption() {
    Graph<Integer, DefaultEdge> graph = randomCubicWithCycle(300, new Random(5));
    SearchOptions seeded = SearchOptions.builder().seed(42).build();
    HamiltonianPathResult<Integer, DefaultEdge> first = HamiltonianPaths.solveCycle(graph, Strategy.AUTO, seeded);
    HamiltonianPathResult<Integer, DefaultEdge> again =
        HamiltonianPaths.solveCycle(graph, Strategy.AUTO, seeded.toBuilder().threads(1).build());
    assertFoundCycle(graph, first);
    assertArrayEquals(
        first.path().orElseThrow().getVertexList().toArray(), again.path().orElseThrow().getVertexList().toArray());
    assertEquals(first.explanation(), again.explanation());
    assertEquals(first.statistics().nodesExpanded(), again.statistics().nodesExpanded());
    assertFalse(first.explanation().contains("side by side"), first::explanation);
  }

  @Test
  void aBadThreadCountIsRefused() {
    IllegalArgumentException none = assertThrows(IllegalArgumentException.class, () -> SearchOptions.builder().threads(0));
    assertEquals("threads must be between 1 and 256, got 0", none.getMessage());
    IllegalArgumentException many = assertThrows(IllegalArgumentException.class, () -> SearchOptions.builder().threads(257));
    assertEquals("threads must be between 1 and 256, got 257", many.getMessage());
    assertEquals("seed=1, threads=2", SearchOptions.builder().seed(1).threads(2).build().toString());
    assertEquals(1, SearchOptions.defaults().threads());
  }

  /**
   * A cubic graph on {@code n} (even) vertices with a Hamiltonian cycle planted: the cycle 0..n-1
   * and a random perfect matching of chords between vertices not next to each other on it.
   */
  private static Graph<Integer, DefaultEdge> randomCubicWithCycle(int n, Random random) {
    while (true) {
      Graph<Integer, DefaultEdge> graph = new SimpleGraph<>(DefaultEdge.class);
      for (int v = 0; v < n; v++) {
        graph.addVertex(v);
      }
      for (int v = 0; v < n; v++) {
        graph.addEdge(v, (v + 1) % n);
      }
      List<Integer> order = new ArrayList<>(graph.vertexSet());
      java.util.Collections.shuffle(order, random);
      boolean ok = true;
      for (int i = 0; i < n && ok; i += 2) {
        int u = order.get(i);
        int v = order.get(i + 1);
        ok = !graph.containsEdge(u, v) && graph.addEdge(u, v) != null;
      }
      if (ok) {
        return graph;
      }
    }
  }
}
