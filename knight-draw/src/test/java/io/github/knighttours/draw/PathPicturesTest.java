package io.github.knighttours.draw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Board;
import io.github.knighttours.Square;
import io.github.knighttours.TourKind;
import io.github.knighttours.uncrossed.UncrossedPaths;
import io.github.knighttours.uncrossed.UncrossedResult;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** Pictures of paths that are not tours: the uncrossed paths and cycles. */
class PathPicturesTest {

  private static final String SVG_NS = "http://www.w3.org/2000/svg";

  @Test
  void anOpenPathIsOnePolylineWithOnePointPerSquare() throws Exception {
    UncrossedResult best = UncrossedPaths.longest(Board.of(5, 6), TourKind.OPEN);
    Document svg =
        SvgStructureTest.parse(TourPictures.svg(best.board(), best.squares(), false));
    NodeList polylines = svg.getElementsByTagNameNS(SVG_NS, "polyline");
    assertEquals(1, polylines.getLength());
    String[] points = ((Element) polylines.item(0)).getAttribute("points").trim().split("\\s+");
    assertEquals(best.moves() + 1, points.length);
    for (int i = 0; i < points.length; i++) {
      Square square = best.squares().get(i);
      assertEquals(square.col() + "," + (5 - 1 - square.row()), points[i], "point " + i);
    }
    assertEquals(0, svg.getElementsByTagNameNS(SVG_NS, "line").getLength());
    assertTrue(svg.getElementsByTagNameNS(SVG_NS, "title").item(0).getTextContent()
        .startsWith("Knight's path of the 5x6 board"));
  }

  @Test
  void aCycleGetsItsClosingMove() throws Exception {
    UncrossedResult best = UncrossedPaths.longest(Board.of(6, 6), TourKind.CLOSED);
    Document svg = SvgStructureTest.parse(TourPictures.svg(best.board(), best.squares(), true));
    Element polyline = (Element) svg.getElementsByTagNameNS(SVG_NS, "polyline").item(0);
    assertEquals(best.moves(), polyline.getAttribute("points").trim().split("\\s+").length);
    NodeList lines = svg.getElementsByTagNameNS(SVG_NS, "line");
    assertEquals(1, lines.getLength());
    Element closing = (Element) lines.item(0);
    Square first = best.squares().get(0);
    assertEquals("closing-move", closing.getAttribute("class"));
    assertEquals(Integer.toString(first.col()), closing.getAttribute("x2"));
    assertEquals(Integer.toString(6 - 1 - first.row()), closing.getAttribute("y2"));
  }

  @Test
  void refusesEmptyOffBoardAndNullPaths() {
    Board board = Board.of(3, 3);
    IllegalArgumentException empty =
        assertThrows(IllegalArgumentException.class, () -> TourPictures.svg(board, List.of(), false));
    assertTrue(empty.getMessage().contains("path"), empty.getMessage());
    IllegalArgumentException off =
        assertThrows(
            IllegalArgumentException.class,
            () -> TourPictures.svg(board, List.of(Square.of(0, 0), Square.of(3, 1)), false));
    assertTrue(off.getMessage().contains("b4"), off.getMessage());
    assertThrows(NullPointerException.class, () -> TourPictures.svg(null, List.of(), false));
    assertThrows(NullPointerException.class, () -> TourPictures.svg(board, null, false));
    List<Square> withNull = new ArrayList<>();
    withNull.add(null);
    NullPointerException nullSquare =
        assertThrows(NullPointerException.class, () -> TourPictures.svg(board, withNull, false));
    assertTrue(nullSquare.getMessage().contains("path square 0"), nullSquare.getMessage());
  }
}
