package io.github.knighttours;

import io.github.knighttours.shapes.Board3d;
import io.github.knighttours.shapes.Cell;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import io.github.knighttours.spi.Shape;
import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.RandomAccess;
import java.util.function.BooleanSupplier;

/**
 * A tour of any {@link Shape}: a Hamiltonian path of its moves, or a cycle. The tour of a 2-D
 * board is a {@link Tour}; 3-D boards and graphs (module knight-graph) get this type with their
 * own labels. It keeps the vertex numbers (4 bytes a vertex) and makes labels when asked, so the
 * tour of a huge board costs no object per square. Every instance has been validated against
 * the shape's {@link Shape#isMove move check}. Immutable and thread-safe.
 *
 * <pre>{@code
 * Board3d cube = Board3d.of(4, 4, 4);
 * PathResult<Cell> r = KnightTours.solvePath(PathRequest.builder(cube).start(new Cell(0, 0, 0)).build());
 * List<Cell> cells = r.hamiltonianPath().orElseThrow().labels();
 * }</pre>
 *
 * @param <L> the label type
 */
public class HamiltonianPath<L> {

  private final Shape<L> shape;
  private final int[] path;
  private final boolean closed;

  HamiltonianPath(Shape<L> shape, int[] path, boolean closed) {
    this.shape = shape;
    this.path = path;
    this.closed = closed;
  }

  /**
   * Returns the tour that visits {@code labels} in order on {@code shape}; with {@code closed}, a
   * cycle (the last label a move from the first, which is not repeated).
   *
   * @throws NullPointerException if an argument or a label is null
   * @throws IllegalArgumentException if {@code labels} is not such a tour; the message says the
   *     first thing wrong
   */
  public static <L> HamiltonianPath<L> of(Shape<L> shape, List<L> labels, TourKind kind) {
    checkNotNull(shape, "shape must not be null");
    checkNotNull(labels, "labels must not be null");
    checkNotNull(kind, "kind must not be null");
    int[] path = new int[labels.size()];
    for (int i = 0; i < path.length; i++) {
      L label = checkNotNull(labels.get(i), "label %s must not be null", i);
      path[i] = shape.indexOf(label);
    }
    return ofPath(shape, path, kind == TourKind.CLOSED, () -> false, TourValidator.DIRECT);
  }

  /**
   * Wraps a path of vertex numbers, which the tour then owns, after checking it: the one check of
   * every found tour. A board's tour is a {@link Tour}, checked by the board's own validator with
   * its large array made by {@code arrays} (a search's own allocation).
   *
   * @throws IllegalArgumentException if it is not a tour of the kind
   * @throws java.util.concurrent.CancellationException if {@code stop} said so during the check
   */
  @SuppressWarnings("unchecked")
  static <L> HamiltonianPath<L> ofPath(
      Shape<L> shape, int[] path, boolean closed, BooleanSupplier stop, TourValidator.ArrayMaker arrays) {
    if (shape instanceof Board board) {
      Tour tour = Tour.ofPath(board, path, stop, arrays);
      checkArgument(!closed || tour.isClosed(), "its last square, %s, is no move from its first, %s", tour.end(), tour.start());
      return (HamiltonianPath<L>) tour;
    }
    String problem = problem(shape, path, closed, stop, arrays);
    checkArgument(problem == null, "not %s tour of %s: %s", closed ? "a closed" : "an open", shape, problem);
    int n = path.length;
    // Like a board's tour, closed when it closes, whatever was asked.
    return new HamiltonianPath<>(shape, path, closed || (n >= 3 && shape.isMove(path[n - 1], path[0])));
  }

  /**
   * The first thing that keeps {@code path} from being a tour of {@code shape}, or null: the one
   * check of every shape's tours (a board's {@link TourValidator} adds its own geometry).
   */
  static <L> String problem(
      Shape<L> shape, int[] path, boolean closed, BooleanSupplier stop, TourValidator.ArrayMaker arrays) {
    int n = shape.vertexCount();
    if (path.length != n) {
      return path.length + " vertices, not the " + n + " of " + shape;
    }
    if (closed && n < 3 && !(n == 2 && shape.isMove(path[0], path[1]) && shape.isMove(path[1], path[0]))) {
      return "a closed tour needs at least 3 vertices (2 with moves both ways)";
    }
    int words = (n + 63) >>> 6;
    long[] seen = arrays.make(8L * words, () -> new long[words]);
    for (int i = 0; i < n; i++) {
      if ((i & 0xFFFF) == 0 && stop.getAsBoolean()) {
        throw new java.util.concurrent.CancellationException("stopped while checking the tour");
      }
      int v = path[i];
      if (v < 0 || v >= n) {
        return "step " + i + " names vertex " + v + ", not one of 0.." + (n - 1);
      }
      if ((seen[v >>> 6] & (1L << v)) != 0) {
        return shape.label(v) + " is visited twice, the second time at step " + i;
      }
      seen[v >>> 6] |= 1L << v;
      if (i > 0 && !shape.isMove(path[i - 1], v)) {
        return "step " + i + ", " + shape.label(path[i - 1]) + " to " + shape.label(v) + ", is not a move";
      }
    }
    if (closed && !shape.isMove(path[n - 1], path[0])) {
      return "the last vertex, " + shape.label(path[n - 1]) + ", is no move from the first, " + shape.label(path[0]);
    }
    return null;
  }

  /** Returns the shape this tour covers. */
  public Shape<L> shape() {
    return shape;
  }

  /** Returns the labels in visiting order, as an unmodifiable list made lazily (no copy). */
  public List<L> labels() {
    return new Labels();
  }

  /** Returns the first label. */
  public L start() {
    return shape.label(path[0]);
  }

  /** Returns the last label; on a closed tour, the one before the start again. */
  public L end() {
    return shape.label(path[path.length - 1]);
  }

  /** Returns the number of vertices visited, which is the shape's vertex count. */
  public int size() {
    return path.length;
  }

  /** Returns the vertex number of the tour's {@code i}-th label. */
  public int vertex(int i) {
    return path[i];
  }

  /** Returns the vertex numbers in visiting order, a copy. */
  public int[] vertices() {
    return path.clone();
  }

  /** Returns true if the last vertex is a move from the first, so the tour is a cycle. */
  public boolean isClosed() {
    return closed;
  }

  /** The vertex numbers, not copied: for this package. */
  final int[] path() {
    return path;
  }

  /** Returns a one-line summary: kind, shape, first and last label. */
  @Override
  public String toString() {
    return (closed ? "closed" : "open") + " tour of " + shape + " from " + start() + " to " + end();
  }

  /** Two tours are equal when they visit the same vertices of equal shapes in the same order. */
  @Override
  public boolean equals(Object other) {
    return other instanceof HamiltonianPath<?> that && shape.equals(that.shape) && Arrays.equals(path, that.path);
  }

  @Override
  public int hashCode() {
    return 31 * shape.hashCode() + Arrays.hashCode(path);
  }

  private final class Labels extends AbstractList<L> implements RandomAccess {
    @Override
    public L get(int index) {
      return shape.label(path[index]);
    }

    @Override
    public int size() {
      return path.length;
    }
  }
}
