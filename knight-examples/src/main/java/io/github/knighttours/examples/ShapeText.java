package io.github.knighttours.examples;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.knighttours.Board;
import io.github.knighttours.Square;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How {@code tour} states a board's shape in its JSON and CSV output, and how {@code draw} reads
 * it back. A plain knight's rectangle states nothing beyond its size, so that output stays as it
 * was before boards had shapes.
 *
 * <p>JSON: after {@code "board"} (the board's {@code toString}, such as {@code "6x6 torus"}), the
 * fields {@code "wrap"} ({@code "none"}, {@code "cylinder"} or {@code "torus"}), {@code "leaper"}
 * (two numbers, {@code [1,2]} for the knight) and {@code "holes"} (square names). CSV: a first
 * line {@code # board: 6x6 torus; wrap: torus; leaper: 1,2; holes: c3 d4}.
 */
final class ShapeText {

  /** The size at the start of the JSON's "board", such as "6x6" of "6x6 torus". */
  private static final Pattern JSON_SIZE = Pattern.compile("(\\d{1,9})x(\\d{1,9})(?![x\\d])");
  private static final Pattern CSV_COMMENT =
      Pattern.compile(
          "#\\s*board:\\s*(\\d{1,9})x(\\d{1,9})[^;]*;\\s*wrap:\\s*(\\w+)\\s*;\\s*leaper:\\s*(\\d{1,9})\\s*,\\s*(\\d{1,9})\\s*;"
              + "\\s*holes:([^;]*)");

  private ShapeText() {}

  /**
   * A board as the input stated it: its size and, if stated, its shape.
   *
   * @param rows the rows
   * @param cols the columns
   * @param wrap the wrap, NONE when not stated
   * @param leaper the piece, the knight when not stated
   * @param holes the holes, empty when not stated
   */
  record Stated(int rows, int cols, Board.Wrap wrap, Board.Leaper leaper, List<Square> holes) {

    /** Returns true if the input stated anything beyond the plain knight's rectangle. */
    boolean hasShape() {
      return wrap != Board.Wrap.NONE || !leaper.equals(Board.Leaper.KNIGHT) || !holes.isEmpty();
    }
  }

  /** Adds to {@code json} the fields that state {@code board}'s shape; none for a plain board. */
  static void putShape(ObjectNode json, Board board) {
    if (board.isPlainKnightBoard()) {
      return;
    }
    json.put("wrap", TourMain.lower(board.wrap()));
    json.putArray("leaper").add(board.leaper().r()).add(board.leaper().s());
    ArrayNode holes = json.putArray("holes");
    for (Square hole : board.holes()) {
      holes.add(hole.algebraic());
    }
  }

  /** Returns the CSV comment line that states {@code board}'s shape. */
  static String csvComment(Board board) {
    StringBuilder line = new StringBuilder("# board: ").append(board);
    line.append("; wrap: ").append(TourMain.lower(board.wrap()));
    line.append("; leaper: ").append(board.leaper().r()).append(',').append(board.leaper().s());
    line.append("; holes:");
    for (Square hole : board.holes()) {
      line.append(' ').append(hole.algebraic());
    }
    return line.toString();
  }

  /**
   * Returns the board the JSON object states, or null if it has no "board" field of the form RxC
   * (followed by anything, such as " torus").
   *
   * @throws IllegalArgumentException naming the field whose value is not understood
   */
  static Stated fromJson(ObjectNode json) {
    String board = ResultJson.string(json, "board");
    Matcher size = board == null ? null : JSON_SIZE.matcher(board);
    if (size == null || !size.lookingAt()) {
      return null;
    }
    String wrapText = ResultJson.string(json, "wrap");
    Board.Wrap wrap = wrapText == null ? Board.Wrap.NONE : wrap(wrapText, "the JSON's \"wrap\"");
    Board.Leaper leaper = Board.Leaper.KNIGHT;
    JsonNode l = json.get("leaper");
    if (l != null && !l.isNull()) {
      if (!l.isArray() || l.size() != 2 || !l.get(0).canConvertToInt() || !l.get(1).canConvertToInt()
          || !l.get(0).isIntegralNumber() || !l.get(1).isIntegralNumber()) {
        throw new IllegalArgumentException("the JSON's \"leaper\" is not two numbers such as [2,3]");
      }
      leaper = leaper(l.get(0).asText(), l.get(1).asText(), "the JSON's \"leaper\"");
    }
    List<Square> holes = new ArrayList<>();
    JsonNode h = json.get("holes");
    if (h != null && !h.isNull()) {
      if (!h.isArray()) {
        throw new IllegalArgumentException("the JSON's \"holes\" is not a list of squares such as [\"c3\"]");
      }
      for (JsonNode hole : h) {
        holes.add(square(hole.asText(), "the JSON's \"holes\""));
      }
    }
    return new Stated(parse(size.group(1)), parse(size.group(2)), wrap, leaper, holes);
  }

  /**
   * Returns the board a CSV comment line states, or null if {@code line} is not one.
   *
   * @throws IllegalArgumentException naming what is not understood
   */
  static Stated fromCsvComment(String line) {
    if (!line.startsWith("#")) {
      return null;
    }
    Matcher m = CSV_COMMENT.matcher(line.strip());
    if (!m.matches()) {
      throw new IllegalArgumentException(
          "the CSV's first line is not '# board: RxC ...; wrap: none|cylinder|torus; leaper: A,B; holes: SQUARES'");
    }
    List<Square> holes = new ArrayList<>();
    for (String name : m.group(6).strip().split("\\s+")) {
      if (!name.isEmpty()) {
        holes.add(square(name, "the CSV's holes"));
      }
    }
    return new Stated(
        parse(m.group(1)),
        parse(m.group(2)),
        wrap(m.group(3), "the CSV's wrap"),
        leaper(m.group(4), m.group(5), "the CSV's leaper"),
        holes);
  }

  private static int parse(String digits) {
    return Integer.parseInt(digits); // at most 9 digits: always an int
  }

  private static Board.Wrap wrap(String text, String what) {
    try {
      return Board.Wrap.valueOf(text.toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(what + " must be none, cylinder or torus, got '" + text + "'", e);
    }
  }

  private static Board.Leaper leaper(String a, String b, String what) {
    try {
      return Board.Leaper.of(parse(a), parse(b));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(what + " " + a + "," + b + " is not a leaper: " + e.getMessage(), e);
    }
  }

  private static Square square(String name, String what) {
    try {
      return Square.parse(name);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(what + " has '" + name + "', which is not a square such as b1", e);
    }
  }
}
