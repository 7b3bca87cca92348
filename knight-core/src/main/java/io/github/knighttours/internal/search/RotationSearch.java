package io.github.knighttours.internal.search;

import io.github.knighttours.spi.SearchResult;
import io.github.knighttours.Outcome;
import io.github.knighttours.spi.NeighbourFunction;
import java.util.SplittableRandom;

/**
 * A Hamiltonian path and cycle heuristic that repairs its walk instead of giving up: Pohl's rule
 * (Warnsdorff's fewest onward moves, ties broken one level deeper) extends the path while it can,
 * and where the walk is stuck, a <em>rotation</em> (Pósa's
 * rotation; L. Pósa, "Hamiltonian circuits in random graphs", Discrete Mathematics 14 (1976),
 * 359–364) gives it a new end: if the end z has a neighbour c on the path, {@code … c d … z}
 * becomes {@code … c z … d} (the edge cd is dropped, cz is added, the tail is reversed), and the
 * walk goes on from d. The path keeps every vertex it had, so a rotation never loses ground. Of
 * the rotations whose new end has an unvisited neighbour (or, once the path is whole, closes the
 * cycle) it takes the one with the shortest tail to reverse; when none does, a random one.
 *
 * <p><b>For a cycle</b> the graph is first reduced by degree-2 forcing: a vertex with exactly
 * two usable edges must use both; a vertex with two forced edges cannot use its others, which
 * are removed; an edge that would close a forced path into a cycle shorter than the graph is
 * removed. This repeats until nothing changes. The walk then never drops a forced edge, takes a
 * forced edge whenever the end has one, and, once every vertex is on the path, rotates until the
 * end is a neighbour of the start. The path's two ends take turns: after a run of rotations that
 * gained nothing, the path is turned around and the other end rotates. (The reduction shows some
 * graphs to have no Hamiltonian cycle, for instance a vertex left with fewer than two edges; this
 * heuristic still only answers {@link Outcome#GAVE_UP}, and says why.)
 *
 * <p><b>For a path</b> from a given start, only the far end rotates, and no forcing applies (the
 * far end may be any vertex).
 *
 * <p><b>On large graphs</b> (from {@link #GUIDED_FROM} vertices) the end, once stuck, does not
 * wander at random. When no rotation gives an end that leads on at once, it takes one after
 * which a second rotation would (read off the path as it is, O(d²)); failing that, three times in
 * four, the one whose new end is nearest to the vertices off the path (for a whole path, to the
 * start) by a shortest <em>odd</em> walk: on a bipartite graph, a board, the end's colour is fixed
 * while the length is, so only the vertices of the other colour can ever be appended. The
 * distances come from one breadth-first search (O(V + E)), made again only when the path has
 * changed and the rotations since have cost as much. And every attempt keeps Pohl's ties in the
 * graph's order, since random ties die early there; the attempts differ by their rotations.
 *
 * <p><b>Restarts.</b> An attempt that gains nothing (no new vertex, and for a cycle no closing)
 * in {@code max(4096, 32 · n)} consecutive steps, or while its reversals (and distance searches)
 * cost {@code 256 · n + 2^20} array entries, ends; the next attempt walks again from
 * scratch with other random ties (for a cycle, from another vertex). Without a deadline the
 * search makes at most {@link #MAX_ATTEMPTS_WITHOUT_DEADLINE} attempts; with one it goes on until
 * the deadline. The first attempt's walk breaks the ties Pohl's rule leaves in the graph's order
 * (random ties make Warnsdorff-type walks die early on large boards); every other choice, the
 * rotations included, is drawn from {@code new SplittableRandom(seed)} (a fixed seed when the
 * request has none), so the same request on the same budget finds the same path.
 *
 * <p>Works on symmetric graphs only (a rotation walks an edge backwards); on a directed graph it
 * runs Pohl's walks ({@link GreedyRetries}) instead. Node count: one node per vertex placed and
 * one per rotation (or turn). Performance: O(V + E) to copy and reduce the graph, O(d) per
 * extension; per rotation O(d + L), L the length of the reversed tail, with the path in arrays
 * ({@link ArrayPath}, below {@link #TWO_LEVEL_FROM} vertices), and O(d² + √V) amortized with it in
 * a two-level list ({@link TwoLevelPath}, from there on); O(V + E) space. On 1000×1000 from ten
 * random squares (lp122, akm515, ym525, akn881, ahv106, aig229, xm616, po570, vo803, age561) the
 * arrays found 5 open tours in 64 attempts each and the two-level list with the guided end finds
 * all 10, each in 0.4 to 1.8 s (measured 2026-11-27 with {@code tour --board 1000x1000 --start S
 * --strategy POSA}, load 4 on two cores). The switch: on knight boards from four starts,
 * arrays took 49 ms a search at 200×200 against 132 ms, and the two-level list 11 ms at 250×250
 * against 310 ms (one of four not found by the arrays); at 256×256, 144 ms against 562 ms, guided
 * (measured 2026-11-27 with {@code RotationSearch.run} on {@code KnightGraph}, warm, load 4).
 */
