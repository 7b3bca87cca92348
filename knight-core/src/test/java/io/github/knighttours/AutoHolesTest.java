package io.github.knighttours;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.internal.construct.HoledDivideAndConquer;
import io.github.knighttours.spi.SearchResult;
import io.github.knighttours.internal.search.SearchMonitor;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** AUTO on knight rectangles with holes: the construction around the holes, and its fallback. */
class AutoHolesTest {

  /** Dominoes (two side-by-side squares, one of each colour) at seeded places away from a1. */
  private static Board withDominoes(int rows, int cols, int dominoes, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    List<Square> holes = new ArrayList<>();
    while (holes.size() < 2 * dominoes) {
      Square left = Square.of(2 + random.nextInt(rows - 2), 3 + random.nextInt(cols - 4));
      Square right = Square.of(left.row(), left.col() + 1);
      if (!holes.contains(left) && !holes.contains(right)) {
        holes.add(left);
        holes.add(right);
      }
    }
    return Board.of(rows, cols).withHoles(holes);
  }

  @Test
  void buildsToursAroundDominoesOnLargerBoards() {
    int built = 0;
    int tried = 0;
    for (long seed = 1; seed <= 6; seed++) {
      Board board = withDominoes(40 + (int) seed * 10, 36 + (int) seed * 12, (int) seed, seed);
      for (TourKind kind : TourKind.values()) {
        TourRequest request = TourRequest.builder(board, Square.of(0, 0)).kind(kind).build();
        TourResult result = KnightTours.solve(request, Strategy.AUTO);
        assertEquals(Outcome.FOUND, result.outcome(), board + " " + kind + ": " + result);
        List<Square> squares = result.tour().orElseThrow().squares();
        ShapeSearchTest.assertIsTour(board, squares, kind == TourKind.CLOSED);
        SearchResult construction = construction(board, kind == TourKind.CLOSED);
        tried++;
        if (construction.outcome() == Outcome.FOUND) {
          built++;
          // AUTO's tour is the construction's, square by square.
          int[] path = construction.path();
          assertEquals(path.length, squares.size());
          for (int k = 0; k < path.length; k++) {
            assertEquals(board.square(path[k]), squares.get(k), board + " " + kind + ": square " + k);
          }
        }
      }
    }
    // Dominoes balance their colours, so most of these boards are covered by the construction.
    assertTrue(built >= tried / 2, built + " of " + tried + " built");
  }

  /** The construction around the holes, from a1, as AUTO calls it. */
  private static SearchResult construction(Board board, boolean closed) {
    int cols = board.cols();
    int[] holes = board.holes().stream().mapToInt(s -> s.row() * cols + s.col()).sorted().toArray();
    return HoledDivideAndConquer.tour(
        board.rows(), cols, holes, 0, closed, new SearchMonitor(Long.MAX_VALUE, null, null, 0));
  }

  @Test
  void aBoardTheConstructionCannotCoverFallsBackToTheSearches() {
    // (1,1) and (1,2) leave a1 a single move: no block around it holds a closed piece, so the
    // construction gives up and Pohl's walks find the open tour from a1 (which must end there
    // or start there).
    Board board = Board.of(24, 24).withHoles(List.of(Square.of(1, 1), Square.of(1, 2)));
    TourRequest request = TourRequest.builder(board, Square.of(0, 0)).nodeBudget(50_000_000).build();
    TourResult result = KnightTours.solve(request, Strategy.AUTO);
    assertEquals(Outcome.FOUND, result.outcome(), result.toString());
    assertEquals(Outcome.GAVE_UP, construction(board, false).outcome());
    ShapeSearchTest.assertIsTour(board, result.tour().orElseThrow().squares(), false);
  }

  @Test
  void aStartOnAHoleIsRefused() {
    Board board = withDominoes(30, 30, 2, 5);
    Square hole = board.holes().iterator().next();
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> TourRequest.builder(board, hole).build());
    assertTrue(e.getMessage().contains("start") && e.getMessage().contains(hole.toString()), e.getMessage());
  }
}
