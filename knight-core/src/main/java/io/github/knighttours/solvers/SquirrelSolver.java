package io.github.knighttours.solvers;

import io.github.knighttours.TourRequest;
import io.github.knighttours.Outcome;
import io.github.knighttours.Strategy;
import io.github.knighttours.Board;
import io.github.knighttours.TourKind;
import io.github.knighttours.Square;

import io.github.knighttours.spi.SearchResult;
import io.github.knighttours.internal.search.SearchMonitor;
import io.github.knighttours.internal.search.SquirrelOrderings;

/**
 * Warnsdorff's rule with Squirrel and Cull's move orderings (1996), as described by Ganzfried,
 * "A simple algorithm for knight's tours" (Oregon State University REU, 2004). Among the squares
 * tied for the fewest onward moves, the knight takes the first move in the current ordering, a
 * permutation of the eight moves. The walk starts with the first ordering of a table chosen by
 * the board size m mod 8, and takes the next ordering of the table when it arrives on that
 * ordering's switch square, before it chooses the move from there. The orderings decide every tie,
 * so a seed changes nothing. No backtracking: a dead end is {@link Outcome#GAVE_UP}, never
 * {@link Outcome#PROVEN_ABSENT}.
 *
 * <p>The table is made for an m × m board and a start in the corner: Squirrel's square (x, y),
 * row x and column y counted from 1 with the start at (1, 1), is {@code Square.of(x - 1, y - 1)},
 * so his corner is a1 and his row 1 is rank 1. Any other board or start is walked with the same
 * rule: the table for m = min(rows, cols), beginning with its first ordering wherever the walk
 * starts; a switch square that is not on the board is never reached, so the ordering before it
 * stays to the end. That is an extension: the published algorithm covers only m × m from the
 * corner.
 *
 * <p>What is known: Squirrel and Cull conjectured that the rule gives a tour from the corner of
 * every square board (m ≥ 5), and Ganzfried proved it for m ≡ 7 (mod 8). The table fails at
 * m = 74, the only failure among 5 ≤ m ≤ 130; for that size this solver uses Ganzfried's repair,
 * the single ordering 21345678 for the whole walk (S. Ganzfried, "A new algorithm for knight's
 * tours", Oregon State University REU, 2004, p. 9 and p. 18). Measured here from a1: a tour on
 * every n × n board for 5 ≤ n ≤ 1000 (see the success table in knight-benchmarks). It is a
 * heuristic: it may give up where a tour exists, and it never proves that none does.
 *
 * <p>With an {@linkplain TourRequest#end() end square} it walks around that square until every
 * other square is covered, then moves onto it if it is a knight move away, and otherwise gives up.
 *
 * <p>For a closed tour ({@link TourKind#CLOSED}) it walks as for an open one and gives up unless
 * the last square happens to be a knight move from the first.
 *
 * <p>Performance: O(m · n) time on an m × n board; about 5 bytes per square of working memory
 * (the path, and the onward-move counts in a padded byte layout).
 * Stateless and thread-safe: each search makes its own copy of the orderings' state.
 */
public final class SquirrelSolver extends GreedyWalkSolver {

  /** Creates the solver. Prefer {@link Strategy#SQUIRREL}{@code .solver()}, which is shared. */
  public SquirrelSolver() {
    super("SQUIRREL", false, false);
  }

  @Override
  SearchResult search(TourRequest request, SearchMonitor monitor) {
    Board board = request.board();
    // A fresh tie-break for this walk: the orderings change as the walk goes on.
    return greedyWalk(request, SquirrelOrderings.forBoard(board.rows(), board.cols()), monitor);
  }
}
