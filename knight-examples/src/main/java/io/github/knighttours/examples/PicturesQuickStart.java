package io.github.knighttours.examples;

import io.github.knighttours.Board;
import io.github.knighttours.KnightTours;
import io.github.knighttours.Square;
import io.github.knighttours.Strategy;
import io.github.knighttours.Tour;
import io.github.knighttours.TourRequest;
import io.github.knighttours.TourResult;
import io.github.knighttours.draw.AnimationStyle;
import io.github.knighttours.draw.TourAnimations;
import io.github.knighttours.draw.TourPictures;
import io.github.knighttours.draw.TraceRecorder;
import io.github.knighttours.graph.GraphLayout;
import io.github.knighttours.graph.GraphPictures;
import io.github.knighttours.graph.HamiltonianPaths;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.jgrapht.Graph;
import org.jgrapht.GraphPath;
import org.jgrapht.generate.NamedGraphGenerator;
import org.jgrapht.graph.DefaultEdge;

/**
 * The README's picture examples (a tour as SVG and PNG, animations of a search and a tour,
 * pictures of a graph), kept here so that the build compiles them and a test runs them. The
 * files go to the directory given as the one argument (the current directory without one).
 */
public final class PicturesQuickStart {

  private PicturesQuickStart() {}

  /**
   * Writes tour.svg, tour.png, search.gif, search.html, tour.gif, tutte-path.svg,
   * tutte-circle.svg and tutte-path.dot.
   *
   * @param args the directory to write to (optional)
   * @throws IOException if a file cannot be written
   */
  public static void main(String[] args) throws IOException {
    Path dir = Path.of(args.length > 0 ? args[0] : ".");
    Files.createDirectories(dir);

    // A tour as SVG and PNG.
    Tour tour = KnightTours.find(8, 8, Square.parse("b1"), Strategy.POHL).orElseThrow();
    String svg = TourPictures.svg(tour);
    try (OutputStream out = Files.newOutputStream(dir.resolve("tour.png"))) {
      TourPictures.writePng(tour, out);
    }
    Files.writeString(dir.resolve("tour.svg"), svg);

    // A search, recorded step by step, as an animated GIF and an HTML page.
    TraceRecorder recorder = new TraceRecorder();   // keeps the first 100,000 steps
    TourRequest request =
        TourRequest.builder(Board.of(5, 5), Square.parse("c1")).traceListener(recorder).build();
    TourResult result = KnightTours.solve(request, Strategy.BACKTRACKING);
    try (OutputStream out = Files.newOutputStream(dir.resolve("search.gif"))) {
      TourAnimations.writeGif(request.board(), recorder.steps(), result.tour(), out);
    }
    Files.writeString(
        dir.resolve("search.html"), TourAnimations.html(request.board(), recorder.steps(), result.tour()));

    // A finished tour, growing move by move.
    AnimationStyle style = AnimationStyle.builder().frameDelayMillis(50).maxFrames(400).build();
    try (OutputStream out = Files.newOutputStream(dir.resolve("tour.gif"))) {
      TourAnimations.writeGif(result.tour().orElseThrow(), style, out);
    }

    // A Hamiltonian path of the Tutte graph, numbered in visiting order.
    Graph<Integer, DefaultEdge> tutte = NamedGraphGenerator.tutteGraph();
    GraphPath<Integer, DefaultEdge> path = HamiltonianPaths.find(tutte, Strategy.BACKTRACKING).orElseThrow();
    Files.writeString(dir.resolve("tutte-path.svg"), GraphPictures.svg(path));   // FR, seed 1
    Files.writeString(dir.resolve("tutte-circle.svg"), GraphPictures.svg(path, GraphLayout.CIRCULAR, 0));
    Files.writeString(dir.resolve("tutte-path.dot"), GraphPictures.dot(path));   // dot -Tpng tutte-path.dot

    System.out.println(
        "Wrote tour.svg, tour.png, search.gif, search.html, tour.gif, tutte-path.svg, tutte-circle.svg and"
            + " tutte-path.dot to " + dir.toAbsolutePath() + " (the search: " + recorder + ")");
  }
}
