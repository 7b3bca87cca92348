package io.github.knighttours.internal.search;

import io.github.knighttours.spi.SearchResult;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Outcome;
import io.github.knighttours.spi.NeighbourFunction;
import io.github.knighttours.testing.GraphSpec;
import io.github.knighttours.testing.Properties;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The degree and forcing rules of the exhaustive search (forced moves for open paths, paths to
 * a fixed end and cycles) against a brute-force search written here, which tries every
 * extension: on random small graphs, sparse and dense, on random cubic graphs, where the rules
 * fire most, and on generalised Petersen graphs (the Petersen graph has no Hamiltonian cycle, the
 * dodecahedron has one). Every FOUND path is checked edge by edge, every PROVEN_ABSENT against
 * brute force. Each search runs twice: with the cheap rules alone, so that they are tested on
 * their own, and with the costlier rules from the first node and both searches taking turns.
 */
class ExhaustiveSearchForcingTest {

  private static final long BUDGET = 5_000_000;

  @Test
  void agreesWithBruteForceOnRandomGraphsOfAnyDensity() {
    Properties.forAllSmallGraphs(11, 200, spec -> assertAgrees(SpecGraph.undirected(spec), true));
  }

  @Test
  void agreesWithBruteForceOnSparseRandomGraphsWithAPlantedPath() {
    Properties.forAllGraphsWithPlantedPath(11, 1, 200, spec -> assertAgrees(SpecGraph.undirected(spec), true));
  }

  @Test
  void agreesWithBruteForceOnRandomDirectedGraphs() {
    Properties.forAllSmallGraphs(9, 100, spec -> assertAgrees(SpecGraph.directed(spec), true));
  }

  @Test
  void agreesWithBruteForceOnRandomCubicGraphs() {
    Random random = new Random(16);
    int checked = 0;
    int withCycle = 0;
    while (checked < 120) {
      int n = 6 + 2 * random.nextInt(6);
      GraphSpec spec = SmallGraphs.randomCubic(n, random);
      if (spec == null) {
        continue;
      }
      SpecGraph graph = SpecGraph.undirected(spec);
      assertAgrees(graph, n <= 10);
      if (SmallGraphs.bruteForce(graph, 0, true, -1)) {
        withCycle++;
      }
      checked++;
    }
    // Both answers must occur, or the comparison would test only one of them.
    assertTrue(withCycle > 0 && withCycle < checked, withCycle + " of " + checked + " have a cycle");
  }

  @Test
  void generalisedPetersenGraphsAgreeWithBruteForce() {
    for (int outer = 3; outer <= 9; outer++) {
      for (int step = 1; 2 * step < outer; step++) {
        assertAgrees(SmallGraphs.generalisedPetersen(outer, step), outer <= 5);
      }
    }
  }

  @Test
  void thePetersenGraphHasAHamiltonianPathButNoCycle() {
    SpecGraph petersen = SmallGraphs.generalisedPetersen(5, 2);
    for (int s = 0; s < 10; s++) {
      assertEquals(Outcome.PROVEN_ABSENT, search(petersen, s, true, -1, Long.MAX_VALUE).outcome());
      assertEquals(Outcome.FOUND, search(petersen, s, false, -1, Long.MAX_VALUE).outcome());
    }
  }

  @Test
  void theDodecahedronHasAHamiltonianCycle() {
    SpecGraph dodecahedron = SmallGraphs.generalisedPetersen(10, 2);
    for (int s = 0; s < 20; s++) {
      assertEquals(Outcome.FOUND, search(dodecahedron, s, true, -1, Long.MAX_VALUE).outcome());
    }
  }

  /** Every start, open and closed; every start and end too if {@code pairs}. */
  private static void assertAgrees(NeighbourFunction graph, boolean pairs) {
    int n = graph.vertexCount();
    for (int s = 0; s < n; s++) {
      for (boolean closed : new boolean[] {false, true}) {
        boolean expected = SmallGraphs.bruteForce(graph, s, closed, -1);
        for (long strictAfter : new long[] {Long.MAX_VALUE, 0}) {
          SearchResult r = search(graph, s, closed, -1, strictAfter);
          assertAnswer(graph, expected, r, s, closed, -1);
        }
      }
      if (pairs) {
        for (int t = 0; t < n; t++) {
          boolean expected = SmallGraphs.bruteForce(graph, s, false, t);
          for (long strictAfter : new long[] {Long.MAX_VALUE, 0}) {
            assertAnswer(graph, expected, search(graph, s, false, t, strictAfter), s, false, t);
          }
        }
      }
    }
  }

  private static void assertAnswer(NeighbourFunction graph, boolean expected, SearchResult r, int s, boolean closed, int t) {
    String what = graph + (closed ? " cycle through " : " path from ") + s + (t >= 0 ? " to " + t : "");
    assertEquals(expected ? Outcome.FOUND : Outcome.PROVEN_ABSENT, r.outcome(), () -> what + ": " + r.explanation());
    if (expected) {
      SmallGraphs.assertHamiltonian(SmallGraphs.adjacency(graph), r.path(), s, closed, t, what);
    }
  }

  private static SearchResult search(NeighbourFunction graph, int start, boolean closed, int end, long strictAfter) {
    SearchMonitor monitor = new SearchMonitor(BUDGET, null, null, graph.vertexCount());
    return end >= 0
        ? ExhaustiveSearch.runTo(graph, start, end, monitor, strictAfter, 1)
        : ExhaustiveSearch.run(graph, start, closed, monitor, strictAfter, 1);
  }
}
