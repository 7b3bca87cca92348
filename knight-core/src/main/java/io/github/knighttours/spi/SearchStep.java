package io.github.knighttours.spi;

import io.github.knighttours.Square;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

/**
 * One step of a search, as a {@link SearchTraceListener} hears it: a square (a cell, a vertex)
 * placed on the path, taken back off it, or found to be a dead end.
 *
 * @param kind what happened
 * @param label the square, cell or vertex it happened on
 * @param depth the label's position on the path, 0 for the first
 * @param <L> the label type: {@link Square} on a board
 */
public record SearchStep<L>(Kind kind, L label, int depth) {

  /** What happened at a step. */
  public enum Kind {
    /** The square was placed on the path. */
    PLACED,
    /** The square was taken back off the path (the search backtracked). */
    REMOVED,
    /**
     * The path ending on the square cannot be completed: no move is left, or the search's
     * pruning rules it out. A search that backtracks follows with {@link #REMOVED}; a heuristic
     * stops there.
     */
    DEAD_END
  }

  /**
   * Checks the arguments.
   *
   * @throws NullPointerException if {@code kind} or {@code label} is null
   * @throws IllegalArgumentException if {@code depth} is negative
   */
  public SearchStep {
    checkNotNull(kind, "kind must not be null");
    checkNotNull(label, "label must not be null");
    checkArgument(depth >= 0, "depth must not be negative, got %s", depth);
  }

  /** Returns {@link #label()}: the square, on a board. */
  public L square() {
    return label;
  }
}
