package io.github.knighttours.internal.search;

import io.github.knighttours.spi.SearchResult;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Outcome;
import io.github.knighttours.spi.NeighbourFunction;
import io.github.knighttours.internal.graph.KnightGraph;
import io.github.knighttours.testing.GraphSpec;
import io.github.knighttours.testing.Properties;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The exhaustive search's enumeration mode against a plain depth-first search that lists every
 * Hamiltonian path without any pruning, trying the next vertices fewest onward moves first, ties
 * in successor order: the same paths, in the same order, each once, with or without a fixed
 * last vertex; and the enumeration stops for the monitor and goes on after an interrupt.
 */
class ExhaustiveSearchEnumerationTest {

  private static SearchMonitor unlimited(NeighbourFunction graph) {
    return new SearchMonitor(Long.MAX_VALUE, null, null, graph.vertexCount());
  }

  /** Every path the enumeration returns, as strings, until it says there are no more. */
  private static List<String> enumerate(NeighbourFunction graph, int start, int end) {
    ExhaustiveSearch paths = ExhaustiveSearch.enumeration(graph, start, end, unlimited(graph));
    List<String> found = new ArrayList<>();
    SearchResult r;
    while ((r = paths.next()).outcome() == Outcome.FOUND) {
      found.add(Arrays.toString(r.path()));
    }
    assertEquals(Outcome.PROVEN_ABSENT, r.outcome(), r::explanation);
    assertEquals(Outcome.PROVEN_ABSENT, paths.next().outcome(), "no more means no more");
    return found;
  }

  /** The plain search: every Hamiltonian path from start, in the documented order. */
  private static List<String> plain(NeighbourFunction graph, int start) {
    int n = graph.vertexCount();
    int[][] successors = new int[n][];
    int[] buffer = new int[Math.max(1, graph.maxDegree())];
    for (int v = 0; v < n; v++) {
      successors[v] = Arrays.copyOf(buffer, graph.successors(v, buffer));
    }
    List<String> all = new ArrayList<>();
    int[] path = new int[n];
    boolean[] used = new boolean[n];
    path[0] = start;
    used[start] = true;
    extend(successors, path, used, 1, all);
    return all;
  }

  /** The paths of {@code all} that end on {@code end} (all of them if it is negative), in order. */
  private static List<String> ending(List<String> all, int end) {
    List<String> ending = new ArrayList<>();
    for (String p : all) {
      if (end < 0 || p.endsWith(", " + end + "]") || p.equals("[" + end + "]")) {
        ending.add(p);
      }
    }
    return ending;
  }

  private static void extend(int[][] successors, int[] path, boolean[] used, int length, List<String> out) {
    if (length == path.length) {
      out.add(Arrays.toString(path));
      return;
    }
    List<Integer> next = new ArrayList<>();
    for (int u : successors[path[length - 1]]) {
      if (!used[u]) {
        next.add(u);
      }
    }
    // Stable sort: fewest unvisited successors first, ties in successor order.
    next.sort((a, b) -> Integer.compare(onward(successors, used, a), onward(successors, used, b)));
    for (int u : next) {
      used[u] = true;
      path[length] = u;
      extend(successors, path, used, length + 1, out);
      used[u] = false;
    }
  }

  private static int onward(int[][] successors, boolean[] used, int u) {
    int count = 0;
    for (int w : successors[u]) {
      if (!used[w]) {
        count++;
      }
    }
    return count;
  }

  private static void assertAgrees(NeighbourFunction graph) {
    for (int start = 0; start < graph.vertexCount(); start++) {
      List<String> all = plain(graph, start);
      for (int end = -1; end < graph.vertexCount(); end++) {
        String what = graph + " from " + start + " to " + end;
        assertEquals(ending(all, end), enumerate(graph, start, end), what);
      }
    }
  }

  @Test
  void agreesWithPlainSearchOnRandomUndirectedGraphs() {
    Properties.forAllSmallGraphs(8, 300, spec -> assertAgrees(SpecGraph.undirected(spec)));
  }

  @Test
  void agreesWithPlainSearchOnRandomBipartiteGraphs() {
    Properties.forAllSmallGraphs(10, 300, spec -> assertAgrees(SpecGraph.bipartite(spec)));
  }

  @Test
  void agreesWithPlainSearchOnRandomDirectedGraphs() {
    Properties.forAllSmallGraphs(8, 300, spec -> assertAgrees(SpecGraph.directed(spec)));
  }

  @Test
  void agreesWithPlainSearchOnGraphsWithManyPaths() {
    Properties.forAllGraphsWithPlantedPath(
        9,
        2,
        150,
        spec -> {
          assertAgrees(SpecGraph.undirected(spec));
          assertAgrees(SpecGraph.directed(spec));
        });
  }

