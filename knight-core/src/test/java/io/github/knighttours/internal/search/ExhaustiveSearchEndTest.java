package io.github.knighttours.internal.search;

import io.github.knighttours.spi.SearchResult;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Outcome;
import io.github.knighttours.internal.graph.KnightGraph;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/**
 * The search to a fixed last vertex, with the costlier rules from the first node and without
 * them, against {@link PlainEndSearch} for every pair of squares of small boards.
 */
class ExhaustiveSearchEndTest {

  private static SearchMonitor monitor(int n) {
    return new SearchMonitor(Long.MAX_VALUE, null, null, n);
  }

  @ParameterizedTest
  @CsvSource({"3, 4", "3, 7", "4, 5", "5, 5", "5, 6", "6, 6"})
  void agreesWithThePlainSearchWithAndWithoutTheCostlierRules(int rows, int cols) {
    KnightGraph graph = new KnightGraph(rows, cols);
    int n = rows * cols;
    int found = 0;
    for (int s = 0; s < n; s++) {
      for (int t = 0; t < n; t++) {
        if (s == t) {
          continue;
        }
        boolean expected = PlainEndSearch.exists(rows, cols, s, t);
        for (long strictAfter : new long[] {0, Long.MAX_VALUE}) {
          SearchResult r = ExhaustiveSearch.runTo(graph, s, t, monitor(n), strictAfter, ExhaustiveSearch.TURN_NODES);
          String what = rows + "x" + cols + " " + s + "->" + t + " strict after " + strictAfter;
          assertEquals(expected ? Outcome.FOUND : Outcome.PROVEN_ABSENT, r.outcome(), what);
          if (expected) {
            int[] path = r.path();
            assertEquals(n, path.length, what);
            assertEquals(s, path[0], what);
            assertEquals(t, path[n - 1], what);
          }
        }
        found += expected ? 1 : 0;
      }
    }
    // The boards were chosen to have pairs of both kinds: the check above must see each.
    if (n > 12) {
      assertTrue(found > 0 && found < n * (n - 1), rows + "x" + cols + ": " + found);
    }
  }

  @Test
  void refusesVerticesOffTheGraph() {
    KnightGraph graph = new KnightGraph(5, 5);
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> ExhaustiveSearch.run(graph, 0, 25, monitor(25)));
    assertTrue(e.getMessage().contains("end") && e.getMessage().contains("25"), e.getMessage());
  }
}
