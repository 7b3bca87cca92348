package io.github.knighttours.internal.search;

import io.github.knighttours.spi.SearchResult;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.knighttours.Outcome;
import io.github.knighttours.spi.NeighbourFunction;
import io.github.knighttours.internal.graph.KnightGraph;
import io.github.knighttours.testing.Properties;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The exhaustive search's trace: replaying placed and removed steps gives a valid path stack at
 * every step and, at the end, the path found; placed steps are the nodes expanded, removed
 * steps the backtracks; a dead end names the top of the stack and is followed by its removal
 * (or ends the search at the start).
 */
class ExhaustiveSearchTraceTest {

  private static final long BUDGET = 5_000_000;

  /** One step as the trace heard it. */
  private record Step(char kind, int vertex, int depth) {}

  /** Records every step. */
  private static final class Recorder implements SearchTrace {
    final List<Step> steps = new ArrayList<>();

    @Override
    public void placed(int vertex, int depth) {
      steps.add(new Step('p', vertex, depth));
    }

    @Override
    public void removed(int vertex, int depth) {
      steps.add(new Step('r', vertex, depth));
    }

    @Override
    public void deadEnd(int vertex, int depth) {
      steps.add(new Step('d', vertex, depth));
    }

    long count(char kind) {
      return steps.stream().filter(s -> s.kind() == kind).count();
    }
  }

  /** Replays the steps on a stack, checking each; returns the final stack. */
  private static List<Integer> replay(NeighbourFunction graph, List<Step> steps) {
    List<Integer> stack = new ArrayList<>();
    boolean[] onStack = new boolean[graph.vertexCount()];
    int[] buffer = new int[Math.max(1, graph.maxDegree())];
    for (int i = 0; i < steps.size(); i++) {
      Step s = steps.get(i);
      String where = "step " + i + " " + s + " on " + stack;
      switch (s.kind()) {
        case 'p' -> {
          assertEquals(stack.size(), s.depth(), where);
          assertFalse(onStack[s.vertex()], where);
          if (!stack.isEmpty()) {
            assertTrue(graph.hasSuccessor(stack.get(stack.size() - 1), s.vertex(), buffer), "not a move: " + where);
          }
          stack.add(s.vertex());
          onStack[s.vertex()] = true;
        }
        case 'r' -> {
          assertTrue(s.depth() > 0, "the start is never removed: " + where);
          assertEquals(stack.size() - 1, s.depth(), where);
          assertEquals(stack.get(stack.size() - 1), s.vertex(), where);
          stack.remove(stack.size() - 1);
          onStack[s.vertex()] = false;
        }
        case 'd' -> {
          assertEquals(stack.size() - 1, s.depth(), where);
          assertEquals(stack.get(stack.size() - 1), s.vertex(), where);
          if (i + 1 < steps.size()) {
            assertEquals(new Step('r', s.vertex(), s.depth()), steps.get(i + 1), "a dead end is taken back next: " + where);
          } else {
            assertEquals(0, s.depth(), "only the start may end the search on a dead end: " + where);
          }
        }
        default -> fail(where);
      }
    }
    return stack;
  }

  /** Runs a traced search and checks its trace; returns the result. */
  private static SearchResult traced(NeighbourFunction graph, int start, boolean closed, long strictAfter, long turnNodes) {
    Recorder trace = new Recorder();
    SearchMonitor monitor = new SearchMonitor(BUDGET, null, null, trace, graph.vertexCount());
    SearchResult r = ExhaustiveSearch.run(graph, start, closed, monitor, strictAfter, turnNodes);
    String what = graph + " from " + start + (closed ? " closed" : " open") + ": " + r.explanation();
    assertTrue(r.outcome().isConclusive(), what);
    assertTrue(!trace.steps.isEmpty() && trace.steps.get(0).kind() == 'p' && trace.steps.get(0).depth() == 0, what);
    List<Integer> stack = replay(graph, trace.steps);
    assertEquals(r.nodesExpanded(), trace.count('p'), "placed steps are the nodes: " + what);
    assertEquals(r.backtracks(), trace.count('r'), "removed steps are the backtracks: " + what);
    if (r.outcome() == Outcome.FOUND) {
      int[] found = stack.stream().mapToInt(Integer::intValue).toArray();
      if (closed) {
        // The cycle search may start elsewhere; the result is the same cycle turned to the start.
        assertEquals(found.length, r.path().length, what);
        int at = stack.indexOf(start);
        int[] turned = new int[found.length];
        for (int i = 0; i < found.length; i++) {
          turned[i] = found[(at + i) % found.length];
        }
        assertEquals(Arrays.toString(r.path()), Arrays.toString(turned), what);
      } else {
        assertEquals(Arrays.toString(r.path()), Arrays.toString(found), what);
      }
    } else {
      assertEquals(1, stack.size(), "an exhausted search is back at its start: " + what);
    }
    return r;
  }

  private static SearchResult traced(NeighbourFunction graph, int start, boolean closed) {
    return traced(graph, start, closed, ExhaustiveSearch.STRICT_AFTER_BACKTRACKS, ExhaustiveSearch.TURN_NODES);
  }

  @Test
  void aSearchThatBacktracksOnFiveByFive() {
    // From c1 Warnsdorff's walk fails and the search backtracks before it finds a tour.
    SearchResult r = traced(new KnightGraph(5, 5), 2, false);
    assertEquals(Outcome.FOUND, r.outcome());
    assertTrue(r.backtracks() > 0, "the search was meant to backtrack: " + r);
  }

