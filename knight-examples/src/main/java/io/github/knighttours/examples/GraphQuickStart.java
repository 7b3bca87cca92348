package io.github.knighttours.examples;

import io.github.knighttours.SearchOptions;
import io.github.knighttours.Strategy;
import io.github.knighttours.graph.HamiltonianPathResult;
import io.github.knighttours.graph.HamiltonianCycleSearch;
import io.github.knighttours.graph.HamiltonianPaths;
import java.util.Optional;
import org.jgrapht.Graph;
import org.jgrapht.GraphPath;
import org.jgrapht.alg.interfaces.HamiltonianCycleAlgorithm;
import org.jgrapht.generate.NamedGraphGenerator;
import org.jgrapht.graph.DefaultEdge;

/** The README's knight-graph example, kept here so that the build compiles and runs it. */
public final class GraphQuickStart {

  private GraphQuickStart() {}

  /**
   * Finds a Hamiltonian path of the Tutte graph, proves it has no Hamiltonian cycle, and finds
   * a cycle of the dodecahedron through JGraphT's interface.
   *
   * @param args not used
   */
  public static void main(String[] args) {
    Graph<Integer, DefaultEdge> tutte = NamedGraphGenerator.tutteGraph();

    // A Hamiltonian path from any start, by exhaustive search.
    Optional<GraphPath<Integer, DefaultEdge>> path = HamiltonianPaths.find(tutte, Strategy.BACKTRACKING);

    // A proof that no Hamiltonian cycle exists (the Tutte graph has none).
    HamiltonianPathResult<Integer, DefaultEdge> cycle =
        HamiltonianPaths.solveCycle(tutte, Strategy.BACKTRACKING, SearchOptions.defaults());
    cycle.outcome();   // PROVEN_ABSENT

    // JGraphT's own interface, for code that already uses it.
    HamiltonianCycleAlgorithm<Integer, DefaultEdge> exact = new HamiltonianCycleSearch<>();
    GraphPath<Integer, DefaultEdge> tour = exact.getTour(NamedGraphGenerator.dodecahedronGraph());

    System.out.println("Tutte graph, a Hamiltonian path: " + path.map(GraphPath::getVertexList).orElseThrow());
    System.out.println("Tutte graph, a Hamiltonian cycle: " + cycle);
    System.out.println("Dodecahedron, a Hamiltonian cycle: " + tour.getVertexList());
  }
}
