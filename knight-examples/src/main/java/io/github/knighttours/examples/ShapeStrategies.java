package io.github.knighttours.examples;

import io.github.knighttours.Strategy;
import io.github.knighttours.TourSolver;
import java.util.EnumSet;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Which strategies search boards of every shape (holes, wrap, other leapers), for the command
 * line and the simulator, which refuse the others up front with a clear message.
 */
public final class ShapeStrategies {

  /** The built-in strategies that search every shape; the others take only the plain board. */
  private static final Set<Strategy> TAKE_EVERY_SHAPE =
      EnumSet.of(Strategy.BACKTRACKING, Strategy.WARNSDORFF, Strategy.POHL, Strategy.NEURAL_NETWORK, Strategy.AUTO);

  private ShapeStrategies() {}

  /**
   * Returns false for a built-in solver that takes only the knight's plain rectangle; true for
   * those that search every shape, and for solvers from elsewhere (which say so when they run).
   *
   * @param solver the solver
   * @return whether the solver is expected to search boards of every shape
   */
  public static boolean takesEveryShape(TourSolver solver) {
    for (Strategy strategy : Strategy.values()) {
      if (strategy.name().equals(solver.name())) {
        return TAKE_EVERY_SHAPE.contains(strategy);
      }
    }
    return true;
  }

  /**
   * Returns the names of the built-in strategies that search every shape, comma-separated.
   *
   * @return the names, in the library's order
   */
  public static String everyShapeNames() {
    return TAKE_EVERY_SHAPE.stream().map(Strategy::name).collect(Collectors.joining(", "));
  }
}
