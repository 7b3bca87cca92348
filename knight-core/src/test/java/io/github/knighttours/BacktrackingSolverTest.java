package io.github.knighttours;

import io.github.knighttours.spi.SearchProgress;

import static io.github.knighttours.testing.TourAssertions.assertAnswers;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.TourExistence.Verdict;
import io.github.knighttours.testing.Oracles;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

class BacktrackingSolverTest {

  private static final TourSolver SOLVER = Strategy.BACKTRACKING.solver();

  /** Far more than any of these small searches needs, so that a regression fails instead of hanging. */
  private static final long GENEROUS_NODES = 50_000_000;

  private static TourRequest request(Board board, Square start) {
    return TourRequest.builder(board, start).nodeBudget(GENEROUS_NODES).build();
  }

  @Test
  void settlesEveryStartOnEveryBoardUpToSixBySixAsTheExistenceTheoremsSay() {
    for (int rows = 1; rows <= 6; rows++) {
      for (int cols = 1; cols <= 6; cols++) {
        Board board = Board.of(rows, cols);
        int found = 0;
        for (int row = 0; row < rows; row++) {
          for (int col = 0; col < cols; col++) {
            Square start = Square.of(row, col);
            TourRequest request = request(board, start);
            TourResult result = SOLVER.solve(request);
            assertAnswers(request, result);
            assertTrue(result.outcome().isConclusive(), () -> request + " -> " + result);
            if (!Oracles.openTourExistsOnBoard(rows, cols) || Oracles.startsOnMinorityColour(board, start)) {
              assertEquals(Outcome.PROVEN_ABSENT, result.outcome(), () -> request + " -> " + result);
            }
            if (result.isFound()) {
              found++;
            }
          }
        }
        assertEquals(Oracles.openTourExistsOnBoard(rows, cols), found > 0, board.toString());
      }
    }
  }

  /**
   * Nodes per start for the boards of up to four rows and twelve columns: about ten times the
   * most any of them needs (1,270 nodes, open on 3x11).
   */
  private static final long NARROW_BUDGET = 12_000;

  /**
   * The starts on boards of up to four rows and twelve columns that have open tours from some
   * square but not from these, besides those the colour argument rules out, as the exhaustive
   * search finds them. On 4xn (n >= 5) they are the two inner rows: a knight path there
   * alternates between outer and inner rows, and with the colours alternating too it can only
   * start and end on the outer rows.
   */
  private static Set<String> startsWithoutOpenTour(int rows, int cols) {
    Set<String> starts = new TreeSet<>();
    if (rows == 3 && cols == 4) {
      starts.addAll(List.of("b1", "c1", "b2", "c2", "b3", "c3"));
    } else if (rows == 3 && cols == 7) {
      starts.add("d2");
    } else if (rows == 3 && cols == 8) {
      starts.addAll(List.of("c2", "f2"));
    } else if (rows == 4 && cols >= 5) {
      for (int col = 0; col < cols; col++) {
        starts.add(Square.of(1, col).toString());
        starts.add(Square.of(2, col).toString());
      }
    }
    return starts;
  }

  @Test
  void settlesEveryStartOfEveryBoardOfUpToFourRowsAndTwelveColumnsOpenAndClosed() {
    for (int rows = 1; rows <= 4; rows++) {
      for (int cols = rows; cols <= 12; cols++) {
        Board board = Board.of(rows, cols);
        Set<String> withoutOpenTour = new TreeSet<>();
        for (TourKind kind : TourKind.values()) {
          for (int row = 0; row < rows; row++) {
            for (int col = 0; col < cols; col++) {
              Square start = Square.of(row, col);
              TourRequest request = TourRequest.builder(board, start).kind(kind).nodeBudget(NARROW_BUDGET).build();
              TourResult result = SOLVER.solve(request);
              assertAnswers(request, result);
              assertTrue(result.outcome().isConclusive(), () -> request + " -> " + result);
              TourExistence.Answer theorem = TourExistence.tourFrom(board, start, kind);
              if (theorem.verdict() != Verdict.UNKNOWN) {
                assertEquals(theorem.verdict() == Verdict.YES, result.isFound(), () -> request + ": " + theorem + " but " + result);
              }
              if (kind == TourKind.OPEN && !result.isFound() && !Oracles.startsOnMinorityColour(board, start)) {
                withoutOpenTour.add(start.toString());
              }
            }
          }
        }
        if (Oracles.openTourExistsOnBoard(rows, cols)) {
          assertEquals(startsWithoutOpenTour(rows, cols), withoutOpenTour, board.toString());
        }
      }
    }
  }

