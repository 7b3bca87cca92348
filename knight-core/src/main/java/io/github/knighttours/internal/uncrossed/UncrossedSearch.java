package io.github.knighttours.internal.uncrossed;

import java.util.Arrays;

/**
 * Depth-first branch and bound for the longest uncrossed knight's path or cycle of a board.
 *
 * <p>Placing a move marks every move that crosses it as blocked (a counter per move, so that
 * undoing is a decrement); the path grows only along unblocked moves to unvisited squares, so
 * every path it holds is uncrossed. A node is cut when even the bound below cannot beat the best
 * length found so far:
 *
 * <ul>
 *   <li>the squares the head can still reach along unblocked moves through unvisited squares
 *       (blocking only grows, so later paths stay inside this set), taken per component of the
 *       unvisited squares next to the head, since the path enters one and never leaves it;
 *   <li>colours alternate along a path, so with {@code a} reachable squares of the colour after
 *       the head and {@code b} of the head's colour, at most {@code min(2a, 2b + 1)} follow;
 *   <li>open paths: a reachable square with a single usable move can only be the last one, so of
 *       those "dead ends" at most one counts; cycles: a square with fewer than two usable moves
 *       (the start counts as usable) cannot be on the cycle, and a cycle has an even length;
 *   <li>the moves are split once, in two ways, into groups of pairwise crossing moves ({@code
 *       CrossingTable.group} and {@code otherGroup}); an uncrossed path takes at most one move of
 *       a group, so the moves still to come are at most the groups with a usable move in the
 *       component, in either split.
 * </ul>
 *
 * <p>Open paths start only from the lowest square of each orbit of the board's symmetry group
 * (four symmetries, eight on a square board), and end only on squares whose orbit is not lower
 * than the start's: a path ending in a lower orbit, reversed and moved by a symmetry, starts from
 * that lower orbit's square, searched before. The bounds use this too: a dead end in a lower orbit
 * cannot be on the path, and the path never enters a component without a square it may end on.
 * When symmetries fix the start, its second square is the lowest of its images under them.
 * Cycles are searched from the lowest square of an orbit, through squares whose orbits are not
 * lower only (some image of each cycle has this form: the one taking its lowest orbit's square
 * onto that square itself), and are counted once per direction (second square below the last).
 * Deterministic: the moves are tried in a fixed order, those with fewer onward moves first. A
 * single search is not thread-safe.
 */
public final class UncrossedSearch {

  /** Why a search stopped before it completed. */
  public enum Stop {
    /** It completed: the best length is proven optimal. */
    NONE,
    /** The node or time budget ran out. */
    BUDGET,
    /** The thread was interrupted (the flag is left set). */
    INTERRUPTED,
    /** The states to keep would not fit in the memory allowed (frontier programme only). */
    MEMORY
  }

  private static final int CHECK_MASK = 1023;

  private final CrossingTable table;
  private final boolean closed;
  private final long nodeBudget;
  private final long deadline;
  private final boolean hasDeadline;

  private final boolean[] visited;
  private final int[] blocked;
  private final int[] path;
  private final int[] mark;
  private final int[] queue;
  /** The lowest square of each square's orbit under the board's symmetries. */
  private final int[] orbit;
  private final int[] usable;
  /** For the current open start, the squares that may come second. */
  private final boolean[] secondAllowed;
  private final boolean[] touches;
  private int epoch;
  /** Numbers each component found, for groupSeen. */
  private int componentId;
  /** Per group of pairwise crossing moves, the component that last used it; and the count. */
  private final int[] groupSeen;
  private final int[] otherGroupSeen;
  private int groupsInComponent;
  private int otherGroupsInComponent;
  private final int[][] childBuffer;
  private final int[][] childKey;

  private long nodes;
  private Stop stop = Stop.NONE;
  private int bestMoves = -1;
  private int[] bestPath = new int[0];
  private int start;

