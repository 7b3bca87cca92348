package io.github.knighttours;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.time.Duration;
import java.util.Iterator;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Every long public call honours an interrupt and a time budget where the work is, not only at
 * its start or end: constructions, counts (their set-up and split as well), splits, work items
 * and listings. Nothing here measures time: each test checks the outcome, the flags, and where
 * it helps the work done (a stopped count examined fewer prefixes than its split would).
 */
class StopsTest {

  @AfterEach
  void clearInterrupt() {
    Thread.interrupted();
  }

  private static TourRequest.Builder closed(int n) {
    return TourRequest.builder(Board.of(n, n), Square.of(0, 0)).kind(TourKind.CLOSED);
  }

  @Test
  void aHugeConstructionWithATinyBudgetRunsOutInsteadOfFindingATour() {
    TourResult closed =
        KnightTours.solve(closed(2000).timeBudget(Duration.ofMillis(1)).build(), Strategy.DIVIDE_AND_CONQUER);
    assertEquals(Outcome.BUDGET_EXHAUSTED, closed.outcome(), closed::toString);
    assertTrue(closed.tour().isEmpty());
    assertTrue(closed.explanation().contains("time budget"), closed::explanation);
    // AUTO builds the open tour of an odd board around the start the same way.
    TourResult open =
        KnightTours.solve(
            TourRequest.builder(Board.of(2001, 2001), Square.of(0, 0)).timeBudget(Duration.ofMillis(1)).build());
    assertEquals(Outcome.BUDGET_EXHAUSTED, open.outcome(), open::toString);
    assertFalse(Thread.currentThread().isInterrupted());
  }

  @Test
  void anInterruptDuringAConstructionCancelsIt() {
    // The listener's first report comes a tenth of a second into the construction of 64 million
    // squares, far from its end; it interrupts the thread, as ProgressListener allows.
    AtomicInteger reports = new AtomicInteger();
    TourRequest request =
        closed(8000)
            .progressListener(
                p -> {
                  reports.incrementAndGet();
                  Thread.currentThread().interrupt();
                })
            .build();
    TourResult r = KnightTours.solve(request, Strategy.DIVIDE_AND_CONQUER);
    assertTrue(Thread.currentThread().isInterrupted(), "the flag stays set");
    assertEquals(1, reports.get());
    assertEquals(Outcome.CANCELLED, r.outcome(), r::toString);
    assertTrue(r.tour().isEmpty());
  }

  @Test
  void aProgressListenersOwnErrorReachesTheCallerUnchanged() {
    // The exhaustive search from a1 of 4 x 1000 runs for minutes (Warnsdorff's order fails there
    // and nothing prunes it early), so the listener's first report, a tenth of a second in, comes.
    OutOfMemoryError listeners = new OutOfMemoryError("the listener's own");
    TourRequest request =
        TourRequest.builder(Board.of(4, 1000), Square.of(0, 0))
            .progressListener(
                p -> {
                  throw listeners;
                })
            .build();
    assertSame(
        listeners, assertThrows(OutOfMemoryError.class, () -> KnightTours.solve(request, Strategy.BACKTRACKING)));
  }

  @Test
  void aCountOfAHugeBoardWithATinyBudgetStopsInItsSetUp() {
    // 150 x 150 has 22500 starts in 2850 symmetry orbits; before the split watched the clock,
    // it examined every one of them (about 15 s) before the count could stop.
    CountRequest request =
        CountRequest.builder(Board.of(150, 150), CountKind.OPEN_DIRECTED)
            .parallelism(2)
            .timeBudget(Duration.ofMillis(1))
            .build();
    TourCount count = KnightTours.count(request);
    assertFalse(count.isComplete(), count::toString);
    assertEquals(BigInteger.ZERO, count.count());
    assertTrue(count.nodes() < 2850, count::toString);
    assertTrue(count.toString().contains("a lower bound: the time budget of PT0.001S ran out"), count::toString);
    assertFalse(Thread.currentThread().isInterrupted());
  }

