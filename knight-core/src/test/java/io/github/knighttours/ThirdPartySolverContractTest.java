package io.github.knighttours;

import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.knighttours.testing.TourSolverContract;
import java.time.Duration;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

/**
 * The published contract used as a third party would: extending {@link TourSolverContract} with
 * a solver that is not built in; and the contract failing a solver that breaks it.
 */
class ThirdPartySolverContractTest extends TourSolverContract {

  /** A solver from outside: the exhaustive search under another name, declaring what it keeps. */
  static final class Delegating implements TourSolver {
    @Override
    public String name() {
      return "DELEGATING";
    }

    @Override
    public boolean findsTourWhenOneExists() {
      return true;
    }

    @Override
    public boolean mayProveAbsence() {
      return true;
    }

    @Override
    public TourResult solve(TourRequest request) {
      TourResult r = Strategy.BACKTRACKING.solver().solve(request);
      return switch (r.outcome()) {
        case FOUND -> TourResult.found(name(), r.tour().orElseThrow(), r.statistics());
        case PROVEN_ABSENT -> TourResult.provenAbsent(name(), r.explanation(), r.statistics());
        case GAVE_UP -> TourResult.gaveUp(name(), r.explanation(), r.statistics());
        case BUDGET_EXHAUSTED -> TourResult.budgetExhausted(name(), r.explanation(), r.statistics());
        case CANCELLED -> TourResult.cancelled(name(), r.statistics());
      };
    }
  }

  @Override
  protected TourSolver solver() {
    return new Delegating();
  }

  @Test
  void failsASolverThatClaimsProofsItDoesNotDeclare() {
    TourSolver boaster =
        new TourSolver() {
          @Override
          public String name() {
            return "BOASTER";
          }

          @Override
          public TourResult solve(TourRequest request) {
            return TourResult.provenAbsent(name(), "trust me", new SearchStatistics(0, 0, Duration.ZERO));
          }
        };
    Map<String, DynamicTest> checks =
        TourSolverContract.checks(boaster).collect(Collectors.toMap(DynamicTest::getDisplayName, t -> t));

    assertThrows(
        IllegalStateException.class,
        () -> checks.get("answers every start of small boards truthfully").getExecutable().execute());
    assertThrows(
        AssertionFailedError.class, () -> checks.get("honours a node budget").getExecutable().execute());
  }
}