  /** Nodes per start on the odd boards: about ten times the most any start needs (4,152, on 5x11). */
  private static final long ODD_BUDGET = 50_000;

  @Test
  void findsAnOpenTourFromEverySquareOfTheLargerColourOnOddBoardsUpToElevenByEleven() {
    for (int rows = 5; rows <= 11; rows += 2) {
      for (int cols = rows; cols <= 11; cols += 2) {
        Board board = Board.of(rows, cols);
        for (int row = 0; row < rows; row++) {
          for (int col = 0; col < cols; col++) {
            TourRequest request = TourRequest.builder(board, Square.of(row, col)).nodeBudget(ODD_BUDGET).build();
            TourResult result = SOLVER.solve(request);
            assertAnswers(request, result);
            Outcome expected = (row + col) % 2 == 0 ? Outcome.FOUND : Outcome.PROVEN_ABSENT;
            assertEquals(expected, result.outcome(), () -> request + " -> " + result);
          }
        }
      }
    }
  }

  /**
   * Nodes per start on the longer boards of three and four rows: about ten times the most any
   * start needs (15,426, open on 3x24 from o1).
   */
  private static final long LONG_BUDGET = 200_000;

  @Test
  void settlesEveryStartOfLongerBoardsOfThreeAndFourRowsOpenAndClosed() {
    // Open: from every square of 3xn; from the outer rows of 4xn only. Closed: as Schwenk says.
    for (int rows = 3; rows <= 4; rows++) {
      for (int cols = 13; cols <= (rows == 3 ? 24 : 30); cols++) {
        Board board = Board.of(rows, cols);
        boolean closedExists = TourExistence.closedTour(board).verdict() == Verdict.YES;
        for (int row = 0; row < rows; row++) {
          for (int col = 0; col < cols; col++) {
            Square start = Square.of(row, col);
            boolean openExists = rows == 3 ? !Oracles.startsOnMinorityColour(board, start) : row == 0 || row == 3;
            for (TourKind kind : TourKind.values()) {
              TourRequest request = TourRequest.builder(board, start).kind(kind).nodeBudget(LONG_BUDGET).build();
              TourResult result = SOLVER.solve(request);
              assertAnswers(request, result);
              boolean exists = kind == TourKind.OPEN ? openExists : closedExists;
              assertEquals(exists ? Outcome.FOUND : Outcome.PROVEN_ABSENT, result.outcome(), () -> request + " -> " + result);
            }
          }
        }
      }
    }
  }

  @Test
  void agreesWithPlainDepthFirstSearchFromEveryStartOnBoardsOfUpToTwentyFiveSquares() {
    for (int rows = 1; rows <= 5; rows++) {
      for (int cols = 1; rows * cols <= 25; cols++) {
        Board board = Board.of(rows, cols);
        for (int row = 0; row < rows; row++) {
          for (int col = 0; col < cols; col++) {
            Square start = Square.of(row, col);
            TourResult result = SOLVER.solve(request(board, start));
            assertEquals(
                Oracles.hasOpenTour(board, start),
                result.isFound(),
                () -> board + " from " + start + " -> " + result);
          }
        }
      }
    }
  }

  @Test
  void provesThatNoTourStartsOnB1OfTheFiveByFiveBoard() {
    TourResult result = KnightTours.solve(TourRequest.of(5, 5, Square.of(0, 1)), Strategy.BACKTRACKING);

    assertEquals(Outcome.PROVEN_ABSENT, result.outcome());
    assertTrue(result.explanation().contains("colour"), result.explanation());
  }

  @Test
  void provesAbsenceByExhaustingTheSearchWhereNoTheoremApplies() {
    // 4x4 has no open tour; the colours are balanced, so only the search can show it.
    TourResult result = KnightTours.solve(request(Board.of(4, 4), Square.of(0, 0)), Strategy.BACKTRACKING);

    assertEquals(Outcome.PROVEN_ABSENT, result.outcome());
    assertTrue(result.explanation().contains("exhaustive"), result.explanation());
    assertTrue(result.statistics().nodesExpanded() > 1);
  }

  @Test
  void findsATourFromEachSquareOfTheChessboard() {
    for (int row = 0; row < 8; row++) {
      for (int col = 0; col < 8; col++) {
        TourRequest request = request(Board.of(8, 8), Square.of(row, col));
        TourResult result = SOLVER.solve(request);
        assertEquals(Outcome.FOUND, result.outcome(), request::toString);
        assertAnswers(request, result);
      }
    }
  }

