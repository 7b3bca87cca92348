package io.github.knighttours.internal.count;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.internal.count.FrontierCounter.Mode;
import java.math.BigInteger;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The frontier counter against published values (OEIS; the sequence and its terms as quoted in
 * issue 15) and its stops. The agreement with the depth-first counter on every board both can do
 * is in {@code CountMethodTest}.
 */
class FrontierCounterTest {

  private static final long MEMORY = 1L << 30;

  @TempDir Path temporary;

  private static BigInteger count(int rows, int cols, Mode mode) {
    FrontierCounter.Result result =
        FrontierCounter.count(rows, cols, mode, 0, 0, CountClock.startingNow(null), null, MEMORY, 1);
    assertTrue(result.complete(), result::toString);
    return result.count();
  }

  /** A070030: closed tours of 3 × 2n, undirected: 16, 176, 1536, 15424 for 3 × 10 .. 3 × 16. */
  @ParameterizedTest
  @CsvSource({"10, 16", "12, 176", "14, 1536", "16, 15424"})
  void closedToursOfThreeRowsAreA070030(int cols, long published) {
    assertEquals(BigInteger.valueOf(published), count(3, cols, Mode.CLOSED));
    assertEquals(BigInteger.valueOf(published), count(cols, 3, Mode.CLOSED));
  }

  /**
   * A175855: closed tours of 5 × 2n: 8, 44202, 13311268 for 5 × 6, 5 × 8, 5 × 10 (the last in
   * {@code FrontierCountTable}, knight-benchmarks).
   */
  @ParameterizedTest
  @CsvSource({"6, 8", "8, 44202"})
  void closedToursOfFiveRowsAreA175855(int cols, long published) {
    assertEquals(BigInteger.valueOf(published), count(5, cols, Mode.CLOSED));
  }

  /**
   * A175881: closed tours of 6 × n: 8, 9862, 1067638, 55488142 for 6 × 5 .. 6 × 8 (the last in
   * {@code FrontierCountTable}).
   */
  @ParameterizedTest
  @CsvSource({"5, 8", "6, 9862", "7, 1067638"})
  void closedToursOfSixRowsAreA175881(int cols, long published) {
    assertEquals(BigInteger.valueOf(published), count(6, cols, Mode.CLOSED));
  }

  /**
   * A083386: open tours (Hamiltonian paths) of 5 × n, undirected: 82, 864, 18784, 622868, 18061054
   * (the last in {@code FrontierCountTable}).
   */
  @ParameterizedTest
  @CsvSource({"4, 82", "5, 864", "6, 18784", "7, 622868"})
  void openToursOfFiveRowsAreA083386(int cols, long published) {
    assertEquals(BigInteger.valueOf(published), count(5, cols, Mode.OPEN));
  }

  /**
   * Width 8 (the base-11 encoding), swept across the long side: the first 24 cells of an 8-row
   * board are the 8 × 3 board, with 396 open tours (A169696). (8 × 4, 31088 by A079137, needs
   * more than a gigabyte of states this way.)
   * A383664 (the first m cells of an 8-row board, 4525 closed tours for m = 36, 101730 for m = 38)
   * is in {@code FrontierCountTable}: too slow here.
   */
  @ParameterizedTest
  @CsvSource({"24, 396"})
  void eightRowBoardsSweptAcrossTheirLengthMatchThePublishedOpenCounts(int cells, long published) {
    FrontierCounter.Result result =
        FrontierCounter.countFirstCells(8, cells, Mode.OPEN, CountClock.startingNow(null), MEMORY);
    assertTrue(result.complete());
    assertEquals(BigInteger.valueOf(published), result.count());
  }

  /** A165134's table: directed open tours of 5 × 5 from a1 (304), b1 (0), c1 (56) and c3 (64). */
  @Test
  void openToursFromAStartAreDirectedToursFromIt() {
    int[][] cases = {{0, 0, 304}, {0, 1, 0}, {0, 2, 56}, {2, 2, 64}, {1, 1, 56}};
    for (int[] c : cases) {
      FrontierCounter.Result result =
          FrontierCounter.count(5, 5, Mode.OPEN_FROM_START, c[0], c[1], CountClock.startingNow(null), null, MEMORY, 1);
      assertEquals(BigInteger.valueOf(c[2]), result.count(), c[0] + "," + c[1]);
    }
  }