  @Test
  void agreesWithPlainSearchOnSmallKnightBoards() {
    for (int[] size : new int[][] {{1, 1}, {2, 3}, {3, 3}, {3, 4}, {4, 4}, {3, 5}, {3, 6}}) {
      assertAgrees(new KnightGraph(size[0], size[1]));
    }
    KnightGraph board = new KnightGraph(4, 5);
    List<String> fromCorner = enumerate(board, 0, -1);
    assertEquals(plain(board, 0), fromCorner);
    assertTrue(fromCorner.size() > 10, "too few paths to compare: " + fromCorner.size());
  }

  @Test
  void aSingleVertexIsTheOnlyPath() {
    GraphSpec single = new GraphSpec(1, new int[0][], null);
    assertEquals(List.of("[0]"), enumerate(SpecGraph.undirected(single), 0, -1));
    assertEquals(List.of("[0]"), enumerate(SpecGraph.undirected(single), 0, 0));
  }

  @Test
  void anInterruptStopsTheEnumerationWhichGoesOnOnceTheFlagIsClear() {
    KnightGraph graph = new KnightGraph(5, 6);
    List<String> expected = enumerate(graph, 0, -1);
    // The trace raises the flag in the middle of the search, at a fixed node.
    long[] placed = {0};
    SearchTrace interrupting =
        new SearchTrace() {
          @Override
          public void placed(int vertex, int depth) {
            if (++placed[0] % 50_000 == 0) {
              Thread.currentThread().interrupt();
            }
          }

          @Override
          public void removed(int vertex, int depth) {}

          @Override
          public void deadEnd(int vertex, int depth) {}
        };
    ExhaustiveSearch paths =
        ExhaustiveSearch.enumeration(graph, 0, -1, new SearchMonitor(Long.MAX_VALUE, null, null, interrupting, 30));
    List<String> found = new ArrayList<>();
    int cancellations = 0;
    try {
      while (true) {
        SearchResult r = paths.next();
        if (r.outcome() == Outcome.CANCELLED) {
          cancellations++;
          assertTrue(Thread.interrupted(), "the flag stays set");
          continue;
        }
        if (r.outcome() != Outcome.FOUND) {
          assertEquals(Outcome.PROVEN_ABSENT, r.outcome(), r::explanation);
          break;
        }
        found.add(Arrays.toString(r.path()));
      }
    } finally {
      Thread.interrupted();
    }
    assertTrue(cancellations >= 2, "the enumeration was meant to be interrupted: " + cancellations);
    assertEquals(expected, found);
  }

  @Test
  void anInterruptBeforeTheFirstPathCancelsAtOnce() {
    KnightGraph graph = new KnightGraph(8, 8);
    ExhaustiveSearch paths = ExhaustiveSearch.enumeration(graph, 0, -1, unlimited(graph));
    Thread.currentThread().interrupt();
    try {
      SearchResult r = paths.next();
      assertEquals(Outcome.CANCELLED, r.outcome());
      assertEquals(0, r.nodesExpanded());
      assertTrue(Thread.currentThread().isInterrupted());
    } finally {
      Thread.interrupted();
    }
  }

  @Test
  void aNodeBudgetEndsTheEnumerationAfterAPrefixOfThePaths() {
    KnightGraph graph = new KnightGraph(5, 6);
    List<String> all = enumerate(graph, 0, -1);
    ExhaustiveSearch paths = ExhaustiveSearch.enumeration(graph, 0, -1, new SearchMonitor(20_000, null, null, 30));
    List<String> found = new ArrayList<>();
    SearchResult r;
    while ((r = paths.next()).outcome() == Outcome.FOUND) {
      found.add(Arrays.toString(r.path()));
    }
    assertEquals(Outcome.BUDGET_EXHAUSTED, r.outcome());
    assertEquals(Outcome.BUDGET_EXHAUSTED, paths.next().outcome(), "a spent budget stays spent");
    assertTrue(!found.isEmpty() && found.size() < all.size(), found.size() + " of " + all.size());
    assertEquals(all.subList(0, found.size()), found);
  }

  @Test
  void badVerticesAreRejectedByName() {
    KnightGraph graph = new KnightGraph(3, 4);
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> ExhaustiveSearch.enumeration(graph, 12, -1, unlimited(graph)));
    assertTrue(e.getMessage().contains("start") && e.getMessage().contains("12"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> ExhaustiveSearch.enumeration(graph, -1, -1, unlimited(graph)));
    assertTrue(e.getMessage().contains("start") && e.getMessage().contains("-1"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> ExhaustiveSearch.enumeration(graph, 0, 12, unlimited(graph)));
    assertTrue(e.getMessage().contains("end") && e.getMessage().contains("12"), e.getMessage());
  }
}
