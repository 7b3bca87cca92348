package io.github.knighttours.internal.search;

import io.github.knighttours.Outcome;
import io.github.knighttours.internal.graph.IntGraph;
import java.util.Arrays;

/**
 * Depth-first search for a Hamiltonian path from a given start, or a Hamiltonian cycle through
 * it, with an explicit stack.
 *
 * <p>Candidates are tried in Warnsdorff order (fewest unvisited successors first, ties in the
 * graph's successor order), so the first descent is Warnsdorff's walk and backtracking repairs
 * it. Pruning only removes branches that cannot hold a Hamiltonian path:
 *
 * <ul>
 *   <li>before the search: every vertex must be reachable from the start; on a bipartite
 *       symmetric graph the path alternates sides, so the start's side must hold as many
 *       vertices as the other side or one more;
 *   <li>during the search, on symmetric graphs, with U the unvisited vertices and v the end of
 *       the path: in the rest of the path every vertex of U but the last has two path
 *       neighbours in U ∪ {v}, and the last has one. So no vertex of U may have zero neighbours
 *       in U ∪ {v}, and at most one may have a single one;
 *   <li>if a successor of v has no unvisited successor, the path must go there next and end
 *       there, which only works when it is the last unvisited vertex;
 *   <li>for a cycle, the start s stays available as the last vertex's successor: every vertex
 *       of U needs two neighbours in U ∪ {v, s}, so none may have fewer; on a bipartite graph
 *       both sides must be equal;
 *   <li>on directed graphs: every vertex of U but the last needs a successor in U (in U ∪ {s}
 *       for a cycle, where even the last needs one), so at most one (for a cycle, none) may lack
 *       it;
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
 * <p>Two more choices help the search find paths sooner; neither changes what it proves:
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
 * <p>Performance: exponential time in the worst case, O(1) time per node besides the sort of at
 * most d candidates, and O(n + e) per node once the costlier rules are on; O(n · d) space at
 * the most, about 18 bytes per vertex plus the candidate stack, which grows once, to 4 · d bytes
 * per vertex, if it must (see {@link #workingBytes(long, int)}); on
 * small graphs twice that for the second search, and with the costlier rules about 80 bytes
 * per vertex and 4 per arc more for each. No recursion.
 */
public final class ExhaustiveSearch {

  private final IntGraph graph;
  private final SearchMonitor monitor;
  private final boolean closed;
  private final boolean symmetric;
  private final int n;

  private final int[] path;
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

  /** The costlier rules switch on after this many backtracks. */
  static final long STRICT_AFTER_BACKTRACKS = 64;
  /** The costlier rules are used on graphs of at most this many vertices ... */
  static final int STRICT_MAX_VERTICES = 4096;
  /** ... whose vertex count times maximum degree is at most this. */
  static final int STRICT_MAX_ARCS = 1 << 16;
  /** On such graphs two searches take turns of this many nodes. */
  static final long TURN_NODES = 1 << 12;

  /** Unvisited vertices with at most one unvisited successor, and with none. */
  private int low;
  private int zero;

