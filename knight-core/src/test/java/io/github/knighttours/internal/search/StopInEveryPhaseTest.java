package io.github.knighttours.internal.search;

import io.github.knighttours.spi.SearchResult;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Outcome;
import io.github.knighttours.spi.NeighbourFunction;
import io.github.knighttours.internal.graph.KnightGraph;
import java.time.Duration;
import java.util.function.BiFunction;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every phase of an engine, not only its search proper, checks the stop conditions: set-up
 * (copying the graph, degree tables, absence proofs, reductions) on a large graph is stopped by
 * an interrupt or an expired budget long before it has read the whole graph. Measured without a
 * clock: the graph counts the neighbour lists the engine asks for, and a stop before the call
 * must leave most of them unasked (before the fix, clause learning read every list twice before
 * its first check, the exhaustive search 65,536, the others all of them).
 */
class StopInEveryPhaseTest {

  /** 90,000 vertices: large enough that each phase reads far more lists than a check's interval. */
  private static final int SIDE = 300;

  @AfterEach
  void clearTheFlag() {
    Thread.interrupted();
  }

  /** A knight board behind a plain graph (no padded layout), counting the lists asked for. */
  private static final class CountingGraph implements NeighbourFunction {
    private final KnightGraph board = new KnightGraph(SIDE, SIDE);
    long lists;
    /** The list at which the graph interrupts the thread that reads it, or -1. */
    long interruptAt = -1;

    @Override
    public int vertexCount() {
      return board.vertexCount();
    }

    @Override
    public int maxDegree() {
      return 8;
    }

    @Override
    public int successors(int v, int[] out) {
      if (++lists == interruptAt) {
        Thread.currentThread().interrupt();
      }
      return board.successors(v, out);
    }
  }

  static Stream<Arguments> engines() {
    return Stream.of(
        engine("clause learning, cycle", (g, m) -> ClauseLearningSearch.run(g, 0, 1, m)),
        engine("clause learning, path", (g, m) -> ClauseLearningSearch.runPath(g, 0, -1, 1, m)),
        engine("neural network", (g, m) -> NeuralNetwork.search(g, 0, true, 1, m, null)),
        engine("exhaustive search", (g, m) -> ExhaustiveSearch.run(g, 0, false, m)),
        engine("exhaustive search, cycle", (g, m) -> ExhaustiveSearch.run(g, 0, true, m)),
        engine("forcing search", (g, m) -> ForcingSearch.run(g, 0, 1, m)),
        engine("rotations", (g, m) -> RotationSearch.run(g, 0, true, false, 0, m)),
        engine("greedy walk", (g, m) -> GreedySearch.run(g, 0, -1, 0, null, null, m)),
        engine("absence proofs", (g, m) -> {
          AbsenceProofs.noCycle(g, m);
          return m.stopped(Outcome.GAVE_UP, 0, 0);
        }));
  }

