package io.github.knighttours.examples;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Text output of a subcommand: to {@code --output FILE} when one is given, else to standard output. */
final class TextOutput {

  /** What a subcommand writes. */
  interface Body {
    /** Writes the text to {@code out}. */
    void writeTo(Writer out) throws IOException;
  }

  /** What a failed write of standard output says: PrintWriter and PrintStream keep the cause to themselves. */
  static final String STDOUT_FAILED =
      "the write failed (the device is full, or the reader closed the pipe): the output is incomplete";

  private TextOutput() {}

  /**
   * Flushes {@code stdout} and throws if any write to it failed. PrintWriter (and System.out beneath
   * it) swallow IOExceptions and only remember them; a full disk would otherwise pass for success.
   *
   * @throws IOException if a write to {@code stdout} failed
   */
  static void checkWritten(PrintWriter stdout) throws IOException {
    if (stdout.checkError()) { // checkError flushes first
      throw new IOException(STDOUT_FAILED);
    }
  }

  /** Where the output went, for an error message: {@code --output FILE} or standard output. */
  static String destination(Path output) {
    return output == null ? "standard output" : "--output " + output;
  }

  /**
   * Writes {@code body} to {@code output} (UTF-8, replacing the file) or, when it is null, to
   * {@code stdout}, which is flushed but not closed.
   */
  static void write(Path output, PrintWriter stdout, Body body) throws IOException {
    if (output == null) {
      body.writeTo(stdout);
      checkWritten(stdout);
      return;
    }
    try (Writer file = Files.newBufferedWriter(output, StandardCharsets.UTF_8)) {
      body.writeTo(file);
    }
  }
}
