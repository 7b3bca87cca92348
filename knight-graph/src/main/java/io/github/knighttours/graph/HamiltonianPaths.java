package io.github.knighttours.graph;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import io.github.knighttours.HamiltonianPath;
import io.github.knighttours.KnightTours;
import io.github.knighttours.Outcome;
import io.github.knighttours.PathRequest;
import io.github.knighttours.PathResult;
import io.github.knighttours.SearchOptions;
import io.github.knighttours.SearchStatistics;
import io.github.knighttours.Strategy;
import io.github.knighttours.TourKind;
import io.github.knighttours.TourSolver;
import io.github.knighttours.spi.HeapCheck;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import org.jgrapht.Graph;
import org.jgrapht.GraphPath;
import org.jgrapht.graph.DefaultDirectedGraph;
import org.jgrapht.graph.GraphWalk;
import org.jgrapht.graph.SimpleGraph;

/**
 * Hamiltonian paths and cycles of any JGraphT graph, found by the knight-tours solvers: Pohl
 * used his rule on the Tutte graph in 1967, and it applies to every graph.
 *
 * <pre>{@code
 * Graph<Integer, DefaultEdge> tutte = NamedGraphGenerator.tutteGraph();
 * // From any start, by exhaustive search (no Hamiltonian path of this graph starts at vertex 0).
 * Optional<GraphPath<Integer, DefaultEdge>> path = HamiltonianPaths.find(tutte, Strategy.BACKTRACKING);
 *
 * HamiltonianPathResult<Integer, DefaultEdge> cycle =
 *     HamiltonianPaths.solveCycle(tutte, Strategy.BACKTRACKING, SearchOptions.defaults());
 * cycle.outcome();   // PROVEN_ABSENT: the Tutte graph has no Hamiltonian cycle
 * }</pre>
 *
 * <p>The strategies are those of knight-core that need nothing but the graph:
 * {@link Strategy#BACKTRACKING} and {@link Strategy#CLAUSE_LEARNING} (exact: each finds a path
 * whenever one exists and proves absence, given enough budget; clause learning is the one for
 * graphs built to be hard), {@link Strategy#AUTO} (quick proofs of absence, rotations, a forcing
 * search, then clause learning; also finds and proves, given the budget),
 * {@link Strategy#WARNSDORFF}, {@link Strategy#POHL} and {@link Strategy#POSA} (heuristics that
 * may give up, and never answer PROVEN_ABSENT, not even where counting degrees shows that nothing
 * exists), and {@link Strategy#NEURAL_NETWORK} on undirected graphs. Each solver class states its
 * guarantees. Ties go to the vertex that comes first in
 * {@code graph.vertexSet()}, or to a random one with a seed. Edges are taken as they are:
 * successors on directed graphs; self-loops, parallel edges and weights do not matter.
 *
 * <p>Each call copies the graph once into compact arrays (O(V + E)), which are knight-core's
 * public neighbour function, and runs {@link KnightTours#solvePath(PathRequest, Strategy)} on them:
 * the same pipeline as every board, so the heap guard, the budgets, the interrupt, the progress
 * listener and the validation of a found path against the graph's own edges are knight-core's.
 * The time budget and the interrupt cover the copy too. The graph must not change during the
 * call. All methods are thread-safe.
 */
public final class HamiltonianPaths {

  private HamiltonianPaths() {}

  /**
   * Returns a Hamiltonian path of {@code graph} that starts at {@code start}, or empty if the
   * strategy found none.
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if {@code start} is not a vertex of {@code graph}, or the
   *     strategy does not take a graph
   */
  public static <V, E> Optional<GraphPath<V, E>> find(Graph<V, E> graph, V start, Strategy strategy) {
    return solve(graph, start, strategy, SearchOptions.defaults()).path();
  }

