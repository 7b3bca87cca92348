package io.github.knighttours;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The board shapes' own API: factories, names, holes and their numbering, and bad input. */
class BoardShapesTest {

  @Test
  void factoriesDescribeTheirShape() {
    assertEquals("8x8", Board.of(8, 8).toString());
    assertTrue(Board.of(8, 8).isPlainKnightBoard());
    Board torus = Board.torus(8, 8);
    assertEquals(Board.Wrap.TORUS, torus.wrap());
    assertEquals("8x8 torus", torus.toString());
    assertFalse(torus.isPlainKnightBoard());
    assertEquals("5x12 cylinder", Board.cylinder(5, 12).toString());
    Board zebra = Board.of(10, 10).withLeaper(3, 2);
    assertEquals(new Board.Leaper(2, 3), zebra.leaper());
    assertEquals("10x10 {2,3}-leaper", zebra.toString());
    assertEquals(Board.of(8, 8), Board.of(8, 8).withLeaper(2, 1));
    assertTrue(Board.of(8, 8).withLeaper(2, 1).isPlainKnightBoard());
    assertNotEquals(Board.of(8, 8), torus);
    assertNotEquals(torus, Board.cylinder(8, 8));
    assertEquals(Board.torus(6, 7).withLeaper(1, 4), Board.torus(6, 7).withLeaper(4, 1));
    assertEquals(Board.torus(6, 7).withLeaper(1, 4).hashCode(), Board.torus(6, 7).withLeaper(4, 1).hashCode());
  }

  @Test
  void aPictureGivesHolesWithTheTopLineAsTheHighestRank() {
    Board board = Board.parse("""
        ..#
        ...
        #..
        """);
    assertEquals(3, board.rows());
    assertEquals(3, board.cols());
    assertEquals(7, board.squareCount());
    assertEquals(Set.of(Square.parse("c3"), Square.parse("a1")), board.holes());
    assertFalse(board.contains(Square.parse("c3")));
    assertFalse(board.contains(Square.parse("a1")));
    assertTrue(board.contains(Square.parse("b1")));
    assertEquals("3x3 with 2 holes", board.toString());
    assertEquals(Board.of(3, 3).withHoles(List.of(Square.parse("a1"), Square.parse("c3"))), board);
    // Indices skip the holes, in row-major order, and come back to the same squares.
    assertEquals(0, board.index(Square.parse("b1")));
    for (int i = 0; i < board.squareCount(); i++) {
      assertEquals(i, board.index(board.square(i)));
      assertTrue(board.contains(board.square(i)));
    }
  }

  @Test
  void badInputIsNamed() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Board.parse("..\n.x\n"));
    assertTrue(e.getMessage().contains("line 2") && e.getMessage().contains("'x'"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> Board.parse("...\n..\n"));
    assertTrue(e.getMessage().contains("line 2 has 2 squares"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> Board.parse("  \n"));
    e = assertThrows(IllegalArgumentException.class, () -> Board.parse("##\n##"));
    assertTrue(e.getMessage().contains("at least one square"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> Board.of(8, 8).withLeaper(-1, 2));
    assertTrue(e.getMessage().contains("-1"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> Board.of(8, 8).withLeaper(0, 0));
    e = assertThrows(IllegalArgumentException.class, () -> Board.of(3, 3).withHoles(List.of(Square.parse("d1"))));
    assertTrue(e.getMessage().contains("d1"), e.getMessage());
    assertThrows(NullPointerException.class, () -> Board.parse(null));
    assertThrows(NullPointerException.class, () -> Board.of(3, 3).withHoles(null));
    assertThrows(IllegalArgumentException.class, () -> Board.torus(0, 3));
    e =
        assertThrows(
            IllegalArgumentException.class,
            () -> TourRequest.builder(Board.parse("#.\n.."), Square.parse("a2")).build());
    assertTrue(e.getMessage().contains("hole"), e.getMessage());
  }

  @Test
  void strategiesBuiltOnTheRectangleRefuseOtherShapes() {
    TourRequest request = TourRequest.builder(Board.torus(6, 6), Square.parse("a1")).build();
    for (Strategy strategy : List.of(Strategy.ROTH, Strategy.SQUIRREL, Strategy.DIVIDE_AND_CONQUER)) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> KnightTours.solve(request, strategy));
      assertTrue(e.getMessage().contains("6x6 torus"), e.getMessage());
    }
    for (Strategy strategy : Strategy.values()) {
      boolean refuses = List.of(Strategy.ROTH, Strategy.SQUIRREL, Strategy.DIVIDE_AND_CONQUER).contains(strategy);
      assertEquals(!refuses, strategy.solver().accepts(Board.torus(8, 8)), strategy.name());
      if (refuses) {
        // The solver itself refuses too, not only KnightTours.solve.
        assertThrows(IllegalArgumentException.class, () -> strategy.solver().solve(request), strategy.name());
      }
    }
    assertThrows(
        IllegalArgumentException.class,
        () -> CountRequest.builder(Board.cylinder(5, 5), CountKind.OPEN_DIRECTED));
    assertThrows(IllegalArgumentException.class, () -> KnightTours.closedTours(Board.torus(5, 6)));
  }

  @Test
  void aTourShowsItsHoles() {
    Board board = Board.parse("""
        .....
        .....
        .....
        ....#
        """);
    TourResult result = null;
    for (int i = 0; i < board.squareCount() && (result == null || !result.isFound()); i++) {
      result = KnightTours.solve(TourRequest.builder(board, board.square(i)).build(), Strategy.BACKTRACKING);
    }
    assertEquals(Outcome.FOUND, result.outcome(), result.toString());
    String text = result.tour().orElseThrow().render();
    assertEquals(19, result.tour().orElseThrow().squares().size());
    // The hole e1 is drawn as '#' at the end of the bottom rank; every number 1..19 appears once.
    String bottom = text.lines().filter(line -> line.trim().startsWith("1 |")).findFirst().orElseThrow();
    assertTrue(bottom.trim().endsWith("# |"), text);
    for (int k = 1; k <= 19; k++) {
      assertTrue(text.matches("(?s).*\\b" + k + "\\b.*"), k + " missing in\n" + text);
    }
  }
}
