package io.github.knighttours.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.stream.ImageInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PicturesQuickStartTest {

  @Test
  void writesEveryPictureOfTheReadme(@TempDir Path dir) throws IOException {
    PicturesQuickStart.main(new String[] {dir.toString()});
    for (String name :
        List.of("tour.svg", "tour.png", "search.gif", "search.html", "tour.gif", "tutte-path.svg",
            "tutte-circle.svg", "tutte-path.dot")) {
      assertTrue(Files.size(dir.resolve(name)) > 0, name);
    }
    assertTrue(Files.readString(dir.resolve("tour.svg")).contains("<polyline"));
    // 8x8 is drawn 512 pixels wide by default (64 pixels a square).
    assertEquals(8 * 64, ImageIO.read(dir.resolve("tour.png").toFile()).getWidth());
    // The tour GIF: the empty board, one frame a move of 5x5, and the finished tour.
    assertEquals(25 + 2, frames(dir.resolve("tour.gif")));
    assertTrue(frames(dir.resolve("search.gif")) > 25 + 2); // the search from c1 takes squares back
    assertEquals(
        46, Files.readString(dir.resolve("tutte-path.dot")).lines().filter(l -> l.contains("label=")).count());
  }

  private static int frames(Path gif) throws IOException {
    try (ImageInputStream in = ImageIO.createImageInputStream(gif.toFile())) {
      ImageReader reader = ImageIO.getImageReadersByFormatName("gif").next();
      reader.setInput(in);
      try {
        return reader.getNumImages(true);
      } finally {
        reader.dispose();
      }
    }
  }
}
