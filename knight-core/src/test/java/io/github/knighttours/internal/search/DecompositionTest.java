package io.github.knighttours.internal.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Outcome;
import io.github.knighttours.spi.NeighbourFunction;
import io.github.knighttours.spi.SearchResult;
import io.github.knighttours.testing.GraphSpec;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;

/**
 * The decomposition into pieces joined by few edges: on graphs made of hub pieces (a cycle is
 * found and checked), on a graph whose hubs prove absence, and on seeded random graphs of hub
 * pieces against brute force (a cycle only where one exists, absence only where none does).
 */
class DecompositionTest {

  /** An exact cycle search for the pieces. */
  private static final IntFunction<PathEngine> PIECES =
      round -> (g, s, c, m) -> ForcingSearch.run(g, s, ForcingSearch.UNSEEDED + round, m);

  private static SearchMonitor unlimited(NeighbourFunction g) {
    return new SearchMonitor(Long.MAX_VALUE, null, null, g.vertexCount());
  }

  private static SpecGraph graph(int n, List<int[]> edges) {
    return SpecGraph.undirected(new GraphSpec(n, edges.toArray(new int[0][]), null));
  }

  /**
   * {@code pieces} pieces of {@code size} vertices on a cycle with a few chords, each with a hub
   * joined to all of them; piece i's hub joined to piece i + 1's first vertex (a ring, so a cycle
   * exists: along each piece's path, over its hub to the next piece), and decoy joins from hubs
   * to other pieces.
   */
  static SpecGraph hubPieces(int pieces, int size, int decoys, long seed) {
    Random random = new Random(seed);
    int block = size + 1;
    List<int[]> edges = new ArrayList<>();
    for (int p = 0; p < pieces; p++) {
      int base = p * block;
      int hub = base + size;
      for (int i = 0; i < size; i++) {
        edges.add(new int[] {hub, base + i});
        if (i + 1 < size) {
          edges.add(new int[] {base + i, base + i + 1});
        }
      }
      for (int c = 0; c < size / 8; c++) {
        int a = random.nextInt(size);
        int b = random.nextInt(size);
        if (Math.abs(a - b) > 1) {
          edges.add(new int[] {base + a, base + b});
        }
      }
      int next = ((p + 1) % pieces) * block;
      edges.add(new int[] {hub, next});
    }
    for (int d = 0; d < decoys; d++) {
      int p = random.nextInt(pieces);
      int q = (p + 2 + random.nextInt(pieces - 2)) % pieces;
      edges.add(new int[] {p * block + size, q * block + 1 + random.nextInt(size - 2)});
    }
    return graph(pieces * block, dedup(edges));
  }

  private static List<int[]> dedup(List<int[]> edges) {
    Set<Long> seen = new LinkedHashSet<>();
    List<int[]> out = new ArrayList<>();
    for (int[] e : edges) {
      long key = ((long) Math.min(e[0], e[1]) << 32) | Math.max(e[0], e[1]);
      if (e[0] != e[1] && seen.add(key)) {
        out.add(e);
      }
    }
    return out;
  }

  @Test
  void findsTheCycleOfHubPiecesJoinedInARing() {
    for (long seed = 1; seed <= 5; seed++) {
      SpecGraph g = hubPieces(5, 40, 6, seed);
      Decomposition d = Decomposition.find(g, 8, unlimited(g));
      assertNotNull(d, "seed " + seed);
      assertEquals(5, d.pieces(), "seed " + seed);
      assertTrue(d.joins() >= 5 && d.joins() <= 11, "seed " + seed + ": " + d.joins() + " joins");
      int start = 17;
      SearchResult r = Decomposition.cycle(g, start, 8, PIECES, unlimited(g));
      assertEquals(Outcome.FOUND, r.outcome(), "seed " + seed + ": " + r.explanation());
      SmallGraphs.assertHamiltonian(SmallGraphs.adjacency(g), r.path(), start, true, -1, "seed " + seed);
      assertTrue(r.explanation().startsWith("found by the decomposition into 5 pieces"), r.explanation());
    }
  }

  @Test
  void appliesOnlyWhereNoPieceHoldsHalfAndFewEdgesJoinThem() {
    // No hub: nothing to do.
    SpecGraph ring = hubPieces(4, 6, 0, 1);
    assertNull(Decomposition.find(ring, 100, unlimited(ring)));
    // A wheel: one piece holds every vertex but the hub.
    List<int[]> wheel = new ArrayList<>();
    for (int i = 0; i < 20; i++) {
      wheel.add(new int[] {i, (i + 1) % 20});
      wheel.add(new int[] {20, i});
    }
    SpecGraph w = graph(21, wheel);
    assertNull(Decomposition.find(w, 8, unlimited(w)));
    assertEquals(Outcome.GAVE_UP, Decomposition.cycle(w, 0, 8, PIECES, unlimited(w)).outcome());
    // Too many joins.
    SpecGraph dense = hubPieces(5, 40, Decomposition.MAX_JOINS, 3);
    assertNull(Decomposition.find(dense, 8, unlimited(dense)));
  }

