package io.github.knighttours.internal.search;

import io.github.knighttours.spi.SearchResult;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.spi.NeighbourFunction;
import io.github.knighttours.testing.GraphSpec;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * Small graphs and a brute-force answer for the tests of the exact and heuristic searches: the
 * search that tries every extension, random cubic graphs, generalised Petersen graphs, and the
 * edge-by-edge check of a Hamiltonian path or cycle.
 */
final class SmallGraphs {

  private SmallGraphs() {}

  static void assertHamiltonian(boolean[][] edge, int[] path, int s, boolean closed, int t, String what) {
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

  static boolean[][] adjacency(NeighbourFunction graph) {
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
  static boolean bruteForce(NeighbourFunction graph, int s, boolean closed, int t) {
    boolean[][] edge = adjacency(graph);
    int n = edge.length;
    if (closed && n < (graph.isSymmetric() ? 3 : 2)) {
      return false;
    }
    boolean[] used = new boolean[n];
    used[s] = true;
    return extend(edge, used, s, s, 1, closed, t);
  }

  static boolean extend(boolean[][] edge, boolean[] used, int s, int at, int placed, boolean closed, int t) {
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

  /** An exact cycle search under test: a cycle through {@code start} with ties drawn from {@code seed}. */
  @FunctionalInterface
  interface CycleSearch {
    SearchResult run(NeighbourFunction graph, int start, long seed);
  }

  /**
   * Asserts that {@code search} agrees with brute force on {@code graph} from every start with
   * seeds 1 to 3: FOUND with a Hamiltonian cycle (checked edge by edge) exactly when one exists,
   * else PROVEN_ABSENT. Returns whether the graph has one.
   */
  static boolean assertCycleAgrees(NeighbourFunction graph, CycleSearch search) {
    boolean expected = bruteForce(graph, 0, true, -1);
    boolean[][] edge = adjacency(graph);
    for (int s = 0; s < graph.vertexCount(); s++) {
      for (long seed = 1; seed <= 3; seed++) {
        SearchResult r = search.run(graph, s, seed);
        String what = graph + " cycle through " + s + ", seed " + seed;
        assertEquals(
            expected ? io.github.knighttours.Outcome.FOUND : io.github.knighttours.Outcome.PROVEN_ABSENT,
            r.outcome(),
            () -> what + ": " + r.explanation());
        if (expected) {
          assertHamiltonian(edge, r.path(), s, true, -1, what);
        }
      }
    }
    return expected;
  }

  /**
   * Asserts {@link #assertCycleAgrees} on {@code count} random cubic graphs of 6 to 14 vertices
   * drawn from {@code seed}, and that both answers occur among them (or the comparison would test
   * only one).
   */
  static void assertCycleAgreesOnRandomCubicGraphs(long seed, int count, CycleSearch search) {
    Random random = new Random(seed);
    int checked = 0;
    int withCycle = 0;
    while (checked < count) {
      GraphSpec spec = randomCubic(6 + 2 * random.nextInt(5), random);
      if (spec != null) {
        withCycle += assertCycleAgrees(SpecGraph.undirected(spec), search) ? 1 : 0;
        checked++;
      }
    }
    assertTrue(withCycle > 0 && withCycle < checked, withCycle + " of " + checked + " have a cycle");
  }

  /** A random simple cubic graph on {@code n} vertices (pairing of stubs), or null if the pairing made a loop or a double edge. */
  static GraphSpec randomCubic(int n, Random random) {
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
  static SpecGraph generalisedPetersen(int outer, int step) {
    List<int[]> edges = new ArrayList<>();
    for (int i = 0; i < outer; i++) {
      edges.add(new int[] {i, (i + 1) % outer});
      edges.add(new int[] {i, outer + i});
      edges.add(new int[] {outer + i, outer + (i + step) % outer});
    }
    return SpecGraph.undirected(new GraphSpec(2 * outer, edges.toArray(new int[0][]), null));
  }

  /** As {@link #assertHamiltonian(boolean[][], int[], int, boolean, int, String)}, asking the graph for its edges (for graphs too large for a matrix). */
  static void assertHamiltonian(NeighbourFunction graph, int[] path, int s, boolean closed, String what) {
    int n = graph.vertexCount();
    assertEquals(n, path.length, what);
    assertEquals(s, path[0], what);
    boolean[] seen = new boolean[n];
    int[] buffer = new int[Math.max(1, graph.maxDegree())];
    for (int i = 0; i < n; i++) {
      int at = i;
      assertTrue(!seen[path[i]], () -> what + ": repeats vertex " + path[at]);
      seen[path[i]] = true;
      if (i > 0) {
        assertTrue(graph.hasSuccessor(path[i - 1], path[i], buffer), () -> what + ": no edge at " + at);
      }
    }
    if (closed) {
      assertTrue(graph.hasSuccessor(path[n - 1], path[0], buffer), () -> what + ": does not close");
    }
  }
}
