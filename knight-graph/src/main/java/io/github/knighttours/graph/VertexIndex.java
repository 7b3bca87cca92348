package io.github.knighttours.graph;

import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * Numbers of the vertices of a graph, by {@code equals}: an open-addressing table whose slots
 * keep the vertex, its hash and its number, the last two side by side in one {@code int[]}.
 * JGraphT hands back the very vertex objects it stores, so a look-up usually ends on an
 * identity match without touching the vertex object, which matters on graphs of millions of
 * vertices. Built once, read-only afterwards.
 *
 * <p>Performance: up to four slots per vertex (the table is kept at most half full and its size
 * a power of two), each a reference and two ints: at most 64 bytes per vertex.
 */
final class VertexIndex<V> {

  /** {@link #of} checks its stop condition when {@code (i & POLL_MASK) == POLL_MASK}. */
  private static final int POLL_MASK = (1 << 12) - 1;

  private final Object[] keys;
  /** For slot s: hash at 2s, number at 2s + 1. */
  private final int[] hashAndNumber;
  private final int mask;

  private VertexIndex(int size) {
    int capacity = Integer.highestOneBit(Math.max(4, size) * 2 - 1) << 1;
    keys = new Object[capacity];
    hashAndNumber = new int[2 * capacity];
    mask = capacity - 1;
  }

  /**
   * Numbers {@code vertices} 0, 1, 2, … in list order (the list has no duplicates); returns null
   * if {@code stop}, asked every few thousand vertices, turns true first.
   */
  static <V> VertexIndex<V> of(List<V> vertices, BooleanSupplier stop) {
    VertexIndex<V> index = new VertexIndex<>(vertices.size());
    for (int i = 0; i < vertices.size(); i++) {
      if ((i & POLL_MASK) == POLL_MASK && stop.getAsBoolean()) {
        return null;
      }
      index.add(vertices.get(i), i);
    }
    return index;
  }

  private void add(V v, int number) {
    int h = hash(v);
    int slot = h & mask;
    while (keys[slot] != null) {
      slot = (slot + 1) & mask;
    }
    keys[slot] = v;
    hashAndNumber[2 * slot] = h;
    hashAndNumber[2 * slot + 1] = number;
  }

  /** Returns the number of {@code vertex}, or -1 if it is not one of the vertices. */
  int indexOf(Object vertex) {
    int h = hash(vertex);
    int slot = h & mask;
    Object key;
    while ((key = keys[slot]) != null) {
      if (key == vertex || (hashAndNumber[2 * slot] == h && key.equals(vertex))) {
        return hashAndNumber[2 * slot + 1];
      }
      slot = (slot + 1) & mask;
    }
    return -1;
  }

  private static int hash(Object v) {
    int h = v.hashCode() * 0x9E3779B9;
    return h ^ (h >>> 16);
  }
}
