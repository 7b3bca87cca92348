/**
 * Int graphs: the lazy neighbour function every algorithm is written against
 * ({@link io.github.knighttours.internal.graph.NeighbourFunction}), the knight graph of a board, leapers
 * on boards with wrap and holes, 3-D boards, what is proven about leapers, a board's
 * symmetries, and the check of a path of knight moves. Depends on nothing else of the library.
 * Not API: not exported.
 */
package io.github.knighttours.internal.graph;

import io.github.knighttours.spi.NeighbourFunction;