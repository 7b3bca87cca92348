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
public final class TourResult {

  private final Outcome outcome;
  private final Tour tour;
  private final String solverName;
  private final String explanation;
  private final SearchStatistics statistics;

  private TourResult(Outcome outcome, Tour tour, String solverName, String explanation, SearchStatistics statistics) {
    this.outcome = outcome;
    this.tour = tour;
    this.solverName = checkNotNull(solverName, "solverName must not be null");
    this.explanation = checkNotNull(explanation, "explanation must not be null");
    this.statistics = checkNotNull(statistics, "statistics must not be null");
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

  /** Returns how the search ended. */
  public Outcome outcome() {
    return outcome;
  }

  /** Returns true if a tour was found. */
  public boolean isFound() {
    return outcome == Outcome.FOUND;
  }

  /** Returns the tour, present exactly when the outcome is {@link Outcome#FOUND}. */
  public Optional<Tour> tour() {
    return Optional.ofNullable(tour);
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
