package io.github.knighttours.internal.search;

import io.github.knighttours.internal.graph.IntGraph;
import java.util.Arrays;
import java.util.concurrent.CancellationException;

/**
 * Lists every Hamiltonian path of a symmetric graph that begins with a given prefix (and, if
 * asked, ends on a given vertex), one at a time: a depth-first search with an explicit stack that
 * pauses after each path it finds and goes on when asked for the next.
 *
 * <p>Candidates are tried in Warnsdorff order (fewest unvisited neighbours first, ties in the
 * graph's successor order), so that the first path comes quickly where Warnsdorff's walk
 * succeeds. The order is fixed, so the same graph and prefix always give the same paths in the
 * same order. Pruning only removes branches without a path, by the rules of
 * the path counter: a vertex of U without unvisited neighbours, more than one vertex that
 * can only end the path (or one that may not), the neighbours of the path's end that must come
 * next, and, once at the prefix, the sides of a bipartite graph.
 *
 * <p>Mutable: one instance per enumeration, used by one thread at a time.
 *
 * <p>Performance: exponential time in the worst case, O(d log d) per node for d neighbours;
 * about 30 bytes per vertex. No recursion.
 */
public final class PathEnumerator {

  /** The interrupt flag is checked when {@code (nodes & POLL_MASK) == 0}. */
  static final long POLL_MASK = 1023;

  private final IntGraph graph;
  private final int n;
  private final int fixedEnd;
  private final int rootDepth;
  private final int[] path;
  private final boolean[] visited;
  /** Unvisited neighbours of every vertex. */
  private final int[] degree;
  /** Candidates of depth d are pool[base[d] .. base[d + 1]); cursor[d] is the next to try. */
  private final int[] base;
  private final int[] cursor;
  private int[] pool;
  private final int[] scratch;
  private int depth;
  /** Unvisited vertices with no unvisited neighbour, and with one. */
  private int zero;
  private int one;
  private long nodes;
  /** A complete prefix is itself the one path; it is returned once. */
  private boolean pendingWholePrefix;
  private boolean finished;

  /**
   * Prepares the enumeration of the paths of {@code graph} that begin with {@code prefix}
   * (distinct vertices, each a neighbour of the one before) and, if {@code fixedEnd} is not
   * negative, end on {@code fixedEnd}, which the prefix must not contain.
   */
  public PathEnumerator(IntGraph graph, int[] prefix, int fixedEnd) {
    this.graph = graph;
    this.n = graph.vertexCount();
    this.fixedEnd = fixedEnd;
    this.rootDepth = prefix.length - 1;
    this.path = new int[n];
    this.visited = new boolean[n];
    this.degree = new int[n];
    this.base = new int[n + 1];
    this.cursor = new int[n];
    this.pool = new int[Math.max(16, Math.min(n, 1 << 16)) * Math.max(1, Math.min(graph.maxDegree(), 4))];
    this.scratch = new int[graph.maxDegree()];
    graph.outDegrees(degree);
    for (int v = 0; v < n; v++) {
      if (degree[v] == 0) {
        zero++;
      } else if (degree[v] == 1) {
        one++;
      }
    }
    for (int i = 0; i < prefix.length; i++) {
      path[i] = prefix[i];
      visit(prefix[i]);
    }
    depth = rootDepth;
    if (depth == n - 1) {
      pendingWholePrefix = fixedEnd < 0 || path[depth] == fixedEnd;
      finished = true;
    } else if (!sidesAllow() || !generate(depth)) {
      finished = true;
    }
  }

  /** Bytes of working memory an enumeration on {@code n} vertices needs. */
  public static long workingBytes(long n) {
    return 30 * n + 4096;
  }

  /** Returns the search nodes expanded so far. */
  public long nodes() {
    return nodes;
  }

  /**
   * Returns the next path (a new array the caller owns), or null when there are no more.
   *
   * @throws CancellationException if the thread is interrupted during the search (the flag
   *     stays set)
   */
  public int[] next() {
    if (pendingWholePrefix) {
      pendingWholePrefix = false;
      return Arrays.copyOf(path, n);
    }
    if (finished) {
      return null;
    }
    while (true) {
      if (cursor[depth] < base[depth + 1]) {
        int v = pool[cursor[depth]++];
        if ((++nodes & POLL_MASK) == 0 && Thread.currentThread().isInterrupted()) {
          throw new CancellationException("the enumerating thread was interrupted");
        }
        visit(v);
        path[++depth] = v;
        if (depth == n - 1) {
          int[] found = Arrays.copyOf(path, n);
          unvisit(v);
          depth--;
          return found;
        }
        if (!generate(depth)) {
          unvisit(v);
          depth--;
        }
      } else {
        if (depth == rootDepth) {
          finished = true;
          return null;
        }
        unvisit(path[depth]);
        depth--;
      }
    }
  }

