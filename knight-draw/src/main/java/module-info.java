/**
 * Knight's tours as pictures: {@link io.github.knighttours.draw.TourPictures} draws a tour as
 * SVG (written by hand) or PNG (Java2D and ImageIO, headless); {@link
 * io.github.knighttours.draw.TourAnimations} animates a tour or a search recorded by a {@link
 * io.github.knighttours.draw.TraceRecorder} as a GIF or an HTML page. Nothing here searches.
 */
module io.github.knighttours.draw {
  requires transitive io.github.knighttours.core;
  requires transitive java.desktop;

  exports io.github.knighttours.draw;
}
