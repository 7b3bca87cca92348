package io.github.knighttours.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.graph.Traverser;
import io.github.knighttours.Board;
import io.github.knighttours.HamiltonianPath;
import io.github.knighttours.KnightTours;
import io.github.knighttours.Outcome;
import io.github.knighttours.PathRequest;
import io.github.knighttours.PathResult;
import io.github.knighttours.Square;
import io.github.knighttours.Strategy;
import io.github.knighttours.TourKind;
import io.github.knighttours.shapes.Board3d;
import io.github.knighttours.shapes.Cell;
import io.github.knighttours.testing.SmallShapes;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The public neighbour function and shapes, as a user outside the library sees them. */
class NeighbourFunctionTest {

  @Test
  void aBoardIsAGuavaSuccessorsFunction() {
    // From a1 on 3x3 the knight reaches every square but the centre b2.
    Set<Square> reached = new HashSet<>();
    Traverser.forGraph(Board.of(3, 3)).breadthFirst(Square.parse("a1")).forEach(reached::add);
    assertEquals(8, reached.size());
    assertTrue(!reached.contains(Square.parse("b2")));
    // On 8x8 every square is reached, and a1 has exactly b3 and c2.
    Set<Square> all = new HashSet<>();
    Traverser.forGraph(Board.of(8, 8)).depthFirstPreOrder(Square.parse("a1")).forEach(all::add);
    assertEquals(64, all.size());
    List<Square> fromA1 = new ArrayList<>();
    Board.of(8, 8).successors(Square.parse("a1")).forEach(fromA1::add);
    assertEquals(Set.of(Square.parse("b3"), Square.parse("c2")), new HashSet<>(fromA1));
  }

  @Test
  void successorsOfASquareOffTheBoardAreRefusedNamingIt() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Board.of(3, 3).successors(Square.parse("d1")));
    assertTrue(e.getMessage().contains("d1"), e.getMessage());
  }

  @Test
  void aBoardsLabelsAndNumbersAreInverse() {
    Board board = Board.of(5, 7).withHoles(List.of(Square.parse("c3")));
    for (int v = 0; v < board.vertexCount(); v++) {
      assertEquals(v, board.indexOf(board.label(v)));
    }
    assertThrows(IndexOutOfBoundsException.class, () -> board.label(board.vertexCount()));
    IllegalArgumentException hole = assertThrows(IllegalArgumentException.class, () -> board.indexOf(Square.parse("c3")));
    assertTrue(hole.getMessage().contains("c3"), hole.getMessage());
  }

  @Test
  void aBoardsNeighbourFunctionAgreesWithItsGeometry() {
    for (Board board : List.of(Board.of(6, 7), Board.torus(5, 6), Board.cylinder(4, 7), Board.of(6, 6).withLeaper(1, 4))) {
      NeighbourFunction graph = board.graph();
      int[] out = new int[graph.maxDegree()];
      for (int v = 0; v < graph.vertexCount(); v++) {
        Set<Integer> listed = new HashSet<>();
        int count = graph.successors(v, out);
        for (int i = 0; i < count; i++) {
          listed.add(out[i]);
        }
        for (int u = 0; u < graph.vertexCount(); u++) {
          assertEquals(board.isMove(v, u), listed.contains(u), board + " " + board.label(v) + " " + board.label(u));
        }
      }
    }
  }

  @Test
  void aShapeOfOneself() {
    // A shape written outside the library: Petersen's graph has Hamiltonian paths and no cycle.
    Shape<Integer> petersen = SmallShapes.petersen();
    PathResult<Integer> path =
        KnightTours.solvePath(PathRequest.builder(petersen).start(0).build(), Strategy.BACKTRACKING);
    assertEquals(Outcome.FOUND, path.outcome(), path::toString);
    HamiltonianPath<Integer> tour = path.hamiltonianPath().orElseThrow();
    assertEquals(10, tour.labels().size());
    assertEquals(10, new HashSet<>(tour.labels()).size());
    PathResult<Integer> cycle =
        KnightTours.solvePath(PathRequest.builder(petersen).start(0).kind(TourKind.CLOSED).build(), Strategy.AUTO);
    assertEquals(Outcome.PROVEN_ABSENT, cycle.outcome(), cycle::toString);
  }

  @Test
  void aTourOfLabelsIsCheckedAgainstTheShapesMoves() {
    Board3d board = Board3d.of(1, 3, 4);
    PathResult<Cell> found =
        KnightTours.solvePath(PathRequest.builder(board).start(new Cell(0, 0, 0)).build(), Strategy.BACKTRACKING);
    List<Cell> cells = found.hamiltonianPath().orElseThrow().labels();
    assertEquals(found.hamiltonianPath().get(), HamiltonianPath.of(board, cells, TourKind.OPEN));
    List<Cell> swapped = new ArrayList<>(cells);
    swapped.set(1, cells.get(2));
    swapped.set(2, cells.get(1));
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> HamiltonianPath.of(board, swapped, TourKind.OPEN));
    assertTrue(e.getMessage().contains("is not a move"), e.getMessage());
  }

  @Test
  void aRequestNamesWhatIsWrong() {
    Board board = Board.of(5, 5);
    NullPointerException nullShape = assertThrows(NullPointerException.class, () -> PathRequest.builder(null));
    assertTrue(nullShape.getMessage().contains("shape"), nullShape.getMessage());
    IllegalArgumentException off =
        assertThrows(IllegalArgumentException.class, () -> PathRequest.builder(board).start(Square.parse("f1")));
    assertTrue(off.getMessage().contains("f1"), off.getMessage());
    IllegalArgumentException closedEnd =
        assertThrows(
            IllegalArgumentException.class,
            () -> PathRequest.builder(board).start(Square.parse("a1")).end(Square.parse("e5")).kind(TourKind.CLOSED).build());
    assertTrue(closedEnd.getMessage().contains("e5"), closedEnd.getMessage());
    IllegalArgumentException refused =
        assertThrows(
            IllegalArgumentException.class,
            () -> KnightTours.solvePath(PathRequest.builder(Board3d.of(2, 3, 4)).start(new Cell(0, 0, 0)).build(), Strategy.ROTH));
    assertTrue(refused.getMessage().contains("ROTH") && refused.getMessage().contains("2x3x4"), refused.getMessage());
    assertTrue(refused.getMessage().contains("BACKTRACKING"), refused.getMessage());
  }
}
