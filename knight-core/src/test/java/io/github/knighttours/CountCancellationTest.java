package io.github.knighttours;

import io.github.knighttours.count.CountProgress;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * Interrupts and time budgets stop counts and listings, which then say so. No test here measures
 * time: each asserts what the result reports.
 */
class CountCancellationTest {

  /** 13,267,364,410,532 closed tours (OEIS A001230): no test finishes this count. */
  private static final BigInteger CLOSED_TOURS_8X8 = new BigInteger("13267364410532");

  private static CountRequest.Builder bigCount() {
    return CountRequest.builder(Board.of(8, 8), CountKind.CLOSED_UNDIRECTED).parallelism(2);
  }

  @Test
  void anInterruptStopsABigCountWithAnIncompleteResult() throws InterruptedException {
    CountDownLatch started = new CountDownLatch(1);
    AtomicReference<TourCount> result = new AtomicReference<>();
    AtomicBoolean flagAfterwards = new AtomicBoolean();
    Thread counter =
        new Thread(
            () -> {
              result.set(KnightTours.count(bigCount().progressListener(p -> started.countDown()).build()));
              flagAfterwards.set(Thread.currentThread().isInterrupted());
            });
    counter.start();
    started.await();
    counter.interrupt();
    counter.join();
    TourCount count = result.get();
    assertFalse(count.isComplete(), count::toString);
    assertTrue(flagAfterwards.get(), "the interrupt flag is restored");
    assertTrue(count.count().compareTo(CLOSED_TOURS_8X8) < 0, count::toString);
    assertTrue(count.toString().contains("a lower bound: the counting thread was interrupted"), count::toString);
  }

  @Test
  void aCountBegunWhileInterruptedStopsAtOnce() {
    Thread.currentThread().interrupt();
    try {
      TourCount count = KnightTours.count(bigCount().build());
      assertFalse(count.isComplete(), count::toString);
      assertTrue(Thread.currentThread().isInterrupted());
    } finally {
      Thread.interrupted();
    }
  }

  @Test
  void aTimeBudgetStopsABigCountWithAnIncompleteResult() {
    TourCount count = KnightTours.count(bigCount().timeBudget(Duration.ofMillis(300)).build());
    assertFalse(count.isComplete(), count::toString);
    assertFalse(Thread.currentThread().isInterrupted());
    assertTrue(count.count().compareTo(CLOSED_TOURS_8X8) < 0, count::toString);
    assertTrue(count.toString().contains("a lower bound: the time budget of PT0.3S ran out"), count::toString);
  }

  @Test
  void progressComesOnTheCallingThreadAndEndsWithTheCount() {
    List<CountProgress> reports = new CopyOnWriteArrayList<>();
    List<Thread> threads = new CopyOnWriteArrayList<>();
    CountRequest request =
        CountRequest.builder(Board.of(6, 7), CountKind.CLOSED_UNDIRECTED)
            .parallelism(2)
            .progressListener(
                p -> {
                  reports.add(p);
                  threads.add(Thread.currentThread());
                })
            .build();
    TourCount count = KnightTours.count(request);
    assertTrue(count.isComplete());
    CountProgress last = reports.get(reports.size() - 1);
    assertEquals(1.0, last.fractionDone());
    assertEquals(count.count(), last.toursSoFar());
    assertEquals(count.nodes(), last.nodes());
    for (int i = 1; i < reports.size(); i++) {
      CountProgress before = reports.get(i - 1);
      CountProgress after = reports.get(i);
      assertTrue(after.fractionDone() >= before.fractionDone() && after.fractionDone() <= 1.0, reports::toString);
      assertTrue(after.toursSoFar().compareTo(before.toursSoFar()) >= 0, reports::toString);
      assertTrue(after.toursSoFar().compareTo(count.count()) <= 0, reports::toString);
    }
    threads.forEach(t -> assertSame(Thread.currentThread(), t));
  }

  @Test
  void anInterruptedWorkItemThrowsCancellation() {
    CountWorkItem item = KnightTours.split(bigCount().build(), 1).get(0);
    Thread.currentThread().interrupt();
    try {
      assertThrows(CancellationException.class, item::count);
      assertTrue(Thread.currentThread().isInterrupted());
    } finally {
      Thread.interrupted();
    }
  }

  @Test
  void anInterruptedListingThrowsCancellation() {
    // 4 x n boards have no closed tour (Schwenk), which this search must exhaust to show.
    Thread.currentThread().interrupt();
    try {
      assertThrows(CancellationException.class, () -> KnightTours.closedTours(Board.of(4, 20)).findFirst());
      assertTrue(Thread.currentThread().isInterrupted());
    } finally {
      Thread.interrupted();
    }
  }

  @Test
  void anInterruptBetweenToursEndsTheListingWithCancellation() {
    // The consumer is interrupted after its fifth tour; the stream stops before it finds the sixth.
    List<Tour> seen = new CopyOnWriteArrayList<>();
    try {
      assertThrows(
          CancellationException.class,
          () ->
              KnightTours.openTours(Board.of(6, 6), Square.parse("a1"))
                  .peek(
                      tour -> {
                        seen.add(tour);
                        if (seen.size() == 5) {
                          Thread.currentThread().interrupt();
                        }
                      })
                  .limit(100)
                  .forEach(tour -> {}));
      assertTrue(Thread.currentThread().isInterrupted());
      assertEquals(5, seen.size());
    } finally {
      Thread.interrupted();
    }
  }
}
