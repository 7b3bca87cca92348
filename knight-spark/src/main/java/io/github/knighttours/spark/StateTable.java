package io.github.knighttours.spark;

import io.github.knighttours.count.FrontierSweep;
import java.math.BigInteger;
import java.util.Arrays;

/**
 * Adds up the counts of equal states in primitive arrays (open addressing, linear probing): the
 * map-side combine of a task's successors and the merge of the blocks a partition receives. Counts
 * are unsigned words, one at first; when a sum needs one more word, every count is widened, so no
 * count is ever wrong, whatever its size. Not thread-safe: one per task.
 *
 * <p>Performance: an add is one hash and (amortised) O(1) probes; the table takes 16 bytes a slot
 * with one-word counts, at most twice as many slots as states.
 */
final class StateTable {

  /** Never a state of the table: the sweep reports completed tours by it, and they are kept apart. */
  private static final long EMPTY = FrontierSweep.COMPLETED;

  private long[] keys;
  private long[] counts;
  private int words = 1;
  private int size;
  private int shift;

  /** A table sized for about {@code expected} states. */
  StateTable(long expected) {
    int capacity = Integer.highestOneBit((int) Math.min(1 << 30, Math.max(16, expected * 2 - 1))) << 1;
    allocate(capacity);
  }

  private void allocate(int capacity) {
    keys = new long[capacity];
    Arrays.fill(keys, EMPTY);
    counts = new long[capacity * words];
    shift = 64 - Integer.numberOfTrailingZeros(capacity);
  }

  /** The number of different states added. */
  int size() {
    return size;
  }

  /** The words each count takes now. */
  int words() {
    return words;
  }

  /** Spreads the bits of a state (Stafford's mix 13): high bits index the table, low bits the partition. */
  static long mix(long state) {
    long z = state;
    z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
    z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
    return z ^ (z >>> 31);
  }

  /** The partition, of {@code partitions}, that {@code state} belongs to in the next generation. */
  static int partitionOf(long state, int partitions) {
    return (int) (((mix(state) & 0xFFFFFFFFL) * partitions) >>> 32);
  }

  /**
   * Adds the count of {@code srcWords} words at {@code countAt} in {@code block} to the count of
   * {@code state}.
   */
  void add(long state, byte[] block, int countAt, int srcWords) {
    if (srcWords > words) {
      widen(srcWords);
    }
    int slot = slotOf(state);
    if (words == 1) {
      long before = counts[slot];
      long sum = before + StateBlock.longAt(block, countAt);
      counts[slot] = sum;
      if (Long.compareUnsigned(sum, before) < 0) {
        widen(2);
        counts[2 * slot + 1] = 1;
      }
      return;
    }
    int base = slot * words;
    long carry = 0;
    for (int w = 0; w < words; w++) {
      long add = w < srcWords ? StateBlock.longAt(block, countAt + 8 * w) : 0;
      if (w >= srcWords && carry == 0) {
        break;
      }
      long before = counts[base + w];
      long sum = before + add;
      long carryOut = Long.compareUnsigned(sum, before) < 0 ? 1 : 0;
      long withCarry = sum + carry;
      if (carry != 0 && withCarry == 0) {
        carryOut = 1;
      }
      counts[base + w] = withCarry;
      carry = carryOut;
    }
    if (carry != 0) {
      widen(words + 1);
      counts[slot * words + words - 1] = 1;
    }
  }

  /** The slot of {@code state}, which is added (count zero) if absent. */
  private int slotOf(long state) {
    if (size + 1 > keys.length >>> 1) {
      rehash(keys.length << 1);
    }
    int mask = keys.length - 1;
    int i = (int) (mix(state) >>> shift);
    while (true) {
      long key = keys[i];
      if (key == state) {
        return i;
      }
      if (key == EMPTY) {
        keys[i] = state;
        size++;
        return i;
      }
      i = (i + 1) & mask;
    }
  }

  private void rehash(int capacity) {
    if (capacity <= 0 || capacity > 1 << 30) {
      throw new IllegalStateException("a task's table of states outgrew 2^29 states; ask for fewer states per partition");
    }
    long[] oldKeys = keys;
    long[] oldCounts = counts;
    allocate(capacity);
    int mask = capacity - 1;
    for (int old = 0; old < oldKeys.length; old++) {
      long key = oldKeys[old];
      if (key != EMPTY) {
        int i = (int) (mix(key) >>> shift);
        while (keys[i] != EMPTY) {
          i = (i + 1) & mask;
        }
        keys[i] = key;
        System.arraycopy(oldCounts, old * words, counts, i * words, words);
      }
    }
  }

  private void widen(int newWords) {
    long[] wider = new long[keys.length * newWords];
    for (int slot = 0; slot < keys.length; slot++) {
      System.arraycopy(counts, slot * words, wider, slot * newWords, words);
    }
    counts = wider;
    words = newWords;
  }

  /** The words the largest count needs (at least one). */
  private int wordsNeeded() {
    int needed = 1;
    for (int slot = 0; slot < keys.length && needed < words; slot++) {
      if (keys[slot] != EMPTY) {
        for (int w = words - 1; w >= needed; w--) {
          if (counts[slot * words + w] != 0) {
            needed = w + 1;
            break;
          }
        }
      }
    }
    return needed;
  }

  /**
   * The states and counts as one block for each of {@code partitions} partitions ({@link
   * #partitionOf}), null where a partition gets no states; {@code completed}, if not zero, goes with
   * partition 0's block, and with one partition the block is always made.
   */
  byte[][] toBlocks(int partitions, BigInteger completed) {
    int[] sizes = new int[partitions];
    for (long key : keys) {
      if (key != EMPTY) {
        sizes[partitions == 1 ? 0 : partitionOf(key, partitions)]++;
      }
    }
    int outWords = wordsNeeded();
    byte[][] blocks = new byte[partitions][];
    int[] stateAt = new int[partitions];
    int[] countAt = new int[partitions];
    for (int p = 0; p < partitions; p++) {
      boolean withCompleted = p == 0 && completed.signum() != 0;
      if (sizes[p] > 0 || withCompleted || partitions == 1) {
        blocks[p] = StateBlock.allocate(sizes[p], outWords, p == 0 ? completed : BigInteger.ZERO);
        stateAt[p] = StateBlock.statesAt(blocks[p]);
        countAt[p] = StateBlock.countsAt(blocks[p], stateAt[p]);
      }
    }
    for (int slot = 0; slot < keys.length; slot++) {
      long key = keys[slot];
      if (key != EMPTY) {
        int p = partitions == 1 ? 0 : partitionOf(key, partitions);
        byte[] block = blocks[p];
        StateBlock.putLong(block, stateAt[p], key);
        stateAt[p] += 8;
        for (int w = 0; w < outWords; w++) {
          StateBlock.putLong(block, countAt[p], counts[slot * words + w]);
          countAt[p] += 8;
        }
      }
    }
    return blocks;
  }
}
