package io.github.knighttours.internal.search;

import io.github.knighttours.spi.SearchResult;
import io.github.knighttours.Outcome;
import io.github.knighttours.spi.NeighbourFunction;
import io.github.knighttours.internal.graph.KnightGraph;
import io.github.knighttours.internal.graph.LeaperGraph;
import java.util.SplittableRandom;

/**
 * Warnsdorff's rule, optionally with Pohl's look-ahead tie-break, over any {@link NeighbourFunction}.
 *
 * <p>Each step moves to the unvisited successor with the fewest unvisited successors
 * (Warnsdorff 1823). With {@code lookahead = k > 0}, squares still tied are compared by up to
 * {@code k} further keys (Pohl 1967, CACM 10(7)): key 1 is a vertex's unvisited degree, and key
 * {@code j + 1} of a candidate is the sum of key {@code j} over its unvisited successors,
 * computed as if the path already stood on the candidate (candidate marked visited). Key 2 is
 * Pohl's original rule; smaller is better at every level. An optional last key, a {@link TieBreak}
 * (Roth's distance from the board centre, or Squirrel and Cull's move orderings, which change as
 * the walk goes on), comes next. Ties that remain go to the first candidate in the graph's
 * successor order, or to a uniformly random one when a seed is given.
 *
 * <p>A walk may be given a last vertex t: it then walks on the graph without t (t counts as
 * visited from the start, so its neighbours' counts leave it out) and, having covered every
 * other vertex, steps onto t if t is a successor of where it stands; otherwise it gives up.
 *
 * <p>There is no backtracking: a dead end ends the search with GAVE_UP. A {@link SearchTrace}
 * from the monitor hears each vertex placed and the dead end, if any.
 *
 * <p>On a {@link KnightGraph} the walk runs in the board's padded layout ({@link KnightBoardWalk}),
 * and on a {@link LeaperGraph} without holes (tori, cylinders, other leapers) in a padded layout
 * of its own ({@link LeaperBoardWalk}); both give the same walk without on-board tests. Any other
 * graph is walked through {@link NeighbourFunction#successors}, once per step on a symmetric graph.
 *
 * <p>Performance: O(n · d) time for n vertices of degree at most d when look-ahead never
 * applies, and O(n · d^(k+1)) in the worst case; O(n) space (at most 8 bytes per vertex, see
 * {@link #workingBytes}). The recursion of the look-ahead is at most {@code k} deep, never as
 * deep as the graph.
 */
public final class GreedySearch {

  /** The deepest look-ahead accepted; each level multiplies the tie-break cost by the degree. */
  public static final int MAX_LOOKAHEAD = 4;

  /**
   * Marks a visited vertex in {@code degree}. Its neighbours' visits decrement it at most
   * maxDegree times, which leaves it above {@link #VISITED_FLOOR}, above any real degree.
   */
  private static final int VISITED = 1 << 30;

  private static final int VISITED_FLOOR = 1 << 29;

  private final NeighbourFunction graph;
  private final int lookahead;
  private final TieBreak tieBreak;
  private final SplittableRandom random;
  private final SearchMonitor monitor;
  private final boolean symmetric;

  private final SearchTrace trace;

  private final int[] path;
  /**
   * Unvisited successors of each unvisited vertex; {@link #VISITED} or a little less for a
   * visited vertex, so that one comparison both skips visited vertices and ranks the others.
   */
  private final int[] degree;
  private final int[] candidates;
  private final int[] scratch;
  /** On a symmetric graph: the successors of the vertex last arrived on, and how many. */
  private final int[] around;
  private int aroundCount;
  /** The fewest unvisited successors among them ({@link #VISITED_FLOOR} if none is unvisited). */
  private int aroundBest;
  /** Buffers and keys of the look-ahead levels; made when a tie first needs them. */
  private int[][] levelBuffers;
  private long[][] levelKeys;

  private GreedySearch(
      NeighbourFunction graph, int lookahead, TieBreak tieBreak, SplittableRandom random, SearchMonitor monitor) {
    this.graph = graph;
    this.lookahead = lookahead;
    this.tieBreak = tieBreak;
    this.random = random;
    this.monitor = monitor;
    this.trace = monitor.trace();
    this.symmetric = graph.isSymmetric();
    int n = graph.vertexCount();
    int d = graph.maxDegree();
    this.path = monitor.newInts(n);
    this.degree = monitor.newInts(n);
    this.candidates = new int[d];
    this.scratch = new int[d];
    this.around = symmetric ? new int[d] : null;
  }

