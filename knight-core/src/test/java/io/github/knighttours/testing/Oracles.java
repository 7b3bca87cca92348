package io.github.knighttours.testing;

import io.github.knighttours.Board;
import io.github.knighttours.Square;
import java.util.ArrayList;
import java.util.List;

/**
 * Independent, deliberately naive answers to check the solvers against: the published
 * existence theorems, a plain depth-first search without pruning (which also counts tours),
 * and the greedy rules (Warnsdorff's, Pohl's, Roth's, Squirrel and Cull's) computed straight
 * from their definitions. Slow; for small boards only.
 */
public final class Oracles {

  /**
   * The knight moves in the library's documented fixed order, as (row change, column change):
   * the squares they reach in increasing order, lowest rank first, then lowest file.
   */
  private static final int[][] MOVES = {{-2, -1}, {-2, 1}, {-1, -2}, {-1, 2}, {1, -2}, {1, 2}, {2, -1}, {2, 1}};

  /** Squirrel's moves 1 to 8 as (row change, column change), in Ganzfried's numbering. */
  private static final int[][] SQUIRREL_MOVES = {{-2, 1}, {-1, 2}, {1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}};

  private Oracles() {}

  /**
   * Whether some open tour exists on a {@code rows × cols} board: with m ≤ n, exactly 1×1, 3×4,
   * 3×n for n ≥ 7, 4×n for n ≥ 5, and every board with m ≥ 5 (Conrad et al. 1994;
   * Cull &amp; De Curtins 1978).
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

  /**
   * Counts the open tours from {@code start} (every Hamiltonian path from it, also those whose
   * ends are a knight move apart) by a plain depth-first search: no pruning, no symmetry.
   */
  public static long countOpenTours(Board board, Square start) {
    boolean[][] visited = new boolean[board.rows()][board.cols()];
    visited[start.row()][start.col()] = true;
    return countPaths(board, visited, start.row(), start.col(), 1, null);
  }

  /**
   * Counts the closed tours of {@code board}, each cycle once, by a plain depth-first search:
   * the Hamiltonian paths from a1 whose last square is a knight move from a1 are the cycles
   * through a1, each in both directions.
   */
  public static long countClosedTours(Board board) {
    if (board.squareCount() < 3) {
      return 0;
    }
    boolean[][] visited = new boolean[board.rows()][board.cols()];
    visited[0][0] = true;
    return countPaths(board, visited, 0, 0, 1, Square.of(0, 0)) / 2;
  }

  private static long countPaths(Board board, boolean[][] visited, int row, int col, int placed, Square closeTo) {
    if (placed == board.squareCount()) {
      int dr = Math.abs(row - (closeTo == null ? 0 : closeTo.row()));
      int dc = Math.abs(col - (closeTo == null ? 0 : closeTo.col()));
      return closeTo == null || dr * dr + dc * dc == 5 ? 1 : 0;
    }
    long count = 0;
    for (int[] move : MOVES) {
      int r = row + move[0];
      int c = col + move[1];
      if (onBoard(board, r, c) && !visited[r][c]) {
        visited[r][c] = true;
        count += countPaths(board, visited, r, c, placed + 1, closeTo);
        visited[r][c] = false;
      }
    }
    return count;
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
    ROTH,
    /** Then Squirrel and Cull's move orderings: see {@link #squirrelWalk}. */
    SQUIRREL
  }

