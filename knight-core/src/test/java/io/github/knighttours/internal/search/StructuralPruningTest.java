package io.github.knighttours.internal.search;

import io.github.knighttours.spi.SearchResult;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Outcome;
import io.github.knighttours.spi.NeighbourFunction;
import io.github.knighttours.internal.graph.KnightGraph;
import io.github.knighttours.testing.GraphSpec;
import io.github.knighttours.testing.Properties;
import java.util.Arrays;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The costlier rules of the exhaustive search, switched on from the first node, against plain
 * depth-first search without pruning: on random small graphs (undirected, directed, and
 * bipartite, where the side rules apply), and on knight boards and boards with squares cut out
 * (bipartite, often with half independent sets). Each search has a node budget so that a
 * regression fails instead of hanging.
 */
class StructuralPruningTest {

  private static final long BUDGET = 5_000_000;

  @Test
  void fitApartAgreesWithTryingEveryPlacement() {
    for (int first = 0; first <= 3; first++) {
      for (int last = first - 1; last <= 12; last++) {
        for (int even = 0; even <= 7; even++) {
          for (int odd = 0; odd <= 7; odd++) {
            boolean expected = placeable(first, last, even, odd, 0);
            assertEquals(
                expected,
                StructuralPruning.fitApart(first, last, even, odd),
                "first " + first + ", last " + last + ", even " + even + ", odd " + odd);
          }
        }
      }
    }
  }

  /** Whether the items fit in positions from .. last, none next to the previous taken one (none before from). */
  private static boolean placeable(int from, int last, int even, int odd, int unused) {
    if (even == 0 && odd == 0) {
      return true;
    }
    for (int p = from; p <= last; p++) {
      boolean isEven = (p & 1) == 0;
      if (isEven ? even > 0 : odd > 0) {
        if (placeable(p + 2, last, isEven ? even - 1 : even, isEven ? odd : odd - 1, unused)) {
          return true;
        }
      }
    }
    return false;
  }

  @Test
  void findsTheOuterRowsOfFourRowBoardsAsAHalfIndependentSet() {
    for (int cols = 3; cols <= 12; cols++) {
      KnightGraph graph = new KnightGraph(4, cols);
      int[] masks = HalfIndependentSets.find(graph, boardSides(4, cols), 8);
      assertNotNull(masks, "4x" + cols);
      assertIndependentHalves(graph, masks);
      TreeSet<Integer> outer = new TreeSet<>();
      for (int v = 0; v < 4 * cols; v++) {
        if (v < cols || v >= 3 * cols) {
          outer.add(v);
        }
      }
      if (cols != 4) {
        // 4x4 has several such sets; the outer rows are only their union.
        assertEquals(outer, members(masks, 0), "4x" + cols);
        assertEquals(new TreeSet<>(), members(masks, 1), "4x" + cols + ": the outer rows are the only such set");
      }
    }
  }

  @Test
  void findsNoHalfIndependentSetOnTheChessboard() {
    assertNull(HalfIndependentSets.find(new KnightGraph(8, 8), boardSides(8, 8), 8));
    assertNull(HalfIndependentSets.find(new KnightGraph(5, 5), boardSides(5, 5), 8), "no perfect matching");
  }

  @Test
  void everyHalfIndependentSetOfRandomBipartiteGraphsIsIndependentAndHalf() {
    Properties.forAllSmallGraphs(
        12,
        400,
        spec -> {
          SpecGraph graph = SpecGraph.bipartite(spec);
          byte[] sides = graph.sides();
          if (sides.length > 0 && connected(graph)) {
            int[] masks = HalfIndependentSets.find(graph, sides, 8);
            if (masks != null) {
              assertIndependentHalves(graph, masks);
            }
          }
        });
  }

  @Test
  void agreesWithPlainSearchOnRandomUndirectedGraphs() {
    Properties.forAllSmallGraphs(9, 400, spec -> assertAgrees(SpecGraph.undirected(spec)));
  }

  @Test
  void agreesWithPlainSearchOnRandomBipartiteGraphs() {
    Properties.forAllSmallGraphs(12, 400, spec -> assertAgrees(SpecGraph.bipartite(spec)));
  }

  @Test
  void agreesWithPlainSearchOnRandomDirectedGraphs() {
    Properties.forAllSmallGraphs(9, 400, spec -> assertAgrees(SpecGraph.directed(spec)));
  }

  @Test
  void findsPlantedPathsOnSparseRandomGraphs() {
    Properties.forAllGraphsWithPlantedPath(
        14,
        1,
        300,
        spec -> {
          for (SpecGraph graph : new SpecGraph[] {SpecGraph.undirected(spec), SpecGraph.directed(spec)}) {
            SearchResult r = strict(graph, spec.plantedStart(), false);
            assertEquals(Outcome.FOUND, r.outcome(), () -> spec + " -> " + r.explanation());
            assertPath(graph, spec.plantedStart(), r.path(), false);
          }
        });
  }

