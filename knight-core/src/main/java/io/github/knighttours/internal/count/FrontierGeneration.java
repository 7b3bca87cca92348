package io.github.knighttours.internal.count;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.zip.CRC32C;

/**
 * A finished generation of the frontier sweep: its states and counts as packed runs (the layout
 * of {@link FrontierRun}), held in memory or in a file. The sweep reads it in chunks of at most
 * {@link #CHUNK} entries, which the threads take one at a time, and it never needs more than a
 * chunk of a generation on disk in memory at once: that is what lets a count whose generations
 * do not fit the heap go on (the next one is built a group of parts at a time).
 *
 * <p>A file holds the runs back to back, each run's entries sorted by key and coded compactly:
 * an entry is the difference from the previous key of its run (the first from 0) and then each
 * of its count's words, all as unsigned varints (7 bits a byte, low bits first), so a state takes
 * a few bytes rather than the 16 of a key and a one-word count as longs. Each run is one chunk.
 * The run sizes (entries and bytes) live in the checkpoint that names the file, and so does the
 * file's CRC32C, computed by the {@link Writer} over the bytes as it writes them (no pass of its
 * own). {@link #verify} reads the whole file once to check it; a resumed sweep does that before
 * it uses the file, so a damaged generation whose states still decode never reaches a count.
 */
final class FrontierGeneration {

  /** The most entries a chunk has. */
  static final int CHUNK = 1 << 14;

  private final int words;
  private final FrontierRun[] runs; // null for a generation in a file
  private final long[] runEntries;
  private final long[] runBytes; // bytes of each run in the file, or null in memory
  private final long[] runStarts; // byte offset of each run in the file
  private final Path file;
  private final long size;
  private final long bytesOnDisk;
  private final long checksum; // CRC32C of the file, or -1 for a generation in memory
  // Chunk c is entries [chunkFrom[c], chunkFrom[c] + chunkEntries[c]) of run chunkRun[c].
  private final int[] chunkRun;
  private final long[] chunkFrom;
  private final int[] chunkEntries;
  private FileChannel channel;

  private FrontierGeneration(
      int words, FrontierRun[] runs, long[] runEntries, long[] runBytes, Path file, long checksum) {
    this.words = words;
    this.checksum = checksum;
    this.runs = runs;
    this.runEntries = runEntries;
    this.runBytes = runBytes;
    this.file = file;
    this.runStarts = new long[runEntries.length];
    long total = 0;
    long chunks = 0;
    long offset = 0;
    for (int r = 0; r < runEntries.length; r++) {
      runStarts[r] = offset;
      if (runBytes != null) {
        offset += runBytes[r];
      }
      total += runEntries[r];
      // A run in a file is one chunk: its varints are read from its start.
      chunks += runBytes != null ? 1 : (runEntries[r] + CHUNK - 1) / CHUNK;
    }
    this.size = total;
    this.bytesOnDisk = offset;
    this.chunkRun = new int[Math.toIntExact(chunks)];
    this.chunkFrom = new long[chunkRun.length];
    this.chunkEntries = new int[chunkRun.length];
    int c = 0;
    for (int r = 0; r < runEntries.length; r++) {
      if (runBytes != null) {
        chunkRun[c] = r;
        chunkEntries[c] = Math.toIntExact(runEntries[r]);
        c++;
        continue;
      }
      for (long from = 0; from < runEntries[r]; from += CHUNK) {
        chunkRun[c] = r;
        chunkFrom[c] = from;
        chunkEntries[c] = (int) Math.min(CHUNK, runEntries[r] - from);
        c++;
      }
    }
  }

  /** A generation held in memory. */
  static FrontierGeneration inMemory(FrontierRun[] runs, int words) {
    long[] entries = new long[runs.length];
    for (int r = 0; r < runs.length; r++) {
      if (runs[r].words() != words) {
        throw new IllegalArgumentException("run " + r + " has " + runs[r].words() + "-word counts, not " + words);
      }
      entries[r] = runs[r].size();
    }
    return new FrontierGeneration(words, runs, entries, null, null, -1);
  }