  @Test
  void anInterruptedCountOfAHugeBoardStopsBeforeItsSplit() {
    Thread.currentThread().interrupt();
    TourCount count = KnightTours.count(CountRequest.builder(Board.of(150, 150), CountKind.OPEN_DIRECTED).build());
    assertTrue(Thread.currentThread().isInterrupted(), "the flag stays set");
    assertFalse(count.isComplete());
    assertEquals(0, count.nodes(), count::toString);
    assertTrue(count.toString().contains("the counting thread was interrupted"), count::toString);
  }

  @Test
  void aStoppedCountStillReportsItsEndToTheListener() {
    AtomicInteger reports = new AtomicInteger();
    CountRequest request =
        CountRequest.builder(Board.of(100, 100), CountKind.CLOSED_UNDIRECTED)
            .timeBudget(Duration.ofNanos(1))
            .progressListener(p -> reports.incrementAndGet())
            .build();
    assertFalse(KnightTours.count(request).isComplete());
    assertEquals(1, reports.get());
  }

  @Test
  void aCountProgressListenersOwnErrorReachesTheCallerUnchanged() {
    OutOfMemoryError listeners = new OutOfMemoryError("the listener's own");
    CountRequest request =
        CountRequest.builder(Board.of(5, 5), CountKind.OPEN_DIRECTED)
            .progressListener(
                p -> {
                  throw listeners;
                })
            .build();
    assertSame(listeners, assertThrows(OutOfMemoryError.class, () -> KnightTours.count(request)));
  }

  @Test
  void anInterruptedSplitThrowsCancellationAndKeepsTheFlag() {
    CountRequest request = CountRequest.builder(Board.of(60, 60), CountKind.OPEN_DIRECTED).build();
    Thread.currentThread().interrupt();
    CancellationException e =
        assertThrows(CancellationException.class, () -> KnightTours.split(request, KnightTours.MAX_SPLIT));
    assertTrue(Thread.currentThread().isInterrupted());
    assertTrue(e.getMessage().contains("interrupted"), e::getMessage);
  }

  @Test
  void aSplitHonoursTheRequestsTimeBudget() {
    CountRequest request =
        CountRequest.builder(Board.of(60, 60), CountKind.OPEN_DIRECTED).timeBudget(Duration.ofMillis(1)).build();
    CancellationException e =
        assertThrows(CancellationException.class, () -> KnightTours.split(request, KnightTours.MAX_SPLIT));
    assertTrue(e.getMessage().contains("the time budget of PT0.001S ran out"), e::getMessage);
    assertFalse(Thread.currentThread().isInterrupted());
  }

  @Test
  void anInterruptedWorkItemOfAHugeBoardStopsInItsSetUp() {
    CountWorkItem item =
        CountWorkItem.decode("knight-tours-count/1 board=150x150 kind=OPEN_FROM_START symmetry=off weight=1 prefix=a1");
    Thread.currentThread().interrupt();
    assertThrows(CancellationException.class, item::count);
    assertTrue(Thread.currentThread().isInterrupted());
  }

  @Test
  void anInterruptEndsAListingBeforeItsFirstTourAndBetweenTours() {
    Thread.currentThread().interrupt();
    assertThrows(CancellationException.class, () -> KnightTours.openTours(Board.of(300, 300), Square.of(0, 0)).findFirst());
    assertTrue(Thread.currentThread().isInterrupted());
    Thread.interrupted();

    Iterator<Tour> tours = KnightTours.openTours(Board.of(5, 5), Square.of(0, 0)).iterator();
    assertTrue(tours.hasNext());
    tours.next();
    Thread.currentThread().interrupt();
    assertThrows(CancellationException.class, tours::hasNext);
    assertTrue(Thread.currentThread().isInterrupted());
  }
}
