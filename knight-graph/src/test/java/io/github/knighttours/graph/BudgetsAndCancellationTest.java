package io.github.knighttours.graph;

import static io.github.knighttours.graph.GraphAssertions.assertFoundCycle;
import static io.github.knighttours.graph.GraphAssertions.assertFoundPath;
import static io.github.knighttours.graph.GraphAssertions.assertFoundPathFrom;
import static io.github.knighttours.graph.GraphAssertions.assertWellFormed;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Board;
import io.github.knighttours.Outcome;
import io.github.knighttours.SearchOptions;
import io.github.knighttours.Square;
import io.github.knighttours.Strategy;
import io.github.knighttours.testing.Properties;
import java.time.Duration;
import java.util.List;
import org.jgrapht.Graph;
import org.jgrapht.generate.NamedGraphGenerator;
import org.jgrapht.graph.DefaultEdge;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Node and time budgets and thread interruption end a search with BUDGET_EXHAUSTED or
 * CANCELLED, never with a wrong answer; a node budget bounds the nodes counted over all the
 * starts an any-start search tries. Budgets are asserted by node counts, not by the clock.
 */
class BudgetsAndCancellationTest {

  private static final Graph<Integer, DefaultEdge> TUTTE = NamedGraphGenerator.tutteGraph();

  @ParameterizedTest
  @EnumSource(value = Strategy.class, names = {"BACKTRACKING", "WARNSDORFF", "POHL"})
  void aBudgetOfOneNodeRunsOutOnTheTutteGraph(Strategy strategy) {
    SearchOptions one = SearchOptions.builder().nodeBudget(1).build();
    for (HamiltonianPathResult<Integer, DefaultEdge> r :
        List.of(
            HamiltonianPaths.solve(TUTTE, 0, strategy, one),
            HamiltonianPaths.solve(TUTTE, strategy, one),
            HamiltonianPaths.solveCycle(TUTTE, strategy, one),
            new HamiltonianCycleSearch<Integer, DefaultEdge>(strategy, one).solve(TUTTE))) {
      assertWellFormed(r);
      assertEquals(Outcome.BUDGET_EXHAUSTED, r.outcome(), r::toString);
      assertEquals(1, r.statistics().nodesExpanded(), r::toString);
      assertTrue(r.explanation().contains("node budget of 1"), r::toString);
    }
    assertNull(new HamiltonianCycleSearch<Integer, DefaultEdge>(strategy, one).getTour(TUTTE));
  }

  @ParameterizedTest
  @EnumSource(value = Strategy.class, names = {"BACKTRACKING", "WARNSDORFF", "POHL"})
  void aSearchThatNeedsNNodesSucceedsWithABudgetOfNAndNotWithOneLess(Strategy strategy) {
    Graph<Integer, DefaultEdge> coxeter = NamedGraphGenerator.coxeterGraph();
    SearchOptions seeded = SearchOptions.builder().seed(1).build();
    Integer start =
        coxeter.vertexSet().stream()
            .filter(v -> HamiltonianPaths.solve(coxeter, v, strategy, seeded).isFound())
            .findFirst()
            .orElseThrow();
    HamiltonianPathResult<Integer, DefaultEdge> free = HamiltonianPaths.solve(coxeter, start, strategy, seeded);
    long needed = free.statistics().nodesExpanded();

    HamiltonianPathResult<Integer, DefaultEdge> enough =
        HamiltonianPaths.solve(coxeter, start, strategy, seeded.toBuilder().nodeBudget(needed).build());
    assertEquals(
        free.path().orElseThrow().getVertexList(), assertFoundPathFrom(coxeter, start, enough).getVertexList());

    HamiltonianPathResult<Integer, DefaultEdge> oneShort =
        HamiltonianPaths.solve(coxeter, start, strategy, seeded.toBuilder().nodeBudget(needed - 1).build());
    assertEquals(Outcome.BUDGET_EXHAUSTED, oneShort.outcome(), oneShort::toString);
    assertEquals(needed - 1, oneShort.statistics().nodesExpanded(), oneShort::toString);
  }

  @Test
  void theNodeBudgetCoversAllStartsTogether() {
    // Every budget from 1 to one more than the unbounded search needs. The heuristics try all
    // 11 starts of the Herschel graph for a cycle, and no walk closes; the exact searches have a
    // proof before the first node (the colour argument).
    Graph<Integer, DefaultEdge> graph = NamedGraphGenerator.herschelGraph();
    for (Strategy strategy : GraphAssertions.GRAPH_STRATEGIES) {
      HamiltonianPathResult<Integer, DefaultEdge> unbounded =
          HamiltonianPaths.solveCycle(graph, strategy, SearchOptions.defaults());
      long total = unbounded.statistics().nodesExpanded();
      for (long budget : budgetsUpTo(total + 1)) {
        HamiltonianPathResult<Integer, DefaultEdge> r =
            HamiltonianPaths.solveCycle(graph, strategy, SearchOptions.builder().nodeBudget(budget).build());
        assertTrue(r.statistics().nodesExpanded() <= budget, budget + ": " + r);
        Outcome expected = budget >= total ? unbounded.outcome() : Outcome.BUDGET_EXHAUSTED;
        assertEquals(expected, r.outcome(), strategy + ", budget " + budget + " of " + total + ": " + r);
      }
    }
  }