  @Test
  void progressReportsEverySquare() {
    int[] calls = {0};
    long[] last = {-1};
    BigInteger[] lastTours = {BigInteger.ZERO};
    FrontierCounter.count(
        5, 6, Mode.CLOSED, 0, 0, CountClock.startingNow(null),
        (done, squares, states, processed, tours) -> {
          calls[0]++;
          assertTrue(tours.compareTo(lastTours[0]) >= 0, "tours so far never fall");
          lastTours[0] = tours;
          assertEquals(calls[0], done);
          assertEquals(30, squares);
          last[0] = states;
        },
        MEMORY,
        1);
    assertEquals(30, calls[0]);
    assertEquals(0, last[0]);
    assertEquals(BigInteger.valueOf(8), lastTours[0]);
  }

  @Test
  void aTimeBudgetStopsTheSweep() {
    CountClock clock = new CountClock(System.nanoTime() - Duration.ofSeconds(1).toNanos(), Duration.ofMillis(1));
    FrontierCounter.Result result = FrontierCounter.count(6, 8, Mode.CLOSED, 0, 0, clock, null, MEMORY, 1);
    assertFalse(result.complete());
    assertTrue(result.stopReason().contains("budget"), result.stopReason());
  }

  @Test
  void anInterruptStopsTheSweepAndKeepsTheFlag() {
    Thread.currentThread().interrupt();
    try {
      FrontierCounter.Result result =
          FrontierCounter.count(6, 8, Mode.CLOSED, 0, 0, CountClock.startingNow(null), null, MEMORY, 1);
      assertFalse(result.complete());
      assertTrue(Thread.currentThread().isInterrupted());
    } finally {
      Thread.interrupted();
    }
  }

  @Test
  void theMemoryCapStopsTheSweepWithoutRunningOut() {
    FrontierCounter.Result result =
        FrontierCounter.count(6, 8, Mode.CLOSED, 0, 0, CountClock.startingNow(null), null, 1 << 20, 1);
    assertFalse(result.complete());
    assertTrue(result.stopReason().contains("MiB"), result.stopReason());
  }

  @Test
  void refusesBoardsItCannotCount() {
    CountClock clock = CountClock.startingNow(null);
    IllegalArgumentException wide =
        assertThrows(IllegalArgumentException.class, () -> FrontierCounter.count(9, 9, Mode.CLOSED, 0, 0, clock, null, MEMORY, 1));
    assertTrue(wide.getMessage().contains("9x9"), wide.getMessage());
    assertThrows(IllegalArgumentException.class, () -> FrontierCounter.count(1, 1, Mode.OPEN, 0, 0, clock, null, MEMORY, 1));
    assertThrows(IllegalArgumentException.class, () -> FrontierCounter.countFirstCells(9, 40, Mode.CLOSED, clock, MEMORY));
  }

  @Test
  void countsWiderThanOneWordAreAddedWithCarries() {
    FrontierTable table = new FrontierTable(16, 1);
    long[] big = {-1L};
    assertTrue(table.add(7, big, 0));
    long[] one = {1L};
    assertFalse(table.add(7, one, 0), "2^64 does not fit one word");
    FrontierTable wide = new FrontierTable(16, 2);
    long[] top = {-1L, 0L};
    assertTrue(wide.add(7, top, 0));
    long[] oneWide = {1L, 0L};
    assertTrue(wide.add(7, oneWide, 0));
    assertTrue(wide.add(7, top, 0));
    FrontierRun again = wide.compact().widened(4);
    assertEquals(1, again.size());
    assertEquals(7, again.key(0));
    assertEquals(
        BigInteger.TWO.pow(65).subtract(BigInteger.ONE), FrontierTable.value(again.array(), again.countOffset(0), 4));
  }

