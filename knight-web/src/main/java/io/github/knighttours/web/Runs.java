package io.github.knighttours.web;

import io.github.knighttours.Board;
import io.github.knighttours.Square;
import io.github.knighttours.Tour;
import io.github.knighttours.TourKind;
import io.github.knighttours.TourRequest;
import io.github.knighttours.TourResult;
import io.github.knighttours.TourSolver;
import io.github.knighttours.spi.SearchTraceListener;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
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
   * The result in the JSON shape of docs/result.schema.json (tour --format json without {@code
   * command}): board, kind, strategy, outcome, start, end, squares (when found), nodes,
   * backtracks, elapsedMillis (whole milliseconds, as there), explanation.
   */
  static JSObject result(Parameters p, TourResult r, double elapsedMillis) {
    return object(fields(p, r, (long) elapsedMillis));
  }

  /** {@link #result}'s fields as plain Java, in order, so that a JVM test can check them. */
  static Map<String, Object> fields(Parameters p, TourResult r, long elapsedMillis) {
    List<String> squares = null;
    Tour tour = r.tour().orElse(null);
    if (tour != null) {
      squares = new ArrayList<>();
      for (Square s : tour.squares()) {
        squares.add(s.algebraic());
      }
    }
    return fields(p, r.outcome().name(), squares, r.statistics().nodesExpanded(), r.statistics().backtracks(),
        elapsedMillis, r.explanation());
  }

  /**
   * A result's fields: the names are those of docs/result.schema.json, which has no JSON writer
   * here (TeaVM), so ResultFieldsTest compares them with the schema on the JVM.
   */
  static Map<String, Object> fields(Parameters p, String outcome, List<String> squares, long nodes, long backtracks,
      long elapsedMillis, String explanation) {
    Map<String, Object> o = new LinkedHashMap<>();
    o.put("board", p.board());
    o.put("kind", p.kind() == TourKind.CLOSED ? "closed" : "open");
    o.put("strategy", p.strategyName());
    o.put("outcome", outcome);
    o.put("start", p.start().algebraic());
    o.put("end", squares == null ? null : squares.get(squares.size() - 1));
    if (squares != null) {
      o.put("squares", squares);
    }
    o.put("nodes", nodes);
    o.put("backtracks", backtracks);
    o.put("elapsedMillis", elapsedMillis);
    o.put("explanation", explanation);
    return o;
  }

  /** {@code fields} as a JavaScript object: strings, whole numbers, lists of strings and nulls. */
  @SuppressWarnings("unchecked")
  static JSObject object(Map<String, Object> fields) {
    JSObject o = Js.object();
    for (Map.Entry<String, Object> field : fields.entrySet()) {
      Object value = field.getValue();
      if (value == null) {
        Js.setNull(o, field.getKey());
      } else if (value instanceof String text) {
        Js.set(o, field.getKey(), text);
      } else if (value instanceof Long number) {
        Js.set(o, field.getKey(), number.doubleValue());
      } else {
        Js.set(o, field.getKey(), Js.strings((List<String>) value));
      }
    }
    return o;
  }
}
