package io.github.knighttours.draw;

import io.github.knighttours.Board;
import io.github.knighttours.KnightTours;
import io.github.knighttours.Square;
import io.github.knighttours.Strategy;
import io.github.knighttours.Tour;
import io.github.knighttours.TourKind;
import io.github.knighttours.TourRequest;
import io.github.knighttours.TourResult;

/** Tours for the tests, found by the library. */
final class Tours {

  private Tours() {}

  /** An open tour of a {@code rows × cols} board from the first start square that has one. */
  static Tour open(int rows, int cols) {
    for (int r = 0; r < rows; r++) {
      for (int c = 0; c < cols; c++) {
        TourResult result = KnightTours.solve(TourRequest.of(rows, cols, Square.of(r, c)), Strategy.AUTO);
        if (result.isFound()) {
          return result.tour().orElseThrow();
        }
      }
    }
    throw new AssertionError("no open tour of " + rows + "x" + cols + " found");
  }

  /** A closed tour of a {@code rows × cols} board from a1. */
  static Tour closed(int rows, int cols) {
    TourRequest request =
        TourRequest.builder(Board.of(rows, cols), Square.of(0, 0)).kind(TourKind.CLOSED).build();
    TourResult result = KnightTours.solve(request, Strategy.AUTO);
    return result.tour().orElseThrow(() -> new AssertionError("no closed tour: " + result));
  }
}
