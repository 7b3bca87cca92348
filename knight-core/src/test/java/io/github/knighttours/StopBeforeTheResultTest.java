package io.github.knighttours;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.shapes.Board3d;
import io.github.knighttours.shapes.Cell;
import io.github.knighttours.spi.SearchResult;
import io.github.knighttours.internal.search.SearchMonitor;
import java.time.Duration;
import java.util.function.BiFunction;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A stop that comes after the engine has its path but before the caller has the result (in the
 * engine's last steps, while the path is checked and wrapped) is honoured: the answer is
 * CANCELLED or BUDGET_EXHAUSTED with the usual statistics, never a tour found after the deadline
 * or the interrupt. Nothing here measures time: the stop is made to come exactly when the engine
 * returns (before the fix, such a tour was FOUND: the check of a small path asked nothing, and
 * nothing asked after it).
 */
@Timeout(120)
class StopBeforeTheResultTest {

  @AfterEach
  void clearInterrupt() {
    Thread.interrupted();
  }

  private static BuiltInSolver builtIn(Strategy strategy) {
    return (BuiltInSolver) strategy.solver();
  }

  /** The solver's own search, then {@code after} with the monitor, as the engine returns. */
  private static TourResult solveThen(Strategy strategy, TourRequest request, java.util.function.Consumer<SearchMonitor> after) {
    BuiltInSolver solver = builtIn(strategy);
    BiFunction<TourRequest, SearchMonitor, SearchResult> search =
        (r, monitor) -> {
          SearchResult found = solver.search(r, monitor);
          assertEquals(Outcome.FOUND, found.outcome(), found::toString);
          after.accept(monitor);
          return found;
        };
    return solver.solve(request, search);
  }

  private static void assertStopped(Outcome expected, TourResult result, long squares) {
    assertEquals(expected, result.outcome(), result::toString);
    assertTrue(result.hamiltonianPath().isEmpty(), "no tour after the stop");
    assertEquals(squares, result.statistics().nodesExpanded(), "the statistics of the search");
  }

  @Test
  void anInterruptAsTheWalkCompletesCancelsIt() {
    TourRequest request = TourRequest.of(8, 8, Square.parse("a1"));
    TourResult result = solveThen(Strategy.WARNSDORFF, request, m -> Thread.currentThread().interrupt());
    assertStopped(Outcome.CANCELLED, result, 64);
    assertTrue(Thread.currentThread().isInterrupted(), "the flag stays set");
  }

  @Test
  void anInterruptAsTheConstructionCompletesCancelsIt() {
    TourRequest request = TourRequest.builder(Board.of(30, 30), Square.parse("a1")).kind(TourKind.CLOSED).build();
    TourResult result = solveThen(Strategy.DIVIDE_AND_CONQUER, request, m -> Thread.currentThread().interrupt());
    assertStopped(Outcome.CANCELLED, result, 900);
  }

  @Test
  void aBudgetThatRunsOutAsTheConstructionCompletesExhaustsIt() {
    TourRequest request =
        TourRequest.builder(Board.of(30, 30), Square.parse("a1")).timeBudget(Duration.ofMillis(20)).build();
    // Waits until the budget is spent, however long the construction took.
    TourResult result = solveThen(Strategy.DIVIDE_AND_CONQUER, request, StopBeforeTheResultTest::waitForTheDeadline);
    assertStopped(Outcome.BUDGET_EXHAUSTED, result, 900);
    assertTrue(result.explanation().contains("time budget"), result::explanation);
  }

  @Test
  void anInterruptAtTheWalksLastStepCancelsIt() {
    // With an end square, the walk steps onto it after making its path: the very last step.
    Board board = Board.of(8, 8);
    TourResult found = null;
    TourRequest request = null;
    for (int end = 1; end < 64 && found == null; end++) {
      TourRequest r = TourRequest.builder(board, Square.parse("a1")).end(board.square(end)).build();
      if (KnightTours.solve(r, Strategy.WARNSDORFF).isFound()) {
        found = KnightTours.solve(r, Strategy.WARNSDORFF);
        request = r;
      }
    }
    assertNotNull(found, "some end square that the walk reaches from a1");
    TourRequest interrupting =
        request.toBuilder()
            .traceListener(
                step -> {
                  if (step.depth() == 63) {
                    Thread.currentThread().interrupt();
                  }
                })
            .build();
    TourResult result = KnightTours.solve(interrupting, Strategy.WARNSDORFF);
    assertStopped(Outcome.CANCELLED, result, 64);
  }

  @Test
  void aStopBeforeTheCheckOfAHugePathEndsTheCheck() {
    // The engine hands over a path whose last step is no knight move: a check that ran to the
    // end would refuse it (IllegalArgumentException); one that honours the interrupt stops
    // long before, at its first look at the stop conditions.
    TourRequest request =
        TourRequest.builder(Board.of(1500, 1500), Square.parse("a1")).kind(TourKind.CLOSED).build();
    BuiltInSolver solver = builtIn(Strategy.DIVIDE_AND_CONQUER);
    TourResult result =
        solver.solve(
            request,
            (r, monitor) -> {
              SearchResult found = solver.search(r, monitor);
              int[] path = found.path();
              path[path.length - 1] = path[path.length - 2];
              Thread.currentThread().interrupt();
              return found;
            });
    assertStopped(Outcome.CANCELLED, result, 1500 * 1500);
  }

  @Test
  void anInterruptAsATourOfCellsIsCompleteCancelsIt() {
    // The last progress report, with the whole path, comes after the search and before the check.
    Board3d board = Board3d.of(4, 4, 4);
    Cell start = new Cell(0, 0, 0);
    PathResult<Cell> plain = KnightTours.solve(PathRequest.builder(board).start(start).build(), Strategy.WARNSDORFF);
    assertEquals(Outcome.FOUND, plain.outcome(), plain::toString);
    SearchOptions options =
        SearchOptions.builder()
            .progressListener(
                progress -> {
                  if (progress.longestPath() == progress.squareCount()) {
                    Thread.currentThread().interrupt();
                  }
                })
            .build();
    PathResult<Cell> result =
        KnightTours.solve(PathRequest.builder(board).start(start).options(options).build(), Strategy.WARNSDORFF);
    assertEquals(Outcome.CANCELLED, result.outcome(), result::toString);
    assertTrue(result.hamiltonianPath().isEmpty(), "no tour after the stop");
  }

  private static void waitForTheDeadline(SearchMonitor monitor) {
    while (monitor.check() == null) {
      try {
        Thread.sleep(1);
      } catch (InterruptedException e) {
        throw new AssertionError(e);
      }
    }
  }
}