  private static Arguments engine(String name, BiFunction<NeighbourFunction, SearchMonitor, SearchResult> run) {
    return Arguments.of(name, run);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("engines")
  void anInterruptBeforeTheCallStopsTheSetUp(String name, BiFunction<NeighbourFunction, SearchMonitor, SearchResult> engine) {
    CountingGraph graph = new CountingGraph();
    SearchMonitor monitor = new SearchMonitor(Long.MAX_VALUE, null, null, graph.vertexCount());
    Thread.currentThread().interrupt();
    // As the solvers call an engine: a stop thrown in a phase becomes the monitor's result.
    SearchResult r = monitor.guard(() -> engine.apply(graph, monitor));
    assertTrue(Thread.currentThread().isInterrupted(), "the flag stays set");
    assertEquals(Outcome.CANCELLED, r.outcome(), name + ": " + r);
    assertTrue(graph.lists < graph.vertexCount() / 8, name + " read " + graph.lists + " neighbour lists");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("engines")
  void aBudgetSpentBeforeTheCallStopsTheSetUp(String name, BiFunction<NeighbourFunction, SearchMonitor, SearchResult> engine) {
    CountingGraph graph = new CountingGraph();
    SearchMonitor monitor = new SearchMonitor(Long.MAX_VALUE, Duration.ZERO, null, graph.vertexCount());
    SearchResult r = monitor.guard(() -> engine.apply(graph, monitor));
    assertEquals(Outcome.BUDGET_EXHAUSTED, r.outcome(), name + ": " + r);
    assertTrue(graph.lists < graph.vertexCount() / 8, name + " read " + graph.lists + " neighbour lists");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("engines")
  void anInterruptDuringTheSetUpStopsIt(String name, BiFunction<NeighbourFunction, SearchMonitor, SearchResult> engine) {
    // The graph itself interrupts the thread at its 1,000th list, in the middle of the first pass
    // over it: every engine's first pass is longer than that, and a check comes within 4,096.
    CountingGraph graph = new CountingGraph();
    graph.interruptAt = 1_000;
    SearchMonitor monitor = new SearchMonitor(Long.MAX_VALUE, null, null, graph.vertexCount());
    SearchResult r = monitor.guard(() -> engine.apply(graph, monitor));
    assertEquals(Outcome.CANCELLED, r.outcome(), name + ": " + r);
    assertTrue(graph.lists < graph.vertexCount() / 8, name + " read " + graph.lists + " neighbour lists");
  }

  @Test
  void theKnightWalkStopsBeforeItsFirstStepWhenInterruptedBeforeTheCall() {
    // Its set-up is making and filling the padded layout; before the fix it walked 1,024 squares.
    KnightGraph board = new KnightGraph(2000, 2000);
    SearchMonitor monitor = new SearchMonitor(Long.MAX_VALUE, null, null, board.vertexCount());
    Thread.currentThread().interrupt();
    SearchResult r = GreedySearch.run(board, 0, -1, 0, null, null, monitor);
    assertEquals(Outcome.CANCELLED, r.outcome(), r::toString);
    assertEquals(0, r.nodesExpanded());
  }

  @Test
  void largeArraysAreMadeOnlyIfTheSearchMayGoOn() {
    SearchMonitor monitor = new SearchMonitor(Long.MAX_VALUE, null, null, 1);
    int large = SearchMonitor.DIRECT_ALLOCATION_LIMIT; // ints: four times the limit in bytes
    int[] made = monitor.newInts(large);
    assertEquals(large, made.length);
    assertEquals(0, made[large - 1]);
    assertArrayEquals(new int[] {1, 2, 0}, monitor.copy(new int[] {1, 2}, 3));
    Thread.currentThread().interrupt();
    SearchMonitor.Stop stop = assertThrows(SearchMonitor.Stop.class, () -> monitor.newInts(large));
    assertEquals(Outcome.CANCELLED, stop.why());
    assertTrue(Thread.currentThread().isInterrupted(), "the flag stays set");
    // A small one is quick to make: the loops around it do the checking.
    assertEquals(3, monitor.newBytes(3).length);
  }

  @Test
  void ticksCheckOnceInAnInterval() {
    SearchMonitor monitor = new SearchMonitor(Long.MAX_VALUE, null, null, 1);
    for (int i = 0; i < 10 * SearchMonitor.TICKS_PER_CHECK; i++) {
      monitor.tick();
    }
    assertEquals(10, monitor.checks());
    Thread.currentThread().interrupt();
    for (int i = 0; i < SearchMonitor.TICKS_PER_CHECK - 1; i++) {
      monitor.tick();
    }
    assertThrows(SearchMonitor.Stop.class, monitor::tick);
  }

  @Test
  void theTwoColouringMakesItsLargeArraysOnlyIfTheSearchMayGoOn() {
    // Before the fix it made a side and a queue entry per vertex (40 MB at 200^3 cells) at once,
    // then read 4,095 lists before its first check; now its queue waits for a check.
    int n = 6_000_000; // a queue of 24 MB, above the limit of a direct allocation
    long[] lists = {0};
    NeighbourFunction cycle =
        new NeighbourFunction() {
          @Override
          public int vertexCount() {
            return n;
          }

          @Override
          public int maxDegree() {
            return 2;
          }

          @Override
          public int successors(int v, int[] out) {
            lists[0]++;
            out[0] = (v + 1) % n;
            out[1] = (v + n - 1) % n;
            return 2;
          }
        };
    SearchMonitor monitor = new SearchMonitor(Long.MAX_VALUE, null, null, n);
    Thread.currentThread().interrupt();
    // As the absence proofs call it: a stop before the search's first step.
    SearchResult r =
        monitor.guard(
            () -> {
              AbsenceProofs.sides(cycle, 0, -1, -1, monitor);
              return monitor.stopped(Outcome.GAVE_UP, 0, 0);
            });
    assertEquals(Outcome.CANCELLED, r.outcome(), r::toString);
    assertEquals(0, lists[0], "neighbour lists read after the interrupt");
  }
}
