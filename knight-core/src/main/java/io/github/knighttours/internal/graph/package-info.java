/**
 * Implementations of the public {@link io.github.knighttours.spi.NeighbourFunction}: the knight
 * graph of a board (with its fast paths), leapers on boards with wrap and holes, 3-D boards; and
 * what is proven about leapers, a board's symmetries, two-colouring, and the check of a path of
 * knight moves. Depends on nothing else of the library but the neighbour function. Not API: not
 * exported.
 */
package io.github.knighttours.internal.graph;
