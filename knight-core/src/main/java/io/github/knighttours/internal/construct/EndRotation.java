package io.github.knighttours.internal.construct;

import io.github.knighttours.Outcome;
import io.github.knighttours.spi.SearchResult;
import io.github.knighttours.internal.search.SearchMonitor;
import java.util.SplittableRandom;

/**
 * Open tours from a start to a chosen end on large boards: a divide-and-conquer tour from the
 * start, whose end is then moved to the chosen square by Pósa rotations.
 *
 * <p>A rotation of a Hamiltonian path v0, …, v(N−1): if the end v(N−1) is a knight move from
 * v(j) with j &lt; N − 2, reversing v(j+1), …, v(N−1) gives a Hamiltonian path from the same
 * start that ends on v(j+1) (L. Pósa, 1976, "Hamiltonian circuits in random graphs", Discrete
 * Mathematics 14, 359–364). The new end is a knight move from v(j), so it has the colour of the
 * old one: the end's colour never changes, and only ends of that colour can be reached.
 *
 * <p>The end walks towards the target greedily, each rotation chosen to bring it nearest in knight
 * moves (counted as on an unbounded board, which never overestimates), ties and one rotation in
 * eight chosen at random with a seeded generator, so the same seed gives the same tour. When the
 * end is within {@value #CLOSE} knight moves of the target, a depth-first search over sequences
 * of up to {@value #MAX_DEPTH} rotations looks for one that lands on it exactly; it reverses
 * nothing while it searches (each square's position is mapped through the pending reversals),
 * and applies only the sequence that lands. Rotations are capped; past the cap the construction
 * gives up, so it is a heuristic: it never shows that no tour exists.
 *
 * <p>Budgets: every square of the first tour, every rotation and every node of the final search
 * counts as a node against the monitor's node budget; the deadline and interrupt are polled every
 * few thousand squares reversed or nodes searched (see {@link ConstructionWatch}).
 *
 * <p>Performance: the first tour takes linear time; a rotation takes time proportional to the
 * length of the reversed segment, at most the board's size; the number of rotations grows with
 * the distance from the first tour's end to the target. Memory: 9 bytes per square.
 */
public final class EndRotation {

  /** Knight distance from the target below which the exact search runs. */
  static final int CLOSE = 4;

  /** Most rotations in one exact search. */
  static final int MAX_DEPTH = 6;

  private static final int[] ROW = {-2, -2, -1, -1, 1, 1, 2, 2};
  private static final int[] COL = {-1, 1, -2, 2, -2, 2, -1, 1};

  /** Seed used when the caller has none. */
  public static final long DEFAULT_SEED = 0x726f74617465L;

  private final int rows;
  private final int cols;
  private final int n;
  private final int target;
  private final int[] path;
  private final int[] position;
  private final SplittableRandom random;
  private final SearchMonitor monitor;
  private final ConstructionWatch watch;
  /** Pending (not yet applied) reversals of the exact search: suffixes after these positions. */
  private final int[] pivots = new int[MAX_DEPTH];
  /** Knight moves of the end, one array per depth of the exact search (0: the greedy walk). */
  private final int[][] around = new int[MAX_DEPTH + 2][8];

  private int depth;
  private long nodes;
  private long rotations;
  private boolean stop;

  private EndRotation(
      int rows, int cols, int target, int[] path, long seed, SearchMonitor monitor, ConstructionWatch watch) {
    this.rows = rows;
    this.cols = cols;
    this.n = rows * cols;
    this.target = target;
    this.path = path;
    // 1.6 GB at 20000 x 20000: made as the construction's other large arrays (null: stop).
    this.position = watch.newInts(n);
    this.random = new SplittableRandom(seed);
    this.monitor = monitor;
    this.watch = watch;
  }

  /**
   * Returns true if the construction applies: both sides at least 5 and divide and conquer builds
   * an open tour from {@code start}.
   */
  public static boolean covers(int rows, int cols, int start) {
    return Math.min(rows, cols) >= DivideAndConquer.MIN_PART && DivideAndConquer.mayBuildOpenTour(rows, cols, start);
  }

  /** Working memory of a construction on {@code squares} squares, in bytes. */
  public static long workingBytes(long squares) {
    return DivideAndConquer.workingBytes(squares) + 4 * squares;
  }

  /** The most rotations one construction makes before it gives up. */
  static long rotationCap(int rows, int cols) {
    return 40L * (rows + cols) + 2_000;
  }

