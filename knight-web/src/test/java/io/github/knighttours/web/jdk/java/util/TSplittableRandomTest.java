package io.github.knighttours.web.jdk.java.util;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The page's SplittableRandom draws what the JDK's draws: a seeded search chooses alike in both. */
class TSplittableRandomTest {
  private static final long[] SEEDS = {0, 1, -1, 42, 0x9e3779b97f4a7c15L, Long.MIN_VALUE, 20261127};

  @Test
  void drawsTheJdksNumbers() {
    for (long seed : SEEDS) {
      SplittableRandom jdk = new SplittableRandom(seed);
      TSplittableRandom page = new TSplittableRandom(seed);
      for (int i = 0; i < 2000; i++) {
        int bound = 1 + (i % 97) * 7919 % 1000; // powers of two and others
        assertEquals(jdk.nextInt(bound), page.nextInt(bound), "nextInt(" + bound + ") #" + i + " of seed " + seed);
        assertEquals(jdk.nextInt(1 << (i % 31)), page.nextInt(1 << (i % 31)));
        assertEquals(jdk.nextInt(Integer.MAX_VALUE - i), page.nextInt(Integer.MAX_VALUE - i));
        assertEquals(jdk.nextInt(), page.nextInt());
        assertEquals(jdk.nextLong(), page.nextLong());
        assertEquals(jdk.nextDouble(), page.nextDouble());
        assertEquals(jdk.nextBoolean(), page.nextBoolean());
      }
    }
  }

  @Test
  void splitsAsTheJdkSplits() {
    for (long seed : SEEDS) {
      SplittableRandom jdk = new SplittableRandom(seed);
      TSplittableRandom page = new TSplittableRandom(seed);
      for (int i = 0; i < 200; i++) {
        SplittableRandom jdkChild = jdk.split();
        TSplittableRandom pageChild = page.split();
        for (int j = 0; j < 20; j++) {
          assertEquals(jdkChild.nextLong(), pageChild.nextLong(), "split #" + i + " of seed " + seed);
          assertEquals(jdkChild.nextInt(1000), pageChild.nextInt(1000));
        }
        assertEquals(jdk.nextInt(), page.nextInt());
      }
    }
  }

  @Test
  void refusesABoundBelowOne() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new TSplittableRandom(1).nextInt(0));
    assertEquals("bound must be positive, got 0", e.getMessage());
  }
}
