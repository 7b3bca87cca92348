package io.github.knighttours;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import java.util.Optional;

/**
 * What a search ended with: an {@link Outcome}, the tour when one was found, a sentence saying
 * why the search ended as it did, and statistics of the work done.
 *
 * <pre>{@code
 * TourResult result = KnightTours.solve(TourRequest.of(5, 5, Square.of(0, 1)), Strategy.BACKTRACKING);
 * result.outcome();      // PROVEN_ABSENT
 * result.explanation();  // why: here, the colour argument
 * }</pre>
 *
 * <p>Made through the static factories, one per outcome, which solvers outside this library
 * use too. Immutable.
 */
public final class TourResult extends PathResult<Square> {

  private final Tour tour;

  private TourResult(Outcome outcome, Tour tour, String solverName, String explanation, SearchStatistics statistics) {
    super(outcome, tour, solverName, explanation, statistics);
    this.tour = tour;
  }

  /** A result of the pipeline on a board. */
  static TourResult made(Outcome outcome, Tour tour, String solverName, String explanation, SearchStatistics statistics) {
    return new TourResult(outcome, tour, solverName, explanation, statistics);
  }

  /** The board's form of a result of the one pipeline, whose tour is a {@link Tour}. */
  static TourResult of(PathResult<Square> result) {
    if (result instanceof TourResult tourResult) {
      return tourResult;
    }
    return new TourResult(
        result.outcome(),
        (Tour) result.hamiltonianPath().orElse(null),
        result.solverName(),
        result.explanation(),
        result.statistics());
  }

  /**
   * A tour was found.
   *
   * @throws NullPointerException if an argument is null
   */
  public static TourResult found(String solverName, Tour tour, SearchStatistics statistics) {
    checkNotNull(tour, "tour must not be null");
    return new TourResult(Outcome.FOUND, tour, solverName, "found a tour", statistics);
  }

  /**
   * No tour exists; {@code proof} names the exhaustive search or the theorem that shows it.
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if {@code proof} is blank
   */
  public static TourResult provenAbsent(String solverName, String proof, SearchStatistics statistics) {
    return new TourResult(Outcome.PROVEN_ABSENT, null, solverName, nonBlank(proof, "proof"), statistics);
  }

  /**
   * A heuristic reached a dead end.
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if {@code reason} is blank
   */
  public static TourResult gaveUp(String solverName, String reason, SearchStatistics statistics) {
    return new TourResult(Outcome.GAVE_UP, null, solverName, nonBlank(reason, "reason"), statistics);
  }

  /**
   * The node or time budget ran out.
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if {@code reason} is blank
   */
  public static TourResult budgetExhausted(String solverName, String reason, SearchStatistics statistics) {
    return new TourResult(Outcome.BUDGET_EXHAUSTED, null, solverName, nonBlank(reason, "reason"), statistics);
  }

  /**
   * The searching thread was interrupted.
   *
   * @throws NullPointerException if an argument is null
   */
  public static TourResult cancelled(String solverName, SearchStatistics statistics) {
    return new TourResult(Outcome.CANCELLED, null, solverName, "the searching thread was interrupted", statistics);
  }

  private static String nonBlank(String text, String name) {
    checkNotNull(text, "%s must not be null", name);
    checkArgument(!text.isBlank(), "%s must not be blank", name);
    return text;
  }

  /** Returns the tour, present exactly when the outcome is {@link Outcome#FOUND}. */
  public Optional<Tour> tour() {
    return Optional.ofNullable(tour);
  }

}
