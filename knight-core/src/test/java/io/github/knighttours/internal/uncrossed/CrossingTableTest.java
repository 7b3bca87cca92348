package io.github.knighttours.internal.uncrossed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class CrossingTableTest {

  @ParameterizedTest
  @CsvSource({"3, 3", "4, 5", "6, 6", "7, 7", "8, 8", "5, 9", "1, 4"})
  void everyGroupHoldsMovesThatPairwiseCross(int rows, int cols) {
    CrossingTable table = new CrossingTable(rows, cols);
    checkPartition(table, table.group, table.groups);
    checkPartition(table, table.otherGroup, table.otherGroups);
  }

  @ParameterizedTest
  @CsvSource({"5, 5", "6, 7", "8, 8"})
  void crossingListsAgreeWithAnIndependentSegmentTest(int rows, int cols) {
    CrossingTable table = new CrossingTable(rows, cols);
    int count = table.moveCount();
    for (int m = 0; m < count; m++) {
      for (int k = 0; k < count; k++) {
        final int other = k;
        boolean listed = Arrays.stream(table.crossing[m]).anyMatch(x -> x == other);
        assertEquals(segmentsCross(table, m, k), listed, "moves " + m + " and " + k);
      }
    }
  }

  private static void checkPartition(CrossingTable table, int[] group, int groups) {
    int count = table.moveCount();
    boolean[] used = new boolean[groups];
    for (int m = 0; m < count; m++) {
      assertTrue(group[m] >= 0 && group[m] < groups, "group of move " + m);
      used[group[m]] = true;
      for (int k = m + 1; k < count; k++) {
        if (group[m] == group[k]) {
          assertTrue(segmentsCross(table, m, k), "moves " + m + " and " + k + " share a group");
        }
      }
    }
    for (int g = 0; g < groups; g++) {
      assertTrue(used[g], "group " + g + " is empty");
    }
  }

  /** Proper crossing of the two moves' segments, in doubles, with no shared end. */
  private static boolean segmentsCross(CrossingTable table, int m, int k) {
    int cols = table.cols;
    int[] ends = {table.moveFrom[m], table.moveTo[m], table.moveFrom[k], table.moveTo[k]};
    for (int i = 0; i < 2; i++) {
      for (int j = 2; j < 4; j++) {
        if (ends[i] == ends[j]) {
          return false;
        }
      }
    }
    double[] x = new double[4];
    double[] y = new double[4];
    for (int i = 0; i < 4; i++) {
      x[i] = ends[i] % cols + 0.5;
      y[i] = ends[i] / cols + 0.5;
    }
    double d1 = orient(x[0], y[0], x[1], y[1], x[2], y[2]);
    double d2 = orient(x[0], y[0], x[1], y[1], x[3], y[3]);
    double d3 = orient(x[2], y[2], x[3], y[3], x[0], y[0]);
    double d4 = orient(x[2], y[2], x[3], y[3], x[1], y[1]);
    return d1 * d2 < 0 && d3 * d4 < 0;
  }

  private static double orient(double ax, double ay, double bx, double by, double cx, double cy) {
    return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
  }
}
