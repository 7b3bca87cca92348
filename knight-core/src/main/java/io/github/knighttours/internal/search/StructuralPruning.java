package io.github.knighttours.internal.search;

import io.github.knighttours.spi.NeighbourFunction;
import java.util.Arrays;

/**
 * The costlier pruning rules of {@link ExhaustiveSearch}, which look at the whole unvisited
 * part of the graph at every node. Each rule only says "no" when no completion exists.
 *
 * <p>Notation: the path so far ends at v; U is the set of unvisited vertices; for a cycle, s is
 * the start, which the path must reach again after covering U. The rest of the path is then a
 * Hamiltonian path of H = G[U ∪ {v}] that starts at v (for a cycle, of H = G[U ∪ {v, s}] from v
 * to s, not using the edge vs while U is not empty). An open path may have a fixed last vertex
 * t ∈ U; then the rest of the path runs from v to t, not using the edge vt while U holds more
 * than t, and t plays the part of s in the rules below: the end of the path is fixed.
 *
 * <p>On symmetric graphs:
 *
 * <ul>
 *   <li><b>Connected</b>: the rest of the path joins all of H, so H is connected.
 *   <li><b>Cut vertices</b>: v is not one (the path leaves v once and never comes back, so only
 *       one component of H − v can be visited). If x ≠ v is a cut vertex, H − x has at most two
 *       components (removing x cuts the rest of the path in at most two pieces, one holding v),
 *       and the one without v, D, is entered through x and never left: the path ends in D and
 *       covers {x} ∪ D last. So the components D of all cut vertices are nested, D₁ ⊃ D₂ ⊃ … ⊃
 *       D<sub>k</sub>, the end (s, for a cycle) lies in D<sub>k</sub>, and the path is v … x₁,
 *       then x₁ … x₂ inside {x₁} ∪ D₁ \ D₂, and so on. One depth-first search from v finds all
 *       cut vertices and their components D (Tarjan's low points): they are the subtrees below
 *       x of its children c with low(c) ≥ disc(x).
 *   <li><b>Sides of each piece</b> (bipartite graphs): the path alternates sides, so a piece
 *       from a to b with both ends fixed has as many vertices on a's side as on the other if a
 *       and b are on different sides, one more if on the same side; a last piece with a free end
 *       has as many on a's side as on the other, or one more.
 *   <li><b>Half independent sets</b> (bipartite graphs with a perfect matching, see
 *       {@link HalfIndependentSets}): no two vertices of an independent set I are consecutive on
 *       the path. The rest of the path has its |U| vertices at positions 1 .. |U| (v at 0, s at
 *       |U| + 1 for a cycle); v ∈ I keeps I off position 1, s ∈ I off position |U|, and the side
 *       of each position is fixed by its parity. If the unvisited vertices of I do not fit, there
 *       is no completion. This is the argument behind Schwenk's theorem that 4 × n boards have no
 *       closed tour, and it shows that open tours there start on the outer rows.
 * </ul>
 *
 * <p>On directed graphs: every vertex of U is reached from v through U (the path is such a
 * route); for a cycle, every vertex of U also reaches s through U.
 *
 * <p>Performance: O(V) space, plus a copy of the adjacency of a symmetric graph (O(E)); O(V + E)
 * time per node. No recursion.
 */
final class StructuralPruning {

  /** At most this many half independent sets are tracked. */
  private static final int MAX_HALF_SETS = 8;
  /** Half independent sets are looked for on graphs of at most this many vertices (the matching costs O(V · E)). */
  private static final int MAX_HALF_SET_VERTICES = 1024;

  private final NeighbourFunction graph;
  private final boolean closed;
  private final int start;
  /** The fixed last vertex of an open path, or -1. */
  private final int end;
  /** Where the rest of the path must end: s for a cycle, the fixed last vertex, or -1 (free). */
  private final int fixedEnd;
  private final int n;
  /** The search's visited flags; read only. For a cycle the start is always marked. */
  private final boolean[] visited;
  /** The side of each vertex of a bipartite symmetric graph, else null. */
  private final byte[] side;

