package io.github.knighttours.graph;

import static io.github.knighttours.graph.GraphAssertions.assertHamiltonianCycle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Board;
import io.github.knighttours.Outcome;
import io.github.knighttours.SearchOptions;
import io.github.knighttours.Square;
import io.github.knighttours.Strategy;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.jgrapht.Graph;
import org.jgrapht.GraphPath;
import org.jgrapht.alg.interfaces.HamiltonianCycleAlgorithm;
import org.jgrapht.generate.NamedGraphGenerator;
import org.jgrapht.graph.DefaultEdge;
import org.junit.jupiter.api.Test;

/** {@link HamiltonianCycleSearch} as JGraphT's {@link HamiltonianCycleAlgorithm}. */
class HamiltonianCycleSearchTest {

  @Test
  void isJGraphTsHamiltonianCycleAlgorithm() {
    HamiltonianCycleAlgorithm<Integer, DefaultEdge> algorithm = new HamiltonianCycleSearch<>();
    Graph<Integer, DefaultEdge> dodecahedron = NamedGraphGenerator.dodecahedronGraph();
    GraphPath<Integer, DefaultEdge> tour = algorithm.getTour(dodecahedron);
    assertHamiltonianCycle(dodecahedron, tour);
    assertInstanceOf(HamiltonianCycleAlgorithm.class, new HamiltonianCycleSearch<>(Strategy.POHL, SearchOptions.defaults()));
  }

  @Test
  void findsAClosedKnightsTourOnTheSixBySixBoard() {
    Graph<Square, DefaultEdge> board = KnightGraphs.of(Board.of(6, 6));
    GraphPath<Square, DefaultEdge> tour = new HamiltonianCycleSearch<Square, DefaultEdge>().getTour(board);
    assertHamiltonianCycle(board, tour);
    assertEquals(36, tour.getLength());
  }

  @Test
  void getTourIsNullExactlyWhenSolveFindsNothing() {
    Graph<Integer, DefaultEdge> tutte = NamedGraphGenerator.tutteGraph();
    for (Strategy strategy : GraphAssertions.GRAPH_STRATEGIES) {
      HamiltonianCycleSearch<Integer, DefaultEdge> search = new HamiltonianCycleSearch<>(strategy, SearchOptions.defaults());
      HamiltonianPathResult<Integer, DefaultEdge> result = search.solve(tutte);
      assertEquals(strategy.solver().mayProveAbsence() ? Outcome.PROVEN_ABSENT : Outcome.GAVE_UP, result.outcome(), result::toString);
      assertNull(search.getTour(tutte), strategy::toString);
    }
    HamiltonianCycleSearch<Integer, DefaultEdge> heuristic =
        new HamiltonianCycleSearch<>(Strategy.POHL, SearchOptions.builder().seed(3).build());
    Graph<Integer, DefaultEdge> dodecahedron = NamedGraphGenerator.dodecahedronGraph();
    HamiltonianPathResult<Integer, DefaultEdge> result = heuristic.solve(dodecahedron);
    GraphPath<Integer, DefaultEdge> tour = heuristic.getTour(dodecahedron);
    assertEquals(result.isFound(), tour != null, result::toString);
    if (tour != null) {
      assertHamiltonianCycle(dodecahedron, tour);
      assertEquals(result.path().orElseThrow().getVertexList(), tour.getVertexList(), "same seed, same cycle");
    }
  }

  @Test
  void oneInstanceServesSeveralThreadsAtOnce() throws Exception {
    HamiltonianCycleSearch<Square, DefaultEdge> shared = new HamiltonianCycleSearch<>();
    Graph<Square, DefaultEdge> board = KnightGraphs.of(Board.of(6, 6));
    List<Square> expected = shared.getTour(board).getVertexList();
    ExecutorService threads = Executors.newFixedThreadPool(2);
    try {
      List<Future<List<Square>>> tours = new ArrayList<>();
      for (int i = 0; i < 8; i++) {
        tours.add(threads.submit(() -> shared.getTour(board).getVertexList()));
      }
      for (Future<List<Square>> tour : tours) {
        assertEquals(expected, tour.get());
      }
    } finally {
      threads.shutdownNow();
    }
  }

  @Test
  void constructorNamesTheNullArgument() {
    NullPointerException strategy =
        assertThrows(NullPointerException.class, () -> new HamiltonianCycleSearch<>(null, SearchOptions.defaults()));
    assertTrue(strategy.getMessage().contains("strategy"), strategy.getMessage());
    NullPointerException options =
        assertThrows(NullPointerException.class, () -> new HamiltonianCycleSearch<>(Strategy.POHL, null));
    assertTrue(options.getMessage().contains("options"), options.getMessage());
  }

  @Test
  void getTourAndSolveNameTheNullGraph() {
    HamiltonianCycleSearch<Integer, DefaultEdge> search = new HamiltonianCycleSearch<>();
    assertTrue(assertThrows(NullPointerException.class, () -> search.getTour(null)).getMessage().contains("graph"));
    assertTrue(assertThrows(NullPointerException.class, () -> search.solve(null)).getMessage().contains("graph"));
  }

  @Test
  void toStringNamesTheStrategyAndTheOptions() {
    assertEquals("HamiltonianCycleSearch{BACKTRACKING, defaults}", new HamiltonianCycleSearch<>().toString());
    String pohl = new HamiltonianCycleSearch<>(Strategy.POHL, SearchOptions.builder().seed(42).lookahead(2).build()).toString();
    assertTrue(pohl.contains("POHL") && pohl.contains("seed=42") && pohl.contains("lookahead=2"), pohl);
  }
}
