package io.github.knighttours.internal.graph;

import io.github.knighttours.spi.NeighbourFunction;
import java.util.Arrays;
import java.util.function.IntFunction;

/** Two-colouring of a neighbour function: the colour argument of the existence proofs. */
public final class Colouring {

  private Colouring() {}

  /**
   * Two-colours {@code graph} by breadth-first search over successors, component by component:
   * side 0 or 1 for each vertex, or null if the graph is not bipartite.
   */
  public static byte[] twoColour(NeighbourFunction graph) {
    return twoColour(graph, () -> {});
  }

  /** As {@link #twoColour(NeighbourFunction)}, calling {@code tick} once a vertex (a search's stop check). */
  public static byte[] twoColour(NeighbourFunction graph, Runnable tick) {
    return twoColour(graph, tick, byte[]::new, int[]::new);
  }

  /**
   * As {@link #twoColour(NeighbourFunction, Runnable)}, with its two arrays of a side and a queue entry
   * per vertex made by {@code newBytes} and {@code newInts} (40 MB on 200 × 200 × 200 cells:
   * a search makes them as it makes its own large arrays, so that a stop need not wait).
   */
  public static byte[] twoColour(NeighbourFunction graph, Runnable tick, IntFunction<byte[]> newBytes, IntFunction<int[]> newInts) {
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
