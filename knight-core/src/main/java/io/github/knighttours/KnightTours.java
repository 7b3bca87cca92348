package io.github.knighttours;

import static com.google.common.base.Preconditions.checkNotNull;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.ServiceLoader;

/**
 * The entry point: find knight's tours on any board from any start.
 *
 * <pre>{@code
 * // The quick way: a tour or empty.
 * Optional<Tour> tour = KnightTours.find(8, 8, Square.parse("b1"), Strategy.POHL);
 * tour.ifPresent(System.out::println);
 *
 * // With options, and an answer that says what was proven (AUTO: always an answer, given
 * // the budget; a closed tour of a 10,000 x 10,000 board takes about a second).
 * TourRequest request = TourRequest.builder(Board.of(5, 5), Square.of(0, 1))
 *     .timeBudget(Duration.ofSeconds(1))
 *     .build();
 * TourResult result = KnightTours.solve(request);
 * switch (result.outcome()) {
 *   case FOUND -> System.out.println(result.tour().orElseThrow());
 *   case PROVEN_ABSENT -> System.out.println("no tour: " + result.explanation());
 *   default -> System.out.println("undecided: " + result.explanation());
 * }
 * }</pre>
 *
 * <p>All methods are thread-safe.
 */
public final class KnightTours {

  private KnightTours() {}

  /**
   * Returns an open tour of the {@code rows × cols} board from {@code start}, or empty if the
   * strategy found none (for a heuristic that does not mean none exists; see {@link #solve}
   * for the reason).
   *
   * <p>There is no budget: on large boards prefer {@link #solve} with a time budget for
   * {@link Strategy#BACKTRACKING}.
   *
   * @throws IllegalArgumentException if the board size is invalid or too large for the heap,
   *     or {@code start} is off the board
   * @throws NullPointerException if {@code start} or {@code strategy} is null
   */
  public static Optional<Tour> find(int rows, int cols, Square start, Strategy strategy) {
    checkNotNull(strategy, "strategy must not be null");
    return solve(TourRequest.of(rows, cols, start), strategy).tour();
  }

  /**
   * Finds the tour the request asks for (open or closed) with {@link Strategy#AUTO}: a tour
   * whenever one exists, built in linear time on boards with both sides at least 5, and
   * otherwise a proof that none exists (given enough budget).
   *
   * @throws NullPointerException if {@code request} is null
   * @throws IllegalArgumentException if the board is too large for this JVM's heap
   */
  public static TourResult solve(TourRequest request) {
    return solve(request, Strategy.AUTO);
  }

  /**
   * Searches for the tour the request asks for (open or closed) with a built-in strategy.
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if the board is too large for this JVM's heap
   */
  public static TourResult solve(TourRequest request, Strategy strategy) {
    checkNotNull(strategy, "strategy must not be null");
    return solve(request, strategy.solver());
  }

  /**
   * Searches for the tour the request asks for with any solver, and checks that a tour it
   * returns is for the request's board and start, and closed if the request asks for that.
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if the board is too large for this JVM's heap
   * @throws IllegalStateException if the solver returns null, a tour for another board or start,
   *     or an open tour where the request asks for a closed one
   */
  public static TourResult solve(TourRequest request, TourSolver solver) {
    checkNotNull(request, "request must not be null");
    checkNotNull(solver, "solver must not be null");
    TourResult result = solver.solve(request);
    if (result == null) {
      throw new IllegalStateException("solver " + solver.name() + " returned null for " + request);
    }
    Optional<Tour> tour = result.tour();
    if (tour.isPresent()
        && (!tour.get().board().equals(request.board()) || !tour.get().start().equals(request.start()))) {
      throw new IllegalStateException(
          "solver " + solver.name() + " returned a tour of the " + tour.get().board() + " board from "
              + tour.get().start() + " for " + request);
    }
    if (tour.isPresent() && request.kind() == TourKind.CLOSED && !tour.get().isClosed()) {
      throw new IllegalStateException("solver " + solver.name() + " returned an open tour for " + request);
    }
    return result;
  }

  /**
   * Returns every solver that {@link ServiceLoader} finds: the built-in ones in
   * {@link Strategy} order, then others by name.
   */
  public static List<TourSolver> solvers() {
    List<TourSolver> found = new ArrayList<>();
    for (TourSolver solver : ServiceLoader.load(TourSolver.class)) {
      found.add(solver);
    }
    found.sort(Comparator.comparingInt(KnightTours::builtInRank).thenComparing(TourSolver::name));
    return List.copyOf(found);
  }

  /**
   * Returns the solver with the given name, ignoring case, among {@link #solvers()}.
   *
   * @throws NullPointerException if {@code name} is null
   */
  public static Optional<TourSolver> solver(String name) {
    checkNotNull(name, "name must not be null");
    String wanted = name.toUpperCase(Locale.ROOT);
    return solvers().stream().filter(s -> s.name().toUpperCase(Locale.ROOT).equals(wanted)).findFirst();
  }

  private static int builtInRank(TourSolver solver) {
    for (Strategy strategy : Strategy.values()) {
      if (strategy.solver().getClass() == solver.getClass()) {
        return strategy.ordinal();
      }
    }
    return Strategy.values().length;
  }
}
