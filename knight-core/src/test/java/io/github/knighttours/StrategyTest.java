package io.github.knighttours;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class StrategyTest {

  @ParameterizedTest
  @EnumSource(Strategy.class)
  void solverIsSharedAndNamedAfterTheStrategy(Strategy strategy) {
    TourSolver solver = strategy.solver();
    assertSame(solver, strategy.solver());
    assertEquals(strategy.name(), solver.name());
    assertEquals(strategy.name(), solver.toString());
  }

  @Test
  void onlyBacktrackingIsExhaustive() {
    assertTrue(Strategy.BACKTRACKING.isExhaustive());
    assertFalse(Strategy.WARNSDORFF.isExhaustive());
    assertFalse(Strategy.POHL.isExhaustive());
    assertFalse(Strategy.ROTH.isExhaustive());
    assertFalse(Strategy.SQUIRREL.isExhaustive());
  }

  @Test
  void eachStrategyHasItsOwnSolverClass() {
    assertEquals(BacktrackingSolver.class, Strategy.BACKTRACKING.solver().getClass());
    assertEquals(WarnsdorffSolver.class, Strategy.WARNSDORFF.solver().getClass());
    assertEquals(PohlSolver.class, Strategy.POHL.solver().getClass());
    assertEquals(RothSolver.class, Strategy.ROTH.solver().getClass());
    assertEquals(SquirrelSolver.class, Strategy.SQUIRREL.solver().getClass());
  }
}
