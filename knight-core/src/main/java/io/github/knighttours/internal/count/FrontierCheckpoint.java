package io.github.knighttours.internal.count;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.UTFDataFormatException;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.zip.CRC32C;
import java.util.zip.CheckedInputStream;
import java.util.zip.CheckedOutputStream;

/**
 * The directory of a frontier sweep kept on disk, so that a long count can stop and go on later.
 * Each generation is a file of its own ({@link FrontierGeneration}); after every square a small
 * checkpoint file says which generation file is current, with the board and what is counted, the
 * squares done, the tours completed so far and the sizes of the file's runs. The checkpoint is
 * written to a temporary file and moved into place after the generation is on the disk, so a crash
 * at any moment leaves a whole checkpoint naming a whole generation.
 *
 * <p>Damage whose bytes still decode is caught by checksums (CRC32C): the checkpoint records the
 * generation file's checksum, computed as the file was written, and ends with the checksum of its
 * own fields. {@link #load} checks both before the sweep goes on, the generation by one full read
 * of its file (simpler than checking chunks as the threads read them, in any order and over
 * several passes, and it refuses before any square is done, so a count is never reported from
 * damaged data). A checkpoint of version 2, which had no checksums, is refused with what to do.
 */
final class FrontierCheckpoint {

  private static final String MAGIC = "knight-tours frontier checkpoint 4";

  /**
   * Older versions, refused with what to do: 2 had no checksums, 3 stored 16 bytes a state (its
   * runs had no byte sizes).
   */
  private static final java.util.Set<String> OLD_MAGIC =
      java.util.Set.of("knight-tours frontier checkpoint 2", "knight-tours frontier checkpoint 3");

  /** What a checkpoint belongs to; a checkpoint of anything else is refused. */
  record Identity(int width, int length, int squares, String mode, int start) {
    /** The start of every file name of this count. */
    String stem() {
      return "frontier-" + width + "x" + length + "-" + squares + "-" + mode.toLowerCase(java.util.Locale.ROOT)
          + (start >= 0 ? "-from-" + start : "");
    }

    String fileName() {
      return stem() + ".checkpoint";
    }

    /** The file of the generation after {@code squaresDone} squares. */
    String generationName(int squaresDone) {
      return stem() + "." + squaresDone + ".generation";
    }
  }

  /** A checkpoint read back. */
  record Loaded(int squaresDone, BigInteger completed, FrontierGeneration generation) {}

  private FrontierCheckpoint() {}

  static Path file(Path directory, Identity identity) {
    return directory.resolve(identity.fileName());
  }

  /** Where the generation after {@code squaresDone} squares is written. */
  static Path generationFile(Path directory, Identity identity, int squaresDone) {
    return directory.resolve(identity.generationName(squaresDone));
  }

