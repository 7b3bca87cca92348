package io.github.knighttours.testing;

import io.github.knighttours.Board;
import io.github.knighttours.Square;
import io.github.knighttours.shapes.Board3d;
import io.github.knighttours.spi.NeighbourFunction;
import io.github.knighttours.spi.Shape;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The shapes of the contract's matrix, each small enough (at most {@value #MAX_VERTICES} vertices)
 * for {@link #hasPath} to settle every question exactly, and an oracle that does: Held and Karp's
 * dynamic programme over subsets, written against the public neighbour function only.
 */
public final class SmallShapes {

  /** The most vertices a shape of the matrix has: 2^16 subsets keep the oracle instant. */
  public static final int MAX_VERTICES = 16;

  private SmallShapes() {}

  /**
   * Every kind of shape the library has, small: the plain rectangle, a torus, a cylinder, holes,
   * another leaper, a 3-D board, and two graphs given only as neighbour functions (undirected:
   * Petersen's, which has Hamiltonian paths and no Hamiltonian cycle; directed: a one-way cycle
   * with chords).
   */
  public static List<Shape<?>> all() {
    List<Shape<?>> shapes = new ArrayList<>();
    shapes.add(Board.of(3, 4));
    shapes.add(Board.of(4, 4));
    shapes.add(Board.torus(4, 4));
    shapes.add(Board.cylinder(3, 4));
    shapes.add(Board.of(4, 4).withHoles(List.of(Square.parse("b2"))));
    shapes.add(Board.of(4, 4).withLeaper(1, 1)); // the fers: diagonal steps, two components
    shapes.add(Board.of(3, 5).withLeaper(0, 1)); // the wazir: the grid graph
    shapes.add(Board3d.of(2, 2, 4));
    shapes.add(petersen());
    shapes.add(oneWayCycleWithChords(8));
    return shapes;
  }

  /** Petersen's graph: 10 vertices, cubic, a Hamiltonian path from every vertex and no Hamiltonian cycle. */
  public static Shape<Integer> petersen() {
    int[][] adjacency = new int[10][];
    for (int i = 0; i < 5; i++) {
      // Outer 5-cycle 0..4, spokes i to 5+i, inner pentagram 5+i to 5+(i+2)%5.
      adjacency[i] = new int[] {(i + 1) % 5, (i + 4) % 5, 5 + i};
      adjacency[5 + i] = new int[] {i, 5 + (i + 2) % 5, 5 + (i + 3) % 5};
    }
    return new ListShape("Petersen's graph", adjacency, null);
  }

  /**
   * A directed graph on {@code n} vertices: arcs i → i+1 (mod n) and i → i+3 (mod n) for even i;
   * Hamiltonian cycles exist (the one-way cycle), and paths only along its arcs.
   */
  public static Shape<Integer> oneWayCycleWithChords(int n) {
    int[][] out = new int[n][];
    List<List<Integer>> in = new ArrayList<>();
    for (int v = 0; v < n; v++) {
      in.add(new ArrayList<>());
    }
    for (int v = 0; v < n; v++) {
      out[v] = v % 2 == 0 ? new int[] {(v + 1) % n, (v + 3) % n} : new int[] {(v + 1) % n};
      for (int u : out[v]) {
        in.get(u).add(v);
      }
    }
    int[][] inArrays = in.stream().map(l -> l.stream().mapToInt(Integer::intValue).toArray()).toArray(int[][]::new);
    return new ListShape("a one-way " + n + "-cycle with chords", out, inArrays);
  }

  /**
   * Returns true if {@code graph} has a Hamiltonian path from {@code start} (to {@code end} if it is
   * not negative), or with {@code closed} a Hamiltonian cycle through it: exactly, by Held and
   * Karp's programme over the subsets of vertices.
   *
   * @throws IllegalArgumentException if the graph has more than {@value #MAX_VERTICES} vertices
   */
  public static boolean hasPath(NeighbourFunction graph, int start, int end, boolean closed) {
    int n = graph.vertexCount();
    if (n > MAX_VERTICES) {
      throw new IllegalArgumentException("the oracle takes at most " + MAX_VERTICES + " vertices, got " + n);
    }
    if (closed && n < 3) {
      // Two vertices close a cycle only with arcs both ways, which the library counts for directed graphs.
      return n == 2 && !graph.isSymmetric() && arc(graph, 0, 1) && arc(graph, 1, 0);
    }
    // ends[mask]: the set of vertices on which a path from start covering exactly mask can end.
    int[] ends = new int[1 << n];
    ends[1 << start] = 1 << start;
    int[] buffer = new int[graph.maxDegree()];
    for (int mask = 1; mask < 1 << n; mask++) {
      int at = ends[mask];
      for (int v = 0; v < n && at != 0; v++) {
        if ((at & (1 << v)) == 0) {
          continue;
        }
        int count = graph.successors(v, buffer);
        for (int i = 0; i < count; i++) {
          int u = buffer[i];
          if ((mask & (1 << u)) == 0) {
            ends[mask | (1 << u)] |= 1 << u;
          }
        }
      }
    }
    int full = ends[(1 << n) - 1];
    if (closed) {
      for (int v = 0; v < n; v++) {
        if ((full & (1 << v)) != 0 && arc(graph, v, start)) {
          return true;
        }
      }
      return false;
    }
    return end >= 0 ? (full & (1 << end)) != 0 : full != 0;
  }

  private static boolean arc(NeighbourFunction graph, int from, int to) {
    return graph.hasSuccessor(from, to, new int[graph.maxDegree()]);
  }

  /** A graph given by lists, labelled by its vertex numbers. */
  private static final class ListShape implements Shape<Integer>, NeighbourFunction {
    private final String name;
    private final int[][] out;
    private final int[][] in;
    private final int maxDegree;

    ListShape(String name, int[][] out, int[][] in) {
      this.name = name;
      this.out = out;
      this.in = in;
      this.maxDegree =
          Math.max(
              Arrays.stream(out).mapToInt(a -> a.length).max().orElse(0),
              in == null ? 0 : Arrays.stream(in).mapToInt(a -> a.length).max().orElse(0));
    }

    @Override
    public NeighbourFunction graph() {
      return this;
    }

    @Override
    public Integer label(int vertex) {
      return vertex;
    }

    @Override
    public int indexOf(Integer label) {
      if (label < 0 || label >= out.length) {
        throw new IllegalArgumentException("vertex " + label + " is not one of 0.." + (out.length - 1));
      }
      return label;
    }

    @Override
    public int vertexCount() {
      return out.length;
    }

    @Override
    public int maxDegree() {
      return Math.max(1, maxDegree);
    }

    @Override
    public int successors(int v, int[] result) {
      System.arraycopy(out[v], 0, result, 0, out[v].length);
      return out[v].length;
    }

    @Override
    public boolean isSymmetric() {
      return in == null;
    }

    @Override
    public int predecessors(int v, int[] result) {
      if (in == null) {
        return successors(v, result);
      }
      System.arraycopy(in[v], 0, result, 0, in[v].length);
      return in[v].length;
    }

    @Override
    public String toString() {
      return name;
    }
  }
}
