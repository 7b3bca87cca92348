package io.github.knighttours.solvers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Outcome;
import io.github.knighttours.internal.search.SearchMonitor;
import io.github.knighttours.spi.NeighbourFunction;
import io.github.knighttours.spi.SearchResult;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** AUTO's graph route with the decomposition into pieces first: the cycle it joins, and absence from the hubs. */
class AutoSolverDecompositionTest {

  /** An undirected graph from its edges. */
  private static NeighbourFunction graph(int n, List<int[]> edges) {
    List<List<Integer>> adjacent = new ArrayList<>();
    for (int v = 0; v < n; v++) {
      adjacent.add(new ArrayList<>());
    }
    for (int[] e : edges) {
      if (!adjacent.get(e[0]).contains(e[1]) && e[0] != e[1]) {
        adjacent.get(e[0]).add(e[1]);
        adjacent.get(e[1]).add(e[0]);
      }
    }
    int[][] lists = adjacent.stream().map(l -> l.stream().mapToInt(Integer::intValue).toArray()).toArray(int[][]::new);
    int maxDegree = java.util.Arrays.stream(lists).mapToInt(a -> a.length).max().orElse(0);
    return new NeighbourFunction() {
      @Override
      public int vertexCount() {
        return n;
      }

      @Override
      public int maxDegree() {
        return maxDegree;
      }

      @Override
      public int successors(int v, int[] out) {
        System.arraycopy(lists[v], 0, out, 0, lists[v].length);
        return lists[v].length;
      }
    };
  }

  private static void assertCycle(NeighbourFunction g, int[] path, int start) {
    int n = g.vertexCount();
    assertEquals(n, path.length);
    assertEquals(start, path[0]);
    boolean[] seen = new boolean[n];
    int[] buffer = new int[g.maxDegree()];
    for (int i = 0; i < n; i++) {
      assertFalse(seen[path[i]], "repeats " + path[i]);
      seen[path[i]] = true;
      assertTrue(g.hasSuccessor(path[i], path[(i + 1) % n], buffer), "no edge after position " + i);
    }
  }

  private static SearchMonitor monitor(NeighbourFunction g) {
    return new SearchMonitor(Long.MAX_VALUE, null, null, g.vertexCount());
  }

  /**
   * Six pieces of 30 vertices on a path with chords, each with a hub joined to all of them; hub i
   * joined to piece i + 1's first vertex (a ring) and a few decoy edges from hubs to other pieces.
   */
  private static NeighbourFunction hubPieces(long seed) {
    Random random = new Random(seed);
    int pieces = 6;
    int size = 30;
    int block = size + 1;
    List<int[]> edges = new ArrayList<>();
    for (int p = 0; p < pieces; p++) {
      int base = p * block;
      for (int i = 0; i < size; i++) {
        edges.add(new int[] {base + size, base + i});
        if (i + 1 < size) {
          edges.add(new int[] {base + i, base + i + 1});
        }
      }
      for (int c = 0; c < 4; c++) {
        edges.add(new int[] {base + random.nextInt(size), base + random.nextInt(size)});
      }
      edges.add(new int[] {base + size, ((p + 1) % pieces) * block});
      edges.add(new int[] {base + size, ((p + 3) % pieces) * block + 1 + random.nextInt(size - 1)});
    }
    return graph(pieces * block, edges);
  }

  @Test
  void aCycleThroughHubPiecesIsJoinedFromThePieces() {
    for (long seed = 1; seed <= 3; seed++) {
      NeighbourFunction g = hubPieces(seed);
      SearchResult r = AutoSolver.onGraph(g, 5, true, 0, OptionalLong.empty(), monitor(g));
      assertEquals(Outcome.FOUND, r.outcome(), r.explanation());
      assertTrue(r.explanation().startsWith("found by the decomposition into 6 pieces"), r.explanation());
      assertCycle(g, r.path(), 5);
      // A path request goes the usual way.
      SearchResult path = AutoSolver.onGraph(g, 5, false, 0, OptionalLong.empty(), monitor(g));
      assertFalse(path.explanation().contains("decomposition"), path.explanation());
    }
  }

  @Test
  void hubsThatLeaveMoreComponentsProveAbsence() {
    // Ten triangles x-y-z, hub A joined to every x and hub B to every z: the one-pass arguments
    // say nothing (2-connected, not bipartite, degrees at least 2); without A and B ten pieces remain.
    List<int[]> edges = new ArrayList<>();
    int a = 30;
    int b = 31;
    for (int t = 0; t < 10; t++) {
      int x = 3 * t;
      edges.add(new int[] {x, x + 1});
      edges.add(new int[] {x + 1, x + 2});
      edges.add(new int[] {x, x + 2});
      edges.add(new int[] {a, x});
      edges.add(new int[] {b, x + 2});
    }
    NeighbourFunction g = graph(32, edges);
    SearchResult r = AutoSolver.onGraph(g, 0, true, 0, OptionalLong.empty(), monitor(g));
    assertEquals(Outcome.PROVEN_ABSENT, r.outcome(), r.explanation());
    assertTrue(r.explanation().contains("leaves 10 components"), r.explanation());
  }
}
