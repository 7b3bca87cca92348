package io.github.knighttours.graph;

import io.github.knighttours.SearchOptions;
import io.github.knighttours.Strategy;
import java.util.Optional;
import org.jgrapht.Graph;
import org.jgrapht.GraphPath;

/**
 * Hamiltonian paths and cycles of any JGraphT graph, found by the knight-tours solvers: Pohl
 * used his rule on the Tutte graph in 1967, and it applies to every graph.
 *
 * <pre>{@code
 * Graph<Integer, DefaultEdge> tutte = NamedGraphGenerator.tutteGraph();
 * // From any start, by exhaustive search (no Hamiltonian path of this graph starts at vertex 0).
 * Optional<GraphPath<Integer, DefaultEdge>> path = HamiltonianPaths.find(tutte, Strategy.BACKTRACKING);
 *
 * GraphSearchResult<Integer, DefaultEdge> cycle =
 *     HamiltonianPaths.solveCycle(tutte, Strategy.BACKTRACKING, SearchOptions.defaults());
 * cycle.outcome();   // PROVEN_ABSENT: the Tutte graph has no Hamiltonian cycle
 * }</pre>
 *
 * <p>The strategies are those of knight-core that need nothing but the graph:
 * {@link Strategy#BACKTRACKING} and {@link Strategy#CLAUSE_LEARNING} (exact: each finds a path
 * whenever one exists and proves absence, given enough budget; clause learning is the one for
 * graphs built to be hard), {@link Strategy#AUTO} (quick proofs of absence, rotations, a forcing
 * search, then clause learning; also finds and proves, given the budget),
 * {@link Strategy#WARNSDORFF}, {@link Strategy#POHL} and {@link Strategy#POSA} (heuristics that
 * may give up, and never answer PROVEN_ABSENT, not even where counting degrees shows that nothing
 * exists), and {@link Strategy#NEURAL_NETWORK} on undirected graphs. Each solver class states its
 * guarantees. Ties go to the vertex that comes first in
 * {@code graph.vertexSet()}, or to a random one with a seed. Edges are taken as they are:
 * successors on directed graphs; self-loops, parallel edges and weights do not matter.
 *
 * <p>The graph is copied into compact arrays once per call (O(V + E)); it must not change
 * during the call. All methods are thread-safe.
 */
public final class HamiltonianPaths {

  private HamiltonianPaths() {}

  /**
   * Returns a Hamiltonian path of {@code graph} that starts at {@code start}, or empty if the
   * strategy found none.
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if {@code start} is not a vertex of {@code graph}, or the
   *     strategy needs a board
   */
  public static <V, E> Optional<GraphPath<V, E>> find(Graph<V, E> graph, V start, Strategy strategy) {
    return solve(graph, start, strategy, SearchOptions.defaults()).path();
  }

  /**
   * Returns a Hamiltonian path of {@code graph} from any start vertex, or empty if the strategy
   * found none.
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if the strategy needs a board
   */
  public static <V, E> Optional<GraphPath<V, E>> find(Graph<V, E> graph, Strategy strategy) {
    return solve(graph, strategy, SearchOptions.defaults()).path();
  }

  /**
   * Searches for a Hamiltonian path of {@code graph} that starts at {@code start}.
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if {@code start} is not a vertex of {@code graph}, the
   *     strategy needs a board, or the graph is too large for the heap
   */
  public static <V, E> GraphSearchResult<V, E> solve(
      Graph<V, E> graph, V start, Strategy strategy, SearchOptions options) {
    return GraphSearch.run(graph, start, false, strategy, options, false);
  }

  /**
   * Searches for a Hamiltonian path of {@code graph} from any start. Starts are tried in an
   * order that settles the question early: if some vertices have a single neighbour, a path
   * must end at each of them, so only they are tried (and three or more prove that there is no
   * path); on a directed graph a vertex without predecessors must be the start; otherwise every
   * vertex, fewest neighbours first. The exhaustive search answers PROVEN_ABSENT only when it
   * has ruled out every start that could begin a path; the budgets cover all starts together.
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if the strategy needs a board, or the graph is too large
   *     for the heap
   */
  public static <V, E> GraphSearchResult<V, E> solve(Graph<V, E> graph, Strategy strategy, SearchOptions options) {
    return GraphSearch.run(graph, null, true, strategy, options, false);
  }

  /**
   * Searches for a Hamiltonian cycle of {@code graph}. The exhaustive search starts from one
   * vertex of fewest neighbours (a cycle passes through all of them); a heuristic tries every
   * start until its walk closes. A cycle needs at least three vertices (two on a directed
   * graph, with arcs both ways).
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if the strategy needs a board, or the graph is too large
   *     for the heap
   */
  public static <V, E> GraphSearchResult<V, E> solveCycle(
      Graph<V, E> graph, Strategy strategy, SearchOptions options) {
    return GraphSearch.run(graph, null, true, strategy, options, true);
  }
}
