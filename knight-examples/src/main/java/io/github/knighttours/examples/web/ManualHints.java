package io.github.knighttours.examples.web;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.knighttours.Board;
import io.github.knighttours.KnightTours;
import io.github.knighttours.Square;
import io.github.knighttours.Strategy;
import io.github.knighttours.TourRequest;
import io.github.knighttours.examples.ResultJson;
import io.github.knighttours.spi.SearchStep;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The manual mode's hints: the square Warnsdorff's rule and Pohl's rule would take next after a
 * path the user has walked, asked of the library's own solvers (never worked out again here).
 *
 * <p>The squares the path has visited, all but the knight's, are made holes, and the rule walks
 * from the knight's square on what is left: its first move there is the move it would make after
 * the path, since both rules look only at the unvisited squares. The walk is cut short by the
 * trace listener once that move is known.
 *
 * @param warnsdorff Warnsdorff's next square, or null when the knight has no move
 * @param pohl Pohl's next square, or null when the knight has no move
 * @param moves the squares the knight may move to, in the board's order
 */
record ManualHints(Square warnsdorff, Square pohl, List<Square> moves) {

  /** Reads {@code rows}, {@code cols} and {@code path} from a query and gives the hints. */
  static ManualHints of(Map<String, String> query) {
    for (String name : query.keySet()) {
      if (!Set.of("rows", "cols", "path").contains(name)) {
        throw HttpError.badRequest("unknown parameter '" + name + "'; the parameters are cols, path, rows");
      }
    }
    int rows = side(query, "rows");
    int cols = side(query, "cols");
    Board board = Board.of(rows, cols);
    return of(board, path(board, RunParameters.required(query, "path")));
  }

  /** The hints after {@code path} (a walk of knight moves, no square twice) on {@code board}. */
  static ManualHints of(Board board, List<Square> path) {
    Square knight = path.get(path.size() - 1);
    Set<Square> visited = new HashSet<>(path);
    List<Square> moves = new ArrayList<>();
    for (Square next : board.successors(knight)) {
      if (!visited.contains(next)) {
        moves.add(next);
      }
    }
    if (moves.isEmpty()) {
      return new ManualHints(null, null, moves);
    }
    Board rest = path.size() == 1 ? board : board.withHoles(path.subList(0, path.size() - 1));
    return new ManualHints(firstMove(rest, knight, Strategy.WARNSDORFF), firstMove(rest, knight, Strategy.POHL), moves);
  }

  /** The first square the strategy's walk from {@code start} takes on {@code board}. */
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
      // the move is known: the rest of the walk is not needed
    }
    return first[0];
  }

  /** Ends a walk whose first move is known; thrown from the trace listener. */
  private static final class Known extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Known() {
      super("the first move is known", null, false, false);
    }
  }

  private static int side(Map<String, String> query, String name) {
    String text = RunParameters.required(query, name);
    if (!text.matches("\\d{1,9}") || Integer.parseInt(text) < 1 || Integer.parseInt(text) > SimulatorServer.MAX_TRACED_SIDE) {
      throw HttpError.badRequest(
          "parameter '" + name + "' must be a whole number from 1 to " + SimulatorServer.MAX_TRACED_SIDE + ", got '"
              + text + "'");
    }
    return Integer.parseInt(text);
  }

  /** The walk named by {@code text} ("a1,b3,c5"): squares on the board, knight moves, none twice. */
  private static List<Square> path(Board board, String text) {
    String[] names = text.split("[\\s,]+");
    if (names.length > board.squareCount()) {
      throw HttpError.badRequest(
          "parameter 'path' lists " + names.length + " squares, more than the " + board.squareCount() + " of the "
              + board + " board");
    }
    List<Square> path = new ArrayList<>();
    Set<Square> seen = new HashSet<>();
    for (String name : names) {
      if (name.isEmpty()) {
        continue;
      }
      Square square;
      try {
        square = Square.parse(name);
      } catch (IllegalArgumentException e) {
        throw HttpError.badRequest("parameter 'path' must list squares such as a1,b3, got '" + name + "'");
      }
      if (!board.contains(square)) {
        throw HttpError.badRequest("parameter 'path': " + square + " is off the " + board + " board");
      }
      if (!seen.add(square)) {
        throw HttpError.badRequest("parameter 'path': " + square + " is visited twice");
      }
      if (!path.isEmpty() && !isMove(board, path.get(path.size() - 1), square)) {
        throw HttpError.badRequest(
            "parameter 'path': " + path.get(path.size() - 1) + " to " + square + " is not a knight's move");
      }
      path.add(square);
    }
    if (path.isEmpty()) {
      throw HttpError.badRequest("missing parameter 'path'");
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

  /** The hints as JSON: {@code {"warnsdorff":"c2","pohl":"c2","moves":["b3","c2"]}}. */
  String toJson() {
    ObjectNode json = ResultJson.object();
    json.put("warnsdorff", name(warnsdorff)).put("pohl", name(pohl));
    ArrayNode names = json.putArray("moves");
    for (Square move : moves) {
      names.add(move.algebraic());
    }
    return ResultJson.text(json);
  }

  private static String name(Square square) {
    return square == null ? null : square.algebraic();
  }
}
