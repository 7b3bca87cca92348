package io.github.knighttours;

import io.github.knighttours.spi.NeighbourFunction;
import io.github.knighttours.spi.SearchContext;
import io.github.knighttours.spi.SearchResult;
import io.github.knighttours.spi.SearchTask;
import io.github.knighttours.spi.Shape;

/**
 * A tour algorithm: the service-provider interface of this library. A solver searches a
 * {@link NeighbourFunction} from a start vertex (optionally to an end vertex), open or closed,
 * under a {@link SearchContext} that carries the budgets, the interrupt, progress reports and the
 * trace; the library does everything around it, once for every shape (2-D boards of every kind,
 * 3-D boards, any JGraphT graph through knight-graph): it checks the request, guards the heap,
 * makes the context, checks a found path against the shape's geometry, names the labels and
 * builds the result.
 *
 * <pre>{@code
 * public final class FirstMoveSolver implements TourSolver {   // a greedy walk: the first free move
 *   public String name() { return "FIRST_MOVE"; }
 *   public boolean accepts(Shape<?> shape) { return true; }    // needs nothing but the moves
 *   public SearchResult search(SearchTask task) {
 *     NeighbourFunction g = task.graph();
 *     ... walk from task.start(), polling task.context() ...
 *     return SearchResult.found(path, nodes, 0);              // or SearchResult.gaveUp(...)
 *   }
 * }
 * }</pre>
 *
 * <h2>The contract</h2>
 *
 * <p>Every guarantee of the library's solvers is stated here, once; each solver's class says which
 * of the two optional ones it makes ({@link #findsTourWhenOneExists()}, {@link #mayProveAbsence()}).
 *
 * <ul>
 *   <li><b>Stateless and thread-safe.</b> Every call works on its own state; one instance may
 *       serve many threads at once.
 *   <li><b>Deterministic.</b> The same task (seed included) gets the same answer, apart from the
 *       outcomes that depend on time budgets.
 *   <li><b>Budgets and interrupts.</b> A search polls its context often, and stops with
 *       {@link Outcome#BUDGET_EXHAUSTED} or {@link Outcome#CANCELLED} when told to.
 *   <li><b>Only proofs say "no".</b> {@link Outcome#PROVEN_ABSENT} comes only from an exhaustive
 *       search or a cited theorem, and only from a solver that declares {@link #mayProveAbsence()};
 *       the library refuses it from any other.
 *   <li><b>Checked tours.</b> A found path visits every vertex once by moves, starts on the start
 *       (and ends on the end, if one was asked); the library checks it against the shape's own move
 *       check before the caller sees it, and fails loudly on a wrong one.
 * </ul>
 *
 * <p>The test jar of knight-core holds {@code io.github.knighttours.testing.TourSolverContract},
 * which runs every solver on every shape it accepts: extend it to check your own.
 *
 * <h2>Adding a solver</h2>
 *
 * <p>Implement {@link #name()}, {@link #accepts} and {@link #search} in a public class with a
 * public no-argument constructor, and register it for {@link java.util.ServiceLoader}: in
 * {@code module-info.java} with {@code provides io.github.knighttours.TourSolver with ...}, and in
 * {@code META-INF/services/io.github.knighttours.TourSolver} on the class path.
 * {@link KnightTours#solvers()} then lists it, and it runs on every shape it accepts.
 */
public interface TourSolver {

  /** Returns the solver's name, unique among solvers; the built-ins use their {@link Strategy} name. */
  String name();

  /**
   * Returns true if the solver finds a tour whenever one exists, given enough budget (time,
   * nodes and heap): it never answers {@link Outcome#GAVE_UP}. The exhaustive searches and
   * {@link Strategy#AUTO} declare this; a heuristic does not.
   *
   * <p>The default is false: a solver that declares nothing promises nothing.
   */
  default boolean findsTourWhenOneExists() {
    return false;
  }

  /**
   * Returns true if the solver may answer {@link Outcome#PROVEN_ABSENT}, which it may do only
   * after an exhaustive search or by a cited theorem. The library refuses that answer from a
   * solver that does not declare it.
   *
   * <p>The default is false.
   */
  default boolean mayProveAbsence() {
    return false;
  }

  /**
   * Returns true if the solver searches {@code shape}. The library hands a solver only the shapes
   * it accepts, and refuses the others with an {@link IllegalArgumentException} that names the
   * solvers that would take them.
   *
   * <p>The default accepts the knight's plain rectangle ({@link Board#of}) only, the board every
   * solver is written for, and 2-D boards of every shape from a solver of the earlier contract
   * that declares {@link #takesEveryShape()}. A solver that needs nothing but the moves returns
   * true.
   */
  default boolean accepts(Shape<?> shape) {
    return shape instanceof Board board && (board.isPlainKnightBoard() || takesEveryShape());
  }

  /**
   * Returns true if the solver takes 2-D boards of every shape (holes, tori, cylinders, other
   * leapers). The default is false; the built-in solvers answer whether they accept a torus.
   *
   * @deprecated implement {@link #accepts}, which answers for every shape, 3-D boards and graphs
   *     included
   */
  @Deprecated
  default boolean takesEveryShape() {
    return false;
  }

  /**
   * Searches {@code task.graph()} for a Hamiltonian path from {@code task.start()} (to
   * {@code task.end()} if present), or for a Hamiltonian cycle through it when
   * {@code task.closed()}, which it returns starting at the start. A solver that cannot close
   * tours reports {@link Outcome#GAVE_UP} for closed tasks. Called only for shapes it
   * {@linkplain #accepts accepts}.
   *
   * <p>The default throws {@link UnsupportedOperationException}: a solver written against the
   * earlier contract implements {@link #solve(TourRequest)} alone and runs on plain boards only.
   *
   * @throws NullPointerException if {@code task} is null
   */
  default SearchResult search(SearchTask task) {
    throw new UnsupportedOperationException(
        name() + " implements only solve(TourRequest), not search(SearchTask): it runs on plain boards only");
  }

  /**
   * Searches for a tour of a 2-D board: by default the library's pipeline around
   * {@link #search}, the same as {@link KnightTours#solve(TourRequest, TourSolver)}.
   *
   * @throws NullPointerException if {@code request} is null
   * @throws IllegalArgumentException if the solver does not accept the board, or the board is too
   *     large for this JVM's heap
   */
  default TourResult solve(TourRequest request) {
    return TourResult.of(Pipeline.run(this, java.util.Objects.requireNonNull(request, "request must not be null").toPathRequest()));
  }
}
