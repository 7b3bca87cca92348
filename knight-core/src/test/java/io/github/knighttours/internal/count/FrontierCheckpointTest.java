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
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A sweep kept on disk: stopped part-way, it goes on from its checkpoint and gets the same count;
 * it refuses checkpoints of other counts and damaged files.
 */
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
        rows, cols, mode, 0, 0, CountClock.startingNow(null), listener, MEMORY, threads, directory);
  }

  private List<String> files() throws IOException {
    try (Stream<Path> files = Files.list(directory)) {
      return files.map(f -> f.getFileName().toString()).sorted().toList();
    }
  }

  @Test
  void aStoppedCountGoesOnFromItsCheckpoint() throws IOException {
    AtomicInteger first = new AtomicInteger();
    FrontierCounter.Result stopped = run(6, 7, Mode.CLOSED, stopAfter(20, first), 1);
    Thread.interrupted();
    assertFalse(stopped.complete());
    assertEquals(
        List.of("frontier-6x7-42-closed.20.generation", "frontier-6x7-42-closed.checkpoint"),
        files(),
        "the checkpoint and the generation it names, after the last square done");

    AtomicInteger second = new AtomicInteger();
    List<Integer> resumedAt = new java.util.ArrayList<>();
    FrontierCounter.Listener counting =
        new FrontierCounter.Listener() {
          @Override
          public void squareDone(int done, int all, long states, long processed, BigInteger tours) {
            second.incrementAndGet();
          }

          @Override
          public void resumed(int done, int all, long states, BigInteger tours) {
            assertEquals(0, second.get(), "told of the resumption before any square");
            assertTrue(states > 0, "the generation read back has states");
            resumedAt.add(done);
          }
        };
    FrontierCounter.Result resumed = run(6, 7, Mode.CLOSED, counting, 2);
    assertTrue(resumed.complete());
    assertEquals(BigInteger.valueOf(1067638), resumed.count()); // A175881
    assertEquals(42, first.get() + second.get(), "each square done once over the two runs");
    assertEquals(List.of(20), resumedAt, "the second run says once where it goes on from");
    assertEquals(List.of(), files(), "the finished count deletes its files");
  }

  @Test
  void theCheckpointCarriesTheToursCompletedBeforeTheStop() {
    // Stop late, when tours are complete: the resumed count must not lose them.
    AtomicInteger seen = new AtomicInteger();
    FrontierCounter.Result stopped = run(5, 6, Mode.OPEN, stopAfter(29, seen), 1);
    Thread.interrupted();
    assertFalse(stopped.complete());
    assertTrue(stopped.count().signum() > 0, "some tours were complete before the last square");
    FrontierCounter.Result resumed = run(5, 6, Mode.OPEN, null, 1);
    assertEquals(BigInteger.valueOf(18784), resumed.count()); // A083386
  }

  @Test
  void aHalfWrittenGenerationLeftByACrashIsIgnored() throws IOException {
    AtomicInteger seen = new AtomicInteger();
    run(6, 7, Mode.CLOSED, stopAfter(15, seen), 1);
    Thread.interrupted();
    // What a run killed while writing square 16 would leave.
    Files.write(directory.resolve("frontier-6x7-42-closed.16.generation"), new byte[100]);
    FrontierCounter.Result resumed = run(6, 7, Mode.CLOSED, null, 1);
    assertEquals(BigInteger.valueOf(1067638), resumed.count());
    assertEquals(List.of(), files());
  }

  @Test
  void aCheckpointOfAnotherCountIsRefused() throws IOException {
    AtomicInteger seen = new AtomicInteger();
    run(6, 7, Mode.CLOSED, stopAfter(10, seen), 1);
    Thread.interrupted();
    Path checkpoint = directory.resolve("frontier-6x7-42-closed.checkpoint");
    // The same checkpoint under the name of the 6x7 open count.
    Path other = FrontierCheckpoint.file(directory, new FrontierCheckpoint.Identity(6, 7, 42, "OPEN", -1));
    Files.copy(checkpoint, other);
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> run(6, 7, Mode.OPEN, null, 1));
    assertTrue(e.getMessage().contains("another count"), e.getMessage());
  }

  @Test
  void damagedFilesAreRefusedWithTheirNames() throws IOException {
    AtomicInteger seen = new AtomicInteger();
    run(6, 7, Mode.CLOSED, stopAfter(12, seen), 1);
    Thread.interrupted();
    Path checkpoint = directory.resolve("frontier-6x7-42-closed.checkpoint");
    Path generation = directory.resolve("frontier-6x7-42-closed.12.generation");
    byte[] whole = Files.readAllBytes(generation);
    Files.write(generation, java.util.Arrays.copyOf(whole, whole.length - 16));
    IllegalArgumentException cutGeneration =
        assertThrows(IllegalArgumentException.class, () -> run(6, 7, Mode.CLOSED, null, 1));
    assertTrue(cutGeneration.getMessage().contains(generation.toString()), cutGeneration.getMessage());
    assertTrue(cutGeneration.getMessage().contains("cut short"), cutGeneration.getMessage());

    Files.write(generation, whole);
    byte[] header = Files.readAllBytes(checkpoint);
    Files.write(checkpoint, java.util.Arrays.copyOf(header, 60));
    IllegalArgumentException cutHeader =
        assertThrows(IllegalArgumentException.class, () -> run(6, 7, Mode.CLOSED, null, 1));
    assertTrue(cutHeader.getMessage().contains("cut short") || cutHeader.getMessage().contains("damaged"), cutHeader.getMessage());

    Files.write(checkpoint, header);
    Files.delete(generation);
    IllegalArgumentException missing =
        assertThrows(IllegalArgumentException.class, () -> run(6, 7, Mode.CLOSED, null, 1));
    assertTrue(missing.getMessage().contains("missing"), missing.getMessage());
  }

  /** Flips the bits of {@code mask} in the byte at {@code at} of {@code file}. */
  private static void flip(Path file, long at, int mask) throws IOException {
    try (java.io.RandomAccessFile raf = new java.io.RandomAccessFile(file.toFile(), "rw")) {
      raf.seek(at);
      int b = raf.read();
      raf.seek(at);
      raf.write(b ^ mask);
    }
  }

  private static void assertRefusedAsDamaged(IllegalArgumentException e, String what) {
    assertTrue(e.getMessage().contains("is damaged") && e.getMessage().contains("delete its files"), e.getMessage());
    assertTrue(e.getMessage().contains(what), e.getMessage());
  }

  @Test
  void aGenerationWhoseBytesStillDecodeButDifferIsRefused() throws IOException {
    // Issue 24: a byte flipped in a count of the generation decodes, and the count came out wrong.
    AtomicInteger seen = new AtomicInteger();
    assertFalse(run(6, 7, Mode.CLOSED, stopAfter(20, seen), 1).complete());
    Thread.interrupted();
    Path generation = directory.resolve("frontier-6x7-42-closed.20.generation");
    // Near the middle of the file: a byte of a varint (a key's difference or a count), which may
    // still decode.
    long middleCount = Files.size(generation) / 2;
    assertTrue(middleCount > 1000, "a generation of some size: " + middleCount);
    flip(generation, middleCount, 0x01);
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> run(6, 7, Mode.CLOSED, null, 2));
    assertRefusedAsDamaged(e, generation.toString());
    assertTrue(e.getMessage().contains(directory.toString()), e.getMessage());

    // Another byte near the middle, flipped in a higher bit.
    flip(generation, middleCount, 0x01);
    flip(generation, middleCount - 5, 0x10);
    assertRefusedAsDamaged(
        assertThrows(IllegalArgumentException.class, () -> run(6, 7, Mode.CLOSED, null, 1)), generation.toString());

    // Refusing deletes nothing: mended, the checkpoint resumes to the published count.
    flip(generation, middleCount - 5, 0x10);
    FrontierCounter.Result resumed = run(6, 7, Mode.CLOSED, null, 2);
    assertTrue(resumed.complete());
    assertEquals(BigInteger.valueOf(1067638), resumed.count()); // A175881
  }

  @Test
  void aCheckpointWhoseCountOfToursStillDecodesButDiffersIsRefused() throws IOException {
    AtomicInteger seen = new AtomicInteger();
    FrontierCounter.Result stopped = run(5, 6, Mode.OPEN, stopAfter(29, seen), 1);
    Thread.interrupted();
    String completed = stopped.count().toString();
    assertTrue(stopped.count().signum() > 0, "some tours were complete before the stop");
    Path checkpoint = directory.resolve("frontier-5x6-30-open.checkpoint");
    byte[] bytes = Files.readAllBytes(checkpoint);
    // The tours completed, written as decimal text: change its last digit to another digit.
    String text = new String(bytes, java.nio.charset.StandardCharsets.ISO_8859_1);
    int at = text.indexOf(completed, text.indexOf(']')); // after the count's identity
    assertTrue(at > 0, "the count " + completed + " is in the checkpoint");
    int last = at + completed.length() - 1;
    flip(checkpoint, last, 0x01); // '0'..'9' with the low bit flipped is still a digit
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> run(5, 6, Mode.OPEN, null, 1));
    assertRefusedAsDamaged(e, "checksum");
    assertTrue(e.getMessage().contains(directory.toString()), e.getMessage());

    flip(checkpoint, last, 0x01);
    assertEquals(BigInteger.valueOf(18784), run(5, 6, Mode.OPEN, null, 1).count()); // A083386
  }

  @Test
  void anyByteFlippedInEitherFileIsRefused() throws IOException {
    // CRC32C catches every change of up to 32 bits in a row: any one byte, anywhere.
    AtomicInteger seen = new AtomicInteger();
    run(6, 6, Mode.CLOSED, stopAfter(18, seen), 1);
    Thread.interrupted();
    Path checkpoint = directory.resolve("frontier-6x6-36-closed.checkpoint");
    Path generation = directory.resolve("frontier-6x6-36-closed.18.generation");
    java.util.Random random = new java.util.Random(24);
    for (int i = 0; i < 60; i++) {
      Path file = i % 2 == 0 ? checkpoint : generation;
      long at = (long) (random.nextDouble() * Files.size(file));
      int mask = 1 + random.nextInt(255);
      flip(file, at, mask);
      IllegalArgumentException e =
          assertThrows(
              IllegalArgumentException.class, () -> run(6, 6, Mode.CLOSED, null, 1), file + " byte " + at + " ^ " + mask);
      assertTrue(e.getMessage().contains("checkpoint"), e.getMessage());
      flip(file, at, mask);
    }
    assertEquals(BigInteger.valueOf(9862), run(6, 6, Mode.CLOSED, null, 1).count()); // A001230
  }

  @Test
  void aCheckpointOfAnOlderVersionIsRefusedWithWhatToDo() throws IOException {
    AtomicInteger seen = new AtomicInteger();
    run(5, 6, Mode.OPEN, stopAfter(10, seen), 1);
    Thread.interrupted();
    Path checkpoint = directory.resolve("frontier-5x6-30-open.checkpoint");
    byte[] bytes = Files.readAllBytes(checkpoint);
    // The first field is the magic text, after its two-byte length; it ends in its version.
    int length = (bytes[0] & 0xff) << 8 | bytes[1] & 0xff;
    assertEquals('4', bytes[1 + length]);
    // 2: no checksums; 3: generations of 16 bytes a state.
    for (char older : new char[] {'2', '3'}) {
      bytes[1 + length] = (byte) older;
      Files.write(checkpoint, bytes);
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> run(5, 6, Mode.OPEN, null, 1));
      assertTrue(e.getMessage().contains(checkpoint.toString()), e.getMessage());
      assertTrue(e.getMessage().contains("older version"), e.getMessage());
      assertTrue(e.getMessage().contains("delete its files"), e.getMessage());
      assertTrue(e.getMessage().contains("finish the count with the version that wrote it"), e.getMessage());
    }
  }
}
