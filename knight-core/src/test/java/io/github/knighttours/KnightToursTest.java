package io.github.knighttours;

import io.github.knighttours.solvers.PohlSolver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

class KnightToursTest {

  private static final Square A1 = Square.parse("a1");
  private static final SearchStatistics STATS = new SearchStatistics(1, 0, Duration.ZERO);

  /** A solver that answers whatever {@code answer} makes of the request. */
  private record FixedSolver(Function<TourRequest, TourResult> answer) implements TourSolver {
    @Override
    public String name() {
      return "FIXED";
    }

    @Override
    public TourResult solve(TourRequest request) {
      return answer.apply(request);
    }
  }

  @Test
  void findRejectsNullsNamingTheArgument() {
    NullPointerException start =
        assertThrows(NullPointerException.class, () -> KnightTours.find(8, 8, null, Strategy.POHL));
    assertTrue(start.getMessage().contains("start"), start::getMessage);
    NullPointerException strategy = assertThrows(NullPointerException.class, () -> KnightTours.find(8, 8, A1, null));
    assertTrue(strategy.getMessage().contains("strategy"), strategy::getMessage);
  }

  @Test
  void findRejectsBadSizesAndStarts() {
    assertThrows(IllegalArgumentException.class, () -> KnightTours.find(0, 8, A1, Strategy.POHL));
    assertThrows(IllegalArgumentException.class, () -> KnightTours.find(8, 0, A1, Strategy.POHL));
    assertThrows(IllegalArgumentException.class, () -> KnightTours.find(-1, -1, A1, Strategy.POHL));
    IllegalArgumentException off =
        assertThrows(IllegalArgumentException.class, () -> KnightTours.find(3, 4, Square.parse("e1"), Strategy.POHL));
    assertTrue(off.getMessage().contains("e1") && off.getMessage().contains("3x4"), off::getMessage);
  }

  @Test
  void solveRejectsNullsNamingTheArgument() {
    TourRequest request = TourRequest.of(3, 4, A1);
    assertNullRejected("request", () -> KnightTours.solve(null, Strategy.POHL));
    assertNullRejected("strategy", () -> KnightTours.solve(request, (Strategy) null));
    assertNullRejected("request", () -> KnightTours.solve(null, Strategy.BACKTRACKING.solver()));
    assertNullRejected("solver", () -> KnightTours.solve(request, (TourSolver) null));
  }

  private static void assertNullRejected(String name, org.junit.jupiter.api.function.Executable call) {
    NullPointerException e = assertThrows(NullPointerException.class, call);
    assertTrue(e.getMessage().contains(name), e::getMessage);
  }

  @ParameterizedTest
  @EnumSource(Strategy.class)
  void aOneByOneBoardHasAOneSquareTour(Strategy strategy) {
    Tour tour = KnightTours.find(1, 1, A1, strategy).orElseThrow();
    assertEquals(List.of(A1), tour.squares());
    assertEquals(Board.of(1, 1), tour.board());
  }

  @ParameterizedTest
  @EnumSource(Strategy.class)
  void aFoundTourIsForTheRequestedBoardAndStart(Strategy strategy) {
    TourRequest request = TourRequest.of(8, 8, Square.parse("b1"));
    TourResult result = KnightTours.solve(request, strategy);
    assertEquals(strategy.name(), result.solverName());
    result.tour().ifPresent(tour -> {
      assertEquals(request.board(), tour.board());
      assertEquals(request.start(), tour.start());
    });
    assertEquals(result.isFound(), result.tour().isPresent());
  }

  @Test
  void findIsEmptyWhenThereIsNoTour() {
    assertEquals(Optional.empty(), KnightTours.find(4, 4, A1, Strategy.BACKTRACKING));
  }

  @Test
  void solveReportsTheColourArgumentOnA5x5BoardFromB1() {
    TourResult result = KnightTours.solve(TourRequest.of(5, 5, Square.of(0, 1)), Strategy.BACKTRACKING);
    assertEquals(Outcome.PROVEN_ABSENT, result.outcome());
    assertTrue(result.explanation().contains("colour"), result::explanation);
  }

  @Test
  void solvePassesAnHonestResultThrough() {
    TourResult found = TourResult.found("FIXED", TestTours.open3x4(), STATS);
    assertSame(found, KnightTours.solve(TourRequest.of(3, 4, A1), new FixedSolver(r -> found)));
    TourResult gaveUp = TourResult.gaveUp("FIXED", "no idea", STATS);
    assertSame(gaveUp, KnightTours.solve(TourRequest.of(8, 8, A1), new FixedSolver(r -> gaveUp)));
  }