  /**
   * On a bipartite graph the rest of the path alternates sides: the unvisited vertices must
   * hold the right number of each, and a fixed last vertex must be on the side the path ends on.
   */
  private boolean sidesAllow() {
    byte[] side = IntGraph.twoColour(graph);
    if (side == null) {
      return true; // not bipartite: nothing to check
    }
    int last = path[depth];
    int remaining = n - 1 - depth;
    int opposite = 1 - side[last];
    int onOpposite = 0;
    for (int v = 0; v < n; v++) {
      if (!visited[v] && side[v] == opposite) {
        onOpposite++;
      }
    }
    int endSide = remaining % 2 == 1 ? opposite : side[last];
    return onOpposite == (remaining + 1) / 2 && (fixedEnd < 0 || side[fixedEnd] == endSide);
  }

  /**
   * Pushes the vertices to try after path[depth], in Warnsdorff order; returns false (pushing
   * nothing) if the node is dead.
   */
  private boolean generate(int depth) {
    int v = path[depth];
    int remaining = n - 1 - depth;
    int count = graph.successors(v, scratch);
    int from = base[depth];
    if (pool.length - from < count) {
      pool = Arrays.copyOf(pool, Math.max(pool.length * 2, from + count));
    }
    cursor[depth] = from;
    base[depth + 1] = from;
    if (remaining == 1) {
      for (int i = 0; i < count; i++) {
        int u = scratch[i];
        if (!visited[u] && (fixedEnd < 0 || u == fixedEnd)) {
          pool[from] = u;
          base[depth + 1] = from + 1;
          return true;
        }
      }
      return false;
    }
    if (zero > 0 || (fixedEnd >= 0 && visited[fixedEnd])) {
      return false;
    }
    // A neighbour of v with one unvisited neighbour is next or last; any other vertex with one
    // is last. Only the fixed end may be last.
    int pairs = 0;
    int notAllowed = 0;
    boolean fixedEndIsNeighbour = false;
    for (int i = 0; i < count; i++) {
      int u = scratch[i];
      fixedEndIsNeighbour |= u == fixedEnd;
      if (!visited[u] && degree[u] == 1) {
        pairs++;
        if (fixedEnd >= 0 && u != fixedEnd) {
          notAllowed++;
        }
      }
    }
    int ending = one - pairs;
    if (ending > 1 || pairs > 2 || (ending == 1 && pairs > 1) || notAllowed > 1) {
      return false;
    }
    if (ending == 1 && fixedEnd >= 0 && (degree[fixedEnd] != 1 || fixedEndIsNeighbour)) {
      return false; // the vertex that must end the path is not the fixed end
    }
    boolean onlyForced = notAllowed == 1 || pairs == 2 || (ending == 1 && pairs == 1);
    int end = from;
    for (int i = 0; i < count; i++) {
      int u = scratch[i];
      if (visited[u] || u == fixedEnd || (onlyForced && degree[u] != 1)) {
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
    base[depth + 1] = end;
    return end > from;
  }

  private void visit(int v) {
    if (degree[v] == 0) {
      zero--;
    } else if (degree[v] == 1) {
      one--;
    }
    visited[v] = true;
    int count = graph.successors(v, scratch);
    for (int i = 0; i < count; i++) {
      int u = scratch[i];
      int d = --degree[u];
      if (!visited[u]) {
        if (d == 1) {
          one++;
        } else if (d == 0) {
          one--;
          zero++;
        }
      }
    }
  }

  private void unvisit(int v) {
    int count = graph.successors(v, scratch);
    for (int i = 0; i < count; i++) {
      int u = scratch[i];
      int d = degree[u]++;
      if (!visited[u]) {
        if (d == 1) {
          one--;
        } else if (d == 0) {
          zero--;
          one++;
        }
      }
    }
    visited[v] = false;
    if (degree[v] == 0) {
      zero++;
    } else if (degree[v] == 1) {
      one++;
    }
  }
}
