package io.github.knighttours.graph;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.knighttours.shapes.Cell;
import static com.google.common.base.Preconditions.checkNotNull;

import io.github.knighttours.Square;
import io.github.knighttours.shapes.Cell;
import io.github.knighttours.spi.NeighbourFunction;
import io.github.knighttours.spi.Shape;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;
import java.util.function.IntConsumer;
import org.jgrapht.Graph;
import org.jgrapht.GraphType;

/**
 * A JGraphT graph seen as knight-core's neighbour function and {@link Shape}: what every solver
 * searches, with the graph's own vertices as labels. Vertices are numbered
 * once, in {@code vertexSet()} order; each vertex's neighbours are kept in a compact array,
 * sorted by number, so that the searches' "first in order" tie-break means "first in
 * {@code vertexSet()} order" whatever order the edges were added in. Self-loops and parallel
 * edges are dropped: a Hamiltonian path uses neither. Directed graphs keep successors and
 * predecessors apart.
 *
 * <p>Performance: built in O(V + E · log d) time for maximum degree d (a sort of each vertex's
 * neighbours), with one hash look-up per edge end; 4 bytes per arc (both directions are stored)
 * plus about 16 per vertex, and more while it is built ({@link #workingBytes}). The copy checks
 * the search's deadline and interrupt every few thousand vertices.
 *
 * <p>{@link #isMove} asks the original graph ({@link Graph#containsEdge(Object, Object)}, in the
 * arc's direction on a directed graph), not the copied lists, so the pipeline's validation of a
 * found path does not depend on the copy being right. The graph must not change while a search
 * runs on its copy.
 */
final class IndexedGraph<V, E> implements NeighbourFunction, Shape<V> {

  /** Vertices per chunk when the neighbour lists are filled on several cores. */
  private static final int CHUNK = 1 << 16;

  /** Vertices between two checks of the stop conditions while copying. */
  private static final int POLL_VERTICES = 1 << 12;

  private final Graph<V, E> graph;
  private final List<V> vertices;
  private final VertexIndex<V> index;
  private final boolean directed;
  private final int[] successorStart;
  private final int[] successors;
  private final int[] predecessorStart;
  private final int[] predecessors;
  private final int maxDegree;

  private IndexedGraph(
      Graph<V, E> graph,
      List<V> vertices,
      VertexIndex<V> index,
      boolean directed,
      int[] successorStart,
      int[] successors,
      int[] predecessorStart,
      int[] predecessors) {
    this.graph = graph;
    this.vertices = vertices;
    this.index = index;
    this.directed = directed;
    this.successorStart = successorStart;
    this.successors = successors;
    this.predecessorStart = predecessorStart;
    this.predecessors = predecessors;
    int max = 0;
    for (int v = 0; v < vertices.size(); v++) {
      max = Math.max(max, successorStart[v + 1] - successorStart[v]);
      max = Math.max(max, predecessorStart[v + 1] - predecessorStart[v]);
    }
    this.maxDegree = max;
  }

  /**
   * Numbers the vertices of {@code graph} and copies its adjacency, asking {@code stop} (the
   * caller's deadline and interrupt; on the calling thread only) every {@value #POLL_VERTICES}
   * vertices.
   *
   * @return the copy, or null if {@code stop} turned true; any threads that helped have finished
   *     by then
   * @throws IllegalArgumentException if the graph is mixed, or has more arcs than an array holds
   */
  static <V, E> IndexedGraph<V, E> of(Graph<V, E> graph, BooleanSupplier stop) {
    GraphType type = graph.getType();
    checkArgument(!type.isMixed(), "graph must be directed or undirected, not mixed: %s", type);
    boolean directed = type.isDirected();
    Set<V> vertexSet = graph.vertexSet();
    List<V> vertices = new ArrayList<>(vertexSet.size());
    for (V v : vertexSet) {
      vertices.add(v);
      if (vertices.size() % POLL_VERTICES == 0 && stop.getAsBoolean()) {
        return null;
      }
    }
    VertexIndex<V> index = VertexIndex.of(vertices, stop);
    if (index == null) {
      return null;
    }
    Copy<V, E> copy = new Copy<>(graph, vertices, index, directed);
    int n = vertices.size();
    int[] successorStart = new int[n + 1];
    int[] successors = copy.neighbourArrays(true, successorStart, stop);
    if (successors == null) {
      return null;
    }
    if (!directed) {
      return new IndexedGraph<>(graph, vertices, index, false, successorStart, successors, successorStart, successors);
    }
    int[] predecessorStart = new int[n + 1];
    int[] predecessors = copy.neighbourArrays(false, predecessorStart, stop);
    if (predecessors == null) {
      return null;
    }
    return new IndexedGraph<>(
        graph, vertices, index, true, successorStart, successors, predecessorStart, predecessors);
  }

