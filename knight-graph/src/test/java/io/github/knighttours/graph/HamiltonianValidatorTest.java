package io.github.knighttours.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.jgrapht.Graph;
import org.jgrapht.graph.DefaultDirectedGraph;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.SimpleGraph;
import org.junit.jupiter.api.Test;

/** {@link HamiltonianValidator} on hand-made lists, good and bad, for small graphs drawn in the comments. */
class HamiltonianValidatorTest {

  /** The square a - b - c - d - a with the diagonal a - c. */
  private static final Graph<String, DefaultEdge> SQUARE = undirected("ab", "bc", "cd", "da", "ac");

  /** The line a - b - c - d. */
  private static final Graph<String, DefaultEdge> LINE = undirected("ab", "bc", "cd");

  /** The directed triangle a -> b -> c -> a. */
  private static final Graph<String, DefaultEdge> TRIANGLE = directed("ab", "bc", "ca");

  @Test
  void acceptsHamiltonianPaths() {
    assertOk(HamiltonianValidator.pathProblem(SQUARE, List.of("a", "b", "c", "d")));
    assertOk(HamiltonianValidator.pathProblem(SQUARE, List.of("b", "a", "c", "d")), "uses the diagonal");
    assertOk(HamiltonianValidator.pathProblem(LINE, List.of("a", "b", "c", "d")));
    assertOk(HamiltonianValidator.pathProblem(LINE, List.of("d", "c", "b", "a")), "undirected: either way");
    assertOk(HamiltonianValidator.pathProblem(TRIANGLE, List.of("b", "c", "a")));
    assertOk(HamiltonianValidator.pathProblem(undirected(), List.of()), "the empty path of the empty graph");
    assertOk(HamiltonianValidator.pathProblem(single(), List.of("a")));
  }

  @Test
  void namesWhatIsWrongWithAPath() {
    assertProblem(HamiltonianValidator.pathProblem(LINE, List.of("a", "b", "c")), "3 vertices but the graph has 4");
    assertProblem(HamiltonianValidator.pathProblem(LINE, List.of("a", "b", "c", "d", "a")), "5 vertices but the graph has 4");
    assertProblem(HamiltonianValidator.pathProblem(LINE, List.of()), "0 vertices but the graph has 4");
    assertProblem(HamiltonianValidator.pathProblem(LINE, List.of("a", "b", "c", "z")), "vertex 4 of the path, z, is not in the graph");
    assertProblem(HamiltonianValidator.pathProblem(LINE, List.of("a", "b", "a", "b")), "vertex 3 of the path, a, was visited before");
    assertProblem(HamiltonianValidator.pathProblem(LINE, List.of("b", "a", "c", "d")), "no edge from a to c");
    assertProblem(HamiltonianValidator.pathProblem(TRIANGLE, List.of("c", "b", "a")), "no edge from c to b");
    assertProblem(HamiltonianValidator.pathProblem(LINE, Arrays.asList("a", "b", "c", null)), "null, is not in the graph");
  }

  @Test
  void acceptsHamiltonianCyclesAsClosedWalks() {
    assertOk(HamiltonianValidator.cycleProblem(SQUARE, List.of("a", "b", "c", "d", "a")));
    assertOk(HamiltonianValidator.cycleProblem(SQUARE, List.of("c", "b", "a", "d", "c")), "either direction");
    assertOk(HamiltonianValidator.cycleProblem(TRIANGLE, List.of("b", "c", "a", "b")));
    assertOk(HamiltonianValidator.cycleProblem(directed("ab", "ba"), List.of("a", "b", "a")), "two arcs make a directed cycle");
  }

  @Test
  void namesWhatIsWrongWithACycle() {
    String notClosed = "must start and end with the same vertex";
    assertProblem(HamiltonianValidator.cycleProblem(SQUARE, List.of("a", "b", "c", "d")), notClosed);
    assertProblem(HamiltonianValidator.cycleProblem(SQUARE, List.of("a")), notClosed);
    assertProblem(HamiltonianValidator.cycleProblem(SQUARE, List.of()), notClosed);
    assertProblem(HamiltonianValidator.cycleProblem(single(), List.of("a", "a")), "needs at least 3 vertices");
    assertProblem(HamiltonianValidator.cycleProblem(undirected("ab"), List.of("a", "b", "a")), "needs at least 3 vertices");
    assertProblem(HamiltonianValidator.cycleProblem(LINE, List.of("a", "b", "c", "d", "a")), "no edge from d back to a");
    assertProblem(HamiltonianValidator.cycleProblem(TRIANGLE, List.of("a", "c", "b", "a")), "no edge from a to c");
    assertProblem(HamiltonianValidator.cycleProblem(SQUARE, List.of("a", "b", "a", "d", "a")), "vertex 3 of the path, a, was visited before");
    assertProblem(HamiltonianValidator.cycleProblem(SQUARE, List.of("a", "b", "c", "a")), "3 vertices but the graph has 4");
    assertProblem(HamiltonianValidator.cycleProblem(SQUARE, Arrays.asList(null, "b", "c", "d", null)), "not in the graph");
  }

  private static void assertOk(Optional<String> problem, String... why) {
    assertEquals(Optional.empty(), problem, String.join(" ", why));
  }

  private static void assertProblem(Optional<String> problem, String expected) {
    assertTrue(problem.isPresent(), "a problem containing: " + expected);
    assertTrue(problem.get().contains(expected), () -> "\"" + problem.get() + "\" should contain \"" + expected + "\"");
  }

  private static Graph<String, DefaultEdge> single() {
    Graph<String, DefaultEdge> g = undirected();
    g.addVertex("a");
    return g;
  }

  private static Graph<String, DefaultEdge> undirected(String... edges) {
    return fill(new SimpleGraph<>(DefaultEdge.class), edges);
  }

  private static Graph<String, DefaultEdge> directed(String... arcs) {
    return fill(new DefaultDirectedGraph<>(DefaultEdge.class), arcs);
  }

  /** Each edge as two letters; vertices are added in alphabetical order. */
  private static Graph<String, DefaultEdge> fill(Graph<String, DefaultEdge> g, String... edges) {
    Arrays.stream(edges).flatMap(e -> e.chars().mapToObj(c -> String.valueOf((char) c))).sorted().forEach(g::addVertex);
    for (String e : edges) {
      g.addEdge(e.substring(0, 1), e.substring(1, 2));
    }
    return g;
  }
}
