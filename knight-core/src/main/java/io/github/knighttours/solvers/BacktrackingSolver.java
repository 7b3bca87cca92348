package io.github.knighttours.solvers;

import io.github.knighttours.spi.SearchTraceListener;
import io.github.knighttours.TourRequest;
import io.github.knighttours.Outcome;
import io.github.knighttours.Strategy;
import io.github.knighttours.TourKind;

import io.github.knighttours.internal.search.ExhaustiveSearch;
import io.github.knighttours.internal.search.PathEngine;
import java.util.OptionalLong;

/**
 * Exhaustive depth-first search with an explicit stack (never recursion), trying moves in
 * Warnsdorff order and pruning only branches that cannot hold a tour: squares left with no way
 * in, more than one square left with a single way in (only the last square may be a dead end),
 * a forced move into a dead end, and, on boards with an odd number of squares, a start on the
 * minority colour (a knight alternates colours, so a tour covers one more square of the
 * start's colour than of the other).
 *
 * <p>On boards of up to 4,096 squares, once Warnsdorff's order has needed some backtracking,
 * stronger rules join in at every move: the unvisited squares must stay connected to the
 * knight; where one square is the only way into a region, the tour must end in that region,
 * and the regions so cut off must nest, each with the right number of squares of each colour;
 * and where the board holds another set of half its squares no two of which are a knight move
 * apart (the outer rows of a 4 × n board), the tour must alternate in and out of it closely
 * enough. The last is Schwenk's argument: it shows at once that 4 × n boards have no closed
 * tour and that their open tours start on the outer rows. On such boards a second search, with
 * ties broken the other way (the board turned half a turn), also takes turns with the first.
 *
 * <p>For a closed tour ({@link TourKind#CLOSED}) the start square stays available as the last
 * square's neighbour: every unvisited square then needs two ways in and out, and on boards
 * with an odd number of squares no closed tour exists (colour argument). The search starts at
 * a square with the fewest moves, a corner on most boards (a closed tour passes through every
 * square), and returns the tour from the requested start.
 *
 * <p>Answers {@link Outcome#PROVEN_ABSENT} only after exhausting the search space or by the
 * colour argument; otherwise {@link Outcome#FOUND}, or {@link Outcome#BUDGET_EXHAUSTED} /
 * {@link Outcome#CANCELLED} when the request's budgets run out or the thread is interrupted.
 * The request's seed is not used: the search is deterministic.
 *
 * <p>Settles every start, open and closed, of every board up to 12 × 12 within a few thousand
 * nodes, and of 3 × n and 4 × n boards up to n = 30 within about half a million.
 *
 * <p>Performance: exponential time in the worst case, but Warnsdorff ordering finds tours on
 * most boards up to a few hundred squares per side with little or no backtracking; working
 * memory about 20 bytes per square plus the candidate stack (4 bytes per untried move; if it
 * outgrows its first size, room for 8 moves per square at once), and on boards of up to 4,096
 * squares about 200 bytes per square for the stronger rules and the second search. The heap is
 * checked for the most it can take before the search starts. Set a node or time budget on large
 * boards. A search with a {@link SearchTraceListener} runs without the second search, so that
 * its steps replay as one path. Stateless and thread-safe.
 *
 * <p>With an {@linkplain TourRequest#end() end square} the search keeps that square for the
 * last move, and its rules know where the tour must end: the end must stay within reach (a
 * square next to the knight, or one with an unvisited neighbour), no other square may be left
 * with a single way in, the colour argument places the end on the right colour, and the
 * stronger rules require the pieces cut off by single squares to lead to the end. It stays
 * exact: {@link Outcome#FOUND} with a tour that ends there, or {@link Outcome#PROVEN_ABSENT}
 * only once the whole search space is exhausted or the colour argument rules the pair out.
 */
public final class BacktrackingSolver extends GenericSolver {

  /** Creates the solver. Prefer {@link Strategy#BACKTRACKING}{@code .solver()}, which is shared. */
  public BacktrackingSolver() {
    super("BACKTRACKING", true, true);
  }

  /** The search is deterministic: look-ahead and seed do not apply. */
  @Override
  PathEngine engine(int lookahead, OptionalLong seed) {
    return ExhaustiveSearch::run;
  }

  /** The same search, with the end kept for the last square and every rule told of it. */
  @Override
  PathEngine engineTo(int lookahead, OptionalLong seed, int end) {
    return (graph, start, closed, monitor) -> ExhaustiveSearch.run(graph, start, end, monitor);
  }

  @Override
  long workingBytes(long n, int maxDegree) {
    return ExhaustiveSearch.workingBytes(n, maxDegree);
  }
}
