package io.github.knighttours;

import static io.github.knighttours.testing.TourAssertions.assertAnswers;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.testing.Oracles;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** What every {@link TourSolver} that {@link java.util.ServiceLoader} finds must do. */
class TourSolverContractTest {

  static Stream<TourSolver> solvers() {
    return KnightTours.solvers().stream();
  }

  @Test
  void serviceLoaderFindsTheBuiltInSolversUnderUniqueNames() {
    Set<String> names = new HashSet<>();
    for (TourSolver solver : KnightTours.solvers()) {
      assertFalse(solver.name().isBlank());
      assertTrue(names.add(solver.name()), "two solvers are named " + solver.name());
    }
    for (Strategy strategy : Strategy.values()) {
      assertTrue(names.contains(strategy.solver().name()), strategy.name());
      assertEquals(strategy.isExhaustive(), strategy.solver().isExhaustive());
    }
  }

  @ParameterizedTest
  @MethodSource("solvers")
  void answersEveryStartOfSmallBoardsTruthfully(TourSolver solver) {
    for (int rows = 1; rows <= 5; rows++) {
      for (int cols = 1; cols <= 5; cols++) {
        Board board = Board.of(rows, cols);
        for (int row = 0; row < rows; row++) {
          for (int col = 0; col < cols; col++) {
            Square start = Square.of(row, col);
            TourRequest request = TourRequest.builder(board, start).nodeBudget(50_000_000).build();
            TourResult result = solver.solve(request);
            assertAnswers(request, result);
            assertEquals(solver.name(), result.solverName());
            if (result.outcome() == Outcome.PROVEN_ABSENT) {
              assertFalse(Oracles.hasOpenTour(board, start), () -> request + " -> " + result);
            }
            if (solver.isExhaustive()) {
              assertTrue(result.outcome().isConclusive(), () -> request + " -> " + result);
            }
          }
        }
      }
    }
  }

  @ParameterizedTest
  @MethodSource("solvers")
  void answersClosedRequestsWithClosedToursOrATruthfulAbsence(TourSolver solver) {
    for (int rows = 1; rows <= 6; rows++) {
      for (int cols = rows; cols <= 6; cols++) {
        Board board = Board.of(rows, cols);
        TourRequest request =
            TourRequest.builder(board, Square.of(0, 0)).kind(TourKind.CLOSED).nodeBudget(50_000_000).build();
        TourResult result = KnightTours.solve(request, solver);
        assertAnswers(request, result);
        result.tour().ifPresent(tour -> assertTrue(tour.isClosed(), request::toString));
        if (result.outcome() == Outcome.PROVEN_ABSENT) {
          // Schwenk (1991), checked against exhaustive search in TourExistenceTest.
          assertEquals(TourExistence.Verdict.NO, TourExistence.closedTour(board).verdict(), request::toString);
        }
      }
    }
  }

  @ParameterizedTest
  @MethodSource("solvers")
  void givesTheSameAnswerTwiceAndFromSeveralThreadsAtOnce(TourSolver solver) throws Exception {
    List<TourRequest> requests = new ArrayList<>();
    for (int n = 5; n <= 16; n++) {
      requests.add(TourRequest.builder(Board.of(n, n + 1), Square.of(0, 0)).nodeBudget(1_000_000).build());
      requests.add(
          TourRequest.builder(Board.of(n, n), Square.of(n / 2, n / 2)).seed(n).nodeBudget(1_000_000).build());
    }
    List<TourResult> sequential = new ArrayList<>();
    for (TourRequest request : requests) {
      sequential.add(solver.solve(request));
    }
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      List<Future<TourResult>> concurrent = new ArrayList<>();
      for (int copy = 0; copy < 3; copy++) {
        for (TourRequest request : requests) {
          concurrent.add(pool.submit(() -> solver.solve(request)));
        }
      }
      for (int i = 0; i < concurrent.size(); i++) {
        TourResult expected = sequential.get(i % requests.size());
        TourResult actual = concurrent.get(i).get();
        assertEquals(expected.outcome(), actual.outcome(), requests.get(i % requests.size())::toString);
        assertEquals(expected.tour(), actual.tour(), requests.get(i % requests.size())::toString);
      }
    } finally {
      pool.shutdownNow();
    }
  }

  @ParameterizedTest
  @MethodSource("solvers")
  void honoursANodeBudget(TourSolver solver) {
    TourRequest request = TourRequest.builder(Board.of(8, 8), Square.of(0, 0)).nodeBudget(1).build();

    TourResult result = solver.solve(request);

    assertEquals(Outcome.BUDGET_EXHAUSTED, result.outcome(), result::toString);
    assertTrue(result.statistics().nodesExpanded() <= 1);
  }

  @ParameterizedTest
  @MethodSource("solvers")
  void honoursAnInterrupt(TourSolver solver) {
    Thread.currentThread().interrupt();
    TourResult result;
    try {
      result = solver.solve(TourRequest.builder(Board.of(100, 100), Square.of(0, 0)).nodeBudget(5_000_000).build());
    } finally {
      Thread.interrupted();
    }
    assertEquals(Outcome.CANCELLED, result.outcome(), result::toString);
  }

  @ParameterizedTest
  @MethodSource("solvers")
  void rejectsANullRequestWithAMessage(TourSolver solver) {
    NullPointerException e = assertThrows(NullPointerException.class, () -> solver.solve(null));
    assertNotEquals(null, e.getMessage());
    assertTrue(e.getMessage().contains("request"), e.getMessage());
  }

  @ParameterizedTest
  @MethodSource("solvers")
  void refusesABoardTooLargeForTheHeapWithAnException(TourSolver solver) {
    // About 2.1e9 squares: at least 8 bytes each is far beyond any heap these tests run with.
    TourRequest request = TourRequest.of(46_000, 46_000, Square.of(0, 0));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> solver.solve(request));
    assertTrue(e.getMessage().contains("46000x46000"), e.getMessage());
  }
}
