package io.github.knighttours.spi;

import io.github.knighttours.TourRequest;
import io.github.knighttours.Board;
import io.github.knighttours.Square;

/**
 * Receives progress reports from a long search, on the searching thread, at most about ten
 * times a second. Keep it quick: the search waits while it runs. A listener may stop the
 * search by interrupting the searching thread.
 *
 * <pre>{@code
 * TourRequest request = TourRequest.builder(Board.of(40, 40), Square.of(0, 0))
 *     .progressListener(p -> System.err.printf("%d nodes, best %d/%d%n",
 *         p.nodesExpanded(), p.longestPath(), p.squareCount()))
 *     .build();
 * }</pre>
 */
@FunctionalInterface
public interface ProgressListener {

  /** Called with the state of the search. */
  void onProgress(SearchProgress progress);
}
