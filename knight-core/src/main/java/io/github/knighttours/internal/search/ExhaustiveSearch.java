package io.github.knighttours.internal.search;

import io.github.knighttours.spi.SearchResult;
import io.github.knighttours.Outcome;
import io.github.knighttours.spi.NeighbourFunction;
import java.util.Arrays;

/**
 * Depth-first search for a Hamiltonian path from a given start, or a Hamiltonian cycle through
 * it, with an explicit stack; or, in its enumeration mode ({@link #enumeration}), the same
 * search listing every Hamiltonian path from the start one at a time.
 *
 * <p>Candidates are tried in Warnsdorff order (fewest unvisited successors first, ties in the
 * graph's successor order), so the first descent is Warnsdorff's walk and backtracking repairs
 * it. Pruning only removes branches that cannot hold a Hamiltonian path:
 *
 * <ul>
 *   <li>before the search: every vertex must be reachable from the start; on a bipartite
 *       symmetric graph the path alternates sides, so the start's side must hold as many
 *       vertices as the other side or one more (and a fixed last vertex must lie on the side the
 *       path ends on);
 *   <li>during the search, the degree rules of {@link UnvisitedDegrees}: no unvisited vertex
 *       may be left with too few neighbours among the unvisited vertices and the path's end (for
 *       a cycle, and the start), and a successor of the path's end without other unvisited
 *       neighbours must be the last vertex; the forced moves of {@link UnvisitedDegrees} (a
 *       vertex with two usable edges left uses both: if one goes to the path's end, the next
 *       move goes to it; for a cycle, no vertex may be left with three such neighbours, and the
 *       start and the path's end with two); on directed graphs, at most one unvisited vertex (for
 *       a cycle, none) may lack an unvisited successor;
 *   <li>on small graphs (at most {@value #STRICT_MAX_VERTICES} vertices, and vertices times
 *       maximum degree at most {@value #STRICT_MAX_ARCS}), once the search has backtracked
 *       {@value #STRICT_AFTER_BACKTRACKS} times, the costlier rules of {@link StructuralPruning}
 *       as well, at every node: the unvisited vertices must be connected to v, cut vertices
 *       must line up towards the path's end, each piece between them must have the right number
 *       of vertices on each side of a bipartite graph, and independent sets of half the vertices
 *       must fit along the rest of the path. Until then Warnsdorff's order usually finds a path
 *       without backtracking, and the checks would only slow it down.
 * </ul>
 *
 * <p>Two more choices help the search find a path sooner; neither changes what it proves:
 *
 * <ul>
 *   <li>on small graphs, a second search with ties in the reverse successor order takes turns
 *       of {@value #TURN_NODES} nodes with the first once the first has had one turn, and the
 *       first of the two to finish answers. Each is exhaustive on its own. On a knight board the
 *       reverse order is the board turned half a turn, and how quickly Warnsdorff's order
 *       succeeds depends much on where the start lies relative to the square the ties favour;
 *   <li>a Hamiltonian cycle passes through every vertex, so the cycle search starts from a
 *       vertex with fewest successors (the most constrained) and the cycle it finds is turned to
 *       begin at the requested start.
 * </ul>
 *
 * <p>The search ends with FOUND, with PROVEN_ABSENT only after the whole space is exhausted (or
 * a check above proves absence), or with BUDGET_EXHAUSTED / CANCELLED. Node budgets count the
 * nodes of both searches.
 *
 * <p>The enumeration mode runs the same search from the start alone (no second search, no
 * costlier rules: they are not needed to list paths), reports each complete path and goes on
 * from it, and may fix the path's last vertex. The forced-move rule saves about 40% of its nodes
 * on knight boards. Pruning never changes
 * the order of the paths: it is that of the candidates, fixed for a given graph, and each path
 * comes once.
 *
 * <p>Statistics and trace: a node is a vertex placed on the path, the start included, and a
 * backtrack is a vertex other than the start taken back off it. The monitor's
 * {@link SearchMonitor#trace() trace}, if any, hears each of them as it happens:
 * {@link SearchTrace#placed placed} once per node (the start at depth 0, first of all),
 * {@link SearchTrace#removed removed} once per backtrack, and {@link SearchTrace#deadEnd deadEnd}
 * when the search gives up on the path ending at a vertex before trying any move from it (a
 * check above rules it out, no move from it is left to try, or it completes a path that does not
 * close into the cycle asked for). A vertex whose moves have all been tried is only removed.
 * Replaying the steps gives the search's stack at every moment, and at the end the path found
 * (for a cycle, before it is turned to begin at the requested start). So that it is one search's
 * steps, a search with a trace runs without the second search.
 *
 * <p>Performance: exponential time in the worst case, O(d) time per node (O(d²) for cycles on
 * symmetric graphs) besides the sort of at most d candidates, and O(n + e) per node once the costlier rules are on; O(n · d) space at
 * the most, about 18 bytes per vertex plus the candidate stack, which grows once, to 4 · d bytes
 * per vertex, if it must (see {@link #workingBytes(long, int)}); on
 * small graphs twice that for the second search, and with the costlier rules about 80 bytes
 * per vertex and 4 per arc more for each. No recursion.
 */
