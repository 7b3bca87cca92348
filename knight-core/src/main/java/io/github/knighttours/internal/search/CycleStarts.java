package io.github.knighttours.internal.search;

/**
 * What a built-in solver tells the pipeline about its cycles, beyond the public contract: whether
 * it looks for a cycle through every vertex and only then cuts it at the start, so that one start
 * is enough when any start will do.
 */
public interface CycleStarts {

  /** True if whether this solver finds a cycle does not depend on the start. */
  boolean cycleIndependentOfStart();
}
