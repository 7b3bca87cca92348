package io.github.knighttours.draw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Board;
import io.github.knighttours.HamiltonianPath;
import io.github.knighttours.KnightTours;
import io.github.knighttours.PathRequest;
import io.github.knighttours.Square;
import io.github.knighttours.Strategy;
import io.github.knighttours.Tour;
import io.github.knighttours.TourKind;
import io.github.knighttours.TourRequest;
import io.github.knighttours.TourResult;
import io.github.knighttours.shapes.Board3d;
import io.github.knighttours.shapes.Cell;
import io.github.knighttours.spi.SearchStep;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import org.junit.jupiter.api.Test;

/** The pictures people keep: numbers over the path, coordinates, sizes, badges. */
class PictureLegibilityTest {

  private static final PictureStyle COORDINATES = PictureStyle.builder().coordinates(true).build();

  private static Tour tour(int n) {
    return KnightTours.find(n, n, Square.parse("a1"), Strategy.POHL).orElseThrow();
  }

  @Test
  void theDigitsComeAfterThePathTheirHalosAndTheDots() {
    String svg = TourPictures.svg(tour(8));
    int path = svg.indexOf("<polyline class=\"path\"");
    int halos = svg.indexOf("<g class=\"halos\"");
    int dot = svg.indexOf("<circle class=\"end\"");
    int numbers = svg.indexOf("<g class=\"numbers\"");
    assertTrue(path >= 0 && path < halos && halos < dot && dot < numbers, svg);
    String haloGroup = svg.substring(halos, svg.indexOf("</g>", halos));
    assertEquals(64, count(haloGroup, "<text "));
    assertTrue(haloGroup.contains("stroke-width=\"0.2\""), haloGroup);
    // Move 1 is on a1, a dark square (x 0, y 7): its halo is stroked in the dark squares' colour.
    assertTrue(haloGroup.contains("x=\"0\" y=\"7\" stroke=\"#b58863\">1</text>"), haloGroup);
  }

  @Test
  void coordinatesOnlyWhenAsked() {
    String plain = TourPictures.svg(tour(8));
    assertFalse(plain.contains("class=\"coordinates\""));
    assertFalse(plain.contains("class=\"file\""));
    String svg = TourPictures.svg(tour(8), COORDINATES);
    for (String file : new String[] {"a", "b", "h"}) {
      assertTrue(svg.contains("<text class=\"file\" x=\"" + (file.charAt(0) - 'a') + "\" y=\"7.8\" dy=\"0.35em\">"
          + file + "</text>"), svg);
    }
    // Rank 1 at the bottom (y 7), rank 8 at the top (y 0), left of the board.
    assertTrue(svg.contains("<text class=\"rank\" x=\"-0.8\" y=\"7\" dy=\"0.35em\">1</text>"), svg);
    assertTrue(svg.contains("<text class=\"rank\" x=\"-0.8\" y=\"0\" dy=\"0.35em\">8</text>"), svg);
    assertEquals(8, count(svg, "class=\"file\""));
    assertEquals(8, count(svg, "class=\"rank\""));
    assertTrue(svg.contains("viewBox=\"-1.1 -0.5 8.6 8.6\""), svg);
  }

  @Test
  void filesPastZAreNamedAsSquaresAre() {
    String svg = TourPictures.svg(Board.of(3, 30), java.util.List.of(Square.parse("a1")), false, COORDINATES);
    assertTrue(svg.contains(">z</text>") && svg.contains(">aa</text>") && svg.contains(">ad</text>"), svg);
  }

  @Test
  void coordinatesStopPastTheLargestLabelledSide() {
    Tour tour = Tours.open(PictureStyle.MAX_COORDINATES_SIDE + 1, 5);
    assertFalse(TourPictures.svg(tour, COORDINATES).contains("class=\"coordinates\""));
  }

  @Test
  void defaultSizes() {
    assertEquals(512, TourPictures.image(tour(8)).getWidth());
    assertTrue(TourPictures.svg(tour(8)).contains("width=\"512\" height=\"512\""));
    assertEquals(480, TourPictures.image(tour(5)).getWidth());
    assertEquals(516, TourPictures.image(tour(12)).getWidth());
    // Large boards: 40 pixels a square, then shrunk to at most 4000 pixels.
    assertEquals(40, PictureStyle.defaults().cellSize(30));
    assertEquals(PictureStyle.MAX_AUTOMATIC_CELL_SIZE, PictureStyle.defaults().cellSize(3));
    assertEquals(4000, TourPictures.image(Tours.open(200, 5)).getHeight());
    // A size set is kept.
    assertEquals(8 * 30, TourPictures.image(tour(8), PictureStyle.builder().cellSize(30).build()).getWidth());
  }

