package io.github.knighttours.examples;

import io.github.knighttours.Board;
import io.github.knighttours.HamiltonianPath;
import io.github.knighttours.spi.SearchStep;
import io.github.knighttours.Square;
import io.github.knighttours.Tour;
import io.github.knighttours.draw.AnimationStyle;
import io.github.knighttours.draw.PictureStyle;
import io.github.knighttours.draw.Tour3dPictures;
import io.github.knighttours.draw.TourAnimations;
import io.github.knighttours.draw.TourPictures;
import io.github.knighttours.shapes.Cell;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/**
 * Writes a tour as a picture (SVG, PNG) or an animation (GIF, HTML) to a file or standard
 * output, for {@code tour} and {@code draw}: knight-draw's {@link TourPictures} and {@link
 * TourAnimations}.
 */
final class PictureOutput {

  /** The picture and animation formats. */
  enum Kind {
    /** SVG text. */
    SVG(false),
    /** A PNG image. */
    PNG(true),
    /** An animated GIF of the tour growing, or of the search. */
    GIF(true),
    /** A self-contained HTML page that plays the tour, or the search. */
    HTML(false);

    private final boolean binary;

    Kind(boolean binary) {
      this.binary = binary;
    }
  }

  private PictureOutput() {}

  /**
   * Refuses, before any work, what cannot be written: a binary picture to a terminal, or an
   * animation of a board too large for it.
   *
   * @throws ParameterException naming the option to use instead
   */
  static void check(CommandLine cmd, Kind kind, Board board, Path output) {
    checkDestination(cmd, kind, output);
    String format = "--format " + TourMain.lower(kind);
    if (kind == Kind.GIF && Math.max(board.rows(), board.cols()) > TourAnimations.MAX_GIF_SIDE) {
      throw new ParameterException(
          cmd,
          format + " animates boards of up to " + TourAnimations.MAX_GIF_SIDE + " squares a side, not "
              + board + " (use --format png or svg for a picture)");
    }
    if (kind == Kind.HTML && (long) board.rows() * board.cols() > TourAnimations.MAX_HTML_SQUARES) {
      throw new ParameterException(
          cmd,
          format + " animates boards of up to " + TourAnimations.MAX_HTML_SQUARES + " squares, not "
              + board + " (use --format png or svg for a picture)");
    }
  }

  /**
   * Refuses to write a binary picture to standard output when that is a terminal.
   *
   * @throws ParameterException naming the option to use instead
   */
  static void checkDestination(CommandLine cmd, Kind kind, Path output) {
    if (kind.binary && output == null && Terminal.isInteractive()) {
      throw new ParameterException(
          cmd,
          "--format " + TourMain.lower(kind) + " is binary and is not written to a terminal: give"
              + " --output FILE, or redirect standard output");
    }
  }

  /**
   * Writes {@code tour} in {@code kind} to {@code output}, or to standard output ({@code out} for
   * text, the process's own stream for binary) when it is null. An animation shows the search
   * whose {@code steps} are given, or the tour growing when they are not.
   */
  static void write(Kind kind, Tour tour, Optional<List<SearchStep<Square>>> steps, Path output, PrintWriter out)
      throws IOException {
    write(kind, tour, steps, output, out, false);
  }

  /**
   * As {@link #write(Kind, Tour, Optional, Path, PrintWriter)}, with file letters and rank
   * numbers around the board when {@code coordinates} is set ({@code --coordinates}).
   */
  static void write(
      Kind kind, Tour tour, Optional<List<SearchStep<Square>>> steps, Path output, PrintWriter out,
      boolean coordinates) throws IOException {
    AnimationStyle style = AnimationStyle.builder()
        .pictureStyle(PictureStyle.builder().coordinates(coordinates).build())
        .build();
    try {
      if (kind.binary) {
        if (output == null) {
          toStdout(out, stdout -> writeBinary(kind, tour, steps, style, stdout));
          return;
        }
        try (OutputStream file = new BufferedOutputStream(Files.newOutputStream(output))) {
          writeBinary(kind, tour, steps, style, file);
        }
        return;
      }
      TextOutput.write(output, out, text -> writeText(kind, tour, steps, style, text));
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
  }

  /**
   * Writes the three-dimensional {@code tour} as SVG or PNG (its layers side by side) to {@code
   * output}, or to standard output when it is null.
   */
  static void write(Kind kind, HamiltonianPath<Cell> tour, Path output, PrintWriter out) throws IOException {
    if (kind != Kind.SVG && kind != Kind.PNG) {
      throw new IllegalArgumentException("a three-dimensional tour is drawn as svg or png, not " + TourMain.lower(kind));
    }
    try {
      if (kind == Kind.PNG) {
        if (output == null) {
          toStdout(out, stdout -> Tour3dPictures.writePng(tour, stdout));
          return;
        }
        try (OutputStream file = new BufferedOutputStream(Files.newOutputStream(output))) {
          Tour3dPictures.writePng(tour, file);
        }
        return;
      }
      TextOutput.write(output, out, text -> Tour3dPictures.writeSvg(tour, PictureStyle.defaults(), text));
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
  }

  /**
   * Writes bytes to the process's standard output after the text already in {@code out}, and
   * throws if a write failed: System.out, a PrintStream, swallows IOExceptions and only
   * remembers them.
   */
  private static void toStdout(PrintWriter out, java.util.function.Consumer<OutputStream> bytes) throws IOException {
    TextOutput.checkWritten(out);
    OutputStream stdout = new BufferedOutputStream(System.out);
    bytes.accept(stdout);
    stdout.flush();
    if (System.out.checkError()) {
      throw new IOException(TextOutput.STDOUT_FAILED);
    }
  }

  private static void writeBinary(
      Kind kind, Tour tour, Optional<List<SearchStep<Square>>> steps, AnimationStyle style, OutputStream out) {
    if (kind == Kind.PNG) {
      TourPictures.writePng(tour, style.pictureStyle(), out);
    } else if (steps.isPresent()) {
      TourAnimations.writeGif(tour.board(), steps.get(), Optional.of(tour), style, out);
    } else {
      TourAnimations.writeGif(tour, style, out);
    }
  }

  private static void writeText(
      Kind kind, Tour tour, Optional<List<SearchStep<Square>>> steps, AnimationStyle style, Writer out) {
    if (kind == Kind.SVG) {
      TourPictures.writeSvg(tour, style.pictureStyle(), out);
    } else if (steps.isPresent()) {
      TourAnimations.writeHtml(tour.board(), steps.get(), Optional.of(tour), style, out);
    } else {
      TourAnimations.writeHtml(tour, style, out);
    }
  }
}
