package io.github.knighttours.web;

import io.github.knighttours.Board;
import io.github.knighttours.KnightTours;
import io.github.knighttours.Square;
import io.github.knighttours.Strategy;
import io.github.knighttours.TourRequest;
import io.github.knighttours.spi.SearchStep;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.teavm.jso.JSObject;

/**
 * The manual mode's hints, asked of the library's own solvers as the local server does: the
 * visited squares but the knight's become holes, and the rule walks from the knight's square;
 * its first move is the hint, and the walk is cut short there.
 */
final class Hints {
  private Hints() {}

  static JSObject of(Board board, String pathText) {
    List<Square> path = path(board, pathText);
    Square knight = path.get(path.size() - 1);
    Set<Square> visited = new HashSet<>(path);
    List<String> moves = new ArrayList<>();
    for (Square next : board.successors(knight)) {
      if (!visited.contains(next)) {
        moves.add(next.algebraic());
      }
    }
    JSObject o = Js.object();
    if (moves.isEmpty()) {
      Js.setNull(o, "warnsdorff");
      Js.setNull(o, "pohl");
    } else {
      Board rest = path.size() == 1 ? board : board.withHoles(path.subList(0, path.size() - 1));
      Js.set(o, "warnsdorff", firstMove(rest, knight, Strategy.WARNSDORFF).algebraic());
      Js.set(o, "pohl", firstMove(rest, knight, Strategy.POHL).algebraic());
    }
    Js.set(o, "moves", Js.strings(moves));
    return o;
  }

  private static Square firstMove(Board board, Square start, Strategy strategy) {
    Square[] first = new Square[1];
    TourRequest request =
        TourRequest.builder(board, start)
            .traceListener(
                step -> {
                  if (step.kind() == SearchStep.Kind.PLACED && step.depth() == 1) {
                    first[0] = step.square();
                    throw new Known();
                  }
                })
            .build();
    try {
      KnightTours.solve(request, strategy);
    } catch (Known e) {
      // the move is known
    }
    return first[0];
  }

  private static List<Square> path(Board board, String text) {
    if (text == null || text.isBlank()) {
      throw new IllegalArgumentException("path must list the squares visited, such as [\"a1\", \"b3\"], got " + Runs.quoted(text));
    }
    List<Square> path = new ArrayList<>();
    Set<Square> seen = new HashSet<>();
    for (String name : text.trim().split("[\\s,]+")) {
      Square square = Square.parse(name);
      if (!board.contains(square)) {
        throw new IllegalArgumentException("path: " + square + " is off the " + board + " board");
      }
      if (!seen.add(square)) {
        throw new IllegalArgumentException("path: " + square + " is visited twice");
      }
      if (!path.isEmpty() && !isMove(board, path.get(path.size() - 1), square)) {
        throw new IllegalArgumentException("path: " + path.get(path.size() - 1) + " to " + square + " is not a knight's move");
      }
      path.add(square);
    }
    return path;
  }

  private static boolean isMove(Board board, Square from, Square to) {
    for (Square next : board.successors(from)) {
      if (next.equals(to)) {
        return true;
      }
    }
    return false;
  }

  /** Ends a walk whose first move is known. */
  private static final class Known extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Known() {
      super("the first move is known", null, false, false);
    }
  }
}
