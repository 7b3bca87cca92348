package io.github.knighttours.internal.count;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The successors of one square of a sweep on disk whose next generation does not fit the memory
 * allowed, spread over bucket files by a hash of the state (the bucket is a range of the next
 * generation's parts): the current generation is expanded once, and each bucket, which holds
 * every successor that can meet the states of its parts, is then summed in memory on its own.
 * (The counter sums the first bucket's successors as it makes them; its file stays empty.)
 *
 * <p>Each thread fills a block (a byte array) a bucket and appends it to the bucket's file when
 * full: every block is written at a position reserved by an atomic add, so threads never wait for
 * each other, and the block's place is recorded so that the merge can hand blocks to threads. A
 * block's entries are sorted by key, equal keys summed, each coded as its key's difference from
 * the one before and its count's words, all unsigned varints (as a generation's runs are). The files live only while their square is decided: a crash leaves
 * them to be deleted (the square is done again from its checkpoint), so they carry no checksum.
 */
final class FrontierBuckets implements AutoCloseable {

  private final Path[] files;
  private final FileChannel[] channels;
  private final AtomicLong[] ends;
  private final List<List<long[]>> blocks = new ArrayList<>(); // per bucket: {position, bytes, entries}
  private final int words;
  private final int blockBytes;
  private final AtomicLong bytes = new AtomicLong();

  /**
   * Opens {@code buckets} empty files named {@code stem + b + ".bucket"} in {@code directory}.
   *
   * @param blockBytes the size of a thread's block a bucket, at least {@link #entryBytes} words
   */
  FrontierBuckets(Path directory, String stem, int buckets, int words, int blockBytes) {
    if (blockBytes < entryBytes(words)) {
      throw new IllegalArgumentException("blockBytes must be at least " + entryBytes(words) + ", got " + blockBytes);
    }
    this.words = words;
    this.blockBytes = blockBytes;
    this.files = new Path[buckets];
    this.channels = new FileChannel[buckets];
    this.ends = new AtomicLong[buckets];
    for (int b = 0; b < buckets; b++) {
      files[b] = directory.resolve(stem + b + ".bucket");
      ends[b] = new AtomicLong();
      blocks.add(new ArrayList<>());
      try {
        channels[b] =
            FileChannel.open(
                files[b], StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.READ,
                StandardOpenOption.WRITE);
      } catch (IOException e) {
        close();
        throw new UncheckedIOException("could not write the bucket file " + files[b] + ": " + e.getMessage(), e);
      }
    }
  }

  /** The most bytes one entry takes: a key and {@code words} varints of at most ten bytes. */
  static int entryBytes(int words) {
    return 8 + 10 * words;
  }

  int buckets() {
    return files.length;
  }

  /** Bytes in all bucket files now. */
  long bytes() {
    return bytes.get();
  }

  /** Blocks written to bucket {@code b}. */
  int blocks(int b) {
    synchronized (blocks.get(b)) {
      return blocks.get(b).size();
    }
  }

  /**
   * One thread's blocks, one a bucket: each gathers entries until it holds {@code blockBytes} of
   * them as longs, then is sorted by key and written coded, each key as its difference from the
   * one before and equal keys summed (while the sum fits the words), so that a block takes far
   * fewer bytes than its longs. Not thread-safe: one a thread.
   */
  final class Out {
    private final int capacity = Math.max(1, blockBytes / (8 * (1 + words)));
    private final long[][] keys = new long[files.length][];
    private final long[][] counts = new long[files.length][];
    private final int[] size = new int[files.length];
    private byte[] coded;

    /** Adds the successor {@code key} with the count at {@code from[offset..offset + words)} to bucket b. */
    void add(int b, long key, long[] from, int offset) {
      if (keys[b] == null) {
        keys[b] = new long[capacity];
        counts[b] = new long[capacity * words];
      }
      int n = size[b];
      if (n == capacity) {
        flush(b);
        n = 0;
      }
      keys[b][n] = key;
      System.arraycopy(from, offset, counts[b], n * words, words);
      size[b] = n + 1;
    }

    /** Writes every block that holds entries. */
    void flushAll() {
      for (int b = 0; b < keys.length; b++) {
        flush(b);
      }
    }

    private void flush(int b) {
      int n = size[b];
      if (n == 0) {
        return;
      }
      long[] k = keys[b];
      long[] c = counts[b];
      sort(k, c, words, 0, n - 1);
      if (coded == null) {
        // A key's difference takes at most ten bytes, as each count word does.
        coded = new byte[capacity * 10 * (1 + words)];
      }
      int length = 0;
      int written = 0;
      long previous = 0;
      for (int i = 0; i < n; ) {
        long key = k[i];
        int base = i * words;
        int j = i + 1;
        // Sum the counts of equal keys into entry i while no carry leaves the top word.
        while (j < n && k[j] == key && addInto(c, base, c, j * words, words)) {
          j++;
        }
        length = FrontierGeneration.putVarint(coded, length, key - previous);
        previous = key;
        for (int w = 0; w < words; w++) {
          length = FrontierGeneration.putVarint(coded, length, c[base + w]);
        }
        written++;
        i = j;
      }
      long position = ends[b].getAndAdd(length);
      ByteBuffer buffer = ByteBuffer.wrap(coded, 0, length);
      try {
        long at = position;
        while (buffer.hasRemaining()) {
          at += channels[b].write(buffer, at);
        }
      } catch (IOException e) {
        throw new UncheckedIOException("could not write the bucket file " + files[b] + ": " + e.getMessage(), e);
      }
      List<long[]> list = blocks.get(b);
      synchronized (list) {
        list.add(new long[] {position, length, written});
      }
      bytes.addAndGet(length);
      size[b] = 0;
    }
  }

  /**
   * Adds the count at {@code from[f..f + words)} to the one at {@code into[t..t + words)} if the
   * sum fits; returns whether it did (nothing changes if not).
   */
  static boolean addInto(long[] into, int t, long[] from, int f, int words) {
    long carry = 0;
    for (int w = 0; w < words; w++) {
      long a = into[t + w];
      long sum = a + from[f + w] + carry;
      carry = (Long.compareUnsigned(sum, a) < 0 || (carry != 0 && sum == a)) ? 1 : 0;
    }
    if (carry != 0) {
      return false;
    }
    carry = 0;
    for (int w = 0; w < words; w++) {
      long a = into[t + w];
      long sum = a + from[f + w] + carry;
      carry = (Long.compareUnsigned(sum, a) < 0 || (carry != 0 && sum == a)) ? 1 : 0;
      into[t + w] = sum;
    }
    return true;
  }

  /**
   * Sorts keys[lo..hi] and their counts ({@code words} longs each) with them: quicksort with a
   * three-way partition (many successors repeat a key, which a two-way partition would make
   * quadratic), insertion sort on short ranges.
   */
  static void sort(long[] keys, long[] counts, int words, int lo, int hi) {
    while (hi - lo > 16) {
      long a = keys[lo];
      long b = keys[(lo + hi) >>> 1];
      long c = keys[hi];
      long pivot = a < b ? (b < c ? b : Math.max(a, c)) : (a < c ? a : Math.max(b, c));
      // keys[lo..lt) < pivot, keys[lt..i) == pivot, keys(gt..hi] > pivot.
      int lt = lo;
      int i = lo;
      int gt = hi;
      while (i <= gt) {
        long k = keys[i];
        if (k < pivot) {
          swap(keys, counts, words, lt++, i++);
        } else if (k > pivot) {
          swap(keys, counts, words, i, gt--);
        } else {
          i++;
        }
      }
      // Recurse into the smaller side, loop on the larger: the stack stays logarithmic.
      if (lt - lo < hi - gt) {
        sort(keys, counts, words, lo, lt - 1);
        lo = gt + 1;
      } else {
        sort(keys, counts, words, gt + 1, hi);
        hi = lt - 1;
      }
    }
    for (int i = lo + 1; i <= hi; i++) {
      for (int j = i; j > lo && keys[j] < keys[j - 1]; j--) {
        swap(keys, counts, words, j, j - 1);
      }
    }
  }

  private static void swap(long[] keys, long[] counts, int words, int a, int b) {
    long t = keys[a];
    keys[a] = keys[b];
    keys[b] = t;
    for (int w = 0; w < words; w++) {
      long u = counts[a * words + w];
      counts[a * words + w] = counts[b * words + w];
      counts[b * words + w] = u;
    }
  }

  /** A new thread's set of blocks. */
  Out out() {
    return new Out();
  }

  /**
   * Reads block {@code i} of bucket {@code b} into {@code view}, with counts of {@code
   * targetWords} words (at least the words written). Safe from several threads with their views.
   */
  void read(int b, int i, int targetWords, FrontierGeneration.ChunkView view) {
    long[] block;
    synchronized (blocks.get(b)) {
      block = blocks.get(b).get(i);
    }
    int length = (int) block[1];
    int n = (int) block[2];
    int stride = 1 + targetWords;
    byte[] in = view.bytes(length);
    ByteBuffer buffer = ByteBuffer.wrap(in, 0, length);
    try {
      long at = block[0];
      while (buffer.hasRemaining()) {
        int read = channels[b].read(buffer, at);
        if (read < 0) {
          throw new IllegalStateException("the bucket file " + files[b] + " is cut short");
        }
        at += read;
      }
    } catch (IOException e) {
      throw new UncheckedIOException("could not read the bucket file " + files[b] + ": " + e.getMessage(), e);
    }
    long[] into = view.buffer(n * stride);
    int at = 0;
    long key = 0;
    for (int e = 0; e < n; e++) {
      int base = e * stride;
      for (int w = 0; w <= words; w++) {
        long v = 0;
        int shift = 0;
        byte x;
        do {
          x = in[at++];
          v |= (long) (x & 0x7f) << shift;
          shift += 7;
        } while (x < 0);
        if (w == 0) {
          key += v;
          into[base] = key;
        } else {
          into[base + w] = v;
        }
      }
      for (int w = words + 1; w < stride; w++) {
        into[base + w] = 0;
      }
    }
    view.array = into;
    view.offset = 0;
    view.entries = n;
    view.stride = stride;
  }

  /** Deletes bucket {@code b}'s file, once merged. */
  void delete(int b) {
    try {
      if (channels[b] != null) {
        channels[b].close();
        channels[b] = null;
      }
      Files.deleteIfExists(files[b]);
    } catch (IOException e) {
      throw new UncheckedIOException("could not delete the bucket file " + files[b] + ": " + e.getMessage(), e);
    }
    bytes.addAndGet(-ends[b].get());
    ends[b].set(0);
  }

  /** Closes and deletes every bucket file. */
  @Override
  public void close() {
    for (int b = 0; b < files.length; b++) {
      if (files[b] != null) {
        delete(b);
      }
    }
  }
}
