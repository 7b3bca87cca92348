package io.github.knighttours.internal.search;

import io.github.knighttours.spi.SearchResult;
import io.github.knighttours.Outcome;
import io.github.knighttours.spi.NeighbourFunction;
import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.function.IntFunction;

/**
 * An exact search for a Hamiltonian cycle of an undirected graph by conflict-driven clause
 * learning over its edges. Each edge is a variable, in the cycle or out of it. Three kinds of
 * rules hold for every Hamiltonian cycle, and each deduction they make remembers why it was made:
 *
 * <ul>
 *   <li><b>Degree.</b> Every vertex has exactly two edges in the cycle: once two are in, the others
 *       are out; once all but two are out, those two are in.
 *   <li><b>No short cycle.</b> The edges in the cycle form paths; an edge joining the two ends of
 *       a path of fewer than all vertices would close a short cycle, so it is out.
 *   <li><b>Cuts.</b> A cycle through every vertex crosses every cut at least twice. When the edges
 *       not yet out leave the graph disconnected, or joined by a single edge (a bridge), some edge
 *       already out across that cut would have to be in: a conflict, checked once all the other
 *       rules are done, in O(V + E), at most decisions ({@link CheckSchedule}).
 * </ul>
 *
 * When the rules meet a contradiction, the search does not just undo its last decision: it
 * follows the reasons back to the first unique implication point and learns a clause (a set of
 * edge decisions that cannot all hold), drops the literals its other literals imply, and jumps back
 * to the level where that clause first forces something (J. P. Marques-Silva and K. A. Sakallah,
 * "GRASP: A search algorithm for propositional satisfiability", IEEE Trans. Computers 48(5),
 * 1999). Each edge met in a conflict gains activity, which decays (the VSIDS rule of M. Moskewicz
 * et al., "Chaff: engineering an efficient SAT solver", DAC 2001). The next decision grows a path:
 * at the end of a path of in-edges with the fewest edges left, the most active undecided edge, and
 * while activities are even, the one whose far end has the fewest edges left (Warnsdorff's rule);
 * with no such end, the most active edge anywhere. An edge takes the side it last had ("in" at
 * first). Runs restart after 100 times Luby's sequence of conflicts, keeping what they learnt;
 * learnt clauses are pruned as they pile up, those that span few decision levels (their "LBD",
 * G. Audemard and L. Simon, "Predicting learnt clauses quality in modern SAT solvers", IJCAI
 * 2009) and the active ones kept.
 *
 * <p>Before it searches, the one-pass arguments of {@link AbsenceProofs} (degrees, connection, cut
 * vertices, the sides of a bipartite graph) may settle absence at once. Every clause learnt
 * follows from the rules, so a conflict with no decision left proves that no Hamiltonian cycle
 * exists. Decisions are undone from the trail; there is no recursion. A node is an edge decided,
 * by a decision or by the rules. Performance: a decision costs its propagation plus, at most
 * decisions, an O(V + E) cut check; memory is O(V + E) plus the learnt clauses, whose total size
 * is bounded (about 16 E literals, at least 2^20).
 */
public final class ClauseLearningSearch {

  /** The seed of the random choices when the request has none. */
  public static final long UNSEEDED = 1999;

  /** Conflicts per unit of Luby's restart sequence. */
  static final int RESTART_UNIT = 100;

  /** Conflicts before the first pruning of the learnt clauses. */
  static final int FIRST_REDUCE = 2000;

  // The schedule, smaller in tests so that small graphs restart and prune too.
  private int restartUnit = RESTART_UNIT;
  private int firstReduce = FIRST_REDUCE;

  private static final int DECISION = 0;
  private static final int CLAUSE = 1;
  private static final int DEGREE = 2;
  private static final int PATH = 3;
  private static final int UNASSIGNED = -1;

  /** Bytes of working memory on {@code n} vertices of degree at most {@code maxDegree}. */
  public static long workingBytes(long n, int maxDegree) {
    long edges = n * (long) maxDegree / 2 + 1;
    // Per edge about 94 bytes of state and index (34 of them the lists of edges not out and the
    // values by literal); per vertex about 88; the clause pool's cap.
    return edges * 94 + n * 88 + 4L * Math.max(1 << 20, 16 * edges) * 2;
  }

  private final int n;
  private final int m;
  private final SearchMonitor monitor;
  /** How the caller names a vertex in messages (a square, a file's vertex), not by its index here. */
  private final IntFunction<String> names;

  // The graph: edge e joins eu[e] and ev[e]; the edges at v are inc[incOff[v] .. incOff[v + 1]).
  private final int[] eu;
  private final int[] ev;
  private final int[] incOff;
  private final int[] inc;
  // The other end of the edge in each slot of inc (one random read fewer in the hot loops).
  private final int[] incTo;
  // The slots of edge e: slotOf[2e] at eu[e], slotOf[2e + 1] at ev[e].
  private final int[] slotOf;
  // The slots of the edges not out at each vertex, in slot order, as doubly linked lists with a
  // head at index 2m + v (dancing links: an edge going out is unlinked, and relinked when undone in
  // the reverse order). Loops over these skip a hub's many out edges and keep the order of inc.
  private final int[] nextOpen;
  private final int[] prevOpen;
  private final long[] pairKeys;
  private final int[] pairEdges;
  private final int pairMask;

  // Assignment: value[e] is 1 (in), 0 (out) or -1; a literal is 2e (e in) or 2e + 1 (e out).
  private final byte[] value;
  // By literal: 1 true, -1 false, 0 unassigned (one read where the clauses test a literal).
  private final byte[] litValue;
  private final int[] level;
  private final int[] trailPos;
  private final byte[] reasonKind;
  private final int[] reasonData;
  private final int[] trail;
  private int trailSize;
  private int propagated;
  private int[] levelStart = new int[64];
  private int decisionLevel;

  // Per vertex: edges in, and edges not out (counting every assigned edge).
  private final int[] inCount;
  // The vertices with exactly one in-edge (the ends of paths), one bit each, so that a decision
  // finds them without a scan of every vertex.
  private final long[] pathEnds;
  // The first two in-edges of each vertex, in the order they went in, each with its other end and
  // its place on the trail: inEdge[6x + 3i .. 6x + 3i + 2] for the i-th (edge -1 when absent). One
  // cache line a vertex for the walks along paths, which explanations make often.
  private final int[] inEdge;
  private final int[] openCount;
  // Paths of processed in-edges: for an end (or a lone vertex) its other end and the path's size.
  private final int[] otherEnd;
  private final int[] pathSize;
  private int[] pathUndo = new int[3 * 64];
  private int pathUndoSize;
  private int[] pathUndoAtLevel = new int[64];

