package io.github.knighttours.internal.search;

import io.github.knighttours.spi.SearchResult;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Outcome;
import io.github.knighttours.internal.graph.KnightGraph;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The retry schedule of {@link GreedyRetries}, against single walks of {@link GreedySearch}. */
class GreedyRetriesTest {

  private static final long SEED_STEP = 0x9E3779B97F4A7C15L;

  @Test
  void oneAttemptIsExactlyPohlsSingleWalk() {
    for (int rows = 5; rows <= 10; rows++) {
      for (int cols = rows; cols <= 10; cols++) {
        KnightGraph graph = new KnightGraph(rows, cols);
        for (int start = 0; start < graph.vertexCount(); start++) {
          for (int lookahead = 1; lookahead <= 2; lookahead++) {
            SearchResult single = GreedySearch.run(graph, start, lookahead, null, null, monitor(graph));
            SearchResult once = GreedyRetries.run(graph, start, lookahead, false, false, 0, 1, monitor(graph));
            assertSameWalk(single, once, rows + "x" + cols + " from " + start);

            SearchResult seededSingle =
                GreedySearch.run(graph, start, lookahead, null, new SplittableRandom(42), monitor(graph));
            SearchResult seededOnce = GreedyRetries.run(graph, start, lookahead, false, true, 42, 1, monitor(graph));
            assertSameWalk(seededSingle, seededOnce, rows + "x" + cols + " from " + start + ", seed 42");
          }
        }
      }
    }
  }

  @Test
  void retriesChangeNothingWhereTheFirstWalkSucceeds() {
    int compared = 0;
    for (int n = 5; n <= 40; n++) {
      KnightGraph graph = new KnightGraph(n, n);
      SearchResult single = GreedySearch.run(graph, 0, 1, null, null, monitor(graph));
      if (single.outcome() == Outcome.FOUND) {
        SearchResult retried = run(graph, 0, false, false, 0);
        assertArrayEquals(single.path(), retried.path(), "n = " + n);
        assertEquals(single.nodesExpanded(), retried.nodesExpanded(), "n = " + n);
        assertEquals(single.explanation(), retried.explanation(), "n = " + n);
        compared++;
      }
    }
    assertTrue(compared > 30, "only " + compared + " boards compared");
  }

  @Test
  void theRetriesFollowTheDocumentedSeedsAndKinds() {
    // From d4 of 8x8: attempt 1 is Pohl's walk (fixed ties), attempt 2 Pohl's rule with seed
    // base + step, attempt 3 Warnsdorff's rule with seed base + 2 step, which completes the tour.
    KnightGraph graph = new KnightGraph(8, 8);
    int d4 = 3 * 8 + 3;
    long base = GreedyRetries.UNSEEDED_BASE;
    SearchResult first = GreedySearch.run(graph, d4, 1, null, null, monitor(graph));
    SearchResult second = GreedySearch.run(graph, d4, 1, null, new SplittableRandom(base + SEED_STEP), monitor(graph));
    SearchResult third = GreedySearch.run(graph, d4, 0, null, new SplittableRandom(base + 2 * SEED_STEP), monitor(graph));
    assertEquals(Outcome.GAVE_UP, first.outcome());
    assertEquals(Outcome.GAVE_UP, second.outcome());
    assertEquals(Outcome.FOUND, third.outcome());

    SearchResult retried = run(graph, d4, false, false, 0);

    assertArrayEquals(third.path(), retried.path());
    assertEquals(first.nodesExpanded() + second.nodesExpanded() + 64, retried.nodesExpanded());
    assertTrue(retried.explanation().startsWith("attempt 3 (Warnsdorff's rule, random ties)"), retried::explanation);
  }

  @Test
  void everyStartOfSomeBoardsWalksTheDocumentedSchedule() {
    int retried = 0;
    for (int n : new int[] {6, 8, 10}) {
      KnightGraph graph = new KnightGraph(n, n);
      for (int start = 0; start < graph.vertexCount(); start++) {
        for (Long seed : new Long[] {null, 7L, 12345L}) {
          boolean seeded = seed != null;
          long s = seeded ? seed : 0;
          SearchResult expected = schedule(graph, start, seeded, s);
          SearchResult actual = run(graph, start, false, seeded, s);
          String context = n + "x" + n + " from " + start + ", seed " + seed;
          assertEquals(expected.outcome(), actual.outcome(), context);
          assertArrayEquals(expected.path(), actual.path(), context);
          assertEquals(expected.nodesExpanded(), actual.nodesExpanded(), context);
          retried += expected.nodesExpanded() > graph.vertexCount() ? 1 : 0;
        }
      }
    }
    assertTrue(retried > 10, "only " + retried + " searches needed a retry");
  }

