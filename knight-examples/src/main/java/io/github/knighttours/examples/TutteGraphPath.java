package io.github.knighttours.examples;

import io.github.knighttours.Outcome;
import io.github.knighttours.SearchOptions;
import io.github.knighttours.Strategy;
import io.github.knighttours.graph.GraphSearchResult;
import io.github.knighttours.graph.HamiltonianPaths;
import java.io.PrintStream;
import java.util.List;
import org.jgrapht.Graph;
import org.jgrapht.generate.NamedGraphGenerator;
import org.jgrapht.graph.DefaultEdge;

/**
 * Pohl's 1967 demonstration on a graph that is not a chessboard: a Hamiltonian path of the Tutte
 * graph (46 vertices, 69 edges, every vertex of degree 3) found by Pohl's rule, printed as the
 * order in which it visits the vertices, and the exact search's proof that the graph has no
 * Hamiltonian cycle.
 *
 * <pre>
 * TutteGraphPath [MAX_SEED]
 * </pre>
 *
 * <p>The vertices are those of JGraphT's {@code NamedGraphGenerator.tutteGraph()}, 0 to 45.
 * From each start vertex in turn, beginning with vertex 0, the program tries {@code POHL} without
 * a seed (Pohl's walk with ties broken in the fixed order, then the solver's own retries with
 * random ties), then with the seeds 1 to {@code MAX_SEED} (default 1000); when all of them give
 * up, the exact search says whether any Hamiltonian path begins there, and the next start is
 * tried. Everything is seeded, so the output is always the same. Exit status 0 when a path was found, 1 when none was, 2 for bad arguments.
 */
public final class TutteGraphPath {

  static final String USAGE = "usage: TutteGraphPath [MAX_SEED]  (a positive integer, default 1000)";

  static final int DEFAULT_MAX_SEED = 1000;

  /** Vertices per line of the printed visiting order. */
  private static final int PER_LINE = 10;

  private TutteGraphPath() {}

  /**
   * Runs the program.
   *
   * @param args at most one argument: the largest seed to try from each start vertex
   */
  public static void main(String[] args) {
    int status = run(args, System.out);
    if (status != 0) {
      System.exit(status);
    }
  }

  /** Runs the program, printing to {@code out}, and returns its exit status. */
  static int run(String[] args, PrintStream out) {
    int maxSeed = DEFAULT_MAX_SEED;
    if (args.length > 1) {
      out.println(USAGE);
      return 2;
    }
    if (args.length == 1) {
      try {
        maxSeed = Integer.parseInt(args[0]);
      } catch (NumberFormatException e) {
        maxSeed = 0;
      }
      if (maxSeed < 1) {
        out.println("MAX_SEED must be a positive integer, got \"" + args[0] + "\"");
        out.println(USAGE);
        return 2;
      }
    }

    Graph<Integer, DefaultEdge> tutte = NamedGraphGenerator.tutteGraph();
    out.println("The Tutte graph: " + tutte.vertexSet().size() + " vertices, " + tutte.edgeSet().size()
        + " edges, every vertex of degree 3 (JGraphT's NamedGraphGenerator.tutteGraph()).");
    out.println();

    GraphSearchResult<Integer, DefaultEdge> found = null;
    String how = null;
    for (Integer start : tutte.vertexSet()) {
      out.println("Pohl's rule (POHL) from vertex " + start + ":");
      GraphSearchResult<Integer, DefaultEdge> unseeded =
          HamiltonianPaths.solve(tutte, start, Strategy.POHL, SearchOptions.defaults());
      out.println("  no seed: " + summary(unseeded));
      if (unseeded.isFound()) {
        found = unseeded;
        how = "no seed (the walk with ties in the fixed order, then retries with random ties)";
        break;
      }
      long mostNodes = 0;
      for (int seed = 1; seed <= maxSeed && found == null; seed++) {
        GraphSearchResult<Integer, DefaultEdge> seeded =
            HamiltonianPaths.solve(tutte, start, Strategy.POHL, SearchOptions.builder().seed(seed).build());
        if (seeded.isFound()) {
          if (seed > 1) {
            out.println("  " + failures(seed - 1, mostNodes));
          }
          out.println("  seed " + seed + ": " + summary(seeded));
          found = seeded;
          how = "random ties from seed " + seed;
        } else {
          mostNodes = Math.max(mostNodes, seeded.statistics().nodesExpanded());
        }
      }
      if (found != null) {
        break;
      }
      out.println("  " + failures(maxSeed, mostNodes));
      GraphSearchResult<Integer, DefaultEdge> exact =
          HamiltonianPaths.solve(tutte, start, Strategy.BACKTRACKING, SearchOptions.defaults());
      out.println("  exact search (BACKTRACKING) from vertex " + start + ": " + summary(exact));
      if (exact.isFound()) {
        out.println("  (a path from vertex " + start + " exists; Pohl's rule missed it with these seeds)");
      }
      out.println();
    }

    if (found == null) {
      out.println("Pohl's rule found no Hamiltonian path with seeds up to " + maxSeed + ".");
    } else {
      List<Integer> order = found.path().orElseThrow().getVertexList();
      out.println();
      out.println("A Hamiltonian path of the Tutte graph by Pohl's rule from vertex " + order.get(0) + " with "
          + how + ", in visiting order (step: vertex):");
      StringBuilder line = new StringBuilder();
      for (int i = 0; i < order.size(); i++) {
        line.append(i + 1).append(": v").append(order.get(i));
        boolean last = i == order.size() - 1;
        if (last || (i + 1) % PER_LINE == 0) {
          out.println("  " + line + (last ? "" : ","));
          line.setLength(0);
        } else {
          line.append(", ");
        }
      }
    }

    out.println();
    GraphSearchResult<Integer, DefaultEdge> cycle =
        HamiltonianPaths.solveCycle(tutte, Strategy.BACKTRACKING, SearchOptions.defaults());
    out.println("Hamiltonian cycle, exact search (BACKTRACKING): " + summary(cycle));
    if (found != null && cycle.outcome() == Outcome.PROVEN_ABSENT) {
      out.println("The Tutte graph has a Hamiltonian path but no Hamiltonian cycle.");
    }
    return found == null ? 1 : 0;
  }

  /**
   * One line for the seeds 1 to {@code last}, which all gave up after at most {@code mostNodes}
   * nodes (vertices placed, over all of a search's walks).
   */
  private static String failures(int last, long mostNodes) {
    return last == 1
        ? "seed 1: GAVE_UP (" + mostNodes + " nodes)"
        : "seeds 1.." + last + ": GAVE_UP every time (at most " + mostNodes + " nodes each)";
  }

  /** The outcome, the explanation and the node count: everything but the time, which varies. */
  private static String summary(GraphSearchResult<?, ?> result) {
    long nodes = result.statistics().nodesExpanded();
    return result.outcome() + " (" + result.explanation() + "; " + nodes + (nodes == 1 ? " node)" : " nodes)");
  }
}