  // Clauses: clause c is pool[c] = size, pool[c + 1] = learnt flag, literals from c + 2; the two
  // first literals are watched. Activity of learnt clauses in clauseActivity, by index in learnt.
  private int[] pool = new int[1 << 16];
  private int poolSize;
  private int[][] watches;
  private int[] watchCount;
  private int[] learnt = new int[256];
  private double[] learntActivity = new double[256];
  private int[] learntLbd = new int[256];
  private int[] levelMark = new int[64];
  private int levelStamp;
  private int learntCount;
  private double clauseIncrement = 1;
  private final long maxPool;

  // Decisions: activity per edge in a binary heap; the side each edge last had.
  private final double[] activity;
  private double activityIncrement = 1;
  private final int[] heap;
  private final int[] heapIndex;
  private int heapSize;
  private final byte[] phase;

  // Scratch for conflict analysis and the cut check.
  private final boolean[] seen;
  private int[] conflict = new int[64];
  private int conflictSize;
  // The clause being learnt (its asserting literal first), its size, the literals of the current
  // level seen but not yet resolved, and the literals minimisation dropped.
  private int[] learntLits = new int[64];
  private int learntSize;
  private int pendingAtLevel;
  private int[] dropped = new int[64];
  private int droppedCount;
  private int[] explanation = new int[64];
  private int explanationSize;
  private final int[] disc;
  private final int[] low;
  private final int[] stackVertex;
  private final int[] stackSlot;
  private final int[] order;

  // Nodes: every edge decided, by a decision or by the rules (the unit of the node budget).
  private long nodes;
  // Set when the node budget stopped an assignment: the search then stops at once.
  private boolean budgetHit;
  private long decisions;
  private long conflicts;

  /** A search on {@code n} vertices and the edges {@code eu[e]}–{@code ev[e]} (no loops, no repeats). */
  private ClauseLearningSearch(
      int n, int[] eu, int[] ev, SearchMonitor monitor, long seed, IntFunction<String> names) {
    this.n = n;
    this.names = names;
    this.m = eu.length;
    this.eu = eu;
    this.ev = ev;
    this.monitor = monitor;
    SplittableRandom random = new SplittableRandom(seed);
    // Each phase of the set-up is linear in the graph: on a large one it checks the monitor as
    // it goes (and makes its large arrays on the side, see SearchMonitor.newInts), so that a
    // budget or an interrupt stops it too.
    int cap = Integer.highestOneBit(Math.max(16, m * 3)) << 1;
    pairKeys = monitor.newArray(8L * cap, () -> new long[cap]);
    pairEdges = monitor.newInts(cap);
    pairMask = cap - 1;
    for (int from = 0; from < cap; from += SearchMonitor.TICKS_PER_CHECK) {
      int to = Math.min(cap, from + SearchMonitor.TICKS_PER_CHECK);
      Arrays.fill(pairKeys, from, to, -1L);
      monitor.tick(to - from);
    }
    int[] degree = monitor.newInts(n);
    for (int e = 0; e < m; e++) {
      monitor.tick();
      degree[eu[e]]++;
      degree[ev[e]]++;
      putPair(eu[e], ev[e], e);
    }
    incOff = monitor.newInts(n + 1);
    for (int v = 0; v < n; v++) {
      incOff[v + 1] = incOff[v] + degree[v];
    }
    inc = monitor.newInts(2 * m);
    incTo = monitor.newInts(2 * m);
    slotOf = monitor.newInts(2 * m);
    int[] fill = monitor.newInts(n);
    System.arraycopy(incOff, 0, fill, 0, n);
    for (int e = 0; e < m; e++) {
      monitor.tick();
      int su = fill[eu[e]]++;
      int sv = fill[ev[e]]++;
      inc[su] = e;
      incTo[su] = ev[e];
      slotOf[2 * e] = su;
      inc[sv] = e;
      incTo[sv] = eu[e];
      slotOf[2 * e + 1] = sv;
    }
    nextOpen = monitor.newInts(2 * m + n);
    prevOpen = monitor.newInts(2 * m + n);
    for (int v = 0; v < n; v++) {
      monitor.tick(incOff[v + 1] - incOff[v] + 1);
      int head = 2 * m + v;
      int previous = head;
      for (int s = incOff[v]; s < incOff[v + 1]; s++) {
        nextOpen[previous] = s;
        prevOpen[s] = previous;
        previous = s;
      }
      nextOpen[previous] = head;
      prevOpen[head] = previous;
    }
    value = monitor.newBytes(m);
    litValue = monitor.newBytes(2 * m);
    Arrays.fill(value, (byte) UNASSIGNED);
    level = monitor.newInts(m);
    trailPos = monitor.newInts(m);
    reasonKind = monitor.newBytes(m);
    reasonData = monitor.newInts(m);
    trail = monitor.newInts(m);
    inCount = monitor.newInts(n);
    pathEnds = monitor.newArray(8L * ((n + 63) >> 6), () -> new long[(n + 63) >> 6]);
    inEdge = monitor.newInts(6 * n);
    Arrays.fill(inEdge, -1);
    openCount = degree;
    otherEnd = monitor.newInts(n);
    pathSize = monitor.newInts(n);
    monitor.checkpoint();
    for (int v = 0; v < n; v++) {
      otherEnd[v] = v;
      pathSize[v] = 1;
    }
    monitor.checkpoint();
    watches = monitor.newArray(8L * m, () -> new int[2 * m][]);
    watchCount = monitor.newInts(2 * m);
    maxPool = Math.max(1 << 20, 16L * m);
    activity = monitor.newArray(8L * m, () -> new double[m]);
    heap = monitor.newInts(m);
    heapIndex = monitor.newInts(m);
    phase = monitor.newBytes(m);
    for (int e = 0; e < m; e++) {
      monitor.tick();
      // A little noise, so that the first decisions follow the seed; edges at vertices of small
      // degree first (they are the most constrained). Far below one bump.
      activity[e] = (random.nextDouble() + 1.0 / Math.min(degree[eu[e]], degree[ev[e]])) * 1e-7;
      phase[e] = 1;
      heapIndex[e] = -1;
      heapInsert(e);
    }
    seen = monitor.newArray(m, () -> new boolean[m]);
    disc = monitor.newInts(n);
    low = monitor.newInts(n);
    stackVertex = monitor.newInts(n);
    stackSlot = monitor.newInts(n);
    order = monitor.newInts(n);
  }

  /**
   * Searches a symmetric {@code graph} for a Hamiltonian cycle, returned as a path from {@code
   * start}: FOUND, PROVEN_ABSENT, or a stop of the monitor.
   *
   * @throws IllegalArgumentException if the graph is directed
   */
  public static SearchResult run(NeighbourFunction graph, int start, long seed, SearchMonitor monitor) {
    return run(graph, start, seed, monitor, RESTART_UNIT, FIRST_REDUCE);
  }