public final class ExhaustiveSearch {

  private final NeighbourFunction graph;
  private final SearchMonitor monitor;
  /** The monitor's trace, or null. */
  private final SearchTrace trace;
  private final boolean closed;
  private final boolean symmetric;
  private final int n;
  /** The fixed last vertex of an open path, or -1. */
  private final int end;
  /** Whether this search lists every path instead of stopping at the first. */
  private final boolean enumerating;

  private final int[] path;
  private final UnvisitedDegrees degrees;
  /** The tables of {@code degrees}, read here directly: the candidate sort is the hot loop. */
  private final int[] degree;
  private final boolean[] visited;
  /** Candidates of depth d are pool[base[d] .. base[d + 1]); cursor[d] is the next to try. */
  private final int[] base;
  private final int[] cursor;
  private int[] pool;
  private final int[] scratch;
  private final int start;
  private final long strictAfterBacktracks;
  /** Whether the graph is small enough for the costlier rules and for a second search. */
  private final boolean mayBeStrict;
  /** Whether ties between candidates go the other way: last in successor order first. */
  private final boolean reversed;
  /** Why the set-up stopped before the search began, or null. */
  private Outcome stoppedInSetup;
  private long nodes;
  private long backtracks;
  private int depth;
  private int bestDepth;
  /** Nodes and backtracks of the search that takes turns with this one. */
  private long othersNodes;
  private long othersBacktracks;
  /** The side of each vertex when the graph is symmetric and bipartite, else null. */
  private byte[] side;
  /** The costlier rules, once they are on; else null. */
  private StructuralPruning strict;
  /** For an enumeration: whether {@link #begin} has run, and the result that ended it, if any. */
  private boolean begun;
  private SearchResult finished;

  /** The set-up's pass over the graph checks the monitor every this many + 1 vertices (as a tick would). */
  private static final int SETUP_POLL_MASK = SearchMonitor.TICKS_PER_CHECK - 1;
  /** The costlier rules switch on after this many backtracks. */
  static final long STRICT_AFTER_BACKTRACKS = 64;
  /** The costlier rules are used on graphs of at most this many vertices ... */
  static final int STRICT_MAX_VERTICES = 4096;
  /** ... whose vertex count times maximum degree is at most this. */
  static final int STRICT_MAX_ARCS = 1 << 16;
  /** On such graphs two searches take turns of this many nodes. */
  static final long TURN_NODES = 1 << 12;

