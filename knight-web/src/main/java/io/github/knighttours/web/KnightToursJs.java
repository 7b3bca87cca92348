package io.github.knighttours.web;

import io.github.knighttours.solvers.MoveOrder;

import io.github.knighttours.Board;
import io.github.knighttours.KnightTours;
import io.github.knighttours.Square;
import io.github.knighttours.TourResult;
import io.github.knighttours.TourSolver;
import io.github.knighttours.draw.TourPictures;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.teavm.jso.JSExport;
import org.teavm.jso.JSObject;
import org.teavm.jso.core.JSArray;

/**
 * The JavaScript API of the no-install page, compiled by TeaVM into {@code js/knight-tours.js}
 * (an ES module; the page sets it as the global {@code knightTours}). See docs/no-install-page.md.
 */
public final class KnightToursJs {
  /** A board other than the knight's plain one: solvers that take it take every shape. */
  private static final Board OTHER_SHAPE = Board.torus(8, 8);

  private KnightToursJs() {}

  /**
   * Nothing: TeaVM needs an entry point; the page calls the exported functions.
   *
   * @param args ignored
   */
  public static void main(String[] args) {
    // The exported functions are the API.
  }

  /**
   * Searches a board at once and returns the result: {@code {board, kind, strategy, outcome,
   * start, end, squares, nodes, backtracks, elapsedMillis, explanation}}.
   *
   * @param rows rows, 1 to 1000
   * @param cols columns, 1 to 1000
   * @param start the start square, such as {@code "b1"}
   * @param strategy a strategy's name, such as {@code "WARNSDORFF"}; null for AUTO
   * @param kind {@code "open"} or {@code "closed"}; null for open
   * @param moveOrder for NAIVE_BACKTRACKING, a move order's name; otherwise null or undefined
   * @return the result
   */
  @JSExport
  public static JSObject solve(int rows, int cols, JSObject start, JSObject strategy, JSObject kind, JSObject moveOrder) {
    try {
      Runs.Parameters p = Runs.read(
              rows, cols, Js.text(start), Js.text(strategy), Js.text(kind), Js.text(moveOrder), Runs.MAX_SIDE);
      long t0 = System.nanoTime();
      TourResult r = KnightTours.solve(p.request(null), p.solver());
      double millis = (System.nanoTime() - t0) / 1e6;
      return Runs.result(p, r, millis);
    } catch (IllegalArgumentException | NullPointerException e) {
      Js.raise(Js.error(e.getMessage()));
      return null;
    }
  }

  /**
   * Starts a search that is run step by step (see {@link TraceRun}). {@code options} may hold
   * {@code moveOrder} (for NAIVE_BACKTRACKING), {@code ahead} (steps buffered ahead, 1 to
   * 1,000,000; default 4096), {@code budget} (whole seconds of search, pauses included; 0 or
   * absent for none), and the board's shape as the local server takes it: {@code wrap} ("none",
   * "cylinder", "torus"), {@code leaper} ("2,3") and {@code holes} ("c3,d4").
   *
   * @param rows rows, 1 to 30
   * @param cols columns, 1 to 30
   * @param start the start square, such as {@code "b1"}
   * @param strategy a strategy's name; null for AUTO
   * @param kind {@code "open"} or {@code "closed"}; null for open
   * @param options null, or an object with any of {@code moveOrder}, {@code ahead},
   *     {@code budget}, {@code wrap}, {@code leaper} and {@code holes}
   * @return the run: call {@code next(n)} for steps, {@code stop()} to end it
   */
  @JSExport
  public static TraceRun trace(int rows, int cols, JSObject start, JSObject strategy, JSObject kind, JSObject options) {
    try {
      Board board =
          Runs.shaped(
              Runs.checkedSide("rows", rows, Runs.MAX_TRACED_SIDE),
              Runs.checkedSide("cols", cols, Runs.MAX_TRACED_SIDE),
              Js.string(options, "wrap"),
              Js.string(options, "leaper"),
              Js.string(options, "holes"));
      double seconds = Js.number(options, "budget", 0);
      if (!(seconds >= 0 && seconds <= 86_400) || seconds != Math.floor(seconds)) {
        throw new IllegalArgumentException("options.budget must be whole seconds from 0 to 86400, got " + seconds);
      }
      Runs.Parameters p =
          Runs.read(
              board, Js.text(start), Js.text(strategy), Js.text(kind), Js.string(options, "moveOrder"),
              seconds == 0 ? null : Duration.ofSeconds((long) seconds));
      double ahead = Js.number(options, "ahead", TraceRun.DEFAULT_AHEAD);
      if (!(ahead >= 1 && ahead <= 1_000_000) || ahead != Math.floor(ahead)) {
        throw new IllegalArgumentException("options.ahead must be a whole number from 1 to 1000000, got " + ahead);
      }
      TraceRun run = new TraceRun(p, (int) ahead);
      run.start();
      return run;
    } catch (IllegalArgumentException | NullPointerException e) {
      Js.raise(Js.error(e.getMessage()));
      return null;
    }
  }

