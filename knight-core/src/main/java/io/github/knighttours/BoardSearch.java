package io.github.knighttours;

import static com.google.common.base.Preconditions.checkNotNull;

import io.github.knighttours.internal.KnightGraph;
import io.github.knighttours.internal.Memory;
import io.github.knighttours.internal.PathResult;
import io.github.knighttours.internal.PathSearches;
import io.github.knighttours.internal.SearchMonitor;
import java.time.Duration;

/** Runs a strategy on the knight graph of a request's board and turns its result into a {@link TourResult}. */
final class BoardSearch {

  private BoardSearch() {}

  static TourResult run(String solverName, TourRequest request, Strategy strategy) {
    checkNotNull(request, "request must not be null");
    Board board = request.board();
    long workingBytes = PathSearches.workingBytes(strategy, board.squareCount());
    String what = "a " + solverName + " search on the " + board + " board";
    Memory.require(workingBytes, what);
    SearchMonitor monitor = PathSearches.monitor(request.options(), board.squareCount());
    try {
      PathResult r =
          PathSearches.run(
              new KnightGraph(board.rows(), board.cols()),
              board.index(request.start()),
              strategy,
              request.options(),
              request.kind() == TourKind.CLOSED,
              monitor);
      return toTourResult(solverName, board, r);
    } catch (OutOfMemoryError e) {
      throw Memory.tooLarge(what, workingBytes, e);
    }
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
