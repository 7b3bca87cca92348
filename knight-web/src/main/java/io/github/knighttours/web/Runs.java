package io.github.knighttours.web;

import io.github.knighttours.Board;
import io.github.knighttours.KnightTours;
import io.github.knighttours.Square;
import io.github.knighttours.Strategy;
import io.github.knighttours.Tour;
import io.github.knighttours.TourKind;
import io.github.knighttours.TourRequest;
import io.github.knighttours.TourResult;
import io.github.knighttours.TourSolver;
import io.github.knighttours.spi.SearchTraceListener;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.teavm.jso.JSObject;

/** What {@link KnightToursJs#solve} and {@link KnightToursJs#trace} share: reading the arguments, writing the result. */
final class Runs {
  /** The largest side {@code solve} takes, as the local server's simulator. */
  static final int MAX_SIDE = 1000;

  /** The largest side {@code trace} takes: the boards the simulator shows step by step. */
  static final int MAX_TRACED_SIDE = 30;

  private Runs() {}

  /** One run's parameters, read and checked. */
  record Parameters(int rows, int cols, Square start, TourKind kind, String strategyName, TourSolver solver) {
    TourRequest request(SearchTraceListener<Square> listener) {
      TourRequest.Builder b = TourRequest.builder(Board.of(rows, cols), start).kind(kind);
      if (listener != null) {
        b.traceListener(listener);
      }
      return b.build();
    }

    String board() {
      return rows + "x" + cols;
    }
  }

  static Parameters read(int rows, int cols, String start, String strategy, String kind, String moveOrder, int maxSide) {
    side("rows", rows, maxSide);
    side("cols", cols, maxSide);
    if (start == null || start.isBlank()) {
      throw new IllegalArgumentException("start must be a square such as \"b1\", got " + quoted(start));
    }
    Square square = Square.parse(start.trim());
    if (square.row() >= rows || square.col() >= cols) {
      throw new IllegalArgumentException(
          "start " + quoted(start) + " is off the " + rows + "x" + cols + " board");
    }
    TourKind tourKind;
    if (kind == null || kind.isEmpty() || kind.equalsIgnoreCase("open")) {
      tourKind = TourKind.OPEN;
    } else if (kind.equalsIgnoreCase("closed")) {
      tourKind = TourKind.CLOSED;
    } else {
      throw new IllegalArgumentException("kind must be \"open\" or \"closed\", got " + quoted(kind));
    }
    String name = strategy == null || strategy.isBlank() ? "AUTO" : strategy.trim();
    TourSolver solver = Solvers.solver(name, moveOrder);
    return new Parameters(rows, cols, square, tourKind, solver.name(), solver);
  }

  private static void side(String name, int value, int maxSide) {
    if (value < 1 || value > maxSide) {
      throw new IllegalArgumentException(name + " must be from 1 to " + maxSide + ", got " + value);
    }
  }

  static String quoted(String s) {
    return s == null ? "null" : "\"" + s + "\"";
  }

  /**
   * The result in the JSON shape of docs/result.schema.json where it overlaps: board, kind,
   * strategy, outcome, start, end, squares (when found), nodes, backtracks, elapsedMillis,
   * explanation.
   */
  static JSObject result(Parameters p, TourResult r, double elapsedMillis) {
    JSObject o = Js.object();
    Js.set(o, "board", p.board());
    Js.set(o, "kind", p.kind() == TourKind.CLOSED ? "closed" : "open");
    Js.set(o, "strategy", p.strategyName());
    Js.set(o, "outcome", r.outcome().name());
    Js.set(o, "start", p.start().algebraic());
    Tour tour = r.tour().orElse(null);
    if (tour != null) {
      List<String> squares = new ArrayList<>();
      for (Square s : tour.squares()) {
        squares.add(s.algebraic());
      }
      Js.set(o, "end", squares.get(squares.size() - 1));
      Js.set(o, "squares", Js.strings(squares));
    } else {
      Js.setNull(o, "end");
    }
    Js.set(o, "nodes", (double) r.statistics().nodesExpanded());
    Js.set(o, "backtracks", (double) r.statistics().backtracks());
    Js.set(o, "elapsedMillis", elapsedMillis);
    Js.set(o, "explanation", r.explanation());
    return o;
  }

  /** The name as a built-in strategy's constant, or null. */
  static Strategy builtIn(String name) {
    String wanted = name.trim().toUpperCase(Locale.ROOT).replace('-', '_');
    for (Strategy s : Strategy.values()) {
      if (s.name().equals(wanted)) {
        return s;
      }
    }
    return null;
  }

  /** Every solver the library finds, built-ins first. */
  static List<TourSolver> solvers() {
    return KnightTours.solvers();
  }
}