  private ExhaustiveSearch(
      NeighbourFunction graph,
      int start,
      boolean closed,
      int end,
      boolean enumerating,
      SearchMonitor monitor,
      long strictAfterBacktracks,
      boolean reversed) {
    this.graph = graph;
    this.start = start;
    this.end = end;
    this.enumerating = enumerating;
    this.strictAfterBacktracks = strictAfterBacktracks;
    this.reversed = reversed;
    this.closed = closed;
    this.monitor = monitor;
    this.trace = monitor.trace();
    this.symmetric = graph.isSymmetric();
    this.n = graph.vertexCount();
    // Made by the monitor: on a huge graph these arrays take longer to clear than a short budget.
    this.path = monitor.newInts(n);
    this.degrees = new UnvisitedDegrees(graph, closed, end, true, monitor);
    this.degree = degrees.degreeTable();
    this.visited = degrees.visitedFlags();
    this.base = monitor.newInts(n + 1);
    this.cursor = monitor.newInts(n);
    this.pool = new int[initialPoolSize(n, graph.maxDegree())];
    this.scratch = new int[graph.maxDegree()];
    this.mayBeStrict =
        !enumerating && n <= STRICT_MAX_VERTICES && (long) n * graph.maxDegree() <= STRICT_MAX_ARCS;
  }

  /**
   * Bytes a search on {@code n} vertices of degree at most 8 allocates at its peak, the path it
   * returns included, for {@link HeapGuard#require}; see {@link #workingBytes(long, int)}.
   */
  public static long workingBytes(long n) {
    return workingBytes(n, 8);
  }

  /**
   * Bytes a search on {@code n} vertices of degree at most {@code maxDegree} allocates at its
   * peak, the path it returns included: one search ({@link #enumerationBytes}); for a cycle, the
   * successor counts that choose where it starts and the copy turned to begin at the start (8
   * per vertex) and the forcing counts of {@link UnvisitedDegrees} (5 per vertex and search);
   * and on small graphs the search twice, with the costlier rules, for the second search.
   */
  public static long workingBytes(long n, int maxDegree) {
    long one = enumerationBytes(n, maxDegree);
    long cycle = 18 * n;
    return (n <= STRICT_MAX_VERTICES ? 2 * (one + StructuralPruning.workingBytes(n, STRICT_MAX_ARCS)) : one) + cycle;
  }

  /**
   * Bytes one search (an {@link #enumeration}, or each of {@link #run}'s searches) on {@code n}
   * vertices of degree at most {@code maxDegree} allocates at its peak: 18 per vertex of arrays,
   * 2 for the set-up's reached flags and sides, and the candidate pool, which starts small and,
   * if it ever overflows, is replaced by one of the most it can hold (each depth pushes at most
   * {@code maxDegree} candidates).
   */
  public static long enumerationBytes(long n, int maxDegree) {
    long degree = Math.max(1, maxDegree);
    long firstPool = 4L * initialPoolSize(n, degree);
    long fullPool = 4L * maxPoolSize(n, degree);
    long pool = firstPool + (fullPool > firstPool ? fullPool : 0);
    return 20 * n + pool + 4 * degree + 1024;
  }

  private static int initialPoolSize(long n, long maxDegree) {
    return (int) (Math.max(16, Math.min(n, 1 << 16)) * Math.max(1, Math.min(maxDegree, 8)));
  }

  /** The most candidates the pool can hold at once: at most maxDegree from each depth. */
  private static int maxPoolSize(long n, long maxDegree) {
    return (int) Math.min(Integer.MAX_VALUE - 8, maxDegree * (n + 1));
  }

  /**
   * Searches for a Hamiltonian path of {@code graph} that starts at {@code start}, or, if
   * {@code closed}, for a Hamiltonian cycle through {@code start} (returned as a path from
   * {@code start} whose last vertex has {@code start} as a successor).
   */
  public static SearchResult run(NeighbourFunction graph, int start, boolean closed, SearchMonitor monitor) {
    return run(graph, start, closed, monitor, STRICT_AFTER_BACKTRACKS, TURN_NODES);
  }

  /**
   * As {@link #run(NeighbourFunction, int, boolean, SearchMonitor)}, with the costlier rules switched
   * on after {@code strictAfterBacktracks} backtracks (0: from the start; Long.MAX_VALUE:
   * never) and turns of {@code turnNodes} nodes, on graphs small enough for them. For tests.
   */
  static SearchResult run(
      NeighbourFunction graph, int start, boolean closed, SearchMonitor monitor, long strictAfterBacktracks, long turnNodes) {
    // A stop while the tables are made ends the search like one during it.
    return monitor.guard(() -> cycleOrPath(graph, start, closed, monitor, strictAfterBacktracks, turnNodes));
  }

