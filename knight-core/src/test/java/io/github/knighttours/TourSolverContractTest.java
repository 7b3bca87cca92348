package io.github.knighttours;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.DynamicContainer.dynamicContainer;

import io.github.knighttours.testing.TourSolverContract;
import java.util.HashSet;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** The published {@link TourSolverContract}, run on every solver that {@link java.util.ServiceLoader} finds. */
class TourSolverContractTest {

  @Test
  void serviceLoaderFindsTheBuiltInSolversUnderUniqueNames() {
    Set<String> names = new HashSet<>();
    for (TourSolver solver : KnightTours.solvers()) {
      assertFalse(solver.name().isBlank());
      assertTrue(names.add(solver.name()), "two solvers are named " + solver.name());
    }
    for (Strategy strategy : Strategy.values()) {
      assertTrue(names.contains(strategy.solver().name()), strategy.name());
    }
  }

  @TestFactory
  Stream<DynamicContainer> everySolverKeepsTheContract() {
    return KnightTours.solvers().stream()
        .map(solver -> dynamicContainer(solver.name(), TourSolverContract.checks(solver)));
  }
}
