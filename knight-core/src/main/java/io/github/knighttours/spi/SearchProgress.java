package io.github.knighttours.spi;

import java.time.Duration;

/**
 * A snapshot of a running search, passed to a {@link ProgressListener}.
 *
 * @param nodesExpanded squares placed on the path so far, counting undone placements
 * @param pathLength squares on the current path
 * @param longestPath the most squares any path has held so far
 * @param squareCount the squares a tour must visit
 * @param elapsed time since the search started
 */
public record SearchProgress(
    long nodesExpanded, int pathLength, int longestPath, int squareCount, Duration elapsed) {}
