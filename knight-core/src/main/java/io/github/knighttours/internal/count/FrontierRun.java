package io.github.knighttours.internal.count;

/**
 * Part of a finished generation of the frontier counter, packed: entry i is the key at {@code
 * data[i * (1 + words)]} followed by its count's {@code words} unsigned words. Sixteen bytes an
 * entry for one-word counts, against about twice that in a {@link FrontierTable} that still has
 * room to grow; the sweep only reads a finished generation in order, so it needs no hashing.
 */
final class FrontierRun {

  private final long[] data;
  private final int words;
  private final int stride;

  FrontierRun(long[] data, int words) {
    if (words < 1 || data.length % (1 + words) != 0) {
      throw new IllegalArgumentException("a run of " + words + "-word counts cannot hold " + data.length + " longs");
    }
    this.data = data;
    this.words = words;
    this.stride = 1 + words;
  }

  int words() {
    return words;
  }

  int size() {
    return data.length / stride;
  }

  long bytes() {
    return 8L * data.length + 16;
  }

  long key(int entry) {
    return data[entry * stride];
  }

  /** The array holding the counts; entry {@code i}'s count starts at {@link #countOffset}{@code (i)}. */
  long[] array() {
    return data;
  }

  int countOffset(int entry) {
    return entry * stride + 1;
  }

  /** A copy whose counts have {@code newWords} words (at least {@link #words()}). */
  FrontierRun widened(int newWords) {
    if (newWords < words) {
      throw new IllegalArgumentException("cannot narrow " + words + "-word counts to " + newWords);
    }
    int newStride = 1 + newWords;
    long[] wide = new long[size() * newStride];
    for (int i = 0, j = 0; i < data.length; i += stride, j += newStride) {
      System.arraycopy(data, i, wide, j, stride);
    }
    return new FrontierRun(wide, newWords);
  }
}