  /** As {@link #run(NeighbourFunction, int, long, SearchMonitor)}, with another restart and pruning schedule. */
  static SearchResult run(NeighbourFunction graph, int start, long seed, SearchMonitor monitor, int restartUnit, int firstReduce) {
    requireUndirected(graph);
    // Every phase checks the monitor; a stop in one before the search proper ends here.
    return monitor.guard(() -> cycle(graph, start, seed, monitor, restartUnit, firstReduce));
  }

  private static void requireUndirected(NeighbourFunction graph) {
    if (!graph.isSymmetric()) {
      throw new IllegalArgumentException("the clause-learning search needs an undirected graph");
    }
  }

  private static SearchResult cycle(NeighbourFunction graph, int start, long seed, SearchMonitor monitor, int restartUnit, int firstReduce) {
    int n = graph.vertexCount();
    if (n < 3) {
      return new SearchResult(
          Outcome.PROVEN_ABSENT, null, 0, 0, monitor.elapsedNanos(), "a cycle needs at least three vertices");
    }
    String proof = AbsenceProofs.noCycle(graph, monitor);
    if (proof != null) {
      return new SearchResult(Outcome.PROVEN_ABSENT, null, 0, 0, monitor.elapsedNanos(), proof);
    }
    int[][] edges = edges(graph, 0, monitor);
    ClauseLearningSearch search = new ClauseLearningSearch(n, edges[0], edges[1], monitor, seed, names(graph));
    search.restartUnit = restartUnit;
    search.firstReduce = firstReduce;
    return search.searchWithin(start, -1);
  }

  /**
   * Searches a symmetric {@code graph} for a Hamiltonian path from {@code start}, ending on
   * {@code end} unless it is negative: FOUND, PROVEN_ABSENT, or a stop of the monitor. The path is
   * a Hamiltonian cycle of a graph with one edge more, which the search must use: from {@code end}
   * to {@code start}, or, with no end, from a new vertex joined to every vertex to {@code start}.
   *
   * @throws IllegalArgumentException if the graph is directed
   */
  public static SearchResult runPath(NeighbourFunction graph, int start, int end, long seed, SearchMonitor monitor) {
    requireUndirected(graph);
    return monitor.guard(() -> path(graph, start, end, seed, monitor));
  }

  private static SearchResult path(NeighbourFunction graph, int start, int end, long seed, SearchMonitor monitor) {
    int n = graph.vertexCount();
    if (n == 1) {
      return new SearchResult(Outcome.FOUND, new int[] {start}, 1, 0, monitor.elapsedNanos(), "a single vertex");
    }
    if (end == start) {
      return new SearchResult(
          Outcome.PROVEN_ABSENT, null, 0, 0, monitor.elapsedNanos(), "a path through two or more vertices has two ends");
    }
    int extra = end >= 0 ? 0 : 1;
    String proof = AbsenceProofs.noPath(graph, start, end, monitor);
    if (proof != null) {
      return new SearchResult(Outcome.PROVEN_ABSENT, null, 0, 0, monitor.elapsedNanos(), proof);
    }
    int[][] edges = edges(graph, extra, monitor);
    int[] eu = edges[0];
    int[] ev = edges[1];
    int joined = end >= 0 ? end : n;
    int known = -1;
    for (int e = 0; e < eu.length; e++) {
      monitor.tick();
      if ((eu[e] == start && ev[e] == joined) || (eu[e] == joined && ev[e] == start)) {
        known = e;
      }
    }
    if (known < 0) {
      eu = monitor.copy(eu, eu.length + 1);
      ev = monitor.copy(ev, ev.length + 1);
      eu[eu.length - 1] = Math.min(start, joined);
      ev[ev.length - 1] = Math.max(start, joined);
      known = eu.length - 1;
    }
    if (n + extra < 3) {
      // Two vertices, from one to the other: the path is their edge, if there is one.
      boolean edge = edges[0].length > 0;
      return edge
          ? new SearchResult(Outcome.FOUND, new int[] {start, end}, 1, 0, monitor.elapsedNanos(), "a single edge")
          : new SearchResult(Outcome.PROVEN_ABSENT, null, 0, 0, monitor.elapsedNanos(), "the two vertices are not joined");
    }
    ClauseLearningSearch search = new ClauseLearningSearch(n + extra, eu, ev, monitor, seed, names(graph));
    SearchResult cycle = search.searchWithin(start, known);
    if (cycle.outcome() != Outcome.FOUND) {
      return cycle;
    }
    // The cycle leaves start away from the required edge, so it ends on the other end of that edge.
    return new SearchResult(
        Outcome.FOUND, monitor.copy(cycle.path(), n), cycle.nodesExpanded(), cycle.backtracks(),
        cycle.elapsedNanos(), cycle.explanation());
  }

  /** The graph's names of its vertices; the vertex a path search adds is named for what it is. */
  private static IntFunction<String> names(NeighbourFunction graph) {
    int n = graph.vertexCount();
    return v -> v < n ? graph.vertexName(v) : "the vertex added for the path's other end";
  }

  /**
   * The edges of a symmetric graph as two arrays of ends, each edge once; with {@code extra} = 1,
   * also the edges from a new vertex n to every vertex.
   */
  private static int[][] edges(NeighbourFunction graph, int extra, SearchMonitor monitor) {
    int n = graph.vertexCount();
    int[] buffer = new int[Math.max(1, graph.maxDegree())];
    long count = (long) extra * n;
    for (int v = 0; v < n; v++) {
      monitor.tick();
      int d = graph.successors(v, buffer);
      for (int i = 0; i < d; i++) {
        if (buffer[i] > v) {
          count++;
        }
      }
    }
    if (count > Integer.MAX_VALUE / 2) {
      throw new IllegalArgumentException("the clause-learning search takes at most " + Integer.MAX_VALUE / 2 + " edges, got " + count);
    }
    int[] eu = monitor.newInts((int) count);
    int[] ev = monitor.newInts((int) count);
    int e = 0;
    for (int v = 0; v < n; v++) {
      monitor.tick();
      int d = graph.successors(v, buffer);
      for (int i = 0; i < d; i++) {
        if (buffer[i] > v) {
          eu[e] = v;
          ev[e] = buffer[i];
          e++;
        }
      }
    }
    for (int v = 0; v < n && extra == 1; v++) {
      eu[e] = v;
      ev[e] = n;
      e++;
    }
    return new int[][] {eu, ev};
  }

  // ---- The edge index ---------------------------------------------------------------------

  private static long pairKey(int u, int v) {
    return u < v ? ((long) u << 32) | v : ((long) v << 32) | u;
  }

