package io.github.knighttours.internal.count;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.internal.graph.KnightGraph;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The word-array counter (for boards over 64 squares) runs the very same search as the one-word counter. */
class PathCounterTest {

  private static long[] set(PathCounter counter, SplittableRandom random, int percent, long[] exclude) {
    long[] set = counter.newSet();
    for (int v = 0; v < counter.vertexCount(); v++) {
      if (random.nextInt(100) < percent && !PathCounter.member(exclude, v)) {
        set[v >>> 6] |= 1L << v;
      }
    }
    return set;
  }

  @Test
  void wideAndNarrowCountersAgreeNodeForNode() {
    SplittableRandom random = new SplittableRandom(7);
    int[][] boards = {{3, 4}, {4, 5}, {5, 5}, {3, 10}, {5, 6}, {4, 8}, {6, 6}};
    int compared = 0;
    for (int[] size : boards) {
      KnightGraph graph = new KnightGraph(size[0], size[1]);
      PathCounter.Sets sets = PathCounter.sets(graph, () -> false);
      PathCounter narrow = new OneWordPathCounter(sets);
      PathCounter wide = new WordArrayPathCounter(sets);
      int n = graph.vertexCount();
      for (int trial = 0; trial < 6; trial++) {
        // Any ends: all squares, or random whole and half sets, with or without endOnly.
        long[] full = trial == 0 ? set(narrow, random, 100, narrow.newSet()) : set(narrow, random, 40, narrow.newSet());
        long[] half = trial == 0 ? narrow.newSet() : set(narrow, random, 30, full);
        boolean endOnly = trial % 3 == 2;
        PathCounter.Ends ends = new PathCounter.Ends(full, half, endOnly);
        int[] prefix = {random.nextInt(n)};
        PathCounter.Tally a = narrow.count(prefix, 1, ends, (x, y, z, f) -> false);
        PathCounter.Tally b = wide.count(prefix, 1, ends, (x, y, z, f) -> false);
        assertEquals(a, b, size[0] + "x" + size[1] + " from " + prefix[0]);
        compared += a.full() + a.half() > 0 ? 1 : 0;
      }
      if (size[0] >= 3 && size[1] >= 3) {
        long[] b3 = narrow.newSet();
        b3[0] |= 1L << (2 * size[1] + 1);
        PathCounter.Ends cycle = new PathCounter.Ends(b3, narrow.newSet(), true);
        int[] a1c2 = {0, size[1] + 2};
        assertEquals(narrow.count(a1c2, 2, cycle, (x, y, z, f) -> false), wide.count(a1c2, 2, cycle, (x, y, z, f) -> false));
      }
    }
    assertTrue(compared >= 10, "too few non-zero counts compared: " + compared);
  }

  @Test
  void bothStopWhenThePollSaysSo() {
    KnightGraph graph = new KnightGraph(6, 6);
    long[] all = {(1L << 36) - 1};
    PathCounter.Ends ends = new PathCounter.Ends(all, new long[1], false);
    PathCounter.Sets sets = PathCounter.sets(graph, () -> false);
    for (PathCounter counter : new PathCounter[] {new OneWordPathCounter(sets), new WordArrayPathCounter(sets)}) {
      PathCounter.Tally stopped = counter.count(new int[] {0}, 1, ends, (nodes, full, half, f) -> true);
      assertFalse(stopped.complete());
      assertEquals(PathCounter.POLL_MASK + 1, stopped.nodes());
    }
  }

  @Test
  void largeBoardsGetTheWideCounter() {
    assertTrue(PathCounter.of(new KnightGraph(8, 8)) instanceof OneWordPathCounter);
    assertTrue(PathCounter.of(new KnightGraph(5, 13)) instanceof WordArrayPathCounter);
  }
}
