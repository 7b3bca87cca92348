package io.github.knighttours.web;

import io.github.knighttours.KnightTours;
import io.github.knighttours.Square;
import io.github.knighttours.Strategy;
import io.github.knighttours.TourRequest;
import io.github.knighttours.TourResult;

/** Probe. */
public final class Probe {
  private Probe() {}

  /** Entry. @param args none */
  public static void main(String[] args) {
    TourResult r = KnightTours.solve(TourRequest.of(5, 5, Square.parse("a1")), Strategy.WARNSDORFF);
    System.out.println("outcome " + r.outcome() + " " + r.tour().map(Object::toString).orElse("-"));
  }
}
