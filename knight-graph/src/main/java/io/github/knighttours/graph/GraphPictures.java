package io.github.knighttours.graph;

import static com.google.common.base.Preconditions.checkNotNull;

import java.util.List;
import java.util.concurrent.CancellationException;
import org.jgrapht.Graph;
import org.jgrapht.GraphPath;

/**
 * Draws a path or cycle on any JGraphT graph, as SVG or as a DOT file for Graphviz: the
 * vertices numbered in visiting order (1 for the first), the path's edges bold, the graph's
 * other edges thin and light, vertices off the path grey and without a number. This is the
 * picture of Pohl's 1967 paper, his Hamiltonian path on the Tutte graph:
 *
 * <pre>{@code
 * Graph<Integer, DefaultEdge> tutte = NamedGraphGenerator.tutteGraph();
 * GraphPath<Integer, DefaultEdge> path = HamiltonianPaths.find(tutte, Strategy.BACKTRACKING).orElseThrow();
 * Files.writeString(Path.of("tutte-path.svg"), GraphPictures.svg(path));
 * Files.writeString(Path.of("tutte-path.dot"), GraphPictures.dot(path));  // dot -Tpng tutte-path.dot
 * }</pre>
 *
 * <p>A path is a JGraphT {@link GraphPath} (drawn on its own {@link GraphPath#getGraph() graph},
 * with the edges it names) or a list of vertices (with, for each step, the edge that
 * {@link Graph#getEdge} gives). A list that ends with its first vertex, like the vertex list of a
 * cycle from {@link HamiltonianPaths#solveCycle}, is a cycle: its closing edge is drawn as part
 * of the path. The path need not visit every vertex, but it must be a path of the graph: every
 * vertex in the graph, none twice, and an edge for every step (from each vertex to the next, on
 * a directed graph). Graphs up to {@value #MAX_VERTICES} vertices and {@value #MAX_EDGES} edges
 * are drawn; larger pictures would not be readable.
 *
 * <p><b>SVG.</b> The vertices are placed by one of JGraphT's drawing algorithms (see
 * {@link GraphLayout}); the force-directed one starts from random places drawn from a seeded
 * generator, so a picture depends only on the graph (with the order of its vertex and edge
 * sets), the path and the seed. The SVG has a {@code viewBox} from {@code (0, 0)}, in which
 * every vertex is inside the picture. It contains, in drawing order: {@code <g class="edges">}
 * with one {@code <line class="edge">} per edge off the path; {@code <g class="path">} with one
 * {@code <line class="path-edge">} per edge of the path, in visiting order, each with its step
 * in {@code data-step} (the closing edge of a cycle also has the class {@code closing}); {@code
 * <g class="vertices">} with one {@code <circle>} per vertex, of class {@code vertex} (and
 * {@code start}, {@code end}) or {@code vertex off-path}, titled with the vertex's
 * {@code String.valueOf}; and {@code <g class="numbers">} with one {@code <text>} per vertex on
 * the path, its visiting number. Each edge of the graph is drawn once; self-loops are left out.
 * On a directed graph the edges end in arrowheads.
 *
 * <p><b>DOT.</b> {@code graph { … }} with {@code --} for an undirected graph, {@code digraph}
 * with {@code ->} for a directed one. One line per vertex, those of the path first in visiting
 * order, each with its visiting number as {@code label} (empty and grey for vertices off the
 * path) and its {@code String.valueOf} as {@code tooltip}; then one line per edge, those of the
 * path first in visiting order, with {@code style=bold} and a colour, then the others, light.
 * Vertex ids are the vertices' {@code String.valueOf}, in double quotes. If two vertices of the
 * graph have the same {@code String.valueOf}, every vertex's id is instead its position in
 * {@code graph.vertexSet()} (0, 1, 2, …), and the tooltips still show the original text. In
 * every quoted string, {@code \} is written {@code \\}, {@code "} is written {@code \"}, and
 * a line feed and a carriage return are written {@code \n} and {@code \r}: different vertices
 * always get different ids.
 *
 * <p>Performance: the force-directed layout does 300 rounds of O(V²) work, or above {@value
 * #EXACT_FORCES_MAX} vertices 100 rounds of O(V log V) by Barnes–Hut, plus O(E) a round: under
 * a second for the Tutte graph, one or two seconds at 300 to 1,000 vertices, about ten at
 * {@value #MAX_VERTICES} (measured on a shared 2-core machine). The circular layout, the DOT
 * text and the SVG text are O(V + E): milliseconds. The layout checks for
 * {@link Thread#isInterrupted() interruption} every round. Thread-safe; the graph must not
 * change during a call.
 */
