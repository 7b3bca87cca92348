package io.github.knighttours.internal.search;

import io.github.knighttours.spi.NeighbourFunction;

/**
 * The unvisited degrees of a path search, and the cheap pruning rules read from them: for every
 * vertex, how many of its successors are off the path, kept up to date as the path grows and
 * shrinks, with the counts of unvisited vertices that have at most one such successor and none.
 *
 * <p>Notation: the path so far ends at v after {@code depth} moves; U is the set of unvisited
 * vertices, never empty when a rule is asked; the rest of the path is v, u1, …, uk over U. What
 * the path must do at its end decides the rules:
 *
 * <ul>
 *   <li>an open path on a symmetric graph: in U ∪ {v} every vertex of U but uk has two path
 *       neighbours and uk one. So no vertex of U may have zero neighbours in U ∪ {v}, and at
 *       most one may have a single one; a successor of v without an unvisited successor must
 *       come next and end the path, which only works when it is the last unvisited vertex;
 *   <li>an open path with a fixed last vertex t: as above, and every vertex of U but t needs two
 *       neighbours in U ∪ {v};
 *   <li>a cycle through the start s: s stays off the path for these degrees (it is the last
 *       vertex's successor), so every vertex of U needs two neighbours in U ∪ {v, s};
 *   <li>on directed graphs: every vertex of U but the last needs a successor in U (in U ∪ {s}
 *       for a cycle, where even the last needs one; the last is t when it is fixed).
 * </ul>
 *
 * <p>With forced moves on (open paths on symmetric graphs, |U| ≥ 2): a successor of v with a
 * single neighbour in U can only be u1 or uk. So three such rule the branch out, and so do two
 * when another vertex must end the path, or two that may not end it (t is fixed); and two such,
 * or one when another vertex must end the path, or one that may not end it, force the next move
 * to them ({@link #nextMoveForced}).
 *
 * <p>With forced moves on, a cycle on a symmetric graph (degree-2 forcing): call the usable
 * neighbours of u ∈ U those in U ∪ {v, s}; the rest of the cycle v, u1, …, uk, s gives every
 * u ∈ U two cycle neighbours among them. So a vertex u with exactly two usable neighbours
 * uses both edges: they are <i>forced</i>. Then:
 *
 * <ul>
 *   <li>v has one cycle edge left (to u1): two vertices of U forced to v rule the branch out,
 *       and one forces the next move to it (these are v's neighbours with one neighbour in
 *       U ∪ {s});
 *   <li>s has one cycle edge left (from uk): two vertices of U forced to s rule it out, and so
 *       does one forced to both v and s while |U| ≥ 2 (it would be u1 and uk). At depth 0, v is
 *       s, with two cycle edges left: three rule it out;
 *   <li>a vertex w ∈ U has two cycle edges: three vertices of U forced to w rule it out. Its
 *       edges to the others can no longer be used; this rule is the first consequence of
 *       removing them, the one that costs nothing more to check.
 * </ul>
 *
 * The counts behind these rules are kept up to date by visits and take-backs: how many
 * neighbours of s, and of each vertex w, have exactly two neighbours in U ∪ {s}, and how many
 * vertices w ∈ U have three or more such. A neighbour of v has one more usable neighbour than
 * that; the check corrects for v's neighbours only when some vertex has three or more.
 * {@link ExhaustiveSearch} turns forced moves on in every search.
 *
 * <p>Each rule only says "no" when the path cannot be completed, so a search that lists every
 * path may use them as well as one that looks for a single path.
 *
 * <p>Mutable: one instance per search. Performance: O(d) time per visit, take-back and test for
 * d successors, O(d²) for cycles on symmetric graphs (each changed degree updates the counts of
 * its neighbours); about 5 bytes per vertex, 10 for such cycles.
 */
final class UnvisitedDegrees {

  private final NeighbourFunction graph;
  private final int n;
  private final boolean symmetric;
  private final boolean closed;
  /** The fixed last vertex, or -1. */
  private final int end;
  /** Whether {@link #deadEnd} also applies the forced-move rule. */
  private final boolean forcing;
  /** Whether the last {@link #deadEnd} that returned false forced the next move. */
  private boolean forced;
  /** Successors of each vertex that are off the path; for a cycle, the start counts as off it. */
  private final int[] degree;
  /** Vertices on the path; for a cycle, the start from the beginning. */
  private final boolean[] visited;
  private final int[] scratch;
  /** Unvisited vertices with at most one unvisited successor, and with none. */
  private int low;
  private int zero;
  /** For a cycle on a symmetric graph: the neighbours of the start, else null. */
  private boolean[] nextToStart;
  /** For a cycle: unvisited neighbours of the start with exactly two neighbours in U ∪ {s}. */
  private int startTwo;
  /**
   * For a cycle on a symmetric graph: for each vertex w, its unvisited neighbours u (s aside)
   * with exactly two neighbours in U ∪ {s}; else null.
   */
  private int[] twoNeighbours;
  /** Unvisited vertices w (s aside) with {@code twoNeighbours[w] >= 3}. */
  private int overloaded;
  /** A second buffer for the neighbours of a neighbour. */
  private final int[] inner;
  /** Checked while the tables are made and filled. */
  private final SearchMonitor monitor;

