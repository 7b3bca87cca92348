package io.github.knighttours;

import io.github.knighttours.solvers.NeuralNetworkRun;
import io.github.knighttours.solvers.NeuralNetworkSolver;

import static io.github.knighttours.testing.TourAssertions.assertAnswers;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class NeuralNetworkSolverTest {

  private static final NeuralNetworkSolver SOLVER = (NeuralNetworkSolver) Strategy.NEURAL_NETWORK.solver();

  private static TourRequest closed(int rows, int cols, long seed) {
    return TourRequest.builder(Board.of(rows, cols), Square.of(0, 0)).kind(TourKind.CLOSED).seed(seed).build();
  }

  @ParameterizedTest
  @ValueSource(ints = {6, 8, 10, 12})
  void findsClosedToursThatTheIndependentValidatorAccepts(int n) {
    int found = 0;
    for (long seed = 1; seed <= 5; seed++) {
      TourResult result = SOLVER.solve(closed(n, n, seed));
      assertAnswers(closed(n, n, seed), result);
      if (result.outcome() == Outcome.FOUND) {
        found++;
        Tour tour = result.tour().orElseThrow();
        TourValidator.Report report = TourValidator.validate(tour.board(), tour.squares());
        assertTrue(report.isClosed(), report::toString);
        assertEquals(Square.of(0, 0), tour.start());
      }
    }
    assertTrue(found > 0, "no closed tour of " + n + "x" + n + " from seeds 1..5");
  }

  @Test
  void anOpenTourIsTheClosedTourCutAtTheStart() {
    Square start = Square.of(3, 4);
    TourRequest open = TourRequest.builder(Board.of(8, 8), start).seed(7).build();
    TourResult result = SOLVER.solve(open);
    assertAnswers(open, result);
    Tour tour = result.tour().orElseThrow();
    assertEquals(start, tour.start());
    assertTrue(TourValidator.validate(tour.board(), tour.squares()).isClosed());
  }

  @Test
  void sameSeedSameTourAndSameRuns() {
    NeuralNetworkRun first = SOLVER.runNetwork(closed(10, 10, 42));
    NeuralNetworkRun second = SOLVER.runNetwork(closed(10, 10, 42));
    assertEquals(first.result().tour(), second.result().tour());
    assertEquals(first.runs(), second.runs());
    assertEquals(SOLVER.solve(closed(10, 10, 42)).tour(), first.result().tour());
  }

  @Test
  void differentSeedsGiveDifferentTours() {
    List<Tour> tours =
        List.of(1L, 2L, 3L).stream().map(s -> SOLVER.solve(closed(8, 8, s)).tour().orElseThrow()).toList();
    assertEquals(3, tours.stream().distinct().count(), tours::toString);
  }

  @Test
  void theRunsExplainTheResult() {
    for (long seed = 1; seed <= 10; seed++) {
      NeuralNetworkRun run = SOLVER.runNetwork(closed(8, 8, seed));
      assertFalse(run.runs().isEmpty());
      NeuralNetworkRun.Run last = run.runs().get(run.runs().size() - 1);
      assertEquals(run.result().outcome() == Outcome.FOUND, last.endedInTour(), run::toString);
      assertEquals(run.runs().size() - 1, run.restarts());
      for (NeuralNetworkRun.Run earlier : run.runs().subList(0, run.runs().size() - 1)) {
        assertFalse(earlier.endedInTour(), run::toString);
      }
      assertTrue(run.sweeps() >= run.runs().size());
      // Every neuron update is a node: one sweep updates each of the 168 moves of 8x8 once.
      assertEquals(168 * run.sweeps(), run.result().statistics().nodesExpanded(), run::toString);
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"5x5", "4x6", "4x8", "3x6", "7x7", "1x8", "2x9"})
  void boardsWithoutAClosedTourGiveUpAndNeverClaimAProof(String size) {
    String[] parts = size.split("x");
    Board board = Board.of(Integer.parseInt(parts[0]), Integer.parseInt(parts[1]));
    for (TourKind kind : TourKind.values()) {
      TourRequest request = TourRequest.builder(board, Square.of(0, 0)).kind(kind).seed(3).build();
      TourResult result = SOLVER.solve(request);
      assertEquals(Outcome.GAVE_UP, result.outcome(), result::toString);
      assertNotEquals("", result.explanation());
    }
  }

  @Test
  void aTinyNodeBudgetOnAHugeBoardRunsOut() {
    TourRequest request =
        TourRequest.builder(Board.of(300, 300), Square.of(0, 0)).kind(TourKind.CLOSED).nodeBudget(10_000).build();
    NeuralNetworkRun run = SOLVER.runNetwork(request);
    assertEquals(Outcome.BUDGET_EXHAUSTED, run.result().outcome());
    assertEquals(10_000, run.result().statistics().nodesExpanded());
    assertEquals(1, run.runs().size());
    assertFalse(run.runs().get(0).converged());
  }

  @Test
  void anInterruptedThreadGetsCancelled() {
    Thread.currentThread().interrupt();
    TourResult result;
    try {
      result = SOLVER.solve(closed(200, 200, 1));
    } finally {
      Thread.interrupted();
    }
    assertEquals(Outcome.CANCELLED, result.outcome());
    assertEquals(0, result.statistics().nodesExpanded());
  }

  @Test
  void runNetworkRejectsNullWithAMessage() {
    NullPointerException e = assertThrows(NullPointerException.class, () -> SOLVER.runNetwork(null));
    assertTrue(e.getMessage().contains("request"), e.getMessage());
  }

  @Test
  void aRunRejectsInconsistentCounts() {
    assertThrows(IllegalArgumentException.class, () -> new NeuralNetworkRun.Run(3, false, 2, 0));
    assertThrows(IllegalArgumentException.class, () -> new NeuralNetworkRun.Run(3, true, 0, 0));
    assertThrows(IllegalArgumentException.class, () -> new NeuralNetworkRun.Run(3, true, 2, 2));
    assertThrows(IllegalArgumentException.class, () -> new NeuralNetworkRun.Run(-1, false, 0, 0));
    assertTrue(new NeuralNetworkRun.Run(3, true, 3, 2).endedInTour());
    assertFalse(new NeuralNetworkRun.Run(3, true, 3, 1).endedInTour());
  }
}
