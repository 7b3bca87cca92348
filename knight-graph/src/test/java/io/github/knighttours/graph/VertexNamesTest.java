package io.github.knighttours.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Outcome;
import io.github.knighttours.SearchOptions;
import io.github.knighttours.Strategy;
import org.jgrapht.Graph;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.SimpleGraph;
import org.junit.jupiter.api.Test;

/**
 * The explanations name vertices by the graph's own labels (for a graph file, the file's
 * numbers), never by the index the engines use inside (0 for the first vertex added).
 */
class VertexNamesTest {

  /** A square 1-2-3-5 with a pendant vertex 4 on 3, as an HCP file numbers them. */
  private static Graph<Integer, DefaultEdge> squareWithPendant() {
    Graph<Integer, DefaultEdge> graph = new SimpleGraph<>(DefaultEdge.class);
    for (int v = 1; v <= 5; v++) {
      graph.addVertex(v);
    }
    graph.addEdge(1, 2);
    graph.addEdge(2, 3);
    graph.addEdge(3, 5);
    graph.addEdge(5, 1);
    graph.addEdge(3, 4);
    return graph;
  }

  @Test
  void clauseLearningNamesTheFilesVertex() {
    HamiltonianPathResult<Integer, DefaultEdge> r =
        HamiltonianPaths.solveCycle(squareWithPendant(), Strategy.CLAUSE_LEARNING, SearchOptions.defaults());
    assertEquals(Outcome.PROVEN_ABSENT, r.outcome(), r::toString);
    // Vertex 4 is index 3 inside: before, the message said "vertex 3".
    assertTrue(r.explanation().startsWith("vertex 4 has 1 edge"), r.explanation());
  }

  @Test
  void autoNamesTheFilesVertexToo() {
    HamiltonianPathResult<Integer, DefaultEdge> r =
        HamiltonianPaths.solveCycle(squareWithPendant(), Strategy.AUTO, SearchOptions.defaults());
    assertEquals(Outcome.PROVEN_ABSENT, r.outcome(), r::toString);
    assertTrue(r.explanation().contains("vertex 4 has 1 edge"), r.explanation());
  }
}
