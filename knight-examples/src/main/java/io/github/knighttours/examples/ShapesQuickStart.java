package io.github.knighttours.examples;

import io.github.knighttours.Board;
import io.github.knighttours.KnightTours;
import io.github.knighttours.Square;
import io.github.knighttours.Strategy;
import io.github.knighttours.TourExistence;
import io.github.knighttours.TourKind;
import io.github.knighttours.TourRequest;
import io.github.knighttours.TourResult;

/**
 * The README's board shapes: a torus, a board with holes, the zebra and the camel. Prints what
 * each search and theorem answered.
 */
public final class ShapesQuickStart {

  private ShapesQuickStart() {}

  /**
   * Runs the snippets.
   *
   * @param args ignored
   */
  public static void main(String[] args) {
    // A closed tour of the 1000x1000 torus: AUTO takes the rectangle's closed tour, built in
    // linear time, which is one of the torus too.
    Board torus = Board.torus(1000, 1000);
    TourResult wrapped =
        KnightTours.solve(TourRequest.builder(torus, Square.parse("a1")).kind(TourKind.CLOSED).build());
    System.out.println(wrapped.outcome() + " on the " + torus);

    // A board with holes, drawn as text: '#' is a hole, the top line is the highest rank.
    Board holes = Board.parse("""
        ......
        ......
        ......
        ..##..
        ......
        ......
        """);
    TourResult open =
        KnightTours.solve(TourRequest.builder(holes, Square.parse("a1")).build(), Strategy.BACKTRACKING);
    System.out.println(open.outcome() + " on the " + holes);
    open.tour().ifPresent(tour -> System.out.print(tour.render()));

    // The zebra, a {2,3}-leaper, with Pohl's rule; and the camel, which never tours (Knuth 1994).
    Board zebra = Board.of(10, 10).withLeaper(2, 3);
    System.out.println(KnightTours.solve(TourRequest.builder(zebra, Square.parse("a1")).build()).outcome()
        + " on the " + zebra);
    System.out.println(TourExistence.openTour(Board.of(8, 8).withLeaper(1, 3)).reason());
  }
}
