package io.github.knighttours.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.SearchStatistics;
import io.github.knighttours.Square;
import io.github.knighttours.Strategy;
import io.github.knighttours.TourResult;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class SuccessRateTableTest {

  /** A column that always reaches a dead end after three squares. */
  private static final SuccessRateTable.Column NEVER =
      new SuccessRateTable.Column(
          "NEVER", request -> TourResult.gaveUp("NEVER", "test", new SearchStatistics(3, 0, Duration.ZERO)));

  @Test
  void oneRowPerSizeAndOneSummaryRowPerColumn() {
    String table = SuccessRateTable.render(5, 8, List.of(SuccessRateTable.Column.of(Strategy.BACKTRACKING), NEVER));
    List<String> lines = table.lines().toList();

    assertEquals("| n | BACKTRACKING | NEVER |", lines.get(0));
    assertEquals("|--:|:--|:--|", lines.get(1));
    for (int n = 5; n <= 8; n++) {
      String row = lines.get(2 + n - 5);
      assertTrue(row.startsWith("| " + n + " | ✓ | ✗ stuck after 3/" + n * n + " |"), row);
    }
    assertEquals("", lines.get(6));
    assertTrue(lines.get(9).startsWith("| BACKTRACKING | 4/4 | 100.0 % | "), lines.get(9));
    assertTrue(lines.get(9).endsWith(" | none |"), lines.get(9));
    assertEquals("| NEVER | 0/4 | 0.0 % | 0/4 | 5, 6, 7, 8 |", lines.get(10));
    assertEquals(11, lines.size());
  }

  @Test
  void theDefaultColumnsAreTheHeuristics() {
    assertEquals(
        List.of("WARNSDORFF", "POHL", "ROTH", "SQUIRREL"),
        SuccessRateTable.DEFAULT_COLUMNS.stream().map(SuccessRateTable.Column::name).toList());
  }

  @Test
  void theStartsAreTheCornersAndTheCentre() {
    assertEquals(
        List.of("a1", "e1", "a5", "e5", "c3"),
        SuccessRateTable.cornersAndCentres(5).stream().map(Square::toString).toList());
    assertEquals(
        List.of("a1", "h1", "a8", "h8", "d4", "e4", "d5", "e5"),
        SuccessRateTable.cornersAndCentres(8).stream().map(Square::toString).toList());
  }

  @Test
  void theCornerAndCentreTableHasOneRowPerSizeAndOneSummaryRowPerColumn() {
    String table =
        SuccessRateTable.renderCornersAndCentres(
            5, 6, List.of(SuccessRateTable.Column.of(Strategy.BACKTRACKING), NEVER));
    List<String> lines = table.lines().toList();

    assertEquals("| n | starts | BACKTRACKING | NEVER |", lines.get(0));
    assertEquals("|--:|:--|:--|:--|", lines.get(1));
    assertEquals("| 5 | a1, e1, a5, e5, c3 | 5/5 | 0/5 (✗ a1, e1, a5, e5, c3) |", lines.get(2));
    assertTrue(lines.get(3).startsWith("| 6 | a1, f1, a6, f6, c3, d3, c4, d4 | 8/8 | 0/8 (✗ "), lines.get(3));
    assertEquals("", lines.get(4));
    assertTrue(lines.get(7).startsWith("| BACKTRACKING | 13/13 | 100.0 % | "), lines.get(7));
    assertTrue(lines.get(8).startsWith("| NEVER | 0/13 | 0.0 % | 0/13 | 5:a1, 5:e1, "), lines.get(8));
    assertEquals(9, lines.size());
  }

  @Test
  void theFirstWalkColumnCountsToursFoundWithOneNodePerSquare() {
    // POHL from a1 of 8x8 needs a retry; from b1 its first walk succeeds (PohlSolverTest).
    SuccessRateTable.Column pohl = SuccessRateTable.Column.of(Strategy.POHL);
    String table = SuccessRateTable.renderCornersAndCentres(8, 8, List.of(pohl));
    List<String> lines = table.lines().toList();

    assertEquals("| 8 | a1, h1, a8, h8, d4, e4, d5, e5 | 8/8 |", lines.get(2));
    assertEquals("| POHL | 8/8 | 100.0 % | 2/8 | none |", lines.get(6));

    List<String> fromA1 = SuccessRateTable.render(8, 8, List.of(pohl)).lines().toList();
    assertEquals("| Strategy | Tours found | Success rate | Found by the first walk | Failing n |", fromA1.get(4));
    assertEquals("| POHL | 1/1 | 100.0 % | 0/1 | none |", fromA1.get(6));
  }

  @Test
  void rejectsAnEmptyRangeOrNoColumns() {
    assertThrows(IllegalArgumentException.class, () -> SuccessRateTable.renderCornersAndCentres(4, 5, List.of(NEVER)));
    assertThrows(IllegalArgumentException.class, () -> SuccessRateTable.renderCornersAndCentres(6, 5, List.of(NEVER)));
    assertThrows(IllegalArgumentException.class, () -> SuccessRateTable.renderCornersAndCentres(5, 6, List.of()));
    assertThrows(IllegalArgumentException.class, () -> SuccessRateTable.render(0, 5, List.of(NEVER)));
    assertThrows(IllegalArgumentException.class, () -> SuccessRateTable.render(6, 5, List.of(NEVER)));
    assertThrows(IllegalArgumentException.class, () -> SuccessRateTable.render(5, 6, List.of()));
  }
}
