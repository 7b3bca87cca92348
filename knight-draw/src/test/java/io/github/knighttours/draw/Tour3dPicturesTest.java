package io.github.knighttours.draw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.HamiltonianPath;
import io.github.knighttours.KnightTours;
import io.github.knighttours.PathRequest;
import io.github.knighttours.PathResult;
import io.github.knighttours.TourKind;
import io.github.knighttours.shapes.Board3d;
import io.github.knighttours.shapes.Cell;
import io.github.knighttours.spi.NeighbourFunction;
import io.github.knighttours.spi.Shape;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * Pictures of three-dimensional tours, read back: the SVG as XML (panels, captions, one number
 * per cell at its cell's centre, the path's runs and the badges of the moves between layers), the
 * PNG's size and checkering, and the refusals.
 */
class Tour3dPicturesTest {

  private static final String SVG_NS = "http://www.w3.org/2000/svg";

  private static HamiltonianPath<Cell> tour(Board3d board, Cell start, TourKind kind) {
    PathResult<Cell> result = KnightTours.solvePath(PathRequest.builder(board).start(start).kind(kind).build());
    return result.hamiltonianPath().orElseThrow(() -> new AssertionError("no tour: " + result));
  }

  private static HamiltonianPath<Cell> cube() {
    return tour(Board3d.of(4, 4, 4), new Cell(0, 0, 0), TourKind.CLOSED);
  }

  /** The centre of {@code cell} with one row of panels, worked out here from the documented layout. */
  private static double[] centre(Board3d board, Cell cell) {
    double x = cell.layer() * (board.cols() + 1) + cell.col() + 0.5;
    double y = 1 + (board.rows() - 1 - cell.row()) + 0.5;
    return new double[] {x, y};
  }

  private static List<Element> byClass(Document svg, String tag, String cssClass) {
    NodeList nodes = svg.getElementsByTagNameNS(SVG_NS, tag);
    List<Element> found = new ArrayList<>();
    for (int i = 0; i < nodes.getLength(); i++) {
      Element e = (Element) nodes.item(i);
      if (List.of(e.getAttribute("class").split(" ")).contains(cssClass)) {
        found.add(e);
      }
    }
    return found;
  }

  @Test
  void everyCellShowsItsNumberOnceAtItsCentre() throws Exception {
    HamiltonianPath<Cell> tour = cube();
    Document svg = SvgStructureTest.parse(Tour3dPictures.svg(tour));
    List<Element> numbers = byClass(svg, "g", "numbers");
    assertEquals(1, numbers.size());
    NodeList texts = numbers.get(0).getElementsByTagNameNS(SVG_NS, "text");
    assertEquals(64, texts.getLength());
    Set<Integer> seen = new HashSet<>();
    List<Cell> cells = tour.labels();
    for (int i = 0; i < texts.getLength(); i++) {
      Element text = (Element) texts.item(i);
      int number = Integer.parseInt(text.getTextContent());
      assertTrue(seen.add(number), "number " + number + " twice");
      double[] expected = centre((Board3d) tour.shape(), cells.get(number - 1));
      assertEquals(expected[0], Double.parseDouble(text.getAttribute("x")), 1e-9, "x of " + number);
      assertEquals(expected[1], Double.parseDouble(text.getAttribute("y")), 1e-9, "y of " + number);
    }
    assertEquals(64, seen.size());
    assertTrue(seen.contains(1) && seen.contains(64));
  }

  @Test
  void onePanelAndCaptionPerLayerInOneRow() throws Exception {
    HamiltonianPath<Cell> tour = cube();
    Document svg = SvgStructureTest.parse(Tour3dPictures.svg(tour));
    List<Element> panels = byClass(svg, "g", "board");
    List<Element> captions = byClass(svg, "text", "caption");
    assertEquals(4, panels.size());
    assertEquals(4, captions.size());
    for (int layer = 0; layer < 4; layer++) {
      assertEquals(String.valueOf(layer), panels.get(layer).getAttribute("data-layer"));
      assertEquals("translate(" + layer * 5 + " 1)", panels.get(layer).getAttribute("transform"));
      assertEquals("layer " + layer, captions.get(layer).getTextContent());
    }
    // 4 panels of 4 columns with 3 gaps; a caption row and 4 rows.
    assertEquals("0 0 19 5", svg.getDocumentElement().getAttribute("viewBox"));
    assertEquals("760", svg.getDocumentElement().getAttribute("width"));
    assertEquals("200", svg.getDocumentElement().getAttribute("height"));
  }

