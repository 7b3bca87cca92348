package io.github.knighttours.uncrossed;

import io.github.knighttours.Outcome;
import io.github.knighttours.SearchOptions;
import io.github.knighttours.Board;
import io.github.knighttours.TourKind;
import io.github.knighttours.Square;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import io.github.knighttours.internal.uncrossed.UncrossedFrontier;
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
 * <p>Two exact engines, chosen by the board's shape (measured times are in the README):
 *
 * <ul>
 *   <li>Boards whose shorter side is at most {@link #MAX_FRONTIER_WIDTH}: a dynamic programme over
 *       frontier states, square by square along the longer side, whose time is linear in the
 *       longer side (at most {@link #MAX_LENGTH}) and exponential in the shorter one. For example
 *       7×7 closed takes well under a second, 8×8 closed seconds and 5×100 a few seconds; the
 *       states it keeps are bounded by half the maximum heap ({@link Outcome#BUDGET_EXHAUSTED} if
 *       they would not fit).
 *   <li>Open paths on square boards from 7×7 on, and boards whose sides both exceed {@link
 *       #MAX_FRONTIER_WIDTH} (each at most {@link #MAX_SIDE}): a depth-first branch and bound that
 *       finds good paths early and is faster there (8×8 open takes about two minutes either way).
 * </ul>
 *
 * <p>When the engine completes, the length is proven optimal ({@link
 * UncrossedResult#isProvenOptimal()}, with the nodes the engine expanded as the size of the
 * proof). A node or time budget ({@link SearchOptions#nodeBudget()}, {@link
 * SearchOptions#timeBudget()}) or an interrupt stops it early with the best path found so far, not
 * proven; the branch and bound finds long paths early, the frontier programme only near the end of
 * the board. Seeds, look-ahead and progress listeners in the options are ignored: both engines are
 * deterministic.
 */
public final class UncrossedPaths {

  /**
   * The longest side accepted when both sides exceed {@link #MAX_FRONTIER_WIDTH}: the branch and
   * bound is exponential in the number of squares, so a larger board could only run out of its
   * budget.
   */
  public static final int MAX_SIDE = 16;

  /** The widest board (shorter side) the frontier programme takes. */
  public static final int MAX_FRONTIER_WIDTH = UncrossedFrontier.MAX_WIDTH;

  /** The longest side accepted when the shorter side is at most {@link #MAX_FRONTIER_WIDTH}. */
  public static final int MAX_LENGTH = 1000;

  private UncrossedPaths() {}

  /**
   * Returns the longest uncrossed path or cycle of {@code board}, searched without budgets.
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if {@code board} is larger than {@link #MAX_LENGTH} or, with
   *     both sides above {@link #MAX_FRONTIER_WIDTH}, than {@link #MAX_SIDE}
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
   * @throws IllegalArgumentException if {@code board} is larger than {@link #MAX_LENGTH} or, with
   *     both sides above {@link #MAX_FRONTIER_WIDTH}, than {@link #MAX_SIDE}
   */
  public static UncrossedResult longest(Board board, TourKind kind, SearchOptions options) {
    checkNotNull(board, "board must not be null");
    checkNotNull(kind, "kind must not be null");
    checkNotNull(options, "options must not be null");
    checkArgument(
        isAccepted(board.rows(), board.cols()),
        "board %s is too large for the exact uncrossed search: the longer side may be at most %s"
            + " when the shorter is at most %s, else each side at most %s",
        board,
        MAX_LENGTH,
        MAX_FRONTIER_WIDTH,
        MAX_SIDE);
    long budgetNanos = options.timeBudget().map(UncrossedPaths::nanos).orElse(-1L);
    long began = System.nanoTime();
    int[] path;
    UncrossedSearch.Stop stop;
    long nodes;
    if (usesFrontier(board, kind)) {
      boolean transposed = board.cols() > board.rows();
      int length = Math.max(board.rows(), board.cols());
      int width = Math.min(board.rows(), board.cols());
      UncrossedFrontier frontier =
          new UncrossedFrontier(
              length,
              width,
              kind == TourKind.CLOSED,
              options.nodeBudget(),
              budgetNanos,
              Runtime.getRuntime().maxMemory() / 2);
      frontier.run();
      path = frontier.bestPath();
      if (transposed) {
        for (int i = 0; i < path.length; i++) {
          path[i] = (path[i] % width) * board.cols() + path[i] / width;
        }
      }
      stop = frontier.stop();
      nodes = frontier.nodes();
    } else {
      UncrossedSearch search =
          new UncrossedSearch(
              board.rows(), board.cols(), kind == TourKind.CLOSED, options.nodeBudget(), budgetNanos);
      search.run();
      path = search.bestPath();
      stop = search.stop();
      nodes = search.nodes();
    }
    List<Square> squares = new ArrayList<>();
    for (int index : path) {
      squares.add(board.label(index));
    }
    Outcome outcome =
        switch (stop) {
          case NONE -> squares.isEmpty() ? Outcome.PROVEN_ABSENT : Outcome.FOUND;
          case BUDGET, MEMORY -> Outcome.BUDGET_EXHAUSTED;
          case INTERRUPTED -> Outcome.CANCELLED;
        };
    Duration elapsed = Duration.ofNanos(System.nanoTime() - began);
    return new UncrossedResult(board, kind, squares, outcome, nodes, elapsed);
  }

  /**
   * Returns true if {@link #longest(Board, TourKind, SearchOptions)} accepts a board of this size:
   * a longer side of at most {@link #MAX_LENGTH} when the shorter is at most {@link
   * #MAX_FRONTIER_WIDTH}, else each side at most {@link #MAX_SIDE}.
   *
   * @throws NullPointerException if {@code board} is null
   */
  public static boolean accepts(Board board) {
    checkNotNull(board, "board must not be null");
    return isAccepted(board.rows(), board.cols());
  }

  private static boolean isAccepted(int rows, int cols) {
    int shorter = Math.min(rows, cols);
    int longer = Math.max(rows, cols);
    return shorter <= MAX_FRONTIER_WIDTH ? longer <= MAX_LENGTH : longer <= MAX_SIDE;
  }

  /**
   * Returns true if the frontier programme searches this board: a shorter side of at most {@link
   * #MAX_FRONTIER_WIDTH}, except open paths on square boards from 7×7 on (where the branch and
   * bound was measured faster: 7×7 in 1 s against 7 s, 8×8 in 109 s against 158 s).
   */
  static boolean usesFrontier(Board board, TourKind kind) {
    int shorter = Math.min(board.rows(), board.cols());
    int longer = Math.max(board.rows(), board.cols());
    if (shorter > MAX_FRONTIER_WIDTH) {
      return false;
    }
    return !(kind == TourKind.OPEN && shorter >= 7 && longer == shorter);
  }

  private static long nanos(Duration d) {
    try {
      return Math.max(0, d.toNanos());
    } catch (ArithmeticException tooLong) {
      return Long.MAX_VALUE / 2;
    }
  }
}
