package io.github.knighttours.internal.count;

import java.math.BigInteger;

/**
 * One generation of the frontier counter: a primitive open-addressing table from a packed
 * state ({@code long}, not negative) to its count, an unsigned number of {@link #words()} 64-bit
 * words (least significant first). Linear probing; no boxing; grows by doubling at three
 * quarters full.
 */
final class FrontierTable {

  private static final long EMPTY = -1L;

  /**
   * The most slots a table with counts of {@code words} words may have: each slot takes {@code 1
   * + words} longs of one array, and a Java array holds fewer than 2^31 elements.
   */
  static int maxCapacity(int words) {
    return Integer.highestOneBit((Integer.MAX_VALUE - 8) / (1 + words));
  }

  private final int words;
  private final int stride;
  // Each slot is its key followed by its count's words, in one array: an insert touches one
  // cache line, not two.
  private long[] data;
  private int mask;
  private long size;

  FrontierTable(int capacity, int words) {
    int c = Integer.highestOneBit(Math.max(16, capacity - 1)) << 1;
    this.words = words;
    this.stride = 1 + words;
    this.data = emptyData(c, stride);
    this.mask = c - 1;
  }

  private static long[] emptyData(int capacity, int stride) {
    long[] d = new long[capacity * stride];
    for (int i = 0; i < d.length; i += stride) {
      d[i] = EMPTY;
    }
    return d;
  }

  /** Bytes a table of {@code capacity} slots with counts of {@code words} words takes. */
  static long bytes(long capacity, int words) {
    return capacity * 8L * (1 + words);
  }

  int words() {
    return words;
  }

  long size() {
    return size;
  }

  int capacity() {
    return mask + 1;
  }

  /** Whether the next new entry would make the table more than 3/4 full. */
  boolean needsGrowth() {
    return (size + 1) * 4 > (long) capacity() * 3;
  }

  long key(int slot) {
    return data[slot * stride];
  }

  boolean used(int slot) {
    return data[slot * stride] != EMPTY;
  }

  /** The array holding the counts; slot {@code s}'s count starts at {@link #countOffset}{@code (s)}. */
  long[] countArray() {
    return data;
  }

  int countOffset(int slot) {
    return slot * stride + 1;
  }

  /** Doubles the capacity; the caller has checked that memory allows it. */
  void grow() {
    long[] old = data;
    int c = capacity() << 1;
    data = emptyData(c, stride);
    mask = c - 1;
    for (int i = 0; i < old.length; i += stride) {
      long key = old[i];
      if (key != EMPTY) {
        int at = slotFor(key) * stride;
        System.arraycopy(old, i, data, at, stride);
      }
    }
  }

  private int slotFor(long key) {
    int slot = mix(key) & mask;
    long k;
    while ((k = data[slot * stride]) != EMPTY && k != key) {
      slot = (slot + 1) & mask;
    }
    return slot;
  }

  private static int mix(long key) {
    long h = key * 0x9E3779B97F4A7C15L;
    h ^= h >>> 29;
    h *= 0xBF58476D1CE4E5B9L;
    return (int) (h ^ (h >>> 32));
  }

  /**
   * Adds the count at {@code from[offset..offset + words)} to the count of {@code key},
   * inserting the key if it is new. Returns false if the sum needs more words than the table
   * has; the table is then unusable (the caller discards it and starts again with more words).
   */
  boolean add(long key, long[] from, int offset) {
    int at = slotFor(key) * stride;
    if (data[at] == EMPTY) {
      data[at] = key;
      size++;
      System.arraycopy(from, offset, data, at + 1, words);
      return true;
    }
    long carry = 0;
    for (int i = 1; i <= words; i++) {
      long a = data[at + i];
      long b = from[offset + i - 1];
      long sum = a + b + carry;
      carry = (Long.compareUnsigned(sum, a) < 0 || (carry != 0 && sum == a)) ? 1 : 0;
      data[at + i] = sum;
    }
    return carry == 0;
  }

  /** Returns a copy of this table whose counts have {@code newWords} words. */
  FrontierTable widened(int newWords) {
    FrontierTable wide = new FrontierTable(capacity(), newWords);
    for (int slot = 0; slot < capacity(); slot++) {
      int at = slot * stride;
      if (data[at] != EMPTY) {
        int to = slot * wide.stride;
        wide.data[to] = data[at];
        System.arraycopy(data, at + 1, wide.data, to + 1, words);
      }
    }
    wide.size = size;
    return wide;
  }

  /** The count at {@code offset} of {@code array}, {@code words} unsigned words, as a number. */
  static BigInteger value(long[] array, int offset, int words) {
    BigInteger v = BigInteger.ZERO;
    for (int i = words - 1; i >= 0; i--) {
      v = v.shiftLeft(64).add(new BigInteger(Long.toUnsignedString(array[offset + i])));
    }
    return v;
  }
}
