package io.github.knighttours.benchmarks;

import io.github.knighttours.internal.graph.KnightGraph;
import io.github.knighttours.internal.search.GreedySearch;
import io.github.knighttours.spi.SearchResult;
import io.github.knighttours.internal.search.SearchMonitor;
import io.github.knighttours.internal.search.SquirrelOrderings;
import io.github.knighttours.internal.search.TieBreak;
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
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * The greedy walk engine ({@code GreedySearch} on a {@code KnightGraph}), as one solver call
 * runs it, in nanoseconds per square reached: WARNSDORFF (fixed ties), POHL (look-ahead 1,
 * fixed ties) and SQUIRREL (Squirrel and Cull's move orderings, a {@link TieBreak} that keeps
 * state) on n × n boards from a1, n ∈ {8, 1000, 4000}.
 *
 * <p>One operation is one call: it makes the graph, the monitor and the tie-break, allocates
 * and fills the walk's arrays, and walks until the board is covered or a dead end. The walks
 * are deterministic, so each method declares the number of squares its walk reaches as its
 * operations per invocation, and JMH reports time per square reached; {@link #checkReach}
 * fails the run if a walk reaches another number (a changed walk). From a1 the plain walk
 * stops early on both large boards and Pohl's on all three; the squares they reach are the
 * unit all the same. Compare with the C walk of {@code c-reference.sh}, which computes the
 * WARNSDORFF walk square for square (same checksum).
 *
 * <p>The solver's validation of a found tour is not included here: see
 * {@link ValidationBenchmark}. The fork's heap is fixed at 2 GiB and touched before the run
 * ({@code -XX:+AlwaysPreTouch}), so that the walks do not pay the operating system's first touch
 * of fresh heap pages, which the C walk, reusing its arrays, does not pay either.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xms2g", "-Xmx2g", "-XX:+AlwaysPreTouch"})
public class GreedyWalkBenchmark {

  /** Squares reached from a1 by each walk, measured once and pinned: a change fails the run. */
  static final int WARNSDORFF_8 = 64;
  static final int WARNSDORFF_1000 = 956_024;
  static final int WARNSDORFF_4000 = 13_121_987;
  static final int POHL_8 = 60;
  static final int POHL_1000 = 999_775;
  static final int POHL_4000 = 11_959_869;
  static final int SQUIRREL_8 = 64;
  static final int SQUIRREL_1000 = 1_000_000;
  static final int SQUIRREL_4000 = 16_000_000;

  /** One walk from a1 as the solvers run it. */
  static SearchResult walk(int n, int lookahead, boolean squirrel) {
    KnightGraph graph = new KnightGraph(n, n);
    TieBreak tieBreak = squirrel ? SquirrelOrderings.forBoard(n, n) : null;
    SearchMonitor monitor = new SearchMonitor(Long.MAX_VALUE, null, null, n * n);
    return GreedySearch.run(graph, 0, lookahead, tieBreak, null, monitor);
  }

  /**
   * Fails the trial before measuring if the walk of the method about to run does not reach the
   * squares the method declares.
   */
  @Setup
  public void checkReach(BenchmarkParams params) {
    String method = params.getBenchmark().substring(params.getBenchmark().lastIndexOf('.') + 1);
    int n = Integer.parseInt(method.replaceAll("[^0-9]", ""));
    int lookahead = method.startsWith("pohl") ? 1 : 0;
    boolean squirrel = method.startsWith("squirrel");
    int expected;
    try {
      expected = getClass().getMethod(method).getAnnotation(OperationsPerInvocation.class).value();
    } catch (NoSuchMethodException e) {
      throw new IllegalStateException(e);
    }
    long reached = walk(n, lookahead, squirrel).nodesExpanded();
    if (reached != expected) {
      throw new IllegalStateException(method + ": the walk reached " + reached + " squares, expected " + expected);
    }
  }

  /** WARNSDORFF on 8 × 8 from a1: a tour. */
  @Benchmark
  @OperationsPerInvocation(WARNSDORFF_8)
  public SearchResult warnsdorff8() {
    return walk(8, 0, false);
  }

  /** WARNSDORFF on 1000 × 1000 from a1: a dead end after 956,024 squares. */
  @Benchmark
  @OperationsPerInvocation(WARNSDORFF_1000)
  public SearchResult warnsdorff1000() {
    return walk(1000, 0, false);
  }

  /** WARNSDORFF on 4000 × 4000 from a1: a dead end after 13,121,987 squares. */
  @Benchmark
  @OperationsPerInvocation(WARNSDORFF_4000)
  public SearchResult warnsdorff4000() {
    return walk(4000, 0, false);
  }

  /** POHL (look-ahead 1) on 8 × 8 from a1: a dead end after 60 squares. */
  @Benchmark
  @OperationsPerInvocation(POHL_8)
  public SearchResult pohl8() {
    return walk(8, 1, false);
  }

  /** POHL on 1000 × 1000 from a1: a dead end after 999,775 squares. */
  @Benchmark
  @OperationsPerInvocation(POHL_1000)
  public SearchResult pohl1000() {
    return walk(1000, 1, false);
  }

  /** POHL on 4000 × 4000 from a1: a dead end after 11,959,869 squares. */
  @Benchmark
  @OperationsPerInvocation(POHL_4000)
  public SearchResult pohl4000() {
    return walk(4000, 1, false);
  }

  /** SQUIRREL on 8 × 8 from a1: a tour. */
  @Benchmark
  @OperationsPerInvocation(SQUIRREL_8)
  public SearchResult squirrel8() {
    return walk(8, 0, true);
  }

  /** SQUIRREL on 1000 × 1000 from a1: a tour. */
  @Benchmark
  @OperationsPerInvocation(SQUIRREL_1000)
  public SearchResult squirrel1000() {
    return walk(1000, 0, true);
  }

  /** SQUIRREL on 4000 × 4000 from a1: a tour. */
  @Benchmark
  @OperationsPerInvocation(SQUIRREL_4000)
  public SearchResult squirrel4000() {
    return walk(4000, 0, true);
  }
}