  /**
   * A generation in {@code file}, whose runs have the given numbers of entries and of bytes and
   * whose bytes have the CRC32C {@code checksum} (checked only by {@link #verify}).
   *
   * @throws IllegalArgumentException if the file's length is not what the runs need
   */
  static FrontierGeneration inFile(Path file, int words, long[] runEntries, long[] runBytes, long checksum) {
    if (runEntries.length != runBytes.length) {
      throw new IllegalArgumentException(
          "runEntries and runBytes differ in length: " + runEntries.length + " and " + runBytes.length);
    }
    FrontierGeneration generation =
        new FrontierGeneration(words, null, runEntries.clone(), runBytes.clone(), file, checksum);
    long expected = generation.bytesOnDisk;
    long actual;
    try {
      actual = Files.size(file);
    } catch (IOException e) {
      throw new UncheckedIOException("could not read the frontier generation " + file + ": " + e.getMessage(), e);
    }
    if (actual != expected) {
      throw new IllegalArgumentException(
          "the frontier generation " + file + " is cut short or damaged: " + actual + " bytes, expected " + expected);
    }
    return generation;
  }

  int words() {
    return words;
  }

  /** The CRC32C of the file's bytes, or -1 for a generation in memory. */
  long checksum() {
    return checksum;
  }

  /**
   * Whether the file's bytes have the checksum this generation was opened with: one sequential
   * read of the whole file. True for a generation in memory.
   */
  boolean verify() {
    if (file == null) {
      return true;
    }
    CRC32C crc = new CRC32C();
    ByteBuffer buffer = ByteBuffer.allocateDirect(1 << 20);
    try (FileChannel in = FileChannel.open(file, StandardOpenOption.READ)) {
      while (in.read(buffer.clear()) >= 0) {
        crc.update(buffer.flip());
      }
    } catch (IOException e) {
      throw new UncheckedIOException("could not read the frontier generation " + file + ": " + e.getMessage(), e);
    }
    return crc.getValue() == checksum;
  }

  /** All entries. */
  long size() {
    return size;
  }

  int chunks() {
    return chunkRun.length;
  }

  /** The file holding this generation, or null if it is in memory. */
  Path file() {
    return file;
  }

  /** The entries of each run, in order. */
  long[] runEntries() {
    return runEntries.clone();
  }

  /** The bytes of each run in the file, in order; null for a generation in memory. */
  long[] runBytes() {
    return runBytes == null ? null : runBytes.clone();
  }

  /** Bytes this generation takes on the heap: its runs, or nothing for one in a file. */
  long heapBytes() {
    if (runs == null) {
      return 0;
    }
    long n = 0;
    for (FrontierRun run : runs) {
      n += run.bytes();
    }
    return n;
  }

  /** Bytes this generation takes on disk. */
  long fileBytes() {
    return runs == null ? bytesOnDisk : 0;
  }

  /** A thread's window on one chunk: the array holding it, where it starts, and its layout. */
  static final class ChunkView {
    long[] array;
    int offset;
    int entries;
    int stride;
    private long[] buffer;
    private byte[] bytes;

    /** Where entry {@code i}'s key is in {@link #array}. */
    int at(int i) {
      return offset + i * stride;
    }

    long[] buffer(int longs) {
      if (buffer == null || buffer.length < longs) {
        buffer = new long[longs];
      }
      return buffer;
    }

    byte[] bytes(int length) {
      if (bytes == null || bytes.length < length) {
        bytes = new byte[Math.max(length, 1 << 12)];
      }
      return bytes;
    }
  }

