package io.github.knighttours.benchmarks;

import io.github.knighttours.Board;
import io.github.knighttours.CountKind;
import io.github.knighttours.CountRequest;
import io.github.knighttours.KnightTours;
import io.github.knighttours.TourCount;
import java.math.BigInteger;
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
 * One exact {@link KnightTours#count} of the 6 × 6 board: its closed tours (9,862, each cycle
 * once; OEIS A001230) or its directed open tours from every start (6,637,920; OEIS A165134), on
 * 1 or 2 threads, with or without the symmetry reduction. Single shot: each operation is a whole
 * count, threads started and stopped included.
 *
 * <p>After each iteration the last count is checked against the published value, outside the
 * timed region, and the benchmark fails if it differs or is incomplete.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3)
@Measurement(iterations = 5)
@Fork(1)
public class CountingBenchmark {

  /** What is counted on 6 × 6. */
  @Param({"CLOSED_UNDIRECTED", "OPEN_DIRECTED"})
  public CountKind kind;

  /** Counting threads. */
  @Param({"1", "2"})
  public int threads;

  /** Whether the count searches one square per symmetry orbit. */
  @Param({"true", "false"})
  public boolean symmetry;

  private CountRequest request;
  private TourCount last;

  /** Builds the request once per trial; it is immutable. */
  @Setup
  public void setUp() {
    request = CountRequest.builder(Board.of(6, 6), kind).parallelism(threads).symmetry(symmetry).build();
  }

  /** Returns the count so that it cannot be eliminated. */
  @Benchmark
  public TourCount count() {
    last = KnightTours.count(request);
    return last;
  }

  /** Checks the last count against the published value and drops it before the next iteration. */
  @TearDown(Level.Iteration)
  public void check() {
    BigInteger published = BigInteger.valueOf(kind == CountKind.CLOSED_UNDIRECTED ? 9_862 : 6_637_920);
    if (!last.isComplete() || !last.count().equals(published)) {
      throw new IllegalStateException("expected " + published + ", counted " + last);
    }
    last = null;
  }
}
