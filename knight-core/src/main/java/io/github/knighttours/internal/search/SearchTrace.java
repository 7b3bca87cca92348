package io.github.knighttours.internal.search;

/**
 * Hears every step of one search, in vertex indices: a vertex placed on the path, taken back
 * off it, or found to be a dead end. Engines ask their {@link SearchMonitor} for the trace once
 * and skip every call when it is null, so a search without a trace pays one predictable branch
 * per step.
 *
 * <p>Called on the searching thread, in the order the steps happen. Depth is the position on
 * the path, 0 for the start.
 */
public interface SearchTrace {

  /** {@code vertex} was placed on the path at {@code depth}. */
  void placed(int vertex, int depth);

  /** {@code vertex}, at {@code depth}, was taken back off the path. */
  void removed(int vertex, int depth);

  /**
   * The path ending on {@code vertex} at {@code depth} cannot be completed: no move is left, or
   * a pruning rule rules the branch out. A search that backtracks follows with
   * {@link #removed}.
   */
  void deadEnd(int vertex, int depth);
}
