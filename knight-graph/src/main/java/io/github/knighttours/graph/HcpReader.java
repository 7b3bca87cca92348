package io.github.knighttours.graph;

import java.io.IOException;
import java.util.Locale;

/**
 * Reads a TSPLIB HCP file line by line: the specification part ({@code KEY : VALUE} lines; TYPE
 * must be HCP, DIMENSION is required, EDGE_DATA_FORMAT must be EDGE_LIST when given), then
 * {@code EDGE_DATA_SECTION} with one edge {@code U V} a line, ended by {@code -1}, {@code EOF}
 * or the end of the file. Every message names the file and the line.
 */
final class HcpReader {

  private final String name;
  private final GraphBuilder builder;
  private LineReader in;

  HcpReader(String name, GraphBuilder builder) {
    this.name = name;
    this.builder = builder;
  }

  void read(LineReader lines) throws IOException {
    this.in = lines;
    int dimension = readSpecification();
    readEdges(dimension);
  }

  /** Reads up to EDGE_DATA_SECTION, adds vertices 1..DIMENSION, and returns DIMENSION. */
  private int readSpecification() throws IOException {
    String type = null;
    int dimension = -1;
    String line;
    while ((line = in.readLine()) != null) {
      String text = line.strip();
      if (text.isEmpty()) {
        continue;
      }
      int colon = text.indexOf(':');
      String key = (colon < 0 ? text : text.substring(0, colon)).strip().toUpperCase(Locale.ROOT);
      String value = colon < 0 ? "" : text.substring(colon + 1).strip();
      switch (key) {
        case "NAME", "COMMENT" -> {
          // Free text.
        }
        case "TYPE" -> {
          type = value;
          if (!value.equalsIgnoreCase("HCP")) {
            throw error("TYPE is " + value + "; only HCP files are read");
          }
        }
        case "DIMENSION" -> dimension = dimension(value);
        case "EDGE_DATA_FORMAT" -> {
          if (!value.equalsIgnoreCase("EDGE_LIST")) {
            throw error("EDGE_DATA_FORMAT is " + value + "; only EDGE_LIST is read");
          }
        }
        case "EDGE_DATA_SECTION" -> {
          if (type == null) {
            throw error("EDGE_DATA_SECTION before TYPE : HCP");
          }
          if (dimension < 0) {
            throw error("EDGE_DATA_SECTION before DIMENSION");
          }
          return dimension;
        }
        case "EOF" -> throw error("EOF before EDGE_DATA_SECTION");
        default -> {
          if (colon < 0) {
            throw error("expected a KEY : VALUE line or EDGE_DATA_SECTION, got \"" + GraphFiles.shorten(text) + "\"");
          }
          // Other specification keys (such as CAPACITY) do not change the graph.
        }
      }
    }
    throw error("the file ends before EDGE_DATA_SECTION");
  }

  private int dimension(String value) {
    long dimension;
    try {
      dimension = Long.parseLong(value);
    } catch (NumberFormatException e) {
      throw error("DIMENSION must be a whole number, got \"" + GraphFiles.shorten(value) + "\"");
    }
    if (dimension < 1 || dimension > GraphFiles.MAX_VERTICES) {
      throw error("DIMENSION must be from 1 to " + GraphFiles.MAX_VERTICES + ", got " + dimension);
    }
    builder.expectVertices(dimension);
    for (int v = 1; v <= dimension; v++) {
      builder.vertex(Integer.toString(v));
    }
    return (int) dimension;
  }

  private void readEdges(int dimension) throws IOException {
    boolean ended = false;
    String line;
    while ((line = in.readLine()) != null) {
      String text = line.strip();
      if (text.isEmpty()) {
        continue;
      }
      if (text.equalsIgnoreCase("EOF")) {
        return;
      }
      if (ended) {
        throw error("expected EOF after -1, got \"" + GraphFiles.shorten(text) + "\"");
      }
      if (text.equals("-1")) {
        ended = true;
        continue;
      }
      String[] ends = text.split("\\s+");
      if (ends.length != 2) {
        throw error("expected an edge as two vertex numbers \"U V\", got \"" + GraphFiles.shorten(text) + "\"");
      }
      int u = vertex(ends[0], dimension);
      int v = vertex(ends[1], dimension);
      builder.edge(Integer.toString(u), Integer.toString(v));
    }
  }

  private int vertex(String text, int dimension) {
    long v;
    try {
      v = Long.parseLong(text);
    } catch (NumberFormatException e) {
      throw error("vertex \"" + GraphFiles.shorten(text) + "\" is not a whole number");
    }
    if (v < 1 || v > dimension) {
      throw error("vertex " + v + " is outside 1.." + dimension + " (DIMENSION)");
    }
    return (int) v;
  }

  private IllegalArgumentException error(String problem) {
    return new IllegalArgumentException(name + " line " + in.lineNumber() + ": " + problem);
  }
}