  /**
   * Every budget from 1 to {@code last} if there are at most 2,000; else 1 to 1,000, the 1,000
   * budgets below {@code last}, and a geometric sequence between them (the rotations and AUTO
   * spend tens of thousands of nodes before they give up).
   */
  private static java.util.SortedSet<Long> budgetsUpTo(long last) {
    java.util.SortedSet<Long> budgets = new java.util.TreeSet<>();
    for (long b = 1; b <= Math.min(last, 1000); b++) {
      budgets.add(b);
    }
    for (long b = Math.max(1, last - 999); b <= last; b++) {
      budgets.add(b);
    }
    for (long b = 1000; b < last; b = b * 5 / 4) {
      budgets.add(b);
    }
    return budgets;
  }

  @Test
  void onRandomGraphsEveryBudgetIsRespectedAndEveryConclusiveAnswerIsRight() {
    Properties.forAllSmallGraphs(
        7,
        150,
        spec -> {
          for (Graph<Integer, DefaultEdge> graph : List.of(SpecGraphs.undirected(spec), SpecGraphs.directed(spec))) {
            BruteForce oracle = BruteForce.of(graph);
            for (Strategy strategy : GraphAssertions.GRAPH_STRATEGIES) {
              for (long budget = 1; budget <= 3 * spec.vertexCount(); budget++) {
                SearchOptions options = SearchOptions.builder().nodeBudget(budget).build();
                HamiltonianPathResult<Integer, DefaultEdge> path = HamiltonianPaths.solve(graph, strategy, options);
                assertWithin(budget, path, oracle.hasPath());
                if (path.isFound()) {
                  assertFoundPath(graph, path);
                }
                HamiltonianPathResult<Integer, DefaultEdge> cycle = HamiltonianPaths.solveCycle(graph, strategy, options);
                assertWithin(budget, cycle, oracle.hasCycle());
                if (cycle.isFound()) {
                  assertFoundCycle(graph, cycle);
                }
              }
            }
          }
        });
  }

  private static void assertWithin(long budget, HamiltonianPathResult<Integer, DefaultEdge> r, boolean exists) {
    assertWellFormed(r);
    assertTrue(r.statistics().nodesExpanded() <= budget, () -> "budget " + budget + ": " + r);
    if (r.outcome().isConclusive()) {
      assertEquals(exists, r.isFound(), () -> "budget " + budget + ": " + r);
    }
  }

  @Test
  void anExhaustedTimeBudgetEndsTheSearch() {
    // 1 ns has passed by the first check of the clock (after 1024 nodes); the Tutte cycle proof needs 2,367.
    HamiltonianPathResult<Integer, DefaultEdge> r =
        HamiltonianPaths.solveCycle(
            TUTTE, Strategy.BACKTRACKING, SearchOptions.builder().timeBudget(Duration.ofNanos(1)).build());
    assertWellFormed(r);
    assertEquals(Outcome.BUDGET_EXHAUSTED, r.outcome(), r::toString);
    assertTrue(r.explanation().contains("time budget"), r::toString);
  }

  @Test
  void anInterruptedThreadCancelsTheExactSearchAndKeepsItsFlag() {
    Thread.currentThread().interrupt();
    try {
      HamiltonianPathResult<Integer, DefaultEdge> cycle =
          HamiltonianPaths.solveCycle(TUTTE, Strategy.BACKTRACKING, SearchOptions.defaults());
      HamiltonianPathResult<Integer, DefaultEdge> path = HamiltonianPaths.solve(TUTTE, 0, Strategy.BACKTRACKING, SearchOptions.defaults());
      assertTrue(Thread.currentThread().isInterrupted(), "the interrupt flag is left set for the caller");
      for (HamiltonianPathResult<Integer, DefaultEdge> r : List.of(cycle, path)) {
        assertWellFormed(r);
        assertEquals(Outcome.CANCELLED, r.outcome(), r::toString);
        assertTrue(r.explanation().contains("interrupted"), r::toString);
      }
      assertNull(new HamiltonianCycleSearch<Integer, DefaultEdge>().getTour(TUTTE));
    } finally {
      Thread.interrupted();
    }
  }

  @ParameterizedTest
  @EnumSource(value = Strategy.class, names = {"WARNSDORFF", "POHL"})
  void anInterruptCancelsAnyStartHeuristicsBetweenAttemptsOnSmallGraphs(Strategy heuristic) {
    // Pohl's rule with fixed ties gives up from every start of the Tutte graph, so without a
    // check between attempts it would try all 46 and never see the flag. POHL sees it between
    // its own walks from the first start, before it retries.
    Thread.currentThread().interrupt();
    try {
      HamiltonianPathResult<Integer, DefaultEdge> r = HamiltonianPaths.solve(TUTTE, heuristic, SearchOptions.defaults());
      assertWellFormed(r);
      assertEquals(Outcome.CANCELLED, r.outcome(), r::toString);
      String after = heuristic == Strategy.POHL ? "after 1 failed walk;" : "after 1 of 46";
      assertTrue(r.explanation().contains(after), r::toString);
    } finally {
      Thread.interrupted();
    }
  }

  @ParameterizedTest
  @EnumSource(value = Strategy.class, names = {"WARNSDORFF", "POHL"})
  void anInterruptedThreadCancelsAHeuristicOnALargeGraph(Strategy heuristic) {
    // The heuristics look at the flag every 1024 vertices, so the graph needs more.
    Graph<Square, DefaultEdge> board = KnightGraphs.of(Board.of(40, 40));
    Thread.currentThread().interrupt();
    try {
      HamiltonianPathResult<Square, DefaultEdge> r =
          HamiltonianPaths.solve(board, heuristic, SearchOptions.defaults());
      assertWellFormed(r);
      assertEquals(Outcome.CANCELLED, r.outcome(), r::toString);
      assertTrue(Thread.currentThread().isInterrupted());
    } finally {
      Thread.interrupted();
    }
    assertFoundPath(board, HamiltonianPaths.solve(board, heuristic, SearchOptions.defaults()));
  }
}
