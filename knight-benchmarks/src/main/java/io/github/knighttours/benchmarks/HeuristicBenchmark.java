package io.github.knighttours.benchmarks;

import io.github.knighttours.KnightTours;
import io.github.knighttours.Square;
import io.github.knighttours.Strategy;
import io.github.knighttours.TourRequest;
import io.github.knighttours.TourResult;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * One full {@link KnightTours#solve} with {@link Strategy#WARNSDORFF} or {@link Strategy#POHL}
 * (default look-ahead, no seed) on an n × n board from the corner a1, n ∈ {100, 998, 1000}.
 * From a1, Pohl's rule completes the tour on 998 × 998 and gives up near the end on
 * 1000 × 1000, so the two sizes show a successful and a failed attempt of about 10^6 squares.
 *
 * <p>Each invocation builds and validates the whole tour when the heuristic succeeds, and stops
 * at the dead end when it does not; the result is returned so that JMH consumes it. Whether a
 * given size succeeds is shown by {@link SuccessRateTable} ({@code SuccessRateTable 1000 1000}).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class HeuristicBenchmark {

  /** Side of the square board. */
  @Param({"100", "998", "1000"})
  public int n;

  /** The heuristic under test. */
  @Param({"WARNSDORFF", "POHL"})
  public Strategy strategy;

  private TourRequest request;

  /** Builds the request once per trial; it is immutable. */
  @Setup
  public void setUp() {
    request = TourRequest.of(n, n, Square.of(0, 0));
  }

  /** Returns the result, found or not, so that the search cannot be eliminated. */
  @Benchmark
  public TourResult solveFromCorner() {
    return KnightTours.solve(request, strategy);
  }
}
