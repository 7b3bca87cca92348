package io.github.knighttours.graph;

import java.util.ArrayList;
import java.util.List;
import org.jgrapht.Graph;

/**
 * The slowest possible answer: tries every ordering of the vertices of a small graph (n! of
 * them) and records from which vertices a Hamiltonian path starts and whether some ordering
 * closes into a Hamiltonian cycle. Adjacency is asked of the JGraphT graph itself
 * ({@code containsEdge}, which respects direction). A cycle needs at least three vertices, or
 * two on a directed graph (arcs both ways), the library's documented convention.
 */
final class BruteForce {

  private final boolean[] pathStartsAt;
  private final boolean cycle;

  private BruteForce(boolean[] pathStartsAt, boolean cycle) {
    this.pathStartsAt = pathStartsAt;
    this.cycle = cycle;
  }

  /** Examines every ordering of the vertices of {@code graph}; keep to 9 vertices or fewer. */
  static <V, E> BruteForce of(Graph<V, E> graph) {
    List<V> vertices = new ArrayList<>(graph.vertexSet());
    int n = vertices.size();
    if (n > 9) {
      throw new IllegalArgumentException("brute force over " + n + "! orderings is too slow");
    }
    boolean[][] edge = new boolean[n][n];
    for (int u = 0; u < n; u++) {
      for (int v = 0; v < n; v++) {
        edge[u][v] = u != v && graph.containsEdge(vertices.get(u), vertices.get(v));
      }
    }
    boolean[] starts = new boolean[n];
    boolean[] closes = new boolean[1];
    int minCycle = graph.getType().isDirected() ? 2 : 3;
    permute(new int[n], new boolean[n], 0, order -> {
      for (int i = 1; i < n; i++) {
        if (!edge[order[i - 1]][order[i]]) {
          return;
        }
      }
      starts[order[0]] = true;
      if (n >= minCycle && edge[order[n - 1]][order[0]]) {
        closes[0] = true;
      }
    });
    return new BruteForce(starts, closes[0]);
  }

  private interface OrderVisitor {
    void visit(int[] order);
  }

  /** Calls {@code visitor} with every permutation of 0 .. n-1. */
  private static void permute(int[] order, boolean[] used, int filled, OrderVisitor visitor) {
    if (filled == order.length) {
      visitor.visit(order);
      return;
    }
    for (int v = 0; v < order.length; v++) {
      if (!used[v]) {
        used[v] = true;
        order[filled] = v;
        permute(order, used, filled + 1, visitor);
        used[v] = false;
      }
    }
  }

  /** True if some Hamiltonian path starts at the {@code index}-th vertex of {@code vertexSet()}. */
  boolean hasPathFrom(int index) {
    return pathStartsAt[index];
  }

  /** True if some Hamiltonian path exists; the empty graph has the empty path. */
  boolean hasPath() {
    if (pathStartsAt.length == 0) {
      return true;
    }
    for (boolean b : pathStartsAt) {
      if (b) {
        return true;
      }
    }
    return false;
  }

  /** True if some Hamiltonian cycle exists. */
  boolean hasCycle() {
    return cycle;
  }
}
