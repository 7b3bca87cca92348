package io.github.knighttours.examples;

import io.github.knighttours.Strategy;
import io.github.knighttours.TourSolver;
import java.util.stream.Collectors;

/**
 * Which strategies search boards of every shape (holes, wrap, other leapers), for the command
 * line and the simulator, which refuse the others up front with a clear message.
 */
public final class ShapeStrategies {

  private ShapeStrategies() {}

  /**
   * Returns the names of the built-in strategies that search every shape (those that
   * {@linkplain TourSolver#accepts accept} a torus, not only the plain rectangle), comma-separated.
   *
   * @return the names, in the library's order
   */
  public static String everyShapeNames() {
    return Strategy.accepting(OTHER_SHAPE).stream().map(Strategy::name).collect(Collectors.joining(", "));
  }

  /** True if {@code solver} takes boards of other shapes than the plain rectangle. */
  public static boolean takesEveryShape(TourSolver solver) {
    return solver.accepts(OTHER_SHAPE);
  }

  /** A board of another shape, to ask solvers with. */
  private static final io.github.knighttours.Board OTHER_SHAPE = io.github.knighttours.Board.torus(8, 8);
}
