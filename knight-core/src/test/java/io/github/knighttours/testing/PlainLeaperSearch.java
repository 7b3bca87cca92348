package io.github.knighttours.testing;

import io.github.knighttours.Square;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A plain search for a leaper's tour on a rectangle, written for the checks and sharing nothing
 * with the library but {@link Square}'s coordinates: squares are numbered {@code row * cols +
 * col}, moves are computed here from (±r, ±s) and (±s, ±r), and a depth-first search tries the
 * onward squares with the fewest free neighbours first (Warnsdorff's order).
 *
 * <p>It prunes with facts that any tour must satisfy, each checked at every node: the unvisited
 * squares and the current square are connected; each unvisited square has at least two free
 * neighbours (one may have a single free neighbour on an open tour: the last square); a square
 * with exactly two free neighbours needs both, and no square can be needed by more squares than it
 * has path neighbours (two; one for the current square and for the start of a closed tour), with one
 * unit of slack on an open tour for the square that may be last. At the root,
 * for a leaper with r + s odd (it alternates colours, as the knight does), the colours must balance:
 * equal counts for a closed tour, or the start on the larger colour of an odd board.
 *
 * <p>A node budget bounds the work: when it runs out, the answer is {@link Answer#UNKNOWN}.
 */
public final class PlainLeaperSearch {

  /** What the plain search found out. */
  public enum Answer {
    TOUR,
    NONE,
    UNKNOWN
  }

  /**
   * An answer, the squares of the tour when one was found, and the nodes the search expanded.
   */
  public record Result(Answer answer, List<Square> tour, long nodes) {}

  private final int rows;
  private final int cols;
  private final int r;
  private final int s;
  private final int n;
  private final int[][] adjacent;

  public PlainLeaperSearch(int rows, int cols, int r, int s) {
    this.rows = rows;
    this.cols = cols;
    this.r = r;
    this.s = s;
    this.n = rows * cols;
    this.adjacent = new int[n][];
    int[][] steps = {{r, s}, {r, -s}, {-r, s}, {-r, -s}, {s, r}, {s, -r}, {-s, r}, {-s, -r}};
    for (int v = 0; v < n; v++) {
      int row = v / cols;
      int col = v % cols;
      List<Integer> list = new ArrayList<>();
      for (int[] step : steps) {
        int row2 = row + step[0];
        int col2 = col + step[1];
        int w = row2 * cols + col2;
        if (row2 >= 0 && row2 < rows && col2 >= 0 && col2 < cols && w != v && !list.contains(w)) {
          list.add(w);
        }
      }
      adjacent[v] = list.stream().mapToInt(Integer::intValue).toArray();
    }
  }

  /** Whether the leaper moves from one square to the other, from their coordinates alone. */
  public static boolean leaps(int r, int s, Square a, Square b) {
    int dr = Math.abs(a.row() - b.row());
    int dc = Math.abs(a.col() - b.col());
    return (dr == r && dc == s) || (dr == s && dc == r);
  }

  /** Searches for an open or closed tour from {@code start}, expanding at most {@code budget} nodes. */
  public Result search(Square start, boolean closed, long budget) {
    Run run = new Run(start.row() * cols + start.col(), closed, budget);
    Answer answer;
    if (closed && n < 3) {
      answer = Answer.NONE; // a cycle needs three squares
    } else if (!coloursBalance(run.start, closed)) {
      answer = Answer.NONE;
    } else {
      run.visited[run.start] = true;
      run.path[0] = run.start;
      try {
        answer = run.extend(run.start, 1) ? Answer.TOUR : Answer.NONE;
      } catch (OutOfBudget e) {
        answer = Answer.UNKNOWN;
      }
    }
    List<Square> tour = new ArrayList<>();
    if (answer == Answer.TOUR) {
      for (int v : run.path) {
        tour.add(Square.of(v / cols, v % cols));
      }
    }
    return new Result(answer, tour, run.nodes);
  }

  /** With r + s odd every move changes colour, so the two colours must take turns. */
  private boolean coloursBalance(int start, boolean closed) {
    if ((r + s) % 2 == 0) {
      return true;
    }
    int sameAsStart = 0;
    for (int v = 0; v < n; v++) {
      if ((v / cols + v % cols) % 2 == (start / cols + start % cols) % 2) {
        sameAsStart++;
      }
    }
    int other = n - sameAsStart;
    return closed ? sameAsStart == other : sameAsStart == other || sameAsStart == other + 1;
  }

  /** Thrown to unwind the search when its budget is spent. */
  private static final class OutOfBudget extends RuntimeException {
    private static final long serialVersionUID = 1L;

    OutOfBudget() {
      super(null, null, false, false);
    }
  }

  /** The state of one search. */
  private final class Run {
    final int start;
    final boolean closed;
    final long budget;
    final boolean[] visited = new boolean[n];
    final int[] path = new int[n];
    final int[] queue = new int[n];
    final boolean[] seen = new boolean[n];
    final int[] demand = new int[n];
    long nodes;

    Run(int start, boolean closed, long budget) {
      this.start = start;
      this.closed = closed;
      this.budget = budget;
    }

    /** Extends the path that has {@code depth} squares and ends at {@code at}. */
    boolean extend(int at, int depth) {
      if (++nodes > budget) {
        throw new OutOfBudget();
      }
      if (depth == n) {
        return !closed || contains(adjacent[at], start);
      }
      if (!stillPossible(at)) {
        return false;
      }
      int[] next = Arrays.stream(adjacent[at]).filter(w -> !visited[w]).toArray();
      int[] keys = new int[next.length];
      for (int i = 0; i < next.length; i++) {
        keys[i] = onwardDegree(next[i]) * n + next[i];
      }
      Arrays.sort(keys);
      for (int key : keys) {
        int w = key % n;
        visited[w] = true;
        path[depth] = w;
        if (extend(w, depth + 1)) {
          return true;
        }
        visited[w] = false;
      }
      return false;
    }

    private int onwardDegree(int v) {
      int degree = 0;
      for (int w : adjacent[v]) {
        if (!visited[w]) {
          degree++;
        }
      }
      return degree;
    }

    /** The degree and connectivity conditions on the unvisited squares, with {@code at} the end. */
    private boolean stillPossible(int at) {
      int ends = 0;
      Arrays.fill(demand, 0);
      for (int v = 0; v < n; v++) {
        if (visited[v]) {
          continue;
        }
        int free = 0;
        for (int w : adjacent[v]) {
          if (!visited[w] || w == at || (closed && w == start)) {
            free++;
          }
        }
        if (free == 0 || (free == 1 && (closed || ++ends > 1))) {
          return false;
        }
        if (free == 2) {
          // Unless it is the last square of an open tour, both its free neighbours are its path
          // neighbours: count how often each square is needed that way.
          for (int w : adjacent[v]) {
            if (!visited[w] || w == at || (closed && w == start)) {
              demand[w]++;
            }
          }
        }
      }
      // An unvisited square has two path neighbours, the current square and the start of a
      // closed tour one each (two if they are the same square). Only the last square of an
      // open tour, if no other square must be last, may use one edge less than it was counted.
      int excess = 0;
      for (int w = 0; w < n; w++) {
        int capacity = !visited[w] ? 2 : w == at && closed && at == start ? 2 : 1;
        excess += Math.max(0, demand[w] - capacity);
      }
      if (excess > (closed || ends > 0 ? 0 : 1)) {
        return false;
      }
      Arrays.fill(seen, false);
      int head = 0;
      int tail = 0;
      queue[tail++] = at;
      seen[at] = true;
      int reached = 0;
      while (head < tail) {
        int v = queue[head++];
        for (int w : adjacent[v]) {
          if (!visited[w] && !seen[w]) {
            seen[w] = true;
            queue[tail++] = w;
            reached++;
          }
        }
      }
      int unvisited = 0;
      for (int v = 0; v < n; v++) {
        if (!visited[v]) {
          unvisited++;
        }
      }
      return reached == unvisited;
    }
  }

  private static boolean contains(int[] values, int value) {
    for (int v : values) {
      if (v == value) {
        return true;
      }
    }
    return false;
  }
}
