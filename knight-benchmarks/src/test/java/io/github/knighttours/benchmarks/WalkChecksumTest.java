package io.github.knighttours.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The Java walk against lines that the C reference ({@code c-reference.sh}, built with gcc 12 -O2)
 * printed on 2026-11-23 for the same boards and starts: the same squares reached and the same
 * checksum, so the same walk square for square. The C program is not built by the tests.
 */
class WalkChecksumTest {

  @Test
  void warnsdorffMatchesTheCReference() {
    assertEquals("WARNSDORFF 5x5 from (0,0): reached 25 of 25 squares, checksum 4104", WalkChecksum.describe(5, 5, 0, 0, 0));
    assertEquals("WARNSDORFF 8x8 from (0,0): reached 64 of 64 squares, checksum 67326", WalkChecksum.describe(8, 8, 0, 0, 0));
    assertEquals("WARNSDORFF 8x8 from (3,3): reached 62 of 64 squares, checksum 67040", WalkChecksum.describe(8, 8, 3, 3, 0));
    assertEquals(
        "WARNSDORFF 1000x1000 from (0,0): reached 956024 of 1000000 squares, checksum 287462536693539463",
        WalkChecksum.describe(1000, 1000, 0, 0, 0));
  }

  @Test
  void pohlMatchesTheCReference() {
    assertEquals("POHL 8x8 from (0,0): reached 60 of 64 squares, checksum 59902", WalkChecksum.describe(8, 8, 0, 0, 1));
    assertEquals("POHL 12x12 from (0,0): reached 144 of 144 squares, checksum 773068", WalkChecksum.describe(12, 12, 0, 0, 1));
    assertEquals(
        "POHL 1000x1000 from (0,0): reached 999775 of 1000000 squares, checksum 311494057772518579",
        WalkChecksum.describe(1000, 1000, 0, 0, 1));
  }

  @Test
  void theBenchmarkWalksReachWhatTheirMethodsDeclare() {
    assertEquals(GreedyWalkBenchmark.WARNSDORFF_8, GreedyWalkBenchmark.walk(8, 0, false).nodesExpanded());
    assertEquals(GreedyWalkBenchmark.POHL_8, GreedyWalkBenchmark.walk(8, 1, false).nodesExpanded());
    assertEquals(GreedyWalkBenchmark.SQUIRREL_8, GreedyWalkBenchmark.walk(8, 0, true).nodesExpanded());
    assertEquals(GreedyWalkBenchmark.WARNSDORFF_1000, GreedyWalkBenchmark.walk(1000, 0, false).nodesExpanded());
    assertTrue(ValidationBenchmark.tour(8).length == 64);
  }
}