  /**
   * Points {@code view} at chunk {@code c}, with counts of {@code targetWords} words (at least
   * {@link #words()}: a generation is read wider after a count outgrew its words). Safe to call
   * from several threads with different views.
   */
  void read(int c, int targetWords, ChunkView view) {
    int n = chunkEntries[c];
    int stride = 1 + words;
    int targetStride = 1 + targetWords;
    long[] source;
    int sourceOffset;
    if (runs == null) {
      int r = chunkRun[c];
      int length = Math.toIntExact(runBytes[r]);
      byte[] bytes = view.bytes(length);
      readFromFile(runStarts[r], bytes, length);
      view.array = view.buffer(n * targetStride);
      view.offset = 0;
      view.entries = n;
      view.stride = targetStride;
      decodeRun(bytes, length, n, words, view.array, targetStride);
      return;
    }
    source = runs[chunkRun[c]].array();
    sourceOffset = (int) (chunkFrom[c] * stride);
    if (targetWords == words) {
      view.array = source;
      view.offset = sourceOffset;
    } else {
      // Wider counts: copy each entry to its wider slot, last first (the buffer may be the source).
      long[] wide = view.buffer(n * targetStride);
      for (int i = n - 1; i >= 0; i--) {
        int from = sourceOffset + i * stride;
        int to = i * targetStride;
        long key = source[from];
        for (int w = targetWords; w >= 1; w--) {
          wide[to + w] = w <= words ? source[from + w] : 0;
        }
        wide[to] = key;
      }
      view.array = wide;
      view.offset = 0;
    }
    view.entries = n;
    view.stride = targetStride;
  }

