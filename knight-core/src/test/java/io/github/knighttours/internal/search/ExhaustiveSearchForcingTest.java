package io.github.knighttours.internal.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Outcome;
import io.github.knighttours.internal.graph.IntGraph;
import io.github.knighttours.testing.GraphSpec;
import io.github.knighttours.testing.Properties;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The degree and forcing rules of the exhaustive search (forced moves for open paths, paths to
 * a fixed end and cycles) against a brute-force search written here, which tries every
 * extension: on random small graphs, sparse and dense, on random cubic graphs, where the rules
 * fire most, and on generalised Petersen graphs (the Petersen graph has no Hamiltonian cycle, the
 * dodecahedron has one). Every FOUND path is checked edge by edge, every PROVEN_ABSENT against
 * brute force. Each search runs twice: with the cheap rules alone, so that they are tested on
 * their own, and with the costlier rules from the first node and both searches taking turns.
 */
class ExhaustiveSearchForcingTest {

  private static final long BUDGET = 5_000_000;

  @Test
  void agreesWithBruteForceOnRandomGraphsOfAnyDensity() {
    Properties.forAllSmallGraphs(11, 200, spec -> assertAgrees(SpecGraph.undirected(spec), true));
  }

  @Test
  void agreesWithBruteForceOnSparseRandomGraphsWithAPlantedPath() {
    Properties.forAllGraphsWithPlantedPath(11, 1, 200, spec -> assertAgrees(SpecGraph.undirected(spec), true));
  }

  @Test
  void agreesWithBruteForceOnRandomDirectedGraphs() {
    Properties.forAllSmallGraphs(9, 100, spec -> assertAgrees(SpecGraph.directed(spec), true));
  }

  @Test
  void agreesWithBruteForceOnRandomCubicGraphs() {
    Random random = new Random(16);
    int checked = 0;
    int withCycle = 0;
    while (checked < 120) {
      int n = 6 + 2 * random.nextInt(6);
      GraphSpec spec = randomCubic(n, random);
      if (spec == null) {
        continue;
      }
      SpecGraph graph = SpecGraph.undirected(spec);
      assertAgrees(graph, n <= 10);
      if (bruteForce(graph, 0, true, -1)) {
        withCycle++;
      }
      checked++;
    }
    // Both answers must occur, or the comparison would test only one of them.
    assertTrue(withCycle > 0 && withCycle < checked, withCycle + " of " + checked + " have a cycle");
  }

  @Test
  void generalisedPetersenGraphsAgreeWithBruteForce() {
    for (int outer = 3; outer <= 9; outer++) {
      for (int step = 1; 2 * step < outer; step++) {
        assertAgrees(generalisedPetersen(outer, step), outer <= 5);
      }
    }
  }

  @Test
  void thePetersenGraphHasAHamiltonianPathButNoCycle() {
    SpecGraph petersen = generalisedPetersen(5, 2);
    for (int s = 0; s < 10; s++) {
      assertEquals(Outcome.PROVEN_ABSENT, search(petersen, s, true, -1, Long.MAX_VALUE).outcome());
      assertEquals(Outcome.FOUND, search(petersen, s, false, -1, Long.MAX_VALUE).outcome());
    }
  }

  @Test
  void theDodecahedronHasAHamiltonianCycle() {
    SpecGraph dodecahedron = generalisedPetersen(10, 2);
    for (int s = 0; s < 20; s++) {
      assertEquals(Outcome.FOUND, search(dodecahedron, s, true, -1, Long.MAX_VALUE).outcome());
    }
  }

  /** Every start, open and closed; every start and end too if {@code pairs}. */
  private static void assertAgrees(IntGraph graph, boolean pairs) {
    int n = graph.vertexCount();
    for (int s = 0; s < n; s++) {
      for (boolean closed : new boolean[] {false, true}) {
        boolean expected = bruteForce(graph, s, closed, -1);
        for (long strictAfter : new long[] {Long.MAX_VALUE, 0}) {
          PathResult r = search(graph, s, closed, -1, strictAfter);
          assertAnswer(graph, expected, r, s, closed, -1);
        }
      }
      if (pairs) {
        for (int t = 0; t < n; t++) {
          boolean expected = bruteForce(graph, s, false, t);
          for (long strictAfter : new long[] {Long.MAX_VALUE, 0}) {
            assertAnswer(graph, expected, search(graph, s, false, t, strictAfter), s, false, t);
          }
        }
      }
    }
  }

