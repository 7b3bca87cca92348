package io.github.knighttours.solvers;

import io.github.knighttours.TourRequest;
import io.github.knighttours.Outcome;
import io.github.knighttours.Strategy;

import io.github.knighttours.internal.search.PathEngine;
import io.github.knighttours.spi.SearchResult;
import io.github.knighttours.internal.search.RotationSearch;
import io.github.knighttours.internal.search.SearchMonitor;
import io.github.knighttours.spi.NeighbourFunction;
import java.util.OptionalLong;

/**
 * Warnsdorff's rule that repairs its dead ends by Pósa's rotations (L. Pósa, "Hamiltonian
 * circuits in random graphs", Discrete Mathematics 14 (1976), 359–364), for boards and for any
 * undirected graph.
 *
 * <p>The walk takes the unvisited neighbour with the fewest unvisited neighbours. Where it is
 * stuck at an end z that has a neighbour c on the path, the path {@code … c d … z} becomes
 * {@code … c z … d}: the tail is reversed and d is the new end, from which the walk goes on. No
 * vertex is lost, so most of Warnsdorff's dead ends become tours after a few rotations. For a
 * closed tour the rotations go on, at both ends in turn, until the end is a neighbour of the
 * start. Before a closed search the graph is reduced by degree-2 forcing: a vertex with two
 * usable edges uses both, a vertex with two forced edges loses its others, and an edge that
 * would close a forced path early is dropped. An attempt that gains nothing for a while ends,
 * and the next one walks again with other random ties.
 *
 * <p>It never answers {@link Outcome#PROVEN_ABSENT}: when every attempt fails the result is
 * {@link Outcome#GAVE_UP}. Without a time budget it makes at most 64 attempts; with one it
 * keeps trying until the budget is spent. Ties are drawn from the request's seed, or from a fixed
 * one, so a request with the same budget always finds the same tour. On a directed graph (where
 * a path cannot be reversed) it runs {@link PohlSolver}'s walks instead. An end square
 * ({@link TourRequest#end()}) is not aimed at: a tour that ends elsewhere is
 * {@link Outcome#GAVE_UP}.
 *
 * <p>Performance: O(V + E) time and space to set up; an extension costs O(d) and a rotation O(d
 * + L), where L is the length of the reversed tail; from 65,536 vertices on, the path is kept in
 * a two-level list and a rotation costs O(d² + √V) amortized. Stateless and thread-safe.
 */
public final class PosaSolver extends GenericSolver {

  /** Creates the solver. Prefer {@link Strategy#POSA}{@code .solver()}, which is shared. */
  public PosaSolver() {
    super("POSA", false, false);
  }

  @Override
  PathEngine engine(int lookahead, OptionalLong seed) {
    return new PathEngine() {
      @Override
      public SearchResult search(NeighbourFunction graph, int start, boolean closed, SearchMonitor monitor) {
        return RotationSearch.run(graph, start, closed, seed.isPresent(), seed.orElse(0), monitor);
      }

      @Override
      public boolean cycleIndependentOfStart() {
        return true;
      }
    };
  }

  @Override
  long workingBytes(long n, int maxDegree) {
    return RotationSearch.workingBytes(n, maxDegree);
  }
}