  /**
   * Bytes of working memory the adapter needs for a graph of {@code vertices} vertices and
   * {@code edges} edges, generously: the copy (the vertex list, the hash index of up to four
   * slots per vertex, the start offsets, and per arc the final list, the chunk it was filled in
   * and that chunk's growing buffer), plus the result's way back (the walk's vertex and edge
   * lists and the validator's hash set). References count 8 bytes, in case the JVM does not
   * compress them. The search's own arrays come on top.
   */
  static long workingBytes(long vertices, long edges, boolean directed) {
    // List, index, start offsets (two arrays when directed), then the walk's two lists and the
    // validator's set.
    long perVertex = 8 + 64 + 4 * (directed ? 2 : 1) + 16 + 16 + 96;
    // Undirected: every edge is an arc at both ends. Directed: the successor lists (4 bytes an
    // arc) stay while the predecessor lists are filled (16 bytes an arc at the peak).
    long perEdge = directed ? 4 + 16 : 2 * 16;
    // Each filling thread starts its chunk with a buffer of 4 ints per vertex.
    long chunkBuffers = 16L * CHUNK * (ForkJoinPool.getCommonPoolParallelism() + 1);
    return perVertex * vertices + perEdge * edges + chunkBuffers + 4096;
  }

  /** The shared state of one copy: the graph, the numbering, and the stop flag of its threads. */
  private static final class Copy<V, E> {
    private final Graph<V, E> graph;
    private final List<V> vertices;
    private final VertexIndex<V> index;
    private final boolean directed;

    Copy(Graph<V, E> graph, List<V> vertices, VertexIndex<V> index, boolean directed) {
      this.graph = graph;
      this.vertices = vertices;
      this.index = index;
      this.directed = directed;
    }

    /**
     * Fills compact, sorted neighbour lists: successors when {@code forward}, else predecessors;
     * null if {@code stop} turned true. Each vertex's list is written in one sequential run and
     * then sorted (lists are short on the sparse graphs this is for), which keeps memory access
     * local; duplicates (parallel edges) are then adjacent and dropped, as are self-loops.
     *
     * <p>Large graphs are filled in chunks of vertices by the calling thread and helpers on the
     * common fork/join pool: the work is reading JGraphT's objects, bound by memory latency, and
     * reading a graph that nobody changes is safe from several threads. Only the calling thread
     * asks {@code stop} (its interrupt flag is the one that counts); it raises a flag that the
     * helpers check as often, and waits for the chunks they took before it returns. A helper
     * that starts late finds no chunk left and leaves, so nobody waits for it.
     */
    int[] neighbourArrays(boolean forward, int[] start, BooleanSupplier stop) {
      int n = vertices.size();
      int chunks = (n + CHUNK - 1) / CHUNK;
      int[][] parts = new int[chunks][];
      Chunks work = new Chunks(chunks);
      int helpers = Math.min(chunks - 1, ForkJoinPool.getCommonPoolParallelism());
      for (int h = 0; h < helpers; h++) {
        ForkJoinPool.commonPool().execute(() -> work.drain(c -> parts[c] = fill(c, forward, start, () -> work.stop)));
      }
      BooleanSupplier callerStop =
          () -> {
            if (!work.stop && stop.getAsBoolean()) {
              work.stop = true;
            }
            return work.stop;
          };
      try {
        work.drain(c -> parts[c] = fill(c, forward, start, callerStop));
      } finally {
        work.close(callerStop);
      }
      Throwable failure = work.failure.get();
      if (failure instanceof RuntimeException e) {
        throw e;
      }
      if (failure instanceof Error e) {
        throw e;
      }
      if (work.stop) {
        return null;
      }
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
        parts[c] = null;
        if (c + 1 < chunks && callerStop.getAsBoolean()) {
          return null;
        }
      }
      start[n] = offset;
      return lists;
    }

