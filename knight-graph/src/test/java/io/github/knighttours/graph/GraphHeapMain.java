package io.github.knighttours.graph;

import io.github.knighttours.SearchOptions;
import io.github.knighttours.Strategy;
import org.jgrapht.Graph;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.SimpleGraph;

/**
 * Builds a path graph of the given number of vertices, then searches it with the adapter, in a
 * JVM started by {@link GraphHeapTest} with a small heap; prints {@code IAE <message>} if the
 * search was refused, {@code OK <outcome>} if it ran, {@code OOM <message>} (exit status 3) if an
 * {@link OutOfMemoryError} escaped the search, or {@code SKIP} if the graph itself did not fit.
 */
public final class GraphHeapMain {

  private GraphHeapMain() {}

  /** @param args the number of vertices */
  public static void main(String[] args) {
    int n = Integer.parseInt(args[0]);
    Graph<Integer, DefaultEdge> graph;
    try {
      graph = new SimpleGraph<>(DefaultEdge.class);
      for (int v = 0; v < n; v++) {
        graph.addVertex(v);
      }
      for (int v = 1; v < n; v++) {
        graph.addEdge(v - 1, v);
      }
    } catch (OutOfMemoryError e) {
      graph = null;
      System.out.println("SKIP the graph does not fit");
      return;
    }
    try {
      System.out.println("OK " + HamiltonianPaths.solve(graph, 0, Strategy.WARNSDORFF, SearchOptions.defaults()).outcome());
    } catch (IllegalArgumentException e) {
      System.out.println("IAE " + e.getMessage());
    } catch (OutOfMemoryError e) {
      System.out.println("OOM " + e.getMessage());
      System.exit(3);
    }
  }
}
