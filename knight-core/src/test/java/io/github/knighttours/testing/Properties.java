package io.github.knighttours.testing;

import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;

import io.github.knighttours.Board;
import io.github.knighttours.Square;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.quicktheories.core.Gen;
import org.quicktheories.core.RandomnessSource;
import org.quicktheories.impl.Constraint;

/**
 * The one place that knows the property-testing engine (QuickTheories). Tests describe inputs
 * in the library's terms and this class generates them, with shrinking and a fixed seed, so
 * that the engine can be swapped without touching the tests.
 *
 * <p>Graphs come as {@link GraphSpec}s, which name no graph library: modules that test graph
 * code (knight-graph) build their own graphs from them. Graph generators draw every choice
 * (vertex count, permutation, each edge) from the engine, so that a failing graph shrinks
 * towards fewer vertices, fewer edges and the identity numbering.
 */
public final class Properties {

  /** Every run generates the same examples, so that a failure can be reproduced. */
  private static final long SEED = 20261121L;

  private Properties() {}

  /**
   * Checks {@code property} on {@code examples} random boards of 1 to {@code maxRows} rows and
   * 1 to {@code maxCols} columns, each with a random start square. Shrinks a failing case
   * towards small boards and the corner.
   */
  public static void forAllBoardsAndStarts(int maxRows, int maxCols, int examples, Consumer<BoardStart> property) {
    qt().withFixedSeed(SEED).withExamples(examples).forAll(boardsAndStarts(maxRows, maxCols)).checkAssert(property);
  }

  /**
   * Checks {@code property} on {@code examples} random boards of {@code minSide} to
   * {@code maxRows} rows and {@code minSide} to {@code maxCols} columns, each with a random start
   * square. Shrinks a failing case towards small boards and the corner.
   *
   * @throws IllegalArgumentException if {@code minSide} is below 1 or above a maximum
   */
  public static void forAllBoardsAndStarts(
      int minSide, int maxRows, int maxCols, int examples, Consumer<BoardStart> property) {
    check(minSide >= 1 && minSide <= maxRows && minSide <= maxCols, "need 1 <= minSide <= maxRows, maxCols");
    qt().withFixedSeed(SEED)
        .withExamples(examples)
        .forAll(boardsAndStarts(minSide, maxRows, maxCols))
        .checkAssert(property);
  }

  /**
   * Checks {@code property} on {@code examples} random boards three or four squares wide and
   * {@code minLength} to {@code maxLength} long, lying or standing, each with a random start
   * square. Shrinks a failing case towards short boards and the corner.
   *
   * @throws IllegalArgumentException unless {@code 1 <= minLength <= maxLength}
   */
  public static void forAllNarrowBoardsAndStarts(
      int minLength, int maxLength, int examples, Consumer<BoardStart> property) {
    check(minLength >= 1 && minLength <= maxLength, "need 1 <= minLength <= maxLength");
    Gen<Board> boards =
        integers()
            .between(3, 4)
            .zip(integers().between(minLength, maxLength), integers().between(0, 1),
                (width, length, standing) -> standing == 1 ? Board.of(length, width) : Board.of(width, length));
    qt().withFixedSeed(SEED).withExamples(examples).forAll(startsOn(boards)).checkAssert(property);
  }

  private static Gen<BoardStart> boardsAndStarts(int maxRows, int maxCols) {
    return boardsAndStarts(1, maxRows, maxCols);
  }

  private static Gen<BoardStart> boardsAndStarts(int minSide, int maxRows, int maxCols) {
    return startsOn(integers().between(minSide, maxRows).zip(integers().between(minSide, maxCols), Board::of));
  }

  private static Gen<BoardStart> startsOn(Gen<Board> boards) {
    return boards
        .<BoardStart>flatMap(
            board ->
                integers()
                    .between(0, board.rows() - 1)
                    .zip(
                        integers().between(0, board.cols() - 1),
                        (row, col) -> new BoardStart(board, Square.of(row, col))))
        .describedAs(BoardStart::toString);
  }

  /**
   * Checks {@code property} on {@code examples} random graphs of 1 to {@code maxVertices}
   * vertices that contain a Hamiltonian path: a random order of the vertices with an edge from
   * each to the next (read as arcs, the path runs forwards), plus up to
   * {@code extraEdgeFactor × vertexCount} random extra edges in random directions.
   *
   * @throws IllegalArgumentException if {@code maxVertices < 1} or {@code extraEdgeFactor < 0}
   */
  public static void forAllGraphsWithPlantedPath(
      int maxVertices, int extraEdgeFactor, int examples, Consumer<GraphSpec> property) {
    check(maxVertices >= 1 && extraEdgeFactor >= 0, "need maxVertices >= 1 and extraEdgeFactor >= 0");
    check(examples, graphsWithPlantedPath(maxVertices, extraEdgeFactor), property);
  }

  /**
   * Checks {@code property} on {@code examples} random graphs of 1 to {@code maxVertices}
   * vertices, from empty to complete: a random density, then each ordered pair of vertices an
   * edge with that probability. No planted path.
   *
   * @throws IllegalArgumentException if {@code maxVertices < 1}
   */
  public static void forAllSmallGraphs(int maxVertices, int examples, Consumer<GraphSpec> property) {
    check(maxVertices >= 1, "need maxVertices >= 1");
    check(examples, smallGraphs(maxVertices), property);
  }

