package io.github.knighttours.graph;

import java.util.List;

/**
 * Numbers of the vertices of a graph, by {@code equals}: an open-addressing table whose slots
 * keep the vertex, its hash and its number, the last two side by side in one {@code int[]}.
 * JGraphT hands back the very vertex objects it stores, so a look-up usually ends on an
 * identity match without touching the vertex object, which matters on graphs of millions of
 * vertices. Built once, read-only afterwards.
 */
final class VertexIndex<V> {

  private final Object[] keys;
  /** For slot s: hash at 2s, number at 2s + 1. */
  private final int[] hashAndNumber;
  private final int mask;

  /** Numbers {@code vertices} 0, 1, 2, … in list order; the list has no duplicates. */
  VertexIndex(List<V> vertices) {
    int capacity = Integer.highestOneBit(Math.max(4, vertices.size()) * 2 - 1) << 1;
    keys = new Object[capacity];
    hashAndNumber = new int[2 * capacity];
    mask = capacity - 1;
    for (int i = 0; i < vertices.size(); i++) {
      V v = vertices.get(i);
      int h = hash(v);
      int slot = h & mask;
      while (keys[slot] != null) {
        slot = (slot + 1) & mask;
      }
      keys[slot] = v;
      hashAndNumber[2 * slot] = h;
      hashAndNumber[2 * slot + 1] = i;
    }
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
