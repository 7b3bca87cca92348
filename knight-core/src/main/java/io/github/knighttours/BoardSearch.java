package io.github.knighttours;

import static com.google.common.base.Preconditions.checkNotNull;

import io.github.knighttours.internal.KnightGraph;
import io.github.knighttours.internal.Memory;
import io.github.knighttours.internal.PathResult;
import io.github.knighttours.internal.PathSearches;
import io.github.knighttours.internal.SearchMonitor;
import io.github.knighttours.internal.TieBreak;
import java.time.Duration;
import java.util.function.IntToLongFunction;

/** Runs a strategy on the knight graph of a request's board and turns its result into a {@link TourResult}. */
final class BoardSearch {

  private BoardSearch() {}

  static TourResult run(String solverName, TourRequest request, Strategy strategy) {
    checkNotNull(request, "request must not be null");
    Board board = request.board();
    long workingBytes = PathSearches.workingBytes(strategy, board.squareCount());
    String what = "a " + solverName + " search on the " + board + " board";
    return Memory.withinHeap(
        workingBytes,
        what,
        () -> {
          SearchMonitor monitor = PathSearches.monitor(request.options(), board.squareCount());
          KnightGraph graph = new KnightGraph(board.rows(), board.cols());
          int start = board.index(request.start());
          boolean closed = request.kind() == TourKind.CLOSED;
          // Made here, for this search only: a tie-break may keep state along the walk.
          TieBreak tieBreak = boardTieBreak(strategy, board);
          PathResult r =
              tieBreak != null
                  ? PathSearches.runWithTieBreak(graph, start, tieBreak, request.options(), closed, monitor)
                  : PathSearches.run(graph, start, strategy, request.options(), closed, monitor);
          return toTourResult(solverName, board, r);
        });
  }

  /** The tie-break of a strategy that needs the board, or null for one that needs only the graph. */
  private static TieBreak boardTieBreak(Strategy strategy, Board board) {
    switch (strategy) {
      case ROTH:
        return TieBreak.byTarget(farthestFromCentre(board));
      case SQUIRREL:
        return SquirrelOrderings.forBoard(board);
      default:
        return null;
    }
  }

  /**
   * Roth's key: minus the squared distance from the board centre, in doubled coordinates so
   * that it stays an integer; the smallest key is the farthest square.
   */
  private static IntToLongFunction farthestFromCentre(Board board) {
    int rows = board.rows();
    int cols = board.cols();
    return v -> {
      long dr = 2L * (v / cols) - (rows - 1);
      long dc = 2L * (v % cols) - (cols - 1);
      return -(dr * dr + dc * dc);
    };
  }

  private static TourResult toTourResult(String solverName, Board board, PathResult r) {
    SearchStatistics stats =
        new SearchStatistics(r.nodesExpanded(), r.backtracks(), Duration.ofNanos(r.elapsedNanos()));
    switch (r.outcome()) {
      case FOUND:
        return TourResult.found(solverName, Tour.ofPath(board, r.path()), stats);
      case PROVEN_ABSENT:
        return TourResult.provenAbsent(solverName, r.explanation(), stats);
      case GAVE_UP:
        return TourResult.gaveUp(solverName, r.explanation(), stats);
      case BUDGET_EXHAUSTED:
        return TourResult.budgetExhausted(solverName, r.explanation(), stats);
      case CANCELLED:
        return TourResult.cancelled(solverName, stats);
      default:
        throw new AssertionError(r.outcome());
    }
  }
}
