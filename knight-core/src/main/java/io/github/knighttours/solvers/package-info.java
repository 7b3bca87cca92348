/**
 * The built-in solvers, one class per algorithm, each named after it and each stating its
 * guarantees on its class (the contract they all keep is on {@link io.github.knighttours.TourSolver}).
 * {@link io.github.knighttours.Strategy} names the shared instances; {@link java.util.ServiceLoader}
 * finds them.
 *
 * <h2>Design</h2>
 *
 * <p>A solver here is a thin class over an engine of {@code internal.search} or
 * {@code internal.construct}: the ones that need nothing but the moves accept every shape; the
 * constructions and the board-specific orders accept the knight's plain rectangle only. Solvers
 * are stateless and thread-safe; each call's state lives in the engine's own arrays.
 */
package io.github.knighttours.solvers;