  /**
   * Returns a Hamiltonian path of {@code graph} from any start vertex, or empty if the strategy
   * found none.
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if the strategy does not take a graph
   */
  public static <V, E> Optional<GraphPath<V, E>> find(Graph<V, E> graph, Strategy strategy) {
    return solve(graph, strategy, SearchOptions.defaults()).path();
  }

  /**
   * Searches for a Hamiltonian path of {@code graph} that starts at {@code start}.
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if {@code start} is not a vertex of {@code graph}, the
   *     strategy does not take a graph, or the graph is too large for the heap
   */
  public static <V, E> HamiltonianPathResult<V, E> solve(
      Graph<V, E> graph, V start, Strategy strategy, SearchOptions options) {
    return run(graph, start, true, strategy, null, options, false);
  }

  /**
   * Searches for a Hamiltonian path of {@code graph} from {@code start} to {@code end}. A solver
   * that does not aim at the end may find a path that ends elsewhere: that result is GAVE_UP.
   * {@link Strategy#BACKTRACKING} and {@link Strategy#AUTO} keep the end for the last step, and
   * find such a path whenever one exists, given the budget.
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if {@code start} or {@code end} is not a vertex of
   *     {@code graph}, they are the same vertex, the strategy does not take a graph, or the graph is
   *     too large for the heap
   */
  public static <V, E> HamiltonianPathResult<V, E> solve(
      Graph<V, E> graph, V start, V end, Strategy strategy, SearchOptions options) {
    checkNotNull(end, "end must not be null");
    return run(graph, start, true, end, strategy, null, options, false);
  }

  /**
   * As {@link #solve(Graph, Object, Strategy, SearchOptions)}, with any {@link TourSolver} that
   * {@linkplain TourSolver#accepts accepts} the graph: a solver of your own, registered for
   * {@link java.util.ServiceLoader} or not, runs here through the same pipeline as on boards.
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if {@code start} is not a vertex of {@code graph}, the solver
   *     does not accept the graph, or the graph is too large for the heap
   */
  public static <V, E> HamiltonianPathResult<V, E> solveWith(
      Graph<V, E> graph, V start, TourSolver solver, SearchOptions options) {
    return run(graph, start, true, null, checkNotNull(solver, "solver must not be null"), options, false);
  }

  /**
   * As {@link #solve(Graph, Strategy, SearchOptions)} (from any start), with any {@link TourSolver}
   * that accepts the graph.
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if the solver does not accept the graph, or the graph is too
   *     large for the heap
   */
  public static <V, E> HamiltonianPathResult<V, E> solveWith(Graph<V, E> graph, TourSolver solver, SearchOptions options) {
    return run(graph, null, false, null, checkNotNull(solver, "solver must not be null"), options, false);
  }

  /**
   * As {@link #solveCycle(Graph, Strategy, SearchOptions)}, with any {@link TourSolver} that accepts
   * the graph.
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if the solver does not accept the graph, or the graph is too
   *     large for the heap
   */
  public static <V, E> HamiltonianPathResult<V, E> solveCycleWith(
      Graph<V, E> graph, TourSolver solver, SearchOptions options) {
    return run(graph, null, false, null, checkNotNull(solver, "solver must not be null"), options, true);
  }

  /**
   * Searches for a Hamiltonian path of {@code graph} from any start. Starts are tried in an
   * order that settles the question early: if some vertices have a single neighbour, a path
   * must end at each of them, so only they are tried (and three or more prove that there is no
   * path); on a directed graph a vertex without predecessors must be the start; otherwise every
   * vertex, fewest neighbours first. The exhaustive search answers PROVEN_ABSENT only when it
   * has ruled out every start that could begin a path; the budgets cover all starts together.
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if the strategy does not take a graph, or the graph is too large
   *     for the heap
   */
  public static <V, E> HamiltonianPathResult<V, E> solve(Graph<V, E> graph, Strategy strategy, SearchOptions options) {
    return run(graph, null, false, strategy, null, options, false);
  }

