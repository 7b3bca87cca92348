/**
 * Searches over an {@link io.github.knighttours.internal.graph.NeighbourFunction}: the greedy walks
 * (Warnsdorff, Pohl, tie-breaks, retries), the exhaustive search with its pruning and its
 * enumeration mode, and what every search shares: the monitor (budgets, interrupt, progress,
 * trace), the heap guard, the result in vertex indices. Depends on {@code internal.graph}; takes
 * primitives, never the public request types. Not API: exported to knight-graph only.
 */
package io.github.knighttours.internal.search;

import io.github.knighttours.spi.NeighbourFunction;