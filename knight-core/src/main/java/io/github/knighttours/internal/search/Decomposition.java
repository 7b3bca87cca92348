package io.github.knighttours.internal.search;

import io.github.knighttours.Outcome;
import io.github.knighttours.spi.NeighbourFunction;
import io.github.knighttours.spi.SearchResult;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;

/**
 * A Hamiltonian cycle of an undirected graph made of pieces that few edges join: the pieces are
 * solved one at a time, each for a few paths between fixed ends, and the paths joined.
 *
 * <p><b>The pieces.</b> The hubs (vertices of degree above a bound) are taken out; each component
 * of what is left, with the hubs that have most of their other edges into it, is a piece.
 * Components of fewer than {@value #LONE_BELOW} vertices, and hubs with no edge out of the hubs,
 * become pieces of one vertex each. It applies when no piece holds more than half of the vertices,
 * at most {@value #MAX_JOINS} edges join different pieces (the joins), and at most {@value
 * #MAX_PIECE_JOINS} of them meet any one piece of more than one vertex. The FHCP graphs with a
 * hub for every piece are of this kind: graph 247 has five pieces of 307 vertices (301 and their
 * six hubs), six pieces of one vertex, and 21 joins.
 *
 * <p><b>Why it is sound.</b> Let C be a Hamiltonian cycle and X the joins it uses. Inside a piece
 * P, C is a set of vertex-disjoint paths that together hold every vertex of P, and their ends are
 * exactly the ends in P of the edges of X, each path's two ends taking two of them (a vertex at
 * which two joins of X meet is a path of one vertex). So P meets an even number of joins of X, at
 * least two when there are two pieces or more, and following C alternately along X and along the
 * paths passes every join of X once before it closes. Conversely, for any such X and any
 * pairing of the ends in each piece under which that alternate walk passes every edge of X before
 * it closes, paths that cover each piece between its paired ends, with the edges of X, make one
 * cycle through every vertex. The search therefore goes through the sets X (every vertex at most
 * two of them, every piece an even number, two or four), and for each the pairings that close
 * into one cycle, and asks for the paths of each piece. It only ever finds cycles: it gives up,
 * never claiming absence, when no X with its paths is found (pieces entered more than twice are
 * not tried).
 *
 * <p><b>Absence.</b> On the way it may prove that no Hamiltonian cycle exists: when taking out
 * the k hubs leaves more than k components. Removing k vertices from a cycle through every vertex
 * leaves at most k paths, each inside one component, and every vertex lies on one of them, so at
 * most k components remain. (Chvátal: every Hamiltonian graph is 1-tough, that is, deleting any
 * s vertices leaves at most s components; V. Chvátal, "Tough graphs and Hamiltonian circuits",
 * Discrete Math. 5 (1973) 215–228.) Nothing else here claims absence.
 *
 * <p><b>The paths of a piece</b> are a cycle of a small graph: the piece with a new vertex z
 * joined to the two ends of a path (a cycle through z is a path between them), and for two paths
 * a1–b1 and a2–b2, z1 joined to b1 and a2 and z2 to b2 and a1. A cycle through both then gives
 * either the pairing asked for or a1–a2 with b1–b2; when it gives the other one, it is kept for
 * whoever needs that pairing and the second form is tried (z1 joined to b1 and b2, z2 to a1 and
 * a2: the pairing asked for or a1–b2 with a2–b1). A piece proven to have no such cycle rules out
 * every X that needs it. The results of a piece are kept, so each is solved once (one that was
 * not settled, once a round).
 *
 * <p>Budgets: the decomposition takes at most {@value #TIME_SHARE} of the time left and of the
 * node budget; within it, the search over the joins runs in rounds ({@link #ROUND_SHARES}), so
 * that a piece that is hard to settle does not hold up the sets of joins that do not need it.
 *
 * <p>Cost: finding the pieces takes one pass over the graph (O(V + E)), none on a graph without
 * a hub, and stops early when too many edges join the pieces; the search over the joins is
 * exponential in their number, at most {@value #MAX_JOINS}, and checks the monitor at each step. Memory: three ints a
 * vertex while it finds the pieces, two while it searches, plus the search of one piece at a time
 * ({@link #workingBytes} counts six).
 */
