package io.github.knighttours.internal.search;

import io.github.knighttours.spi.SearchResult;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Outcome;
import io.github.knighttours.spi.NeighbourFunction;
import io.github.knighttours.internal.graph.KnightGraph;
import io.github.knighttours.testing.GraphSpec;
import io.github.knighttours.testing.Properties;
import java.time.Duration;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The clause-learning search against the brute force of {@link SmallGraphs}, for cycles and for
 * paths (with and without a given end): random graphs of any density, graphs with a planted
 * path, random cubic graphs, generalised Petersen graphs, and graphs with a hub joined to many
 * vertices of small degree (what the search is for). Every cycle and path is checked edge by
 * edge, every PROVEN_ABSENT against the brute force. Most runs use a schedule of restarts and
 * clause pruning far tighter than the real one, so that both happen on graphs this small.
 */
class ClauseLearningSearchTest {

  @Test
  void cyclesAgreeWithBruteForceOnRandomGraphsOfAnyDensity() {
    Properties.forAllSmallGraphs(11, 300, spec -> assertCycleAgrees(SpecGraph.undirected(spec)));
  }

  @Test
  void cyclesAgreeWithBruteForceOnGraphsWithAPlantedPath() {
    Properties.forAllGraphsWithPlantedPath(12, 1, 200, spec -> assertCycleAgrees(SpecGraph.undirected(spec)));
  }

  @Test
  void cyclesAgreeWithBruteForceOnRandomCubicGraphs() {
    SmallGraphs.assertCycleAgreesOnRandomCubicGraphs(1999, 200, ClauseLearningSearchTest::run);
  }

  @Test
  void cyclesAgreeWithBruteForceOnGraphsWithHubs() {
    Random random = new Random(7);
    int withCycle = 0;
    for (int i = 0; i < 150; i++) {
      withCycle += assertCycleAgrees(withHubs(9 + random.nextInt(4), 1 + random.nextInt(2), random)) ? 1 : 0;
    }
    assertTrue(withCycle > 0 && withCycle < 150, withCycle + " of 150 have a cycle");
    // Some runs met enough conflicts to restart many times and prune their clauses.
    assertTrue(MOST_CONFLICTS.get() > 5, MOST_CONFLICTS.get() + " conflicts at most");
  }

  @Test
  void pathsAgreeWithBruteForce() {
    Properties.forAllSmallGraphs(
        9,
        250,
        spec -> {
          SpecGraph graph = SpecGraph.undirected(spec);
          int n = graph.vertexCount();
          boolean[][] edge = SmallGraphs.adjacency(graph);
          for (int s = 0; s < n; s++) {
            assertPathAgrees(graph, edge, s, -1);
            assertPathAgrees(graph, edge, s, (s + 1 + s * 3) % n == s ? -1 : (s + 1 + s * 3) % n);
          }
        });
  }

  @Test
  void generalisedPetersenGraphsAndTheTutteKindOfAnswer() {
    for (int outer = 3; outer <= 8; outer++) {
      for (int step = 1; 2 * step < outer; step++) {
        assertCycleAgrees(SmallGraphs.generalisedPetersen(outer, step));
      }
    }
    // Larger ones without brute force: the prism GP(n, 1) has a cycle, the Petersen graph none
    // (but a path).
    SearchResult prism = run(SmallGraphs.generalisedPetersen(300, 1), 0, 1);
    assertEquals(Outcome.FOUND, prism.outcome());
    SmallGraphs.assertHamiltonian(SmallGraphs.generalisedPetersen(300, 1), prism.path(), 0, true, "GP(300, 1)");
    assertEquals(Outcome.PROVEN_ABSENT, run(SmallGraphs.generalisedPetersen(5, 2), 3, 1).outcome());
    SpecGraph petersen = SmallGraphs.generalisedPetersen(5, 2);
    SearchResult path = ClauseLearningSearch.runPath(petersen, 0, -1, 1, monitor(petersen));
    assertEquals(Outcome.FOUND, path.outcome());
    SmallGraphs.assertHamiltonian(petersen, path.path(), 0, false, "a Hamiltonian path of the Petersen graph");
  }

  @Test
  void closedKnightToursOfSmallBoards() {
    // 6x6 has closed tours; 5x6 too; 4x5 none (Schwenk's theorem: m = 4).
    for (int[] board : new int[][] {{6, 6}, {5, 6}, {4, 5}}) {
      KnightGraph graph = new KnightGraph(board[0], board[1]);
      SearchResult r = run(graph, 0, 3);
      assertEquals(board[0] == 4 ? Outcome.PROVEN_ABSENT : Outcome.FOUND, r.outcome(), board[0] + "x" + board[1]);
      if (r.outcome() == Outcome.FOUND) {
        SmallGraphs.assertHamiltonian(graph, r.path(), 0, true, board[0] + "x" + board[1]);
      }
    }
  }

