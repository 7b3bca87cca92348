package io.github.knighttours.examples;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.knighttours.HamiltonianPath;
import io.github.knighttours.PathResult;
import io.github.knighttours.TourKind;
import io.github.knighttours.shapes.Board3d;
import io.github.knighttours.shapes.Cell;
import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A tour of a three-dimensional board as text, for {@code tour} (which writes it) and {@code
 * draw} (which reads it back): cells are written {@code (layer,row,col)}, as {@link Cell} does.
 */
final class Tour3dText {

  /** The header of the CSV form. */
  static final String CSV_HEADER = "move,layer,row,col";

  private static final Pattern CELL = Pattern.compile("\\(\\s*(\\d{1,9})\\s*,\\s*(\\d{1,9})\\s*,\\s*(\\d{1,9})\\s*\\)");
  /** The first line of the numbered board of a three-dimensional tour. */
  private static final Pattern LAYERS = Pattern.compile("layer\\s+0\\b");
  private static final Pattern SOLID_BOARD = Pattern.compile("\\d{1,9}x\\d{1,9}x\\d{1,9}");

  private Tour3dText() {}

  /**
   * Writes {@code result} in {@code format} (board, squares, json or csv); only json is written
   * when no tour was found. {@code strategy} is the one asked for, as JSON names it.
   */
  static void write(
      TourCommand.Format format, Board3d board, Cell start, TourKind kind, String strategy, PathResult<Cell> result,
      Writer out)
      throws IOException {
    HamiltonianPath<Cell> tour = result.hamiltonianPath().orElse(null);
    List<Cell> cells = tour == null ? List.of() : tour.labels();
    String nl = System.lineSeparator();
    switch (format) {
      case BOARD:
        out.write(board.render(tour));
        break;
      case SQUARES:
        for (int i = 0; i < cells.size(); i++) {
          out.write((i > 0 ? " " : "") + cells.get(i));
        }
        out.write(nl);
        break;
      case CSV:
        out.write(CSV_HEADER + nl);
        for (int i = 0; i < cells.size(); i++) {
          Cell c = cells.get(i);
          out.write((i + 1) + "," + c.layer() + "," + c.row() + "," + c.col() + nl);
        }
        break;
      case JSON:
        ObjectNode json = ResultJson.of("tour").put("board", board.toString());
        ResultJson.search(json, kind, strategy, result.outcome());
        json.put("start", start.toString());
        if (tour == null) {
          json.putNull("end");
        } else {
          json.put("end", cells.get(cells.size() - 1).toString());
          ResultJson.strings(json, "squares", cells);
        }
        ResultJson.work(
            json, result.statistics().nodesExpanded(), result.statistics().backtracks(),
            result.statistics().elapsed().toMillis(), result.explanation());
        ResultJson.write(json, out);
        break;
      default:
        throw new IllegalStateException("not a text format: " + format);
    }
  }

  /**
   * Whether {@code text} (stripped) is a three-dimensional tour as {@link #write} prints it: cells,
   * the CSV header, the layers of the numbered board, or JSON whose board has three sizes.
   */
  static boolean isSolid(String text) {
    return text.startsWith("(")
        || text.startsWith(CSV_HEADER)
        || LAYERS.matcher(text).lookingAt();
  }

  /** Whether the JSON object is a tour of a three-dimensional board: its board has three sizes. */
  static boolean isSolid(ObjectNode json) {
    String board = ResultJson.string(json, "board");
    return board != null && SOLID_BOARD.matcher(board).matches();
  }

