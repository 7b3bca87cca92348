package io.github.knighttours.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Outcome;
import io.github.knighttours.Tour;
import io.github.knighttours.TourRequest;
import io.github.knighttours.TourResult;
import io.github.knighttours.TourValidator;

/** Checks that every solver's results are shaped as the SPI promises. */
public final class TourAssertions {

  private TourAssertions() {}

  /**
   * Asserts that {@code result} answers {@code request}: a tour exactly when FOUND, and then a
   * tour of the request's board from its start that {@link TourValidator} accepts.
   */
  public static void assertAnswers(TourRequest request, TourResult result) {
    String context = request + " -> " + result;
    assertEquals(result.outcome() == Outcome.FOUND, result.tour().isPresent(), context);
    assertFalse(result.explanation().isBlank(), context);
    assertTrue(result.statistics().nodesExpanded() >= 0, context);
    if (result.tour().isPresent()) {
      Tour tour = result.tour().get();
      TourValidator.Report report = TourValidator.validate(request.board(), tour.squares());
      assertTrue(report.isTour(), () -> context + ": " + report);
      assertEquals(request.board(), tour.board(), context);
      assertEquals(request.start(), tour.start(), context);
      assertEquals(request.board().squareCount(), tour.size(), context);
      assertEquals(report.isClosed(), tour.isClosed(), context);
    }
  }
}
