package io.github.knighttours;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import io.github.knighttours.internal.graph.IntGraph;
import io.github.knighttours.internal.graph.KnightGraph;
import io.github.knighttours.internal.search.GraphEngines;
import io.github.knighttours.internal.search.HeapGuard;
import io.github.knighttours.internal.search.PathEngine;
import io.github.knighttours.internal.search.PathResult;
import io.github.knighttours.internal.search.SearchMonitor;
import io.github.knighttours.internal.search.SearchTrace;
import java.time.Duration;
import java.util.OptionalLong;
import java.util.SplittableRandom;
import java.util.function.BiFunction;

/**
 * What the built-in solvers share: the heap guard, the monitor that enforces the request's
 * budgets, and turning the engine's path into a validated {@link TourResult}. Each subclass
 * holds one algorithm and overrides {@link #search} to call its engine.
 */
abstract class BuiltInSolver implements TourSolver {

  static {
    // knight-graph reaches the engines of the solvers that run on any graph through this.
    GraphEngines.install(
        new GraphEngines.Lookup() {
          @Override
          public PathEngine engine(TourSolver solver, int lookahead, OptionalLong seed) {
            return solver instanceof BuiltInSolver builtIn ? builtIn.graphEngine(lookahead, seed) : null;
          }

          @Override
          public long workingBytes(TourSolver solver, long n, int maxDegree) {
            return solver instanceof BuiltInSolver builtIn ? builtIn.graphWorkingBytes(n, maxDegree) : 0;
          }
        });
  }

  /**
   * Returns the engine this solver runs on any graph (module knight-graph) with these settings,
   * or null if it needs a board. By default null.
   */
  PathEngine graphEngine(int lookahead, OptionalLong seed) {
    return null;
  }

  /**
   * Bytes of working memory {@link #graphEngine} needs on {@code n} vertices of degree at most
   * {@code maxDegree}; 0 if it has none.
   */
  long graphWorkingBytes(long n, int maxDegree) {
    return 0;
  }

  private final String name;
  private final boolean findsTourWhenOneExists;
  private final boolean mayProveAbsence;

  BuiltInSolver(String name, boolean findsTourWhenOneExists, boolean mayProveAbsence) {
    this.name = name;
    this.findsTourWhenOneExists = findsTourWhenOneExists;
    this.mayProveAbsence = mayProveAbsence;
  }

  @Override
  public final String name() {
    return name;
  }

  @Override
  public final boolean findsTourWhenOneExists() {
    return findsTourWhenOneExists;
  }

  @Override
  public final boolean mayProveAbsence() {
    return mayProveAbsence;
  }

  @Override
  public final TourResult solve(TourRequest request) {
    checkNotNull(request, "request must not be null");
    return solve(request, this::search);
  }

  /** Like {@link #solve(TourRequest)}, with {@code search} in place of {@link #search}. */
  final TourResult solve(TourRequest request, BiFunction<TourRequest, SearchMonitor, PathResult> search) {
    Board board = request.board();
    checkArgument(
        board.isPlainKnightBoard() || takesEveryShape(),
        "strategy %s works only on the knight's plain rectangle (Board.of), not on the %s board;"
            + " %s take every shape",
        name,
        board,
        everyShapeNames());
    SearchMonitor monitor = monitor(request);
    return HeapGuard.withinHeap(
        workingBytes(request) + Tour.workingBytes(board),
        "the " + name + " search on the " + board + " board",
        () ->
            toTourResult(
                board, endOrGiveUp(request, monitor.guardAndReport(() -> search.apply(request, monitor)), monitor), monitor));
  }

  /**
   * A path found for a request with an end square that ends elsewhere (from an algorithm that
   * does not aim at the end) becomes GAVE_UP: only a tour ending there answers the request.
   */
  private static PathResult endOrGiveUp(TourRequest request, PathResult r, SearchMonitor monitor) {
    int end = endIndex(request);
    if (end < 0 || r.outcome() != Outcome.FOUND || r.path()[r.path().length - 1] == end) {
      return r;
    }
    Board board = request.board();
    return new PathResult(
        Outcome.GAVE_UP, null, r.nodesExpanded(), r.backtracks(), monitor.elapsedNanos(),
        "the tour found ends on " + board.square(r.path()[r.path().length - 1]) + ", not on the requested end "
            + request.end().get());
  }

  /** Built-ins take only the plain rectangle unless they override this; see the interface. */
  @Override
  public boolean takesEveryShape() {
    return false;
  }

