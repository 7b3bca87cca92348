package io.github.knighttours.internal.search;

import io.github.knighttours.spi.SearchResult;
import io.github.knighttours.spi.NeighbourFunction;

/**
 * One search for a Hamiltonian path or cycle on an {@link NeighbourFunction}, its settings (look-ahead,
 * ties) already fixed: what a built-in solver that needs nothing but the neighbour function runs,
 * on a knight board or on any other graph.
 */
@FunctionalInterface
public interface PathEngine {

  /**
   * Searches from {@code start} for a Hamiltonian path, or with {@code closed} for a Hamiltonian
   * cycle through {@code start} (returned as a path from {@code start}).
   */
  SearchResult search(NeighbourFunction graph, int start, boolean closed, SearchMonitor monitor);

  /**
   * Returns true if whether this engine finds a cycle does not depend on the start (it looks for
   * a cycle through every vertex and only then cuts it at the start), so that one start is
   * enough when any start will do.
   */
  default boolean cycleIndependentOfStart() {
    return false;
  }
}
