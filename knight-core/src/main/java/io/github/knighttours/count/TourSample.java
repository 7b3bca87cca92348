package io.github.knighttours.count;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import io.github.knighttours.Tour;
import java.math.BigInteger;
import java.util.List;

/**
 * Tours drawn exactly uniformly at random by {@link io.github.knighttours.KnightTours#sample}, with
 * the number of tours they were drawn from.
 *
 * @param tours the tours, in the order drawn (the same tour may come more than once)
 * @param population the exact number of tours each was drawn from, uniformly: undirected closed or
 *     open tours, or the open tours from the start ({@code OPEN_FROM_START})
 * @param keptStates the states of the frontier sweep kept for the draw, summed over all squares
 */
public record TourSample(List<Tour> tours, BigInteger population, long keptStates) {

  /**
   * Checks and copies the parts.
   *
   * @throws NullPointerException if {@code tours} or {@code population} is null, or a tour is
   * @throws IllegalArgumentException if {@code population} is not positive or {@code keptStates}
   *     is negative
   */
  public TourSample {
    checkNotNull(tours, "tours must not be null");
    checkNotNull(population, "population must not be null");
    checkArgument(population.signum() > 0, "population must be positive, got %s", population);
    checkArgument(keptStates >= 0, "keptStates must not be negative, got %s", keptStates);
    tours = List.copyOf(tours);
  }
}
