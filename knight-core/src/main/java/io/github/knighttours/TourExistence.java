package io.github.knighttours;

import static com.google.common.base.Preconditions.checkNotNull;

import io.github.knighttours.internal.search.SearchMonitor;
import io.github.knighttours.spi.SearchContext;

/**
 * Whether a knight's tour exists, answered from theorems without any search. Every YES and NO
 * names the theorem it rests on; where no theorem decides, the answer is UNKNOWN and only a
 * search can tell.
 *
 * <pre>{@code
 * TourExistence.closedTour(Board.of(4, 8));                     // NO (Schwenk 1991)
 * TourExistence.openTourFrom(Board.of(5, 5), Square.parse("b1")); // NO (colour argument)
 * TourExistence.openTourFrom(Board.of(8, 8), Square.parse("d4")); // YES (every square lies on a closed tour)
 * }</pre>
 *
 * <p>The theorems, with m ≤ n the sides of the board:
 *
 * <ul>
 *   <li><b>Closed tours</b> (A. J. Schwenk, "Which rectangular chessboards have a knight's
 *       tour?", Mathematics Magazine 64(5), 1991): a closed tour exists unless m and n are both
 *       odd, or m ∈ {1, 2, 4}, or m = 3 and n ∈ {4, 6, 8}.
 *   <li><b>Open tours</b> (P. Cull and J. De Curtins, "Knight's tour revisited", Fibonacci
 *       Quarterly 16, 1978; A. Conrad, T. Hindrichs, H. Morsy and I. Wegener, "Solution of the
 *       knight's Hamiltonian path problem on chessboards", Discrete Applied Mathematics 50,
 *       1994): an open tour exists exactly on 1×1, 3×4, 3×n for n ≥ 7, 4×n for n ≥ 5, and on
 *       every board with m ≥ 5.
 *   <li><b>Colour argument</b>: a knight alternates colours, so on a board with an odd number
 *       of squares a tour covers one more square of one colour than of the other, starts and
 *       ends on that colour, and cannot be closed.
 *   <li><b>Cutting a closed tour</b>: every square lies on a closed tour, so removing one of its
 *       two moves at the start square leaves an open tour from that square.
 *   <li><b>Outer-rows argument</b> (the argument by which Schwenk 1991 rules out closed tours of
 *       4×n boards, applied to open tours): on a board with a side of 4, say 4 rows and n columns, no knight move
 *       joins two squares of the outer rows, and those rows hold half of the 4n squares. In an
 *       open tour that starts on an inner row, the 2n outer squares, no two of them consecutive,
 *       must then take every second place from the second on; a knight alternates colours, so
 *       they would all have one colour, but the outer rows hold n squares of each. So no open
 *       tour starts on an inner row. (An open tour from an outer row makes exactly one move from
 *       inner row to inner row, in its middle: A. Latto, math-fun mailing list, May 2003.)
 * </ul>
 *
 * <p><b>Other shapes</b> ({@link Board#isPlainKnightBoard()} false: holes, wrap, other
 * leapers): the theorems above are about the knight's rectangle and are not used. A NO comes from
 * D. E. Knuth, "Leaper graphs", Mathematical Gazette 78 (1994), Theorem 1 (the {r,s}-leaper's
 * graph on an m×n rectangle, 2 ≤ m ≤ n, 1 ≤ r ≤ s, is connected exactly when r+s and r−s are
 * coprime, n ≥ 2s and m ≥ r+s), or from facts computed over the whole board: squares the moves
 * do not connect, squares with too few moves, and the two sides of a bipartite board that do not
 * balance. Otherwise the answer is UNKNOWN; these shapes never get a YES (but a 1-square board).
 *
 * <p>All methods take O(1) time on the plain board, linear time on other shapes; all are
 * thread-safe.
 */
public final class TourExistence {

  /** Whether a tour exists. */
  public enum Verdict {
    /** A theorem guarantees a tour. */
    YES,
    /** A theorem rules every tour out. */
    NO,
    /** No theorem here decides; a search must. */
    UNKNOWN
  }

  /**
   * An answer and the reason for it.
   *
   * @param verdict whether a tour exists
   * @param reason the theorem behind a YES or NO, or why the question is open
   */
  public record Answer(Verdict verdict, String reason) {

    /**
     * Creates an answer.
     *
     * @throws NullPointerException if an argument is null
     */
    public Answer {
      checkNotNull(verdict, "verdict must not be null");
      checkNotNull(reason, "reason must not be null");
    }
  }