  @Test
  void movesWithinALayerAreLinesAndMovesBetweenLayersAreBadges() throws Exception {
    HamiltonianPath<Cell> tour = cube();
    List<Cell> cells = tour.labels();
    Document svg = SvgStructureTest.parse(Tour3dPictures.svg(tour));
    int segments = 0;
    for (Element polyline : byClass(svg, "polyline", "path")) {
      String[] points = polyline.getAttribute("points").split(" ");
      assertTrue(points.length >= 2);
      for (int i = 1; i < points.length; i++) {
        double[] a = point(points[i - 1]);
        double[] b = point(points[i]);
        double dx = b[0] - a[0];
        double dy = b[1] - a[1];
        assertEquals(5.0, dx * dx + dy * dy, 1e-9, "a knight move within one panel: " + points[i - 1] + " " + points[i]);
        segments++;
      }
    }
    List<Element> badges = byClass(svg, "g", "layer-move");
    List<Integer> expectedTargets = new ArrayList<>();
    for (int i = 1; i < cells.size(); i++) {
      if (cells.get(i).layer() != cells.get(i - 1).layer()) {
        expectedTargets.add(cells.get(i).layer());
      }
    }
    Cell first = cells.get(0);
    Cell last = cells.get(cells.size() - 1);
    boolean closingChangesLayer = first.layer() != last.layer();
    if (closingChangesLayer) {
      expectedTargets.add(first.layer());
    }
    List<Integer> targets = new ArrayList<>();
    for (Element badge : badges) {
      targets.add(Integer.parseInt(badge.getAttribute("data-to")));
      String label = badge.getElementsByTagNameNS(SVG_NS, "text").item(0).getTextContent();
      assertEquals(badge.getAttribute("data-to"), label);
    }
    assertEquals(expectedTargets, targets);
    assertTrue(!expectedTargets.isEmpty(), "a tour of the cube changes layers");
    int closingBadges = byClass(svg, "g", "closing-move").size();
    int closingLines = byClass(svg, "line", "closing-move").size();
    assertEquals(closingChangesLayer ? 1 : 0, closingBadges);
    assertEquals(closingChangesLayer ? 0 : 1, closingLines);
    // Every move of the open path is one or the other.
    assertEquals(cells.size() - 1, segments + badges.size() - closingBadges);
  }

  @Test
  void startAndEndDotsAndNoNumbersWhenAskedNot() throws Exception {
    // An open tour whose ends are no move apart (so it does not close): to a chosen end.
    HamiltonianPath<Cell> tour =
        KnightTours.solvePath(PathRequest.builder(Board3d.of(2, 3, 4)).start(new Cell(0, 0, 0)).end(new Cell(1, 2, 2)).build())
            .hamiltonianPath()
            .orElseThrow();
    assertEquals(new Cell(1, 2, 2), tour.end());
    PictureStyle plain = PictureStyle.builder().numbers(PictureStyle.Numbers.NEVER).cellSize(10).build();
    Document svg = SvgStructureTest.parse(Tour3dPictures.svg(tour, plain));
    assertEquals(0, byClass(svg, "g", "numbers").size());
    Element start = byClass(svg, "circle", "start").get(0);
    Element end = byClass(svg, "circle", "end").get(0);
    double[] first = centre((Board3d) tour.shape(), tour.labels().get(0));
    double[] last = centre((Board3d) tour.shape(), tour.labels().get(tour.size() - 1));
    assertEquals(first[0], Double.parseDouble(start.getAttribute("cx")), 1e-9);
    assertEquals(first[1], Double.parseDouble(start.getAttribute("cy")), 1e-9);
    assertEquals(last[0], Double.parseDouble(end.getAttribute("cx")), 1e-9);
    assertEquals(last[1], Double.parseDouble(end.getAttribute("cy")), 1e-9);
    // 2 panels of 4 columns and a gap, 10 pixels a square.
    assertEquals("90", svg.getDocumentElement().getAttribute("width"));
    assertEquals(0, byClass(svg, "line", "closing-move").size() + byClass(svg, "g", "closing-move").size());
  }

  @Test
  void manyLayersWrapToRowsOfAboutTheSquareRoot() {
    Layers3d ten = new Layers3d(Board3d.of(10, 3, 5));
    assertEquals(4, ten.perRow());
    assertEquals(4 * 5 + 3, ten.width());
    assertEquals(3 * (1 + 3) + 2, ten.height());
    assertEquals(ten.left(1), ten.left(5));
    assertEquals(0, ten.left(4));
    assertEquals(1 + 3 + 1 + 1, ten.top(4)); // caption, 3 rows, gap, caption
    Layers3d eight = new Layers3d(Board3d.of(8, 3, 5));
    assertEquals(8, eight.perRow());
    assertEquals(4, eight.height());
  }

