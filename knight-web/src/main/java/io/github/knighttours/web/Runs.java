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
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.Set;
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
  record Parameters(
      Board shape, Square start, TourKind kind, String strategyName, TourSolver solver, Duration budget) {
    TourRequest request(SearchTraceListener<Square> listener) {
      TourRequest.Builder b = TourRequest.builder(shape, start).kind(kind);
      if (listener != null) {
        b.traceListener(listener);
      }
      if (budget != null) {
        b.timeBudget(budget);
      }
      return b.build();
    }

    int cols() {
      return shape.cols();
    }

    String board() {
      return shape.rows() + "x" + shape.cols();
    }
  }

  static Parameters read(int rows, int cols, String start, String strategy, String kind, String moveOrder, int maxSide) {
    return read(Board.of(checkedSide("rows", rows, maxSide), checkedSide("cols", cols, maxSide)),
        start, strategy, kind, moveOrder, null);
  }

  static Parameters read(Board board, String start, String strategy, String kind, String moveOrder, Duration budget) {
    int rows = board.rows();
    int cols = board.cols();
    if (start == null || start.isBlank()) {
      throw new IllegalArgumentException("start must be a square such as \"b1\", got " + quoted(start));
    }
    Square square = Square.parse(start.trim());
    if (square.row() >= rows || square.col() >= cols) {
      throw new IllegalArgumentException(
          "start " + quoted(start) + " is off the " + rows + "x" + cols + " board");
    }
    if (board.holes().contains(square)) {
      throw new IllegalArgumentException("start " + quoted(start) + " is a hole");
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
    return new Parameters(board, square, tourKind, solver.name(), solver, budget);
  }

  static int checkedSide(String name, int value, int maxSide) {
    if (value < 1 || value > maxSide) {
      throw new IllegalArgumentException(name + " must be from 1 to " + maxSide + ", got " + value);
    }
    return value;
  }

  /**
   * The board of {@code rows x cols} with the options' {@code wrap} ("none", "cylinder",
   * "torus"), {@code leaper} ("2,3") and {@code holes} ("c3,d4"), as the local server reads them.
   */
  static Board shaped(int rows, int cols, String wrap, String leaper, String holes) {
    Board board;
    String w = wrap == null ? "none" : wrap.trim().toLowerCase(Locale.ROOT);
    switch (w) {
      case "", "none" -> board = Board.of(rows, cols);
      case "cylinder" -> board = Board.cylinder(rows, cols);
      case "torus" -> board = Board.torus(rows, cols);
      default -> throw new IllegalArgumentException("wrap must be none, cylinder or torus, got " + quoted(wrap));
    }
    if (leaper != null && !leaper.isBlank()) {
      String[] leaps = leaper.trim().split("\\s*,\\s*");
      if (leaps.length != 2 || !leaps[0].matches("\\d{1,5}") || !leaps[1].matches("\\d{1,5}")) {
        throw new IllegalArgumentException("leaper must be two leaps such as 2,3, got " + quoted(leaper));
      }
      board = board.withLeaper(Integer.parseInt(leaps[0]), Integer.parseInt(leaps[1]));
    }
    if (holes != null && !holes.isBlank()) {
      Set<Square> squares = new LinkedHashSet<>();
      for (String name : holes.trim().split("[\\s,]+")) {
        Square s = Square.parse(name);
        if (s.row() >= rows || s.col() >= cols) {
          throw new IllegalArgumentException("holes: " + s + " is off the " + rows + "x" + cols + " board");
        }
        squares.add(s);
      }
      if (squares.size() >= (long) rows * cols) {
        throw new IllegalArgumentException("holes " + quoted(holes) + " make every square of the board a hole");
      }
      board = board.withHoles(squares);
    }
    return board;
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
