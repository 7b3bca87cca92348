package io.github.knighttours.internal.search;

import io.github.knighttours.solvers.SquirrelSolver;

import io.github.knighttours.internal.graph.KnightGraph;

/**
 * Squirrel and Cull's tie-break for Warnsdorff's rule on one board, for one walk (see
 * {@code SquirrelSolver}): among tied moves, the first in the current move ordering; the walk
 * starts with the first ordering of the table for its board and takes the next one when it
 * arrives on that ordering's switch square.
 *
 * <p>The table is written as published, in Squirrel's terms: square (x, y) is row x, column y,
 * both counted from 1, with (1, 1) the corner where the walk starts; the moves are numbered 1 to 8
 * as (row change, column change) (−2, +1), (−1, +2), (+1, +2), (+2, +1), (+2, −1), (+1, −2),
 * (−1, −2), (−2, −1); an ordering lists the eight move numbers, most preferred first. Square
 * (x, y) is our {@code Square.of(x - 1, y - 1)}, so the corner is a1 and the move numbers keep
 * their row and column changes.
 *
 * <p>Sources: the algorithm is D. Squirrel and P. Cull's (Oregon State University REU, 1996), as
 * described by S. Ganzfried, "A simple algorithm for knight's tours" (Oregon State University
 * REU proceedings, 2004; advisor P. Cull). The rows below are those of Squirrel's own program
 * ({@code config.py} in github.com/douglassquirrel/warnsdorff), which agree with an independent
 * transcription of the table.
 *
 * <p>One repair: among 5 ≤ m ≤ 130 the table fails only at m = 74, and there Warnsdorff's rule
 * with the single ordering 21345678 from the corner gives a tour (S. Ganzfried, "A new algorithm
 * for knight's tours", Oregon State University REU, 2004, p. 9 and p. 18). The table for m = 74
 * is that one ordering, with the move numbers read as above (measured here: a tour of 74 × 74
 * from a1, where the published table gives up 44 squares short).
 */
public final class SquirrelOrderings implements TieBreak {

  /** Squirrel's move numbers by [row change + 2][column change + 2]; 0 where no move lands. */
  private static final int[][] MOVE_NUMBER = new int[5][5];

  static {
    int[][] moves = {{-2, 1}, {-1, 2}, {1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}};
    for (int i = 0; i < moves.length; i++) {
      MOVE_NUMBER[moves[i][0] + 2][moves[i][1] + 2] = i + 1;
    }
  }

  /** The one size 5 ≤ m ≤ 130 where the table fails (Ganzfried 2004, p. 9). */
  static final int REPAIRED_SIZE = 74;

  /** The ordering that replaces the table for {@link #REPAIRED_SIZE} (Ganzfried 2004, p. 18). */
  static final String REPAIRED_ORDERING = "21345678";

  private final int cols;
  /** {@code rank[p][k]}: the place of move number k in ordering p, 0 for the first. */
  private final int[][] rank;
  /** {@code switchAt[p]}: the vertex where ordering p gives way to p + 1; -1 if none is on the board. */
  private final int[] switchAt;
  /** {@code places[p][i]}: the place in ordering p of move i of {@code KnightGraph}'s move order. */
  private final int[][] places;
  /** The ordering in force. */
  private int phase;

  private SquirrelOrderings(int cols, int[][] rank, int[][] places, int[] switchAt) {
    this.cols = cols;
    this.rank = rank;
    this.places = places;
    this.switchAt = switchAt;
  }

  /**
   * Returns a fresh tie-break for one walk on a {@code rows × cols} board: the table row for
   * m = min(rows, cols), with switch squares that fall off the board never reached.
   */
  public static SquirrelOrderings forBoard(int rows, int cols) {
    int m = Math.min(rows, cols);
    // The published table's orderings depend on m mod 8 only, and are shared; the repair for
    // m = 74 is a table of its own.
    return m == REPAIRED_SIZE
        ? withTable(rows, cols, table(m))
        : withTable(rows, cols, table(m), RANKS[m % 8], PLACES[m % 8]);
  }

  /** Returns a fresh tie-break for one walk on a {@code rows × cols} board with the given table. */
  static SquirrelOrderings withTable(int rows, int cols, Phase[] phases) {
    int[][] rank = ranks(phases);
    return withTable(rows, cols, phases, rank, places(rank));
  }

  private static SquirrelOrderings withTable(int rows, int cols, Phase[] phases, int[][] rank, int[][] places) {
    int[] switchAt = new int[phases.length];
    for (int p = 0; p < phases.length; p++) {
      int x = phases[p].x();
      int y = phases[p].y();
      switchAt[p] = x >= 1 && x <= rows && y >= 1 && y <= cols ? (x - 1) * cols + (y - 1) : -1;
    }
    return new SquirrelOrderings(cols, rank, places, switchAt);
  }

  /** The orderings' places, {@code rank[p][k]}, for each m mod 8; only the switch squares depend on m itself. */
  private static final int[][][] RANKS = new int[8][][];
  /** The same by {@code KnightGraph}'s move order: {@code places[p][i]}, for each m mod 8. */
  private static final int[][][] PLACES = new int[8][][];

  static {
    for (int residue = 0; residue < 8; residue++) {
      RANKS[residue] = ranks(publishedTable(8 + residue));
      PLACES[residue] = places(RANKS[residue]);
    }
  }

