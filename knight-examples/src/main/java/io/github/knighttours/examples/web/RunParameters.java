package io.github.knighttours.examples.web;

import io.github.knighttours.Board;
import io.github.knighttours.KnightTours;
import io.github.knighttours.Square;
import io.github.knighttours.Strategy;
import io.github.knighttours.TourKind;
import io.github.knighttours.TourSolver;
import io.github.knighttours.examples.ShapeStrategies;
import io.github.knighttours.solvers.MoveOrder;
import io.github.knighttours.solvers.NaiveBacktrackingSolver;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * What a run asks for, read from the query of {@code GET /api/run}: every value is checked here,
 * and a bad one becomes a 400 whose message names the parameter and the value.
 *
 * @param board the board, at most {@link SimulatorServer#MAX_SIDE} a side
 * @param start the first square, on the board
 * @param solver the solver, among {@link KnightTours#solvers()}, or the naive search with the
 *     move order asked for
 * @param kind open or closed
 * @param stepsPerSecond the pace of the trace, 0 for as fast as possible
 * @param timeBudget the longest the search may run (pauses included)
 * @param paused whether the run starts paused (for Step)
 */
record RunParameters(
    Board board,
    Square start,
    TourSolver solver,
    TourKind kind,
    int stepsPerSecond,
    Duration timeBudget,
    boolean paused) {

  /** The fastest pace one may ask for by number; "max" is faster still (no pacing at all). */
  static final int MAX_STEPS_PER_SECOND = 1_000_000;

  private static final Set<String> NAMES =
      Set.of(
          "rows", "cols", "start", "strategy", "moveOrder", "kind", "speed", "budget", "paused", "wrap", "leaper", "holes");

  /** The most squares the {@code holes} parameter may list. */
  static final int MAX_HOLES = 10_000;

  /** True if the page gets every step; larger boards get only the finished tour. */
  boolean traced() {
    return board.rows() <= SimulatorServer.MAX_TRACED_SIDE && board.cols() <= SimulatorServer.MAX_TRACED_SIDE;
  }

  /** Reads and checks the parameters of a raw query string (null for none). */
  static RunParameters parse(String rawQuery) {
    Map<String, String> query = query(rawQuery);
    for (String name : query.keySet()) {
      if (!NAMES.contains(name)) {
        throw HttpError.badRequest(
            "unknown parameter '" + name + "'; the parameters are " + String.join(", ", NAMES.stream().sorted().toList()));
      }
    }
    int rows = side(query, "rows");
    int cols = side(query, "cols");
    Board board =
        holed(shaped(rows, cols, query.getOrDefault("wrap", "none"), query.get("leaper")), query.get("holes"));
    Square start = start(query, board);
    TourSolver solver = withMoveOrder(solver(query.getOrDefault("strategy", "AUTO")), query.get("moveOrder"));
    if (!solver.accepts(board)) {
      throw HttpError.badRequest(
          "parameter 'strategy': " + solver.name() + " works only on the knight's plain rectangle, not on the "
              + board + " board; these take every shape: " + ShapeStrategies.everyShapeNames());
    }
    return new RunParameters(
        board,
        start,
        solver,
        kind(query.getOrDefault("kind", "open")),
        speed(query.getOrDefault("speed", "max")),
        budget(query.get("budget")),
        flag(query, "paused"));
  }

  /** Splits and decodes a query; a name given twice is refused. */
  static Map<String, String> query(String rawQuery) {
    Map<String, String> values = new LinkedHashMap<>();
    if (rawQuery == null || rawQuery.isEmpty()) {
      return values;
    }
    for (String pair : rawQuery.split("&")) {
      if (pair.isEmpty()) {
        continue;
      }
      int eq = pair.indexOf('=');
      String name = decode(eq < 0 ? pair : pair.substring(0, eq));
      String value = eq < 0 ? "" : decode(pair.substring(eq + 1));
      if (values.put(name, value) != null) {
        throw HttpError.badRequest("parameter '" + name + "' is given more than once");
      }
    }
    return values;
  }

  private static String decode(String text) {
    try {
      return URLDecoder.decode(text, StandardCharsets.UTF_8);
    } catch (IllegalArgumentException e) {
      throw HttpError.badRequest("the query is not URL-encoded properly near '" + text + "'");
    }
  }

  static String required(Map<String, String> query, String name) {
    String value = query.get(name);
    if (value == null || value.isBlank()) {
      throw HttpError.badRequest("missing parameter '" + name + "'");
    }
    return value.trim();
  }

  private static int side(Map<String, String> query, String name) {
    String text = required(query, name);
    if (!text.matches("\\d{1,9}")) {
      throw HttpError.badRequest(
          "parameter '" + name + "' must be a whole number from 1 to " + SimulatorServer.MAX_SIDE + ", got '" + text + "'");
    }
    int value = Integer.parseInt(text);
    if (value < 1 || value > SimulatorServer.MAX_SIDE) {
      throw HttpError.badRequest(
          "parameter '" + name + "' must be from 1 to " + SimulatorServer.MAX_SIDE + " (step by step up to "
              + SimulatorServer.MAX_TRACED_SIDE + "), got " + value);
    }
    return value;
  }

  /** The board of {@code rows × cols} with the wrap ("none", "cylinder", "torus") and leaper ("A,B" or null). */
  private static Board shaped(int rows, int cols, String wrap, String leaper) {
    Board board;
    switch (wrap.trim().toLowerCase(Locale.ROOT)) {
      case "none":
        board = Board.of(rows, cols);
        break;
      case "cylinder":
        board = Board.cylinder(rows, cols);
        break;
      case "torus":
        board = Board.torus(rows, cols);
        break;
      default:
        throw HttpError.badRequest("parameter 'wrap' must be none, cylinder or torus, got '" + wrap + "'");
    }
    if (leaper == null) {
      return board;
    }
    Matcher m = LEAPS.matcher(leaper);
    if (!m.matches()) {
      throw HttpError.badRequest("parameter 'leaper' must be two leaps such as 2,3, got '" + leaper + "'");
    }
    try {
      return board.withLeaper(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)));
    } catch (IllegalArgumentException e) {
      throw HttpError.badRequest("parameter 'leaper': '" + leaper + "' is not a leaper: " + e.getMessage());
    }
  }

  /**
   * The board with the holes that {@code text} lists ("c3,d4", commas or spaces between squares;
   * null or blank for none). The listed squares must lie in the rectangle and leave one square.
   */
  private static Board holed(Board board, String text) {
    if (text == null || text.isBlank()) {
      return board;
    }
    if (text.length() > MAX_HOLES * 12) {
      throw HttpError.badRequest(
          "parameter 'holes' may list at most " + MAX_HOLES + " squares; got " + text.length() + " characters");
    }
    String[] names = text.trim().split("[\\s,]+");
    if (names.length > MAX_HOLES) {
      throw HttpError.badRequest(
          "parameter 'holes' may list at most " + MAX_HOLES + " squares, got " + names.length);
    }
    Set<Square> holes = new LinkedHashSet<>();
    for (String name : names) {
      if (name.isEmpty()) {
        continue; // a leading comma
      }
      Square square;
      try {
        square = Square.parse(name);
      } catch (IllegalArgumentException e) {
        throw HttpError.badRequest(
            "parameter 'holes' must list squares such as c3,d4, got '" + name + "' in '" + abbreviated(text) + "'");
      }
      if (square.row() >= board.rows() || square.col() >= board.cols()) {
        throw HttpError.badRequest(
            "parameter 'holes': " + square + " is off the " + board.rows() + "x" + board.cols() + " board");
      }
      holes.add(square);
    }
    if (holes.isEmpty()) {
      return board;
    }
    if (holes.size() >= (long) board.rows() * board.cols()) {
      throw HttpError.badRequest(
          "parameter 'holes': '" + abbreviated(text) + "' makes every square of the " + board.rows() + "x"
              + board.cols() + " board a hole; at least one must remain");
    }
    return board.withHoles(holes);
  }

  /** The text, cut to a length a message can show. */
  private static String abbreviated(String text) {
    return text.length() <= 80 ? text : text.substring(0, 77) + "...";
  }

  private static final Pattern LEAPS = Pattern.compile("\\s*(\\d{1,9})\\s*,\\s*(\\d{1,9})\\s*");

  private static Square start(Map<String, String> query, Board board) {
    String text = required(query, "start");
    Square start;
    try {
      start = Square.parse(text);
    } catch (IllegalArgumentException e) {
      throw HttpError.badRequest(
          "parameter 'start' must be a square such as a1 (file letter, rank number), got '" + text + "'");
    }
    if (!board.contains(start) && start.row() < board.rows() && start.col() < board.cols()) {
      throw HttpError.badRequest("parameter 'start': " + start + " is a hole of the " + board + " board");
    }
    if (!board.contains(start)) {
      throw HttpError.badRequest("parameter 'start': " + start + " is off the " + board + " board");
    }
    return start;
  }

  static TourSolver solver(String name) {
    return KnightTours.solver(name.trim())
        .orElseThrow(
            () ->
                HttpError.badRequest(
                    "parameter 'strategy' must be one of "
                        + KnightTours.solvers().stream().map(TourSolver::name).collect(Collectors.joining(", "))
                        + "; got '" + name + "'"));
  }

  /**
   * The naive search with the move order {@code text} names (null: the solver as it is); a move
   * order for another strategy is refused, since it would change nothing.
   */
  static TourSolver withMoveOrder(TourSolver solver, String text) {
    if (text == null) {
      return solver;
    }
    if (!solver.name().equals(Strategy.NAIVE_BACKTRACKING.name())) {
      throw HttpError.badRequest(
          "parameter 'moveOrder' applies to NAIVE_BACKTRACKING only, not to " + solver.name() + "; got '" + text + "'");
    }
    try {
      return new NaiveBacktrackingSolver(MoveOrder.parse(text));
    } catch (IllegalArgumentException e) {
      throw HttpError.badRequest(
          "parameter 'moveOrder' must be one of "
              + java.util.Arrays.stream(MoveOrder.values()).map(MoveOrder::cliName).collect(Collectors.joining(", "))
              + ", got '" + text + "'");
    }
  }

  /** The move order of the naive search, or null for other solvers. */
  MoveOrder moveOrder() {
    return solver instanceof NaiveBacktrackingSolver naive ? naive.moveOrder() : null;
  }

  static TourKind kind(String text) {
    switch (text.trim().toLowerCase(Locale.ROOT)) {
      case "open":
        return TourKind.OPEN;
      case "closed":
        return TourKind.CLOSED;
      default:
        throw HttpError.badRequest("parameter 'kind' must be open or closed, got '" + text + "'");
    }
  }

  /** Reads a pace: "max" (0) or steps per second from 1 to {@link #MAX_STEPS_PER_SECOND}. */
  static int speed(String text) {
    String trimmed = text.trim();
    if (trimmed.equalsIgnoreCase("max")) {
      return 0;
    }
    if (trimmed.matches("\\d{1,9}")) {
      int value = Integer.parseInt(trimmed);
      if (value >= 1 && value <= MAX_STEPS_PER_SECOND) {
        return value;
      }
    }
    throw HttpError.badRequest(
        "parameter 'speed' must be max or steps per second from 1 to " + MAX_STEPS_PER_SECOND + ", got '" + text + "'");
  }

  static Duration budget(String text) {
    if (text == null) {
      return Duration.ofSeconds(SimulatorServer.DEFAULT_TIME_BUDGET_SECONDS);
    }
    String trimmed = text.trim();
    if (trimmed.matches("\\d{1,9}")) {
      int seconds = Integer.parseInt(trimmed);
      if (seconds >= 1 && seconds <= SimulatorServer.MAX_TIME_BUDGET_SECONDS) {
        return Duration.ofSeconds(seconds);
      }
    }
    throw HttpError.badRequest(
        "parameter 'budget' must be whole seconds from 1 to " + SimulatorServer.MAX_TIME_BUDGET_SECONDS + ", got '"
            + text + "'");
  }

  private static boolean flag(Map<String, String> query, String name) {
    String text = query.getOrDefault(name, "false").trim();
    if (text.equalsIgnoreCase("true")) {
      return true;
    }
    if (text.equalsIgnoreCase("false")) {
      return false;
    }
    throw HttpError.badRequest("parameter '" + name + "' must be true or false, got '" + text + "'");
  }
}
