package io.github.knighttours;

/**
 * A knight's tour algorithm: the service-provider interface of this library.
 *
 * <p>Implementations are stateless and safe to share between threads; every call to
 * {@link #solve} works on its own state. For a given request (seed included) the result is
 * always the same, apart from timing and budget-dependent outcomes. They honour the request's
 * node and time budgets and {@link Thread#interrupt()}, answer {@link Outcome#PROVEN_ABSENT}
 * only when an exhaustive search or a theorem proves it, and return tours of the request's
 * board that start on the request's start square.
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

  /** Returns true if the solver searches exhaustively, so that it can prove a tour absent. */
  boolean isExhaustive();

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
