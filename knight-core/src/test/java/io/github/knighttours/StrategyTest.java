package io.github.knighttours;

import io.github.knighttours.solvers.ClauseLearningSolver;
import io.github.knighttours.solvers.PohlSolver;
import io.github.knighttours.solvers.PosaSolver;
import io.github.knighttours.solvers.WarnsdorffSolver;
import io.github.knighttours.solvers.NeuralNetworkSolver;
import io.github.knighttours.solvers.RothSolver;
import io.github.knighttours.solvers.SquirrelSolver;
import io.github.knighttours.solvers.BacktrackingSolver;

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
  void declaresWhatEachSolverGuarantees() {
    // The exhaustive search and AUTO always settle a request given the budget; the heuristics
    // promise nothing; divide and conquer may cite a theorem but gives up outside its reach.
    assertGuarantees(Strategy.BACKTRACKING, true, true);
    assertGuarantees(Strategy.CLAUSE_LEARNING, true, true);
    assertGuarantees(Strategy.AUTO, true, true);
    assertGuarantees(Strategy.DIVIDE_AND_CONQUER, false, true);
    assertGuarantees(Strategy.WARNSDORFF, false, false);
    assertGuarantees(Strategy.POHL, false, false);
    assertGuarantees(Strategy.POSA, false, false);
    assertGuarantees(Strategy.ROTH, false, false);
    assertGuarantees(Strategy.SQUIRREL, false, false);
    assertGuarantees(Strategy.NEURAL_NETWORK, false, false);
  }

  private static void assertGuarantees(Strategy strategy, boolean findsTour, boolean provesAbsence) {
    assertEquals(findsTour, strategy.solver().findsTourWhenOneExists(), strategy.name());
    assertEquals(provesAbsence, strategy.solver().mayProveAbsence(), strategy.name());
  }

  @Test
  void eachStrategyHasItsOwnSolverClass() {
    assertEquals(BacktrackingSolver.class, Strategy.BACKTRACKING.solver().getClass());
    assertEquals(WarnsdorffSolver.class, Strategy.WARNSDORFF.solver().getClass());
    assertEquals(PohlSolver.class, Strategy.POHL.solver().getClass());
    assertEquals(PosaSolver.class, Strategy.POSA.solver().getClass());
    assertEquals(ClauseLearningSolver.class, Strategy.CLAUSE_LEARNING.solver().getClass());
    assertEquals(RothSolver.class, Strategy.ROTH.solver().getClass());
    assertEquals(SquirrelSolver.class, Strategy.SQUIRREL.solver().getClass());
    assertEquals(NeuralNetworkSolver.class, Strategy.NEURAL_NETWORK.solver().getClass());
  }

  @Test
  void acceptingNamesTheStrategiesThatTakeAShape() {
    org.junit.jupiter.api.Assertions.assertEquals(java.util.List.of(Strategy.values()), Strategy.accepting(Board.of(8, 8)));
    java.util.List<Strategy> torus = Strategy.accepting(Board.torus(8, 8));
    for (Strategy boardOnly : java.util.List.of(Strategy.ROTH, Strategy.SQUIRREL, Strategy.DIVIDE_AND_CONQUER)) {
      org.junit.jupiter.api.Assertions.assertFalse(torus.contains(boardOnly), boardOnly.name());
    }
    org.junit.jupiter.api.Assertions.assertTrue(torus.contains(Strategy.POHL) && torus.contains(Strategy.AUTO));
    java.util.List<Strategy> directed =
        Strategy.accepting(io.github.knighttours.testing.SmallShapes.oneWayCycleWithChords(8));
    org.junit.jupiter.api.Assertions.assertFalse(directed.contains(Strategy.NEURAL_NETWORK));
    org.junit.jupiter.api.Assertions.assertTrue(directed.contains(Strategy.BACKTRACKING));
  }
}