public final class Decomposition {

  /** Components of fewer vertices become pieces of one vertex each. */
  static final int LONE_BELOW = 4;

  /**
   * The most joins (edges between pieces) for which the decomposition is tried. The sets of joins
   * grow fast with their number: FHCP graph 275 (20 pieces, 40 joins) went through 36,864 of them
   * in 7 s without a cycle, where clause learning on the whole graph finds one in about 8 s, and
   * graph 153 (10 pieces, 20 joins) needed 1,268 (measured 2026-11-27 on a loaded machine).
   */
  static final int MAX_JOINS = 24;

  /**
   * The most joins at one piece (of more than one vertex): a piece with more is likely entered
   * more than twice, which the search does not try. On FHCP graph 135 (a piece with ten joins) the
   * decomposition found nothing in 70% of the time and the steps after it took three times as
   * long as without it (measured 2026-11-27).
   */
  static final int MAX_PIECE_JOINS = 6;

  /**
   * The share of the time left that the decomposition may use (pieces and joins together). Where
   * it applies, the search of the whole graph rarely finds a cycle: on the 30 FHCP graphs where it
   * does, the steps without it found none of the 25 of graph 247's family at 10 s, and the other
   * five are solved by the decomposition in under a second (measured 2026-11-27).
   */
  static final double TIME_SHARE = 0.9;

  /**
   * The least share of the decomposition's time left that one piece may use; more when fewer
   * pieces of the current set of joins are still to be solved (an even split of what is left).
   */
  static final double PIECE_TIME_SHARE = 0.25;

  private final NeighbourFunction graph;
  private final int n;
  /** The piece of every vertex, 0 .. pieces - 1. */
  private final int[] pieceOf;
  private final int pieces;
  private final int[] pieceSize;
  /** The joins: edge i is joinU[i]–joinV[i]. */
  private final int[] joinU;
  private final int[] joinV;

  /** Why the graph has no Hamiltonian cycle, if its hubs show it (then nothing else is set), or null. */
  private final String absence;

  private Decomposition(NeighbourFunction graph, String absence) {
    this(graph, null, 0, null, new int[0], new int[0], absence);
  }

  private Decomposition(NeighbourFunction graph, int[] pieceOf, int pieces, int[] pieceSize, int[] joinU, int[] joinV) {
    this(graph, pieceOf, pieces, pieceSize, joinU, joinV, null);
  }

  private Decomposition(
      NeighbourFunction graph, int[] pieceOf, int pieces, int[] pieceSize, int[] joinU, int[] joinV, String absence) {
    this.absence = absence;
    this.graph = graph;
    this.n = graph.vertexCount();
    this.pieceOf = pieceOf;
    this.pieces = pieces;
    this.pieceSize = pieceSize;
    this.joinU = joinU;
    this.joinV = joinV;
  }

  /** The bytes the decomposition itself holds on a graph of {@code n} vertices, pieces' searches apart. */
  public static long workingBytes(long n) {
    return 24 * n + 65_536;
  }

