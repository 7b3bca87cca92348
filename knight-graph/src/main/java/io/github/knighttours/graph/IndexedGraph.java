package io.github.knighttours.graph;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.knighttours.internal.IntGraph;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jgrapht.Graph;
import org.jgrapht.GraphType;

/**
 * A JGraphT graph seen as knight-core's int-indexed neighbour function. Vertices are numbered
 * once, in {@code vertexSet()} order; each vertex's neighbours are kept in a compact array,
 * sorted by number, so that the searches' "first in order" tie-break means "first in
 * {@code vertexSet()} order" whatever order the edges were added in. Self-loops and parallel
 * edges are dropped: a Hamiltonian path uses neither. Directed graphs keep successors and
 * predecessors apart.
 *
 * <p>Performance: built in O(V + E) time, with one hash lookup per edge end; 4 bytes per arc
 * (8 for directed graphs, which store both directions) plus 4 per vertex.
 */
final class IndexedGraph<V, E> implements IntGraph {

  private final Graph<V, E> graph;
  private final List<V> vertices;
  private final Map<V, Integer> index;
  private final boolean directed;
  private final int[] successorStart;
  private final int[] successors;
  private final int[] predecessorStart;
  private final int[] predecessors;
  private final int maxDegree;

  private IndexedGraph(Graph<V, E> graph) {
    GraphType type = graph.getType();
    checkArgument(
        !type.isMixed(), "graph must be directed or undirected, not mixed: %s", type);
    this.graph = graph;
    this.directed = type.isDirected();
    this.vertices = new ArrayList<>(graph.vertexSet());
    this.index = new HashMap<>(Math.max(16, (int) (vertices.size() / 0.75f) + 1));
    for (int i = 0; i < vertices.size(); i++) {
      index.put(vertices.get(i), i);
    }
    int n = vertices.size();
    this.successorStart = new int[n + 1];
    this.successors = neighbourArrays(true, successorStart);
    if (directed) {
      this.predecessorStart = new int[n + 1];
      this.predecessors = neighbourArrays(false, predecessorStart);
    } else {
      this.predecessorStart = successorStart;
      this.predecessors = successors;
    }
    int max = 0;
    for (int v = 0; v < n; v++) {
      max = Math.max(max, successorStart[v + 1] - successorStart[v]);
      max = Math.max(max, predecessorStart[v + 1] - predecessorStart[v]);
    }
    this.maxDegree = max;
  }

  /** Numbers the vertices of {@code graph} and copies its adjacency. */
  static <V, E> IndexedGraph<V, E> of(Graph<V, E> graph) {
    return new IndexedGraph<>(graph);
  }

  /**
   * Fills compact, sorted neighbour lists: successors when {@code forward}, else predecessors.
   * Visiting u in increasing order and appending u to the list of each vertex that u is a
   * neighbour of leaves every list sorted without a sort; duplicates (parallel edges) are then
   * adjacent and skipped.
   */
  private int[] neighbourArrays(boolean forward, int[] start) {
    int n = vertices.size();
    int[] fill = new int[n];
    int total = 0;
    for (int v = 0; v < n; v++) {
      V vertex = vertices.get(v);
      int capacity = !directed ? graph.degreeOf(vertex) : forward ? graph.outDegreeOf(vertex) : graph.inDegreeOf(vertex);
      start[v] = total;
      fill[v] = total;
      total += capacity;
    }
    start[n] = total;
    int[] lists = new int[total];
    for (int u = 0; u < n; u++) {
      V vertex = vertices.get(u);
      // u is a successor of w when the edge runs w -> u, a predecessor when it runs u -> w.
      for (E edge : !directed ? graph.edgesOf(vertex) : forward ? graph.incomingEdgesOf(vertex) : graph.outgoingEdgesOf(vertex)) {
        V source = graph.getEdgeSource(edge);
        V other = source.equals(vertex) ? graph.getEdgeTarget(edge) : source;
        if (other.equals(vertex)) {
          continue;
        }
        int w = index.get(other);
        if (fill[w] == start[w] || lists[fill[w] - 1] != u) {
          lists[fill[w]++] = u;
        }
      }
    }
    // Close the gaps that dropped self-loops and parallel edges left.
    int out = 0;
    for (int v = 0; v < n; v++) {
      int from = start[v];
      int to = fill[v];
      start[v] = out;
      System.arraycopy(lists, from, lists, out, to - from);
      out += to - from;
    }
    start[n] = out;
    return out == total ? lists : Arrays.copyOf(lists, out);
  }

  /** Returns the vertex numbered {@code v}. */
  V vertex(int v) {
    return vertices.get(v);
  }

  /** Returns the number of {@code vertex}, or -1 if the graph does not contain it. */
  int indexOf(V vertex) {
    Integer i = index.get(vertex);
    return i == null ? -1 : i;
  }

  @Override
  public int vertexCount() {
    return vertices.size();
  }

  @Override
  public int maxDegree() {
    return maxDegree;
  }

  @Override
  public int successors(int v, int[] out) {
    int from = successorStart[v];
    int count = successorStart[v + 1] - from;
    System.arraycopy(successors, from, out, 0, count);
    return count;
  }

  @Override
  public boolean isSymmetric() {
    return !directed;
  }

  @Override
  public int predecessors(int v, int[] out) {
    int from = predecessorStart[v];
    int count = predecessorStart[v + 1] - from;
    System.arraycopy(predecessors, from, out, 0, count);
    return count;
  }

  @Override
  public void outDegrees(int[] out) {
    for (int v = 0; v < out.length; v++) {
      out[v] = successorStart[v + 1] - successorStart[v];
    }
  }
}
