package io.github.knighttours.internal.uncrossed;

import java.util.ArrayList;
import java.util.List;

/**
 * The knight graph of a {@code rows × cols} board as numbered moves (undirected edges), and for
 * each move the moves whose segments between square centres cross it.
 *
 * <p>Two knight moves that share no square cross exactly when each one's endpoints lie strictly
 * on opposite sides of the other's line. Nothing else can happen: a knight move's vector (±1, ±2)
 * or (±2, ±1) is primitive, so its segment holds no lattice point but its two ends (no square's
 * centre lies inside another move), and two collinear moves of the same line are a whole number
 * of moves apart along it, so they coincide, share an end, or are disjoint: they never overlap
 * in part.
 */
final class CrossingTable {
  private static final int[][] JUMPS = {
    {1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}
  };

  final int rows;
  final int cols;
  final int squares;
  /** The two ends of each move, lower index first. */
  final int[] moveFrom;
  final int[] moveTo;
  /** For each square, its neighbours and the moves leading there, in a fixed order. */
  final int[][] neighbours;
  final int[][] movesAt;
  /** For each move, the moves crossing it. */
  final int[][] crossing;
  /**
   * A partition of the moves into groups whose moves pairwise cross (cliques of the crossing
   * relation): an uncrossed path uses at most one move of each group. The group of each move.
   */
  final int[] group;
  /** The number of groups. */
  final int groups;
  /** A second such partition, made from the moves in reverse order, and its number of groups. */
  final int[] otherGroup;
  final int otherGroups;

  CrossingTable(int rows, int cols) {
    this.rows = rows;
    this.cols = cols;
    this.squares = rows * cols;
    List<int[]> moves = new ArrayList<>();
    for (int s = 0; s < squares; s++) {
      for (int[] jump : JUMPS) {
        int r = s / cols + jump[0];
        int c = s % cols + jump[1];
        if (r >= 0 && r < rows && c >= 0 && c < cols && r * cols + c > s) {
          moves.add(new int[] {s, r * cols + c});
        }
      }
    }
    int count = moves.size();
    moveFrom = new int[count];
    moveTo = new int[count];
    int[] degree = new int[squares];
    for (int m = 0; m < count; m++) {
      moveFrom[m] = moves.get(m)[0];
      moveTo[m] = moves.get(m)[1];
      degree[moveFrom[m]]++;
      degree[moveTo[m]]++;
    }
    neighbours = new int[squares][];
    movesAt = new int[squares][];
    for (int s = 0; s < squares; s++) {
      neighbours[s] = new int[degree[s]];
      movesAt[s] = new int[degree[s]];
      degree[s] = 0;
    }
    for (int m = 0; m < count; m++) {
      add(moveFrom[m], moveTo[m], m, degree);
      add(moveTo[m], moveFrom[m], m, degree);
    }
    crossing = new int[count][];
    List<Integer> found = new ArrayList<>();
    for (int m = 0; m < count; m++) {
      found.clear();
      for (int other = 0; other < count; other++) {
        if (other != m && crosses(m, other)) {
          found.add(other);
        }
      }
      crossing[m] = found.stream().mapToInt(Integer::intValue).toArray();
    }
    group = new int[count];
    groups = groupCrossingMoves(group, false);
    otherGroup = new int[count];
    otherGroups = groupCrossingMoves(otherGroup, true);
  }

  /**
   * Fills {@code into} with a group per move and returns the number of groups, greedily: each
   * move not yet grouped (in index order, or reversed) starts a group, which takes in turn every
   * ungrouped move crossing it that crosses all the group's members so far. (Moving the members
   * of a group into others did not lower the count on the boards up to 9×9: tried and measured.)
   */
  private int groupCrossingMoves(int[] into, boolean reversed) {
    int count = moveCount();
    List<List<Integer>> made = new ArrayList<>();
    boolean[] grouped = new boolean[count];
    for (int k = 0; k < count; k++) {
      int m = reversed ? count - 1 - k : k;
      if (grouped[m]) {
        continue;
      }
      List<Integer> members = new ArrayList<>();
      members.add(m);
      grouped[m] = true;
      for (int candidate : crossing[m]) {
        if (!grouped[candidate] && crossesAll(candidate, members)) {
          members.add(candidate);
          grouped[candidate] = true;
        }
      }
      made.add(members);
    }
    for (int g = 0; g < made.size(); g++) {
      for (int m : made.get(g)) {
        into[m] = g;
      }
    }
    return made.size();
  }

  private boolean crossesAll(int move, List<Integer> members) {
    for (int other : members) {
      if (!crosses(move, other)) {
        return false;
      }
    }
    return true;
  }

  private void add(int from, int to, int move, int[] filled) {
    neighbours[from][filled[from]] = to;
    movesAt[from][filled[from]] = move;
    filled[from]++;
  }

  int moveCount() {
    return moveFrom.length;
  }

  /** Returns the move between two squares, or -1 if they are not a knight move apart. */
  int moveBetween(int a, int b) {
    for (int i = 0; i < neighbours[a].length; i++) {
      if (neighbours[a][i] == b) {
        return movesAt[a][i];
      }
    }
    return -1;
  }

  private boolean crosses(int m, int n) {
    int a = moveFrom[m];
    int b = moveTo[m];
    int c = moveFrom[n];
    int d = moveTo[n];
    if (a == c || a == d || b == c || b == d) {
      return false;
    }
    // Moves whose ends are more than two rows or columns apart cannot meet: skip cheaply.
    if (Math.abs(a / cols - c / cols) > 4 || Math.abs(a % cols - c % cols) > 4) {
      return false;
    }
    return side(a, b, c) * side(a, b, d) < 0 && side(c, d, a) * side(c, d, b) < 0;
  }

  /** The sign of the cross product (q − p) × (r − p), with squares as (row, col) points. */
  private int side(int p, int q, int r) {
    long cross =
        (long) (q / cols - p / cols) * (r % cols - p % cols)
            - (long) (q % cols - p % cols) * (r / cols - p / cols);
    return Long.signum(cross);
  }
}
