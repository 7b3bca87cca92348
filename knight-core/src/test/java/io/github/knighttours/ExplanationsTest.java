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
    assertTrue(r.explanation().startsWith("square b2 has 0 moves"), r.explanation());
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

  /** Graph words a result on a board must not use. */
  private static final Pattern GRAPH_WORDS =
      Pattern.compile("\\b(vertex|vertices|edges?|Hamiltonian path|Hamiltonian cycle|the graph|a graph)\\b", Pattern.CASE_INSENSITIVE);

  @Test
  void resultsOnBoardsSaySquareMoveAndTour() {
    List<Board> boards =
        List.of(Board.of(3, 3), Board.of(3, 4), Board.of(4, 4), Board.of(5, 5), Board.torus(4, 4),
            Board.of(5, 5).withHoles(List.of(Square.parse("c3"))), Board.of(8, 8).withLeaper(1, 1));
    int checked = 0;
    for (Board board : boards) {
      for (Strategy strategy : Strategy.values()) {
        if (!strategy.solver().accepts(board)) {
          continue;
        }
        for (TourKind kind : TourKind.values()) {
          for (long budget : new long[] {3, 200_000}) {
            TourRequest request =
                TourRequest.builder(board, board.label(0)).kind(kind).nodeBudget(budget).build();
            TourResult r = KnightTours.solve(request, strategy);
            assertTrue(!GRAPH_WORDS.matcher(r.explanation()).find(), () -> request + " " + strategy + ": " + r.explanation());
            checked++;
          }
        }
      }
    }
    assertTrue(checked > 100, checked + " results");
    PathResult<Cell> cube =
        KnightTours.solvePath(
            PathRequest.builder(Board3d.of(1, 3, 3)).start(new Cell(0, 0, 0)).kind(TourKind.CLOSED).build(), Strategy.BACKTRACKING);
    assertEquals(Outcome.PROVEN_ABSENT, cube.outcome());
    assertTrue(!GRAPH_WORDS.matcher(cube.explanation()).find() && cube.explanation().contains("cell"), cube.explanation());
  }

  @Test
  void resultsOnGraphsKeepGraphWords() {
    PathResult<Integer> r =
        KnightTours.solvePath(
            PathRequest.builder(io.github.knighttours.testing.SmallShapes.petersen()).start(0).kind(TourKind.CLOSED).build(),
            Strategy.NAIVE_BACKTRACKING);
    assertEquals(Outcome.PROVEN_ABSENT, r.outcome());
    assertTrue(r.explanation().contains("Hamiltonian cycle"), r.explanation());
  }

  @Test
  void boardWordsChangeWholeWordsOnly() {
    Board board = Board.of(8, 8);
    assertEquals(
        "no closed tour: some square has fewer than two neighbours",
        BoardWords.say(board, "no Hamiltonian cycle: some vertex has fewer than two neighbours"));
    assertEquals(
        "forced moves and the board's cuts leave no closed tours; the board is bipartite, a cut square, 3 squares",
        BoardWords.say(
            board, "forced edges and the graph's cuts leave no Hamiltonian cycles; the graph is bipartite, a cut vertex, 3 vertices"));
    assertEquals("a path through 2 cells", BoardWords.say(Board3d.of(2, 2, 2), "a path through 2 vertices"));
    assertEquals("vertexName and graphs stay", BoardWords.say(board, "vertexName and graphs stay"));
    assertEquals("3 vertices", BoardWords.say(io.github.knighttours.testing.SmallShapes.petersen(), "3 vertices"));
  }
}
