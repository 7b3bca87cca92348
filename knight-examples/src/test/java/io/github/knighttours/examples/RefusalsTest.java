package io.github.knighttours.examples;

import static io.github.knighttours.examples.CommandRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.knighttours.Board;
import java.io.File;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * What is too large or damaged is refused with exit 2 and one clear line: never an internal error,
 * a stack trace, an OutOfMemoryError or a read without end.
 */
class RefusalsTest {

  /** Exit 2, one "error:" line that holds every part, and no internal error or stack trace. */
  static void assertRefused(CommandRun run, String... parts) {
    assertEquals(2, run.status(), run.err());
    assertRefusedText(run.err(), parts);
  }

  static void assertRefusedText(String err, String... parts) {
    assertFalse(err.contains("internal error"), err);
    assertFalse(err.contains("\tat "), err);
    String first = err.lines().findFirst().orElse("");
    assertTrue(first.startsWith("error: "), err);
    for (String part : parts) {
      assertTrue(first.contains(part), "'" + part + "' missing from: " + err);
    }
  }

  // Item 6 of issue 24: count and --checkpoint.

  @Test
  void aCountTooLargeForTheHeapIsRefusedWithTheSizes() {
    assertRefused(run("count", "--board", "1000x1000"), "needs about", "MiB", "-Xmx");
  }

  @Test
  void aCheckpointThatIsAFileOrUnderOneIsRefused(@TempDir Path dir) throws IOException {
    Path file = Files.writeString(dir.resolve("file"), "x");
    assertRefused(run("count", "--board", "5x6", "--method", "frontier", "--checkpoint", file.toString()),
        "--checkpoint " + file, "not a directory");
    Path under = file.resolve("sub");
    assertRefused(run("count", "--board", "5x6", "--method", "frontier", "--checkpoint", under.toString()),
        "--checkpoint " + under, "cannot create");
  }

  @Test
  @Timeout(value = 120, unit = TimeUnit.SECONDS)
  void aDamagedCheckpointIsRefused(@TempDir Path dir) throws IOException {
    CommandRun stopped =
        run("count", "--board", "6x6", "--method", "frontier", "--checkpoint", dir.toString(), "--memory-limit", "1m",
            "--time-budget", "0.3", "--threads", "1");
    assumeTrue(stopped.status() == 4, "the count finished before its budget: " + stopped.out());
    List<Path> files;
    try (Stream<Path> listed = Files.list(dir)) {
      files = listed.sorted().toList();
    }
    assumeTrue(files.size() == 2, files.toString());
    Path generation = files.stream().filter(f -> f.toString().endsWith(".generation")).findFirst().orElseThrow();
    // One byte flipped in the middle: its states still decode, and a count from them would be wrong.
    try (RandomAccessFile raf = new RandomAccessFile(generation.toFile(), "rw")) {
      long middle = raf.length() / 2;
      raf.seek(middle);
      int b = raf.read();
      raf.seek(middle);
      raf.write(b ^ 0x01);
    }
    CommandRun resumed = run("count", "--board", "6x6", "--method", "frontier", "--checkpoint", dir.toString(), "--threads", "1");
    assertRefused(resumed, "the checkpoint in " + dir + " is damaged", generation.toString(), "checksum", "delete its files");
    byte[] bytes = Files.readAllBytes(generation);
    Random random = new Random(24);
    for (int i = 0; i < Math.max(16, bytes.length / 4); i++) {
      bytes[random.nextInt(bytes.length)] = (byte) 0xff;
    }
    Files.write(generation, bytes);
    assertRefused(
        run("count", "--board", "6x6", "--method", "frontier", "--checkpoint", dir.toString(), "--threads", "1"),
        "checkpoint", "damaged");
    Path checkpoint = files.stream().filter(f -> f.toString().endsWith(".checkpoint")).findFirst().orElseThrow();
    if (Files.exists(checkpoint)) {
      try (RandomAccessFile raf = new RandomAccessFile(checkpoint.toFile(), "rw")) {
        raf.setLength(raf.length() / 2);
      }
      assertRefused(
          run("count", "--board", "6x6", "--method", "frontier", "--checkpoint", dir.toString()), "checkpoint");
    }
  }

  // Item 6: the output of a tour measured before the search, with a small heap of its own.

  @Test
  @Timeout(value = 300, unit = TimeUnit.SECONDS)
  void aTourWhoseOutputDoesNotFitTheHeapIsRefusedBeforeTheSearch(@TempDir Path dir) throws Exception {
    File out = dir.resolve("out").toFile();
    for (String format : List.of("board", "png")) {
      JvmRun run =
          JvmRun.run(List.of("-Xmx128m"), out, "tour", "--board", "4000x4000", "--kind", "closed", "--format", format, "-o",
              dir.resolve("tour." + format).toString());
      assertEquals(2, run.status(), format + ": " + run.err());
      assertRefusedText(run.err(), "printing a tour of the 4000x4000 board as " + format, "needs about", "-Xmx");
    }
    // Streamed: the same board fits.
    JvmRun squares =
        JvmRun.run(List.of("-Xmx128m"), out, "tour", "--board", "4000x4000", "--kind", "closed", "--format", "squares", "-q");
    assertEquals(0, squares.status(), squares.err());
  }

