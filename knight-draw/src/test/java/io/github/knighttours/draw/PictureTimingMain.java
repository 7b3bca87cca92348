package io.github.knighttours.draw;

import io.github.knighttours.Tour;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/**
 * Measures, outside the tests, how long the SVG of a 1000×1000 tour and the PNG of a 300×300
 * tour take, and how large they are: the first (cold) call and the best of the next five.
 *
 * <pre>{@code
 * java -Djava.awt.headless=true -cp knight-core/target/classes:knight-draw/target/classes:\
 *     knight-draw/target/test-classes:GUAVA_JAR io.github.knighttours.draw.PictureTimingMain
 * }</pre>
 */
final class PictureTimingMain {

  private PictureTimingMain() {}

  public static void main(String[] args) {
    Tour big = Tours.open(1000, 1000);
    long[] svgTimes = new long[6];
    int svgBytes = 0;
    for (int i = 0; i < svgTimes.length; i++) {
      long start = System.nanoTime();
      String svg = TourPictures.svg(big);
      svgTimes[i] = System.nanoTime() - start;
      svgBytes = svg.getBytes(StandardCharsets.UTF_8).length;
    }
    report("svg 1000x1000", svgTimes, svgBytes);

    Tour medium = Tours.open(300, 300);
    long[] pngTimes = new long[6];
    int pngBytes = 0;
    for (int i = 0; i < pngTimes.length; i++) {
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      long start = System.nanoTime();
      TourPictures.writePng(medium, out);
      pngTimes[i] = System.nanoTime() - start;
      pngBytes = out.size();
    }
    report("writePng 300x300", pngTimes, pngBytes);
  }

  private static void report(String what, long[] times, int bytes) {
    long best = Long.MAX_VALUE;
    for (int i = 1; i < times.length; i++) {
      best = Math.min(best, times[i]);
    }
    System.out.printf(
        "%s: first %d ms, best of next %d %d ms, %,d bytes%n",
        what, times[0] / 1_000_000, times.length - 1, best / 1_000_000, bytes);
  }
}