  /**
   * Degrees for paths of {@code graph} that close into a cycle if {@code closed}, and that end
   * on {@code end} if it is not negative (open paths only), with forced moves if
   * {@code forcing} (symmetric graphs only).
   */
  UnvisitedDegrees(NeighbourFunction graph, boolean closed, int end, boolean forcing) {
    this(graph, closed, end, forcing, new SearchMonitor(Long.MAX_VALUE, null, null, graph.vertexCount()));
  }

  /** As {@link #UnvisitedDegrees(NeighbourFunction, boolean, int, boolean)}, its set-up within the monitor's stops. */
  UnvisitedDegrees(NeighbourFunction graph, boolean closed, int end, boolean forcing, SearchMonitor monitor) {
    this.monitor = monitor;
    this.graph = graph;
    this.n = graph.vertexCount();
    this.symmetric = graph.isSymmetric();
    this.closed = closed;
    this.end = end;
    this.forcing = forcing;
    this.degree = monitor.newInts(n);
    this.visited = monitor.newArray(n, () -> new boolean[n]);
    this.scratch = new int[Math.max(1, graph.maxDegree())];
    this.inner = new int[scratch.length];
  }

  /** Counts the degrees of the whole graph and places {@code start}, the path's first vertex. */
  void begin(int start) {
    monitor.outDegrees(graph, degree);
    for (int v = 0; v < n; v++) {
      monitor.tick();
      if (degree[v] <= 1) {
        low++;
        if (degree[v] == 0) {
          zero++;
        }
      }
    }
    if (closed) {
      // The start stays a usable successor for the vertex that closes the cycle.
      visited[start] = true;
      if (degree[start] <= 1) {
        low--;
        if (degree[start] == 0) {
          zero--;
        }
      }
      if (symmetric && forcing) {
        nextToStart = monitor.newArray(n, () -> new boolean[n]);
        int count = graph.successors(start, scratch);
        for (int i = 0; i < count; i++) {
          int u = scratch[i];
          if (u != start && !nextToStart[u]) {
            nextToStart[u] = true;
            if (degree[u] == 2) {
              startTwo++;
            }
          }
        }
        twoNeighbours = monitor.newInts(n);
        for (int u = 0; u < n; u++) {
          monitor.tick();
          if (!visited[u] && degree[u] == 2) {
            countTwo(u, 1);
          }
        }
      }
    } else {
      visit(start);
    }
  }

  /**
   * The live table of degrees: for each vertex, its successors off the path (for a cycle, the
   * start counts as off it). Read only; a search reads it directly to order its candidates.
   */
  int[] degreeTable() {
    return degree;
  }

  /**
   * Whether the path that {@link #deadEnd} last let pass must go on to a successor of its end
   * with a single unvisited neighbour (only with forced moves).
   */
  boolean nextMoveForced() {
    return forced;
  }

  /** The live flags of the vertices on the path (for a cycle, the start from the beginning). Read only. */
  boolean[] visitedFlags() {
    return visited;
  }

