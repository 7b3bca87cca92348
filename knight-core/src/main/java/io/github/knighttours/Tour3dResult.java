package io.github.knighttours;

import static com.google.common.base.Preconditions.checkNotNull;

import java.util.Optional;

/**
 * What a search on a three-dimensional board ended with: an {@link Outcome}, the tour when one
 * was found, a sentence saying why the search ended as it did, and statistics of the work done;
 * the counterpart of {@link TourResult}, from {@link KnightTours#solve(Board3d, Cell, TourKind,
 * Strategy, SearchOptions)}.
 *
 * <pre>{@code
 * Tour3dResult result = KnightTours.solve(Board3d.of(4, 4, 4), new Cell(0, 0, 0),
 *     TourKind.CLOSED, Strategy.AUTO, SearchOptions.defaults());
 * result.tour().ifPresent(tour -> System.out.println(tour.render()));
 * }</pre>
 *
 * <p>Immutable.
 */
public final class Tour3dResult {

  private final Outcome outcome;
  private final Tour3d tour;
  private final String solverName;
  private final String explanation;
  private final SearchStatistics statistics;

  private Tour3dResult(
      Outcome outcome, Tour3d tour, String solverName, String explanation, SearchStatistics statistics) {
    this.outcome = checkNotNull(outcome, "outcome must not be null");
    this.tour = tour;
    this.solverName = checkNotNull(solverName, "solverName must not be null");
    this.explanation = checkNotNull(explanation, "explanation must not be null");
    this.statistics = checkNotNull(statistics, "statistics must not be null");
  }

  /** A tour was found. */
  static Tour3dResult found(String solverName, Tour3d tour, SearchStatistics statistics) {
    checkNotNull(tour, "tour must not be null");
    return new Tour3dResult(Outcome.FOUND, tour, solverName, "found a tour", statistics);
  }

  /** Any other outcome, with its explanation (for PROVEN_ABSENT, the proof). */
  static Tour3dResult notFound(Outcome outcome, String solverName, String explanation, SearchStatistics statistics) {
    if (outcome == Outcome.FOUND) {
      throw new IllegalArgumentException("a FOUND result needs its tour");
    }
    return new Tour3dResult(outcome, null, solverName, explanation, statistics);
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
  public Optional<Tour3d> tour() {
    return Optional.ofNullable(tour);
  }

  /** Returns the name of the solver that produced this result, such as {@code "AUTO"}. */
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

  /** Returns the solver, the outcome, the explanation and the statistics on one line. */
  @Override
  public String toString() {
    return solverName + ": " + outcome + " (" + explanation + "; " + statistics + ")";
  }
}
