/**
 * The knight-tours solvers on any JGraphT graph: Hamiltonian paths and cycles by Warnsdorff's
 * rule, Pohl's tie-break or exhaustive search, the knight graph of a board as a JGraphT graph,
 * and graph files (DIMACS, GraphML, DOT, CSV, TSPLIB HCP) read into JGraphT graphs.
 */
module io.github.knighttours.graph {
  requires transitive io.github.knighttours.core;
  requires transitive org.jgrapht.core;
  requires org.jgrapht.io;
  requires java.xml;
  requires com.google.common;

  exports io.github.knighttours.graph;
}
