package io.github.knighttours;

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
 *       joined into it.
 * </ul>
 *
 * <p>Elsewhere (a side shorter than 5) it gives up, unless {@link TourExistence} proves that no
 * tour exists, which it then reports. {@link Strategy#AUTO} covers those boards too.
 *
 * <p>The block tours are found once per block shape, by a search with a fixed seed, and cached;
 * the same request always gets the same tour. The node budget counts the squares placed, so a
 * budget smaller than the board is exhausted at once; the construction checks for interruption
 * before it starts and otherwise runs to the end, which takes about a second per 10^8 squares.
 *
 * <p>Performance: O(m · n) time on an m × n board; 5 bytes per square of working memory, plus 1
 * for the validation of the result. Stateless and thread-safe.
 */
public final class DivideAndConquerSolver extends BuiltInSolver {

  /**
   * Creates the solver. Prefer {@link Strategy#DIVIDE_AND_CONQUER}{@code .solver()}, which is
   * shared.
   */
  public DivideAndConquerSolver() {
    super(Strategy.DIVIDE_AND_CONQUER, false);
  }
}
