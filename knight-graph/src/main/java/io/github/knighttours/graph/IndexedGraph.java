package io.github.knighttours.graph;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.knighttours.internal.graph.IntGraph;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;
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
 * <p>Performance: built in O(V + E · log d) time for maximum degree d (a sort of each vertex's
 * neighbours), with one hash look-up per edge end; 4 bytes per arc (both directions are stored)
 * plus about 16 per vertex.
 */
final class IndexedGraph<V, E> implements IntGraph {

  private final Graph<V, E> graph;
  private final List<V> vertices;
  private final VertexIndex<V> index;
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
    this.index = new VertexIndex<>(vertices);
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

  /** Vertices per chunk when the neighbour lists are filled on several cores. */
  private static final int CHUNK = 1 << 16;

  /**
   * Fills compact, sorted neighbour lists: successors when {@code forward}, else predecessors.
   * Each vertex's list is written in one sequential run and then sorted (lists are short on the
   * sparse graphs this is for), which keeps memory access local; duplicates (parallel edges)
   * are then adjacent and dropped, as are self-loops. Large graphs are filled in chunks of
   * vertices on the common fork/join pool: the work is reading JGraphT's objects, bound by
   * memory latency, and reading a graph that nobody changes is safe from several threads.
   */
  private int[] neighbourArrays(boolean forward, int[] start) {
    int n = vertices.size();
    int chunks = (n + CHUNK - 1) / CHUNK;
    int[][] parts = new int[chunks][];
    IntStream range = IntStream.range(0, chunks);
    (chunks > 1 ? range.parallel() : range).forEach(c -> parts[c] = fill(c * CHUNK, Math.min(n, (c + 1) * CHUNK), forward, start));
    long total = 0;
    for (int[] part : parts) {
      total += part.length;
    }
    checkArgument(total <= Integer.MAX_VALUE - 8, "graph has too many edges for int-indexed arrays: %s", total);
    int[] lists = new int[(int) total];
    int offset = 0;
    for (int c = 0; c < chunks; c++) {
      System.arraycopy(parts[c], 0, lists, offset, parts[c].length);
      for (int v = c * CHUNK; v < Math.min(n, (c + 1) * CHUNK); v++) {
        start[v] += offset;
      }
      offset += parts[c].length;
    }
    start[n] = offset;
    return lists;
  }

  /**
   * Fills the lists of vertices {@code from} to {@code to} − 1 into a new array, setting their
   * {@code start} relative to it.
   */
  private int[] fill(int from, int to, boolean forward, int[] start) {
    int[] lists = new int[Math.max(16, (to - from) * 4)];
    int out = 0;
    for (int u = from; u < to; u++) {
      V vertex = vertices.get(u);
      start[u] = out;
      int first = out;
      for (E edge : edges(vertex, forward)) {
        V source = graph.getEdgeSource(edge);
        // Identity first: JGraphT returns the vertex objects it stores.
        V other = source == vertex || source.equals(vertex) ? graph.getEdgeTarget(edge) : source;
        if (other != vertex && !other.equals(vertex)) {
          if (out == lists.length) {
            lists = Arrays.copyOf(lists, lists.length * 2);
          }
          lists[out++] = index.indexOf(other);
        }
      }
      if (out - first > 1) {
        Arrays.sort(lists, first, out);
        int kept = first + 1;
        for (int i = first + 1; i < out; i++) {
          if (lists[i] != lists[kept - 1]) {
            lists[kept++] = lists[i];
          }
        }
        out = kept;
      }
    }
    return Arrays.copyOf(lists, out);
  }

  /** The edges that lead to {@code vertex}'s successors ({@code forward}) or from its predecessors. */
  private Set<E> edges(V vertex, boolean forward) {
    if (!directed) {
      return graph.edgesOf(vertex);
    }
    return forward ? graph.outgoingEdgesOf(vertex) : graph.incomingEdgesOf(vertex);
  }

  /** Returns the vertex numbered {@code v}. */
  V vertex(int v) {
    return vertices.get(v);
  }

  /** Returns the number of {@code vertex}, or -1 if the graph does not contain it. */
  int indexOf(V vertex) {
    return index.indexOf(vertex);
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
    return copy(successorStart, successors, v, out);
  }

  @Override
  public boolean isSymmetric() {
    return !directed;
  }

  @Override
  public int predecessors(int v, int[] out) {
    return copy(predecessorStart, predecessors, v, out);
  }

  private static int copy(int[] start, int[] lists, int v, int[] out) {
    int from = start[v];
    int count = start[v + 1] - from;
    System.arraycopy(lists, from, out, 0, count);
    return count;
  }

  @Override
  public void outDegrees(int[] out) {
    for (int v = 0; v < out.length; v++) {
      out[v] = successorStart[v + 1] - successorStart[v];
    }
  }
}
