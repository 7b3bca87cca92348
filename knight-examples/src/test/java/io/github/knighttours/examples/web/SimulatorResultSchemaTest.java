package io.github.knighttours.examples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.Error;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import io.github.knighttours.examples.web.EventStream.Event;
import java.io.IOException;
import java.io.InputStream;
import java.net.URLEncoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The web API's finished-run result (the {@code end} event of {@code GET /api/run}) against
 * docs/result.schema.json, from real runs of the server: flat boards traced and untraced, a tour
 * found and one proven absent, shaped boards, and three-dimensional boards.
 */
@Timeout(value = 5, unit = TimeUnit.MINUTES) // a guard against a hang, not a speed limit
class SimulatorResultSchemaTest {

  private static final ObjectMapper MAPPER = new ObjectMapper();

  private static SimulatorHttp http;
  private static Schema schema;

  @BeforeAll
  static void start() throws IOException {
    http = SimulatorHttp.start();
    String text = Files.readString(Path.of("../docs/result.schema.json"), StandardCharsets.UTF_8);
    schema = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12).getSchema(text, InputFormat.JSON);
  }

  @AfterAll
  static void stop() {
    http.close();
  }

  /** The data of the run's {@code end} event, after checking it is the last event. */
  private static String endOf(String query) throws IOException, InterruptedException {
    HttpResponse<InputStream> response = http.open(query);
    assertEquals(200, response.statusCode(), query);
    try (EventStream events = new EventStream(response.body())) {
      List<Event> all = events.rest();
      Event last = all.get(all.size() - 1);
      assertEquals("end", last.name(), all.toString());
      return last.data();
    }
  }

  private static List<Error> errors(String json) {
    return schema.validate(json, InputFormat.JSON);
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "rows=5&cols=5&start=a1&strategy=WARNSDORFF&speed=max                      | FOUND         | true",
        "rows=5&cols=5&start=c1&strategy=NAIVE_BACKTRACKING&moveOrder=rosetta-ada&speed=max | FOUND | true",
        "rows=4&cols=4&start=a1&strategy=NAIVE_BACKTRACKING&speed=max              | PROVEN_ABSENT | false",
        "rows=5&cols=5&start=a1&strategy=AUTO&kind=closed&speed=max                | PROVEN_ABSENT | false",
        "rows=6&cols=6&start=a1&strategy=WARNSDORFF&wrap=torus&holes=c3&speed=max  | GAVE_UP       | false",
        "rows=40&cols=40&start=a1&strategy=WARNSDORFF                              | FOUND         | false",
      })
  void flatBoardsEndEventIsValid(String query, String outcome, boolean squares) throws Exception {
    String end = endOf(query);
    assertEquals(List.of(), errors(end), end);
    JsonNode json = MAPPER.readTree(end);
    assertEquals("serve", json.get("command").textValue(), end);
    assertEquals(outcome, json.get("outcome").textValue(), end);
    // Drawn step by step (30x30 and under): the squares; larger boards and no tour: none.
    assertEquals(squares, json.has("squares"), end);
    assertEquals(outcome.equals("FOUND"), json.get("end").isTextual(), end);
  }

  @ParameterizedTest
  @CsvSource({
    "4x4x4, '(1,2,3)', closed, FOUND",
    "2x3x4, '(0,0,0)', open, FOUND",
    "3x3x3, '(0,0,0)', closed, PROVEN_ABSENT",
  })
  void threeDimensionalEndEventIsValid(String board, String start, String kind, String outcome) throws Exception {
    String[] sizes = board.split("x");
    String end = endOf("layers=" + sizes[0] + "&rows=" + sizes[1] + "&cols=" + sizes[2] + "&start="
        + URLEncoder.encode(start, StandardCharsets.UTF_8) + "&strategy=BACKTRACKING&kind=" + kind);
    assertEquals(List.of(), errors(end), end);
    JsonNode json = MAPPER.readTree(end);
    assertEquals(outcome, json.get("outcome").textValue(), end);
    assertEquals(board, json.get("board").textValue());
    assertFalse(json.has("cells"), "cells is the old name: " + end);
    if (outcome.equals("FOUND")) {
      assertEquals(start, json.get("squares").get(0).textValue(), end);
      assertEquals(json.get("squares").get(json.get("squares").size() - 1).textValue(), json.get("end").textValue());
    } else {
      assertFalse(json.has("squares"), end);
    }
  }

  @Test
  void theSchemaTellsAWrongServeResult() {
    String good = "{\"command\":\"serve\",\"id\":\"r1\",\"board\":\"5x5\",\"kind\":\"open\",\"strategy\":\"AUTO\","
        + "\"outcome\":\"FOUND\",\"start\":\"a1\",\"end\":\"b3\",\"squares\":[\"a1\",\"b3\"],\"nodes\":2,"
        + "\"backtracks\":0,\"elapsedMillis\":1,\"explanation\":\"a tour\"}";
    assertEquals(List.of(), errors(good), good);
    // The old three-dimensional "cells", a REFUSED from the command line, a tour-less FOUND end.
    assertFalse(errors(good.replace("\"squares\"", "\"cells\"")).isEmpty());
    assertFalse(errors(good.replace("\"serve\"", "\"tour\"").replace("FOUND", "REFUSED")).isEmpty());
    assertTrue(errors(good.replace("FOUND", "REFUSED").replace("\"end\":\"b3\",\"squares\":[\"a1\",\"b3\"],", "\"end\":null,"))
        .isEmpty(), "a refusal is a serve result");
    assertFalse(errors(good.replace("\"end\":\"b3\"", "\"end\":null")).isEmpty());
  }
}
