package io.github.knighttours;

import io.github.knighttours.spi.SearchTraceListener;
import io.github.knighttours.spi.SearchStep;


import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import io.github.knighttours.internal.search.CycleStarts;
import io.github.knighttours.internal.search.HeapGuard;
import io.github.knighttours.internal.search.PathEngine;
import io.github.knighttours.internal.search.PathSearches;
import io.github.knighttours.internal.search.SearchMonitor;
import io.github.knighttours.internal.search.SearchTrace;
import io.github.knighttours.spi.NeighbourFunction;
import io.github.knighttours.spi.SearchResult;
import io.github.knighttours.spi.SearchTask;
import io.github.knighttours.spi.Shape;
import io.github.knighttours.shapes.Board3d;
import java.time.Duration;
import java.util.List;
import java.util.function.Function;

/**
 * The one pipeline every search of every shape runs through: accept → heap guard → context
 * (budgets, interrupt, progress, trace) → the solver's search on ints → the checks of its answer
 * (start, end, proofs only from solvers that may give them) → validation against the shape's
 * geometry → the result, with labels made lazily.
 */
final class Pipeline {

  /** Bytes the result objects around a tour take, besides the path and the check. */
  private static final long RESULT_BYTES = 256;

  private Pipeline() {}

  /** Runs {@code solver} on {@code request}. */
  static <L> PathResult<L> run(TourSolver solver, PathRequest<L> request) {
    checkNotNull(solver, "solver must not be null");
    return run(solver, request, solver::search);
  }

  /**
   * Runs {@code search} (a solver's search, or a variant of it such as the neural network's run
   * with an observer) under {@code solver}'s name and declarations.
   */
  static <L> PathResult<L> run(TourSolver solver, PathRequest<L> request, Function<SearchTask, SearchResult> search) {
    checkNotNull(solver, "solver must not be null");
    checkNotNull(request, "request must not be null");
    Shape<L> shape = request.shape();
    if (shape instanceof Board board && onlySolvesRequests(solver)) {
      return earlierContract(solver, board, request);
    }
    if (!solver.accepts(shape)) {
      // The message names the built-ins that would take the shape: made only on refusal.
      throw new IllegalArgumentException(
          (Strategy.isBuiltIn(solver) ? "strategy " : "solver ") + solver.name() + " does not take " + describe(shape)
              + "; " + acceptingNames(shape) + " take it");
    }
    SearchOptions options = request.options();
    NeighbourFunction graph = shape.graph();
    int n = graph.vertexCount();
    // Made first, so that the elapsed time and the budgets cover the whole call.
    SearchMonitor monitor =
        new SearchMonitor(
            options.nodeBudget(),
            options.timeBudget().orElse(null),
            options.progressListener().orElse(null),
            request.traceListenerOrNull() == null ? null : trace(shape, request.traceListenerOrNull()),
            n);
    int start = request.startOrNull() == null ? -1 : shape.indexOf(request.startOrNull());
    int end = request.endOrNull() == null ? -1 : shape.indexOf(request.endOrNull());
    long bytes = checkBytes(shape);
    if (bytes <= HeapGuard.SMALL) {
      // Nothing to guard: no lambda either (an 8 x 8 call is a microsecond).
      return searchAndCheck(solver, request, search, graph, monitor, start, end);
    }
    return HeapGuard.withinHeap(
        bytes,
        () -> "the " + solver.name() + " search on " + describe(shape),
        () -> searchAndCheck(solver, request, search, graph, monitor, start, end));
  }

  /** The search, the checks of its answer and the result. */
  private static <L> PathResult<L> searchAndCheck(
      TourSolver solver,
      PathRequest<L> request,
      Function<SearchTask, SearchResult> search,
      NeighbourFunction graph,
      SearchMonitor monitor,
      int start,
      int end) {
    Shape<L> shape = request.shape();
    boolean closed = request.kind() == TourKind.CLOSED;
    SearchResult r =
        monitor.guardAndReport(
            () ->
                start >= 0
                    ? search.apply(SearchTask.of(shape, start, end, request.kind(), request.options(), monitor))
                    : PathSearches.runFromAnyStart(
                        graph, anyStart(solver, shape, request, search), solver.mayProveAbsence(), closed, monitor));
    r = checked(solver, shape, request, r, start, end, monitor);
    return toResult(solver, shape, r, closed, monitor);
  }

  /**
   * True if {@code solver} was written against the earlier contract: it implements
   * {@link TourSolver#solve(TourRequest)} and not {@link TourSolver#search}.
   */
  static boolean onlySolvesRequests(TourSolver solver) {
    Declares d = DECLARES.get(solver.getClass());
    return d.solve && !d.search;
  }