  private int pairSlot(long key) {
    long h = key * 0x9E3779B97F4A7C15L;
    return (int) (h ^ (h >>> 32)) & pairMask;
  }

  private void putPair(int u, int v, int e) {
    long key = pairKey(u, v);
    int i = pairSlot(key);
    while (pairKeys[i] != -1L) {
      i = (i + 1) & pairMask;
    }
    pairKeys[i] = key;
    pairEdges[i] = e;
  }

  /** The edge joining u and v, or -1. */
  private int edgeBetween(int u, int v) {
    long key = pairKey(u, v);
    int i = pairSlot(key);
    long k;
    while ((k = pairKeys[i]) != -1L) {
      if (k == key) {
        return pairEdges[i];
      }
      i = (i + 1) & pairMask;
    }
    return -1;
  }

  private int other(int e, int v) {
    return eu[e] == v ? ev[e] : eu[e];
  }

  // ---- Assignment and trail ------------------------------------------------------------------

  private static int in(int e) {
    return 2 * e;
  }

  private static int out(int e) {
    return 2 * e + 1;
  }

  private boolean isTrue(int lit) {
    return litValue[lit] > 0;
  }

  private boolean isFalse(int lit) {
    return litValue[lit] < 0;
  }

  private void assign(int lit, int kind, int data) {
    if (monitor.budgetSpent(nodes)) {
      // One more node would exceed the budget: the search stops before this edge is decided, and
      // nothing it concludes from here on counts (see budgetHit).
      budgetHit = true;
      return;
    }
    int e = lit >> 1;
    boolean isIn = (lit & 1) == 0;
    value[e] = (byte) (isIn ? 1 : 0);
    litValue[lit] = 1;
    litValue[lit ^ 1] = -1;
    level[e] = decisionLevel;
    trailPos[e] = trailSize;
    reasonKind[e] = (byte) kind;
    reasonData[e] = data;
    trail[trailSize++] = lit;
    nodes++;
    if (isIn) {
      addInEdge(eu[e], e);
      addInEdge(ev[e], e);
    } else {
      openCount[eu[e]]--;
      openCount[ev[e]]--;
      unlink(slotOf[2 * e]);
      unlink(slotOf[2 * e + 1]);
    }
  }

  private void unlink(int s) {
    int p = prevOpen[s];
    int q = nextOpen[s];
    nextOpen[p] = q;
    prevOpen[q] = p;
  }

  /** Undoes {@link #unlink}(s): right only in the reverse order of the unlinks. */
  private void relink(int s) {
    nextOpen[prevOpen[s]] = s;
    prevOpen[nextOpen[s]] = s;
  }

  /** The first slot of an edge not out at x, or x's head {@code 2m + x} if none. */
  private int firstOpen(int x) {
    return nextOpen[2 * m + x];
  }

  private void addInEdge(int x, int e) {
    int c = inCount[x]++;
    if (c < 2) {
      int r = 6 * x + 3 * c;
      inEdge[r] = e;
      inEdge[r + 1] = other(e, x);
      inEdge[r + 2] = trailPos[e];
    }
    if (c == 0) {
      pathEnds[x >> 6] |= 1L << x;
    } else if (c == 1) {
      pathEnds[x >> 6] &= ~(1L << x);
    }
  }

  private void removeInEdge(int x, int e) {
    int c = --inCount[x];
    if (c == 1) {
      pathEnds[x >> 6] |= 1L << x;
    } else if (c == 0) {
      pathEnds[x >> 6] &= ~(1L << x);
    }
    int r = 6 * x;
    if (inEdge[r + 3] == e) {
      inEdge[r + 3] = -1;
    } else if (inEdge[r] == e) {
      inEdge[r] = inEdge[r + 3];
      inEdge[r + 1] = inEdge[r + 4];
      inEdge[r + 2] = inEdge[r + 5];
      inEdge[r + 3] = -1;
    }
  }

  private void newLevel() {
    decisionLevel++;
    if (decisionLevel >= levelStart.length) {
      levelStart = Arrays.copyOf(levelStart, levelStart.length * 2);
      pathUndoAtLevel = Arrays.copyOf(pathUndoAtLevel, pathUndoAtLevel.length * 2);
    }
    levelStart[decisionLevel] = trailSize;
    pathUndoAtLevel[decisionLevel] = pathUndoSize;
  }

  private void backtrackTo(int target) {
    if (decisionLevel <= target) {
      return;
    }
    int mark = levelStart[target + 1];
    for (int i = trailSize - 1; i >= mark; i--) {
      monitor.tick();
      int lit = trail[i];
      int e = lit >> 1;
      if ((lit & 1) == 0) {
        removeInEdge(eu[e], e);
        removeInEdge(ev[e], e);
      } else {
        openCount[eu[e]]++;
        openCount[ev[e]]++;
        relink(slotOf[2 * e + 1]);
        relink(slotOf[2 * e]);
      }
      phase[e] = value[e];
      value[e] = (byte) UNASSIGNED;
      litValue[lit] = 0;
      litValue[lit ^ 1] = 0;
      if (heapIndex[e] < 0) {
        heapInsert(e);
      }
    }
    trailSize = mark;
    propagated = Math.min(propagated, mark);
    int undoMark = pathUndoAtLevel[target + 1];
    while (pathUndoSize > undoMark) {
      int size = pathUndo[--pathUndoSize];
      int end = pathUndo[--pathUndoSize];
      int v = pathUndo[--pathUndoSize];
      otherEnd[v] = end;
      pathSize[v] = size;
    }
    decisionLevel = target;
  }

  private void setPathEnd(int v, int end, int size) {
    if (pathUndoSize + 3 > pathUndo.length) {
      pathUndo = Arrays.copyOf(pathUndo, pathUndo.length * 2);
    }
    pathUndo[pathUndoSize++] = v;
    pathUndo[pathUndoSize++] = otherEnd[v];
    pathUndo[pathUndoSize++] = pathSize[v];
    otherEnd[v] = end;
    pathSize[v] = size;
  }

  // ---- Propagation ----------------------------------------------------------------------------

  private void conflictClear() {
    conflictSize = 0;
  }

  private void conflictAdd(int lit) {
    if (conflictSize == conflict.length) {
      conflict = Arrays.copyOf(conflict, conflictSize * 2);
    }
    conflict[conflictSize++] = lit;
  }

  /** Runs every rule to a fixed point; false with {@link #conflict} set on a contradiction. */
  private boolean propagate() {
    while (propagated < trailSize && !budgetHit) {
      monitor.tick();
      int lit = trail[propagated++];
      int e = lit >> 1;
      // Clauses watching the literal that just became false.
      if (!propagateClauses(lit ^ 1)) {
        return false;
      }
      if ((lit & 1) == 0) {
        if (!edgeIn(e)) {
          return false;
        }
      } else {
        if (!vertexAfterOut(eu[e]) || !vertexAfterOut(ev[e])) {
          return false;
        }
      }
    }
    return true;
  }