  /**
   * Decodes {@code n} entries of a run (varints, keys as differences) from {@code bytes[0..length)}
   * into {@code into}, {@code stride} longs an entry, the words past {@code words} zero.
   *
   * @throws IllegalStateException if the bytes do not hold exactly n such entries
   */
  private void decodeRun(byte[] bytes, int length, int n, int words, long[] into, int stride) {
    int at = 0;
    long key = 0;
    for (int i = 0; i < n; i++) {
      int base = i * stride;
      for (int w = 0; w <= words; w++) {
        long v = 0;
        int shift = 0;
        while (true) {
          if (at >= length || shift > 63) {
            throw new IllegalStateException("a run of " + file + " does not decode at byte " + at);
          }
          byte b = bytes[at++];
          v |= (long) (b & 0x7f) << shift;
          if (b >= 0) {
            break;
          }
          shift += 7;
        }
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
    if (at != length) {
      throw new IllegalStateException("a run of " + file + " has " + (length - at) + " bytes past its entries");
    }
  }

  /** Appends {@code v} as an unsigned varint to {@code out} at {@code at}; returns the end. */
  static int putVarint(byte[] out, int at, long v) {
    while ((v & ~0x7fL) != 0) {
      out[at++] = (byte) ((v & 0x7f) | 0x80);
      v >>>= 7;
    }
    out[at++] = (byte) v;
    return at;
  }

  /**
   * The bytes of {@code run} as a file stores them: its entries in order, each the difference of
   * its key from the previous one and its count's words, as varints. Returns the length used of
   * the array (which may be longer).
   */
  static byte[] encodeRun(FrontierRun run, int[] length) {
    int words = run.words();
    int n = run.size();
    long[] data = run.array();
    byte[] out = new byte[n * 10 * (1 + words)];
    int at = 0;
    long previous = 0;
    for (int i = 0, j = 0; i < n; i++, j += 1 + words) {
      long key = data[j];
      at = putVarint(out, at, key - previous);
      previous = key;
      for (int w = 1; w <= words; w++) {
        at = putVarint(out, at, data[j + w]);
      }
    }
    length[0] = at;
    return out;
  }

  private void readFromFile(long position, byte[] into, int length) {
    ByteBuffer bytes = ByteBuffer.wrap(into, 0, length);
    try {
      FileChannel ch = channel();
      long at = position;
      while (bytes.hasRemaining()) {
        int read = ch.read(bytes, at);
        if (read < 0) {
          throw new IllegalArgumentException("the frontier generation " + file + " is cut short");
        }
        at += read;
      }
    } catch (IOException e) {
      throw new UncheckedIOException("could not read the frontier generation " + file + ": " + e.getMessage(), e);
    }
  }

  private synchronized FileChannel channel() throws IOException {
    if (channel == null) {
      channel = FileChannel.open(file, StandardOpenOption.READ);
    }
    return channel;
  }

  /** Closes the file, if open. The generation can still be read: the file is opened again. */
  synchronized void close() {
    if (channel != null) {
      try {
        channel.close();
      } catch (IOException e) {
        // Only read from: nothing written is lost.
      }
      channel = null;
    }
  }

  /**
   * Builds a generation, one run (a finished part) at a time, in memory or into a file. Runs are
   * added by several threads at once.
   */
  static final class Writer {
    private final int words;
    private final Path file;
    private final java.util.List<FrontierRun> runs = new java.util.ArrayList<>();
    private final java.util.List<Long> entries = new java.util.ArrayList<>();
    private FileChannel channel;
    private final java.util.List<Long> runBytes = new java.util.ArrayList<>();
    private long fileBytes;
    private long heapBytes;
    private final CRC32C crc = new CRC32C(); // of the bytes written so far, in file order

    /** A writer that keeps the runs in memory ({@code file} null) or writes them to {@code file}. */
    Writer(int words, Path file) {
      this.words = words;
      this.file = file;
      if (file != null) {
        try {
          channel =
              FileChannel.open(
                  file, StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.WRITE);
        } catch (IOException e) {
          throw new UncheckedIOException("could not write the frontier generation " + file + ": " + e.getMessage(), e);
        }
      }
    }

    /** The entries added so far. */
    synchronized long size() {
      long n = 0;
      for (long e : entries) {
        n += e;
      }
      return n;
    }

    /** Whether the runs are kept in memory rather than written to a file. */
    boolean inMemory() {
      return file == null;
    }

    /** Bytes the runs kept in memory take. */
    synchronized long heapBytes() {
      return heapBytes;
    }

    /**
     * Adds a run; a writer to a file writes it (coded as the file stores runs, outside the lock, so
     * that threads code their runs at once) and keeps nothing of it. Runs sorted by key take the
     * fewest bytes.
     */
    void add(FrontierRun run) {
      if (run.words() != words) {
        throw new IllegalArgumentException("a run of " + run.words() + "-word counts in a generation of " + words);
      }
      if (run.size() == 0) {
        return;
      }
      if (file == null) {
        synchronized (this) {
          entries.add((long) run.size());
          runs.add(run);
          heapBytes += run.bytes();
        }
        return;
      }
      int[] length = new int[1];
      byte[] coded = encodeRun(run, length);
      ByteBuffer out = ByteBuffer.wrap(coded, 0, length[0]);
      synchronized (this) {
        entries.add((long) run.size());
        runBytes.add((long) length[0]);
        fileBytes += length[0];
        crc.update(out.duplicate());
        try {
          while (out.hasRemaining()) {
            channel.write(out);
          }
        } catch (IOException e) {
          throw new UncheckedIOException("could not write the frontier generation " + file + ": " + e.getMessage(), e);
        }
      }
    }

    /** Bytes written to the file so far. */
    synchronized long fileBytes() {
      return fileBytes;
    }

    /** The finished generation; a file is forced to the disk first. */
    synchronized FrontierGeneration finish() {
      long[] sizes = entries.stream().mapToLong(Long::longValue).toArray();
      if (file == null) {
        if (runs.isEmpty()) {
          return FrontierGeneration.inMemory(new FrontierRun[] {new FrontierRun(new long[0], words)}, words);
        }
        return FrontierGeneration.inMemory(runs.toArray(FrontierRun[]::new), words);
      }
      try {
        channel.force(false);
        channel.close();
      } catch (IOException e) {
        throw new UncheckedIOException("could not write the frontier generation " + file + ": " + e.getMessage(), e);
      }
      channel = null;
      return inFile(file, words, sizes, runBytes.stream().mapToLong(Long::longValue).toArray(), crc.getValue());
    }

    /** Drops what was written: the runs, or the file. */
    synchronized void discard() {
      runs.clear();
      heapBytes = 0;
      if (file != null) {
        try {
          if (channel != null) {
            channel.close();
          }
          Files.deleteIfExists(file);
        } catch (IOException e) {
          throw new UncheckedIOException("could not delete the unfinished frontier generation " + file, e);
        }
        channel = null;
      }
    }
  }
}
