package io.github.knighttours;

import io.github.knighttours.count.CountProgressListener;
import io.github.knighttours.count.CountProgress;
import io.github.knighttours.count.TourSample;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import io.github.knighttours.shapes.Board3d;
import io.github.knighttours.shapes.Cell;
import io.github.knighttours.internal.count.CountClock;
import io.github.knighttours.internal.count.ParallelCount;
import io.github.knighttours.internal.count.TourCounting;
import io.github.knighttours.internal.graph.KnightGraph;
import io.github.knighttours.internal.search.ExhaustiveSearch;
import io.github.knighttours.internal.search.HeapGuard;
import io.github.knighttours.spi.SearchResult;
import io.github.knighttours.internal.search.SearchMonitor;
import java.math.BigInteger;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.concurrent.CancellationException;
import java.util.function.Consumer;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * The entry point: find knight's tours on any board from any start.
 *
 * <pre>{@code
 * // The quick way: a tour or empty.
 * Optional<Tour> tour = KnightTours.find(8, 8, Square.parse("b1"), Strategy.POHL);
 * tour.ifPresent(System.out::println);
 *
 * // With options, and an answer that says what was proven (AUTO: always an answer, given
 * // the budget; a closed tour of a 10,000 x 10,000 board takes about a second).
 * TourRequest request = TourRequest.builder(Board.of(5, 5), Square.of(0, 1))
 *     .timeBudget(Duration.ofSeconds(1))
 *     .build();
 * TourResult result = KnightTours.solve(request);
 * switch (result.outcome()) {
 *   case FOUND -> System.out.println(result.tour().orElseThrow());
 *   case PROVEN_ABSENT -> System.out.println("no tour: " + result.explanation());
 *   default -> System.out.println("undecided: " + result.explanation());
 * }
 * }</pre>
 *
 * <p>It also lists and counts tours: {@link #openTours} and {@link #closedTours} stream every
 * tour, one at a time, and {@link #count} counts them exactly, on all cores, without listing
 * them:
 *
 * <pre>{@code
 * KnightTours.openTours(Board.of(8, 8), Square.parse("a1")).limit(10).forEach(System.out::println);
 * KnightTours.count(CountRequest.builder(Board.of(6, 6), CountKind.CLOSED_UNDIRECTED).build()).count();  // 9862
 * }</pre>
 *
 * <p>All methods are thread-safe.
 */
public final class KnightTours {

  /** The most items {@link #split} makes at a time. */
  public static final int MAX_SPLIT = 1_000_000;

  /** {@link #count} splits into this many items per thread, so that threads finish together. */
  private static final int ITEMS_PER_THREAD = 64;

  private KnightTours() {}

  /**
   * Returns an open tour of the {@code rows × cols} board from {@code start}, or empty if the
   * strategy found none (for a heuristic that does not mean none exists; see {@link #solve}
   * for the reason).
   *
   * <p>There is no budget: on large boards prefer {@link #solve} with a time budget for
   * {@link Strategy#BACKTRACKING}.
   *
   * @throws IllegalArgumentException if the board size is invalid or too large for the heap,
   *     or {@code start} is off the board
   * @throws NullPointerException if {@code start} or {@code strategy} is null
   */
  public static Optional<Tour> find(int rows, int cols, Square start, Strategy strategy) {
    checkNotNull(strategy, "strategy must not be null");
    return solve(TourRequest.of(rows, cols, start), strategy).tour();
  }

  /**
   * Finds the tour the request asks for (open or closed) with {@link Strategy#AUTO}: a tour
   * whenever one exists, built in linear time on boards with both sides at least 5, and
   * otherwise a proof that none exists (given enough budget).
   *
   * @throws NullPointerException if {@code request} is null
   * @throws IllegalArgumentException if the board is too large for this JVM's heap
   */
  public static TourResult solve(TourRequest request) {
    return solve(request, Strategy.AUTO);
  }

  /**
   * Searches for the tour the request asks for (open or closed) with a built-in strategy.
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if the board is too large for this JVM's heap
   */
  public static TourResult solve(TourRequest request, Strategy strategy) {
    checkNotNull(strategy, "strategy must not be null");
    return solve(request, strategy.solver());
  }

  /**
   * Searches for the tour the request asks for with any solver, and checks that a tour it
   * returns is for the request's board and start, closed if the request asks for that, and
   * ending on the request's {@linkplain TourRequest#end() end square} if it names one.
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if the board is too large for this JVM's heap
   * @throws IllegalStateException if the solver returns null, a tour for another board or start,
   *     an open tour where the request asks for a closed one, a tour that does not end on the
   *     requested end square, or {@link Outcome#PROVEN_ABSENT}
   *     although it does not declare {@link TourSolver#mayProveAbsence()}
   */
  public static TourResult solve(TourRequest request, TourSolver solver) {
    checkNotNull(request, "request must not be null");
    checkNotNull(solver, "solver must not be null");
    if (Pipeline.solvesThroughThePipeline(solver)) {
      // The pipeline checks the solver's answer itself.
      return TourResult.of(Pipeline.run(solver, request.toPathRequest()));
    }
    if (!solver.accepts(request.board())) {
      throw new IllegalArgumentException(
          (Strategy.isBuiltIn(solver) ? "strategy " : "solver ") + solver.name() + " does not take the "
              + request.board() + " board; " + Pipeline.acceptingNames(request.board()) + " take it");
    }
    TourResult result = solver.solve(request);
    if (result == null) {
      throw new IllegalStateException("solver " + solver.name() + " returned null for " + request);
    }
    Optional<Tour> tour = result.tour();
    if (tour.isPresent()
        && (!tour.get().board().equals(request.board()) || !tour.get().start().equals(request.start()))) {
      throw new IllegalStateException(
          "solver " + solver.name() + " returned a tour of the " + tour.get().board() + " board from "
              + tour.get().start() + " for " + request);
    }
    if (tour.isPresent() && request.kind() == TourKind.CLOSED && !tour.get().isClosed()) {
      throw new IllegalStateException("solver " + solver.name() + " returned an open tour for " + request);
    }
    if (tour.isPresent() && request.end().isPresent() && !tour.get().end().equals(request.end().get())) {
      throw new IllegalStateException(
          "solver " + solver.name() + " returned a tour ending on " + tour.get().end() + " for " + request);
    }
    if (result.outcome() == Outcome.PROVEN_ABSENT && !solver.mayProveAbsence()) {
      throw new IllegalStateException(
          "solver " + solver.name() + " answered PROVEN_ABSENT for " + request
              + " but does not declare mayProveAbsence(): " + result.explanation());
    }
    return result;
  }

  /**
   * Searches for a tour of any shape with {@link Strategy#AUTO}: a 2-D {@link Board}, a 3-D
   * board, a JGraphT graph (module knight-graph), or a shape of your own. The one pipeline of
   * {@link #solvePath(PathRequest, TourSolver)}.
   *
   * @throws NullPointerException if {@code request} is null
   * @throws IllegalArgumentException if the search would not fit in this JVM's heap
   */
  public static <L> PathResult<L> solvePath(PathRequest<L> request) {
    return solvePath(request, Strategy.AUTO);
  }

  /**
   * Searches for a tour of any shape with {@code strategy}; see {@link #solvePath(PathRequest, TourSolver)}.
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if the strategy does not take the shape (the message names
   *     those that do), or the search would not fit in this JVM's heap
   */
  public static <L> PathResult<L> solvePath(PathRequest<L> request, Strategy strategy) {
    checkNotNull(strategy, "strategy must not be null");
    return solvePath(request, strategy.solver());
  }

  /**
   * Searches for a tour of any shape with {@code solver}, through the one pipeline every search
   * runs: the solver must {@linkplain TourSolver#accepts accept} the shape; the heap is checked;
   * the request's budgets, interrupt, progress listener and trace listener apply; a found path is
   * checked against the shape's geometry before it is returned; a request without a start tries
   * starts in an order that settles the question early (a path must end at every vertex of
   * degree one; a directed graph's vertex without predecessors must be the start; otherwise every
   * vertex, fewest neighbours first, and one only for a cycle from a solver that finds every tour
   * that exists). The budgets cover all starts together. On a 2-D board the result is a
   * {@link TourResult}.
   *
   * <pre>{@code
   * // 4x4x4 has a closed tour (Knuth, TAOCP pre-fascicle 8A, exercise 369).
   * PathResult<Cell> result = KnightTours.solvePath(
   *     PathRequest.builder(Board3d.of(4, 4, 4)).start(new Cell(0, 0, 0)).kind(TourKind.CLOSED).build(),
   *     Strategy.AUTO);
   * }</pre>
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if the solver does not accept the shape, or the search would
   *     not fit in this JVM's heap
   * @throws IllegalStateException if the solver breaks its contract: no answer, an invalid tour,
   *     a tour from another start, or {@link Outcome#PROVEN_ABSENT} although it does not declare
   *     {@link TourSolver#mayProveAbsence()}
   */
  public static <L> PathResult<L> solvePath(PathRequest<L> request, TourSolver solver) {
    checkNotNull(request, "request must not be null");
    checkNotNull(solver, "solver must not be null");
    PathResult<L> result = Pipeline.run(solver, request);
    return result;
  }

  /**
   * Searches for a knight's tour of a three-dimensional board from {@code start}.
   *
   * @deprecated use {@link #solvePath(PathRequest, Strategy)} with {@link PathRequest#builder}, which
   *     every shape shares
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if {@code start} is off the board, or as
   *     {@link #solvePath(PathRequest, Strategy)}
   */
  @Deprecated
  public static PathResult<Cell> solve(Board3d board, Cell start, TourKind kind, Strategy strategy, SearchOptions options) {
    checkNotNull(board, "board must not be null");
    checkNotNull(kind, "kind must not be null");
    checkNotNull(strategy, "strategy must not be null");
    checkNotNull(options, "options must not be null");
    checkNotNull(start, "start must not be null");
    return solvePath(PathRequest.builder(board).start(start).kind(kind).options(options).build(), strategy);
  }

  /**
   * Returns every open tour of {@code board} from {@code start}, lazily: each tour is found
   * when the stream asks for it, so {@code limit(10)} stops the search after ten tours, and
   * memory stays the same however many tours there are. Every Hamiltonian path counts, also
   * those whose ends happen to be a knight move apart (they are open tours of the path, and
   * {@link CountKind#OPEN_FROM_START} counts them too).
   *
   * <p>The order is fixed: a depth-first search that tries the next squares fewest onward moves
   * first (Warnsdorff's rule), ties to the lowest square (rank, then file), so the first tour is
   * Warnsdorff's walk wherever that walk succeeds, and the same call always gives the same tours
   * in the same order. Each tour is validated, as every {@link Tour} is; none repeats.
   *
   * <p>The stream is sequential, {@code ORDERED}, {@code DISTINCT} and {@code NONNULL}. If the
   * consuming thread is interrupted while the stream makes a tour, the stream throws
   * {@link CancellationException} and the interrupt flag stays set.
   *
   * <pre>{@code
   * KnightTours.openTours(Board.of(5, 5), Square.parse("a1")).count();   // 304
   * }</pre>
   *
   * <p>Performance: O(1) work per search node besides sorting at most eight squares, O(n) per
   * tour to validate and wrap it; at most about 80 bytes per square, checked against the heap
   * when the stream is made. Works on boards of any size, but on boards where Warnsdorff's walk
   * from the start fails the first tour can take very long to find. No recursion.
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if {@code start} is off the board, the board is not {@link
   *     Board#isPlainKnightBoard() plain}, or it is too large for the heap (also from the stream,
   *     if the heap runs out while it makes a tour)
   */
  public static Stream<Tour> openTours(Board board, Square start) {
    checkNotNull(board, "board must not be null");
    board.checkPlain("openTours");
    board.checkContains(start, "start");
    return tours(board, board.index(start), -1);
  }

  /**
   * Returns every closed tour of {@code board}, each cycle once, lazily (as
   * {@link #openTours}). Every closed tour passes a1 by its only two moves, to c2 and b3; each is
   * returned beginning a1, c2 and ending on b3, so its direction is fixed too. Boards narrower
   * than 3 squares, or with an odd number of squares, have none.
   *
   * <pre>{@code
   * KnightTours.closedTours(Board.of(5, 6)).count();   // 8
   * }</pre>
   *
   * <p>Performance: as {@link #openTours}; interrupts as there too.
   *
   * @throws NullPointerException if {@code board} is null
   * @throws IllegalArgumentException if the board is not {@link Board#isPlainKnightBoard()
   *     plain}, or too large for the heap (also from the stream, as for {@link #openTours})
   */
  public static Stream<Tour> closedTours(Board board) {
    checkNotNull(board, "board must not be null");
    board.checkPlain("closedTours");
    if (board.rows() < 3 || board.cols() < 3) {
      return Stream.empty();
    }
    // a1's only moves are to c2 and b3: with b3 last, every path from a1 goes to c2 first.
    return tours(board, 0, board.index(Square.of(2, 1)));
  }

  /**
   * The stream of {@link #openTours} and {@link #closedTours}: the paths from {@code start}
   * (ending on {@code end} if it is not negative), found as the stream asks. The heap is checked
   * once up front ({@link #listingBytes}), and an {@link OutOfMemoryError} while a tour is made
   * becomes the same exception; the interrupt flag is checked before each step that takes time
   * in proportion to the board (making the search, validating a tour), and the search checks it
   * every thousand or so nodes.
   */
  private static Stream<Tour> tours(Board board, int start, int end) {
    long bytes = listingBytes(board.squareCount());
    String what = "listing the tours of the " + board + " board";
    HeapGuard.require(bytes, what);
    Spliterator<Tour> tours =
        new Spliterators.AbstractSpliterator<Tour>(
            Long.MAX_VALUE, Spliterator.ORDERED | Spliterator.DISTINCT | Spliterator.NONNULL) {
          private ExhaustiveSearch paths;

          @Override
          public boolean tryAdvance(Consumer<? super Tour> action) {
            Tour tour;
            try {
              tour = HeapGuard.withinHeap(bytes, what, this::nextTour);
            } catch (SearchMonitor.Stop stopped) {
              // The monitor has no budget: only an interrupt stops it.
              throw new CancellationException("the enumerating thread was interrupted");
            }
            if (tour == null) {
              return false;
            }
            action.accept(tour); // outside the heap guard: the consumer's errors are its own
            return true;
          }

          private Tour nextTour() {
            checkNotInterrupted();
            if (paths == null) {
              KnightGraph graph = new KnightGraph(board.rows(), board.cols());
              // No budget; the monitor polls the interrupt flag every thousand or so nodes.
              SearchMonitor monitor = new SearchMonitor(Long.MAX_VALUE, null, null, board.squareCount());
              paths = ExhaustiveSearch.enumeration(graph, start, end, monitor);
              checkNotInterrupted();
            }
            SearchResult next = paths.next();
            switch (next.outcome()) {
              case FOUND:
                checkNotInterrupted();
                return Tour.ofPath(board, next.path());
              case PROVEN_ABSENT:
                return null;
              case CANCELLED:
                throw new CancellationException("the enumerating thread was interrupted");
              default:
                throw new IllegalStateException("the enumeration stopped unasked: " + next.explanation());
            }
          }

          @Override
          public Spliterator<Tour> trySplit() {
            return null;
          }
        };
    return StreamSupport.stream(tours, false);
  }

  private static void checkNotInterrupted() {
    if (Thread.currentThread().isInterrupted()) {
      throw new CancellationException("the enumerating thread was interrupted");
    }
  }

  /**
   * Bytes a listing of the tours of an {@code n}-square board needs: the search's
   * ({@link ExhaustiveSearch#enumerationBytes}), and for the tour being made its copy and the
   * validator's marks (5 bytes a square), twice over for the one the consumer still holds.
   */
  static long listingBytes(long n) {
    return ExhaustiveSearch.enumerationBytes(n, 8) + 2 * 5 * n;
  }

  /**
   * Counts tours exactly, without listing them, on {@code request.parallelism()} threads of
   * its own: the search is split into independent prefixes ({@link #split}), which the threads
   * take one by one. With {@link CountRequest#symmetry()} (the default), open counts over all
   * starts search from one square of each orbit of the board's symmetries (8 on square boards, 4
   * on others) and multiply, and every prefix keeps one square per orbit of the symmetries that
   * fix it. Blocks until the count is complete, the time budget runs out, or the calling thread
   * is interrupted; in the last two cases the result {@linkplain TourCount#isComplete() is
   * incomplete} and its count a lower bound, and an interrupt leaves the flag set. The deadline
   * and the interrupt are watched from the start, while the counter is set up and the count
   * split as well as while the threads count, so the result comes within milliseconds of
   * either on any board. The threads are gone when this returns.
   *
   * <pre>{@code
   * TourCount count = KnightTours.count(CountRequest.builder(Board.of(6, 6), CountKind.OPEN_DIRECTED).build());
   * count.count();   // 6637920 (OEIS A165134), in well under a second on two cores
   * }</pre>
   *
   * <p>Performance: exponential in the number of squares; practical for boards of up to about 36
   * squares (and thin boards such as 3×20 and 4×12), and any board with a budget. The search
   * examines some tens of millions of nodes a second per thread. Memory: about n² / 8 bytes
   * for n squares, plus about 3n² / 4 bytes per thread (a few kilobytes up to 64 squares), plus
   * about 200 bytes for each of the up to 64 items per thread. The heap is checked before the
   * count begins, and again as the split grows.
   *
   * <p>A count that a theorem settles is answered at once, without a search or a heap check: 0,
   * complete, with {@link TourCount#theorem()} naming the theorem ({@link TourExistence}: Schwenk
   * 1991 for closed tours, the colour argument on boards with an odd number of squares, the
   * existence theorem for open tours, and for {@link CountKind#OPEN_FROM_START} the colour and
   * outer-rows arguments). For example, closed tours of 7×7, open tours of 4×4, or open tours of
   * 5×5 from b1 are 0 at once. A request for a {@linkplain CountRequest.Builder#table(boolean)
   * table} of prefixes skips the theorems and runs the frontier sweep. A request {@linkplain
   * CountRequest.Builder#upToSymmetry(boolean) up to symmetry} then counts the tours each symmetry
   * of the board fixes, within what is left of the time budget, for {@link
   * TourCount#upToSymmetry()}.
   *
   * @throws NullPointerException if {@code request} is null
   * @throws IllegalArgumentException if the count would not fit in the heap (the message gives
   *     the sizes; fewer threads need less)
   */
  public static TourCount count(CountRequest request) {
    checkNotNull(request, "request must not be null");
    // A table's shorter boards may have tours where the whole board has none (5x6 within 5x7).
    String theorem = request.table() ? null : noTourTheorem(request);
    if (theorem != null) {
      return SymmetryCounting.addClasses(settledByTheorem(request, theorem));
    }
    return SymmetryCounting.addClasses(countBySearch(request));
  }

  /** The most tours one {@link #sample} call draws. */
  public static final int MAX_SAMPLES = 1_000_000;

  /**
   * Draws {@code count} tours exactly uniformly at random, independently (with replacement), from
   * the frontier sweep's counts: of the request only the board, the kind, the start, the time
   * budget and the memory limit matter. The sweep runs forward once, keeping every generation,
   * and each tour is drawn by a backward walk weighted by the counts (see docs/sampling.md).
   *
   * <p>Uniform over what: {@code CLOSED_*}: each closed tour (cycle) equally likely, returned
   * from a1 in a direction chosen by a fair random bit, so each directed closed tour from a1 is
   * equally likely too. {@code OPEN_UNDIRECTED} and {@code OPEN_DIRECTED}: each open tour
   * (Hamiltonian path, ends a knight move apart included) equally likely, returned from one of its
   * ends chosen by a fair random bit, so each directed open tour is equally likely.
   * {@code OPEN_FROM_START}: each open tour from the start equally likely.
   *
   * <pre>{@code
   * TourSample sample = KnightTours.sample(CountRequest.builder(Board.of(5, 6), CountKind.CLOSED_UNDIRECTED).build(), 3, 42);
   * sample.population();             // 8: the closed tours of 5x6, each drawn with probability 1/8
   * sample.tours().get(0).isClosed();   // true
   * }</pre>
   *
   * <p>The same request, count and seed give the same tours on every JVM: the random numbers are
   * SplitMix64's from {@code seed}, drawn in a fixed order. Memory: every generation of the sweep
   * is kept, 16 bytes a state while the counts fit a {@code long} (the states summed over all
   * squares, not the widest generation alone), so boards whose sweep holds many millions of states
   * need a heap to match. Time: the forward sweep once, then one pass over each generation for all
   * the tours together.
   *
   * @throws NullPointerException if {@code request} is null
   * @throws IllegalArgumentException if {@code count} is not in 1..{@link #MAX_SAMPLES}, the board is
   *     not {@link Board#isPlainKnightBoard() plain}, its shorter side is above {@link
   *     CountMethod#FRONTIER_MAX_WIDTH} or it has fewer than 2 squares, it has no tour of the kind
   *     (the message says the exact count is 0), or the kept generations would take more than the
   *     request's memory limit (by default three quarters of the free heap; the message gives the
   *     states and bytes)
   * @throws CancellationException if the thread is interrupted (the flag stays set) or the time
   *     budget runs out
   */
  public static TourSample sample(CountRequest request, int count, long seed) {
    return TourSampling.sample(request, count, seed);
  }

  /** The count without the theorems: what {@link #count} does when none settles it; tests compare the two. */
  static TourCount countBySearch(CountRequest request) {
    CountClock clock = CountClock.startingNow(request.timeBudget().orElse(null));
    Board board = request.board();
    int parallelism = request.parallelism();
    int wanted = (int) Math.min(MAX_SPLIT, (long) ITEMS_PER_THREAD * parallelism);
    long bytes = TourCounting.workingBytes(board.squareCount(), parallelism) + TourCounting.itemBytes(wanted, 1);
    String what =
        "counting tours of the " + board + " board on " + parallelism + (parallelism == 1 ? " thread" : " threads");
    return HeapGuard.withinHeap(bytes, what, () -> count(request, clock, wanted));
  }

  /**
   * The theorem ({@link TourExistence}) that rules out every tour {@code request} counts, or null
   * when none does and only a count can tell. Only a NO is used: it makes the count exactly 0.
   */
  static String noTourTheorem(CountRequest request) {
    Board board = request.board();
    TourExistence.Answer answer;
    switch (request.kind()) {
      case CLOSED_UNDIRECTED:
      case CLOSED_DIRECTED:
        answer = TourExistence.closedTour(board);
        break;
      case OPEN_FROM_START:
        answer = TourExistence.openTourFrom(board, request.start().orElseThrow());
        break;
      default:
        answer = TourExistence.openTour(board);
        break;
    }
    return answer.verdict() == TourExistence.Verdict.NO ? answer.reason() : null;
  }

  /** The complete count of 0 that {@code theorem} gives, reported to the listener as done. */
  private static TourCount settledByTheorem(CountRequest request, String theorem) {
    Duration elapsed = Duration.ZERO;
    request.progressListener().ifPresent(listener -> listener.onProgress(new CountProgress(1.0, BigInteger.ZERO, 0, elapsed)));
    CountMethod method = request.method() == CountMethod.AUTO ? CountMethod.DEPTH_FIRST : request.method();
    return new TourCount(request, BigInteger.ZERO, true, null, 0, elapsed, method, theorem);
  }

  private static TourCount count(CountRequest request, CountClock clock, int wanted) {
    Board board = request.board();
    if (FrontierCounting.applies(request)) {
      return FrontierCounting.count(request, clock);
    }
    CountProgressListener listener = request.progressListener().orElse(null);
    TourCounting counting =
        TourCounting.of(
            board.rows(), board.cols(), request.kind(), request.symmetry(), request.parallelism(), clock::expired);
    long[] nodes = {0};
    int start = request.start().map(board::index).orElse(-1);
    List<TourCounting.Item> items = counting == null ? null : counting.split(start, wanted, nodes, clock::expired);
    if (items == null) {
      // Stopped before any item was counted: the lower bound is 0.
      Duration elapsed = Duration.ofNanos(clock.elapsedNanos());
      if (listener != null) {
        CountProgress last = new CountProgress(0.0, BigInteger.ZERO, nodes[0], elapsed);
        HeapGuard.callback(() -> listener.onProgress(last));
      }
      String reason = clock.stopReason();
      return new TourCount(
          request, BigInteger.ZERO, false, reason != null ? reason : "the count was stopped", nodes[0], elapsed);
    }
    ParallelCount.Result result = ParallelCount.run(counting, items, request.parallelism(), clock, nodes[0], listener);
    return new TourCount(
        request, result.count(), result.complete(), result.stopReason(), result.nodes(),
        Duration.ofNanos(result.elapsedNanos()));
  }

  /**
   * Splits the count {@code request} asks for into independent work items, whose
   * {@link CountWorkItem#count()}s add up to {@link #count}{@code (request).count()}: the prefixes
   * the search would begin with, cut one square deeper at a time until there are at least
   * {@code minimumItems} (fewer only if the tours run out first). Prefixes that the search's
   * checks rule out at once are left out, so some boards without tours give no items at all.
   * Only the request's board, kind, start, symmetry and time budget matter here. The same
   * request always gives the same items, in the same order.
   *
   * <p>Use it to spread a count too large for one machine over many: see
   * {@link CountWorkItem} for how the items travel as text.
   *
   * <p>The split stops when the calling thread is interrupted or the request's time budget runs
   * out (checked before each prefix it examines); a partial split is no use, so it then throws.
   *
   * <p>Performance: O(k · n · d) time for k items of an n-square board of degree d; about
   * n² / 8 bytes for the counter's neighbour sets, and about 200 bytes per item, checked before
   * the split and again as it grows.
   *
   * @throws NullPointerException if {@code request} is null
   * @throws IllegalArgumentException if {@code minimumItems} is not in 1..{@value #MAX_SPLIT},
   *     or the split would not fit in the heap (the message gives the sizes)
   * @throws CancellationException if the calling thread is interrupted (the flag stays set), or
   *     the request's time budget runs out, before the split is done; the message says which
   */
  public static List<CountWorkItem> split(CountRequest request, int minimumItems) {
    checkNotNull(request, "request must not be null");
    checkArgument(
        minimumItems >= 1 && minimumItems <= MAX_SPLIT, "minimumItems must be in 1..%s, got %s", MAX_SPLIT,
        minimumItems);
    CountClock clock = CountClock.startingNow(request.timeBudget().orElse(null));
    Board board = request.board();
    long bytes = TourCounting.workingBytes(board.squareCount(), 1) + TourCounting.itemBytes(minimumItems, 1);
    String what = "splitting the count of the " + board + " board into " + minimumItems + " items";
    return HeapGuard.withinHeap(
        bytes,
        what,
        () -> {
          TourCounting counting =
              TourCounting.of(board.rows(), board.cols(), request.kind(), request.symmetry(), 1, clock::expired);
          int start = request.start().map(board::index).orElse(-1);
          List<TourCounting.Item> made =
              counting == null ? null : counting.split(start, minimumItems, new long[1], clock::expired);
          if (made == null) {
            throw new CancellationException("the split of " + request + " stopped: " + clock.stopReason());
          }
          List<CountWorkItem> items = new ArrayList<>(made.size());
          for (TourCounting.Item item : made) {
            items.add(new CountWorkItem(board, request.kind(), request.symmetry(), item.prefix(), item.weight()));
          }
          return Collections.unmodifiableList(items);
        });
  }

  /**
   * Returns every solver that {@link ServiceLoader} finds: the built-in ones in
   * {@link Strategy} order, then others by name.
   */
  public static List<TourSolver> solvers() {
    List<TourSolver> found = new ArrayList<>();
    for (TourSolver solver : ServiceLoader.load(TourSolver.class)) {
      found.add(solver);
    }
    found.sort(Comparator.comparingInt(KnightTours::builtInRank).thenComparing(TourSolver::name));
    return List.copyOf(found);
  }

  /**
   * Returns the solver with the given name, ignoring case, among {@link #solvers()}.
   *
   * @throws NullPointerException if {@code name} is null
   */
  public static Optional<TourSolver> solver(String name) {
    checkNotNull(name, "name must not be null");
    String wanted = name.toUpperCase(Locale.ROOT);
    return solvers().stream().filter(s -> s.name().toUpperCase(Locale.ROOT).equals(wanted)).findFirst();
  }

  private static int builtInRank(TourSolver solver) {
    for (Strategy strategy : Strategy.values()) {
      if (strategy.solver().getClass() == solver.getClass()) {
        return strategy.ordinal();
      }
    }
    return Strategy.values().length;
  }
}