  private static SearchResult cycleOrPath(
      NeighbourFunction graph, int start, boolean closed, SearchMonitor monitor, long strictAfterBacktracks, long turnNodes) {
    if (!closed || graph.vertexCount() < 2) {
      return runFrom(graph, start, closed, -1, monitor, strictAfterBacktracks, turnNodes);
    }
    // A Hamiltonian cycle passes through every vertex: look for one from a vertex with fewest
    // successors, whose moves are the most constrained, and turn it to begin at the start.
    int[] successorCount = monitor.newInts(graph.vertexCount());
    monitor.outDegrees(graph, successorCount);
    int from = 0;
    for (int v = 1; v < successorCount.length; v++) {
      if (successorCount[v] < successorCount[from]) {
        from = v;
      }
    }
    SearchResult r = runFrom(graph, from, true, -1, monitor, strictAfterBacktracks, turnNodes);
    if (r.outcome() != Outcome.FOUND || from == start) {
      return r;
    }
    int[] cycle = r.path();
    int at = 0;
    while (cycle[at] != start) {
      at++;
    }
    int[] turned = monitor.newInts(cycle.length);
    System.arraycopy(cycle, at, turned, 0, cycle.length - at);
    System.arraycopy(cycle, 0, turned, cycle.length - at, at);
    return new SearchResult(Outcome.FOUND, turned, r.nodesExpanded(), r.backtracks(), r.elapsedNanos(), r.explanation());
  }

  /**
   * Searches for a Hamiltonian path of {@code graph} from {@code start} to {@code end}: as
   * {@link #run(NeighbourFunction, int, boolean, SearchMonitor)} for an open path, with {@code end} kept
   * off the path until it is the last vertex left, and every rule told that the path ends there
   * (the side the path ends on, the degree rules of {@link UnvisitedDegrees} with forced moves,
   * and the costlier rules of {@link StructuralPruning}). PROVEN_ABSENT only when no such path
   * exists.
   *
   * @throws IllegalArgumentException if {@code start} or {@code end} is not a vertex of
   *     {@code graph}
   */
  public static SearchResult run(NeighbourFunction graph, int start, int end, SearchMonitor monitor) {
    return runTo(graph, start, end, monitor, STRICT_AFTER_BACKTRACKS, TURN_NODES);
  }

  /** As {@link #run(NeighbourFunction, int, int, SearchMonitor)}, with the switches of the test overload. For tests. */
  static SearchResult runTo(
      NeighbourFunction graph, int start, int end, SearchMonitor monitor, long strictAfterBacktracks, long turnNodes) {
    int n = graph.vertexCount();
    if (start < 0 || start >= n) {
      throw new IllegalArgumentException("start must be a vertex in 0.." + (n - 1) + ", got " + start);
    }
    if (end < 0 || end >= n) {
      throw new IllegalArgumentException("end must be a vertex in 0.." + (n - 1) + ", got " + end);
    }
    return monitor.guard(() -> runFrom(graph, start, false, end, monitor, strictAfterBacktracks, turnNodes));
  }

  private static SearchResult runFrom(
      NeighbourFunction graph,
      int start,
      boolean closed,
      int end,
      SearchMonitor monitor,
      long strictAfterBacktracks,
      long turnNodes) {
    ExhaustiveSearch forward =
        new ExhaustiveSearch(graph, start, closed, end, false, monitor, strictAfterBacktracks, false);
    SearchResult result = forward.begin();
    if (result != null) {
      return result;
    }
    if (!forward.mayBeStrict || forward.trace != null) {
      return forward.advance(Long.MAX_VALUE);
    }
    // Small graphs: the same search with ties in the reverse order takes turns with this one
    // (on a board, that is the search from the square opposite through the centre), and the
    // first to finish answers. Each is exhaustive on its own, so either may prove absence.
    ExhaustiveSearch backward = null;
    while (true) {
      result = forward.advance(turnNodes);
      if (result != null) {
        return result;
      }
      if (backward == null) {
        backward = new ExhaustiveSearch(graph, start, closed, end, false, monitor, strictAfterBacktracks, true);
        backward.othersNodes = forward.nodes;
        backward.othersBacktracks = forward.backtracks;
        result = backward.begin();
        if (result != null) {
          return result;
        }
      }
      backward.othersNodes = forward.nodes;
      backward.othersBacktracks = forward.backtracks;
      result = backward.advance(turnNodes);
      if (result != null) {
        return result;
      }
      forward.othersNodes = backward.nodes;
      forward.othersBacktracks = backward.backtracks;
    }
  }

