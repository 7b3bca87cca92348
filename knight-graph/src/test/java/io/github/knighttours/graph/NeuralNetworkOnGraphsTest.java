package io.github.knighttours.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Outcome;
import io.github.knighttours.SearchOptions;
import io.github.knighttours.Strategy;
import io.github.knighttours.testing.GraphSpec;
import io.github.knighttours.testing.Properties;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.jgrapht.Graph;
import org.jgrapht.GraphPath;
import org.jgrapht.generate.GridGraphGenerator;
import org.jgrapht.generate.NamedGraphGenerator;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.SimpleGraph;
import org.jgrapht.util.SupplierUtil;
import org.junit.jupiter.api.Test;

/** {@link Strategy#NEURAL_NETWORK} on JGraphT graphs: cycle covers, joined where an exchange exists. */
class NeuralNetworkOnGraphsTest {

  private static final Strategy NEURAL = Strategy.NEURAL_NETWORK;

  private static SearchOptions seed(long seed) {
    return SearchOptions.builder().seed(seed).build();
  }

  /** Asserts that a FOUND answer is a Hamiltonian cycle, and that no answer claims a proof; true if found. */
  private static <V> boolean assertHonest(Graph<V, DefaultEdge> graph, HamiltonianPathResult<V, DefaultEdge> result) {
    assertNotEquals(Outcome.PROVEN_ABSENT, result.outcome(), result::toString);
    if (result.outcome() != Outcome.FOUND) {
      return false;
    }
    GraphPath<V, DefaultEdge> cycle = result.path().orElseThrow();
    List<V> vertices = cycle.getVertexList();
    Optional<String> problem = HamiltonianValidator.cycleProblem(graph, vertices);
    assertEquals(Optional.empty(), problem, vertices::toString);
    assertEquals(graph.vertexSet().size() + 1, vertices.size());
    return true;
  }

  @Test
  void findsHamiltonianCyclesOfTheDodecahedron() {
    Graph<Integer, DefaultEdge> dodecahedron = NamedGraphGenerator.dodecahedronGraph();
    int found = 0;
    for (long s = 1; s <= 10; s++) {
      found += assertHonest(dodecahedron, HamiltonianPaths.solveCycle(dodecahedron, NEURAL, seed(s))) ? 1 : 0;
    }
    assertTrue(found > 0, "no seed of 1..10 found a cycle of the dodecahedron");
  }

  @Test
  void onGraphsWithAPlantedHamiltonianCycleEveryFoundCycleValidates() {
    AtomicInteger found = new AtomicInteger();
    AtomicInteger examples = new AtomicInteger();
    Properties.forAllGraphsWithPlantedPath(
        30,
        2,
        200,
        spec -> {
          Graph<Integer, DefaultEdge> graph = withPlantedCycle(spec);
          examples.incrementAndGet();
          if (assertHonest(graph, HamiltonianPaths.solveCycle(graph, NEURAL, seed(spec.hashCode())))) {
            found.incrementAndGet();
          }
        });
    // Most of these graphs have several cycles through every vertex; the network must find some.
    assertTrue(found.get() > examples.get() / 4, found + " of " + examples);
  }

  @Test
  void theSameSeedGivesTheSameCycle() {
    Graph<Integer, DefaultEdge> dodecahedron = NamedGraphGenerator.dodecahedronGraph();
    assertEquals(
        HamiltonianPaths.solveCycle(dodecahedron, NEURAL, seed(5)).path(),
        HamiltonianPaths.solveCycle(dodecahedron, NEURAL, seed(5)).path());
  }

  @Test
  void refusesDirectedGraphsAndGivesUpOnGraphsWithoutACycleCover() {
    // The network's neurons are undirected edges: it does not accept a directed graph.
    Graph<Integer, DefaultEdge> directed = SpecGraphs.directed(new GraphSpec(3, new int[][] {{0, 1}, {1, 2}, {2, 0}}, null));
    IllegalArgumentException refused =
        org.junit.jupiter.api.Assertions.assertThrows(
            IllegalArgumentException.class, () -> HamiltonianPaths.solveCycle(directed, NEURAL, seed(1)));
    assertTrue(refused.getMessage().contains("NEURAL_NETWORK"), refused.getMessage());
    Graph<Integer, DefaultEdge> star = SpecGraphs.undirected(new GraphSpec(4, new int[][] {{0, 1}, {0, 2}, {0, 3}}, null));
    HamiltonianPathResult<Integer, DefaultEdge> result = HamiltonianPaths.solveCycle(star, NEURAL, seed(1));
    assertEquals(Outcome.GAVE_UP, result.outcome());
    assertTrue(result.explanation().contains("fewer than two neighbours"), result.explanation());
  }

  @Test
  void honoursANodeBudgetAndAnInterruptOnALargeGraph() {
    Graph<Integer, DefaultEdge> grid = new SimpleGraph<>(
        SupplierUtil.createIntegerSupplier(), SupplierUtil.DEFAULT_EDGE_SUPPLIER, false);
    new GridGraphGenerator<Integer, DefaultEdge>(120, 120).generateGraph(grid);
    HamiltonianPathResult<Integer, DefaultEdge> budget =
        HamiltonianPaths.solveCycle(grid, NEURAL, SearchOptions.builder().nodeBudget(5_000).build());
    assertEquals(Outcome.BUDGET_EXHAUSTED, budget.outcome(), budget::toString);
    assertTrue(budget.statistics().nodesExpanded() <= 5_000, budget::toString);
    Thread.currentThread().interrupt();
    HamiltonianPathResult<Integer, DefaultEdge> cancelled;
    try {
      cancelled = HamiltonianPaths.solveCycle(grid, NEURAL, SearchOptions.defaults());
    } finally {
      Thread.interrupted();
    }
    assertEquals(Outcome.CANCELLED, cancelled.outcome(), cancelled::toString);
  }

  /** The spec's graph with an edge from the end of its planted path back to its start. */
  private static Graph<Integer, DefaultEdge> withPlantedCycle(GraphSpec spec) {
    Graph<Integer, DefaultEdge> graph = SpecGraphs.undirected(spec);
    int[] planted = spec.plantedPath();
    if (planted.length >= 3 && !graph.containsEdge(planted[planted.length - 1], planted[0])) {
      graph.addEdge(planted[planted.length - 1], planted[0]);
    }
    return graph;
  }
}
