package io.github.knighttours.spi;

/**
 * A {@link NeighbourFunction} with labels: what a user searches and gets a tour of. A board's
 * labels are its {@linkplain io.github.knighttours.Square squares}, a 3-D board's its
 * {@linkplain io.github.knighttours.shapes.Cell cells}, a JGraphT graph's its own vertices
 * (module knight-graph). The searches work on vertex numbers; labels are made only when a caller
 * asks for them, so a tour of 10<sup>8</sup> squares holds 4 bytes a square.
 *
 * <p>{@link #isMove} is the move check that validates a found tour. A board answers it from its
 * geometry and a graph from its own edges, independently of the neighbour function's lists, so
 * a wrong list cannot validate its own mistakes.
 *
 * <p>Implementations are immutable and safe to share between threads. {@code toString()} names
 * the shape in messages, such as {@code "8x8"} or {@code "a graph of 46 vertices"}.
 *
 * @param <L> the label type
 */
public interface Shape<L> {

  /** Returns the moves as a neighbour function on {@code 0 .. vertexCount() - 1}. */
  NeighbourFunction graph();

  /** Returns the number of vertices (squares, cells), the length of every tour. */
  default int vertexCount() {
    return graph().vertexCount();
  }

  /**
   * Returns the label of {@code vertex}.
   *
   * @throws IndexOutOfBoundsException if {@code vertex} is not in {@code 0 .. vertexCount() - 1}
   */
  L label(int vertex);

  /**
   * Returns the vertex number of {@code label}, the inverse of {@link #label}.
   *
   * @throws NullPointerException if {@code label} is null
   * @throws IllegalArgumentException if {@code label} is not on this shape; the message names it
   */
  int indexOf(L label);

  /**
   * Returns true if a tour may step from {@code from} to {@code to}. The default asks the
   * neighbour function; shapes with their own geometry or edges answer from those.
   */
  default boolean isMove(int from, int to) {
    NeighbourFunction graph = graph();
    return graph.hasSuccessor(from, to, new int[graph.maxDegree()]);
  }
}
