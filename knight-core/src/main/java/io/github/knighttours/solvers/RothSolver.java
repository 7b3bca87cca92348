package io.github.knighttours.solvers;

import io.github.knighttours.TourRequest;
import io.github.knighttours.Outcome;
import io.github.knighttours.Strategy;
import io.github.knighttours.Board;
import io.github.knighttours.TourKind;

import io.github.knighttours.spi.SearchResult;
import io.github.knighttours.internal.search.SearchMonitor;
import io.github.knighttours.internal.search.TieBreak;
import java.util.function.IntToLongFunction;

/**
 * Warnsdorff's rule with Roth's tie-break: among the squares tied for the fewest onward moves,
 * move to the one farthest from the centre of the board (Euclidean distance); ties that remain
 * go to the first square in the fixed move order, or to a random one when the request has a
 * seed. No backtracking: a dead end is {@link Outcome#GAVE_UP}, never
 * {@link Outcome#PROVEN_ABSENT}. Keeping to the edges while they are open is what the rule
 * aims at.
 *
 * <p>With an {@linkplain TourRequest#end() end square} it walks around that square until every
 * other square is covered, then moves onto it if it is a knight move away, and otherwise gives up.
 *
 * <p>For a closed tour ({@link TourKind#CLOSED}) it walks as for an open one and gives up
 * unless the last square happens to be a knight move from the first.
 *
 * <p>Performance: O(m · n) time on an m × n board; about 5 bytes per square of working memory
 * (the path, and the onward-move counts in a padded byte layout).
 * Stateless and thread-safe.
 */
public final class RothSolver extends GreedyWalkSolver {

  /** Creates the solver. Prefer {@link Strategy#ROTH}{@code .solver()}, which is shared. */
  public RothSolver() {
    super("ROTH", false, false);
  }

  @Override
  SearchResult search(TourRequest request, SearchMonitor monitor) {
    Board board = request.board();
    return greedyWalk(request, TieBreak.byTarget(farthestFromCentreFirst(board.rows(), board.cols())), monitor);
  }

  /**
   * Roth's key: minus the squared distance from the board centre, in doubled coordinates so that
   * it stays an integer; the smallest key is the farthest square.
   */
  private static IntToLongFunction farthestFromCentreFirst(int rows, int cols) {
    return v -> {
      long dr = 2L * (v / cols) - (rows - 1);
      long dc = 2L * (v % cols) - (cols - 1);
      return -(dr * dr + dc * dc);
    };
  }
}