  /**
   * Looks for a Hamiltonian cycle of the symmetric {@code graph} through its pieces (see the class
   * description), each piece's cycle found by the search that {@code pieceSearch} makes for the
   * round (from 0; see {@link #ROUND_SHARES}), which must find cycles (its PROVEN_ABSENT is taken
   * as a proof). Uses at most {@value #TIME_SHARE} of the time left.
   *
   * @param hubDegree vertices of a larger degree are hubs
   * @return FOUND with the cycle from {@code start}; PROVEN_ABSENT when the hubs show that there
   *     is none (see the class description); GAVE_UP (with its nodes) when the
   *     decomposition does not apply or found nothing; BUDGET_EXHAUSTED or CANCELLED when the
   *     whole search must stop
   * @throws SearchMonitor.Stop if the monitor says stop while the pieces are found
   */
  public static SearchResult cycle(
      NeighbourFunction graph, int start, int hubDegree, IntFunction<PathEngine> pieceSearch, SearchMonitor monitor) {
    Decomposition d = find(graph, hubDegree, monitor);
    if (d == null) {
      return SearchResult.gaveUp("the graph does not fall into pieces joined by few edges", 0, 0);
    }
    if (d.absence != null) {
      return new SearchResult(Outcome.PROVEN_ABSENT, null, 0, 0, monitor.elapsedNanos(), d.absence);
    }
    SearchMonitor mine = monitor.slice(share(monitor.nodeBudget(), TIME_SHARE), TIME_SHARE);
    Search search = d.new Search(pieceSearch, mine);
    SearchResult r = mine.guard(() -> search.run(start));
    if (r.outcome() == Outcome.FOUND || r.outcome() == Outcome.CANCELLED) {
      return new SearchResult(r.outcome(), r.path(), search.nodes, 0, monitor.elapsedNanos(), r.explanation());
    }
    Outcome stop = monitor.check();
    if (stop != null) {
      return monitor.stopped(stop, search.nodes, 0);
    }
    return SearchResult.gaveUp(
        "no cycle through the " + d.pieces + " pieces joined by " + d.joinU.length + " edges was found ("
            + search.tried + " sets of joins tried)",
        search.nodes, 0);
  }

  /**
   * The pieces of {@code graph} with hubs of degree above {@code hubDegree}, or null if the
   * decomposition does not apply (see the class description).
   */
  static Decomposition find(NeighbourFunction graph, int hubDegree, SearchMonitor monitor) {
    int n = graph.vertexCount();
    if (n < 2 * LONE_BELOW || graph.maxDegree() <= hubDegree) {
      return null;
    }
    int[] degree = monitor.newInts(n);
    monitor.outDegrees(graph, degree);
    int hubs = 0;
    for (int v = 0; v < n; v++) {
      if (degree[v] > hubDegree) {
        hubs++;
      }
    }
    if (hubs == 0) {
      return null;
    }
    int[] buffer = new int[Math.max(1, graph.maxDegree())];
    // Components of the graph without its hubs, by a search with an explicit stack.
    int[] comp = monitor.newInts(n);
    Arrays.fill(comp, -1);
    int[] stack = monitor.newInts(n);
    int comps = 0;
    int[] compSize = new int[16];
    for (int s = 0; s < n; s++) {
      if (comp[s] >= 0 || degree[s] > hubDegree) {
        continue;
      }
      if (comps == compSize.length) {
        compSize = Arrays.copyOf(compSize, 2 * comps);
      }
      int top = 0;
      stack[top++] = s;
      comp[s] = comps;
      while (top > 0) {
        int v = stack[--top];
        compSize[comps]++;
        int k = graph.successors(v, buffer);
        monitor.tick(k + 1);
        for (int i = 0; i < k; i++) {
          int u = buffer[i];
          if (comp[u] < 0 && degree[u] <= hubDegree) {
            comp[u] = comps;
            stack[top++] = u;
          }
        }
      }
      comps++;
    }
    if (comps > hubs) {
      return new Decomposition(
          graph, "removing the " + hubs + " vertices of degree above " + hubDegree + " leaves " + comps
              + " components, and removing any k vertices from a graph with a Hamiltonian cycle leaves at most k"
              + " (the cycle falls into at most k paths; V. Chvátal, Tough graphs and Hamiltonian circuits,"
              + " Discrete Math. 5 (1973) 215-228)");
    }
    for (int c = 0; c < comps; c++) {
      if (compSize[c] > n / 2) {
        return null; // one piece would hold most of the graph: nothing to split
      }
    }
    // Each hub joins the component that most of its other edges reach (the first such one).
    int[] count = new int[Math.max(1, comps)];
    int[] hubComp = stack; // reused: the stack is empty
    for (int h = 0; h < n; h++) {
      if (degree[h] <= hubDegree) {
        continue;
      }
      int k = graph.successors(h, buffer);
      monitor.tick(k + 1);
      int best = -1;
      for (int i = 0; i < k; i++) {
        int c = comp[buffer[i]];
        if (c >= 0 && (++count[c] > (best < 0 ? 0 : count[best]) || (count[c] == count[best] && c < best))) {
          best = c;
        }
      }
      for (int i = 0; i < k; i++) {
        int c = comp[buffer[i]];
        if (c >= 0) {
          count[c] = 0;
        }
      }
      hubComp[h] = best;
    }
    int[] size = new int[comps];
    for (int v = 0; v < n; v++) {
      int c = degree[v] > hubDegree ? hubComp[v] : comp[v];
      if (c >= 0) {
        size[c]++;
      }
    }
    // Number the pieces: a component with its hubs, or one vertex.
    int[] pieceOf = comp; // reused: each vertex's entry is read before it is written
    int[] number = new int[comps];
    int pieces = 0;
    for (int c = 0; c < comps; c++) {
      if (size[c] > n / 2) {
        return null;
      }
      number[c] = size[c] >= LONE_BELOW ? pieces++ : -1;
    }
    for (int v = 0; v < n; v++) {
      monitor.tick();
      int c = degree[v] > hubDegree ? hubComp[v] : comp[v];
      pieceOf[v] = c >= 0 && number[c] >= 0 ? number[c] : pieces++;
    }
    if (pieces < 2) {
      return null;
    }
    int[] pieceSize = new int[pieces];
    for (int v = 0; v < n; v++) {
      pieceSize[pieceOf[v]]++;
    }
    int[] joinU = new int[MAX_JOINS];
    int[] joinV = new int[MAX_JOINS];
    int joins = 0;
    for (int v = 0; v < n; v++) {
      int k = graph.successors(v, buffer);
      monitor.tick(k + 1);
      for (int i = 0; i < k; i++) {
        int u = buffer[i];
        if (u > v && pieceOf[u] != pieceOf[v]) {
          if (joins == MAX_JOINS) {
            return null;
          }
          joinU[joins] = v;
          joinV[joins++] = u;
        }
      }
    }
    int[] atPiece = new int[pieces];
    for (int i = 0; i < joins; i++) {
      for (int v : new int[] {joinU[i], joinV[i]}) {
        if (pieceSize[pieceOf[v]] > 1 && ++atPiece[pieceOf[v]] > MAX_PIECE_JOINS) {
          return null;
        }
      }
    }
    return new Decomposition(graph, pieceOf, pieces, pieceSize, Arrays.copyOf(joinU, joins), Arrays.copyOf(joinV, joins));
  }