  /** The rules after edge e went in. */
  private boolean edgeIn(int e) {
    int u = eu[e];
    int v = ev[e];
    for (int k = 0; k < 2; k++) {
      int x = k == 0 ? u : v;
      if (inCount[x] > 2) {
        conflictOfEdgesAt(x, 1);
        return false;
      }
      if (inCount[x] == 2) {
        assignOpenEdgesAt(x, false);
      }
    }
    // Join the two paths.
    int a = otherEnd[u];
    int b = otherEnd[v];
    if (a == v) {
      if (pathSize[u] == n) {
        return true; // the whole cycle
      }
      // A short cycle: the path from u to v and e.
      conflictClear();
      explainPath(u, v, trailPos[e] - 1);
      for (int i = 0; i < explanationSize; i++) {
        conflictAdd(explanation[i] ^ 1);
      }
      conflictAdd(out(e));
      return false;
    }
    int size = pathSize[u] + pathSize[v];
    setPathEnd(a, b, size);
    setPathEnd(b, a, size);
    if (size < n) {
      int f = edgeBetween(a, b);
      if (f >= 0 && value[f] == UNASSIGNED) {
        assign(out(f), PATH, e);
      }
    }
    return true;
  }

  /** The rules at vertex x after one of its edges went out. */
  private boolean vertexAfterOut(int x) {
    if (openCount[x] < 2) {
      conflictOfEdgesAt(x, 0);
      return false;
    }
    if (openCount[x] == 2 && inCount[x] < 2) {
      assignOpenEdgesAt(x, true);
    }
    return true;
  }

  /**
   * The conflict of the degree rule at x: its edges whose value is {@code decided} (1, in: too
   * many; 0, out: too few left) cannot all keep it.
   */
  private void conflictOfEdgesAt(int x, int decided) {
    conflictClear();
    for (int s = incOff[x]; s < incOff[x + 1]; s++) {
      int f = inc[s];
      if (value[f] == decided) {
        conflictAdd(decided == 1 ? out(f) : in(f));
      }
    }
  }

  /** The degree rule at x: every undecided edge goes in, or out, for the reason x. */
  private void assignOpenEdgesAt(int x, boolean in) {
    // An edge going out leaves the list, but its slot still leads to the next one.
    int head = 2 * m + x;
    for (int s = nextOpen[head]; s != head; s = nextOpen[s]) {
      int f = inc[s];
      if (value[f] == UNASSIGNED) {
        assign(in ? in(f) : out(f), DEGREE, x);
      }
    }
  }

  private boolean propagateClauses(int falseLit) {
    int[] list = watches[falseLit];
    int count = watchCount[falseLit];
    int kept = 0;
    for (int i = 0; i < count; i++) {
      int c = list[i];
      int size = pool[c];
      int first = c + 2;
      // Make sure the false literal is the second watch.
      if (pool[first] == falseLit) {
        pool[first] = pool[first + 1];
        pool[first + 1] = falseLit;
      }
      if (isTrue(pool[first])) {
        list[kept++] = c;
        continue;
      }
      // Look for a new literal to watch.
      boolean moved = false;
      for (int k = 2; k < size; k++) {
        int lit = pool[first + k];
        if (!isFalse(lit)) {
          pool[first + 1] = lit;
          pool[first + k] = falseLit;
          watch(lit, c);
          moved = true;
          break;
        }
      }
      if (moved) {
        continue;
      }
      list[kept++] = c;
      int w = pool[first];
      if (isFalse(w)) {
        // Every literal is false: a conflict. Keep the rest of the list.
        for (int j = i + 1; j < count; j++) {
          list[kept++] = list[j];
        }
        watchCount[falseLit] = kept;
        conflictClear();
        for (int k = 0; k < size; k++) {
          conflictAdd(pool[first + k]);
        }
        bumpClause(c);
        return false;
      }
      if (value[w >> 1] == UNASSIGNED) {
        assign(w, CLAUSE, c);
      }
    }
    watchCount[falseLit] = kept;
    return true;
  }

  private void watch(int lit, int c) {
    int[] list = watches[lit];
    if (list == null) {
      list = watches[lit] = new int[4];
    } else if (watchCount[lit] == list.length) {
      list = watches[lit] = Arrays.copyOf(list, list.length * 2);
    }
    list[watchCount[lit]++] = c;
  }

  // ---- The cut check ----------------------------------------------------------------------------

  /** The cut check, on its {@link CheckSchedule} (every decision at level 0). */
  private boolean cutsHold() {
    return !cutSchedule.due(decisions, decisionLevel == 0) || cutSchedule.record(decisions, checkCuts());
  }

  private final CheckSchedule cutSchedule = new CheckSchedule();

  /**
   * Checks that the edges not out connect every vertex without a bridge; if not, sets the
   * conflict to "some edge out across this cut is in" and returns false.
   */
  private boolean checkCuts() {
    Arrays.fill(disc, -1);
    // Tarjan's bridge search by an explicit stack, with the top of the stack (v, its next slot,
    // its low point, its parent) in locals. No two edges join the same two vertices, so the edge
    // back to the parent is the one slot that leads to the parent.
    int time = 0;
    int top = 0;
    int v = 0;
    int parent = -1;
    int lowV = 0;
    disc[v] = 0;
    order[time++] = v;
    stackVertex[0] = v;
    int s = firstOpen(v);
    // Slots from 2m on are the heads of the lists: the end of a vertex's edges not out.
    int heads = 2 * m;
    while (true) {
      while (s < heads) {
        int u = incTo[s];
        s = nextOpen[s];
        if (u == parent) {
          continue;
        }
        int du = disc[u];
        if (du < 0) {
          monitor.tick();
          stackSlot[top] = s;
          low[v] = lowV;
          parent = v;
          v = u;
          lowV = time;
          disc[u] = time;
          order[time++] = u;
          stackVertex[++top] = u;
          s = firstOpen(u);
        } else if (du < lowV) {
          lowV = du;
        }
      }
      // v is finished: back to its parent.
      if (--top < 0) {
        break;
      }
      int p = stackVertex[top];
      if (lowV > disc[p]) {
        // The edge p–v is a bridge: the cut is v's subtree, the vertices discovered from
        // disc[v] up to the time v finished.
        cutConflict(disc[v], time);
        return false;
      }
      int lowP = low[p];
      lowV = lowV < lowP ? lowV : lowP;
      v = p;
      s = stackSlot[top];
      parent = top > 0 ? stackVertex[top - 1] : -1;
    }
    if (time < n) {
      // Not connected: the cut is the component of the root.
      cutConflict(0, time);
      return false;
    }
    return true;
  }

