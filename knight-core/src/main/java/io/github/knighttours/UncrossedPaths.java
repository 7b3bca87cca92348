package io.github.knighttours;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import io.github.knighttours.internal.uncrossed.UncrossedSearch;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The longest uncrossed knight's path ({@link TourKind#OPEN}) or cycle ({@link
 * TourKind#CLOSED}) of a board: knight moves visiting each square at most once whose segments,
 * drawn between square centres, never cross. Two moves meeting at a square they share (a move and
 * the next one, or in a cycle the closing move and the first one) do not count as crossing; no
 * other contact is possible, since a knight move's segment holds no square centre but its ends and
 * two knight moves never overlap along a line.
 *
 * <p><b>Lengths are counted in moves.</b> An open path of {@code k} moves visits {@code k + 1}
 * squares; a cycle of {@code k} moves visits {@code k} squares and returns to the first. So the
 * 8×8 optima are 35 moves (36 squares) open and 32 moves closed (OEIS A003192 and A157416).
 *
 * <pre>{@code
 * UncrossedResult open = UncrossedPaths.longest(Board.of(6, 6), TourKind.OPEN);
 * open.moves();            // 17
 * open.isProvenOptimal();  // true: the search completed
 * open.squares();          // 18 squares, a knight move apart
 * }</pre>
 *
 * <p>The search is exact: a depth-first branch and bound that, when it completes, proves the
 * length optimal ({@link UncrossedResult#isProvenOptimal()}, with the nodes it explored as the
 * certificate's size). A node or time budget ({@link SearchOptions#nodeBudget()}, {@link
 * SearchOptions#timeBudget()}) or an interrupt stops it early with the best path found so far,
 * not proven. Seeds, look-ahead and progress listeners in the options are ignored: the search is
 * deterministic. Its time grows exponentially with the board: up to 7×7 closed well under a
 * second, 7×7 open about a second, 8×8 seconds closed and about two minutes open (measured times
 * are in the README); use a budget on larger boards.
 */
public final class UncrossedPaths {

  /**
   * The longest side accepted. The search is exponential in the number of squares, so a larger
   * board could only run out of its budget; this cap also keeps the recursion depth (one frame
   * per square, at most 256) and the crossing table small.
   */
  public static final int MAX_SIDE = 16;

  private UncrossedPaths() {}

  /**
   * Returns the longest uncrossed path or cycle of {@code board}, searched without budgets.
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if a side of {@code board} exceeds {@link #MAX_SIDE}
   */
  public static UncrossedResult longest(Board board, TourKind kind) {
    return longest(board, kind, SearchOptions.defaults());
  }

  /**
   * Returns the longest uncrossed path or cycle of {@code board} within the budgets of {@code
   * options}. If the budget runs out or the thread is interrupted (the interrupt flag is left
   * set), the result holds the best found so far and is not proven optimal.
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if a side of {@code board} exceeds {@link #MAX_SIDE}
   */
  public static UncrossedResult longest(Board board, TourKind kind, SearchOptions options) {
    checkNotNull(board, "board must not be null");
    checkNotNull(kind, "kind must not be null");
    checkNotNull(options, "options must not be null");
    checkArgument(
        board.rows() <= MAX_SIDE && board.cols() <= MAX_SIDE,
        "board %s is too large for the exact uncrossed search: each side must be at most %s",
        board,
        MAX_SIDE);
    long budgetNanos = options.timeBudget().map(UncrossedPaths::nanos).orElse(-1L);
    long began = System.nanoTime();
    UncrossedSearch search =
        new UncrossedSearch(
            board.rows(), board.cols(), kind == TourKind.CLOSED, options.nodeBudget(), budgetNanos);
    search.run();
    Duration elapsed = Duration.ofNanos(System.nanoTime() - began);
    List<Square> squares = new ArrayList<>();
    for (int index : search.bestPath()) {
      squares.add(board.square(index));
    }
    Outcome outcome =
        switch (search.stop()) {
          case NONE -> squares.isEmpty() ? Outcome.PROVEN_ABSENT : Outcome.FOUND;
          case BUDGET -> Outcome.BUDGET_EXHAUSTED;
          case INTERRUPTED -> Outcome.CANCELLED;
        };
    return new UncrossedResult(board, kind, squares, outcome, search.nodes(), elapsed);
  }

  private static long nanos(Duration d) {
    try {
      return Math.max(0, d.toNanos());
    } catch (ArithmeticException tooLong) {
      return Long.MAX_VALUE / 2;
    }
  }
}
