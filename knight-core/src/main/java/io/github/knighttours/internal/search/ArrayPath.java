package io.github.knighttours.internal.search;

/**
 * A {@link PathOrder} in two arrays, the path in order and each vertex's position: everything in
 * O(1) but a reversal, which costs the length of the reversed tail. The fastest on small graphs.
 */
final class ArrayPath extends PathOrder {

  private final int[] path;
  private final int[] pos;
  private int length;

  /** A new, empty array path on {@code n} vertices. */
  static PathOrder create(int n, SearchMonitor monitor) {
    return new ArrayPath(n, monitor);
  }

  ArrayPath(int n, SearchMonitor monitor) {
    this(monitor.newInts(n), monitor.newInts(n));
  }

  private ArrayPath(int[] pos, int[] path) {
    super(pos);
    this.pos = pos;
    this.path = path;
    clear();
  }

  /** Bytes of the two arrays on {@code n} vertices. */
  static long bytes(long n) {
    return 8 * n;
  }

  @Override
  void clear() {
    java.util.Arrays.fill(pos, -1);
    length = 0;
  }

  @Override
  int length() {
    return length;
  }

  @Override
  int position(int v) {
    return pos[v];
  }

  @Override
  int first() {
    return path[0];
  }

  @Override
  int last() {
    return path[length - 1];
  }

  @Override
  int next(int v) {
    int i = pos[v] + 1;
    return i < length ? path[i] : -1;
  }

  @Override
  int previous(int v) {
    int i = pos[v];
    return i > 0 ? path[i - 1] : -1;
  }

  @Override
  void append(int v) {
    pos[v] = length;
    path[length++] = v;
  }

  @Override
  long reverseFrom(int v) {
    int from = pos[v];
    for (int i = from, j = length - 1; i < j; i++, j--) {
      int a = path[i];
      int b = path[j];
      path[i] = b;
      path[j] = a;
      pos[b] = i;
      pos[a] = j;
    }
    return length - from;
  }

  @Override
  void copyTo(int[] out, int from, SearchMonitor monitor) {
    for (int i = 0; i < length; i++) {
      monitor.tick();
      out[i] = path[(from + i) % length];
    }
  }
}
