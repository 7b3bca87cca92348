package io.github.knighttours.internal.search;

import io.github.knighttours.TourSolver;
import io.github.knighttours.internal.graph.IntGraph;
import java.util.OptionalLong;

/**
 * How a graph face (module knight-graph) reaches the engine of a built-in solver without a
 * table of strategies: the public package installs one {@link Lookup} when its first built-in
 * solver class is loaded, and the lookup asks the solver itself.
 */
public final class GraphEngines {

  /** Finds the engine of a solver; installed by the public package. */
  public interface Lookup {
    /**
     * Returns the engine {@code solver} runs on any graph with these settings, or null if the
     * solver needs a board.
     */
    PathEngine engine(TourSolver solver, int lookahead, OptionalLong seed);

    /**
     * Returns the bytes of working memory the engine of {@code solver} needs on {@code n}
     * vertices of degree at most {@code maxDegree}.
     */
    long workingBytes(TourSolver solver, long n, int maxDegree);
  }

  private static volatile Lookup lookup;

  private GraphEngines() {}

  /** Installs the lookup; called once, from the public package. */
  public static void install(Lookup installed) {
    lookup = installed;
  }

  /**
   * Returns the bytes of working memory the engine of {@code solver} needs on {@code n} vertices
   * of degree at most {@code maxDegree}, the path it returns included, besides the graph; 0 if it
   * has no engine.
   */
  public static long workingBytes(TourSolver solver, long n, int maxDegree) {
    Lookup current = lookup;
    return current == null ? 0 : current.workingBytes(solver, n, maxDegree);
  }

  /**
   * Returns the engine {@code solver} runs on any graph, or null if it needs a board (or is not a
   * built-in solver). Every built-in solver instance has installed the lookup by the time it
   * exists.
   */
  public static PathEngine forSolver(TourSolver solver, int lookahead, OptionalLong seed) {
    Lookup current = lookup;
    PathEngine engine = current == null ? null : current.engine(solver, lookahead, seed);
    return engine == null ? null : guarded(engine);
  }

  /** The engine, with a {@link SearchMonitor.Stop} of its monitor turned into its result. */
  private static PathEngine guarded(PathEngine engine) {
    return new PathEngine() {
      @Override
      public PathResult search(IntGraph graph, int start, boolean closed, SearchMonitor monitor) {
        return monitor.guardAndReport(() -> engine.search(graph, start, closed, monitor));
      }

      @Override
      public boolean cycleIndependentOfStart() {
        return engine.cycleIndependentOfStart();
      }
    };
  }
}
