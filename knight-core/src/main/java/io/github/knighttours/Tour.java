package io.github.knighttours;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import io.github.knighttours.internal.search.HeapGuard;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.RandomAccess;
import java.util.function.BooleanSupplier;

/**
 * A knight's tour: every square of a board exactly once, each step a knight move. Immutable,
 * and always valid: every way of making one checks it with {@link TourValidator}.
 *
 * <pre>{@code
 * Tour tour = KnightTours.find(8, 8, Square.parse("b1"), Strategy.POHL).orElseThrow();
 * tour.start();          // b1
 * tour.squares().get(1); // the second square
 * System.out.println(tour.render());
 * }</pre>
 *
 * <p>Performance: 4 bytes per square (the path it was made from, not a copy), and while it is
 * made, n / 8 bytes more for the validation; {@link #squares()} is a view that makes each
 * {@link Square} when it is asked for.
 */
public final class Tour extends HamiltonianPath<Square> {

  /** Boards up to this many squares print as a numbered board from {@link #toString()}. */
  private static final int RENDER_IN_TO_STRING = 1024;

  /** The longest text {@link #render()} makes: about the longest array a JVM allocates. */
  private static final long MAX_STRING_LENGTH = Integer.MAX_VALUE - 8;

  private final Board board;
  private final int[] path;
  private final boolean closed;

  private Tour(Board board, int[] path, boolean closed) {
    super(board, path, closed);
    this.board = board;
    this.path = path;
    this.closed = closed;
  }

  /**
   * Returns the tour that visits {@code squares} in order on {@code board}.
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if {@code squares} is not a knight's tour of {@code board};
   *     the message says what {@link TourValidator} found
   */
  public static Tour of(Board board, List<Square> squares) {
    TourValidator.Report report = TourValidator.validate(board, squares);
    checkArgument(report.isTour(), "not a knight's tour of the %s board: %s", board, report.problem().orElse(""));
    int[] path = new int[squares.size()];
    for (int i = 0; i < path.length; i++) {
      path[i] = board.index(squares.get(i));
    }
    return new Tour(board, path, report.isClosed());
  }

  /** Wraps a path of square indices, which the tour then owns; checks it like {@link #of}. */
  static Tour ofPath(Board board, int[] path) {
    return ofPath(board, path, () -> false);
  }

  /**
   * As {@link #ofPath(Board, int[])}, asking {@code stop} now and then during the check whether
   * to give up.
   *
   * @throws java.util.concurrent.CancellationException if {@code stop} said so
   */
  static Tour ofPath(Board board, int[] path, BooleanSupplier stop) {
    return ofPath(board, path, stop, TourValidator.DIRECT);
  }

  /**
   * As {@link #ofPath(Board, int[], BooleanSupplier)}, with the check's one large array (a bit
   * per square) made by {@code arrays}, as a search makes its own.
   *
   * @throws java.util.concurrent.CancellationException if {@code stop} said so
   */
  static Tour ofPath(Board board, int[] path, BooleanSupplier stop, TourValidator.ArrayMaker arrays) {
    checkArgument(
        path.length == board.squareCount(),
        "not a knight's tour of the %s board: %s squares",
        board,
        path.length);
    TourValidator.Report report = TourValidator.validate(board, path, stop, arrays);
    checkArgument(report.isTour(), "not a knight's tour of the %s board: %s", board, report.problem().orElse(""));
    return new Tour(board, path, report.isClosed());
  }

  /**
   * Bytes that {@link #ofPath} and the result around the tour allocate for a path on
   * {@code board}, besides the path itself, which the tour keeps and its maker counts: the
   * validation's bits, the tour and the result objects.
   */
  static long workingBytes(Board board) {
    return TourValidator.workingBytes(board) + 256;
  }

  /** Returns the board this tour covers. */
  public Board board() {
    return board;
  }

  /** Returns the squares in visiting order, as an unmodifiable list made lazily: {@link #labels()}. */
  public List<Square> squares() {
    return labels();
  }

  /**
   * Returns the numbered board, as in the classic diagrams: each square shows its move number
   * (1 for the start), rank 1 at the bottom, file letters under the board and rank numbers at
   * its left.
   *
   * <pre>
   *    +----------------+
   *  5 | 21 12  7  2 19 |
   *  4 |  6  1 20 13  8 |
   *  …
   *    +----------------+
   *       a  b  c  d  e
   * </pre>
   *
   * <p>For boards whose text is too large to hold as one string, use {@link #render(Appendable)},
   * which writes the same text row by row.
   *
   * <p>Performance: O(n) time; the text takes a few characters per square, and is built in
   * memory twice over (the builder and the string) beside 4 bytes per square of move numbers.
   *
   * @throws IllegalArgumentException if the text would not fit in a Java string (boards of
   *     roughly 300 million squares and more) or in this JVM's heap; the message gives the sizes
   *     and points to {@link #render(Appendable)}
   */
  public String render() {
    long length = renderedLength();
    // The builder, then the string it becomes: a byte per character with compact strings (the
    // JVM's default), plus the move numbers.
    long bytes = 2 * length + 4L * path.length;
    if (length > MAX_STRING_LENGTH || bytes > Runtime.getRuntime().maxMemory()) {
      throw tooLargeToRender(length, bytes, null);
    }
    try {
      return render(new StringBuilder((int) length)).toString();
    } catch (OutOfMemoryError e) {
      throw tooLargeToRender(length, bytes, e);
    }
  }

