package io.github.knighttours;

import io.github.knighttours.count.FrontierSweep;

/**
 * How {@link KnightTours#count} counts: see {@link CountRequest.Builder#method}.
 */
public enum CountMethod {
  /**
   * The frontier sweep on boards whose shorter side is at most {@value #FRONTIER_MAX_WIDTH} and
   * that have more than 36 squares, when the request has no time budget; the depth-first search
   * otherwise. The search counts every board up to 6 × 6 in about a second, in parallel, and a
   * search stopped by its budget has counted some tours, a useful lower bound, where a stopped
   * sweep has counted none.
   */
  AUTO,
  /**
   * A depth-first search over the tours, in parallel on {@link CountRequest#parallelism()}
   * threads, with the symmetry reduction if {@link CountRequest#symmetry()}: time grows with the
   * number of tours.
   */
  DEPTH_FIRST,
  /**
   * A frontier (transfer-matrix) sweep along the board's longer side, one square at a time, with
   * {@link CountRequest#parallelism()} threads sharing every generation: time linear in the
   * length for a fixed width, and a number of states that grows steeply with the width. It can run
   * on disk with a checkpoint after every square and bounds its memory: see {@link
   * CountRequest.Builder#checkpoint} and {@link CountRequest.Builder#memoryLimit}; its steps are
   * public as {@link FrontierSweep}, for engines elsewhere. Boards whose shorter side is above
   * {@value #FRONTIER_MAX_WIDTH} are refused. The tours are complete only at the far end of the board, so a sweep stopped early
   * (interrupt, time budget, or its memory limit) reports 0, a true but useless lower bound.
   */
  FRONTIER;

  /** The widest board (shorter side) {@link #FRONTIER} counts. */
  public static final int FRONTIER_MAX_WIDTH = 8;
}