  /**
   * Searches for a Hamiltonian cycle of {@code graph}. The exhaustive search starts from one
   * vertex of fewest neighbours (a cycle passes through all of them); a heuristic tries every
   * start until its walk closes. A cycle needs at least three vertices (two on a directed
   * graph, with arcs both ways).
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if the strategy does not take a graph, or the graph is too large
   *     for the heap
   */
  public static <V, E> HamiltonianPathResult<V, E> solveCycle(
      Graph<V, E> graph, Strategy strategy, SearchOptions options) {
    return run(graph, null, false, strategy, null, options, true);
  }

  /**
   * Copies {@code graph} within the budgets and runs the pipeline on the copy, from {@code start}
   * if {@code fromStart} and else from any start, for a cycle when {@code closed}.
   */
  private static <V, E> HamiltonianPathResult<V, E> run(
      Graph<V, E> graph, V start, boolean fromStart, Strategy strategy, TourSolver given, SearchOptions options,
      boolean closed) {
    return run(graph, start, fromStart, null, strategy, given, options, closed);
  }

  /** As {@link #run(Graph, Object, boolean, Strategy, TourSolver, SearchOptions, boolean)}, to {@code end} unless null. */
  private static <V, E> HamiltonianPathResult<V, E> run(
      Graph<V, E> graph, V start, boolean fromStart, V end, Strategy strategy, TourSolver given, SearchOptions options,
      boolean closed) {
    long began = System.nanoTime();
    checkNotNull(graph, "graph must not be null");
    // Checked before the copy, which may take seconds on a large graph.
    if (fromStart) {
      checkNotNull(start, "start must not be null");
      checkArgument(graph.containsVertex(start), "start %s is not a vertex of the graph", start);
    }
    if (end != null) {
      checkArgument(graph.containsVertex(end), "end %s is not a vertex of the graph", end);
      checkArgument(!end.equals(start) || graph.vertexSet().size() == 1, "end %s is the start; a path of more than one vertex ends elsewhere", end);
    }
    boolean directed = graph.getType().isDirected();
    TourSolver solver = given == null ? solverFor(strategy, directed) : accepting(given, directed);
    checkNotNull(options, "options must not be null");
    int n = graph.vertexSet().size();
    long adapterBytes = IndexedGraph.workingBytes(n, graph.edgeSet().size(), directed);
    Optional<Duration> budget = options.timeBudget();
    long deadline = budget.map(b -> began + saturatedNanos(b)).orElse(Long.MAX_VALUE);
    // Not Thread.interrupted(): the caller's flag stays set, as the search leaves it.
    BooleanSupplier stop =
        () -> Thread.currentThread().isInterrupted() || (budget.isPresent() && System.nanoTime() - deadline >= 0);
    // The same words as the pipeline's heap guard, which covers the search's own arrays.
    String what = "the " + solver.name() + " search on " + IndexedGraph.describe(n);
    IndexedGraph<V, E> indexed = HeapCheck.within(adapterBytes, what, () -> IndexedGraph.of(graph, stop));
    if (indexed == null) {
      boolean cancelled = Thread.currentThread().isInterrupted();
      PathResult<V> stopped =
          PathResult.notFound(
              cancelled ? Outcome.CANCELLED : Outcome.BUDGET_EXHAUSTED,
              solver.name(),
              cancelled
                  ? "the searching thread was interrupted while the graph was copied"
                  : "the time budget ran out while the graph was copied",
              new SearchStatistics(0, 0, Duration.ofNanos(System.nanoTime() - began)));
      return new HamiltonianPathResult<>(stopped, null, stopped.statistics());
    }
    SearchOptions rest = options;
    if (budget.isPresent()) {
      // What the copy left; at least 1 ns, so that the search, which looks at the clock
      // between steps, says itself that the budget ran out, as on a board.
      rest = options.toBuilder().timeBudget(Duration.ofNanos(Math.max(1, deadline - System.nanoTime()))).build();
    }
    PathRequest.Builder<V> request =
        PathRequest.builder(indexed)
            .kind(closed ? TourKind.CLOSED : TourKind.OPEN)
            .options(rest);
    if (fromStart) {
      request.start(start);
    }
    if (end != null) {
      request.end(end);
    }
    PathResult<V> result = KnightTours.solvePath(request.build(), solver);
    GraphPath<V, E> path = result.hamiltonianPath().map(tour -> toWalk(indexed, tour, closed)).orElse(null);
    // Read after the walk is built, so that the elapsed time covers the whole call.
    SearchStatistics searched = result.statistics();
    SearchStatistics whole =
        new SearchStatistics(searched.nodesExpanded(), searched.backtracks(), Duration.ofNanos(System.nanoTime() - began));
    return new HamiltonianPathResult<>(result, path, whole);
  }

