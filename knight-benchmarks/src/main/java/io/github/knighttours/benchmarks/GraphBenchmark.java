package io.github.knighttours.benchmarks;

import io.github.knighttours.SearchOptions;
import io.github.knighttours.Strategy;
import io.github.knighttours.graph.HamiltonianPathResult;
import io.github.knighttours.graph.HamiltonianPaths;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.jgrapht.Graph;
import org.jgrapht.generate.NamedGraphGenerator;
import org.jgrapht.graph.AbstractBaseGraph;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.DefaultGraphSpecificsStrategy;
import org.jgrapht.graph.DefaultGraphType;
import org.jgrapht.util.SupplierUtil;
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
 * knight-graph's searches on JGraphT graphs: Pohl's rule on a sparse random graph of a million
 * vertices, and the exact search on the Tutte graph. Each operation is one
 * {@code HamiltonianPaths} call, so it includes copying the JGraphT graph into compact arrays
 * (O(V + E)) as well as the search. The graphs are built once per trial, outside the
 * measurement; each trial prints how its last search ended.
 */
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
public class GraphBenchmark {

  /**
   * A random undirected graph with a planted Hamiltonian path: the vertices {@code 0..n-1} in
   * a random order form a path, and random extra edges (no loops, no duplicates) bring the
   * edge count to {@code 3n}, an average degree of 6. Fixed seed, so every trial builds the
   * same graph.
   */
  @State(Scope.Benchmark)
  public static class MillionVertexGraph {

    /** The seed of the random permutation and of the extra edges. */
    static final long SEED = 20261121L;

    /** Number of vertices. */
    @Param("1000000")
    public int vertices;

    Graph<Integer, DefaultEdge> graph;
    /** The planted path, in order: every consecutive pair is an edge. */
    int[] plantedPath;
    Integer start;
    HamiltonianPathResult<Integer, DefaultEdge> last;

    /** Builds the graph; about 10 s and 360 MB of heap for a million vertices. */
    @Setup(Level.Trial)
    public void build() {
      graph = new LeanSimpleGraph();
      Integer[] vertex = new Integer[vertices];
      for (int v = 0; v < vertices; v++) {
        vertex[v] = v;
        graph.addVertex(vertex[v]);
      }
      SplittableRandom random = new SplittableRandom(SEED);
      plantedPath = new int[vertices];
      for (int i = 0; i < vertices; i++) {
        plantedPath[i] = i;
      }
      for (int i = vertices - 1; i > 0; i--) {
        int j = random.nextInt(i + 1);
        int swap = plantedPath[i];
        plantedPath[i] = plantedPath[j];
        plantedPath[j] = swap;
      }
      for (int i = 1; i < vertices; i++) {
        graph.addEdge(vertex[plantedPath[i - 1]], vertex[plantedPath[i]]);
      }
      long edges = 3L * vertices;
      while (graph.edgeSet().size() < edges) {
        int u = random.nextInt(vertices);
        int v = random.nextInt(vertices);
        if (u != v) {
          graph.addEdge(vertex[u], vertex[v]); // null, and no change, when the edge exists
        }
      }
      start = vertex[plantedPath[0]];
    }

    /** Prints how the last search ended, for the results table. */
    @TearDown(Level.Trial)
    public void report() {
      System.out.println(
          "\n" + vertices + " vertices, " + graph.edgeSet().size() + " edges, start " + start + ": " + last);
    }
  }

  /** The Tutte graph: 46 vertices, 69 edges, cubic, with a Hamiltonian path but no Hamiltonian cycle. */
  @State(Scope.Benchmark)
  public static class TutteGraph {

    Graph<Integer, DefaultEdge> graph;
    HamiltonianPathResult<Integer, DefaultEdge> last;

    /** Builds the graph with JGraphT's generator. */
    @Setup(Level.Trial)
    public void build() {
      graph = NamedGraphGenerator.tutteGraph();
    }

    /** Prints how the last search ended, for the results table. */
    @TearDown(Level.Trial)
    public void report() {
      System.out.println("\nTutte graph: " + last);
    }
  }

  /**
   * JGraphT's simple undirected graph without the index of vertex pairs that
   * {@code SimpleGraph} keeps for fast {@code getEdge}: about 360 MB instead of 680 MB for a
   * million vertices and three million edges. Adding an edge scans the source's few edges.
   */
  static final class LeanSimpleGraph extends AbstractBaseGraph<Integer, DefaultEdge> {
    private static final long serialVersionUID = 1L;

    LeanSimpleGraph() {
      super(null, SupplierUtil.createDefaultEdgeSupplier(), DefaultGraphType.simple(),
          new DefaultGraphSpecificsStrategy<>());
    }
  }

  /**
   * One {@code HamiltonianPaths.solve} with {@link Strategy#POHL} (look-ahead 1, no seed) from
   * the first vertex of the planted path: adapter construction plus POHL's walks (up to 64: it
   * walks again when a walk fails), which end FOUND or GAVE_UP. Single shot: each operation
   * takes seconds.
   */
  @Benchmark
  @BenchmarkMode(Mode.SingleShotTime)
  @Warmup(iterations = 2)
  @Measurement(iterations = 5)
  @Fork(value = 1, jvmArgsAppend = {"-Xms2g", "-Xmx2g"})
  public HamiltonianPathResult<Integer, DefaultEdge> pohlOnMillionVertexGraph(MillionVertexGraph state) {
    state.last = HamiltonianPaths.solve(state.graph, state.start, Strategy.POHL, SearchOptions.defaults());
    return state.last;
  }

  /**
   * {@code HamiltonianPaths.solveCycle} with {@link Strategy#BACKTRACKING} on the Tutte graph:
   * the exhaustive search that proves there is no Hamiltonian cycle (PROVEN_ABSENT).
   */
  @Benchmark
  @BenchmarkMode(Mode.AverageTime)
  @Warmup(iterations = 3, time = 2)
  @Measurement(iterations = 5, time = 2)
  public HamiltonianPathResult<Integer, DefaultEdge> tutteHasNoHamiltonianCycle(TutteGraph state) {
    state.last = HamiltonianPaths.solveCycle(state.graph, Strategy.BACKTRACKING, SearchOptions.defaults());
    return state.last;
  }
}
