package io.github.knighttours.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.knighttours.Outcome;
import io.github.knighttours.Strategy;
import org.junit.jupiter.api.Test;

/** Runs the benchmark method once outside JMH, on a small board, to check its wiring. */
class HeuristicBenchmarkTest {

  @Test
  void solvesTheConfiguredBoardWithTheConfiguredStrategy() {
    HeuristicBenchmark benchmark = new HeuristicBenchmark();
    benchmark.n = 20;
    benchmark.strategy = Strategy.POHL;
    benchmark.setUp();
    var result = benchmark.solveFromCorner();
    assertEquals(Outcome.FOUND, result.outcome());
    assertEquals("POHL", result.solverName());
    assertEquals(400, result.tour().orElseThrow().size());
  }
}