  private static void assertAnswer(IntGraph graph, boolean expected, PathResult r, int s, boolean closed, int t) {
    String what = graph + (closed ? " cycle through " : " path from ") + s + (t >= 0 ? " to " + t : "");
    assertEquals(expected ? Outcome.FOUND : Outcome.PROVEN_ABSENT, r.outcome(), () -> what + ": " + r.explanation());
    if (expected) {
      assertHamiltonian(adjacency(graph), r.path(), s, closed, t, what);
    }
  }

  private static PathResult search(IntGraph graph, int start, boolean closed, int end, long strictAfter) {
    SearchMonitor monitor = new SearchMonitor(BUDGET, null, null, graph.vertexCount());
    return end >= 0
        ? ExhaustiveSearch.runTo(graph, start, end, monitor, strictAfter, 1)
        : ExhaustiveSearch.run(graph, start, closed, monitor, strictAfter, 1);
  }

  private static void assertHamiltonian(boolean[][] edge, int[] path, int s, boolean closed, int t, String what) {
    int n = edge.length;
    assertEquals(n, path.length, what);
    assertEquals(s, path[0], what);
    if (t >= 0) {
      assertEquals(t, path[n - 1], what);
    }
    boolean[] seen = new boolean[n];
    for (int i = 0; i < n; i++) {
      assertTrue(!seen[path[i]], () -> what + ": repeats a vertex in " + Arrays.toString(path));
      seen[path[i]] = true;
      if (i > 0) {
        int at = i;
        assertTrue(edge[path[i - 1]][path[i]], () -> what + ": no edge at " + at + " in " + Arrays.toString(path));
      }
    }
    if (closed) {
      assertTrue(edge[path[n - 1]][path[0]], () -> what + ": does not close " + Arrays.toString(path));
    }
  }

  private static boolean[][] adjacency(IntGraph graph) {
    int n = graph.vertexCount();
    boolean[][] edge = new boolean[n][n];
    int[] buffer = new int[Math.max(1, graph.maxDegree())];
    for (int u = 0; u < n; u++) {
      int count = graph.successors(u, buffer);
      for (int i = 0; i < count; i++) {
        edge[u][buffer[i]] = true;
      }
    }
    return edge;
  }

  /**
   * Whether a Hamiltonian path from {@code s} exists (closing into a cycle if {@code closed};
   * ending on {@code t} if it is not negative), trying every extension. A cycle needs three
   * vertices when the graph is undirected, two when it is directed.
   */
  private static boolean bruteForce(IntGraph graph, int s, boolean closed, int t) {
    boolean[][] edge = adjacency(graph);
    int n = edge.length;
    if (closed && n < (graph.isSymmetric() ? 3 : 2)) {
      return false;
    }
    boolean[] used = new boolean[n];
    used[s] = true;
    return extend(edge, used, s, s, 1, closed, t);
  }

  private static boolean extend(boolean[][] edge, boolean[] used, int s, int at, int placed, boolean closed, int t) {
    int n = edge.length;
    if (placed == n) {
      return closed ? edge[at][s] : t < 0 || at == t;
    }
    for (int next = 0; next < n; next++) {
      if (!used[next] && edge[at][next]) {
        used[next] = true;
        boolean done = extend(edge, used, s, next, placed + 1, closed, t);
        used[next] = false;
        if (done) {
          return true;
        }
      }
    }
    return false;
  }

  /** A random simple cubic graph on {@code n} vertices (pairing of stubs), or null if the pairing made a loop or a double edge. */
  private static GraphSpec randomCubic(int n, Random random) {
    List<Integer> stubs = new ArrayList<>();
    for (int v = 0; v < n; v++) {
      for (int k = 0; k < 3; k++) {
        stubs.add(v);
      }
    }
    Collections.shuffle(stubs, random);
    boolean[][] taken = new boolean[n][n];
    int[][] edges = new int[stubs.size() / 2][];
    for (int i = 0; i < edges.length; i++) {
      int u = stubs.get(2 * i);
      int v = stubs.get(2 * i + 1);
      if (u == v || taken[u][v]) {
        return null;
      }
      taken[u][v] = true;
      taken[v][u] = true;
      edges[i] = new int[] {u, v};
    }
    return new GraphSpec(n, edges, null);
  }

  /** The generalised Petersen graph GP(outer, step): an outer cycle, spokes, and inner vertices joined step apart. */
  private static SpecGraph generalisedPetersen(int outer, int step) {
    List<int[]> edges = new ArrayList<>();
    for (int i = 0; i < outer; i++) {
      edges.add(new int[] {i, (i + 1) % outer});
      edges.add(new int[] {i, outer + i});
      edges.add(new int[] {outer + i, outer + (i + step) % outer});
    }
    return SpecGraph.undirected(new GraphSpec(2 * outer, edges.toArray(new int[0][]), null));
  }
}
