package io.github.knighttours.examples;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.json.JsonWriteFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.knighttours.Outcome;
import io.github.knighttours.TourKind;
import java.io.IOException;
import java.io.Writer;
import java.util.List;

/**
 * The one JSON shape of the command line's results, written and read with Jackson: every
 * subcommand's {@code --format json} goes through here, and so does {@code draw}'s reading of
 * what {@code tour} wrote. {@code docs/result.schema.json} describes the objects and
 * ResultSchemaTest checks real outputs against it.
 *
 * <p>A search ({@code tour}, {@code graph}, {@code uncrossed}) writes, in this order: {@code
 * command}, {@code board} (or {@code graph}, the file's name) with what else names the subject,
 * {@code kind} ({@code "open"} or {@code "closed"}), {@code strategy}, {@code outcome}, {@code
 * start}, {@code end}, the path ({@code squares} on boards, {@code vertices} on graphs; absent when
 * nothing was found), {@code nodes}, {@code backtracks}, {@code elapsedMillis} and {@code
 * explanation}. A count writes {@code command}, {@code board}, {@code kind}, {@code count} (an
 * exact JSON number, however large), {@code method} and {@code elapsedMillis} among others.
 *
 * <p>This class is only loaded when JSON is asked for, so that Jackson stays off the start of
 * the other formats.
 */
final class ResultJson {

  /** Shared and thread-safe once configured. */
  private static final ObjectMapper MAPPER =
      JsonMapper.builder()
          .disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET) // standard output stays open
          // ASCII only ("P\u00f3sa"), so that the JSON survives whatever charset standard output has.
          .enable(JsonWriteFeature.ESCAPE_NON_ASCII)
          .disable(JsonParser.Feature.AUTO_CLOSE_SOURCE)
          // Two "squares" in one object would leave the choice to the reader: refused instead.
          .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
          .build();

  static {
    // A tour of a 2000x2000 board is a string array of 4 million entries: far inside these
    // limits, which only bound the length of one number or string and the nesting.
    MAPPER.getFactory()
        .setStreamReadConstraints(
            StreamReadConstraints.builder().maxNestingDepth(100).maxStringLength(1 << 20).maxNumberLength(1000).build());
  }

  private ResultJson() {}

  /** A new object whose first field is {@code command}, the subcommand that wrote it. */
  static ObjectNode of(String command) {
    return MAPPER.createObjectNode().put("command", command);
  }

  /**
   * Adds the fields that say what was asked and how it ended: {@code kind}, {@code strategy}
   * (left out when null: the uncrossed search has one way only) and {@code outcome}.
   */
  static ObjectNode search(ObjectNode json, TourKind kind, String strategy, Outcome outcome) {
    json.put("kind", TourMain.lower(kind));
    if (strategy != null) {
      json.put("strategy", strategy);
    }
    return json.put("outcome", outcome.name());
  }

  /** Adds {@code name}: the labels as JSON strings, in order. */
  static ArrayNode strings(ObjectNode json, String name, List<?> labels) {
    ArrayNode array = json.putArray(name);
    for (Object label : labels) {
      array.add(label.toString());
    }
    return array;
  }

  /** Adds {@code name}: a graph's vertex id, as a JSON number if {@code numbers}, or null. */
  static void vertex(ObjectNode json, String name, String vertex, boolean numbers) {
    if (vertex == null) {
      json.putNull(name);
    } else if (numbers) {
      json.put(name, Long.parseLong(vertex));
    } else {
      json.put(name, vertex);
    }
  }

  /** Adds {@code vertices}: a graph's path, as JSON numbers if {@code numbers}, else strings. */
  static void vertices(ObjectNode json, List<String> ids, boolean numbers) {
    ArrayNode array = json.putArray("vertices");
    for (String id : ids) {
      if (numbers) {
        array.add(Long.parseLong(id));
      } else {
        array.add(id);
      }
    }
  }

  /**
   * Adds the work a search did and why it ended: {@code nodes}, {@code backtracks} (left out
   * when the search does not count them), {@code elapsedMillis} and {@code explanation}.
   */
  static ObjectNode work(ObjectNode json, long nodes, Long backtracks, long elapsedMillis, String explanation) {
    json.put("nodes", nodes);
    if (backtracks != null) {
      json.put("backtracks", backtracks);
    }
    json.put("elapsedMillis", elapsedMillis);
    return json.put("explanation", explanation);
  }

  /**
   * Writes {@code json} on one line, then a line break; {@code out} is not closed. (An ObjectNode,
   * not a JsonNode: the commands' classes then verify without loading Jackson, which stays off
   * the start of the other formats.)
   */
  static void write(ObjectNode json, Writer out) throws IOException {
    MAPPER.writeValue(out, json);
    out.write(System.lineSeparator());
  }

  /** {@code json} as one line of text, without a line break (for tests and messages). */
  static String text(ObjectNode json) {
    try {
      return MAPPER.writeValueAsString(json);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a tree of nodes always writes", e);
    }
  }

  /**
   * Reads one JSON object.
   *
   * @param text the text: one JSON object, nothing after it but white space
   * @param what what the text is, for the message (such as "standard input")
   * @throws IllegalArgumentException naming {@code what} and where the JSON is wrong
   */
  static ObjectNode read(String text, String what) {
    JsonNode node;
    try {
      node = MAPPER.readerFor(JsonNode.class).with(DeserializationFeature.FAIL_ON_TRAILING_TOKENS).readValue(text);
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException(what + " is not valid JSON: " + e.getOriginalMessage()
          + (e.getLocation() == null ? "" : " (line " + e.getLocation().getLineNr() + ", column "
              + e.getLocation().getColumnNr() + ")"), e);
    }
    if (node == null || !node.isObject()) {
      throw new IllegalArgumentException(
          what + " is JSON, but not an object: expected {...} as 'knight-tours tour --format json' prints");
    }
    return (ObjectNode) node;
  }

  /**
   * The top-level field {@code name} of {@code json} as a string, or null when it is absent or
   * null.
   *
   * @throws IllegalArgumentException if it is there but not a string
   */
  static String string(ObjectNode json, String name) {
    JsonNode value = json.get(name);
    if (value == null || value.isNull()) {
      return null;
    }
    if (!value.isTextual()) {
      throw new IllegalArgumentException("the JSON's \"" + name + "\" must be a string, got " + TourMain.shorten(value.toString()));
    }
    return value.textValue();
  }
}
