package io.github.knighttours.benchmarks;

import io.github.knighttours.internal.graph.KnightGraph;
import io.github.knighttours.internal.graph.KnightPathCheck;
import io.github.knighttours.internal.search.GreedySearch;
import io.github.knighttours.internal.search.SearchMonitor;
import io.github.knighttours.internal.search.SquirrelOrderings;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The check that every found tour gets before it becomes a {@code Tour}
 * ({@code TourValidator}, whose pass over a tour is {@link KnightPathCheck#isTour}), in
 * nanoseconds per square, on tours of n × n from a1 for n ∈ {8, 1000, 4000} (Squirrel and
 * Cull's walk, which completes all three). One operation checks one whole tour, allocating its
 * bits as a call does; the tours are made once per trial.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xms2g", "-Xmx2g", "-XX:+AlwaysPreTouch"})
public class ValidationBenchmark {

  private int[] tour8;
  private int[] tour1000;
  private int[] tour4000;

  /** A tour of n × n from a1, by Squirrel and Cull's walk. */
  static int[] tour(int n) {
    int[] path =
        GreedySearch.run(
                new KnightGraph(n, n), 0, 0, SquirrelOrderings.forBoard(n, n), null,
                new SearchMonitor(Long.MAX_VALUE, null, null, n * n))
            .path();
    if (path == null || !KnightPathCheck.isTour(n, n, path)) {
      throw new IllegalStateException("no tour of " + n + "x" + n + " from a1");
    }
    return path;
  }

  /** Makes the three tours. */
  @Setup
  public void makeTours() {
    tour8 = tour(8);
    tour1000 = tour(1000);
    tour4000 = tour(4000);
  }

  /** A tour of 8 × 8. */
  @Benchmark
  @OperationsPerInvocation(64)
  public boolean validate8() {
    return KnightPathCheck.isTour(8, 8, tour8);
  }

  /** A tour of 1000 × 1000. */
  @Benchmark
  @OperationsPerInvocation(1_000_000)
  public boolean validate1000() {
    return KnightPathCheck.isTour(1000, 1000, tour1000);
  }

  /** A tour of 4000 × 4000. */
  @Benchmark
  @OperationsPerInvocation(16_000_000)
  public boolean validate4000() {
    return KnightPathCheck.isTour(4000, 4000, tour4000);
  }
}