public final class RotationSearch {

  /** Attempts made when the monitor has no deadline. */
  public static final int MAX_ATTEMPTS_WITHOUT_DEADLINE = 64;

  /** The seed of the ties when the request has none (any fixed value; 1976 is Pósa's year). */
  public static final long UNSEEDED = 1976;

  /**
   * From this many vertices on, the path is kept in a {@link TwoLevelPath} (a rotation costs
   * O(√n)) instead of arrays (a rotation costs its tail, but each step is cheaper): measured
   * between 200×200 and 250×250 knight boards (see the class comment). Every FHCP Challenge graph
   * is smaller, so they keep the arrays and the walk they had.
   */
  static final int TWO_LEVEL_FROM = 1 << 16;

  /**
   * From this many vertices on (and with the two-level list), a rotation that leads nowhere at
   * once heads for the vertices off the path instead of going at random.
   */
  static final int GUIDED_FROM = 1 << 16;

  /** Bytes of working memory on {@code n} vertices of degree at most {@code maxDegree}. */
  public static long workingBytes(long n, int maxDegree) {
    // Adjacency (offsets, targets, reverse slots, alive flags) and about twelve ints a vertex, as
    // the reduction (ForcingSearch) holds them while it runs; on a large graph, the two-level list
    // holds one int a vertex more than the arrays, and the guide's distances and queue four more.
    long path = n >= TWO_LEVEL_FROM ? TwoLevelPath.bytes(n) - ArrayPath.bytes(n) + 16 * n : 0;
    return n * (long) maxDegree * 9 + n * 12L * 4 + path;
  }

  private final NeighbourFunction graph;
  private final int n;
  private final boolean closed;
  private final SearchMonitor monitor;
  private final SplittableRandom random;

  // The graph as compact adjacency (see ForcingSearch.Reduction): the neighbours of v are
  // adj[off[v] .. off[v + 1]), alive[s] is 1 while the edge may be used, and v's forced edges
  // are forced[2v] and forced[2v + 1] (-1 when absent).
  private int[] off;
  private int[] adj;
  private int[] alive;
  private int[] forced;

  // The path, in arrays on small graphs and in a two-level list on large ones (see TWO_LEVEL_FROM).
  private PathOrder path;
  private final int twoLevelFrom;
  // path.index, read directly in the walk's innermost loops: >= 0 exactly for vertices on the path.
  private int[] onPath;
  // Usable neighbours of each vertex that are not on the path.
  private int[] free;

  // On large graphs, stuck rotations head for the vertices that would extend the path:
  // distance[2v + p] is v's distance from them by walks of parity p, computed for distancesFor (see distanceKey; -1: not yet in this
  // attempt), again when the path has changed and the rotations since have cost as much as the
  // last computation.
  private final boolean guided;
  private int[] distance;
  private int[] queue;
  private long distancesFor;
  private long sinceDistances;
  private long distanceCost;

  private long nodes;
  private int bestLength;
  // True during the first attempt: Pohl's walk with its ties in the graph's order.
  private boolean fixedTies;

