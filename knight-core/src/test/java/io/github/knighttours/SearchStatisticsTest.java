package io.github.knighttours;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class SearchStatisticsTest {

  @Test
  void keepsTheCounts() {
    SearchStatistics stats = new SearchStatistics(64, 5, Duration.ofMillis(3));
    assertEquals(64, stats.nodesExpanded());
    assertEquals(5, stats.backtracks());
    assertEquals(Duration.ofMillis(3), stats.elapsed());
    assertEquals(stats, new SearchStatistics(64, 5, Duration.ofMillis(3)));
  }

  @Test
  void allowsZero() {
    assertEquals(Duration.ZERO, new SearchStatistics(0, 0, Duration.ZERO).elapsed());
  }

  @Test
  void rejectsNegativeValues() {
    assertEquals(
        "nodesExpanded must not be negative, got -1",
        assertThrows(IllegalArgumentException.class, () -> new SearchStatistics(-1, 0, Duration.ZERO)).getMessage());
    assertEquals(
        "backtracks must not be negative, got -2",
        assertThrows(IllegalArgumentException.class, () -> new SearchStatistics(0, -2, Duration.ZERO)).getMessage());
    assertEquals(
        "elapsed must not be negative, got PT-1S",
        assertThrows(IllegalArgumentException.class, () -> new SearchStatistics(0, 0, Duration.ofSeconds(-1)))
            .getMessage());
  }

  @Test
  void rejectsNullElapsed() {
    NullPointerException e = assertThrows(NullPointerException.class, () -> new SearchStatistics(0, 0, null));
    assertEquals("elapsed must not be null", e.getMessage());
  }

  @Test
  void saysTheWorkInWordsWithSingularsWhereTheyBelong() {
    assertEquals("1 node, 0 backtracks, 3 ms", new SearchStatistics(1, 0, Duration.ofMillis(3)).toString());
    assertEquals("12 nodes, 1 backtrack, 0 ms", new SearchStatistics(12, 1, Duration.ZERO).toString());
  }
}