  /**
   * Reads a tour printed by {@link #write} as squares, csv or the numbered board on {@code board},
   * or when it is null on the smallest board that holds the cells. The tour is closed if its last
   * cell is a knight move from its first.
   *
   * @throws IllegalArgumentException with a message in command-line words
   */
  static HamiltonianPath<Cell> read(String text, Board3d board) {
    List<Cell> cells = new ArrayList<>();
    Board3d drawOn = board;
    if (text.startsWith(CSV_HEADER)) {
      String[] lines = text.split("\\R");
      for (int i = 1; i < lines.length; i++) {
        String[] fields = lines[i].split(",");
        if (fields.length != 4) {
          throw new IllegalArgumentException("CSV line " + (i + 1) + " is not move,layer,row,col: '" + lines[i] + "'");
        }
        Matcher cell = CELL.matcher("(" + fields[1] + "," + fields[2] + "," + fields[3] + ")");
        if (!cell.matches()) {
          throw new IllegalArgumentException("CSV line " + (i + 1) + " is not move,layer,row,col: '" + lines[i] + "'");
        }
        cells.add(cell(cell));
      }
    } else if (LAYERS.matcher(text).lookingAt()) {
      NumberedBoard numbered = NumberedBoard.read(text);
      cells = numbered.cells();
      if (drawOn == null) {
        drawOn = Board3d.of(numbered.layers(), numbered.rows(), numbered.cols());
      }
    } else {
      for (String word : text.split("\\s+")) {
        Matcher cell = CELL.matcher(word);
        if (!cell.matches()) {
          throw new IllegalArgumentException(
              "cell " + (cells.size() + 1) + " of the input, '" + TourMain.shorten(word) + "', is not a cell such as (0,1,2)");
        }
        cells.add(cell(cell));
      }
    }
    return path(cells, drawOn, null);
  }

  /**
   * Reads a tour from the JSON object {@code tour --format json} wrote for a three-dimensional
   * board: its {@code squares} (cells), on {@code board} or else the board the JSON names, closed
   * if its {@code kind} says so.
   *
   * @throws IllegalArgumentException with a message in command-line words
   */
  static HamiltonianPath<Cell> read(ObjectNode json, Board3d board) {
    JsonNode list = json.get("squares");
    if (list == null || list.isNull()) {
      list = json.get("cells"); // what tour wrote before the shapes were one
    }
    if (list == null || !list.isArray()) {
      throw new IllegalArgumentException("the JSON has no \"squares\" list of cells, as 'knight-tours tour --board"
          + " LxRxC --format json' prints when it finds a tour");
    }
    List<Cell> cells = new ArrayList<>(list.size());
    for (JsonNode entry : list) {
      Matcher cell = CELL.matcher(entry.asText());
      if (!entry.isTextual() || !cell.matches()) {
        throw new IllegalArgumentException(
            "cell " + (cells.size() + 1) + " of the JSON, " + TourMain.shorten(entry.toString())
                + ", is not a cell such as \"(0,1,2)\"");
      }
      cells.add(cell(cell));
    }
    Board3d drawOn = board;
    String named = ResultJson.string(json, "board");
    if (drawOn == null && named != null) {
      drawOn = Board3d.parse(named);
    }
    String kind = ResultJson.string(json, "kind");
    Boolean closed = kind == null ? null : kind.equals("closed");
    return path(cells, drawOn, closed);
  }

  private static HamiltonianPath<Cell> path(List<Cell> cells, Board3d board, Boolean closed) {
    if (cells.isEmpty()) {
      throw new IllegalArgumentException("the input has no cells");
    }
    Board3d drawOn = board == null ? smallestBoard(cells) : board;
    if (closed == null) {
      Cell first = cells.get(0);
      Cell last = cells.get(cells.size() - 1);
      long dl = first.layer() - last.layer();
      long dr = first.row() - last.row();
      long dc = first.col() - last.col();
      closed = dl * dl + dr * dr + dc * dc == 5;
    }
    return HamiltonianPath.of(drawOn, cells, closed ? TourKind.CLOSED : TourKind.OPEN);
  }

  private static Cell cell(Matcher m) {
    return new Cell(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)));
  }

  private static Board3d smallestBoard(List<Cell> cells) {
    int layers = 0;
    int rows = 0;
    int cols = 0;
    for (Cell c : cells) {
      layers = Math.max(layers, c.layer() + 1);
      rows = Math.max(rows, c.row() + 1);
      cols = Math.max(cols, c.col() + 1);
    }
    return Board3d.of(layers, rows, cols);
  }
}
