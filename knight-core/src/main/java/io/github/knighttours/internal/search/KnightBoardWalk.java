package io.github.knighttours.internal.search;

import io.github.knighttours.Outcome;
import io.github.knighttours.internal.graph.KnightGraph;
import java.util.SplittableRandom;

/**
 * {@link GreedySearch} on a {@link KnightGraph}, in the graph's padded layout: the same rule,
 * keys and tie-breaks, so the same walk square for square, without a bounds check or a
 * division per move.
 *
 * <p>Each square's count of unvisited neighbours is a byte; visited and off-board squares hold
 * {@link #VISITED}, which at most eight decrements leave far above any count. Arriving on a
 * square lowers its eight neighbours' counts and, in the same pass, finds the smallest of
 * {@code count * 8 + move number}: the fewest onward moves, and the first such move in move
 * order. Look-ahead keys, a {@link TieBreak} and a seeded choice are only computed when that
 * smallest count is tied.
 *
 * <p>Performance: about {@code (rows + 4) * (cols + 4)} bytes for the counts and 4 bytes per
 * square for the path.
 */
final class KnightBoardWalk {

  /** Marks a visited or off-board square; stays at or above {@link #VISITED_FLOOR}. */
  private static final byte VISITED = 64;

  private static final int VISITED_FLOOR = 32;
  /** Results of {@link #arrive} at or above this mean that no move is left. */
  private static final long NO_MOVE = (long) (VISITED_FLOOR + 1) << 35;

  private final KnightGraph graph;
  private final int lookahead;
  private final TieBreak tieBreak;
  private final SplittableRandom random;
  private final SearchMonitor monitor;
  private final byte[] degree;
  private final int[] path;
  private final int[] paddedSteps;
  private final int[] indexSteps;
  /** Tied moves, in move order; then the moves still tied after each key. */
  private final int[] candidates = new int[8];
  private long[] keys;

  private KnightBoardWalk(
      KnightGraph graph, int lookahead, TieBreak tieBreak, SplittableRandom random, SearchMonitor monitor) {
    this.graph = graph;
    this.lookahead = lookahead;
    this.tieBreak = tieBreak;
    this.random = random;
    this.monitor = monitor;
    this.degree = new byte[(int) graph.paddedSize()];
    this.path = new int[graph.vertexCount()];
    this.paddedSteps = graph.paddedSteps();
    int[] steps = new int[8];
    for (int i = 0; i < 8; i++) {
      steps[i] = KnightGraph.rowStep(i) * graph.cols() + KnightGraph.colStep(i);
    }
    this.indexSteps = steps;
  }

  /** True if the padded layout of {@code graph} fits an array and is not much larger than the board. */
  static boolean suits(KnightGraph graph) {
    long padded = graph.paddedSize();
    return padded <= Integer.MAX_VALUE - 8 && padded <= 4L * graph.vertexCount() + 64;
  }

  /** Bytes a walk on {@code graph} allocates, for {@link GreedySearch#workingBytes}. */
  static long workingBytes(long vertices) {
    // Path, and counts no larger than 4 bytes a square (see suits).
    return 4 * vertices + 4 * vertices + 64 + 512;
  }

  static PathResult run(
      KnightGraph graph,
      int start,
      int lookahead,
      TieBreak tieBreak,
      SplittableRandom random,
      SearchMonitor monitor) {
    return new KnightBoardWalk(graph, lookahead, tieBreak, random, monitor).walk(start);
  }

  private PathResult walk(int start) {
    int n = path.length;
    graph.paddedDegrees(degree, VISITED);
    SearchTrace trace = monitor.trace();
    boolean plain = lookahead == 0 && tieBreak == null && random == null;
    int v = start;
    int p = graph.paddedIndex(start);
    path[0] = v;
    long best = arrive(p);
    if (tieBreak != null) {
      tieBreak.arrived(v);
    }
    if (trace != null) {
      trace.placed(v, 0);
    }
    for (int step = 1; step < n; step++) {
      if ((step & SearchMonitor.POLL_MASK) == 0) {
        Outcome stop = monitor.poll(step, step - 1, step - 1);
        if (stop != null) {
          return monitor.stopped(stop, step, 0, step - 1);
        }
      }
      if (best >= NO_MOVE) {
        if (trace != null) {
          trace.deadEnd(v, step - 1);
        }
        return GreedySearch.deadEnd(step, n, monitor);
      }
      int move;
      if (plain) {
        move = (int) (best >>> 32) & 7;
      } else {
        move = choose(p, v, (int) (best >>> 35) - 1);
      }
      // Checked after the dead end: finding one needs no further node.
      if (monitor.budgetSpent(step)) {
        return monitor.stopped(Outcome.BUDGET_EXHAUSTED, step, 0, step - 1);
      }
      p = plain ? (int) best : p + paddedSteps[move];
      v += indexSteps[move];
      path[step] = v;
      best = arrive(p);
      if (tieBreak != null) {
        tieBreak.arrived(v);
      }
      if (trace != null) {
        trace.placed(v, step);
      }
    }
    return new PathResult(Outcome.FOUND, path, n, 0, monitor.elapsedNanos(), "the heuristic completed the path");
  }

