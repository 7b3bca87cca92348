package io.github.knighttours.internal.count;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.internal.count.FrontierCounter.Mode;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A sweep stopped part-way goes on from its checkpoint and gets the same count. */
class FrontierCheckpointTest {

  private static final long MEMORY = 1L << 30;

  @TempDir Path directory;

  /** Stops the sweep (by interrupting its thread) once it has done {@code squares} squares. */
  private static FrontierCounter.Listener stopAfter(int squares, AtomicInteger seen) {
    return (done, all, states, processed, tours) -> {
      seen.incrementAndGet();
      if (done == squares) {
        Thread.currentThread().interrupt();
      }
    };
  }

  private FrontierCounter.Result run(int rows, int cols, Mode mode, FrontierCounter.Listener listener, int threads) {
    return FrontierCounter.count(
        rows, cols, mode, 0, 0, CountClock.startingNow(null), listener, MEMORY, threads, directory,
        Duration.ofDays(1));
  }

  @Test
  void aStoppedCountGoesOnFromItsCheckpoint() throws IOException {
    AtomicInteger first = new AtomicInteger();
    FrontierCounter.Result stopped = run(6, 7, Mode.CLOSED, stopAfter(20, first), 1);
    Thread.interrupted();
    assertFalse(stopped.complete());
    assertEquals(1, Files.list(directory).count(), "one checkpoint written when it stopped");

    AtomicInteger second = new AtomicInteger();
    FrontierCounter.Result resumed = run(6, 7, Mode.CLOSED, (done, all, states, processed, tours) -> second.incrementAndGet(), 2);
    assertTrue(resumed.complete());
    assertEquals(BigInteger.valueOf(1067638), resumed.count()); // A175881
    assertEquals(42, first.get() + second.get(), "each square done once over the two runs");
    assertEquals(0, Files.list(directory).count(), "the finished count deletes its checkpoint");
  }

  @Test
  void checkpointsAreWrittenAsItGoesAndCarryCompletedTours() {
    // Interval zero-ish: a checkpoint after every square. Stop late, when tours are complete.
    AtomicInteger seen = new AtomicInteger();
    FrontierCounter.Result stopped =
        FrontierCounter.count(
            5, 6, Mode.OPEN, 0, 0, CountClock.startingNow(null), stopAfter(29, seen), MEMORY, 1, directory,
            Duration.ofNanos(1));
    Thread.interrupted();
    assertFalse(stopped.complete());
    FrontierCounter.Result resumed = run(5, 6, Mode.OPEN, null, 1);
    assertEquals(BigInteger.valueOf(18784), resumed.count()); // A083386
  }

  @Test
  void aCheckpointOfAnotherCountIsRefused() throws IOException {
    AtomicInteger seen = new AtomicInteger();
    run(6, 7, Mode.CLOSED, stopAfter(10, seen), 1);
    Thread.interrupted();
    Path written;
    try (var files = Files.list(directory)) {
      written = files.findFirst().orElseThrow();
    }
    // The same file under the name of the 6x7 open count.
    Path other =
        FrontierCheckpoint.file(directory, new FrontierCheckpoint.Identity(6, 7, 42, "OPEN", -1));
    Files.copy(written, other);
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> run(6, 7, Mode.OPEN, null, 1));
    assertTrue(e.getMessage().contains("another count"), e.getMessage());
    // Cut short.
    Files.write(written, java.util.Arrays.copyOf(Files.readAllBytes(written), 60));
    IllegalArgumentException cut =
        assertThrows(IllegalArgumentException.class, () -> run(6, 7, Mode.CLOSED, null, 1));
    assertTrue(cut.getMessage().contains("cut short") || cut.getMessage().contains("damaged"), cut.getMessage());
  }
}
