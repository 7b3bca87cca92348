package io.github.knighttours.internal.search;

import io.github.knighttours.spi.SearchResult;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Outcome;
import io.github.knighttours.spi.NeighbourFunction;
import io.github.knighttours.internal.graph.LeaperGraph;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * The padded walk on leaper boards without holes (tori, cylinders, boards whose rows wrap, plain
 * leaper boards) against the graph-generic walk on the same graphs: the same outcome, node
 * count, explanation, path and trace for every rule, look-ahead depth, tie-break, seed and last
 * square.
 */
class LeaperBoardWalkTest {

  /** Leapers {r,s} under test: knight, zebra, giraffe, wazir, {3,4}, ferz, {2,2}, {0,2}. */
  private static final int[][] LEAPERS = {{1, 2}, {2, 3}, {1, 4}, {0, 1}, {3, 4}, {1, 1}, {2, 2}, {0, 2}};

  /** Wraps of rows and columns: none, cylinder (columns), torus, rows only. */
  private static final boolean[][] WRAPS = {{false, false}, {false, true}, {true, true}, {true, false}};

  /**
   * The leaper graph behind a plain {@link NeighbourFunction}, so that the generic walk runs; it keeps
   * the graph's symmetry, as the walk on shapes used it before the padded walk.
   */
  private static NeighbourFunction generic(LeaperGraph board, boolean symmetric) {
    return new NeighbourFunction() {
      @Override
      public int vertexCount() {
        return board.vertexCount();
      }

      @Override
      public int maxDegree() {
        return board.maxDegree();
      }

      @Override
      public int successors(int v, int[] out) {
        return board.successors(v, out);
      }

      @Override
      public boolean isSymmetric() {
        return symmetric;
      }
    };
  }

  /** A tie-break that keeps state: prefers targets near the vertex arrived on some steps ago. */
  private static final class Remembering implements TieBreak {
    private final int[] recent = new int[3];
    private int arrivals;

    @Override
    public long key(int from, int to) {
      return Math.abs(to - recent[arrivals % 3]) ^ (from & 5);
    }

    @Override
    public void arrived(int v) {
      recent[arrivals++ % 3] = v;
    }
  }

  private static SearchResult walk(
      NeighbourFunction graph, int start, int end, int lookahead, TieBreak tieBreak, Long seed, long budget, List<String> steps) {
    SplittableRandom random = seed == null ? null : new SplittableRandom(seed);
    SearchMonitor monitor = new SearchMonitor(budget, null, null, recorder(steps), graph.vertexCount());
    return GreedySearch.run(graph, start, end, lookahead, tieBreak, random, monitor);
  }

  /** One walk's settings. */
  private record Walk(int start, int end, int lookahead, Supplier<TieBreak> tieBreak, Long seed, long budget) {
    Walk(int start, int end, int lookahead, Long seed) {
      this(start, end, lookahead, () -> null, seed, Long.MAX_VALUE);
    }
  }

  private static void assertSameWalk(LeaperGraph board, Walk w, boolean symmetric) {
    assertTrue(LeaperBoardWalk.suits(board), board::toString);
    List<String> fastSteps = new ArrayList<>();
    List<String> genericSteps = new ArrayList<>();
    SearchResult fast = walk(board, w.start, w.end, w.lookahead, w.tieBreak.get(), w.seed, w.budget, fastSteps);
    SearchResult slow =
        walk(generic(board, symmetric), w.start, w.end, w.lookahead, w.tieBreak.get(), w.seed, w.budget, genericSteps);
    String what =
        board.rows() + "x" + board.cols() + " {" + board.r() + "," + board.s() + "} wrap rows " + board.wrapsRows()
            + " cols " + board.wrapsCols() + ", " + w;
    assertEquals(slow.outcome(), fast.outcome(), what);
    assertEquals(slow.nodesExpanded(), fast.nodesExpanded(), what);
    assertEquals(slow.explanation(), fast.explanation(), what);
    if (slow.outcome() == Outcome.FOUND) {
      assertArrayEquals(slow.path(), fast.path(), what);
    }
    int firstDifference = 0;
    while (firstDifference < Math.min(genericSteps.size(), fastSteps.size())
        && genericSteps.get(firstDifference).equals(fastSteps.get(firstDifference))) {
      firstDifference++;
    }
    assertEquals(genericSteps.size(), firstDifference, what + ": the traces differ from step " + firstDifference);
    assertEquals(genericSteps.size(), fastSteps.size(), what);
  }

  private static SearchTrace recorder(List<String> steps) {
    return new SearchTrace() {
      @Override
      public void placed(int vertex, int depth) {
        steps.add("+" + vertex + "@" + depth);
      }

      @Override
      public void removed(int vertex, int depth) {
        steps.add("-" + vertex + "@" + depth);
      }

      @Override
      public void deadEnd(int vertex, int depth) {
        steps.add("x" + vertex + "@" + depth);
      }
    };
  }

