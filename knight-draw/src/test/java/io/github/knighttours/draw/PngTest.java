package io.github.knighttours.draw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Square;
import io.github.knighttours.Tour;
import java.awt.Color;
import java.awt.GraphicsEnvironment;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;

/**
 * The PNG read back with ImageIO: its size, the squares' colours at their corners (which no
 * knight move's line comes near) and the path's colour at the middle of each move.
 */
class PngTest {

  @Test
  void runsHeadless() {
    assertTrue(GraphicsEnvironment.isHeadless(), "surefire sets java.awt.headless=true");
  }

  @Test
  void sizeSquaresAndPath() throws Exception {
    checkPicture(Tours.open(8, 8), PictureStyle.defaults(), 64);
  }

  @Test
  void closedTourInOtherColoursWithoutNumbers() throws Exception {
    PictureStyle style = PictureStyle.builder()
        .cellSize(30)
        .numbers(PictureStyle.Numbers.NEVER)
        .lightSquareColor(Color.WHITE)
        .darkSquareColor(new Color(0x777777))
        .pathColor(new Color(0xff0000))
        .build();
    checkPicture(Tours.closed(6, 6), style, 30);
  }

  @Test
  void largeBoardsGetSmallerSquares() throws Exception {
    Tour tour = Tours.open(300, 300);
    BufferedImage image = read(tour, PictureStyle.defaults());
    assertEquals(3900, image.getWidth());
    assertEquals(3900, image.getHeight());
  }

  @Test
  void boardsAboveTheSmoothLimitAreDrawnInFiveColoursWithTheSameLayout() throws Exception {
    Tour open = Tours.open(110, 110);
    assertTrue(110 * 110 > TourPictures.MAX_SMOOTH_SQUARES);
    checkPicture(open, PictureStyle.defaults(), 4000 / 110);
    BufferedImage image = TourPictures.image(Tours.closed(110, 110));
    Set<Integer> colours = new HashSet<>();
    for (int y = 0; y < image.getHeight(); y += 3) {
      for (int x = 0; x < image.getWidth(); x += 3) {
        colours.add(image.getRGB(x, y));
      }
    }
    PictureStyle style = PictureStyle.defaults();
    assertEquals(
        Set.of(style.lightSquareColor().getRGB(), style.darkSquareColor().getRGB(), style.pathColor().getRGB(),
            TourPictures.START_COLOR.getRGB(), TourPictures.END_COLOR.getRGB()),
        colours);
  }

  private static void checkPicture(Tour tour, PictureStyle style, int cell) throws Exception {
    BufferedImage image = read(tour, style);
    int rows = tour.board().rows();
    int cols = tour.board().cols();
    assertEquals(cols * cell, image.getWidth());
    assertEquals(rows * cell, image.getHeight());
    int light = style.lightSquareColor().getRGB();
    int dark = style.darkSquareColor().getRGB();
    for (int r = 0; r < rows; r++) {
      for (int c = 0; c < cols; c++) {
        int left = c * cell;
        int top = (rows - 1 - r) * cell;
        int expected = (r + c) % 2 == 0 ? dark : light;
        String where = Square.of(r, c).algebraic();
        assertEquals(expected, image.getRGB(left + 1, top + 1), "top-left corner of " + where);
        assertEquals(expected, image.getRGB(left + cell - 2, top + cell - 2), "bottom-right corner of " + where);
      }
    }
    assertEquals(dark, image.getRGB(1, image.getHeight() - 2), "a1 is dark, at the bottom left");
    List<Square> squares = tour.squares();
    int path = style.pathColor().getRGB();
    for (int i = 1; i < squares.size(); i++) {
      Square from = squares.get(i - 1);
      Square to = squares.get(i);
      double x = (from.col() + to.col() + 1) / 2.0 * cell;
      double y = (2 * rows - from.row() - to.row() - 1) / 2.0 * cell;
      assertEquals(path, image.getRGB((int) x, (int) y), "middle of move " + i + ": " + from + "-" + to);
    }
  }

  private static BufferedImage read(Tour tour, PictureStyle style) throws Exception {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    TourPictures.writePng(tour, style, out);
    byte[] png = out.toByteArray();
    assertEquals(0x89, png[0] & 0xff);
    assertEquals('P', png[1]);
    BufferedImage image = ImageIO.read(new ByteArrayInputStream(png));
    assertNotNull(image, "ImageIO reads the PNG back");
    return image;
  }
}
