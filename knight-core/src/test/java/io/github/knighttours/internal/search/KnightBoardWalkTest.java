package io.github.knighttours.internal.search;

import io.github.knighttours.spi.SearchResult;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Outcome;
import io.github.knighttours.spi.NeighbourFunction;
import io.github.knighttours.internal.graph.KnightGraph;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;

/**
 * The padded walk on knight boards against the graph-generic walk on the same boards: the
 * same outcome, squares and node count for every rule, look-ahead depth, tie-break and seed.
 */
class KnightBoardWalkTest {

  /** The knight graph behind a plain {@link NeighbourFunction}, so that the generic walk runs. */
  private static NeighbourFunction generic(KnightGraph board) {
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
      NeighbourFunction graph, int start, int lookahead, TieBreak tieBreak, Long seed, SearchTrace trace) {
    SplittableRandom random = seed == null ? null : new SplittableRandom(seed);
    SearchMonitor monitor = new SearchMonitor(Long.MAX_VALUE, null, null, trace, graph.vertexCount());
    return GreedySearch.run(graph, start, lookahead, tieBreak, random, monitor);
  }

  private static void assertSameWalk(
      int rows, int cols, int start, int lookahead, IntFunction<TieBreak> tieBreak, Long seed) {
    KnightGraph board = new KnightGraph(rows, cols);
    List<String> fastSteps = new ArrayList<>();
    List<String> genericSteps = new ArrayList<>();
    SearchResult fast = walk(board, start, lookahead, tieBreak.apply(cols), seed, recorder(fastSteps));
    SearchResult slow = walk(generic(board), start, lookahead, tieBreak.apply(cols), seed, recorder(genericSteps));
    String what = rows + "x" + cols + " from " + start + " lookahead " + lookahead + " seed " + seed;
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

  @Test
  void everyStartOfSmallBoardsWithEveryRule() {
    for (int rows = 1; rows <= 9; rows++) {
      for (int cols = 1; cols <= 9; cols++) {
        for (int start = 0; start < rows * cols; start++) {
          for (int lookahead = 0; lookahead <= 3; lookahead++) {
            assertSameWalk(rows, cols, start, lookahead, c -> null, null);
            assertSameWalk(rows, cols, start, lookahead, c -> null, (long) start);
          }
          int r = rows;
          assertSameWalk(rows, cols, start, 0, c -> SquirrelOrderings.forBoard(r, c), null);
          assertSameWalk(rows, cols, start, 1, c -> new Remembering(), 7L);
        }
      }
    }
  }

  @Test
  void walksLongerThanAChunkOfMovesGiveTheSamePath() {
    // The padded walk keeps its moves in chunks of 2^18 and makes the path from them at the
    // end: boards of more squares than a chunk, the last chunk full or not, with an end square.
    assertSameWalk(520, 520, 0, 0, c -> SquirrelOrderings.forBoard(520, c), null);
    assertSameWalk(512, 512, 0, 0, c -> SquirrelOrderings.forBoard(512, c), null);
    KnightGraph board = new KnightGraph(512, 513);
    SearchMonitor monitor = new SearchMonitor(Long.MAX_VALUE, null, null, board.vertexCount());
    SearchResult toEnd = GreedySearch.run(board, 0, 2 * 513 + 1, 0, SquirrelOrderings.forBoard(512, 513), null, monitor);
    SearchResult generic =
        GreedySearch.run(
            generic(board), 0, 2 * 513 + 1, 0, SquirrelOrderings.forBoard(512, 513), null,
            new SearchMonitor(Long.MAX_VALUE, null, null, board.vertexCount()));
    // This one gives up after 246,283 squares, as the walk over the plain graph does.
    assertEquals(generic.outcome(), toEnd.outcome());
    assertEquals(generic.nodesExpanded(), toEnd.nodesExpanded());
    assertEquals(generic.explanation(), toEnd.explanation());
  }

  @Test
  void randomLargerBoardsAndDeepLookahead() {
    SplittableRandom random = new SplittableRandom(20261123L);
    for (int trial = 0; trial < 60; trial++) {
      int rows = 1 + random.nextInt(60);
      int cols = 1 + random.nextInt(60);
      int start = random.nextInt(rows * cols);
      int lookahead = random.nextInt(GreedySearch.MAX_LOOKAHEAD + 1);
      Long seed = random.nextBoolean() ? random.nextLong() : null;
      assertSameWalk(rows, cols, start, lookahead, c -> null, seed);
      int r = rows;
      assertSameWalk(rows, cols, start, random.nextInt(2), c -> SquirrelOrderings.forBoard(r, c), seed);
    }
  }

  @Test
  void theTraceHearsEverySquareAndTheDeadEnd() {
    List<String> steps = new ArrayList<>();
    // 4x4 from a corner: Warnsdorff's rule gets stuck.
    SearchResult result = walk(new KnightGraph(4, 4), 0, 0, null, null, recorder(steps));
    assertEquals(Outcome.GAVE_UP, result.outcome());
    assertEquals(result.nodesExpanded() + 1, steps.size());
    assertTrue(steps.get(steps.size() - 1).startsWith("x"), steps::toString);
    assertEquals("+0@0", steps.get(0));
    List<String> found = new ArrayList<>();
    assertEquals(Outcome.FOUND, walk(new KnightGraph(5, 5), 0, 0, null, null, recorder(found)).outcome());
    assertEquals(25, found.size());
    assertFalse(found.stream().anyMatch(s -> s.startsWith("x")));
  }
}
