package io.github.knighttours.graph;

import io.github.knighttours.Strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Outcome;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.jgrapht.Graph;
import org.jgrapht.GraphPath;

/**
 * Checks search results against the original JGraphT graph, independently of
 * {@link HamiltonianValidator} (whose verdict is checked too) and of the adapter: every vertex
 * exactly once, each consecutive pair joined by an edge of the graph (from the first to the
 * second, on a directed graph), the edge list matching the vertex list, and for a cycle
 * JGraphT's closed-walk convention (the first vertex repeated at the end, the closing edge
 * included).
 */
final class GraphAssertions {

  /** The strategies that need nothing but the graph; the others need a board. */
  static final List<Strategy> GRAPH_STRATEGIES =
      List.of(
          Strategy.NAIVE_BACKTRACKING, Strategy.BACKTRACKING, Strategy.WARNSDORFF, Strategy.POHL, Strategy.POSA,
          Strategy.CLAUSE_LEARNING, Strategy.AUTO);

  /**
   * The graph strategies that run the same engine on a board and on a graph, so that they give
   * the board solvers' tours; AUTO has a pipeline of its own on each (theorems and constructions
   * on boards; proofs, rotations and the exact searches on graphs).
   */
  static final List<Strategy> SAME_ENGINE_AS_ON_BOARDS =
      List.of(Strategy.BACKTRACKING, Strategy.WARNSDORFF, Strategy.POHL, Strategy.POSA, Strategy.CLAUSE_LEARNING);


  private GraphAssertions() {}

  /** Asserts the result's shape: a path exactly when FOUND, an explanation, sane statistics. */
  static <V, E> void assertWellFormed(HamiltonianPathResult<V, E> result) {
    assertNotNull(result.outcome(), "outcome");
    assertEquals(result.outcome() == Outcome.FOUND, result.path().isPresent(), result::toString);
    assertEquals(result.outcome() == Outcome.FOUND, result.isFound(), result::toString);
    assertFalse(result.explanation().isBlank(), result::toString);
    assertTrue(result.statistics().nodesExpanded() >= 0, result::toString);
    assertFalse(result.statistics().elapsed().isNegative(), result::toString);
  }

  /** Asserts that the result is FOUND with a Hamiltonian path of {@code graph}, and returns it. */
  static <V, E> GraphPath<V, E> assertFoundPath(Graph<V, E> graph, HamiltonianPathResult<V, E> result) {
    assertWellFormed(result);
    assertEquals(Outcome.FOUND, result.outcome(), result::toString);
    GraphPath<V, E> path = result.path().orElseThrow();
    assertHamiltonianPath(graph, path);
    return path;
  }

  /** Asserts that the result is FOUND with a Hamiltonian path of {@code graph} from {@code start}. */
  static <V, E> GraphPath<V, E> assertFoundPathFrom(Graph<V, E> graph, V start, HamiltonianPathResult<V, E> result) {
    GraphPath<V, E> path = assertFoundPath(graph, result);
    assertEquals(start, path.getStartVertex(), result::toString);
    return path;
  }

  /** Asserts that the result is FOUND with a Hamiltonian cycle of {@code graph}, and returns it. */
  static <V, E> GraphPath<V, E> assertFoundCycle(Graph<V, E> graph, HamiltonianPathResult<V, E> result) {
    assertWellFormed(result);
    assertEquals(Outcome.FOUND, result.outcome(), result::toString);
    GraphPath<V, E> cycle = result.path().orElseThrow();
    assertHamiltonianCycle(graph, cycle);
    return cycle;
  }

  /** Asserts that a present path is a Hamiltonian path of {@code graph}. */
  static <V, E> void assertHamiltonianPath(Graph<V, E> graph, Optional<GraphPath<V, E>> path) {
    path.ifPresent(p -> assertHamiltonianPath(graph, p));
  }

  /** Asserts that {@code path} is a Hamiltonian path of {@code graph}. */
  static <V, E> void assertHamiltonianPath(Graph<V, E> graph, GraphPath<V, E> path) {
    List<V> vertices = path.getVertexList();
    String context = "path " + vertices;
    assertEquals(graph.vertexSet().size(), vertices.size(), context + ": visits every vertex");
    assertEachVertexOnce(graph, vertices, context);
    assertWalk(graph, path, context);
    assertEquals(Optional.empty(), HamiltonianValidator.pathProblem(graph, vertices), context);
  }

  /** Asserts that {@code cycle} is a Hamiltonian cycle of {@code graph}, as a closed walk. */
  static <V, E> void assertHamiltonianCycle(Graph<V, E> graph, GraphPath<V, E> cycle) {
    List<V> vertices = cycle.getVertexList();
    String context = "cycle " + vertices;
    int n = graph.vertexSet().size();
    assertTrue(n >= (graph.getType().isDirected() ? 2 : 3), context + ": too few vertices for a cycle");
    assertEquals(n + 1, vertices.size(), context + ": every vertex, and the first again at the end");
    assertEquals(vertices.get(0), vertices.get(n), context + ": closed");
    assertEachVertexOnce(graph, vertices.subList(0, n), context);
    assertWalk(graph, cycle, context);
    assertEquals(Optional.empty(), HamiltonianValidator.cycleProblem(graph, vertices), context);
  }

  private static <V, E> void assertEachVertexOnce(Graph<V, E> graph, List<V> vertices, String context) {
    Set<V> seen = new HashSet<>();
    for (V v : vertices) {
      assertTrue(graph.containsVertex(v), context + ": " + v + " is not a vertex");
      assertTrue(seen.add(v), context + ": " + v + " twice");
    }
  }

  /** The walk's own bookkeeping: edges join consecutive vertices, in direction; ends; length; weight. */
  private static <V, E> void assertWalk(Graph<V, E> graph, GraphPath<V, E> walk, String context) {
    assertSame(graph, walk.getGraph(), context + ": the walk's graph");
    List<V> vertices = walk.getVertexList();
    List<E> edges = walk.getEdgeList();
    boolean directed = graph.getType().isDirected();
    if (vertices.isEmpty()) {
      assertTrue(edges.isEmpty(), context);
      assertEquals(0, walk.getLength(), context);
      return;
    }
    assertEquals(vertices.get(0), walk.getStartVertex(), context + ": start vertex");
    assertEquals(vertices.get(vertices.size() - 1), walk.getEndVertex(), context + ": end vertex");
    assertEquals(vertices.size() - 1, edges.size(), context + ": one edge between each two vertices");
    assertEquals(edges.size(), walk.getLength(), context);
    double weight = 0;
    for (int i = 0; i < edges.size(); i++) {
      V from = vertices.get(i);
      V to = vertices.get(i + 1);
      E edge = edges.get(i);
      assertTrue(graph.containsEdge(from, to), context + ": no edge " + from + " -> " + to);
      assertTrue(graph.containsEdge(edge), context + ": edge " + edge + " is not in the graph");
      V source = graph.getEdgeSource(edge);
      V target = graph.getEdgeTarget(edge);
      boolean forwards = source.equals(from) && target.equals(to);
      boolean backwards = source.equals(to) && target.equals(from);
      assertTrue(forwards || (!directed && backwards), context + ": edge " + edge + " does not join " + from + " to " + to);
      weight += graph.getEdgeWeight(edge);
    }
    assertEquals(weight, walk.getWeight(), 1e-9, context + ": weight is the sum of the edge weights");
  }
}
