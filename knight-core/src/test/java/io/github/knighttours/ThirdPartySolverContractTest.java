package io.github.knighttours;

import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.knighttours.spi.SearchResult;
import io.github.knighttours.spi.SearchTask;
import io.github.knighttours.spi.Shape;
import io.github.knighttours.testing.TourSolverContract;
import java.time.Duration;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.opentest4j.AssertionFailedError;

/**
 * The published contract used as a third party would: extending {@link TourSolverContract} with
 * a solver that is not built in; and the contract failing a solver that breaks it.
 */
class ThirdPartySolverContractTest extends TourSolverContract {

  /**
   * A solver from outside, written to the public SPI only: the exhaustive search's
   * {@link TourSolver#search} under another name, on every shape, declaring what it keeps.
   */
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
    public boolean accepts(Shape<?> shape) {
      return true;
    }

    @Override
    public SearchResult search(SearchTask task) {
      return Strategy.BACKTRACKING.solver().search(task);
    }
  }

  /** A solver written to the earlier contract: {@code solve(TourRequest)} alone, plain boards only. */
  static final class Earlier implements TourSolver {
    @Override
    public String name() {
      return "EARLIER";
    }

    @Override
    public TourResult solve(TourRequest request) {
      TourResult r = Strategy.POHL.solver().solve(request);
      return r.tour().map(t -> TourResult.found(name(), t, r.statistics()))
          .orElseGet(() -> r.outcome() == Outcome.CANCELLED
              ? TourResult.cancelled(name(), r.statistics())
              : r.outcome() == Outcome.BUDGET_EXHAUSTED
                  ? TourResult.budgetExhausted(name(), r.explanation(), r.statistics())
                  : TourResult.gaveUp(name(), r.explanation(), r.statistics()));
    }
  }

  @TestFactory
  java.util.stream.Stream<DynamicTest> aSolverOfTheEarlierContractStillKeepsIt() {
    return TourSolverContract.checks(new Earlier());
  }

  @Test
  @SuppressWarnings("deprecation")
  void aSolverOfTheEarlierContractThatTakesEveryShapeStillGetsATorus() {
    TourSolver everyShape =
        new TourSolver() {
          @Override
          public String name() {
            return "EARLIER_EVERY_SHAPE";
          }

          @Override
          public boolean takesEveryShape() {
            return true;
          }

          @Override
          public TourResult solve(TourRequest request) {
            TourResult r = Strategy.BACKTRACKING.solver().solve(request);
            return r.tour().map(t -> TourResult.found(name(), t, r.statistics()))
                .orElseGet(() -> TourResult.gaveUp(name(), r.explanation(), r.statistics()));
          }
        };
    TourResult onTorus = KnightTours.solve(TourRequest.of(Board.torus(5, 5), Square.parse("a1")), everyShape);
    org.junit.jupiter.api.Assertions.assertEquals(Outcome.FOUND, onTorus.outcome(), onTorus::toString);
    // Not on 3-D boards: it knows only TourRequest.
    assertThrows(
        IllegalArgumentException.class,
        () -> KnightTours.solvePath(
            PathRequest.builder(io.github.knighttours.shapes.Board3d.of(2, 3, 4))
                .start(new io.github.knighttours.shapes.Cell(0, 0, 0)).build(),
            everyShape));
    org.junit.jupiter.api.Assertions.assertTrue(Strategy.POHL.solver().takesEveryShape());
    org.junit.jupiter.api.Assertions.assertFalse(Strategy.ROTH.solver().takesEveryShape());
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