  /** Split over threads, each building one part of every generation, the counts stay the same. */
  @ParameterizedTest
  @CsvSource({"2", "3"})
  void threadsShareTheWorkWithoutChangingTheCount(int threads) {
    CountClock clock = CountClock.startingNow(null);
    assertEquals(
        BigInteger.valueOf(9862),
        FrontierCounter.count(6, 6, Mode.CLOSED, 0, 0, clock, null, MEMORY, threads).count());
    assertEquals(
        BigInteger.valueOf(622868),
        FrontierCounter.count(5, 7, Mode.OPEN, 0, 0, clock, null, MEMORY, threads).count());
    assertEquals(
        BigInteger.valueOf(64),
        FrontierCounter.count(5, 5, Mode.OPEN_FROM_START, 2, 2, clock, null, MEMORY, threads).count());
  }

  /**
   * Each generation split into many small parts, sized from a guess and grown, built in one pass
   * or a group of parts a pass, in memory or in files, counts the same.
   */
  @ParameterizedTest
  @CsvSource({"1, 4, 1, false", "2, 6, 1, false", "3, 0, 1, false", "1, 6, 3, false", "2, 7, 5, true", "1, 6, 1, true"})
  void manySmallPartsAndGroupsCountTheSame(int threads, int partShift, int groups, boolean onDisk) {
    Path directory = onDisk ? temporary : null;
    FrontierCounter.Result closed = FrontierCounter.countInSmallParts(6, 6, Mode.CLOSED, threads, partShift, groups, directory);
    assertEquals(BigInteger.valueOf(9862), closed.count());
    FrontierCounter.Result open = FrontierCounter.countInSmallParts(5, 6, Mode.OPEN, threads, partShift, groups, directory);
    assertEquals(BigInteger.valueOf(18784), open.count()); // A083386
    if (groups > 1 && !onDisk) {
      assertTrue(closed.passes() > 36 && open.passes() > 30, closed + " / " + open);
    } else {
      // On disk, each generation is expanded once, into bucket files merged one at a time.
      assertEquals(36, closed.passes(), closed::toString);
      assertEquals(30, open.passes(), open::toString);
    }
    assertEquals(onDisk && groups > 1, closed.bucketPasses() > 0, closed::toString);
    assertEquals(onDisk, closed.peakFileBytes() > 0, closed::toString);
  }

  /**
   * With its generations on disk and a memory limit far below what one generation's tables need,
   * the sweep expands each generation once, into bucket files merged one at a time, and still
   * gets the published count.
   */
  @Test
  void aSmallMemoryLimitMeansMoreBucketsNotMorePassesNorAWrongCount() {
    FrontierCounter.Result result =
        FrontierCounter.count(5, 8, Mode.CLOSED, 0, 0, CountClock.startingNow(null), null, 1 << 18, 2, temporary);
    assertTrue(result.complete(), result::toString);
    assertEquals(BigInteger.valueOf(44202), result.count()); // A175855
    // One pass a square, and now and then a pass cut short, or one more, when a generation
    // outgrows its guess (before bucket files, this count took 46 passes, one for each group).
    assertTrue(result.passes() >= 40 && result.passes() < 48, result::toString);
    assertTrue(result.bucketPasses() > 40, result::toString);
    assertTrue(result.peakBytes() <= 1 << 18, result::toString);
    assertTrue(result.peakFileBytes() > 1 << 18, "the generations themselves took more: " + result);
  }

  @Test
  void anInterruptStopsEveryThreadAndKeepsTheFlag() {
    Thread.currentThread().interrupt();
    try {
      FrontierCounter.Result result =
          FrontierCounter.count(6, 8, Mode.CLOSED, 0, 0, CountClock.startingNow(null), null, MEMORY, 2);
      assertFalse(result.complete());
      assertTrue(result.stopReason().contains("interrupt"), result.stopReason());
      assertTrue(Thread.currentThread().isInterrupted());
    } finally {
      Thread.interrupted();
    }
  }
}