  /** Why there is no cycle, or null: for tests. */
  String absence() {
    return absence;
  }

  /** Number of pieces: for tests. */
  int pieces() {
    return pieces;
  }

  /** Number of joins: for tests. */
  int joins() {
    return joinU.length;
  }

  /** A piece's paths, found or proven absent, or neither (the piece's search gave up). */
  private static final Object ABSENT = new Object();

  private static final Object UNKNOWN = new Object();

  /**
   * The search over the joins runs in rounds, each giving a piece at most this share of the
   * decomposition's time left (and at most an even split among the pieces still to solve): a
   * piece whose paths are absent but hard to prove so, or hard to find, costs little in the first
   * rounds, and the sets of joins that need it wait for the later ones. Each round asks the
   * pieces' search made for its number, so that a search whose time depends much on its seed
   * (clause learning: on one piece of FHCP graph 319, 286,812 conflicts unseeded and 8,527,
   * 32,009 and 12,495 with seeds 1 to 3, measured 2026-11-27) gets a new draw each round.
   */
  static final double[] ROUND_SHARES = {1.0 / 8, 1.0 / 8, 1.0 / 4, 1.0 / 4, 1.0 / 2, 1.0 / 2, 1};

  /** The search over the joins and the pieces' paths. */
  private final class Search {
    final IntFunction<PathEngine> pieceSearch;
    final SearchMonitor monitor;
    final int joins = joinU.length;
    /** Slot 2i is join i's end joinU[i], slot 2i + 1 its end joinV[i]. */
    final boolean[] used = new boolean[joins];
    final int[] piecesUsed = new int[pieces];
    final int[] piecesLeft = new int[pieces];
    final Map<Integer, Integer> endsUsed = new HashMap<>();
    /** The slot that each slot's path leads to inside its piece (itself for a path of one vertex). */
    final int[] pairWith = new int[2 * joins];
    /** The pieces' results by key (see {@link #key}): a map from a path's two ends to its vertices, ABSENT, or the round whose search gave up. */
    final Map<String, Object> solved = new HashMap<>();
    /** Local numbers of the piece being searched, -1 elsewhere; reset after each piece. */
    final int[] local;
    long nodes;
    long tried;
    /** The round (see {@link #ROUND_SHARES}), and whether a piece of it was left unsettled. */
    int round;

