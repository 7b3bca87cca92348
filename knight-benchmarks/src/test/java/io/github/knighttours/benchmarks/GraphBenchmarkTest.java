package io.github.knighttours.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Outcome;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import org.jgrapht.Graph;
import org.jgrapht.graph.DefaultEdge;
import org.junit.jupiter.api.Test;

/** Runs the benchmark methods once outside JMH, on a small random graph and on the Tutte graph, to check their wiring. */
class GraphBenchmarkTest {

  @Test
  void theRandomGraphHasThePlantedPathAndAverageDegreeSix() {
    GraphBenchmark.MillionVertexGraph state = new GraphBenchmark.MillionVertexGraph();
    state.vertices = 1000;
    state.build();
    Graph<Integer, DefaultEdge> graph = state.graph;
    assertEquals(1000, graph.vertexSet().size());
    assertEquals(3000, graph.edgeSet().size());
    assertTrue(graph.getType().isSimple() && graph.getType().isUndirected(), graph.getType().toString());
    int[] planted = state.plantedPath;
    assertEquals(1000, Arrays.stream(planted).distinct().count());
    for (int i = 1; i < planted.length; i++) {
      assertNotNull(graph.getEdge(planted[i - 1], planted[i]), "planted edge " + i);
    }
    assertEquals(planted[0], state.start);
  }

  @Test
  void pohlRunsFromTheStartOfThePlantedPath() {
    GraphBenchmark.MillionVertexGraph state = new GraphBenchmark.MillionVertexGraph();
    state.vertices = 1000;
    state.build();
    var result = new GraphBenchmark().pohlOnMillionVertexGraph(state);
    assertTrue(result.outcome() == Outcome.FOUND || result.outcome() == Outcome.GAVE_UP, result.toString());
    assertEquals(result, state.last);
    result.path().ifPresent(path -> {
      List<Integer> order = path.getVertexList();
      assertEquals(1000, new HashSet<>(order).size());
      assertEquals(state.start, order.get(0));
    });
    assertTrue(result.statistics().nodesExpanded() >= 1, result.toString());
  }

  @Test
  void theExactSearchProvesTheTutteGraphHasNoHamiltonianCycle() {
    GraphBenchmark.TutteGraph state = new GraphBenchmark.TutteGraph();
    state.build();
    var result = new GraphBenchmark().tutteHasNoHamiltonianCycle(state);
    assertEquals(Outcome.PROVEN_ABSENT, result.outcome(), result.toString());
    assertEquals(46, state.graph.vertexSet().size());
    assertEquals(69, state.graph.edgeSet().size());
  }
}
