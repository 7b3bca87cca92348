package io.github.knighttours.graph;

import io.github.knighttours.spi.HeapCheck;
import org.jgrapht.Graph;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.SimpleDirectedGraph;
import org.jgrapht.graph.SimpleGraph;
import org.jgrapht.util.SupplierUtil;

/**
 * Builds the simple graph of a file (undirected, or directed when asked), leaving out self-loops
 * and repeated edges (arcs), and refuses a graph that would not fit in the heap before it gets
 * there.
 */
final class GraphBuilder {

  /** How often (in vertices and edges added) the heap estimate is checked. */
  private static final int CHECK_EVERY = 1 << 12;

  /**
   * The graph may take at most half of what the heap can give: the search needs room beside it,
   * and a heap filled with a graph only collects garbage (a 10-million-line file then reads for
   * minutes instead of being refused).
   */
  private static final long ROOM = 2;

  /** What the messages add to the sizes. */
  private static final String AND_ROOM = ", and as much again for its search";

  private final String name;
  private Graph<String, DefaultEdge> graph;
  private long selfLoops;
  private long duplicates;
  private int sinceCheck;
  private long idChars;

  GraphBuilder(String name) {
    this(name, false);
  }

  /** A builder of a simple graph, directed (arcs: u to v and v to u are two) or undirected. */
  GraphBuilder(String name, boolean directed) {
    this.name = name;
    this.graph =
        directed
            ? new SimpleDirectedGraph<>(null, SupplierUtil.createDefaultEdgeSupplier(), false)
            : new SimpleGraph<>(null, SupplierUtil.createDefaultEdgeSupplier(), false);
  }

  /** Whether the graph being built is directed. */
  boolean directed() {
    return graph.getType().isDirected();
  }

  String name() {
    return name;
  }

  /** Refuses up front a file whose header announces more vertices than fit. */
  void expectVertices(long vertices) {
    if (vertices < 0 || vertices > GraphFiles.MAX_VERTICES) {
      throw new IllegalArgumentException(
          name + ": " + vertices + " vertices declared; at most " + GraphFiles.MAX_VERTICES + " are read");
    }
    HeapCheck.require(
        ROOM * vertices * GraphFiles.BYTES_PER_VERTEX, "reading " + name + " (" + vertices + " vertices" + AND_ROOM + ")");
  }

  /** Refuses up front a file whose header announces more edges than fit. */
  void expectEdges(long edges) {
    if (edges < 0) {
      throw new IllegalArgumentException(name + ": " + edges + " edges declared");
    }
    HeapCheck.require(
        ROOM * (estimate() + edges * GraphFiles.BYTES_PER_EDGE),
        "reading " + name + " (" + edges + " edges" + AND_ROOM + ")");
  }

  /** Adds a vertex if it is new. */
  void vertex(String id) {
    if (graph.addVertex(id)) {
      idChars += id.length();
      if (graph.vertexSet().size() > GraphFiles.MAX_VERTICES) {
        throw new IllegalArgumentException(
            name + ": more than " + GraphFiles.MAX_VERTICES + " vertices; at most that many are read");
      }
      added();
    }
  }

  /** Adds an edge, and its ends if they are new; counts a self-loop or repeated edge instead. */
  void edge(String u, String v) {
    vertex(u);
    vertex(v);
    if (u.equals(v)) {
      selfLoops++;
    } else if (graph.addEdge(u, v) == null) {
      duplicates++;
    } else {
      added();
    }
  }

  private void added() {
    if (++sinceCheck >= CHECK_EVERY) {
      sinceCheck = 0;
      HeapCheck.require(ROOM * estimate(), soFar());
    }
  }

  /** The heap the graph read so far needs, by the assumed sizes, with its ids. */
  long estimate() {
    return graph.vertexSet().size() * GraphFiles.BYTES_PER_VERTEX
        + graph.edgeSet().size() * GraphFiles.BYTES_PER_EDGE
        + idChars;
  }

  /** What is being read and how far it got, for messages. */
  String soFar() {
    return "reading " + name + " (" + graph.vertexSet().size() + " vertices and " + graph.edgeSet().size()
        + " edges so far" + AND_ROOM + ")";
  }

  /**
   * The exception for a heap that ran out while reading: lets go of the graph first, so that
   * the message can be built, and gives the estimate of what was read by then.
   */
  IllegalArgumentException outOfHeap(OutOfMemoryError cause) {
    long vertices = graph.vertexSet().size();
    long edges = graph.edgeSet().size();
    long bytes = estimate();
    graph = null;
    return HeapCheck.outOfHeap(
        "reading " + name + " (" + vertices + " vertices and " + edges + " edges so far)",
        bytes,
        cause);
  }

  GraphFile build(GraphFormat format) {
    return new GraphFile(name, format, graph, selfLoops, duplicates);
  }
}
