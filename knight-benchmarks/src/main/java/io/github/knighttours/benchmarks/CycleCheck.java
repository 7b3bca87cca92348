package io.github.knighttours.benchmarks;

import java.util.Objects;
import java.util.Optional;

/**
 * Checks a Hamiltonian cycle against the edges of an {@link HcpGraph} and nothing else: it uses
 * no class of the library, so that a bug there cannot hide a wrong answer of the library.
 */
final class CycleCheck {

  private CycleCheck() {}

  /**
   * Returns what is wrong with {@code cycle} as a Hamiltonian cycle of {@code graph}, or empty
   * if it is one: each of the n vertices exactly once, every two consecutive vertices and the
   * last and the first joined by an edge of the file. The cycle is given open (its first vertex
   * is not repeated at the end).
   *
   * @throws NullPointerException if an argument is null
   */
  static Optional<String> problem(HcpGraph graph, int[] cycle) {
    Objects.requireNonNull(graph, "graph must not be null");
    Objects.requireNonNull(cycle, "cycle must not be null");
    int n = graph.vertices();
    if (n < 3) {
      return Optional.of("a simple graph of " + n + " vertices has no Hamiltonian cycle");
    }
    if (cycle.length != n) {
      return Optional.of("the cycle has " + cycle.length + " vertices, the graph has " + n);
    }
    boolean[] seen = new boolean[n + 1];
    for (int i = 0; i < n; i++) {
      int v = cycle[i];
      if (v < 1 || v > n) {
        return Optional.of("position " + i + " holds " + v + ", which is not a vertex 1.." + n);
      }
      if (seen[v]) {
        return Optional.of("vertex " + v + " comes twice (again at position " + i + ")");
      }
      seen[v] = true;
    }
    for (int i = 0; i < n; i++) {
      int u = cycle[i];
      int v = cycle[(i + 1) % n];
      if (!graph.hasEdge(u, v)) {
        return Optional.of(u + " " + v + " (positions " + i + ", " + (i + 1) % n + ") is not an edge of the file");
      }
    }
    return Optional.empty();
  }
}
