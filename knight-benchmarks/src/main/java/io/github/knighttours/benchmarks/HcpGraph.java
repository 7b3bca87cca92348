package io.github.knighttours.benchmarks;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.Objects;
import java.util.zip.GZIPInputStream;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.SimpleGraph;

/**
 * An undirected graph read from a TSPLIB HCP file by this module's own small reader, kept apart
 * from knight-graph's reader so that the benchmark can check the library's cycles against the
 * file and nothing else. Vertices are numbered 1..n as in the file; each edge is one {@code long}
 * holding the smaller end in the high half and the larger end in the low half, sorted and
 * distinct (self-loops and repeated lines are dropped).
 *
 * <p>The format (TSPLIB, Reinelt 1991): header lines {@code KEY : VALUE} ({@code NAME},
 * {@code COMMENT}, {@code TYPE : HCP}, {@code DIMENSION : n}, {@code EDGE_DATA_FORMAT :
 * EDGE_LIST}), then {@code EDGE_DATA_SECTION}, then one {@code u v} pair a line, ended by
 * {@code -1} and/or {@code EOF}.
 */
final class HcpGraph {

  /** The largest DIMENSION accepted, so that a bad header cannot ask for a huge array. */
  static final int MAX_VERTICES = 1_000_000;

  /** The most edge lines read from one file. */
  static final int MAX_EDGE_LINES = 20_000_000;

  /** The longest line accepted, in characters. */
  static final int MAX_LINE = 1_000;

  private final String name;
  private final int vertices;
  private final long[] edges;

  private HcpGraph(String name, int vertices, long[] edges) {
    this.name = name;
    this.vertices = vertices;
    this.edges = edges;
  }

  /**
   * Reads a gzip-compressed HCP file.
   *
   * @throws IllegalArgumentException if the text is not an HCP edge list (the message names the
   *     file and the line)
   */
  static HcpGraph read(Path file) throws IOException {
    Objects.requireNonNull(file, "file must not be null");
    try (Reader in = gzipReader(file)) {
      return parse(in, file.toString());
    }
  }

  /**
   * Reads the header of a gzip-compressed HCP file and returns its DIMENSION, without reading
   * the edges.
   *
   * @throws IllegalArgumentException if the header has no valid DIMENSION before the edges
   */
  static int readDimension(Path file) throws IOException {
    Objects.requireNonNull(file, "file must not be null");
    try (Reader in = gzipReader(file)) {
      return new Parser(in, file.toString()).header();
    }
  }

  /**
   * Parses HCP text.
   *
   * @param source names the text in messages
   * @throws IllegalArgumentException if the text is not an HCP edge list
   */
  static HcpGraph parse(Reader in, String source) throws IOException {
    Objects.requireNonNull(in, "in must not be null");
    Objects.requireNonNull(source, "source must not be null");
    Parser parser = new Parser(in, source);
    int n = parser.header();
    return new HcpGraph(source, n, parser.edges(n));
  }

  private static Reader gzipReader(Path file) throws IOException {
    return new BufferedReader(
        new InputStreamReader(new GZIPInputStream(Files.newInputStream(file)), StandardCharsets.US_ASCII));
  }

  /** Returns where the graph was read from. */
  String name() {
    return name;
  }

  /** Returns n, the number of vertices (numbered 1..n). */
  int vertices() {
    return vertices;
  }

  /** Returns the number of distinct edges. */
  int edgeCount() {
    return edges.length;
  }

  /** Returns the largest number of edges at one vertex (0 without edges). */
  int maxDegree() {
    int[] degree = new int[vertices + 1];
    int max = 0;
    for (long edge : edges) {
      max = Math.max(max, Math.max(++degree[(int) (edge >>> 32)], ++degree[(int) edge]));
    }
    return max;
  }

  /** Returns true if {@code u v} is an edge of the file (either order). */
  boolean hasEdge(int u, int v) {
    return u != v && Arrays.binarySearch(edges, key(u, v)) >= 0;
  }

  /** Builds the JGraphT graph that the library searches: vertices 1..n, the file's edges. */
  SimpleGraph<Integer, DefaultEdge> toJGraphT() {
    SimpleGraph<Integer, DefaultEdge> graph = new SimpleGraph<>(DefaultEdge.class);
    for (int v = 1; v <= vertices; v++) {
      graph.addVertex(v);
    }
    for (long edge : edges) {
      graph.addEdge((int) (edge >>> 32), (int) edge);
    }
    return graph;
  }

  static long key(int u, int v) {
    int low = Math.min(u, v);
    int high = Math.max(u, v);
    return ((long) low << 32) | high;
  }

