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
import io.github.knighttours.Board;
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
 * <p>The simulator's web API ({@code serve}) writes its JSON through here too, so its
 * finished-run result has the same shape (with {@code "command": "serve"}): that is why the few
 * methods it needs are public. They are not a supported API of this project (the examples are not
 * a library); the rest stays package-private.
 *
 * <p>This class is only loaded when JSON is asked for, so that Jackson stays off the start of
 * the other formats.
 */
public final class ResultJson {

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

  /**
   * A new object whose first field is {@code command}, the subcommand that wrote it.
   *
   * @param command the subcommand, such as {@code "tour"} or {@code "serve"}
   * @return the new object
   */
  public static ObjectNode of(String command) {
    return object().put("command", command);
  }

  /**
   * A new empty object, for JSON that is not a result (the web API's lists, limits and counters).
   *
   * @return the new object
   */
  public static ObjectNode object() {
    return MAPPER.createObjectNode();
  }

  /**
   * A new empty array.
   *
   * @return the new array
   */
  public static ArrayNode array() {
    return MAPPER.createArrayNode();
  }

  /**
   * Adds what a shaped board's {@code board} name leaves out ({@code wrap}, {@code leaper},
   * {@code holes}) as {@code tour} writes them; nothing for the plain knight on a plain board.
   *
   * @param json the object to add to
   * @param board the board
   */
  public static void shape(ObjectNode json, Board board) {
    ShapeText.putShape(json, board);
  }

  /**
   * Adds the fields that say what was asked and how it ended: {@code kind}, {@code strategy}
   * (left out when null: the uncrossed search has one way only) and {@code outcome}.
   *
   * @param json the object to add to
   * @param kind open or closed
   * @param strategy the strategy's name, or null
   * @param outcome how the search ended
   * @return {@code json}
   */
  public static ObjectNode search(ObjectNode json, TourKind kind, String strategy, Outcome outcome) {
    return search(json, kind, strategy, outcome.name());
  }

  /**
   * As {@link #search(ObjectNode, TourKind, String, Outcome)}, with an outcome the library does
   * not have: the web API's {@code REFUSED}, a run the server would not start.
   *
   * @param json the object to add to
   * @param kind open or closed
   * @param strategy the strategy's name, or null
   * @param outcome how the run ended, such as {@code "FOUND"} or {@code "REFUSED"}
   * @return {@code json}
   */
  public static ObjectNode search(ObjectNode json, TourKind kind, String strategy, String outcome) {
    json.put("kind", TourMain.lower(kind));
    if (strategy != null) {
      json.put("strategy", strategy);
    }
    return json.put("outcome", outcome);
  }

  /**
   * Adds {@code name}: the labels as JSON strings, in order.
   *
   * @param json the object to add to
   * @param name the field's name, such as {@code "squares"}
   * @param labels the labels; each one's {@code toString()} is written
   * @return the new array
   */
  public static ArrayNode strings(ObjectNode json, String name, List<?> labels) {
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
   *
   * @param json the object to add to
   * @param nodes search nodes expanded
   * @param backtracks placements taken back, or null
   * @param elapsedMillis the search's time
   * @param explanation why it ended so
   * @return {@code json}
   */
  public static ObjectNode work(ObjectNode json, long nodes, Long backtracks, long elapsedMillis, String explanation) {
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

  /**
   * {@code json} as one line of text, without a line break: what the web API sends, and what
   * tests and messages show.
   *
   * @param json an object or array
   * @return its JSON text, ASCII only
   */
  public static String text(JsonNode json) {
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
