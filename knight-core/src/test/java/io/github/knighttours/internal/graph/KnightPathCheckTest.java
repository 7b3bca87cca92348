package io.github.knighttours.internal.graph;

import io.github.knighttours.spi.NeighbourFunction;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Board;
import io.github.knighttours.KnightTours;
import io.github.knighttours.Square;
import io.github.knighttours.Strategy;
import io.github.knighttours.Tour;
import io.github.knighttours.TourRequest;
import io.github.knighttours.internal.search.GreedySearch;
import io.github.knighttours.spi.SearchResult;
import io.github.knighttours.internal.search.SearchMonitor;
import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The fast check against the definition, on tours, on broken tours and on walks that wrap round the edge. */
class KnightPathCheckTest {

  /** The definition: every square once, each step (±1, ±2) or (±2, ±1) by row and column. */
  private static boolean oracle(int rows, int cols, int[] path) {
    int n = rows * cols;
    if (path.length != n) {
      return false;
    }
    boolean[] seen = new boolean[n];
    for (int i = 0; i < n; i++) {
      int s = path[i];
      if (s < 0 || s >= n || seen[s]) {
        return false;
      }
      seen[s] = true;
      if (i > 0) {
        int dr = s / cols - path[i - 1] / cols;
        int dc = s % cols - path[i - 1] % cols;
        if (dr * dr + dc * dc != 5) {
          return false;
        }
      }
    }
    return true;
  }

  /**
   * Index changes of the knight moves with no check of the column: a walk on it may leave one
   * edge and come back on the other side, one row off. Its Hamiltonian paths are permutations
   * whose steps all have knight-move index changes.
   */
  private static NeighbourFunction wrapping(int rows, int cols) {
    int n = rows * cols;
    return new NeighbourFunction() {
      @Override
      public int vertexCount() {
        return n;
      }

      @Override
      public int maxDegree() {
        return 8;
      }

      @Override
      public int successors(int v, int[] out) {
        int count = 0;
        for (int m = 0; m < 8; m++) {
          int u = v + KnightGraph.rowStep(m) * cols + KnightGraph.colStep(m);
          boolean listed = false;
          for (int i = 0; i < count; i++) {
            listed |= out[i] == u;
          }
          if (u >= 0 && u < n && u != v && !listed) {
            out[count++] = u;
          }
        }
        return count;
      }
    };
  }

  private static int[] tour(int rows, int cols) {
    Tour tour =
        KnightTours.solve(TourRequest.of(Board.of(rows, cols), Square.of(0, 0)), Strategy.AUTO).tour().orElseThrow();
    return tour.squares().stream().mapToInt(s -> s.row() * cols + s.col()).toArray();
  }

  private static void assertAgrees(int rows, int cols, int[] path, String what) {
    assertEquals(
        oracle(rows, cols, path), KnightPathCheck.isTour(rows, cols, path), rows + "x" + cols + ": " + what);
  }

  @Test
  void acceptsToursOnNarrowSquareAndWideBoards() {
    int[][] boards = {{1, 1}, {3, 4}, {4, 3}, {7, 3}, {3, 7}, {5, 5}, {8, 8}, {6, 13}, {13, 6}, {4, 16}, {30, 31}};
    for (int[] b : boards) {
      int[] path = tour(b[0], b[1]);
      assertTrue(KnightPathCheck.isTour(b[0], b[1], path), Arrays.toString(b));
      assertAgrees(b[0], b[1], path, "tour");
    }
  }

  @Test
  void asksWhetherToStopOnlyOnLongPathsAndStopsWhenTold() {
    // 1500 x 1500 (2.25 million squares): asked at squares 2^20 and 2^21, by table and by trial,
    // and once more before the pass over the bits.
    for (int[] b : new int[][] {{1500, 1500}, {750_000, 3}}) {
      int[] path = tour(b[0], b[1]);
      AtomicInteger asked = new AtomicInteger();
      assertTrue(KnightPathCheck.isTour(b[0], b[1], path, () -> asked.incrementAndGet() < 0));
      assertEquals(3, asked.get(), Arrays.toString(b));
      assertThrows(CancellationException.class, () -> KnightPathCheck.isTour(b[0], b[1], path, () -> true));
    }
    int[] small = tour(8, 8);
    assertTrue(KnightPathCheck.isTour(8, 8, small, () -> true), "a short check never asks");
  }

  @Test
  void agreesWithTheDefinitionOnBrokenTours() {
    SplittableRandom random = new SplittableRandom(20261123L);
    // Up to 64 squares with at least 4 columns take the one-word check: 3x4, 3x8, 5x5, 8x8, 4x16, 5x12.
    int[][] boards = {{3, 4}, {4, 3}, {7, 3}, {3, 8}, {5, 5}, {8, 8}, {4, 16}, {16, 4}, {5, 12}, {6, 13}, {13, 6}, {20, 21}};
    for (int[] b : boards) {
      int rows = b[0];
      int cols = b[1];
      int[] tour = tour(rows, cols);
      int n = tour.length;
      for (int trial = 0; trial < 400; trial++) {
        int[] path = tour.clone();
        int i = random.nextInt(n);
        int j = random.nextInt(n);
        switch (trial % 5) {
          case 0:
            path[i] = tour[j];
            break;
          case 1:
            path[i] = tour[j];
            path[j] = tour[i];
            break;
          case 2:
            path[i] = random.nextInt(n + 6) - 3;
            break;
          case 3:
            reverse(path, Math.min(i, j), Math.max(i, j));
            break;
          default:
            path = Arrays.copyOf(path, n - 1 - random.nextInt(2));
            break;
        }
        assertAgrees(rows, cols, path, "trial " + trial);
      }
    }
  }

  @Test
  void rejectsWalksThatWrapRoundTheEdge() {
    SplittableRandom random = new SplittableRandom(7);
    int wrapped = 0;
    for (int rows = 1; rows <= 12; rows++) {
      for (int cols = 1; cols <= 12; cols++) {
        NeighbourFunction graph = wrapping(rows, cols);
        for (int attempt = 0; attempt < 5; attempt++) {
          int n = rows * cols;
          SearchMonitor monitor = new SearchMonitor(Long.MAX_VALUE, null, null, n);
          SearchResult walk = GreedySearch.run(graph, random.nextInt(n), 1, null, new SplittableRandom(attempt), monitor);
          if (walk.path() != null) {
            assertAgrees(rows, cols, walk.path(), "wrapping walk");
            wrapped += oracle(rows, cols, walk.path()) ? 0 : 1;
          }
        }
      }
    }
    assertTrue(wrapped > 50, "only " + wrapped + " walks wrapped round the edge");
  }

  @Test
  void rejectsWrongLengthsAndOffBoardStarts() {
    int[] tour = tour(5, 5);
    assertFalse(KnightPathCheck.isTour(5, 5, Arrays.copyOf(tour, 24)));
    assertFalse(KnightPathCheck.isTour(5, 5, new int[0]));
    int[] offBoard = tour.clone();
    offBoard[0] = 25;
    assertFalse(KnightPathCheck.isTour(5, 5, offBoard));
    offBoard[0] = -1;
    assertFalse(KnightPathCheck.isTour(5, 5, offBoard));
  }

  private static void reverse(int[] a, int from, int to) {
    for (int i = from, j = to; i < j; i++, j--) {
      int t = a[i];
      a[i] = a[j];
      a[j] = t;
    }
  }
}
