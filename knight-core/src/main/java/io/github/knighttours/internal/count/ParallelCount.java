package io.github.knighttours.internal.count;

import io.github.knighttours.count.CountProgress;
import io.github.knighttours.count.CountProgressListener;
import io.github.knighttours.internal.search.HeapGuard;
import java.math.BigInteger;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Counts the items of a split on a pool of its own threads, which take the next item as they
 * finish one; the calling thread waits, reports progress, and stops the workers when it is
 * interrupted or the time budget runs out. The pool is shut down before {@link #run} returns.
 *
 * <p>Workers publish their running tallies at every poll of their counter (every
 * {@link PathCounter#POLL_MASK} + 1 nodes on small boards, more often on large ones: some
 * milliseconds at most), and that is also when they see a stop: stopping takes about as long.
 */
public final class ParallelCount {

  /** Progress reports come this often, and once at the end. */
  static final long REPORT_EVERY_NANOS = 200_000_000L;

  private ParallelCount() {}

  /**
   * What a count ended with.
   *
   * @param count the sum of the items' contributions; a lower bound unless {@code complete}
   * @param nodes prefixes examined by the split plus search nodes of every item
   * @param elapsedNanos time since the count began
   * @param complete whether every item was counted to the end
   * @param stopReason why the count stopped early, or null
   */
  public record Result(BigInteger count, long nodes, long elapsedNanos, boolean complete, String stopReason) {}

  /**
   * Counts {@code items} on {@code parallelism} new threads (fewer if there are fewer items).
   *
   * @param clock when the count began (the split included), its deadline, and the calling
   *     thread's interrupt
   * @param splitNodes the prefixes the split examined
   * @param listener receives progress on the calling thread, or null; what it throws propagates
   *     unchanged, once the workers have stopped
   */
  public static Result run(
      TourCounting counting,
      List<TourCounting.Item> items,
      int parallelism,
      CountClock clock,
      long splitNodes,
      CountProgressListener listener) {
    long startNanos = clock.startNanos();
    Work work = new Work(counting, items, splitNodes, startNanos);
    int threads = Math.max(1, Math.min(parallelism, items.size()));
    ExecutorService pool = Executors.newFixedThreadPool(threads, new Named());
    boolean interrupted = false;
    String reason = null;
    int submitted = 0;
    try {
      for (int t = 0; t < threads; t++) {
        pool.execute(work::drain);
        submitted++;
      }
      long lastReport = System.nanoTime();
      while (true) {
        long now = System.nanoTime();
        long wait = REPORT_EVERY_NANOS - (now - lastReport);
        if (clock.hasBudget()) {
          wait = Math.min(wait, clock.nanosLeft(now));
        }
        try {
          if (work.finished.await(Math.max(wait, 0), TimeUnit.NANOSECONDS)) {
            break;
          }
        } catch (InterruptedException e) {
          interrupted = true;
          reason = CountClock.interrupted();
          break;
        }
        now = System.nanoTime();
        if (clock.hasBudget() && clock.nanosLeft(now) <= 0) {
          reason = clock.budgetRanOut();
          break;
        }
        if (now - lastReport >= REPORT_EVERY_NANOS) {
          lastReport = now; // also without a listener, or the next wait would be zero
          if (listener != null) {
            CountProgress progress = work.progress();
            HeapGuard.callback(() -> listener.onProgress(progress));
          }
        }
      }
    } finally {
      work.stop = true;
      if (submitted > 0) {
        // A submitted worker that has not started yet starts, sees the stop and leaves.
        interrupted |= awaitUninterruptibly(work.finished);
      }
      pool.shutdown();
      if (interrupted) {
        Thread.currentThread().interrupt();
      }
    }
    Throwable failure = work.failure.get();
    if (failure instanceof RuntimeException e) {
      throw e;
    }
    if (failure instanceof Error e) {
      throw e;
    }
    CountProgress last = work.progress();
    boolean complete = work.allDone();
    if (listener != null) {
      HeapGuard.callback(() -> listener.onProgress(last));
    }
    return new Result(
        last.toursSoFar(), last.nodes(), System.nanoTime() - startNanos, complete, complete ? null : reason);
  }

  /** The items, the workers' published tallies, and the stop flag. */
  private static final class Work {
    final TourCounting counting;
    final List<TourCounting.Item> items;
    final long splitNodes;
    final long startNanos;
    final double totalShare;
    final AtomicInteger next = new AtomicInteger();
    final AtomicLongArray full;
    final AtomicLongArray half;
    final AtomicLongArray nodes;
    /** Each item's estimated fraction done, as {@link Double#doubleToRawLongBits} bits. */
    final AtomicLongArray fraction;
    final AtomicIntegerArray done;
    final AtomicReference<Throwable> failure = new AtomicReference<>();
    final CountDownLatch finished;
    volatile boolean stop;

    Work(TourCounting counting, List<TourCounting.Item> items, long splitNodes, long startNanos) {
      this.counting = counting;
      this.items = items;
      this.splitNodes = splitNodes;
      this.startNanos = startNanos;
      double share = 0;
      for (TourCounting.Item item : items) {
        share += item.share();
      }
      this.totalShare = share;
      this.full = new AtomicLongArray(items.size());
      this.half = new AtomicLongArray(items.size());
      this.nodes = new AtomicLongArray(items.size());
      this.fraction = new AtomicLongArray(items.size());
      this.done = new AtomicIntegerArray(items.size());
      this.finished = new CountDownLatch(1);
    }

    private final AtomicInteger running = new AtomicInteger();

    /** A worker: counts items until none is left or the count is stopped. */
    void drain() {
      running.incrementAndGet();
      try {
        while (!stop) {
          int i = next.getAndIncrement();
          if (i >= items.size()) {
            break;
          }
          PathCounter.Tally tally =
              counting.count(
                  items.get(i).prefix(),
                  (n, f, h, part) -> {
                    publish(i, n, f, h, part);
                    return stop;
                  });
          publish(i, tally.nodes(), tally.full(), tally.half(), tally.complete() ? 1.0 : 0.0);
          if (tally.complete()) {
            done.set(i, 1);
          }
        }
      } catch (Throwable e) {
        failure.compareAndSet(null, e);
        stop = true;
      } finally {
        // A worker leaves when it is stopped or no item is left, so when none is running
        // none will take another item.
        if (running.decrementAndGet() == 0) {
          finished.countDown();
        }
      }
    }

    private void publish(int i, long n, long f, long h, double part) {
      nodes.set(i, n);
      full.set(i, f);
      half.set(i, h);
      fraction.set(i, Double.doubleToRawLongBits(part));
    }

    boolean allDone() {
      for (int i = 0; i < items.size(); i++) {
        if (done.get(i) == 0) {
          return false;
        }
      }
      return true;
    }

    CountProgress progress() {
      BigInteger tours = BigInteger.ZERO;
      long allNodes = splitNodes;
      double doneShare = 0;
      for (int i = 0; i < items.size(); i++) {
        TourCounting.Item item = items.get(i);
        tours = tours.add(counting.contribution(item.weight(), full.get(i), half.get(i)));
        allNodes += nodes.get(i);
        doneShare += done.get(i) != 0 ? item.share() : item.share() * Double.longBitsToDouble(fraction.get(i));
      }
      double part = items.isEmpty() || allDone() ? 1.0 : Math.min(1.0, doneShare / totalShare);
      return new CountProgress(part, tours, allNodes, Duration.ofNanos(System.nanoTime() - startNanos));
    }
  }

  /** Waits for {@code latch} through interrupts; returns true if there was one. */
  private static boolean awaitUninterruptibly(CountDownLatch latch) {
    boolean interrupted = false;
    while (true) {
      try {
        latch.await();
        return interrupted;
      } catch (InterruptedException e) {
        interrupted = true;
      }
    }
  }

  /** Daemon threads named after the count, so that a stuck count never keeps the JVM alive. */
  private static final class Named implements ThreadFactory {
    private final AtomicInteger number = new AtomicInteger();

    @Override
    public Thread newThread(Runnable r) {
      Thread t = new Thread(r, "knight-tours-count-" + number.incrementAndGet());
      t.setDaemon(true);
      return t;
    }
  }
}