  /** The conflict of the cut made of the vertices order[from .. to): an edge out across it is in. */
  private void cutConflict(int from, int to) {
    conflictClear();
    for (int i = from; i < to; i++) {
      monitor.tick();
      int v = order[i];
      for (int s = incOff[v]; s < incOff[v + 1]; s++) {
        int d = disc[incTo[s]];
        boolean inside = d >= from && d < to;
        if (!inside && value[inc[s]] == 0) {
          conflictAdd(in(inc[s]));
        }
      }
    }
  }

  // ---- Explanations and analysis ------------------------------------------------------------

  private void explanationAdd(int lit) {
    if (explanationSize == explanation.length) {
      explanation = Arrays.copyOf(explanation, explanationSize * 2);
    }
    explanation[explanationSize++] = lit;
  }

  /**
   * Sets {@link #explanation} to the in-literals of the path of in-edges from u to v made of
   * edges placed on the trail at or before {@code upTo}.
   */
  private void explainPath(int u, int v, int upTo) {
    explanationSize = 0;
    int previous = -1;
    int x = u;
    while (x != v) {
      int r = nextOnPath(x, previous, upTo);
      if (r < 0) {
        throw new IllegalStateException("no path of in-edges from " + u + " to " + v);
      }
      previous = inEdge[r];
      explanationAdd(in(previous));
      x = inEdge[r + 1];
    }
  }

  /**
   * Where in {@link #inEdge} the in-edge at x other than {@code previous} placed at or before
   * {@code upTo} is, or -1. Every edge placed up to there was propagated without a conflict, so x
   * had at most two of them, the first two that went in there: the answer is unique.
   */
  private int nextOnPath(int x, int previous, int upTo) {
    int r = 6 * x;
    int f = inEdge[r];
    if (f >= 0 && f != previous && inEdge[r + 2] <= upTo) {
      return r;
    }
    f = inEdge[r + 3];
    return f >= 0 && f != previous && inEdge[r + 5] <= upTo ? r + 3 : -1;
  }

  /**
   * Whether every edge of the path of in-edges from u to v placed at or before {@code upTo} is in
   * the clause being learnt or at level 0: {@link #explainPath} and a test of each edge, stopping
   * at the first edge that fails.
   */
  private boolean pathInClause(int u, int v, int upTo) {
    int previous = -1;
    int x = u;
    while (x != v) {
      int r = nextOnPath(x, previous, upTo);
      if (r < 0) {
        throw new IllegalStateException("no path of in-edges from " + u + " to " + v);
      }
      previous = inEdge[r];
      if (!seen[previous] && level[previous] > 0) {
        return false;
      }
      x = inEdge[r + 1];
    }
    return true;
  }

  /** Sets {@link #explanation} to the true literals that forced the value of edge e. */
  private void explain(int e) {
    explanationSize = 0;
    int kind = reasonKind[e];
    if (kind == CLAUSE) {
      int c = reasonData[e];
      int size = pool[c];
      for (int k = 0; k < size; k++) {
        int lit = pool[c + 2 + k];
        if ((lit >> 1) != e) {
          explanationAdd(lit ^ 1);
        }
      }
    } else if (kind == DEGREE && value[e] == 0) {
      // Out because two edges at x were in already: the first two in-edges of x.
      int x = reasonData[e];
      explanationAdd(in(inEdge[6 * x]));
      explanationAdd(in(inEdge[6 * x + 3]));
    } else if (kind == DEGREE) {
      int x = reasonData[e];
      boolean wentIn = value[e] == 1;
      for (int s = incOff[x]; s < incOff[x + 1]; s++) {
        int f = inc[s];
        if (f != e && value[f] != UNASSIGNED && trailPos[f] < trailPos[e]) {
          if (wentIn && value[f] == 0) {
            explanationAdd(out(f));
          } else if (!wentIn && value[f] == 1) {
            explanationAdd(in(f));
          }
        }
      }
    } else if (kind == PATH) {
      explainPath(eu[e], ev[e], trailPos[reasonData[e]]);
    }
  }

  /**
   * Learns a clause from the conflict and returns the level to jump back to; the clause is in
   * {@link #learntLits}, its asserting literal first. Returns -1 if the conflict is at level 0.
   */
  private int analyze() {
    int top = 0;
    for (int i = 0; i < conflictSize; i++) {
      top = Math.max(top, level[conflict[i] >> 1]);
    }
    if (top == 0) {
      return -1;
    }
    if (top < decisionLevel) {
      // The conflict holds at an earlier level already: analyse it there.
      backtrackTo(top);
    }
    pendingAtLevel = 0;
    int count = 1; // room for the asserting literal
    for (int i = 0; i < conflictSize; i++) {
      count = visit(conflict[i], count);
    }
    int index = trailSize - 1;
    int uip;
    while (true) {
      while (!seen[trail[index] >> 1]) {
        index--;
      }
      int lit = trail[index];
      int e = lit >> 1;
      index--;
      seen[e] = false;
      pendingAtLevel--;
      if (pendingAtLevel == 0) {
        uip = lit;
        break;
      }
      explain(e);
      for (int i = 0; i < explanationSize; i++) {
        count = visit(explanation[i] ^ 1, count);
      }
    }
    learntLits[0] = uip ^ 1;
    // Drop literals implied by the others (each antecedent of the edge in the clause or at level 0).
    int kept = 1;
    for (int i = 1; i < count; i++) {
      int e = learntLits[i] >> 1;
      if (reasonKind[e] == DECISION || !impliedByClause(e)) {
        learntLits[kept++] = learntLits[i];
      } else {
        dropped[droppedCount++] = e;
      }
    }
    for (int i = 0; i < droppedCount; i++) {
      seen[dropped[i]] = false;
    }
    droppedCount = 0;
    count = kept;
    int backLevel = 0;
    int at = 1;
    for (int i = 1; i < count; i++) {
      int e = learntLits[i] >> 1;
      seen[e] = false;
      if (level[e] > backLevel) {
        backLevel = level[e];
        at = i;
      }
    }
    learntSize = count;
    if (count > 1) {
      // The literal of the highest level second, to be watched.
      int t = learntLits[1];
      learntLits[1] = learntLits[at];
      learntLits[at] = t;
    }
    return backLevel;
  }

