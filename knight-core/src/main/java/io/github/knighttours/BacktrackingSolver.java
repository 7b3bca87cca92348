package io.github.knighttours;

/**
 * Exhaustive depth-first search with an explicit stack (never recursion), trying moves in
 * Warnsdorff order and pruning only branches that cannot hold a tour: squares left with no way
 * in, more than one square left with a single way in (only the last square may be a dead end),
 * a forced move into a dead end, and, on boards with an odd number of squares, a start on the
 * minority colour (a knight alternates colours, so a tour covers one more square of the
 * start's colour than of the other).
 *
 * <p>For a closed tour ({@link TourKind#CLOSED}) the start square stays available as the last
 * square's neighbour: every unvisited square then needs two ways in and out, and on boards
 * with an odd number of squares no closed tour exists (colour argument).
 *
 * <p>Answers {@link Outcome#PROVEN_ABSENT} only after exhausting the search space or by the
 * colour argument; otherwise {@link Outcome#FOUND}, or {@link Outcome#BUDGET_EXHAUSTED} /
 * {@link Outcome#CANCELLED} when the request's budgets run out or the thread is interrupted.
 * The request's seed is not used: the search is deterministic.
 *
 * <p>Performance: exponential time in the worst case, but Warnsdorff ordering finds tours on
 * most boards up to a few hundred squares per side with little or no backtracking; working
 * memory about 18 bytes per square plus the candidate stack (4 bytes per untried move, usually
 * a few per square, at most 32). Set a node or time budget on large boards. Stateless and thread-safe.
 */
public final class BacktrackingSolver extends BuiltInSolver {

  /** Creates the solver. Prefer {@link Strategy#BACKTRACKING}{@code .solver()}, which is shared. */
  public BacktrackingSolver() {
    super(Strategy.BACKTRACKING, true);
  }
}
