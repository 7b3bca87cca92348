/**
 * The counting extras beyond {@link io.github.knighttours.KnightTours#count}: the frontier sweep
 * one square at a time ({@link io.github.knighttours.count.FrontierSweep}, for distributed runs
 * such as module knight-spark), the progress of a count, and the tours drawn uniformly at random
 * by {@link io.github.knighttours.KnightTours#sample} ({@link io.github.knighttours.count.TourSample}).
 */
package io.github.knighttours.count;
