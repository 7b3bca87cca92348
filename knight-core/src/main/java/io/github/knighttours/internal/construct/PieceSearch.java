package io.github.knighttours.internal.construct;

import io.github.knighttours.internal.graph.KnightGraph;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Finds a tour of a small board that contains given edges: the pieces that
 * {@link DivideAndConquer} joins into tours of large boards.
 *
 * <p>A depth-first search with an explicit stack, Warnsdorff's order among candidates and
 * random ties, restarted with a fresh random order when an attempt exceeds its node limit
 * (random restarts cut the heavy tail of backtracking times). Required edges are enforced as
 * the path grows: a square with a required neighbour that it has not yet used must move there
 * next, and a square may not be entered if one of its required neighbours could no longer be
 * joined to it. The search is complete only in the limit; it never claims that no piece
 * exists. With the same arguments it returns the same piece, unless it was stopped.
 *
 * <p>It polls the construction's {@link ConstructionWatch} every {@value #POLL_NODES} nodes, so
 * that a deadline or an interrupt stops it within a few milliseconds.
 *
 * <p>Performance: meant for boards of a few hundred squares; O(squares) space.
 */
final class PieceSearch {

  /** Search nodes between two ticks of the watch. */
  static final int POLL_NODES = 1 << 10;

  /** Squares of the block, holes included (the index range). */
  private final int size;
  /** Squares the tour visits: the block's squares that are not holes. */
  private final int squares;
  /** Neighbours of square v: {@code neighbours[8 * v .. 8 * v + degree[v])}. */
  private final int[] neighbours;
  private final int[] degree;
  /** Up to two required neighbours of square v at {@code 2v} and {@code 2v + 1}; −1 for none. */
  private final int[] required;

  /** Holes of the block (never visited, never a neighbour), or null for none. */
  private final boolean[] holes;

  private PieceSearch(int rows, int cols, boolean[] holes) {
    this.size = rows * cols;
    this.holes = holes;
    this.neighbours = new int[8 * size];
    this.degree = new int[size];
    this.required = new int[2 * size];
    Arrays.fill(required, -1);
    KnightGraph graph = new KnightGraph(rows, cols);
    int[] buffer = new int[8];
    int count = 0;
    for (int v = 0; v < size; v++) {
      if (isHole(v)) {
        continue;
      }
      count++;
      int all = graph.successors(v, buffer);
      for (int i = 0; i < all; i++) {
        if (!isHole(buffer[i])) {
          neighbours[8 * v + degree[v]++] = buffer[i];
        }
      }
    }
    this.squares = count;
  }

  private boolean isHole(int v) {
    return holes != null && holes[v];
  }

  /**
   * Returns a tour of the {@code rows × cols} board from {@code start} (closed if asked) that
   * uses every edge in {@code requiredEdges} (pairs of square indices, each a knight move), or
   * null if none was found within {@code attempts} attempts of {@code nodesPerAttempt} nodes,
   * or if {@code watch} said to stop (then {@link ConstructionWatch#stopped()} says why).
   */
  static int[] find(
      int rows,
      int cols,
      int start,
      boolean closed,
      int[] requiredEdges,
      long seed,
      long nodesPerAttempt,
      int attempts,
      ConstructionWatch watch) {
    return find(rows, cols, null, start, closed, requiredEdges, seed, nodesPerAttempt, attempts, watch);
  }

  /**
   * As {@link #find(int, int, int, boolean, int[], long, long, int, ConstructionWatch)} on the
   * block without the squares where {@code holes} is true (null for none): the tour visits every
   * other square once, and the returned path holds only those. Null at once if the start or an
   * end of a required edge is a hole, or a required pair is not a knight move.
   */
  static int[] find(
      int rows,
      int cols,
      boolean[] holes,
      int start,
      boolean closed,
      int[] requiredEdges,
      long seed,
      long nodesPerAttempt,
      int attempts,
      ConstructionWatch watch) {
    PieceSearch search = new PieceSearch(rows, cols, holes);
    if (search.isHole(start)) {
      return null;
    }
    for (int i = 0; i < requiredEdges.length; i += 2) {
      if (!search.require(requiredEdges[i], requiredEdges[i + 1])) {
        return null;
      }
    }
    if (search.squares == 1) {
      return closed ? null : new int[] {start};
    }
    SplittableRandom random = new SplittableRandom(seed);
    for (int attempt = 0; attempt < attempts && !watch.pollNow(); attempt++) {
      int[] path = search.attempt(start, closed, random.split(), nodesPerAttempt, watch);
      if (path != null) {
        return path;
      }
    }
    return null;
  }

  /** Records a required edge; false if it is not an edge or a square would need more than two. */
  private boolean require(int a, int b) {
    if (isHole(a) || isHole(b) || !adjacent(a, b)) {
      return false;
    }
    return addRequired(a, b) && addRequired(b, a);
  }

  private boolean addRequired(int v, int w) {
    if (required[2 * v] == w || required[2 * v + 1] == w) {
      return true;
    }
    if (required[2 * v] < 0) {
      required[2 * v] = w;
      return true;
    }
    if (required[2 * v + 1] < 0) {
      required[2 * v + 1] = w;
      return true;
    }
    return false;
  }