  /**
   * Bytes a walk on {@code n} vertices of degree at most 8 allocates at its peak, the path it
   * returns included, for {@link HeapGuard#require}; see {@link #workingBytes(long, int)}.
   */
  public static long workingBytes(long n) {
    return workingBytes(n, 8);
  }

  /**
   * Bytes a walk on {@code n} vertices of degree at most {@code maxDegree} allocates at its
   * peak, the path it returns included: 4 per vertex for the path, at most 4 for the degrees
   * (on a knight or leaper board without holes, about 1 and the margins of its padded layout;
   * see {@link KnightBoardWalk} and {@link LeaperBoardWalk}), and buffers of the maximum degree
   * for the successors and for each look-ahead level.
   */
  public static long workingBytes(long n, int maxDegree) {
    long path = 4 * n + 16;
    long degrees = Math.max(4 * n + 16, KnightBoardWalk.layoutBytes(n));
    long buffers = (3 * 4 + (MAX_LOOKAHEAD + 1) * (4 + 8)) * (long) Math.max(1, maxDegree) + 16 * 16;
    return path + degrees + buffers + 1024;
  }

  /**
   * Bytes a walk on {@code graph} allocates at its peak, the path it returns included: as {@link
   * #workingBytes(long, int)} on any graph, less where the walk runs in a padded layout. On a
   * knight board ({@link KnightBoardWalk}) that is a byte a square for the counts and one for the
   * moves during the walk, then the moves and the path of 4 bytes a square once the counts are
   * gone: 5 bytes a square, where the general bound says 8 (it refused -Xmx128m at 4000 × 4000,
   * where the walk takes 80 MB). On a leaper board without holes, the path and the layout.
   */
  public static long workingBytes(NeighbourFunction graph) {
    long n = graph.vertexCount();
    long buffers = (3 * 4 + (MAX_LOOKAHEAD + 1) * (4 + 8)) * 8L + 16 * 16 + 1024;
    if (graph instanceof KnightGraph knight && KnightBoardWalk.suits(knight)) {
      return MoveChunks.bytes(n) + Math.max(knight.paddedSize() + 16, 4 * n + 16) + buffers;
    }
    if (graph instanceof LeaperGraph leaper && LeaperBoardWalk.suits(leaper)) {
      return 4 * n + 16 + LeaperBoardWalk.paddedSize(leaper) + 16 + buffers;
    }
    return workingBytes(n, graph.maxDegree());
  }

  /**
   * Runs one greedy walk from {@code start}.
   *
   * @param lookahead 0 for plain Warnsdorff, k in 1..{@value #MAX_LOOKAHEAD} for Pohl's rule to depth k
   * @param tieBreak a last key for the moves still tied (smaller is better), or null; it hears of
   *     every vertex the walk arrives on
   * @param random source for the final tie-break, or null to take the first in successor order
   */
  public static SearchResult run(
      NeighbourFunction graph,
      int start,
      int lookahead,
      TieBreak tieBreak,
      SplittableRandom random,
      SearchMonitor monitor) {
    return run(graph, start, -1, lookahead, tieBreak, random, monitor);
  }

  /**
   * Runs one greedy walk from {@code start} that must end on {@code end} (if not negative; -1
   * for a walk that may end anywhere): {@code end} is left out until every other vertex is on
   * the path, and the walk gives up if its last vertex then has no edge to {@code end}.
   *
   * @throws IllegalArgumentException if {@code lookahead} is out of range, or {@code end} is
   *     not -1 nor a vertex other than {@code start}
   */
  public static SearchResult run(
      NeighbourFunction graph,
      int start,
      int end,
      int lookahead,
      TieBreak tieBreak,
      SplittableRandom random,
      SearchMonitor monitor) {
    if (lookahead < 0 || lookahead > MAX_LOOKAHEAD) {
      throw new IllegalArgumentException("lookahead must be in 0.." + MAX_LOOKAHEAD + ", got " + lookahead);
    }
    if (end < -1 || end >= graph.vertexCount() || end == start) {
      throw new IllegalArgumentException(
          "end must be -1 or a vertex other than the start " + start + " in 0.." + (graph.vertexCount() - 1)
              + ", got " + end);
    }
    try {
      if (graph instanceof KnightGraph && KnightBoardWalk.suits((KnightGraph) graph)) {
        return KnightBoardWalk.run((KnightGraph) graph, start, end, lookahead, tieBreak, random, monitor);
      }
      if (graph instanceof LeaperGraph leaper && LeaperBoardWalk.suits(leaper)) {
        return LeaperBoardWalk.run(leaper, start, end, lookahead, tieBreak, random, monitor);
      }
      return new GreedySearch(graph, lookahead, tieBreak, random, monitor).walk(start, end);
    } catch (SearchMonitor.Stop stop) {
      // Stopped while the walk made and filled its arrays, before its first step.
      return monitor.stopped(stop.why(), 0, 0);
    }
  }

