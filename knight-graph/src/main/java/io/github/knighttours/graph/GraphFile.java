package io.github.knighttours.graph;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import org.jgrapht.Graph;
import org.jgrapht.graph.DefaultEdge;

/**
 * A graph read from a file by {@link GraphFiles}, and what the reader left out of it.
 *
 * @param name the file's name, for messages
 * @param format the format it was read as
 * @param graph the graph: simple and undirected, vertices named by the file's ids, in the order
 *     the file gives them
 * @param selfLoopsIgnored edges from a vertex to itself found in the file and left out (no
 *     Hamiltonian path or cycle of three or more vertices uses one)
 * @param duplicateEdgesIgnored edges found again (in either direction) and left out
 */
public record GraphFile(
    String name, GraphFormat format, Graph<String, DefaultEdge> graph, long selfLoopsIgnored, long duplicateEdgesIgnored) {

  /**
   * Checks the arguments.
   *
   * @throws NullPointerException if {@code name}, {@code format} or {@code graph} is null
   * @throws IllegalArgumentException if a count is negative
   */
  public GraphFile {
    checkNotNull(name, "name must not be null");
    checkNotNull(format, "format must not be null");
    checkNotNull(graph, "graph must not be null");
    checkArgument(selfLoopsIgnored >= 0, "selfLoopsIgnored must not be negative, got %s", selfLoopsIgnored);
    checkArgument(
        duplicateEdgesIgnored >= 0, "duplicateEdgesIgnored must not be negative, got %s", duplicateEdgesIgnored);
  }

  /** Returns a sentence on what was left out, or an empty string if nothing was. */
  public String note() {
    if (selfLoopsIgnored == 0 && duplicateEdgesIgnored == 0) {
      return "";
    }
    StringBuilder note = new StringBuilder(name).append(": ignored ");
    if (selfLoopsIgnored > 0) {
      note.append(selfLoopsIgnored).append(selfLoopsIgnored == 1 ? " self-loop" : " self-loops");
    }
    if (duplicateEdgesIgnored > 0) {
      note.append(selfLoopsIgnored > 0 ? " and " : "")
          .append(duplicateEdgesIgnored)
          .append(duplicateEdgesIgnored == 1 ? " repeated edge" : " repeated edges");
    }
    return note.toString();
  }
}
