package io.github.knighttours;

import static com.google.common.base.Preconditions.checkNotNull;

import io.github.knighttours.internal.graph.KnightPathCheck;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;

/**
 * Checks, independently of any solver, that a sequence of squares is a knight's tour: every
 * square of the board exactly once, each step a knight move ((±1, ±2) or (±2, ±1)); and whether
 * the tour is closed (its last square a knight move from its first).
 *
 * <pre>{@code
 * TourValidator.Report report = TourValidator.validate(Board.of(5, 5), squares);
 * if (!report.isTour()) {
 *   System.out.println(report.problem().orElseThrow());
 * }
 * }</pre>
 *
 * <p>Performance: O(n) time for an n-square board, without a division per square; about
 * 4 bytes per square of space for the squares given as a list, and n / 8 bytes more to check.
 */
public final class TourValidator {

  private TourValidator() {}

  /**
   * Checks {@code squares} against {@code board}. Never throws for a sequence that is not a
   * tour; the report says what is wrong.
   *
   * @throws NullPointerException if {@code board} or {@code squares} is null
   */
  public static Report validate(Board board, List<Square> squares) {
    checkNotNull(board, "board must not be null");
    checkNotNull(squares, "squares must not be null");
    int n = board.squareCount();
    if (squares.size() != n) {
      return Report.notATour(
          "the sequence has " + squares.size() + " squares but the " + board + " board has " + n);
    }
    int[] path = new int[n];
    for (int i = 0; i < n; i++) {
      Square square = squares.get(i);
      if (square == null) {
        return Report.notATour("square " + (i + 1) + " of the sequence is null");
      }
      if (!board.contains(square)) {
        return Report.notATour("square " + (i + 1) + ", " + square + ", is off the " + board + " board");
      }
      path[i] = board.index(square);
    }
    return validate(board, path);
  }

  /**
   * Checks a path of square indices ({@code row * cols + col}) of full length. A tour takes one
   * fast pass ({@link KnightPathCheck}); anything else a second pass that finds the first fault.
   */
  static Report validate(Board board, int[] path) {
    return validate(board, path, () -> false);
  }

  /**
   * As {@link #validate(Board, int[])}, asking {@code stop} now and then whether to give up.
   *
   * @throws java.util.concurrent.CancellationException if {@code stop} said so
   */
  static Report validate(Board board, int[] path, BooleanSupplier stop) {
    return validate(board, path, stop, DIRECT);
  }

  /** Makes an array of about {@code bytes} bytes: a search's own allocation, which may stop it. */
  interface ArrayMaker {
    /** Returns what {@code make} makes. */
    <T> T make(long bytes, java.util.function.Supplier<T> make);
  }

  static final ArrayMaker DIRECT = new ArrayMaker() {
    @Override
    public <T> T make(long bytes, java.util.function.Supplier<T> make) {
      return make.get();
    }
  };

  /**
   * As {@link #validate(Board, int[], BooleanSupplier)}, with its one large array (a bit or a
   * flag per square) made by {@code arrays}.
   */
  static Report validate(Board board, int[] path, BooleanSupplier stop, ArrayMaker arrays) {
    if (!board.isPlainKnightBoard()) {
      return validateShape(board, path, stop, arrays);
    }
    int cols = board.cols();
    if (!KnightPathCheck.isTour(
        board.rows(), cols, path, stop, words -> arrays.make(8L * words, () -> new long[words]))) {
      return firstFault(board, path);
    }
    int first = path[0];
    int last = path[path.length - 1];
    boolean closed =
        path.length > 1 && knightMove(last / cols - first / cols, last % cols - first % cols);
    return new Report(true, closed, null);
  }

  /** Bytes {@link #validate(Board, int[])} allocates for a path on {@code board}. */
  static long workingBytes(Board board) {
    if (!board.isPlainKnightBoard()) {
      return board.squareCount() + 64L;
    }
    return KnightPathCheck.workingBytes(board.rows(), board.cols()) + 64;
  }

  /** The report for a path that is not a tour: the first square repeated, off the board, or not a knight move away. */
  private static Report firstFault(Board board, int[] path) {
    Report fault = scan(board, path, () -> false, DIRECT);
    if (fault == null) {
      throw new IllegalStateException("the fast check and the full check disagree on a path of the " + board + " board");
    }
    return fault;
  }

