package io.github.knighttours.spi;

/**
 * A finite graph on the vertices {@code 0 .. vertexCount() - 1} whose neighbours are produced on
 * demand: the contract every solver of this library searches.
 *
 * <p>In the spirit of Guava's {@code SuccessorsFunction}, with ints: a knight board computes its
 * moves from the offsets and a bounds check ({@link io.github.knighttours.Board#graph()}), a 3-D
 * board likewise, and knight-graph answers for a JGraphT graph from compact arrays made once.
 * Nothing here asks for an adjacency matrix or a list of lists of the whole graph, so a board of
 * 10<sup>8</sup> squares costs no memory until a search makes its own arrays.
 *
 * <pre>{@code
 * NeighbourFunction cycle = new NeighbourFunction() {  // the cycle on 5 vertices
 *   public int vertexCount() { return 5; }
 *   public int maxDegree() { return 2; }
 *   public int successors(int v, int[] out) {
 *     out[0] = (v + 1) % 5;
 *     out[1] = (v + 4) % 5;
 *     return 2;
 *   }
 * };
 * }</pre>
 *
 * <p>Implementations list each successor once, never list a vertex as its own successor, and
 * always list a vertex's successors in the same order (the searches' fixed tie-break order).
 * They must be safe to read from several threads at once. A graph is undirected (symmetric)
 * unless {@link #isSymmetric()} says otherwise, in which case {@link #predecessors} lists the
 * arcs into a vertex.
 *
 * <p>Performance: the searches call {@link #successors} once or a few times per step, so it
 * should take time proportional to the degree and allocate nothing.
 */
public interface NeighbourFunction {

  /** Returns the number of vertices. */
  int vertexCount();

  /** Returns an upper bound on the number of successors, and of predecessors, of any vertex. */
  int maxDegree();

  /**
   * Writes the successors of {@code v} to {@code out} from index 0 and returns how many there
   * are. {@code out} has room for at least {@link #maxDegree()} vertices.
   */
  int successors(int v, int[] out);

  /**
   * Returns how messages name vertex {@code v} for the user: the square of a board, the vertex of
   * a graph as its caller labelled it. Every graph a user's request reaches overrides it; the
   * default, "vertex " and the index from 0, is for graphs that only the library sees.
   */
  default String vertexName(int v) {
    return "vertex " + v;
  }

  /**
   * Writes the number of successors of every vertex to {@code out}. The default asks
   * {@link #successors} for each vertex; implementations may do it faster.
   */
  default void outDegrees(int[] out) {
    int[] buffer = new int[maxDegree()];
    for (int v = 0; v < out.length; v++) {
      out[v] = successors(v, buffer);
    }
  }

  /**
   * Returns true if {@code to} is a successor of {@code from}; {@code buffer} has room for
   * {@link #maxDegree()} vertices.
   */
  default boolean hasSuccessor(int from, int to, int[] buffer) {
    int count = successors(from, buffer);
    for (int i = 0; i < count; i++) {
      if (buffer[i] == to) {
        return true;
      }
    }
    return false;
  }

  /** Returns true if {@code u} is a successor of {@code v} exactly when {@code v} is one of {@code u}. */
  default boolean isSymmetric() {
    return true;
  }

  /**
   * Writes the predecessors of {@code v} to {@code out}, like {@link #successors}. The default
   * suits symmetric graphs.
   */
  default int predecessors(int v, int[] out) {
    return successors(v, out);
  }
}
