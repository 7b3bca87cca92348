package io.github.knighttours.internal.count;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
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
 * <p>A file holds the runs back to back, each entry its key and then its count's words, as
 * little-endian longs; the run sizes live in the checkpoint that names the file, and so does the
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
  private final long[] runStarts; // byte offset of each run in the file
  private final Path file;
  private final long size;
  private final long checksum; // CRC32C of the file, or -1 for a generation in memory
  // Chunk c is entries [chunkFrom[c], chunkFrom[c] + chunkEntries[c]) of run chunkRun[c].
  private final int[] chunkRun;
  private final long[] chunkFrom;
  private final int[] chunkEntries;
  private FileChannel channel;

  private FrontierGeneration(int words, FrontierRun[] runs, long[] runEntries, Path file, long checksum) {
    this.words = words;
    this.checksum = checksum;
    this.runs = runs;
    this.runEntries = runEntries;
    this.file = file;
    this.runStarts = new long[runEntries.length];
    long total = 0;
    long chunks = 0;
    for (int r = 0; r < runEntries.length; r++) {
      runStarts[r] = total * 8 * (1 + words);
      total += runEntries[r];
      chunks += (runEntries[r] + CHUNK - 1) / CHUNK;
    }
    this.size = total;
    this.chunkRun = new int[Math.toIntExact(chunks)];
    this.chunkFrom = new long[chunkRun.length];
    this.chunkEntries = new int[chunkRun.length];
    int c = 0;
    for (int r = 0; r < runEntries.length; r++) {
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
    return new FrontierGeneration(words, runs, entries, null, -1);
  }

  /**
   * A generation in {@code file}, whose runs have the given numbers of entries and whose bytes
   * have the CRC32C {@code checksum} (checked only by {@link #verify}).
   *
   * @throws IllegalArgumentException if the file's length is not what the runs need
   */
  static FrontierGeneration inFile(Path file, int words, long[] runEntries, long checksum) {
    FrontierGeneration generation = new FrontierGeneration(words, null, runEntries.clone(), file, checksum);
    long expected = generation.size * 8 * (1 + words);
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
    return runs == null ? size * 8 * (1 + words) : 0;
  }

  /** A thread's window on one chunk: the array holding it, where it starts, and its layout. */
  static final class ChunkView {
    long[] array;
    int offset;
    int entries;
    int stride;
    private long[] buffer;
    private ByteBuffer bytes;

    /** Where entry {@code i}'s key is in {@link #array}. */
    int at(int i) {
      return offset + i * stride;
    }

    private long[] buffer(int longs) {
      if (buffer == null || buffer.length < longs) {
        buffer = new long[longs];
      }
      return buffer;
    }

    private ByteBuffer bytes(int length) {
      if (bytes == null || bytes.capacity() < length) {
        bytes = ByteBuffer.allocateDirect(length).order(ByteOrder.LITTLE_ENDIAN);
      }
      bytes.clear().limit(length);
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
    if (runs != null) {
      source = runs[chunkRun[c]].array();
      sourceOffset = (int) (chunkFrom[c] * stride);
    } else {
      source = view.buffer(n * Math.max(stride, targetStride));
      sourceOffset = 0;
      readFromFile(runStarts[chunkRun[c]] + chunkFrom[c] * 8 * stride, n * stride, source, view);
    }
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

  private void readFromFile(long position, int longs, long[] into, ChunkView view) {
    ByteBuffer bytes = view.bytes(longs * 8);
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
    bytes.flip();
    bytes.asLongBuffer().get(into, 0, longs);
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
    private ByteBuffer bytes;
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

    /** Adds a run; a writer to a file writes it and keeps nothing of it. */
    synchronized void add(FrontierRun run) {
      if (run.words() != words) {
        throw new IllegalArgumentException("a run of " + run.words() + "-word counts in a generation of " + words);
      }
      if (run.size() == 0) {
        return;
      }
      entries.add((long) run.size());
      if (file == null) {
        runs.add(run);
        heapBytes += run.bytes();
        return;
      }
      long[] data = run.array();
      int length = data.length * 8;
      if (bytes == null || bytes.capacity() < length) {
        bytes = ByteBuffer.allocateDirect(Math.max(length, 1 << 16)).order(ByteOrder.LITTLE_ENDIAN);
      }
      bytes.clear();
      bytes.asLongBuffer().put(data);
      bytes.limit(length);
      crc.update(bytes.duplicate());
      try {
        while (bytes.hasRemaining()) {
          channel.write(bytes);
        }
      } catch (IOException e) {
        throw new UncheckedIOException("could not write the frontier generation " + file + ": " + e.getMessage(), e);
      }
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
      return inFile(file, words, sizes, crc.getValue());
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
