package io.github.knighttours.graph;

import static io.github.knighttours.graph.GraphAssertions.assertFoundPathFrom;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Outcome;
import io.github.knighttours.SearchOptions;
import io.github.knighttours.Strategy;
import io.github.knighttours.testing.Properties;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.jgrapht.Graph;
import org.jgrapht.Graphs;
import org.jgrapht.generate.NamedGraphGenerator;
import org.jgrapht.graph.DefaultEdge;
import org.junit.jupiter.api.Test;

/**
 * Warnsdorff's and Pohl's rules on JGraphT graphs give exactly the walk that their
 * definitions give, computed here naively on the JGraphT graph: move to the unvisited
 * successor with the fewest unvisited successors (key 1); with Pohl's look-ahead of depth k,
 * compare tied candidates by keys 2 .. k + 1, where key j + 1 of a candidate is the sum of key
 * j over its unvisited successors with the candidate marked visited; remaining ties go to the
 * vertex that comes first in {@code vertexSet()}.
 */
class HeuristicDefinitionTest {

  @Test
  void walksMatchTheDefinitionsOnUndirectedGraphs() {
    Properties.forAllGraphsWithPlantedPath(30, 3, 300, spec -> assertMatchesDefinitions(SpecGraphs.undirected(spec)));
  }

  @Test
  void walksMatchTheDefinitionsOnDirectedGraphs() {
    Properties.forAllGraphsWithPlantedPath(30, 3, 300, spec -> assertMatchesDefinitions(SpecGraphs.directed(spec)));
  }

  @Test
  void walksMatchTheDefinitionsOnNamedGraphs() {
    for (Graph<Integer, DefaultEdge> graph :
        List.of(
            NamedGraphGenerator.tutteGraph(),
            NamedGraphGenerator.coxeterGraph(),
            NamedGraphGenerator.petersenGraph(),
            NamedGraphGenerator.herschelGraph(),
            NamedGraphGenerator.dodecahedronGraph())) {
      assertMatchesDefinitions(graph);
    }
  }

  @Test
  void eachLevelOfLookAheadChangesSomeWalkOnTheTutteGraph() {
    // Guards against the well-known broken version whose deeper levels compare the same
    // degrees again and so never change a choice.
    Graph<Integer, DefaultEdge> tutte = NamedGraphGenerator.tutteGraph();
    for (int depth = 1; depth <= SearchOptions.MAX_LOOKAHEAD; depth++) {
      int shallower = depth - 1;
      int deeper = depth;
      long changed =
          tutte.vertexSet().stream()
              .filter(v -> !describe(run(tutte, v, shallower)).equals(describe(run(tutte, v, deeper))))
              .count();
      assertTrue(changed > 0, "look-ahead " + deeper + " walks like look-ahead " + shallower + " from every start");
    }
  }

  /** The path found, or where the walk got stuck: tells walks apart. */
  private static String describe(HamiltonianPathResult<Integer, DefaultEdge> r) {
    return r.path().map(p -> p.getVertexList().toString()).orElse(r.explanation());
  }

  private static <V, E> void assertMatchesDefinitions(Graph<V, E> graph) {
    for (int depth = 0; depth <= SearchOptions.MAX_LOOKAHEAD; depth++) {
      for (V start : graph.vertexSet()) {
        List<V> expected = definedWalk(graph, start, depth);
        HamiltonianPathResult<V, E> r = run(graph, start, depth);
        String context = "look-ahead " + depth + " from " + start + ": expected walk " + expected + ", got " + r;
        if (expected.size() == graph.vertexSet().size()) {
          assertEquals(expected, assertFoundPathFrom(graph, start, r).getVertexList(), context);
        } else if (depth > 0) {
          // POHL walks again with random ties when Pohl's walk fails: a later walk may find a path.
          if (r.outcome() == Outcome.FOUND) {
            assertFoundPathFrom(graph, start, r);
          } else {
            assertEquals(Outcome.GAVE_UP, r.outcome(), context);
          }
          long later = r.statistics().nodesExpanded() - expected.size();
          assertTrue(later >= (r.outcome() == Outcome.FOUND ? graph.vertexSet().size() : 0), context);
        } else {
          assertEquals(Outcome.GAVE_UP, r.outcome(), context);
        }
      }
    }
  }

  /** Warnsdorff for depth 0, else Pohl with that look-ahead; fixed ties. */
  private static <V, E> HamiltonianPathResult<V, E> run(Graph<V, E> graph, V start, int depth) {
    return depth == 0
        ? HamiltonianPaths.solve(graph, start, Strategy.WARNSDORFF, SearchOptions.defaults())
        : HamiltonianPaths.solve(graph, start, Strategy.POHL, SearchOptions.builder().lookahead(depth).build());
  }

  /** The walk the rule with {@code depth} extra keys takes from {@code start}, until it sticks. */
  static <V, E> List<V> definedWalk(Graph<V, E> graph, V start, int depth) {
    List<V> order = new ArrayList<>(graph.vertexSet());
    Set<V> visited = new HashSet<>();
    List<V> walk = new ArrayList<>();
    V here = start;
    while (here != null) {
      visited.add(here);
      walk.add(here);
      List<V> tied = unvisitedSuccessors(graph, here, visited);
      tied.sort((a, b) -> Integer.compare(order.indexOf(a), order.indexOf(b)));
      for (int level = 1; level <= depth + 1 && tied.size() > 1; level++) {
        long best = Long.MAX_VALUE;
        List<V> kept = new ArrayList<>();
        for (V candidate : tied) {
          long k = key(graph, candidate, level, visited);
          if (k < best) {
            best = k;
            kept.clear();
          }
          if (k == best) {
            kept.add(candidate);
          }
        }
        tied = kept;
      }
      here = tied.isEmpty() ? null : tied.get(0);
    }
    return walk;
  }

  private static <V, E> long key(Graph<V, E> graph, V vertex, int level, Set<V> visited) {
    List<V> onward = unvisitedSuccessors(graph, vertex, visited);
    if (level == 1) {
      return onward.size();
    }
    Set<V> standingThere = new HashSet<>(visited);
    standingThere.add(vertex);
    long sum = 0;
    for (V w : onward) {
      sum += key(graph, w, level - 1, standingThere);
    }
    return sum;
  }

  private static <V, E> List<V> unvisitedSuccessors(Graph<V, E> graph, V vertex, Set<V> visited) {
    Set<V> result = new LinkedHashSet<>(Graphs.successorListOf(graph, vertex));
    result.remove(vertex);
    result.removeAll(visited);
    return new ArrayList<>(result);
  }
}
