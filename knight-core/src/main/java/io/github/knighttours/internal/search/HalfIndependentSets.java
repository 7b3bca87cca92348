package io.github.knighttours.internal.search;

import io.github.knighttours.spi.NeighbourFunction;
import java.util.Arrays;

/**
 * Independent sets that hold exactly half the vertices of a bipartite graph with a perfect
 * matching, other than its two sides. The outer two rows of a 4 × n board are one: every knight
 * move from them lands on the inner rows. A Hamiltonian path never puts two vertices of an
 * independent set next to each other, so such a set leaves it almost no slack (see
 * {@link ExhaustiveSearch}).
 *
 * <p>How they are found: fix a perfect matching M. An independent set of half the vertices
 * takes exactly one end of every edge of M; say variable x<sub>b</sub> is true when it takes the
 * side-0 end b of b's matching edge. An edge bw outside M forbids taking both b and w, that is
 * x<sub>b</sub> implies x<sub>mate(w)</sub>. So the sets are exactly the subsets T of side 0
 * closed under the arcs b → mate(w), each giving the set T ∪ {mate(b) : b ∉ T}. T = all and
 * T = none give the two sides; a sink strongly connected component of the arcs is a smaller
 * closed T, and all but a source component is a larger one.
 *
 * <p>Performance: O(V · E) time for the matching (augmenting paths), O(V + E) for the
 * components; O(V) space. No recursion.
 */
final class HalfIndependentSets {

  private HalfIndependentSets() {}

  /**
   * Returns, for each vertex, a bit mask of the sets it belongs to (bit k for set k, at most
   * {@code maxSets} sets), or null if there is none besides the two sides or no perfect
   * matching. {@code side} is a proper two-colouring of the symmetric, connected {@code graph}.
   */
  static int[] find(NeighbourFunction graph, byte[] side, int maxSets) {
    int n = graph.vertexCount();
    int[] mate = perfectMatching(graph, side);
    if (mate == null) {
      return null;
    }
    int[] component = new int[n];
    int components = sideZeroComponents(graph, side, mate, component);
    if (components <= 1) {
      return null;
    }
    // A component is a sink if no arc leaves it, a source if none enters it.
    boolean[] hasOut = new boolean[components];
    boolean[] hasIn = new boolean[components];
    int[] buffer = new int[graph.maxDegree()];
    for (int b = 0; b < n; b++) {
      if (side[b] != 0) {
        continue;
      }
      int count = graph.successors(b, buffer);
      for (int i = 0; i < count; i++) {
        int w = buffer[i];
        if (w != mate[b] && component[mate[w]] != component[b]) {
          hasOut[component[b]] = true;
          hasIn[component[mate[w]]] = true;
        }
      }
    }
    int[] masks = new int[n];
    int sets = 0;
    for (int c = 0; c < components && sets < maxSets; c++) {
      // Sink c: T = c. Source c: T = everything but c.
      for (int kind = 0; kind < 2 && sets < maxSets; kind++) {
        boolean applies = kind == 0 ? !hasOut[c] : !hasIn[c];
        if (!applies) {
          continue;
        }
        int bit = 1 << sets;
        for (int b = 0; b < n; b++) {
          if (side[b] == 0) {
            boolean inT = (component[b] == c) == (kind == 0);
            masks[inT ? b : mate[b]] |= bit;
          }
        }
        if (isNew(masks, sets)) {
          sets++;
        } else {
          for (int v = 0; v < n; v++) {
            masks[v] &= ~bit;
          }
        }
      }
    }
    return sets == 0 ? null : masks;
  }

  /** Whether set {@code k} differs from each of the sets before it. */
  private static boolean isNew(int[] masks, int k) {
    for (int j = 0; j < k; j++) {
      boolean same = true;
      for (int v = 0; v < masks.length && same; v++) {
        same = (masks[v] >>> j & 1) == (masks[v] >>> k & 1);
      }
      if (same) {
        return false;
      }
    }
    return true;
  }