public final class GraphPictures {

  /** The most vertices a graph may have to be drawn. */
  public static final int MAX_VERTICES = 5_000;

  /** The most edges a graph may have to be drawn. */
  public static final int MAX_EDGES = 50_000;

  /** The seed of the force-directed layout when none is given. */
  public static final long DEFAULT_SEED = 1;

  /**
   * The most vertices for which the force-directed layout computes every pair's push exactly;
   * larger graphs use the Barnes–Hut approximation.
   */
  public static final int EXACT_FORCES_MAX = 300;

  private GraphPictures() {}

  /**
   * Returns {@code path} on its graph as SVG, laid out by {@link GraphLayout#FR} with
   * {@link #DEFAULT_SEED}.
   *
   * @throws NullPointerException if {@code path} or its graph or vertex list is null
   * @throws IllegalArgumentException if the path is empty or not a path of its graph, or the
   *     graph is too large to draw
   * @throws CancellationException if the thread is interrupted during the layout (the thread
   *     stays interrupted)
   */
  public static <V, E> String svg(GraphPath<V, E> path) {
    return svg(path, GraphLayout.FR, DEFAULT_SEED);
  }

  /**
   * Returns {@code path} on its graph as SVG, laid out by {@code layout}; {@code seed} decides
   * the force-directed layout's starting places and is not used by the circular one.
   *
   * @throws NullPointerException if {@code path}, its graph or vertex list, or {@code layout} is
   *     null
   * @throws IllegalArgumentException if the path is empty or not a path of its graph, or the
   *     graph is too large to draw
   * @throws CancellationException if the thread is interrupted during the layout (the thread
   *     stays interrupted)
   */
  public static <V, E> String svg(GraphPath<V, E> path, GraphLayout layout, long seed) {
    checkNotNull(layout, "layout must not be null");
    return draw(PathOnGraph.of(path), layout, seed);
  }

  /**
   * Returns the path through {@code vertices} on {@code graph} as SVG, laid out by
   * {@code layout}; {@code seed} decides the force-directed layout's starting places and is not
   * used by the circular one. If the list ends with its first vertex, it is a cycle.
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if the list is empty or not a path of {@code graph}, or the
   *     graph is too large to draw
   * @throws CancellationException if the thread is interrupted during the layout (the thread
   *     stays interrupted)
   */
  public static <V, E> String svg(Graph<V, E> graph, List<V> vertices, GraphLayout layout, long seed) {
    checkNotNull(layout, "layout must not be null");
    return draw(PathOnGraph.of(graph, vertices), layout, seed);
  }

  /**
   * Returns {@code path} on its graph in Graphviz's DOT language.
   *
   * @throws NullPointerException if {@code path} or its graph or vertex list is null
   * @throws IllegalArgumentException if the path is empty or not a path of its graph, or the
   *     graph is too large to draw
   */
  public static <V, E> String dot(GraphPath<V, E> path) {
    return GraphDot.write(PathOnGraph.of(path));
  }

  /**
   * Returns the path through {@code vertices} on {@code graph} in Graphviz's DOT language. If
   * the list ends with its first vertex, it is a cycle.
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if the list is empty or not a path of {@code graph}, or the
   *     graph is too large to draw
   */
  public static <V, E> String dot(Graph<V, E> graph, List<V> vertices) {
    return GraphDot.write(PathOnGraph.of(graph, vertices));
  }

  private static <V, E> String draw(PathOnGraph<V, E> path, GraphLayout layout, long seed) {
    return GraphSvg.write(path, GraphPlacement.place(path, layout, seed));
  }

  /** Refuses, before any work, a graph too large for a readable picture. */
  static void checkSize(Graph<?, ?> graph) {
    int vertices = graph.vertexSet().size();
    if (vertices > MAX_VERTICES) {
      throw new IllegalArgumentException("graph has " + vertices + " vertices; pictures are drawn for at most "
          + MAX_VERTICES);
    }
    int edges = graph.edgeSet().size();
    if (edges > MAX_EDGES) {
      throw new IllegalArgumentException("graph has " + edges + " edges; pictures are drawn for at most "
          + MAX_EDGES);
    }
  }
}
