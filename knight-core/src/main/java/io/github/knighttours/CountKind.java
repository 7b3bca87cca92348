package io.github.knighttours;

/**
 * What a count counts (see {@link KnightTours#count}). Open counts include the tours whose ends
 * happen to be a knight move apart: they count every Hamiltonian path of the knight graph, as
 * the published tables do (OEIS A165134, A169696, A079137).
 */
public enum CountKind {
  /** Open tours from a given start square, each in its one direction. Needs a start. */
  OPEN_FROM_START,
  /**
   * Open tours from every start: each path counted in both directions (OEIS A165134 for n×n:
   * 1,728 on 5×5, 6,637,920 on 6×6).
   */
  OPEN_DIRECTED,
  /**
   * Open tours with each path counted once, whichever end it starts from: half of
   * {@link #OPEN_DIRECTED} on boards of two or more squares, and 1 on the 1×1 board
   * (OEIS A169696 for 3×n, A079137 for 4×n).
   */
  OPEN_UNDIRECTED,
  /**
   * Closed tours with each cycle counted once, whatever its start and direction (OEIS A001230
   * for n×n: 9,862 on 6×6).
   */
  CLOSED_UNDIRECTED,
  /** Closed tours with each cycle counted in both directions: twice {@link #CLOSED_UNDIRECTED}. */
  CLOSED_DIRECTED
}