  /**
   * Records that {@code generation} (which must be in a file of the checkpoint's directory) is the
   * generation after {@code squaresDone} squares.
   */
  static void save(Path file, Identity identity, int squaresDone, BigInteger completed, FrontierGeneration generation) {
    Path temporary = file.resolveSibling(file.getFileName() + ".part");
    try {
      CRC32C crc = new CRC32C();
      try (DataOutputStream out =
          new DataOutputStream(
              new CheckedOutputStream(new BufferedOutputStream(Files.newOutputStream(temporary), 1 << 16), crc))) {
        out.writeUTF(MAGIC);
        out.writeUTF(identity.toString());
        out.writeInt(squaresDone);
        out.writeUTF(completed.toString());
        out.writeInt(generation.words());
        out.writeUTF(generation.file().getFileName().toString());
        long[] runs = generation.runEntries();
        long[] bytes = generation.runBytes();
        out.writeInt(runs.length);
        for (int r = 0; r < runs.length; r++) {
          out.writeLong(runs[r]);
          out.writeLong(bytes[r]);
        }
        out.writeLong(generation.checksum());
        // Last, the checksum of everything above (writing it changes crc, which no longer matters).
        out.writeLong(crc.getValue());
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

  /**
   * Reads the checkpoint in {@code file} and opens the generation it names, after checking both
   * against their checksums; null if there is no such file.
   *
   * @throws IllegalArgumentException if the file is not a checkpoint of this count, was written
   *     by an older version, or it or its generation is cut short or damaged
   */
  static Loaded load(Path file, Identity identity) {
    if (!Files.exists(file)) {
      return null;
    }
    CRC32C crc = new CRC32C();
    try (DataInputStream in =
        new DataInputStream(
            new CheckedInputStream(new BufferedInputStream(Files.newInputStream(file), 1 << 16), crc))) {
      String magic = in.readUTF();
      if (OLD_MAGIC.contains(magic)) {
        throw new IllegalArgumentException(
            "checkpoint " + file + " was written by an older version of knight-tours (" + magic + "): delete its"
                + " files to count from the start, or finish the count with the version that wrote it");
      }
      if (!MAGIC.equals(magic)) {
        throw new IllegalArgumentException("checkpoint " + file + " is not a frontier checkpoint of this version");
      }
      String written = in.readUTF();
      int squaresDone = in.readInt();
      String completedText = in.readUTF();
      int words = in.readInt();
      String generationName = in.readUTF();
      int runCount = in.readInt();
      // Bounded by the file's length before anything is allocated for it.
      if (runCount < 0 || runCount > Files.size(file) / 16) {
        throw damaged(file, "a damaged run count " + runCount);
      }
      long[] runs = new long[runCount];
      long[] runBytes = new long[runCount];
      for (int r = 0; r < runCount; r++) {
        runs[r] = in.readLong();
        runBytes[r] = in.readLong();
      }
      long generationChecksum = in.readLong();
      long computed = crc.getValue();
      long stored = in.readLong();
      if (stored != computed) {
        throw damaged(file, "its fields do not match their checksum");
      }
      if (in.read() >= 0) {
        throw damaged(file, "it is longer than its fields");
      }
      if (!written.equals(identity.toString())) {
        throw new IllegalArgumentException(
            "checkpoint " + file + " belongs to another count (" + written + "), not to " + identity);
      }
      if (squaresDone < 1 || squaresDone > identity.squares() || words < 1 || words > 1 << 20
          || !generationName.equals(identity.generationName(squaresDone))
          || !completedText.matches("[0-9]{1,100000}")) {
        throw damaged(file, "a damaged header");
      }
      for (int r = 0; r < runCount; r++) {
        // A varint entry takes at least one byte a word and at most ten.
        if (runs[r] < 0 || runs[r] > Integer.MAX_VALUE
            || runBytes[r] < runs[r] * (1 + words) || runBytes[r] > runs[r] * 10 * (1 + words)) {
          throw damaged(file, "a damaged run size (" + runs[r] + " entries in " + runBytes[r] + " bytes)");
        }
      }
      Path generationFile = file.resolveSibling(generationName);
      if (!Files.exists(generationFile)) {
        throw new IllegalArgumentException("checkpoint " + file + " names " + generationFile + ", which is missing");
      }
      FrontierGeneration generation = FrontierGeneration.inFile(generationFile, words, runs, runBytes, generationChecksum);
      if (!generation.verify()) {
        throw damaged(file, "its generation " + generationFile + " does not match the checksum the checkpoint records");
      }
      return new Loaded(squaresDone, new BigInteger(completedText), generation);
    } catch (EOFException e) {
      throw new IllegalArgumentException("checkpoint " + file + " is cut short", e);
    } catch (UTFDataFormatException e) {
      throw damaged(file, "a text field that does not decode");
    } catch (IOException e) {
      throw new UncheckedIOException("could not read the checkpoint " + file + ": " + e.getMessage(), e);
    }
  }

  private static IllegalArgumentException damaged(Path file, String what) {
    return new IllegalArgumentException(
        "the checkpoint in " + file.getParent() + " is damaged (" + file.getFileName() + ": " + what
            + "); delete its files to count from the start");
  }

  /**
   * Deletes this count's generation files other than {@code keep} (which may be null), and every
   * bucket file (successors of a square not finished).
   */
  static void deleteGenerationsExcept(Path directory, Identity identity, Path keep) {
    String prefix = identity.stem() + ".";
    try (DirectoryStream<Path> files = Files.newDirectoryStream(directory, prefix + "*.bucket")) {
      for (Path f : files) {
        Files.deleteIfExists(f);
      }
    } catch (IOException e) {
      throw new UncheckedIOException("could not clean the checkpoint directory " + directory + ": " + e.getMessage(), e);
    }
    try (DirectoryStream<Path> files = Files.newDirectoryStream(directory, prefix + "*.generation")) {
      for (Path f : files) {
        String middle = f.getFileName().toString().substring(prefix.length());
        middle = middle.substring(0, middle.length() - ".generation".length());
        if (middle.chars().allMatch(Character::isDigit) && (keep == null || !f.equals(keep))) {
          Files.deleteIfExists(f);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("could not clean the checkpoint directory " + directory + ": " + e.getMessage(), e);
    }
  }

  /** Deletes the checkpoint and every generation file of this count. */
  static void deleteAll(Path directory, Identity identity) {
    deleteGenerationsExcept(directory, identity, null);
    try {
      Files.deleteIfExists(file(directory, identity));
    } catch (IOException e) {
      throw new UncheckedIOException("could not delete the finished count's checkpoint in " + directory, e);
    }
  }
}
