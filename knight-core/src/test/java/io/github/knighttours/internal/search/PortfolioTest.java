package io.github.knighttours.internal.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Outcome;
import io.github.knighttours.spi.SearchResult;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The searches side by side: the first answer stops the others, an interrupt of the caller and
 * the shared node budget stop them all, what a search throws reaches the caller, and no thread
 * the portfolio started is left running when it returns. The searches here are stand-ins that
 * count nodes and poll their monitors as the engines do, until they are stopped; none waits on a
 * clock.
 */
class PortfolioTest {

  @AfterEach
  void clearTheFlag() {
    Thread.interrupted();
  }

  /** A search that expands nodes and polls every 1,024 until its monitor stops it. */
  private static SearchResult untilStopped(SearchMonitor m) {
    for (long nodes = 1; ; nodes++) {
      if (m.budgetSpent(nodes)) {
        return m.stopped(Outcome.BUDGET_EXHAUSTED, nodes, 0, 0);
      }
      if ((nodes & SearchMonitor.POLL_MASK) == 0) {
        Outcome stop = m.poll(nodes, 0, 0);
        if (stop != null) {
          return m.stopped(stop, nodes, 0, 0);
        }
      }
    }
  }

  private static SearchMonitor unlimited() {
    return new SearchMonitor(Long.MAX_VALUE, null, null, 10);
  }

  /** The portfolio's threads still alive. */
  private static List<String> portfolioThreads() {
    return Thread.getAllStackTraces().keySet().stream()
        .filter(Thread::isAlive)
        .map(Thread::getName)
        .filter(name -> name.startsWith(Portfolio.THREAD_NAME))
        .toList();
  }

  @Test
  void theFirstAnswerStopsTheOthers() {
    CountDownLatch searching = new CountDownLatch(1);
    SearchResult r =
        Portfolio.run(
            List.of(
                m -> {
                  searching.countDown();
                  return untilStopped(m);
                },
                m -> {
                  awaitQuietly(searching);
                  return new SearchResult(Outcome.FOUND, new int[] {0, 1, 2}, 7, 1, 0, "found by the second");
                }),
            unlimited());
    assertEquals(Outcome.FOUND, r.outcome());
    assertArrayEquals(new int[] {0, 1, 2}, r.path());
    assertEquals("found by the second", r.explanation());
    // The first search's nodes count too: it had expanded some when it was stopped.
    assertTrue(r.nodesExpanded() > 7, () -> "nodes " + r.nodesExpanded());
    assertEquals(List.of(), portfolioThreads());
  }

  @Test
  void theCallersSearchMayWinToo() {
    SearchResult r =
        Portfolio.run(
            List.of(
                m -> new SearchResult(Outcome.PROVEN_ABSENT, null, 3, 0, 0, "proven by the first"),
                PortfolioTest::untilStopped),
            unlimited());
    assertEquals(Outcome.PROVEN_ABSENT, r.outcome());
    assertEquals("proven by the first", r.explanation());
    assertEquals(List.of(), portfolioThreads());
  }

  @Test
  void anInterruptOfTheCallerStopsEverySearch() {
    AtomicInteger stoppedAsCancelled = new AtomicInteger();
    Portfolio.Line counted =
        m -> {
          SearchResult r = untilStopped(m);
          if (r.outcome() == Outcome.CANCELLED) {
            stoppedAsCancelled.incrementAndGet();
          }
          return r;
        };
    CountDownLatch searching = new CountDownLatch(1);
    SearchResult r =
        Portfolio.run(
            List.of(
                m -> {
                  // The caller's thread is interrupted while the other search runs.
                  awaitQuietly(searching);
                  Thread.currentThread().interrupt();
                  return counted.run(m);
                },
                m -> {
                  searching.countDown();
                  return counted.run(m);
                }),
            unlimited());
    assertEquals(Outcome.CANCELLED, r.outcome());
    assertEquals(2, stoppedAsCancelled.get());
    assertTrue(Thread.currentThread().isInterrupted(), "the caller's flag stays set");
    assertEquals(List.of(), portfolioThreads());
  }