  /**
   * A perfect matching as each vertex's mate, or null if there is none. Augmenting paths from
   * each unmatched side-0 vertex, searched depth-first with an explicit stack.
   */
  private static int[] perfectMatching(NeighbourFunction graph, byte[] side) {
    int n = graph.vertexCount();
    int zeros = 0;
    for (byte s : side) {
      zeros += 1 - s;
    }
    if (2 * zeros != n) {
      return null;
    }
    int[] mate = new int[n];
    Arrays.fill(mate, -1);
    int[] buffer = new int[graph.maxDegree()];
    for (int b = 0; b < n; b++) {
      if (side[b] != 0) {
        continue;
      }
      int count = graph.successors(b, buffer);
      for (int i = 0; i < count; i++) {
        if (mate[buffer[i]] < 0) {
          mate[b] = buffer[i];
          mate[buffer[i]] = b;
          break;
        }
      }
    }
    int[] seen = new int[n];
    int[] stack = new int[zeros];
    int[] next = new int[zeros];
    int[] via = new int[zeros];
    int round = 0;
    for (int b = 0; b < n; b++) {
      if (side[b] != 0 || mate[b] >= 0) {
        continue;
      }
      round++;
      int top = 0;
      stack[0] = b;
      next[0] = 0;
      boolean augmented = false;
      while (top >= 0 && !augmented) {
        int u = stack[top];
        int count = graph.successors(u, buffer);
        boolean pushed = false;
        while (next[top] < count) {
          int w = buffer[next[top]++];
          if (seen[w] == round) {
            continue;
          }
          seen[w] = round;
          via[top] = w;
          if (mate[w] < 0) {
            for (int level = top; level >= 0; level--) {
              mate[stack[level]] = via[level];
              mate[via[level]] = stack[level];
            }
            augmented = true;
          } else {
            stack[++top] = mate[w];
            next[top] = 0;
          }
          pushed = true;
          break;
        }
        if (!pushed) {
          top--;
        }
      }
      if (!augmented) {
        return null;
      }
    }
    return mate;
  }

  /**
   * Strongly connected components of the side-0 vertices under the arcs b → mate(w), for each
   * edge bw outside the matching (Tarjan's algorithm with an explicit stack). Writes each
   * side-0 vertex's component to {@code component} and returns the number of components.
   */
  private static int sideZeroComponents(NeighbourFunction graph, byte[] side, int[] mate, int[] component) {
    int n = graph.vertexCount();
    int[] index = new int[n];
    int[] low = new int[n];
    boolean[] onStack = new boolean[n];
    int[] sccStack = new int[n];
    int[] callStack = new int[n];
    int[] next = new int[n];
    int[] buffer = new int[graph.maxDegree()];
    int counter = 0;
    int components = 0;
    int sccTop = 0;
    for (int root = 0; root < n; root++) {
      if (side[root] != 0 || index[root] != 0) {
        continue;
      }
      int top = 0;
      callStack[0] = root;
      next[0] = 0;
      index[root] = ++counter;
      low[root] = counter;
      sccStack[sccTop++] = root;
      onStack[root] = true;
      while (top >= 0) {
        int b = callStack[top];
        int count = graph.successors(b, buffer);
        boolean descended = false;
        while (next[top] < count) {
          int w = buffer[next[top]++];
          if (w == mate[b]) {
            continue;
          }
          int c = mate[w];
          if (index[c] == 0) {
            index[c] = ++counter;
            low[c] = counter;
            sccStack[sccTop++] = c;
            onStack[c] = true;
            callStack[++top] = c;
            next[top] = 0;
            descended = true;
            break;
          }
          if (onStack[c]) {
            low[b] = Math.min(low[b], index[c]);
          }
        }
        if (descended) {
          continue;
        }
        if (low[b] == index[b]) {
          int c;
          do {
            c = sccStack[--sccTop];
            onStack[c] = false;
            component[c] = components;
          } while (c != b);
          components++;
        }
        top--;
        if (top >= 0) {
          int parent = callStack[top];
          low[parent] = Math.min(low[parent], low[b]);
        }
      }
    }
    return components;
  }
}
