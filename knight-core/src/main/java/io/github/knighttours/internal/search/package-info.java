/**
 * Searches over a {@link io.github.knighttours.spi.NeighbourFunction}: the greedy walks
 * (Warnsdorff, Pohl, tie-breaks, retries), the exhaustive search with its pruning and its
 * enumeration mode, rotations, the forcing search, clause learning, the neural network, the
 * one-pass proofs of absence, and what every search shares: the monitor (the library's
 * {@link io.github.knighttours.spi.SearchContext}: budgets, interrupt, progress, trace), the heap
 * guard, the result in vertex numbers. Depends on {@code internal.graph}; takes primitives, never
 * the public request types. Not API: not exported.
 */
package io.github.knighttours.internal.search;
