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
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * The directory of a frontier sweep kept on disk, so that a long count can stop and go on later.
 * Each generation is a file of its own ({@link FrontierGeneration}); after every square a small
 * checkpoint file says which generation file is current, with the board and what is counted, the
 * squares done, the tours completed so far and the sizes of the file's runs. The checkpoint is
 * written to a temporary file and moved into place after the generation is on the disk, so a crash
 * at any moment leaves a whole checkpoint naming a whole generation.
 */
final class FrontierCheckpoint {

  private static final String MAGIC = "knight-tours frontier checkpoint 2";

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
      try (DataOutputStream out =
          new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(temporary), 1 << 16))) {
        out.writeUTF(MAGIC);
        out.writeUTF(identity.toString());
        out.writeInt(squaresDone);
        out.writeUTF(completed.toString());
        out.writeInt(generation.words());
        out.writeUTF(generation.file().getFileName().toString());
        long[] runs = generation.runEntries();
        out.writeInt(runs.length);
        for (long entries : runs) {
          out.writeLong(entries);
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

  /**
   * Reads the checkpoint in {@code file} and opens the generation it names; null if there is no
   * such file.
   *
   * @throws IllegalArgumentException if the file is not a checkpoint of this count, or it or its
   *     generation is cut short
   */
  static Loaded load(Path file, Identity identity) {
    if (!Files.exists(file)) {
      return null;
    }
    try (DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(file), 1 << 16))) {
      String magic = in.readUTF();
      if (!MAGIC.equals(magic)) {
        throw new IllegalArgumentException("checkpoint " + file + " is not a frontier checkpoint of this version");
      }
      String written = in.readUTF();
      if (!written.equals(identity.toString())) {
        throw new IllegalArgumentException(
            "checkpoint " + file + " belongs to another count (" + written + "), not to " + identity);
      }
      int squaresDone = in.readInt();
      BigInteger completed = new BigInteger(in.readUTF());
      int words = in.readInt();
      String generationName = in.readUTF();
      int runCount = in.readInt();
      if (squaresDone < 1 || squaresDone > identity.squares() || words < 1 || words > 1 << 20 || runCount < 0
          || !generationName.equals(identity.generationName(squaresDone))) {
        throw new IllegalArgumentException("checkpoint " + file + " has a damaged header");
      }
      long[] runs = new long[runCount];
      for (int r = 0; r < runCount; r++) {
        runs[r] = in.readLong();
        if (runs[r] < 0 || runs[r] > Integer.MAX_VALUE) {
          throw new IllegalArgumentException("checkpoint " + file + " has a damaged run size " + runs[r]);
        }
      }
      if (in.read() >= 0) {
        throw new IllegalArgumentException("checkpoint " + file + " is longer than its header says");
      }
      Path generation = file.resolveSibling(generationName);
      if (!Files.exists(generation)) {
        throw new IllegalArgumentException("checkpoint " + file + " names " + generation + ", which is missing");
      }
      return new Loaded(squaresDone, completed, FrontierGeneration.inFile(generation, words, runs));
    } catch (EOFException e) {
      throw new IllegalArgumentException("checkpoint " + file + " is cut short", e);
    } catch (IOException e) {
      throw new UncheckedIOException("could not read the checkpoint " + file + ": " + e.getMessage(), e);
    }
  }

  /** Deletes this count's generation files other than {@code keep} (which may be null). */
  static void deleteGenerationsExcept(Path directory, Identity identity, Path keep) {
    String prefix = identity.stem() + ".";
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
