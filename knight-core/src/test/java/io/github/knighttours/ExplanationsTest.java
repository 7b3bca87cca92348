package io.github.knighttours;

import io.github.knighttours.spi.SearchProgress;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.shapes.Board3d;
import io.github.knighttours.shapes.Cell;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** What the results and the last progress report say: exact, and in the user's names. */
class ExplanationsTest {

  @Test
  void clauseLearningNamesSquaresNotIndices() {
    // The centre of 3x3 has no move: square b2, which is index 4 inside.
    TourResult r =
        KnightTours.solve(
            TourRequest.builder(Board.of(3, 3), Square.of(0, 0)).kind(TourKind.CLOSED).build(), Strategy.CLAUSE_LEARNING);
    assertEquals(Outcome.PROVEN_ABSENT, r.outcome(), r::toString);
    assertTrue(r.explanation().startsWith("square b2 has 0 edges"), r.explanation());
  }

  @Test
  void threeDimensionalSearchesNameCells() {
    // On 1x3x3 the middle cell (0,1,1) has no move either.
    PathResult<Cell> r =
        KnightTours.solvePath(PathRequest.builder(Board3d.of(1, 3, 3)).start(new Cell(0, 0, 0)).build(), Strategy.NEURAL_NETWORK);
    assertEquals(Outcome.GAVE_UP, r.outcome(), r::toString);
    assertTrue(r.explanation().contains("cell (0,1,1)"), r.explanation());
  }

  @Test
  void theLastProgressReportGivesTheLongestPathExactly() {
    // Warnsdorff's walk from a1 on 60x60 ends at a dead end after 3,280 squares, faster than the
    // first periodic report: before, the listener heard nothing (or, on larger boards, a sample
    // taken up to 1,024 squares earlier, which changed from run to run).
    for (int run = 0; run < 2; run++) {
      List<SearchProgress> reports = new ArrayList<>();
      TourResult r =
          KnightTours.solve(
              TourRequest.builder(Board.of(60, 60), Square.of(0, 0)).progressListener(reports::add).build(),
              Strategy.WARNSDORFF);
      assertEquals(Outcome.GAVE_UP, r.outcome(), r::toString);
      Matcher deadEnd = Pattern.compile("dead end after (\\d+) of").matcher(r.explanation());
      assertTrue(deadEnd.find(), r.explanation());
      assertTrue(!reports.isEmpty(), "no progress report");
      SearchProgress last = reports.get(reports.size() - 1);
      assertEquals(Integer.parseInt(deadEnd.group(1)), last.longestPath(), r.explanation());
      assertEquals(3280, last.longestPath());
      assertEquals(3600, last.squareCount());
    }
  }

  @Test
  void theLongestPathOfABudgetStopIsTheLongestAnyAttemptReached() {
    // AUTO's Pohl walks with their retries on a holed board: the message and the last report
    // give the longest path any walk held, not the last walk's or a sample's.
    List<SearchProgress> reports = new ArrayList<>();
    Board board = Board.of(12, 12).withHoles(List.of(Square.of(5, 5), Square.of(6, 5)));
    TourResult r =
        KnightTours.solve(
            TourRequest.builder(board, Square.of(0, 0))
                .kind(TourKind.CLOSED)
                .nodeBudget(1_000)
                .progressListener(reports::add)
                .build(),
            Strategy.AUTO);
    assertEquals(Outcome.BUDGET_EXHAUSTED, r.outcome(), r::toString);
    Matcher longest = Pattern.compile("the longest path had (\\d+) of 142").matcher(r.explanation());
    assertTrue(longest.find(), r.explanation());
    assertTrue(!reports.isEmpty(), "no progress report");
    assertEquals(Integer.parseInt(longest.group(1)), reports.get(reports.size() - 1).longestPath());
  }
}
