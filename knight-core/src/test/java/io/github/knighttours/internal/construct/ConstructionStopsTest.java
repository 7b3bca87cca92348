package io.github.knighttours.internal.construct;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Outcome;
import io.github.knighttours.spi.SearchResult;
import io.github.knighttours.internal.search.SearchMonitor;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * Every phase of a construction (block search, joins, the walk, the narrow boards' extension)
 * polls while it runs and stops at the poll that says so; the public engine then reports the
 * stop instead of a tour. The polls are counted, not timed.
 */
class ConstructionStopsTest {

  /** Lets the first {@code at − 1} polls pass and stops at poll number {@code at}. */
  private static final class StopAt implements ConstructionWatch.Poll {
    private final int at;
    int polls;

    StopAt(int at) {
      this.at = at;
    }

    @Override
    public Outcome poll(long squaresPlaced) {
      return ++polls >= at ? Outcome.CANCELLED : null;
    }
  }

  private static SearchMonitor unlimited() {
    return new SearchMonitor(Long.MAX_VALUE, null, null, 0);
  }

  private static ConstructionWatch watch(StopAt stop) {
    return new ConstructionWatch(unlimited(), stop);
  }

  @Test
  void aBlockSearchStopsInTheMiddleOfAnAttempt() {
    // 7x7 has no closed tour (49 squares), so only the node limit or a stop ends this search.
    StopAt stop = new StopAt(3);
    ConstructionWatch watch = watch(stop);
    assertNull(PieceSearch.find(7, 7, 0, true, new int[0], 1, 50_000_000, 1, watch));
    assertEquals(Outcome.CANCELLED, watch.stopped());
    // One poll as the attempt begins, then one per few thousand nodes: the third came mid-attempt.
    assertEquals(3, stop.polls);
  }

  @Test
  void joiningTheBlocksStops() {
    int n = 200;
    assertNotNull(DivideAndConquer.closedPath(n, n, 0, ConstructionWatch.unlimited())); // blocks now cached
    int[] parts = DivideAndConquer.evenOrOneOdd(n);
    StopAt stop = new StopAt(2);
    ConstructionWatch watch = watch(stop);
    assertFalse(DivideAndConquer.build(new byte[n * n], n, n, parts, parts, -1, -1, null, watch));
    assertEquals(2, stop.polls);
    assertEquals(Outcome.CANCELLED, watch.stopped());
    assertTrue(DivideAndConquer.build(new byte[n * n], n, n, parts, parts, -1, -1, null, ConstructionWatch.unlimited()));
  }

  @Test
  void theWalkThatListsTheSquaresStops() {
    int n = 200;
    int[] parts = DivideAndConquer.evenOrOneOdd(n);
    byte[] links = new byte[n * n];
    assertTrue(DivideAndConquer.build(links, n, n, parts, parts, -1, -1, null, ConstructionWatch.unlimited()));
    StopAt stop = new StopAt(3);
    assertNull(DivideAndConquer.walk(links, n, n, 0, watch(stop)));
    assertEquals(3, stop.polls);
    int[] path = DivideAndConquer.walk(links, n, n, 0, ConstructionWatch.unlimited());
    assertEquals(n * n, path.length);
  }

  @Test
  void narrowBoardsStopAtAnyPollUpToTheLastOne() {
    int length = 100_000;
    // A tall board: extending, walking and then transposing the path to the board's layout.
    // The last poll of a complete run comes from the last phase.
    assertNotNull(NarrowBoardConstruction.openTour(length, 4, 3, ConstructionWatch.unlimited())); // base cached
    StopAt counting = new StopAt(Integer.MAX_VALUE);
    assertNotNull(NarrowBoardConstruction.openTour(length, 4, 3, watch(counting)));
    int total = counting.polls;
    assertTrue(total >= 2 * (4 * length / ConstructionWatch.POLL_EVERY), "polls: " + total);
    for (int at : new int[] {1, total / 2, total}) {
      StopAt stop = new StopAt(at);
      assertNull(NarrowBoardConstruction.openTour(length, 4, 3, watch(stop)), "stop at poll " + at);
      assertEquals(at, stop.polls);
    }
    StopAt wide = new StopAt(2);
    assertNull(NarrowBoardConstruction.closedTour(3, length, 0, watch(wide)));
    assertEquals(2, wide.polls);
  }

  @Test
  void anInterruptedConstructionIsCancelledAndKeepsTheFlag() {
    Thread.currentThread().interrupt();
    try {
      SearchResult closed = DivideAndConquer.closedTour(300, 300, 0, unlimited());
      assertEquals(Outcome.CANCELLED, closed.outcome(), closed::explanation);
      assertNull(closed.path());
      SearchResult open = DivideAndConquer.openTour(301, 301, 0, unlimited());
      assertEquals(Outcome.CANCELLED, open.outcome(), open::explanation);
      assertTrue(Thread.currentThread().isInterrupted());
    } finally {
      Thread.interrupted();
    }
  }

  @Test
  void aSpentTimeBudgetStopsTheConstructionWithoutATour() {
    for (int[] board : new int[][] {{300, 300}, {301, 301}, {3, 100_000}, {4, 100_001}}) {
      SearchMonitor monitor = new SearchMonitor(Long.MAX_VALUE, Duration.ofNanos(1), null, board[0] * board[1]);
      SearchResult r = DivideAndConquer.openTour(board[0], board[1], 0, monitor);
      assertEquals(Outcome.BUDGET_EXHAUSTED, r.outcome(), () -> board[0] + "x" + board[1] + ": " + r.explanation());
      assertNull(r.path());
      assertTrue(r.explanation().contains("time budget"), r::explanation);
    }
  }

  @Test
  void withoutAStopTheEngineFindsTheTour() {
    SearchResult r = DivideAndConquer.closedTour(300, 300, 0, unlimited());
    assertEquals(Outcome.FOUND, r.outcome());
    assertEquals(300 * 300, r.path().length);
  }
}