  /**
   * True if {@code solver} answers {@link TourSolver#solve(TourRequest)} with the interface's own
   * method, that is with this pipeline, whose answers need no second check.
   */
  static boolean solvesThroughThePipeline(TourSolver solver) {
    return !DECLARES.get(solver.getClass()).solve;
  }

  /** Which of the two entry points a solver class implements itself. */
  private record Declares(boolean search, boolean solve) {}

  /** Per solver class, asked once: reflection is far slower than an 8 x 8 search. */
  private static final ClassValue<Declares> DECLARES =
      new ClassValue<>() {
        @Override
        protected Declares computeValue(Class<?> type) {
          return new Declares(
              declaredBy(type, "search", SearchTask.class) != TourSolver.class,
              declaredBy(type, "solve", TourRequest.class) != TourSolver.class);
        }
      };

  private static Class<?> declaredBy(Class<?> type, String name, Class<?> parameter) {
    try {
      return type.getMethod(name, parameter).getDeclaringClass();
    } catch (NoSuchMethodException impossible) {
      throw new AssertionError(impossible);
    }
  }

  /** A board's request for a solver of the earlier contract: its own {@code solve}, checked as ever. */
  @SuppressWarnings("unchecked")
  private static <L> PathResult<L> earlierContract(TourSolver solver, Board board, PathRequest<L> request) {
    PathRequest<Square> onBoard = (PathRequest<Square>) request;
    Square start =
        onBoard.start().orElseThrow(() -> new IllegalArgumentException(
            "solver " + solver.name() + " implements only solve(TourRequest), which needs a start square"));
    TourRequest.Builder b = TourRequest.builder(board, start).kind(request.kind()).options(request.options());
    onBoard.end().ifPresent(b::end);
    onBoard.traceListener().ifPresent(b::traceListener);
    return (PathResult<L>) KnightTours.solve(b.build(), solver);
  }

  /** The solver's search from each start that {@link PathSearches#runFromAnyStart} tries. */
  private static <L> PathEngine anyStart(
      TourSolver solver, Shape<L> shape, PathRequest<L> request, Function<SearchTask, SearchResult> search) {
    return new PathEngine() {
      @Override
      public SearchResult search(NeighbourFunction graph, int start, boolean closed, SearchMonitor monitor) {
        return search.apply(SearchTask.of(shape, start, -1, request.kind(), request.options(), monitor));
      }

      /** A solver that finds every cycle that exists needs one start: a cycle passes through it. */
      @Override
      public boolean cycleIndependentOfStart() {
        return solver.findsTourWhenOneExists()
            || (solver instanceof CycleStarts starts && starts.cycleIndependentOfStart());
      }
    };
  }

  /**
   * The solver's answer, checked: never null, a proof only from a solver that may give one, a
   * path from the start; a path that ends elsewhere than the requested end becomes GAVE_UP (an
   * algorithm that does not aim at the end may find one).
   */
  private static <L> SearchResult checked(
      TourSolver solver, Shape<L> shape, PathRequest<L> request, SearchResult r, int start, int end, SearchMonitor monitor) {
    if (r == null) {
      throw new IllegalStateException("solver " + solver.name() + " returned null for " + request);
    }
    if (r.outcome() == Outcome.PROVEN_ABSENT && !solver.mayProveAbsence()) {
      throw new IllegalStateException(
          "solver " + solver.name() + " answered PROVEN_ABSENT for " + request
              + " but does not declare mayProveAbsence(): " + r.explanation());
    }
    if (r.outcome() != Outcome.FOUND) {
      return r;
    }
    int[] path = r.path();
    if (path.length > 0 && start >= 0 && path[0] != start) {
      throw new IllegalStateException(
          "solver " + solver.name() + " returned a tour from " + label(shape, path[0]) + " for " + request);
    }
    if (end >= 0 && path.length > 0 && path[path.length - 1] != end) {
      return new SearchResult(
          Outcome.GAVE_UP, null, r.nodesExpanded(), r.backtracks(), monitor.elapsedNanos(),
          "the tour found ends on " + label(shape, path[path.length - 1]) + ", not on the requested end "
              + shape.label(end));
    }
    return r;
  }

  private static <L> Object label(Shape<L> shape, int v) {
    return v >= 0 && v < shape.vertexCount() ? shape.label(v) : "vertex " + v;
  }

