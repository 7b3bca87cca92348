package io.github.knighttours.graph.outside;

import io.github.knighttours.KnightTours;
import io.github.knighttours.PathRequest;
import io.github.knighttours.PathResult;
import io.github.knighttours.SearchOptions;
import io.github.knighttours.TourSolver;
import io.github.knighttours.graph.HamiltonianPathResult;
import io.github.knighttours.graph.HamiltonianPaths;
import io.github.knighttours.shapes.Board3d;
import io.github.knighttours.shapes.Cell;
import org.jgrapht.Graph;
import org.jgrapht.generate.NamedGraphGenerator;
import org.jgrapht.graph.DefaultEdge;

/**
 * What a user of a third party's solver does, in a JVM whose class path holds the solver and its
 * {@code META-INF/services} registration: finds it by name through {@link java.util.ServiceLoader},
 * and runs it on a 3-D board and on the Tutte graph. Prints one line per run.
 */
public final class OutsideSolverMain {

  private OutsideSolverMain() {}

  /** Runs the two searches; exit 1 if the solver is not found. */
  public static void main(String[] args) {
    TourSolver solver = KnightTours.solver(OutsideSolver.NAME).orElse(null);
    if (solver == null) {
      System.out.println("not found: " + KnightTours.solvers());
      System.exit(1);
    }
    System.out.println("listed: " + KnightTours.solvers().stream().anyMatch(s -> s.name().equals(OutsideSolver.NAME)));
    PathResult<Cell> cube =
        KnightTours.solvePath(PathRequest.builder(Board3d.of(4, 4, 4)).start(new Cell(0, 0, 0)).build(), solver);
    System.out.println("cube: " + cube.outcome() + " " + cube.solverName() + " "
        + cube.hamiltonianPath().map(p -> p.size() + " cells from " + p.start()).orElse(cube.explanation()));
    Graph<Integer, DefaultEdge> tutte = NamedGraphGenerator.tutteGraph();
    HamiltonianPathResult<Integer, DefaultEdge> path = HamiltonianPaths.solveWith(tutte, solver, SearchOptions.defaults());
    System.out.println("tutte: " + path.outcome() + " " + path.solverName() + " "
        + path.path().map(p -> p.getVertexList().size() + " vertices").orElse(path.explanation()));
  }
}