  /** Reads one file, line by line, with a line counter for messages. */
  private static final class Parser {
    private final Reader in;
    private final String source;
    private final StringBuilder line = new StringBuilder();
    private int lineNumber;

    Parser(Reader in, String source) {
      this.in = in;
      this.source = source;
    }

    /** Reads up to and including EDGE_DATA_SECTION; returns DIMENSION. */
    int header() throws IOException {
      int dimension = -1;
      while (nextLine()) {
        String text = line.toString().trim();
        if (text.isEmpty()) {
          continue;
        }
        if (text.equals("EDGE_DATA_SECTION")) {
          if (dimension < 0) {
            throw problem("EDGE_DATA_SECTION comes before any DIMENSION");
          }
          return dimension;
        }
        if (text.equals("EOF")) {
          break;
        }
        int colon = text.indexOf(':');
        if (colon < 0) {
          throw problem("expected a header line KEY : VALUE, got \"" + text + "\"");
        }
        String key = text.substring(0, colon).trim().toUpperCase(Locale.ROOT);
        String value = text.substring(colon + 1).trim();
        switch (key) {
          case "TYPE" -> {
            if (!value.equalsIgnoreCase("HCP")) {
              throw problem("TYPE must be HCP, got \"" + value + "\"");
            }
          }
          case "DIMENSION" -> dimension = parseDimension(value);
          case "EDGE_DATA_FORMAT" -> {
            if (!value.equalsIgnoreCase("EDGE_LIST")) {
              throw problem("EDGE_DATA_FORMAT must be EDGE_LIST, got \"" + value + "\"");
            }
          }
          default -> {
            // NAME, COMMENT and other keys say nothing about the edges.
          }
        }
      }
      throw problem("the file ends before EDGE_DATA_SECTION");
    }

    private int parseDimension(String value) {
      int n;
      try {
        n = Integer.parseInt(value);
      } catch (NumberFormatException e) {
        throw problem("DIMENSION must be a whole number, got \"" + value + "\"");
      }
      if (n < 1 || n > MAX_VERTICES) {
        throw problem("DIMENSION must be in 1.." + MAX_VERTICES + ", got " + n);
      }
      return n;
    }

    /** Reads the edge lines after EDGE_DATA_SECTION; returns the sorted distinct keys. */
    long[] edges(int n) throws IOException {
      long[] keys = new long[Math.min(4 * n, 1 << 16)];
      int count = 0;
      int edgeLines = 0;
      while (nextLine()) {
        String text = line.toString().trim();
        if (text.isEmpty()) {
          continue;
        }
        if (text.equals("-1") || text.equals("EOF")) {
          break;
        }
        if (++edgeLines > MAX_EDGE_LINES) {
          throw problem("more than " + MAX_EDGE_LINES + " edge lines");
        }
        String[] ends = text.split("\\s+");
        if (ends.length != 2) {
          throw problem("expected an edge \"u v\", got \"" + text + "\"");
        }
        int u = vertex(ends[0], n);
        int v = vertex(ends[1], n);
        if (u == v) {
          continue;
        }
        if (count == keys.length) {
          keys = Arrays.copyOf(keys, keys.length * 2);
        }
        keys[count++] = key(u, v);
      }
      long[] sorted = Arrays.copyOf(keys, count);
      Arrays.sort(sorted);
      int distinct = 0;
      for (int i = 0; i < sorted.length; i++) {
        if (i == 0 || sorted[i] != sorted[i - 1]) {
          sorted[distinct++] = sorted[i];
        }
      }
      return Arrays.copyOf(sorted, distinct);
    }

    private int vertex(String token, int n) {
      int v;
      try {
        v = Integer.parseInt(token);
      } catch (NumberFormatException e) {
        throw problem("expected a vertex number, got \"" + token + "\"");
      }
      if (v < 1 || v > n) {
        throw problem("vertex " + v + " is not in 1.." + n);
      }
      return v;
    }

    /** Reads the next line into {@code line}; false at the end of the text. */
    private boolean nextLine() throws IOException {
      line.setLength(0);
      int c = in.read();
      if (c < 0) {
        return false;
      }
      lineNumber++;
      while (c >= 0 && c != '\n') {
        if (c != '\r') {
          if (line.length() == MAX_LINE) {
            throw problem("line longer than " + MAX_LINE + " characters");
          }
          line.append((char) c);
        }
        c = in.read();
      }
      return true;
    }

    private IllegalArgumentException problem(String what) {
      return new IllegalArgumentException(source + ", line " + lineNumber + ": " + what);
    }
  }
}
