package io.github.knighttours;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import java.util.Optional;

/**
 * What a search for a tour of any shape ended with: the {@link Outcome}, the tour when one was
 * found, a sentence on why the search ended as it did, the solver's name and statistics. The
 * result of a 2-D board's request is a {@link TourResult}; a 3-D board and a graph (module
 * knight-graph) get this type with their own labels. Immutable.
 *
 * @param <L> the label type of the shape
 */
public class PathResult<L> {

  private final Outcome outcome;
  private final HamiltonianPath<L> path;
  private final String solverName;
  private final String explanation;
  private final SearchStatistics statistics;

  PathResult(Outcome outcome, HamiltonianPath<L> path, String solverName, String explanation, SearchStatistics statistics) {
    this.outcome = checkNotNull(outcome, "outcome must not be null");
    this.solverName = checkNotNull(solverName, "solverName must not be null");
    this.explanation = checkNotNull(explanation, "explanation must not be null");
    this.statistics = checkNotNull(statistics, "statistics must not be null");
    checkArgument(!explanation.isBlank(), "explanation must not be blank");
    checkArgument(
        (path != null) == (outcome == Outcome.FOUND), "a tour comes with FOUND and only with it, got %s", outcome);
    this.path = path;
  }

  /**
   * A result without a tour, for code that ends a call before or instead of the pipeline (a
   * face that stopped while preparing the shape, a test).
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if {@code outcome} is FOUND or {@code explanation} is blank
   */
  public static <L> PathResult<L> notFound(
      Outcome outcome, String solverName, String explanation, SearchStatistics statistics) {
    checkNotNull(outcome, "outcome must not be null");
    checkArgument(outcome != Outcome.FOUND, "a FOUND result has a tour; got outcome %s without one", outcome);
    return new PathResult<>(outcome, null, solverName, explanation, statistics);
  }

  /** Returns how the search ended. */
  public Outcome outcome() {
    return outcome;
  }

  /** Returns true if a tour was found. */
  public boolean isFound() {
    return outcome == Outcome.FOUND;
  }

  /** Returns the tour, present exactly when the outcome is {@link Outcome#FOUND}. */
  public Optional<HamiltonianPath<L>> hamiltonianPath() {
    return Optional.ofNullable(path);
  }

  /** Returns the name of the solver that produced this result. */
  public String solverName() {
    return solverName;
  }

  /** Returns one sentence on why the search ended as it did; for PROVEN_ABSENT, the proof. */
  public String explanation() {
    return explanation;
  }

  /** Returns the work the search did. */
  public SearchStatistics statistics() {
    return statistics;
  }

  @Override
  public String toString() {
    return solverName + ": " + outcome + " (" + explanation + "; " + statistics + ")";
  }
}
