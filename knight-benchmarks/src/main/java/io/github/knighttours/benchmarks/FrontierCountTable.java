package io.github.knighttours.benchmarks;

import io.github.knighttours.internal.count.CountClock;
import io.github.knighttours.internal.count.FrontierCounter;
import io.github.knighttours.internal.count.FrontierCounter.Mode;
import java.math.BigInteger;
import java.util.Locale;

/**
 * Runs the frontier counter on the published values too slow for {@code mvn verify} and prints,
 * for each, the count, whether it matches, the time, the peak number of states, the heap the
 * generations and tables took, the passes over generations and the most disk the generations
 * took. With arguments {@code ROWS COLS closed|open [THREADS [DIR [HEAP_MIB]]]}, counts that board
 * only: with THREADS threads (default one per core), with its generations on disk in DIR (and a
 * checkpoint after every square, so that the same command goes on after a stop), and with at most
 * HEAP_MIB mebibytes of heap for the states (default three quarters of the JVM's heap).
 *
 * <pre>
 * java -Xmx16g -cp knight-benchmarks/target/benchmarks.jar io.github.knighttours.benchmarks.FrontierCountTable [ROWS COLS closed|open [THREADS [DIR [HEAP_MIB]]]]
 * </pre>
 */
public final class FrontierCountTable {

  private static int threads = Runtime.getRuntime().availableProcessors();
  private static java.nio.file.Path directory;
  private static long maxBytes = Runtime.getRuntime().maxMemory() / 4 * 3;

  private FrontierCountTable() {}

  private record Case(String source, int rows, int cols, int firstCells, Mode mode, String published) {}

  // Published values, as quoted in issue 15 (undirected counts).
  private static final Case[] CASES = {
    new Case("A175855", 5, 10, 0, Mode.CLOSED, "13311268"),
    new Case("A175881", 6, 8, 0, Mode.CLOSED, "55488142"),
    new Case("A083386", 5, 8, 0, Mode.OPEN, "18061054"),
    new Case("A306281", 6, 6, 0, Mode.OPEN, "3318960"),
    new Case("A383664", 8, 0, 36, Mode.CLOSED, "4525"),
    new Case("A383664", 8, 0, 38, Mode.CLOSED, "101730"),
    new Case("7x8 closed", 7, 8, 0, Mode.CLOSED, "34524432316"),
  };

  /**
   * Prints the table, or one board's count.
   *
   * @param args nothing, or rows, cols, closed|open and optionally the number of threads
   */
  public static void main(String[] args) {
    if (args.length >= 4) {
      threads = Integer.parseInt(args[3]);
    }
    if (args.length >= 5) {
      directory = java.nio.file.Path.of(args[4]);
    }
    if (args.length >= 6) {
      maxBytes = Long.parseLong(args[5]) << 20;
    }
    if (args.length >= 3) {
      Mode mode = Mode.valueOf(args[2].toUpperCase(Locale.ROOT));
      run(new Case("", Integer.parseInt(args[0]), Integer.parseInt(args[1]), 0, mode, null));
      return;
    }
    System.out.println(
        "| case | board | kind | count | published | time | peak states | states processed | states/s | peak MiB | bytes/peak state | passes | peak disk MiB |");
    System.out.println("|---|---|---|--:|---|--:|--:|--:|--:|--:|--:|--:|--:|");
    for (Case c : CASES) {
      run(c);
    }
  }

  // The states of the largest generation seen on disk, and its file's bytes.
  private static final long[] peakFileStates = new long[2];

  /** Bytes of the generation file in the directory now (the newest one), or 0. */
  private static long generationBytes() {
    if (directory == null) {
      return 0;
    }
    try (java.util.stream.Stream<java.nio.file.Path> files = java.nio.file.Files.list(directory)) {
      return files
          .filter(f -> f.getFileName().toString().endsWith(".generation"))
          .max(java.util.Comparator.comparingLong(f -> f.toFile().lastModified()))
          .map(f -> f.toFile().length())
          .orElse(0L);
    } catch (java.io.IOException e) {
      return 0;
    }
  }

  private static void run(Case c) {
    long t0 = System.nanoTime();
    FrontierCounter.Result result =
        c.firstCells > 0
            ? FrontierCounter.countFirstCells(c.rows, c.firstCells, c.mode, CountClock.startingNow(null), maxBytes)
            : FrontierCounter.count(
                c.rows, c.cols, c.mode, 0, 0, CountClock.startingNow(null),
                (done, squares, states, processed, tours) -> {
                  long bytes = generationBytes();
                  if (states >= peakFileStates[0]) {
                    peakFileStates[0] = states;
                    peakFileStates[1] = bytes;
                  }
                  System.err.printf(
                      "%d/%d squares, %,d states, %s%.0f s%n", done, squares, states,
                      bytes > 0 ? String.format(Locale.ROOT, "%.2f bytes a state on disk, ", (double) bytes / states) : "",
                      (System.nanoTime() - t0) / 1e9);
                },
                maxBytes,
                threads,
                directory);
    double seconds = (System.nanoTime() - t0) / 1e9;
    String board = c.firstCells > 0 ? "first " + c.firstCells + " cells of " + c.rows + " rows" : c.rows + "x" + c.cols;
    String match =
        c.published == null ? "" : result.count().equals(new BigInteger(c.published)) ? c.published + " ✓" : c.published + " ✗";
    System.out.printf(
        Locale.ROOT,
        "| %s | %s | %s | %s%s | %s | %.1f s | %,d | %,d | %,.0f | %,d | %.0f | %,d | %,d |%n",
        c.source, board, c.mode.name().toLowerCase(Locale.ROOT), result.count(),
        result.complete() ? "" : " (stopped: " + result.stopReason() + ")", match, seconds,
        result.peakStates(), result.statesExpanded(), result.statesExpanded() / seconds, result.peakBytes() >> 20,
        (double) result.peakBytes() / Math.max(1, result.peakStates()), result.passes(), result.peakFileBytes() >> 20);
    if (directory != null) {
      System.out.printf(
          Locale.ROOT,
          "bucket passes %,d; largest generation on disk: %,d states in %,d bytes (%.2f bytes a state)%n",
          result.bucketPasses(), peakFileStates[0], peakFileStates[1],
          (double) peakFileStates[1] / Math.max(1, peakFileStates[0]));
    }
  }
}
