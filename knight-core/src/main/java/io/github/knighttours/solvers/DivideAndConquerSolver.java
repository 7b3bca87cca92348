package io.github.knighttours.solvers;

import io.github.knighttours.TourExistence;
import io.github.knighttours.TourRequest;
import io.github.knighttours.Outcome;
import io.github.knighttours.Strategy;
import io.github.knighttours.Board;

import io.github.knighttours.internal.construct.DivideAndConquer;
import io.github.knighttours.spi.SearchResult;
import io.github.knighttours.internal.search.SearchMonitor;
import java.util.Locale;

/**
 * Builds tours by divide and conquer, in the manner of Parberry (1997, "An efficient algorithm
 * for the knight's tour problem", Discrete Applied Mathematics 73, 251–260): the board is cut
 * into blocks of 5 to 12 squares a side, each block gets a closed tour that contains agreed
 * edges near its corners, and neighbouring block tours are joined by exchanging two of those
 * edges for two knight moves across the cut. Nothing is searched on the board itself, so the
 * time is linear in its size and the answer does not depend on luck.
 *
 * <p>What it covers:
 *
 * <ul>
 *   <li>closed tours on every board with both sides at least 5 and an even number of squares
 *       (all the boards of that size where Schwenk's theorem allows one);
 *   <li>open tours there from every start (the closed tour, cut at the start);
 *   <li>open tours on boards with both sides odd and at least 5, from the squares of the
 *       majority colour (the only possible starts): the block around the start is covered by an
 *       open tour from it, found by a small seeded search, and the closed block tours are
 *       joined into it;
 *   <li>boards three or four squares wide and at least 16 long, by a construction of their own:
 *       a base piece of 12 to 15 columns around the start, found by a seeded search, that holds
 *       agreed edges at its ends, then four columns at a time, each step replacing an agreed edge
 *       by a path through the new columns that holds the agreed edge again. It builds closed
 *       tours of 3 × n (n even) and open tours from every start where one exists: every square
 *       of 3 × n for n even, the majority colour for n odd, and the two outer lines of 4 × n.
 * </ul>
 *
 * <p>It does not build tours to a chosen {@linkplain TourRequest#end() end square} ({@link
 * Strategy#AUTO} moves the end of its tour there by rotations): such a
 * request is {@link Outcome#GAVE_UP} (or {@link Outcome#PROVEN_ABSENT} where
 * {@link TourExistence#openTourBetween} rules the pair out).
 *
 * <p>Elsewhere (a side of 1 or 2, or a side of 3 or 4 with the other shorter than 16) it gives
 * up, unless {@link TourExistence} proves that no tour exists, which it then reports.
 * {@link Strategy#AUTO} settles those boards too.
 *
 * <p>The pieces are found once per shape, by a search with a fixed seed, and cached; the same
 * request always gets the same tour. The node budget counts the squares placed, so a budget
 * smaller than the board is exhausted at once.
 *
 * <p>Performance: O(m · n) time on an m × n board; 5 bytes per square of working memory, plus 1
 * for the validation of the result. Stateless and thread-safe.
 */
public final class DivideAndConquerSolver extends BoardSolver {

  /**
   * Creates the solver. Prefer {@link Strategy#DIVIDE_AND_CONQUER}{@code .solver()}, which is
   * shared.
   */
  public DivideAndConquerSolver() {
    super("DIVIDE_AND_CONQUER", false, true);
  }

  @Override
  long workingBytes(TourRequest request) {
    return DivideAndConquer.workingBytes(request.board().squareCount());
  }

  @Override
  SearchResult search(TourRequest request, SearchMonitor monitor) {
    Outcome stop = monitor.poll(0, 0, 0);
    if (stop != null) {
      return monitor.stopped(stop, 0, 0);
    }
    Board board = request.board();
    if (!covers(request)) {
      TourExistence.Answer answer = TourExistence.forRequest(request);
      if (answer.verdict() == TourExistence.Verdict.NO) {
        return new SearchResult(Outcome.PROVEN_ABSENT, null, 0, 0, monitor.elapsedNanos(), answer.reason());
      }
      return request.end().isPresent()
          ? new SearchResult(
              Outcome.GAVE_UP, null, 0, 0, monitor.elapsedNanos(),
              "divide and conquer does not build tours to a chosen end square (" + request.end().get()
                  + "); BACKTRACKING or AUTO search for one")
          : new SearchResult(
              Outcome.GAVE_UP, null, 0, 0, monitor.elapsedNanos(),
              "divide and conquer covers boards with both sides at least 5 (for a closed tour, or from a "
                  + "minority-colour square, an even number of squares) and 3xn and 4xn boards with n at least "
                  + "16, not " + request.kind().name().toLowerCase(Locale.ROOT)
                  + " tours of the " + board + " board from " + request.start());
    }
    long squares = board.squareCount();
    if (monitor.budgetSpent(squares - 1)) {
      return new SearchResult(
          Outcome.BUDGET_EXHAUSTED, null, 0, 0, monitor.elapsedNanos(),
          "the construction places all " + squares + " squares, more than the node budget of "
              + request.nodeBudget());
    }
    int start = startIndex(request);
    // FOUND, GAVE_UP, or BUDGET_EXHAUSTED / CANCELLED when the monitor stopped the construction.
    SearchResult built =
        closed(request)
            ? DivideAndConquer.closedTour(board.rows(), board.cols(), start, monitor)
            : DivideAndConquer.openTour(board.rows(), board.cols(), start, monitor);
    if (built.outcome() == Outcome.GAVE_UP) {
      return new SearchResult(
          Outcome.GAVE_UP, null, 0, 0, monitor.elapsedNanos(),
          "no open tour from " + request.start() + " of the piece around it was found");
    }
    return built;
  }

  /** True if the construction covers the request's board, start and kind (never a request with an end). */
  static boolean covers(TourRequest request) {
    Board board = request.board();
    if (request.end().isPresent() || !board.isPlainKnightBoard()) {
      return false;
    }
    return closed(request)
        ? DivideAndConquer.buildsClosedTour(board.rows(), board.cols())
        : DivideAndConquer.mayBuildOpenTour(board.rows(), board.cols(), startIndex(request));
  }
}
