package io.github.knighttours.internal.search;

import io.github.knighttours.Outcome;
import io.github.knighttours.internal.graph.IntGraph;

/**
 * What a search over an {@link IntGraph} ended with, in vertex indices.
 *
 * @param outcome how the search ended
 * @param path the Hamiltonian path in visiting order when {@code outcome} is FOUND, else null
 * @param nodesExpanded vertices placed on the path, counting the start
 * @param backtracks vertices taken back off the path
 * @param elapsedNanos wall-clock time of the search
 * @param explanation one sentence on why the search ended as it did
 */
public record PathResult(
    Outcome outcome,
    int[] path,
    long nodesExpanded,
    long backtracks,
    long elapsedNanos,
    String explanation) {}