  /**
   * Prepares a search.
   *
   * @param rows board rows, at least 1
   * @param cols board columns, at least 1
   * @param closed true for cycles, false for open paths
   * @param nodeBudget the most nodes (squares placed) to expand
   * @param timeBudgetNanos the most time to run, or a negative value for no limit
   */
  public UncrossedSearch(int rows, int cols, boolean closed, long nodeBudget, long timeBudgetNanos) {
    this.table = new CrossingTable(rows, cols);
    this.closed = closed;
    this.nodeBudget = nodeBudget;
    this.hasDeadline = timeBudgetNanos >= 0;
    this.deadline = System.nanoTime() + Math.max(0, timeBudgetNanos);
    int n = table.squares;
    visited = new boolean[n];
    blocked = new int[table.moveCount()];
    path = new int[n + 1];
    mark = new int[n];
    queue = new int[n];
    orbit = new int[n];
    for (int s = 0; s < n; s++) {
      orbit[s] = orbitRepresentative(s);
    }
    usable = new int[n];
    secondAllowed = new boolean[n];
    touches = new boolean[n];
    groupSeen = new int[table.groups];
    otherGroupSeen = new int[table.otherGroups];
    childBuffer = new int[n + 1][8];
    childKey = new int[n + 1][8];
  }

  /** Runs the search; call once. */
  public void run() {
    if (closed) {
      runClosed();
    } else {
      runOpen();
    }
  }

  /** Returns the best path found, as square indices; a cycle does not repeat its start. */
  public int[] bestPath() {
    return bestPath.clone();
  }

  /** Returns the moves of the best path found, or -1 if no cycle was found. */
  public int bestMoves() {
    return bestMoves;
  }

  /** Returns the nodes expanded: squares placed on the path, starts included. */
  public long nodes() {
    return nodes;
  }

  /** Returns why the search stopped; {@link Stop#NONE} means it completed. */
  public Stop stop() {
    return stop;
  }

  private void runOpen() {
    int n = table.squares;
    for (int s = 0; s < n && stop == Stop.NONE; s++) {
      if (orbit[s] != s) {
        continue;
      }
      start = s;
      markSecondSquares(s);
      visited[s] = true;
      path[0] = s;
      openNode(0);
      visited[s] = false;
    }
  }

  private void runClosed() {
    int n = table.squares;
    for (int s = 0; s < n && stop == Stop.NONE; s++) {
      if (orbit[s] != s) {
        continue;
      }
      // Only cycles through squares whose orbits are not below s: the others are kept out.
      int open = 0;
      for (int v = 0; v < n; v++) {
        visited[v] = orbit[v] < s;
        open += visited[v] ? 0 : 1;
      }
      if (open <= bestMoves) {
        break;
      }
      start = s;
      visited[s] = true;
      path[0] = s;
      closedNode(0);
    }
  }

  private boolean count() {
    nodes++;
    if (nodes > nodeBudget) {
      stop = Stop.BUDGET;
      return false;
    }
    if ((nodes & CHECK_MASK) == 0) {
      if (Thread.currentThread().isInterrupted()) {
        stop = Stop.INTERRUPTED;
        return false;
      }
      if (hasDeadline && System.nanoTime() - deadline >= 0) {
        stop = Stop.BUDGET;
        return false;
      }
    }
    return true;
  }

  private void openNode(int depth) {
    if (!count()) {
      return;
    }
    if (depth > bestMoves && orbit[path[depth]] >= start) {
      bestMoves = depth;
      bestPath = Arrays.copyOf(path, depth + 1);
    }
    int head = path[depth];
    if (depth + openBound(head) <= bestMoves) {
      return;
    }
    descend(depth, head, false);
  }

  private void closedNode(int depth) {
    if (!count()) {
      return;
    }
    int head = path[depth];
    if (depth >= 3 && depth + 1 > bestMoves && path[1] < head) {
      int closing = table.moveBetween(head, start);
      if (closing >= 0 && blocked[closing] == 0) {
        bestMoves = depth + 1;
        bestPath = Arrays.copyOf(path, depth + 1);
      }
    }
    if (depth + 1 + closedBound(head, depth) <= bestMoves) {
      return;
    }
    descend(depth, head, true);
  }