  /**
   * Checks a path on a board of another shape square by square, with the move rule computed here
   * from coordinates (not by the graph the searches use): every index once, each step a leap of
   * the board's leaper, across an edge only where the board wraps.
   */
  private static Report validateShape(Board board, int[] path, BooleanSupplier stop, ArrayMaker arrays) {
    Report fault = scan(board, path, stop, arrays);
    if (fault != null) {
      return fault;
    }
    int n = path.length;
    boolean closed = n > 2 && isMove(board, board.square(path[n - 1]), board.square(path[0]));
    return new Report(true, closed, null);
  }

  /**
   * The first fault of a path, square by square (the length, an index off the board, a square
   * again, a step that is not a move of the board), or null if there is none.
   *
   * @throws java.util.concurrent.CancellationException if {@code stop} said so
   */
  private static Report scan(Board board, int[] path, BooleanSupplier stop, ArrayMaker arrays) {
    int n = board.squareCount();
    if (path.length != n) {
      return Report.notATour("the sequence has " + path.length + " squares but the " + board + " board has " + n);
    }
    boolean[] seen = arrays.make(n, () -> new boolean[n]);
    Square previous = null;
    for (int i = 0; i < n; i++) {
      if ((i & 0xFFFF) == 0xFFFF && stop.getAsBoolean()) {
        throw new java.util.concurrent.CancellationException("validation stopped");
      }
      int s = path[i];
      if (s < 0 || s >= n) {
        return Report.notATour("square " + (i + 1) + " of the sequence, index " + s + ", is off the " + board + " board");
      }
      if (seen[s]) {
        return Report.notATour("square " + (i + 1) + ", " + board.square(s) + ", was visited before");
      }
      seen[s] = true;
      Square square = board.square(s);
      if (previous != null && !isMove(board, previous, square)) {
        return Report.notATour(
            "step " + i + ", " + previous + " to " + square + ", is not a "
                + (board.isPlainKnightBoard() ? "knight" : board.leaper() + "-leaper") + " move"
                + (board.isPlainKnightBoard() ? "" : " on the " + board + " board"));
      }
      previous = square;
    }
    return null;
  }

  /** True if {@code b} is one leap from {@code a} on {@code board} (wrapping where it wraps). */
  static boolean isMove(Board board, Square a, Square b) {
    int r = board.leaper().r();
    int s = board.leaper().s();
    boolean wrapRows = board.wrap() == Board.Wrap.TORUS;
    boolean wrapCols = board.wrap() != Board.Wrap.NONE;
    int dr = b.row() - a.row();
    int dc = b.col() - a.col();
    return (along(dr, r, board.rows(), wrapRows) && along(dc, s, board.cols(), wrapCols))
        || (along(dr, s, board.rows(), wrapRows) && along(dc, r, board.cols(), wrapCols));
  }

  /** True if a change of {@code d} along a side of {@code size} is a leap of {@code leap} either way. */
  private static boolean along(int d, int leap, int size, boolean wraps) {
    if (!wraps) {
      return Math.abs(d) == leap;
    }
    int m = Math.floorMod(d, size);
    return m == Math.floorMod(leap, size) || m == Math.floorMod(-leap, size);
  }

  private static boolean knightMove(int rowChange, int colChange) {
    return rowChange * rowChange + colChange * colChange == 5;
  }

  /** What {@link #validate} found. */
  public static final class Report {
    private final boolean tour;
    private final boolean closed;
    private final String problem;

    private Report(boolean tour, boolean closed, String problem) {
      this.tour = tour;
      this.closed = closed;
      this.problem = problem;
    }

    private static Report notATour(String problem) {
      return new Report(false, false, problem);
    }

    /** Returns true if the sequence visits every square once by knight moves. */
    public boolean isTour() {
      return tour;
    }

    /** Returns true if the sequence is a tour whose last square is a knight move from its first. */
    public boolean isClosed() {
      return closed;
    }

    /** Returns the first thing found wrong, or empty for a tour. */
    public Optional<String> problem() {
      return Optional.ofNullable(problem);
    }

    @Override
    public String toString() {
      return tour ? (closed ? "closed tour" : "open tour") : "not a tour: " + problem;
    }
  }
}
