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
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A sweep on disk whose generations do not fit the memory allowed: each generation is expanded
 * once into bucket files, merged one at a time, and stored as sorted, varint-coded runs. The
 * counts are the published ones and the in-memory ones; stops in the middle of a square, crashes
 * and damaged files behave as in {@link FrontierCheckpointTest}.
 */
class FrontierBucketsTest {

  @TempDir Path directory;

  private List<String> files() throws IOException {
    try (Stream<Path> files = Files.list(directory)) {
      return files.map(f -> f.getFileName().toString()).sorted().toList();
    }
  }

  /** Bytes of the generation files in the directory now. */
  private long generationBytes() {
    try (Stream<Path> files = Files.list(directory)) {
      return files.filter(f -> f.toString().endsWith(".generation")).mapToLong(f -> f.toFile().length()).sum();
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  @Test
  void sixByEightClosedUnderAMemoryLimitFarBelowOneGenerationIsThePublishedCount() {
    // The largest generation holds 1.29 million states, 20 MiB packed and about 60 MiB in tables.
    long limit = 4L << 20;
    List<Double> bytesAState = new ArrayList<>();
    FrontierCounter.Listener sizes =
        (done, all, states, processed, tours) -> {
          if (states > 100_000) {
            bytesAState.add((double) generationBytes() / states);
          }
        };
    FrontierCounter.Result onDisk =
        FrontierCounter.count(6, 8, Mode.CLOSED, 0, 0, CountClock.startingNow(null), sizes, limit, 2, directory);
    assertTrue(onDisk.complete(), onDisk::toString);
    assertEquals(BigInteger.valueOf(55488142), onDisk.count()); // A175881
    assertTrue(onDisk.peakBytes() <= limit, onDisk::toString);
    assertTrue(onDisk.bucketPasses() > 0, "the large generations went through bucket files: " + onDisk);
    assertTrue(onDisk.passes() < 48 + 8, "about one expansion a square: " + onDisk);
    assertFalse(bytesAState.isEmpty());
    // 16 bytes a state as longs; sorted keys coded as differences, and counts, as varints.
    for (double b : bytesAState) {
      assertTrue(b < 10, "bytes a state on disk: " + bytesAState);
    }
    FrontierCounter.Result inMemory =
        FrontierCounter.count(6, 8, Mode.CLOSED, 0, 0, CountClock.startingNow(null), null, 1L << 30, 2);
    assertEquals(inMemory.count(), onDisk.count());
    assertEquals(inMemory.peakStates(), onDisk.peakStates());
    assertEquals(inMemory.statesExpanded(), onDisk.statesExpanded());
  }

  @Test
  void fiveByEightOpenUnderASmallMemoryLimitIsThePublishedCount() throws IOException {
    FrontierCounter.Result result =
        FrontierCounter.count(5, 8, Mode.OPEN, 0, 0, CountClock.startingNow(null), null, 2L << 20, 1, directory);
    assertTrue(result.complete(), result::toString);
    assertEquals(BigInteger.valueOf(18061054), result.count()); // A083386
    assertTrue(result.bucketPasses() > 0, result::toString);
    assertEquals(List.of(), files(), "the finished count deletes its files, buckets too");
  }

  @Test
  void countsPastSixtyFourBitsAreExactInBucketFiles() {
    // Counts outgrow one word, then two, while going through bucket files.
    FrontierCounter.Result onDisk = FrontierCounter.countInSmallParts(3, 70, Mode.OPEN, 2, 2, 3, directory);
    FrontierCounter.Result inMemory = FrontierCounter.countInSmallParts(3, 70, Mode.OPEN, 1, 14, 1, null);
    assertTrue(onDisk.bucketPasses() > 0, onDisk::toString);
    assertTrue(onDisk.count().bitLength() > 64, onDisk::toString);
    assertEquals(inMemory.count(), onDisk.count());
    FrontierCounter.Result closed = FrontierCounter.countInSmallParts(3, 90, Mode.CLOSED, 2, 2, 3, directory);
    assertTrue(closed.count().bitLength() > 64, closed::toString);
    assertEquals(FrontierCounter.countInSmallParts(3, 90, Mode.CLOSED, 1, 14, 1, null).count(), closed.count());
  }

  /**
   * Interrupts the counting thread after the first bucket file of square {@code square} is merged
   * (bucket 1: bucket 0 is built in memory as the generation is expanded).
   */
  private static java.util.function.BiConsumer<Integer, Integer> stopIn(int square) {
    return (k, bucket) -> {
      if (k == square && bucket == 1) {
        Thread.currentThread().interrupt();
      }
    };
  }

  private FrontierCounter.Result sixBySeven(FrontierCounter.Listener listener, java.util.function.BiConsumer<Integer, Integer> hook) {
    return FrontierCounter.countInSmallParts(6, 7, Mode.CLOSED, 2, 6, 4, directory, listener, hook);
  }

  @Test
  void aCountStoppedInTheMiddleOfASquareRedoesThatSquareFromItsCheckpoint() throws IOException {
    AtomicInteger first = new AtomicInteger();
    FrontierCounter.Result stopped = sixBySeven((done, all, states, processed, tours) -> first.incrementAndGet(), stopIn(25));
    Thread.interrupted();
    assertFalse(stopped.complete(), stopped::toString);
    assertEquals(25, first.get(), "squares 1 to 25 were done");
    assertEquals(
        List.of("frontier-6x7-42-closed.25.generation", "frontier-6x7-42-closed.checkpoint"),
        files(),
        "square 26's buckets and its half-written generation are gone");

    // A damaged generation is refused, whatever wrote it; mended, it is taken.
    Path generation = directory.resolve("frontier-6x7-42-closed.25.generation");
    byte[] whole = Files.readAllBytes(generation);
    byte[] damaged = whole.clone();
    damaged[damaged.length / 2] ^= 0x04;
    Files.write(generation, damaged);
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> sixBySeven(null, null));
    assertTrue(e.getMessage().contains("is damaged") && e.getMessage().contains(generation.toString()), e.getMessage());
    Files.write(generation, whole);

    // What a run killed in the middle of square 26 would also leave: bucket files and a part of
    // the next generation.
    Files.write(directory.resolve("frontier-6x7-42-closed.26.0.bucket"), new byte[100]);
    Files.write(directory.resolve("frontier-6x7-42-closed.26.3.bucket"), new byte[7]);
    Files.write(directory.resolve("frontier-6x7-42-closed.26.generation"), new byte[50]);

    AtomicInteger second = new AtomicInteger();
    FrontierCounter.Result resumed = sixBySeven((done, all, states, processed, tours) -> second.incrementAndGet(), null);
    assertTrue(resumed.complete(), resumed::toString);
    assertEquals(BigInteger.valueOf(1067638), resumed.count()); // A175881
    assertEquals(42, first.get() + second.get(), "each square finished once over the two runs");
    assertTrue(resumed.bucketPasses() > 0, resumed::toString);
    assertEquals(List.of(), files(), "the finished count deletes its files");
  }

  @Test
  void aRunIsStoredSortedAndCodedAndReadBackWithWiderCounts() throws IOException {
    FrontierTable table = new FrontierTable(64, 2);
    long[] count = new long[2];
    long[] keys = {900, 5, 1L << 59, 77, 76, 3};
    for (int i = 0; i < keys.length; i++) {
      count[0] = -1L - i; // the low word full: a varint of ten bytes
      count[1] = i;
      assertTrue(table.add(keys[i], count, 0));
    }
    FrontierRun run = table.compactSorted();
    long previous = -1;
    for (int i = 0; i < run.size(); i++) {
      assertTrue(run.key(i) > previous, "sorted by key");
      previous = run.key(i);
    }
    Path file = directory.resolve("run.generation");
    FrontierGeneration.Writer writer = new FrontierGeneration.Writer(2, file);
    writer.add(run);
    FrontierGeneration generation = writer.finish();
    assertTrue(generation.verify());
    assertEquals(keys.length, generation.size());
    FrontierGeneration.ChunkView view = new FrontierGeneration.ChunkView();
    generation.read(0, 4, view);
    for (int i = 0; i < view.entries; i++) {
      int at = view.at(i);
      int original = java.util.Arrays.stream(new int[] {0, 1, 2, 3, 4, 5}).filter(j -> keys[j] == view.array[at]).findFirst().orElseThrow();
      assertEquals(-1L - original, view.array[at + 1]);
      assertEquals(original, view.array[at + 2]);
      assertEquals(0, view.array[at + 3]);
      assertEquals(0, view.array[at + 4]);
    }
    generation.close();
  }
}