  /** The result; a found path is validated as it becomes a tour, within the budgets. */
  private static <L> PathResult<L> toResult(
      TourSolver solver, Shape<L> shape, SearchResult found, boolean closed, SearchMonitor monitor) {
    SearchResult r = found;
    HamiltonianPath<L> tour = null;
    if (r.outcome() == Outcome.FOUND) {
      // Checking a huge tour takes a while too (0.5 s at 20000 x 20000): it stops with the
      // search's budgets, and its bits are made as the search's large arrays are.
      @SuppressWarnings("unchecked")
      HamiltonianPath<L>[] made = new HamiltonianPath[1];
      Outcome why;
      try {
        why =
            monitor.finishBeforeStop(
                () ->
                    made[0] =
                        HamiltonianPath.ofPath(
                            shape, found.path(), closed, () -> monitor.poll(found.nodesExpanded(), 0, 0) != null,
                            monitor::newArray));
      } catch (IllegalArgumentException invalid) {
        throw new IllegalStateException("solver " + solver.name() + " returned an invalid tour: " + invalid.getMessage(), invalid);
      }
      if (why == null) {
        tour = made[0];
      } else {
        // The statistics and the longest path as for any stop; the path is garbage.
        r = monitor.stopped(why, found.nodesExpanded(), found.backtracks(), found.path().length - 1);
      }
    }
    SearchStatistics stats =
        new SearchStatistics(r.nodesExpanded(), r.backtracks(), Duration.ofNanos(monitor.elapsedNanos()));
    String explanation =
        switch (r.outcome()) {
          // A board's result says what it always said; other shapes keep the solver's account
          // (AUTO says which of its steps found the tour) where it gives one.
          case FOUND -> shape instanceof Board
              ? "found a tour"
              : r.explanation() != null && r.explanation().startsWith("found by ")
                  ? BoardWords.say(shape, r.explanation())
                  : (closed ? "found a closed tour" : "found an open tour");
          // Boards keep their one sentence; other shapes the engine's detail ("after 1 of 46 starts").
          case CANCELLED -> shape instanceof Board || r.explanation() == null || r.explanation().isBlank()
              ? "the searching thread was interrupted"
              : BoardWords.say(shape, r.explanation());
          default -> r.explanation() == null || r.explanation().isBlank()
              ? r.outcome().toString()
              : BoardWords.say(shape, r.explanation());
        };
    if (shape instanceof Board) {
      @SuppressWarnings("unchecked") // a board's labels are squares
      PathResult<L> onBoard = (PathResult<L>) TourResult.made(r.outcome(), (Tour) tour, solver.name(), explanation, stats);
      return onBoard;
    }
    return new PathResult<>(r.outcome(), tour, solver.name(), explanation, stats);
  }

  /** Bytes the check of a found tour and the result take, besides the path. */
  private static long checkBytes(Shape<?> shape) {
    return shape instanceof Board board ? Tour.workingBytes(board) : shape.vertexCount() / 8 + RESULT_BYTES;
  }

  /** The engines' trace in the shape's labels. */
  private static <L> SearchTrace trace(Shape<L> shape, SearchTraceListener<L> listener) {
    return new SearchTrace() {
      @Override
      public void placed(int vertex, int depth) {
        step(listener, new SearchStep<>(SearchStep.Kind.PLACED, shape.label(vertex), depth));
      }

      @Override
      public void removed(int vertex, int depth) {
        step(listener, new SearchStep<>(SearchStep.Kind.REMOVED, shape.label(vertex), depth));
      }

      @Override
      public void deadEnd(int vertex, int depth) {
        step(listener, new SearchStep<>(SearchStep.Kind.DEAD_END, shape.label(vertex), depth));
      }
    };
  }

  /** Hands a step to the user's listener, whose own errors reach the caller unchanged. */
  private static <L> void step(SearchTraceListener<L> listener, SearchStep<L> step) {
    HeapGuard.callback(() -> listener.onStep(step));
  }

  /** How messages name a shape: "the 8x8 board", "the 4x4x4 board", "a graph of 46 vertices". */
  static String describe(Shape<?> shape) {
    return shape instanceof Board || shape instanceof Board3d ? "the " + shape + " board" : shape.toString();
  }

  /** The built-in strategies that take {@code shape}, such as "BACKTRACKING, POHL and AUTO". */
  static String acceptingNames(Shape<?> shape) {
    List<String> names = Strategy.accepting(shape).stream().map(Strategy::name).toList();
    if (names.size() == 1) {
      return names.get(0);
    }
    return String.join(", ", names.subList(0, names.size() - 1)) + " and " + names.get(names.size() - 1);
  }
}
