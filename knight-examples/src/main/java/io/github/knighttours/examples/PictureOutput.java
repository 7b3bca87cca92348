package io.github.knighttours.examples;

import io.github.knighttours.Tour;
import io.github.knighttours.draw.TourPictures;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/** Writes a tour as an SVG or PNG picture to a file or standard output, for {@code tour} and {@code draw}. */
final class PictureOutput {

  private PictureOutput() {}

  /**
   * Refuses, before any work, to write a PNG to standard output when that is a terminal.
   *
   * @throws ParameterException naming the option to use instead
   */
  static void checkPngDestination(CommandLine cmd, Path output) {
    if (output == null && Terminal.isInteractive()) {
      throw new ParameterException(
          cmd, "a PNG is binary and is not written to a terminal: give --output FILE, or redirect standard output");
    }
  }

  /** Writes the SVG of {@code tour} to {@code output}, or to {@code out} when it is null. */
  static void writeSvg(Tour tour, Path output, PrintWriter out) throws IOException {
    try {
      if (output == null) {
        TourPictures.writeSvg(tour, out);
        out.flush();
        return;
      }
      try (Writer file = Files.newBufferedWriter(output, StandardCharsets.UTF_8)) {
        TourPictures.writeSvg(tour, file);
      }
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
  }

  /**
   * Writes the PNG of {@code tour} to {@code output}, or to the process's standard output when it
   * is null (after {@link #checkPngDestination}).
   */
  static void writePng(Tour tour, Path output, PrintWriter out) throws IOException {
    try {
      if (output == null) {
        out.flush();
        OutputStream stdout = new BufferedOutputStream(System.out);
        TourPictures.writePng(tour, stdout);
        stdout.flush();
        return;
      }
      try (OutputStream file = new BufferedOutputStream(Files.newOutputStream(output))) {
        TourPictures.writePng(tour, file);
      }
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
  }
}