  /** The successors of u are adjacency[adjacencyStart[u] .. adjacencyStart[u + 1]) (symmetric graphs). */
  private final int[] adjacencyStart;
  private final int[] adjacency;
  private final int[] scratch;

  /** Vertices whose seen[u] equals epoch have been reached by the current check. */
  private final int[] seen;
  private int epoch;
  private final int[] disc;
  private final int[] lowPoint;
  /** Side-0 vertices discovered before u, to count the sides of u's subtree. */
  private final int[] zerosBefore;
  private final int[] stack;
  private final int[] next;

  /** For each vertex, the half independent sets it is in (bit k for set k), or null. */
  private final int[] halfSetMask;
  /** Unvisited vertices of half set k on side t: halfSetCount[2 * k + t]. */
  private final int[] halfSetCount;
  private final int halfSets;

  StructuralPruning(NeighbourFunction graph, boolean closed, int start, boolean[] visited, byte[] side) {
    this(graph, closed, start, -1, visited, side);
  }

  /** As the other constructor, for an open path whose last vertex must be {@code end} (if not negative). */
  StructuralPruning(NeighbourFunction graph, boolean closed, int start, int end, boolean[] visited, byte[] side) {
    this.graph = graph;
    this.closed = closed;
    this.start = start;
    this.end = closed ? -1 : end;
    this.fixedEnd = closed ? start : this.end;
    this.n = graph.vertexCount();
    this.visited = visited;
    this.side = side;
    this.scratch = new int[graph.maxDegree()];
    this.seen = new int[n];
    this.stack = new int[n];
    if (graph.isSymmetric()) {
      adjacencyStart = new int[n + 1];
      for (int u = 0; u < n; u++) {
        adjacencyStart[u + 1] = adjacencyStart[u] + graph.successors(u, scratch);
      }
      adjacency = new int[adjacencyStart[n]];
      for (int u = 0; u < n; u++) {
        graph.successors(u, scratch);
        System.arraycopy(scratch, 0, adjacency, adjacencyStart[u], adjacencyStart[u + 1] - adjacencyStart[u]);
      }
      disc = new int[n];
      lowPoint = new int[n];
      zerosBefore = new int[n];
      next = new int[n];
    } else {
      adjacencyStart = null;
      adjacency = null;
      disc = null;
      lowPoint = null;
      zerosBefore = null;
      next = null;
    }
    int[] masks = side != null && n <= MAX_HALF_SET_VERTICES ? HalfIndependentSets.find(graph, side, MAX_HALF_SETS) : null;
    int sets = 0;
    if (masks != null) {
      for (int mask : masks) {
        sets = Math.max(sets, 32 - Integer.numberOfLeadingZeros(mask));
      }
    }
    this.halfSetMask = masks;
    this.halfSets = sets;
    this.halfSetCount = new int[2 * sets];
    if (masks != null) {
      for (int u = 0; u < n; u++) {
        if (!visited[u]) {
          count(u, 1);
        }
      }
    }
  }

  /** Bytes this needs on a graph of {@code n} vertices and {@code arcs} arcs, counting what {@link HalfIndependentSets} uses for a while. */
  static long workingBytes(long n, long arcs) {
    return 4 * arcs + 80 * n + 1024;
  }

  /** To be called when the search visits {@code u}. */
  void visited(int u) {
    if (halfSetMask != null) {
      count(u, -1);
    }
  }

  /** To be called when the search takes {@code u} back. */
  void unvisited(int u) {
    if (halfSetMask != null) {
      count(u, 1);
    }
  }

  private void count(int u, int change) {
    for (int mask = halfSetMask[u]; mask != 0; mask &= mask - 1) {
      halfSetCount[2 * Integer.numberOfTrailingZeros(mask) + side[u]] += change;
    }
  }