  private RotationSearch(NeighbourFunction graph, boolean closed, SearchMonitor monitor, long seed, int twoLevelFrom) {
    this.graph = graph;
    this.twoLevelFrom = twoLevelFrom;
    this.n = graph.vertexCount();
    this.closed = closed;
    this.monitor = monitor;
    this.random = new SplittableRandom(seed);
    this.guided = n >= twoLevelFrom && n >= GUIDED_FROM && n <= Integer.MAX_VALUE / 2;
  }

  /**
   * Searches {@code graph} for a Hamiltonian path from {@code start}, or with {@code closed} for
   * a Hamiltonian cycle, returned as a path from {@code start}.
   *
   * @param seeded whether {@code seed} is the request's seed; else {@link #UNSEEDED} is used
   */
  public static SearchResult run(
      NeighbourFunction graph, int start, boolean closed, boolean seeded, long seed, SearchMonitor monitor) {
    if (!graph.isSymmetric()) {
      return GreedyRetries.run(
          graph, start, 1, closed, seeded, seed, GreedyRetries.DEFAULT_MAX_ATTEMPTS, monitor);
    }
    // A stop while the tables are made ends the search like one during it.
    return run(graph, start, closed, seeded, seed, monitor, TWO_LEVEL_FROM);
  }

  /** As {@link #run}, keeping the path in a two-level list from {@code twoLevelFrom} vertices on. */
  static SearchResult run(
      NeighbourFunction graph, int start, boolean closed, boolean seeded, long seed, SearchMonitor monitor,
      int twoLevelFrom) {
    if (!graph.isSymmetric()) {
      return GreedyRetries.run(
          graph, start, 1, closed, seeded, seed, GreedyRetries.DEFAULT_MAX_ATTEMPTS, monitor);
    }
    return monitor.guard(
        () -> new RotationSearch(graph, closed, monitor, seeded ? seed : UNSEEDED, twoLevelFrom).search(start));
  }

  private SearchResult search(int start) {
    if (n == 1) {
      return closed
          ? new SearchResult(Outcome.GAVE_UP, null, 0, 0, monitor.elapsedNanos(), "a cycle needs at least three vertices")
          : new SearchResult(Outcome.FOUND, new int[] {start}, 1, 0, monitor.elapsedNanos(), "a single vertex");
    }
    if (closed && n < 3) {
      return new SearchResult(
          Outcome.GAVE_UP, null, 0, 0, monitor.elapsedNanos(), "a cycle needs at least three vertices");
    }
    ForcingSearch.Reduction reduction = ForcingSearch.reduce(graph, closed, monitor);
    if (reduction.contradiction() != null) {
      return new SearchResult(
          Outcome.GAVE_UP, null, 0, 0, monitor.elapsedNanos(),
          "degree-2 forcing leaves no Hamiltonian cycle: " + reduction.contradiction());
    }
    off = reduction.off();
    adj = reduction.adj();
    alive = reduction.alive();
    forced = reduction.forced();
    // Made through methods typed PathOrder, so that a JVM that never sees a large graph never
    // loads TwoLevelPath, and the compiler can bind the path's calls to ArrayPath alone.
    path = n >= twoLevelFrom ? TwoLevelPath.create(n, monitor) : ArrayPath.create(n, monitor);
    onPath = path.index;
    if (guided) {
      distance = monitor.newInts(2 * n);
      queue = monitor.newInts(2 * n);
    }
    free = monitor.newInts(n);
    long stallLimit = Math.max(4096, 32L * n);
    int attempts = 0;
    while (true) {
      attempts++;
      int first = closed && attempts > 1 ? random.nextInt(n) : start;
      // Random ties make Pohl's walk die early on large graphs: there every attempt keeps the
      // graph's order and differs by its rotations only.
      fixedTies = attempts == 1 || guided;
      Outcome stop = attempt(first, stallLimit);
      if (stop == Outcome.FOUND) {
        int[] result = monitor.newInts(n);
        path.copyTo(result, closed ? path.position(start) : 0, monitor);
        return new SearchResult(
            Outcome.FOUND, result, nodes, 0, monitor.elapsedNanos(),
            "found after " + attempts + (attempts == 1 ? " attempt" : " attempts"));
      }
      if (stop != null) {
        return monitor.stopped(stop, nodes, 0, bestLength - 1);
      }
      if (!monitor.hasDeadline() && attempts >= MAX_ATTEMPTS_WITHOUT_DEADLINE) {
        monitor.reached(bestLength);
        return new SearchResult(
            Outcome.GAVE_UP, null, nodes, 0, monitor.elapsedNanos(),
            attempts + " attempts of extensions and rotations found no Hamiltonian "
                + (closed ? "cycle" : "path") + "; the longest path had " + bestLength + " of " + n + " vertices");
      }
    }
  }

