package io.github.knighttours.web.jdk;

import io.github.knighttours.TourSolver;
import org.teavm.extension.spi.reflection.SimpleReflectionPolicy;

/**
 * Keeps for reflection what knight-core reflects on: which class declares a solver's
 * {@code search} and {@code solve} methods ({@code Class.getMethod}, asked once per solver class
 * to tell the SPI's two contracts apart). TeaVM keeps no reflection data unless told to.
 */
public final class SolverReflection extends SimpleReflectionPolicy {
  /** Made by TeaVM's service loader. */
  public SolverReflection() {}

  @Override
  protected void setup() {
    selectClass(TourSolver.class.getName()).reflectableMethods(namedEither("search", "solve").and(PUBLIC));
    selectClasses(extending(TourSolver.class)).reflectableMethods(namedEither("search", "solve").and(PUBLIC));
  }
}
