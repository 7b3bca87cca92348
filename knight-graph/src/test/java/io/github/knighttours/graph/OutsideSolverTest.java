package io.github.knighttours.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.graph.outside.OutsideSolver;
import io.github.knighttours.graph.outside.OutsideSolverMain;
import io.github.knighttours.testing.ChildJvm;
import io.github.knighttours.testing.TourSolverContract;
import java.util.List;
import org.jgrapht.Graph;
import org.jgrapht.generate.NamedGraphGenerator;
import org.jgrapht.graph.DefaultEdge;
import org.junit.jupiter.api.Test;

/**
 * A solver written outside the library, against the public SPI only, registered for
 * {@link java.util.ServiceLoader} on the class path: found by name, run on a 3-D board and on the
 * Tutte graph through this module (in a JVM of its own, where the registration in this module's
 * test resources is on the class path), and held to the published contract.
 */
class OutsideSolverTest extends TourSolverContract {

  @Override
  protected io.github.knighttours.TourSolver solver() {
    return new OutsideSolver();
  }

  @Test
  void aRegisteredOutsideSolverRunsOnA3dBoardAndOnTheTutteGraph() throws Exception {
    ChildJvm run = ChildJvm.run(List.of("-Xmx256m"), OutsideSolverMain.class);
    assertEquals(0, run.status(), run.output());
    assertTrue(run.output().contains("listed: true"), run.output());
    // Every tour the pipeline returns is checked against the board's geometry and the graph's edges.
    assertTrue(run.output().contains("cube: FOUND OUTSIDE 64 cells from (0,0,0)"), run.output());
    assertTrue(run.output().contains("tutte: FOUND OUTSIDE 46 vertices"), run.output());
  }

  @Test
  void theOutsideSolverGetsTheGraphsOfThisModuleToo() {
    Graph<Integer, DefaultEdge> tutte = NamedGraphGenerator.tutteGraph();
    HamiltonianPathResult<Integer, DefaultEdge> cycle =
        HamiltonianPaths.solveCycleWith(tutte, new OutsideSolver(), io.github.knighttours.SearchOptions.defaults());
    // The Tutte graph has no Hamiltonian cycle; a heuristic says it gave up, never that none exists.
    assertEquals(io.github.knighttours.Outcome.GAVE_UP, cycle.outcome(), cycle::toString);
  }
}