    boolean unsettled;

    /** Pieces of the current set of joins not solved yet, this one included. */
    int toSolve = 1;
    String lastExplanation = "";

    Search(IntFunction<PathEngine> pieceSearch, SearchMonitor monitor) {
      this.pieceSearch = pieceSearch;
      this.monitor = monitor;
      this.local = monitor.newInts(n);
      Arrays.fill(local, -1);
      for (int i = 0; i < joins; i++) {
        piecesLeft[pieceOf[joinU[i]]]++;
        piecesLeft[pieceOf[joinV[i]]]++;
      }
    }

    int vertex(int slot) {
      return (slot & 1) == 0 ? joinU[slot >> 1] : joinV[slot >> 1];
    }

    SearchResult run(int start) {
      int[] cycle = null;
      for (round = 0; round < ROUND_SHARES.length && cycle == null; round++) {
        unsettled = false;
        cycle = choose(0);
        if (!unsettled) {
          break; // every piece asked for was found or proven absent: more time changes nothing
        }
      }
      if (cycle == null) {
        return SearchResult.gaveUp("no set of joins closed", nodes, 0);
      }
      int at = 0;
      while (cycle[at] != start) {
        at++;
      }
      int[] path = new int[n];
      for (int i = 0; i < n; i++) {
        path[i] = cycle[(at + i) % n];
      }
      return new SearchResult(
          Outcome.FOUND, path, nodes, 0, 0,
          "found by the decomposition into " + pieces + " pieces joined by " + joins + " edges, "
              + tried + " sets of joins tried (last piece: " + lastExplanation + ")");
    }

    /** Decides join i and the rest; returns the cycle found, or null. */
    int[] choose(int i) {
      monitor.tick();
      if (i == joins) {
        return closeAll();
      }
      int pu = pieceOf[joinU[i]];
      int pv = pieceOf[joinV[i]];
      piecesLeft[pu]--;
      piecesLeft[pv]--;
      int[] found = null;
      if (fits(joinU[i]) && fits(joinV[i]) && piecesUsed[pu] < limit(pu) && piecesUsed[pv] < limit(pv)) {
        used[i] = true;
        piecesUsed[pu]++;
        piecesUsed[pv]++;
        endsUsed.merge(joinU[i], 1, Integer::sum);
        endsUsed.merge(joinV[i], 1, Integer::sum);
        if (feasible(pu) && feasible(pv)) {
          found = choose(i + 1);
        }
        used[i] = false;
        piecesUsed[pu]--;
        piecesUsed[pv]--;
        endsUsed.merge(joinU[i], -1, Integer::sum);
        endsUsed.merge(joinV[i], -1, Integer::sum);
      }
      if (found == null && feasible(pu) && feasible(pv)) {
        found = choose(i + 1);
      }
      piecesLeft[pu]++;
      piecesLeft[pv]++;
      return found;
    }

    boolean fits(int v) {
      return endsUsed.getOrDefault(v, 0) < 2;
    }

    int limit(int piece) {
      return pieceSize[piece] == 1 ? 2 : 4;
    }

    /** True if the piece can still meet an even number of used joins, at least two. */
    boolean feasible(int piece) {
      int used = piecesUsed[piece];
      int most = Math.min(limit(piece), used + piecesLeft[piece]);
      return most >= 2 && (piecesLeft[piece] > 0 || used % 2 == 0);
    }

