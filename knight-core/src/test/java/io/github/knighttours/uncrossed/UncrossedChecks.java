package io.github.knighttours.uncrossed;

import io.github.knighttours.Board;
import io.github.knighttours.TourKind;
import io.github.knighttours.Square;

import io.github.knighttours.uncrossed.UncrossedResult;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Checks an uncrossed path independently of the engine: squares on the board, none twice,
 * consecutive ones a knight move apart, and no two moves meeting anywhere but at a square they
 * share, by exact line intersection over the moves as segments between square centres.
 */
final class UncrossedChecks {
  private UncrossedChecks() {}

  static void assertUncrossed(Board board, List<Square> path, boolean closed) {
    Set<Square> seen = new HashSet<>();
    for (Square s : path) {
      assertTrue(board.contains(s), s + " is off the board " + board);
      assertTrue(seen.add(s), s + " is visited twice in " + path);
    }
    List<Square[]> moves = moves(path, closed);
    for (Square[] move : moves) {
      assertTrue(isKnightMove(move[0], move[1]), move[0] + "-" + move[1] + " is not a knight move");
    }
    if (closed && !path.isEmpty()) {
      assertTrue(path.size() >= 4, "a cycle needs at least four squares: " + path);
    }
    for (int i = 0; i < moves.size(); i++) {
      for (int j = i + 1; j < moves.size(); j++) {
        if (meetBadly(moves.get(i), moves.get(j))) {
          fail("moves " + moves.get(i)[0] + "-" + moves.get(i)[1] + " and " + moves.get(j)[0]
              + "-" + moves.get(j)[1] + " cross in " + path);
        }
      }
    }
  }

  static void assertValidResult(UncrossedResult result) {
    boolean closed = result.kind() == TourKind.CLOSED;
    assertUncrossed(result.board(), result.squares(), closed);
    int expectedMoves =
        result.squares().isEmpty() ? 0 : closed ? result.squares().size() : result.squares().size() - 1;
    assertEquals(expectedMoves, result.moves());
  }

  static List<Square[]> moves(List<Square> path, boolean closed) {
    List<Square[]> moves = new ArrayList<>();
    for (int i = 0; i + 1 < path.size(); i++) {
      moves.add(new Square[] {path.get(i), path.get(i + 1)});
    }
    if (closed && path.size() > 2) {
      moves.add(new Square[] {path.get(path.size() - 1), path.get(0)});
    }
    return moves;
  }

  static boolean isKnightMove(Square a, Square b) {
    int dr = Math.abs(a.row() - b.row());
    int dc = Math.abs(a.col() - b.col());
    return dr * dc == 2;
  }

  /**
   * True if the two segments have a point in common other than one shared end: a crossing, a
   * touch, or a collinear overlap.
   */
  static boolean meetBadly(Square[] p, Square[] q) {
    long px = p[0].col();
    long py = p[0].row();
    long rx = p[1].col() - px;
    long ry = p[1].row() - py;
    long qx = q[0].col();
    long qy = q[0].row();
    long sx = q[1].col() - qx;
    long sy = q[1].row() - qy;
    boolean shareEnd =
        p[0].equals(q[0]) || p[0].equals(q[1]) || p[1].equals(q[0]) || p[1].equals(q[1]);
    long denominator = rx * sy - ry * sx;
    long wx = qx - px;
    long wy = qy - py;
    if (denominator == 0) {
      if (wx * ry - wy * rx != 0) {
        return false; // parallel, on different lines
      }
      // Collinear: project q's ends on p's direction, p spans [0, |r|^2].
      long length = rx * rx + ry * ry;
      long a = wx * rx + wy * ry;
      long b = (q[1].col() - px) * rx + (q[1].row() - py) * ry;
      long low = Math.max(0, Math.min(a, b));
      long high = Math.min(length, Math.max(a, b));
      if (low > high) {
        return false;
      }
      return low < high || !shareEnd;
    }
    if (shareEnd) {
      return false; // not parallel: the shared end is their only common point
    }
    long t = wx * sy - wy * sx;
    long u = wx * ry - wy * rx;
    if (denominator < 0) {
      denominator = -denominator;
      t = -t;
      u = -u;
    }
    return t >= 0 && t <= denominator && u >= 0 && u <= denominator;
  }
}
