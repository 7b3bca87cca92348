package io.github.knighttours.benchmarks;

import io.github.knighttours.Board;
import io.github.knighttours.KnightTours;
import io.github.knighttours.Outcome;
import io.github.knighttours.Square;
import io.github.knighttours.Strategy;
import io.github.knighttours.Tour;
import io.github.knighttours.TourKind;
import io.github.knighttours.TourRequest;
import io.github.knighttours.TourResult;
import io.github.knighttours.TourValidator;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * One {@link KnightTours#solve(TourRequest)} ({@link Strategy#AUTO}, which builds the tour by
 * divide and conquer) for a closed tour of an n × n board, n ∈ {1000, 10000}, from a1. Single
 * shot: each operation is a whole construction. The fork's heap is capped at 1.5 GiB, so a run
 * that completes shows the construction fits there.
 *
 * <p>The timed operation includes what {@code solve} does itself: the construction, the walk
 * that lists the squares, and the validation that every returned tour gets. After each
 * iteration the last tour is validated once more, outside the timed region, with the public
 * {@link TourValidator}, and the benchmark fails if it is not a closed tour.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2)
@Measurement(iterations = 5)
@Fork(value = 1, jvmArgsAppend = {"-Xms1536m", "-Xmx1536m"})
public class ConstructionBenchmark {

  /** Side of the square board. */
  @Param({"1000", "10000"})
  public int n;

  private TourRequest request;
  private TourResult last;

  /** Builds the request once per trial; it is immutable. */
  @Setup
  public void setUp() {
    request = TourRequest.builder(Board.of(n, n), Square.of(0, 0)).kind(TourKind.CLOSED).build();
  }

  /** Returns the result so that the construction cannot be eliminated. */
  @Benchmark
  public TourResult closedTour() {
    last = KnightTours.solve(request);
    return last;
  }

  /** Validates the last tour outside the measurement and drops it before the next iteration. */
  @TearDown(Level.Iteration)
  public void validate() {
    if (last.outcome() != Outcome.FOUND) {
      throw new IllegalStateException("expected a tour: " + last);
    }
    Tour tour = last.tour().orElseThrow();
    TourValidator.Report report = TourValidator.validate(request.board(), tour.squares());
    if (!report.isTour() || !report.isClosed()) {
      throw new IllegalStateException("not a closed tour: " + report);
    }
    last = null;
  }
}