  @Test
  void searchesAHundredByHundredBoardWithoutRecursion() {
    // An explicit stack: 10,000 squares deep must not overflow the thread's stack.
    TourRequest request = TourRequest.builder(Board.of(100, 100), Square.of(50, 50)).nodeBudget(2_000_000).build();

    TourResult result = SOLVER.solve(request);

    assertAnswers(request, result);
    assertTrue(
        result.outcome() == Outcome.FOUND || result.outcome() == Outcome.BUDGET_EXHAUSTED, result::toString);
  }

  @Test
  void stopsWhenTheNodeBudgetIsSpent() {
    TourRequest request = TourRequest.builder(Board.of(4, 4), Square.of(0, 0)).nodeBudget(10).build();

    TourResult result = SOLVER.solve(request);

    assertEquals(Outcome.BUDGET_EXHAUSTED, result.outcome());
    assertEquals(10, result.statistics().nodesExpanded());
    assertTrue(result.explanation().contains("node budget"), result.explanation());
  }

  @Test
  void theNodeBudgetCoversBothSearchesThatTakeTurns() {
    // From i1 of 3x22 the search with ties reversed finds a tour in its first turn, after the
    // first search's turn of 4,096 nodes; both count.
    TourRequest easy = TourRequest.builder(Board.of(3, 22), Square.parse("i1")).nodeBudget(50_000).build();
    TourResult found = SOLVER.solve(easy);
    assertEquals(Outcome.FOUND, found.outcome(), found::toString);
    assertAnswers(easy, found);
    assertTrue(found.statistics().nodesExpanded() > 4096, found::toString);
    // From s1 of 3x28 both searches need hundreds of thousands of nodes.
    TourRequest hard = TourRequest.builder(Board.of(3, 28), Square.parse("s1")).nodeBudget(10_000).build();
    TourResult stopped = SOLVER.solve(hard);
    assertEquals(Outcome.BUDGET_EXHAUSTED, stopped.outcome(), stopped::toString);
    assertEquals(10_000, stopped.statistics().nodesExpanded());
  }

  @Test
  void stopsWhenTheTimeBudgetIsSpentAndReportsProgressOnTheWay() {
    // No tour starts on the inner rows of a 4xn board, but on 4,400 squares the search is past
    // the size where it looks for the outer-rows argument (or cut vertices), and Warnsdorff
    // ordering is lost on narrow boards: it neither finds a tour nor exhausts the space.
    List<SearchProgress> reports = new ArrayList<>();
    TourRequest request =
        TourRequest.builder(Board.of(4, 1100), Square.parse("c2"))
            // Long enough for a report (one every 100 ms) even when other work holds the cores.
            .timeBudget(Duration.ofMillis(1500))
            .progressListener(reports::add)
            .build();

    TourResult result = SOLVER.solve(request);

    assertEquals(Outcome.BUDGET_EXHAUSTED, result.outcome(), result::toString);
    assertTrue(result.explanation().contains("time budget"), result.explanation());
    assertTrue(result.statistics().elapsed().compareTo(Duration.ofMillis(1500)) >= 0);
    assertTrue(result.statistics().backtracks() > 0);
    assertFalse(reports.isEmpty(), "no progress report in 1.5 s");
    SearchProgress last = reports.get(reports.size() - 1);
    assertEquals(4400, last.squareCount());
    assertTrue(last.longestPath() >= last.pathLength() && last.longestPath() < 4400, last.toString());
    assertTrue(last.nodesExpanded() <= result.statistics().nodesExpanded());
  }

  @Test
  void stopsWhenTheThreadIsInterruptedAndKeepsTheInterruptFlag() {
    TourRequest request = TourRequest.builder(Board.of(100, 100), Square.of(0, 0)).nodeBudget(5_000_000).build();
    Thread.currentThread().interrupt();
    TourResult result;
    try {
      result = SOLVER.solve(request);
    } finally {
      assertTrue(Thread.interrupted(), "the interrupt flag was cleared");
    }
    assertEquals(Outcome.CANCELLED, result.outcome());
  }

  @Test
  void aOneSquareBoardHasAOneSquareTour() {
    TourResult result = SOLVER.solve(TourRequest.of(1, 1, Square.of(0, 0)));

    assertEquals(List.of(Square.of(0, 0)), result.tour().orElseThrow().squares());
    assertFalse(result.tour().orElseThrow().isClosed());
  }
}
