package io.github.knighttours.internal.search;

import io.github.knighttours.internal.graph.Colouring;
import io.github.knighttours.spi.NeighbourFunction;
import java.util.Arrays;

/**
 * Proofs that an undirected graph has no Hamiltonian cycle, or no Hamiltonian path from a given
 * vertex, that take one pass over the graph (O(V + E)): what {@code AUTO} checks before it
 * searches. Each is an argument that holds for every graph:
 *
 * <ul>
 *   <li><b>Degree.</b> A cycle uses two edges at every vertex, so a vertex with fewer has none.
 *       A path uses one at its ends and two elsewhere: no vertex may be isolated, and every vertex
 *       with one edge is an end (at most two, and the start is one of them).
 *   <li><b>Connection.</b> A path or cycle through every vertex connects them.
 *   <li><b>Cut vertices.</b> Removing a vertex v from a cycle leaves one path, which lies in one
 *       component of G − v: a cycle has no cut vertex. Removing v from a path leaves at most two
 *       paths: G − v has at most two components.
 *   <li><b>Sides.</b> In a bipartite graph every edge joins the two sides, so a cycle takes as
 *       many vertices from each; a path at most one more from one side, where both its ends are.
 * </ul>
 */
public final class AbsenceProofs {

  private AbsenceProofs() {}

  /** Why the symmetric {@code graph} has no Hamiltonian cycle, or null if none of the arguments applies. */
  public static String noCycle(NeighbourFunction graph) {
    return noCycle(graph, unlimited(graph));
  }

  /**
   * As {@link #noCycle(NeighbourFunction)}, checking the monitor's stop conditions as it goes.
   *
   * @throws SearchMonitor.Stop if the monitor says stop
   */
  public static String noCycle(NeighbourFunction graph, SearchMonitor monitor) {
    int n = graph.vertexCount();
    if (n < 3) {
      return "a cycle needs at least three vertices";
    }
    int[] degree = monitor.newInts(n);
    monitor.outDegrees(graph, degree);
    for (int v = 0; v < n; v++) {
      if (degree[v] < 2) {
        return graph.vertexName(v) + " has " + degree[v] + (degree[v] == 1 ? " edge" : " edges") + "; a cycle needs two";
      }
    }
    Cuts cuts = new Cuts(graph, monitor);
    if (cuts.reached < n) {
      return "the graph is not connected";
    }
    for (int v = 0; v < n; v++) {
      if (cuts.componentsWithout[v] >= 2) {
        return graph.vertexName(v) + " is a cut vertex: removing it leaves " + cuts.componentsWithout[v] + " components";
      }
    }
    return sides(graph, 0, -1, -1, monitor);
  }

  /**
   * Why the symmetric {@code graph} has no Hamiltonian path from {@code start}, or null if none
   * of the arguments applies.
   */
  public static String noPath(NeighbourFunction graph, int start) {
    return noPath(graph, start, -1);
  }

  /**
   * Why the symmetric {@code graph} has no Hamiltonian path from {@code start} to {@code end}
   * (any end if it is negative), or null if none of the arguments applies.
   */
  public static String noPath(NeighbourFunction graph, int start, int end) {
    return noPath(graph, start, end, unlimited(graph));
  }

  /**
   * As {@link #noPath(NeighbourFunction, int, int)}, checking the monitor's stop conditions as it goes.
   *
   * @throws SearchMonitor.Stop if the monitor says stop
   */
  public static String noPath(NeighbourFunction graph, int start, int end, SearchMonitor monitor) {
    int n = graph.vertexCount();
    if (n == 1) {
      return null;
    }
    int[] degree = monitor.newInts(n);
    monitor.outDegrees(graph, degree);
    int leaves = 0;
    for (int v = 0; v < n; v++) {
      if (degree[v] == 0) {
        return graph.vertexName(v) + " has no edge";
      }
      if (degree[v] == 1 && v != start && v != end && (end >= 0 || ++leaves > 1)) {
        return end >= 0
            ? graph.vertexName(v) + " has one edge, so it must be an end of the path, but the ends are "
                + graph.vertexName(start) + " and " + graph.vertexName(end)
            : "two vertices other than the start have one edge each, and a path has only one other end";
      }
    }
    Cuts cuts = new Cuts(graph, monitor);
    if (cuts.reached < n) {
      return "the graph is not connected";
    }
    for (int v = 0; v < n; v++) {
      if (cuts.componentsWithout[v] >= 3) {
        return "removing " + graph.vertexName(v) + " leaves " + cuts.componentsWithout[v] + " components; a path, at most two";
      }
    }
    return sides(graph, 1, start, end, monitor);
  }