  @Test
  void agreesWithPlainSearchOnSmallKnightBoards() {
    for (int rows = 1; rows <= 5; rows++) {
      for (int cols = rows; rows * cols <= 20; cols++) {
        assertAgrees(new MaskedBoard(rows, cols, 0));
      }
    }
  }

  @Test
  void agreesWithPlainSearchOnBoardsWithSquaresCutOut() {
    // Boards of 4 and 5 rows with a few squares removed: bipartite, often with cut vertices,
    // sometimes with half independent sets besides the colours.
    long seed = 1;
    for (int rows = 3; rows <= 5; rows++) {
      for (int cols = 4; rows * cols <= 24; cols++) {
        for (int k = 0; k < 6; k++) {
          seed = seed * 6364136223846793005L + 1442695040888963407L;
          MaskedBoard board = new MaskedBoard(rows, cols, seed);
          if (board.vertexCount() <= 20) {
            assertAgrees(board);
          }
        }
      }
    }
  }

  /** Strict search from every start, open and closed, against plain depth-first search. */
  private static void assertAgrees(NeighbourFunction graph) {
    int n = graph.vertexCount();
    if (n == 0) {
      return;
    }
    boolean[][] edge = SmallGraphs.adjacency(graph);
    boolean cycleExists = false;
    for (int from = 0; from < n; from++) {
      final int s = from;
      boolean expected = plainPath(edge, graph.isSymmetric(), s, false);
      SearchResult open = strict(graph, s, false);
      assertEquals(expected ? Outcome.FOUND : Outcome.PROVEN_ABSENT, open.outcome(), () -> graph + " from " + s + ": " + open.explanation());
      if (expected) {
        assertPath(graph, s, open.path(), false);
      }
      boolean cycle = plainPath(edge, graph.isSymmetric(), s, true);
      cycleExists |= cycle;
      SearchResult closed = strict(graph, s, true);
      assertEquals(cycle ? Outcome.FOUND : Outcome.PROVEN_ABSENT, closed.outcome(), () -> graph + " cycle through " + s + ": " + closed.explanation());
      if (cycle) {
        assertPath(graph, s, closed.path(), true);
      }
    }
    if (cycleExists) {
      // A cycle passes through every vertex: plain search must agree from every start.
      for (int s = 0; s < n; s++) {
        assertTrue(plainPath(edge, graph.isSymmetric(), s, true), graph::toString);
      }
    }
  }

  /**
   * The search with the costlier rules on from the first node, and the search with ties
   * reversed taking turns with it from the first node too (turns of one node), so that both
   * searches, and every pause and resumption, take part. The first answer also holds for a
   * search with the costlier rules off, and with only the forward search.
   */
  private static SearchResult strict(NeighbourFunction graph, int start, boolean closed) {
    SearchResult r = search(graph, start, closed, 0, 1);
    SearchResult plain = search(graph, start, closed, Long.MAX_VALUE, Long.MAX_VALUE);
    assertEquals(plain.outcome(), r.outcome(), () -> graph + " from " + start + ": " + r.explanation() + " but without the costlier rules: " + plain.explanation());
    return r;
  }

  private static SearchResult search(NeighbourFunction graph, int start, boolean closed, long strictAfter, long turnNodes) {
    SearchMonitor monitor = new SearchMonitor(BUDGET, null, null, graph.vertexCount());
    SearchResult r = ExhaustiveSearch.run(graph, start, closed, monitor, strictAfter, turnNodes);
    assertTrue(r.outcome().isConclusive(), () -> graph + " from " + start + ": " + r.explanation());
    if (r.outcome() == Outcome.FOUND) {
      assertPath(graph, start, r.path(), closed);
    }
    return r;
  }

  private static void assertPath(NeighbourFunction graph, int start, int[] path, boolean closed) {
    int n = graph.vertexCount();
    assertEquals(n, path.length);
    assertEquals(start, path[0]);
    boolean[] edge[] = SmallGraphs.adjacency(graph);
    boolean[] seen = new boolean[n];
    for (int i = 0; i < n; i++) {
      assertTrue(!seen[path[i]], "repeats " + path[i]);
      seen[path[i]] = true;
      if (i > 0) {
        assertTrue(edge[path[i - 1]][path[i]], Arrays.toString(path));
      }
    }
    if (closed) {
      assertTrue(n >= (graph.isSymmetric() ? 3 : 2) && edge[path[n - 1]][path[0]], Arrays.toString(path));
    }
  }

  /** Plain depth-first search: every extension, no pruning. A cycle needs 3 vertices (2 if directed arcs both ways). */
  private static boolean plainPath(boolean[][] edge, boolean symmetric, int start, boolean closed) {
    int n = edge.length;
    if (closed && n < (symmetric ? 3 : 2)) {
      return false;
    }
    boolean[] used = new boolean[n];
    used[start] = true;
    return extend(edge, used, start, start, 1, closed);
  }

