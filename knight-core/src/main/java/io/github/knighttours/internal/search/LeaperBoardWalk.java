package io.github.knighttours.internal.search;

import io.github.knighttours.spi.SearchResult;
import io.github.knighttours.Outcome;
import io.github.knighttours.internal.graph.LeaperGraph;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * {@link GreedySearch} on a {@link LeaperGraph} without holes (tori, cylinders, any leaper), in a
 * padded layout as {@link KnightBoardWalk} uses for the knight: the same rule, keys, tie order
 * and draws from the seed, so the same walk square for square, with a fixed index change per
 * move instead of a division and a bounds or wrap test.
 *
 * <p>The layout is the board with {@code s} extra rows (columns) of off-board squares on each
 * side along an axis that does not wrap, none along an axis that wraps; each square's count of
 * unvisited neighbours is a byte, {@link #VISITED} on visited and off-board squares. A square at
 * least {@code s} from every wrapping edge (all but a band along those edges) reaches its
 * neighbours by the fixed index changes, in move order, which is the graph's order of increasing
 * vertex index: off-board squares count as visited. A square in the band, where a move may wrap
 * (and on a small board two moves may meet, or a move come back), lists its neighbours as the
 * graph does, distinct and in increasing vertex index, and the walk takes them from that list.
 *
 * <p>Performance: the counts take {@link #paddedSize} bytes, at most 4 per square (see {@link
 * #suits}); the path 4 bytes per square.
 */
final class LeaperBoardWalk {

  /** Marks a visited or off-board square; stays at or above {@link #VISITED_FLOOR}. */
  private static final byte VISITED = KnightBoardWalk.VISITED;

  private static final int VISITED_FLOOR = KnightBoardWalk.VISITED_FLOOR;
  /** Keys at or above this mean that no move is left. */
  private static final int NO_MOVE = KnightBoardWalk.NO_MOVE;
  /** Set by an arrival when other moves share the fewest onward moves (and ties matter). */
  private static final int TIED = KnightBoardWalk.TIED;

  private final int rows;
  private final int cols;
  private final int s;
  private final boolean wrapRows;
  private final boolean wrapCols;
  private final int padRows;
  private final int padCols;
  private final int width;
  /** Number of distinct moves: 4 or 8. */
  private final int moves;

  private final int[] rowSteps;
  private final int[] colSteps;
  private final int[] paddedSteps;
  private final int[] indexSteps;

  private final int lookahead;
  private final TieBreak tieBreak;
  private final SplittableRandom random;
  private final SearchMonitor monitor;
  /** Whether anything but the move order decides ties. */
  private final boolean tiesMatter;

  private final byte[] degree;
  private final int[] path;
  private final int n;
  /**
   * Neighbour lists, one per slot: slot 0 holds the square the walk stands on when it lies in
   * the band, slot {@code level - 1} the square whose key of that level is being computed.
   * Padded index, row and column of each neighbour.
   */
  private final int[][] listP;

  private final int[][] listRow;
  private final int[][] listCol;
  /** Tied moves (move numbers, or places in slot 0's list), in order. */
  private final int[] candidates = new int[8];

  private long[] keys;
  /** Length of slot 0's list when the walk stands in the band. */
  private int hereCount;

  private LeaperBoardWalk(
      LeaperGraph graph, int lookahead, TieBreak tieBreak, SplittableRandom random, SearchMonitor monitor) {
    this.rows = graph.rows();
    this.cols = graph.cols();
    this.s = graph.s();
    this.wrapRows = graph.wrapsRows();
    this.wrapCols = graph.wrapsCols();
    this.padRows = wrapRows ? 0 : s;
    this.padCols = wrapCols ? 0 : s;
    this.width = cols + 2 * padCols;
    this.rowSteps = graph.rowSteps();
    this.colSteps = graph.colSteps();
    this.moves = rowSteps.length;
    this.paddedSteps = new int[moves];
    this.indexSteps = new int[moves];
    for (int i = 0; i < moves; i++) {
      paddedSteps[i] = rowSteps[i] * width + colSteps[i];
      indexSteps[i] = rowSteps[i] * cols + colSteps[i];
    }
    this.lookahead = lookahead;
    this.tieBreak = tieBreak;
    this.random = random;
    this.monitor = monitor;
    this.tiesMatter = lookahead > 0 || tieBreak != null || random != null;
    // Made by the monitor, so that a stop need not wait for a huge board's arrays.
    this.degree = monitor.newBytes((int) paddedSize(graph));
    this.n = graph.vertexCount();
    this.path = monitor.newInts(n);
    int slots = GreedySearch.MAX_LOOKAHEAD + 2;
    this.listP = new int[slots][8];
    this.listRow = new int[slots][8];
    this.listCol = new int[slots][8];
  }

  /** Squares of the padded layout of {@code graph}, on-board and off-board. */
  static long paddedSize(LeaperGraph graph) {
    long padRows = graph.wrapsRows() ? 0 : graph.s();
    long padCols = graph.wrapsCols() ? 0 : graph.s();
    return (graph.rows() + 2 * padRows) * (graph.cols() + 2 * padCols);
  }

  /**
   * True if {@code graph} has no holes and its padded layout fits an array and is not much
   * larger than the board (at most {@link KnightBoardWalk#layoutBytes} bytes).
   */
  static boolean suits(LeaperGraph graph) {
    long padded = paddedSize(graph);
    return !graph.hasHoles()
        && padded <= Integer.MAX_VALUE - 8
        && padded <= 4L * graph.vertexCount() + 64;
  }

  static SearchResult run(
      LeaperGraph graph,
      int start,
      int end,
      int lookahead,
      TieBreak tieBreak,
      SplittableRandom random,
      SearchMonitor monitor) {
    return new LeaperBoardWalk(graph, lookahead, tieBreak, random, monitor).walk(start, end);
  }

  /** Whether square (row, col) lies at least s from every wrapping edge. */
  private boolean inside(int row, int col) {
    return (!wrapRows || (row >= s && row < rows - s)) && (!wrapCols || (col >= s && col < cols - s));
  }

  private int paddedIndex(int row, int col) {
    return (row + padRows) * width + col + padCols;
  }

  /** Fills {@link #degree}: the number of moves inside, the listed neighbours near an edge. */
  private void fillDegrees() {
    Arrays.fill(degree, VISITED);
    for (int row = 0; row < rows; row++) {
      monitor.tick(cols);
      int base = paddedIndex(row, 0);
      boolean innerRow = row >= s && row < rows - s;
      if (innerRow && cols > 2 * s) {
        Arrays.fill(degree, base + s, base + cols - s, (byte) moves);
        for (int col = 0; col < s; col++) {
          degree[base + col] = (byte) listNear(row, col, 1);
          degree[base + cols - 1 - col] = (byte) listNear(row, cols - 1 - col, 1);
        }
      } else {
        for (int col = 0; col < cols; col++) {
          degree[base + col] = (byte) listNear(row, col, 1);
        }
      }
    }
  }

  /** The walk from {@code start}; with {@code end >= 0}, that square is kept for the last step (see {@link GreedySearch}). */
  private SearchResult walk(int start, int end) {
    fillDegrees();
    int endP = -1;
    if (end >= 0) {
      int endRow = end / cols;
      int endCol = end - endRow * cols;
      endP = paddedIndex(endRow, endCol);
      enter(endP, endRow, endCol, 1);
    }
    int steps = end >= 0 ? n - 1 : n;
    SearchTrace trace = monitor.trace();
    int v = start;
    int row = start / cols;
    int col = start - row * cols;
    int p = paddedIndex(row, col);
    path[0] = v;
    if (tieBreak != null) {
      tieBreak.arrived(v);
    }
    boolean inside = inside(row, col);
    int best = inside ? arrive(p) : arriveNear(p, row, col);
    if (trace != null) {
      trace.placed(v, 0);
    }
    for (int step = 1; step < steps; step++) {
      if ((step & SearchMonitor.POLL_MASK) == 0) {
        Outcome stop = monitor.poll(step, step - 1, step - 1);
        if (stop != null) {
          return monitor.stopped(stop, step, 0, step - 1);
        }
      }
      if ((best & (TIED - 1)) >= NO_MOVE) {
        if (trace != null) {
          trace.deadEnd(v, step - 1);
        }
        return GreedySearch.deadEnd(step, n, monitor);
      }
      int move = (best & TIED) == 0 ? best & 7 : choose(p, row, col, v, inside, (best & (TIED - 1)) >> 3);
      // Checked after the dead end: finding one needs no further node.
      if (monitor.budgetSpent(step)) {
        return monitor.stopped(Outcome.BUDGET_EXHAUSTED, step, 0, step - 1);
      }
      if (inside) {
        p += paddedSteps[move];
        v += indexSteps[move];
        row += rowSteps[move];
        col += colSteps[move];
      } else {
        p = listP[0][move];
        row = listRow[0][move];
        col = listCol[0][move];
        v = row * cols + col;
      }
      path[step] = v;
      if (tieBreak != null) {
        tieBreak.arrived(v);
      }
      inside = inside(row, col);
      best = inside ? arrive(p) : arriveNear(p, row, col);
      if (trace != null) {
        trace.placed(v, step);
      }
    }
    return GreedySearch.finishAtEnd(end >= 0 && isNeighbour(p, row, col, endP), path, end, tieBreak, trace, monitor);
  }

  /**
   * Marks square {@code p} (inside) visited and takes it from its neighbours' counts; returns the
   * smallest {@code count * 8 + move} over its moves ({@link #NO_MOVE} or more if none is left),
   * with {@link #TIED} set if the smallest count is shared and ties matter.
   */
  private int arrive(int p) {
    if (moves != 8) {
      return arriveFour(p);
    }
    return KnightBoardWalk.arriveEight(degree, paddedSteps, p, tiesMatter);
  }

  /** As {@link #arrive} for a leaper of four moves ({0,s} or {s,s}). */
  private int arriveFour(int p) {
    byte[] d = degree;
    d[p] = VISITED;
    int first = NO_MOVE;
    int last = NO_MOVE;
    for (int i = 0; i < moves; i++) {
      int q = p + paddedSteps[i];
      int k = d[q] - 1;
      d[q] = (byte) k;
      first = Math.min(first, (k << 3) | i);
      last = Math.min(last, (k << 3) | (moves - 1 - i));
    }
    return !tiesMatter || (first & 7) + (last & 7) == moves - 1 ? first : first | TIED;
  }

  /**
   * As {@link #arrive} for square {@code p} at (row, col) in the band: its neighbours go to slot
   * 0, and the move numbers of the result are places in that list.
   */
  private int arriveNear(int p, int row, int col) {
    int count = listNear(row, col, 0);
    hereCount = count;
    byte[] d = degree;
    int[] qs = listP[0];
    d[p] = VISITED;
    int first = NO_MOVE;
    int last = NO_MOVE;
    for (int i = 0; i < count; i++) {
      int q = qs[i];
      int k = d[q] - 1;
      d[q] = (byte) k;
      first = Math.min(first, (k << 3) | i);
      last = Math.min(last, (k << 3) | (count - 1 - i));
    }
    return !tiesMatter || (first & 7) + (last & 7) == count - 1 ? first : first | TIED;
  }

  /**
   * Lists the neighbours of square (row, col) into {@code slot} as {@link LeaperGraph} does near
   * an edge: on the board (wrapped where the board wraps), not the square itself, each once, in
   * increasing vertex index. Returns how many.
   */
  private int listNear(int row, int col, int slot) {
    int[] outP = listP[slot];
    int[] outRow = listRow[slot];
    int[] outCol = listCol[slot];
    int count = 0;
    for (int i = 0; i < moves; i++) {
      int tr = row + rowSteps[i];
      int tc = col + colSteps[i];
      if (wrapRows) {
        tr = Math.floorMod(tr, rows);
      } else if (tr < 0 || tr >= rows) {
        continue;
      }
      if (wrapCols) {
        tc = Math.floorMod(tc, cols);
      } else if (tc < 0 || tc >= cols) {
        continue;
      }
      if (tr == row && tc == col) {
        continue;
      }
      // Insertion into the order of (row, col), which is vertex order; a repeat is dropped.
      int at = count;
      while (at > 0 && (outRow[at - 1] > tr || (outRow[at - 1] == tr && outCol[at - 1] > tc))) {
        at--;
      }
      if (at > 0 && outRow[at - 1] == tr && outCol[at - 1] == tc) {
        continue;
      }
      for (int j = count; j > at; j--) {
        outP[j] = outP[j - 1];
        outRow[j] = outRow[j - 1];
        outCol[j] = outCol[j - 1];
      }
      outP[at] = paddedIndex(tr, tc);
      outRow[at] = tr;
      outCol[at] = tc;
      count++;
    }
    return count;
  }

  /**
   * Lists the neighbours of square {@code p} at (row, col) into {@code slot}: inside, every
   * move, off-board squares included (they count as visited); in the band, as {@link #listNear}.
   */
  private int list(int p, int row, int col, int slot) {
    if (!inside(row, col)) {
      return listNear(row, col, slot);
    }
    int[] outP = listP[slot];
    int[] outRow = listRow[slot];
    int[] outCol = listCol[slot];
    for (int i = 0; i < moves; i++) {
      outP[i] = p + paddedSteps[i];
      outRow[i] = row + rowSteps[i];
      outCol[i] = col + colSteps[i];
    }
    return moves;
  }

  /** Whether square {@code q} is a neighbour of square {@code p} at (row, col). */
  private boolean isNeighbour(int p, int row, int col, int q) {
    int count = list(p, row, col, 1);
    for (int i = 0; i < count; i++) {
      if (listP[1][i] == q) {
        return true;
      }
    }
    return false;
  }

  /** Marks {@code p} at (row, col) visited for good, as the walk's last square is: its neighbours lose one. */
  private void enter(int p, int row, int col, int slot) {
    degree[p] = VISITED;
    int count = list(p, row, col, slot);
    for (int i = 0; i < count; i++) {
      degree[listP[slot][i]]--;
    }
  }

  /**
   * The move from {@code p} (row, col, vertex {@code v}) among those to squares with
   * {@code fewest} onward moves: the look-ahead keys, the tie-break, then the first or a random
   * one, exactly as {@link GreedySearch} does. Inside, a move number; in the band, a place in
   * slot 0's list.
   */
  private int choose(int p, int row, int col, int v, boolean inside, int fewest) {
    int tied = 0;
    if (inside) {
      for (int i = 0; i < moves; i++) {
        candidates[tied] = i;
        tied += degree[p + paddedSteps[i]] == fewest ? 1 : 0;
      }
    } else {
      for (int i = 0; i < hereCount; i++) {
        candidates[tied] = i;
        tied += degree[listP[0][i]] == fewest ? 1 : 0;
      }
    }
    if (tied > 1 && lookahead == 1) {
      tied = keepFewestOnward(p, row, col, inside, tied);
    } else if (tied > 1 && lookahead > 1) {
      if (keys == null) {
        keys = new long[8];
      }
      for (int level = 2; level <= lookahead + 1 && tied > 1; level++) {
        for (int i = 0; i < tied; i++) {
          int m = candidates[i];
          keys[i] = key(targetP(p, inside, m), targetRow(row, inside, m), targetCol(col, inside, m), level);
        }
        tied = GreedySearch.keepSmallest(candidates, keys, tied);
      }
    }
    if (tieBreak != null && tied > 1) {
      if (keys == null) {
        keys = new long[8];
      }
      for (int i = 0; i < tied; i++) {
        int m = candidates[i];
        keys[i] = tieBreak.key(v, targetRow(row, inside, m) * cols + targetCol(col, inside, m));
      }
      tied = GreedySearch.keepSmallest(candidates, keys, tied);
    }
    return tied == 1 || random == null ? candidates[0] : candidates[random.nextInt(tied)];
  }

  /**
   * Pohl's key (key 2) alone, the usual look-ahead: keeps, in order, the tied moves whose
   * squares have the smallest {@link #onward} sum, and returns how many.
   */
  private int keepFewestOnward(int p, int row, int col, boolean inside, int tied) {
    int best = Integer.MAX_VALUE;
    int kept = 0;
    for (int i = 0; i < tied; i++) {
      int m = candidates[i];
      int sum = onward(targetP(p, inside, m), targetRow(row, inside, m), targetCol(col, inside, m));
      if (sum < best) {
        best = sum;
        kept = 0;
      }
      candidates[kept] = m;
      kept += sum == best ? 1 : 0;
    }
    return kept;
  }

  private int targetP(int p, boolean inside, int m) {
    return inside ? p + paddedSteps[m] : listP[0][m];
  }

  private int targetRow(int row, boolean inside, int m) {
    return inside ? row + rowSteps[m] : listRow[0][m];
  }

  private int targetCol(int col, boolean inside, int m) {
    return inside ? col + colSteps[m] : listCol[0][m];
  }

  /**
   * Key 2 of the unvisited square {@code u} at (row, col): the unvisited neighbours of its
   * unvisited neighbours, with u taken as visited (each of them has one fewer).
   */
  private int onward(int u, int row, int col) {
    byte[] d = degree;
    int sum = 0;
    if (inside(row, col)) {
      int[] st = paddedSteps;
      if (moves == 8) {
        return unvisitedLessOne(d[u + st[0]]) + unvisitedLessOne(d[u + st[1]])
            + unvisitedLessOne(d[u + st[2]]) + unvisitedLessOne(d[u + st[3]])
            + unvisitedLessOne(d[u + st[4]]) + unvisitedLessOne(d[u + st[5]])
            + unvisitedLessOne(d[u + st[6]]) + unvisitedLessOne(d[u + st[7]]);
      }
      for (int i = 0; i < moves; i++) {
        sum += unvisitedLessOne(d[u + st[i]]);
      }
      return sum;
    }
    int count = listNear(row, col, 1);
    int[] qs = listP[1];
    for (int i = 0; i < count; i++) {
      sum += unvisitedLessOne(d[qs[i]]);
    }
    return sum;
  }

  /** {@code count - 1} for an unvisited square's count, 0 for a visited or off-board square. */
  private static int unvisitedLessOne(int count) {
    return count < VISITED_FLOOR ? count - 1 : 0;
  }

  /**
   * Key {@code level} (2 or more) of the unvisited square {@code u} at (row, col), as in {@link
   * GreedySearch}: from level 3 on, the sum of the previous level's key over its unvisited
   * neighbours, with u marked visited meanwhile.
   */
  private long key(int u, int row, int col, int level) {
    if (level == 2) {
      return onward(u, row, col);
    }
    int slot = level - 1;
    int[] qs = listP[slot];
    int count = list(u, row, col, slot);
    byte old = degree[u];
    degree[u] = VISITED;
    for (int i = 0; i < count; i++) {
      degree[qs[i]]--;
    }
    long sum = 0;
    for (int i = 0; i < count; i++) {
      int w = qs[i];
      if (degree[w] < VISITED_FLOOR) {
        sum += key(w, listRow[slot][i], listCol[slot][i], level - 1);
      }
    }
    for (int i = 0; i < count; i++) {
      degree[qs[i]]++;
    }
    degree[u] = old;
    return sum;
  }
}
