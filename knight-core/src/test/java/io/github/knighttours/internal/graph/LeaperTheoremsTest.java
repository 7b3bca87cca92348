package io.github.knighttours.internal.graph;

import io.github.knighttours.spi.NeighbourFunction;
import static io.github.knighttours.internal.graph.LeaperGraphTest.assertMessage;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.internal.graph.LeaperTheorems.Answer;
import org.junit.jupiter.api.Test;

/** Knuth's connectivity theorem against breadth-first search, and the colourings against every move. */
class LeaperTheoremsTest {

  /** Connected by breadth-first search from vertex 0 over the graph's successors. */
  private static boolean connectedBySearch(NeighbourFunction graph) {
    int n = graph.vertexCount();
    boolean[] seen = new boolean[n];
    int[] queue = new int[n];
    int[] buffer = new int[graph.maxDegree()];
    int tail = 0;
    seen[0] = true;
    queue[tail++] = 0;
    for (int head = 0; head < tail; head++) {
      int count = graph.successors(queue[head], buffer);
      for (int i = 0; i < count; i++) {
        if (!seen[buffer[i]]) {
          seen[buffer[i]] = true;
          queue[tail++] = buffer[i];
        }
      }
    }
    return tail == n;
  }

  /**
   * Every board 2 <= m <= n <= 12, both ways round, for the knight, camel, zebra, giraffe and
   * more; both answers occur for each leaper that can be connected on these boards.
   */
  @Test
  void knuthsTheoremAgreesWithSearchUpTo12x12() {
    int[][] leapers = {{1, 2}, {1, 3}, {2, 3}, {1, 4}, {1, 1}, {2, 2}, {3, 4}, {1, 5}, {2, 5}, {3, 5}, {1, 6}};
    for (int[] leaper : leapers) {
      int yes = 0;
      int no = 0;
      for (int m = 2; m <= 12; m++) {
        for (int n = m; n <= 12; n++) {
          boolean bySearch = connectedBySearch(LeaperGraph.of(m, n, leaper[0], leaper[1]));
          String what = m + "x" + n + " {" + leaper[0] + "," + leaper[1] + "}";
          assertEquals(
              bySearch, connectedBySearch(LeaperGraph.of(n, m, leaper[0], leaper[1])), what + " turned");
          Answer expected = bySearch ? Answer.YES : Answer.NO;
          assertEquals(expected, LeaperTheorems.connected(m, n, leaper[0], leaper[1]), what);
          assertEquals(expected, LeaperTheorems.connected(n, m, leaper[0], leaper[1]), what + " turned");
          if (bySearch) {
            yes++;
          } else {
            no++;
          }
        }
      }
      assertTrue(no > 0, "some board is disconnected for " + leaper[0] + "," + leaper[1]);
      boolean everConnected = gcd(leaper[0] + leaper[1], leaper[1] - leaper[0]) == 1;
      assertEquals(everConnected, yes > 0, "connected boards for " + leaper[0] + "," + leaper[1]);
    }
  }

  private static int gcd(int a, int b) {
    return b == 0 ? a : gcd(b, a % b);
  }

  @Test
  void theCamelIsNeverConnected() {
    for (int m = 2; m <= 20; m++) {
      for (int n = m; n <= 20; n++) {
        assertEquals(Answer.NO, LeaperTheorems.connected(m, n, 1, 3));
      }
    }
  }

  @Test
  void outsideTheHypothesesTheAnswerIsUnknown() {
    assertEquals(Answer.UNKNOWN, LeaperTheorems.connected(1, 8, 1, 2));
    assertEquals(Answer.UNKNOWN, LeaperTheorems.connected(8, 1, 1, 2));
    assertEquals(Answer.UNKNOWN, LeaperTheorems.connected(8, 8, 0, 1));
  }

  @Test
  void badArgumentsAreNamed() {
    assertMessage("rows must be at least 1, got 0", () -> LeaperTheorems.connected(0, 4, 1, 2));
    assertMessage("cols must be at least 1, got -1", () -> LeaperTheorems.connected(4, -1, 1, 2));
    assertMessage("s must be at least r = 2, got 1", () -> LeaperTheorems.connected(4, 4, 2, 1));
    assertMessage("r must be at least 0, got -3", () -> LeaperTheorems.changesColour(-3, 1));
    assertMessage("r + s must be positive, got r = 0 and s = 0", () -> LeaperTheorems.side(0, 0, 0, 0));
    assertMessage("row must be at least 0, got -1", () -> LeaperTheorems.side(-1, 0, 1, 2));
    assertMessage("col must be at least 0, got -5", () -> LeaperTheorems.side(0, -5, 1, 2));
  }

  /** changesColour against the moves themselves: does each move change row + column parity? */
  @Test
  void colourChangeMatchesEveryMove() {
    for (int s = 1; s <= 9; s++) {
      for (int r = 0; r <= s; r++) {
        LeaperGraph graph = LeaperGraph.of(2 * s + 1, 2 * s + 1, r, s);
        int centre = graph.vertexOf(s, s);
        int[] out = new int[graph.maxDegree()];
        int count = graph.successors(centre, out);
        boolean allChange = count > 0;
        for (int i = 0; i < count; i++) {
          allChange &= ((graph.rowOf(out[i]) + graph.colOf(out[i]) - 2 * s) & 1) == 1;
        }
        assertEquals(allChange, LeaperTheorems.changesColour(r, s), r + "," + s);
      }
    }
  }

  /** side(): every move of every leaper with legs up to 8 joins different sides, on boards up to 12x12. */
  @Test
  void everyLeaperGraphIsBipartite() {
    for (int s = 1; s <= 8; s++) {
      for (int r = 0; r <= s; r++) {
        for (int rows = 1; rows <= 12; rows += 3) {
          LeaperGraph graph = LeaperGraph.of(rows, 12, r, s);
          assertNotNull(Colouring.twoColour(graph), r + "," + s + " on " + rows + "x12");
          int[] out = new int[graph.maxDegree()];
          for (int v = 0; v < graph.vertexCount(); v++) {
            int side = LeaperTheorems.side(graph.rowOf(v), graph.colOf(v), r, s);
            int count = graph.successors(v, out);
            for (int i = 0; i < count; i++) {
              int other = LeaperTheorems.side(graph.rowOf(out[i]), graph.colOf(out[i]), r, s);
              assertEquals(1 - side, other, "{" + r + "," + s + "} move " + v + " -> " + out[i]);
            }
          }
        }
      }
    }
  }
}
