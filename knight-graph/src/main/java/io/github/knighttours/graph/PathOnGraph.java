package io.github.knighttours.graph;

import static com.google.common.base.Preconditions.checkNotNull;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.jgrapht.Graph;
import org.jgrapht.GraphPath;
import org.jgrapht.Graphs;

/**
 * A path or cycle checked against its graph, as the pictures need it: the distinct vertices in
 * visiting order, the edges walked (a cycle's closing edge last) and each vertex's step number.
 * Built only by the factories, which refuse anything that is not a path of the graph.
 */
final class PathOnGraph<V, E> {

  private final Graph<V, E> graph;
  private final List<V> order;
  private final List<E> edges;
  private final boolean closed;
  private final Map<V, Integer> steps;

  private PathOnGraph(Graph<V, E> graph, List<V> order, List<E> edges, boolean closed) {
    this.graph = graph;
    this.order = Collections.unmodifiableList(order);
    this.edges = Collections.unmodifiableList(edges);
    this.closed = closed;
    this.steps = new HashMap<>();
    for (int i = 0; i < order.size(); i++) {
      steps.put(order.get(i), i + 1);
    }
  }

  /** Checks a JGraphT path on its own graph, keeping the edges it names. */
  static <V, E> PathOnGraph<V, E> of(GraphPath<V, E> path) {
    checkNotNull(path, "path must not be null");
    Graph<V, E> graph = checkNotNull(path.getGraph(), "path.getGraph() must not be null");
    GraphPictures.checkSize(graph);
    List<V> vertices = checkNotNull(path.getVertexList(), "path.getVertexList() must not be null");
    List<E> given = path.getEdgeList();
    if (given == null || given.isEmpty() || vertices.isEmpty()) {
      return check(graph, vertices, null);
    }
    if (given.size() != vertices.size() - 1) {
      throw new IllegalArgumentException("path has " + vertices.size() + " vertices but " + given.size()
          + " edges; a path has one edge fewer than vertices");
    }
    return check(graph, vertices, given);
  }

  /** Checks a list of vertices on {@code graph}, taking for each step an edge of the graph. */
  static <V, E> PathOnGraph<V, E> of(Graph<V, E> graph, List<V> vertices) {
    checkNotNull(graph, "graph must not be null");
    checkNotNull(vertices, "vertices must not be null");
    GraphPictures.checkSize(graph);
    return check(graph, vertices, null);
  }

  /**
   * Checks {@code vertices} (a closed walk when it has three or more entries and ends where it
   * starts) and the edges {@code given} for its steps, or finds them when {@code given} is null.
   */
  private static <V, E> PathOnGraph<V, E> check(Graph<V, E> graph, List<V> vertices, List<E> given) {
    int size = vertices.size();
    if (size == 0) {
      throw new IllegalArgumentException("path has no vertices; a picture needs at least one");
    }
    if (size > graph.vertexSet().size() + 1) {
      throw new IllegalArgumentException("path has " + size + " vertices but the graph has only "
          + graph.vertexSet().size() + ", so some vertex comes twice");
    }
    boolean closed = size >= 3 && Objects.equals(vertices.get(0), vertices.get(size - 1));
    int distinct = closed ? size - 1 : size;
    if (closed && distinct < 3 && graph.getType().isUndirected()) {
      throw new IllegalArgumentException("path " + vertices + " goes back along its only edge; a cycle of an "
          + "undirected graph has at least 3 vertices");
    }
    List<V> order = new ArrayList<>(distinct);
    List<E> edges = new ArrayList<>(size - 1);
    Map<V, Integer> seen = new HashMap<>();
    for (int i = 0; i < size; i++) {
      V v = vertices.get(i);
      if (!graph.containsVertex(v)) {
        throw new IllegalArgumentException("vertex " + (i + 1) + " of the path, " + v + ", is not in the graph");
      }
      if (i < distinct) {
        Integer before = seen.putIfAbsent(v, i + 1);
        if (before != null) {
          throw new IllegalArgumentException("vertex " + (i + 1) + " of the path, " + v
              + ", was already vertex " + before + "; a path visits each vertex once");
        }
        order.add(v);
      }
      if (i > 0) {
        edges.add(stepEdge(graph, vertices.get(i - 1), v, i, given));
      }
    }
    return new PathOnGraph<>(graph, order, edges, closed);
  }

  /** The edge of step {@code i} (from vertex {@code i} to vertex {@code i + 1}, counting from 1). */
  private static <V, E> E stepEdge(Graph<V, E> graph, V from, V to, int i, List<E> given) {
    if (given == null) {
      E edge = graph.getEdge(from, to);
      if (edge == null) {
        throw new IllegalArgumentException("step " + i + " of the path: the graph has no edge from " + from
            + " to " + to);
      }
      return edge;
    }
    E edge = given.get(i - 1);
    if (edge == null || !graph.containsEdge(edge)) {
      throw new IllegalArgumentException("edge " + i + " of the path, " + edge + ", is not in the graph");
    }
    V source = graph.getEdgeSource(edge);
    boolean joins = graph.getType().isDirected()
        ? Objects.equals(source, from) && Objects.equals(graph.getEdgeTarget(edge), to)
        : (Objects.equals(source, from) || Objects.equals(graph.getEdgeTarget(edge), from))
            && Objects.equals(Graphs.getOppositeVertex(graph, edge, from), to);
    if (!joins) {
      throw new IllegalArgumentException("edge " + i + " of the path, " + edge + ", does not lead from " + from
          + " to " + to);
    }
    return edge;
  }

  Graph<V, E> graph() {
    return graph;
  }

  /** The distinct vertices in visiting order (a cycle's first vertex once). */
  List<V> order() {
    return order;
  }

  /** The edges in visiting order; a cycle's closing edge is the last. */
  List<E> edges() {
    return edges;
  }

  /** Whether the path returns to its first vertex. */
  boolean closed() {
    return closed;
  }

  /** The visiting number (from 1) of {@code v}, or 0 if the path does not visit it. */
  int step(V v) {
    return steps.getOrDefault(v, 0);
  }
}