  @Test
  void pngHasThePictureSizeAndTheCheckeringOfTheKnightsColours() throws Exception {
    HamiltonianPath<Cell> tour = cube();
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    Tour3dPictures.writePng(tour, bytes);
    BufferedImage image = ImageIO.read(new ByteArrayInputStream(bytes.toByteArray()));
    assertEquals(19 * 40, image.getWidth());
    assertEquals(5 * 40, image.getHeight());
    PictureStyle style = PictureStyle.defaults();
    for (int layer = 0; layer < 4; layer++) {
      for (int row = 0; row < 4; row++) {
        for (int col = 0; col < 4; col++) {
          // The top left corner of a square: nothing is drawn there but the board.
          int x = (layer * 5 + col) * 40 + 2;
          int y = (1 + 3 - row) * 40 + 2;
          boolean dark = (layer + row + col) % 2 == 0;
          assertEquals(
              (dark ? style.darkSquareColor() : style.lightSquareColor()).getRGB(),
              image.getRGB(x, y),
              "cell (" + layer + "," + row + "," + col + ")");
        }
      }
      // The gap right of a panel is white.
      if (layer < 3) {
        assertEquals(0xffffffff, image.getRGB((layer * 5 + 4) * 40 + 20, 100));
      }
    }
  }

  @Test
  void refusesWhatIsTooLargeToDraw() {
    IllegalArgumentException cells =
        assertThrows(IllegalArgumentException.class, () -> Tour3dPictures.checkDrawable(Board3d.of(101, 100, 100)));
    assertTrue(cells.getMessage().contains("101x100x100"), cells.getMessage());
    assertTrue(cells.getMessage().contains(String.valueOf(Tour3dPictures.MAX_CELLS)), cells.getMessage());
    Tour3dPictures.checkDrawable(Board3d.of(100, 100, 100));
    Layers3d wide = new Layers3d(Board3d.of(1, 1, 20_000));
    int cell = wide.imageCellSize(PictureStyle.defaults());
    assertEquals(1, cell);
    IllegalArgumentException side =
        assertThrows(IllegalArgumentException.class, () -> wide.checkImageSize(cell, Long.MAX_VALUE));
    assertTrue(side.getMessage().contains("20000x2 pixels"), side.getMessage());
    Layers3d cube = new Layers3d(Board3d.of(4, 4, 4));
    IllegalArgumentException heap =
        assertThrows(IllegalArgumentException.class, () -> cube.checkImageSize(40, 1_000_000));
    assertTrue(heap.getMessage().contains("half the heap"), heap.getMessage());
    cube.checkImageSize(40, 10_000_000);
  }

  @Test
  void nullsAreNamed() {
    HamiltonianPath<Cell> tour = cube();
    NullPointerException noTour = assertThrows(NullPointerException.class, () -> Tour3dPictures.svg(null));
    assertEquals("tour", noTour.getMessage());
    NullPointerException noStyle =
        assertThrows(NullPointerException.class, () -> Tour3dPictures.svg(tour, null));
    assertEquals("style", noStyle.getMessage());
    NullPointerException noOut =
        assertThrows(NullPointerException.class, () -> Tour3dPictures.writePng(tour, null));
    assertEquals("out", noOut.getMessage());
    assertThrows(NullPointerException.class, () -> Tour3dPictures.writeSvg(tour, PictureStyle.defaults(), null));
  }

  @Test
  void refusesATourOfCellsOfAnotherShape() {
    // The cells and moves of 1x3x4, but not a Board3d: the layout needs the board's sides.
    Board3d board = Board3d.of(1, 3, 4);
    Shape<Cell> lookalike =
        new Shape<>() {
          @Override
          public NeighbourFunction graph() {
            return board.graph();
          }

          @Override
          public Cell label(int vertex) {
            return board.label(vertex);
          }

          @Override
          public int indexOf(Cell cell) {
            return board.indexOf(cell);
          }

          @Override
          public String toString() {
            return "a look-alike of 1x3x4";
          }
        };
    HamiltonianPath<Cell> tour =
        KnightTours.solvePath(PathRequest.builder(lookalike).start(new Cell(0, 0, 0)).build()).hamiltonianPath().orElseThrow();
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Tour3dPictures.svg(tour));
    assertEquals("the tour is of a look-alike of 1x3x4, not of a three-dimensional board (Board3d)", e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> Tour3dPictures.image(tour));
  }

  private static double[] point(String pair) {
    String[] xy = pair.split(",");
    return new double[] {Double.parseDouble(xy[0]), Double.parseDouble(xy[1])};
  }
}
