package io.github.knighttours;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import io.github.knighttours.internal.graph.Board3dGraph;
import io.github.knighttours.internal.search.HeapGuard;
import io.github.knighttours.internal.search.PathResult;
import io.github.knighttours.internal.search.SearchMonitor;
import java.time.Duration;

/**
 * {@link KnightTours#solve(Board3d, Cell, TourKind, Strategy, SearchOptions)}: the strategies that
 * need nothing but the moves run their engines on the board's {@link Board3dGraph}, as they do on
 * two-dimensional shapes; AUTO runs Pohl's walks and then the exhaustive search, as it does on
 * shapes ({@link AutoSolver#pohlThenExhaustive}).
 *
 * <p>Solvers that may prove absence first check two facts, each a proof:
 *
 * <ul>
 *   <li>Colour: every move changes layer + row + col by 1 + 2 or 2 − 1 or their negatives, an odd
 *       number, so a tour alternates between cells of even and odd sum. A closed tour therefore
 *       has as many cells of each, so an even count; an open tour on an odd count starts and ends
 *       on the larger colour. The sum of (−1)^(layer+row+col) over the board is the product of
 *       (−1)^0 + … + (−1)^(size−1) over the three sizes, which is 1 when all three are odd and 0
 *       otherwise: the count is odd exactly then, and the even cells (those of the corner (0,0,0))
 *       are one more.
 *   <li>Connectivity, computed: a tour joins every cell to the start by moves, so if a
 *       breadth-first search from the start misses a cell, there is none.
 * </ul>
 *
 * Everything else that ends in PROVEN_ABSENT is the exhaustive search's.
 */
final class Board3dSolving {

  private static final GenericSolver POHL = (GenericSolver) Strategy.POHL.solver();
  private static final GenericSolver BACKTRACKING = (GenericSolver) Strategy.BACKTRACKING.solver();

  private Board3dSolving() {}

  static Tour3dResult solve(Board3d board, Cell start, TourKind kind, Strategy strategy, SearchOptions options) {
    checkNotNull(board, "board must not be null");
    checkNotNull(kind, "kind must not be null");
    checkNotNull(strategy, "strategy must not be null");
    checkNotNull(options, "options must not be null");
    board.checkContains(start, "start");
    TourSolver solver = strategy.solver();
    checkArgument(
        solver.takesEveryShape() && (solver instanceof GenericSolver || solver instanceof AutoSolver),
        "strategy %s works only on two-dimensional boards, not on the %s board;"
            + " %s take three-dimensional boards",
        strategy,
        board,
        BuiltInSolver.everyShapeNames());
    // Made first, so that the elapsed time and the budgets cover the whole call.
    SearchMonitor monitor =
        new SearchMonitor(
            options.nodeBudget(),
            options.timeBudget().orElse(null),
            options.progressListener().orElse(null),
            board.cellCount());
    return HeapGuard.withinHeap(
        workingBytes(solver, board),
        "the " + solver.name() + " search on the " + board + " board",
        () -> {
          int from = board.index(start);
          PathResult r = monitor.guardAndReport(() -> search(solver, board, from, kind == TourKind.CLOSED, options, monitor));
          return toResult(solver.name(), board, kind, from, r, monitor);
        });
  }

  /** The search's peak bytes, the facts' and those of checking and wrapping the tour. */
  private static long workingBytes(TourSolver solver, Board3d board) {
    long n = board.cellCount();
    int degree = board.graph().maxDegree();
    long search =
        solver instanceof GenericSolver generic
            ? generic.workingBytes(n, degree)
            : Math.max(POHL.workingBytes(n, degree), BACKTRACKING.workingBytes(n, degree));
    long facts = solver.mayProveAbsence() ? 5 * n : 0; // garbage before the search starts
    return Math.max(search, facts) + Tour3d.workingBytes(board);
  }

