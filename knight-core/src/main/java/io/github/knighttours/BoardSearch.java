package io.github.knighttours;

import static com.google.common.base.Preconditions.checkNotNull;

import io.github.knighttours.internal.construct.DivideAndConquer;
import io.github.knighttours.internal.graph.KnightGraph;
import io.github.knighttours.internal.search.HeapGuard;
import io.github.knighttours.internal.search.PathResult;
import io.github.knighttours.internal.search.PathSearches;
import io.github.knighttours.internal.search.SearchMonitor;
import io.github.knighttours.internal.search.SquirrelOrderings;
import io.github.knighttours.internal.search.TieBreak;
import java.time.Duration;
import java.util.Locale;
import java.util.function.IntToLongFunction;

/** Runs a strategy on the knight graph of a request's board and turns its result into a {@link TourResult}. */
final class BoardSearch {

  /** The seeded Pohl walks {@link Strategy#AUTO} tries after the fixed-order heuristics. */
  private static final int AUTO_SEEDED_WALKS = 8;

  private BoardSearch() {}

  static TourResult run(String solverName, TourRequest request, Strategy strategy) {
    checkNotNull(request, "request must not be null");
    Board board = request.board();
    // The engine's peak, the path it returns included, and what validating and wrapping it add.
    long workingBytes = workingBytes(strategy, request) + Tour.workingBytes(board);
    String what = "a " + solverName + " search on the " + board + " board";
    return HeapGuard.withinHeap(
        workingBytes,
        what,
        () -> {
          SearchMonitor monitor = PathSearches.monitor(request.options(), board.squareCount());
          return toTourResult(solverName, board, search(request, strategy, monitor));
        });
  }

  private static long workingBytes(Strategy strategy, TourRequest request) {
    long squares = request.board().squareCount();
    if (strategy == Strategy.DIVIDE_AND_CONQUER || (strategy == Strategy.AUTO && constructs(request))) {
      return DivideAndConquer.workingBytes(squares);
    }
    if (strategy == Strategy.AUTO) {
      return Math.max(
          PathSearches.workingBytes(Strategy.POHL, squares), PathSearches.workingBytes(Strategy.BACKTRACKING, squares));
    }
    return PathSearches.workingBytes(strategy, squares);
  }

  private static PathResult search(TourRequest request, Strategy strategy, SearchMonitor monitor) {
    Board board = request.board();
    KnightGraph graph = new KnightGraph(board.rows(), board.cols());
    int start = board.index(request.start());
    boolean closed = request.kind() == TourKind.CLOSED;
    switch (strategy) {
      case ROTH:
      case SQUIRREL:
        // Made here, for this search only: a tie-break may keep state along the walk.
        return PathSearches.runWithTieBreak(graph, start, boardTieBreak(strategy, board), request.options(), closed, monitor);
      case DIVIDE_AND_CONQUER:
        return construct(request, monitor);
      case AUTO:
        return auto(request, graph, monitor);
      default:
        return PathSearches.run(graph, start, strategy, request.options(), closed, monitor);
    }
  }

  /** True if divide and conquer covers the request's board, start and kind. */
  private static boolean constructs(TourRequest request) {
    Board board = request.board();
    return request.kind() == TourKind.CLOSED
        ? DivideAndConquer.buildsClosedTour(board.rows(), board.cols())
        : DivideAndConquer.mayBuildOpenTour(board.rows(), board.cols(), board.index(request.start()));
  }

