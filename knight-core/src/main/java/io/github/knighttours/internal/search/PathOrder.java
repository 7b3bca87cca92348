package io.github.knighttours.internal.search;

/**
 * A path of distinct vertices {@code 0 .. n-1} that grows at its far end and whose tails can be
 * reversed, as {@link RotationSearch} needs it: membership, positions, successors and the two ends
 * in O(1). {@link ArrayPath} keeps it in two arrays (a reversal costs its tail); {@link
 * TwoLevelPath} in segments (a reversal costs O(√n)).
 */
abstract sealed class PathOrder permits ArrayPath, TwoLevelPath {

  // index[v] >= 0 exactly when v is on the path (each structure's own per-vertex index): the
  // walk asks for membership in its innermost loop, and a final method on it is always inlined.
  final int[] index;

  PathOrder(int[] index) {
    this.index = index;
  }

  /** Empties the path. O(n). */
  abstract void clear();

  /** The number of vertices on the path. */
  abstract int length();

  /** Whether {@code v} is on the path. */
  final boolean contains(int v) {
    return index[v] >= 0;
  }

  /** The position of {@code v} on the path (0 for the first), which must be on it. */
  abstract int position(int v);

  /** The first vertex; the path must not be empty. */
  abstract int first();

  /** The last vertex; the path must not be empty. */
  abstract int last();

  /** The vertex after {@code v} on the path, or -1 if {@code v} is the last. */
  abstract int next(int v);

  /** The vertex before {@code v} on the path, or -1 if {@code v} is the first. */
  abstract int previous(int v);

  /** Appends {@code v}, which must not be on the path, at the far end. */
  abstract void append(int v);

  /**
   * Reverses the part of the path from {@code v} (on the path) to the far end, so that {@code v}
   * becomes the last vertex and the old last vertex takes {@code v}'s place. Returns the work it
   * did, in array entries written (for the search's work limit).
   */
  abstract long reverseFrom(int v);

  /** Writes the path, starting at position {@code from} and wrapping around, to {@code out}. */
  abstract void copyTo(int[] out, int from, SearchMonitor monitor);
}