    /**
     * Fills the lists of the vertices of chunk {@code c} into a new array, setting their
     * {@code start} relative to it; null if {@code stop} turns true (checked every
     * {@value IndexedGraph#POLL_VERTICES} vertices).
     */
    private int[] fill(int c, boolean forward, int[] start, BooleanSupplier stop) {
      int from = c * CHUNK;
      int to = Math.min(vertices.size(), from + CHUNK);
      int[] lists = new int[Math.max(16, (to - from) * 4)];
      int out = 0;
      for (int u = from; u < to; u++) {
        if ((u - from) % POLL_VERTICES == POLL_VERTICES - 1 && stop.getAsBoolean()) {
          return null;
        }
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
  }

  /**
   * Hands out chunk numbers to the threads of one fill, and lets the calling thread wait for
   * the chunks that others took.
   */
  private static final class Chunks {
    private final int count;
    private final AtomicInteger next = new AtomicInteger();
    private final AtomicInteger finished = new AtomicInteger();
    final AtomicReference<Throwable> failure = new AtomicReference<>();
    volatile boolean stop;

    Chunks(int count) {
      this.count = count;
    }

    /** Fills chunks until none is left or the fill is stopped; a failure stops the others. */
    void drain(IntConsumer fillChunk) {
      int c;
      while (!stop && (c = next.getAndIncrement()) < count) {
        try {
          fillChunk.accept(c);
        } catch (Throwable e) {
          failure.compareAndSet(null, e);
          stop = true;
        } finally {
          finished.incrementAndGet();
        }
      }
    }

    /**
     * Ends the hand-out and waits until every chunk taken is done, checking {@code callerStop}
     * meanwhile (a chunk stops within {@value IndexedGraph#POLL_VERTICES} vertices of the flag).
     */
    void close(BooleanSupplier callerStop) {
      int taken = Math.min(next.getAndAdd(count), count);
      while (finished.get() < taken) {
        callerStop.getAsBoolean();
        LockSupport.parkNanos(this, 100_000);
        Thread.onSpinWait(); // parkNanos returns at once while the thread is interrupted
      }
    }
  }

  /**
   * Messages name a vertex by the caller's own label (a file's number), not its index here; the
   * squares and cells of a board's graph as the board's own searches name them.
   */
  @Override
  public String vertexName(int v) {
    V label = vertices.get(v);
    if (label instanceof Square || label instanceof Cell) {
      return (label instanceof Square ? "square " : "cell ") + label;
    }
    return "vertex " + label;
  }

  /** Returns this graph: it is its own neighbour function. */
  @Override
  public NeighbourFunction graph() {
    return this;
  }

  /** Returns the vertex numbered {@code v}, as the caller's graph holds it. */
  @Override
  public V label(int v) {
    return vertices.get(v);
  }

  /**
   * Returns the number of {@code vertex}.
   *
   * @throws NullPointerException if {@code vertex} is null
   * @throws IllegalArgumentException if the graph does not contain it; the message names it
   */
  @Override
  public int indexOf(V vertex) {
    checkNotNull(vertex, "vertex must not be null");
    int v = index.indexOf(vertex);
    checkArgument(v >= 0, "vertex %s is not in %s", vertex, this);
    return v;
  }

  /**
   * Returns true if the original graph has an edge from vertex {@code from} to vertex {@code to}
   * (either way on an undirected graph), independently of the copied lists.
   */
  @Override
  public boolean isMove(int from, int to) {
    return from != to && graph.containsEdge(vertices.get(from), vertices.get(to));
  }

  /** Returns the graph this copy was made of. */
  Graph<V, E> original() {
    return graph;
  }

  /** Names the graph in messages, such as "a graph of 46 vertices". */
  @Override
  public String toString() {
    return describe(vertices.size());
  }

  /** How messages name a graph of {@code n} vertices. */
  static String describe(long n) {
    return "a graph of " + n + (n == 1 ? " vertex" : " vertices");
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
