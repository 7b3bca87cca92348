package io.github.knighttours.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class NeuralNetworkTableTest {

  @Test
  void oneRowPerBoardWithConsistentShares() {
    List<String> lines = NeuralNetworkTable.render(5, 8, 4).lines().toList();
    assertEquals(6, lines.size());
    assertTrue(lines.get(0).startsWith("| n | runs | converged | single cycle |"), lines.get(0));
    for (int n = 5; n <= 8; n++) {
      String[] cells = lines.get(2 + n - 5).split("\\|");
      assertEquals(String.valueOf(n), cells[1].trim());
      double converged = share(cells[3]);
      double single = share(cells[4]);
      double joined = share(cells[6]);
      double found = share(cells[7]);
      assertTrue(single <= converged && joined <= converged && single <= joined, lines.get(2 + n - 5));
      if (n == 5) {
        // 5 x 5 has 13 squares of one colour and 12 of the other: no cover, no tour, no run.
        assertEquals(0.0, converged);
        assertEquals(0.0, found);
      }
    }
  }

  private static double share(String cell) {
    return Double.parseDouble(cell.replace("%", "").trim());
  }

  @Test
  void rejectsBadRangesWithTheValues() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> NeuralNetworkTable.render(8, 6, 10));
    assertTrue(e.getMessage().contains("min=8"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> NeuralNetworkTable.render(6, 8, 0));
    IllegalArgumentException bad = assertThrows(IllegalArgumentException.class, () -> NeuralNetworkTable.main(new String[] {"x"}));
    assertTrue(bad.getMessage().contains("runs") && bad.getMessage().contains("\"x\""), bad.getMessage());
  }
}
