package io.github.knighttours.internal.search;

import io.github.knighttours.spi.SearchResult;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Outcome;
import io.github.knighttours.spi.NeighbourFunction;
import io.github.knighttours.internal.graph.KnightGraph;
import io.github.knighttours.testing.GraphSpec;
import io.github.knighttours.testing.Properties;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The engine of {@link NeuralNetwork}: its covers, its joins and its cycles. */
class NeuralNetworkTest {

  private static SearchMonitor monitor(NeighbourFunction graph) {
    return new SearchMonitor(Long.MAX_VALUE, null, null, graph.vertexCount());
  }

  /** Records every cover the network converged to, and every run. */
  private static final class Recorder implements NeuralNetwork.Observer {
    final List<int[]> covers = new ArrayList<>();
    final List<long[]> runs = new ArrayList<>();

    @Override
    public void converged(int[] partners) {
      covers.add(partners.clone());
    }

    @Override
    public void runEnded(long sweeps, boolean converged, int cycles, int joins) {
      runs.add(new long[] {sweeps, converged ? 1 : 0, cycles, joins});
    }
  }

  @Test
  void everyConvergedCoverGivesEverySquareExactlyTwoMovesBeforeJoining() {
    Properties.forAllBoardsAndStarts(
        5,
        14,
        14,
        60,
        boardStart -> {
          KnightGraph graph = new KnightGraph(boardStart.board().rows(), boardStart.board().cols());
          Recorder recorder = new Recorder();
          NeuralNetwork.search(graph, 0, true, boardStart.hashCode(), monitor(graph), recorder);
          int[] buffer = new int[8];
          for (int[] partners : recorder.covers) {
            int[] chosenDegree = new int[graph.vertexCount()];
            for (int v = 0; v < graph.vertexCount(); v++) {
              for (int side = 0; side < 2; side++) {
                int u = partners[2 * v + side];
                assertTrue(graph.hasSuccessor(v, u, buffer), v + " -> " + u + " is not a move");
                // The move is chosen at both of its ends.
                assertTrue(partners[2 * u] == v || partners[2 * u + 1] == v, v + " -> " + u + " is one-sided");
                chosenDegree[u]++;
              }
              assertNotEquals(partners[2 * v], partners[2 * v + 1], "vertex " + v);
            }
            for (int v = 0; v < graph.vertexCount(); v++) {
              assertEquals(2, chosenDegree[v], "vertex " + v);
            }
          }
        });
  }

  @Test
  void joinsMergeTheCoverIntoOneCycleThroughEveryVertex() {
    int joined = 0;
    for (int n = 6; n <= 16; n += 2) {
      KnightGraph graph = new KnightGraph(n, n);
      for (long seed = 1; seed <= 4; seed++) {
        Recorder recorder = new Recorder();
        SearchResult r = NeuralNetwork.search(graph, n + 1, true, seed, monitor(graph), recorder);
        long[] last = recorder.runs.get(recorder.runs.size() - 1);
        if (r.outcome() == Outcome.FOUND) {
          assertHamiltonianCycle(graph, r.path(), n + 1);
          assertEquals(1, last[2] - last[3], "cycles minus joins of the run that found the cycle");
          joined += last[3] > 0 ? 1 : 0;
        }
        // The nodes are the neuron updates of all sweeps.
        long sweeps = recorder.runs.stream().mapToLong(run -> run[0]).sum();
        assertTrue(r.nodesExpanded() <= sweeps * 4L * n * n, r.explanation());
      }
    }
    assertTrue(joined > 0, "no run needed a join");
  }

  @Test
  void aHamiltonianCycleOnAnEvenCycleGraphAndGivingUpOnAnOddPath() {
    NeighbourFunction ring = SpecGraph.undirected(new GraphSpec(12, ringEdges(12), null));
    SearchResult found = NeuralNetwork.search(ring, 5, true, 1, monitor(ring), null);
    assertEquals(Outcome.FOUND, found.outcome(), found.explanation());
    assertHamiltonianCycle(ring, found.path(), 5);

    int[][] path = new int[4][];
    for (int i = 0; i < 4; i++) {
      path[i] = new int[] {i, i + 1};
    }
    NeighbourFunction line = SpecGraph.undirected(new GraphSpec(5, path, null));
    SearchResult none = NeuralNetwork.search(line, 0, true, 1, monitor(line), null);
    assertEquals(Outcome.GAVE_UP, none.outcome());
    assertTrue(none.explanation().contains("fewer than two neighbours"), none.explanation());
  }

  private static int[][] ringEdges(int n) {
    int[][] edges = new int[n][];
    for (int i = 0; i < n; i++) {
      edges[i] = new int[] {i, (i + 1) % n};
    }
    return edges;
  }

  private static void assertHamiltonianCycle(NeighbourFunction graph, int[] path, int start) {
    int n = graph.vertexCount();
    assertEquals(n, path.length);
    assertEquals(start, path[0]);
    boolean[] seen = new boolean[n];
    int[] buffer = new int[graph.maxDegree()];
    for (int i = 0; i < n; i++) {
      assertTrue(!seen[path[i]], "vertex " + path[i] + " twice");
      seen[path[i]] = true;
      assertTrue(graph.hasSuccessor(path[i], path[(i + 1) % n], buffer), "no edge " + path[i] + "-" + path[(i + 1) % n]);
    }
  }
}
