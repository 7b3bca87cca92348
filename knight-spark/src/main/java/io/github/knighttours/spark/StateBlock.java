package io.github.knighttours.spark;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.math.BigInteger;
import java.nio.ByteOrder;

/**
 * States of a frontier sweep with their counts, packed in one {@code byte[]}: the form in which a
 * generation's partition is kept, shuffled and checkpointed. A byte array is written in bulk by
 * every Spark serializer (Java's or Kryo's), so a state costs 8 bytes and its count 8 bytes a word,
 * with no object per state.
 *
 * <p>Layout (little-endian): the number of states (int), the words of each count (int), the length
 * of the completed tours' count (int) and its two's-complement bytes ({@link BigInteger#toByteArray},
 * none for zero), padding to a multiple of 8, then the states ({@code long}s), then the counts
 * (unsigned, {@code words} {@code long}s each, least significant first).
 */
final class StateBlock {

  private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle INTS = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
  private static final int HEADER = 12;

  private StateBlock() {}

  /** The number of states in {@code block}. */
  static int size(byte[] block) {
    return (int) INTS.get(block, 0);
  }

  /** The words of each count in {@code block}. */
  static int words(byte[] block) {
    return (int) INTS.get(block, 4);
  }

  /** The count of the tours completed that {@code block} carries. */
  static BigInteger completed(byte[] block) {
    int length = (int) INTS.get(block, 8);
    return length == 0 ? BigInteger.ZERO : new BigInteger(block, HEADER, length);
  }

  /** The offset of the first state. */
  static int statesAt(byte[] block) {
    return align(HEADER + (int) INTS.get(block, 8));
  }

  /** The offset of the first count, given {@link #statesAt}. */
  static int countsAt(byte[] block, int statesAt) {
    return statesAt + 8 * size(block);
  }

  static long longAt(byte[] block, int offset) {
    return (long) LONGS.get(block, offset);
  }

  static void putLong(byte[] block, int offset, long value) {
    LONGS.set(block, offset, value);
  }

  /**
   * A block of {@code size} states whose counts take {@code words} words, with the completed tours'
   * count written and room for the states and counts; returns it with its states at {@link
   * #statesAt}.
   *
   * @throws IllegalStateException if the block would not fit in a byte array
   */
  static byte[] allocate(int size, int words, BigInteger completed) {
    byte[] extra = completed.signum() == 0 ? new byte[0] : completed.toByteArray();
    long bytes = align(HEADER + extra.length) + (long) size * 8 * (1 + words);
    if (bytes > Integer.MAX_VALUE - 16) {
      throw new IllegalStateException(
          "a partition of " + size + " states with " + words + "-word counts does not fit in one block;"
              + " ask for fewer states per partition");
    }
    byte[] block = new byte[(int) bytes];
    INTS.set(block, 0, size);
    INTS.set(block, 4, words);
    INTS.set(block, 8, extra.length);
    System.arraycopy(extra, 0, block, HEADER, extra.length);
    return block;
  }

  /** A block of one state with a count of one: the generation before the first square. */
  static byte[] of(long state) {
    byte[] block = allocate(1, 1, BigInteger.ZERO);
    int at = statesAt(block);
    putLong(block, at, state);
    putLong(block, at + 8, 1L);
    return block;
  }

  /** The count of the state {@code index}, as a number: for tests and the completed tours. */
  static BigInteger count(byte[] block, int index) {
    int words = words(block);
    int at = countsAt(block, statesAt(block)) + 8 * index * words;
    return unsigned(block, at, words);
  }

  /** The unsigned number in {@code words} little-endian words from {@code offset}. */
  static BigInteger unsigned(byte[] block, int offset, int words) {
    byte[] magnitude = new byte[8 * words + 1];
    for (int w = 0; w < words; w++) {
      long word = longAt(block, offset + 8 * w);
      for (int b = 0; b < 8; b++) {
        magnitude[magnitude.length - 1 - 8 * w - b] = (byte) (word >>> (8 * b));
      }
    }
    return new BigInteger(magnitude);
  }

  private static int align(int offset) {
    return (offset + 7) & ~7;
  }
}