  private static final String SCHWENK = "Schwenk 1991";
  private static final String OPEN_THEOREM = "Cull & De Curtins 1978, Conrad et al. 1994";

  private TourExistence() {}

  /**
   * Whether {@code board} has a closed tour (Schwenk 1991).
   *
   * @throws NullPointerException if {@code board} is null
   */
  public static Answer closedTour(Board board) {
    checkNotNull(board, "board must not be null");
    if (!board.isPlainKnightBoard()) {
      return ShapeExistence.closedTour(board);
    }
    int m = Math.min(board.rows(), board.cols());
    int n = Math.max(board.rows(), board.cols());
    String size = "the " + board + " board";
    if (m % 2 == 1 && n % 2 == 1) {
      return new Answer(
          Verdict.NO, "colour argument: " + size + " has an odd number of squares, so no tour of it closes");
    }
    if (m == 1 || m == 2 || m == 4) {
      return new Answer(Verdict.NO, SCHWENK + ": no board with a side of 1, 2 or 4 has a closed tour");
    }
    if (m == 3 && (n == 4 || n == 6 || n == 8)) {
      return new Answer(Verdict.NO, SCHWENK + ": the 3x4, 3x6 and 3x8 boards have no closed tour");
    }
    return new Answer(Verdict.YES, SCHWENK + ": " + size + " has a closed tour");
  }

  /**
   * Whether {@code board} has an open tour from some square (Cull &amp; De Curtins 1978;
   * Conrad et al. 1994).
   *
   * @throws NullPointerException if {@code board} is null
   */
  public static Answer openTour(Board board) {
    checkNotNull(board, "board must not be null");
    if (!board.isPlainKnightBoard()) {
      return ShapeExistence.openTour(board);
    }
    int m = Math.min(board.rows(), board.cols());
    int n = Math.max(board.rows(), board.cols());
    boolean exists = (m == 1 && n == 1) || (m == 3 && (n == 4 || n >= 7)) || (m == 4 && n >= 5) || m >= 5;
    return exists
        ? new Answer(Verdict.YES, OPEN_THEOREM + ": the " + board + " board has an open tour")
        : new Answer(
            Verdict.NO,
            OPEN_THEOREM + ": open tours exist only on 1x1, 3x4, 3xn (n >= 7), 4xn (n >= 5) and boards with"
                + " both sides at least 5");
  }

  /**
   * Whether {@code board} has an open tour that starts on {@code start}. Decided by the
   * theorems above where they apply (NO from the inner rows of 4×n boards, by the outer-rows
   * argument); UNKNOWN otherwise (for example from some squares of odd boards, or from the outer
   * rows of 4×n and the squares of 3×n boards, which only a search or a construction settles).
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if {@code start} is off the board
   */
  public static Answer openTourFrom(Board board, Square start) {
    checkNotNull(board, "board must not be null");
    board.checkContains(start, "start");
    if (!board.isPlainKnightBoard()) {
      return ShapeExistence.openTourFrom(board, start);
    }
    Answer anywhere = openTour(board);
    if (anywhere.verdict() == Verdict.NO) {
      return anywhere;
    }
    if (board.squareCount() == 1) {
      return new Answer(Verdict.YES, "the single square of the 1x1 board is a tour");
    }
    if ((board.rows() == 4 && (start.row() == 1 || start.row() == 2))
        || (board.cols() == 4 && (start.col() == 1 || start.col() == 2))) {
      return new Answer(
          Verdict.NO,
          "outer-rows argument (Schwenk 1991): " + start + " is on one of the two inner lines across the side"
              + " of 4 of the " + board + " board, and no open tour starts there");
    }
    if (board.squareCount() % 2 == 1 && (start.row() + start.col()) % 2 == 1) {
      return new Answer(
          Verdict.NO,
          "colour argument: the " + board + " board has one square more of the other colour than of " + start
              + "'s, and a tour must start on the larger colour");
    }
    if (closedTour(board).verdict() == Verdict.YES) {
      return new Answer(
          Verdict.YES, SCHWENK + ": the " + board + " board has a closed tour; cut at " + start + " it is an open tour from there");
    }
    return new Answer(
        Verdict.UNKNOWN,
        "the " + board + " board has open tours (" + OPEN_THEOREM + "), but no theorem here says whether one starts on "
            + start);
  }

