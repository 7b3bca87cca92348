package io.github.knighttours.graph;

import static io.github.knighttours.graph.GraphAssertions.assertFoundCycle;
import static io.github.knighttours.graph.GraphAssertions.assertFoundPathFrom;
import static io.github.knighttours.graph.GraphAssertions.assertHamiltonianPath;
import static io.github.knighttours.graph.GraphAssertions.assertWellFormed;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.SearchOptions;
import io.github.knighttours.Strategy;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Function;
import org.jgrapht.Graph;
import org.jgrapht.GraphPath;
import org.jgrapht.GraphType;
import org.jgrapht.generate.NamedGraphGenerator;
import org.jgrapht.graph.AsUndirectedGraph;
import org.jgrapht.graph.DefaultDirectedGraph;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.DefaultGraphType;
import org.jgrapht.graph.DefaultWeightedEdge;
import org.jgrapht.graph.DirectedPseudograph;
import org.jgrapht.graph.EdgeReversedGraph;
import org.jgrapht.graph.GraphDelegator;
import org.jgrapht.graph.Pseudograph;
import org.jgrapht.graph.SimpleWeightedGraph;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * Whatever kind of JGraphT graph comes in, only its vertices and adjacency matter: self-loops,
 * parallel edges, weights, the vertex type's {@code equals}/{@code hashCode} and views over
 * other graphs change no answer. Mixed graphs (some edges directed, some not) are refused.
 */
class GraphKindsTest {

  private static final List<SearchOptions> OPTIONS =
      List.of(SearchOptions.defaults(), SearchOptions.builder().seed(5).lookahead(2).build());

  @Test
  void selfLoopsAndParallelEdgesAreIgnored() {
    Graph<Integer, DefaultEdge> simple = NamedGraphGenerator.dodecahedronGraph();
    Graph<Integer, DefaultEdge> pseudo = new Pseudograph<>(DefaultEdge.class);
    copyInto(simple, pseudo, Function.identity());
    for (Integer v : simple.vertexSet()) {
      pseudo.addEdge(v, v);
      pseudo.addEdge(v, v);
    }
    for (DefaultEdge e : simple.edgeSet()) {
      pseudo.addEdge(simple.getEdgeTarget(e), simple.getEdgeSource(e)); // a parallel edge, the other way round
    }
    assertEquals(2 * 30 + 2 * 20, pseudo.edgeSet().size());
    assertSameAnswers(simple, pseudo, Function.identity());
  }

  @Test
  void selfLoopsAndParallelArcsAreIgnoredOnDirectedGraphs() {
    // A directed graph: the dodecahedron with each edge as an arc from the smaller number.
    Graph<Integer, DefaultEdge> simple = new DefaultDirectedGraph<>(DefaultEdge.class);
    Graph<Integer, DefaultEdge> dodecahedron = NamedGraphGenerator.dodecahedronGraph();
    dodecahedron.vertexSet().forEach(simple::addVertex);
    for (DefaultEdge e : dodecahedron.edgeSet()) {
      int a = dodecahedron.getEdgeSource(e);
      int b = dodecahedron.getEdgeTarget(e);
      simple.addEdge(Math.min(a, b), Math.max(a, b));
      if ((a + b) % 3 == 0) {
        simple.addEdge(Math.max(a, b), Math.min(a, b));
      }
    }
    Graph<Integer, DefaultEdge> pseudo = new DirectedPseudograph<>(DefaultEdge.class);
    copyInto(simple, pseudo, Function.identity());
    for (Integer v : simple.vertexSet()) {
      pseudo.addEdge(v, v);
    }
    for (DefaultEdge e : simple.edgeSet()) {
      pseudo.addEdge(simple.getEdgeSource(e), simple.getEdgeTarget(e));
    }
    assertSameAnswers(simple, pseudo, Function.identity());
  }

  @Test
  void weightsAreIgnoredButAddedUpInThePathWeight() {
    Graph<Integer, DefaultEdge> plain = NamedGraphGenerator.dodecahedronGraph();
    Graph<Integer, DefaultWeightedEdge> weighted = new SimpleWeightedGraph<>(DefaultWeightedEdge.class);
    copyInto(plain, weighted, Function.identity());
    Random random = new Random(7);
    for (DefaultWeightedEdge e : weighted.edgeSet()) {
      weighted.setEdgeWeight(e, random.nextInt(1000) - 500);
    }
    assertSameAnswers(plain, weighted, Function.identity()); // the walk weights are checked against the edges
    GraphPath<Integer, DefaultWeightedEdge> cycle =
        HamiltonianPaths.solveCycle(weighted, Strategy.BACKTRACKING, SearchOptions.defaults()).path().orElseThrow();
    double sum = cycle.getEdgeList().stream().mapToDouble(weighted::getEdgeWeight).sum();
    assertEquals(sum, cycle.getWeight(), 1e-9);
  }

  /** A vertex whose hash code is the same for all: every lookup collides. */
  private record Colliding(int id) {
    @Override
    public int hashCode() {
      return 42;
    }
  }

  @Test
  void verticesWithAConstantHashCodeWork() {
    Graph<Integer, DefaultEdge> plain = NamedGraphGenerator.tutteGraph();
    Graph<Colliding, DefaultEdge> colliding = new Pseudograph<>(DefaultEdge.class);
    copyInto(plain, colliding, Colliding::new);
    assertSameAnswers(plain, colliding, Colliding::new);
  }

