package io.github.knighttours.examples;

import io.github.knighttours.Outcome;
import io.github.knighttours.SearchOptions;
import io.github.knighttours.Strategy;
import io.github.knighttours.graph.GraphPictures;
import io.github.knighttours.graph.HamiltonianPathResult;
import io.github.knighttours.graph.HamiltonianPaths;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import org.jgrapht.Graph;
import org.jgrapht.GraphPath;
import org.jgrapht.generate.NamedGraphGenerator;
import org.jgrapht.graph.DefaultEdge;

/**
 * Pohl's 1967 demonstration on a graph that is not a chessboard: a Hamiltonian path of the Tutte
 * graph (46 vertices, 69 edges, every vertex of degree 3) found by Pohl's rule, printed as the
 * order in which it visits the vertices, and the exact search's proof that the graph has no
 * Hamiltonian cycle.
 *
 * <pre>
 * TutteGraphPath [MAX_SEED [OUTPUT_DIR]]
 * </pre>
 *
 * <p>The vertices are those of JGraphT's {@code NamedGraphGenerator.tutteGraph()}, 0 to 45.
 * From each start vertex in turn, beginning with vertex 0, the program tries {@code POHL} without
 * a seed (Pohl's walk with ties broken in the fixed order, then the solver's own retries with
 * random ties), then with the seeds 1 to {@code MAX_SEED} (default 1000); when all of them give
 * up, the exact search says whether any Hamiltonian path begins there, and the next start is
 * tried. Everything is seeded, so the output is always the same. With {@code OUTPUT_DIR}, the
 * path is also drawn there, as in Pohl's paper, with {@link GraphPictures}: {@code
 * tutte-path.svg} (vertices numbered in visiting order, path edges bold, laid out by JGraphT's
 * force-directed algorithm with a fixed seed) and {@code tutte-path.dot} for Graphviz ({@code dot
 * -Tpng tutte-path.dot -o tutte-path.png}); the directory is created if needed. Exit status 0
 * when a path was found, 1 when none was, 2 for bad arguments or pictures that cannot be written.
 */
public final class TutteGraphPath {

  static final String USAGE = "usage: TutteGraphPath [MAX_SEED [OUTPUT_DIR]]  (MAX_SEED: a positive integer, "
      + "default 1000; OUTPUT_DIR: where to write tutte-path.svg and tutte-path.dot)";

  /** The names of the pictures written to OUTPUT_DIR. */
  static final String SVG_FILE = "tutte-path.svg";

  static final String DOT_FILE = "tutte-path.dot";

  static final int DEFAULT_MAX_SEED = 1000;

  /** Vertices per line of the printed visiting order. */
  private static final int PER_LINE = 10;

  private TutteGraphPath() {}

  /**
   * Runs the program.
   *
   * @param args at most two arguments: the largest seed to try from each start vertex, and a
   *     directory for the pictures of the path
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
    if (args.length > 2) {
      out.println(USAGE);
      return 2;
    }
    Path pictures = null;
    if (args.length == 2) {
      try {
        pictures = Path.of(args[1]);
      } catch (InvalidPathException e) {
        out.println("OUTPUT_DIR is not a usable path: \"" + args[1] + "\" (" + e.getReason() + ")");
        out.println(USAGE);
        return 2;
      }
      if (Files.exists(pictures) && !Files.isDirectory(pictures)) {
        out.println("OUTPUT_DIR must be a directory, but \"" + args[1] + "\" is a file");
        out.println(USAGE);
        return 2;
      }
    }
    if (args.length >= 1) {
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

    HamiltonianPathResult<Integer, DefaultEdge> found = null;
    String how = null;
    for (Integer start : tutte.vertexSet()) {
      out.println("Pohl's rule (POHL) from vertex " + start + ":");
      HamiltonianPathResult<Integer, DefaultEdge> unseeded =
          HamiltonianPaths.solve(tutte, start, Strategy.POHL, SearchOptions.defaults());
      out.println("  no seed: " + summary(unseeded));
      if (unseeded.isFound()) {
        found = unseeded;
        how = "no seed (the walk with ties in the fixed order, then retries with random ties)";
        break;
      }
      long mostNodes = 0;
      for (int seed = 1; seed <= maxSeed && found == null; seed++) {
        HamiltonianPathResult<Integer, DefaultEdge> seeded =
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
      HamiltonianPathResult<Integer, DefaultEdge> exact =
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

    if (found != null && pictures != null && !writePictures(found.path().orElseThrow(), pictures, out)) {
      return 2;
    }

    out.println();
    HamiltonianPathResult<Integer, DefaultEdge> cycle =
        HamiltonianPaths.solveCycle(tutte, Strategy.BACKTRACKING, SearchOptions.defaults());
    out.println("Hamiltonian cycle, exact search (BACKTRACKING): " + summary(cycle));
    if (found != null && cycle.outcome() == Outcome.PROVEN_ABSENT) {
      out.println("The Tutte graph has a Hamiltonian path but no Hamiltonian cycle.");
    }
    return found == null ? 1 : 0;
  }

  /** Writes the path as SVG and DOT into {@code directory}; false (with a message) if it cannot. */
  private static boolean writePictures(GraphPath<Integer, DefaultEdge> path, Path directory, PrintStream out) {
    Path svg = directory.resolve(SVG_FILE);
    Path dot = directory.resolve(DOT_FILE);
    try {
      Files.createDirectories(directory);
      Files.writeString(svg, GraphPictures.svg(path), StandardCharsets.UTF_8);
      Files.writeString(dot, GraphPictures.dot(path), StandardCharsets.UTF_8);
    } catch (IOException e) {
      out.println("cannot write the pictures to \"" + directory + "\": " + e);
      return false;
    }
    out.println();
    out.println("Drawn as " + svg + " and " + dot + " (for Graphviz: dot -Tpng " + dot + " -o tutte-path.png).");
    return true;
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
  private static String summary(HamiltonianPathResult<?, ?> result) {
    long nodes = result.statistics().nodesExpanded();
    return result.outcome() + " (" + result.explanation() + "; " + nodes + (nodes == 1 ? " node)" : " nodes)");
  }
}
