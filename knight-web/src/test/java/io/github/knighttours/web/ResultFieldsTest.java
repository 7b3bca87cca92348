package io.github.knighttours.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import io.github.knighttours.KnightTours;
import io.github.knighttours.TourResult;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The fields of {@code knightTours.solve} (and of a trace's final result), which TeaVM's code
 * writes without a JSON library, against docs/result.schema.json on the JVM: the same names as
 * {@code tour --format json}, and with {@code "command": "tour"} added, a valid tour result.
 */
class ResultFieldsTest {

  private static final ObjectMapper MAPPER = new ObjectMapper();

  private static JsonNode schemaTree;
  private static Schema schema;

  @BeforeAll
  static void readSchema() throws IOException {
    String text = Files.readString(Path.of("../docs/result.schema.json"), StandardCharsets.UTF_8);
    schemaTree = MAPPER.readTree(text);
    schema = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12).getSchema(text, InputFormat.JSON);
  }

  /** The property names a $defs entry of the schema declares, and those it requires. */
  private static Set<String> names(String def, String which) {
    Set<String> names = new HashSet<>();
    JsonNode node = schemaTree.get("$defs").get(def).get(which);
    if (which.equals("properties")) {
      node.fieldNames().forEachRemaining(names::add);
    } else {
      node.forEach(n -> names.add(n.textValue()));
    }
    return names;
  }

  @ParameterizedTest
  @CsvSource({
    "5, 5, a1, WARNSDORFF, open, FOUND",
    "5, 5, c1, NAIVE_BACKTRACKING, open, FOUND",
    "4, 4, a1, NAIVE_BACKTRACKING, open, PROVEN_ABSENT",
    "5, 5, a1, , closed, PROVEN_ABSENT",
  })
  void solvesFieldsAreTheSchemasNames(int rows, int cols, String start, String strategy, String kind, String outcome) {
    Runs.Parameters p = Runs.read(rows, cols, start, strategy, kind, null, Runs.MAX_SIDE);
    TourResult r = KnightTours.solve(p.request(null), p.solver());
    Map<String, Object> fields = Runs.fields(p, r, 3);
    assertEquals(outcome, fields.get("outcome"));

    Set<String> declared = names("search", "properties");
    declared.addAll(names("tour", "properties"));
    assertTrue(declared.containsAll(fields.keySet()), fields.keySet() + " has a name the schema does not: " + declared);
    Set<String> required = names("search", "required");
    required.addAll(names("tour", "required"));
    required.remove("command"); // a JavaScript object, not a command's output
    assertTrue(fields.keySet().containsAll(required), fields.keySet() + " lacks one of " + required);

    ObjectNode json = MAPPER.createObjectNode().put("command", "tour");
    json.setAll((ObjectNode) MAPPER.valueToTree(fields));
    assertEquals(List.of(), schema.validate(json.toString(), InputFormat.JSON), json.toString());
  }

  @ParameterizedTest
  @CsvSource({"5, 5, c1, NAIVE_BACKTRACKING, open"})
  void aStoppedTracesFieldsAreValidToo(int rows, int cols, String start, String strategy, String kind) {
    Runs.Parameters p = Runs.read(rows, cols, start, strategy, kind, null, Runs.MAX_SIDE);
    Map<String, Object> fields = Runs.fields(p, "CANCELLED", null, 12, 3, 0, "stopped after 12 squares placed and 3 taken back");
    ObjectNode json = MAPPER.createObjectNode().put("command", "tour");
    json.setAll((ObjectNode) MAPPER.valueToTree(fields));
    assertEquals(List.of(), schema.validate(json.toString(), InputFormat.JSON), json.toString());
  }
}
