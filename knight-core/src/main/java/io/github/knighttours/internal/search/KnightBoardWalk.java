package io.github.knighttours.internal.search;

import io.github.knighttours.spi.SearchResult;
import io.github.knighttours.Outcome;
import io.github.knighttours.internal.graph.KnightGraph;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * {@link GreedySearch} on a {@link KnightGraph}, in the graph's padded layout: the same rule,
 * keys and tie-breaks, so the same walk square for square, without an on-board test or a
 * division per move.
 *
 * <p>Each square's count of unvisited neighbours is a byte; visited and off-board squares hold
 * {@link #VISITED}, which at most eight decrements leave far above any count. Arriving on a
 * square lowers its eight neighbours' counts and, in the same pass, finds the smallest of
 * {@code count * 8 + move number}: the fewest onward moves, and the first such move in move
 * order; a second minimum, over the moves numbered backwards, tells whether that count is
 * tied. Look-ahead keys, a {@link TieBreak} and a seeded choice are only computed when it is.
 * Squirrel and Cull's orderings, a key that depends only on the move, go into the same minimum.
 *
 * <p>Performance: {@code (rows + 4) * (cols + 4)} bytes for the counts, at most 4 bytes per
 * square (see {@link #suits}), and 4 bytes per square for the path.
 */
final class KnightBoardWalk {

  /** Marks a visited or off-board square; stays at or above {@link #VISITED_FLOOR}. */
  static final byte VISITED = 64;

  static final int VISITED_FLOOR = 32;
  /** Keys at or above this mean that no move is left. */
  static final int NO_MOVE = VISITED_FLOOR * 8;
  /** Set by {@link #arrive} when other moves share the fewest onward moves (and ties matter). */
  static final int TIED = 1 << 16;

  /** Boards with both sides at most this have their initial layout cached. */
  private static final int CACHED_SIDE = 16;

  /** Initial layouts of small boards, by (rows - 1) * CACHED_SIDE + cols - 1; never changed once set. */
  private static final AtomicReferenceArray<byte[]> SMALL_LAYOUTS =
      new AtomicReferenceArray<>(CACHED_SIDE * CACHED_SIDE);

  private final KnightGraph graph;
  private final int lookahead;
  private final TieBreak tieBreak;
  private final SplittableRandom random;
  private final SearchMonitor monitor;
  /** The counts in the padded layout; dropped when the walk is complete, before its path is made. */
  private byte[] degree;
  private final MoveChunks moves;
  private final int n;
  private final int[] paddedSteps;
  private final int[] indexSteps;
  /** Tied moves, in move order; then the moves still tied after each key. */
  /** The tied moves, made when the first tie that matters is broken (a plain walk never needs it). */
  private int[] candidates;
  private long[] keys;
  /** Whether anything but the move order decides ties. */
  private final boolean tiesMatter;
  /**
   * Squirrel and Cull's orderings when they are the only tie-break: their key is the move's
   * place in an ordering, which goes into the smallest count's key, and no tie is left.
   */
  private final SquirrelOrderings orderings;

  private KnightBoardWalk(
      KnightGraph graph, int lookahead, TieBreak tieBreak, SplittableRandom random, SearchMonitor monitor) {
    this.graph = graph;
    this.lookahead = lookahead;
    this.tieBreak = tieBreak;
    this.random = random;
    this.monitor = monitor;
    this.orderings = lookahead == 0 && tieBreak instanceof SquirrelOrderings ? (SquirrelOrderings) tieBreak : null;
    this.tiesMatter = orderings == null && (lookahead > 0 || tieBreak != null || random != null);
    // On a huge board, making these arrays takes longer than a short budget (1.6 s for the path
    // of 20000 x 20000 squares): the monitor makes them so that a stop need not wait.
    this.degree = monitor.newBytes((int) graph.paddedSize());
    this.n = graph.vertexCount();
    this.moves = new MoveChunks(n - 1, monitor);
    this.paddedSteps = graph.paddedStepsToRead();
    this.indexSteps = graph.indexStepsToRead();
  }

  /** True if the padded layout of {@code graph} fits an array and is not much larger than the board. */
  static boolean suits(KnightGraph graph) {
    long padded = graph.paddedSize();
    return padded <= Integer.MAX_VALUE - 8 && padded <= 4L * graph.vertexCount() + 64;
  }

  /** The most bytes the layout of a board of {@code squares} squares takes when {@link #suits} takes it. */
  static long layoutBytes(long squares) {
    return 4 * squares + 64 + 16;
  }

  static SearchResult run(
      KnightGraph graph,
      int start,
      int end,
      int lookahead,
      TieBreak tieBreak,
      SplittableRandom random,
      SearchMonitor monitor) {
    return new KnightBoardWalk(graph, lookahead, tieBreak, random, monitor).walk(start, end);
  }

  /**
   * Fills {@link #degree}. Filling a small board costs about as much as walking it, so the
   * layouts of boards up to {@value #CACHED_SIDE} × {@value #CACHED_SIDE} are made once and copied.
   */
  private void fillDegrees() {
    int rows = graph.rows();
    int cols = graph.cols();
    if (rows > CACHED_SIDE || cols > CACHED_SIDE) {
      graph.paddedDegrees(degree, VISITED, monitor::tick);
      return;
    }
    int slot = (rows - 1) * CACHED_SIDE + cols - 1;
    byte[] layout = SMALL_LAYOUTS.get(slot);
    if (layout == null) {
      layout = new byte[degree.length];
      graph.paddedDegrees(layout, VISITED);
      // Another thread may have stored the same layout meanwhile: either copy serves.
      SMALL_LAYOUTS.set(slot, layout);
    }
    System.arraycopy(layout, 0, degree, 0, layout.length);
  }

  /** The walk from {@code start}; with {@code end >= 0}, that square is kept for the last step (see {@link GreedySearch}). */
  private SearchResult walk(int start, int end) {
    fillDegrees();
    if (end >= 0) {
      enter(graph.paddedIndex(end));
    }
    int steps = end >= 0 ? n - 1 : n;
    SearchTrace trace = monitor.trace();
    int v = start;
    int p = graph.paddedIndex(start);
    byte[] chunk = moves.chunk(0);
    int chunkStart = 1;
    if (tieBreak != null) {
      tieBreak.arrived(v);
    }
    int best = orderings == null ? arrive(p) : arriveInOrdering(p, orderings.placesInMoveOrder());
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
      int move = (best & TIED) == 0 ? best & 7 : choose(p, v, (best & (TIED - 1)) >> 3);
      // Checked after the dead end: finding one needs no further node.
      if (monitor.budgetSpent(step)) {
        return monitor.stopped(Outcome.BUDGET_EXHAUSTED, step, 0, step - 1);
      }
      p += paddedSteps[move];
      v += indexSteps[move];
      // Move step - 1 leads to square step.
      if (step - chunkStart == chunk.length) {
        chunkStart = step;
        chunk = moves.chunk((step - 1) >>> MoveChunks.SHIFT);
      }
      chunk[step - chunkStart] = (byte) move;
      if (tieBreak != null) {
        tieBreak.arrived(v);
      }
      best = orderings == null ? arrive(p) : arriveInOrdering(p, orderings.placesInMoveOrder());
      if (trace != null) {
        trace.placed(v, step);
      }
    }
    boolean endReachable = end >= 0 && isMove(p, graph.paddedIndex(end));
    degree = null;
    int[] path = moves.toPath(start, steps, n, indexSteps);
    return GreedySearch.finishAtEnd(endReachable, path, end, tieBreak, trace, monitor);
  }

  /**
   * Marks square {@code p} visited and takes it from its neighbours' counts; returns the
   * smallest {@code count * 8 + move} over its neighbours ({@link #NO_MOVE} or more if none is
   * unvisited).
   */
  private int arrive(int p) {
    return arriveEight(degree, paddedSteps, p, tiesMatter);
  }

  /**
   * The body of {@link #arrive} for any padded board whose squares all have eight moves at the
   * index steps {@code s} (also {@link LeaperBoardWalk}'s): marks {@code p} visited in {@code d},
   * takes it from its neighbours' counts and returns the smallest {@code count * 8 + move}, with
   * {@link #TIED} set if that count is shared and {@code tiesMatter}.
   */
  static int arriveEight(byte[] d, int[] s, int p, boolean tiesMatter) {
    d[p] = VISITED;
    int q0 = p + s[0];
    int q1 = p + s[1];
    int q2 = p + s[2];
    int q3 = p + s[3];
    int q4 = p + s[4];
    int q5 = p + s[5];
    int q6 = p + s[6];
    int q7 = p + s[7];
    int k0 = d[q0] - 1;
    int k1 = d[q1] - 1;
    int k2 = d[q2] - 1;
    int k3 = d[q3] - 1;
    int k4 = d[q4] - 1;
    int k5 = d[q5] - 1;
    int k6 = d[q6] - 1;
    int k7 = d[q7] - 1;
    d[q0] = (byte) k0;
    d[q1] = (byte) k1;
    d[q2] = (byte) k2;
    d[q3] = (byte) k3;
    d[q4] = (byte) k4;
    d[q5] = (byte) k5;
    d[q6] = (byte) k6;
    d[q7] = (byte) k7;
    int a = Math.min(k0 << 3, (k1 << 3) | 1);
    int b = Math.min((k2 << 3) | 2, (k3 << 3) | 3);
    int c = Math.min((k4 << 3) | 4, (k5 << 3) | 5);
    int e = Math.min((k6 << 3) | 6, (k7 << 3) | 7);
    int first = Math.min(Math.min(a, b), Math.min(c, e));
    if (!tiesMatter) {
      return first;
    }
    // The same with the moves numbered backwards finds the last of the tied moves: if it is
    // not the first, the fewest count is tied.
    int a2 = Math.min((k0 << 3) | 7, (k1 << 3) | 6);
    int b2 = Math.min((k2 << 3) | 5, (k3 << 3) | 4);
    int c2 = Math.min((k4 << 3) | 3, (k5 << 3) | 2);
    int e2 = Math.min((k6 << 3) | 1, k7 << 3);
    int last = Math.min(Math.min(a2, b2), Math.min(c2, e2));
    return (first & 7) + (last & 7) == 7 ? first : first | TIED;
  }

  /**
   * As {@link #arrive}, with each move's place in an ordering between the count and the move:
   * the smallest is the fewest onward moves, then the first in the ordering.
   */
  private int arriveInOrdering(int p, int[] places) {
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
    int k0 = d[q0] - 1;
    int k1 = d[q1] - 1;
    int k2 = d[q2] - 1;
    int k3 = d[q3] - 1;
    int k4 = d[q4] - 1;
    int k5 = d[q5] - 1;
    int k6 = d[q6] - 1;
    int k7 = d[q7] - 1;
    d[q0] = (byte) k0;
    d[q1] = (byte) k1;
    d[q2] = (byte) k2;
    d[q3] = (byte) k3;
    d[q4] = (byte) k4;
    d[q5] = (byte) k5;
    d[q6] = (byte) k6;
    d[q7] = (byte) k7;
    int a = Math.min((k0 << 6) | (places[0] << 3), (k1 << 6) | (places[1] << 3) | 1);
    int b = Math.min((k2 << 6) | (places[2] << 3) | 2, (k3 << 6) | (places[3] << 3) | 3);
    int c = Math.min((k4 << 6) | (places[4] << 3) | 4, (k5 << 6) | (places[5] << 3) | 5);
    int e = Math.min((k6 << 6) | (places[6] << 3) | 6, (k7 << 6) | (places[7] << 3) | 7);
    int best = Math.min(Math.min(a, b), Math.min(c, e));
    // As arrive's result: count * 8 + move.
    return ((best >> 6) << 3) | (best & 7);
  }

  /** Whether a knight move leads from padded square {@code p} to padded square {@code q}. */
  private boolean isMove(int p, int q) {
    for (int i = 0; i < 8; i++) {
      if (p + paddedSteps[i] == q) {
        return true;
      }
    }
    return false;
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
    if (candidates == null) {
      candidates = new int[8];
    }
    int tied = 0;
    for (int i = 0; i < 8; i++) {
      candidates[tied] = i;
      tied += degree[p + paddedSteps[i]] == fewest ? 1 : 0;
    }
    if (tied > 1 && lookahead == 1) {
      tied = keepFewestOnward(p, tied);
    } else if (tied > 1 && lookahead > 1) {
      if (keys == null) {
        keys = new long[8];
      }
      for (int level = 2; level <= lookahead + 1 && tied > 1; level++) {
        for (int i = 0; i < tied; i++) {
          keys[i] = key(p + paddedSteps[candidates[i]], level);
        }
        tied = GreedySearch.keepSmallest(candidates, keys, tied);
      }
    }
    if (tieBreak != null && tied > 1) {
      if (keys == null) {
        keys = new long[8];
      }
      for (int i = 0; i < tied; i++) {
        keys[i] = tieBreak.key(v, v + indexSteps[candidates[i]]);
      }
      tied = GreedySearch.keepSmallest(candidates, keys, tied);
    }
    return tied == 1 || random == null ? candidates[0] : candidates[random.nextInt(tied)];
  }

  /**
   * Pohl's key (key 2) alone, the usual look-ahead: keeps, in order, the tied moves from
   * {@code p} whose squares have the smallest {@link #onward} sum, and returns how many.
   */
  private int keepFewestOnward(int p, int tied) {
    int best = Integer.MAX_VALUE;
    int kept = 0;
    for (int i = 0; i < tied; i++) {
      int move = candidates[i];
      int sum = onward(p + paddedSteps[move]);
      if (sum < best) {
        best = sum;
        kept = 0;
      }
      candidates[kept] = move;
      kept += sum == best ? 1 : 0;
    }
    return kept;
  }

  /**
   * Key 2 of the unvisited square {@code u}: the unvisited neighbours of its unvisited
   * neighbours, with u taken as visited (each of them has one fewer).
   */
  private int onward(int u) {
    byte[] d = degree;
    int[] s = paddedSteps;
    int d0 = d[u + s[0]];
    int d1 = d[u + s[1]];
    int d2 = d[u + s[2]];
    int d3 = d[u + s[3]];
    int d4 = d[u + s[4]];
    int d5 = d[u + s[5]];
    int d6 = d[u + s[6]];
    int d7 = d[u + s[7]];
    return unvisitedLessOne(d0) + unvisitedLessOne(d1) + unvisitedLessOne(d2) + unvisitedLessOne(d3)
        + unvisitedLessOne(d4) + unvisitedLessOne(d5) + unvisitedLessOne(d6) + unvisitedLessOne(d7);
  }

  /** {@code count - 1} for an unvisited square's count, 0 for a visited or off-board square. */
  private static int unvisitedLessOne(int count) {
    return count < VISITED_FLOOR ? count - 1 : 0;
  }

  /** Key {@code level} of the unvisited square {@code u}, as in {@link GreedySearch}. */
  private long key(int u, int level) {
    if (level == 1) {
      return degree[u];
    }
    if (level == 2) {
      return onward(u);
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