  private static long saturatedNanos(Duration d) {
    try {
      return d.toNanos();
    } catch (ArithmeticException tooLong) {
      return Long.MAX_VALUE / 2;
    }
  }

  /**
   * Returns the solver of {@code strategy} if it takes a graph of that direction. Asked of an
   * empty graph before any copy, so that a refusal costs nothing; the pipeline asks again of the
   * graph itself.
   *
   * @throws NullPointerException if {@code strategy} is null
   * @throws IllegalArgumentException if it does not take a graph; the message names those that do
   */
  static TourSolver solverFor(Strategy strategy, boolean directed) {
    checkNotNull(strategy, "strategy must not be null");
    IndexedGraph<Object, Object> probe = directed ? DIRECTED_PROBE : UNDIRECTED_PROBE;
    TourSolver solver = strategy.solver();
    if (!solver.accepts(probe)) {
      throw new IllegalArgumentException(
          "strategy " + strategy + " does not take a " + (directed ? "directed " : "") + "graph; "
              + Strategy.accepting(probe) + " take it");
    }
    return solver;
  }

  /** {@code solver}, if it accepts a graph of this direction; else the refusal naming it. */
  private static TourSolver accepting(TourSolver solver, boolean directed) {
    IndexedGraph<Object, Object> probe = directed ? DIRECTED_PROBE : UNDIRECTED_PROBE;
    if (!solver.accepts(probe)) {
      throw new IllegalArgumentException(
          "solver " + solver.name() + " does not accept a " + (directed ? "directed" : "undirected") + " graph");
    }
    return solver;
  }

  private static final IndexedGraph<Object, Object> UNDIRECTED_PROBE =
      IndexedGraph.of(new SimpleGraph<Object, Object>(Object.class), () -> false);

  private static final IndexedGraph<Object, Object> DIRECTED_PROBE =
      IndexedGraph.of(new DefaultDirectedGraph<Object, Object>(Object.class), () -> false);

  /**
   * The JGraphT walk of a validated tour: its vertices in order, for a cycle the first again at
   * the end, and the graph's edge between each two.
   */
  private static <V, E> GraphPath<V, E> toWalk(IndexedGraph<V, E> indexed, HamiltonianPath<V> tour, boolean closed) {
    Graph<V, E> graph = indexed.original();
    int n = tour.size();
    if (n == 0) {
      return GraphWalk.emptyWalk(graph);
    }
    if (n == 1 && !closed) {
      return GraphWalk.singletonWalk(graph, tour.start());
    }
    List<V> vertices = new ArrayList<>(n + 1);
    for (int i = 0; i < n; i++) {
      vertices.add(indexed.label(tour.vertex(i)));
    }
    if (closed) {
      vertices.add(vertices.get(0));
    }
    List<E> edges = new ArrayList<>(vertices.size() - 1);
    double weight = 0;
    for (int i = 1; i < vertices.size(); i++) {
      E edge = graph.getEdge(vertices.get(i - 1), vertices.get(i));
      edges.add(edge);
      weight += graph.getEdgeWeight(edge);
    }
    return new GraphWalk<>(graph, vertices.get(0), vertices.get(vertices.size() - 1), vertices, edges, weight);
  }
}
