package io.github.knighttours.graph;

import io.github.knighttours.testing.GraphSpec;
import org.jgrapht.Graph;
import org.jgrapht.graph.DefaultDirectedGraph;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.SimpleGraph;

/** Turns knight-core's library-free {@link GraphSpec}s into JGraphT graphs. */
final class SpecGraphs {

  private SpecGraphs() {}

  /** The spec as a simple undirected graph on the vertices 0 .. n-1, added in that order. */
  static Graph<Integer, DefaultEdge> undirected(GraphSpec spec) {
    return fill(new SimpleGraph<>(DefaultEdge.class), spec);
  }

  /** The spec as a directed graph without parallel arcs: each edge {u, v} is the arc u → v. */
  static Graph<Integer, DefaultEdge> directed(GraphSpec spec) {
    return fill(new DefaultDirectedGraph<>(DefaultEdge.class), spec);
  }

  private static Graph<Integer, DefaultEdge> fill(Graph<Integer, DefaultEdge> graph, GraphSpec spec) {
    for (int v = 0; v < spec.vertexCount(); v++) {
      graph.addVertex(v);
    }
    for (int[] e : spec.edges()) {
      graph.addEdge(e[0], e[1]); // a repeated pair is ignored: both graph types refuse parallel edges
    }
    return graph;
  }
}