  @Test
  void anInterruptWhileTheCallerWaitsStopsTheOthers() {
    Thread caller = Thread.currentThread();
    SearchResult r =
        Portfolio.run(
            List.of(
                m -> new SearchResult(Outcome.GAVE_UP, null, 5, 0, 0, "gave up"),
                m -> {
                  // The caller's own search is over: it waits, and is interrupted then.
                  caller.interrupt();
                  return untilStopped(m);
                }),
            unlimited());
    assertEquals(Outcome.CANCELLED, r.outcome());
    assertTrue(Thread.currentThread().isInterrupted());
    assertEquals(List.of(), portfolioThreads());
  }

  @Test
  void theNodeBudgetIsSharedByAllSearches() {
    long budget = 1 << 20;
    SearchMonitor monitor = new SearchMonitor(budget, null, null, 10);
    SearchResult r = Portfolio.run(List.of(PortfolioTest::untilStopped, PortfolioTest::untilStopped), monitor);
    assertEquals(Outcome.BUDGET_EXHAUSTED, r.outcome());
    // Each search publishes its nodes at its polls: together they stop within a poll's worth each.
    long slack = 2 * (SearchMonitor.POLL_MASK + 1);
    assertTrue(
        r.nodesExpanded() >= budget && r.nodesExpanded() <= budget + slack, () -> "nodes " + r.nodesExpanded());
    assertTrue(monitor.budgetSpent(0), "the caller's monitor counts the searches' nodes");
    assertEquals(List.of(), portfolioThreads());
  }

  @Test
  void anExceptionOfAnotherThreadReachesTheCaller() {
    IllegalStateException boom = new IllegalStateException("boom");
    IllegalStateException thrown =
        assertThrows(
            IllegalStateException.class,
            () ->
                Portfolio.run(
                    List.of(
                        PortfolioTest::untilStopped,
                        m -> {
                          throw boom;
                        }),
                    unlimited()));
    assertSame(boom, thrown);
    assertEquals(List.of(), portfolioThreads());
  }

  @Test
  void anExceptionOfTheCallersSearchWaitsForTheOthers() {
    IllegalStateException boom = new IllegalStateException("boom");
    assertSame(
        boom,
        assertThrows(
            IllegalStateException.class,
            () ->
                Portfolio.run(
                    List.of(
                        m -> {
                          throw boom;
                        },
                        PortfolioTest::untilStopped),
                    unlimited())));
    assertEquals(List.of(), portfolioThreads());
  }

  @Test
  void runningOutOfHeapOnAnotherThreadGivesTheHeapMessage() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                HeapGuard.withinHeap(
                    2L << 20,
                    "the test search",
                    () ->
                        Portfolio.run(
                            List.of(
                                PortfolioTest::untilStopped,
                                m -> {
                                  throw new OutOfMemoryError("Java heap space");
                                }),
                            unlimited())));
    assertTrue(e.getMessage().startsWith("the test search needs about 2 MiB"), e::getMessage);
    assertTrue(e.getCause() instanceof OutOfMemoryError);
    assertEquals(List.of(), portfolioThreads());
  }

  @Test
  void theLongestPathOfEverySearchReachesTheCallersMonitor() {
    SearchMonitor monitor = unlimited();
    Portfolio.run(
        List.of(
            m -> {
              m.reached(4);
              return new SearchResult(Outcome.GAVE_UP, null, 1, 0, 0, "gave up");
            },
            m -> {
              m.reached(9);
              return new SearchResult(Outcome.GAVE_UP, null, 1, 0, 0, "gave up too");
            }),
        monitor);
    assertEquals(9, monitor.longest());
  }

  @Test
  void aSearchThatLosesItsCountStillCountsWhatItsPollsTold() {
    // A search stopped in the middle of a phase returns 0 nodes (SearchMonitor.guard): its polls count.
    SearchResult r =
        Portfolio.run(
            List.of(
                m -> {
                  m.poll(5000, 0, 0);
                  return new SearchResult(Outcome.GAVE_UP, null, 0, 0, 0, "stopped in a phase");
                },
                m -> new SearchResult(Outcome.GAVE_UP, null, 7, 0, 0, "gave up")),
            unlimited());
    assertEquals(5007, r.nodesExpanded());
  }

  @Test
  void oneSearchIsNoPortfolio() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Portfolio.run(List.of(PortfolioTest::untilStopped), unlimited()));
    assertEquals("a portfolio runs at least two searches, got 1", e.getMessage());
    assertFalse(Thread.currentThread().isInterrupted());
  }

  private static void awaitQuietly(CountDownLatch latch) {
    try {
      latch.await();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
