package io.github.knighttours;

import io.github.knighttours.internal.graph.KnightGraph;
import io.github.knighttours.internal.search.PathEngine;
import io.github.knighttours.internal.search.PathResult;
import io.github.knighttours.internal.search.SearchMonitor;
import java.util.List;

/**
 * The automatic choice: the fastest route that is certain for each request.
 *
 * <ol>
 *   <li>If {@link TourExistence} proves that no tour of the requested kind starts on the
 *       requested square, the answer is {@link Outcome#PROVEN_ABSENT} at once, with the theorem.
 *   <li>If divide and conquer ({@link DivideAndConquerSolver}) covers the board, it builds the
 *       tour in linear time. This covers every board with both sides at least 5 where a tour of
 *       the requested kind can start on the requested square.
 *   <li>Otherwise (boards with a side of 3 or 4, mostly) it tries Pohl's and Warnsdorff's rules,
 *       then a few seeded Pohl walks, and finally the exhaustive search
 *       ({@link BacktrackingSolver}), which finds a tour or proves that none exists.
 * </ol>
 *
 * <p>So it returns a tour whenever one exists and otherwise proves absence, given enough
 * budget. The budgets in the request cover all steps together. On large boards with a side of
 * 3 or 4 the exhaustive step may take very long if the heuristics fail: set a budget there.
 *
 * <p>Performance: linear time and about 6 bytes per square where divide and conquer applies;
 * otherwise that of the heuristics and then of the exhaustive search (exponential in the worst
 * case). Stateless and thread-safe; the same request always gets the same answer.
 */
public final class AutoSolver extends BuiltInSolver {

  // The steps, as private instances: solvers are stateless, and Strategy's shared ones may not
  // exist yet while this class is made.
  private static final DivideAndConquerSolver DIVIDE_AND_CONQUER = new DivideAndConquerSolver();
  private static final PohlSolver POHL = new PohlSolver();
  private static final WarnsdorffSolver WARNSDORFF = new WarnsdorffSolver();
  private static final BacktrackingSolver BACKTRACKING = new BacktrackingSolver();

  /** Creates the solver. Prefer {@link Strategy#AUTO}{@code .solver()}, which is shared. */
  public AutoSolver() {
    super("AUTO", true, true);
  }

  @Override
  long workingBytes(TourRequest request) {
    long n = request.board().squareCount();
    return DivideAndConquerSolver.covers(request)
        ? DIVIDE_AND_CONQUER.workingBytes(request)
        : Math.max(POHL.workingBytes(request), BACKTRACKING.workingBytes(request));
  }

  @Override
  PathResult search(TourRequest request, SearchMonitor monitor) {
    TourExistence.Answer answer = TourExistence.tourFrom(request.board(), request.start(), request.kind());
    if (answer.verdict() == TourExistence.Verdict.NO) {
      return new PathResult(Outcome.PROVEN_ABSENT, null, 0, 0, monitor.elapsedNanos(), answer.reason());
    }
    if (DivideAndConquerSolver.covers(request)) {
      PathResult built = DIVIDE_AND_CONQUER.search(request, monitor);
      if (built.outcome() != Outcome.GAVE_UP) {
        return built;
      }
    }
    // Heuristic walks first, each linear; then the exhaustive search, which settles the rest.
    List<PathEngine> attempts =
        List.of(
            POHL.engine(request.lookahead(), request.seed()),
            WARNSDORFF.engine(request.lookahead(), request.seed()),
            BACKTRACKING.engine(request.lookahead(), request.seed()));
    KnightGraph graph = knightGraph(request);
    long nodes = 0;
    long backtracks = 0;
    for (PathEngine attempt : attempts) {
      if (monitor.budgetSpent(0)) {
        return monitor.stopped(Outcome.BUDGET_EXHAUSTED, nodes, backtracks);
      }
      Outcome stop = monitor.poll(0, 0, 0);
      if (stop != null) {
        return monitor.stopped(stop, nodes, backtracks);
      }
      PathResult r = attempt.search(graph, startIndex(request), closed(request), monitor);
      nodes += r.nodesExpanded();
      backtracks += r.backtracks();
      monitor.attemptFinished(r.nodesExpanded());
      if (r.outcome() != Outcome.GAVE_UP) {
        return new PathResult(r.outcome(), r.path(), nodes, backtracks, monitor.elapsedNanos(), r.explanation());
      }
    }
    throw new AssertionError("the exhaustive search never gives up");
  }
}
