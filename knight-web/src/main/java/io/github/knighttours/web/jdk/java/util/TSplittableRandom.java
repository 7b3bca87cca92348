package io.github.knighttours.web.jdk.java.util;

/**
 * {@code java.util.SplittableRandom} for the page, which TeaVM's class library lacks: the same
 * generator (SplitMix64, Steele, Lea and Flood, OOPSLA 2014) and the same bounded draws as the
 * JDK's, so a seeded search makes the same choices in the browser as on the JVM
 * ({@code TSplittableRandomTest} compares the two). Only the methods knight-core calls.
 */
public final class TSplittableRandom {
  private static final long GOLDEN_GAMMA = 0x9e3779b97f4a7c15L;

  private long seed;
  private final long gamma;

  /**
   * A generator from {@code seed}.
   *
   * @param seed the initial seed
   */
  public TSplittableRandom(long seed) {
    this(seed, GOLDEN_GAMMA);
  }

  private TSplittableRandom(long seed, long gamma) {
    this.seed = seed;
    this.gamma = gamma;
  }

  private static long mix64(long z) {
    z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
    z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
    return z ^ (z >>> 31);
  }

  private static int mix32(long z) {
    z = (z ^ (z >>> 33)) * 0x62a9d9ed799705f5L;
    return (int) (((z ^ (z >>> 28)) * 0xcb24d0a5c88c35b3L) >>> 32);
  }

  private static long mixGamma(long z) {
    z = (z ^ (z >>> 33)) * 0xff51afd7ed558ccdL;
    z = (z ^ (z >>> 33)) * 0xc4ceb9fe1a85ec53L;
    z = (z ^ (z >>> 33)) | 1L;
    int n = Long.bitCount(z ^ (z >>> 1));
    return n < 24 ? z ^ 0xaaaaaaaaaaaaaaaaL : z;
  }

  private long nextSeed() {
    return seed += gamma;
  }

  /**
   * A new generator, independent of this one, that this one's state seeds.
   *
   * @return the new generator
   */
  public TSplittableRandom split() {
    return new TSplittableRandom(nextLong(), mixGamma(nextSeed()));
  }

  /**
   * The next int.
   *
   * @return any int
   */
  public int nextInt() {
    return mix32(nextSeed());
  }

  /**
   * The next long.
   *
   * @return any long
   */
  public long nextLong() {
    return mix64(nextSeed());
  }

  /**
   * An int from 0 (inclusive) to {@code bound} (exclusive), without modulo bias.
   *
   * @param bound the exclusive upper bound, positive
   * @return the int
   * @throws IllegalArgumentException if {@code bound} is not positive
   */
  public int nextInt(int bound) {
    if (bound <= 0) {
      throw new IllegalArgumentException("bound must be positive, got " + bound);
    }
    int r = nextInt();
    int m = bound - 1;
    if ((bound & m) == 0) {
      return r & m;
    }
    // Rejects the draws of the last, incomplete run of `bound` values.
    for (int u = r >>> 1; u + m - (r = u % bound) < 0; u = nextInt() >>> 1) {
      // draw again
    }
    return r;
  }

  /**
   * A double from 0 (inclusive) to 1 (exclusive).
   *
   * @return the double
   */
  public double nextDouble() {
    return (nextLong() >>> 11) * 0x1.0p-53;
  }

  /**
   * A boolean.
   *
   * @return true or false, each half the time
   */
  public boolean nextBoolean() {
    return nextInt() < 0;
  }
}
