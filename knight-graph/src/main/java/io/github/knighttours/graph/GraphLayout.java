package io.github.knighttours.graph;

/**
 * Where {@link GraphPictures} puts the vertices of a graph, by one of JGraphT's drawing
 * algorithms (package {@code org.jgrapht.alg.drawing}).
 */
public enum GraphLayout {

  /**
   * Force-directed placement after Fruchterman and Reingold (1991): edges pull their ends
   * together, all vertices push each other apart, from random starting places drawn from a
   * seeded generator, so the same seed gives the same picture. JGraphT's
   * {@code FRLayoutAlgorithm2D}; on graphs of more than {@value GraphPictures#EXACT_FORCES_MAX}
   * vertices its Barnes–Hut variant {@code IndexedFRLayoutAlgorithm2D}, which approximates the
   * pushes of far-away groups of vertices. The default.
   */
  FR,

  /**
   * The vertices evenly spaced on a circle, in visiting order (then the vertices off the path in
   * the graph's order), so that a Hamiltonian cycle is the circle itself and every other edge a
   * chord. JGraphT's {@code CircularLayoutAlgorithm2D}; needs no seed.
   */
  CIRCULAR
}
