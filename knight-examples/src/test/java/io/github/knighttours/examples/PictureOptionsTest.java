package io.github.knighttours.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --coordinates} on {@code tour} and {@code draw}, and the default picture size. */
class PictureOptionsTest {

  @TempDir Path dir;

  @Test
  void tourDrawsCoordinatesOnlyWhenAsked() throws Exception {
    Path plain = dir.resolve("plain.svg");
    assertEquals(0, CommandRun.run("tour", "--board", "8x8", "--format", "svg", "-q", "-o", plain.toString()).status());
    String svg = Files.readString(plain);
    assertFalse(svg.contains("class=\"coordinates\""));
    assertTrue(svg.contains("width=\"512\" height=\"512\""), svg.substring(0, 200));

    Path framed = dir.resolve("framed.svg");
    CommandRun run = CommandRun.run(
        "tour", "--board", "8x8", "--format", "svg", "--coordinates", "-q", "-o", framed.toString());
    assertEquals(0, run.status(), run.err());
    svg = Files.readString(framed);
    assertTrue(svg.contains(">a</text>") && svg.contains(">h</text>"), svg);
    assertTrue(svg.contains("<text class=\"rank\" x=\"-0.8\" y=\"7\" dy=\"0.35em\">1</text>"), svg);
  }

  @Test
  void drawAndTheAnimationsTakeCoordinatesToo() throws Exception {
    Path squares = dir.resolve("tour.txt");
    assertEquals(0, CommandRun.run("tour", "--board", "5x5", "--start", "a1", "--format", "squares", "-q", "-o",
        squares.toString()).status());
    Path png = dir.resolve("tour.png");
    CommandRun draw = CommandRun.run("draw", squares.toString(), "--format", "png", "--coordinates", "-o", png.toString());
    assertEquals(0, draw.status(), draw.err());
    BufferedImage image = ImageIO.read(png.toFile());
    // 5 x 96 pixels, and a band of 0.6 square (58 pixels) left and below.
    assertEquals(480 + 58, image.getWidth());
    Path html = dir.resolve("search.html");
    CommandRun search = CommandRun.run("tour", "--board", "5x5", "--start", "c1", "--strategy", "backtracking",
        "--format", "html", "--animate", "search", "--coordinates", "-q", "-o", html.toString());
    assertEquals(0, search.status(), search.err());
    assertTrue(Files.readString(html).contains("class=\"coordinates\""));
  }
}