  private void descend(int depth, int head, boolean cycle) {
    int[] children = childBuffer[depth];
    int[] keys = childKey[depth];
    int count = 0;
    int[] next = table.neighbours[head];
    int[] moves = table.movesAt[head];
    for (int i = 0; i < next.length; i++) {
      int v = next[i];
      if (!visited[v] && blocked[moves[i]] == 0 && (depth > 0 || cycle || secondAllowed[v])) {
        int key = onward(v);
        int j = count++;
        while (j > 0 && keys[j - 1] > key) {
          keys[j] = keys[j - 1];
          children[j] = children[j - 1];
          j--;
        }
        keys[j] = key;
        children[j] = i;
      }
    }
    for (int c = 0; c < count && stop == Stop.NONE; c++) {
      int i = children[c];
      int v = next[i];
      int move = moves[i];
      place(move, 1);
      visited[v] = true;
      path[depth + 1] = v;
      if (cycle) {
        closedNode(depth + 1);
      } else {
        openNode(depth + 1);
      }
      visited[v] = false;
      place(move, -1);
    }
  }

  private int onward(int v) {
    int k = 0;
    int[] next = table.neighbours[v];
    int[] moves = table.movesAt[v];
    for (int i = 0; i < next.length; i++) {
      if (!visited[next[i]] && blocked[moves[i]] == 0) {
        k++;
      }
    }
    return k;
  }

  private void place(int move, int delta) {
    for (int other : table.crossing[move]) {
      blocked[other] += delta;
    }
  }

  /**
   * An upper bound on the squares an open path can still add after {@code head}: the path leaves
   * the head into one component of the unvisited squares (joined by unblocked moves) and stays
   * there, so the best component's bound.
   */
  private int openBound(int head) {
    int stamp = nextEpoch();
    mark[head] = stamp;
    int headColour = colour(head);
    int best = 0;
    int[] next = table.neighbours[head];
    int[] moves = table.movesAt[head];
    for (int i = 0; i < next.length; i++) {
      int first = next[i];
      if (visited[first] || blocked[moves[i]] != 0 || mark[first] == stamp) {
        continue;
      }
      int size = component(first, head, -1, stamp);
      int sameColour = 0;
      int otherColour = 0;
      int deadEnds = 0;
      boolean canEnd = false;
      for (int q = 0; q < size; q++) {
        int v = queue[q];
        boolean endAllowed = orbit[v] >= start;
        canEnd |= endAllowed;
        if (usable[v] <= 1) {
          if (!endAllowed) {
            continue; // neither inside the path nor its end
          }
          deadEnds++;
        }
        if (colour(v) == headColour) {
          sameColour++;
        } else {
          otherColour++;
        }
      }
      if (!canEnd) {
        continue;
      }
      int tail = sameColour + otherColour - deadEnds + Math.min(deadEnds, 1);
      int alternating = otherColour <= sameColour ? 2 * otherColour : 2 * sameColour + 1;
      int moveBound = Math.min(groupsInComponent, otherGroupsInComponent);
      best = Math.max(best, Math.min(Math.min(tail, alternating), moveBound));
    }
    return best;
  }

  /**
   * An upper bound on the squares a cycle can still add between {@code head} and the start, or
   * a large negative value if the start cannot be reached again. The squares added lie in one
   * component of the unvisited squares that touches both the head and the start.
   */
  private int closedBound(int head, int depth) {
    int stamp = nextEpoch();
    mark[head] = stamp;
    int closing = table.moveBetween(head, start);
    int best = closing >= 0 && blocked[closing] == 0 ? 0 : -table.squares - 2;
    int headColour = colour(head);
    int[] next = table.neighbours[head];
    int[] moves = table.movesAt[head];
    for (int i = 0; i < next.length; i++) {
      int first = next[i];
      if (visited[first] || blocked[moves[i]] != 0 || mark[first] == stamp) {
        continue;
      }
      int size = component(first, head, start, stamp);
      boolean touchesStart = false;
      int sameColour = 0;
      int otherColour = 0;
      for (int q = 0; q < size; q++) {
        int v = queue[q];
        touchesStart |= touches[v];
        if (usable[v] >= 2) {
          if (colour(v) == headColour) {
            sameColour++;
          } else {
            otherColour++;
          }
        }
      }
      if (!touchesStart) {
        continue;
      }
      int k = Math.min(sameColour + otherColour, 2 * Math.min(sameColour, otherColour) + 1);
      // The moves still to come, k + 1, use at most one move of each group of crossing moves.
      k = Math.min(k, Math.min(groupsInComponent, otherGroupsInComponent) - 1);
      // The cycle has depth + 1 + k moves: an even number.
      if (((depth + 1 + k) & 1) != 0) {
        k--;
      }
      best = Math.max(best, k);
    }
    return best;
  }