  /** Whether every antecedent of edge e's value is in the clause being learnt, or at level 0. */
  private boolean impliedByClause(int e) {
    if (reasonKind[e] == PATH) {
      // The path may be long: walk it only as far as its first edge outside the clause.
      if (!pathInClause(eu[e], ev[e], trailPos[reasonData[e]])) {
        return false;
      }
    } else {
      explain(e);
      for (int i = 0; i < explanationSize; i++) {
        int f = explanation[i] >> 1;
        if (!seen[f] && level[f] > 0) {
          return false;
        }
      }
    }
    if (droppedCount == dropped.length) {
      dropped = Arrays.copyOf(dropped, droppedCount * 2);
    }
    return true;
  }

  /** Visits a false literal of the clause being built; returns the new count of kept literals. */
  private int visit(int falseLit, int count) {
    int e = falseLit >> 1;
    if (seen[e] || level[e] == 0) {
      return count;
    }
    seen[e] = true;
    bumpEdge(e);
    if (level[e] == decisionLevel) {
      pendingAtLevel++;
      return count;
    }
    if (count == learntLits.length) {
      learntLits = Arrays.copyOf(learntLits, count * 2);
    }
    learntLits[count] = falseLit;
    return count + 1;
  }

  // ---- Activities -----------------------------------------------------------------------------

  private void bumpEdge(int e) {
    activity[e] += activityIncrement;
    if (activity[e] > 1e100) {
      for (int f = 0; f < m; f++) {
        activity[f] *= 1e-100;
      }
      activityIncrement *= 1e-100;
    }
    if (heapIndex[e] >= 0) {
      heapUp(heapIndex[e]);
    }
  }

  private void bumpClause(int c) {
    int idx = pool[c + 1] - 1;
    if (idx < 0) {
      return;
    }
    learntActivity[idx] += clauseIncrement;
    if (learntActivity[idx] > 1e100) {
      for (int i = 0; i < learntCount; i++) {
        learntActivity[i] *= 1e-100;
      }
      clauseIncrement *= 1e-100;
    }
  }

  private void decayActivities() {
    activityIncrement /= 0.95;
    clauseIncrement /= 0.999;
  }

  private void heapInsert(int e) {
    heapIndex[e] = heapSize;
    heap[heapSize++] = e;
    heapUp(heapSize - 1);
  }

  private void heapUp(int i) {
    int e = heap[i];
    while (i > 0) {
      int p = (i - 1) / 2;
      if (activity[heap[p]] >= activity[e]) {
        break;
      }
      heap[i] = heap[p];
      heapIndex[heap[i]] = i;
      i = p;
    }
    heap[i] = e;
    heapIndex[e] = i;
  }

  private int heapPop() {
    int top = heap[0];
    heapIndex[top] = -1;
    int last = heap[--heapSize];
    if (heapSize > 0) {
      int i = 0;
      while (true) {
        int l = 2 * i + 1;
        if (l >= heapSize) {
          break;
        }
        int r = l + 1;
        int c = r < heapSize && activity[heap[r]] > activity[heap[l]] ? r : l;
        if (activity[heap[c]] <= activity[last]) {
          break;
        }
        heap[i] = heap[c];
        heapIndex[heap[i]] = i;
        i = c;
      }
      heap[i] = last;
      heapIndex[last] = i;
    }
    return top;
  }

  // ---- Clauses ----------------------------------------------------------------------------------

  /** Adds the learnt clause in learntLits[0 .. learntSize) and returns its reference. */
  private int addLearnt() {
    int size = learntSize;
    if (poolSize + size + 2 > pool.length) {
      pool = Arrays.copyOf(pool, Math.max(pool.length * 2, poolSize + size + 2));
    }
    int c = poolSize;
    pool[c] = size;
    if (learntCount == learnt.length) {
      learnt = Arrays.copyOf(learnt, learntCount * 2);
      learntActivity = Arrays.copyOf(learntActivity, learntCount * 2);
      learntLbd = Arrays.copyOf(learntLbd, learntCount * 2);
    }
    learnt[learntCount] = c;
    learntActivity[learntCount] = clauseIncrement;
    learntLbd[learntCount] = lbd(size);
    learntCount++;
    pool[c + 1] = learntCount; // index + 1
    System.arraycopy(learntLits, 0, pool, c + 2, size);
    poolSize += size + 2;
    watch(pool[c + 2], c);
    watch(pool[c + 3], c);
    return c;
  }

  /** The number of decision levels among the literals of learntLits[0 .. size). */
  private int lbd(int size) {
    if (levelMark.length <= decisionLevel) {
      levelMark = Arrays.copyOf(levelMark, Math.max(levelMark.length * 2, decisionLevel + 1));
    }
    levelStamp++;
    int distinct = 0;
    for (int i = 0; i < size; i++) {
      int l = level[learntLits[i] >> 1];
      if (l < levelMark.length && levelMark[l] != levelStamp) {
        levelMark[l] = levelStamp;
        distinct++;
      }
    }
    return distinct;
  }

  /** Whether clause c is the reason of a current assignment (it must then be kept). */
  private boolean locked(int c) {
    int lit = pool[c + 2];
    int e = lit >> 1;
    return value[e] != UNASSIGNED && reasonKind[e] == CLAUSE && reasonData[e] == c && isTrue(lit);
  }

  /** Drops the less active half of the learnt clauses and compacts the pool. */
  private void reduceClauses() {
    Integer[] idx = new Integer[learntCount];
    for (int i = 0; i < learntCount; i++) {
      idx[i] = i;
    }
    // Worst first: high LBD, then low activity. Clauses of LBD 2 or less ("glue") are kept.
    Arrays.sort(idx, (a, b) -> learntLbd[a] != learntLbd[b] ? Integer.compare(learntLbd[b], learntLbd[a]) : Double.compare(learntActivity[a], learntActivity[b]));
    boolean[] drop = new boolean[learntCount];
    int target = learntCount / 2;
    int dropped = 0;
    for (int k = 0; k < learntCount && dropped < target; k++) {
      int i = idx[k];
      int c = learnt[i];
      if (pool[c] > 2 && learntLbd[i] > 2 && !locked(c)) {
        drop[i] = true;
        dropped++;
      }
    }
    // Compact: copy kept clauses, remember where each went.
    int[] newPool = new int[Math.max(1 << 16, poolSize)];
    int newSize = 0;
    int[] newLearnt = new int[learnt.length];
    double[] newActivity = new double[learnt.length];
    int[] newLbd = new int[learnt.length];
    int kept = 0;
    int[] moved = new int[learntCount];
    for (int i = 0; i < learntCount; i++) {
      int c = learnt[i];
      if (drop[i]) {
        moved[i] = -1;
        continue;
      }
      int size = pool[c];
      System.arraycopy(pool, c, newPool, newSize, size + 2);
      newPool[newSize + 1] = kept + 1;
      moved[i] = newSize;
      newLearnt[kept] = newSize;
      newActivity[kept] = learntActivity[i];
      newLbd[kept] = learntLbd[i];
      kept++;
      newSize += size + 2;
    }
    // Reasons that point at clauses move with them.
    for (int t = 0; t < trailSize; t++) {
      int e = trail[t] >> 1;
      if (reasonKind[e] == CLAUSE) {
        int i = pool[reasonData[e] + 1] - 1;
        reasonData[e] = moved[i];
      }
    }
    pool = newPool;
    poolSize = newSize;
    learnt = newLearnt;
    learntActivity = newActivity;
    learntLbd = newLbd;
    learntCount = kept;
    Arrays.fill(watchCount, 0);
    for (int i = 0; i < learntCount; i++) {
      int c = learnt[i];
      watch(pool[c + 2], c);
      watch(pool[c + 3], c);
    }
  }

