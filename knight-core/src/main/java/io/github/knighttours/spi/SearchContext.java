package io.github.knighttours.spi;

import io.github.knighttours.Outcome;

/**
 * What a search runs under: the request's node and time budgets, {@link Thread#interrupt()},
 * progress reports and the step-by-step trace. The library makes one for each call of
 * {@link io.github.knighttours.TourSolver#search} and hands it in the {@link SearchTask}; a
 * solver polls it and reports its steps to it. One context serves one search, on one thread.
 *
 * <pre>{@code
 * for (long nodes = 1; ; nodes++) {
 *   Outcome stop = context.budgetSpent(nodes) ? Outcome.BUDGET_EXHAUSTED : context.poll(nodes, depth, longest);
 *   if (stop != null) {
 *     return context.stopped(stop, nodes, backtracks, longest);
 *   }
 *   ...
 * }
 * }</pre>
 */
public interface SearchContext {

  /** Returns the most nodes the search may expand ({@link Long#MAX_VALUE}: no limit). */
  long nodeBudget();

  /**
   * Returns true once {@code nodesExpanded} nodes leave no room for another under the node
   * budget (earlier attempts of the same call count too).
   */
  boolean budgetSpent(long nodesExpanded);

  /**
   * Checks the deadline and the interrupt flag, and reports progress when it is due. A search
   * calls it often: at every node, or every thousand nodes of a fast loop. The node budget is
   * {@link #budgetSpent}'s to check.
   *
   * @param nodesExpanded nodes expanded so far by this search
   * @param depth the position of the path's last vertex (0 for the start)
   * @param bestDepth the largest depth the path has reached so far
   * @return null if the search may go on, else {@link Outcome#BUDGET_EXHAUSTED} or
   *     {@link Outcome#CANCELLED}
   */
  Outcome poll(long nodesExpanded, int depth, int bestDepth);

  /**
   * Returns the result of a search that stops for {@code why} (what {@link #poll} returned, or
   * BUDGET_EXHAUSTED when {@link #budgetSpent}), with the explanation the library gives every
   * stop.
   */
  SearchResult stopped(Outcome why, long nodesExpanded, long backtracks, int bestDepth);

  /** Returns true if someone listens to the trace, so that a search may skip making its steps. */
  boolean isTraced();

  /** Tells the trace that {@code vertex} was placed on the path at {@code depth}. */
  void placed(int vertex, int depth);

  /** Tells the trace that {@code vertex}, at {@code depth}, was taken back off the path. */
  void removed(int vertex, int depth);

  /**
   * Tells the trace that the path ending on {@code vertex} at {@code depth} cannot be completed.
   * A search that backtracks follows with {@link #removed}.
   */
  void deadEnd(int vertex, int depth);

  /** Returns the nanoseconds since the call began. */
  long elapsedNanos();
}