  private IllegalArgumentException tooLargeToRender(long length, long bytes, OutOfMemoryError cause) {
    IllegalArgumentException e =
        new IllegalArgumentException(
            "the " + board + " board is too large to render as one String: about " + length + " characters, "
                + (length > MAX_STRING_LENGTH
                    ? "more than a String can hold (" + MAX_STRING_LENGTH + ")"
                    : "which need about " + mib(bytes) + " MiB, and the maximum heap is "
                        + mib(Runtime.getRuntime().maxMemory()) + " MiB")
                + "; write it row by row with render(Appendable) instead");
    if (cause != null) {
      e.initCause(cause);
    }
    return e;
  }

  private static long mib(long bytes) {
    return (bytes + (1 << 20) - 1) >> 20;
  }

  /** An upper bound on the length of the rendered text. */
  private long renderedLength() {
    int width = cellWidth();
    long lineLength = (long) board.cols() * (width + 1) + rankWidth() + 6;
    return (board.rows() + 3L) * lineLength;
  }

  private int cellWidth() {
    return Math.max(String.valueOf(path.length).length(), Square.fileName(board.cols() - 1).length());
  }

  private int rankWidth() {
    return String.valueOf(board.rows()).length();
  }

  /**
   * Writes the text of {@link #render()} to {@code out}, a few thousand characters at a time, so
   * that the text of a board of any size can go to a file or a socket without being held in
   * memory. Returns {@code out}.
   *
   * <pre>{@code
   * try (Writer out = Files.newBufferedWriter(Path.of("tour.txt"))) {
   *   tour.render(out);
   * }
   * }</pre>
   *
   * <p>Performance: O(n) time; 4 bytes per square of move numbers (checked against the heap),
   * and a buffer of a few kilobytes.
   *
   * @throws NullPointerException if {@code out} is null
   * @throws java.io.UncheckedIOException wrapping the {@link IOException} that {@code out}
   *     threw; what was written before stays written
   * @throws IllegalArgumentException if the move numbers would not fit in the heap
   */
  public <A extends Appendable> A render(A out) {
    checkNotNull(out, "out must not be null");
    int[] number = HeapGuard.withinHeap(4L * path.length, "rendering the " + board + " board", this::moveNumbers);
    int rows = board.rows();
    int cols = board.cols();
    int width = cellWidth();
    int rankWidth = rankWidth();
    Chunks text = new Chunks(out);
    border(text, rankWidth, (long) cols * (width + 1) + 1);
    boolean holes = (long) rows * cols != board.squareCount();
    for (int row = rows - 1; row >= 0; row--) {
      text.padded(String.valueOf(row + 1), rankWidth).append(" |");
      for (int col = 0; col < cols; col++) {
        String cell;
        if (!holes) {
          cell = String.valueOf(number[row * cols + col]);
        } else {
          Square square = new Square(row, col);
          cell = board.contains(square) ? String.valueOf(number[board.index(square)]) : "#";
        }
        text.append(' ').padded(cell, width);
      }
      text.append(" |\n");
    }
    border(text, rankWidth, (long) cols * (width + 1) + 1);
    text.repeat(' ', rankWidth).append("  ");
    for (int col = 0; col < cols; col++) {
      text.append(' ').padded(Square.fileName(col), width);
    }
    text.append('\n').flush();
    return out;
  }

  private int[] moveNumbers() {
    int[] number = new int[path.length];
    for (int i = 0; i < path.length; i++) {
      number[path[i]] = i + 1;
    }
    return number;
  }

  private static void border(Chunks text, int rankWidth, long dashes) {
    text.repeat(' ', rankWidth).append(" +").repeat('-', dashes).append("+\n");
  }

  /** Text for an {@link Appendable}, handed over in chunks; wraps its {@link IOException}s. */
  private static final class Chunks {
    private static final int CHUNK = 8192;
    private final Appendable out;
    private final StringBuilder buffer = new StringBuilder(CHUNK + 64);

    Chunks(Appendable out) {
      this.out = out;
    }

    Chunks append(String s) {
      buffer.append(s);
      return flushIfFull();
    }

    Chunks append(char c) {
      buffer.append(c);
      return flushIfFull();
    }

    Chunks padded(String s, int width) {
      return repeat(' ', width - s.length()).append(s);
    }

    Chunks repeat(char c, long count) {
      for (long i = 0; i < count; i++) {
        buffer.append(c);
        flushIfFull();
      }
      return this;
    }

    private Chunks flushIfFull() {
      return buffer.length() >= CHUNK ? flush() : this;
    }

    Chunks flush() {
      try {
        out.append(buffer);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      buffer.setLength(0);
      return this;
    }
  }

  /**
   * Returns {@link #render()} for boards of up to 1024 squares, and a one-line summary for
   * larger ones.
   */
  @Override
  public String toString() {
    if (path.length <= RENDER_IN_TO_STRING) {
      return render();
    }
    return (closed ? "closed" : "open") + " tour of the " + board + " board from " + start() + " to " + end();
  }
}
