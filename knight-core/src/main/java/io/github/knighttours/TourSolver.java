package io.github.knighttours;

/**
 * A knight's tour algorithm: the service-provider interface of this library.
 *
 * <p>Implementations are stateless and safe to share between threads; every call to
 * {@link #solve} works on its own state. For a given request (seed included) the result is
 * always the same, apart from timing and budget-dependent outcomes. They honour the request's
 * node and time budgets and {@link Thread#interrupt()}, answer {@link Outcome#PROVEN_ABSENT}
 * only when an exhaustive search or a theorem proves it (and only if they declare
 * {@link #mayProveAbsence()}), and return tours of the request's board that start on the
 * request's start square.
 *
 * <p>A solver's guarantees are stated once, on its class; {@link #findsTourWhenOneExists()} and
 * {@link #mayProveAbsence()} declare the two that callers can check. The test jar of knight-core
 * holds {@code io.github.knighttours.testing.TourSolverContract}, the contract test every
 * built-in solver passes: extend it to check your own.
 *
 * <p>The built-in solvers are those of {@link Strategy}. Another solver is added by
 * implementing this interface in a public class with a public no-argument constructor and
 * registering it for {@link java.util.ServiceLoader}: in {@code module-info.java} with
 * {@code provides io.github.knighttours.TourSolver with ...}, and in
 * {@code META-INF/services/io.github.knighttours.TourSolver} for the class path.
 * {@link KnightTours#solvers()} then lists it.
 */
public interface TourSolver {

  /** Returns the solver's name, unique among solvers; the built-ins use their {@link Strategy} name. */
  String name();

  /**
   * Returns true if the solver finds a tour whenever one exists, given enough budget (time,
   * nodes and heap): it never answers {@link Outcome#GAVE_UP}. The exhaustive search and
   * {@link Strategy#AUTO} declare this; a heuristic does not.
   *
   * <p>The default is false: a solver that declares nothing promises nothing.
   */
  default boolean findsTourWhenOneExists() {
    return false;
  }

  /**
   * Returns true if the solver may answer {@link Outcome#PROVEN_ABSENT}, which it may do only
   * after an exhaustive search or by a cited theorem.
   * {@link KnightTours#solve(TourRequest, TourSolver)} refuses that answer from a solver that does
   * not declare it.
   *
   * <p>The default is false.
   */
  default boolean mayProveAbsence() {
    return false;
  }

  /**
   * Returns true if the solver searches boards of every shape: holes, tori and cylinders, other
   * leapers ({@link Board#isPlainKnightBoard()} false). {@link KnightTours#solve(TourRequest,
   * TourSolver)} hands a solver that does not declare it only the knight's plain rectangle.
   *
   * <p>The default is false. Of the built-ins, those that need nothing but the moves declare it
   * (their class says so), and {@link Strategy#AUTO}.
   */
  default boolean takesEveryShape() {
    return false;
  }

  /**
   * Searches for a tour from {@code request.start()}: open (a Hamiltonian path of the knight
   * graph) or, if {@code request.kind()} is {@link TourKind#CLOSED}, closed (a Hamiltonian
   * cycle, returned starting at the start square). A solver that cannot close tours reports
   * {@link Outcome#GAVE_UP} for closed requests.
   *
   * @throws NullPointerException if {@code request} is null
   * @throws IllegalArgumentException if the board is too large for this JVM's heap
   */
  TourResult solve(TourRequest request);
}