  private static LeaperGraph board(int rows, int cols, int[] leaper, boolean[] wrap) {
    return LeaperGraph.create(rows, cols, leaper[0], leaper[1], wrap[0], wrap[1], null);
  }

  @Test
  void everyStartOfSmallShapesWithEveryRule() {
    for (int[] leaper : LEAPERS) {
      for (boolean[] wrap : WRAPS) {
        for (int rows = 1; rows <= 7; rows++) {
          for (int cols = 1; cols <= 7; cols++) {
            LeaperGraph board = board(rows, cols, leaper, wrap);
            if (!LeaperBoardWalk.suits(board)) {
              continue;
            }
            int n = rows * cols;
            for (int start = 0; start < n; start++) {
              for (int lookahead = 0; lookahead <= 2; lookahead++) {
                assertSameWalk(board, new Walk(start, -1, lookahead, null), true);
                assertSameWalk(board, new Walk(start, -1, lookahead, (long) start), true);
              }
              int end = (start * 7 + 3) % n;
              if (end != start) {
                assertSameWalk(board, new Walk(start, end, 0, null), true);
                assertSameWalk(board, new Walk(start, end, 1, 11L), true);
              }
              assertSameWalk(board, new Walk(start, -1, 1, Remembering::new, 7L, Long.MAX_VALUE), true);
            }
          }
        }
      }
    }
  }

  @Test
  void randomLargerShapesDeepLookaheadAndBudgets() {
    SplittableRandom random = new SplittableRandom(20261124L);
    for (int trial = 0; trial < 400; trial++) {
      int[] leaper = LEAPERS[random.nextInt(LEAPERS.length)];
      boolean[] wrap = WRAPS[random.nextInt(WRAPS.length)];
      int rows = 1 + random.nextInt(60);
      int cols = 1 + random.nextInt(70);
      LeaperGraph board = board(rows, cols, leaper, wrap);
      if (!LeaperBoardWalk.suits(board)) {
        continue;
      }
      int n = rows * cols;
      int start = random.nextInt(n);
      int end = random.nextInt(3) == 0 ? random.nextInt(n) : -1;
      if (end == start) {
        end = -1;
      }
      int lookahead = random.nextInt(GreedySearch.MAX_LOOKAHEAD + 1);
      Long seed = random.nextBoolean() ? random.nextLong() : null;
      assertSameWalk(board, new Walk(start, end, lookahead, seed), true);
      assertSameWalk(board, new Walk(start, end, lookahead, seed), false);
      long budget = 1 + random.nextInt(n + 2);
      assertSameWalk(board, new Walk(start, end, random.nextInt(3), Remembering::new, seed, budget), true);
    }
  }

  @Test
  void aLargeTorusCylinderAndGiraffeBoardWalkTheSame() {
    int[][] leapers = {{1, 2}, {1, 4}, {2, 3}};
    for (int[] leaper : leapers) {
      for (boolean[] wrap : WRAPS) {
        LeaperGraph board = board(200, 230, leaper, wrap);
        assertSameWalk(board, new Walk(0, -1, 0, null), true);
        assertSameWalk(board, new Walk(12345, -1, 1, 5L), true);
      }
    }
  }

  @Test
  void anInterruptedWalkStopsWhereTheGenericWalkStops() {
    LeaperGraph torus = LeaperGraph.create(50, 50, 1, 2, true, true, null);
    Thread.currentThread().interrupt();
    try {
      SearchResult fast = walk(torus, 0, -1, 0, null, null, Long.MAX_VALUE, new ArrayList<>());
      SearchResult slow = walk(generic(torus, true), 0, -1, 0, null, null, Long.MAX_VALUE, new ArrayList<>());
      assertEquals(Outcome.CANCELLED, fast.outcome());
      assertEquals(slow.nodesExpanded(), fast.nodesExpanded());
      assertEquals(slow.explanation(), fast.explanation());
    } finally {
      Thread.interrupted();
    }
  }

  @Test
  void boardsWithHolesOrAWideMarginStayOnTheGenericWalk() {
    BitSet holes = new BitSet();
    holes.set(12);
    assertFalse(LeaperBoardWalk.suits(LeaperGraph.create(5, 5, 1, 2, true, true, holes)));
    // A 1 x 100 giraffe board would need a margin of 4 above and below: 9 rows for 1.
    assertFalse(LeaperBoardWalk.suits(LeaperGraph.of(1, 100, 1, 4)));
    assertTrue(LeaperBoardWalk.suits(LeaperGraph.create(1, 100, 1, 4, true, false, null)));
  }
}