  private ExhaustiveSearch(
      IntGraph graph, int start, boolean closed, SearchMonitor monitor, long strictAfterBacktracks, boolean reversed) {
    this.graph = graph;
    this.start = start;
    this.strictAfterBacktracks = strictAfterBacktracks;
    this.reversed = reversed;
    this.closed = closed;
    this.monitor = monitor;
    this.symmetric = graph.isSymmetric();
    this.n = graph.vertexCount();
    this.path = new int[n];
    this.degree = new int[n];
    this.visited = new boolean[n];
    this.base = new int[n + 1];
    this.cursor = new int[n];
    this.pool = new int[initialPoolSize(n, graph.maxDegree())];
    this.scratch = new int[graph.maxDegree()];
    this.mayBeStrict = n <= STRICT_MAX_VERTICES && (long) n * graph.maxDegree() <= STRICT_MAX_ARCS;
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
   * peak, the path it returns included: 18 per vertex of arrays; the candidate pool, which
   * starts small and, if it ever overflows, is replaced by one of the most it can hold (each
   * depth pushes at most {@code maxDegree} candidates); for a cycle, the successor counts that
   * choose where it starts and the copy turned to begin at the start (8 per vertex); and on
   * small graphs all of that twice, with the costlier rules, for the second search.
   */
  public static long workingBytes(long n, int maxDegree) {
    long degree = Math.max(1, maxDegree);
    long firstPool = 4L * initialPoolSize(n, degree);
    long fullPool = 4L * maxPoolSize(n, degree);
    long pool = firstPool + (fullPool > firstPool ? fullPool : 0);
    long one = 18 * n + pool + 4 * degree + 1024;
    long cycle = 8 * n;
    return (n <= STRICT_MAX_VERTICES ? 2 * (one + StructuralPruning.workingBytes(n, STRICT_MAX_ARCS)) : one) + cycle;
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
  public static PathResult run(IntGraph graph, int start, boolean closed, SearchMonitor monitor) {
    return run(graph, start, closed, monitor, STRICT_AFTER_BACKTRACKS, TURN_NODES);
  }

  /**
   * As {@link #run(IntGraph, int, boolean, SearchMonitor)}, with the costlier rules switched
   * on after {@code strictAfterBacktracks} backtracks (0: from the start; Long.MAX_VALUE:
   * never) and turns of {@code turnNodes} nodes, on graphs small enough for them. For tests.
   */
  static PathResult run(
      IntGraph graph, int start, boolean closed, SearchMonitor monitor, long strictAfterBacktracks, long turnNodes) {
    if (!closed || graph.vertexCount() < 2) {
      return runFrom(graph, start, closed, monitor, strictAfterBacktracks, turnNodes);
    }
    // A Hamiltonian cycle passes through every vertex: look for one from a vertex with fewest
    // successors, whose moves are the most constrained, and turn it to begin at the start.
    int[] successorCount = new int[graph.vertexCount()];
    graph.outDegrees(successorCount);
    int from = 0;
    for (int v = 1; v < successorCount.length; v++) {
      if (successorCount[v] < successorCount[from]) {
        from = v;
      }
    }
    PathResult r = runFrom(graph, from, true, monitor, strictAfterBacktracks, turnNodes);
    if (r.outcome() != Outcome.FOUND || from == start) {
      return r;
    }
    int[] cycle = r.path();
    int at = 0;
    while (cycle[at] != start) {
      at++;
    }
    int[] turned = new int[cycle.length];
    System.arraycopy(cycle, at, turned, 0, cycle.length - at);
    System.arraycopy(cycle, 0, turned, cycle.length - at, at);
    return new PathResult(Outcome.FOUND, turned, r.nodesExpanded(), r.backtracks(), r.elapsedNanos(), r.explanation());
  }

  private static PathResult runFrom(
      IntGraph graph, int start, boolean closed, SearchMonitor monitor, long strictAfterBacktracks, long turnNodes) {
    ExhaustiveSearch forward = new ExhaustiveSearch(graph, start, closed, monitor, strictAfterBacktracks, false);
    PathResult result = forward.begin();
    if (result != null) {
      return result;
    }
    if (!forward.mayBeStrict) {
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
        backward = new ExhaustiveSearch(graph, start, closed, monitor, strictAfterBacktracks, true);
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

  /** Runs the checks before the search and places the start; returns the answer if they settle it, else null. */
  private PathResult begin() {
    if (closed && n < (symmetric ? 3 : 2)) {
      return absent(1, 0, "a Hamiltonian cycle needs at least " + (symmetric ? 3 : 2) + " vertices");
    }
    if (n == 1) {
      path[0] = start;
      return new PathResult(Outcome.FOUND, path, 1, 0, monitor.elapsedNanos(), "a single vertex is a path");
    }
    String impossible = checkReachabilityAndSides(start);
    if (impossible != null) {
      return absent(1, 0, impossible);
    }
    for (int v = 0; v < n; v++) {
      degree[v] = graph.successors(v, scratch);
    }
    for (int v = 0; v < n; v++) {
      if (degree[v] <= 1) {
        low++;
      }
      if (degree[v] == 0) {
        zero++;
      }
    }
    path[0] = start;
    if (closed) {
      // The start stays a usable successor for the vertex that closes the cycle.
      visited[start] = true;
      if (degree[start] <= 1) {
        low--;
        if (degree[start] == 0) {
          zero--;
        }
      }
    } else {
      visit(start);
    }
    nodes = 1;
    if (mayBeStrict && strictAfterBacktracks <= 0) {
      strict = new StructuralPruning(graph, closed, start, visited, side);
    }
    if (deadEnd(start, 0) || (strict != null && strict.rulesOut(start, 0))) {
      return absent(
          nodes,
          0,
          closed
              ? "no Hamiltonian cycle: some vertex has fewer than two neighbours"
              : "no Hamiltonian path can start here: too many vertices of degree at most one");
    }
    generate(0);
    return null;
  }

  /**
   * Goes on with the search for at most {@code maxNodes} more nodes; returns how it ended, or
   * null if it is still undecided. Budgets count the other search's nodes too.
   */
  private PathResult advance(long maxNodes) {
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
        if (depth == n - 1) {
          if (!closed || graph.hasSuccessor(v, start, scratch)) {
            return new PathResult(
                Outcome.FOUND,
                path,
                othersNodes + nodes,
                othersBacktracks + backtracks,
                monitor.elapsedNanos(),
                "found by exhaustive search");
          }
          unvisit(v);
          depth--;
          backtracks++;
          continue;
        }
        bestDepth = Math.max(bestDepth, depth);
        if (strict == null && mayBeStrict && backtracks >= strictAfterBacktracks) {
          strict = new StructuralPruning(graph, closed, start, visited, side);
        }
        if (deadEnd(v, depth) || (strict != null && strict.rulesOut(v, depth))) {
          unvisit(v);
          depth--;
          backtracks++;
        } else {
          generate(depth);
        }
      } else {
        if (depth == 0) {
          return absent(
              nodes,
              backtracks,
              closed
                  ? "exhaustive search found no Hamiltonian cycle"
                  : "exhaustive search found no Hamiltonian path from this start");
        }
        unvisit(path[depth]);
        depth--;
        backtracks++;
      }
    }
  }

  /** PROVEN_ABSENT after this search's {@code nodes} and {@code backtracks}, and the other search's. */
  private PathResult absent(long nodes, long backtracks, String why) {
    return new PathResult(
        Outcome.PROVEN_ABSENT, null, othersNodes + nodes, othersBacktracks + backtracks, monitor.elapsedNanos(), why);
  }

  /**
   * Breadth-first search from the start over successors; also two-colours symmetric graphs.
   * Returns why no Hamiltonian path can exist, or null. Uses {@code path} as its queue.
   */
  private String checkReachabilityAndSides(int start) {
    byte[] side = new byte[n];
    boolean bipartite = symmetric;
    int head = 0;
    int tail = 0;
    path[tail++] = start;
    visited[start] = true;
    side[start] = 0;
    while (head < tail) {
      int v = path[head++];
      int count = graph.successors(v, scratch);
      for (int i = 0; i < count; i++) {
        int u = scratch[i];
        if (!visited[u]) {
          visited[u] = true;
          side[u] = (byte) (1 - side[v]);
          path[tail++] = u;
        } else if (side[u] == side[v]) {
          bipartite = false;
        }
      }
    }
    Arrays.fill(visited, false);
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
    }
    return null;
  }

  private void visit(int v) {
    if (degree[v] <= 1) {
      low--;
      if (degree[v] == 0) {
        zero--;
      }
    }
    visited[v] = true;
    if (strict != null) {
      strict.visited(v);
    }
    int count = graph.predecessors(v, scratch);
    for (int i = 0; i < count; i++) {
      int u = scratch[i];
      int d = --degree[u];
      if (!visited[u]) {
        if (d == 1) {
          low++;
        } else if (d == 0) {
          zero++;
        }
      }
    }
  }

  private void unvisit(int v) {
    int count = graph.predecessors(v, scratch);
    for (int i = 0; i < count; i++) {
      int u = scratch[i];
      int d = degree[u]++;
      if (!visited[u]) {
        if (d == 1) {
          low--;
        } else if (d == 0) {
          zero--;
        }
      }
    }
    visited[v] = false;
    if (strict != null) {
      strict.unvisited(v);
    }
    if (degree[v] <= 1) {
      low++;
      if (degree[v] == 0) {
        zero++;
      }
    }
  }

  /** True if the path ending at {@code v} (depth {@code depth}) provably cannot be completed. */
  private boolean deadEnd(int v, int depth) {
    if (!symmetric) {
      // zero counts unvisited vertices without an unvisited successor (the start counts as
      // unvisited for a cycle): only a path's last vertex may be one.
      return zero > (closed ? 0 : 1);
    }
    int remaining = n - 1 - depth;
    int count = graph.successors(v, scratch);
    int nextZero = 0;
    int nextOne = 0;
    for (int i = 0; i < count; i++) {
      int u = scratch[i];
      if (!visited[u]) {
        if (degree[u] == 0) {
          nextZero++;
        } else if (degree[u] == 1) {
          nextOne++;
        }
      }
    }
    if (closed) {
      // Degrees counted in U ∪ {v, s}: every vertex of U needs two. At depth 0, v is s, which
      // the degrees already count.
      return low - (depth == 0 ? 0 : nextOne) > 0;
    }
    if (nextZero > 0 && remaining > 1) {
      return true;
    }
    // Degrees counted in U ∪ {v}: successors of v gain one.
    return zero - nextZero > 0 || low - nextOne > 1;
  }

  /** Pushes the unvisited successors of path[depth] onto the pool, fewest onward moves first. */
  private void generate(int depth) {
    int from = base[depth];
    int count = graph.successors(path[depth], scratch);
    if (pool.length - from < count) {
      // Straight to the most it can ever hold: one copy, and a peak that workingBytes can bound.
      pool = Arrays.copyOf(pool, Math.max(maxPoolSize(n, graph.maxDegree()), from + count));
    }
    int end = from;
    for (int k = 0; k < count; k++) {
      int u = scratch[reversed ? count - 1 - k : k];
      if (visited[u]) {
        continue;
      }
      int key = degree[u];
      int j = end++;
      while (j > from && degree[pool[j - 1]] > key) {
        pool[j] = pool[j - 1];
        j--;
      }
      pool[j] = u;
    }
    cursor[depth] = from;
    base[depth + 1] = end;
  }
}
