package io.github.knighttours;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Tours written out by hand (checked move by move), shared by the model tests. */
final class TestTours {

  /** An open tour of the 3x4 board from a1 to a2. */
  static final String OPEN_3X4 = "a1 c2 a3 b1 d2 b3 c1 d3 b2 d1 c3 a2";

  /** A closed tour of the 5x6 board from a1: its last square, c2, is a knight move from a1. */
  static final String CLOSED_5X6 =
      "a1 b3 a5 c4 e5 f3 e1 d3 f2 d1 b2 a4 c5 e4 d2 f1 e3 f5 d4 b5 a3 b1 c3 d5 f4 e2 c1 a2 b4 c2";

  private TestTours() {}

  /** Parses space-separated algebraic squares into a mutable list. */
  static List<Square> squares(String algebraic) {
    List<Square> squares = new ArrayList<>();
    for (String s : algebraic.split(" ")) {
      squares.add(Square.parse(s));
    }
    return squares;
  }

  /** Returns {@code squares} with the element at {@code index} replaced; null allowed. */
  static List<Square> with(List<Square> squares, int index, Square square) {
    List<Square> copy = Arrays.asList(squares.toArray(new Square[0]));
    copy.set(index, square);
    return copy;
  }

  static Tour open3x4() {
    return Tour.of(Board.of(3, 4), squares(OPEN_3X4));
  }

  static Tour closed5x6() {
    return Tour.of(Board.of(5, 6), squares(CLOSED_5X6));
  }
}