  /**
   * Marks square {@code p} visited and takes it from its neighbours' counts; returns the
   * smallest of {@code (count before) * 8 + move} over its neighbours in bits 32 to 38, and the
   * neighbour's padded index in the low 32 bits. The count before is one more than the count
   * after, so the order is the same; keeping the index saves a table look-up on the path from
   * one square to the next.
   */
  private long arrive(int p) {
    byte[] d = degree;
    int[] s = paddedSteps;
    d[p] = VISITED;
    int q0 = p + s[0];
    int q1 = p + s[1];
    int q2 = p + s[2];
    int q3 = p + s[3];
    int q4 = p + s[4];
    int q5 = p + s[5];
    int q6 = p + s[6];
    int q7 = p + s[7];
    int k0 = d[q0];
    int k1 = d[q1];
    int k2 = d[q2];
    int k3 = d[q3];
    int k4 = d[q4];
    int k5 = d[q5];
    int k6 = d[q6];
    int k7 = d[q7];
    d[q0] = (byte) (k0 - 1);
    d[q1] = (byte) (k1 - 1);
    d[q2] = (byte) (k2 - 1);
    d[q3] = (byte) (k3 - 1);
    d[q4] = (byte) (k4 - 1);
    d[q5] = (byte) (k5 - 1);
    d[q6] = (byte) (k6 - 1);
    d[q7] = (byte) (k7 - 1);
    long a = Math.min(((long) k0 << 35) | q0, ((long) k1 << 35) | (1L << 32) | q1);
    long b = Math.min(((long) k2 << 35) | (2L << 32) | q2, ((long) k3 << 35) | (3L << 32) | q3);
    long c = Math.min(((long) k4 << 35) | (4L << 32) | q4, ((long) k5 << 35) | (5L << 32) | q5);
    long e = Math.min(((long) k6 << 35) | (6L << 32) | q6, ((long) k7 << 35) | (7L << 32) | q7);
    return Math.min(Math.min(a, b), Math.min(c, e));
  }

  /** Marks {@code p} visited for a look-ahead; returns its count, for {@link #leave}. */
  private int enter(int p) {
    int old = degree[p];
    degree[p] = VISITED;
    for (int i = 0; i < 8; i++) {
      degree[p + paddedSteps[i]]--;
    }
    return old;
  }

  private void leave(int p, int old) {
    for (int i = 0; i < 8; i++) {
      degree[p + paddedSteps[i]]++;
    }
    degree[p] = (byte) old;
  }

  /**
   * The move from {@code p} (vertex {@code v}) among those to squares with {@code fewest}
   * onward moves: the look-ahead keys, the tie-break, then the first or a random one, exactly
   * as {@link GreedySearch} does.
   */
  private int choose(int p, int v, int fewest) {
    int tied = 0;
    for (int i = 0; i < 8; i++) {
      candidates[tied] = i;
      tied += degree[p + paddedSteps[i]] == fewest ? 1 : 0;
    }
    if (tied > 1 && keys == null) {
      keys = new long[8];
    }
    for (int level = 2; level <= lookahead + 1 && tied > 1; level++) {
      for (int i = 0; i < tied; i++) {
        keys[i] = key(p + paddedSteps[candidates[i]], level);
      }
      tied = keepSmallest(tied);
    }
    if (tieBreak != null && tied > 1) {
      for (int i = 0; i < tied; i++) {
        keys[i] = tieBreak.key(v, v + indexSteps[candidates[i]]);
      }
      tied = keepSmallest(tied);
    }
    return tied == 1 || random == null ? candidates[0] : candidates[random.nextInt(tied)];
  }

  /** Keeps, in order, the candidates whose key is smallest, and returns how many. */
  private int keepSmallest(int tied) {
    long best = Long.MAX_VALUE;
    for (int i = 0; i < tied; i++) {
      best = Math.min(best, keys[i]);
    }
    int kept = 0;
    for (int i = 0; i < tied; i++) {
      candidates[kept] = candidates[i];
      kept += keys[i] == best ? 1 : 0;
    }
    return kept;
  }

  /** Key {@code level} of the unvisited square {@code u}, as in {@link GreedySearch}. */
  private long key(int u, int level) {
    if (level == 1) {
      return degree[u];
    }
    if (level == 2) {
      // Standing on u takes one unvisited neighbour from each of u's neighbours.
      long sum = 0;
      for (int i = 0; i < 8; i++) {
        int d = degree[u + paddedSteps[i]];
        sum += d < VISITED_FLOOR ? d - 1 : 0;
      }
      return sum;
    }
    int old = enter(u);
    long sum = 0;
    for (int i = 0; i < 8; i++) {
      int w = u + paddedSteps[i];
      if (degree[w] < VISITED_FLOOR) {
        sum += key(w, level - 1);
      }
    }
    leave(u, old);
    return sum;
  }
}