  /** Like {@link #greedyWalk(Board, Square, boolean)}, for any of the {@link Rule}s. */
  public static List<Square> greedyWalk(Board board, Square start, Rule rule) {
    if (rule == Rule.SQUIRREL) {
      return squirrelWalk(board, start);
    }
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

  /**
   * Squirrel and Cull's walk, in the terms of Ganzfried's description (2004): square (x, y) is row
   * x, column y, counted from 1; move k of the eight has row and column change
   * {@code SQUIRREL_MOVES[k - 1]}. The knight moves to the unvisited neighbour with the fewest
   * unvisited neighbours, ties going to the move that comes first in the current ordering; it
   * starts with the first ordering of the table for m = min(rows, cols) (for m = 74, the single
   * ordering of Ganzfried's repair), and on arriving on the current ordering's switch square (the
   * start included) it takes the next ordering before it moves on. Squirrel's (x, y) is
   * {@code Square.of(x - 1, y - 1)}. Returns the squares visited until the walk completes or
   * sticks.
   */
  public static List<Square> squirrelWalk(Board board, Square start) {
    int rows = board.rows();
    int cols = board.cols();
    Object[][] table = squirrelTable(Math.min(rows, cols));
    boolean[][] visited = new boolean[rows + 1][cols + 1];
    List<Square> walk = new ArrayList<>();
    int x = start.row() + 1;
    int y = start.col() + 1;
    int phase = 0;
    while (true) {
      visited[x][y] = true;
      walk.add(Square.of(x - 1, y - 1));
      Object[] row = table[phase];
      if (row.length == 3 && x == (int) row[1] && y == (int) row[2]) {
        phase++;
      }
      String ordering = (String) table[phase][0];
      int bestX = 0;
      int bestY = 0;
      int bestDegree = Integer.MAX_VALUE;
      int bestPlace = Integer.MAX_VALUE;
      for (int k = 1; k <= 8; k++) {
        int a = x + SQUIRREL_MOVES[k - 1][0];
        int b = y + SQUIRREL_MOVES[k - 1][1];
        if (a < 1 || a > rows || b < 1 || b > cols || visited[a][b]) {
          continue;
        }
        int degree = 0;
        for (int[] move : SQUIRREL_MOVES) {
          int c = a + move[0];
          int d = b + move[1];
          if (c >= 1 && c <= rows && d >= 1 && d <= cols && !visited[c][d]) {
            degree++;
          }
        }
        int place = ordering.indexOf((char) ('0' + k));
        if (degree < bestDegree || (degree == bestDegree && place < bestPlace)) {
          bestX = a;
          bestY = b;
          bestDegree = degree;
          bestPlace = place;
        }
      }
      if (bestDegree == Integer.MAX_VALUE) {
        return walk;
      }
      x = bestX;
      y = bestY;
    }
  }

  /**
   * The published table for an m × m board: rows of {ordering, x, y}, where the walk leaves the
   * ordering on arriving at (x, y); the last row is {ordering} alone. For m = 74, where the table
   * fails, Ganzfried's repair (2004, p. 18): the ordering 21345678 alone.
   */
  private static Object[][] squirrelTable(int m) {
    if (m == 74) {
      return new Object[][] {{"21345678"}};
    }
    switch (m % 8) {
      case 0:
        return new Object[][] {
          {"34261578", m - 1, m - 2}, {"87642135", 2, 2}, {"51867342", m - 8, 1}, {"51342678", 7, m - 3},
          {"21435678"}
        };
      case 1:
        return new Object[][] {
          {"34261578", m - 1, m - 2}, {"87642135", 2, 2}, {"51324678", m - 6, (m + 9) / 2}, {"32481765"}
        };
      case 2:
        return new Object[][] {
          {"34261578", 6, 1}, {"87642135", 3, 1}, {"54132678", m - 15, 4}, {"52431678", 10, m - 2},
          {"85647123", 5, (m - 6) / 2}, {"15746823"}
        };
      case 3:
        return new Object[][] {
          {"34625718", m - 1, m - 2}, {"42681357", m - 6, m}, {"86512347", 2, 5}, {"51867342", m - 10, 3},
          {"61825437", (m + 1) / 2, m - 2}, {"71642538"}
        };
      case 4:
        return new Object[][] {
          {"34261578", m - 1, m - 2}, {"87642135", 2, 2}, {"51867342", m - 8, 1}, {"51342678", 10, m - 5},
          {"86753421", 13, (m + 2) / 2}, {"78563421"}
        };
      case 5:
        return new Object[][] {
          {"34261578", m - 1, m - 2}, {"87642135", 2, 2},
          {"51324678", m - 2, m % 16 == 5 ? (m - 5) / 2 : (m - 13) / 2}, {"15234678"}
        };
      case 6:
        return new Object[][] {
          {"34261578", 6, 1}, {"87642135", 3, 1}, {"54132678", m - 10, 1}, {"52431678", 10, m - 2},
          {"85647123", 3, (m + 8) / 2}, {"12453678"}
        };
      default:
        return new Object[][] {
          {"34625718", m - 1, m - 2}, {"42681357", m - 6, m}, {"86512347", 2, 5}, {"51867342", m - 6, 3},
          {"61825437", (m + 1) / 2, m - 2}, {"61357284"}
        };
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