  /**
   * The result of a walk that covered every vertex but {@code end} and stands on {@code last},
   * which has no edge to it.
   */
  /**
   * Ends a walk that has placed all but the last of {@code path.length} vertices: with no
   * requested last vertex ({@code end} negative) the path is whole; otherwise steps onto {@code
   * end} if {@code endReachable} (counting the step against the budget), or gives up.
   */
  static SearchResult finishAtEnd(
      boolean endReachable, int[] path, int end, TieBreak tieBreak, SearchTrace trace, SearchMonitor monitor) {
    int n = path.length;
    if (end >= 0) {
      if (!endReachable) {
        if (trace != null) {
          trace.deadEnd(path[n - 2], n - 2);
        }
        return endOutOfReach(n, monitor);
      }
      if (monitor.budgetSpent(n - 1)) {
        return monitor.stopped(Outcome.BUDGET_EXHAUSTED, n - 1, 0, n - 2);
      }
      path[n - 1] = end;
      if (tieBreak != null) {
        tieBreak.arrived(end);
      }
      if (trace != null) {
        trace.placed(end, n - 1);
      }
    }
    // No clock read here: the pipeline times the whole call, and a read is a fiftieth of an 8 x 8 call.
    return new SearchResult(Outcome.FOUND, path, n, 0, 0, "the heuristic completed the path");
  }

  static SearchResult endOutOfReach(int n, SearchMonitor monitor) {
    return new SearchResult(
        Outcome.GAVE_UP, null, n - 1, 0, monitor.elapsedNanos(),
        "the walk covered all " + (n - 1) + " other vertices, but its last one has no edge to the requested"
            + " last vertex, and the heuristic does not backtrack");
  }

  /** The result of a walk that reached a dead end after {@code placed} of {@code n} vertices. */
  static SearchResult deadEnd(int placed, int n, SearchMonitor monitor) {
    monitor.reached(placed);
    return new SearchResult(
        Outcome.GAVE_UP, null, placed, 0, monitor.elapsedNanos(),
        "dead end after " + placed + " of " + n + " vertices: the last one has no unvisited"
            + " neighbour, and the heuristic does not backtrack");
  }

  /** Fills {@link #degree} with the out-degrees, checking the monitor as it goes. */
  private void outDegrees() {
    int n = graph.vertexCount();
    if (n <= SearchMonitor.TICKS_PER_CHECK) {
      graph.outDegrees(degree);
      return;
    }
    for (int v = 0; v < n; v++) {
      monitor.tick();
      degree[v] = graph.successors(v, scratch);
    }
  }

  private SearchResult walk(int start, int end) {
    int n = graph.vertexCount();
    outDegrees();
    if (end >= 0) {
      // Kept off the walk until the last step: its neighbours' counts leave it out.
      visit(end);
    }
    path[0] = start;
    arrive(start);
    arrived(start, 0);
    int steps = end >= 0 ? n - 1 : n;
    for (int step = 1; step < steps; step++) {
      if ((step & SearchMonitor.POLL_MASK) == 0) {
        Outcome stop = monitor.poll(step, step - 1, step - 1);
        if (stop != null) {
          return monitor.stopped(stop, step, 0, step - 1);
        }
      }
      int next = choose(path[step - 1]);
      if (next < 0) {
        if (trace != null) {
          trace.deadEnd(path[step - 1], step - 1);
        }
        return deadEnd(step, n, monitor);
      }
      // Checked after the dead end: finding one needs no further node.
      if (monitor.budgetSpent(step)) {
        return monitor.stopped(Outcome.BUDGET_EXHAUSTED, step, 0, step - 1);
      }
      path[step] = next;
      arrive(next);
      arrived(next, step);
    }
    return finishAtEnd(end >= 0 && graph.hasSuccessor(path[n - 2], end, scratch), path, end, tieBreak, trace, monitor);
  }

  private void arrived(int v, int step) {
    if (tieBreak != null) {
      tieBreak.arrived(v);
    }
    if (trace != null) {
      trace.placed(v, step);
    }
  }