  /**
   * Checks {@code property} on {@code examples} random graphs of 2 to {@code maxVertices}
   * vertices that, read as undirected graphs, have no Hamiltonian path for a reason one can
   * see at once. Each is built as one of:
   *
   * <ul>
   *   <li>a random graph plus one vertex without edges;
   *   <li>a random graph plus three or more vertices of degree one, each joined to a vertex of
   *       the random graph;
   *   <li>two random graphs side by side, with no edge between them.
   * </ul>
   *
   * Then the vertices are numbered in a random order. Graphs of the first and last kind are
   * disconnected, so they have no Hamiltonian path as directed graphs either.
   *
   * @throws IllegalArgumentException if {@code maxVertices < 4}
   */
  public static void forAllGraphsWithoutHamiltonianPath(int maxVertices, int examples, Consumer<GraphSpec> property) {
    check(maxVertices >= 4, "need maxVertices >= 4");
    check(examples, graphsWithoutHamiltonianPath(maxVertices), property);
  }

  private static void check(int examples, Gen<GraphSpec> graphs, Consumer<GraphSpec> property) {
    qt().withFixedSeed(SEED).withExamples(examples).forAll(graphs.describedAs(GraphSpec::toString)).checkAssert(property);
  }

  private static void check(boolean condition, String message) {
    if (!condition) {
      throw new IllegalArgumentException(message);
    }
  }

  private static Gen<GraphSpec> graphsWithPlantedPath(int maxVertices, int extraEdgeFactor) {
    return in -> {
      int n = draw(in, 1, maxVertices);
      int[] path = permutation(in, n);
      List<int[]> edges = new ArrayList<>();
      for (int i = 1; i < n; i++) {
        edges.add(new int[] {path[i - 1], path[i]});
      }
      int extra = n < 2 ? 0 : draw(in, 0, extraEdgeFactor * n);
      for (int i = 0; i < extra; i++) {
        int u = draw(in, 0, n - 1);
        int v = draw(in, 0, n - 2);
        edges.add(new int[] {u, v >= u ? v + 1 : v});
      }
      return new GraphSpec(n, edges.toArray(new int[0][]), path);
    };
  }

  private static Gen<GraphSpec> smallGraphs(int maxVertices) {
    return in -> {
      int n = draw(in, 1, maxVertices);
      List<int[]> edges = new ArrayList<>();
      addRandomEdges(in, identity(n), edges);
      return new GraphSpec(n, edges.toArray(new int[0][]), null);
    };
  }

  private static Gen<GraphSpec> graphsWithoutHamiltonianPath(int maxVertices) {
    return in -> {
      List<int[]> edges = new ArrayList<>();
      int n;
      switch (draw(in, 0, 2)) {
        case 0: // a vertex without edges: the last one
          n = draw(in, 2, maxVertices);
          addRandomEdges(in, identity(n - 1), edges);
          break;
        case 1: // vertices 0 .. core-1 form a random graph; every later vertex is a leaf
          int core = draw(in, 1, maxVertices - 3);
          n = core + draw(in, 3, maxVertices - core);
          addRandomEdges(in, identity(core), edges);
          for (int leaf = core; leaf < n; leaf++) {
            edges.add(new int[] {leaf, draw(in, 0, core - 1)});
          }
          break;
        default: // vertices 0 .. a-1 and a .. n-1 form two random graphs
          int a = draw(in, 1, maxVertices - 1);
          n = a + draw(in, 1, maxVertices - a);
          addRandomEdges(in, range(0, a), edges);
          addRandomEdges(in, range(a, n), edges);
          break;
      }
      int[] label = permutation(in, n);
      int[][] relabelled = new int[edges.size()][];
      for (int i = 0; i < relabelled.length; i++) {
        relabelled[i] = new int[] {label[edges.get(i)[0]], label[edges.get(i)[1]]};
      }
      return new GraphSpec(n, relabelled, null);
    };
  }

  /** Adds each ordered pair of {@code vertices} as an edge with one random probability; shrinks towards no edges. */
  private static void addRandomEdges(RandomnessSource in, int[] vertices, List<int[]> edges) {
    int percent = draw(in, 0, 100);
    for (int u : vertices) {
      for (int v : vertices) {
        if (u != v && in.next(Constraint.between(0, 99).withShrinkPoint(99)) < percent) {
          edges.add(new int[] {u, v});
        }
      }
    }
  }

  /** A random permutation of {@code 0 .. n-1} (Fisher–Yates); shrinks towards the identity. */
  private static int[] permutation(RandomnessSource in, int n) {
    int[] p = identity(n);
    for (int i = n - 1; i > 0; i--) {
      int j = (int) in.next(Constraint.between(0, i).withShrinkPoint(i));
      int t = p[i];
      p[i] = p[j];
      p[j] = t;
    }
    return p;
  }

  private static int draw(RandomnessSource in, int min, int max) {
    return (int) in.next(Constraint.between(min, max).withShrinkPoint(min));
  }

  private static int[] identity(int n) {
    return range(0, n);
  }

  private static int[] range(int from, int to) {
    int[] r = new int[to - from];
    for (int i = 0; i < r.length; i++) {
      r[i] = from + i;
    }
    return r;
  }
}
