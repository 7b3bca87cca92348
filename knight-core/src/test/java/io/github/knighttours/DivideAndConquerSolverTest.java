package io.github.knighttours;

import static io.github.knighttours.testing.TourAssertions.assertAnswers;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.testing.Properties;
import org.junit.jupiter.api.Test;

class DivideAndConquerSolverTest {

  private static final TourSolver SOLVER = Strategy.DIVIDE_AND_CONQUER.solver();

  private static TourResult closedTour(Board board, Square start) {
    TourRequest request = TourRequest.builder(board, start).kind(TourKind.CLOSED).build();
    TourResult result = KnightTours.solve(request, SOLVER);
    assertAnswers(request, result);
    return result;
  }

  @Test
  void buildsAValidClosedTourOnEverySquareBoardOfEvenSideFrom6To200() {
    for (int n = 6; n <= 200; n += 2) {
      TourResult result = closedTour(Board.of(n, n), Square.of(0, 0));
      assertEquals(Outcome.FOUND, result.outcome(), result::toString);
      assertTrue(result.tour().orElseThrow().isClosed(), result::toString);
    }
  }

  @Test
  void buildsAClosedTourOnEveryRectangleWithSidesFrom5To40AndAnEvenArea() {
    // Every combination of block sides 5..12 appears in these, alone and in grids.
    for (int rows = 5; rows <= 40; rows++) {
      for (int cols = 5; cols <= 40; cols++) {
        if (rows * cols % 2 == 0) {
          TourResult result = closedTour(Board.of(rows, cols), Square.of(rows - 1, cols / 2));
          assertEquals(Outcome.FOUND, result.outcome(), result::toString);
          assertTrue(result.tour().orElseThrow().isClosed(), result::toString);
        }
      }
    }
  }

  @Test
  void answersRandomBoardsUpTo500By700AsTheTheoremsSay() {
    Properties.forAllBoardsAndStarts(
        5,
        500,
        700,
        40,
        example -> {
          Board board = example.board();
          boolean evenArea = board.squareCount() % 2 == 0;
          boolean majority = (example.start().row() + example.start().col()) % 2 == 0;
          for (TourKind kind : TourKind.values()) {
            TourRequest request = TourRequest.builder(board, example.start()).kind(kind).build();
            TourResult result = KnightTours.solve(request, SOLVER);
            assertAnswers(request, result);
            boolean exists = evenArea || (kind == TourKind.OPEN && majority);
            assertEquals(exists ? Outcome.FOUND : Outcome.PROVEN_ABSENT, result.outcome(), result::toString);
            result.tour().ifPresent(tour -> assertEquals(kind == TourKind.CLOSED || evenArea, tour.isClosed()));
          }
        });
  }

  @Test
  void buildsToursOfBoardsThreeOrFourWideExactlyWhereTheyExist() {
    Properties.forAllNarrowBoardsAndStarts(
        16,
        5000,
        60,
        example -> {
          Board board = example.board();
          Square start = example.start();
          boolean threeWide = Math.min(board.rows(), board.cols()) == 3;
          int across = board.rows() <= 4 ? start.row() : start.col();
          boolean evenArea = board.squareCount() % 2 == 0;
          // Closed tours: 3xn with n even (Schwenk). Open tours: from every square of those, from
          // the majority colour of 3xn with n odd, and from the outer lines of 4xn.
          boolean closedExists = threeWide && evenArea;
          boolean openExists =
              threeWide ? evenArea || (start.row() + start.col()) % 2 == 0 : across == 0 || across == 3;
          for (TourKind kind : TourKind.values()) {
            TourRequest request = TourRequest.builder(board, start).kind(kind).build();
            TourResult result = KnightTours.solve(request, SOLVER);
            assertAnswers(request, result);
            boolean exists = kind == TourKind.CLOSED ? closedExists : openExists;
            assertEquals(exists ? Outcome.FOUND : Outcome.PROVEN_ABSENT, result.outcome(), result::toString);
          }
        });
  }

  @Test
  void buildsAClosedTourOf2000By2000ThatTheValidatorAccepts() {
    Board board = Board.of(2000, 2000);
    TourResult result = closedTour(board, Square.of(1234, 567));
    Tour tour = result.tour().orElseThrow();
    TourValidator.Report report = TourValidator.validate(board, tour.squares());
    assertTrue(report.isTour() && report.isClosed(), report::toString);
    assertEquals(4_000_000, result.statistics().nodesExpanded());
  }

  @Test
  void buildsAnOpenTourFromEveryMajoritySquareOfOddBoardsUpTo21() {
    for (int rows = 5; rows <= 21; rows += 2) {
      for (int cols = rows; cols <= 21; cols += 2) {
        Board board = Board.of(rows, cols);
        for (int row = 0; row < rows; row++) {
          for (int col = row % 2; col < cols; col += 2) {
            TourRequest request = TourRequest.of(board, Square.of(row, col));
            TourResult result = KnightTours.solve(request, SOLVER);
            assertAnswers(request, result);
            assertEquals(Outcome.FOUND, result.outcome(), result::toString);
          }
        }
      }
    }
  }

  @Test
  void oddBoardsFromTheMinorityColourHaveNoTourByTheColourArgument() {
    TourResult result = KnightTours.solve(TourRequest.of(Board.of(15, 9), Square.of(0, 1)), SOLVER);
    assertEquals(Outcome.PROVEN_ABSENT, result.outcome(), result::toString);
    assertTrue(result.explanation().contains("colour"), result::explanation);
  }

  @Test
  void givesUpOnBoardsOutsideTheConstructionUnlessATheoremRulesThemOut() {
    TourResult threeByTen = closedTour(Board.of(3, 10), Square.of(0, 0));
    assertEquals(Outcome.GAVE_UP, threeByTen.outcome(), threeByTen::toString);
    assertTrue(threeByTen.explanation().contains("at least 5"), threeByTen::explanation);

    TourResult fourByTwenty = closedTour(Board.of(4, 20), Square.of(0, 0));
    assertEquals(Outcome.PROVEN_ABSENT, fourByTwenty.outcome(), fourByTwenty::toString);
    assertTrue(fourByTwenty.explanation().contains("Schwenk"), fourByTwenty::explanation);

    TourResult openFourBySix = KnightTours.solve(TourRequest.of(Board.of(4, 6), Square.of(0, 0)), SOLVER);
    assertEquals(Outcome.GAVE_UP, openFourBySix.outcome(), openFourBySix::toString);
  }

  @Test
  void anOpenTourOnABoardWithAClosedOneIsTheClosedTourCutAtTheStart() {
    Board board = Board.of(10, 14);
    Square start = Square.of(4, 7);
    Tour open = KnightTours.solve(TourRequest.of(board, start), SOLVER).tour().orElseThrow();
    Tour closed = closedTour(board, start).tour().orElseThrow();
    assertEquals(closed, open);
    assertTrue(open.isClosed());
  }

  @Test
  void theNodeBudgetCountsTheSquaresPlaced() {
    Board board = Board.of(10, 10);
    TourResult tooSmall =
        KnightTours.solve(TourRequest.builder(board, Square.of(0, 0)).nodeBudget(99).build(), SOLVER);
    assertEquals(Outcome.BUDGET_EXHAUSTED, tooSmall.outcome(), tooSmall::toString);
    assertEquals(0, tooSmall.statistics().nodesExpanded());

    TourResult enough =
        KnightTours.solve(TourRequest.builder(board, Square.of(0, 0)).nodeBudget(100).build(), SOLVER);
    assertEquals(Outcome.FOUND, enough.outcome(), enough::toString);
  }
}