  /**
   * Marks v visited as the walk's new end. On a symmetric graph its successors are its
   * predecessors: one call lists them, for the decrements and for the next choice.
   */
  private void arrive(int v) {
    if (!symmetric) {
      visit(v);
      return;
    }
    degree[v] = VISITED;
    int count = graph.successors(v, around);
    int best = VISITED_FLOOR;
    for (int i = 0; i < count; i++) {
      int d = --degree[around[i]];
      best = Math.min(best, d);
    }
    aroundCount = count;
    aroundBest = best;
  }

  /** Marks v visited; every predecessor loses one unvisited successor. Returns v's old degree. */
  private int visit(int v) {
    int old = degree[v];
    degree[v] = VISITED;
    int count = graph.predecessors(v, scratch);
    for (int i = 0; i < count; i++) {
      degree[scratch[i]]--;
    }
    return old;
  }

  private void unvisit(int v, int oldDegree) {
    int count = graph.predecessors(v, scratch);
    for (int i = 0; i < count; i++) {
      degree[scratch[i]]++;
    }
    degree[v] = oldDegree;
  }

  /** Returns the successor of {@code current} the rule picks, or -1 at a dead end. */
  private int choose(int current) {
    int[] successors;
    int count;
    int best;
    if (symmetric) {
      // Listed, and their fewest onward moves found, when the walk arrived on current.
      successors = around;
      count = aroundCount;
      best = aroundBest;
    } else {
      successors = scratch;
      count = graph.successors(current, scratch);
      // Without data-dependent branches: the fewest onward moves, then the tied squares in
      // successor order (a conditional store, not a jump).
      best = VISITED_FLOOR;
      for (int i = 0; i < count; i++) {
        best = Math.min(best, degree[scratch[i]]);
      }
    }
    if (best >= VISITED_FLOOR) {
      return -1;
    }
    int tied = 0;
    for (int i = 0; i < count; i++) {
      int u = successors[i];
      candidates[tied] = u;
      tied += degree[u] == best ? 1 : 0;
    }
    if (tied > 1 && levelKeys == null) {
      levelBuffers = new int[lookahead + 1][graph.maxDegree()];
      levelKeys = new long[lookahead + 1][graph.maxDegree()];
    }
    for (int level = 2; level <= lookahead + 1 && tied > 1; level++) {
      long[] keys = levelKeys[level - 1];
      for (int i = 0; i < tied; i++) {
        keys[i] = key(candidates[i], level);
      }
      tied = keepSmallest(candidates, keys, tied);
    }
    if (tieBreak != null && tied > 1) {
      // levelKeys[0] is free: level 1, the degree, was compared above.
      long[] keys = levelKeys[0];
      for (int i = 0; i < tied; i++) {
        keys[i] = tieBreak.key(current, candidates[i]);
      }
      tied = keepSmallest(candidates, keys, tied);
    }
    return tied == 1 || random == null ? candidates[0] : candidates[random.nextInt(tied)];
  }

  /**
   * Keeps, in order, those of the first {@code tied} {@code candidates} whose entry in
   * {@code keys} is smallest, and returns how many. Shared with {@link KnightBoardWalk}.
   */
  static int keepSmallest(int[] candidates, long[] keys, int tied) {
    long best = Long.MAX_VALUE;
    for (int i = 0; i < tied; i++) {
      best = Math.min(best, keys[i]);
    }
    int kept = 0;
    for (int i = 0; i < tied; i++) {
      candidates[kept] = candidates[i];
      kept += keys[i] == best ? 1 : 0;
    }
    return kept;
  }

  /**
   * Key {@code level} of unvisited vertex {@code u}: its unvisited degree at level 1, else the
   * sum of the previous level's key over its unvisited successors with {@code u} marked visited.
   */
  private long key(int u, int level) {
    if (level == 1) {
      return degree[u];
    }
    if (level == 2 && symmetric) {
      // Standing on u takes one unvisited successor from each of u's neighbours: no need to
      // mark u and undo it.
      int[] onward = levelBuffers[1];
      int count = graph.successors(u, onward);
      long sum = 0;
      for (int i = 0; i < count; i++) {
        int d = degree[onward[i]];
        sum += d < VISITED_FLOOR ? d - 1 : 0;
      }
      return sum;
    }
    int old = visit(u);
    int[] onward = levelBuffers[level - 1];
    int count = graph.successors(u, onward);
    long sum = 0;
    for (int i = 0; i < count; i++) {
      int w = onward[i];
      if (degree[w] < VISITED_FLOOR) {
        sum += key(w, level - 1);
      }
    }
    unvisit(u, old);
    return sum;
  }
}
