package io.github.knighttours;

import io.github.knighttours.count.CountProgress;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The two counting methods, a depth-first search and a frontier sweep, agree. */
class CountMethodTest {

  private static TourCount count(Board board, CountKind kind, Square start, CountMethod method) {
    CountRequest.Builder builder = CountRequest.builder(board, kind).method(method);
    if (start != null) {
      builder.start(start);
    }
    TourCount count = KnightTours.count(builder.build());
    assertTrue(count.isComplete(), count::toString);
    return count;
  }

  @Test
  void bothMethodsAgreeOnEveryBoardBothCanDo() {
    for (int rows = 1; rows <= 5; rows++) {
      for (int cols = 1; cols <= 7; cols++) {
        Board board = Board.of(rows, cols);
        if (board.squareCount() < 2 || board.squareCount() > 30) {
          continue;
        }
        for (CountKind kind : CountKind.values()) {
          if (kind == CountKind.OPEN_FROM_START) {
            // Every start on small boards; on the others a corner, an edge square and the last.
            int step = board.squareCount() <= 20 ? 1 : board.squareCount() / 3;
            for (int i = 0; i < board.squareCount(); i += step) {
              Square start = Square.of(i / cols, i % cols);
              assertEquals(
                  count(board, kind, start, CountMethod.DEPTH_FIRST).count(),
                  count(board, kind, start, CountMethod.FRONTIER).count(),
                  board + " " + kind + " " + start);
            }
          } else {
            assertEquals(
                count(board, kind, null, CountMethod.DEPTH_FIRST).count(),
                count(board, kind, null, CountMethod.FRONTIER).count(),
                board + " " + kind);
          }
        }
      }
    }
  }

  @Test
  void bothMethodsAgreeOnNarrowLongBoards() {
    int[][] boards = {{3, 11}, {4, 9}, {11, 3}, {6, 6}};
    for (int[] size : boards) {
      Board board = Board.of(size[0], size[1]);
      assertEquals(
          count(board, CountKind.CLOSED_DIRECTED, null, CountMethod.DEPTH_FIRST).count(),
          count(board, CountKind.CLOSED_DIRECTED, null, CountMethod.FRONTIER).count(),
          board::toString);
    }
  }

  @Test
  void theFrontierRefusesWideBoardsNamingThem() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> CountRequest.builder(Board.of(9, 9), CountKind.CLOSED_UNDIRECTED).method(CountMethod.FRONTIER).build());
    assertTrue(e.getMessage().contains("9x9"), e.getMessage());
    assertThrows(NullPointerException.class, () -> CountRequest.builder(Board.of(5, 5), CountKind.OPEN_DIRECTED).method(null));
  }

  @Test
  void autoUsesTheFrontierOnLargerNarrowBoards() {
    // 3 x 14 open: A169696 gives 646272 undirected; the frontier reports states, not DFS nodes.
    TourCount auto = KnightTours.count(CountRequest.builder(Board.of(3, 14), CountKind.OPEN_UNDIRECTED).build());
    assertEquals(646272, auto.countExact());
    assertEquals(CountMethod.AUTO, auto.request().method());
  }

  @Test
  void autoKeepsTheSearchWhenATimeBudgetMayStopIt() {
    // With a budget, a stopped search still has a lower bound to give; a stopped sweep has none.
    TourCount budgeted =
        KnightTours.count(
            CountRequest.builder(Board.of(3, 14), CountKind.OPEN_UNDIRECTED).timeBudget(java.time.Duration.ofMinutes(5)).build());
    assertEquals(646272, budgeted.countExact());
    assertEquals(CountMethod.DEPTH_FIRST, budgeted.method());
    TourCount unbudgeted = KnightTours.count(CountRequest.builder(Board.of(3, 14), CountKind.OPEN_UNDIRECTED).build());
    assertEquals(CountMethod.FRONTIER, unbudgeted.method());
  }

  @Test
  void aSweepWithACheckpointGoesOnWhereItStoppedAndSaysSo(@TempDir Path directory) throws IOException {
    Board board = Board.of(6, 7);
    // The first run stops itself (an interrupt, as Ctrl-C gives) once half the squares are done.
    KnightTours.count(
        CountRequest.builder(board, CountKind.CLOSED_DIRECTED)
            .method(CountMethod.FRONTIER)
            .checkpoint(directory)
            .parallelism(1)
            .progressListener(
                p -> {
                  if (p.fractionDone() >= 0.5) {
                    Thread.currentThread().interrupt();
                  }
                })
            .build());
    assertTrue(Thread.interrupted(), "the interrupt is left set");
    try (Stream<Path> files = Files.list(directory)) {
      assertEquals(2, files.count(), "a checkpoint and the generation it names");
    }
    List<Double> fractions = new ArrayList<>();
    List<CountProgress> reports = new ArrayList<>();
    TourCount resumed =
        KnightTours.count(
            CountRequest.builder(board, CountKind.CLOSED_DIRECTED)
                .method(CountMethod.FRONTIER)
                .checkpoint(directory)
                .memoryLimit(64 << 20)
                .progressListener(
                    p -> {
                      fractions.add(p.fractionDone());
                      reports.add(p);
                    })
                .build());
    assertTrue(resumed.isComplete(), resumed::toString);
    assertEquals(2 * 1067638L, resumed.countExact()); // A175881, twice for the directions
    assertEquals(21.0 / 42, fractions.get(0), "the first report is where the last run stopped");
    assertEquals(1.0, fractions.get(fractions.size() - 1));
    assertEquals(42 - 21 + 1, fractions.size(), "then one report a square");
    assertTrue(
        reports.stream().allMatch(p -> p.frontierStates() > 0 || p.toursSoFar().signum() > 0),
        "until tours are complete, each report has the states of the generation: " + reports);
    List<CountProgress> depthFirst = new ArrayList<>();
    KnightTours.count(
        CountRequest.builder(board, CountKind.CLOSED_DIRECTED)
            .method(CountMethod.DEPTH_FIRST)
            .progressListener(depthFirst::add)
            .build());
    assertTrue(!depthFirst.isEmpty() && depthFirst.stream().allMatch(p -> p.frontierStates() == 0), depthFirst::toString);
    try (Stream<Path> files = Files.list(directory)) {
      assertEquals(0, files.count(), "the finished count deletes its files");
    }
  }
}
