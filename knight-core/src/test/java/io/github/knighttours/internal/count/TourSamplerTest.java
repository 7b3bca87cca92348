package io.github.knighttours.internal.count;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;

/** The sampler's random source and its sweep-order mapping. */
class TourSamplerTest {

  @Test
  void splitMix64GivesTheReferenceSequence() {
    // The first outputs of SplitMix64 from state 0, as in Vigna's reference splitmix64.c.
    TourSampler.SplitMix64 random = new TourSampler.SplitMix64(0);
    assertEquals(0xE220A8397B1DCDAFL, random.nextLong());
    assertEquals(0x6E789E6AA1B965F4L, random.nextLong());
    assertEquals(0x06C45D188009454FL, random.nextLong());
  }

  @Test
  void belowIsInRangeAndReachesEveryValue() {
    TourSampler.SplitMix64 random = new TourSampler.SplitMix64(5);
    int[] seen = new int[5];
    for (int i = 0; i < 5000; i++) {
      seen[random.below(BigInteger.valueOf(5)).intValueExact()]++;
    }
    for (int s : seen) {
      assertTrue(s > 850 && s < 1150, java.util.Arrays.toString(seen));   // 1000 expected, 5 sigma ~ 150
    }
    BigInteger huge = BigInteger.TWO.pow(130).add(BigInteger.ONE);
    for (int i = 0; i < 100; i++) {
      BigInteger r = random.below(huge);
      assertTrue(r.signum() >= 0 && r.compareTo(huge) < 0, r::toString);
    }
    assertEquals(BigInteger.ZERO, random.below(BigInteger.ONE));
    assertThrows(IllegalArgumentException.class, () -> random.below(BigInteger.ZERO));
  }

  @Test
  void boardSquaresFollowTheSweepOrder() {
    // 3x5: the sweep runs along the 5 columns, 3 squares a column.
    assertEquals(0, TourSampler.boardSquare(3, 5, 0));
    assertEquals(5, TourSampler.boardSquare(3, 5, 1));   // b... row 1, col 0
    assertEquals(1, TourSampler.boardSquare(3, 5, 3));   // row 0, col 1
    // 5x3: along the 5 rows, 3 squares a row.
    assertEquals(1, TourSampler.boardSquare(5, 3, 1));
    assertEquals(3, TourSampler.boardSquare(5, 3, 3));
  }
}
