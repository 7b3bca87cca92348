package io.github.knighttours.internal.count;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.internal.count.FrontierCounter.Mode;
import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The prefix table of one sweep ({@link FrontierCounter#countWithPrefixes}) against a separate
 * sweep of each prefix board, whose last column is the end of its own board.
 */
class FrontierPrefixTest {

  private static final long MEMORY = 1L << 30;

  private static List<BigInteger> table(int rows, int cols, Mode mode, int threads) {
    FrontierCounter.Result result =
        FrontierCounter.countWithPrefixes(rows, cols, mode, CountClock.startingNow(null), null, MEMORY, threads);
    assertTrue(result.complete(), result::toString);
    assertEquals(Math.max(rows, cols), result.table().size());
    assertEquals(result.count(), result.table().get(result.table().size() - 1));
    return result.table();
  }

  private static BigInteger alone(int width, int length, Mode mode) {
    FrontierCounter.Result result =
        FrontierCounter.count(width, length, mode, 0, 0, CountClock.startingNow(null), null, MEMORY, 1);
    assertTrue(result.complete(), result::toString);
    return result.count();
  }

  /** Every entry equals the sweep of its own board (for c below the width, swept the other way). */
  @ParameterizedTest
  @CsvSource({
    "3, 14, CLOSED", "3, 14, OPEN", "4, 12, CLOSED", "4, 10, OPEN",
    "5, 10, CLOSED", "5, 8, OPEN", "6, 8, CLOSED", "2, 6, OPEN"
  })
  void everyEntryIsTheCountOfItsBoard(int width, int length, Mode mode) {
    List<BigInteger> table = table(width, length, mode, 1);
    for (int c = 1; c <= length; c++) {
      assertEquals(alone(width, c, mode), table.get(c - 1), width + "x" + c + " " + mode);
    }
    // The board given the other way round sweeps the same way and gives the same table.
    assertEquals(table, table(length, width, mode, 2));
  }

  /** Built a group of parts at a time, on two threads: the same table. */
  @Test
  void smallPartsAndGroupsGiveTheSameTable() {
    FrontierCounter.Result grouped = FrontierCounter.countWithPrefixesInSmallParts(5, 7, Mode.OPEN, 2, 6, 3);
    assertEquals(table(5, 7, Mode.OPEN, 1), grouped.table());
    FrontierCounter.Result closed = FrontierCounter.countWithPrefixesInSmallParts(6, 7, Mode.CLOSED, 2, 6, 3);
    assertEquals(table(6, 7, Mode.CLOSED, 1), closed.table());
  }

  /** A sweep stopped before it starts has finished no column: an empty table. */
  @Test
  void aStoppedSweepHasTheColumnsItFinished() {
    CountClock expired = CountClock.startingNow(java.time.Duration.ofNanos(1));
    FrontierCounter.Result result = FrontierCounter.countWithPrefixes(5, 8, Mode.CLOSED, expired, null, MEMORY, 1);
    assertFalse(result.complete());
    assertTrue(result.table().isEmpty(), result.table()::toString);
  }

  /** The plain sweep keeps no table. */
  @Test
  void thePlainSweepHasNoTable() {
    assertTrue(
        FrontierCounter.count(5, 6, Mode.CLOSED, 0, 0, CountClock.startingNow(null), null, MEMORY, 1).table().isEmpty());
  }

  @Test
  void refusals() {
    CountClock clock = CountClock.startingNow(null);
    IllegalArgumentException start =
        assertThrows(
            IllegalArgumentException.class,
            () -> FrontierCounter.countWithPrefixes(5, 5, Mode.OPEN_FROM_START, clock, null, MEMORY, 1));
    assertTrue(start.getMessage().contains("OPEN_FROM_START"), start.getMessage());
    IllegalArgumentException thin =
        assertThrows(
            IllegalArgumentException.class, () -> FrontierCounter.countWithPrefixes(1, 9, Mode.OPEN, clock, null, MEMORY, 1));
    assertTrue(thin.getMessage().contains("1x9"), thin.getMessage());
    IllegalArgumentException wide =
        assertThrows(
            IllegalArgumentException.class, () -> FrontierCounter.countWithPrefixes(9, 9, Mode.OPEN, clock, null, MEMORY, 1));
    assertTrue(wide.getMessage().contains("9x9"), wide.getMessage());
  }
}
