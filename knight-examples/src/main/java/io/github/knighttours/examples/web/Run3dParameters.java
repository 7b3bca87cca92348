package io.github.knighttours.examples.web;

import io.github.knighttours.Strategy;
import io.github.knighttours.TourKind;
import io.github.knighttours.TourSolver;
import io.github.knighttours.shapes.Board3d;
import io.github.knighttours.shapes.Cell;
import java.time.Duration;
import java.util.Arrays;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * What a run on a three-dimensional board asks for: the query of {@code GET /api/run} with a
 * {@code layers} parameter. Every value is checked here; a bad one becomes a 400 naming the
 * parameter and the value.
 *
 * <p>The page replays the found tour of these boards rather than the search step by step, so the
 * parameters that shape or pace a traced two-dimensional search ({@code wrap}, {@code leaper}, {@code holes}, {@code speed},
 * {@code paused}) are refused rather than ignored.
 *
 * @param board the board, at most {@link #MAX_SIDE} cells along each of its three sides
 * @param start the first cell, on the board
 * @param strategy one of the strategies that take three-dimensional boards
 * @param kind open or closed
 * @param timeBudget the longest the search may run
 */
record Run3dParameters(Board3d board, Cell start, Strategy strategy, TourKind kind, Duration timeBudget) {

  /**
   * The most layers, rows or columns: the page draws every cell of the found tour, as it draws
   * every square of a two-dimensional board shown step by step.
   */
  static final int MAX_SIDE = SimulatorServer.MAX_TRACED_SIDE;

  private static final Set<String> NAMES = Set.of("layers", "rows", "cols", "start", "strategy", "kind", "budget");

  /** Parameters of a two-dimensional run that mean nothing here. */
  private static final Set<String> TWO_D_ONLY = Set.of("wrap", "leaper", "holes", "speed", "paused");

  /** True if the query asks for a three-dimensional board. */
  static boolean asked(Map<String, String> query) {
    return query.containsKey("layers");
  }

  /** Reads and checks the parameters of a query that has a {@code layers} parameter. */
  static Run3dParameters parse(Map<String, String> query) {
    for (String name : query.keySet()) {
      if (TWO_D_ONLY.contains(name)) {
        throw HttpError.badRequest(
            "parameter '" + name + "' is for two-dimensional boards; a board with layers (here layers="
                + query.get("layers") + ") takes only " + sorted(NAMES)
                + (name.equals("speed") || name.equals("paused")
                    ? " (its found tour is replayed on the page, which sets the pace)"
                    : ""));
      }
      if (!NAMES.contains(name)) {
        throw HttpError.badRequest(
            "unknown parameter '" + name + "'; a board with layers takes " + sorted(NAMES));
      }
    }
    Board3d board = Board3d.of(side(query, "layers"), side(query, "rows"), side(query, "cols"));
    Cell start = start(query, board);
    TourSolver solver = RunParameters.solver(query.getOrDefault("strategy", "AUTO"));
    Strategy strategy = threeDimensional(solver.name());
    if (strategy == null) {
      throw HttpError.badRequest(
          "parameter 'strategy': " + solver.name() + " works only on two-dimensional boards, not on the " + board
              + " board; these take three-dimensional boards: " + names());
    }
    return new Run3dParameters(
        board,
        start,
        strategy,
        RunParameters.kind(query.getOrDefault("kind", "open")),
        RunParameters.budget(query.get("budget")));
  }

  /** A three-dimensional board, to ask a solver whether it takes such boards. */
  private static final Board3d PROBE = Board3d.of(2, 2, 2);

  /**
   * The built-in strategy of that name if it takes three-dimensional boards, else null: those that
   * need nothing but the moves.
   */
  static Strategy threeDimensional(String name) {
    return Arrays.stream(Strategy.values())
        .filter(s -> s.name().equals(name) && s.solver().accepts(PROBE))
        .findFirst()
        .orElse(null);
  }

  /** The names of the strategies that take three-dimensional boards, comma-separated. */
  static String names() {
    return Arrays.stream(Strategy.values())
        .filter(s -> s.solver().accepts(PROBE))
        .map(Strategy::name)
        .collect(Collectors.joining(", "));
  }

  private static String sorted(Set<String> names) {
    return String.join(", ", names.stream().sorted().toList());
  }

  private static int side(Map<String, String> query, String name) {
    String text = RunParameters.required(query, name);
    if (text.matches("\\d{1,9}")) {
      int value = Integer.parseInt(text);
      if (value >= 1 && value <= MAX_SIDE) {
        return value;
      }
    }
    throw HttpError.badRequest(
        "parameter '" + name + "' must be a whole number from 1 to " + MAX_SIDE + " on a board with layers, got '"
            + text + "'");
  }

  private static Cell start(Map<String, String> query, Board3d board) {
    String text = RunParameters.required(query, "start");
    Cell start;
    try {
      start = Cell.parse(text);
    } catch (IllegalArgumentException e) {
      throw HttpError.badRequest(
          "parameter 'start' must be a cell (layer,row,col) counted from 0, such as (0,1,2), got '" + text + "'");
    }
    if (!board.contains(start)) {
      throw HttpError.badRequest("parameter 'start': " + start + " is off the " + board + " board");
    }
    return start;
  }
}
