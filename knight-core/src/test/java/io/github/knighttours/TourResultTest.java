package io.github.knighttours;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class TourResultTest {

  private static final SearchStatistics STATS = new SearchStatistics(12, 3, Duration.ofMillis(7));
  private static final Tour TOUR = TestTours.open3x4();

  @Test
  void found() {
    TourResult result = TourResult.found("MINE", TOUR, STATS);
    assertEquals(Outcome.FOUND, result.outcome());
    assertTrue(result.isFound());
    assertSame(TOUR, result.tour().orElseThrow());
    assertEquals("MINE", result.solverName());
    assertEquals("found a tour", result.explanation());
    assertSame(STATS, result.statistics());
    assertEquals("MINE: FOUND (found a tour; 12 nodes, 3 backtracks, 7 ms)", result.toString());
  }

  @Test
  void provenAbsent() {
    TourResult result = TourResult.provenAbsent("MINE", "Schwenk 1991", STATS);
    assertNoTour(result, Outcome.PROVEN_ABSENT, "Schwenk 1991");
    assertEquals("MINE: PROVEN_ABSENT (Schwenk 1991; 12 nodes, 3 backtracks, 7 ms)", result.toString());
  }

  @Test
  void gaveUp() {
    TourResult result = TourResult.gaveUp("MINE", "dead end at c3", STATS);
    assertNoTour(result, Outcome.GAVE_UP, "dead end at c3");
    assertEquals("MINE: GAVE_UP (dead end at c3; 12 nodes, 3 backtracks, 7 ms)", result.toString());
  }

  @Test
  void budgetExhausted() {
    TourResult result = TourResult.budgetExhausted("MINE", "the node budget ran out", STATS);
    assertNoTour(result, Outcome.BUDGET_EXHAUSTED, "the node budget ran out");
  }

  @Test
  void cancelled() {
    TourResult result = TourResult.cancelled("MINE", STATS);
    assertNoTour(result, Outcome.CANCELLED, "the searching thread was interrupted");
    assertEquals("MINE: CANCELLED (the searching thread was interrupted; 12 nodes, 3 backtracks, 7 ms)", result.toString());
  }

  private static void assertNoTour(TourResult result, Outcome outcome, String explanation) {
    assertEquals(outcome, result.outcome());
    assertFalse(result.isFound());
    assertEquals(Optional.empty(), result.tour());
    assertEquals("MINE", result.solverName());
    assertEquals(explanation, result.explanation());
    assertSame(STATS, result.statistics());
  }

  @Test
  void everyFactoryRejectsNullArguments() {
    assertNullRejected("solverName", () -> TourResult.found(null, TOUR, STATS));
    assertNullRejected("tour", () -> TourResult.found("MINE", null, STATS));
    assertNullRejected("statistics", () -> TourResult.found("MINE", TOUR, null));
    assertNullRejected("solverName", () -> TourResult.provenAbsent(null, "proof", STATS));
    assertNullRejected("proof", () -> TourResult.provenAbsent("MINE", null, STATS));
    assertNullRejected("statistics", () -> TourResult.provenAbsent("MINE", "proof", null));
    assertNullRejected("solverName", () -> TourResult.gaveUp(null, "reason", STATS));
    assertNullRejected("reason", () -> TourResult.gaveUp("MINE", null, STATS));
    assertNullRejected("statistics", () -> TourResult.gaveUp("MINE", "reason", null));
    assertNullRejected("solverName", () -> TourResult.budgetExhausted(null, "reason", STATS));
    assertNullRejected("reason", () -> TourResult.budgetExhausted("MINE", null, STATS));
    assertNullRejected("statistics", () -> TourResult.budgetExhausted("MINE", "reason", null));
    assertNullRejected("solverName", () -> TourResult.cancelled(null, STATS));
    assertNullRejected("statistics", () -> TourResult.cancelled("MINE", null));
  }

  private static void assertNullRejected(String name, org.junit.jupiter.api.function.Executable call) {
    NullPointerException e = assertThrows(NullPointerException.class, call);
    assertEquals(name + " must not be null", e.getMessage());
  }

  @ParameterizedTest
  @ValueSource(strings = {"", " ", "\t\n", "\u2003"})
  void blankExplanationsAreRejected(String blank) {
    assertEquals(
        "proof must not be blank",
        assertThrows(IllegalArgumentException.class, () -> TourResult.provenAbsent("MINE", blank, STATS))
            .getMessage());
    assertEquals(
        "reason must not be blank",
        assertThrows(IllegalArgumentException.class, () -> TourResult.gaveUp("MINE", blank, STATS)).getMessage());
    assertEquals(
        "reason must not be blank",
        assertThrows(IllegalArgumentException.class, () -> TourResult.budgetExhausted("MINE", blank, STATS))
            .getMessage());
  }
}
