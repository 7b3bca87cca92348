package io.github.knighttours.graph;

import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CancellationException;
import org.jgrapht.Graph;
import org.jgrapht.alg.drawing.CircularLayoutAlgorithm2D;
import org.jgrapht.alg.drawing.FRLayoutAlgorithm2D;
import org.jgrapht.alg.drawing.IndexedFRLayoutAlgorithm2D;
import org.jgrapht.alg.drawing.LayoutAlgorithm2D;
import org.jgrapht.alg.drawing.model.Box2D;
import org.jgrapht.alg.drawing.model.LayoutModel2D;
import org.jgrapht.alg.drawing.model.MapLayoutModel2D;
import org.jgrapht.alg.drawing.model.Point2D;

/**
 * Places the vertices of a graph for a picture with JGraphT's drawing algorithms, in a square
 * of side {@link #side} whose corner is at (0, 0), every vertex at least {@link #MARGIN} from
 * its border.
 */
final class GraphPlacement<V> {

  /** Radius of a vertex's circle, in picture units. */
  static final double VERTEX_RADIUS = 12;

  /** Space between the layout's area and the picture's border: a vertex's circle and a gap. */
  static final double MARGIN = VERTEX_RADIUS + 6;

  /** Rounds of the exact force-directed layout: more than JGraphT's 100, so that vertices do not overlap. */
  static final int FR_ROUNDS = 300;

  /** Rounds of the Barnes–Hut layout of larger graphs (JGraphT's default). */
  static final int INDEXED_FR_ROUNDS = FRLayoutAlgorithm2D.DEFAULT_ITERATIONS;

  /**
   * Side of the force-directed layout's area per square root of the vertex count; the ideal
   * edge length is {@link #FR_NORMALIZATION} times this.
   */
  private static final double FR_SPACING = 100;

  /**
   * JGraphT's normalization factor for the ideal edge length. Below its default 0.5, so that the
   * vertices settle inside the area instead of being pushed against its border.
   */
  private static final double FR_NORMALIZATION = 0.35;

  /** Length of circle between neighbours on the circular layout. */
  private static final double CIRCLE_SPACING = 3.5 * VERTEX_RADIUS;

  /** Smallest side of the layout's area, so that tiny graphs are not cramped. */
  private static final double MIN_AREA_SIDE = 240;

  private final Map<V, double[]> points;
  private final double side;

  private GraphPlacement(Map<V, double[]> points, double side) {
    this.points = points;
    this.side = side;
  }

  /** Places the vertices of {@code path}'s graph by {@code layout}. */
  static <V, E> GraphPlacement<V> place(PathOnGraph<V, E> path, GraphLayout layout, long seed) {
    Graph<V, E> graph = path.graph();
    int n = graph.vertexSet().size();
    double area;
    LayoutAlgorithm2D<V, E> algorithm;
    if (layout == GraphLayout.CIRCULAR) {
      double radius = Math.max(MIN_AREA_SIDE / 2, n * CIRCLE_SPACING / (2 * Math.PI));
      area = 2 * radius;
      algorithm = new CircularLayoutAlgorithm2D<>(radius, visitingOrder(path));
    } else {
      area = Math.max(MIN_AREA_SIDE, FR_SPACING * Math.sqrt(n));
      Random random = new Random(seed);
      algorithm = n <= GraphPictures.EXACT_FORCES_MAX
          ? new InterruptibleFr<>(random)
          : new InterruptibleIndexedFr<>(random);
    }
    LayoutModel2D<V> model = new MapLayoutModel2D<>(Box2D.of(0, 0, area, area));
    algorithm.layout(graph, model);
    Map<V, double[]> points = new LinkedHashMap<>();
    for (V v : graph.vertexSet()) {
      Point2D p = model.get(v);
      double x = p == null ? Double.NaN : p.getX();
      double y = p == null ? Double.NaN : p.getY();
      if (!Double.isFinite(x) || !Double.isFinite(y)) {
        // Should not happen; the middle of the area keeps the picture valid if it does.
        x = area / 2;
        y = area / 2;
      }
      x = Math.min(area, Math.max(0, x));
      y = Math.min(area, Math.max(0, y));
      points.put(v, new double[] {MARGIN + x, MARGIN + y});
    }
    return new GraphPlacement<>(points, area + 2 * MARGIN);
  }

  /** The path's vertices first, in visiting order, then the others in the graph's order. */
  private static <V, E> Comparator<V> visitingOrder(PathOnGraph<V, E> path) {
    Map<V, Integer> rank = new HashMap<>();
    int next = 0;
    for (V v : path.order()) {
      rank.put(v, next++);
    }
    for (V v : path.graph().vertexSet()) {
      if (!rank.containsKey(v)) {
        rank.put(v, next++);
      }
    }
    return Comparator.comparingInt(rank::get);
  }

  /** The point of {@code v}: {@code {x, y}}, y growing downwards. */
  double[] point(V v) {
    return points.get(v);
  }

  /** The side of the square picture. */
  double side() {
    return side;
  }

  private static void checkInterrupted() {
    if (Thread.currentThread().isInterrupted()) {
      throw new CancellationException("the graph layout was interrupted");
    }
  }

  /** JGraphT's force-directed layout, stopping between rounds when the thread is interrupted. */
  private static final class InterruptibleFr<V, E> extends FRLayoutAlgorithm2D<V, E> {
    InterruptibleFr(Random random) {
      super(FR_ROUNDS, FR_NORMALIZATION, random);
    }

    @Override
    protected Map<V, Point2D> calculateRepulsiveForces(Graph<V, E> graph, LayoutModel2D<V> model) {
      checkInterrupted();
      return super.calculateRepulsiveForces(graph, model);
    }
  }

  /** The Barnes–Hut variant, stopping between rounds when the thread is interrupted. */
  private static final class InterruptibleIndexedFr<V, E> extends IndexedFRLayoutAlgorithm2D<V, E> {
    InterruptibleIndexedFr(Random random) {
      super(INDEXED_FR_ROUNDS, DEFAULT_THETA_FACTOR, FR_NORMALIZATION, random);
    }

    @Override
    protected Map<V, Point2D> calculateRepulsiveForces(Graph<V, E> graph, LayoutModel2D<V> model) {
      checkInterrupted();
      return super.calculateRepulsiveForces(graph, model);
    }
  }
}
