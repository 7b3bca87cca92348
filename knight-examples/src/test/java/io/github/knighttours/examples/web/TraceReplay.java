package io.github.knighttours.examples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Square;
import java.util.ArrayList;
import java.util.List;

/** Replays the steps of a stream as the page does: the path at every moment, and the counts. */
final class TraceReplay {

  private final int cols;
  private final List<Integer> path = new ArrayList<>();
  long placed;
  long removed;
  long deadEnds;

  TraceReplay(int cols) {
    this.cols = cols;
  }

  /** Applies one {@code steps} event's data. */
  void apply(String data) {
    for (String token : data.split(" ")) {
      assertTrue(token.matches("[prd]\\d+/\\d+"), token);
      int slash = token.indexOf('/');
      int square = Integer.parseInt(token.substring(1, slash));
      int depth = Integer.parseInt(token.substring(slash + 1));
      switch (token.charAt(0)) {
        case 'p' -> {
          while (path.size() > depth) {
            path.remove(path.size() - 1); // a new attempt
          }
          assertEquals(depth, path.size(), "a placement extends the path: " + token);
          path.add(square);
          placed++;
        }
        case 'r' -> {
          assertEquals(depth + 1, path.size(), "a removal takes the last square: " + token);
          assertEquals(square, path.remove(path.size() - 1), token);
          removed++;
        }
        default -> {
          assertEquals(depth + 1, path.size(), "a dead end is the path's last square: " + token);
          assertEquals(square, path.get(path.size() - 1), token);
          deadEnds++;
        }
      }
    }
  }

  /** The path now, as squares. */
  List<Square> path() {
    List<Square> squares = new ArrayList<>();
    for (int index : path) {
      squares.add(Square.of(index / cols, index % cols));
    }
    return squares;
  }
}
