package io.github.knighttours.solvers;

import io.github.knighttours.TourRequest;
import io.github.knighttours.PathRequest;
import io.github.knighttours.Board;

import io.github.knighttours.internal.search.SearchMonitor;
import io.github.knighttours.spi.SearchResult;
import io.github.knighttours.spi.SearchTask;
import io.github.knighttours.spi.Shape;

/**
 * A built-in solver whose algorithm is written for the knight's plain rectangle (a construction,
 * an order of moves by the square's place on the board): it accepts that shape only, and reads
 * the task as a {@link TourRequest}.
 */
abstract class BoardSolver extends BuiltInSolver {

  BoardSolver(String name, boolean findsTourWhenOneExists, boolean mayProveAbsence) {
    super(name, findsTourWhenOneExists, mayProveAbsence);
  }

  /** The knight's plain rectangle ({@link Board#of}) only. */
  @Override
  public final boolean accepts(Shape<?> shape) {
    java.util.Objects.requireNonNull(shape, "shape must not be null");
    return isPlainBoard(shape);
  }

  @Override
  final SearchResult run(SearchTask task, SearchMonitor monitor) {
    return search(boardRequest(task), monitor);
  }

  @Override
  final long workingBytes(SearchTask task) {
    return workingBytes(boardRequest(task));
  }

  /** Bytes of working memory the search for {@code request} allocates at its peak. */
  abstract long workingBytes(TourRequest request);

  /** Runs this solver's algorithm on the request's board, within the monitor's budgets. */
  abstract SearchResult search(TourRequest request, SearchMonitor monitor);
}
