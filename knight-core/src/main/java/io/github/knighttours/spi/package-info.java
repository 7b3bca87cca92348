/**
 * The contract every solver searches: the neighbour function
 * ({@link io.github.knighttours.spi.NeighbourFunction}, a finite graph whose neighbours are
 * produced on demand), shapes ({@link io.github.knighttours.spi.Shape}: a neighbour function with
 * labels and a move check), and what a {@link io.github.knighttours.TourSolver} receives and
 * returns ({@link io.github.knighttours.spi.SearchTask}, {@link io.github.knighttours.spi.SearchContext},
 * {@link io.github.knighttours.spi.SearchResult}), with the listeners of progress and of every
 * step.
 *
 * <h2>Design</h2>
 *
 * <p>Ints, not objects: a search sees vertex numbers and asks for neighbours into a buffer, so a
 * board of 10<sup>8</sup> squares costs nothing until a search makes its own arrays, and labels
 * (squares, cells, graph vertices) are made only for the caller. A solver written outside the
 * library implements {@link io.github.knighttours.TourSolver#accepts} and
 * {@link io.github.knighttours.TourSolver#search}, registers with {@link java.util.ServiceLoader},
 * and runs on every shape it accepts: 2-D boards of every kind, 3-D boards, JGraphT graphs
 * through knight-graph.
 */
package io.github.knighttours.spi;
