package io.github.knighttours.solvers;

import io.github.knighttours.TourRequest;
import io.github.knighttours.Outcome;
import io.github.knighttours.Strategy;
import io.github.knighttours.TourKind;

import io.github.knighttours.spi.NeighbourFunction;
import io.github.knighttours.internal.search.GreedyRetries;
import io.github.knighttours.internal.search.GreedySearch;
import io.github.knighttours.internal.search.PathEngine;
import java.util.OptionalLong;

/**
 * Pohl's rule (I. Pohl, "A method for finding Hamilton paths and knight's tours", CACM 10(7),
 * 1967, 446–449): Warnsdorff's rule with its ties broken by looking ahead.
 *
 * <p>Among the squares tied for the fewest onward moves, it takes the one for which, with the
 * knight standing on it (the square marked visited), the onward moves of its unvisited
 * neighbours add up to the least. With {@link TourRequest#lookahead()} {@code = k}, ties that
 * remain are compared by up to {@code k} such sums, each one level deeper. Ties left after
 * that go to the first square in the fixed move order, or to a random one when the request has
 * a seed. No backtracking.
 *
 * <p>When that walk reaches a dead end, the solver walks again from the start, up to 64 walks in
 * all: retries take turns between Pohl's rule and Warnsdorff's rule alone, each with its
 * remaining ties drawn from a random generator seeded from the request's seed (or a fixed
 * constant), so the same request always gives the same tour, and where the first walk succeeds
 * the tour is exactly Pohl's. The node budget covers all walks. With retries it finds a tour from
 * every square of 8 × 8, where Pohl's walk alone gives up from a1, h1, d4, e4, d5 and e5. If
 * every walk fails the result is {@link Outcome#GAVE_UP}, never {@link Outcome#PROVEN_ABSENT};
 * the explanation says how many walks were made. {@link Strategy#WARNSDORFF} does not retry: it
 * stays the single walk of the reference rule.
 *
 * <p>For a closed tour ({@link TourKind#CLOSED}) it walks as for an open one; a walk whose last
 * square is not a knight move from the first counts as failed.
 *
 * <p>With an {@linkplain TourRequest#end() end square} every walk goes around that square until
 * every other square is covered, and then moves onto it if it is a knight move away; a walk
 * that cannot counts as failed, and the retries go on.
 *
 * <p>Performance: O(m · n · 8^k) time at worst on an m × n board per walk, and close to
 * Warnsdorff's time in practice for k = 1; at most 64 walks; on a board about 5 bytes per
 * square of working memory (the path, and the onward-move counts in a padded byte layout), on
 * other graphs about 8 per vertex. Stateless and thread-safe.
 */
public final class PohlSolver extends GenericSolver {

  /** Creates the solver. Prefer {@link Strategy#POHL}{@code .solver()}, which is shared. */
  public PohlSolver() {
    super("POHL", false, false);
  }

  @Override
  PathEngine engine(int lookahead, OptionalLong seed) {
    return (graph, start, closed, monitor) ->
        GreedyRetries.run(
            graph, start, lookahead, closed, seed.isPresent(), seed.orElse(0), GreedyRetries.DEFAULT_MAX_ATTEMPTS,
            monitor);
  }

  /** Each walk keeps the end square for its last step; one that cannot step onto it has failed. */
  @Override
  PathEngine engineTo(int lookahead, OptionalLong seed, int end) {
    return (graph, start, closed, monitor) ->
        GreedyRetries.run(
            graph, start, end, lookahead, false, seed.isPresent(), seed.orElse(0),
            GreedyRetries.DEFAULT_MAX_ATTEMPTS, monitor);
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
