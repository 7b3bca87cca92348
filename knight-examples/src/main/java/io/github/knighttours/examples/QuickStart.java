package io.github.knighttours.examples;

import io.github.knighttours.Board;
import io.github.knighttours.KnightTours;
import io.github.knighttours.Square;
import io.github.knighttours.Strategy;
import io.github.knighttours.Tour;
import io.github.knighttours.TourKind;
import io.github.knighttours.TourRequest;
import io.github.knighttours.TourResult;
import java.time.Duration;
import java.util.Optional;

/** The README's quick start, kept here so that the build compiles and runs it. */
public final class QuickStart {

  private QuickStart() {}

  /**
   * Finds a tour from b1, asks the exact search about a start with no tour, and builds a closed
   * tour of a large board with the default strategy, AUTO.
   *
   * @param args not used
   */
  public static void main(String[] args) {
    Optional<Tour> tour = KnightTours.find(8, 8, Square.parse("b1"), Strategy.POHL);
    tour.ifPresent(System.out::println);

    TourRequest request =
        TourRequest.builder(Board.of(5, 5), Square.parse("b1"))
            .timeBudget(Duration.ofSeconds(5))
            .build();
    TourResult result = KnightTours.solve(request, Strategy.BACKTRACKING);
    System.out.println(result.outcome() + ": " + result.explanation());

    TourRequest huge =
        TourRequest.builder(Board.of(2000, 2000), Square.parse("a1")).kind(TourKind.CLOSED).build();
    TourResult built = KnightTours.solve(huge);
    System.out.println(built.outcome() + " by " + built.solverName() + " in " + built.statistics().elapsed());
  }
}