  @Test
  void verticesWithIdentityEqualityWork() {
    Graph<Integer, DefaultEdge> plain = NamedGraphGenerator.petersenGraph();
    List<Object> objects = new ArrayList<>();
    for (int i = 0; i < plain.vertexSet().size(); i++) {
      objects.add(new Object());
    }
    Graph<Object, DefaultEdge> identity = new Pseudograph<>(DefaultEdge.class);
    copyInto(plain, identity, objects::get);
    assertSameAnswers(plain, identity, objects::get);
  }

  @Test
  void viewsAreSearchedAsTheGraphsTheyShow() {
    // A one-way chain 0 -> 1 -> ... -> 9, then its undirected and its reversed views.
    Graph<Integer, DefaultEdge> chain = new DefaultDirectedGraph<>(DefaultEdge.class);
    for (int v = 0; v < 10; v++) {
      chain.addVertex(v);
      if (v > 0) {
        chain.addEdge(v - 1, v);
      }
    }
    Graph<Integer, DefaultEdge> undirected = new AsUndirectedGraph<>(chain);
    Graph<Integer, DefaultEdge> reversed = new EdgeReversedGraph<>(chain);
    for (Strategy strategy : GraphAssertions.GRAPH_STRATEGIES) {
      assertFoundPathFrom(chain, 0, HamiltonianPaths.solve(chain, strategy, SearchOptions.defaults()));
      assertFoundPathFrom(undirected, 9, HamiltonianPaths.solve(undirected, 9, strategy, SearchOptions.defaults()));
      assertFoundPathFrom(reversed, 9, HamiltonianPaths.solve(reversed, strategy, SearchOptions.defaults()));
      assertTrue(HamiltonianPaths.find(reversed, 0, strategy).isEmpty(), strategy + ": no arc leaves 0 in the reversed chain");
    }
  }

  /** Claims to be mixed: some edges directed, some not. */
  private static final class MixedView<V, E> extends GraphDelegator<V, E> {
    private static final long serialVersionUID = 1L;

    MixedView(Graph<V, E> graph) {
      super(graph);
    }

    @Override
    public GraphType getType() {
      return DefaultGraphType.mixed();
    }
  }

  @Test
  void mixedGraphsAreRefused() {
    Graph<Integer, DefaultEdge> mixed = new MixedView<>(NamedGraphGenerator.petersenGraph());
    SearchOptions defaults = SearchOptions.defaults();
    for (Strategy strategy : GraphAssertions.GRAPH_STRATEGIES) {
      assertMixedRefused(() -> HamiltonianPaths.solve(mixed, 0, strategy, defaults));
      assertMixedRefused(() -> HamiltonianPaths.solve(mixed, strategy, defaults));
      assertMixedRefused(() -> HamiltonianPaths.solveCycle(mixed, strategy, defaults));
      assertMixedRefused(() -> new HamiltonianCycleSearch<Integer, DefaultEdge>(strategy, defaults).getTour(mixed));
    }
  }

  private static void assertMixedRefused(Executable call) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call);
    assertTrue(e.getMessage().contains("mixed"), e.getMessage());
  }

  private static <V, E, W, F> void copyInto(Graph<V, E> from, Graph<W, F> to, Function<V, W> vertex) {
    from.vertexSet().forEach(v -> to.addVertex(vertex.apply(v)));
    for (E e : from.edgeSet()) {
      to.addEdge(vertex.apply(from.getEdgeSource(e)), vertex.apply(from.getEdgeTarget(e)));
    }
  }

  /**
   * Every strategy, from every start and for cycles, answers on {@code other} exactly what it
   * answers on {@code reference}, with vertices mapped; the answers on {@code other} are valid
   * walks of {@code other}.
   */
  private static <V, E, W, F> void assertSameAnswers(Graph<V, E> reference, Graph<W, F> other, Function<V, W> vertex) {
    for (Strategy strategy : GraphAssertions.GRAPH_STRATEGIES) {
      for (SearchOptions options : OPTIONS) {
        for (V start : reference.vertexSet()) {
          HamiltonianPathResult<V, E> expected = HamiltonianPaths.solve(reference, start, strategy, options);
          HamiltonianPathResult<W, F> actual = HamiltonianPaths.solve(other, vertex.apply(start), strategy, options);
          assertWellFormed(actual);
          assertEquals(expected.outcome(), actual.outcome(), actual::toString);
          assertEquals(expected.statistics().nodesExpanded(), actual.statistics().nodesExpanded(), actual::toString);
          if (actual.isFound()) {
            assertHamiltonianPath(other, actual.path().orElseThrow());
            assertEquals(mapped(expected, vertex), actual.path().orElseThrow().getVertexList());
          }
        }
        HamiltonianPathResult<V, E> expected = HamiltonianPaths.solveCycle(reference, strategy, options);
        HamiltonianPathResult<W, F> actual = HamiltonianPaths.solveCycle(other, strategy, options);
        assertEquals(expected.outcome(), actual.outcome(), actual::toString);
        if (expected.isFound()) {
          assertEquals(mapped(expected, vertex), assertFoundCycle(other, actual).getVertexList());
        }
      }
    }
  }

  private static <V, E, W> List<W> mapped(HamiltonianPathResult<V, E> result, Function<V, W> vertex) {
    List<W> list = new ArrayList<>();
    result.path().orElseThrow().getVertexList().forEach(v -> list.add(vertex.apply(v)));
    return list;
  }
}
