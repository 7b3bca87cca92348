package io.github.knighttours.examples;

import io.github.knighttours.Strategy;
import io.github.knighttours.TourSolver;
import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * Which strategies search boards of every shape (holes, wrap, other leapers), for the command
 * line and the simulator, which refuse the others up front with a clear message.
 */
public final class ShapeStrategies {

  private ShapeStrategies() {}

  /**
   * Returns the names of the built-in strategies that search every shape ({@link
   * TourSolver#takesEveryShape()}), comma-separated.
   *
   * @return the names, in the library's order
   */
  public static String everyShapeNames() {
    return Arrays.stream(Strategy.values())
        .filter(strategy -> strategy.solver().takesEveryShape())
        .map(Strategy::name)
        .collect(Collectors.joining(", "));
  }
}
