package io.github.knighttours.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.SearchStatistics;
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
    assertEquals("| BACKTRACKING | 4/4 | 100.0 % | none |", lines.get(9));
    assertEquals("| NEVER | 0/4 | 0.0 % | 5, 6, 7, 8 |", lines.get(10));
    assertEquals(11, lines.size());
  }

  @Test
  void theDefaultColumnsAreTheHeuristics() {
    assertEquals(
        List.of("WARNSDORFF", "POHL", "ROTH", "SQUIRREL"),
        SuccessRateTable.DEFAULT_COLUMNS.stream().map(SuccessRateTable.Column::name).toList());
  }

  @Test
  void rejectsAnEmptyRangeOrNoColumns() {
    assertThrows(IllegalArgumentException.class, () -> SuccessRateTable.render(0, 5, List.of(NEVER)));
    assertThrows(IllegalArgumentException.class, () -> SuccessRateTable.render(6, 5, List.of(NEVER)));
    assertThrows(IllegalArgumentException.class, () -> SuccessRateTable.render(5, 6, List.of()));
  }
}
