package io.github.knighttours;

import io.github.knighttours.spi.SearchStep;

import static io.github.knighttours.Board3dTest.assertIllegal;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.shapes.Board3d;
import io.github.knighttours.shapes.Cell;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * {@link KnightTours#solvePath(PathRequest, Strategy)} on 3-D boards: tours found are
 * checked here by the test's own move rule, exhaustive answers agree with a plain depth-first
 * search written here, and the proofs, refusals, budgets and interrupts behave as documented.
 */
class Board3dSearchTest {

  private static final SearchOptions DEFAULTS = SearchOptions.defaults();

  /** The strategies that take three-dimensional boards. */
  private static final Set<Strategy> THREE_D =
      EnumSet.of(
          Strategy.NAIVE_BACKTRACKING, Strategy.BACKTRACKING, Strategy.WARNSDORFF, Strategy.POHL, Strategy.POSA, Strategy.CLAUSE_LEARNING,
          Strategy.NEURAL_NETWORK, Strategy.AUTO);

  /** The one pipeline, as every 3-D search here runs it. */
  static PathResult<Cell> solve(Board3d board, Cell start, TourKind kind, Strategy strategy, SearchOptions options) {
    return KnightTours.solvePath(PathRequest.builder(board).start(start).kind(kind).options(options).build(), strategy);
  }

  @Test
  void theFourCubeHasAClosedTour() {
    // Knuth, TAOCP pre-fascicle 8A, exercise 369: a closed knight's tour of 4x4x4 exists.
    Board3d cube = Board3d.of(4, 4, 4);
    for (Strategy strategy : List.of(Strategy.AUTO, Strategy.BACKTRACKING)) {
      PathResult<Cell> result = solve(cube, new Cell(0, 0, 0), TourKind.CLOSED, strategy, DEFAULTS);
      assertEquals(Outcome.FOUND, result.outcome(), result.toString());
      assertTrue(result.isFound());
      assertEquals(strategy.name(), result.solverName());
      assertTour(cube, new Cell(0, 0, 0), true, result.hamiltonianPath().orElseThrow().labels());
      assertTrue(result.hamiltonianPath().orElseThrow().isClosed());
      assertTrue(result.explanation().startsWith("found"), result.explanation());
    }
  }

  /**
   * Every board l x m x n with l <= m <= n up to 2x4x4 and 3x3x4: BACKTRACKING and AUTO say FOUND
   * (with a tour checked here) exactly where the plain search finds a tour, and PROVEN_ABSENT
   * elsewhere; open tours from every start whose coordinates lie in the lower half of each side
   * (the others are mirror images), closed tours from the corner.
   */
  @Test
  void exhaustiveAnswersAgreeWithAPlainSearchOnEverySmallBoard() {
    int boards = 0;
    int found = 0;
    int absent = 0;
    for (int l = 1; l <= 3; l++) {
      for (int m = l; m <= 4; m++) {
        for (int n = m; n <= 4; n++) {
          if (!(l <= 2 || m <= 3)) {
            continue;
          }
          boards++;
          Board3d board = Board3d.of(l, m, n);
          PlainSearch plain = new PlainSearch(board);
          for (int a = 0; a < (l + 1) / 2; a++) {
            for (int b = 0; b < (m + 1) / 2; b++) {
              for (int c = 0; c < (n + 1) / 2; c++) {
                Cell start = new Cell(a, b, c);
                boolean exists = plain.open(start);
                checkAgainst(board, start, TourKind.OPEN, exists);
                if (exists) {
                  found++;
                } else {
                  absent++;
                }
              }
            }
          }
          checkAgainst(board, new Cell(0, 0, 0), TourKind.CLOSED, plain.closed());
        }
      }
    }
    assertEquals(18, boards);
    // Both answers occur, so the comparison is not one-sided.
    assertTrue(found > 0 && absent > 0, found + " found, " + absent + " absent");
  }

  private static void checkAgainst(Board3d board, Cell start, TourKind kind, boolean exists) {
    for (Strategy strategy : List.of(Strategy.BACKTRACKING, Strategy.AUTO)) {
      PathResult<Cell> result = solve(board, start, kind, strategy, DEFAULTS);
      String what = strategy + " " + kind + " on " + board + " from " + start + ": " + result;
      assertEquals(exists ? Outcome.FOUND : Outcome.PROVEN_ABSENT, result.outcome(), what);
      if (exists) {
        assertTour(board, start, kind == TourKind.CLOSED, result.hamiltonianPath().orElseThrow().labels());
      }
    }
  }

  @ParameterizedTest
  @EnumSource(
      value = Strategy.class,
      names = {"WARNSDORFF", "POHL", "NEURAL_NETWORK"})
  void heuristicsFindValidToursOrGiveUpButNeverClaimAbsence(Strategy strategy) {
    int tours = 0;
    for (Board3d board : List.of(Board3d.of(3, 4, 5), Board3d.of(4, 4, 4), Board3d.of(3, 3, 3), Board3d.of(2, 2, 4))) {
      for (TourKind kind : TourKind.values()) {
        PathResult<Cell> result = solve(board, new Cell(0, 0, 0), kind, strategy, DEFAULTS);
        assertNotEquals(Outcome.PROVEN_ABSENT, result.outcome(), result.toString());
        if (result.isFound()) {
          tours++;
          assertTour(board, new Cell(0, 0, 0), kind == TourKind.CLOSED, result.hamiltonianPath().orElseThrow().labels());
        }
      }
    }
    assertTrue(tours > 0, strategy + " found no tour at all");
  }

  @Test
  void aClosedTourNeedsAnEvenNumberOfCells() {
    PathResult<Cell> result =
        solve(Board3d.of(3, 3, 5), new Cell(0, 0, 0), TourKind.CLOSED, Strategy.AUTO, DEFAULTS);
    assertEquals(Outcome.PROVEN_ABSENT, result.outcome());
    // The colour argument: every move changes the parity of layer + row + col, so a closed tour
    // alternates the two and takes as many cells of each; 3x3x5 has 23 even and 22 odd.
    assertEquals("the board is bipartite with sides of 23 and 22 cells", result.explanation());
    assertEquals(23, evenCells(Board3d.of(3, 3, 5)));
    assertEquals(0, result.statistics().nodesExpanded());
  }

  @Test
  void anOpenTourOfAnOddBoardStartsOnTheCornersColour() {
    Board3d board = Board3d.of(5, 5, 5);
    PathResult<Cell> wrong = solve(board, new Cell(2, 1, 2), TourKind.OPEN, Strategy.BACKTRACKING, DEFAULTS);
    assertEquals(Outcome.PROVEN_ABSENT, wrong.outcome());
    // 63 cells of even parity (the corners') and 62 odd: an open tour begins and ends on the
    // even ones, and (2,1,2) is odd.
    assertEquals(
        "the board is bipartite with sides of 63 and 62 cells, and a path through all of them starts and ends on"
            + " the larger side, which cell (2,1,2) is not on",
        wrong.explanation());
    assertEquals(63, evenCells(board));
    assertEquals(1, parity(new Cell(2, 1, 2)));
    PathResult<Cell> right = solve(board, new Cell(2, 1, 1), TourKind.OPEN, Strategy.AUTO, DEFAULTS);
    assertEquals(Outcome.FOUND, right.outcome(), right.toString());
    assertTour(board, new Cell(2, 1, 1), false, right.hamiltonianPath().orElseThrow().labels());
  }

  @Test
  void aBoardWhoseMovesDoNotReachEveryCellHasNoTour() {
    // On 2x2xn every move changes the column by 2 and one of layer and row by 1: from the corner
    // only even columns, each with the two (layer, row) pairs of the matching parity.
    PathResult<Cell> result =
        solve(Board3d.of(2, 2, 6), new Cell(0, 0, 0), TourKind.OPEN, Strategy.BACKTRACKING, DEFAULTS);
    assertEquals(Outcome.PROVEN_ABSENT, result.outcome());
    assertEquals("the board is not connected", result.explanation());
    assertEquals(6, new PlainSearch(Board3d.of(2, 2, 6)).reached(new Cell(0, 0, 0)));
    PathResult<Cell> heuristic =
        solve(Board3d.of(2, 2, 6), new Cell(0, 0, 0), TourKind.OPEN, Strategy.WARNSDORFF, DEFAULTS);
    assertEquals(Outcome.GAVE_UP, heuristic.outcome());
  }

  @Test
  void aSingleCellIsAnOpenTourButNotAClosedOne() {
    Board3d dot = Board3d.of(1, 1, 1);
    for (Strategy strategy : THREE_D) {
      PathResult<Cell> open = solve(dot, new Cell(0, 0, 0), TourKind.OPEN, strategy, DEFAULTS);
      assertEquals(List.of(new Cell(0, 0, 0)), open.hamiltonianPath().orElseThrow().labels(), strategy.toString());
      PathResult<Cell> closed = solve(dot, new Cell(0, 0, 0), TourKind.CLOSED, strategy, DEFAULTS);
      assertTrue(closed.hamiltonianPath().isEmpty(), strategy.toString());
    }
  }

  @Test
  void refusesStrategiesThatNeedAFlatBoardNamingStrategyBoardAndTheOthers() {
    for (Strategy strategy : Strategy.values()) {
      if (!THREE_D.contains(strategy)) {
        assertIllegal(
            "strategy " + strategy + " does not take the 4x4x4 board; NAIVE_BACKTRACKING, BACKTRACKING, WARNSDORFF, POHL, POSA,"
                + " CLAUSE_LEARNING, NEURAL_NETWORK and AUTO take it",
            () -> solve(Board3d.of(4, 4, 4), new Cell(0, 0, 0), TourKind.OPEN, strategy, DEFAULTS));
      }
    }
  }

  @Test
  void refusesACellOffTheBoardAndNulls() {
    Board3d board = Board3d.of(2, 3, 4);
    assertIllegal(
        "cell (2,0,0) is off the 2x3x4 board",
        () -> solve(board, new Cell(2, 0, 0), TourKind.OPEN, Strategy.AUTO, DEFAULTS));
    assertIllegal(
        "cell (0,0,4) is off the 2x3x4 board",
        () -> PathRequest.builder(board).start(new Cell(0, 0, 0)).end(new Cell(0, 0, 4)));
    Cell corner = new Cell(0, 0, 0);
    assertThrows(NullPointerException.class, () -> solve(null, corner, TourKind.OPEN, Strategy.AUTO, DEFAULTS));
    assertThrows(NullPointerException.class, () -> solve(board, null, TourKind.OPEN, Strategy.AUTO, DEFAULTS));
    assertThrows(NullPointerException.class, () -> solve(board, corner, null, Strategy.AUTO, DEFAULTS));
    assertThrows(NullPointerException.class, () -> solve(board, corner, TourKind.OPEN, null, DEFAULTS));
    assertThrows(NullPointerException.class, () -> solve(board, corner, TourKind.OPEN, Strategy.AUTO, null));
  }

  @Test
  @SuppressWarnings("deprecation")
  void theDeprecatedCallRunsThePipeline() {
    Board3d board = Board3d.of(2, 3, 4);
    Cell corner = new Cell(0, 0, 0);
    PathResult<Cell> old = KnightTours.solve(board, corner, TourKind.OPEN, Strategy.BACKTRACKING, DEFAULTS);
    PathResult<Cell> now = solve(board, corner, TourKind.OPEN, Strategy.BACKTRACKING, DEFAULTS);
    assertEquals(Outcome.FOUND, old.outcome(), old::toString);
    assertEquals(now.hamiltonianPath(), old.hamiltonianPath());
    assertIllegal(
        "cell (2,0,0) is off the 2x3x4 board",
        () -> KnightTours.solve(board, new Cell(2, 0, 0), TourKind.OPEN, Strategy.AUTO, DEFAULTS));
    assertThrows(
        NullPointerException.class, () -> KnightTours.solve(null, corner, TourKind.OPEN, Strategy.AUTO, DEFAULTS));
    assertThrows(NullPointerException.class, () -> KnightTours.solve(board, null, TourKind.OPEN, Strategy.AUTO, DEFAULTS));
  }

  /**
   * An open tour to a chosen end cell, from every solver that may prove absence: found where the
   * plain search of this test finds one, proven absent elsewhere; the heuristics end there or
   * give up. On 2x3x4 (24 cells, 12 of each parity of layer + row + col) a path ends on the
   * parity it did not start on.
   */
  @Test
  void anOpenTourEndsOnTheChosenCell() {
    Board3d board = Board3d.of(2, 3, 4);
    Cell start = new Cell(0, 0, 0);
    PlainSearch plain = new PlainSearch(board);
    int found = 0;
    int absent = 0;
    for (int v = 1; v < board.cellCount(); v++) {
      Cell end = board.label(v);
      boolean exists = plain.open(start, end);
      for (Strategy strategy : THREE_D) {
        PathResult<Cell> result =
            KnightTours.solvePath(PathRequest.builder(board).start(start).end(end).build(), strategy);
        String what = strategy + " to " + end + ": " + result;
        if (result.isFound()) {
          List<Cell> cells = result.hamiltonianPath().orElseThrow().labels();
          assertTour(board, start, false, cells);
          assertEquals(end, cells.get(cells.size() - 1), what);
        }
        if (strategy.solver().findsTourWhenOneExists()) {
          assertEquals(exists ? Outcome.FOUND : Outcome.PROVEN_ABSENT, result.outcome(), what);
        } else {
          assertTrue(exists || result.outcome() == Outcome.GAVE_UP, what);
        }
        if (parity(end) == parity(start)) {
          // The colour argument: every move changes the parity, so 24 cells alternate 12 and 12.
          assertTrue(!exists, what);
          // The textbook search proves absence only by trying every path: no argument comes first.
          if (strategy.solver().mayProveAbsence() && strategy != Strategy.NAIVE_BACKTRACKING) {
            assertEquals(
                "the board is bipartite with sides of 12 cells each, and a path through all of them ends on the"
                    + " side it did not start on",
                result.explanation(), what);
          }
        }
      }
      if (exists) {
        found++;
      } else {
        absent++;
      }
    }
    // Every end of the other parity has a tour: the comparison is not one-sided.
    assertEquals(12, found);
    assertEquals(11, absent);
  }

  /** A PLACED step at depth d puts its cell at place d, dropping what lay beyond; REMOVED takes the last off. */
  private static List<Cell> replay(List<SearchStep<Cell>> steps) {
    List<Cell> path = new ArrayList<>();
    for (SearchStep<Cell> step : steps) {
      switch (step.kind()) {
        case PLACED -> {
          assertTrue(step.depth() <= path.size(), "placed at depth " + step.depth() + " on a path of " + path.size());
          path.subList(step.depth(), path.size()).clear();
          path.add(step.label());
        }
        case REMOVED -> {
          assertEquals(path.size() - 1, step.depth(), "removed not the last cell: " + step);
          assertEquals(path.get(step.depth()), step.label(), step.toString());
          path.remove(path.size() - 1);
        }
        case DEAD_END -> assertEquals(path.get(path.size() - 1), step.label(), step.toString());
      }
    }
    return path;
  }

  @ParameterizedTest
  @EnumSource(
      value = Strategy.class,
      names = {"BACKTRACKING", "WARNSDORFF", "POHL"})
  void theTraceReplaysToTheTourFound(Strategy strategy) {
    Board3d board = Board3d.of(2, 3, 4);
    Cell start = new Cell(1, 2, 3);
    List<SearchStep<Cell>> steps = new ArrayList<>();
    PathResult<Cell> result =
        KnightTours.solvePath(PathRequest.builder(board).start(start).traceListener(steps::add).build(), strategy);
    assertEquals(Outcome.FOUND, result.outcome(), result::toString);
    assertTrue(result.explanation().startsWith("found"), result.explanation());
    assertEquals(new SearchStep<>(SearchStep.Kind.PLACED, start, 0), steps.get(0));
    assertEquals(result.hamiltonianPath().orElseThrow().labels(), replay(steps));
    // The same search without a listener finds the same tour.
    assertEquals(result.hamiltonianPath(), solve(board, start, TourKind.OPEN, strategy, DEFAULTS).hamiltonianPath());
  }

  @Test
  void theTraceOfABacktrackingSearchTakesCellsBack() {
    // A closed tour of 2x4x5: the search backtracks before it finds one.
    Board3d board = Board3d.of(2, 4, 5);
    List<SearchStep<Cell>> steps = new ArrayList<>();
    PathResult<Cell> result =
        KnightTours.solvePath(
            PathRequest.builder(board).start(new Cell(0, 0, 0)).kind(TourKind.CLOSED).traceListener(steps::add).build(),
            Strategy.BACKTRACKING);
    assertEquals(Outcome.FOUND, result.outcome(), result::toString);
    assertTrue(steps.stream().anyMatch(step -> step.kind() == SearchStep.Kind.REMOVED), "no step taken back");
    assertEquals(result.statistics().backtracks(), steps.stream().filter(step -> step.kind() == SearchStep.Kind.REMOVED).count());
    List<Cell> path = replay(steps);
    assertEquals(board.cellCount(), path.size());
    // A closed tour may be searched from another cell and turned to begin at the start
    // afterwards: the replayed path and the tour are the same cycle.
    assertEquals(cycle(result.hamiltonianPath().orElseThrow().labels()), cycle(path));
  }

  /** The moves of a closed tour, each as the set of its two cells. */
  private static Set<Set<Cell>> cycle(List<Cell> cells) {
    Set<Set<Cell>> moves = new HashSet<>();
    for (int i = 0; i < cells.size(); i++) {
      moves.add(Set.of(cells.get(i), cells.get((i + 1) % cells.size())));
    }
    return moves;
  }

  private static int evenCells(Board3d board) {
    int even = 0;
    for (int v = 0; v < board.cellCount(); v++) {
      even += 1 - parity(board.label(v));
    }
    return even;
  }

  private static int parity(Cell cell) {
    return (cell.layer() + cell.row() + cell.col()) % 2;
  }

  @Test
  void stopsAtTheNodeBudget() {
    SearchOptions options = SearchOptions.builder().nodeBudget(100).build();
    for (Strategy strategy : List.of(Strategy.BACKTRACKING, Strategy.AUTO)) {
      PathResult<Cell> result =
          solve(Board3d.of(8, 8, 8), new Cell(0, 0, 0), TourKind.CLOSED, strategy, options);
      assertEquals(Outcome.BUDGET_EXHAUSTED, result.outcome(), result.toString());
      assertTrue(result.statistics().nodesExpanded() <= 100, result.toString());
    }
  }

  @Test
  void stopsAtTheTimeBudget() {
    // 64,000 cells: checking the tour alone takes longer than the budget.
    SearchOptions options = SearchOptions.builder().timeBudget(Duration.ofNanos(1)).build();
    PathResult<Cell> result =
        solve(Board3d.of(40, 40, 40), new Cell(0, 0, 0), TourKind.OPEN, Strategy.BACKTRACKING, options);
    assertEquals(Outcome.BUDGET_EXHAUSTED, result.outcome(), result.toString());
  }

  @Test
  void stopsWhenTheThreadIsInterruptedAndKeepsTheFlag() {
    for (Strategy strategy : List.of(Strategy.BACKTRACKING, Strategy.AUTO, Strategy.WARNSDORFF)) {
      Thread.currentThread().interrupt();
      PathResult<Cell> result;
      try {
        result = solve(Board3d.of(30, 30, 30), new Cell(0, 0, 0), TourKind.OPEN, strategy, DEFAULTS);
      } finally {
        assertTrue(Thread.interrupted(), "the interrupt flag was cleared");
      }
      assertEquals(Outcome.CANCELLED, result.outcome(), strategy + ": " + result);
      assertTrue(result.hamiltonianPath().isEmpty());
    }
  }

  @Test
  void theSeedAndLookaheadReachTheEngine() {
    Board3d board = Board3d.of(5, 6, 7);
    Cell start = new Cell(1, 2, 3);
    List<List<Cell>> tours = new ArrayList<>();
    for (long seed = 1; seed <= 4; seed++) {
      SearchOptions options = SearchOptions.builder().seed(seed).lookahead(2).build();
      PathResult<Cell> first = solve(board, start, TourKind.OPEN, Strategy.POHL, options);
      PathResult<Cell> again = solve(board, start, TourKind.OPEN, Strategy.POHL, options);
      assertEquals(first.hamiltonianPath(), again.hamiltonianPath(), "the same seed gives the same tour");
      first.hamiltonianPath().ifPresent(tour -> tours.add(tour.labels()));
    }
    assertTrue(tours.size() >= 2, "too few tours to compare: " + tours.size());
    assertTrue(new HashSet<>(tours).size() > 1, "different seeds gave the same tour every time");
    tours.forEach(cells -> assertTour(board, start, false, cells));
  }

  /** The test's own check: every cell once, from {@code start}, each step (and the return if closed) a 3-D knight move. */
  private static void assertTour(Board3d board, Cell start, boolean closed, List<Cell> cells) {
    assertEquals(board.layers() * board.rows() * board.cols(), cells.size());
    assertEquals(start, cells.get(0));
    Set<Cell> seen = new HashSet<>();
    for (int i = 0; i < cells.size(); i++) {
      Cell cell = cells.get(i);
      assertTrue(cell.layer() < board.layers() && cell.row() < board.rows() && cell.col() < board.cols(), cell + " is off");
      assertTrue(seen.add(cell), cell + " twice");
      if (i > 0) {
        assertTrue(knightMove(cells.get(i - 1), cell), cells.get(i - 1) + " to " + cell);
      }
    }
    if (closed) {
      assertTrue(knightMove(cells.get(cells.size() - 1), cells.get(0)), "not closed");
    }
  }

  private static boolean knightMove(Cell a, Cell b) {
    int[] d = {Math.abs(a.layer() - b.layer()), Math.abs(a.row() - b.row()), Math.abs(a.col() - b.col())};
    Arrays.sort(d);
    return d[0] == 0 && d[1] == 1 && d[2] == 2;
  }

  /** A plain depth-first search for Hamiltonian paths on boards of at most 64 cells, with bit masks. */
  private static final class PlainSearch {
    private final List<Cell> cells = new ArrayList<>();
    private final long[] neighbours;
    /** The cell an open path must end on, or -1 for any. */
    private int target = -1;

    PlainSearch(Board3d board) {
      for (int l = 0; l < board.layers(); l++) {
        for (int r = 0; r < board.rows(); r++) {
          for (int c = 0; c < board.cols(); c++) {
            cells.add(new Cell(l, r, c));
          }
        }
      }
      neighbours = new long[cells.size()];
      for (int i = 0; i < cells.size(); i++) {
        for (int j = 0; j < cells.size(); j++) {
          if (knightMove(cells.get(i), cells.get(j))) {
            neighbours[i] |= 1L << j;
          }
        }
      }
    }

    boolean open(Cell start) {
      int s = cells.indexOf(start);
      return extend(s, 1L << s, -1);
    }

    /** True if an open path from {@code start} through every cell ends on {@code end}. */
    boolean open(Cell start, Cell end) {
      int s = cells.indexOf(start);
      target = cells.indexOf(end);
      try {
        return extend(s, 1L << s, -1);
      } finally {
        target = -1;
      }
    }

    /** The number of cells the moves reach from {@code start}, itself included. */
    int reached(Cell start) {
      long reached = 1L << cells.indexOf(start);
      for (long frontier = reached; frontier != 0; ) {
        long grown = 0;
        for (long f = frontier; f != 0; f &= f - 1) {
          grown |= neighbours[Long.numberOfTrailingZeros(f)];
        }
        frontier = grown & ~reached;
        reached |= grown;
      }
      return Long.bitCount(reached);
    }

    boolean closed() {
      return cells.size() >= 3 && extend(0, 1L, 0);
    }

    /**
     * True if the path ending on {@code at}, covering {@code visited}, extends to all cells (ending
     * next to {@code home} if it is not negative). It cuts off a branch only when the cells left
     * cannot all be visited: some of them are not reachable from {@code at} through cells left, or
     * too many have too few neighbours left (on an open path, a cell with one neighbour among the
     * cells left and {@code at} must be the last, so there is at most one; on a closed one every
     * cell left needs two among them, {@code at} and {@code home}).
     */
    private boolean extend(int at, long visited, int home) {
      long all = cells.size() == 64 ? -1L : (1L << cells.size()) - 1;
      long left = all & ~visited;
      if (left == 0) {
        return home < 0 ? target < 0 || at == target : (neighbours[at] & (1L << home)) != 0;
      }
      if (!hopeful(at, left, home)) {
        return false;
      }
      for (long next = neighbours[at] & left; next != 0; next &= next - 1) {
        int v = Long.numberOfTrailingZeros(next);
        if (extend(v, visited | (1L << v), home)) {
          return true;
        }
      }
      return false;
    }

    private boolean hopeful(int at, long left, int home) {
      long reached = 1L << at;
      long frontier = reached;
      while (frontier != 0) {
        long grown = 0;
        for (long f = frontier; f != 0; f &= f - 1) {
          grown |= neighbours[Long.numberOfTrailingZeros(f)] & left;
        }
        frontier = grown & ~reached;
        reached |= grown;
      }
      if ((left & ~reached) != 0) {
        return false;
      }
      long around = left | (1L << at) | (home < 0 ? 0 : 1L << home);
      int ends = 0;
      for (long u = left; u != 0; u &= u - 1) {
        int degree = Long.bitCount(neighbours[Long.numberOfTrailingZeros(u)] & around);
        if (home >= 0 ? degree < 2 : degree == 0 || (degree == 1 && ++ends > 1)) {
          return false;
        }
      }
      return true;
    }
  }
}
