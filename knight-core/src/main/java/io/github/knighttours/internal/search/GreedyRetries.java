package io.github.knighttours.internal.search;

import io.github.knighttours.spi.SearchResult;
import io.github.knighttours.Outcome;
import io.github.knighttours.spi.NeighbourFunction;
import java.util.SplittableRandom;

/**
 * Pohl's rule with retries (for {@code POHL}; {@code WARNSDORFF} stays the single walk of the
 * reference rule): the walk of {@link GreedySearch} with look-ahead {@code k} and, when
 * it fails, further walks from the same start whose ties go to seeded random choices, up to a
 * fixed number of attempts.
 *
 * <p>Attempt 1 is exactly the single walk of Pohl's rule: ties that its keys leave go to the
 * first candidate in successor order, or with a seed to {@code new SplittableRandom(seed)}, as in
 * {@link GreedySearch#run}. Attempt {@code a ≥ 2} draws its ties from {@code new
 * SplittableRandom(base + (a - 1) · 0x9E3779B97F4A7C15L)}, where {@code base} is the request's
 * seed, or {@link #UNSEEDED_BASE} without one, so the same request always makes the same walks
 * and finds the same path. The retries take turns between two kinds:
 *
 * <ul>
 *   <li>even attempts keep Pohl's keys and choose at random among the moves they leave tied;
 *   <li>odd attempts use Warnsdorff's rule alone and choose at random among its tied moves.
 *       Pohl's keys are not enough from some starts: from each of the four centre squares of
 *       8 × 8, none of 100,000 seeds completes a walk that follows them, at any depth 1..4, while
 *       Warnsdorff's rule with random ties completes about 97 % of its walks (measured).
 * </ul>
 *
 * A walk meets a random choice only where moves are still tied; a failed walk that met none would
 * be repeated by every later attempt of its kind, so from then on the other kind takes every
 * turn, and the search ends when neither kind is left. For a cycle, a walk that covers every vertex but ends off the
 * start's neighbours counts as a failed attempt.
 *
 * <p>The node budget covers all attempts together; the deadline and {@link Thread#interrupt()}
 * are checked within each walk and between walks. When every attempt fails the result is
 * {@link Outcome#GAVE_UP} (a heuristic proves nothing), and the explanation says how many
 * attempts were made and how far the longest walk got.
 *
 * <p>Performance: at most {@code maxAttempts} walks, each O(n · d) time for n vertices of degree
 * at most d (O(n · d^(k+1)) in the worst case of look-ahead k); O(n) space, as one walk.
 */
public final class GreedyRetries {

  /** Attempts {@code POHL} makes: Pohl's walk and up to 63 retries. */
  public static final int DEFAULT_MAX_ATTEMPTS = 64;

  /**
   * The base of the retries' seeds when the request has none. Any fixed value would do: it only
   * has to be the same on every run (1967 is the year of Pohl's paper).
   */
  public static final long UNSEEDED_BASE = 1967;

  /** Spreads the retries' seeds apart: the golden-ratio increment of {@link SplittableRandom}. */
  private static final long SEED_STEP = 0x9E3779B97F4A7C15L;

  private GreedyRetries() {}

  /**
   * Runs Pohl's rule from {@code start}, retrying with random ties (see the class description)
   * when a walk fails.
   *
   * <p>The result's {@code nodesExpanded} counts the vertices placed by all attempts. This method
   * leaves the monitor's count of earlier attempts as it found it: a caller that runs several
   * searches on one monitor counts this one with {@link SearchMonitor#attemptFinished} as it
   * would a single walk.
   *
   * @param graph the graph
   * @param start the first vertex
   * @param lookahead Pohl's depth, 1..{@value GreedySearch#MAX_LOOKAHEAD}
   * @param closed true for a Hamiltonian cycle through {@code start}, false for a path
   * @param seeded true if {@code seed} is the request's seed; false for fixed ties in the first
   *     walk and {@link #UNSEEDED_BASE} for the retries
   * @param seed the request's seed; ignored unless {@code seeded}
   * @param maxAttempts the most walks, at least 1 ({@link #DEFAULT_MAX_ATTEMPTS} for {@code POHL})
   * @param monitor the search's budgets and interrupt flag
   * @throws IllegalArgumentException if {@code lookahead} is not in 1..{@value
   *     GreedySearch#MAX_LOOKAHEAD} or {@code maxAttempts < 1}
   */
  public static SearchResult run(
      NeighbourFunction graph,
      int start,
      int lookahead,
      boolean closed,
      boolean seeded,
      long seed,
      int maxAttempts,
      SearchMonitor monitor) {
    return run(graph, start, -1, lookahead, closed, seeded, seed, maxAttempts, monitor);
  }