  private static PathResult search(
      TourSolver solver, Board3d board, int start, boolean closed, SearchOptions options, SearchMonitor monitor) {
    if (solver.mayProveAbsence()) {
      String proof = noTour(board, start, closed, monitor);
      if (proof != null) {
        return new PathResult(Outcome.PROVEN_ABSENT, null, 0, 0, monitor.elapsedNanos(), proof);
      }
    }
    Board3dGraph graph = board.graph();
    if (solver instanceof AutoSolver) {
      return AutoSolver.pohlThenExhaustive(
          graph, start, -1, closed, options.lookahead(), options.seed(), monitor, 0);
    }
    return ((GenericSolver) solver).engine(options.lookahead(), options.seed()).search(graph, start, closed, monitor);
  }

  /** The proof that no tour of the kind starts on cell {@code start}, from the facts in the class comment; or null. */
  static String noTour(Board3d board, int start, boolean closed, SearchMonitor monitor) {
    long n = board.cellCount();
    if (closed && n < 3) {
      return "the " + board + " board has fewer than 3 cells, too few for a closed tour";
    }
    if (closed && n % 2 == 1) {
      return "every move changes the colour (the parity of layer + row + col), so a closed tour"
          + " alternates colours and needs an even number of cells; the " + board + " board has " + n;
    }
    Cell cell = board.cell(start);
    if (!closed && n % 2 == 1 && (cell.layer() + cell.row() + cell.col()) % 2 == 1) {
      return "every move changes the colour (the parity of layer + row + col), so a tour of the "
          + board + " board's odd number of cells starts on the larger colour, that of (0,0,0), which "
          + cell + " is not on";
    }
    long reached = reachable(board.graph(), start, monitor);
    if (reached < n) {
      return "computed: the moves of the " + board + " board reach only " + reached + " of its " + n
          + " cells from " + cell + ", and a tour visits them all";
    }
    return null;
  }

  /** The number of cells a breadth-first search from {@code start} reaches. */
  private static int reachable(Board3dGraph graph, int start, SearchMonitor monitor) {
    int n = graph.vertexCount();
    boolean[] seen = monitor.newArray(n, () -> new boolean[n]);
    int[] queue = monitor.newInts(n);
    int[] buffer = new int[graph.maxDegree()];
    int tail = 0;
    seen[start] = true;
    queue[tail++] = start;
    for (int head = 0; head < tail; head++) {
      monitor.tick();
      int count = graph.successors(queue[head], buffer);
      for (int i = 0; i < count; i++) {
        if (!seen[buffer[i]]) {
          seen[buffer[i]] = true;
          queue[tail++] = buffer[i];
        }
      }
    }
    return tail;
  }

  /** The result; a found path is checked as it becomes a {@link Tour3d}, within the budgets. */
  private static Tour3dResult toResult(
      String name, Board3d board, TourKind kind, int start, PathResult found, SearchMonitor monitor) {
    PathResult r = found;
    Tour3d tour = null;
    if (r.outcome() == Outcome.FOUND) {
      if (found.path().length == 0 || found.path()[0] != start) {
        throw new IllegalStateException("the " + name + " search on the " + board + " board began elsewhere");
      }
      Tour3d[] made = new Tour3d[1];
      Outcome why =
          monitor.finishBeforeStop(
              () ->
                  made[0] =
                      Tour3d.ofPath(
                          board,
                          kind,
                          found.path(),
                          () -> monitor.poll(found.nodesExpanded(), 0, 0) != null,
                          monitor::newArray));
      if (why == null) {
        tour = made[0];
      } else {
        r = monitor.stopped(why, found.nodesExpanded(), found.backtracks(), found.path().length - 1);
      }
    }
    SearchStatistics stats =
        new SearchStatistics(r.nodesExpanded(), r.backtracks(), Duration.ofNanos(monitor.elapsedNanos()));
    return r.outcome() == Outcome.FOUND
        ? Tour3dResult.found(name, tour, stats)
        : Tour3dResult.notFound(
            r.outcome(),
            name,
            r.outcome() == Outcome.CANCELLED ? "the searching thread was interrupted" : r.explanation(),
            stats);
  }
}
