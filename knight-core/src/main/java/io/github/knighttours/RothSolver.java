package io.github.knighttours;

/**
 * Warnsdorff's rule with Roth's tie-break: among the squares tied for the fewest onward moves,
 * move to the one farthest from the centre of the board (Euclidean distance); ties that remain
 * go to the first square in the fixed move order, or to a random one when the request has a
 * seed. No backtracking: a dead end is {@link Outcome#GAVE_UP}, never
 * {@link Outcome#PROVEN_ABSENT}. Keeping to the edges while they are open is what the rule
 * aims at.
 *
 * <p>For a closed tour ({@link TourKind#CLOSED}) it walks as for an open one and gives up
 * unless the last square happens to be a knight move from the first.
 *
 * <p>Performance: O(m · n) time on an m × n board; about 9 bytes per square of working memory.
 * Stateless and thread-safe.
 */
public final class RothSolver extends BuiltInSolver {

  /** Creates the solver. Prefer {@link Strategy#ROTH}{@code .solver()}, which is shared. */
  public RothSolver() {
    super(Strategy.ROTH, false);
  }
}