  /**
   * Prepares the listing of every Hamiltonian path of {@code graph} that starts at
   * {@code start} and, if {@code end} is not negative, ends on {@code end}; {@link #next} returns
   * them one at a time. The search is as {@link #run} without the choices that only help to find
   * one path sooner. The monitor's budgets count the nodes of the whole enumeration.
   *
   * @throws IllegalArgumentException if {@code start} or {@code end} (when not negative) is not
   *     a vertex of {@code graph}
   */
  public static ExhaustiveSearch enumeration(NeighbourFunction graph, int start, int end, SearchMonitor monitor) {
    int n = graph.vertexCount();
    if (start < 0 || start >= n) {
      throw new IllegalArgumentException("start must be a vertex in 0.." + (n - 1) + ", got " + start);
    }
    if (end >= n) {
      throw new IllegalArgumentException("end must be a vertex in 0.." + (n - 1) + " or negative, got " + end);
    }
    return new ExhaustiveSearch(graph, start, false, Math.max(end, -1), true, monitor, Long.MAX_VALUE, false);
  }

  /**
   * Goes on with an {@link #enumeration} to its next path: FOUND with the path (a new array the
   * caller owns); PROVEN_ABSENT once no path is left, then on every later call; or
   * BUDGET_EXHAUSTED / CANCELLED if the monitor stopped it, after which a call goes on from
   * where it stopped if the monitor lets it (once the interrupt flag is clear; a spent node
   * budget stays spent). Checks the monitor (so the interrupt flag) before it begins. Only
   * {@link #enumeration} gives out instances, so every one this is called on lists paths.
   */
  public SearchResult next() {
    if (finished != null) {
      return finished;
    }
    Outcome stop = monitor.poll(nodes, depth, bestDepth);
    if (stop != null) {
      return monitor.stopped(stop, nodes, backtracks, bestDepth);
    }
    SearchResult result;
    if (!begun) {
      begun = true;
      result = begin();
      if (result != null) {
        finished = result.outcome() == Outcome.FOUND ? noMorePaths() : result;
        return result.outcome() == Outcome.FOUND ? copyOf(result) : result;
      }
    }
    result = advance(Long.MAX_VALUE);
    if (result.outcome() == Outcome.PROVEN_ABSENT) {
      finished = result;
    }
    return result;
  }

  private SearchResult noMorePaths() {
    return absent(nodes, backtracks, "the enumeration is complete: no further path");
  }

  private static SearchResult copyOf(SearchResult r) {
    return new SearchResult(
        r.outcome(), r.path().clone(), r.nodesExpanded(), r.backtracks(), r.elapsedNanos(), r.explanation());
  }

  /** Runs the checks before the search and places the start; returns the answer if they settle it, else null. */
  private SearchResult begin() {
    path[0] = start;
    nodes = 1;
    if (trace != null) {
      trace.placed(start, 0);
    }
    if (closed && n < (symmetric ? 3 : 2)) {
      return ruledOutAtStart("a Hamiltonian cycle needs at least " + (symmetric ? 3 : 2) + " vertices");
    }
    if (n == 1) {
      if (end >= 0 && end != start) {
        return ruledOutAtStart("the only path is the start, which is not the given last vertex");
      }
      return new SearchResult(Outcome.FOUND, path, 1, 0, monitor.elapsedNanos(), "a single vertex is a path");
    }
    if (end == start) {
      return ruledOutAtStart("a path of " + n + " vertices cannot end where it starts");
    }
    String impossible = checkReachabilityAndSides(start);
    if (stoppedInSetup != null) {
      return monitor.stopped(stoppedInSetup, nodes, 0, 0);
    }
    if (impossible != null) {
      return ruledOutAtStart(impossible);
    }
    degrees.begin(start);
    if (mayBeStrict && strictAfterBacktracks <= 0) {
      strict = new StructuralPruning(graph, closed, start, end, visited, side);
    }
    int count = graph.successors(start, scratch);
    if (degrees.deadEnd(start, 0, scratch, count) || (strict != null && strict.rulesOut(start, 0))) {
      return ruledOutAtStart(
          closed
              ? "no Hamiltonian cycle: some vertex has fewer than two neighbours"
              : "no Hamiltonian path can start here: too many vertices of degree at most one");
    }
    generate(0, count);
    return null;
  }

