package io.github.knighttours.internal.count;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * A frontier sweep's generation on disk, so that a long count can stop and go on later: the
 * board and what is counted, the squares done, the tours completed so far and every state with
 * its count. Written to a temporary file and moved into place, so a crash while writing leaves
 * the previous checkpoint whole.
 */
final class FrontierCheckpoint {

  private static final String MAGIC = "knight-tours frontier checkpoint 1";

  /** What a checkpoint belongs to; a checkpoint of anything else is refused. */
  record Identity(int width, int length, int squares, String mode, int start) {
    String fileName() {
      return "frontier-" + width + "x" + length + "-" + squares + "-" + mode.toLowerCase(java.util.Locale.ROOT)
          + (start >= 0 ? "-from-" + start : "") + ".bin";
    }
  }

  /** A generation read back. */
  record Loaded(int squaresDone, BigInteger completed, FrontierRun[] runs) {}

  private FrontierCheckpoint() {}

  static Path file(Path directory, Identity identity) {
    return directory.resolve(identity.fileName());
  }

  /** Writes the generation after {@code squaresDone} squares. */
  static void save(Path file, Identity identity, int squaresDone, BigInteger completed, FrontierRun[] runs) {
    Path temporary = file.resolveSibling(file.getFileName() + ".part");
    try {
      Files.createDirectories(file.toAbsolutePath().getParent());
      try (DataOutputStream out =
          new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(temporary), 1 << 16))) {
        out.writeUTF(MAGIC);
        out.writeUTF(identity.toString());
        out.writeInt(squaresDone);
        out.writeUTF(completed.toString());
        int words = runs[0].words();
        out.writeInt(words);
        long entries = 0;
        for (FrontierRun run : runs) {
          entries += run.size();
        }
        out.writeLong(entries);
        for (FrontierRun run : runs) {
          // Entry by entry, the key then its count's words: the layout of a run.
          long[] data = run.array();
          for (long value : data) {
            out.writeLong(value);
          }
        }
      }
      try {
        Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
      } catch (AtomicMoveNotSupportedException e) {
        Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING);
      }
    } catch (IOException e) {
      throw new UncheckedIOException("could not write the checkpoint " + file + ": " + e.getMessage(), e);
    }
  }

  /** Entries per run read back: 2^14, 256 KiB of one-word entries (small arrays, as the sweep's). */
  private static final int RUN_ENTRIES = 1 << 14;

  /**
   * Reads the checkpoint in {@code file}; null if there is no such file.
   *
   * @throws IllegalArgumentException if the file is not a checkpoint of this count, or is cut short
   */
  static Loaded load(Path file, Identity identity) {
    if (!Files.exists(file)) {
      return null;
    }
    try (DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(file), 1 << 16))) {
      String magic = in.readUTF();
      if (!MAGIC.equals(magic)) {
        throw new IllegalArgumentException("checkpoint " + file + " is not a frontier checkpoint");
      }
      String written = in.readUTF();
      if (!written.equals(identity.toString())) {
        throw new IllegalArgumentException(
            "checkpoint " + file + " belongs to another count (" + written + "), not to " + identity);
      }
      int squaresDone = in.readInt();
      BigInteger completed = new BigInteger(in.readUTF());
      int words = in.readInt();
      long entries = in.readLong();
      if (squaresDone < 1 || squaresDone > identity.squares() || words < 1 || words > 1 << 20 || entries < 0) {
        throw new IllegalArgumentException("checkpoint " + file + " has a damaged header");
      }
      int stride = 1 + words;
      java.util.List<FrontierRun> runs = new java.util.ArrayList<>();
      for (long read = 0; read < entries || runs.isEmpty(); ) {
        int n = (int) Math.min(RUN_ENTRIES, entries - read);
        long[] data = new long[n * stride];
        for (int i = 0; i < data.length; i++) {
          data[i] = in.readLong();
        }
        runs.add(new FrontierRun(data, words));
        read += n;
      }
      if (in.read() >= 0) {
        throw new IllegalArgumentException("checkpoint " + file + " has more entries than its header says");
      }
      return new Loaded(squaresDone, completed, runs.toArray(FrontierRun[]::new));
    } catch (EOFException e) {
      throw new IllegalArgumentException("checkpoint " + file + " is cut short", e);
    } catch (IOException e) {
      throw new UncheckedIOException("could not read the checkpoint " + file + ": " + e.getMessage(), e);
    }
  }
}