  /** A monitor without budgets for the calls without one (an interrupt still stops them). */
  private static SearchMonitor unlimited(NeighbourFunction graph) {
    return new SearchMonitor(Long.MAX_VALUE, null, null, graph.vertexCount());
  }

  /**
   * Why the sides of a bipartite graph rule out a cycle ({@code slack} 0) or a path from {@code
   * start} to {@code end} ({@code slack} 1; any end if negative), or null.
   */
  static String sides(NeighbourFunction graph, int slack, int start, int end, SearchMonitor monitor) {
    byte[] side = Colouring.twoColour(graph, monitor::tick, monitor::newBytes, monitor::newInts);
    if (side == null) {
      return null;
    }
    int n = graph.vertexCount();
    int ones = 0;
    for (byte s : side) {
      ones += s;
    }
    int zeros = n - ones;
    if (Math.abs(zeros - ones) > slack) {
      return "the graph is bipartite with sides of " + zeros + " and " + ones + " vertices";
    }
    if (slack == 1 && zeros != ones) {
      int larger = zeros > ones ? 0 : 1;
      if (side[start] != larger || (end >= 0 && side[end] != larger)) {
        int off = side[start] != larger ? start : end;
        return "the graph is bipartite with sides of " + zeros + " and " + ones
            + " vertices, and a path through all of them starts and ends on the larger side, which "
            + graph.vertexName(off) + " is not on";
      }
    }
    if (slack == 1 && zeros == ones && end >= 0 && side[start] == side[end]) {
      return "the graph is bipartite with sides of " + zeros + " vertices each, and a path through all of them"
          + " ends on the side it did not start on";
    }
    return null;
  }

  /**
   * One depth-first search from vertex 0 (iterative, Tarjan's low points): the vertices it
   * reaches, and for each vertex the number of components that removing it leaves of its
   * component (1 for a vertex that is no cut vertex, 0 for a lone vertex).
   */
  private static final class Cuts {
    final int reached;
    final int[] componentsWithout;

    Cuts(NeighbourFunction graph, SearchMonitor monitor) {
      int n = graph.vertexCount();
      int[] disc = monitor.newInts(n);
      int[] low = monitor.newInts(n);
      int[] parent = monitor.newInts(n);
      int[] next = monitor.newInts(n);
      int[] count = monitor.newInts(n);
      int[][] neighbours = monitor.newArray(8L * n, () -> new int[n][]);
      int[] buffer = new int[Math.max(1, graph.maxDegree())];
      Arrays.fill(disc, -1);
      componentsWithout = monitor.newInts(n);
      int[] stack = monitor.newInts(n);
      int time = 0;
      int top = 0;
      stack[0] = 0;
      disc[0] = low[0] = time++;
      parent[0] = -1;
      neighbours[0] = Arrays.copyOf(buffer, graph.successors(0, buffer));
      while (top >= 0) {
        monitor.tick();
        int v = stack[top];
        if (next[v] < neighbours[v].length) {
          int u = neighbours[v][next[v]++];
          if (disc[u] < 0) {
            disc[u] = low[u] = time++;
            parent[u] = v;
            neighbours[u] = Arrays.copyOf(buffer, graph.successors(u, buffer));
            stack[++top] = u;
          } else if (u != parent[v] && disc[u] < low[v]) {
            low[v] = disc[u];
          }
          continue;
        }
        neighbours[v] = null;
        top--;
        int p = parent[v];
        if (p >= 0) {
          low[p] = Math.min(low[p], low[v]);
          if (low[v] >= disc[p]) {
            count[p]++; // v's subtree is cut off from the rest when p goes
          }
        }
      }
      reached = time;
      for (int v = 0; v < n; v++) {
        if (disc[v] < 0) {
          continue;
        }
        // The root's children are its components; elsewhere the subtrees cut off, plus the rest.
        componentsWithout[v] = parent[v] < 0 ? count[v] : count[v] + 1;
      }
    }
  }
}