  /**
   * Fills the queue with the component of unvisited squares around {@code first} (joined by
   * unblocked moves) and returns its size; records for each square its usable moves (to the
   * component, to {@code head}, or to {@code target} when not -1) in {@link #usable}, and in
   * {@link #touches} whether one of them reaches {@code target}.
   */
  private int component(int first, int head, int target, int stamp) {
    componentId++;
    if (componentId == Integer.MAX_VALUE) {
      Arrays.fill(groupSeen, 0);
      Arrays.fill(otherGroupSeen, 0);
      componentId = 1;
    }
    groupsInComponent = 0;
    otherGroupsInComponent = 0;
    int size = 0;
    mark[first] = stamp;
    queue[size++] = first;
    for (int q = 0; q < size; q++) {
      int v = queue[q];
      int count = 0;
      boolean reachesTarget = false;
      int[] next = table.neighbours[v];
      int[] moves = table.movesAt[v];
      for (int i = 0; i < next.length; i++) {
        int w = next[i];
        if (blocked[moves[i]] != 0) {
          continue;
        }
        if (w == head || w == target || !visited[w]) {
          int g = table.group[moves[i]];
          if (groupSeen[g] != componentId) {
            groupSeen[g] = componentId;
            groupsInComponent++;
          }
          g = table.otherGroup[moves[i]];
          if (otherGroupSeen[g] != componentId) {
            otherGroupSeen[g] = componentId;
            otherGroupsInComponent++;
          }
        }
        if (w == head || w == target) {
          count++;
          reachesTarget |= w == target;
        } else if (!visited[w]) {
          count++;
          if (mark[w] != stamp) {
            mark[w] = stamp;
            queue[size++] = w;
          }
        }
      }
      usable[v] = count;
      touches[v] = reachesTarget;
    }
    return size;
  }

  private int nextEpoch() {
    epoch++;
    if (epoch == Integer.MAX_VALUE) {
      Arrays.fill(mark, 0);
      epoch = 1;
    }
    return epoch;
  }

  private int colour(int square) {
    return (square / table.cols + square % table.cols) & 1;
  }

  private int orbitRepresentative(int s) {
    int low = s;
    for (int image : images(s)) {
      low = Math.min(low, image);
    }
    return low;
  }

  /** The images of square {@code s} under the board's symmetries, always in the same order. */
  private int[] images(int s) {
    int rows = table.rows;
    int cols = table.cols;
    int r = s / cols;
    int c = s % cols;
    int[] images = new int[rows == cols ? 8 : 4];
    images[0] = s;
    images[1] = (rows - 1 - r) * cols + c;
    images[2] = r * cols + cols - 1 - c;
    images[3] = (rows - 1 - r) * cols + cols - 1 - c;
    if (rows == cols) {
      images[4] = c * cols + r;
      images[5] = (cols - 1 - c) * cols + r;
      images[6] = c * cols + rows - 1 - r;
      images[7] = (cols - 1 - c) * cols + rows - 1 - r;
    }
    return images;
  }

  /**
   * Marks in {@link #secondAllowed} the squares an open path from {@code s} may visit second: the
   * lowest of their images under the symmetries fixing {@code s}. Such a symmetry moves any path
   * from s onto one from s with an end in the same orbit, so one of each family is enough.
   */
  private void markSecondSquares(int s) {
    int[] fixing = images(s);
    for (int v = 0; v < table.squares; v++) {
      int[] moved = images(v);
      boolean lowest = true;
      for (int g = 0; g < moved.length && lowest; g++) {
        lowest = fixing[g] != s || moved[g] >= v;
      }
      secondAllowed[v] = lowest;
    }
  }
}