  /** One attempt; null if it exceeds {@code nodeLimit} or the watch says to stop. */
  private int[] attempt(int start, boolean closed, SplittableRandom random, long nodeLimit, ConstructionWatch watch) {
    boolean[] visited = new boolean[size];
    int[] free = degree.clone(); // unvisited neighbours of each square
    int[] path = new int[squares];
    int[] candidates = new int[8 * squares];
    int[] candidateCount = new int[squares];
    int[] next = new int[squares];
    path[0] = start;
    visit(start, visited, free);
    candidateCount[0] = candidates(0, path, visited, free, closed, candidates, random);
    int depth = 0;
    long nodes = 0;
    while (depth >= 0) {
      if (next[depth] == candidateCount[depth]) {
        unvisit(path[depth], visited, free);
        depth--;
        continue;
      }
      int u = candidates[8 * depth + next[depth]++];
      if (++nodes > nodeLimit || (nodes % POLL_NODES == 0 && watch.tick(POLL_NODES))) {
        return null;
      }
      if (strandsNeighbour(path[depth], u, visited, free)) {
        continue;
      }
      depth++;
      path[depth] = u;
      next[depth] = 0;
      visit(u, visited, free);
      if (depth == squares - 1) {
        if (!closed || closes(path)) {
          return path;
        }
        candidateCount[depth] = 0;
        continue;
      }
      candidateCount[depth] = candidates(depth, path, visited, free, closed, candidates, random);
    }
    return null;
  }

  /**
   * True if leaving {@code v} for {@code u} leaves an unvisited neighbour of {@code v} with no
   * unvisited neighbour at all: it could never be entered again.
   */
  private boolean strandsNeighbour(int v, int u, boolean[] visited, int[] free) {
    for (int i = 8 * v, end = 8 * v + degree[v]; i < end; i++) {
      int y = neighbours[i];
      if (y != u && !visited[y] && free[y] == 0) {
        return true;
      }
    }
    return false;
  }

  private boolean closes(int[] path) {
    int start = path[0];
    int last = path[squares - 1];
    if (!adjacent(last, start)) {
      return false;
    }
    for (int k = 0; k < 2; k++) {
      int w = required[2 * start + k];
      if (w >= 0 && w != path[1] && w != last) {
        return false;
      }
    }
    return true;
  }

  private boolean adjacent(int a, int b) {
    for (int i = 8 * a, end = 8 * a + degree[a]; i < end; i++) {
      if (neighbours[i] == b) {
        return true;
      }
    }
    return false;
  }

  /** Fills the candidate moves from {@code path[depth]} in search order and returns how many. */
  private int candidates(
      int depth, int[] path, boolean[] visited, int[] free, boolean closed, int[] out, SplittableRandom random) {
    int v = path[depth];
    int start = path[0];
    int base = 8 * depth;
    int first = required[2 * v];
    int second = required[2 * v + 1];
    int count = 0;
    if (depth == 0 && closed && second >= 0) {
      // Two required edges at the start of a closed tour: the first move takes one, the
      // closing move the other.
      count = offer(first, v, depth, closed, start, visited, out, base, count);
      return offer(second, v, depth, closed, start, visited, out, base, count);
    }
    if (depth > 0 || !closed) {
      int previous = depth > 0 ? path[depth - 1] : -1;
      int pending = (first >= 0 && first != previous ? 1 : 0) + (second >= 0 && second != previous ? 1 : 0);
      if (pending == 2) {
        return 0;
      }
      if (pending == 1) {
        return offer(first >= 0 && first != previous ? first : second, v, depth, closed, start, visited, out, base, 0);
      }
    }
    for (int i = 8 * v, end = 8 * v + degree[v]; i < end; i++) {
      count = offer(neighbours[i], v, depth, closed, start, visited, out, base, count);
    }
    // Random order, then a stable insertion sort by onward degree: Warnsdorff with random ties.
    for (int i = count - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      int t = out[base + i];
      out[base + i] = out[base + j];
      out[base + j] = t;
    }
    for (int i = 1; i < count; i++) {
      int u = out[base + i];
      int j = i - 1;
      while (j >= 0 && free[out[base + j]] > free[u]) {
        out[base + j + 1] = out[base + j];
        j--;
      }
      out[base + j + 1] = u;
    }
    return count;
  }

  /** Appends {@code u} to the candidates if it may be entered from {@code v}; returns the new count. */
  private int offer(
      int u, int v, int depth, boolean closed, int start, boolean[] visited, int[] out, int base, int count) {
    if (!visited[u] && mayEnter(u, v, depth + 1, closed, start, visited)) {
      out[base + count++] = u;
    }
    return count;
  }

  /**
   * Whether square {@code u} may be entered from {@code v} as square number {@code depth} of the
   * path: each of its required neighbours other than {@code v} must still be joinable to it, that
   * is unvisited, or the start when {@code u} is the last square of a closed tour; and it can
   * have only one edge besides the one from {@code v}.
   */
  private boolean mayEnter(int u, int v, int depth, boolean closed, int start, boolean[] visited) {
    int others = 0;
    for (int k = 0; k < 2; k++) {
      int x = required[2 * u + k];
      if (x < 0 || x == v) {
        continue;
      }
      others++;
      if (closed && x == start) {
        if (depth != squares - 1) {
          return false;
        }
      } else if (visited[x]) {
        return false;
      }
    }
    return others < 2;
  }

  private void visit(int v, boolean[] visited, int[] free) {
    visited[v] = true;
    for (int i = 8 * v, end = 8 * v + degree[v]; i < end; i++) {
      free[neighbours[i]]--;
    }
  }

  private void unvisit(int v, boolean[] visited, int[] free) {
    visited[v] = false;
    for (int i = 8 * v, end = 8 * v + degree[v]; i < end; i++) {
      free[neighbours[i]]++;
    }
  }
}
