package io.github.knighttours;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.testing.Oracles;
import io.github.knighttours.testing.Properties;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Enumeration, counting with and without symmetry, and a naive search all agree; every listed
 * tour is valid and none repeats.
 */
class CountAgreementTest {

  /** Every board up to 5 × 5, and thin and small boards beyond. */
  static Stream<Board> boards() {
    List<Board> boards = new ArrayList<>();
    for (int rows = 1; rows <= 5; rows++) {
      for (int cols = 1; cols <= 5; cols++) {
        boards.add(Board.of(rows, cols));
      }
    }
    for (int cols = 6; cols <= 10; cols++) {
      boards.add(Board.of(3, cols));
    }
    for (int cols = 6; cols <= 8; cols++) {
      boards.add(Board.of(4, cols));
    }
    boards.add(Board.of(5, 6));
    return boards.stream();
  }

  private static TourCount count(Board board, CountKind kind, Square start, boolean symmetry) {
    CountRequest.Builder request = CountRequest.builder(board, kind).symmetry(symmetry).parallelism(2);
    if (start != null) {
      request.start(start);
    }
    TourCount count = KnightTours.count(request.build());
    assertTrue(count.isComplete(), count::toString);
    return count;
  }

  @ParameterizedTest
  @MethodSource("boards")
  void openToursFromEveryStartAreListedOnceAndCountedAlike(Board board) {
    long total = 0;
    for (int row = 0; row < board.rows(); row++) {
      for (int col = 0; col < board.cols(); col++) {
        Square start = Square.of(row, col);
        List<Tour> tours = KnightTours.openTours(board, start).toList();
        for (Tour tour : tours) {
          assertTrue(TourValidator.validate(board, tour.squares()).isTour(), tour::toString);
          assertEquals(start, tour.start());
        }
        assertEquals(tours.size(), new HashSet<>(tours).size(), "a tour repeats");
        long counted = count(board, CountKind.OPEN_FROM_START, start, true).countExact();
        assertEquals(tours.size(), counted, () -> board + " from " + start);
        assertEquals(counted, count(board, CountKind.OPEN_FROM_START, start, false).countExact());
        total += counted;
      }
    }
    for (boolean symmetry : new boolean[] {true, false}) {
      assertEquals(total, count(board, CountKind.OPEN_DIRECTED, null, symmetry).countExact());
      long undirected = board.squareCount() == 1 ? total : total / 2;
      assertEquals(undirected, count(board, CountKind.OPEN_UNDIRECTED, null, symmetry).countExact());
    }
  }

  @ParameterizedTest
  @MethodSource("boards")
  void closedToursAreListedOnceFromA1AndCountedAlike(Board board) {
    List<Tour> tours = KnightTours.closedTours(board).toList();
    for (Tour tour : tours) {
      assertTrue(TourValidator.validate(board, tour.squares()).isClosed(), tour::toString);
      assertEquals(List.of(Square.parse("a1"), Square.parse("c2")), tour.squares().subList(0, 2));
      assertEquals(Square.parse("b3"), tour.end());
    }
    assertEquals(tours.size(), new HashSet<>(tours).size(), "a tour repeats");
    for (boolean symmetry : new boolean[] {true, false}) {
      assertEquals(tours.size(), count(board, CountKind.CLOSED_UNDIRECTED, null, symmetry).countExact());
      assertEquals(2L * tours.size(), count(board, CountKind.CLOSED_DIRECTED, null, symmetry).countExact());
    }
  }

  @Test
  void symmetryNeverChangesACount() {
    for (Board board : List.of(Board.of(6, 6), Board.of(5, 6), Board.of(4, 9), Board.of(3, 12))) {
      for (CountKind kind : List.of(CountKind.OPEN_UNDIRECTED, CountKind.CLOSED_UNDIRECTED)) {
        assertEquals(count(board, kind, null, false).count(), count(board, kind, null, true).count(), board + " " + kind);
      }
    }
    // Starts fixed by a symmetry: the corner and the centre.
    for (Square start : List.of(Square.parse("a1"), Square.parse("c3"))) {
      assertEquals(
          count(Board.of(5, 5), CountKind.OPEN_FROM_START, start, false).count(),
          count(Board.of(5, 5), CountKind.OPEN_FROM_START, start, true).count());
    }
  }

  /** A plain search without pruning or symmetry counts the same open tours. */
  @Test
  void openCountsAgreeWithANaiveSearch() {
    Properties.forAllBoardsAndStarts(
        4,
        5,
        60,
        example ->
            assertEquals(
                Oracles.countOpenTours(example.board(), example.start()),
                count(example.board(), CountKind.OPEN_FROM_START, example.start(), true).countExact(),
                example::toString));
  }

  @Test
  void closedCountsAgreeWithANaiveSearch() {
    for (Board board : List.of(Board.of(3, 4), Board.of(3, 10), Board.of(4, 5), Board.of(5, 5))) {
      assertEquals(
          Oracles.countClosedTours(board), count(board, CountKind.CLOSED_UNDIRECTED, null, true).countExact(), board::toString);
    }
  }

  /** The documented order: fewest onward moves first, ties to the lowest square, so the first tour is Warnsdorff's walk when that walk completes. */
  @Test
  void theFirstTourListedIsWarnsdorffsWalkWhenItCompletes() {
    int complete = 0;
    for (Board board : List.of(Board.of(5, 5), Board.of(6, 6), Board.of(7, 7), Board.of(8, 8), Board.of(6, 9))) {
      for (Square start : List.of(Square.parse("a1"), Square.parse("b1"), Square.parse("c3"))) {
        List<Square> walk = Oracles.greedyWalk(board, start, false);
        if (walk.size() == board.squareCount()) {
          complete++;
          assertEquals(walk, KnightTours.openTours(board, start).findFirst().orElseThrow().squares(), board + " " + start);
        }
      }
    }
    assertTrue(complete >= 5, "too few complete walks to compare: " + complete);
  }

  @Test
  void largeBoardsYieldTheirFirstToursLazily() {
    List<Tour> open = KnightTours.openTours(Board.of(8, 8), Square.parse("a1")).limit(10).toList();
    assertEquals(10, new HashSet<>(open).size());
    List<Tour> closed = KnightTours.closedTours(Board.of(8, 8)).limit(5).toList();
    assertEquals(5, new HashSet<>(closed).size());
    closed.forEach(tour -> assertTrue(tour.isClosed(), tour::toString));
    Tour big = KnightTours.openTours(Board.of(40, 30), Square.parse("a1")).findFirst().orElseThrow();
    assertTrue(TourValidator.validate(big.board(), big.squares()).isTour());
  }

  @Test
  void boardsWithoutToursGiveEmptyStreams() {
    assertEquals(0, KnightTours.openTours(Board.of(4, 4), Square.parse("a1")).count());
    assertEquals(0, KnightTours.openTours(Board.of(5, 5), Square.parse("b1")).count()); // minority colour
    assertEquals(0, KnightTours.closedTours(Board.of(2, 8)).count());
    assertEquals(0, KnightTours.closedTours(Board.of(7, 7)).count()); // odd area
    assertEquals(0, KnightTours.closedTours(Board.of(4, 8)).count()); // 4 x n never (Schwenk)
    assertEquals(List.of(Square.of(0, 0)), KnightTours.openTours(Board.of(1, 1), Square.of(0, 0)).findFirst().orElseThrow().squares());
  }
}
