package io.github.knighttours.internal.search;

import io.github.knighttours.spi.NeighbourFunction;
import io.github.knighttours.testing.GraphSpec;
import java.util.Arrays;
import java.util.stream.IntStream;

/** A graph from a {@link GraphSpec}: undirected, directed, or undirected with only the edges between even and odd vertices. */
final class SpecGraph implements NeighbourFunction {
  private final String description;
  private final int[][] successors;
  private final int[][] predecessors;
  private final boolean symmetric;

  private SpecGraph(String description, int n, int[][] arcs, boolean symmetric) {
    this.description = description;
    this.symmetric = symmetric;
    boolean[][] edge = new boolean[n][n];
    for (int[] a : arcs) {
      edge[a[0]][a[1]] = true;
      if (symmetric) {
        edge[a[1]][a[0]] = true;
      }
    }
    successors = new int[n][];
    predecessors = new int[n][];
    for (int u = 0; u < n; u++) {
      final int from = u;
      successors[u] = IntStream.range(0, n).filter(v -> edge[from][v]).toArray();
      predecessors[u] = IntStream.range(0, n).filter(v -> edge[v][from]).toArray();
    }
  }

  static SpecGraph undirected(GraphSpec spec) {
    return new SpecGraph("undirected " + spec, spec.vertexCount(), spec.edges(), true);
  }

  static SpecGraph directed(GraphSpec spec) {
    return new SpecGraph("directed " + spec, spec.vertexCount(), spec.edges(), false);
  }

  static SpecGraph bipartite(GraphSpec spec) {
    int[][] kept = Arrays.stream(spec.edges()).filter(e -> ((e[0] ^ e[1]) & 1) == 1).toArray(int[][]::new);
    return new SpecGraph("bipartite part of " + spec, spec.vertexCount(), kept, true);
  }

  /** The sides of a bipartite graph: vertex parity. */
  byte[] sides() {
    byte[] sides = new byte[successors.length];
    for (int v = 0; v < sides.length; v++) {
      sides[v] = (byte) (v & 1);
    }
    return sides;
  }

  @Override
  public int vertexCount() {
    return successors.length;
  }

  @Override
  public int maxDegree() {
    int max = 0;
    for (int u = 0; u < successors.length; u++) {
      max = Math.max(max, Math.max(successors[u].length, predecessors[u].length));
    }
    return max;
  }

  @Override
  public int successors(int v, int[] out) {
    System.arraycopy(successors[v], 0, out, 0, successors[v].length);
    return successors[v].length;
  }

  @Override
  public boolean isSymmetric() {
    return symmetric;
  }

  @Override
  public int predecessors(int v, int[] out) {
    System.arraycopy(predecessors[v], 0, out, 0, predecessors[v].length);
    return predecessors[v].length;
  }

  @Override
  public String toString() {
    return description;
  }
}
