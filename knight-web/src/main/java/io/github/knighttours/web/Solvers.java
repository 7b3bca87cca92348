package io.github.knighttours.web;

import io.github.knighttours.KnightTours;
import io.github.knighttours.Strategy;
import io.github.knighttours.TourSolver;

/** A solver from a strategy's name and an optional move order. */
final class Solvers {
  private Solvers() {}

  static TourSolver solver(String name, String moveOrder) {
    Strategy strategy = Runs.builtIn(name);
    boolean ordered = moveOrder != null && !moveOrder.isBlank();
    if (ordered) {
      throw new IllegalArgumentException(
          "moveOrder is for the naive backtracking strategy only, got " + Runs.quoted(moveOrder) + " with " + name);
    }
    if (strategy != null) {
      return strategy.solver();
    }
    return KnightTours.solver(name)
        .orElseThrow(() -> new IllegalArgumentException("unknown strategy " + Runs.quoted(name)));
  }
}