  /**
   * True if the path that ends at {@code v} after {@code depth} moves provably cannot be
   * completed. The search has already applied its cheaper degree rules.
   */
  boolean rulesOut(int v, int depth) {
    if (closed && depth == 0) {
      // v is s: the rules above are stated for a path between two vertices.
      return halfSetsRuleOut(v, depth);
    }
    if (!graph.isSymmetric()) {
      return notReachable(v, depth);
    }
    return halfSetsRuleOut(v, depth) || structureRulesOut(v, depth);
  }

  private int nextEpoch() {
    if (++epoch == Integer.MAX_VALUE) {
      Arrays.fill(seen, 0);
      epoch = 1;
    }
    return epoch;
  }

  private boolean halfSetsRuleOut(int v, int depth) {
    int remaining = n - depth - 1;
    for (int k = 0; k < halfSets; k++) {
      int first = (halfSetMask[v] >>> k & 1) != 0 ? 2 : 1;
      int last = closed && (halfSetMask[start] >>> k & 1) != 0 ? remaining - 1 : remaining;
      int even = halfSetCount[2 * k + side[v]];
      int odd = halfSetCount[2 * k + 1 - side[v]];
      if (end >= 0) {
        // The fixed last vertex t is at position |U|. If t is in the set, the others keep off
        // |U| - 1 and |U|; if not, the set keeps off |U|.
        if ((halfSetMask[end] >>> k & 1) != 0) {
          last = remaining - 2;
          if (side[end] == side[v]) {
            even--;
          } else {
            odd--;
          }
        } else {
          last = remaining - 1;
        }
      }
      if (!fitApart(first, last, even, odd)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether {@code even} items on even positions and {@code odd} items on odd positions fit in
   * {@code first .. last} with no two on neighbouring positions. In order, the items are at
   * least two apart, and three apart where the parity changes; changing it once suffices.
   */
  static boolean fitApart(int first, int last, int even, int odd) {
    int items = even + odd;
    if (items == 0) {
      return true;
    }
    if (even > 0 && odd > 0) {
      return first + 2 * items - 1 <= last;
    }
    int parity = even > 0 ? 0 : 1;
    int from = (first & 1) == parity ? first : first + 1;
    return from + 2 * (items - 1) <= last;
  }

  /** Whether u belongs to H: unvisited, or v, or (for a cycle) s. */
  private boolean inRest(int u, int v) {
    return !visited[u] || u == v || (closed && u == start);
  }

  /**
   * The connectivity, cut-vertex and side rules, from one depth-first search of H rooted at v.
   * Cut vertices are met innermost first (their subtrees finish first), so each new one closes
   * the piece between itself and the previous one.
   */
  private boolean structureRulesOut(int v, int depth) {
    int e = nextEpoch();
    int size = closed ? n - depth + 1 : n - depth;
    // The edge from v to a fixed last vertex is only usable as the very last move.
    boolean skipEndEdge = end >= 0 && size > 2;
    int time = 0;
    int zeros = 0;
    int rootChildren = 0;
    // The end lies in every component found so far: firstEnd is the time the first was found
    // (-1: none yet); innerEnd is where the path enters the innermost, which holds innerSize
    // vertices, innerZeros of them on side 0 (-1: the end is free).
    int firstEnd = -1;
    int innerEnd = -1;
    int innerSize = 0;
    int innerZeros = 0;
    seen[v] = e;
    disc[v] = ++time;
    lowPoint[v] = time;
    zerosBefore[v] = 0;
    if (side != null && side[v] == 0) {
      zeros++;
    }
    stack[0] = v;
    next[0] = adjacencyStart[v];
    int top = 1;
    while (top > 0) {
      int u = stack[top - 1];
      int parent = top > 1 ? stack[top - 2] : -1;
      int last = adjacencyStart[u + 1];
      int i = next[top - 1];
      int low = lowPoint[u];
      boolean descended = false;
      while (i < last) {
        int w = adjacency[i++];
        if (!inRest(w, v)
            || (closed && (u == v ? w == start : u == start && w == v))
            || (skipEndEdge && (u == v ? w == end : u == end && w == v))) {
          continue;
        }
        if (seen[w] != e) {
          seen[w] = e;
          disc[w] = ++time;
          lowPoint[w] = time;
          zerosBefore[w] = zeros;
          if (side != null && side[w] == 0) {
            zeros++;
          }
          next[top - 1] = i;
          stack[top] = w;
          next[top] = adjacencyStart[w];
          top++;
          descended = true;
          break;
        }
        if (w != parent && disc[w] < low) {
          low = disc[w];
        }
      }
      lowPoint[u] = low;
      if (descended) {
        continue;
      }
      top--;
      if (u == fixedEnd) {
        // The path ends at s (or t): no component found so far may lie elsewhere.
        if (firstEnd >= 0) {
          return true;
        }
        firstEnd = time;
        innerEnd = fixedEnd;
        innerSize = 0;
        innerZeros = 0;
      }
      if (top == 0) {
        break;
      }
      int x = stack[top - 1];
      if (low < lowPoint[x]) {
        lowPoint[x] = low;
      }
      if (low < disc[x]) {
        continue;
      }
      if (x == v) {
        if (++rootChildren > 1) {
          return true;
        }
        continue;
      }
      // D = u's subtree is a component of H − x without v. An earlier component that is not
      // inside D (found before u was discovered), or a fixed end (s or t) outside D, rules it out.
      if ((firstEnd >= 0 && firstEnd < disc[u]) || (fixedEnd >= 0 && firstEnd < 0)) {
        return true;
      }
      int dSize = time - disc[u] + 1;
      int dZeros = zeros - zerosBefore[u];
      if (side != null
          && !sidesFit(x, dSize + 1 - innerSize, dZeros + (side[x] == 0 ? 1 : 0) - innerZeros, innerEnd)) {
        return true;
      }
      if (firstEnd < 0) {
        firstEnd = time;
      }
      innerEnd = x;
      innerSize = dSize;
      innerZeros = dZeros;
    }
    if (time < size) {
      return true;
    }
    return side != null && !sidesFit(v, size - innerSize, zeros - innerZeros, innerEnd);
  }

  /**
   * Whether a path from {@code a} to {@code b} (to anywhere if {@code b < 0}) can cover a set of
   * {@code size} vertices, {@code zeros} of them on side 0, alternating sides.
   */
  private boolean sidesFit(int a, int size, int zeros, int b) {
    int own = side[a] == 0 ? zeros : size - zeros;
    int surplus = 2 * own - size;
    return b < 0 ? surplus == 0 || surplus == 1 : surplus == (side[a] == side[b] ? 1 : 0);
  }

  /**
   * Directed graphs: true if some vertex of U cannot be reached from v through U, or, for a
   * cycle, cannot reach s through U.
   */
  private boolean notReachable(int v, int depth) {
    int unvisited = n - depth - 1;
    if (reached(v, true) < unvisited) {
      return true;
    }
    return closed && reached(start, false) < unvisited;
  }

  /** Unvisited vertices reached from {@code from} along successors (or, backwards, predecessors) through unvisited vertices. */
  private int reached(int from, boolean forward) {
    int e = nextEpoch();
    int top = 0;
    int count = 0;
    stack[top++] = from;
    seen[from] = e;
    while (top > 0) {
      int u = stack[--top];
      int degree = forward ? graph.successors(u, scratch) : graph.predecessors(u, scratch);
      for (int i = 0; i < degree; i++) {
        int w = scratch[i];
        if (!visited[w] && seen[w] != e) {
          seen[w] = e;
          count++;
          stack[top++] = w;
        }
      }
    }
    return count;
  }
}