  /**
   * No 4 × n board has a closed tour (Schwenk 1991): proofs of absence that take the real schedule
   * through many restarts and prunings of the learnt clauses (4 × 16: thousands of conflicts).
   */
  @Test
  void provesThatFourRowBoardsHaveNoClosedTour() {
    for (int cols = 5; cols <= 16; cols++) {
      KnightGraph graph = new KnightGraph(4, cols);
      SearchResult r = ClauseLearningSearch.run(graph, 0, cols, monitor(graph));
      assertEquals(Outcome.PROVEN_ABSENT, r.outcome(), "4x" + cols);
      if (cols == 16) {
        assertTrue(r.backtracks() > 2 * ClauseLearningSearch.FIRST_REDUCE, r.backtracks() + " conflicts");
      }
    }
  }

  @Test
  void graphsTooSmallOrDirectedAreAnsweredOrRefused() {
    SpecGraph edge = SpecGraph.undirected(new GraphSpec(2, new int[][] {{0, 1}}, null));
    assertEquals(Outcome.PROVEN_ABSENT, run(edge, 0, 1).outcome());
    SearchResult path = ClauseLearningSearch.runPath(edge, 1, -1, 1, monitor(edge));
    assertArrayEquals(new int[] {1, 0}, path.path());
    assertEquals(Outcome.FOUND, ClauseLearningSearch.runPath(edge, 0, 1, 1, monitor(edge)).outcome());
    SpecGraph single = SpecGraph.undirected(new GraphSpec(1, new int[][] {}, null));
    assertArrayEquals(new int[] {0}, ClauseLearningSearch.runPath(single, 0, -1, 1, monitor(single)).path());
    SpecGraph arcs = SpecGraph.directed(new GraphSpec(3, new int[][] {{0, 1}, {1, 2}, {2, 0}}, null));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> run(arcs, 0, 1));
    assertTrue(e.getMessage().contains("undirected"), e.getMessage());
  }

  @Test
  void theNodeBudgetAndTheInterruptStopTheSearch() {
    SpecGraph graph = SmallGraphs.generalisedPetersen(301, 2);
    SearchResult budget =
        ClauseLearningSearch.run(graph, 0, 1, new SearchMonitor(3, null, null, graph.vertexCount()));
    assertEquals(Outcome.BUDGET_EXHAUSTED, budget.outcome());
    Thread.currentThread().interrupt();
    try {
      SearchResult interrupted =
          ClauseLearningSearch.run(
              graph, 0, 1, new SearchMonitor(Long.MAX_VALUE, Duration.ofMinutes(5), null, graph.vertexCount()));
      assertEquals(Outcome.CANCELLED, interrupted.outcome());
      assertTrue(Thread.currentThread().isInterrupted());
    } finally {
      Thread.interrupted();
    }
  }

  @Test
  void theSameSeedGivesTheSameCycle() {
    SpecGraph graph = SmallGraphs.generalisedPetersen(40, 3);
    assertArrayEquals(run(graph, 5, 42).path(), run(graph, 5, 42).path());
  }

  /**
   * A random graph of {@code n} vertices of small degree plus {@code hubs} vertices joined to
   * about half of them: the shape of the FHCP graphs the search was built for.
   */
  private static SpecGraph withHubs(int n, int hubs, Random random) {
    java.util.List<int[]> edges = new java.util.ArrayList<>();
    int total = n + hubs;
    for (int u = 0; u < n; u++) {
      for (int v = u + 1; v < n; v++) {
        if (random.nextInt(n) < 2) {
          edges.add(new int[] {u, v});
        }
      }
    }
    for (int h = n; h < total; h++) {
      for (int v = 0; v < n; v++) {
        if (random.nextBoolean()) {
          edges.add(new int[] {h, v});
        }
      }
    }
    return SpecGraph.undirected(new GraphSpec(total, edges.toArray(int[][]::new), null));
  }

  /** Checks every start and three seeds; returns whether the graph has a Hamiltonian cycle. */
  private static boolean assertCycleAgrees(NeighbourFunction graph) {
    return SmallGraphs.assertCycleAgrees(graph, ClauseLearningSearchTest::run);
  }

  private static void assertPathAgrees(NeighbourFunction graph, boolean[][] edge, int s, int t) {
    boolean expected = SmallGraphs.bruteForce(graph, s, false, t);
    SearchResult r = ClauseLearningSearch.runPath(graph, s, t, s + 1, monitor(graph));
    String what = graph + " path from " + s + (t >= 0 ? " to " + t : "");
    assertEquals(expected ? Outcome.FOUND : Outcome.PROVEN_ABSENT, r.outcome(), () -> what + ": " + r.explanation());
    if (expected) {
      SmallGraphs.assertHamiltonian(edge, r.path(), s, false, t, what);
    }
  }

  private static SearchMonitor monitor(NeighbourFunction graph) {
    return new SearchMonitor(50_000_000, null, null, graph.vertexCount());
  }

  /** The most conflicts one run of {@link #run} met. */
  private static final java.util.concurrent.atomic.AtomicLong MOST_CONFLICTS = new java.util.concurrent.atomic.AtomicLong();

  /** A run that restarts after one, one, two, ... conflicts and prunes its clauses from the second. */
  private static SearchResult run(NeighbourFunction graph, int start, long seed) {
    SearchResult r = ClauseLearningSearch.run(graph, start, seed, monitor(graph), 1, 2);
    MOST_CONFLICTS.accumulateAndGet(r.backtracks(), Math::max);
    return r;
  }
}
