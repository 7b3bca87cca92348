package io.github.knighttours.internal.construct;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class DivideAndConquerTest {

  private static final int[] ROW_STEPS = {-2, -2, -1, -1, 1, 1, 2, 2};
  private static final int[] COL_STEPS = {-1, 1, -2, 2, -2, 2, -1, 1};

  /** Decodes a block's link bytes into the set of its tour edges as sorted "a-b" strings. */
  private static List<String> edges(int r, int c, byte[] links) {
    java.util.TreeSet<String> edges = new java.util.TreeSet<>();
    for (int v = 0; v < r * c; v++) {
      for (int shift = 0; shift <= 3; shift += 3) {
        int d = links[v] >> shift & 7;
        int row = v / c + ROW_STEPS[d];
        int col = v % c + COL_STEPS[d];
        assertTrue(row >= 0 && row < r && col >= 0 && col < c, "link off the block at " + v);
        int w = row * c + col;
        edges.add(Math.min(v, w) + "-" + Math.max(v, w));
      }
    }
    return List.copyOf(edges);
  }

  @Test
  void everyBlockShapeHasAClosedTourWithAllFourPorts() {
    for (int r = DivideAndConquer.MIN_PART; r <= DivideAndConquer.MAX_PART; r++) {
      for (int c = DivideAndConquer.MIN_PART; c <= DivideAndConquer.MAX_PART; c++) {
        if (r * c % 2 == 1) {
          continue;
        }
        byte[] links = DivideAndConquer.closedPiece(r, c, ConstructionWatch.unlimited());
        List<String> edges = edges(r, c, links);
        // A closed tour: every square has two distinct neighbours (checked by the edge count,
        // as each square lists two) and following the links visits every square once.
        assertEquals(r * c, edges.size(), r + "x" + c);
        assertEquals(r * c, cycleLength(r, c, links), r + "x" + c);
        int[] ports = DivideAndConquer.closedPorts(r, c);
        for (int i = 0; i < ports.length; i += 2) {
          String port = Math.min(ports[i], ports[i + 1]) + "-" + Math.max(ports[i], ports[i + 1]);
          assertTrue(edges.contains(port), r + "x" + c + " lacks port " + port);
        }
      }
    }
  }

  private static int cycleLength(int r, int c, byte[] links) {
    int previous = -1;
    int v = 0;
    int length = 0;
    do {
      int a = step(v, links[v] & 7, c);
      int next = a != previous ? a : step(v, links[v] >> 3 & 7, c);
      previous = v;
      v = next;
      length++;
    } while (v != 0 && length <= r * c);
    return length;
  }

  private static int step(int v, int d, int c) {
    return v + ROW_STEPS[d] * c + COL_STEPS[d];
  }

  @Test
  void splitsEverySideIntoBlockSidesThatSumToIt() {
    for (int side = 5; side <= 300; side++) {
      int[] parts = DivideAndConquer.evenOrOneOdd(side);
      assertEquals(side, Arrays.stream(parts).sum(), "side " + side);
      long odd = Arrays.stream(parts).filter(p -> p % 2 == 1).count();
      assertEquals(side % 2, odd, "side " + side + ": " + Arrays.toString(parts));
      for (int p : parts) {
        assertTrue(p >= DivideAndConquer.MIN_PART && p <= DivideAndConquer.MAX_PART, Arrays.toString(parts));
      }
    }
  }

  @Test
  void oddPartitionsPutTheOddBlockAroundTheStartAtAnEvenOffset() {
    for (int side = 5; side <= 61; side += 2) {
      for (int x = 0; x < side; x++) {
        List<int[]> partitions = DivideAndConquer.oddPartitions(side, x);
        assertFalse(partitions.isEmpty(), "side " + side + ", x " + x);
        for (int[] parts : partitions) {
          assertEquals(side, Arrays.stream(parts).sum());
          int offset = 0;
          for (int p : parts) {
            assertTrue(p >= DivideAndConquer.MIN_PART && p <= DivideAndConquer.MAX_PART, Arrays.toString(parts));
            if (p % 2 == 1) {
              assertTrue(offset <= x && x < offset + p, "side " + side + ", x " + x + ": " + Arrays.toString(parts));
              assertEquals(0, offset % 2);
            }
            offset += p;
          }
        }
      }
    }
  }
}
