package io.github.knighttours.internal.search;

import io.github.knighttours.spi.SearchResult;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Outcome;
import io.github.knighttours.spi.NeighbourFunction;
import io.github.knighttours.testing.GraphSpec;
import io.github.knighttours.testing.Properties;
import java.time.Duration;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The edge-deciding forcing search against the brute force of {@link SmallGraphs}: on random
 * graphs of any density, on graphs with a planted Hamiltonian path, on random cubic graphs
 * (where forcing does the most) and on generalised Petersen graphs. Every cycle is checked edge
 * by edge, every PROVEN_ABSENT against brute force; several seeds, so that the restarts and the
 * random order of decisions are covered.
 */
class ForcingSearchTest {

  @Test
  void agreesWithBruteForceOnRandomGraphsOfAnyDensity() {
    Properties.forAllSmallGraphs(11, 300, spec -> assertAgrees(SpecGraph.undirected(spec)));
  }

  @Test
  void agreesWithBruteForceOnGraphsWithAPlantedPath() {
    Properties.forAllGraphsWithPlantedPath(12, 1, 200, spec -> assertAgrees(SpecGraph.undirected(spec)));
  }

  @Test
  void agreesWithBruteForceOnRandomCubicGraphs() {
    SmallGraphs.assertCycleAgreesOnRandomCubicGraphs(2014, 200, ForcingSearchTest::run);
  }

  @Test
  void generalisedPetersenGraphs() {
    for (int outer = 3; outer <= 8; outer++) {
      for (int step = 1; 2 * step < outer; step++) {
        assertAgrees(SmallGraphs.generalisedPetersen(outer, step));
      }
    }
    // Larger ones without brute force: the prism GP(n, 1) has a cycle, the Petersen graph none.
    assertEquals(Outcome.FOUND, run(SmallGraphs.generalisedPetersen(200, 1), 0, 1).outcome());
    assertEquals(Outcome.PROVEN_ABSENT, run(SmallGraphs.generalisedPetersen(5, 2), 3, 1).outcome());
  }

  @Test
  void graphsTooSmallForACycleHaveNone() {
    SpecGraph edge = SpecGraph.undirected(new GraphSpec(2, new int[][] {{0, 1}}, null));
    assertEquals(Outcome.PROVEN_ABSENT, run(edge, 0, 1).outcome());
  }

  @Test
  void refusesDirectedGraphs() {
    SpecGraph arcs = SpecGraph.directed(new GraphSpec(3, new int[][] {{0, 1}, {1, 2}, {2, 0}}, null));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> run(arcs, 0, 1));
    assertTrue(e.getMessage().contains("undirected"), e.getMessage());
  }

  @Test
  void theNodeBudgetAndTheInterruptStopTheSearch() {
    // Large enough to outlast a budget of three nodes.
    SpecGraph graph = SmallGraphs.generalisedPetersen(301, 2);
    SearchResult budget =
        ForcingSearch.run(graph, 0, 1, new SearchMonitor(3, null, null, graph.vertexCount()));
    assertEquals(Outcome.BUDGET_EXHAUSTED, budget.outcome());
    Thread.currentThread().interrupt();
    try {
      SearchResult interrupted =
          ForcingSearch.run(graph, 0, 1, new SearchMonitor(Long.MAX_VALUE, Duration.ofMinutes(5), null, graph.vertexCount()));
      assertEquals(Outcome.CANCELLED, interrupted.outcome());
      assertTrue(Thread.currentThread().isInterrupted());
    } finally {
      Thread.interrupted();
    }
  }

  @Test
  void theSameSeedGivesTheSameCycle() {
    SpecGraph graph = SmallGraphs.generalisedPetersen(40, 3);
    int[] first = run(graph, 5, 42).path();
    int[] second = run(graph, 5, 42).path();
    assertTrue(java.util.Arrays.equals(first, second));
  }

  @Test
  void theRestartScheduleIsLubys() {
    long[] expected = {1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, 1};
    for (int i = 0; i < expected.length; i++) {
      assertEquals(expected[i], ForcingSearch.luby(i + 1), "term " + (i + 1));
    }
  }

  /** Checks every start and three seeds; returns whether the graph has a Hamiltonian cycle. */
  private static boolean assertAgrees(NeighbourFunction graph) {
    return SmallGraphs.assertCycleAgrees(graph, ForcingSearchTest::run);
  }

  private static SearchResult run(NeighbourFunction graph, int start, long seed) {
    return ForcingSearch.run(graph, start, seed, new SearchMonitor(50_000_000, null, null, graph.vertexCount()));
  }
}
