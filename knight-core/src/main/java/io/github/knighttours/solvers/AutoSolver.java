package io.github.knighttours.solvers;

import io.github.knighttours.TourExistence;
import io.github.knighttours.TourRequest;
import io.github.knighttours.Outcome;
import io.github.knighttours.Strategy;
import io.github.knighttours.PathRequest;
import io.github.knighttours.Board;
import io.github.knighttours.TourKind;
import io.github.knighttours.Square;

import io.github.knighttours.internal.construct.EndRotation;
import io.github.knighttours.internal.construct.HoledDivideAndConquer;
import io.github.knighttours.spi.NeighbourFunction;
import io.github.knighttours.internal.search.AbsenceProofs;
import io.github.knighttours.internal.search.Decomposition;
import io.github.knighttours.internal.search.ForcingSearch;
import io.github.knighttours.internal.search.HeapGuard;
import io.github.knighttours.internal.search.PathEngine;
import io.github.knighttours.internal.search.Portfolio;
import io.github.knighttours.spi.SearchResult;
import io.github.knighttours.spi.SearchTask;
import io.github.knighttours.spi.Shape;
import io.github.knighttours.internal.search.RotationSearch;
import io.github.knighttours.internal.search.SearchMonitor;
import java.util.List;
import java.util.OptionalLong;

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
 * first (the colour argument and the open-tour theorems). Then, on boards with both sides at
 * least 5 where divide and conquer builds an open tour from the start, a construction: the
 * divide-and-conquer tour from the start, whose end is moved onto the requested end by Pósa
 * rotations (reversing the tail of the path after a square that is a knight move from the
 * current end), greedily towards the target and by a short exact search at the last steps. It is
 * a heuristic, capped at a number of rotations that grows with the board's sides; it never
 * proves absence. In the tests it found every pair tried on boards from 20 × 20 to 101 × 101,
 * and on 1000 × 1000 a tour to a chosen end takes well under a second (measured; not a bound).
 * If it gives up, Pohl's walks with their retries follow, each keeping the end for its last
 * step, then the exhaustive search to that end, which finds a tour or proves that none exists,
 * all within what is left of the request's budgets. On large boards that fallback may then end
 * with {@link Outcome#BUDGET_EXHAUSTED}. The seed (or a fixed one without it) makes the
 * rotations repeatable.
 *
 * <p>On boards of other shapes ({@link Board#isPlainKnightBoard()} false) it goes from {@link
 * TourExistence} to Pohl's walks and the exhaustive search, with two constructions first. On the
 * knight's torus and cylinder without holes, a closed tour of the rectangle of the same size is
 * one of them too, so where divide and conquer builds that, the tour takes linear time. On a
 * knight rectangle with holes (no wrap, no end square) of at least {@value #HOLED_CONSTRUCTION_CELLS}
 * cells, both sides at least 5 and at most {@value HoledDivideAndConquer#MAX_HOLES} holes, divide
 * and conquer around the holes: the blocks without holes take their usual pieces, and each block
 * with holes a piece searched for it alone (bounded, seeded). Guaranteed: it finds a tour when
 * the tiling it chooses leaves every block with holes with as many squares of each colour (for
 * an open tour, the start's block may have one more of the start's colour) and a piece is found
 * for each such block, a block whose search fails being left out of the next choice, up to four
 * choices; otherwise it gives up and the walks and the exhaustive search follow, within what is
 * left of the budgets (the piece searches count against the node budget at their limits). So
 * holes in colour-balanced clusters (two neighbouring squares, a 2 × 2 patch) away from the
 * border are covered in linear time; a lone hole away from the start never is, as every block
 * around it has one square more of one colour.
 *
 * <p><b>On any graph</b> (module knight-graph): on an undirected graph, first the arguments that
 * settle absence in one pass (degrees, connection, cut vertices, the sides of a bipartite graph:
 * see {@code AbsenceProofs}). For a cycle, then the decomposition into pieces (see {@code
 * Decomposition}): where the vertices of degree above {@value #HUBLESS_DEGREE} (hubs) are taken
 * out, each component with the hubs that mostly join it is a piece, no piece holds more than half
 * of the vertices, at most 24 edges join different pieces and at most 6 any one piece, it chooses
 * which of those edges the cycle uses and asks clause learning for each piece's paths between the
 * chosen ends, with at most 90% of the time and nodes left; it only finds cycles, except that
 * hubs that leave more components than there are hubs prove absence (Chvátal: a graph with a
 * Hamiltonian cycle has at most k components after removing any k vertices; Discrete Math. 5
 * (1973) 215–228). Finding the pieces is one pass over the graph, skipped on graphs without a
 * hub. Then three steps, cheap ones first. Warnsdorff's walk repaired by
 * Pósa's rotations ({@link PosaSolver}), with at most 64 nodes a vertex plus 65,536 and a
 * twentieth of the time left; then an exact search: for a cycle, one that decides edges one at a
 * time with degree-2 forcing, removal of edges that can no longer be used, a check that the usable
 * edges stay connected without a bridge, and restarts (see {@code ForcingSearch}), which settles
 * most graphs of small degree; for a path, the exhaustive search ({@link BacktrackingSolver}). On
 * a graph whose degrees are all at most 8 it gets at most 64 nodes a vertex plus 65,536 and 60% of
 * the time left, else 16 nodes a vertex plus 16,384 and 15%. Then {@link ClauseLearningSolver}
 * with everything left, which learns from its contradictions and settles the graphs built to
 * defeat the others (hubs of high degree among gadgets). On a directed graph, Pohl's walks and
 * then the exhaustive search. The exact searches prove absence when they finish, so on graphs too
 * it finds a path or cycle whenever one exists and otherwise proves absence, given enough budget.
 *
 * <p><b>Side by side</b> ({@link io.github.knighttours.SearchOptions.Builder#threads} 2 or more, on
 * an undirected graph without an end vertex and without a trace listener): after the proofs, two
 * threads. Warnsdorff's walk with Pósa's rotations first, alone, with its slice as above. Then
 * the calling thread runs the forcing search (for a path, the exhaustive search) with its slice as
 * above, while a second thread runs clause learning with everything left, alone once that slice
 * is over. More threads are accepted; two are used. The guarantees:
 *
 * <ul>
 *   <li>The first {@link Outcome#FOUND} or {@link Outcome#PROVEN_ABSENT} is the answer, and stops
 *       the other search at its next check of the stop conditions (as promptly as a deadline would); its
 *       explanation names the search that found it ("found by clause learning (...), the first
 *       answer of 2 threads side by side", or, before the second thread starts, "found by
 *       Warnsdorff's walk with Pósa's rotations (...)"). Each answer is what that search alone would give:
 *       a cycle checked as ever, absence only from an exact search that finished.
 *   <li>The time budget is the same for both. The node budget is shared: the nodes of both
 *       searches together, each telling its count at its checks, so the total may pass the budget
 *       by a check's worth of nodes a search. The result's statistics count both searches' nodes.
 *   <li>{@link Thread#interrupt()} of the calling thread stops both ({@link Outcome#CANCELLED}), and
 *       the flag stays set. The call returns, or throws, only once the second thread has ended; it
 *       is a daemon thread named {@code "knight-tours portfolio 1"}.
 *   <li>An exception or error of the second thread is thrown by the call, as it is; a lack of heap
 *       gives the usual message. The heap estimate counts clause learning's tables and the other
 *       search's at once; where the heap holds one search's tables but not both, it runs on one
 *       thread, as without the option.
 *   <li>Progress reports come from the calling thread only, as {@link
 *       io.github.knighttours.spi.ProgressListener} promises.
 *   <li>Which search answers first, and so which cycle is returned, may differ from run to run.
 *       With one thread (the default) the same request always gets the same answer.
 * </ul>
 *
 * <p>No facts pass between the two searches: what the forcing search removes before it decides
 * anything (degree-2 forcing, edges that would close a short cycle) is what clause learning's
 * own rules deduce at its first level too, and its later removals hold only under its decisions;
 * clause learning's learnt clauses would need a forcing search that reads clauses.
 *
 * <p>So it returns a tour whenever one exists and otherwise proves absence, given enough
 * budget: every board up to 12 × 12 and every 3 × n and 4 × n board, every start and both
 * kinds, is settled (AutoSolverTest). The budgets in the request cover all steps together.
 *
 * <p>Performance: linear time and about 6 bytes per square where divide and conquer applies
 * (to a chosen end, plus the rotations, each linear in the length of the reversed tail, and
 * about 9 bytes per square);
 * otherwise that of the heuristics and then of the exhaustive search (exponential in the worst
 * case). Stateless and thread-safe; the same request always gets the same answer (with one
 * thread: see above for two).
 */
public final class AutoSolver extends BuiltInSolver {

  // The steps, as private instances: solvers are stateless, and Strategy's shared ones may not
  // exist yet while this class is made.
  private static final DivideAndConquerSolver DIVIDE_AND_CONQUER = new DivideAndConquerSolver();
  private static final PohlSolver POHL = new PohlSolver();
  private static final BacktrackingSolver BACKTRACKING = new BacktrackingSolver();
  private static final ClauseLearningSolver CLAUSE_LEARNING = new ClauseLearningSolver();

  /**
   * Smallest board (cells, holes included) on which the construction around holes runs first;
   * below it the walks and the exhaustive search are quick and settle the request exactly.
   */
  static final int HOLED_CONSTRUCTION_CELLS = 400;

  /** Creates the solver. Prefer {@link Strategy#AUTO}{@code .solver()}, which is shared. */
  public AutoSolver() {
    super("AUTO", true, true);
  }

  /** On shapes other than boards its route looks for a cycle through every vertex first. */
  @Override
  public boolean cycleIndependentOfStart() {
    return true;
  }

  /** Every shape: see the class description for what it runs on each. */
  @Override
  public boolean accepts(Shape<?> shape) {
    java.util.Objects.requireNonNull(shape, "shape must not be null");
    return true;
  }

  @Override
  long workingBytes(SearchTask task) {
    if (task.shape() instanceof Board) {
      return workingBytes(boardRequest(task));
    }
    NeighbourFunction graph = task.graph();
    return graphWorkingBytes(graph.vertexCount(), graph.maxDegree(), graphThreads(task));
  }

  /**
   * The threads the graph route uses: those of the request, or one where the heap holds one
   * search's tables and not two searches' at once.
   */
  private static int graphThreads(SearchTask task) {
    int threads = task.options().threads();
    if (threads == 1) {
      return 1;
    }
    NeighbourFunction graph = task.graph();
    return HeapGuard.fits(graphWorkingBytes(graph.vertexCount(), graph.maxDegree(), threads)) ? threads : 1;
  }

  /**
   * On a 2-D board, the board's route (theorems, constructions, walks, the exhaustive search); on
   * any other shape, the graph's: see the class description.
   */
  @Override
  SearchResult run(SearchTask task, SearchMonitor monitor) {
    if (task.shape() instanceof Board) {
      return search(boardRequest(task), monitor);
    }
    NeighbourFunction graph = task.graph();
    int end = task.end().orElse(-1);
    if (end >= 0) {
      if (graph.isSymmetric()) {
        String proof = AbsenceProofs.noPath(graph, task.start(), end, monitor);
        if (proof != null) {
          return new SearchResult(Outcome.PROVEN_ABSENT, null, 0, 0, monitor.elapsedNanos(), proof);
        }
      }
      return pohlThenExhaustive(graph, task.start(), end, false, task.lookahead(), task.seed(), monitor, 0);
    }
    return onGraph(graph, task.start(), task.closed(), task.lookahead(), task.seed(), graphThreads(task), monitor);
  }

  long workingBytes(TourRequest request) {
    long search = Math.max(POHL.workingBytes(request.board().graph()), BACKTRACKING.workingBytes(request.board().graph()));
    if (DivideAndConquerSolver.covers(request)) {
      return DIVIDE_AND_CONQUER.workingBytes(request);
    }
    if (holedConstruction(request)) {
      // Its arrays are garbage before the search that may follow it.
      Board board = request.board();
      search = Math.max(search, HoledDivideAndConquer.workingBytes((long) board.rows() * board.cols()));
    }
    // The rotation construction's arrays are garbage before the search that may follow it.
    return rotates(request)
        ? Math.max(EndRotation.workingBytes(request.board().squareCount()), search)
        : search;
  }

  /**
   * For a knight's torus or cylinder without holes whose rectangle divide and conquer gives a
   * closed tour, the closed request on that rectangle from the same start; else null.
   */
  private static TourRequest wrappedRectangle(TourRequest request) {
    Board board = request.board();
    if (board.wrap() == Board.Wrap.NONE
        || !board.holes().isEmpty()
        || !board.leaper().equals(Board.Leaper.KNIGHT)
        || request.end().isPresent()) {
      return null;
    }
    TourRequest rectangle =
        TourRequest.builder(Board.of(board.rows(), board.cols()), request.start())
            .kind(TourKind.CLOSED)
            .build();
    return DivideAndConquerSolver.covers(rectangle) ? rectangle : null;
  }

  /** True if the construction around holes runs first: see the class documentation. */
  private static boolean holedConstruction(TourRequest request) {
    Board board = request.board();
    return board.wrap() == Board.Wrap.NONE
        && board.leaper().equals(Board.Leaper.KNIGHT)
        && !board.holes().isEmpty()
        && request.end().isEmpty()
        && (long) board.rows() * board.cols() >= HOLED_CONSTRUCTION_CELLS
        && HoledDivideAndConquer.covers(board.rows(), board.cols(), board.holes().size());
  }

  /** Divide and conquer around the holes of the request's board (see {@link #holedConstruction}). */
  private static SearchResult aroundHoles(TourRequest request, SearchMonitor monitor) {
    Board board = request.board();
    int cols = board.cols();
    int[] holes = board.holes().stream().mapToInt(s -> s.row() * cols + s.col()).sorted().toArray();
    Square start = request.start();
    return HoledDivideAndConquer.tour(
        board.rows(), cols, holes, start.row() * cols + start.col(), closed(request), monitor);
  }

  /** True if the request has an end and the rotation construction applies to it. */
  private static boolean rotates(TourRequest request) {
    Board board = request.board();
    return request.end().isPresent() && board.isPlainKnightBoard() && EndRotation.covers(board.rows(), board.cols(), startIndex(request));
  }

  /** The route on a 2-D board of any shape. */
  SearchResult search(TourRequest request, SearchMonitor monitor) {
    TourExistence.Answer answer = TourExistence.forRequest(request, monitor);
    if (answer.verdict() == TourExistence.Verdict.NO) {
      return new SearchResult(Outcome.PROVEN_ABSENT, null, 0, 0, monitor.elapsedNanos(), answer.reason());
    }
    if (DivideAndConquerSolver.covers(request)) {
      SearchResult built = DIVIDE_AND_CONQUER.search(request, monitor);
      if (built.outcome() != Outcome.GAVE_UP) {
        return built;
      }
    }
    TourRequest rectangle = wrappedRectangle(request);
    if (rectangle != null) {
      // A closed tour of the rectangle is one of its torus and cylinder too: same squares, same
      // numbering, and every move of the rectangle is a move there.
      SearchResult built = DIVIDE_AND_CONQUER.search(rectangle, monitor);
      if (built.outcome() != Outcome.GAVE_UP) {
        return built;
      }
    }
    int end = endIndex(request);
    long nodes = 0;
    if (holedConstruction(request)) {
      SearchResult built = aroundHoles(request, monitor);
      if (built.outcome() != Outcome.GAVE_UP) {
        return built; // FOUND, or the budget ran out or the thread was interrupted
      }
      nodes += built.nodesExpanded();
      monitor.attemptFinished(built.nodesExpanded());
    }
    if (rotates(request)) {
      Board board = request.board();
      SearchResult built =
          EndRotation.path(
              board.rows(), board.cols(), startIndex(request), end,
              request.seed().orElse(EndRotation.DEFAULT_SEED), monitor);
      if (built.outcome() != Outcome.GAVE_UP) {
        return built; // FOUND, or the budget ran out or the thread was interrupted
      }
      nodes += built.nodesExpanded();
      monitor.attemptFinished(built.nodesExpanded());
    }
    return pohlThenExhaustive(
        request.board().graph(), startIndex(request), end, closed(request), request.lookahead(), request.seed(), monitor, nodes);
  }

  /** Nodes the rotation heuristic may use on a graph of {@code n} vertices before the exact search. */
  static long rotationNodes(long n) {
    return 64 * n + 65_536;
  }

  /**
   * The peak bytes of the graph route on {@code n} vertices of degree at most {@code maxDegree}
   * with {@code threads} threads: the decomposition's arrays while clause learning searches one
   * piece (at most half of the vertices and two connectors), garbage before the steps that
   * follow; then with one thread the largest step's (each step's arrays are garbage before the
   * next); with more, clause learning's tables and the largest of the other steps' at once.
   */
  static long graphWorkingBytes(long n, int maxDegree, int threads) {
    long pieces = Decomposition.workingBytes(n) + CLAUSE_LEARNING.workingBytes(n / 2 + 2, maxDegree + 2);
    long others =
        Math.max(
            RotationSearch.workingBytes(n, maxDegree),
            Math.max(ForcingSearch.workingBytes(n, maxDegree), BACKTRACKING.workingBytes(n, maxDegree)));
    long clauseLearning = CLAUSE_LEARNING.workingBytes(n, maxDegree);
    return Math.max(pieces, threads > 1 ? others + clauseLearning : Math.max(others, clauseLearning));
  }

  /**
   * Nodes the forcing search may use on a graph of {@code n} vertices before clause learning: more
   * on a graph without hubs, where forcing decides the most.
   */
  static long exactSliceNodes(long n, boolean withoutHubs) {
    return withoutHubs ? 64 * n + 65_536 : 16 * n + 16_384;
  }

  /**
   * The largest degree at which a graph counts as without hubs (8, a knight's most moves). On
   * those (cubic graphs, graphs of degrees 2 to 8) the forcing search settles most graphs within
   * seconds where clause learning takes longer, and on graphs with hubs (vertices of degree 14
   * to over 1,000 among ones of degree 2 to 5) the other way round: measured on the FHCP graphs,
   * 2026-11-26.
   */
  static final int HUBLESS_DEGREE = 8;

  /** The graph pipeline of the class description, on one thread. */
  static SearchResult onGraph(
      NeighbourFunction graph, int start, boolean closed, int lookahead, OptionalLong seed, SearchMonitor monitor) {
    return onGraph(graph, start, closed, lookahead, seed, 1, monitor);
  }

  /** The graph pipeline of the class description, with up to {@code threads} threads. */
  static SearchResult onGraph(
      NeighbourFunction graph, int start, boolean closed, int lookahead, OptionalLong seed, int threads,
      SearchMonitor monitor) {
    if (!graph.isSymmetric()) {
      return pohlThenExhaustive(graph, start, -1, closed, lookahead, seed, monitor, 0);
    }
    String proof = closed ? AbsenceProofs.noCycle(graph, monitor) : AbsenceProofs.noPath(graph, start, -1, monitor);
    if (proof != null) {
      return new SearchResult(Outcome.PROVEN_ABSENT, null, 0, 0, monitor.elapsedNanos(), proof);
    }
    long nodesBefore = 0;
    if (closed) {
      // Pieces joined by few edges, each solved by clause learning, a new seed each round (see
      // Decomposition); else on as before.
      SearchResult joined =
          Decomposition.cycle(
              graph, start, HUBLESS_DEGREE,
              round -> CLAUSE_LEARNING.engine(lookahead, round == 0 ? seed : OptionalLong.of(seed.orElse(0) + round)),
              monitor);
      if (joined.outcome() != Outcome.GAVE_UP) {
        return joined;
      }
      nodesBefore = joined.nodesExpanded();
      monitor.attemptFinished(nodesBefore);
    }
    // Cheap first, exact last: each step but the last gets a slice of the budget.
    List<PathEngine> steps =
        List.of(
            (g, s, c, m) -> RotationSearch.run(g, s, c, seed.isPresent(), seed.orElse(0), m),
            (g, s, c, m) ->
                c
                    ? ForcingSearch.run(g, s, seed.orElse(ForcingSearch.UNSEEDED), m)
                    : BACKTRACKING.engine(lookahead, seed).search(g, s, false, m),
            CLAUSE_LEARNING.engine(lookahead, seed));
    int[] degrees = monitor.newInts(graph.vertexCount());
    monitor.outDegrees(graph, degrees);
    boolean withoutHubs = java.util.Arrays.stream(degrees).max().orElse(0) <= HUBLESS_DEGREE;
    long[] sliceNodes = {rotationNodes(graph.vertexCount()), exactSliceNodes(graph.vertexCount(), withoutHubs)};
    double[] sliceTime = {0.05, withoutHubs ? 0.6 : 0.15};
    String[] names = {"Warnsdorff's walk with Pósa's rotations", "the forcing search", "clause learning"};
    SearchResult r =
        threads > 1 && !monitor.isTraced()
            ? sideBySide(graph, start, closed, steps, sliceNodes, sliceTime, names, monitor)
            : inTurn(graph, start, closed, steps, sliceNodes, sliceTime, names, false, false, monitor);
    return nodesBefore == 0
        ? r
        : new SearchResult(
            r.outcome(), r.path(), nodesBefore + r.nodesExpanded(), r.backtracks(), r.elapsedNanos(), r.explanation());
  }

  /**
   * Two threads: Warnsdorff's walk with Pósa's rotations first, alone, with its slice as on one
   * thread (it settles many graphs within a fraction of a second, before a second search would
   * have built its tables, and on a busy machine a second thread slows it). Then side by side: the
   * caller's thread runs the exact search of the second step with its slice as on one thread,
   * and another runs clause learning with everything left, alone once that slice is over. The
   * first answer stops the other (see {@link Portfolio}). Measured on the FHCP graphs on 2026-11-27
   * at a load of about 6 on 2 cores: with the forcing search going on to the end beside it,
   * clause learning missed five cycles that it found on one thread.
   */
  private static SearchResult sideBySide(
      NeighbourFunction graph, int start, boolean closed, List<PathEngine> steps, long[] sliceNodes,
      double[] sliceTime, String[] names, SearchMonitor monitor) {
    long[] exactNodes = {sliceNodes[1]};
    double[] exactTime = {sliceTime[1]};
    String[] exactName = {names[1]};
    String[] lastName = {names[2]};
    List<Portfolio.Line> lines =
        List.of(
            m -> inTurn(graph, start, closed, steps.subList(1, 2), exactNodes, exactTime, exactName, true, true, m),
            m -> inTurn(graph, start, closed, steps.subList(2, 3), exactNodes, exactTime, lastName, true, false, m));
    PathEngine together =
        (g, s, c, m) -> {
          SearchResult r = Portfolio.run(lines, m);
          if (r.outcome() != Outcome.FOUND && r.outcome() != Outcome.PROVEN_ABSENT) {
            return r;
          }
          return new SearchResult(
              r.outcome(), r.path(), r.nodesExpanded(), r.backtracks(), r.elapsedNanos(),
              r.explanation() + ", the first answer of " + lines.size() + " threads side by side");
        };
    return inTurn(graph, start, closed, List.of(steps.get(0), together), sliceNodes, sliceTime, names, false, false, monitor);
  }

  /**
   * The {@code steps} one after the other, cheap first; each but the last gets a slice of the
   * budget ({@code sliceNodes[i]}, {@code sliceTime[i]}), and the last too if {@code sliceLast}.
   * The last step's answer is named ("found by ...") only if {@code nameLast}, as the others' are.
   */
  private static SearchResult inTurn(
      NeighbourFunction graph, int start, boolean closed, List<PathEngine> steps, long[] sliceNodes,
      double[] sliceTime, String[] names, boolean nameLast, boolean sliceLast, SearchMonitor monitor) {
    long nodes = 0;
    long backtracks = 0;
    for (int i = 0; i < steps.size(); i++) {
      boolean last = i == steps.size() - 1;
      SearchMonitor stepMonitor = last && !sliceLast ? monitor : monitor.slice(sliceNodes[i], sliceTime[i]);
      PathEngine step = steps.get(i);
      // A stop of the step's own slice ends the step only.
      SearchResult r = stepMonitor.guard(() -> step.search(graph, start, closed, stepMonitor));
      nodes += r.nodesExpanded();
      backtracks += r.backtracks();
      boolean settled = r.outcome() == Outcome.FOUND || r.outcome() == Outcome.PROVEN_ABSENT;
      if (last) {
        return new SearchResult(
            r.outcome(), r.path(), nodes, backtracks, monitor.elapsedNanos(),
            nameLast && settled ? named(r, names[i]) : r.explanation());
      }
      monitor.attemptFinished(r.nodesExpanded());
      if (settled) {
        return new SearchResult(r.outcome(), r.path(), nodes, backtracks, monitor.elapsedNanos(), named(r, names[i]));
      }
      if (r.outcome() == Outcome.CANCELLED) {
        return monitor.stopped(Outcome.CANCELLED, nodes, backtracks);
      }
      Outcome stop = monitor.budgetSpent(0) ? Outcome.BUDGET_EXHAUSTED : monitor.poll(0, 0, 0);
      if (stop != null) {
        return monitor.stopped(stop, nodes, backtracks);
      }
    }
    throw new AssertionError("the last step returns");
  }

  /** The explanation of a step's answer, naming the step. */
  private static String named(SearchResult r, String name) {
    return (r.outcome() == Outcome.FOUND ? "found by " : "proven by ") + name + " (" + r.explanation() + ")";
  }

  /**
   * Pohl's walks first (with its retries), each linear; then the exhaustive search, which settles
   * the rest: a path from {@code start} on {@code graph} (to {@code end} unless it is negative),
   * or a cycle if {@code closed}. {@code nodesBefore} counts the work of earlier steps into the
   * result. Shared by boards of every shape and three-dimensional boards.
   */
  static SearchResult pohlThenExhaustive(
      NeighbourFunction graph, int start, int end, boolean closed, int lookahead, OptionalLong seed,
      SearchMonitor monitor, long nodesBefore) {
    List<PathEngine> attempts =
        end >= 0
            ? List.of(POHL.engineTo(lookahead, seed, end), BACKTRACKING.engineTo(lookahead, seed, end))
            : List.of(POHL.engine(lookahead, seed), BACKTRACKING.engine(lookahead, seed));
    long nodes = nodesBefore;
    long backtracks = 0;
    for (PathEngine attempt : attempts) {
      if (monitor.budgetSpent(0)) {
        return monitor.stopped(Outcome.BUDGET_EXHAUSTED, nodes, backtracks);
      }
      Outcome stop = monitor.poll(0, 0, 0);
      if (stop != null) {
        return monitor.stopped(stop, nodes, backtracks);
      }
      SearchResult r = attempt.search(graph, start, closed, monitor);
      nodes += r.nodesExpanded();
      backtracks += r.backtracks();
      monitor.attemptFinished(r.nodesExpanded());
      if (r.outcome() != Outcome.GAVE_UP) {
        return new SearchResult(r.outcome(), r.path(), nodes, backtracks, monitor.elapsedNanos(), r.explanation());
      }
    }
    throw new AssertionError("the exhaustive search never gives up");
  }
}
