package io.github.knighttours.web;

import io.github.knighttours.KnightTours;
import io.github.knighttours.Strategy;
import io.github.knighttours.TourSolver;
import io.github.knighttours.solvers.MoveOrder;
import io.github.knighttours.solvers.NaiveBacktrackingSolver;
import java.util.Locale;

/** A solver from a strategy's name and an optional move order. */
final class Solvers {
  private Solvers() {}

  static TourSolver solver(String name, String moveOrder) {
    Strategy strategy = builtIn(name);
    boolean ordered = moveOrder != null && !moveOrder.isBlank();
    if (ordered) {
      if (strategy != Strategy.NAIVE_BACKTRACKING) {
        throw new IllegalArgumentException(
            "moveOrder is for NAIVE_BACKTRACKING only, got " + Runs.quoted(moveOrder) + " with " + name);
      }
      return new NaiveBacktrackingSolver(MoveOrder.parse(moveOrder));
    }
    if (strategy != null) {
      return strategy.solver();
    }
    return KnightTours.solver(name)
        .orElseThrow(() -> new IllegalArgumentException("unknown strategy " + Runs.quoted(name)));
  }

  /** The name as a built-in strategy's constant, or null. */
  private static Strategy builtIn(String name) {
    String wanted = name.trim().toUpperCase(Locale.ROOT).replace('-', '_');
    for (Strategy s : Strategy.values()) {
      if (s.name().equals(wanted)) {
        return s;
      }
    }
    return null;
  }
}
