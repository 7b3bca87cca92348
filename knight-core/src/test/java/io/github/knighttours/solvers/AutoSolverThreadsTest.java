package io.github.knighttours.solvers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.KnightTours;
import io.github.knighttours.Outcome;
import io.github.knighttours.PathRequest;
import io.github.knighttours.PathResult;
import io.github.knighttours.SearchOptions;
import io.github.knighttours.Strategy;
import io.github.knighttours.TourKind;
import io.github.knighttours.internal.search.AbsenceProofs;
import io.github.knighttours.internal.search.Portfolio;
import io.github.knighttours.internal.search.RotationSearch;
import io.github.knighttours.internal.search.SearchMonitor;
import io.github.knighttours.spi.NeighbourFunction;
import io.github.knighttours.spi.SearchResult;
import io.github.knighttours.spi.Shape;
import java.util.List;
import java.util.OptionalLong;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.IntConsumer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * AUTO's graph route with two threads, end to end through the engines: an interrupt of the
 * caller in the middle of the engines' work stops both, an exception or a lack of heap on the
 * second thread reaches the caller, and no thread of the portfolio outlives the call. The
 * interrupt comes from the graph itself, at a given count of the neighbour lists read, so that
 * nothing waits on a clock.
 */
class AutoSolverThreadsTest {

  @AfterEach
  void clearTheFlag() {
    Thread.interrupted();
  }

  /**
   * The generalised Petersen graph GP(outer, 2), whose lists call {@code onRead} with their count
   * so far. For outer ≡ 5 (mod 6) it has no Hamiltonian cycle (Alspach's theorem), and none of the
   * one-pass proofs of absence settles it: cubic, 3-connected, not bipartite.
   */
  private static final class Petersen2 implements Shape<Integer>, NeighbourFunction {
    private final int outer;
    final AtomicLong lists = new AtomicLong();
    private final IntConsumer onRead;

    Petersen2(int outer, IntConsumer onRead) {
      this.outer = outer;
      this.onRead = onRead;
    }

    @Override
    public NeighbourFunction graph() {
      return this;
    }

    @Override
    public Integer label(int vertex) {
      return vertex;
    }

    @Override
    public int indexOf(Integer label) {
      return label;
    }

    @Override
    public int vertexCount() {
      return 2 * outer;
    }

    @Override
    public int maxDegree() {
      return 3;
    }

    @Override
    public boolean isSymmetric() {
      return true;
    }

    @Override
    public int successors(int v, int[] out) {
      onRead.accept((int) Math.min(Integer.MAX_VALUE, lists.incrementAndGet()));
      if (v < outer) {
        out[0] = (v + 1) % outer;
        out[1] = (v + outer - 1) % outer;
        out[2] = outer + v;
      } else {
        int i = v - outer;
        out[0] = i;
        out[1] = outer + (i + 2) % outer;
        out[2] = outer + (i + outer - 2) % outer;
      }
      return 3;
    }

    @Override
    public int predecessors(int v, int[] out) {
      return successors(v, out);
    }

    @Override
    public String toString() {
      return "GP(" + outer + ", 2)";
    }
  }

  /** 6 × 100 + 5 outer vertices: 1,210 in all, no Hamiltonian cycle. */
  private static final int OUTER = 605;

  private static List<String> portfolioThreads() {
    return Thread.getAllStackTraces().keySet().stream()
        .filter(Thread::isAlive)
        .map(Thread::getName)
        .filter(name -> name.startsWith(Portfolio.THREAD_NAME))
        .toList();
  }

  /**
   * The lists read before AUTO's two threads begin: the one-pass proofs, the degrees, and the
   * rotations, which run alone first.
   */
  private static long listsBeforeTheTwoThreads() {
    Petersen2 graph = new Petersen2(OUTER, read -> {});
    SearchMonitor monitor = new SearchMonitor(Long.MAX_VALUE, null, null, graph.vertexCount());
    assertEquals(null, AbsenceProofs.noCycle(graph, monitor), "no one-pass proof settles GP(605, 2)");
    SearchMonitor rotations = new SearchMonitor(AutoSolver.rotationNodes(graph.vertexCount()), null, null, graph.vertexCount());
    assertNotEquals(Outcome.FOUND, RotationSearch.run(graph, 0, true, false, 0, rotations).outcome());
    return graph.lists.get() + graph.vertexCount();
  }

  /** Whether a thread of the portfolio has read a neighbour list. */
  private static final AtomicBoolean SECOND_THREAD_READ = new AtomicBoolean();

  private static void noteTheThread() {
    if (Thread.currentThread().getName().startsWith(Portfolio.THREAD_NAME)) {
      SECOND_THREAD_READ.set(true);
    }
  }

