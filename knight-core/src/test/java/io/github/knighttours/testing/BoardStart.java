package io.github.knighttours.testing;

import io.github.knighttours.Board;
import io.github.knighttours.Square;

/** A board and a start square on it: the input of most properties. */
public record BoardStart(Board board, Square start) {

  @Override
  public String toString() {
    return board + " from " + start + " (row " + start.row() + ", col " + start.col() + ")";
  }
}
