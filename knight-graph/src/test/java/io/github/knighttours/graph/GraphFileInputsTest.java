package io.github.knighttours.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.jgrapht.Graph;
import org.jgrapht.graph.DefaultEdge;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The readers of DIMACS, CSV and DOT: what they keep, and what they refuse, naming the line. */
class GraphFileInputsTest {

  private static GraphFile read(String text, GraphFormat format, String name) throws IOException {
    return GraphFiles.read(new StringReader(text), format, name);
  }

  private static Set<String> edgesOf(Graph<String, DefaultEdge> graph) {
    return graph.edgeSet().stream()
        .map(e -> graph.getEdgeSource(e) + "-" + graph.getEdgeTarget(e))
        .collect(Collectors.toSet());
  }

  @Test
  void dimacsKeepsEveryDeclaredVertexInOrder() throws IOException {
    GraphFile file = read("c four vertices, one edge\np edge 4 1\ne 1 2\n", GraphFormat.DIMACS, "iso.col");
    assertEquals(List.of("1", "2", "3", "4"), List.copyOf(file.graph().vertexSet()));
    assertEquals(Set.of("1-2"), edgesOf(file.graph()));
    GraphFile col = read("p col 3 2\r\ne 1 3 7\r\na 3 2\r\n", GraphFormat.DIMACS, "w.col");
    assertEquals(List.of("1", "2", "3"), List.copyOf(col.graph().vertexSet()));
    assertEquals(2, col.graph().edgeSet().size());
    GraphFile noEdges = read("p edge 3\n", GraphFormat.DIMACS, "empty.col");
    assertEquals(3, noEdges.graph().vertexSet().size());
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "p edge 4 1\\ne 0 2\\n | line 2: vertex 0 is outside 1..4 (N of the problem line)",
        "p edge 4 1\\ne -3 2\\n | line 2: vertex -3 is outside 1..4",
        "p edge 4 1\\nc\\ne 1 5\\n | line 3: vertex 5 is outside 1..4",
        "p edge 4 1\\ne 1 99999999999999999999\\n | line 2: vertex \"99999999999999999999\" is not a whole number",
        "e 1 2\\n | line 1: an edge before the problem line",
        "c nothing\\n | line 1: the file has no problem line",
        "p edge 4 1\\np edge 4 1\\n | line 2: a second problem line",
        "p cnf 4 1\\n | line 1: the problem is \"cnf\"; only \"p edge\" and \"p col\" files are read",
        "p edge -4 1\\n | line 1: N (vertices) must not be negative, got -4",
        "p edge 100000001 1\\n | line 1: N (vertices) must be from 0 to 100000000, got 100000001",
        "p edge 4 1\\ne 1\\n | line 2: expected an edge as \"e U V\", got \"e 1\"",
        "p edge 4 1\\nx 1 2\\n | line 2: expected a line \"c …\", \"p edge N M\" or \"e U V\", got \"x 1 2\"",
      })
  void dimacsRefusesBadLinesNamingTheLine(String text, String expected) {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> read(text.replace("\\n", "\n"), GraphFormat.DIMACS, "bad.col"));
    assertTrue(e.getMessage().startsWith("bad.col " + expected.strip()), e.getMessage());
  }

  @Test
  void csvReadsRfc4180FieldsLoneVerticesAndAnyLineEnding() throws IOException {
    String text = "\uFEFFa,b\r\n\"c, d\",\"e \"\"quoted\"\"\"\n\n  f  ,  g\rlone\n\"multi\nline\",a";
    GraphFile file = read(text, GraphFormat.CSV, "q.csv");
    assertEquals(
        List.of("a", "b", "c, d", "e \"quoted\"", "f", "g", "lone", "multi\nline"),
        List.copyOf(file.graph().vertexSet()));
    assertEquals(Set.of("a-b", "c, d-e \"quoted\"", "f-g", "multi\nline-a"), edgesOf(file.graph()));
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "a,b\\na,b,c\\n | line 2: 3 fields; expected source,target",
        "a,b\\n,b\\n | line 2: an empty vertex id",
        "a,b\\nx\"y,z\\n | line 2: a quote inside a field that does not begin with one",
        "a,b\\n\"x\"y,z\\n | line 2: text after a closing quote",
        "a,b\\n\"x\\n\\n | line 2: a quoted field is not closed before the end of the file",
      })
  void csvRefusesBadRecordsNamingTheLine(String text, String expected) {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> read(text.replace("\\n", "\n"), GraphFormat.CSV, "bad.csv"));
    assertTrue(e.getMessage().startsWith("bad.csv " + expected.strip()), e.getMessage());
  }

  @Test
  void overlongLinesAreRefusedInEveryLineFormat() {
    String longLine = "x".repeat(65_536 + 1);
    for (GraphFormat format : List.of(GraphFormat.CSV, GraphFormat.DIMACS, GraphFormat.HCP)) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> read(longLine, format, "long"), format.toString());
      assertTrue(e.getMessage().startsWith("long line 1: ") && e.getMessage().contains("65536"), e.getMessage());
    }
    // A quoted CSV field of line breaks only is as long as its characters.
    String breaks = "\"" + "\n".repeat(65_536 + 1) + "\",a";
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> read(breaks, GraphFormat.CSV, "nl.csv"));
    assertTrue(e.getMessage().startsWith("nl.csv line 1: a record longer than"), e.getMessage());
  }

  @Test
  void deeplyNestedDotIsRefusedWithoutRecursing() {
    String nested = "graph {" + "{".repeat(4000) + "a" + "}".repeat(4000) + "}";
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> read(nested, GraphFormat.DOT, "n.dot"));
    assertTrue(e.getMessage().startsWith("n.dot line 1: braces nested more than 100 deep"), e.getMessage());
    String unclosed = "graph {" + "{".repeat(200_000);
    assertThrows(IllegalArgumentException.class, () -> read(unclosed, GraphFormat.DOT, "u.dot"));
  }

  @Test
  void dotNestedToTheLimitAndBracesInLabelsAreRead() throws IOException {
    int inner = 100 - 1;
    String deepest = "graph {" + "{".repeat(inner) + "a -- b" + "}".repeat(inner) + "}";
    assertEquals(Set.of("a-b"), edgesOf(read(deepest, GraphFormat.DOT, "deep.dot").graph()));
    StringBuilder records = new StringBuilder("graph {\n");
    for (int i = 0; i < 300; i++) {
      records.append("r").append(i).append(" [shape=record, label=\"{a|{b|c}}\"]; /* { */ // {\n");
    }
    records.append("r0 -- r1 }\n");
    GraphFile file = read(records.toString(), GraphFormat.DOT, "records.dot");
    assertEquals(300, file.graph().vertexSet().size());
  }

  @Test
  void aCorruptGzipFileIsBadInputNamingIt(@TempDir Path dir) throws IOException {
    Path notGzip = dir.resolve("plain.csv.gz");
    Files.writeString(notGzip, "a,b\n");
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> GraphFiles.read(notGzip));
    assertTrue(e.getMessage().startsWith("plain.csv.gz: not a valid gzip file: "), e.getMessage());
    byte[] gz = Files.readAllBytes(Path.of("src/test/resources/graphs/cycle8-gzipped.hcp.gz"));
    Path truncated = dir.resolve("cut.hcp.gz");
    Files.write(truncated, java.util.Arrays.copyOf(gz, gz.length / 2));
    IllegalArgumentException t = assertThrows(IllegalArgumentException.class, () -> GraphFiles.read(truncated));
    assertTrue(t.getMessage().startsWith("cut.hcp.gz: not a valid gzip file: "), t.getMessage());
    assertFalse(t.getMessage().contains("null"), t.getMessage());
  }
}
