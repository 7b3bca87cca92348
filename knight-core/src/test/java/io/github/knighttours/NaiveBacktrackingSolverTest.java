package io.github.knighttours;

import static io.github.knighttours.testing.TourAssertions.assertAnswers;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.solvers.MoveOrder;
import io.github.knighttours.solvers.NaiveBacktrackingSolver;
import io.github.knighttours.spi.SearchStep;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * The naive search against an oracle written as the classic programs are: a recursive function
 * over a 2-D array printed top row first, with the move arrays as each program lists them (rows
 * down, columns right). The library's search must place the same squares in the same order, so
 * the tours and the counts agree exactly.
 */
class NaiveBacktrackingSolverTest {

  /** The programs' arrays, (rows down, columns right), as each source lists them. */
  private static final int[][] GEEKSFORGEEKS = {{2, 1, -1, -2, -2, -1, 1, 2}, {1, 2, 2, 1, -1, -2, -2, -1}};
  private static final int[][] MILLER_RANUM = {{-1, -1, -2, -2, 1, 1, 2, 2}, {-2, 2, -1, 1, -2, 2, -1, 1}};
  private static final int[][] ROSETTA_ADA = {{-2, -1, 1, 2, 2, 1, -1, -2}, {1, 2, 2, 1, -1, -2, -2, -1}};

  /** The classic recursive program: squares placed and the visiting order, or null if none. */
  private static final class ClassicProgram {
    final int n;
    final int[][] moves;
    final int[][] visited;
    long placed;

    ClassicProgram(int n, int[][] moves) {
      this.n = n;
      this.moves = moves;
      this.visited = new int[n][n];
    }

    boolean tour(int x, int y, int number) {
      visited[x][y] = number;
      placed++;
      if (number == n * n) {
        return true;
      }
      for (int k = 0; k < 8; k++) {
        int xx = x + moves[0][k];
        int yy = y + moves[1][k];
        if (xx >= 0 && xx < n && yy >= 0 && yy < n && visited[xx][yy] == 0 && tour(xx, yy, number + 1)) {
          return true;
        }
      }
      visited[x][y] = 0;
      return false;
    }

    /** The tour as squares: printed row x is rank n - x. */
    List<Square> squares() {
      Square[] order = new Square[n * n];
      for (int x = 0; x < n; x++) {
        for (int y = 0; y < n; y++) {
          order[visited[x][y] - 1] = Square.of(n - 1 - x, y);
        }
      }
      return List.of(order);
    }
  }

  private static void assertSameAsTheProgram(MoveOrder order, int[][] moves, int n) {
    Board board = Board.of(n, n);
    TourSolver solver = new NaiveBacktrackingSolver(order);
    for (int x = 0; x < n; x++) {
      for (int y = 0; y < n; y++) {
        ClassicProgram program = new ClassicProgram(n, moves);
        boolean exists = program.tour(x, y, 1);
        Square start = Square.of(n - 1 - x, y);
        TourRequest request = TourRequest.of(board, start);
        TourResult result = solver.solve(request);
        assertAnswers(request, result);
        String where = order + " from " + start.algebraic() + " on " + board;
        assertEquals(exists ? Outcome.FOUND : Outcome.PROVEN_ABSENT, result.outcome(), where);
        assertEquals(program.placed, result.statistics().nodesExpanded(), where);
        if (exists) {
          assertEquals(program.squares(), result.tour().orElseThrow().squares(), where);
        }
      }
    }
  }

  @Test
  void placesTheSameSquaresInTheSameOrderAsTheClassicProgramsFromEveryStartOfFiveByFive() {
    assertSameAsTheProgram(MoveOrder.GEEKSFORGEEKS, GEEKSFORGEEKS, 5);
    assertSameAsTheProgram(MoveOrder.MILLER_RANUM, MILLER_RANUM, 5);
    assertSameAsTheProgram(MoveOrder.ROSETTA_ADA, ROSETTA_ADA, 5);
  }

  /** The figure the solver's Javadoc gives: from a1 of 8 x 8, as the C program counts it. */
  @Test
  void needsThreeMillionSquaresFromTheCornerOfEightByEight() {
    ClassicProgram program = new ClassicProgram(8, GEEKSFORGEEKS);
    assertTrue(program.tour(7, 0, 1));
    TourResult result = Strategy.NAIVE_BACKTRACKING.solver().solve(TourRequest.of(Board.of(8, 8), Square.parse("a1")));
    assertEquals(Outcome.FOUND, result.outcome());
    assertEquals(3_242_065, program.placed);
    assertEquals(program.placed, result.statistics().nodesExpanded());
    assertEquals(program.squares(), result.tour().orElseThrow().squares());
  }

  @Test
  void theStrategyUsesTheGeeksForGeeksOrder() {
    NaiveBacktrackingSolver solver = (NaiveBacktrackingSolver) Strategy.NAIVE_BACKTRACKING.solver();
    assertEquals(MoveOrder.GEEKSFORGEEKS, solver.moveOrder());
    assertTrue(solver.findsTourWhenOneExists());
    assertTrue(solver.mayProveAbsence());
  }