  @Test
  void solveRefusesAProofFromASolverThatDoesNotDeclareIt() {
    TourResult proof = TourResult.provenAbsent("FIXED", "it felt hard", STATS);
    TourRequest request = TourRequest.of(8, 8, A1);
    IllegalStateException e =
        assertThrows(IllegalStateException.class, () -> KnightTours.solve(request, new FixedSolver(r -> proof)));
    assertTrue(e.getMessage().contains("FIXED") && e.getMessage().contains("mayProveAbsence"), e::getMessage);
  }

  @Test
  void solvePassesAProofFromASolverThatDeclaresIt() {
    TourResult proof = TourResult.provenAbsent("PROVER", "colour argument", STATS);
    TourSolver prover =
        new TourSolver() {
          @Override
          public String name() {
            return "PROVER";
          }

          @Override
          public boolean mayProveAbsence() {
            return true;
          }

          @Override
          public TourResult solve(TourRequest request) {
            return proof;
          }
        };
    assertSame(proof, KnightTours.solve(TourRequest.of(5, 5, Square.parse("b1")), prover));
  }

  @Test
  void solveRejectsANullResult() {
    TourRequest request = TourRequest.of(3, 4, A1);
    IllegalStateException e =
        assertThrows(IllegalStateException.class, () -> KnightTours.solve(request, new FixedSolver(r -> null)));
    assertTrue(e.getMessage().contains("FIXED") && e.getMessage().contains("null"), e::getMessage);
  }

  @Test
  void solveRejectsATourOfAnotherBoard() {
    TourResult wrongBoard =
        TourResult.found("FIXED", Tour.of(Board.of(1, 1), List.of(A1)), STATS);
    TourRequest request = TourRequest.of(3, 4, A1);
    IllegalStateException e =
        assertThrows(IllegalStateException.class, () -> KnightTours.solve(request, new FixedSolver(r -> wrongBoard)));
    assertTrue(e.getMessage().contains("FIXED") && e.getMessage().contains("1x1"), e::getMessage);
  }

  @Test
  void solveRejectsATourFromAnotherStart() {
    TourResult fromA1 = TourResult.found("FIXED", TestTours.open3x4(), STATS);
    TourRequest fromA2 = TourRequest.of(3, 4, Square.parse("a2"));
    IllegalStateException e =
        assertThrows(IllegalStateException.class, () -> KnightTours.solve(fromA2, new FixedSolver(r -> fromA1)));
    assertTrue(e.getMessage().contains("FIXED") && e.getMessage().contains("from a1"), e::getMessage);
  }

  @Test
  void solversListTheBuiltInsFirstInStrategyOrder() {
    List<TourSolver> solvers = KnightTours.solvers();
    assertTrue(solvers.size() >= 3, solvers::toString);
    List<String> strategies = java.util.Arrays.stream(Strategy.values()).map(Strategy::name).toList();
    assertEquals(
        strategies, solvers.subList(0, strategies.size()).stream().map(TourSolver::name).toList());
    assertEquals(solvers.size(), solvers.stream().map(TourSolver::name).distinct().count());
    assertThrows(UnsupportedOperationException.class, () -> solvers.remove(0));
  }

  @ParameterizedTest
  @ValueSource(strings = {"pohl", "POHL", "Pohl", "pOhL"})
  void solverFindsANameIgnoringCase(String name) {
    TourSolver solver = KnightTours.solver(name).orElseThrow();
    assertEquals("POHL", solver.name());
    assertEquals(PohlSolver.class, solver.getClass());
  }

  @Test
  void solverFindsEveryBuiltIn() {
    for (Strategy strategy : Strategy.values()) {
      TourSolver solver = KnightTours.solver(strategy.name().toLowerCase(Locale.ROOT)).orElseThrow();
      assertEquals(strategy.solver().getClass(), solver.getClass());
      assertEquals(strategy.solver().mayProveAbsence(), solver.mayProveAbsence());
      assertEquals(strategy.solver().findsTourWhenOneExists(), solver.findsTourWhenOneExists());
    }
  }

  @Test
  void solverIsEmptyForAnUnknownName() {
    assertEquals(Optional.empty(), KnightTours.solver("dijkstra"));
    assertEquals(Optional.empty(), KnightTours.solver(""));
    assertNullRejected("name", () -> KnightTours.solver(null));
  }

  @ParameterizedTest
  @EnumSource(Strategy.class)
  void aBoardTooLargeForTheHeapIsAnIllegalArgument(Strategy strategy) {
    long squares = 40_000L * 40_000L;
    assumeTrue(squares * 8 > Runtime.getRuntime().maxMemory(), "the heap is big enough for a 40000x40000 board");
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> KnightTours.find(40_000, 40_000, A1, strategy));
    assertTrue(e.getMessage().contains("40000x40000"), e::getMessage);
    assertTrue(e.getMessage().contains("memory") && e.getMessage().contains("heap"), e::getMessage);
  }
}