  /**
   * Bytes of working memory the search for {@code request} allocates at its peak, the path it
   * returns included; {@link #solve} adds what checking and wrapping the path takes.
   */
  abstract long workingBytes(TourRequest request);

  /** Runs this solver's algorithm on the request's board, within the monitor's budgets. */
  abstract PathResult search(TourRequest request, SearchMonitor monitor);

  static SearchMonitor monitor(TourRequest request) {
    return new SearchMonitor(
        request.nodeBudget(),
        request.timeBudget().orElse(null),
        request.progressListener().orElse(null),
        request.traceListener().map(listener -> trace(request.board(), listener)).orElse(null),
        request.board().squareCount());
  }

  /** Hands a step to the user's listener, whose own errors reach the caller unchanged. */
  private static void step(SearchTraceListener listener, SearchStep step) {
    HeapGuard.callback(() -> listener.onStep(step));
  }

  /** The engines' trace in squares. */
  private static SearchTrace trace(Board board, SearchTraceListener listener) {
    return new SearchTrace() {
      @Override
      public void placed(int vertex, int depth) {
        step(listener, new SearchStep(SearchStep.Kind.PLACED, board.square(vertex), depth));
      }

      @Override
      public void removed(int vertex, int depth) {
        step(listener, new SearchStep(SearchStep.Kind.REMOVED, board.square(vertex), depth));
      }

      @Override
      public void deadEnd(int vertex, int depth) {
        step(listener, new SearchStep(SearchStep.Kind.DEAD_END, board.square(vertex), depth));
      }
    };
  }

  /** The source of random tie-breaks for one request, or null for the fixed order. */
  static SplittableRandom random(OptionalLong seed) {
    return seed.isPresent() ? new SplittableRandom(seed.getAsLong()) : null;
  }

  /** The request's board as a graph: see {@link Board#graph()}. */
  static IntGraph graph(TourRequest request) {
    return request.board().graph();
  }

  static KnightGraph knightGraph(TourRequest request) {
    return new KnightGraph(request.board().rows(), request.board().cols());
  }

  static int startIndex(TourRequest request) {
    return request.board().index(request.start());
  }

  /** The index of the request's end square, or -1 if it has none. */
  static int endIndex(TourRequest request) {
    return request.end().map(request.board()::index).orElse(-1);
  }

  static boolean closed(TourRequest request) {
    return request.kind() == TourKind.CLOSED;
  }

  /** The result; a found path is validated as it becomes a {@link Tour}, and the time includes that. */
  private TourResult toTourResult(Board board, PathResult found, SearchMonitor monitor) {
    PathResult r = found;
    Tour tour = null;
    if (r.outcome() == Outcome.FOUND) {
      // Checking a huge tour takes a while too (0.5 s at 20000 x 20000): it stops with the
      // search's budgets, and its bits are made as the search's large arrays are.
      Tour[] made = new Tour[1];
      Outcome why =
          monitor.finishBeforeStop(
              () ->
                  made[0] =
                      Tour.ofPath(
                          board,
                          found.path(),
                          () -> monitor.poll(found.nodesExpanded(), 0, 0) != null,
                          monitor::newArray));
      if (why == null) {
        tour = made[0];
      } else {
        // The statistics and the longest path as for any stop; the path is garbage.
        r = monitor.stopped(why, found.nodesExpanded(), found.backtracks(), found.path().length - 1);
      }
    }
    SearchStatistics stats =
        new SearchStatistics(r.nodesExpanded(), r.backtracks(), Duration.ofNanos(monitor.elapsedNanos()));
    switch (r.outcome()) {
      case FOUND:
        return TourResult.found(name, tour, stats);
      case PROVEN_ABSENT:
        return TourResult.provenAbsent(name, r.explanation(), stats);
      case GAVE_UP:
        return TourResult.gaveUp(name, r.explanation(), stats);
      case BUDGET_EXHAUSTED:
        return TourResult.budgetExhausted(name, r.explanation(), stats);
      case CANCELLED:
        return TourResult.cancelled(name, stats);
      default:
        throw new AssertionError(r.outcome());
    }
  }

  @Override
  public final String toString() {
    return name;
  }

  /** The names of the built-in strategies that take every shape, such as "BACKTRACKING, POHL and AUTO". */
  static String everyShapeNames() {
    java.util.List<String> names =
        java.util.Arrays.stream(Strategy.values())
            .filter(s -> s.solver().takesEveryShape())
            .map(Strategy::name)
            .toList();
    return String.join(", ", names.subList(0, names.size() - 1)) + " and " + names.get(names.size() - 1);
  }
}