  /** PROVEN_ABSENT by a check at the start, which the trace hears as a dead end. */
  private SearchResult ruledOutAtStart(String why) {
    if (trace != null) {
      trace.deadEnd(start, 0);
    }
    return absent(nodes, 0, why);
  }

  /**
   * Goes on with the search for at most {@code maxNodes} more nodes; returns how it ended, or
   * null if it is still undecided. An enumeration returns each path it finds (a copy) and goes on
   * from it at the next call. Budgets count the other search's nodes too.
   */
  private SearchResult advance(long maxNodes) {
    long pause = maxNodes == Long.MAX_VALUE ? Long.MAX_VALUE : nodes + maxNodes;
    while (true) {
      if (cursor[depth] < base[depth + 1]) {
        if (monitor.budgetSpent(othersNodes + nodes)) {
          return monitor.stopped(
              Outcome.BUDGET_EXHAUSTED, othersNodes + nodes, othersBacktracks + backtracks, bestDepth);
        }
        if ((nodes & SearchMonitor.POLL_MASK) == 0) {
          Outcome stop = monitor.poll(othersNodes + nodes, depth, bestDepth);
          if (stop != null) {
            return monitor.stopped(stop, othersNodes + nodes, othersBacktracks + backtracks, bestDepth);
          }
        }
        if (nodes >= pause) {
          return null;
        }
        int v = pool[cursor[depth]++];
        nodes++;
        visit(v);
        path[++depth] = v;
        if (trace != null) {
          trace.placed(v, depth);
        }
        if (depth == n - 1) {
          if (!closed || graph.hasSuccessor(v, start, scratch)) {
            if (!enumerating) {
              return found(path);
            }
            SearchResult result = found(path.clone());
            takeBack(v);
            return result;
          }
          if (trace != null) {
            trace.deadEnd(v, depth);
          }
          takeBack(v);
          continue;
        }
        bestDepth = Math.max(bestDepth, depth);
        if (strict == null && mayBeStrict && backtracks >= strictAfterBacktracks) {
          strict = new StructuralPruning(graph, closed, start, end, visited, side);
        }
        int count = graph.successors(v, scratch);
        if (degrees.deadEnd(v, depth, scratch, count) || (strict != null && strict.rulesOut(v, depth))) {
          if (trace != null) {
            trace.deadEnd(v, depth);
          }
          takeBack(v);
        } else {
          generate(depth, count);
        }
      } else {
        if (depth == 0) {
          if (enumerating) {
            return noMorePaths();
          }
          return absent(
              nodes,
              backtracks,
              closed
                  ? "exhaustive search found no Hamiltonian cycle"
                  : end >= 0
                      ? "exhaustive search found no Hamiltonian path from this start to the given last vertex"
                      : "exhaustive search found no Hamiltonian path from this start");
        }
        takeBack(path[depth]);
      }
    }
  }

  private SearchResult found(int[] path) {
    return new SearchResult(
        Outcome.FOUND,
        path,
        othersNodes + nodes,
        othersBacktracks + backtracks,
        monitor.elapsedNanos(),
        "found by exhaustive search");
  }

  /** Takes {@code v}, the path's last vertex, back off it: a backtrack. */
  private void takeBack(int v) {
    unvisit(v);
    if (trace != null) {
      trace.removed(v, depth);
    }
    depth--;
    backtracks++;
  }

