package io.github.knighttours.internal.search;

import io.github.knighttours.spi.SearchResult;
import io.github.knighttours.Outcome;
import io.github.knighttours.spi.NeighbourFunction;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * An exact search for a Hamiltonian cycle of an undirected graph that decides edges, not
 * vertices: at each node it takes one undecided edge at the end of a forced path and tries it in
 * the cycle, then out of it. After each decision, rules that hold for every Hamiltonian cycle
 * are applied until nothing changes:
 *
 * <ul>
 *   <li>a vertex with two usable edges uses both (degree-2 forcing); one with fewer has no way
 *       through;
 *   <li>a vertex with two edges in the cycle loses its other edges; one with three is impossible;
 *   <li>an edge joining the two ends of a forced path of fewer than all vertices would close a
 *       short cycle, so it is removed (and forcing it is impossible);
 *   <li>the usable edges must keep the graph connected and without a bridge (a cycle through
 *       every vertex crosses every cut at least twice); checked in O(V + E) at most nodes
 *       ({@link CheckSchedule}).
 * </ul>
 *
 * When every vertex has two forced edges, they form one cycle through all vertices (no shorter
 * cycle can close). Every branch is either searched or cut by one of these rules, so a search
 * that runs out of branches proves that no Hamiltonian cycle exists.
 *
 * <p><b>Restarts.</b> Decisions among equally good edges, and which side of a decision comes
 * first, go to a seeded random choice. The search runs again and again with node limits {@link
 * #RUN_UNIT} times Luby's sequence (all runs draw from one random stream); a run that finishes
 * its tree within its limit settles the question. A depth-first search that takes one bad early
 * decision can spend all its time under it; restarts do not, and the answer is still exact.
 * (Measured on the FHCP graphs 3..99 with 2 s each on a busy machine: 47 of 49 cycles found with
 * these restarts, 35 with limits that doubled from 1,024 nodes.)
 *
 * <p>Decisions are undone from a trail, so there is no recursion and O(V + E) space; a node
 * costs the forcing it triggers and O(V) to choose the next edge, plus, at most nodes, O(V + E)
 * for the connectivity check (run less often while it keeps passing).
 */
public final class ForcingSearch {

  /** The unit of the runs' node limits: run i may expand {@code RUN_UNIT × luby(i)} nodes. */
  static final long RUN_UNIT = 2048;

  /** The seed of the random choices when the request has none (any fixed value would do). */
  public static final long UNSEEDED = 2014;

  /** Bytes of working memory on {@code n} vertices of degree at most {@code maxDegree}. */
  public static long workingBytes(long n, int maxDegree) {
    return n * (long) maxDegree * 4 * 8 + n * 16L * 4;
  }

  private final int n;
  private final SearchMonitor monitor;
  private final SplittableRandom random;

  private final int[] off;
  private final int[] adj;
  private final int[] rev;
  // Per slot: 1 while the edge may still be used.
  private final int[] alive;
  private final int[] degree;
  private final int[] forced;
  // For each end of a forced path: its other end, and the vertices on the path.
  private final int[] otherEnd;
  private final int[] pieceSize;

  // Changes to undo: (array, index, old value) triples.
  private int[] trail = new int[1024];
  private int trailSize;

  private final int[] queue;
  private final boolean[] queued;
  private int queueHead;
  private int queueSize;

  // Scratch for the bridge check.
  private final int[] disc;
  private final int[] low;
  private final int[] stackVertex;
  private final int[] stackSlot;
  private final int[] parentSlot;

  private long nodes;
  private long backtracks;

  /**
   * The i-th term (from 1) of the sequence 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, ... of
   * Luby, Sinclair and Zuckerman ("Optimal speedup of Las Vegas algorithms", 1993), the classic
   * schedule of restart limits when nothing is known of how long a lucky run takes.
   */
  static long luby(long i) {
    long term = i;
    while (true) {
      int k = 1;
      while ((1L << k) - 1 < term) {
        k++;
      }
      if (term == (1L << k) - 1) {
        return 1L << (k - 1);
      }
      term -= (1L << (k - 1)) - 1;
    }
  }

  private static final int ALIVE = 0;
  private static final int DEGREE = 1;
  private static final int FORCED = 2;
  private static final int OTHER_END = 3;
  private static final int PIECE_SIZE = 4;

  private ForcingSearch(NeighbourFunction graph, SearchMonitor monitor, long seed) {
    this.n = graph.vertexCount();
    this.monitor = monitor;
    this.random = new SplittableRandom(seed);
    // The copy is linear in the graph: on a large one it checks the monitor as it goes, and the
    // monitor makes its large arrays (see SearchMonitor.newInts).
    int[] buffer = new int[Math.max(1, graph.maxDegree())];
    off = monitor.newInts(n + 1);
    for (int v = 0; v < n; v++) {
      monitor.tick();
      off[v + 1] = off[v] + graph.successors(v, buffer);
    }
    adj = monitor.newInts(off[n]);
    for (int v = 0; v < n; v++) {
      monitor.tick();
      graph.successors(v, buffer);
      System.arraycopy(buffer, 0, adj, off[v], off[v + 1] - off[v]);
    }
    rev = monitor.newInts(adj.length);
    for (int u = 0; u < n; u++) {
      monitor.tick();
      for (int s = off[u]; s < off[u + 1]; s++) {
        int v = adj[s];
        if (u < v) {
          int t = slotOf(v, u);
          rev[s] = t;
          rev[t] = s;
        }
      }
    }
    alive = monitor.newInts(adj.length);
    Arrays.fill(alive, 1);
    degree = monitor.newInts(n);
    forced = monitor.newInts(2 * n);
    Arrays.fill(forced, -1);
    otherEnd = monitor.newInts(n);
    pieceSize = monitor.newInts(n);
    monitor.checkpoint();
    for (int v = 0; v < n; v++) {
      degree[v] = off[v + 1] - off[v];
      otherEnd[v] = v;
      pieceSize[v] = 1;
    }
    queue = monitor.newInts(n);
    queued = monitor.newArray(n, () -> new boolean[n]);
    disc = monitor.newInts(n);
    low = monitor.newInts(n);
    stackVertex = monitor.newInts(n);
    stackSlot = monitor.newInts(n);
    parentSlot = monitor.newInts(n);
  }

  /**
   * A symmetric graph as compact adjacency, reduced for a Hamiltonian cycle or not: the
   * neighbours of v are {@code adj[off[v] .. off[v + 1])}, {@code alive[s]} is 1 while the edge
   * in slot s may be used, and v's forced edges go to {@code forced[2v]} and {@code forced[2v +
   * 1]} (-1 when absent). {@code contradiction} says why no Hamiltonian cycle exists, or is null.
   */
  record Reduction(int[] off, int[] adj, int[] alive, int[] forced, String contradiction) {}

  /**
   * Copies a symmetric {@code graph} into compact adjacency and, if {@code forCycle}, applies the
   * rules of the class description once, before any decision (what {@link RotationSearch} walks
   * on).
   */
  static Reduction reduce(NeighbourFunction graph, boolean forCycle, SearchMonitor monitor) {
    ForcingSearch state = new ForcingSearch(graph, monitor, 0);
    String contradiction = null;
    if (forCycle) {
      for (int v = 0; v < state.n; v++) {
        state.enqueue(v);
      }
      if (!state.propagate()) {
        contradiction = "some vertex is left with fewer than two usable edges, or forced edges close a short cycle";
      }
    }
    return new Reduction(state.off, state.adj, state.alive, state.forced, contradiction);
  }

  /**
   * Searches a symmetric {@code graph} of at least three vertices for a Hamiltonian cycle,
   * returned as a path from {@code start}: FOUND, PROVEN_ABSENT, or a stop of the monitor.
   */
  public static SearchResult run(NeighbourFunction graph, int start, long seed, SearchMonitor monitor) {
    if (!graph.isSymmetric()) {
      throw new IllegalArgumentException("the forcing search needs an undirected graph");
    }
    if (graph.vertexCount() < 3) {
      return new SearchResult(
          Outcome.PROVEN_ABSENT, null, 0, 0, monitor.elapsedNanos(), "a cycle needs at least three vertices");
    }
    // A stop while the tables are made ends the search like one during it.
    return monitor.guard(() -> new ForcingSearch(graph, monitor, seed).search(start));
  }

  private int slotOf(int v, int u) {
    for (int s = off[v]; s < off[v + 1]; s++) {
      if (adj[s] == u) {
        return s;
      }
    }
    throw new IllegalStateException("the graph says it is symmetric, but " + u + " → " + v + " has no way back");
  }

  // ---- State changes, each recorded on the trail ----------------------------------------

  private void set(int[] array, int which, int index, int value) {
    if (trailSize + 3 > trail.length) {
      trail = Arrays.copyOf(trail, trail.length * 2);
    }
    trail[trailSize++] = which;
    trail[trailSize++] = index;
    trail[trailSize++] = array[index];
    array[index] = value;
  }

  private int[] array(int which) {
    return switch (which) {
      case ALIVE -> alive;
      case DEGREE -> degree;
      case FORCED -> forced;
      case OTHER_END -> otherEnd;
      default -> pieceSize;
    };
  }

  private void undoTo(int mark) {
    while (trailSize > mark) {
      int old = trail[--trailSize];
      int index = trail[--trailSize];
      int which = trail[--trailSize];
      array(which)[index] = old;
    }
  }

  private int forcedCount(int v) {
    return (forced[2 * v] >= 0 ? 1 : 0) + (forced[2 * v + 1] >= 0 ? 1 : 0);
  }

  private boolean isForced(int u, int v) {
    return forced[2 * u] == v || forced[2 * u + 1] == v;
  }

  private void enqueue(int v) {
    if (!queued[v]) {
      queue[(queueHead + queueSize) % n] = v;
      queueSize++;
      queued[v] = true;
    }
  }

  private void clearQueue() {
    while (queueSize > 0) {
      queued[queue[queueHead]] = false;
      queueHead = (queueHead + 1) % n;
      queueSize--;
    }
  }

  private void remove(int s) {
    set(alive, ALIVE, s, 0);
    set(alive, ALIVE, rev[s], 0);
    int u = adj[rev[s]];
    int v = adj[s];
    set(degree, DEGREE, u, degree[u] - 1);
    set(degree, DEGREE, v, degree[v] - 1);
    enqueue(u);
    enqueue(v);
  }

  /** Puts the edge uv in the cycle; false if that is impossible. */
  private boolean force(int u, int v) {
    if (forcedCount(u) == 2 || forcedCount(v) == 2) {
      return false;
    }
    int a = otherEnd[u];
    int b = otherEnd[v];
    if (a == v && pieceSize[u] != n) {
      return false;
    }
    set(forced, FORCED, 2 * u + (forced[2 * u] >= 0 ? 1 : 0), v);
    set(forced, FORCED, 2 * v + (forced[2 * v] >= 0 ? 1 : 0), u);
    if (a != v) {
      int size = pieceSize[u] + pieceSize[v];
      set(otherEnd, OTHER_END, a, b);
      set(otherEnd, OTHER_END, b, a);
      set(pieceSize, PIECE_SIZE, a, size);
      set(pieceSize, PIECE_SIZE, b, size);
      enqueue(a);
      enqueue(b);
    }
    enqueue(u);
    enqueue(v);
    return true;
  }

  /** Applies the rules until nothing changes; false on a contradiction. */
  private boolean propagate() {
    while (queueSize > 0) {
      monitor.tick();
      int v = queue[queueHead];
      queueHead = (queueHead + 1) % n;
      queueSize--;
      queued[v] = false;
      if (degree[v] < 2) {
        clearQueue();
        return false;
      }
      int count = forcedCount(v);
      if (degree[v] == 2 && count < 2) {
        for (int s = off[v]; s < off[v + 1]; s++) {
          if (alive[s] == 1 && !isForced(v, adj[s]) && !force(v, adj[s])) {
            clearQueue();
            return false;
          }
        }
        count = forcedCount(v);
      }
      if (count == 2 && degree[v] > 2) {
        for (int s = off[v]; s < off[v + 1]; s++) {
          if (alive[s] == 1 && !isForced(v, adj[s])) {
            remove(s);
          }
        }
      }
      if (count == 1 && pieceSize[v] < n) {
        int w = otherEnd[v];
        for (int s = off[v]; s < off[v + 1]; s++) {
          if (alive[s] == 1 && adj[s] == w && !isForced(v, w)) {
            remove(s);
          }
        }
      }
    }
    return true;
  }

  /**
   * True if the usable edges connect every vertex and none of them is a bridge (an iterative
   * depth-first search with Tarjan's low points).
   */
  private boolean connectedWithoutBridges() {
    Arrays.fill(disc, -1);
    int time = 0;
    int top = 0;
    disc[0] = low[0] = time++;
    parentSlot[0] = -1;
    stackVertex[0] = 0;
    stackSlot[0] = off[0];
    while (top >= 0) {
      int v = stackVertex[top];
      int s = stackSlot[top];
      if (s < off[v + 1]) {
        stackSlot[top] = s + 1;
        if (alive[s] == 0 || s == parentSlot[v]) {
          continue;
        }
        int u = adj[s];
        if (disc[u] < 0) {
          disc[u] = low[u] = time++;
          parentSlot[u] = rev[s];
          top++;
          stackVertex[top] = u;
          stackSlot[top] = off[u];
        } else if (disc[u] < low[v]) {
          low[v] = disc[u];
        }
      } else {
        top--;
        if (top >= 0) {
          int p = stackVertex[top];
          if (low[v] > disc[p]) {
            return false; // the edge p–v is a bridge
          }
          if (low[v] < low[p]) {
            low[p] = low[v];
          }
        }
      }
    }
    return time == n;
  }

  // ---- The search ----------------------------------------------------------------------------

  /** The slot of the edge to decide next: at a forced path's end with the fewest usable edges. */
  private int chooseEdge() {
    int best = -1;
    int bestKey = Integer.MAX_VALUE;
    int ties = 0;
    for (int v = 0; v < n; v++) {
      int count = forcedCount(v);
      if (count == 2) {
        continue;
      }
      // Ends of forced paths first (their choices extend a path), then the fewest choices left,
      // then the longest forced path (growing one path finds contradictions close to the last
      // decision).
      int key = (count == 1 ? 0 : 1 << 30) + ((degree[v] - count) << 20) + (1 << 20) - 1 - Math.min(pieceSize[v], (1 << 20) - 1);
      if (key < bestKey) {
        bestKey = key;
        best = v;
        ties = 1;
      } else if (key == bestKey && random.nextInt(++ties) == 0) {
        best = v;
      }
    }
    if (best < 0) {
      return -1;
    }
    int chosen = -1;
    ties = 0;
    for (int s = off[best]; s < off[best + 1]; s++) {
      if (alive[s] == 1 && !isForced(best, adj[s]) && random.nextInt(++ties) == 0) {
        chosen = s;
      }
    }
    return chosen;
  }

  private SearchResult search(int start) {
    for (int v = 0; v < n; v++) {
      enqueue(v);
    }
    if (!propagate() || !connectedWithoutBridges()) {
      return new SearchResult(
          Outcome.PROVEN_ABSENT, null, 1, 0, monitor.elapsedNanos(),
          "forced edges and the graph's connectivity leave no Hamiltonian cycle");
    }
    int base = trailSize;
    long limit = RUN_UNIT;
    int runs = 0;
    while (true) {
      runs++;
      Outcome outcome = runWithLimit(limit);
      if (outcome == Outcome.FOUND) {
        return new SearchResult(
            Outcome.FOUND, cycleFrom(start), nodes, backtracks, monitor.elapsedNanos(),
            "found by the forcing search in run " + runs);
      }
      undoTo(base);
      if (outcome == Outcome.PROVEN_ABSENT) {
        return new SearchResult(
            Outcome.PROVEN_ABSENT, null, nodes, backtracks, monitor.elapsedNanos(),
            "the forcing search ruled out every choice of edges");
      }
      if (outcome != null) {
        return monitor.stopped(outcome, nodes, backtracks);
      }
      limit = RUN_UNIT * luby(runs + 1);
    }
  }

  /**
   * One depth-first run of at most {@code limit} nodes: FOUND, PROVEN_ABSENT (tree finished), a
   * stop of the monitor, or null (limit reached).
   */
  private Outcome runWithLimit(long limit) {
    // Per open decision: the trail mark before it, its slot, and whether the "out" side is done.
    int capacity = 64;
    int[] marks = new int[capacity];
    int[] slots = new int[capacity];
    boolean[] second = new boolean[capacity];
    boolean[] forceFirst = new boolean[capacity];
    int depth = 0;
    long runNodes = 0;
    boolean ok = true;
    while (true) {
      if (ok) {
        if (monitor.budgetSpent(nodes)) {
          return Outcome.BUDGET_EXHAUSTED;
        }
        nodes++;
        runNodes++;
        if ((nodes & SearchMonitor.POLL_MASK) == 0) {
          Outcome stop = monitor.poll(nodes, depth, depth);
          if (stop != null) {
            return stop;
          }
        }
        int s = chooseEdge();
        if (s < 0) {
          return Outcome.FOUND;
        }
        if (runNodes > limit) {
          return null;
        }
        if (depth == capacity) {
          capacity *= 2;
          marks = Arrays.copyOf(marks, capacity);
          slots = Arrays.copyOf(slots, capacity);
          second = Arrays.copyOf(second, capacity);
          forceFirst = Arrays.copyOf(forceFirst, capacity);
        }
        marks[depth] = trailSize;
        slots[depth] = s;
        second[depth] = false;
        forceFirst[depth] = random.nextBoolean();
        ok = decide(s, forceFirst[depth]);
        depth++;
        continue;
      }
      // Backtrack to the latest decision whose other side is still to try.
      backtracks++;
      while (depth > 0 && second[depth - 1]) {
        depth--;
      }
      if (depth == 0) {
        return Outcome.PROVEN_ABSENT;
      }
      undoTo(marks[depth - 1]);
      second[depth - 1] = true;
      ok = decide(slots[depth - 1], !forceFirst[depth - 1]);
    }
  }

  /** Puts edge {@code s} in the cycle or takes it out, then propagates and checks. */
  private boolean decide(int s, boolean in) {
    boolean ok;
    if (in) {
      ok = force(adj[rev[s]], adj[s]);
    } else {
      remove(s);
      ok = true;
    }
    if (!ok) {
      clearQueue();
      return false;
    }
    return propagate() && cutsHold();
  }

  private final CheckSchedule cutSchedule = new CheckSchedule();

  /** The connectivity check, on its {@link CheckSchedule}. */
  private boolean cutsHold() {
    return !cutSchedule.due(nodes, false) || cutSchedule.record(nodes, connectedWithoutBridges());
  }

  /** The cycle of forced edges, as a path from {@code start}. */
  private int[] cycleFrom(int start) {
    int[] cycle = new int[n];
    int previous = -1;
    int v = start;
    for (int i = 0; i < n; i++) {
      cycle[i] = v;
      int next = forced[2 * v] != previous ? forced[2 * v] : forced[2 * v + 1];
      previous = v;
      v = next;
    }
    return cycle;
  }
}
