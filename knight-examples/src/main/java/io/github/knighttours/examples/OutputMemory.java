package io.github.knighttours.examples;

import io.github.knighttours.Board;
import io.github.knighttours.draw.PictureStyle;
import io.github.knighttours.draw.TourPictures;
import io.github.knighttours.shapes.Board3d;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/**
 * The heap that printing a tour takes after the search: the tour itself and what its format
 * builds. Checked before the search, so that a board the search can do but the output cannot
 * is refused up front (exit 2), not after minutes of work with an OutOfMemoryError.
 */
final class OutputMemory {

  /** Boards of more squares than this are drawn as a PNG of indexed colours (TourPictures). */
  private static final long SMOOTH_SQUARES = TourPictures.MAX_SMOOTH_SQUARES;

  private OutputMemory() {}

  /**
   * Bytes to print a tour of the flat {@code board} in {@code format}: the tour's path (4 bytes a
   * square) and, for the numbered board, its move numbers (4 more); for PNG, two coordinates a
   * square and the image (a byte a pixel on large boards, 4 on small ones), and at least twice
   * 4 bytes a pixel, as TourPictures asks of the heap. The text formats
   * and SVG are streamed and need no more.
   */
  static long bytes(TourCommand.Format format, Board board) {
    long n = board.squareCount();
    long tour = 4 * n;
    switch (format) {
      case BOARD:
        return tour + 4 * n;
      case PNG:
        long cell = Math.max(1, Math.min(PictureStyle.defaults().cellSize(Math.max(board.rows(), board.cols())),
            TourPictures.MAX_PICTURE_SIDE / Math.max(board.rows(), board.cols())));
        long pixels = board.rows() * cell * board.cols() * cell;
        long painting = n > SMOOTH_SQUARES ? 8 * n + pixels : 4 * pixels;
        // TourPictures refuses an image of more than half the heap at 4 bytes a pixel: the same here.
        return tour + Math.max(painting, 8 * pixels);
      default:
        return tour;
    }
  }

  /**
   * Bytes to print a tour of the three-dimensional {@code board} in {@code format}: the path,
   * and for the board format the move numbers and the text, built as one string (twice over,
   * about as many characters as the largest move number has digits, and one, a cell).
   */
  static long bytes(TourCommand.Format format, Board3d board) {
    long n = board.cellCount();
    long tour = 4 * n;
    if (format == TourCommand.Format.BOARD) {
      long width = String.valueOf(n).length() + 1;
      return tour + 4 * n + 2 * (n * width + (board.rows() + 4L) * (board.layers() * 8L + 8));
    }
    return tour;
  }

  /**
   * Refuses, with the sizes and the remedy, output that would not fit in this JVM's heap
   * beside the rest of the program.
   *
   * @throws ParameterException "printing ... needs about N MiB ... raise it with -Xmx"
   */
  static void check(CommandLine cmd, long bytes, String what) {
    check(cmd, bytes, what + " needs about %d MiB (the tour and its output)",
        ", or choose --format squares, json or csv, which are written as they go");
  }

  /**
   * Refuses work of about {@code bytes} that would not fit in this JVM's heap: {@code needs} says
   * what needs it (with %d for the MiB), {@code remedy} what else to do besides raising -Xmx.
   *
   * @throws ParameterException "... needs about N MiB ... raise it with -Xmx"
   */
  static void check(CommandLine cmd, long bytes, String needs, String remedy) {
    long max = Runtime.getRuntime().maxMemory();
    long reserve = reserve(max);
    if (bytes > max - reserve) {
      throw new ParameterException(
          cmd,
          String.format(java.util.Locale.ROOT, needs, mib(bytes)) + ", but the maximum heap is " + mib(max)
              + " MiB, of which " + mib(reserve) + " MiB are kept for the rest of the program (raise it with -Xmx"
              + remedy + ")");
    }
  }

  /** The message for an OutOfMemoryError that no estimate foresaw. */
  static String outOfMemory(String what) {
    return what + " ran out of memory: the maximum heap is " + mib(Runtime.getRuntime().maxMemory())
        + " MiB (raise it with -Xmx)";
  }

  /** Heap kept back for the program itself: as the library's own heap check keeps. */
  private static long reserve(long max) {
    return (8L << 20) + max / 16;
  }

  static long mib(long bytes) {
    return (bytes + (1 << 20) - 1) >> 20;
  }
}
