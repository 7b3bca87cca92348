package io.github.knighttours.solvers;

import io.github.knighttours.TourRequest;

import io.github.knighttours.internal.graph.KnightGraph;
import io.github.knighttours.internal.search.GreedySearch;
import io.github.knighttours.spi.SearchResult;
import io.github.knighttours.internal.search.PathSearches;
import io.github.knighttours.internal.search.SearchMonitor;
import io.github.knighttours.internal.search.TieBreak;

/**
 * A built-in solver that walks by Warnsdorff's rule with a last tie-break that needs the board
 * (Roth's distance from the centre, Squirrel and Cull's orderings). Subclasses override
 * {@link #search} and call {@link #greedyWalk} with their tie-break.
 */
abstract class GreedyWalkSolver extends BoardSolver {

  GreedyWalkSolver(String name, boolean findsTourWhenOneExists, boolean mayProveAbsence) {
    super(name, findsTourWhenOneExists, mayProveAbsence);
  }

  @Override
  final long workingBytes(TourRequest request) {
    return GreedySearch.workingBytes(knightGraph(request));
  }

  /**
   * One walk on the request's board with {@code tieBreak} as the last key; it must close if
   * asked, and end on the request's end square if it has one (kept for the last step).
   */
  static SearchResult greedyWalk(TourRequest request, TieBreak tieBreak, SearchMonitor monitor) {
    KnightGraph graph = knightGraph(request);
    SearchResult walk =
        GreedySearch.run(graph, startIndex(request), endIndex(request), 0, tieBreak, random(request.seed()), monitor);
    return PathSearches.closeOrGiveUp(graph, walk, closed(request), monitor);
  }
}
