package io.github.knighttours.graph;

import static io.github.knighttours.graph.GraphAssertions.assertFoundCycle;
import static io.github.knighttours.graph.GraphAssertions.assertFoundPath;
import static io.github.knighttours.graph.GraphAssertions.assertFoundPathFrom;
import static io.github.knighttours.graph.GraphAssertions.assertHamiltonianCycle;
import static io.github.knighttours.graph.GraphAssertions.assertWellFormed;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Outcome;
import io.github.knighttours.SearchOptions;
import io.github.knighttours.Strategy;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.jgrapht.Graph;
import org.jgrapht.GraphPath;
import org.jgrapht.Graphs;
import org.jgrapht.generate.NamedGraphGenerator;
import org.jgrapht.graph.DefaultEdge;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Classic graphs from JGraphT's {@link NamedGraphGenerator} whose answers are known: the Tutte
 * graph (46 vertices, cubic, the graph of Pohl's 1967 paper), the Petersen, Herschel and
 * Coxeter graphs have Hamiltonian paths but no Hamiltonian cycle; the dodecahedron has a
 * Hamiltonian cycle (Hamilton's icosian game). Every proof of absence is confirmed by a plain
 * depth-first search without pruning.
 *
 * <p>Figures measured on 2026-11-23 (printed by the tests, so a change shows in the log):
 *
 * <pre>
 * graph      exact: starts with a path  cycle proof (nodes)  Pohl fixed ties (depth 1 / 2)  Pohl seeds 1..100: (start, seed) pairs / starts
 * Tutte      45 of 46                  2,367                0 / 10 of 46                   506 of 4600 / 45 of 46
 * Petersen   10 of 10                  142                  10 / 10 of 10                  1000 of 1000 / 10 of 10
 * Herschel    6 of 11 (bipartite 6+5)  1 (colour argument)  6 / 6 of 11                    600 of 1100 / 6 of 11
 * Coxeter    28 of 28                  18,658               8 / 7 of 28                    561 of 2800 / 28 of 28
 * </pre>
 */
class NamedGraphsTest {

  private static final int SEEDS = 100;

  static Stream<Arguments> graphsWithoutHamiltonianCycle() {
    return Stream.of(
        named("Tutte", NamedGraphGenerator::tutteGraph),
        named("Petersen", NamedGraphGenerator::petersenGraph),
        named("Herschel", NamedGraphGenerator::herschelGraph),
        named("Coxeter", NamedGraphGenerator::coxeterGraph));
  }

  private static Arguments named(String name, Supplier<Graph<Integer, DefaultEdge>> graph) {
    return Arguments.of(name, graph.get());
  }

  @Test
  void theTutteGraphIsTheOneOfPohlsPaper() {
    Graph<Integer, DefaultEdge> tutte = NamedGraphGenerator.tutteGraph();
    assertEquals(46, tutte.vertexSet().size());
    assertEquals(69, tutte.edgeSet().size());
    assertTrue(tutte.vertexSet().stream().allMatch(v -> tutte.degreeOf(v) == 3), "cubic");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("graphsWithoutHamiltonianCycle")
  void exactSearchFindsAPathFromAnyStartAndFromThatStart(String name, Graph<Integer, DefaultEdge> graph) {
    GraphPath<Integer, DefaultEdge> path =
        assertFoundPath(graph, HamiltonianPaths.solve(graph, Strategy.BACKTRACKING, SearchOptions.defaults()));
    Integer start = path.getStartVertex();
    assertFoundPathFrom(
        graph, start, HamiltonianPaths.solve(graph, start, Strategy.BACKTRACKING, SearchOptions.defaults()));
    assertTrue(HamiltonianPaths.find(graph, Strategy.BACKTRACKING).isPresent(), name);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("graphsWithoutHamiltonianCycle")
  void exactSearchSettlesEveryStart(String name, Graph<Integer, DefaultEdge> graph) {
    int found = 0;
    for (Integer start : graph.vertexSet()) {
      HamiltonianPathResult<Integer, DefaultEdge> r =
          HamiltonianPaths.solve(graph, start, Strategy.BACKTRACKING, SearchOptions.defaults());
      assertWellFormed(r);
      assertTrue(r.outcome().isConclusive(), r::toString);
      if (r.isFound()) {
        assertFoundPathFrom(graph, start, r);
        found++;
      } else {
        assertFalse(plainSearch(graph, start, false), name + ": a plain search finds a path from " + start);
      }
    }
    System.out.printf("%s: the exact search finds a path from %d of %d starts%n", name, found, graph.vertexSet().size());
    assertTrue(found > 0, name);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("graphsWithoutHamiltonianCycle")
  void exactSearchProvesThatThereIsNoHamiltonianCycle(String name, Graph<Integer, DefaultEdge> graph) {
    HamiltonianPathResult<Integer, DefaultEdge> r =
        HamiltonianPaths.solveCycle(graph, Strategy.BACKTRACKING, SearchOptions.defaults());
    assertWellFormed(r);
    assertEquals(Outcome.PROVEN_ABSENT, r.outcome(), r::toString);
    assertFalse(plainSearch(graph, graph.vertexSet().iterator().next(), true), name + ": a plain search finds a cycle");
    System.out.printf("%s: no Hamiltonian cycle, proven with %s (%s)%n", name, r.statistics(), r.explanation());

    HamiltonianCycleSearch<Integer, DefaultEdge> search = new HamiltonianCycleSearch<>();
    assertNull(search.getTour(graph), name);
    assertEquals(Outcome.PROVEN_ABSENT, search.solve(graph).outcome(), name);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("graphsWithoutHamiltonianCycle")
  void pohlFindsAPathFromSomeStartWithSomeSeed(String name, Graph<Integer, DefaultEdge> graph) {
    // Measured: Tutte 506 of 4600 pairs (45 of 46 starts), and 0 starts with fixed ties;
    // Pohl's rule is a heuristic, so only "some pair succeeds" is asserted (table above).
    int pairs = 0;
    int starts = 0;
    for (Integer start : graph.vertexSet()) {
      boolean fromHere = false;
      for (long seed = 1; seed <= SEEDS; seed++) {
        HamiltonianPathResult<Integer, DefaultEdge> r =
            HamiltonianPaths.solve(graph, start, Strategy.POHL, SearchOptions.builder().seed(seed).build());
        assertWellFormed(r);
        assertTrue(r.isFound() || r.outcome() == Outcome.GAVE_UP, r::toString);
        if (r.isFound()) {
          assertFoundPathFrom(graph, start, r);
          pairs++;
          fromHere = true;
        }
      }
      starts += fromHere ? 1 : 0;
    }
    int n = graph.vertexSet().size();
    System.out.printf(
        "%s: Pohl with seeds 1..%d finds a path for %d of %d (start, seed) pairs, from %d of %d starts;"
            + " with fixed ties from %d starts (look-ahead 1), %d (look-ahead 2)%n",
        name, SEEDS, pairs, n * SEEDS, starts, n, fixedTieStarts(graph, 1), fixedTieStarts(graph, 2));
    assertTrue(pairs > 0, name);
  }

  private static long fixedTieStarts(Graph<Integer, DefaultEdge> graph, int lookahead) {
    SearchOptions options = SearchOptions.builder().lookahead(lookahead).build();
    return graph.vertexSet().stream()
        .map(v -> HamiltonianPaths.solve(graph, v, Strategy.POHL, options))
        .peek(r -> GraphAssertions.assertHamiltonianPath(graph, r.path()))
        .filter(HamiltonianPathResult::isFound)
        .count();
  }

  /**
   * Depth-first search without any pruning or ordering, to confirm the exact search's proofs of
   * absence independently (on the Tutte graph about 39 million nodes, half a second, per proof).
   * A cycle passes through every vertex, so searching for one from any start is enough.
   */
  private static <V, E> boolean plainSearch(Graph<V, E> graph, V start, boolean cycle) {
    List<V> vertices = new ArrayList<>(graph.vertexSet());
    int[][] successors = new int[vertices.size()][];
    for (int v = 0; v < successors.length; v++) {
      successors[v] = Graphs.successorListOf(graph, vertices.get(v)).stream().mapToInt(vertices::indexOf).toArray();
    }
    int s = vertices.indexOf(start);
    boolean[] visited = new boolean[vertices.size()];
    visited[s] = true;
    return extend(successors, visited, s, s, 1, cycle);
  }

  private static boolean extend(int[][] successors, boolean[] visited, int start, int here, int placed, boolean cycle) {
    if (placed == visited.length) {
      return !cycle || Arrays.stream(successors[here]).anyMatch(v -> v == start);
    }
    for (int next : successors[here]) {
      if (!visited[next]) {
        visited[next] = true;
        if (extend(successors, visited, start, next, placed + 1, cycle)) {
          return true;
        }
        visited[next] = false;
      }
    }
    return false;
  }

  @Test
  void theDodecahedronHasAHamiltonianCycle() {
    Graph<Integer, DefaultEdge> dodecahedron = NamedGraphGenerator.dodecahedronGraph();
    GraphPath<Integer, DefaultEdge> cycle =
        assertFoundCycle(
            dodecahedron, HamiltonianPaths.solveCycle(dodecahedron, Strategy.BACKTRACKING, SearchOptions.defaults()));
    assertEquals(cycle.getStartVertex(), cycle.getEndVertex());

    GraphPath<Integer, DefaultEdge> tour = new HamiltonianCycleSearch<Integer, DefaultEdge>().getTour(dodecahedron);
    assertHamiltonianCycle(dodecahedron, tour);
    assertEquals(20, tour.getLength(), "20 edges, the closing one included");
  }

  @Test
  void theTutteGraphHasNoTourForJGraphTsInterface() {
    assertNull(new HamiltonianCycleSearch<Integer, DefaultEdge>().getTour(NamedGraphGenerator.tutteGraph()));
  }
}
