package io.github.knighttours.internal.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.BiFunction;
import org.junit.jupiter.api.Test;

/**
 * Both path structures against a plain list, by seeded random appends and tail reversals: after
 * every operation each query (membership, position, ends, successor, predecessor, the whole path)
 * answers as the list does. Sizes from 1 vertex up, so that the two-level list splits, reverses
 * whole segments, reverses short tails vertex by vertex and cuts itself afresh.
 */
class TwoLevelPathTest {

  private static final SearchMonitor MONITOR = new SearchMonitor(Long.MAX_VALUE, null, null, 1);

  @Test
  void twoLevelPathAnswersAsAListOnEverySize() {
    for (int n = 1; n <= 40; n++) {
      for (long seed = 0; seed < 5; seed++) {
        check(n, seed, 400, TwoLevelPath::new, true);
      }
    }
  }

  @Test
  void twoLevelPathAnswersAsAListOnLongRuns() {
    for (int n : new int[] {100, 257, 1000, 4096}) {
      check(n, n, 6000, TwoLevelPath::new, n <= 257);
    }
  }

  @Test
  void arrayPathAnswersAsAList() {
    for (int n = 1; n <= 12; n++) {
      check(n, n, 300, ArrayPath::new, true);
    }
    check(500, 1, 3000, ArrayPath::new, false);
  }

  @Test
  void reversingTheWholePathTurnsItAround() {
    int n = 50;
    TwoLevelPath path = new TwoLevelPath(n, MONITOR);
    for (int v = 0; v < n; v++) {
      path.append(v);
    }
    path.reverseFrom(0);
    int[] out = new int[n];
    path.copyTo(out, 0, MONITOR);
    for (int i = 0; i < n; i++) {
      assertEquals(n - 1 - i, out[i], "position " + i);
    }
    assertEquals(49, path.first());
    assertEquals(0, path.last());
  }

  /**
   * {@code ops} random operations on {@code n} vertices: appends while vertices are left (more
   * often early), reversals from a random vertex on the path, sometimes a clear; with {@code
   * everything} the whole path is compared after each, else the ends and the queries on a few
   * vertices, and the whole path every 100 operations.
   */
  private static void check(
      int n, long seed, int ops, BiFunction<Integer, SearchMonitor, PathOrder> make, boolean everything) {
    SplittableRandom random = new SplittableRandom(seed);
    PathOrder path = make.apply(n, MONITOR);
    List<Integer> model = new ArrayList<>();
    boolean[] on = new boolean[n];
    int reversals = 0;
    for (int op = 0; op < ops; op++) {
      String what = "n=" + n + " seed=" + seed + " op " + op;
      int choice = random.nextInt(100);
      if (choice < 2) {
        path.clear();
        model.clear();
        java.util.Arrays.fill(on, false);
      } else if (model.size() < n && (model.isEmpty() || choice < 40)) {
        int v = random.nextInt(n);
        while (on[v]) {
          v = (v + 1) % n;
        }
        on[v] = true;
        model.add(v);
        path.append(v);
      } else {
        int v = model.get(random.nextInt(model.size()));
        int from = model.indexOf(v);
        java.util.Collections.reverse(model.subList(from, model.size()));
        long work = path.reverseFrom(v);
        assertTrue(work >= 0, what);
        reversals++;
      }
      if (everything || op % 100 == 0) {
        compareAll(path, model, on, what);
      } else {
        compareSome(path, model, random, what);
      }
    }
    assertTrue(reversals > ops / 4, "the run reversed " + reversals + " times");
  }

  private static void compareAll(PathOrder path, List<Integer> model, boolean[] on, String what) {
    int length = model.size();
    assertEquals(length, path.length(), what);
    for (int v = 0; v < on.length; v++) {
      assertEquals(on[v], path.contains(v), what + ": contains " + v);
    }
    if (length == 0) {
      return;
    }
    compareEnds(path, model, what);
    for (int i = 0; i < length; i++) {
      compareAt(path, model, i, what);
    }
    int[] expected = new int[length];
    int from = length / 3;
    for (int i = 0; i < length; i++) {
      expected[i] = model.get((from + i) % length);
    }
    int[] out = new int[length];
    path.copyTo(out, from, MONITOR);
    assertArrayEquals(expected, out, what + ": copy from " + from);
  }

  private static void compareSome(PathOrder path, List<Integer> model, SplittableRandom random, String what) {
    assertEquals(model.size(), path.length(), what);
    if (model.isEmpty()) {
      return;
    }
    compareEnds(path, model, what);
    for (int k = 0; k < 8; k++) {
      compareAt(path, model, random.nextInt(model.size()), what);
    }
    compareAt(path, model, 0, what);
    compareAt(path, model, model.size() - 1, what);
  }

  private static void compareEnds(PathOrder path, List<Integer> model, String what) {
    assertEquals(model.get(0), path.first(), what + ": first");
    assertEquals(model.get(model.size() - 1), path.last(), what + ": last");
  }

  private static void compareAt(PathOrder path, List<Integer> model, int i, String what) {
    int v = model.get(i);
    int length = model.size();
    assertTrue(path.contains(v), what + ": contains " + v);
    assertEquals(i, path.position(v), what + ": position of " + v);
    assertEquals(i + 1 < length ? model.get(i + 1) : -1, path.next(v), what + ": next of " + v);
    assertEquals(i > 0 ? model.get(i - 1) : -1, path.previous(v), what + ": previous of " + v);
  }
}
