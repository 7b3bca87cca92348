package io.github.knighttours;

/**
 * The automatic choice: the fastest route that is certain for each request.
 *
 * <ol>
 *   <li>If {@link TourExistence} proves that no tour of the requested kind starts on the
 *       requested square, the answer is {@link Outcome#PROVEN_ABSENT} at once, with the theorem.
 *   <li>If divide and conquer ({@link DivideAndConquerSolver}) covers the board, it builds the
 *       tour in linear time. This covers every board with both sides at least 5 where a tour of
 *       the requested kind can start on the requested square.
 *   <li>Otherwise (boards with a side of 3 or 4, mostly) it tries Pohl's and Warnsdorff's rules,
 *       then a few seeded Pohl walks, and finally the exhaustive search
 *       ({@link BacktrackingSolver}), which finds a tour or proves that none exists.
 * </ol>
 *
 * <p>So it returns a tour whenever one exists and otherwise proves absence, given enough
 * budget. The budgets in the request cover all steps together. On large boards with a side of
 * 3 or 4 the exhaustive step may take very long if the heuristics fail: set a budget there.
 *
 * <p>Performance: linear time and about 6 bytes per square where divide and conquer applies;
 * otherwise that of the heuristics and then of the exhaustive search (exponential in the worst
 * case). Stateless and thread-safe; the same request always gets the same answer.
 */
public final class AutoSolver extends BuiltInSolver {

  /** Creates the solver. Prefer {@link Strategy#AUTO}{@code .solver()}, which is shared. */
  public AutoSolver() {
    super(Strategy.AUTO, true);
  }
}
