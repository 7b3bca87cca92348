/**
 * Knight's tours on any rectangular board from any start square.
 *
 * <p>Start with {@link io.github.knighttours.KnightTours}: {@code find} returns a tour or
 * empty, {@code solve} returns a {@link io.github.knighttours.TourResult} that says whether a
 * tour was found, proven absent, or not found within the heuristic's reach or the budget;
 * {@code openTours} and {@code closedTours} list every tour lazily, and {@code count} counts
 * them exactly ({@link io.github.knighttours.CountRequest},
 * {@link io.github.knighttours.TourCount}). The model is
 * {@link io.github.knighttours.Board}, {@link io.github.knighttours.Square} and
 * {@link io.github.knighttours.Tour}; algorithms plug in through
 * {@link io.github.knighttours.TourSolver}.
 */
package io.github.knighttours;