  /**
   * The strategies: {@code [{name, exhaustive, mayProveAbsence, findsTourWhenOneExists, takesEveryShape}]}
   * (the page has its own words for each).
   *
   * @return the strategies, built-ins first
   */
  @JSExport
  public static JSArray<JSObject> strategies() {
    JSArray<JSObject> a = Js.array();
    for (TourSolver s : KnightTours.solvers()) {
      JSObject o = Js.object();
      Js.set(o, "name", s.name());
      Js.set(o, "exhaustive", s.findsTourWhenOneExists() && s.mayProveAbsence());
      Js.set(o, "mayProveAbsence", s.mayProveAbsence());
      Js.set(o, "findsTourWhenOneExists", s.findsTourWhenOneExists());
      Js.set(o, "takesEveryShape", s.accepts(OTHER_SHAPE));
      Js.push(a, o);
    }
    return a;
  }

  /**
   * The move orders of the naive backtracking strategy: {@code [{name}]}.
   *
   * @return the move orders, the default first
   */
  @JSExport
  public static JSArray<JSObject> moveOrders() {
    JSArray<JSObject> a = Js.array();
    for (MoveOrder order : MoveOrder.values()) {
      JSObject o = Js.object();
      Js.set(o, "name", order.name());
      Js.push(a, o);
    }
    return a;
  }

  /**
   * The manual mode's hints after a path: {@code {warnsdorff, pohl, moves}}, the squares
   * Warnsdorff's and Pohl's rules would take next (null when the knight has no move) and every
   * square the knight may move to.
   *
   * @param rows rows, 1 to 30
   * @param cols columns, 1 to 30
   * @param path the squares visited so far, in order, the knight's last: an array or a
   *     comma-separated string
   * @return the hints
   */
  @JSExport
  public static JSObject hints(int rows, int cols, JSObject path) {
    try {
      Board board =
          Board.of(
              Runs.checkedSide("rows", rows, Runs.MAX_TRACED_SIDE), Runs.checkedSide("cols", cols, Runs.MAX_TRACED_SIDE));
      return Hints.of(board, Js.text(path));
    } catch (IllegalArgumentException | NullPointerException e) {
      Js.raise(Js.error(e.getMessage()));
      return null;
    }
  }

  /**
   * The picture of a path as SVG text, as {@code serve} draws a finished tour (knight-draw's
   * {@code TourPictures}): the board, the path and its move numbers.
   *
   * @param rows rows, 1 to 30
   * @param cols columns, 1 to 30
   * @param squares the path's squares, in order: an array or a comma-separated string
   * @param kind {@code "closed"} to draw the closing move; anything else draws an open path
   * @return the SVG document
   */
  @JSExport
  public static String svg(int rows, int cols, JSObject squares, JSObject kind) {
    try {
      Board board =
          Board.of(
              Runs.checkedSide("rows", rows, Runs.MAX_TRACED_SIDE), Runs.checkedSide("cols", cols, Runs.MAX_TRACED_SIDE));
      String text = Js.text(squares);
      if (text == null || text.isBlank()) {
        throw new IllegalArgumentException("squares must list the path, such as [\"a1\", \"b3\"], got " + Runs.quoted(text));
      }
      List<Square> path = new ArrayList<>();
      for (String name : text.trim().split("[\\s,]+")) {
        path.add(Square.parse(name));
      }
      return TourPictures.svg(board, path, "closed".equals(Js.text(kind)));
    } catch (IllegalArgumentException | NullPointerException e) {
      Js.raise(Js.error(e.getMessage()));
      return null;
    }
  }

  /**
   * The page's limits: {@code {maxRows, maxCols, maxTracedSide, maxSide}}.
   *
   * @return the limits
   */
  @JSExport
  public static JSObject limits() {
    JSObject o = Js.object();
    Js.set(o, "maxRows", Runs.MAX_TRACED_SIDE);
    Js.set(o, "maxCols", Runs.MAX_TRACED_SIDE);
    Js.set(o, "maxTracedSide", Runs.MAX_TRACED_SIDE);
    Js.set(o, "maxSide", Runs.MAX_SIDE);
    return o;
  }
}
