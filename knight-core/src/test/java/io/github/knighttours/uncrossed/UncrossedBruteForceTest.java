package io.github.knighttours.uncrossed;

import io.github.knighttours.Board;
import io.github.knighttours.TourKind;
import io.github.knighttours.Square;

import io.github.knighttours.uncrossed.UncrossedResult;
import io.github.knighttours.uncrossed.UncrossedPaths;

import static io.github.knighttours.uncrossed.UncrossedChecks.assertValidResult;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Compares the branch and bound with a plain enumeration of every uncrossed path (every start,
 * every move, no bound, no symmetry), whose crossing test is {@link UncrossedChecks}'s.
 */
class UncrossedBruteForceTest {

  @ParameterizedTest(name = "{0}x{1}")
  @CsvSource({"1,3", "2,4", "3,3", "3,4", "4,3", "3,5", "5,3", "4,4", "4,5", "5,4", "3,6"})
  void agreesWithEnumeration(int rows, int cols) {
    Board board = Board.of(rows, cols);
    int[] best = enumerate(board);
    UncrossedResult open = UncrossedPaths.longest(board, TourKind.OPEN);
    UncrossedResult closed = UncrossedPaths.longest(board, TourKind.CLOSED);
    assertValidResult(open);
    assertValidResult(closed);
    assertEquals(best[0], open.moves(), board + " open");
    assertEquals(best[1], closed.moves(), board + " closed");
  }

  /** Returns {longest open path, longest cycle} in moves. */
  private static int[] enumerate(Board board) {
    int[] best = {0, 0};
    for (int r = 0; r < board.rows(); r++) {
      for (int c = 0; c < board.cols(); c++) {
        List<Square> path = new ArrayList<>();
        path.add(Square.of(r, c));
        extend(board, path, best);
      }
    }
    return best;
  }

  private static void extend(Board board, List<Square> path, int[] best) {
    best[0] = Math.max(best[0], path.size() - 1);
    Square head = path.get(path.size() - 1);
    Square first = path.get(0);
    if (path.size() >= 4 && UncrossedChecks.isKnightMove(head, first)
        && fits(path, new Square[] {head, first})) {
      best[1] = Math.max(best[1], path.size());
    }
    int[][] jumps = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    for (int[] jump : jumps) {
      int r = head.row() + jump[0];
      int c = head.col() + jump[1];
      if (r < 0 || c < 0 || r >= board.rows() || c >= board.cols()) {
        continue;
      }
      Square next = Square.of(r, c);
      if (path.contains(next) || !fits(path, new Square[] {head, next})) {
        continue;
      }
      path.add(next);
      extend(board, path, best);
      path.remove(path.size() - 1);
    }
  }

  /** True if {@code move} meets no move of {@code path} except at a shared square. */
  private static boolean fits(List<Square> path, Square[] move) {
    for (Square[] old : UncrossedChecks.moves(path, false)) {
      if (UncrossedChecks.meetBadly(old, move)) {
        return false;
      }
    }
    return true;
  }
}