  @Test
  void anInterruptAmidTheEnginesStopsBothThreads() {
    Thread caller = Thread.currentThread();
    // Amid the lists the two searches read to set up, once the rotations are over.
    long interruptAt = listsBeforeTheTwoThreads() + OUTER;
    SECOND_THREAD_READ.set(false);
    Petersen2 graph = new Petersen2(OUTER, read -> {
      noteTheThread();
      if (read == interruptAt) {
        caller.interrupt();
      }
    });
    SearchMonitor monitor = new SearchMonitor(Long.MAX_VALUE, null, null, graph.vertexCount());
    SearchResult r = AutoSolver.onGraph(graph, 0, true, 1, OptionalLong.empty(), 2, monitor);
    assertEquals(Outcome.CANCELLED, r.outcome(), r::toString);
    assertEquals("the searching thread was interrupted", r.explanation());
    assertTrue(Thread.currentThread().isInterrupted(), "the caller's flag stays set");
    assertTrue(graph.lists.get() >= interruptAt, "the interrupt came amid the engines");
    assertTrue(SECOND_THREAD_READ.get(), "the second thread was at work");
    assertEquals(List.of(), portfolioThreads());
  }

  @Test
  void anExceptionOnTheSecondThreadReachesTheCaller() {
    IllegalStateException boom = new IllegalStateException("boom");
    Petersen2 graph = new Petersen2(OUTER, read -> {
      if (Thread.currentThread().getName().startsWith(Portfolio.THREAD_NAME)) {
        throw boom;
      }
    });
    PathRequest<Integer> request =
        PathRequest.builder(graph)
            .start(0)
            .kind(TourKind.CLOSED)
            .options(SearchOptions.builder().threads(2).build())
            .build();
    assertSame(boom, assertThrows(IllegalStateException.class, () -> KnightTours.solvePath(request, Strategy.AUTO)));
    assertEquals(List.of(), portfolioThreads());
  }

  @Test
  void runningOutOfHeapOnTheSecondThreadNamesTheEstimate() {
    Petersen2 graph = new Petersen2(OUTER, read -> {
      if (Thread.currentThread().getName().startsWith(Portfolio.THREAD_NAME)) {
        throw new OutOfMemoryError("Java heap space");
      }
    });
    SearchOptions twoThreads = SearchOptions.builder().threads(2).build();
    PathRequest<Integer> request =
        PathRequest.builder(graph).start(0).kind(TourKind.CLOSED).options(twoThreads).build();
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> KnightTours.solvePath(request, Strategy.AUTO));
    assertTrue(e.getMessage().startsWith("the AUTO search on GP(605, 2) needs about "), e::getMessage);
    assertTrue(e.getCause() instanceof OutOfMemoryError);
    assertEquals(List.of(), portfolioThreads());
  }

  @Test
  void theHeapEstimateHoldsBothSearchesTablesAtOnce() {
    long n = 100_000;
    int degree = 6;
    long one = AutoSolver.graphWorkingBytes(n, degree, 1);
    long two = AutoSolver.graphWorkingBytes(n, degree, 2);
    long clauseLearning = new ClauseLearningSolver().workingBytes(n, degree);
    long exhaustive = new BacktrackingSolver().workingBytes(n, degree);
    assertTrue(one >= clauseLearning && one < clauseLearning + exhaustive, "one thread: the largest step, " + one);
    assertTrue(two >= clauseLearning + exhaustive, "two threads: clause learning's and another step's at once, " + two);
  }

  @Test
  void aNodeBudgetStopsBothThreads() {
    SECOND_THREAD_READ.set(false);
    Petersen2 graph = new Petersen2(OUTER, read -> noteTheThread());
    // More than the rotations' share (64 a vertex plus 65,536), so that the two threads start.
    long budget = AutoSolver.rotationNodes(graph.vertexCount()) + 50_000;
    PathResult<Integer> r =
        KnightTours.solvePath(
            PathRequest.builder(graph)
                .start(0)
                .kind(TourKind.CLOSED)
                .options(SearchOptions.builder().threads(2).nodeBudget(budget).build())
                .build(),
            Strategy.AUTO);
    assertEquals(Outcome.BUDGET_EXHAUSTED, r.outcome(), r::toString);
    // Both searches' nodes count; each may pass the shared budget by its poll's worth.
    assertTrue(r.statistics().nodesExpanded() >= budget, r::toString);
    assertTrue(SECOND_THREAD_READ.get(), "the second thread was at work");
    assertEquals(List.of(), portfolioThreads());
  }
}
