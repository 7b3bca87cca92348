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

  private TextOutput() {}

  /**
   * Writes {@code body} to {@code output} (UTF-8, replacing the file) or, when it is null, to
   * {@code stdout}, which is flushed but not closed.
   */
  static void write(Path output, PrintWriter stdout, Body body) throws IOException {
    if (output == null) {
      body.writeTo(stdout);
      stdout.flush();
      return;
    }
    try (Writer file = Files.newBufferedWriter(output, StandardCharsets.UTF_8)) {
      body.writeTo(file);
    }
  }
}
