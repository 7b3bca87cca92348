package io.github.knighttours.benchmarks;

import io.github.knighttours.Board;
import io.github.knighttours.KnightTours;
import io.github.knighttours.Square;
import io.github.knighttours.Strategy;
import io.github.knighttours.TourRequest;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * {@link Strategy#BACKTRACKING} (no budget) on the 8 × 8 board from each of its 64 squares in
 * turn: one operation is all 64 searches, so the score is the time for the whole board.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class BacktrackingBenchmark {

  private static final Board BOARD = Board.of(8, 8);

  private TourRequest[] requests;

  /** Builds the 64 requests once per trial; they are immutable. */
  @Setup
  public void setUp() {
    requests = new TourRequest[BOARD.squareCount()];
    for (int row = 0; row < BOARD.rows(); row++) {
      for (int col = 0; col < BOARD.cols(); col++) {
        requests[row * BOARD.cols() + col] = TourRequest.of(BOARD, Square.of(row, col));
      }
    }
  }

  /** Solves from every square; each result goes to the blackhole. */
  @Benchmark
  public void solveFromEverySquare(Blackhole blackhole) {
    for (TourRequest request : requests) {
      blackhole.consume(KnightTours.solve(request, Strategy.BACKTRACKING));
    }
  }
}
