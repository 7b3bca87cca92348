package io.github.knighttours.graph;

import io.github.knighttours.Outcome;
import io.github.knighttours.PathResult;
import io.github.knighttours.SearchStatistics;
import java.util.Optional;
import org.jgrapht.GraphPath;

/**
 * What a Hamiltonian path or cycle search on a JGraphT graph ended with: knight-core's
 * {@link PathResult} of the search, with the path handed back as a JGraphT {@link GraphPath}.
 * The outcomes are those of every search of this library: FOUND, PROVEN_ABSENT, GAVE_UP,
 * BUDGET_EXHAUSTED and CANCELLED. Immutable.
 *
 * <pre>{@code
 * HamiltonianPathResult<Integer, DefaultEdge> r =
 *     HamiltonianPaths.solveCycle(graph, Strategy.AUTO, SearchOptions.defaults());
 * r.path().ifPresent(cycle -> System.out.println(cycle.getVertexList()));
 * }</pre>
 *
 * @param <V> the graph's vertex type
 * @param <E> the graph's edge type
 */
public final class HamiltonianPathResult<V, E> {

  private final PathResult<V> result;
  private final GraphPath<V, E> path;
  private final SearchStatistics statistics;

  HamiltonianPathResult(PathResult<V> result, GraphPath<V, E> path, SearchStatistics statistics) {
    this.result = result;
    this.path = path;
    this.statistics = statistics;
  }

  /** Returns how the search ended. */
  public Outcome outcome() {
    return result.outcome();
  }

  /** Returns true if a path (or cycle) was found. */
  public boolean isFound() {
    return result.isFound();
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
    return result.explanation();
  }

  /**
   * Returns the work of the whole call: the nodes of the search over all start vertices it
   * tried, and the time with the copy of the graph included ({@link #result()}'s statistics
   * count from the end of the copy).
   */
  public SearchStatistics statistics() {
    return statistics;
  }

  /** Returns the name of the solver that searched. */
  public String solverName() {
    return result.solverName();
  }

  /**
   * Returns knight-core's result of the search, whose tour (when found) lists the graph's
   * vertices in order ({@link io.github.knighttours.HamiltonianPath#labels()}).
   */
  public PathResult<V> result() {
    return result;
  }

  @Override
  public String toString() {
    return outcome() + " (" + explanation() + "; " + statistics + ")";
  }
}
