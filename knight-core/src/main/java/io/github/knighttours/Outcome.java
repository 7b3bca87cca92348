package io.github.knighttours;

/**
 * How a search ended. Only {@link #FOUND} carries a tour, and only an exhaustive search or a
 * cited theorem may answer {@link #PROVEN_ABSENT}.
 */
public enum Outcome {
  /** A tour was found and checked by {@link TourValidator}. */
  FOUND,
  /** No tour exists from the start square: proven by exhaustive search or by a cited theorem. */
  PROVEN_ABSENT,
  /** A heuristic reached a dead end; a tour may still exist. */
  GAVE_UP,
  /** The node or time budget ran out first; a tour may still exist. */
  BUDGET_EXHAUSTED,
  /** The searching thread was interrupted; a tour may still exist. */
  CANCELLED;

  /** Returns true for {@link #FOUND} and {@link #PROVEN_ABSENT}, the outcomes that settle the question. */
  public boolean isConclusive() {
    return this == FOUND || this == PROVEN_ABSENT;
  }
}