  @Test
  void aClosedSearchOnThreeByFourProvesAbsence() {
    SearchResult r = traced(new KnightGraph(3, 4), 0, true);
    assertEquals(Outcome.PROVEN_ABSENT, r.outcome());
    assertTrue(r.backtracks() > 0, r::toString);
  }

  @Test
  void aCheckAtTheStartIsADeadEndAtDepthZero() {
    // b1 on 5 x 5 is on the minority colour: the colour argument settles it before any move.
    Recorder trace = new Recorder();
    SearchMonitor monitor = new SearchMonitor(BUDGET, null, null, trace, 25);
    SearchResult r = ExhaustiveSearch.run(new KnightGraph(5, 5), 1, false, monitor);
    assertEquals(Outcome.PROVEN_ABSENT, r.outcome());
    assertEquals(List.of(new Step('p', 1, 0), new Step('d', 1, 0)), trace.steps);
    assertEquals(1, r.nodesExpanded());
  }

  @Test
  void everyStartOfSmallBoardsOpenAndClosed() {
    for (int[] size : new int[][] {{3, 4}, {3, 7}, {4, 5}, {5, 5}, {5, 6}, {6, 6}}) {
      KnightGraph graph = new KnightGraph(size[0], size[1]);
      for (int start = 0; start < graph.vertexCount(); start++) {
        traced(graph, start, false);
        traced(graph, start, true);
      }
    }
  }

  @Test
  void theCostlierRulesReportTheirDeadEndsToo() {
    // The rules on from the first node, and turns of one node: a traced search runs alone.
    for (int[] size : new int[][] {{3, 4}, {4, 4}, {4, 5}, {3, 8}}) {
      KnightGraph graph = new KnightGraph(size[0], size[1]);
      for (int start = 0; start < graph.vertexCount(); start++) {
        traced(graph, start, false, 0, 1);
        traced(graph, start, true, 0, 1);
      }
    }
  }

  @Test
  void randomGraphsUndirectedAndDirected() {
    Properties.forAllSmallGraphs(
        9,
        300,
        spec -> {
          for (SpecGraph graph : new SpecGraph[] {SpecGraph.undirected(spec), SpecGraph.directed(spec)}) {
            for (int start = 0; start < graph.vertexCount(); start++) {
              traced(graph, start, false, 0, 1);
              traced(graph, start, true, 0, 1);
              traced(graph, start, false, Long.MAX_VALUE, Long.MAX_VALUE);
            }
          }
        });
  }

  @Test
  void aTraceOnlyListensWhenTheSearchRunsAlone() {
    // Without a second search, the traced search is the untraced one, node for node.
    for (int[] size : new int[][] {{5, 5}, {3, 4}, {4, 5}, {6, 6}}) {
      KnightGraph graph = new KnightGraph(size[0], size[1]);
      for (int start = 0; start < graph.vertexCount(); start++) {
        for (boolean closed : new boolean[] {false, true}) {
          SearchResult untraced =
              ExhaustiveSearch.run(
                  graph, start, closed, new SearchMonitor(BUDGET, null, null, graph.vertexCount()), 0, Long.MAX_VALUE);
          SearchResult r = traced(graph, start, closed, 0, Long.MAX_VALUE);
          assertEquals(untraced.outcome(), r.outcome());
          assertEquals(untraced.nodesExpanded(), r.nodesExpanded());
          assertEquals(untraced.backtracks(), r.backtracks());
          assertEquals(Arrays.toString(untraced.path()), Arrays.toString(r.path()));
        }
      }
    }
  }

  @Test
  void anEnumerationPlacesEachPathItReturnsAndGoesOnFromIt() {
    KnightGraph graph = new KnightGraph(5, 5);
    Recorder trace = new Recorder();
    List<int[]> completed = new ArrayList<>();
    SearchTrace watching =
        new SearchTrace() {
          private final int[] stack = new int[25];

          @Override
          public void placed(int vertex, int depth) {
            trace.placed(vertex, depth);
            stack[depth] = vertex;
            if (depth == 24) {
              completed.add(stack.clone());
            }
          }

          @Override
          public void removed(int vertex, int depth) {
            trace.removed(vertex, depth);
          }

          @Override
          public void deadEnd(int vertex, int depth) {
            trace.deadEnd(vertex, depth);
          }
        };
    ExhaustiveSearch paths = ExhaustiveSearch.enumeration(graph, 0, -1, new SearchMonitor(BUDGET, null, null, watching, 25));
    List<int[]> returned = new ArrayList<>();
    SearchResult r;
    while ((r = paths.next()).outcome() == Outcome.FOUND) {
      returned.add(r.path());
      Step last = trace.steps.get(trace.steps.size() - 1);
      assertEquals(new Step('r', r.path()[24], 24), last, "the path's last vertex comes off as it is returned");
    }
    assertEquals(Outcome.PROVEN_ABSENT, r.outcome());
    assertEquals(304, returned.size()); // OEIS A165134's example: 304 open tours from a corner of 5 x 5
    assertEquals(returned.size(), completed.size());
    for (int i = 0; i < returned.size(); i++) {
      assertEquals(Arrays.toString(completed.get(i)), Arrays.toString(returned.get(i)));
    }
    assertEquals(List.of(0), replay(graph, trace.steps));
    assertEquals(r.nodesExpanded(), trace.count('p'));
    assertEquals(r.backtracks(), trace.count('r'));
  }
}