  /** PROVEN_ABSENT after this search's {@code nodes} and {@code backtracks}, and the other search's. */
  private SearchResult absent(long nodes, long backtracks, String why) {
    monitor.reached(bestDepth + 1);
    return new SearchResult(
        Outcome.PROVEN_ABSENT, null, othersNodes + nodes, othersBacktracks + backtracks, monitor.elapsedNanos(), why);
  }

  /**
   * Breadth-first search from the start over successors; also two-colours symmetric graphs.
   * Returns why no Hamiltonian path can exist, or null. Uses {@code path} as its queue.
   */
  private String checkReachabilityAndSides(int start) {
    byte[] side = monitor.newBytes(n);
    boolean[] reached = monitor.newArray(n, () -> new boolean[n]);
    boolean bipartite = symmetric;
    int head = 0;
    int tail = 0;
    path[tail++] = start;
    reached[start] = true;
    side[start] = 0;
    while (head < tail) {
      if ((head & SETUP_POLL_MASK) == 0 && head > 0) {
        // A pass over the whole graph: on large boards it takes long enough to watch for stops.
        stoppedInSetup = monitor.poll(0, 0, 0);
        if (stoppedInSetup != null) {
          return null;
        }
      }
      int v = path[head++];
      int count = graph.successors(v, scratch);
      for (int i = 0; i < count; i++) {
        int u = scratch[i];
        if (!reached[u]) {
          reached[u] = true;
          side[u] = (byte) (1 - side[v]);
          path[tail++] = u;
        } else if (side[u] == side[v]) {
          bipartite = false;
        }
      }
    }
    if (tail < n) {
      return (n - tail) + " of " + n + " vertices cannot be reached from the start";
    }
    if (bipartite) {
      this.side = side;
      long same = 0;
      for (byte s : side) {
        if (s == 0) {
          same++;
        }
      }
      long other = n - same;
      if (closed && same != other) {
        return "colour argument: the graph is bipartite and a cycle alternates sides, but the sides have "
            + same + " and " + other + " vertices";
      }
      if (same != other && same != other + 1) {
        return "colour argument: the graph is bipartite and a path from the start alternates sides, but the"
            + " start's side has " + same + " vertices and the other side " + other
            + " (a path needs the start's side to have as many, or one more)";
      }
      // The last vertex, at position n - 1, is on the start's side when n is odd.
      if (end >= 0 && side[end] != (n % 2 == 1 ? 0 : 1)) {
        return "colour argument: the graph is bipartite and a path from the start alternates sides, so it"
            + " cannot end on a vertex of the " + (side[end] == 0 ? "start's" : "other") + " side";
      }
    }
    return null;
  }

  private void visit(int v) {
    degrees.visit(v);
    if (strict != null) {
      strict.visited(v);
    }
  }

  private void unvisit(int v) {
    degrees.unvisit(v);
    if (strict != null) {
      strict.unvisited(v);
    }
  }

  /**
   * Pushes the unvisited successors of path[depth], the first {@code count} of scratch, onto the
   * pool, fewest onward moves first; a fixed last vertex only when it is the last one left.
   */
  private void generate(int depth, int count) {
    int from = base[depth];
    if (pool.length - from < count) {
      // Straight to the most it can ever hold: one copy, and a peak that workingBytes can bound.
      pool = Arrays.copyOf(pool, Math.max(maxPoolSize(n, graph.maxDegree()), from + count));
    }
    boolean forced = degrees.nextMoveForced();
    int filled = from;
    for (int k = 0; k < count; k++) {
      int u = scratch[reversed ? count - 1 - k : k];
      if (visited[u] || (u == end && depth + 2 < n) || (forced && degree[u] != 1)) {
        continue;
      }
      int key = degree[u];
      int j = filled++;
      while (j > from && degree[pool[j - 1]] > key) {
        pool[j] = pool[j - 1];
        j--;
      }
      pool[j] = u;
    }
    cursor[depth] = from;
    base[depth + 1] = filled;
    if (filled == from && trace != null) {
      trace.deadEnd(path[depth], depth);
    }
  }
}