  /** Puts {@code v} on the path. */
  void visit(int v) {
    if (degree[v] <= 1) {
      low--;
      if (degree[v] == 0) {
        zero--;
      }
    }
    if (nextToStart != null) {
      if (nextToStart[v] && degree[v] == 2) {
        startTwo--;
      }
      if (degree[v] == 2) {
        countTwo(v, -1);
      }
      if (twoNeighbours[v] >= 3) {
        overloaded--;
      }
    }
    visited[v] = true;
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
        if (nextToStart != null && (d == 2 || d == 1)) {
          if (nextToStart[u]) {
            startTwo += d == 2 ? 1 : -1;
          }
          countTwo(u, d == 2 ? 1 : -1);
        }
      }
    }
  }

  /**
   * Adds {@code change} to the count of each neighbour of {@code u}, which has just gained or
   * lost exactly two neighbours in U ∪ {s}, or has left or rejoined U with two.
   */
  private void countTwo(int u, int change) {
    int count = graph.successors(u, inner);
    for (int i = 0; i < count; i++) {
      int w = inner[i];
      int before = twoNeighbours[w];
      twoNeighbours[w] = before + change;
      if (!visited[w]) {
        if (before == 2 && change > 0) {
          overloaded++;
        } else if (before == 3 && change < 0) {
          overloaded--;
        }
      }
    }
  }

  /** Takes {@code v}, the path's last vertex, back off the path. */
  void unvisit(int v) {
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
        if (nextToStart != null && (d == 2 || d == 1)) {
          if (nextToStart[u]) {
            startTwo += d == 2 ? -1 : 1;
          }
          countTwo(u, d == 2 ? -1 : 1);
        }
      }
    }
    visited[v] = false;
    if (degree[v] <= 1) {
      low++;
      if (degree[v] == 0) {
        zero++;
      }
    }
    if (nextToStart != null) {
      if (twoNeighbours[v] >= 3) {
        overloaded++;
      }
      if (degree[v] == 2) {
        countTwo(v, 1);
      }
      if (nextToStart[v] && degree[v] == 2) {
        startTwo++;
      }
    }
  }

  /**
   * True if the path ending at {@code v} after {@code depth} moves provably cannot be completed,
   * by the rules of the class comment; {@code depth} is below the vertex count minus one. The
   * caller passes the successors of {@code v}: {@code successors[0 .. count)}.
   */
  boolean deadEnd(int v, int depth, int[] successors, int count) {
    forced = false;
    if (!symmetric) {
      // zero counts unvisited vertices without an unvisited successor (the start counts as
      // unvisited for a cycle): only a path's last vertex may be one.
      if (end >= 0) {
        return zero > (degree[end] == 0 ? 1 : 0);
      }
      return zero > (closed ? 0 : 1);
    }
    int remaining = n - 1 - depth;
    int nextZero = 0;
    int nextOne = 0;
    // For a cycle: the change that v's neighbours make to the count of vertices next to s with
    // exactly two neighbours in U ∪ {v, s}, and how many of those are also next to v.
    int atEndChange = 0;
    int bothEnds = 0;
    for (int i = 0; i < count; i++) {
      int u = successors[i];
      if (!visited[u]) {
        if (degree[u] == 0) {
          nextZero++;
        } else if (degree[u] == 1) {
          nextOne++;
        }
        if (nextToStart != null && nextToStart[u]) {
          if (degree[u] == 2) {
            atEndChange--;
          } else if (degree[u] == 1) {
            atEndChange++;
            bothEnds++;
          }
        }
      }
    }
    if (closed) {
      // Degrees counted in U ∪ {v, s}: every vertex of U needs two. At depth 0, v is s, which
      // the degrees already count.
      if (low - (depth == 0 ? 0 : nextOne) > 0) {
        return true;
      }
      return nextToStart != null
          && cycleForcingRulesOut(depth, remaining, nextOne, atEndChange, bothEnds, successors, count);
    }
    if (nextZero > 0 && remaining > 1) {
      return true;
    }
    // Degrees counted in U ∪ {v}: successors of v gain one. lowInRest counts the vertices of U
    // with at most one neighbour in U ∪ {v}.
    int lowInRest = low - nextOne;
    if (zero - nextZero > 0) {
      return true;
    }
    if (end < 0) {
      if (lowInRest > 1) {
        return true;
      }
    } else if (lowInRest > 0) {
      // Only the fixed last vertex may be one of them.
      if (lowInRest > 1 || degree[end] + (isSuccessor(end, successors, count) ? 1 : 0) > 1) {
        return true;
      }
    }
    if (forcing && remaining > 1) {
      int nextOneNotEnd = end < 0 ? 0 : nextOne - (degree[end] == 1 && isSuccessor(end, successors, count) ? 1 : 0);
      // Here every vertex of lowInRest has one neighbour in U and is not next to v: it must end
      // the path.
      if (nextOne > 2 || (lowInRest == 1 && nextOne > 1) || nextOneNotEnd > 1) {
        return true;
      }
      forced = nextOne == 2 || (lowInRest == 1 && nextOne == 1) || nextOneNotEnd == 1;
    }
    return false;
  }

  /**
   * The forcing rules of a cycle (see the class comment), once every vertex of U has two
   * neighbours in U ∪ {v, s}; sets {@link #forced}.
   */
  private boolean cycleForcingRulesOut(
      int depth, int remaining, int nextOne, int atEndChange, int bothEnds, int[] successors, int count) {
    if (depth == 0) {
      // v is s, which has two neighbours on the cycle; the degrees already count it.
      return startTwo > 2 || overloaded > 0;
    }
    if (nextOne > 1 || (remaining > 1 && (startTwo + atEndChange > 1 || bothEnds > 0))) {
      return true;
    }
    if (overloaded > 0 && overloadedNextToV(successors, count)) {
      return true;
    }
    forced = nextOne == 1;
    return false;
  }

  /**
   * Whether a vertex of U has three neighbours of U with exactly two neighbours in U ∪ {v, s}.
   * The counts take no account of v: its unvisited neighbours with two neighbours in U ∪ {s}
   * have three, so they come off the counts while this looks (and go back on).
   */
  private boolean overloadedNextToV(int[] successors, int count) {
    for (int i = 0; i < count; i++) {
      int u = successors[i];
      if (!visited[u] && degree[u] == 2) {
        countTwo(u, -1);
      }
    }
    boolean result = overloaded > 0;
    for (int i = 0; i < count; i++) {
      int u = successors[i];
      if (!visited[u] && degree[u] == 2) {
        countTwo(u, 1);
      }
    }
    return result;
  }

  /** Whether {@code u} is among {@code successors[0 .. count)}. */
  private static boolean isSuccessor(int u, int[] successors, int count) {
    for (int i = 0; i < count; i++) {
      if (successors[i] == u) {
        return true;
      }
    }
    return false;
  }
}
