/**
 * What users call every day: tours of 2-D boards, and the one family of requests, results and
 * tours that every shape shares.
 *
 * <p>Start with {@link io.github.knighttours.KnightTours}: {@code find} returns a tour or empty,
 * {@code solve} returns a {@link io.github.knighttours.TourResult} that says whether a tour was
 * found, proven absent, or not found within the heuristic's reach or the budget; {@code solvePath}
 * does the same for any shape ({@link io.github.knighttours.PathRequest},
 * {@link io.github.knighttours.PathResult}, {@link io.github.knighttours.HamiltonianPath});
 * {@code openTours} and {@code closedTours} list every tour lazily, and {@code count} counts them
 * exactly ({@link io.github.knighttours.CountRequest}, {@link io.github.knighttours.TourCount}).
 *
 * <h2>Design</h2>
 *
 * <p>The packages depend one way: this package (the facade and the everyday types) uses
 * {@code spi} (the neighbour function, shapes, the solver contract), {@code solvers} (one class
 * per algorithm), {@code shapes}, {@code count} and {@code uncrossed}; all of them use the
 * engines in {@code internal.*}, which are not exported and take primitives only. A board's
 * tour, request and result ({@link io.github.knighttours.Tour}, {@link io.github.knighttours.TourRequest},
 * {@link io.github.knighttours.TourResult}) are the 2-D faces of the generic ones: every search of
 * every shape runs through one pipeline (accept, heap guard, context, search on ints, checks,
 * validation, result), so every shape has end squares, traces and checked tours.
 */
package io.github.knighttours;