  // ---- The search ------------------------------------------------------------------------------

  /**
   * Runs the search; the cycle found is returned from {@code start}, leaving it away from the
   * edge {@code required} (which is in every cycle, if it is not -1).
   */
  /** {@link #search}, its stops in the middle of a phase turned into the monitor's result. */
  private SearchResult searchWithin(int start, int required) {
    try {
      return search(start, required);
    } catch (SearchMonitor.Stop stop) {
      return monitor.stopped(stop.why(), nodes, conflicts);
    }
  }

  private SearchResult search(int start, int required) {
    // Level 0: the rules before any decision.
    for (int v = 0; v < n; v++) {
      monitor.tick();
      boolean holds = openCount[v] >= 2 && vertexAfterOut(v);
      if (budgetHit) {
        return budgetRanOut();
      }
      if (!holds) {
        return absent(names.apply(v) + " has fewer than two edges");
      }
    }
    if (required >= 0) {
      if (value[required] == 0) {
        return absent("the path's ends cannot be joined");
      }
      if (value[required] == UNASSIGNED) {
        assign(in(required), DECISION, 0);
      }
    }
    boolean holds = propagate() && !budgetHit && cutsHold();
    if (budgetHit) {
      return budgetRanOut();
    }
    if (!holds) {
      return absent("forced edges and the graph's cuts leave no Hamiltonian cycle");
    }
    long restart = 1;
    long conflictsToRestart = restartUnit * ForcingSearch.luby(restart);
    long nextReduce = firstReduce;
    while (true) {
      boolean consistent = propagate() && !budgetHit && cutsHold();
      if (budgetHit) {
        return budgetRanOut();
      }
      if (!consistent) {
        conflicts++;
        int back = analyze();
        if (back < 0) {
          return absent("every choice of edges leads to a contradiction");
        }
        backtrackTo(back);
        if (learntSize == 1) {
          assign(learntLits[0], DECISION, 0);
          // A unit clause holds at level 0 for ever: no reason is needed there.
        } else {
          int c = addLearnt();
          bumpClause(c);
          assign(learntLits[0], CLAUSE, c);
        }
        decayActivities();
        if (--conflictsToRestart <= 0) {
          restart++;
          conflictsToRestart = restartUnit * ForcingSearch.luby(restart);
          backtrackTo(0);
        }
        if (conflicts >= nextReduce || poolSize > maxPool) {
          nextReduce = conflicts + firstReduce + conflicts / 4;
          reduceClauses();
        }
        continue;
      }
      // No conflict: decide.
      if (monitor.budgetSpent(nodes)) {
        return budgetRanOut();
      }
      decisions++;
      // A decision may cost a long propagation: the clock is read every 16 (a few nanoseconds).
      if ((decisions & 15) == 0) {
        Outcome stop = monitor.poll(nodes, decisionLevel, decisionLevel);
        if (stop != null) {
          return monitor.stopped(stop, nodes, conflicts);
        }
      }
      int e = pathEndEdge();
      // Choosing scans every vertex: on a large graph that is the cost of a decision.
      monitor.tick(n >> 4);
      while (e < 0 && heapSize > 0) {
        int candidate = heapPop();
        if (value[candidate] == UNASSIGNED) {
          e = candidate;
          break;
        }
      }
      if (e < 0) {
        return found(start, required);
      }
      newLevel();
      assign(phase[e] == 1 ? in(e) : out(e), DECISION, 0);
    }
  }

  /**
   * The next decision: an undecided edge at an end of a path of in-edges, at the end with the
   * fewest edges not out, the most active one there ({@link #score}; growing a path meets
   * contradictions near the last decision); -1 if no path has an end with an undecided edge.
   */
  private int pathEndEdge() {
    int best = -1;
    int bestKey = Integer.MAX_VALUE;
    // In increasing order of the vertex, as a scan of every vertex would take them.
    for (int w = 0; w < pathEnds.length; w++) {
      long bits = pathEnds[w];
      while (bits != 0) {
        int x = (w << 6) + Long.numberOfTrailingZeros(bits);
        bits &= bits - 1;
        int key = openCount[x];
        if (key < bestKey) {
          bestKey = key;
          best = x;
        }
      }
    }
    if (best < 0) {
      return -1;
    }
    int chosen = -1;
    int head = 2 * m + best;
    for (int s = nextOpen[head]; s != head; s = nextOpen[s]) {
      int f = inc[s];
      if (value[f] == UNASSIGNED && (chosen < 0 || score(f, best) > score(chosen, best))) {
        chosen = f;
      }
    }
    return chosen;
  }

  /**
   * The activity of edge f at path end x, plus a little for fewer edges left at its other end:
   * until conflicts have made activities differ, the path grows by Warnsdorff's rule (the
   * neighbour with the fewest ways on), which walks far before it is stuck.
   */
  private double score(int f, int x) {
    return activity[f] + 1e-3 / openCount[other(f, x)];
  }

  private SearchResult budgetRanOut() {
    return new SearchResult(
        Outcome.BUDGET_EXHAUSTED, null, nodes, conflicts, monitor.elapsedNanos(),
        "the node budget of " + monitor.nodeBudget() + " ran out after " + conflicts + " conflicts");
  }

  private SearchResult absent(String why) {
    return new SearchResult(Outcome.PROVEN_ABSENT, null, nodes, conflicts, monitor.elapsedNanos(), why);
  }

  private SearchResult found(int start, int required) {
    int[] cycle = monitor.newInts(n);
    int previous = required;
    int v = start;
    for (int i = 0; i < n; i++) {
      monitor.tick();
      cycle[i] = v;
      int next = -1;
      for (int s = incOff[v]; s < incOff[v + 1]; s++) {
        int f = inc[s];
        if (value[f] == 1 && f != previous) {
          next = f;
          break;
        }
      }
      previous = next;
      v = other(next, v);
    }
    return new SearchResult(
        Outcome.FOUND, cycle, nodes, conflicts, monitor.elapsedNanos(),
        "found by the clause-learning search after " + conflicts + " conflicts");
  }
}