  /**
   * Returns an open tour from {@code start} to {@code end}: FOUND with the path; GAVE_UP if the
   * first tour could not be built, its end has the other colour than {@code end}, or the
   * rotations did not reach {@code end} within their cap; BUDGET_EXHAUSTED or CANCELLED, without a
   * path, if the monitor said to stop. Never PROVEN_ABSENT.
   *
   * @throws IllegalArgumentException if {@link #covers} is false or {@code end} is off the board
   *     or equal to {@code start}
   */
  public static SearchResult path(int rows, int cols, int start, int end, long seed, SearchMonitor monitor) {
    if (!covers(rows, cols, start)) {
      throw new IllegalArgumentException(
          "no rotation construction for a " + rows + "x" + cols + " board from square " + start);
    }
    if (end < 0 || end >= rows * cols || end == start) {
      throw new IllegalArgumentException("end must be another square of the board, got " + end);
    }
    int n = rows * cols;
    if (monitor.budgetSpent(n - 1)) {
      return new SearchResult(
          Outcome.BUDGET_EXHAUSTED, null, 0, 0, monitor.elapsedNanos(),
          "the construction places all " + n + " squares, more than the node budget of " + monitor.nodeBudget());
    }
    ConstructionWatch watch = new ConstructionWatch(monitor);
    int[] first = DivideAndConquer.openPath(rows, cols, start, watch);
    if (first == null) {
      return watch.stopped() != null
          ? stopped(watch.stopped(), 0, monitor)
          : new SearchResult(
              Outcome.GAVE_UP, null, 0, 0, monitor.elapsedNanos(), "no divide-and-conquer tour from the start was built");
    }
    EndRotation run = new EndRotation(rows, cols, end, first, seed, monitor, watch);
    return run.run();
  }

  private static SearchResult stopped(Outcome why, long nodes, SearchMonitor monitor) {
    String explanation =
        why == Outcome.CANCELLED
            ? "the searching thread was interrupted"
            : monitor.budgetSpent(nodes)
                ? "the node budget of " + monitor.nodeBudget() + " ran out while the end was being moved"
                : "the time budget ran out while the end was being moved";
    return new SearchResult(why, null, nodes, 0, monitor.elapsedNanos(), explanation);
  }

  private SearchResult run() {
    nodes = n;
    int last = path[n - 1];
    if (colour(last) != colour(target)) {
      return new SearchResult(
          Outcome.GAVE_UP, null, nodes, 0, monitor.elapsedNanos(),
          "rotations keep the end's colour, and the first tour ends on the other colour than the target");
    }
    if (position == null) {
      return stopped(watch.stopped(), nodes, monitor);
    }
    for (int i = 0; i < n; i++) {
      position[path[i]] = i;
      if ((i & (ConstructionWatch.POLL_EVERY - 1)) == 0 && watch.tick(ConstructionWatch.POLL_EVERY)) {
        return stopped(watch.stopped(), nodes, monitor);
      }
    }
    long cap = rotationCap(rows, cols);
    int[] candidates = new int[8];
    int lastPivot = -1;
    int randomSteps = 0;
    while (true) {
      int e = path[n - 1];
      if (e == target) {
        return found();
      }
      if (distance(e, target) <= CLOSE && randomSteps == 0) {
        for (int limit = 1; limit <= MAX_DEPTH && !stop; limit++) {
          depth = 0;
          if (search(limit)) {
            for (int i = 0; i < depth; i++) {
              reverse(pivots[i]);
            }
            return found();
          }
        }
        // No short sequence lands here: a few random rotations, then try again.
        randomSteps = 3;
      }
      if (stop) {
        return stoppedNow();
      }
      if (rotations >= cap) {
        return new SearchResult(
            Outcome.GAVE_UP, null, nodes, 0, monitor.elapsedNanos(),
            "the end did not reach the target within " + cap + " rotations");
      }
      int count = 0;
      int best = Integer.MAX_VALUE;
      int ties = 0;
      int chosen = -1;
      for (int u : neighbours(e, around[0])) {
        if (u < 0) {
          break;
        }
        int j = position[u];
        if (j >= n - 2 || j == lastPivot) {
          continue;
        }
        candidates[count++] = j;
        int d = distance(path[j + 1], target);
        if (d < best) {
          best = d;
          ties = 1;
          chosen = j;
        } else if (d == best && random.nextInt(++ties) == 0) {
          chosen = j;
        }
      }
      if (count == 0) {
        if (lastPivot < 0) {
          return new SearchResult(Outcome.GAVE_UP, null, nodes, 0, monitor.elapsedNanos(), "the end cannot rotate");
        }
        chosen = lastPivot; // the only rotation undoes the last one
      } else if (randomSteps > 0 || random.nextInt(8) == 0) {
        chosen = candidates[random.nextInt(count)];
      }
      if (randomSteps > 0) {
        randomSteps--;
      }
      if (!count()) {
        return stoppedNow();
      }
      rotations++;
      reverse(chosen);
      lastPivot = chosen;
    }
  }

