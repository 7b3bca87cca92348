package io.github.knighttours.graph;

import java.io.IOException;

/**
 * Reads a DIMACS graph line by line: comment lines (beginning with {@code c}), one problem line
 * {@code p edge N M} (or {@code p col N M}; M may be left out), then edge lines {@code e U V}
 * (or arcs {@code a U V}, each with an optional numeric weight, which is ignored), with U and V
 * from 1 to N. Vertices 1 to N are all kept, in that order, with or without edges. Every message
 * names the file and the line.
 */
final class DimacsReader {

  private final String name;
  private final GraphBuilder builder;
  private LineReader in;

  DimacsReader(String name, GraphBuilder builder) {
    this.name = name;
    this.builder = builder;
  }

  void read(LineReader lines) throws IOException {
    this.in = lines;
    long vertices = -1;
    String line;
    while ((line = in.readLine()) != null) {
      String text = line.strip();
      if (text.isEmpty() || text.charAt(0) == 'c') {
        continue; // a blank line or a comment
      }
      String[] fields = text.split("\\s+");
      switch (fields[0]) {
        case "p" -> {
          if (vertices >= 0) {
            throw error("a second problem line \"" + GraphFiles.shorten(text) + "\"; a file has one");
          }
          vertices = problem(fields, text);
        }
        case "e", "a" -> {
          if (vertices < 0) {
            throw error("an edge before the problem line \"p edge N M\"");
          }
          if (fields.length < 3 || fields.length > 4) {
            throw error("expected an edge as \"e U V\", got \"" + GraphFiles.shorten(text) + "\"");
          }
          if (fields.length == 4) {
            weight(fields[3]);
          }
          long u = vertex(fields[1], vertices);
          long v = vertex(fields[2], vertices);
          builder.edge(Long.toString(u), Long.toString(v));
        }
        default -> throw error(
            "expected a line \"c …\", \"p edge N M\" or \"e U V\", got \"" + GraphFiles.shorten(text) + "\"");
      }
    }
    if (vertices < 0) {
      throw error("the file has no problem line \"p edge N M\"");
    }
  }

  /** Reads {@code p edge N M}, adds vertices 1..N, and returns N. */
  private long problem(String[] fields, String text) {
    if (fields.length < 3 || fields.length > 4) {
      throw error("expected the problem line \"p edge N M\", got \"" + GraphFiles.shorten(text) + "\"");
    }
    if (!fields[1].equals("edge") && !fields[1].equals("col")) {
      throw error("the problem is \"" + GraphFiles.shorten(fields[1]) + "\"; only \"p edge\" and \"p col\" files are read");
    }
    long vertices = count(fields[2], "N (vertices)");
    if (vertices > GraphFiles.MAX_VERTICES) {
      throw error("N (vertices) must be from 0 to " + GraphFiles.MAX_VERTICES + ", got " + vertices);
    }
    builder.expectVertices(vertices);
    if (fields.length == 4) {
      builder.expectEdges(count(fields[3], "M (edges)"));
    }
    for (long v = 1; v <= vertices; v++) {
      builder.vertex(Long.toString(v));
    }
    return vertices;
  }

  private long count(String text, String what) {
    long count;
    try {
      count = Long.parseLong(text);
    } catch (NumberFormatException e) {
      throw error(what + " must be a whole number, got \"" + GraphFiles.shorten(text) + "\"");
    }
    if (count < 0) {
      throw error(what + " must not be negative, got " + count);
    }
    return count;
  }

  private long vertex(String text, long vertices) {
    long v;
    try {
      v = Long.parseLong(text);
    } catch (NumberFormatException e) {
      throw error("vertex \"" + GraphFiles.shorten(text) + "\" is not a whole number");
    }
    if (v < 1 || v > vertices) {
      throw error("vertex " + v + " is outside 1.." + vertices + " (N of the problem line)");
    }
    return v;
  }

  private void weight(String text) {
    try {
      Double.parseDouble(text);
    } catch (NumberFormatException e) {
      throw error("the edge weight \"" + GraphFiles.shorten(text) + "\" is not a number");
    }
  }

  private IllegalArgumentException error(String problem) {
    return new IllegalArgumentException(name + " line " + in.lineNumber() + ": " + problem);
  }
}