    /** With every join decided: each pairing of the ends that closes into one cycle, solved. */
    int[] closeAll() {
      tried++;
      List<Integer> edges = new ArrayList<>();
      List<List<Integer>> slotsOf = new ArrayList<>();
      for (int p = 0; p < pieces; p++) {
        slotsOf.add(new ArrayList<>(4));
      }
      for (int i = 0; i < joins; i++) {
        if (used[i]) {
          edges.add(i);
          slotsOf.get(pieceOf[joinU[i]]).add(2 * i);
          slotsOf.get(pieceOf[joinV[i]]).add(2 * i + 1);
        }
      }
      // The pairings each piece allows: ends at one vertex go together (a path of one vertex).
      List<int[][]> choices = new ArrayList<>();
      List<Integer> choicePieces = new ArrayList<>();
      for (int p = 0; p < pieces; p++) {
        List<Integer> s = slotsOf.get(p);
        int[][] options;
        if (s.size() < 2) {
          return null; // a piece no join enters (a graph in pieces that are not connected)
        } else if (s.size() == 2) {
          if (vertex(s.get(0)) == vertex(s.get(1)) && pieceSize[p] > 1) {
            return null; // the rest of the piece would be left out
          }
          options = new int[][] {{s.get(0), s.get(1)}};
        } else {
          int a = s.get(0);
          int b = s.get(1);
          int c = s.get(2);
          int d = s.get(3);
          int[][] all = {{a, b, c, d}, {a, c, b, d}, {a, d, b, c}};
          List<int[]> ok = new ArrayList<>();
          for (int[] o : all) {
            // A path of one vertex takes both of that vertex's ends; two ends at one vertex are never apart.
            boolean sameFirst = vertex(o[0]) == vertex(o[1]);
            boolean sameSecond = vertex(o[2]) == vertex(o[3]);
            boolean split = vertex(o[0]) == vertex(o[2]) || vertex(o[0]) == vertex(o[3])
                || vertex(o[1]) == vertex(o[2]) || vertex(o[1]) == vertex(o[3]);
            if (!split && !(sameFirst && sameSecond && pieceSize[p] > 2)) {
              ok.add(o);
            }
          }
          options = ok.toArray(new int[0][]);
        }
        if (options.length == 0) {
          return null;
        }
        choices.add(options);
        choicePieces.add(p);
      }
      int[] pick = new int[choices.size()];
      while (true) {
        monitor.tick();
        for (int k = 0; k < pick.length; k++) {
          int[] o = choices.get(k)[pick[k]];
          for (int j = 0; j < o.length; j += 2) {
            pairWith[o[j]] = o[j + 1];
            pairWith[o[j + 1]] = o[j];
          }
        }
        if (oneCycle(edges)) {
          int[] cycle = solveAndJoin(edges, slotsOf);
          if (cycle != null) {
            return cycle;
          }
        }
        int k = 0;
        while (k < pick.length && ++pick[k] == choices.get(k).length) {
          pick[k++] = 0;
        }
        if (k == pick.length) {
          return null;
        }
      }
    }

    /** True if going along the used joins and the pairings passes every used join before closing. */
    boolean oneCycle(List<Integer> edges) {
      int first = 2 * edges.get(0);
      int slot = first;
      int passed = 0;
      do {
        slot = pairWith[slot ^ 1];
        passed++;
      } while (slot != first && passed <= edges.size());
      return slot == first && passed == edges.size();
    }

    /** Solves every piece for the current pairing and joins the paths, or returns null. */
    int[] solveAndJoin(List<Integer> edges, List<List<Integer>> slotsOf) {
      List<Map<Long, int[]>> paths = new ArrayList<>(pieces);
      int toSolve = 0;
      for (int p = 0; p < pieces; p++) {
        toSolve += pieceSize[p] > 1 ? 1 : 0;
      }
      for (int p = 0; p < pieces; p++) {
        Map<Long, int[]> found = pieceSize[p] == 1 ? Map.of() : solve(p, slotsOf.get(p), toSolve--);
        if (found == null) {
          return null;
        }
        paths.add(found);
      }
      // Walk the cycle: across a join, then along the piece's path to the next join.
      int[] cycle = new int[n];
      int length = 0;
      int first = 2 * edges.get(0);
      int slot = first;
      do {
        int in = slot ^ 1;
        int out = pairWith[in];
        int a = vertex(in);
        int b = vertex(out);
        if (in == out || a == b) {
          cycle[length++] = a;
        } else {
          int[] path = paths.get(pieceOf[a]).get(pairKey(a, b));
          boolean forward = path[0] == a;
          for (int j = 0; j < path.length; j++) {
            cycle[length++] = path[forward ? j : path.length - 1 - j];
          }
        }
        slot = out;
      } while (slot != first);
      if (length != n) {
        throw new AssertionError("the joined paths hold " + length + " of " + n + " vertices");
      }
      return cycle;
    }

