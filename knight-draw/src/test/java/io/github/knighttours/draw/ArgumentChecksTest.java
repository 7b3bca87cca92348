package io.github.knighttours.draw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Board;
import io.github.knighttours.Tour;
import java.awt.Color;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/** Bad arguments fail early, with messages that name the argument and its value. */
class ArgumentChecksTest {

  private static final Tour TOUR = Tours.open(5, 5);
  private static final PictureStyle STYLE = PictureStyle.defaults();

  @Test
  void nullArguments() {
    assertNull("tour", () -> TourPictures.svg(null));
    assertNull("tour", () -> TourPictures.svg(null, STYLE));
    assertNull("style", () -> TourPictures.svg(TOUR, null));
    assertNull("tour", () -> TourPictures.writeSvg(null, new StringBuilder()));
    assertNull("out", () -> TourPictures.writeSvg(TOUR, (Appendable) null));
    assertNull("style", () -> TourPictures.writeSvg(TOUR, null, new StringBuilder()));
    assertNull("tour", () -> TourPictures.image(null));
    assertNull("style", () -> TourPictures.image(TOUR, null));
    assertNull("tour", () -> TourPictures.writePng(null, new ByteArrayOutputStream()));
    assertNull("out", () -> TourPictures.writePng(TOUR, (OutputStream) null));
    assertNull("style", () -> TourPictures.writePng(TOUR, null, new ByteArrayOutputStream()));
    assertNull("numbers", () -> PictureStyle.builder().numbers(null));
    assertNull("lightSquareColor", () -> PictureStyle.builder().lightSquareColor(null));
    assertNull("darkSquareColor", () -> PictureStyle.builder().darkSquareColor(null));
    assertNull("pathColor", () -> PictureStyle.builder().pathColor(null));
  }

  @Test
  void badStyleValues() {
    assertIllegal("cellSize must be in 1..1000: 0", () -> PictureStyle.builder().cellSize(0));
    assertIllegal("cellSize must be in 1..1000: -3", () -> PictureStyle.builder().cellSize(-3));
    assertIllegal("cellSize must be in 1..1000: 1001", () -> PictureStyle.builder().cellSize(1001));
    Color seeThrough = new Color(255, 0, 0, 128);
    assertIllegal("pathColor must be opaque: alpha 128", () -> PictureStyle.builder().pathColor(seeThrough));
    assertIllegal("lightSquareColor must be opaque", () -> PictureStyle.builder().lightSquareColor(seeThrough));
    assertIllegal("darkSquareColor must be opaque", () -> PictureStyle.builder().darkSquareColor(seeThrough));
  }

  @Test
  void tooWideAnImageIsRefusedBeforeDrawing() {
    // 5 x 20000 squares: at least 1 pixel a square makes it 20000 pixels wide.
    Tour tour = Tours.open(5, 20_000);
    assertIllegal("would be 20000x5 pixels, more than 16384 a side", () -> TourPictures.image(tour));
    assertIllegal("would be 20000x5 pixels", () -> TourPictures.writePng(tour, new ByteArrayOutputStream()));
    // The SVG of the same tour is fine: it just scales down.
    assertTrue(TourPictures.svg(tour).contains("width=\"4000\" height=\"1\""));
  }

  @Test
  void anImageLargerThanHalfTheHeapIsRefused() {
    Board board = Board.of(100, 100);
    // 4000 x 4000 pixels, 64,000,000 bytes, with a heap of 100 MB.
    assertIllegal(
        "4000x4000 pixels (64000000 bytes), more than half the heap (100000000 bytes)",
        () -> TourPictures.checkImageSize(board, PictureStyle.defaults(), 40, 100_000_000L));
    TourPictures.checkImageSize(board, PictureStyle.defaults(), 40, 128_000_000L);
  }

  @Test
  void writeFailuresAreUnchecked() {
    Appendable broken = new Appendable() {
      @Override
      public Appendable append(CharSequence csq) throws IOException {
        throw new IOException("disk full");
      }

      @Override
      public Appendable append(CharSequence csq, int start, int end) throws IOException {
        throw new IOException("disk full");
      }

      @Override
      public Appendable append(char c) throws IOException {
        throw new IOException("disk full");
      }
    };
    UncheckedIOException e = assertThrows(UncheckedIOException.class, () -> TourPictures.writeSvg(TOUR, broken));
    assertEquals("disk full", e.getCause().getMessage());
    OutputStream brokenStream = new OutputStream() {
      @Override
      public void write(int b) throws IOException {
        throw new IOException("disk full");
      }

      @Override
      public void write(byte[] b, int off, int len) throws IOException {
        throw new IOException("disk full");
      }
    };
    assertThrows(UncheckedIOException.class, () -> TourPictures.writePng(TOUR, brokenStream));
  }

  private static void assertNull(String name, Executable call) {
    NullPointerException e = assertThrows(NullPointerException.class, call);
    assertEquals(name, e.getMessage());
  }

  private static void assertIllegal(String messagePart, Executable call) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call);
    assertTrue(e.getMessage().contains(messagePart), e.getMessage());
  }
}
