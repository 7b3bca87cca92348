package io.github.knighttours.graph;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jgrapht.Graph;

/** Writes a path on its graph in Graphviz's DOT language; the rules are in {@link GraphPictures}. */
final class GraphDot {

  static final String PATH_EDGE_ATTRIBUTES = "[style=bold, penwidth=3, color=\"#c0392b\"]";
  static final String OTHER_EDGE_ATTRIBUTES = "[color=\"#b8b8b8\"]";

  private GraphDot() {}

  static <V, E> String write(PathOnGraph<V, E> path) {
    Graph<V, E> graph = path.graph();
    boolean directed = graph.getType().isDirected();
    String arrow = directed ? " -> " : " -- ";
    Map<V, String> ids = ids(graph);
    StringBuilder out = new StringBuilder(256 + 48 * graph.vertexSet().size() + 40 * graph.edgeSet().size());
    out.append(directed ? "digraph" : "graph").append(" {\n");
    out.append("  // ").append(path.closed() ? "A cycle" : "A path").append(" through ").append(path.order().size())
        .append(" of ").append(graph.vertexSet().size())
        .append(" vertices: labels are visiting numbers, the path's edges are bold.\n");
    out.append("  node [shape=circle, fontname=\"Helvetica\"];\n");
    for (V v : path.order()) {
      vertex(out, ids.get(v), String.valueOf(path.step(v)), String.valueOf(v), "");
    }
    for (V v : graph.vertexSet()) {
      if (path.step(v) == 0) {
        vertex(out, ids.get(v), "", String.valueOf(v), ", style=filled, fillcolor=\"#dddddd\", color=\"#999999\"");
      }
    }
    List<E> pathEdges = path.edges();
    Set<E> written = new HashSet<>();
    List<V> order = path.order();
    for (int i = 0; i < pathEdges.size(); i++) {
      if (written.add(pathEdges.get(i))) {
        // In visiting order, also on an undirected graph.
        edge(out, ids.get(order.get(i)), ids.get(order.get((i + 1) % order.size())), arrow, PATH_EDGE_ATTRIBUTES);
      }
    }
    for (E e : graph.edgeSet()) {
      if (!written.contains(e)) {
        edge(out, ids.get(graph.getEdgeSource(e)), ids.get(graph.getEdgeTarget(e)), arrow, OTHER_EDGE_ATTRIBUTES);
      }
    }
    out.append("}\n");
    return out.toString();
  }

  /**
   * Each vertex's id: its {@code String.valueOf}, or its position in the vertex set when two
   * vertices share a string.
   */
  static <V> Map<V, String> ids(Graph<V, ?> graph) {
    Map<V, String> ids = new HashMap<>();
    Set<String> used = new HashSet<>();
    boolean clash = false;
    for (V v : graph.vertexSet()) {
      String id = String.valueOf(v);
      if (!used.add(id)) {
        clash = true;
        break;
      }
      ids.put(v, id);
    }
    if (clash) {
      ids.clear();
      int index = 0;
      for (V v : graph.vertexSet()) {
        ids.put(v, String.valueOf(index++));
      }
    }
    return ids;
  }

  private static void vertex(StringBuilder out, String id, String label, String tooltip, String more) {
    out.append("  ");
    quote(id, out);
    out.append(" [label=");
    quote(label, out);
    out.append(", tooltip=");
    quote(tooltip, out);
    out.append(more).append("];\n");
  }

  private static void edge(StringBuilder out, String from, String to, String arrow, String attributes) {
    out.append("  ");
    quote(from, out);
    out.append(arrow);
    quote(to, out);
    out.append(' ').append(attributes).append(";\n");
  }

  /** Appends {@code text} as a DOT double-quoted string. */
  static void quote(String text, StringBuilder out) {
    out.append('"');
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '\\' -> out.append("\\\\");
        case '"' -> out.append("\\\"");
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        default -> out.append(c);
      }
    }
    out.append('"');
  }
}
