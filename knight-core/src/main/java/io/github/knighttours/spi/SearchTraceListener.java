package io.github.knighttours.spi;

import io.github.knighttours.TourRequest;
import io.github.knighttours.Strategy;
import io.github.knighttours.PathRequest;
import io.github.knighttours.Board;
import io.github.knighttours.KnightTours;
import io.github.knighttours.Square;

/**
 * Hears every step of a search, for drawing it or stepping through it: set one with
 * {@link TourRequest.Builder#traceListener}.
 *
 * <pre>{@code
 * List<SearchStep<Square>> steps = new ArrayList<>();
 * TourRequest request = TourRequest.builder(Board.of(5, 5), Square.parse("a1"))
 *     .traceListener(steps::add)
 *     .build();
 * KnightTours.solve(request, Strategy.BACKTRACKING);
 * // steps: PLACED a1 at depth 0, then every placement and take-back until the tour is complete
 * }</pre>
 *
 * <p>Called on the searching thread, in the order of the steps, and only by solvers that search
 * step by step: {@code BACKTRACKING}, {@code WARNSDORFF}, {@code POHL}, {@code ROTH},
 * {@code SQUIRREL}, and {@code AUTO} where it runs Pohl's walks and the exhaustive search (on 2-D
 * boards that no construction covers). The constructions ({@code DIVIDE_AND_CONQUER}), the
 * rotations ({@code POSA}), clause learning, the neural network and {@code AUTO}'s route on other
 * shapes report nothing: their steps are not placements on one path. Replaying the steps gives the path at
 * every moment: a {@link SearchStep.Kind#PLACED} step at depth 0 begins a new attempt (a solver
 * may try several: {@link Strategy#AUTO} does). A closed tour is searched from a square of fewest
 * moves and turned to begin at the requested start afterwards, so its steps begin there. A
 * search without a listener pays nothing for this. A listener slows the search down by what it
 * does: keep it quick, or hand the steps to another thread.
 *
 * <p>Every shape has a trace: {@link PathRequest.Builder#traceListener} takes one in the shape's
 * labels.
 *
 * @param <L> the label type: {@link Square} on a board
 */
@FunctionalInterface
public interface SearchTraceListener<L> {

  /** Hears one step. */
  void onStep(SearchStep<L> step);
}
