package io.github.knighttours;

/** Whether a tour may end anywhere or must end a knight move from its start. */
public enum TourKind {
  /** A Hamiltonian path of the knight graph: every square once, ending anywhere. */
  OPEN,
  /**
   * A Hamiltonian cycle: every square once, and the last square a knight move from the first,
   * so that the knight could start the tour again.
   */
  CLOSED
}
