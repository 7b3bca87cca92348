package io.github.knighttours.internal.count;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.CountKind;
import io.github.knighttours.internal.graph.KnightGraph;
import java.util.List;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;

/**
 * The parts of a count that run before the counting threads (building the counter's neighbour
 * sets, the prefix split) ask their stop condition as they go, and stop at the question that
 * says so. The questions are counted, not timed.
 */
class CountSetupStopsTest {

  /** Answers false until question number {@code at}, which it answers true; counts the questions. */
  private static final class StopAt implements BooleanSupplier {
    private final int at;
    int asked;

    StopAt(int at) {
      this.at = at;
    }

    @Override
    public boolean getAsBoolean() {
      return ++asked >= at;
    }
  }

  @Test
  void buildingTheNeighbourSetsOfALargeBoardStopsAtAnyBlock() {
    KnightGraph graph = new KnightGraph(150, 150);
    StopAt counting = new StopAt(Integer.MAX_VALUE);
    assertNotNull(PathCounter.of(graph, counting));
    int blocks = counting.asked;
    assertTrue(blocks > 1, "blocks: " + blocks);
    for (int at : new int[] {1, blocks}) {
      StopAt stop = new StopAt(at);
      assertNull(PathCounter.of(graph, stop), "stop at block " + at);
      assertEquals(at, stop.asked);
    }
  }

  @Test
  void thePrefixSplitStopsAtAnyPrefix() {
    TourCounting counting = TourCounting.of(20, 20, CountKind.OPEN_DIRECTED, true, 1, () -> false);
    assertNotNull(counting);
    StopAt asking = new StopAt(Integer.MAX_VALUE);
    List<TourCounting.Item> items = counting.split(-1, 500, new long[1], asking);
    assertNotNull(items);
    assertTrue(items.size() >= 500);
    int total = asking.asked;
    for (int at : new int[] {1, 7, total / 2, total}) {
      StopAt stop = new StopAt(at);
      long[] nodes = new long[1];
      assertNull(counting.split(-1, 500, nodes, stop), "stop at question " + at);
      assertEquals(at, stop.asked);
    }
  }

  @Test
  void aStoppedSetupGivesNoCounter() {
    assertNull(TourCounting.of(100, 100, CountKind.CLOSED_UNDIRECTED, true, 2, () -> true));
  }

  @Test
  void splitsOfClosedAndUndirectedCountsStopToo() {
    for (CountKind kind : new CountKind[] {CountKind.CLOSED_DIRECTED, CountKind.OPEN_UNDIRECTED}) {
      TourCounting counting = TourCounting.of(12, 12, kind, true, 1, () -> false);
      StopAt stop = new StopAt(5);
      assertNull(counting.split(-1, 10_000, new long[1], stop), kind::toString);
      assertEquals(5, stop.asked);
    }
  }
}
