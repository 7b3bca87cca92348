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
 *   <li>If divide and conquer ({@link DivideAndConquerSolver}) covers the request, it builds the
 *       tour in linear time. This covers every board with both sides at least 5 where a tour of
 *       the requested kind can start on the requested square, and boards three or four squares
 *       wide and at least 16 long from every start where a tour exists.
 *   <li>Otherwise (boards with a side of 3 or 4 and the other shorter than 16, and the starts
 *       of such boards where no theorem decides) it tries Pohl's rule with its retries
 *       ({@link PohlSolver}) and then the exhaustive search ({@link BacktrackingSolver}), which
 *       finds a tour or proves that none exists.
 * </ol>
 *
 * <p>With an {@linkplain TourRequest#end() end square}: {@link TourExistence#openTourBetween}
 * first (the colour argument and the open-tour theorems), then Pohl's walks with their retries,
 * each keeping the end for its last step, then the exhaustive search to that end, which finds
 * a tour or proves that none exists. Divide and conquer does not place a chosen end, so on
 * large boards this may take long: it answers within the request's budgets, and may then return
 * {@link Outcome#BUDGET_EXHAUSTED}. No linear-time construction to a chosen end is offered yet.
 *
 * <p>So it returns a tour whenever one exists and otherwise proves absence, given enough
 * budget: every board up to 12 × 12 and every 3 × n and 4 × n board, every start and both
 * kinds, is settled (AutoSolverTest). The budgets in the request cover all steps together.
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
    TourExistence.Answer answer = TourExistence.forRequest(request);
    if (answer.verdict() == TourExistence.Verdict.NO) {
      return new PathResult(Outcome.PROVEN_ABSENT, null, 0, 0, monitor.elapsedNanos(), answer.reason());
    }
    if (DivideAndConquerSolver.covers(request)) {
      PathResult built = DIVIDE_AND_CONQUER.search(request, monitor);
      if (built.outcome() != Outcome.GAVE_UP) {
        return built;
      }
    }
    // Pohl's walks first (with its retries), each linear; then the exhaustive search, which
    // settles the rest.
    int end = endIndex(request);
    List<PathEngine> attempts =
        end >= 0
            ? List.of(
                POHL.engineTo(request.lookahead(), request.seed(), end),
                BACKTRACKING.engineTo(request.lookahead(), request.seed(), end))
            : List.of(
                POHL.engine(request.lookahead(), request.seed()),
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