  private SearchResult stoppedNow() {
    return stopped(watch.stopped() != null ? watch.stopped() : Outcome.BUDGET_EXHAUSTED, nodes, monitor);
  }

  private SearchResult found() {
    return new SearchResult(
        Outcome.FOUND, path, nodes, 0, monitor.elapsedNanos(),
        "built by divide and conquer, then " + rotations + " rotations moved its end to the target");
  }

  /** Counts one node; returns false (and sets stop) if the budget or the watch says to stop. */
  private boolean count() {
    nodes++;
    if (monitor.budgetSpent(nodes) || watch.tick(1)) {
      stop = true;
      return false;
    }
    return true;
  }

  /**
   * Looks for rotations, at most {@code remaining} more, that bring the end to the target,
   * recording them in {@link #pivots}; reverses nothing.
   */
  private boolean search(int remaining) {
    int e = squareAt(n - 1);
    if (e == target) {
      return true;
    }
    if (remaining == 0 || distance(e, target) > 2 * remaining) {
      return false; // a rotation moves the end at most two knight moves
    }
    for (int u : neighbours(e, around[depth + 1])) {
      if (u < 0) {
        break;
      }
      int j = positionOf(u);
      if (j >= n - 2 || (depth > 0 && j == pivots[depth - 1])) {
        continue;
      }
      if (!count()) {
        return false;
      }
      pivots[depth++] = j;
      if (search(remaining - 1)) {
        return true;
      }
      depth--;
      if (stop) {
        return false;
      }
    }
    return false;
  }

  /** Position of square {@code v} after the pending reversals. */
  private int positionOf(int v) {
    int p = position[v];
    for (int i = 0; i < depth; i++) {
      if (p > pivots[i]) {
        p = n + pivots[i] - p;
      }
    }
    return p;
  }

  /** The square at position {@code p} after the pending reversals. */
  private int squareAt(int p) {
    int q = p;
    for (int i = depth - 1; i >= 0; i--) {
      if (q > pivots[i]) {
        q = n + pivots[i] - q;
      }
    }
    return path[q];
  }

  /** Reverses the path after position {@code pivot}, keeping {@link #position} up to date. */
  private void reverse(int pivot) {
    int a = pivot + 1;
    int b = n - 1;
    watch.tick(b - a + 1);
    while (a < b) {
      int x = path[a];
      int y = path[b];
      path[a] = y;
      path[b] = x;
      position[y] = a;
      position[x] = b;
      a++;
      b--;
    }
    if (a == b) {
      position[path[a]] = a;
    }
  }

  /** Fills {@code out} with the knight moves of {@code v}, then −1; returns {@code out}. */
  private int[] neighbours(int v, int[] out) {
    int r = v / cols;
    int c = v % cols;
    int k = 0;
    for (int d = 0; d < 8; d++) {
      int rr = r + ROW[d];
      int cc = c + COL[d];
      if (rr >= 0 && rr < rows && cc >= 0 && cc < cols) {
        out[k++] = rr * cols + cc;
      }
    }
    if (k < 8) {
      out[k] = -1;
    }
    return out;
  }

  private int colour(int v) {
    return (v / cols + v % cols) & 1;
  }

  private int distance(int a, int b) {
    return knightDistance(a / cols - b / cols, a % cols - b % cols);
  }

  /**
   * The fewest knight moves between two squares {@code (dx, dy)} apart on an unbounded board; on
   * a bounded board the true number is never smaller.
   */
  static int knightDistance(int dx, int dy) {
    int x = Math.abs(dx);
    int y = Math.abs(dy);
    if (x < y) {
      int t = x;
      x = y;
      y = t;
    }
    if (x == 1 && y == 0) {
      return 3;
    }
    if (x == 2 && y == 2) {
      return 4;
    }
    int delta = x - y;
    return y > delta ? delta - 2 * Math.floorDiv(delta - y, 3) : delta - 2 * Math.floorDiv(delta - y, 4);
  }
}