  @Test
  void provesThatFourByFourHasNoTourOnlyAfterTryingEveryPath() {
    TourRequest request = TourRequest.of(Board.of(4, 4), Square.parse("a1"));
    TourResult result = Strategy.NAIVE_BACKTRACKING.solver().solve(request);
    assertEquals(Outcome.PROVEN_ABSENT, result.outcome(), result::toString);
    ClassicProgram program = new ClassicProgram(4, GEEKSFORGEEKS);
    program.tour(3, 0, 1);
    assertEquals(program.placed, result.statistics().nodesExpanded());
    assertEquals(program.placed - 1, result.statistics().backtracks(), "every square placed was taken back");
  }

  @Test
  void closesAndEndsWhereAsked() {
    TourRequest closed = TourRequest.builder(Board.of(3, 4), Square.parse("a1")).kind(TourKind.CLOSED).build();
    assertEquals(Outcome.PROVEN_ABSENT, Strategy.NAIVE_BACKTRACKING.solver().solve(closed).outcome());
    TourRequest ring = TourRequest.builder(Board.of(5, 6), Square.parse("a1")).kind(TourKind.CLOSED).build();
    TourResult cycle = Strategy.NAIVE_BACKTRACKING.solver().solve(ring);
    assertAnswers(ring, cycle);
    assertEquals(Outcome.FOUND, cycle.outcome(), cycle::toString);
    Square end = Strategy.BACKTRACKING.solver().solve(TourRequest.of(Board.of(5, 5), Square.parse("a1"))).tour().orElseThrow().end();
    TourRequest toEnd = TourRequest.builder(Board.of(5, 5), Square.parse("a1")).end(end).build();
    TourResult ended = Strategy.NAIVE_BACKTRACKING.solver().solve(toEnd);
    assertAnswers(toEnd, ended);
    assertEquals(end, ended.tour().orElseThrow().end());
  }

  @Test
  void agreesWithTheOtherExhaustiveSearchOnHoledToriAndCylinders() {
    for (Board board : List.of(Board.torus(4, 4), Board.cylinder(3, 5), Board.parse("...\n...\n.#.\n..."))) {
      for (Square start : List.of(Square.of(0, 0), Square.of(1, 1))) {
        if (!board.contains(start)) {
          continue;
        }
        for (TourKind kind : TourKind.values()) {
          TourRequest request = TourRequest.builder(board, start).kind(kind).build();
          TourResult naive = new NaiveBacktrackingSolver(MoveOrder.ROSETTA_ADA).solve(request);
          TourResult pruned = Strategy.BACKTRACKING.solver().solve(request);
          assertAnswers(request, naive);
          assertEquals(pruned.outcome(), naive.outcome(), request::toString);
        }
      }
    }
  }

  @Test
  void theTraceCountsWhatTheStatisticsCount() {
    List<SearchStep<Square>> steps = new ArrayList<>();
    TourRequest request =
        TourRequest.builder(Board.of(5, 5), Square.parse("c1")).traceListener(steps::add).build();
    TourResult result = Strategy.NAIVE_BACKTRACKING.solver().solve(request);
    assertEquals(Outcome.FOUND, result.outcome());
    long placed = steps.stream().filter(s -> s.kind() == SearchStep.Kind.PLACED).count();
    long removed = steps.stream().filter(s -> s.kind() == SearchStep.Kind.REMOVED).count();
    long deadEnds = steps.stream().filter(s -> s.kind() == SearchStep.Kind.DEAD_END).count();
    assertEquals(result.statistics().nodesExpanded(), placed);
    assertEquals(36_214, placed, "the figure docs/pictures-and-simulator.md gives");
    assertEquals(result.statistics().backtracks(), removed);
    assertTrue(removed > 100, "from c1 the naive search backs up, got " + removed);
    assertTrue(deadEnds > 0 && deadEnds <= removed, deadEnds + " dead ends, " + removed + " removed");
  }

  @Test
  void stopsOnItsBudgetsAndOnInterrupt() {
    TourRequest budgeted = TourRequest.builder(Board.of(8, 8), Square.parse("a1")).nodeBudget(10_000).build();
    TourResult result = Strategy.NAIVE_BACKTRACKING.solver().solve(budgeted);
    assertEquals(Outcome.BUDGET_EXHAUSTED, result.outcome(), result::toString);
    assertTrue(result.statistics().nodesExpanded() <= 10_000, result::toString);
    AtomicReference<TourResult> seen = new AtomicReference<>();
    Thread thread =
        new Thread(() -> seen.set(Strategy.NAIVE_BACKTRACKING.solver().solve(TourRequest.of(Board.of(7, 7), Square.parse("b1")))));
    thread.start();
    thread.interrupt();
    assertTrue(joined(thread));
    Outcome outcome = seen.get().outcome();
    assertTrue(outcome == Outcome.CANCELLED || outcome == Outcome.FOUND, outcome::toString);
  }

  private static boolean joined(Thread thread) {
    try {
      thread.join();
      return !thread.isAlive();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }

  @Test
  void parsesMoveOrdersAndNamesTheBadOne() {
    assertEquals(MoveOrder.ROSETTA_ADA, MoveOrder.parse("rosetta-ada"));
    assertEquals(MoveOrder.MILLER_RANUM, MoveOrder.parse("Miller_Ranum"));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> MoveOrder.parse("spiral"));
    assertTrue(e.getMessage().contains("'spiral'") && e.getMessage().contains("rosetta-ada"), e.getMessage());
    assertThrows(NullPointerException.class, () -> new NaiveBacktrackingSolver(null));
  }
}
