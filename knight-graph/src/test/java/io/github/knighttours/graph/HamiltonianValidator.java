package io.github.knighttours.graph;

import static com.google.common.base.Preconditions.checkNotNull;

import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.jgrapht.Graph;

/**
 * The tests' oracle: checks, independently of any search and of knight-core's validation (which
 * the pipeline runs on every found path), that a list of vertices is a Hamiltonian path or cycle
 * of a JGraphT graph: every vertex exactly once, and an edge from each vertex to the next (from
 * each to the next, on a directed graph). It was public API of knight-graph until the pipeline
 * took over the validation of graphs' paths (issue 25).
 *
 * <p>Performance: O(V) edge look-ups and a hash set of the vertices.
 */
final class HamiltonianValidator {

  private HamiltonianValidator() {}

  /**
   * Returns what is wrong with {@code vertices} as a Hamiltonian path of {@code graph}, or empty
   * if it is one. The empty list is the Hamiltonian path of the graph without vertices.
   *
   * @throws NullPointerException if an argument is null
   */
  static <V, E> Optional<String> pathProblem(Graph<V, E> graph, List<V> vertices) {
    checkNotNull(graph, "graph must not be null");
    checkNotNull(vertices, "vertices must not be null");
    int n = graph.vertexSet().size();
    if (vertices.size() != n) {
      return Optional.of("the path has " + vertices.size() + " vertices but the graph has " + n);
    }
    Set<V> seen = new HashSet<>();
    for (int i = 0; i < vertices.size(); i++) {
      V v = vertices.get(i);
      if (!graph.containsVertex(v)) {
        return Optional.of("vertex " + (i + 1) + " of the path, " + v + ", is not in the graph");
      }
      if (!seen.add(v)) {
        return Optional.of("vertex " + (i + 1) + " of the path, " + v + ", was visited before");
      }
      if (i > 0 && !graph.containsEdge(vertices.get(i - 1), v)) {
        return Optional.of("there is no edge from " + vertices.get(i - 1) + " to " + v);
      }
    }
    return Optional.empty();
  }

  /**
   * Returns what is wrong with {@code vertices} as a Hamiltonian cycle of {@code graph}, or
   * empty if it is one. The list follows JGraphT's convention for closed walks: it starts and
   * ends with the same vertex, so it has one entry more than the graph has vertices.
   *
   * @throws NullPointerException if an argument is null
   */
  static <V, E> Optional<String> cycleProblem(Graph<V, E> graph, List<V> vertices) {
    checkNotNull(graph, "graph must not be null");
    checkNotNull(vertices, "vertices must not be null");
    if (vertices.size() < 2 || !Objects.equals(vertices.get(0), vertices.get(vertices.size() - 1))) {
      return Optional.of("a cycle's vertex list must start and end with the same vertex");
    }
    List<V> open = vertices.subList(0, vertices.size() - 1);
    Optional<String> problem = pathProblem(graph, open);
    if (problem.isPresent()) {
      return problem;
    }
    boolean tooShort = open.size() < (graph.getType().isDirected() ? 2 : 3);
    if (tooShort) {
      return Optional.of("a cycle needs at least " + (graph.getType().isDirected() ? 2 : 3) + " vertices");
    }
    V last = open.get(open.size() - 1);
    if (!graph.containsEdge(last, vertices.get(0))) {
      return Optional.of("there is no edge from " + last + " back to " + vertices.get(0));
    }
    return Optional.empty();
  }
}
