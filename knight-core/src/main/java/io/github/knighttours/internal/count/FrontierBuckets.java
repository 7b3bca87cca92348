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
 * each other, and the block's place is recorded so that the merge can hand blocks to threads. An
 * entry is its key as 8 little-endian bytes and its count's words as unsigned varints; an entry
 * never straddles two blocks. The files live only while their square is decided: a crash leaves
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

  /** One thread's blocks, one a bucket. Not thread-safe: one a thread. */
  final class Out {
    private final byte[][] block = new byte[files.length][];
    private final int[] used = new int[files.length];
    private final int[] entries = new int[files.length];

    /** Adds the successor {@code key} with the count at {@code counts[offset..offset + words)} to bucket b. */
    void add(int b, long key, long[] counts, int offset) {
      byte[] out = block[b];
      if (out == null) {
        out = block[b] = new byte[blockBytes];
      }
      int at = used[b];
      if (at + entryBytes(words) > blockBytes) {
        flush(b);
        at = 0;
      }
      for (int i = 0; i < 8; i++) {
        out[at++] = (byte) (key >>> (8 * i));
      }
      for (int w = 0; w < words; w++) {
        at = FrontierGeneration.putVarint(out, at, counts[offset + w]);
      }
      used[b] = at;
      entries[b]++;
    }

    /** Writes every block that holds entries. */
    void flushAll() {
      for (int b = 0; b < block.length; b++) {
        flush(b);
      }
    }

    private void flush(int b) {
      int length = used[b];
      if (length == 0) {
        return;
      }
      long position = ends[b].getAndAdd(length);
      ByteBuffer buffer = ByteBuffer.wrap(block[b], 0, length);
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
        list.add(new long[] {position, length, entries[b]});
      }
      bytes.addAndGet(length);
      used[b] = 0;
      entries[b] = 0;
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
    for (int e = 0; e < n; e++) {
      int base = e * stride;
      long key = 0;
      for (int j = 0; j < 8; j++) {
        key |= (in[at++] & 0xffL) << (8 * j);
      }
      into[base] = key;
      for (int w = 1; w <= words; w++) {
        long v = 0;
        int shift = 0;
        byte x;
        do {
          x = in[at++];
          v |= (long) (x & 0x7f) << shift;
          shift += 7;
        } while (x < 0);
        into[base + w] = v;
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
