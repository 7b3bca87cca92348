/**
 * The counting extras beyond {@link io.github.knighttours.KnightTours#count}: the frontier sweep
 * one square at a time ({@link io.github.knighttours.count.FrontierSweep}, for distributed runs
 * such as module knight-spark) and the progress of a count.
 */
package io.github.knighttours.count;
