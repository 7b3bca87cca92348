package io.github.knighttours;

import io.github.knighttours.internal.search.GreedySearch;
import io.github.knighttours.internal.search.PathEngine;
import io.github.knighttours.internal.search.PathSearches;
import java.util.OptionalLong;
import java.util.SplittableRandom;

/**
 * Pohl's rule (I. Pohl, "A method for finding Hamilton paths and knight's tours", CACM 10(7),
 * 1967, 446–449): Warnsdorff's rule with its ties broken by looking ahead.
 *
 * <p>Among the squares tied for the fewest onward moves, it takes the one for which, with the
 * knight standing on it (the square marked visited), the onward moves of its unvisited
 * neighbours add up to the least. With {@link TourRequest#lookahead()} {@code = k}, ties that
 * remain are compared by up to {@code k} such sums, each one level deeper. Ties left after
 * that go to the first square in the fixed move order, or to a random one when the request has
 * a seed. No backtracking: a dead end is {@link Outcome#GAVE_UP}, never
 * {@link Outcome#PROVEN_ABSENT}.
 *
 * <p>For a closed tour ({@link TourKind#CLOSED}) it walks as for an open one and gives up
 * unless the last square happens to be a knight move from the first.
 *
 * <p>Performance: O(m · n · 8^k) time at worst on an m × n board, and close to Warnsdorff's
 * time in practice for k = 1; about 9 bytes per square of working memory. Stateless and
 * thread-safe.
 */
public final class PohlSolver extends GenericSolver {

  /** Creates the solver. Prefer {@link Strategy#POHL}{@code .solver()}, which is shared. */
  public PohlSolver() {
    super("POHL", false, false);
  }

  @Override
  PathEngine engine(int lookahead, OptionalLong seed) {
    SplittableRandom random = random(seed);
    return (graph, start, closed, monitor) ->
        PathSearches.closeOrGiveUp(
            graph, GreedySearch.run(graph, start, lookahead, null, random, monitor), closed, monitor);
  }

  @Override
  long workingBytes(long n) {
    return GreedySearch.workingBytes(n);
  }
}