    /**
     * The paths of piece {@code p} between its paired ends ({@link #pairWith} on its slots), by
     * the ends' key, or null if they are absent or were not found.
     */
    Map<Long, int[]> solve(int p, List<Integer> slots, int toSolve) {
      this.toSolve = toSolve;
      List<int[]> pairs = new ArrayList<>(2);
      List<Integer> lone = new ArrayList<>(2);
      for (int s : slots) {
        int t = pairWith[s];
        int a = vertex(s);
        int b = vertex(t);
        if (a == b) {
          if (s < t) {
            lone.add(a);
          }
        } else if (s < t) {
          pairs.add(new int[] {a, b});
        }
      }
      String key = key(p, pairs, lone);
      Object known = solved.get(key);
      if (known == null || (known instanceof Integer failed && failed < round)) {
        Object got = searchPiece(p, pairs, lone, false);
        if (got == UNKNOWN && pairs.size() == 2 && !(solved.get(key) instanceof Map)) {
          searchPiece(p, pairs, lone, true);
        }
        known = solved.get(key);
        if (!(known instanceof Map) && known != ABSENT) {
          known = round; // not settled: tried again in a later round, with more time
          solved.put(key, known);
        }
      }
      if (known instanceof Integer) {
        unsettled = true;
      }
      @SuppressWarnings("unchecked")
      Map<Long, int[]> found = known instanceof Map ? (Map<Long, int[]>) known : null;
      return found;
    }

    String key(int p, List<int[]> pairs, List<Integer> lone) {
      long[] ends = new long[pairs.size()];
      for (int i = 0; i < ends.length; i++) {
        ends[i] = pairKey(pairs.get(i)[0], pairs.get(i)[1]);
      }
      Arrays.sort(ends);
      int[] alone = lone.stream().mapToInt(Integer::intValue).sorted().toArray();
      return p + ":" + Arrays.toString(ends) + ":" + Arrays.toString(alone);
    }

