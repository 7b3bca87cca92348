/**
 * Shapes beyond the 2-D {@link io.github.knighttours.Board}: three-dimensional boards
 * ({@link io.github.knighttours.shapes.Board3d} of {@link io.github.knighttours.shapes.Cell}s).
 * Each is a {@link io.github.knighttours.spi.Shape}, so every solver that accepts it runs on it
 * through the one pipeline ({@link io.github.knighttours.KnightTours#solvePath}), with end cells,
 * traces and checked tours. Holes, tori, cylinders and other leapers are kinds of {@code Board}.
 */
package io.github.knighttours.shapes;
