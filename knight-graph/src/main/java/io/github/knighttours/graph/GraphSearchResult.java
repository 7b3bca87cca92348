package io.github.knighttours.graph;

import io.github.knighttours.Outcome;
import io.github.knighttours.SearchStatistics;
import java.util.Optional;
import org.jgrapht.GraphPath;

/**
 * What a Hamiltonian path or cycle search on a JGraphT graph ended with: the same
 * {@link Outcome} as a knight's tour search, the path when one was found, a sentence on why the
 * search ended as it did, and statistics. Immutable.
 *
 * @param <V> the graph's vertex type
 * @param <E> the graph's edge type
 */
public final class GraphSearchResult<V, E> {

  private final Outcome outcome;
  private final GraphPath<V, E> path;
  private final String explanation;
  private final SearchStatistics statistics;

  GraphSearchResult(Outcome outcome, GraphPath<V, E> path, String explanation, SearchStatistics statistics) {
    this.outcome = outcome;
    this.path = path;
    this.explanation = explanation;
    this.statistics = statistics;
  }

  /** Returns how the search ended. */
  public Outcome outcome() {
    return outcome;
  }

  /** Returns true if a path (or cycle) was found. */
  public boolean isFound() {
    return outcome == Outcome.FOUND;
  }

  /**
   * Returns the path, present exactly when the outcome is {@link Outcome#FOUND}. A cycle is a
   * closed walk in JGraphT's convention: its vertex list starts and ends with the same vertex,
   * and its edge list includes the closing edge.
   */
  public Optional<GraphPath<V, E>> path() {
    return Optional.ofNullable(path);
  }

  /** Returns one sentence on why the search ended as it did; for PROVEN_ABSENT, the proof. */
  public String explanation() {
    return explanation;
  }

  /** Returns the work the search did, over all start vertices it tried. */
  public SearchStatistics statistics() {
    return statistics;
  }

  @Override
  public String toString() {
    return outcome + " (" + explanation + "; " + statistics + ")";
  }
}