  /**
   * As the other {@code run}, for a path that must end on {@code end} if it is not negative
   * (then {@code closed} must be false): each walk keeps {@code end} for its last step
   * ({@link GreedySearch#run(NeighbourFunction, int, int, int, TieBreak, SplittableRandom, SearchMonitor)}),
   * and a walk that cannot step onto it counts as failed.
   */
  public static SearchResult run(
      NeighbourFunction graph,
      int start,
      int end,
      int lookahead,
      boolean closed,
      boolean seeded,
      long seed,
      int maxAttempts,
      SearchMonitor monitor) {
    if (closed && end >= 0) {
      throw new IllegalArgumentException("a cycle has no fixed last vertex, got end " + end);
    }
    if (lookahead < 1 || lookahead > GreedySearch.MAX_LOOKAHEAD) {
      throw new IllegalArgumentException(
          "lookahead must be in 1.." + GreedySearch.MAX_LOOKAHEAD + ", got " + lookahead);
    }
    if (maxAttempts < 1) {
      throw new IllegalArgumentException("maxAttempts must be at least 1, got " + maxAttempts);
    }
    long base = seeded ? seed : UNSEEDED_BASE;
    int n = graph.vertexCount();
    boolean pohlTiesLeft = true;
    boolean warnsdorffTiesLeft = true;
    long nodes = 0;
    long counted = 0;
    long longest = 0;
    for (int attempt = 1; ; attempt++) {
      boolean pohl = attempt == 1 || (attempt % 2 == 0 ? pohlTiesLeft : !warnsdorffTiesLeft);
      SplittableRandom random =
          attempt == 1 && !seeded ? null : new SplittableRandom(base + (attempt - 1) * SEED_STEP);
      OpenTies openTies = new OpenTies();
      SearchResult walk =
          PathSearches.closeOrGiveUp(
              graph, GreedySearch.run(graph, start, end, pohl ? lookahead : 0, openTies, random, monitor), closed, monitor);
      Outcome outcome = walk.outcome();
      String explanation = walk.explanation();
      nodes += walk.nodesExpanded();
      longest = Math.max(longest, walk.nodesExpanded());
      if (outcome != Outcome.GAVE_UP) {
        String which = attempt == 1 ? "" : "attempt " + attempt + " (" + kind(pohl) + "): ";
        return end(monitor, counted, new SearchResult(
            outcome, walk.path(), nodes, 0, monitor.elapsedNanos(), which + explanation));
      }
      if (!openTies.seen) {
        if (pohl) {
          pohlTiesLeft = false;
        } else {
          warnsdorffTiesLeft = false;
        }
      }
      boolean exhausted = !pohlTiesLeft && !warnsdorffTiesLeft;
      if (attempt == maxAttempts || exhausted) {
        String why =
            maxAttempts == 1
                ? explanation
                : attempt + " walks failed (Pohl's walk, then retries with random ties; at most " + maxAttempts
                    + (exhausted ? ", but no walk of either kind had a tie left to choose differently" : "")
                    + "); the longest covered " + longest + " of " + n + " vertices; the last: " + explanation;
        return end(monitor, counted, new SearchResult(Outcome.GAVE_UP, null, nodes, 0, monitor.elapsedNanos(), why));
      }
      monitor.attemptFinished(walk.nodesExpanded());
      counted += walk.nodesExpanded();
      // A walk places its start before it looks at the budget: do not begin one more.
      boolean budgetSpent = monitor.budgetSpent(0);
      Outcome stop = budgetSpent ? Outcome.BUDGET_EXHAUSTED : monitor.poll(0, 0, 0);
      if (stop != null) {
        String why =
            stop == Outcome.CANCELLED
                ? "the searching thread was interrupted"
                : budgetSpent ? "the node budget ran out" : "the time budget ran out";
        return end(monitor, counted, new SearchResult(
            stop, null, nodes, 0, monitor.elapsedNanos(),
            why + " after " + attempt + (attempt == 1 ? " failed walk" : " failed walks") + "; the longest covered "
                + longest + " of " + n + " vertices"));
      }
    }
  }

  private static String kind(boolean pohl) {
    return pohl ? "Pohl's rule, random ties" : "Warnsdorff's rule, random ties";
  }

  /**
   * Changes no choice (every key is equal), but notes whether the walk reached a final choice
   * among tied moves: only there do walks of the same kind differ.
   */
  private static final class OpenTies implements TieBreak {
    boolean seen;

    @Override
    public long key(int from, int to) {
      seen = true;
      return 0;
    }
  }

  /** Takes the failed walks back off the monitor's count of earlier attempts, and returns r. */
  private static SearchResult end(SearchMonitor monitor, long counted, SearchResult r) {
    monitor.attemptFinished(-counted);
    return r;
  }
}
