package io.github.knighttours.internal.search;

import java.util.function.IntToLongFunction;

/**
 * The last key {@link GreedySearch} compares among the moves still tied under Warnsdorff's rule;
 * smaller is better. Unlike the earlier keys it may depend on where the walk stands and on where
 * it has been: the search reports each vertex the walk arrives on, the start included, before it
 * chooses the move from there. Such a key keeps state, so one instance serves one walk.
 */
public interface TieBreak {

  /** Returns the key of the move from {@code from} to its unvisited successor {@code to}. */
  long key(int from, int to);

  /**
   * Called when the walk arrives on {@code v}, before the move from {@code v} is chosen. Does
   * nothing unless overridden.
   */
  default void arrived(int v) {}

  /** Returns a tie-break whose key depends on the vertex moved to only. */
  static TieBreak byTarget(IntToLongFunction key) {
    return (from, to) -> key.applyAsLong(to);
  }
}
