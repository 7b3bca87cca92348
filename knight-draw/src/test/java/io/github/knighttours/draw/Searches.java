package io.github.knighttours.draw;

import io.github.knighttours.Board;
import io.github.knighttours.KnightTours;
import io.github.knighttours.Square;
import io.github.knighttours.Strategy;
import io.github.knighttours.TourRequest;
import io.github.knighttours.TourResult;

/** Searches recorded for the tests. */
final class Searches {

  static final Board BOARD = Board.of(5, 5);

  private Searches() {}

  /**
   * The result of the exhaustive search of 5x5 from a1, heard by {@code recorder}. Its move
   * ordering finds a tour from a1 without taking a square back.
   */
  static TourResult backtrackingFromA1(TraceRecorder recorder) {
    return backtracking("a1", recorder);
  }

  /** The result of the exhaustive search of 5x5 from c1, which backtracks, heard by {@code recorder}. */
  static TourResult backtrackingFromC1(TraceRecorder recorder) {
    return backtracking("c1", recorder);
  }

  private static TourResult backtracking(String start, TraceRecorder recorder) {
    TourRequest request = TourRequest.builder(BOARD, Square.parse(start)).traceListener(recorder).build();
    return KnightTours.solve(request, Strategy.BACKTRACKING);
  }
}