  @Test
  void thePngWithCoordinatesHasTheBandLeftAndBelow() {
    BufferedImage image = TourPictures.image(tour(8), COORDINATES);
    // 64 pixels a square, a band of 0.6 square: 38 pixels.
    assertEquals(512 + 38, image.getWidth());
    assertEquals(512 + 38, image.getHeight());
    assertEquals(0xffffff, image.getRGB(2, 2) & 0xffffff, "the band is white");
    assertEquals(0xffffff, image.getRGB(549, 549) & 0xffffff, "the band is white");
    // a1's corner, far from its number and the dot: dark.
    assertEquals(0xb58863, image.getRGB(38 + 2, 511 - 2) & 0xffffff);
    // Some dark text pixels in the band left of rank 1 (the "1").
    assertTrue(darkPixels(image, 0, 448, 38, 64) > 10);
  }

  @Test
  void aPngNumberIsNotCrossedByThePath() {
    // Around the centre of each square, a ring just outside the digits' height holds no path colour
    // straight above or below the digits: the halo cut the path away there.
    Tour tour = tour(8);
    BufferedImage image = TourPictures.image(tour);
    int path = 0x1f4e9c;
    for (Square square : tour.squares().subList(1, 63)) {
      int cx = square.col() * 64 + 32;
      int cy = (7 - square.row()) * 64 + 32;
      for (int dx = -3; dx <= 3; dx++) {
        assertTrue((image.getRGB(cx + dx, cy) & 0xffffff) != path, "path colour at the centre of " + square);
      }
    }
  }

  @Test
  void badgesAreLegible() {
    HamiltonianPath<Cell> tour = KnightTours.solvePath(
            PathRequest.builder(Board3d.of(4, 4, 4)).start(new Cell(0, 0, 0)).kind(TourKind.OPEN).build())
        .hamiltonianPath().orElseThrow();
    String svg = Tour3dPictures.svg(tour);
    Matcher width = Pattern.compile("<svg [^>]*width=\"(\\d+)\"").matcher(svg);
    assertTrue(width.find());
    double cell = Double.parseDouble(width.group(1)) / (4 * 4 + 3);
    Matcher badge = Pattern.compile("<g class=\"layer-move\"[^>]*>.*?font-size=\"([0-9.]+)\"").matcher(svg);
    assertTrue(badge.find(), svg);
    double pixels = Double.parseDouble(badge.group(1)) * cell;
    assertTrue(pixels >= 12, "badge text of " + pixels + " px");
    // The badges come after the numbers' halos, before the digits.
    assertTrue(svg.indexOf("class=\"halos\"") < svg.indexOf("class=\"layer-move\""));
    assertTrue(svg.indexOf("class=\"layer-move\"") < svg.indexOf("class=\"numbers\""));
  }

  @Test
  void theAnimationsHaveHalosAndCoordinates() throws Exception {
    Board board = Board.of(5, 5);
    TraceRecorder recorder = new TraceRecorder();
    TourResult result = KnightTours.solve(
        TourRequest.builder(board, Square.parse("c1")).traceListener(recorder).build(), Strategy.BACKTRACKING);
    // From c1 the plain search backs up: the animation shows squares taken back.
    assertTrue(recorder.steps().stream().anyMatch(step -> step.kind() == SearchStep.Kind.REMOVED));
    AnimationStyle style = AnimationStyle.builder().pictureStyle(COORDINATES).build();
    StringBuilder html = new StringBuilder();
    TourAnimations.writeHtml(board, recorder.steps(), result.tour(), style, html);
    String page = html.toString();
    assertTrue(page.indexOf("id=\"halos\"") < page.indexOf("id=\"numbers\""), page);
    assertEquals(5, count(page, "class=\"file\""));
    assertTrue(page.contains("halos.removeChild"), "a step back takes the halo away too");
    ByteArrayOutputStream gif = new ByteArrayOutputStream();
    TourAnimations.writeGif(board, recorder.steps(), result.tour(), style, gif);
    ImageReader reader = ImageIO.getImageReadersByFormatName("gif").next();
    reader.setInput(ImageIO.createImageInputStream(new ByteArrayInputStream(gif.toByteArray())));
    BufferedImage first = reader.read(0);
    // 96 pixels a square (5 x 96 = 480), a band of 58 pixels.
    assertEquals(480 + 58, first.getWidth());
    assertEquals(480 + 58, first.getHeight());
    assertTrue(darkPixels(first, 58, 480, 96, 58) > 10, "the file letter a under the board");
  }

  private static int darkPixels(BufferedImage image, int x, int y, int w, int h) {
    int dark = 0;
    for (int i = x; i < x + w; i++) {
      for (int j = y; j < y + h; j++) {
        int rgb = image.getRGB(i, j);
        if (((rgb >> 16) & 0xff) < 0x60 && ((rgb >> 8) & 0xff) < 0x60 && (rgb & 0xff) < 0x60) {
          dark++;
        }
      }
    }
    return dark;
  }

  private static int count(String text, String part) {
    int n = 0;
    for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
      n++;
    }
    return n;
  }
}
