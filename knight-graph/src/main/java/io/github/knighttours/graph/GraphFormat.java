package io.github.knighttours.graph;

import static com.google.common.base.Preconditions.checkNotNull;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The graph file formats {@link GraphFiles} reads, each recognised by the end of a file name;
 * a further {@code .gz} means the file is gzip-compressed.
 */
public enum GraphFormat {

  /**
   * DIMACS: comment lines beginning with {@code c}, one problem line {@code p edge N M} (or
   * {@code p col N M}; M may be left out), then one edge a line as {@code e U V} (or an arc
   * {@code a U V}; a third, numeric field, a weight, is ignored). Vertices are 1 to N, all kept,
   * with or without edges; an id outside 1..N, a second problem line or an edge before it is an
   * error naming the line. Extensions {@code .col}, {@code .dimacs}.
   */
  DIMACS(List.of(".col", ".dimacs")),

  /**
   * GraphML (XML): the {@code id} of each {@code node} and the {@code source} and {@code target}
   * of each {@code edge} in the one {@code graph} (no nested graphs, no hyperedges); keys, data
   * and elements of other namespaces are skipped. A DOCTYPE is refused (no DTD or entity is
   * read). Extension {@code .graphml}.
   */
  GRAPHML(List.of(".graphml")),

  /**
   * Graphviz DOT: {@code graph} or {@code digraph}, read with JGraphT's importer; braces may nest
   * at most 100 deep. Extensions {@code .dot}, {@code .gv}.
   */
  DOT(List.of(".dot", ".gv")),

  /**
   * An edge list as CSV: one edge a line, {@code source,target}, or a lone {@code vertex}; blank
   * lines are skipped. Fields follow RFC 4180: a field in double quotes may hold commas, line
   * breaks and doubled quotes {@code ""}; spaces and tabs around a field are dropped; a UTF-8 byte
   * order mark is skipped. More than two fields, an empty id or a stray quote is an error naming
   * the line. Extension {@code .csv}.
   */
  CSV(List.of(".csv")),

  /**
   * TSPLIB HCP (Hamiltonian cycle problem), as used by the FHCP challenge set: a header with
   * {@code TYPE : HCP} and {@code DIMENSION : N}, then {@code EDGE_DATA_SECTION} with one edge
   * {@code U V} a line, vertices numbered 1 to N, ended by {@code -1} and/or {@code EOF}.
   * Extension {@code .hcp}.
   */
  HCP(List.of(".hcp"));

  private final List<String> extensions;

  GraphFormat(List<String> extensions) {
    this.extensions = extensions;
  }

  /**
   * Returns true if a file of this format states whether its edges are directed, so that {@link
   * GraphFiles#readDirected(java.nio.file.Path, GraphFormat)} can read it: GraphML ({@code
   * edgedefault}) and DOT ({@code digraph}). DIMACS {@code p edge} files, CSV edge lists and HCP
   * files do not: their edges are read as undirected.
   */
  public boolean statesDirection() {
    return this == GRAPHML || this == DOT;
  }

  /** Returns the file name endings of this format, such as {@code .col}, without {@code .gz}. */
  public List<String> extensions() {
    return extensions;
  }

  /**
   * Returns the format a file name's ending names, ignoring case and a final {@code .gz}, or
   * empty if it names none.
   *
   * @throws NullPointerException if {@code fileName} is null
   */
  public static Optional<GraphFormat> ofFileName(String fileName) {
    checkNotNull(fileName, "fileName must not be null");
    String name = stripGzip(fileName.toLowerCase(Locale.ROOT));
    for (GraphFormat format : values()) {
      for (String extension : format.extensions) {
        if (name.endsWith(extension)) {
          return Optional.of(format);
        }
      }
    }
    return Optional.empty();
  }

  /** Returns true if a file name says the file is gzip-compressed. */
  static boolean isGzip(String fileName) {
    return fileName.toLowerCase(Locale.ROOT).endsWith(".gz");
  }

  private static String stripGzip(String lowerCaseName) {
    return lowerCaseName.endsWith(".gz") ? lowerCaseName.substring(0, lowerCaseName.length() - 3) : lowerCaseName;
  }
}
