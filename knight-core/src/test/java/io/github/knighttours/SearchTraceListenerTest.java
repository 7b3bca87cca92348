package io.github.knighttours;

import io.github.knighttours.spi.SearchStep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The trace a request's listener hears, in squares, replayed against the result. */
class SearchTraceListenerTest {

  /** Replays the steps and returns the path at the end; fails on a step that does not fit. */
  private static List<Square> replay(Board board, List<SearchStep<Square>> steps) {
    List<Square> path = new ArrayList<>();
    for (SearchStep<Square> step : steps) {
      switch (step.kind()) {
        case PLACED -> {
          if (step.depth() == 0) {
            path.clear(); // a new attempt
          }
          assertEquals(path.size(), step.depth(), step::toString);
          if (!path.isEmpty()) {
            Square last = path.get(path.size() - 1);
            int dr = Math.abs(last.row() - step.square().row());
            int dc = Math.abs(last.col() - step.square().col());
            assertTrue(dr * dc == 2, () -> step + " is no knight move from " + last);
          }
          assertTrue(!path.contains(step.square()), step::toString);
          assertTrue(board.contains(step.square()), step::toString);
          path.add(step.square());
        }
        case REMOVED -> {
          assertEquals(path.size() - 1, step.depth(), step::toString);
          assertEquals(path.get(path.size() - 1), step.square(), step::toString);
          path.remove(path.size() - 1);
        }
        case DEAD_END -> {
          assertEquals(path.size() - 1, step.depth(), step::toString);
          assertEquals(path.get(path.size() - 1), step.square(), step::toString);
        }
      }
    }
    return path;
  }

  @Test
  void theExhaustiveSearchReportsEveryPlacementAndTakeBack() {
    List<SearchStep<Square>> steps = new ArrayList<>();
    Board board = Board.of(5, 5);
    TourRequest request = TourRequest.builder(board, Square.parse("c1")).traceListener(steps::add).build();

    TourResult result = KnightTours.solve(request, Strategy.BACKTRACKING);

    assertEquals(Outcome.FOUND, result.outcome());
    assertEquals(result.tour().orElseThrow().squares(), replay(board, steps));
    long placed = steps.stream().filter(s -> s.kind() == SearchStep.Kind.PLACED).count();
    long removed = steps.stream().filter(s -> s.kind() == SearchStep.Kind.REMOVED).count();
    assertEquals(result.statistics().nodesExpanded(), placed);
    assertEquals(result.statistics().backtracks(), removed);
    assertTrue(removed > 0, "the search from c1 backtracks");
  }

  @ParameterizedTest
  @EnumSource(
      value = Strategy.class,
      names = {"WARNSDORFF", "POHL", "ROTH", "SQUIRREL"})
  void aGreedyWalkReportsItsSquaresAndItsDeadEnd(Strategy strategy) {
    Board board = Board.of(8, 8);
    for (Square start : List.of(Square.parse("a1"), Square.parse("d4"), Square.parse("h8"))) {
      List<SearchStep<Square>> steps = new ArrayList<>();
      TourRequest request = TourRequest.builder(board, start).traceListener(steps::add).build();

      TourResult result = KnightTours.solve(request, strategy);

      List<Square> last = replay(board, steps);
      if (result.isFound()) {
        assertEquals(result.tour().orElseThrow().squares(), last, request::toString);
      } else {
        assertEquals(SearchStep.Kind.DEAD_END, steps.get(steps.size() - 1).kind(), request::toString);
      }
    }
  }

  @Test
  void autoOnANarrowBoardReportsItsAttemptsAndAProvenAbsence() {
    List<SearchStep<Square>> steps = new ArrayList<>();
    Board board = Board.of(3, 7);
    // d2 of 3x7 has no open tour: the heuristics fail and the exhaustive search proves it.
    TourRequest request = TourRequest.builder(board, Square.parse("d2")).traceListener(steps::add).build();

    TourResult result = KnightTours.solve(request);

    assertEquals(Outcome.PROVEN_ABSENT, result.outcome(), result::toString);
    replay(board, steps);
    assertTrue(steps.stream().filter(s -> s.kind() == SearchStep.Kind.PLACED && s.depth() == 0).count() > 1);
  }

  @Test
  void aConstructionReportsNothing() {
    List<SearchStep<Square>> steps = new ArrayList<>();
    TourRequest request = TourRequest.builder(Board.of(8, 8), Square.parse("a1")).traceListener(steps::add).build();

    assertEquals(Outcome.FOUND, KnightTours.solve(request, Strategy.DIVIDE_AND_CONQUER).outcome());
    assertEquals(List.of(), steps);
  }

  @Test
  void aListenersOwnErrorReachesTheCallerUnchanged() {
    OutOfMemoryError listeners = new OutOfMemoryError("the listener's own");
    TourRequest request =
        TourRequest.builder(Board.of(8, 8), Square.parse("a1"))
            .traceListener(
                step -> {
                  throw listeners;
                })
            .build();
    assertSame(listeners, assertThrows(OutOfMemoryError.class, () -> KnightTours.solve(request, Strategy.POHL)));
  }

  @Test
  void aNullListenerIsRejectedWithItsName() {
    NullPointerException e =
        assertThrows(
            NullPointerException.class,
            () -> TourRequest.builder(Board.of(5, 5), Square.parse("a1")).traceListener(null));
    assertEquals("traceListener must not be null", e.getMessage());
  }

  @Test
  void aStepChecksItsArguments() {
    assertThrows(NullPointerException.class, () -> new SearchStep(null, Square.parse("a1"), 0));
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class, () -> new SearchStep(SearchStep.Kind.PLACED, Square.parse("a1"), -1));
    assertEquals("depth must not be negative, got -1", e.getMessage());
  }
}