  private static boolean extend(boolean[][] edge, boolean[] used, int start, int at, int placed, boolean closed) {
    int n = edge.length;
    if (placed == n) {
      return !closed || edge[at][start];
    }
    for (int next = 0; next < n; next++) {
      if (!used[next] && edge[at][next]) {
        used[next] = true;
        boolean done = extend(edge, used, start, next, placed + 1, closed);
        used[next] = false;
        if (done) {
          return true;
        }
      }
    }
    return false;
  }

  private static byte[] boardSides(int rows, int cols) {
    byte[] sides = new byte[rows * cols];
    for (int v = 0; v < sides.length; v++) {
      sides[v] = (byte) ((v / cols + v % cols) & 1);
    }
    return sides;
  }

  private static void assertIndependentHalves(NeighbourFunction graph, int[] masks) {
    int n = graph.vertexCount();
    boolean[][] edge = SmallGraphs.adjacency(graph);
    for (int k = 0; k < 32; k++) {
      TreeSet<Integer> set = members(masks, k);
      if (set.isEmpty()) {
        continue;
      }
      assertEquals(n, 2 * set.size(), "set " + k + " " + set);
      for (int u : set) {
        for (int v : set) {
          assertTrue(!edge[u][v], "set " + k + " " + set + " holds the edge " + u + "-" + v);
        }
      }
    }
  }

  private static TreeSet<Integer> members(int[] masks, int k) {
    TreeSet<Integer> set = new TreeSet<>();
    for (int v = 0; v < masks.length; v++) {
      if ((masks[v] >>> k & 1) != 0) {
        set.add(v);
      }
    }
    return set;
  }

  private static boolean connected(NeighbourFunction graph) {
    int n = graph.vertexCount();
    boolean[][] edge = SmallGraphs.adjacency(graph);
    boolean[] seen = new boolean[n];
    int[] stack = new int[n];
    int top = 0;
    int count = 1;
    stack[top++] = 0;
    seen[0] = true;
    while (top > 0) {
      int u = stack[--top];
      for (int v = 0; v < n; v++) {
        if (edge[u][v] && !seen[v]) {
          seen[v] = true;
          count++;
          stack[top++] = v;
        }
      }
    }
    return count == n;
  }

  /** The knight graph of a board with some squares cut out (chosen from a seed; seed 0 cuts none), renumbered. */
  private static final class MaskedBoard implements NeighbourFunction {
    private final String description;
    private final int[][] successors;

    MaskedBoard(int rows, int cols, long seed) {
      boolean[] cut = new boolean[rows * cols];
      StringBuilder cuts = new StringBuilder();
      long x = seed;
      for (int i = 0; seed != 0 && i < 3; i++) {
        x ^= x << 13;
        x ^= x >>> 7;
        x ^= x << 17;
        int square = (int) Math.floorMod(x, (long) rows * cols);
        if (!cut[square]) {
          cut[square] = true;
          cuts.append(' ').append((char) ('a' + square % cols)).append(square / cols + 1);
        }
      }
      int[] number = new int[rows * cols];
      int n = 0;
      for (int v = 0; v < rows * cols; v++) {
        number[v] = cut[v] ? -1 : n++;
      }
      KnightGraph board = new KnightGraph(rows, cols);
      int[] buffer = new int[8];
      successors = new int[n][];
      for (int v = 0; v < rows * cols; v++) {
        if (cut[v]) {
          continue;
        }
        int count = board.successors(v, buffer);
        successors[number[v]] = Arrays.stream(buffer, 0, count).filter(u -> !cut[u]).map(u -> number[u]).sorted().toArray();
      }
      description = rows + "x" + cols + (cuts.length() == 0 ? "" : " without" + cuts);
    }

    @Override
    public int vertexCount() {
      return successors.length;
    }

    @Override
    public int maxDegree() {
      return 8;
    }

    @Override
    public int successors(int v, int[] out) {
      System.arraycopy(successors[v], 0, out, 0, successors[v].length);
      return successors[v].length;
    }

    @Override
    public String toString() {
      return description;
    }
  }

  @Test
  void theSpecGraphsAreWhatTheySay() {
    GraphSpec spec = new GraphSpec(3, new int[][] {{0, 1}, {1, 2}, {0, 2}}, null);
    assertArrayEquals(new byte[] {0, 1, 0}, SpecGraph.bipartite(spec).sides());
    assertEquals(2, SpecGraph.bipartite(spec).maxDegree());
    int[] out = new int[2];
    assertEquals(1, SpecGraph.bipartite(spec).successors(0, out));
    assertEquals(2, SpecGraph.directed(spec).predecessors(2, out));
    assertEquals(0, SpecGraph.directed(spec).successors(2, out));
  }
}