  @Test
  void hubsThatLeaveMoreComponentsThanHubsProveAbsence() {
    // Two hubs and four triangles x-y-z, hub A joined to every x and hub B to every z:
    // 2-connected, not bipartite, no vertex of one edge, so the one-pass arguments say nothing;
    // without the two hubs four components remain.
    List<int[]> edges = new ArrayList<>();
    int hubA = 12;
    int hubB = 13;
    for (int p = 0; p < 4; p++) {
      int x = 3 * p;
      edges.add(new int[] {x, x + 1});
      edges.add(new int[] {x + 1, x + 2});
      edges.add(new int[] {x, x + 2});
      edges.add(new int[] {hubA, x});
      edges.add(new int[] {hubB, x + 2});
    }
    SpecGraph g = graph(14, edges);
    assertNull(AbsenceProofs.noCycle(g));
    assertTrue(!SmallGraphs.bruteForce(g, 0, true, -1));
    SearchResult r = Decomposition.cycle(g, 0, 3, PIECES, unlimited(g));
    assertEquals(Outcome.PROVEN_ABSENT, r.outcome(), r.explanation());
    assertTrue(r.explanation().contains("removing the 2 vertices of degree above 3 leaves 4 components"), r.explanation());
    assertTrue(r.explanation().contains("Chvátal") || r.explanation().contains("Chv"), r.explanation());
  }

  /**
   * Random graphs of two or three pieces (four vertices on a random connected graph, a hub joined
   * to all four) and one to five random joins, hubs of degree above 3: never a cycle brute force
   * does not confirm, never absence where it finds one, and cycles found on most graphs that have
   * one and where the decomposition applies.
   */
  @Test
  void agreesWithBruteForceOnRandomHubPieces() {
    Random random = new Random(20261127L);
    int applied = 0;
    int found = 0;
    int hamiltonian = 0;
    int absent = 0;
    for (int t = 0; t < 1000; t++) {
      int pieces = 2 + random.nextInt(2);
      int n = 5 * pieces;
      List<int[]> edges = new ArrayList<>();
      for (int p = 0; p < pieces; p++) {
        int base = 5 * p;
        for (int i = 1; i < 4; i++) {
          edges.add(new int[] {base + i, base + random.nextInt(i)}); // a random tree on the four
        }
        if (random.nextBoolean()) {
          edges.add(new int[] {base + random.nextInt(4), base + random.nextInt(4)});
        }
        for (int i = 0; i < 4; i++) {
          edges.add(new int[] {base + 4, base + i});
        }
      }
      int joins = 1 + random.nextInt(5);
      for (int j = 0; j < joins; j++) {
        int a = random.nextInt(n);
        int b = random.nextInt(n);
        if (a / 5 != b / 5) {
          edges.add(new int[] {a, b});
        }
      }
      SpecGraph g = graph(n, dedup(edges));
      if (AbsenceProofs.noCycle(g) != null) {
        continue; // the route never gets here
      }
      boolean cycle = SmallGraphs.bruteForce(g, 0, true, -1);
      Decomposition d = Decomposition.find(g, 3, unlimited(g));
      SearchResult r = Decomposition.cycle(g, 0, 3, PIECES, unlimited(g));
      String what = "graph " + t + " " + g + ": " + r.explanation();
      if (r.outcome() == Outcome.FOUND) {
        assertTrue(cycle, what);
        SmallGraphs.assertHamiltonian(SmallGraphs.adjacency(g), r.path(), 0, true, -1, what);
        found++;
      } else if (r.outcome() == Outcome.PROVEN_ABSENT) {
        assertTrue(!cycle, what);
        absent++;
      } else {
        assertEquals(Outcome.GAVE_UP, r.outcome(), what);
      }
      if (d != null && d.absence() == null) {
        applied++;
        hamiltonian += cycle ? 1 : 0;
      }
    }
    assertTrue(applied > 80, applied + " graphs where it applied");
    assertTrue(found * 10 >= hamiltonian * 9, found + " cycles found of " + hamiltonian);
    assertTrue(absent > 0, "no proof of absence");
  }

  @Test
  void anInterruptedThreadGetsNoCycle() {
    SpecGraph g = hubPieces(5, 40, 6, 1);
    Thread.currentThread().interrupt();
    try {
      SearchResult r;
      try {
        r = Decomposition.cycle(g, 0, 8, PIECES, unlimited(g));
      } catch (SearchMonitor.Stop stop) {
        r = null;
      }
      assertTrue(r == null || r.outcome() == Outcome.CANCELLED, () -> "not stopped");
    } finally {
      Thread.interrupted();
    }
  }
}