    /**
     * Searches piece {@code p} without its lone vertices for paths between the pairs' ends, in the
     * first form (or the second, if {@code second}); files what it finds under the pairing it
     * found, and returns that result for the pairing asked for: the paths, ABSENT or UNKNOWN.
     */
    Object searchPiece(int p, List<int[]> pairs, List<Integer> lone, boolean second) {
      if (pairs.isEmpty()) {
        Object all = pieceSize[p] == lone.size() ? new HashMap<Long, int[]>() : ABSENT;
        solved.put(key(p, pairs, lone), all);
        return all;
      }
      // Local numbers: the piece's vertices but the lone ones, then the connectors.
      int[] members = new int[pieceSize[p]];
      int m = 0;
      for (int v = 0; v < n; v++) {
        monitor.tick();
        if (pieceOf[v] == p && !lone.contains(v)) {
          local[v] = m;
          members[m++] = v;
        }
      }
      members = Arrays.copyOf(members, m);
      int k = pairs.size();
      int a1 = local[pairs.get(0)[0]];
      int b1 = local[pairs.get(0)[1]];
      int[][] connectors;
      if (k == 1) {
        connectors = new int[][] {{a1, b1}};
      } else {
        int a2 = local[pairs.get(1)[0]];
        int b2 = local[pairs.get(1)[1]];
        connectors = second ? new int[][] {{b1, b2}, {a1, a2}} : new int[][] {{b1, a2}, {b2, a1}};
      }
      PieceGraph piece = new PieceGraph(graph, local, members, connectors);
      double share = Math.min(ROUND_SHARES[round], Math.max(PIECE_TIME_SHARE, 1.0 / toSolve));
      SearchMonitor pieceMonitor = monitor.slice(share(monitor.nodeBudget(), share), share);
      SearchResult r;
      try {
        int connector = m;
        PathEngine engine = pieceSearch.apply(round);
        r = pieceMonitor.guard(() -> engine.search(piece, connector, true, pieceMonitor));
      } finally {
        for (int v : members) {
          local[v] = -1;
        }
      }
      nodes += r.nodesExpanded();
      monitor.attemptFinished(r.nodesExpanded());
      if (r.outcome() == Outcome.CANCELLED) {
        monitor.checkpoint();
        throw new SearchMonitor.Stop(Outcome.CANCELLED);
      }
      monitor.checkpoint();
      String asked = key(p, pairs, lone);
      if (r.outcome() == Outcome.PROVEN_ABSENT) {
        // Neither the pairing asked for nor this form's other one exists.
        solved.put(asked, ABSENT);
        return ABSENT;
      }
      if (r.outcome() != Outcome.FOUND) {
        return UNKNOWN;
      }
      lastExplanation = r.explanation();
      // Cut the cycle at the connectors into the paths, in the graph's own numbers.
      int[] c = r.path().clone();
      int z = 0;
      while (c[z] < m) {
        z++;
      }
      int[] rotated = new int[c.length];
      for (int t = 0; t < c.length; t++) {
        rotated[t] = c[(z + t) % c.length];
      }
      c = rotated;
      Map<Long, int[]> found = new HashMap<>();
      List<int[]> foundPairs = new ArrayList<>();
      int i = 0;
      while (i < c.length) {
        if (c[i] >= m) {
          i++;
          continue;
        }
        int j = i;
        while (j < c.length && c[j] < m) {
          j++;
        }
        int[] path = new int[j - i];
        for (int t = i; t < j; t++) {
          path[t - i] = members[c[t]];
        }
        found.put(pairKey(path[0], path[path.length - 1]), path);
        foundPairs.add(new int[] {path[0], path[path.length - 1]});
        i = j;
      }
      String got = key(p, foundPairs, lone);
      solved.put(got, found);
      return got.equals(asked) ? found : UNKNOWN;
    }
  }

  /** {@code share} of a node budget, at least 1. */
  private static long share(long budget, double share) {
    return Math.max(1, (long) Math.min(Long.MAX_VALUE / 2.0, budget * share));
  }

  private static long pairKey(int a, int b) {
    return ((long) Math.min(a, b) << 32) | Math.max(a, b);
  }

  /**
   * A piece without its lone vertices, plus connectors (each joined to two of its vertices), in
   * local numbers: the piece's vertices 0 .. m - 1, connector i is m + i. Valid while {@code
   * local} holds the piece's numbers.
   */
  static final class PieceGraph implements NeighbourFunction {
    private final NeighbourFunction graph;
    private final int[] local;
    private final int[] members;
    private final int[][] connectors;
    private final int maxDegree;

    PieceGraph(NeighbourFunction graph, int[] local, int[] members, int[][] connectors) {
      this.graph = graph;
      this.local = local;
      this.members = members;
      this.connectors = connectors;
      this.maxDegree = Math.max(2, graph.maxDegree() + connectors.length);
    }

    @Override
    public int vertexCount() {
      return members.length + connectors.length;
    }

    @Override
    public int maxDegree() {
      return maxDegree;
    }

    @Override
    public int successors(int v, int[] out) {
      int m = members.length;
      if (v >= m) {
        out[0] = connectors[v - m][0];
        out[1] = connectors[v - m][1];
        return 2;
      }
      int k = graph.successors(members[v], out);
      int count = 0;
      for (int i = 0; i < k; i++) {
        int u = local[out[i]];
        if (u >= 0) {
          out[count++] = u;
        }
      }
      for (int c = 0; c < connectors.length; c++) {
        if (connectors[c][0] == v || connectors[c][1] == v) {
          out[count++] = m + c;
        }
      }
      return count;
    }

    @Override
    public String vertexName(int v) {
      return v < members.length ? graph.vertexName(members[v]) : "connector " + (v - members.length);
    }
  }
}
