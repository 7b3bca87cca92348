package io.github.knighttours.graph;

import static com.google.common.base.Preconditions.checkNotNull;

import io.github.knighttours.SearchOptions;
import io.github.knighttours.Strategy;
import org.jgrapht.Graph;
import org.jgrapht.GraphPath;
import org.jgrapht.alg.interfaces.HamiltonianCycleAlgorithm;

/**
 * JGraphT's {@link HamiltonianCycleAlgorithm}, backed by the knight-tours solvers, for code
 * that already works with JGraphT's interfaces.
 *
 * <pre>{@code
 * HamiltonianCycleAlgorithm<Integer, DefaultEdge> exact = new HamiltonianCycleSearch<>();
 * GraphPath<Integer, DefaultEdge> tour = exact.getTour(NamedGraphGenerator.dodecahedronGraph());
 * }</pre>
 *
 * <p>{@link #getTour} returns the cycle as a closed walk (its vertex list starts and ends with
 * the same vertex), or <b>null when no cycle was found</b>. With the default exhaustive search
 * and no budget, null means that the graph has no Hamiltonian cycle; with a heuristic or a
 * budget it may only mean that none was found. {@link #solve} says which. Unlike JGraphT's TSP
 * algorithms this one needs no complete graph and ignores weights. Immutable and thread-safe.
 *
 * @param <V> the graph's vertex type
 * @param <E> the graph's edge type
 */
public final class HamiltonianCycleSearch<V, E> implements HamiltonianCycleAlgorithm<V, E> {

  private final Strategy strategy;
  private final SearchOptions options;

  /** Creates an exhaustive search ({@link Strategy#BACKTRACKING}) with default options. */
  public HamiltonianCycleSearch() {
    this(Strategy.BACKTRACKING, SearchOptions.defaults());
  }

  /**
   * Creates a search with the given strategy and options.
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if the strategy does not take a graph
   */
  public HamiltonianCycleSearch(Strategy strategy, SearchOptions options) {
    // A strategy that takes no graph is refused here, not at the first search.
    HamiltonianPaths.solverFor(strategy, false);
    this.strategy = strategy;
    this.options = checkNotNull(options, "options must not be null");
  }

  /**
   * Returns a Hamiltonian cycle of {@code graph} as a closed walk, or null if none was found.
   *
   * @throws NullPointerException if {@code graph} is null
   * @throws IllegalArgumentException if the graph is too large for the heap
   */
  @Override
  public GraphPath<V, E> getTour(Graph<V, E> graph) {
    return solve(graph).path().orElse(null);
  }

  /**
   * Searches {@code graph} for a Hamiltonian cycle and says how the search ended.
   *
   * @throws NullPointerException if {@code graph} is null
   * @throws IllegalArgumentException if the graph is too large for the heap
   */
  public HamiltonianPathResult<V, E> solve(Graph<V, E> graph) {
    return HamiltonianPaths.solveCycle(graph, strategy, options);
  }

  @Override
  public String toString() {
    return "HamiltonianCycleSearch{" + strategy + ", " + options + "}";
  }
}