  private boolean isForced(int u, int v) {
    return forced[2 * u] == v || forced[2 * u + 1] == v;
  }

  private int forcedCount(int v) {
    return (forced[2 * v] >= 0 ? 1 : 0) + (forced[2 * v + 1] >= 0 ? 1 : 0);
  }

  // ---- The walk ----------------------------------------------------------------------------

  private void place(int v) {
    path.append(v);
    for (int s = off[v]; s < off[v + 1]; s++) {
      if (alive[s] == 1) {
        free[adj[s]]--;
      }
    }
    nodes++;
  }

  /**
   * One attempt from {@code first}; FOUND, a stop of the monitor, or null when it gives up.
   */
  private Outcome attempt(int first, long stallLimit) {
    path.clear();
    for (int v = 0; v < n; v++) {
      int d = 0;
      for (int s = off[v]; s < off[v + 1]; s++) {
        if (alive[s] == 1) {
          d++;
        }
      }
      free[v] = d;
    }
    if (monitor.budgetSpent(nodes)) {
      return Outcome.BUDGET_EXHAUSTED;
    }
    place(first);
    long stall = 0;
    // Vertices moved by reversals since the last gain: on a large graph a rotation costs its tail.
    long work = 0;
    long workLimit = 256L * n + (1 << 20);
    int attemptBest = 1;
    int previousEnd = -1;
    int[] candidates = new int[Math.max(1, graph.maxDegree())];
    distancesFor = -1;
    sinceDistances = 0;
    while (true) {
      if ((nodes & SearchMonitor.POLL_MASK) == 0) {
        Outcome stop = monitor.poll(nodes, path.length() - 1, bestLength - 1);
        if (stop != null) {
          return stop;
        }
      }
      int length = path.length();
      int end = path.last();
      if (length == n && (!closed || edgeAlive(end, path.first()))) {
        return Outcome.FOUND;
      }
      int pred = path.previous(end);
      // A forced edge of the end that the path does not use yet must be its next edge.
      int must = -1;
      for (int k = 0; k < 2 && closed; k++) {
        int f = forced[2 * end + k];
        if (f >= 0 && f != pred) {
          must = f;
        }
      }
      int next = -1;
      if (must >= 0 && !path.contains(must)) {
        next = must;
      } else if (must < 0) {
        next = warnsdorff(end);
      }
      if (next >= 0) {
        if (monitor.budgetSpent(nodes)) {
          return Outcome.BUDGET_EXHAUSTED;
        }
        place(next);
        previousEnd = -1;
        if (length + 1 > attemptBest) {
          attemptBest = length + 1;
          bestLength = Math.max(bestLength, attemptBest);
          stall = 0;
          work = 0;
        }
        continue;
      }
      if (++stall > stallLimit || work > workLimit) {
        return null;
      }
      // Rotate: candidates c on the path, not the end's predecessor, whose edge to their
      // successor is not forced.
      int count = 0;
      if (must >= 0) {
        if (must != path.first() || length < n) {
          candidates[count++] = must;
        }
      } else {
        for (int s = off[end]; s < off[end + 1]; s++) {
          int c = adj[s];
          if (alive[s] == 1 && c != pred && c != end && onPath[c] >= 0) {
            candidates[count++] = c;
          }
        }
      }
      int chosen = -1;
      int good = 0;
      int any = 0;
      for (int i = 0; i < count; i++) {
        int c = candidates[i];
        int d = path.next(c);
        if (closed && isForced(c, d)) {
          continue;
        }
        any++;
        boolean promising = length < n ? free[d] > 0 : closed && edgeAlive(d, path.first());
        // Among rotations that lead on, the one that reverses the shortest tail: on a large
        // graph a rotation costs the length of its tail.
        if (promising && (good++ == 0 || path.position(c) > path.position(chosen))) {
          chosen = c;
        }
      }
      if (chosen < 0 && any > 0 && guided) {
        // On a large graph, one that leads on after a second rotation.
        chosen = twoSteps(candidates, count, end, length);
      }
      if (chosen < 0 && any > 0 && guided && random.nextInt(4) != 0) {
        // None leads anywhere at once: on a large graph, mostly the one whose new end is nearest
        // to a vertex that would extend (or close) the path.
        if (distancesFor != distanceKey(length) && (sinceDistances >= distanceCost || distancesFor == -1)) {
          long cost = computeDistances(length);
          work += cost;
          distanceCost = cost;
          sinceDistances = 0;
        }
        if (distancesFor != -1) {
          chosen = nearest(candidates, count, previousEnd);
        }
      }
      if (chosen < 0 && any > 0) {
        // None leads anywhere at once: a random one, avoiding the way back when there is another.
        int pick = random.nextInt(any);
        for (int i = 0; i < count; i++) {
          int c = candidates[i];
          int d = path.next(c);
          if (closed && isForced(c, d)) {
            continue;
          }
          if (pick-- == 0) {
            chosen = c;
          }
        }
        if (any > 1 && path.next(chosen) == previousEnd) {
          for (int i = 0; i < count; i++) {
            int c = candidates[i];
            int d = path.next(c);
            if (c != chosen && !(closed && isForced(c, d))) {
              chosen = c;
              break;
            }
          }
        }
      }
      boolean turn = chosen < 0 || (closed && stall % 64 == 63 && random.nextInt(4) == 0);
      if (turn) {
        if (!closed) {
          // A path keeps its start: with no rotation left, the attempt is over.
          if (chosen < 0) {
            return null;
          }
        } else {
          // Turn the path around: the other end rotates from now on.
          if (monitor.budgetSpent(nodes)) {
            return Outcome.BUDGET_EXHAUSTED;
          }
          long cost = path.reverseFrom(path.first());
          work += cost;
          sinceDistances += cost;
          previousEnd = -1;
          nodes++;
          continue;
        }
      }
      if (monitor.budgetSpent(nodes)) {
        return Outcome.BUDGET_EXHAUSTED;
      }
      previousEnd = end;
      long cost = 1 + path.reverseFrom(path.next(chosen));
      work += cost;
      sinceDistances += cost;
      nodes++;
    }
  }

