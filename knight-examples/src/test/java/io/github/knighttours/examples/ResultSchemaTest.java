package io.github.knighttours.examples;

import static io.github.knighttours.examples.CommandRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.networknt.schema.Error;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * docs/result.schema.json (JSON Schema draft 2020-12) against what the command line really
 * prints with {@code --format json}: every subcommand and every way a search ends, valid; and
 * documents with the old or wrong names, invalid.
 */
class ResultSchemaTest {

  private static final Path SCHEMA = Path.of("../docs/result.schema.json");
  private static final String GRAPHS = "../knight-graph/src/test/resources/graphs/";

  private static Schema schema;

  @TempDir static Path dir;

  @BeforeAll
  static void readSchema() throws IOException {
    SchemaRegistry registry = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12);
    schema = registry.getSchema(Files.readString(SCHEMA, StandardCharsets.UTF_8), InputFormat.JSON);
  }

  private static List<Error> errors(String json) {
    return schema.validate(json, InputFormat.JSON);
  }

  /** Runs of every subcommand with --format json, with the exit status each must have. */
  static Stream<Arguments> outputs() throws IOException {
    Path holes = dir.resolve("holes.txt");
    Files.writeString(holes, "......\n......\n..#...\n......\n......\n......\n");
    Path directed = dir.resolve("arcs.dot");
    Files.writeString(directed, "digraph { a -> b; b -> c; c -> a; }\n");
    // A MiniSat result file for cycle8.hcp's CNF (48 variables): the arcs 1→2→…→8→1 (GraphCnfCommandTest).
    Path model = dir.resolve("cycle8.model");
    StringBuilder literals = new StringBuilder("SAT\n");
    for (int v = 1; v <= 48; v++) {
      literals.append(Set.of(1, 4, 6, 8, 10, 12, 14, 15).contains(v) ? v : -v).append(' ');
    }
    Files.writeString(model, literals.append("0\n"));
    List<Arguments> runs = new ArrayList<>();
    for (String[] args : new String[][] {
        {"0", "tour", "--board", "6x6", "--kind", "closed"},
        {"0", "tour", "--board", "5x5", "--start", "a1", "--end", "e5", "--strategy", "backtracking"},
        {"3", "tour", "--board", "5x5"},
        {"4", "tour", "--board", "8x8", "--strategy", "backtracking", "--node-budget", "5", "--start", "a1", "--end", "a2"},
        {"0", "tour", "--board", "6x6", "--torus"},
        {"0", "tour", "--board", "10x10", "--leaper", "2,3", "--start", "a1"},
        {"0", "tour", "--holes", holes.toString(), "--start", "a1"},
        {"0", "tour", "--board", "3x4x4"},
        {"3", "tour", "--board", "3x3x3", "--kind", "closed"},
        {"0", "graph", GRAPHS + "petersen.hcp"},
        {"0", "graph", GRAPHS + "petersen.graphml", "--start", "v1"},
        {"3", "graph", GRAPHS + "petersen.dot", "--kind", "closed", "--strategy", "backtracking"},
        {"0", "graph", GRAPHS + "cycle8.hcp", "--kind", "closed", "--start", "3"},
        {"0", "graph", directed.toString(), "--directed", "--kind", "closed"},
        {"0", "graph", GRAPHS + "cycle8.hcp", "--kind", "closed", "--model", model.toString()},
        {"0", "uncrossed", "--board", "5x5"},
        {"3", "uncrossed", "--board", "3x3", "--kind", "closed"},
        {"4", "uncrossed", "--board", "8x8", "--node-budget", "100"},
        {"0", "count", "--board", "5x5"},
        {"0", "count", "--board", "5x5", "--start", "a1", "--directed"},
        {"0", "count", "--board", "7x7", "--kind", "closed"},
        {"0", "count", "--board", "5x6", "--method", "frontier"},
        {"0", "count", "--board", "5x7", "--kind", "closed", "--table"},
        {"0", "count", "--board", "6x6", "--kind", "closed", "--up-to-symmetry"},
        {"0", "count", "--board", "1x5", "--directed", "--up-to-symmetry"},
        {"4", "count", "--board", "8x8", "--kind", "closed", "--time-budget", "0.001"},
        {"0", "sample", "--board", "5x6", "--kind", "closed", "--count", "3"},
        {"0", "sample", "--board", "5x5", "--start", "a1", "--seed", "-7"}}) {
      runs.add(Arguments.of(Integer.parseInt(args[0]), List.of(args).subList(1, args.length)));
    }
    return runs.stream();
  }

  @ParameterizedTest
  @MethodSource("outputs")
  void everySubcommandsJsonIsValid(int status, List<String> args) {
    List<String> all = new ArrayList<>(args);
    all.addAll(List.of("--format", "json", "-q"));
    if (args.get(0).equals("count") || args.get(0).equals("sample")) {
      all.remove("-q"); // count and sample have nothing to keep quiet
    }
    CommandRun run = run(all.toArray(String[]::new));
    assertEquals(status, run.status(), all + ": " + run.err());
    assertEquals(1, run.out().lines().count(), run.out());
    assertEquals(List.of(), errors(run.out()), run.out());
  }

  @Test
  void drawsJsonIsValid() {
    for (String[] tour : new String[][] {
        {"tour", "--board", "6x6", "--torus", "--format", "csv", "-q"},
        {"tour", "--board", "5x5", "--start", "a1", "-q"},
        {"tour", "--board", "2x3x4", "--format", "squares", "-q"}}) {
      String printed = run(tour).out();
      java.io.InputStream saved = System.in;
      System.setIn(new java.io.ByteArrayInputStream(printed.getBytes(StandardCharsets.UTF_8)));
      try {
        CommandRun draw = run("draw", "--format", "json");
        assertEquals(0, draw.status(), draw.err());
        assertEquals(List.of(), errors(draw.out()), draw.out());
      } finally {
        System.setIn(saved);
      }
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {
    // the old names
    "{\"command\":\"tour\",\"board\":\"5x5\",\"closed\":false,\"solver\":\"AUTO\",\"outcome\":\"PROVEN_ABSENT\","
        + "\"start\":\"b1\",\"end\":null,\"nodes\":0,\"elapsedMillis\":1,\"squares\":[]}",
    // a boolean kind
    "{\"command\":\"tour\",\"board\":\"5x5\",\"kind\":true,\"strategy\":\"AUTO\",\"outcome\":\"PROVEN_ABSENT\","
        + "\"start\":\"b1\",\"end\":null,\"nodes\":0,\"elapsedMillis\":1,\"explanation\":\"x\"}",
    // FOUND, but no squares
    "{\"command\":\"tour\",\"board\":\"5x5\",\"kind\":\"open\",\"strategy\":\"AUTO\",\"outcome\":\"FOUND\","
        + "\"start\":\"a1\",\"end\":\"c3\",\"nodes\":0,\"elapsedMillis\":1,\"explanation\":\"x\"}",
    // an outcome that does not exist
    "{\"command\":\"tour\",\"board\":\"5x5\",\"kind\":\"open\",\"strategy\":\"AUTO\",\"outcome\":\"MAYBE\","
        + "\"start\":\"b1\",\"end\":null,\"nodes\":0,\"elapsedMillis\":1,\"explanation\":\"x\"}",
    // not a square
    "{\"command\":\"tour\",\"board\":\"5x5\",\"kind\":\"open\",\"strategy\":\"AUTO\",\"outcome\":\"FOUND\","
        + "\"start\":\"a1\",\"end\":\"c3\",\"squares\":[\"a1\",\"zz\"],\"nodes\":0,\"elapsedMillis\":1,\"explanation\":\"x\"}",
    // a graph's old "path" and "file"
    "{\"command\":\"graph\",\"file\":\"p.hcp\",\"format\":\"hcp\",\"directed\":false,\"vertexCount\":3,\"edgeCount\":3,"
        + "\"kind\":\"open\",\"strategy\":\"AUTO\",\"outcome\":\"FOUND\",\"start\":1,\"end\":3,\"path\":[\"1\",\"2\",\"3\"],"
        + "\"nodes\":3,\"elapsedMillis\":1,\"explanation\":\"x\"}",
    // vertex ids half numbers, half strings
    "{\"command\":\"graph\",\"graph\":\"p.hcp\",\"format\":\"hcp\",\"directed\":false,\"vertexCount\":3,\"edgeCount\":3,"
        + "\"kind\":\"open\",\"strategy\":\"AUTO\",\"outcome\":\"FOUND\",\"start\":1,\"end\":3,\"vertices\":[1,\"2\",3],"
        + "\"nodes\":3,\"elapsedMillis\":1,\"explanation\":\"x\"}",
    // a count as a string, and a count without its method
    "{\"command\":\"count\",\"board\":\"5x5\",\"kind\":\"open\",\"directed\":false,\"start\":null,\"count\":\"864\","
        + "\"complete\":true,\"method\":\"depth-first\",\"nodes\":1,\"threads\":1,\"elapsedMillis\":1,\"explanation\":\"x\"}",
    "{\"command\":\"count\",\"board\":\"5x5\",\"kind\":\"open\",\"directed\":false,\"start\":null,\"count\":864,"
        + "\"complete\":true,\"nodes\":1,\"threads\":1,\"elapsedMillis\":1,\"explanation\":\"x\"}",
    // uncrossed without its length, and an object with no command
    "{\"command\":\"uncrossed\",\"board\":\"5x5\",\"kind\":\"open\",\"outcome\":\"FOUND\",\"start\":\"a1\",\"end\":\"b3\","
        + "\"squares\":[\"a1\",\"b3\"],\"nodes\":1,\"elapsedMillis\":1,\"explanation\":\"x\"}",
    "{\"board\":\"5x5\",\"count\":864}",
    // draw's tour without squares
    "{\"command\":\"draw\",\"board\":\"5x5\",\"kind\":\"open\",\"start\":\"a1\",\"end\":\"c3\"}",
    "[1,2,3]"
  })
  void invalidDocumentsFail(String json) {
    assertFalse(errors(json).isEmpty(), json);
  }

  @Test
  void aCountLargerThanALongIsValid() {
    String json = "{\"command\":\"count\",\"board\":\"8x8\",\"kind\":\"closed\",\"directed\":true,\"start\":null,"
        + "\"count\":123456789012345678901234567890,\"complete\":true,\"method\":\"frontier\",\"nodes\":1,\"threads\":1,"
        + "\"elapsedMillis\":1,\"explanation\":\"exact\"}";
    assertEquals(List.of(), errors(json));
    assertTrue(errors(json.replace("\"threads\":1", "\"threads\":0")).size() > 0);
  }
}
