package io.github.knighttours.internal.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.testing.GraphSpec;
import io.github.knighttours.testing.Properties;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The one-pass proofs of absence: each argument on a graph made for it, and on random graphs
 * never a proof where brute force finds a cycle or path (and often one where it finds none).
 */
class AbsenceProofsTest {

  private static SpecGraph graph(int n, int[]... edges) {
    return SpecGraph.undirected(new GraphSpec(n, edges, null));
  }

  @Test
  void eachArgumentOnAGraphMadeForIt() {
    // A vertex of degree one: no cycle.
    SpecGraph tail = graph(4, new int[] {0, 1}, new int[] {1, 2}, new int[] {2, 0}, new int[] {2, 3});
    assertTrue(AbsenceProofs.noCycle(tail).contains("vertex 3 has 1 edge"), AbsenceProofs.noCycle(tail));
    assertNull(AbsenceProofs.noPath(tail, 0));
    // Two triangles sharing a vertex: a cut vertex, so no cycle; a path still exists.
    SpecGraph bowtie =
        graph(5, new int[] {0, 1}, new int[] {1, 2}, new int[] {2, 0}, new int[] {2, 3}, new int[] {3, 4}, new int[] {4, 2});
    assertTrue(AbsenceProofs.noCycle(bowtie).contains("vertex 2 is a cut vertex"), AbsenceProofs.noCycle(bowtie));
    assertNull(AbsenceProofs.noPath(bowtie, 0));
    // A star with three leaves: no path from the centre or from any leaf.
    SpecGraph star = graph(4, new int[] {0, 1}, new int[] {0, 2}, new int[] {0, 3});
    assertTrue(AbsenceProofs.noPath(star, 1).contains("two vertices other than the start"), AbsenceProofs.noPath(star, 1));
    assertTrue(AbsenceProofs.noPath(star, 0) != null);
    // K(2,3): bipartite with sides 2 and 3, 2-connected: no cycle; paths only from the larger side.
    SpecGraph k23 =
        graph(5, new int[] {0, 2}, new int[] {0, 3}, new int[] {0, 4}, new int[] {1, 2}, new int[] {1, 3}, new int[] {1, 4});
    assertTrue(AbsenceProofs.noCycle(k23).contains("bipartite with sides of 2 and 3"), AbsenceProofs.noCycle(k23));
    assertNull(AbsenceProofs.noPath(k23, 2));
    assertTrue(AbsenceProofs.noPath(k23, 0).contains("starts and ends on the larger side"), AbsenceProofs.noPath(k23, 0));
    assertNull(AbsenceProofs.noPath(k23, 2, 3));
    assertTrue(AbsenceProofs.noPath(k23, 2, 0) != null);
    // A 4-cycle: sides of 2 and 2, so a path from 0 ends on the other side.
    SpecGraph square = graph(4, new int[] {0, 1}, new int[] {1, 2}, new int[] {2, 3}, new int[] {3, 0});
    assertNull(AbsenceProofs.noPath(square, 0, 1));
    assertTrue(AbsenceProofs.noPath(square, 0, 2).contains("ends on the side it did not start on"));
    // A path with ends given: a vertex of one edge elsewhere is refused.
    assertTrue(AbsenceProofs.noPath(tail, 0, 1).contains("vertex 3 has one edge"));
    // Two components.
    SpecGraph apart = graph(6, new int[] {0, 1}, new int[] {1, 2}, new int[] {2, 0}, new int[] {3, 4}, new int[] {4, 5}, new int[] {5, 3});
    assertEquals("the graph is not connected", AbsenceProofs.noCycle(apart));
    assertEquals("the graph is not connected", AbsenceProofs.noPath(apart, 0));
    // An isolated vertex, and a graph too small for a cycle.
    assertTrue(AbsenceProofs.noPath(graph(3, new int[] {0, 1}), 0).contains("vertex 2 has no edge"));
    assertEquals("a cycle needs at least three vertices", AbsenceProofs.noCycle(graph(2, new int[] {0, 1})));
    assertNull(AbsenceProofs.noPath(graph(1), 0));
  }

  @Test
  void neverAProofWhereBruteForceFindsATour() {
    AtomicInteger proofs = new AtomicInteger();
    AtomicInteger absent = new AtomicInteger();
    Properties.forAllSmallGraphs(
        9,
        400,
        spec -> {
          SpecGraph g = SpecGraph.undirected(spec);
          boolean cycle = SmallGraphs.bruteForce(g, 0, true, -1);
          String why = AbsenceProofs.noCycle(g);
          assertTrue(why == null || !cycle, () -> g + " has a cycle, but: " + why);
          if (!cycle) {
            absent.incrementAndGet();
            proofs.addAndGet(why != null ? 1 : 0);
          }
          for (int s = 0; s < g.vertexCount(); s++) {
            boolean path = SmallGraphs.bruteForce(g, s, false, -1);
            String whyNot = AbsenceProofs.noPath(g, s);
            int start = s;
            assertTrue(whyNot == null || !path, () -> g + " has a path from " + start + ", but: " + whyNot);
            int t = (s + 1) % g.vertexCount();
            if (t != s) {
              boolean to = SmallGraphs.bruteForce(g, s, false, t);
              String whyNotTo = AbsenceProofs.noPath(g, s, t);
              assertTrue(whyNotTo == null || !to, () -> g + " has a path from " + start + " to " + t + ", but: " + whyNotTo);
            }
          }
        });
    // The arguments settle most graphs without a cycle (the others need a search).
    assertTrue(proofs.get() * 2 > absent.get(), proofs + " proofs for " + absent + " graphs without a cycle");
  }
}
