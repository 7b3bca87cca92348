package io.github.knighttours;

/**
 * The built-in ways of finding a tour, and what each guarantees.
 *
 * <p>The heuristics break ties in a fixed order unless the request has a seed: the tied square
 * on the lowest rank, and on that rank the lowest file (a1, b1, …, then a2, …). As moves
 * (rank change, file change): (−2,−1), (−2,+1), (−1,−2), (−1,+2), (+1,−2), (+1,+2), (+2,−1),
 * (+2,+1). The exception is {@link #SQUIRREL}, whose move orderings decide every tie.
 */
public enum Strategy {

  /**
   * Exhaustive search ({@link BacktrackingSolver}): finds a tour whenever one exists and proves
   * absence otherwise, given enough budget. Exponential time in the worst case.
   */
  BACKTRACKING,

  /**
   * Warnsdorff's rule ({@link WarnsdorffSolver}): linear time, no backtracking; may give up
   * where a tour exists, never proves absence.
   */
  WARNSDORFF,

  /**
   * Pohl's look-ahead tie-break on Warnsdorff's rule ({@link PohlSolver}): close to linear time,
   * no backtracking; gives up less often than Warnsdorff, never proves absence.
   */
  POHL,

  /**
   * Roth's tie-break on Warnsdorff's rule ({@link RothSolver}): among tied squares, the one
   * farthest from the centre of the board (Euclidean distance), then the fixed order. Linear
   * time, no backtracking; needs a board, so it does not apply to other graphs.
   */
  ROTH,

  /**
   * Squirrel and Cull's move orderings on Warnsdorff's rule ({@link SquirrelSolver}): among tied
   * squares, the first move in an ordering that changes when the walk reaches given squares,
   * with a table by the board size mod 8, made for a start in the corner a1. Linear time, no
   * backtracking; may give up, never proves absence; needs a board.
   */
  SQUIRREL,

  /**
   * Divide and conquer ({@link DivideAndConquerSolver}): joins closed tours of small blocks into
   * a tour of the whole board in linear time. Covers closed tours on every board with both sides
   * at least 5 and an even number of squares, and open tours from every square there and from
   * the majority colour of odd boards with both sides at least 5; elsewhere it gives up. Never
   * searches, so never proves absence beyond the theorems in {@link TourExistence}.
   */
  DIVIDE_AND_CONQUER,

  /**
   * The recommended strategy ({@link AutoSolver}), and the default of
   * {@link KnightTours#solve(TourRequest)}: answers from {@link TourExistence} when a theorem
   * rules a tour out, builds one by divide and conquer where that applies, and otherwise tries
   * the heuristics and then the exhaustive search. It finds a tour whenever one exists and
   * proves absence otherwise, given enough budget.
   */
  AUTO;

  /** Returns the shared, thread-safe solver for this strategy. */
  public TourSolver solver() {
    switch (this) {
      case BACKTRACKING:
        return BuiltIns.BACKTRACKING;
      case WARNSDORFF:
        return BuiltIns.WARNSDORFF;
      case POHL:
        return BuiltIns.POHL;
      case ROTH:
        return BuiltIns.ROTH;
      case SQUIRREL:
        return BuiltIns.SQUIRREL;
      case DIVIDE_AND_CONQUER:
        return BuiltIns.DIVIDE_AND_CONQUER;
      case AUTO:
        return BuiltIns.AUTO;
      default:
        throw new AssertionError(this);
    }
  }

  /** Returns true if this strategy can prove that no tour exists. */
  public boolean isExhaustive() {
    return solver().isExhaustive();
  }

  /** Holds the shared instances; a nested class so that they are made on first use. */
  private static final class BuiltIns {
    static final TourSolver BACKTRACKING = new BacktrackingSolver();
    static final TourSolver WARNSDORFF = new WarnsdorffSolver();
    static final TourSolver POHL = new PohlSolver();
    static final TourSolver ROTH = new RothSolver();
    static final TourSolver SQUIRREL = new SquirrelSolver();
    static final TourSolver DIVIDE_AND_CONQUER = new DivideAndConquerSolver();
    static final TourSolver AUTO = new AutoSolver();
  }
}
