package io.github.knighttours.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Output that cannot be written (a full disk, a closed pipe) is exit 1 with a message, never 0. */
class OutputLostTest {

  /** A writer whose every write fails, as one on a full device does. */
  private static final class FullWriter extends Writer {
    @Override
    public void write(char[] buffer, int offset, int length) throws IOException {
      throw new IOException("No space left on device");
    }

    @Override
    public void flush() throws IOException {}

    @Override
    public void close() {}
  }

  static Stream<List<String>> everyCommandThatPrints() throws IOException {
    Path graph = Files.createTempFile("path", ".col");
    Files.writeString(graph, "p edge 3 2\ne 1 2\ne 2 3\n");
    graph.toFile().deleteOnExit();
    return Stream.of(
        List.of(),
        List.of("tour"),
        List.of("tour", "--format", "squares"),
        List.of("tour", "--format", "json"),
        List.of("tour", "--format", "csv"),
        List.of("tour", "--format", "svg"),
        List.of("tour", "--format", "html", "--board", "5x5", "--start", "a1"),
        List.of("tour", "--board", "3x4x4", "--format", "squares"),
        List.of("tour", "--board", "3x4x4", "--format", "svg"),
        List.of("count", "--board", "5x5"),
        List.of("count", "--board", "5x5", "--kind", "closed"),
        List.of("graph", graph.toString()),
        List.of("uncrossed", "--board", "5x5"),
        List.of("--help"),
        List.of("--version"),
        List.of("tour", "--help"),
        List.of("count", "--help"),
        List.of("help", "draw"));
  }

  @ParameterizedTest
  @MethodSource("everyCommandThatPrints")
  void aFailedWriteToStandardOutputIsExitOneWithAMessage(List<String> args) {
    StringWriter err = new StringWriter();
    int status =
        TourMain.run(args.toArray(String[]::new), new PrintWriter(new FullWriter(), true), new PrintWriter(err, true));
    assertEquals(1, status, args + ": " + err);
    assertTrue(err.toString().contains("error: cannot write standard output"), err.toString());
  }

  @Test
  void drawToAFullStandardOutputIsExitOne(@TempDir Path dir) throws IOException {
    Path tour = dir.resolve("tour.txt");
    assertEquals(0, CommandRun.run("tour", "--format", "squares", "-o", tour.toString(), "-q").status());
    StringWriter err = new StringWriter();
    int status =
        TourMain.run(
            new String[] {"draw", tour.toString()}, new PrintWriter(new FullWriter(), true), new PrintWriter(err, true));
    assertEquals(1, status, err.toString());
    assertTrue(err.toString().contains("cannot write standard output"), err.toString());
  }

  @Test
  void aBinaryPictureToAFullStandardOutputIsExitOne() {
    PrintStream saved = System.out;
    OutputStream full =
        new OutputStream() {
          @Override
          public void write(int b) throws IOException {
            throw new IOException("No space left on device");
          }
        };
    StringWriter err = new StringWriter();
    int status;
    try {
      System.setOut(new PrintStream(full, false, StandardCharsets.UTF_8));
      status =
          TourMain.run(
              new String[] {"tour", "--format", "png"}, new PrintWriter(new StringWriter(), true), new PrintWriter(err, true));
    } finally {
      System.setOut(saved);
    }
    assertEquals(1, status, err.toString());
    assertTrue(err.toString().contains("cannot write standard output"), err.toString());
  }

  @Test
  void theSameRunToAWorkingWriterIsExitZero() {
    assertEquals(0, CommandRun.run("count", "--board", "5x5").status());
    assertEquals(0, CommandRun.run("--version").status());
  }

  /** The real thing: the program in its own JVM, standard output on /dev/full (Linux). */
  @ParameterizedTest
  @MethodSource("processCases")
  @Timeout(value = 120, unit = TimeUnit.SECONDS)
  void theProgramWithStandardOutputOnDevFullExitsOne(List<String> args) throws Exception {
    File full = new File("/dev/full");
    assumeTrue(full.exists(), "no /dev/full here");
    JvmRun run = JvmRun.run(List.of(), full, args.toArray(String[]::new));
    assertEquals(1, run.status(), args + ": " + run.err());
    assertTrue(run.err().contains("error: cannot write"), run.err());
  }

  static Stream<List<String>> processCases() {
    return Stream.of(
        List.of("tour"),
        List.of("count", "--board", "5x5"),
        List.of("--help"),
        List.of("tour", "--format", "png"),
        List.of("tour", "--format", "squares", "--output", "/dev/full"));
  }
}
