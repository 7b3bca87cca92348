package io.github.knighttours.examples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Square;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Checks a tour on a shaped board from the coordinates alone, without the library's validator:
 * every square of the rectangle but the holes is visited exactly once, and consecutive squares
 * are one leap apart, {@code (±a, ±b)} or {@code (±b, ±a)}, counted around the edges that wrap.
 *
 * @param rows the rectangle's rows
 * @param cols the rectangle's columns
 * @param wrapRows whether moves wrap from the top rank to the bottom (a torus)
 * @param wrapCols whether moves wrap from the last file to the first (a torus or a cylinder)
 * @param a one leap
 * @param b the other leap
 * @param holes the squares taken off the board
 */
record ShapeTourCheck(int rows, int cols, boolean wrapRows, boolean wrapCols, int a, int b, Set<Square> holes) {

  /** True if {@code from} and {@code to} are one leap apart on this shape. */
  boolean isLeap(Square from, Square to) {
    return (apart(from.row(), to.row(), rows, wrapRows, a) && apart(from.col(), to.col(), cols, wrapCols, b))
        || (apart(from.row(), to.row(), rows, wrapRows, b) && apart(from.col(), to.col(), cols, wrapCols, a));
  }

  /**
   * True if {@code leap} steps along an axis of length {@code n} lead from {@code x} to {@code y}
   * one way or the other: straight, or around the axis when it wraps.
   */
  private static boolean apart(int x, int y, int n, boolean wraps, int leap) {
    int straight = Math.abs(x - y);
    return straight == leap || (wraps && n - straight == leap);
  }

  /** Fails unless {@code tour} visits every non-hole square once by leaps (and closes if asked). */
  void assertTour(List<Square> tour, boolean closed) {
    assertEquals(rows * cols - holes.size(), tour.size(), "squares in " + tour);
    Set<Square> seen = new HashSet<>();
    for (Square square : tour) {
      assertTrue(square.row() < rows && square.col() < cols, square + " is on the rectangle");
      assertTrue(!holes.contains(square), square + " is a hole, in " + tour);
      assertTrue(seen.add(square), square + " twice in " + tour);
    }
    for (int i = 1; i < tour.size(); i++) {
      assertTrue(isLeap(tour.get(i - 1), tour.get(i)), tour.get(i - 1) + " to " + tour.get(i) + " in " + tour);
    }
    if (closed) {
      assertTrue(isLeap(tour.get(tour.size() - 1), tour.get(0)), "closing move of " + tour);
    }
  }

  /** How many moves of {@code tour} (with the closing one if {@code closed}) are not straight leaps. */
  int wrapMoves(List<Square> tour, boolean closed) {
    int count = 0;
    int moves = closed ? tour.size() : tour.size() - 1;
    for (int i = 0; i < moves; i++) {
      Square from = tour.get(i);
      Square to = tour.get((i + 1) % tour.size());
      int dr = Math.abs(from.row() - to.row());
      int dc = Math.abs(from.col() - to.col());
      if (!((dr == a && dc == b) || (dr == b && dc == a))) {
        count++;
      }
    }
    return count;
  }
}
