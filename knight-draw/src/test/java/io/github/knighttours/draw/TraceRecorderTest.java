package io.github.knighttours.draw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Outcome;
import io.github.knighttours.spi.SearchStep;
import io.github.knighttours.Square;
import io.github.knighttours.TourResult;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The recorder against a real exhaustive search of 5x5 from a1. */
class TraceRecorderTest {

  @Test
  void countsMatchTheSearchStatisticsFromA1() {
    TraceRecorder recorder = new TraceRecorder();
    TourResult result = Searches.backtrackingFromA1(recorder);

    assertEquals(Outcome.FOUND, result.outcome());
    assertEquals(result.statistics().nodesExpanded(), recorder.placed());
    assertEquals(result.statistics().backtracks(), recorder.removed());
    assertEquals(recorder.stepsHeard(), recorder.steps().size());
    assertEquals(result.tour().orElseThrow().squares().get(0), recorder.steps().get(0).square());
  }

  @Test
  void countsMatchTheSearchStatistics() {
    TraceRecorder recorder = new TraceRecorder();
    TourResult result = Searches.backtrackingFromC1(recorder);

    assertEquals(Outcome.FOUND, result.outcome());
    assertEquals(result.statistics().nodesExpanded(), recorder.placed());
    assertEquals(result.statistics().backtracks(), recorder.removed());
    assertTrue(recorder.removed() > 0, "the search from c1 backtracks");
    List<SearchStep<Square>> steps = recorder.steps();
    assertEquals(recorder.stepsHeard(), steps.size());
    assertEquals(recorder.placed() + recorder.removed() + recorder.deadEnds(), recorder.stepsHeard());
    assertEquals(recorder.placed(), steps.stream().filter(s -> s.kind() == SearchStep.Kind.PLACED).count());
    assertEquals(recorder.deadEnds(), steps.stream().filter(s -> s.kind() == SearchStep.Kind.DEAD_END).count());
    assertFalse(recorder.isTruncated());
    assertEquals(new SearchStep<>(SearchStep.Kind.PLACED, Square.parse("c1"), 0), steps.get(0));
    // The trace replays to the tour found: its placements minus its take-backs.
    assertEquals(25, recorder.placed() - recorder.removed());
  }

  @Test
  void aSmallCapKeepsTheFirstStepsAndSaysItIsTruncated() {
    List<SearchStep<Square>> all = new ArrayList<>();
    TraceRecorder full = new TraceRecorder();
    Searches.backtrackingFromC1(full);
    all.addAll(full.steps());

    TraceRecorder capped = new TraceRecorder(50);
    TourResult result = Searches.backtrackingFromC1(capped);

    assertTrue(all.size() > 50, "the search takes more than 50 steps: " + all.size());
    assertTrue(capped.isTruncated());
    assertEquals(50, capped.steps().size());
    assertEquals(all.subList(0, 50), capped.steps());
    assertEquals(all.size(), capped.stepsHeard());
    assertEquals(result.statistics().nodesExpanded(), capped.placed());
    assertEquals(result.statistics().backtracks(), capped.removed());
    assertEquals(50, capped.maxSteps());
  }

  @Test
  void aSnapshotDoesNotChangeWithLaterSteps() {
    TraceRecorder recorder = new TraceRecorder(10);
    recorder.onStep(new SearchStep<>(SearchStep.Kind.PLACED, Square.parse("a1"), 0));
    List<SearchStep<Square>> before = recorder.steps();
    recorder.onStep(new SearchStep<>(SearchStep.Kind.PLACED, Square.parse("b3"), 1));
    assertEquals(1, before.size());
    assertEquals(2, recorder.steps().size());
    assertThrows(UnsupportedOperationException.class, () -> before.add(before.get(0)));
    assertThrows(IndexOutOfBoundsException.class, () -> before.get(1));
  }

  @Test
  void exactlyTheCapIsNotTruncated() {
    TraceRecorder recorder = new TraceRecorder(1);
    recorder.onStep(new SearchStep<>(SearchStep.Kind.PLACED, Square.parse("a1"), 0));
    assertFalse(recorder.isTruncated());
    recorder.onStep(new SearchStep<>(SearchStep.Kind.DEAD_END, Square.parse("a1"), 0));
    assertTrue(recorder.isTruncated());
    assertEquals(1, recorder.steps().size());
    assertEquals(1, recorder.deadEnds());
  }

  @Test
  void argumentChecks() {
    assertEquals(
        "maxSteps must be in 1..10000000: 0",
        assertThrows(IllegalArgumentException.class, () -> new TraceRecorder(0)).getMessage());
    assertEquals(
        "maxSteps must be in 1..10000000: 10000001",
        assertThrows(IllegalArgumentException.class, () -> new TraceRecorder(10_000_001)).getMessage());
    assertEquals(
        "step", assertThrows(NullPointerException.class, () -> new TraceRecorder().onStep(null)).getMessage());
    assertEquals(TraceRecorder.DEFAULT_MAX_STEPS, new TraceRecorder().maxSteps());
  }
}
