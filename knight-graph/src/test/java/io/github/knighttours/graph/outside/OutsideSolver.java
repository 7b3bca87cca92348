package io.github.knighttours.graph.outside;

import io.github.knighttours.Outcome;
import io.github.knighttours.TourSolver;
import io.github.knighttours.spi.NeighbourFunction;
import io.github.knighttours.spi.SearchContext;
import io.github.knighttours.spi.SearchResult;
import io.github.knighttours.spi.SearchTask;
import io.github.knighttours.spi.Shape;
import java.util.SplittableRandom;

/**
 * A solver as a third party writes it: against the public SPI only (no class of the library's
 * internals, no built-in solver), registered for {@link java.util.ServiceLoader} in this module's
 * test resources. Warnsdorff's walk with random ties, up to {@value #WALKS} walks, on any
 * undirected shape.
 */
public final class OutsideSolver implements TourSolver {

  /** Walks per search. */
  static final int WALKS = 200;

  /** The name {@code KnightTours.solver} finds it by. */
  public static final String NAME = "OUTSIDE";

  /** For {@link java.util.ServiceLoader}. */
  public OutsideSolver() {}

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public boolean accepts(Shape<?> shape) {
    return shape.graph().isSymmetric();
  }

  @Override
  public SearchResult search(SearchTask task) {
    NeighbourFunction graph = task.graph();
    SearchContext context = task.context();
    SplittableRandom random = new SplittableRandom(task.seed().orElse(1967));
    int n = graph.vertexCount();
    int[] moves = new int[Math.max(1, graph.maxDegree())];
    int[] onward = new int[moves.length];
    long nodes = 0;
    for (int walk = 0; walk < WALKS; walk++) {
      boolean[] visited = new boolean[n];
      int[] path = new int[n];
      path[0] = task.start();
      visited[task.start()] = true;
      int depth = 1;
      for (; depth < n; depth++) {
        Outcome stop = context.budgetSpent(nodes) ? Outcome.BUDGET_EXHAUSTED : context.poll(++nodes, depth - 1, depth - 1);
        if (stop != null) {
          return context.stopped(stop, nodes, 0, depth - 1);
        }
        int best = -1;
        int fewest = Integer.MAX_VALUE;
        int ties = 0;
        int count = graph.successors(path[depth - 1], moves);
        for (int i = 0; i < count; i++) {
          int v = moves[i];
          if (visited[v]) {
            continue;
          }
          int free = 0;
          int m = graph.successors(v, onward);
          for (int j = 0; j < m; j++) {
            free += visited[onward[j]] ? 0 : 1;
          }
          if (free < fewest) {
            fewest = free;
            best = v;
            ties = 1;
          } else if (free == fewest && random.nextInt(++ties) == 0) {
            best = v;
          }
        }
        if (best < 0) {
          break;
        }
        path[depth] = best;
        visited[best] = true;
      }
      if (depth == n
          && (!task.closed() || (n > 2 && graph.hasSuccessor(path[n - 1], path[0], new int[moves.length])))
          && (task.end().isEmpty() || path[n - 1] == task.end().getAsInt())) {
        return SearchResult.found(path, nodes, 0);
      }
    }
    return SearchResult.gaveUp(WALKS + " walks with random ties all died", nodes, 0);
  }
}
