package io.github.knighttours.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Board;
import io.github.knighttours.Outcome;
import io.github.knighttours.SearchOptions;
import io.github.knighttours.Square;
import io.github.knighttours.Strategy;
import java.time.Duration;
import java.util.function.BooleanSupplier;
import org.jgrapht.Graph;
import org.jgrapht.graph.DefaultDirectedGraph;
import org.jgrapht.graph.DefaultEdge;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Copying a JGraphT graph into the adapter's arrays (on several threads when it is large) asks
 * its stop condition every few thousand vertices and stops at the question that says so; a
 * search whose copy was stopped ends CANCELLED or BUDGET_EXHAUSTED. Questions are counted, not
 * timed.
 */
class AdapterStopsTest {

  /** 90000 vertices: more than one chunk, so the copy runs on helper threads as well. */
  private static Graph<Square, DefaultEdge> large;

  @BeforeAll
  static void build() {
    large = KnightGraphs.of(Board.of(300, 300));
  }

  @AfterEach
  void clearInterrupt() {
    Thread.interrupted();
  }

  /** Answers false until question number {@code at}, which it answers true; counts the questions. */
  private static final class StopAt implements BooleanSupplier {
    private final int at;
    int asked;

    StopAt(int at) {
      this.at = at;
    }

    @Override
    public boolean getAsBoolean() {
      return ++asked >= at;
    }
  }

  @Test
  void theCopyOfALargeGraphStopsInEachPhase() {
    IndexedGraph<Square, DefaultEdge> whole = IndexedGraph.of(large, new StopAt(Integer.MAX_VALUE));
    assertNotNull(whole);
    assertEquals(90_000, whole.vertexCount());
    assertEquals(8, whole.maxDegree());
    // Listing the vertices and indexing them ask once per 4096 vertices each; then the threads
    // fill the lists (the calling thread asks as it fills and as it waits for the helpers), and
    // the calling thread asks again between the chunks it assembles.
    int perPhase = 90_000 / 4096;
    for (int at : new int[] {1, perPhase, perPhase + 1, 2 * perPhase, 2 * perPhase + 1}) {
      StopAt stop = new StopAt(at);
      assertNull(IndexedGraph.of(large, stop), "stop at question " + at);
      assertEquals(at, stop.asked);
    }
  }

  @Test
  void aDirectedCopyStopsAtAnyQuestionUpToThePredecessorsLast() {
    // One chunk (fewer than 65536 vertices): the calling thread does all the work, and asks
    // once per 4096 vertices while it lists, indexes, and fills successors and predecessors.
    Graph<Integer, DefaultEdge> directed = new DefaultDirectedGraph<>(DefaultEdge.class);
    int n = 60_000;
    for (int v = 0; v < n; v++) {
      directed.addVertex(v);
    }
    for (int v = 0; v < n; v++) {
      directed.addEdge(v, (v + 1) % n);
    }
    StopAt counting = new StopAt(Integer.MAX_VALUE);
    IndexedGraph<Integer, DefaultEdge> whole = IndexedGraph.of(directed, counting);
    assertNotNull(whole);
    int[] out = new int[1];
    assertEquals(1, whole.predecessors(0, out));
    assertEquals(n - 1, out[0]);
    int q = n / 4096;
    assertEquals(4 * q, counting.asked);
    for (int at : new int[] {1, q, q + 1, 2 * q, 2 * q + 1, 3 * q, 3 * q + 1, 4 * q}) {
      StopAt stop = new StopAt(at);
      assertNull(IndexedGraph.of(directed, stop), "stop at question " + at);
      assertEquals(at, stop.asked);
    }
  }

  @Test
  void anInterruptedSearchOfALargeGraphIsCancelledInTheCopy() {
    Thread.currentThread().interrupt();
    HamiltonianPathResult<Square, DefaultEdge> r =
        HamiltonianPaths.solve(large, Square.of(0, 0), Strategy.WARNSDORFF, SearchOptions.defaults());
    assertTrue(Thread.currentThread().isInterrupted(), "the flag stays set");
    assertEquals(Outcome.CANCELLED, r.outcome(), r::toString);
    assertEquals(0, r.statistics().nodesExpanded());
    assertTrue(r.path().isEmpty());
  }

  @Test
  void aSpentTimeBudgetEndsTheSearchInTheCopy() {
    SearchOptions tiny = SearchOptions.builder().timeBudget(Duration.ofNanos(1)).build();
    HamiltonianPathResult<Square, DefaultEdge> r = HamiltonianPaths.solve(large, Square.of(0, 0), Strategy.POHL, tiny);
    assertEquals(Outcome.BUDGET_EXHAUSTED, r.outcome(), r::toString);
    assertEquals(0, r.statistics().nodesExpanded());
    assertTrue(r.explanation().contains("time budget"), r::explanation);
    assertFalse(Thread.currentThread().isInterrupted());
  }
}
