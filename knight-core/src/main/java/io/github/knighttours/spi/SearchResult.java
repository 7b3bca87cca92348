package io.github.knighttours.spi;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import io.github.knighttours.Outcome;

/**
 * What one search of a {@link NeighbourFunction} ended with, in vertex numbers: what
 * {@link io.github.knighttours.TourSolver#search} returns. The library checks a found path, turns
 * it into labels and adds the elapsed time of the whole call; a solver makes its result with the
 * static factories, or, when its {@link SearchContext} told it to stop, with
 * {@link SearchContext#stopped}.
 *
 * @param outcome how the search ended
 * @param path the Hamiltonian path in visiting order (from the start; a cycle without repeating
 *     the start) when {@code outcome} is FOUND, else null
 * @param nodesExpanded vertices placed on the path, counting the start
 * @param backtracks vertices taken back off the path
 * @param elapsedNanos wall-clock time of the search as the solver measured it, or 0 if it did not
 *     (the library reports its own measure of the whole call)
 * @param explanation one sentence on why the search ended as it did; for PROVEN_ABSENT, the proof
 */
public record SearchResult(
    Outcome outcome,
    int[] path,
    long nodesExpanded,
    long backtracks,
    long elapsedNanos,
    String explanation) {

  /**
   * Checks the components.
   *
   * @throws NullPointerException if {@code outcome} is null, or {@code path} is null for FOUND
   */
  public SearchResult {
    checkNotNull(outcome, "outcome must not be null");
    if (outcome == Outcome.FOUND) {
      checkNotNull(path, "path must not be null when the outcome is FOUND");
    }
  }

  /**
   * A path or cycle found: {@code path} lists the vertices from the start (a cycle without the
   * start again at its end).
   *
   * @throws NullPointerException if {@code path} is null
   * @throws IllegalArgumentException if a count is negative
   */
  public static SearchResult found(int[] path, long nodesExpanded, long backtracks) {
    return new SearchResult(Outcome.FOUND, path, counted(nodesExpanded, "nodesExpanded"), counted(backtracks, "backtracks"), 0, "found a tour");
  }

  /**
   * A proof that nothing exists: only after an exhaustive search or by a cited theorem, and only
   * from a solver that declares {@link io.github.knighttours.TourSolver#mayProveAbsence()}.
   *
   * @throws NullPointerException if {@code proof} is null
   * @throws IllegalArgumentException if {@code proof} is blank or a count is negative
   */
  public static SearchResult provenAbsent(String proof, long nodesExpanded, long backtracks) {
    return new SearchResult(Outcome.PROVEN_ABSENT, null, counted(nodesExpanded, "nodesExpanded"), counted(backtracks, "backtracks"), 0, sentence(proof, "proof"));
  }

  /**
   * A heuristic stopped without a path: a dead end, or a path that does not close.
   *
   * @throws NullPointerException if {@code reason} is null
   * @throws IllegalArgumentException if {@code reason} is blank or a count is negative
   */
  public static SearchResult gaveUp(String reason, long nodesExpanded, long backtracks) {
    return new SearchResult(Outcome.GAVE_UP, null, counted(nodesExpanded, "nodesExpanded"), counted(backtracks, "backtracks"), 0, sentence(reason, "reason"));
  }

  private static long counted(long count, String name) {
    checkArgument(count >= 0, "%s must not be negative, got %s", name, count);
    return count;
  }

  private static String sentence(String text, String name) {
    checkNotNull(text, "%s must not be null", name);
    checkArgument(!text.isBlank(), "%s must not be blank", name);
    return text;
  }
}
