package io.github.knighttours.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Outcome;
import io.github.knighttours.SearchOptions;
import io.github.knighttours.Strategy;
import java.util.HashSet;
import java.util.List;
import org.jgrapht.Graph;
import org.jgrapht.generate.NamedGraphGenerator;
import org.jgrapht.graph.DefaultEdge;
import org.junit.jupiter.api.Test;

/** {@link HamiltonianPaths#solve(Graph, Object, Object, Strategy, SearchOptions)}: a path to a chosen end. */
class PathToAnEndTest {

  private static final SearchOptions DEFAULTS = SearchOptions.defaults();

  @Test
  void findsAPathBetweenTwoVerticesOrProvesThereIsNone() {
    Graph<Integer, DefaultEdge> petersen = NamedGraphGenerator.petersenGraph();
    for (int end : List.of(2, 5, 7)) {
      HamiltonianPathResult<Integer, DefaultEdge> r = HamiltonianPaths.solve(petersen, 0, end, Strategy.BACKTRACKING, DEFAULTS);
      List<Integer> vertices = r.path().map(p -> p.getVertexList()).orElse(List.of());
      boolean neighbours = petersen.containsEdge(0, end);
      // A path between neighbours would close into a Hamiltonian cycle, and the Petersen graph has none.
      assertEquals(neighbours ? Outcome.PROVEN_ABSENT : Outcome.FOUND, r.outcome(), () -> end + ": " + r);
      if (!neighbours) {
        assertEquals(0, vertices.get(0));
        assertEquals(end, vertices.get(vertices.size() - 1));
        assertEquals(10, new HashSet<>(vertices).size());
      }
    }
  }

  @Test
  void namesWhatIsWrong() {
    Graph<Integer, DefaultEdge> petersen = NamedGraphGenerator.petersenGraph();
    NullPointerException nullEnd =
        assertThrows(NullPointerException.class, () -> HamiltonianPaths.solve(petersen, 0, null, Strategy.AUTO, DEFAULTS));
    assertTrue(nullEnd.getMessage().contains("end"), nullEnd.getMessage());
    IllegalArgumentException notThere =
        assertThrows(IllegalArgumentException.class, () -> HamiltonianPaths.solve(petersen, 0, 99, Strategy.AUTO, DEFAULTS));
    assertTrue(notThere.getMessage().contains("end 99"), notThere.getMessage());
    IllegalArgumentException same =
        assertThrows(IllegalArgumentException.class, () -> HamiltonianPaths.solve(petersen, 0, 0, Strategy.AUTO, DEFAULTS));
    assertTrue(same.getMessage().contains("end 0 is the start"), same.getMessage());
  }
}