  /** Whether the end {@code d} leads on at once: an unvisited neighbour, or it closes the cycle. */
  private boolean leadsOn(int d, int length) {
    return length < n ? free[d] > 0 : closed && edgeAlive(d, path.first());
  }

  /**
   * A pivot among {@code candidates} (the end {@code z}'s neighbours on the path) after whose
   * rotation a second rotation gives an end that {@link #leadsOn}, chosen at random among such;
   * -1 if none. The second rotation is read off the path as it is: after the first (pivot c,
   * new end d), a vertex before c keeps its successor, c's is z, and one in the reversed tail
   * has its old predecessor as successor.
   */
  private int twoSteps(int[] candidates, int count, int z, int length) {
    int best = -1;
    int ties = 0;
    for (int i = 0; i < count; i++) {
      int c = candidates[i];
      int d = path.next(c);
      if (closed && isForced(c, d)) {
        continue;
      }
      int at = path.position(c);
      int back = path.next(d); // d's predecessor after the rotation
      for (int s = off[d]; s < off[d + 1]; s++) {
        int c2 = adj[s];
        if (alive[s] == 0 || c2 == back || !path.contains(c2)) {
          continue;
        }
        int d2 = c2 == c ? z : path.position(c2) < at ? path.next(c2) : path.previous(c2);
        if ((closed && isForced(c2, d2)) || !leadsOn(d2, length)) {
          continue;
        }
        if (random.nextInt(++ties) == 0) {
          best = c;
        }
        break;
      }
    }
    return best;
  }

