package io.github.knighttours.internal.count;

import java.math.BigInteger;

/**
 * One part of the generation the frontier counter is building: a primitive open-addressing table
 * from a packed state ({@code long}, not negative) to its count, an unsigned number of {@link
 * #words()} 64-bit words (least significant first). Linear probing over any number of slots (the
 * slot is the hash scaled to the capacity, so the capacity need not be a power of two and can be
 * sized close to what the part will hold); no boxing; grows by half at four fifths full. A
 * finished part is {@linkplain #compact() compacted} into a {@link FrontierRun} with no empty
 * slots.
 */
final class FrontierTable {

  private static final long EMPTY = -1L;
  private static final int MIN_CAPACITY = 16;

  /**
   * The most slots a table with counts of {@code words} words may have: each slot takes {@code 1
   * + words} longs of one array, and a Java array holds fewer than 2^31 elements.
   */
  static int maxCapacity(int words) {
    return (Integer.MAX_VALUE - 8) / (1 + words);
  }

  private final int words;
  private final int stride;
  // Each slot is its key followed by its count's words, in one array: an insert touches one
  // cache line, not two.
  private long[] data;
  private int capacity;
  private long size;

  FrontierTable(int capacity, int words) {
    this.words = words;
    this.stride = 1 + words;
    this.capacity = Math.max(MIN_CAPACITY, Math.min(capacity, maxCapacity(words)));
    this.data = emptyData(this.capacity, stride);
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
    return Math.max(MIN_CAPACITY, capacity) * 8L * (1 + words);
  }

  /** Bytes this table takes now. */
  long bytes() {
    return bytes(capacity, words);
  }

  int words() {
    return words;
  }

  long size() {
    return size;
  }

  int capacity() {
    return capacity;
  }

  /** Whether the next new entry would make the table more than 4/5 full. */
  boolean needsGrowth() {
    return (size + 1) * 5 > (long) capacity * 4;
  }

  /** The capacity {@link #grow()} would give: half as much again, within {@link #maxCapacity}. */
  int grownCapacity() {
    return (int) Math.min(maxCapacity(words), capacity + (long) capacity / 2);
  }

  /** Grows to {@link #grownCapacity()}; the caller has checked that memory allows it. */
  void grow() {
    long[] old = data;
    capacity = grownCapacity();
    data = emptyData(capacity, stride);
    for (int i = 0; i < old.length; i += stride) {
      long key = old[i];
      if (key != EMPTY) {
        int at = slotFor(key) * stride;
        System.arraycopy(old, i, data, at, stride);
      }
    }
  }

  /**
   * Reads the slot where a search for {@code key} starts and returns what it read, so that the
   * caller can touch the slots of a batch of keys before inserting them: the reads do not depend
   * on each other, so the processor waits for their cache misses together, not one by one.
   */
  long touch(long key) {
    // Another thread may be growing the table: read the array once and take its size from it.
    long[] d = data;
    long slots = d.length / stride;
    return d[(int) (((mix(key) & 0xFFFFFFFFL) * slots) >>> 32) * stride];
  }

  private int slotFor(long key) {
    int slot = (int) (((mix(key) & 0xFFFFFFFFL) * capacity) >>> 32);
    long k;
    while ((k = data[slot * stride]) != EMPTY && k != key) {
      if (++slot == capacity) {
        slot = 0;
      }
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

  /**
   * The entries of this table packed with no empty slots. The table gives up its array: it must
   * not be used afterwards.
   */
  FrontierRun compact() {
    long[] d = data;
    int n = 0;
    for (int i = 0; i < d.length; i += stride) {
      if (d[i] != EMPTY) {
        if (i != n) {
          System.arraycopy(d, i, d, n, stride);
        }
        n += stride;
      }
    }
    data = null;
    return new FrontierRun(n == d.length ? d : java.util.Arrays.copyOf(d, n), words);
  }

  /**
   * As {@link #compact()}, with the entries in increasing order of key, as a generation's file
   * stores them (so that each key is coded as a small difference from the one before). Keys are
   * sorted alone and each count is then found by its key, which avoids sorting pairs.
   */
  FrontierRun compactSorted() {
    long[] keys = new long[Math.toIntExact(size)];
    int n = 0;
    for (int i = 0; i < data.length; i += stride) {
      if (data[i] != EMPTY) {
        keys[n++] = data[i];
      }
    }
    java.util.Arrays.sort(keys);
    long[] out = new long[n * stride];
    for (int j = 0; j < n; j++) {
      System.arraycopy(data, slotFor(keys[j]) * stride, out, j * stride, stride);
    }
    data = null;
    return new FrontierRun(out, words);
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
