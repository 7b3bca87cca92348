package io.github.knighttours.web;

import io.github.knighttours.KnightTours;
import io.github.knighttours.Strategy;
import io.github.knighttours.TourSolver;
import io.github.knighttours.solvers.MoveOrder;
import io.github.knighttours.solvers.NaiveBacktrackingSolver;

/** A solver from a strategy's name and an optional move order. */
final class Solvers {
  private Solvers() {}

  static TourSolver solver(String name, String moveOrder) {
    Strategy strategy = Runs.builtIn(name);
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
}
