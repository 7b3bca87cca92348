package io.github.knighttours.solvers;

import io.github.knighttours.TourRequest;
import io.github.knighttours.Outcome;
import io.github.knighttours.Strategy;
import io.github.knighttours.TourKind;

import io.github.knighttours.spi.NeighbourFunction;
import io.github.knighttours.internal.search.GreedySearch;
import io.github.knighttours.internal.search.PathEngine;
import io.github.knighttours.internal.search.PathSearches;
import java.util.OptionalLong;
import java.util.SplittableRandom;

/**
 * Warnsdorff's rule (1823): always move to the unvisited square with the fewest unvisited
 * squares a knight move away. No backtracking, so a dead end ends the search with
 * {@link Outcome#GAVE_UP}; this solver never answers {@link Outcome#PROVEN_ABSENT}.
 *
 * <p>Ties go to the first tied square in the fixed move order (see {@link Strategy}),
 * or, when the request has a seed, to a random tied square chosen with that seed.
 *
 * <p>For a closed tour ({@link TourKind#CLOSED}) it walks as for an open one and gives up
 * unless the last square happens to be a knight move from the first.
 *
 * <p>With an {@linkplain TourRequest#end() end square} it walks around that square, as if it
 * were already visited, until every other square is covered, and moves onto it if it is a
 * knight move away; otherwise it gives up.
 *
 * <p>Performance: O(m · n) time on an m × n board; about 5 bytes per square of working memory
 * (the path, and the onward-move counts in a padded byte layout).
 * Stateless and thread-safe.
 */
public final class WarnsdorffSolver extends GenericSolver {

  /** Creates the solver. Prefer {@link Strategy#WARNSDORFF}{@code .solver()}, which is shared. */
  public WarnsdorffSolver() {
    super("WARNSDORFF", false, false);
  }

  @Override
  PathEngine engine(int lookahead, OptionalLong seed) {
    SplittableRandom random = random(seed);
    return (graph, start, closed, monitor) ->
        PathSearches.closeOrGiveUp(graph, GreedySearch.run(graph, start, 0, null, random, monitor), closed, monitor);
  }

  /** The walk keeps the end square for its last step, and gives up if it cannot step onto it. */
  @Override
  PathEngine engineTo(int lookahead, OptionalLong seed, int end) {
    SplittableRandom random = random(seed);
    return (graph, start, closed, monitor) -> GreedySearch.run(graph, start, end, 0, null, random, monitor);
  }

  @Override
  long workingBytes(long n, int maxDegree) {
    return GreedySearch.workingBytes(n, maxDegree);
  }

  @Override
  long workingBytes(NeighbourFunction graph) {
    return GreedySearch.workingBytes(graph);
  }
}