  /** What the distances are for: the path's length, and for a whole path its first vertex. */
  private long distanceKey(int length) {
    return length < n ? length : n + (long) path.first();
  }

  /**
   * Fills {@link #distance} by breadth-first search from the vertices off the path (or, when
   * every vertex is on it, from its first vertex) along the usable edges, with the parity of the
   * walk: distance[2v + 1] is the shortest odd walk from them to v. The end must come at odd
   * distance: on a bipartite graph (a board) the end's colour is fixed while the length is, and a
   * vertex off the path of the end's own colour can never be appended. Returns its work.
   */
  private long computeDistances(int length) {
    java.util.Arrays.fill(distance, Integer.MAX_VALUE);
    int head = 0;
    int tail = 0;
    if (length < n) {
      for (int v = 0; v < n; v++) {
        if (!path.contains(v)) {
          distance[2 * v] = 0;
          queue[tail++] = 2 * v;
        }
      }
    } else {
      distance[2 * path.first()] = 0;
      queue[tail++] = 2 * path.first();
    }
    while (head < tail) {
      int state = queue[head++];
      int v = state >> 1;
      int parity = (state & 1) ^ 1;
      monitor.tick();
      for (int s = off[v]; s < off[v + 1]; s++) {
        int next = 2 * adj[s] + parity;
        if (alive[s] == 1 && distance[next] == Integer.MAX_VALUE) {
          distance[next] = distance[state] + 1;
          queue[tail++] = next;
        }
      }
    }
    distancesFor = distanceKey(length);
    return 2 * (n + (long) off[n]);
  }

  /**
   * The pivot among {@code candidates} whose new end is nearest by {@link #distance} (ties at
   * random), not the one that leads back to {@code previousEnd} when there is another; -1 if
   * every candidate's edge is forced.
   */
  private int nearest(int[] candidates, int count, int previousEnd) {
    int best = -1;
    int bestDistance = Integer.MAX_VALUE;
    int ties = 0;
    for (int i = 0; i < count; i++) {
      int c = candidates[i];
      int d = path.next(c);
      if ((closed && isForced(c, d)) || d == previousEnd) {
        continue;
      }
      int dc = distance[2 * d + 1];
      if (dc < bestDistance) {
        best = c;
        bestDistance = dc;
        ties = 1;
      } else if (dc == bestDistance && random.nextInt(++ties) == 0) {
        best = c;
      }
    }
    return best;
  }

  private boolean edgeAlive(int u, int v) {
    for (int s = off[u]; s < off[u + 1]; s++) {
      if (adj[s] == v) {
        return alive[s] == 1;
      }
    }
    return false;
  }

  /**
   * The unvisited neighbour of {@code end} by Pohl's rule: the fewest unvisited neighbours, then
   * the least sum of its unvisited neighbours' unvisited neighbours (counted with it visited);
   * ties left go to the first in the graph's order when {@link #fixedTies}, else at random. -1 if
   * the end has no unvisited neighbour.
   */
  private int warnsdorff(int end) {
    int best = -1;
    int bestFree = Integer.MAX_VALUE;
    int bestSum = Integer.MAX_VALUE;
    int ties = 0;
    for (int s = off[end]; s < off[end + 1]; s++) {
      int u = adj[s];
      if (alive[s] == 0 || onPath[u] >= 0) {
        continue;
      }
      if (closed && forcedCount(u) == 2 && !isForced(u, end)) {
        continue; // u's two edges are fixed, and this is neither
      }
      int f = free[u];
      if (f > bestFree) {
        continue;
      }
      int sum = 0;
      for (int t = off[u]; t < off[u + 1]; t++) {
        int w = adj[t];
        if (alive[t] == 1 && onPath[w] < 0) {
          sum += free[w] - 1;
        }
      }
      if (f < bestFree || sum < bestSum) {
        best = u;
        bestFree = f;
        bestSum = sum;
        ties = 1;
      } else if (sum == bestSum && !fixedTies && random.nextInt(++ties) == 0) {
        best = u;
      }
    }
    return best;
  }
}
