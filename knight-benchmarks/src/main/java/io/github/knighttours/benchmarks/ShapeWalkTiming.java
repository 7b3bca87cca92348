package io.github.knighttours.benchmarks;

import io.github.knighttours.spi.NeighbourFunction;
import io.github.knighttours.internal.graph.KnightGraph;
import io.github.knighttours.internal.graph.LeaperGraph;
import io.github.knighttours.internal.search.GreedySearch;
import io.github.knighttours.spi.SearchResult;
import io.github.knighttours.internal.search.SearchMonitor;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Nanoseconds per square of the greedy walk ({@code GreedySearch}, as WARNSDORFF and POHL run
 * it) on 1000 × 1000 board shapes: the plain knight board, the knight torus, the giraffe
 * ({1,4}-leaper) board and the knight cylinder. Each line is the median of several walks from
 * a1 in one JVM, after warm-up walks; the thread's CPU time of a walk (less disturbed than the
 * wall-clock time by other processes on a busy machine) is divided by the squares it reached
 * (the fastest walk's figure and the median walk's time are printed too). The tour check is
 * not included; the walk's set-up (allocating and filling its tables) is, and is also timed
 * alone (a walk stopped by a budget of one node) and taken off in the last column.
 *
 * <p>Run: {@code java -Xms2g -Xmx2g -cp knight-benchmarks/target/benchmarks.jar
 * io.github.knighttours.benchmarks.ShapeWalkTiming [side] [runs]}.
 */
public final class ShapeWalkTiming {

  private ShapeWalkTiming() {}

  /** Prints one line per shape, rule and tie mode. */
  public static void main(String[] args) {
    int side = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
    int runs = args.length > 1 ? Integer.parseInt(args[1]) : 9;
    String[] shapes = {"plain", "torus", "giraffe", "cylinder"};
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    System.out.printf(
        "%-9s %-10s %-6s %9s %10s %10s %9s %9s %10s%n", "shape", "rule", "ties", "squares", "ns/sq med", "ns/sq min",
        "ms/walk", "ms setup", "net ns/sq");
    for (String rule : new String[] {"warnsdorff", "pohl"}) {
      for (boolean seeded : new boolean[] {false, true}) {
        for (String shape : shapes) {
          NeighbourFunction graph = graph(shape, side);
          int lookahead = rule.equals("pohl") ? 1 : 0;
          double[] perSquare = new double[runs];
          long reached = 0;
          for (int i = -runs / 2 - 2; i < runs; i++) {
            SearchMonitor monitor = new SearchMonitor(Long.MAX_VALUE, null, null, graph.vertexCount());
            SplittableRandom random = seeded ? new SplittableRandom(42) : null;
            long t0 = threads.getCurrentThreadCpuTime();
            SearchResult result = GreedySearch.run(graph, 0, lookahead, null, random, monitor);
            long t1 = threads.getCurrentThreadCpuTime();
            reached = result.nodesExpanded();
            if (i >= 0) {
              perSquare[i] = (t1 - t0) / (double) reached;
            }
          }
          // The set-up alone: a walk stopped by a budget of one node after filling its tables.
          double[] setUp = new double[runs];
          for (int i = -runs / 2 - 2; i < runs; i++) {
            SearchMonitor monitor = new SearchMonitor(1, null, null, graph.vertexCount());
            SplittableRandom random = seeded ? new SplittableRandom(42) : null;
            long t0 = threads.getCurrentThreadCpuTime();
            GreedySearch.run(graph, 0, lookahead, null, random, monitor);
            long t1 = threads.getCurrentThreadCpuTime();
            if (i >= 0) {
              setUp[i] = t1 - t0;
            }
          }
          Arrays.sort(setUp);
          Arrays.sort(perSquare);
          System.out.printf(
              "%-9s %-10s %-6s %9d %10.2f %10.2f %9.2f %9.2f %10.2f%n", shape, rule, seeded ? "seed42" : "fixed",
              reached, perSquare[runs / 2], perSquare[0], perSquare[runs / 2] * reached / 1e6, setUp[runs / 2] / 1e6,
              (perSquare[runs / 2] * reached - setUp[runs / 2]) / reached);
        }
      }
    }
  }

  private static NeighbourFunction graph(String shape, int side) {
    switch (shape) {
      case "plain":
        return new KnightGraph(side, side);
      case "torus":
        return LeaperGraph.create(side, side, 1, 2, true, true, null);
      case "giraffe":
        return LeaperGraph.of(side, side, 1, 4);
      case "cylinder":
        return LeaperGraph.create(side, side, 1, 2, false, true, null);
      default:
        throw new IllegalArgumentException("shape must be plain, torus, giraffe or cylinder, got " + shape);
    }
  }
}
