package io.github.knighttours.solvers;

import static com.google.common.base.Preconditions.checkNotNull;

import io.github.knighttours.Board;
import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The fixed order in which {@link NaiveBacktrackingSolver} tries a knight's eight moves, as the
 * classic textbook programs write it. Each program lists its moves as (rows down, columns right)
 * offsets in an array it prints top row first; here they are restated as (rank change, file
 * change), rank 1 at the bottom, so that the search tries the same moves in the same order as
 * the program when both start on the same square of the printed board (the programs' array
 * corner [0][0] is the top-left square: a8 on an 8 × 8 board).
 *
 * <p>The order decides everything about a naive search: from one start it may find a tour after
 * a few hundred squares placed in one order and need hundreds of millions in another.
 */
public enum MoveOrder {

  /**
   * The order of the widely copied C, C++, Java and Python program of GeeksforGeeks' "The
   * Knight's tour problem" (arrays {@code xMove = {2, 1, -1, -2, -2, -1, 1, 2}}, {@code yMove =
   * {1, 2, 2, 1, -1, -2, -2, -1}}): counterclockwise on the printed board, starting two rows
   * down and one column right. As (rank change, file change): (−2,+1), (−1,+2), (+1,+2),
   * (+2,+1), (+2,−1), (+1,−2), (−1,−2), (−2,−1). The default.
   */
  GEEKSFORGEEKS(-2, 1, -1, 2, 1, 2, 2, 1, 2, -1, 1, -2, -1, -2, -2, -1),

  /**
   * The order of the Python program in Miller and Ranum's <i>Problem Solving with Algorithms and
   * Data Structures</i> ({@code genLegalMoves}: offsets (−1,−2), (−1,2), (−2,−1), (−2,1), (1,−2),
   * (1,2), (2,−1), (2,1)), which its depth-first search follows. As (rank change, file change):
   * (+1,−2), (+1,+2), (+2,−1), (+2,+1), (−1,−2), (−1,+2), (−2,−1), (−2,+1).
   */
  MILLER_RANUM(1, -2, 1, 2, 2, -1, 2, 1, -1, -2, -1, 2, -2, -1, -2, 1),

  /**
   * The order of the Ada program on Rosetta Code's "Knight's tour" page (package {@code
   * Knights_Tour}, its naive backtracking: pairs (−2,1), (−1,2), (1,2), (2,1), (2,−1), (1,−2),
   * (−1,−2), (−2,−1)): clockwise on the printed board, starting two rows up and one column
   * right. As (rank change, file change): (+2,+1), (+1,+2), (−1,+2), (−2,+1), (−2,−1), (−1,−2),
   * (+1,−2), (+2,−1).
   */
  ROSETTA_ADA(2, 1, 1, 2, -1, 2, -2, 1, -2, -1, -1, -2, 1, -2, 2, -1),

  /**
   * The shape's own successor order ({@link io.github.knighttours.spi.NeighbourFunction}), with
   * no geometry: what graphs, 3-D boards and leapers other than the knight always use.
   */
  NEIGHBOUR_ORDER();

  /** Rank and file changes, alternating; empty for {@link #NEIGHBOUR_ORDER}. */
  private final int[] moves;

  MoveOrder(int... moves) {
    this.moves = moves;
  }

  /** The number of moves this order lists: 8, or 0 for {@link #NEIGHBOUR_ORDER}. */
  int size() {
    return moves.length / 2;
  }

  /** The rank change of the {@code k}-th move, from 0. */
  int rankChange(int k) {
    return moves[2 * k];
  }

  /** The file change of the {@code k}-th move, from 0. */
  int fileChange(int k) {
    return moves[2 * k + 1];
  }

  /**
   * Returns true if this order applies to {@code board}: a knight's board of any wrap and with
   * any holes. Other leapers, and every other shape, use the neighbour order.
   *
   * @throws NullPointerException if {@code board} is null
   */
  boolean appliesTo(Board board) {
    checkNotNull(board, "board must not be null");
    return size() > 0 && board.leaper().equals(Board.Leaper.KNIGHT);
  }

  /**
   * Parses a name such as {@code "rosetta-ada"} or {@code "GEEKSFORGEEKS"}: case ignored, a
   * hyphen taken as an underscore.
   *
   * @throws NullPointerException if {@code text} is null
   * @throws IllegalArgumentException if {@code text} names no order; the message lists them
   */
  public static MoveOrder parse(String text) {
    checkNotNull(text, "move order must not be null");
    String name = text.trim().toUpperCase(Locale.ROOT).replace('-', '_');
    for (MoveOrder order : values()) {
      if (order.name().equals(name)) {
        return order;
      }
    }
    throw new IllegalArgumentException(
        "move order must be one of "
            + Arrays.stream(values()).map(o -> o.cliName()).collect(Collectors.joining(", "))
            + ", got '"
            + text
            + "'");
  }

  /** The name as the command line writes it: lower case, words joined by hyphens ({@code rosetta-ada}). */
  public String cliName() {
    return name().toLowerCase(Locale.ROOT).replace('_', '-');
  }
}
