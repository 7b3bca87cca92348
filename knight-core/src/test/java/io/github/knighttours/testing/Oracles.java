package io.github.knighttours.testing;

import io.github.knighttours.Board;
import io.github.knighttours.Square;
import java.util.ArrayList;
import java.util.List;

/**
 * Independent, deliberately naive answers to check the solvers against: the published
 * existence theorems, a plain depth-first search without pruning, and Warnsdorff's and Pohl's
 * rules computed straight from their definitions. Slow; for small boards only.
 */
public final class Oracles {

  /**
   * The knight moves in the library's documented fixed order, as (row change, column change):
   * the squares they reach in increasing order, lowest rank first, then lowest file.
   */
  private static final int[][] MOVES = {{-2, -1}, {-2, 1}, {-1, -2}, {-1, 2}, {1, -2}, {1, 2}, {2, -1}, {2, 1}};

  private Oracles() {}

  /**
   * Whether some open tour exists on a {@code rows × cols} board: with m ≤ n, exactly 1×1, 3×4,
   * 3×n for n ≥ 7, 4×n for n ≥ 5, and every board with m ≥ 5 (Conrad et al. 1994;
   * Cull &amp; De Curtins 1978; see DESIGN.md).
   */
  public static boolean openTourExistsOnBoard(int rows, int cols) {
    int m = Math.min(rows, cols);
    int n = Math.max(rows, cols);
    return (m == 1 && n == 1) || (m == 3 && (n == 4 || n >= 7)) || (m == 4 && n >= 5) || m >= 5;
  }

  /**
   * True if the board has an odd number of squares and {@code start} is on the minority
   * colour, from which no tour can start: a knight alternates colours.
   */
  public static boolean startsOnMinorityColour(Board board, Square start) {
    boolean oddBoard = board.squareCount() % 2 == 1;
    return oddBoard && (start.row() + start.col()) % 2 == 1;
  }

  /** Plain depth-first search for an open tour from {@code start}; no pruning, no ordering. */
  public static boolean hasOpenTour(Board board, Square start) {
    boolean[][] visited = new boolean[board.rows()][board.cols()];
    visited[start.row()][start.col()] = true;
    return extend(board, visited, start.row(), start.col(), 1);
  }

  private static boolean extend(Board board, boolean[][] visited, int row, int col, int placed) {
    if (placed == board.squareCount()) {
      return true;
    }
    for (int[] move : MOVES) {
      int r = row + move[0];
      int c = col + move[1];
      if (onBoard(board, r, c) && !visited[r][c]) {
        visited[r][c] = true;
        boolean found = extend(board, visited, r, c, placed + 1);
        visited[r][c] = false;
        if (found) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * Warnsdorff's walk (lookahead false) or Pohl's (true) from {@code start}, computed from the
   * definitions: move to the unvisited neighbour with the fewest unvisited neighbours; with
   * Pohl, among tied squares take the one whose unvisited neighbours, with the knight standing
   * on the candidate, have the smallest total of unvisited neighbours; remaining ties go to the
   * first in the fixed move order. Returns the squares visited until the walk completes or
   * sticks.
   */
  public static List<Square> greedyWalk(Board board, Square start, boolean lookahead) {
    return greedyWalk(board, start, lookahead ? Rule.POHL : Rule.WARNSDORFF);
  }

  /** The greedy rules the oracle knows. */
  public enum Rule {
    /** Fewest onward moves, then the fixed order. */
    WARNSDORFF,
    /** Then the smallest sum of the tied squares' neighbours' onward moves. */
    POHL,
    /** Then the greatest Euclidean distance from the board centre. */
    ROTH
  }

  /** Like {@link #greedyWalk(Board, Square, boolean)}, for any of the {@link Rule}s. */
  public static List<Square> greedyWalk(Board board, Square start, Rule rule) {
    boolean[][] visited = new boolean[board.rows()][board.cols()];
    List<Square> walk = new ArrayList<>();
    Square here = start;
    while (true) {
      visited[here.row()][here.col()] = true;
      walk.add(here);
      List<Square> tied = new ArrayList<>();
      int fewest = Integer.MAX_VALUE;
      for (Square next : unvisitedNeighbours(board, visited, here)) {
        int degree = unvisitedNeighbours(board, visited, next).size();
        if (degree < fewest) {
          fewest = degree;
          tied.clear();
        }
        if (degree == fewest) {
          tied.add(next);
        }
      }
      if (tied.isEmpty()) {
        return walk;
      }
      here =
          rule == Rule.POHL
              ? smallestNeighbourhoodSum(board, visited, tied)
              : rule == Rule.ROTH ? farthestFromCentre(board, tied) : tied.get(0);
    }
  }

  private static Square farthestFromCentre(Board board, List<Square> tied) {
    Square best = null;
    double bestDistance = -1;
    for (Square s : tied) {
      double distance =
          Math.hypot(s.row() - (board.rows() - 1) / 2.0, s.col() - (board.cols() - 1) / 2.0);
      if (distance > bestDistance) {
        bestDistance = distance;
        best = s;
      }
    }
    return best;
  }

  private static Square smallestNeighbourhoodSum(Board board, boolean[][] visited, List<Square> tied) {
    Square best = null;
    int bestSum = Integer.MAX_VALUE;
    for (Square candidate : tied) {
      visited[candidate.row()][candidate.col()] = true;
      int sum = 0;
      for (Square onward : unvisitedNeighbours(board, visited, candidate)) {
        sum += unvisitedNeighbours(board, visited, onward).size();
      }
      visited[candidate.row()][candidate.col()] = false;
      if (sum < bestSum) {
        bestSum = sum;
        best = candidate;
      }
    }
    return best;
  }

  private static List<Square> unvisitedNeighbours(Board board, boolean[][] visited, Square square) {
    List<Square> result = new ArrayList<>();
    for (int[] move : MOVES) {
      int r = square.row() + move[0];
      int c = square.col() + move[1];
      if (onBoard(board, r, c) && !visited[r][c]) {
        result.add(Square.of(r, c));
      }
    }
    return result;
  }

  private static boolean onBoard(Board board, int r, int c) {
    return r >= 0 && r < board.rows() && c >= 0 && c < board.cols();
  }
}