  @Test
  void theOutputEstimateCountsTheTourAndTheNumberedBoard() {
    Board board = Board.of(1000, 1000);
    assertEquals(4_000_000L, OutputMemory.bytes(TourCommand.Format.SQUARES, board));
    assertEquals(8_000_000L, OutputMemory.bytes(TourCommand.Format.BOARD, board));
    assertTrue(OutputMemory.bytes(TourCommand.Format.PNG, board) > 12_000_000L);
  }

  // Item 7: --holes is read with a bound.

  @Test
  @Timeout(value = 60, unit = TimeUnit.SECONDS)
  void holesFromAnEndlessFileAreRefusedAtTheCap() {
    assumeTrue(new File("/dev/zero").exists());
    // Not a picture: refused at its first character, after reading a little past it.
    assertRefused(run("tour", "--holes", "/dev/zero"), "--holes /dev/zero is not a board picture", "line 1, column 1");
    assertRefused(run("tour", "--holes", "/dev/zero", "--board", "8x8"), "--holes /dev/zero", "holds more than 176 characters");
  }

  @Test
  void holesWithTooManyLinesOrTooMuchForTheBoardAreRefused(@TempDir Path dir) throws IOException {
    Path dots = Files.writeString(dir.resolve("dots.txt"), ".".repeat(600_000));
    assertRefused(run("tour", "--holes", dots.toString(), "--board", "500x500"), "holds more than 502016 characters");
    Path tall = Files.writeString(dir.resolve("tall.txt"), ".\n".repeat(BoardShapeOptions.MAX_HOLES_LINES + 1));
    assertRefused(run("tour", "--holes", tall.toString()), "more than " + BoardShapeOptions.MAX_HOLES_LINES + " lines");
    Path big = Files.writeString(dir.resolve("big.txt"), "........\n".repeat(100));
    assertRefused(run("tour", "--holes", big.toString(), "--board", "8x8"), "too many for a picture of the --board size");
    Path binary = dir.resolve("binary.txt");
    Files.write(binary, new byte[] {(byte) 0xc3, (byte) 0x28, '.', '\n'});
    assertRefused(run("tour", "--holes", binary.toString()), "--holes", "UTF-8");
    // A picture with spaces and CRLF line ends is still read.
    Path spaced = Files.writeString(dir.resolve("spaced.txt"), "  .....  \r\n  .....\r\n  ..#..\r\n  .....\r\n  .....\r\n");
    assertEquals(0, run("tour", "--holes", spaced.toString(), "--board", "5x5", "--start", "a1", "-q").status());
  }

  // Item 9: the board argument says what is wrong.

  @Test
  void aBoardWithTooManySquaresSaysSoWithTheLimit() {
    for (String command : List.of("tour", "count", "draw")) {
      assertRefused(run(command, "--board", "46341x46341"), "too many squares", "2147488281", String.valueOf(Board.MAX_SQUARES));
      assertRefused(run(command, "--board", "99999999999x8"), "too many squares", "99999999999");
      assertRefused(run(command, "--board", "1x2147483647"), "too many squares");
      assertRefused(run(command, "--board", "0x8"), "rows must be at least 1");
      assertRefused(run(command, "--board", "8x8x"), "must look like 8x8");
    }
    assertRefused(run("tour", "--board", "2000x2000x2000"), "too many cells", "8000000000");
    assertRefused(run("tour", "--board", "99999999999x1x1"), "too many squares", "layers");
    assertRefused(run("tour", "--board", "4x0x4"), "rows must be at least 1");
    assertRefused(run("count", "--board", "4x4x4"), "three-dimensional");
  }

  @Test
  void boardsAtTheLimitAreStillBoards() {
    assertEquals(Board.MAX_SQUARES, new TourMain.BoardConverter().convert("1x" + Board.MAX_SQUARES).squareCount());
    assertEquals(64, new TourMain.BoardConverter().convert(" 008 x 8 ").squareCount());
  }

  // Item 10 through the command line.

  @Test
  @Timeout(value = 60, unit = TimeUnit.SECONDS)
  void aCountATheoremSettlesIsZeroAtOnceAndSaysWhich() {
    CommandRun closed = run("count", "--board", "7x7", "--kind", "closed");
    assertEquals(0, closed.status(), closed.err());
    assertEquals("0\n", closed.out());
    assertTrue(closed.err().startsWith("Closed tours of the 7x7 board (undirected): 0"), closed.err());
    assertTrue(closed.err().contains("exact, by a theorem: colour argument"), closed.err());
    CommandRun huge = run("count", "--board", "4x100000", "--kind", "closed");
    assertEquals(0, huge.status(), huge.err());
    assertTrue(huge.err().contains("Schwenk 1991"), huge.err());
    CommandRun minority = run("count", "--board", "5x5", "--start", "b1");
    assertTrue(minority.err().contains("by a theorem: colour argument"), minority.err());
  }

  static String text(Path file) throws IOException {
    return Files.readString(file, StandardCharsets.UTF_8);
  }
}