  /** Divide and conquer: a tour where the construction covers the request, else a reason. */
  private static PathResult construct(TourRequest request, SearchMonitor monitor) {
    Board board = request.board();
    Outcome stop = monitor.poll(0, 0, 0);
    if (stop != null) {
      return new PathResult(stop, null, 0, 0, monitor.elapsedNanos(), stopReason(stop));
    }
    if (!constructs(request)) {
      TourExistence.Answer answer = TourExistence.tourFrom(board, request.start(), request.kind());
      return new PathResult(
          answer.verdict() == TourExistence.Verdict.NO ? Outcome.PROVEN_ABSENT : Outcome.GAVE_UP,
          null, 0, 0, monitor.elapsedNanos(),
          answer.verdict() == TourExistence.Verdict.NO
              ? answer.reason()
              : "divide and conquer covers boards with both sides at least 5 (for a closed tour, or from a "
                  + "minority-colour square, an even number of squares) and 3xn and 4xn boards with n at least "
                  + "16, not " + request.kind().name().toLowerCase(Locale.ROOT)
                  + " tours of the " + board + " board from " + request.start());
    }
    long squares = board.squareCount();
    if (monitor.budgetSpent(squares - 1)) {
      return new PathResult(
          Outcome.BUDGET_EXHAUSTED, null, 0, 0, monitor.elapsedNanos(),
          "the construction places all " + squares + " squares, more than the node budget of "
              + request.nodeBudget());
    }
    int start = board.index(request.start());
    int[] path =
        request.kind() == TourKind.CLOSED
            ? DivideAndConquer.closedTour(board.rows(), board.cols(), start)
            : DivideAndConquer.openTour(board.rows(), board.cols(), start);
    if (path == null) {
      return new PathResult(
          Outcome.GAVE_UP, null, 0, 0, monitor.elapsedNanos(),
          "no open tour from " + request.start() + " of the piece around it was found");
    }
    return new PathResult(Outcome.FOUND, path, squares, 0, monitor.elapsedNanos(), "built by divide and conquer");
  }

  /** {@link Strategy#AUTO}: theorem, construction, heuristics, exhaustive search. */
  private static PathResult auto(TourRequest request, KnightGraph graph, SearchMonitor monitor) {
    Board board = request.board();
    TourExistence.Answer answer = TourExistence.tourFrom(board, request.start(), request.kind());
    if (answer.verdict() == TourExistence.Verdict.NO) {
      return new PathResult(Outcome.PROVEN_ABSENT, null, 0, 0, monitor.elapsedNanos(), answer.reason());
    }
    if (constructs(request)) {
      PathResult built = construct(request, monitor);
      if (built.outcome() != Outcome.GAVE_UP) {
        return built;
      }
    }
    int start = board.index(request.start());
    boolean closed = request.kind() == TourKind.CLOSED;
    SearchOptions options = request.options();
    long baseSeed = options.seed().orElse(0);
    long nodes = 0;
    long backtracks = 0;
    for (int attempt = 0; ; attempt++) {
      Strategy strategy;
      SearchOptions attemptOptions;
      if (attempt == 0) {
        strategy = Strategy.POHL;
        attemptOptions = options;
      } else if (attempt == 1) {
        strategy = Strategy.WARNSDORFF;
        attemptOptions = options;
      } else if (attempt < 2 + AUTO_SEEDED_WALKS) {
        strategy = Strategy.POHL;
        attemptOptions = options.toBuilder().seed(baseSeed + attempt).build();
      } else {
        strategy = Strategy.BACKTRACKING;
        attemptOptions = options;
      }
      if (monitor.budgetSpent(0)) {
        return new PathResult(
            Outcome.BUDGET_EXHAUSTED, null, nodes, backtracks, monitor.elapsedNanos(),
            "the node budget of " + options.nodeBudget() + " ran out after " + attempt + " heuristic walks");
      }
      Outcome stop = monitor.poll(0, 0, 0);
      if (stop != null) {
        return new PathResult(stop, null, nodes, backtracks, monitor.elapsedNanos(), stopReason(stop));
      }
      PathResult r = PathSearches.run(graph, start, strategy, attemptOptions, closed, monitor);
      nodes += r.nodesExpanded();
      backtracks += r.backtracks();
      monitor.attemptFinished(r.nodesExpanded());
      if (r.outcome() != Outcome.GAVE_UP || strategy == Strategy.BACKTRACKING) {
        return new PathResult(r.outcome(), r.path(), nodes, backtracks, monitor.elapsedNanos(), r.explanation());
      }
    }
  }

  private static String stopReason(Outcome stop) {
    return stop == Outcome.CANCELLED ? "the searching thread was interrupted" : "the time budget ran out";
  }

  /** The tie-break of a strategy that needs the board. */
  private static TieBreak boardTieBreak(Strategy strategy, Board board) {
    return strategy == Strategy.ROTH ? TieBreak.byTarget(farthestFromCentre(board)) : SquirrelOrderings.forBoard(board.rows(), board.cols());
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
