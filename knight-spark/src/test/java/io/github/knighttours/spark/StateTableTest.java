package io.github.knighttours.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.math.BigInteger;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The primitive table of states and the packed blocks, against BigInteger sums. */
class StateTableTest {

  private static final BigInteger WORD = BigInteger.ONE.shiftLeft(64);

  /** A block of one state with {@code count}, in as many words as it needs. */
  private static byte[] block(long state, BigInteger count) {
    int words = Math.max(1, (count.bitLength() + 63) / 64);
    byte[] block = StateBlock.allocate(1, words, BigInteger.ZERO);
    int at = StateBlock.statesAt(block);
    StateBlock.putLong(block, at, state);
    for (int w = 0; w < words; w++) {
      StateBlock.putLong(block, at + 8 + 8 * w, count.shiftRight(64 * w).longValue());
    }
    return block;
  }

  private static void add(StateTable table, long state, BigInteger count) {
    byte[] block = block(state, count);
    table.add(state, block, StateBlock.countsAt(block, StateBlock.statesAt(block)), StateBlock.words(block));
  }

  private static Map<Long, BigInteger> read(byte[] block) {
    Map<Long, BigInteger> counts = new HashMap<>();
    int at = StateBlock.statesAt(block);
    for (int i = 0; i < StateBlock.size(block); i++) {
      counts.put(StateBlock.longAt(block, at + 8 * i), StateBlock.count(block, i));
    }
    return counts;
  }

  @Test
  void sumsPastOneWordWidenTheCounts() {
    StateTable table = new StateTable(4);
    BigInteger max = WORD.subtract(BigInteger.ONE);
    add(table, 7, max);
    add(table, 7, max);
    add(table, 9, BigInteger.ONE);
    assertEquals(2, table.words());
    // A carry through a full word into a third.
    BigInteger twoWordsFull = WORD.multiply(WORD).subtract(BigInteger.ONE);
    add(table, 11, twoWordsFull);
    add(table, 11, BigInteger.ONE);
    assertEquals(3, table.words());
    byte[] block = table.toBlocks(1, BigInteger.TEN)[0];
    assertEquals(Map.of(7L, max.shiftLeft(1), 9L, BigInteger.ONE, 11L, WORD.multiply(WORD)), read(block));
    assertEquals(BigInteger.TEN, StateBlock.completed(block));
  }

  /** Random states and counts (some of two and three words), in blocks split over partitions. */
  @Test
  void randomSumsMatchBigIntegerSumsAcrossPartitions() {
    Random random = new Random(28);
    StateTable table = new StateTable(16);
    Map<Long, BigInteger> expected = new HashMap<>();
    for (int i = 0; i < 20_000; i++) {
      long state = random.nextInt(3000) * 0x9E3779B97F4A7C15L;
      BigInteger count = new BigInteger(random.nextInt(4) == 0 ? 150 : 63, random);
      add(table, state, count);
      expected.merge(state, count, BigInteger::add);
    }
    assertEquals(expected.size(), table.size());
    byte[][] blocks = table.toBlocks(7, BigInteger.ONE.shiftLeft(100));
    Map<Long, BigInteger> actual = new HashMap<>();
    for (int p = 0; p < blocks.length; p++) {
      if (blocks[p] != null) {
        assertEquals(p == 0 ? BigInteger.ONE.shiftLeft(100) : BigInteger.ZERO, StateBlock.completed(blocks[p]));
        for (Map.Entry<Long, BigInteger> entry : read(blocks[p]).entrySet()) {
          assertEquals(p, StateTable.partitionOf(entry.getKey(), 7), "the state's partition");
          actual.put(entry.getKey(), entry.getValue());
        }
      }
    }
    assertEquals(expected, actual);
  }

  @Test
  void blocksKeepOnlyTheWordsTheyNeed() {
    StateTable table = new StateTable(4);
    add(table, 5, WORD.add(BigInteger.ONE));
    assertEquals(2, table.words());
    StateTable small = new StateTable(4);
    add(small, 5, BigInteger.valueOf(3));
    byte[][] blocks = small.toBlocks(2, BigInteger.ZERO);
    byte[] only = blocks[StateTable.partitionOf(5, 2)];
    assertNull(blocks[1 - StateTable.partitionOf(5, 2)]);
    assertEquals(1, StateBlock.words(only));
    assertEquals(2, StateBlock.words(table.toBlocks(1, BigInteger.ZERO)[0]));
  }
}