  /**
   * The class description, restated: attempt 1 is Pohl's walk (fixed ties, or the seed's), then
   * even attempts Pohl's rule and odd attempts Warnsdorff's, attempt a with seed base + (a - 1)
   * step; the first complete walk wins. Without the early stop for walks that met no tie, which
   * knight boards of this size never need.
   */
  private static SearchResult schedule(KnightGraph graph, int start, boolean seeded, long seed) {
    long base = seeded ? seed : GreedyRetries.UNSEEDED_BASE;
    long nodes = 0;
    for (int attempt = 1; attempt <= GreedyRetries.DEFAULT_MAX_ATTEMPTS; attempt++) {
      SplittableRandom random =
          attempt == 1 && !seeded ? null : new SplittableRandom(base + (attempt - 1) * SEED_STEP);
      int lookahead = attempt == 1 || attempt % 2 == 0 ? 1 : 0;
      SearchResult walk = GreedySearch.run(graph, start, lookahead, null, random, monitor(graph));
      nodes += walk.nodesExpanded();
      if (walk.outcome() == Outcome.FOUND) {
        return new SearchResult(Outcome.FOUND, walk.path(), nodes, 0, 0, "");
      }
    }
    return new SearchResult(Outcome.GAVE_UP, null, nodes, 0, 0, "");
  }

  @Test
  void leavesTheMonitorsCountOfEarlierAttemptsAsItFoundIt() {
    KnightGraph graph = new KnightGraph(8, 8);
    SearchMonitor monitor = new SearchMonitor(1000, null, null, null, 64);
    SearchResult retried = GreedyRetries.run(graph, 3 * 8 + 3, 1, false, false, 0, 64, monitor);

    assertTrue(retried.nodesExpanded() > 64, "expected retries");
    assertFalse(monitor.budgetSpent(999), "the retries' nodes are still counted in the monitor");
    assertTrue(monitor.budgetSpent(1000));
  }

  @Test
  void aCycleThatDoesNotCloseIsRetried() {
    // b1 of 6x6: Pohl's walk covers the board but does not close.
    KnightGraph graph = new KnightGraph(6, 6);
    SearchResult single = GreedyRetries.run(graph, 1, 1, true, false, 0, 1, monitor(graph));
    SearchResult retried = run(graph, 1, true, false, 0);

    assertEquals(Outcome.GAVE_UP, single.outcome());
    assertTrue(single.explanation().contains("does not close"), single::explanation);
    assertEquals(Outcome.FOUND, retried.outcome());
    int[] path = retried.path();
    assertTrue(graph.hasSuccessor(path[path.length - 1], path[0], new int[graph.maxDegree()]));
  }

  @Test
  void rejectsBadArguments() {
    KnightGraph graph = new KnightGraph(5, 5);
    IllegalArgumentException attempts =
        assertThrows(
            IllegalArgumentException.class, () -> GreedyRetries.run(graph, 0, 1, false, false, 0, 0, monitor(graph)));
    assertTrue(attempts.getMessage().contains("maxAttempts") && attempts.getMessage().contains("0"));
    IllegalArgumentException depth =
        assertThrows(
            IllegalArgumentException.class, () -> GreedyRetries.run(graph, 0, 0, false, false, 0, 64, monitor(graph)));
    assertTrue(depth.getMessage().contains("lookahead") && depth.getMessage().contains("0"));
  }

  private static SearchResult run(KnightGraph graph, int start, boolean closed, boolean seeded, long seed) {
    return GreedyRetries.run(
        graph, start, 1, closed, seeded, seed, GreedyRetries.DEFAULT_MAX_ATTEMPTS, monitor(graph));
  }

  private static SearchMonitor monitor(KnightGraph graph) {
    return new SearchMonitor(Long.MAX_VALUE, null, null, graph.vertexCount());
  }

  private static void assertSameWalk(SearchResult expected, SearchResult actual, String context) {
    assertEquals(expected.outcome(), actual.outcome(), context);
    assertEquals(expected.nodesExpanded(), actual.nodesExpanded(), context);
    assertArrayEquals(expected.path(), actual.path(), context);
  }
}
