package io.github.knighttours.internal.graph;

import java.util.Arrays;
import java.util.function.IntFunction;

/**
 * A graph on the vertices {@code 0 .. vertexCount() - 1} whose edges are produced on demand.
 *
 * <p>Every search in this library is written once against this interface. A knight board
 * computes its moves from the eight offsets and a bounds check; an adapter over another graph
 * library answers from compact arrays. Nothing here asks for an adjacency matrix or a list of
 * lists of the whole graph.
 *
 * <p>Implementations list each successor once, never list a vertex as its own successor, and
 * always list a vertex's successors in the same order (the searches' fixed tie-break order).
 * They must be safe to read from several threads at once.
 */
public interface IntGraph {

  /** Returns the number of vertices. */
  int vertexCount();

  /** Returns an upper bound on the number of successors, and of predecessors, of any vertex. */
  int maxDegree();

  /**
   * Writes the successors of {@code v} to {@code out} from index 0 and returns how many there
   * are. {@code out} has room for at least {@link #maxDegree()} vertices.
   */
  int successors(int v, int[] out);

  /**
   * Returns how messages name vertex {@code v} for the user: the square of a board, the vertex of
   * a graph as its caller labelled it. Every graph a user's request reaches overrides it; the
   * default, "vertex " and the index from 0, is for graphs that only the library sees.
   */
  default String vertexName(int v) {
    return "vertex " + v;
  }

  /**
   * Writes the number of successors of every vertex to {@code out}. The default asks
   * {@link #successors} for each vertex; implementations may do it faster.
   */
  default void outDegrees(int[] out) {
    int[] buffer = new int[maxDegree()];
    for (int v = 0; v < out.length; v++) {
      out[v] = successors(v, buffer);
    }
  }

  /**
   * Returns true if {@code to} is a successor of {@code from}; {@code buffer} has room for
   * {@link #maxDegree()} vertices.
   */
  default boolean hasSuccessor(int from, int to, int[] buffer) {
    int count = successors(from, buffer);
    for (int i = 0; i < count; i++) {
      if (buffer[i] == to) {
        return true;
      }
    }
    return false;
  }

  /** Returns true if {@code u} is a successor of {@code v} exactly when {@code v} is one of {@code u}. */
  default boolean isSymmetric() {
    return true;
  }

  /**
   * Writes the predecessors of {@code v} to {@code out}, like {@link #successors}. The default
   * suits symmetric graphs.
   */
  default int predecessors(int v, int[] out) {
    return successors(v, out);
  }

  /**
   * Two-colours {@code graph} by breadth-first search over successors, component by component:
   * side 0 or 1 for each vertex, or null if the graph is not bipartite.
   */
  static byte[] twoColour(IntGraph graph) {
    return twoColour(graph, () -> {});
  }

  /** As {@link #twoColour(IntGraph)}, calling {@code tick} once a vertex (a search's stop check). */
  static byte[] twoColour(IntGraph graph, Runnable tick) {
    return twoColour(graph, tick, byte[]::new, int[]::new);
  }

  /**
   * As {@link #twoColour(IntGraph, Runnable)}, with its two arrays of a side and a queue entry
   * per vertex made by {@code newBytes} and {@code newInts} (40 MB on 200 × 200 × 200 cells:
   * a search makes them as it makes its own large arrays, so that a stop need not wait).
   */
  static byte[] twoColour(IntGraph graph, Runnable tick, IntFunction<byte[]> newBytes, IntFunction<int[]> newInts) {
    int n = graph.vertexCount();
    byte[] side = newBytes.apply(n);
    Arrays.fill(side, (byte) -1);
    int[] queue = newInts.apply(n);
    int[] buffer = new int[graph.maxDegree()];
    for (int first = 0; first < n; first++) {
      if (side[first] >= 0) {
        continue;
      }
      int head = 0;
      int tail = 0;
      side[first] = 0;
      queue[tail++] = first;
      while (head < tail) {
        tick.run();
        int v = queue[head++];
        int count = graph.successors(v, buffer);
        for (int i = 0; i < count; i++) {
          int u = buffer[i];
          if (side[u] < 0) {
            side[u] = (byte) (1 - side[v]);
            queue[tail++] = u;
          } else if (side[u] == side[v]) {
            return null;
          }
        }
      }
    }
    return side;
  }
}