  /** {@code rank[p][k]}: the place of move k (1..8) in ordering p. */
  private static int[][] ranks(Phase[] phases) {
    int[][] rank = new int[phases.length][9];
    for (int p = 0; p < phases.length; p++) {
      String ordering = phases[p].ordering();
      for (int place = 0; place < 8; place++) {
        rank[p][ordering.charAt(place) - '0'] = place;
      }
    }
    return rank;
  }

  /** {@code places[p][i]}: the place in ordering p of {@code KnightGraph}'s move i. */
  private static int[][] places(int[][] rank) {
    int[][] places = new int[rank.length][8];
    for (int p = 0; p < rank.length; p++) {
      for (int i = 0; i < 8; i++) {
        places[p][i] = rank[p][MOVE_NUMBER[KnightGraph.rowStep(i) + 2][KnightGraph.colStep(i) + 2]];
      }
    }
    return places;
  }

  @Override
  public long key(int from, int to) {
    int change = to - from;
    int rowChange;
    if (cols >= 5) {
      // The moves' index changes are -2c-1, -2c+1, -c-2, -c+2, c-2, c+2, 2c-1, 2c+1: apart
      // enough to tell the row change without a division, which this is called often enough
      // for to matter.
      rowChange = change > cols + 2 ? 2 : change > 0 ? 1 : change >= -cols - 2 ? -1 : -2;
    } else {
      rowChange = to / cols - from / cols;
    }
    int colChange = change - rowChange * cols;
    return rank[phase][MOVE_NUMBER[rowChange + 2][colChange + 2]];
  }

  /**
   * The key of each move, in {@code KnightGraph}'s move order, in the ordering now in force:
   * the same as {@link #key} for a move on the board, and all different. The array changes
   * when the ordering does; callers must not change it.
   */
  int[] placesInMoveOrder() {
    return places[phase];
  }

  @Override
  public void arrived(int v) {
    if (v == switchAt[phase]) {
      phase++;
    }
  }

  /**
   * One row of the table: a move ordering, and the square (x, y) on which the walk leaves it for
   * the next; (0, 0) for the last ordering, which stays to the end.
   */
  record Phase(String ordering, int x, int y) {}

  /**
   * The orderings and switch squares for an m × m board, by m mod 8 (and, for m ≡ 5, by m mod
   * 16), as published, with Ganzfried's repair for m = 74: the single ordering 21345678 for the
   * whole walk. Coordinates may fall off small boards.
   */
  static Phase[] table(int m) {
    return m == REPAIRED_SIZE ? new Phase[] {last(REPAIRED_ORDERING)} : publishedTable(m);
  }

  /** The table for an m × m board exactly as published, without the repair for m = 74. */
  static Phase[] publishedTable(int m) {
    switch (m % 8) {
      case 0:
        return new Phase[] {
          new Phase("34261578", m - 1, m - 2),
          new Phase("87642135", 2, 2),
          new Phase("51867342", m - 8, 1),
          new Phase("51342678", 7, m - 3),
          last("21435678"),
        };
      case 1:
        return new Phase[] {
          new Phase("34261578", m - 1, m - 2),
          new Phase("87642135", 2, 2),
          new Phase("51324678", m - 6, (m + 9) / 2),
          last("32481765"),
        };
      case 2:
        return new Phase[] {
          new Phase("34261578", 6, 1),
          new Phase("87642135", 3, 1),
          new Phase("54132678", m - 15, 4),
          new Phase("52431678", 10, m - 2),
          new Phase("85647123", 5, (m - 6) / 2),
          last("15746823"),
        };
      case 3:
        return new Phase[] {
          new Phase("34625718", m - 1, m - 2),
          new Phase("42681357", m - 6, m),
          new Phase("86512347", 2, 5),
          new Phase("51867342", m - 10, 3),
          new Phase("61825437", (m + 1) / 2, m - 2),
          last("71642538"),
        };
      case 4:
        return new Phase[] {
          new Phase("34261578", m - 1, m - 2),
          new Phase("87642135", 2, 2),
          new Phase("51867342", m - 8, 1),
          new Phase("51342678", 10, m - 5),
          new Phase("86753421", 13, (m + 2) / 2),
          last("78563421"),
        };
      case 5:
        return new Phase[] {
          new Phase("34261578", m - 1, m - 2),
          new Phase("87642135", 2, 2),
          new Phase("51324678", m - 2, m % 16 == 5 ? (m - 5) / 2 : (m - 13) / 2),
          last("15234678"),
        };
      case 6:
        return new Phase[] {
          new Phase("34261578", 6, 1),
          new Phase("87642135", 3, 1),
          new Phase("54132678", m - 10, 1),
          new Phase("52431678", 10, m - 2),
          new Phase("85647123", 3, (m + 8) / 2),
          last("12453678"),
        };
      default: // 7
        return new Phase[] {
          new Phase("34625718", m - 1, m - 2),
          new Phase("42681357", m - 6, m),
          new Phase("86512347", 2, 5),
          new Phase("51867342", m - 6, 3),
          new Phase("61825437", (m + 1) / 2, m - 2),
          last("61357284"),
        };
    }
  }

  private static Phase last(String ordering) {
    return new Phase(ordering, 0, 0);
  }
}