  /**
   * Whether {@code board} has an open tour from {@code start} that ends on {@code end}. NO when
   * the board has no open tour at all (the open-tour theorem above), when either square is on
   * an inner line of a board with a side of 4 (outer-rows argument; a tour read backwards starts
   * at its end), or by the colour argument: on a board with an even number of squares a tour
   * ends on the other colour than its start, and on a board with an odd number both ends lie on
   * the colour of the corners, which has one square more. Otherwise UNKNOWN: never YES.
   *
   * <p>Conrad, Hindrichs, Morsy and Wegener (1994) state in their abstract that on n×n boards
   * with n ≥ 6 a path from a given s to a given t exists exactly when "some easily testable
   * color criterion" holds; the criterion itself is not stated there, and it has not been
   * checked here, so this method does not answer YES from it. A search
   * ({@link Strategy#BACKTRACKING}) settles the pair.
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if {@code start} or {@code end} is off the board, or they
   *     are the same square
   */
  public static Answer openTourBetween(Board board, Square start, Square end) {
    checkNotNull(board, "board must not be null");
    board.checkContains(start, "start");
    board.checkContains(end, "end");
    if (!board.isPlainKnightBoard()) {
      return ShapeExistence.openTourBetween(board, start, end);
    }
    if (start.equals(end)) {
      throw new IllegalArgumentException("end must differ from the start square " + start + ", got " + end);
    }
    Answer anywhere = openTour(board);
    if (anywhere.verdict() == Verdict.NO) {
      return anywhere;
    }
    for (Square square : new Square[] {start, end}) {
      if ((board.rows() == 4 && (square.row() == 1 || square.row() == 2))
          || (board.cols() == 4 && (square.col() == 1 || square.col() == 2))) {
        return new Answer(
            Verdict.NO,
            "outer-rows argument (Schwenk 1991): " + square + " is on one of the two inner lines across the side"
                + " of 4 of the " + board + " board, and no open tour starts or ends there");
      }
    }
    boolean sameColour = (start.row() + start.col()) % 2 == (end.row() + end.col()) % 2;
    if (board.squareCount() % 2 == 0 && sameColour) {
      return new Answer(
          Verdict.NO,
          "colour argument: the " + board + " board has an even number of squares, so a tour ends on the other"
              + " colour than its start, but " + start + " and " + end + " have the same colour");
    }
    if (board.squareCount() % 2 == 1) {
      for (Square square : new Square[] {start, end}) {
        if ((square.row() + square.col()) % 2 == 1) {
          return new Answer(
              Verdict.NO,
              "colour argument: the " + board + " board has one square more of the corners' colour than of "
                  + square + "'s, and a tour must start and end on the larger colour");
        }
      }
    }
    return new Answer(
        Verdict.UNKNOWN,
        "the colour argument allows a tour of the " + board + " board from " + start + " to " + end
            + ", but no theorem here says whether one exists; a search settles it");
  }

  /**
   * What the theorems say about the tour {@code request} asks for: {@link #openTourBetween} if it
   * names an end square, else {@link #tourFrom}.
   *
   * @throws NullPointerException if {@code request} is null
   */
  public static Answer forRequest(TourRequest request) {
    return request.end().isPresent()
        ? openTourBetween(request.board(), request.start(), request.end().get())
        : tourFrom(request.board(), request.start(), request.kind());
  }

  /**
   * As {@link #forRequest(TourRequest)}, within a search's stop conditions: on shapes other than
   * the plain rectangle the facts take passes over the whole board, which check the context's
   * budgets and interrupt as they go. For the solvers' searches.
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if {@code context} was not made by the library
   * @throws RuntimeException the library's own stop signal, which the pipeline turns into
   *     BUDGET_EXHAUSTED or CANCELLED, if the context says stop
   */
  public static Answer forRequest(TourRequest request, SearchContext context) {
    SearchMonitor monitor = SearchMonitor.of(context);
    Board board = request.board();
    if (board.isPlainKnightBoard()) {
      return forRequest(request);
    }
    if (request.end().isPresent()) {
      return ShapeExistence.openTourBetween(board, request.start(), request.end().get(), monitor);
    }
    return request.kind() == TourKind.OPEN
        ? ShapeExistence.openTourFrom(board, request.start(), monitor)
        : ShapeExistence.closedTour(board, monitor);
  }

  /**
   * Whether a tour of the given kind starts on {@code start}: {@link #openTourFrom} for open
   * tours, {@link #closedTour} for closed ones (a closed tour passes through every square).
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if {@code start} is off the board
   */
  public static Answer tourFrom(Board board, Square start, TourKind kind) {
    checkNotNull(kind, "kind must not be null");
    if (kind == TourKind.OPEN) {
      return openTourFrom(board, start);
    }
    checkNotNull(board, "board must not be null");
    board.checkContains(start, "start");
    return closedTour(board);
  }
}
