package io.github.knighttours.examples;

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
  private static final Pattern JSON_CELLS = Pattern.compile("\"cells\"\\s*:\\s*\\[([^\\]]*)\\]");
  private static final Pattern JSON_BOARD = Pattern.compile("\"board\"\\s*:\\s*\"([^\"]*)\"");
  private static final Pattern JSON_CLOSED = Pattern.compile("\"closed\"\\s*:\\s*(true|false)");

  private Tour3dText() {}

  /**
   * Writes {@code result} in {@code format} (board, squares, json or csv); only json is written
   * when no tour was found.
   */
  static void write(
      TourCommand.Format format, Board3d board, Cell start, TourKind kind, PathResult<Cell> result, Writer out)
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
        out.write("{\"board\":\"" + board + "\",\"start\":\"" + start + "\",\"end\":");
        out.write(tour == null ? "null" : "\"" + cells.get(cells.size() - 1) + "\"");
        out.write(",\"closed\":" + (kind == TourKind.CLOSED));
        out.write(",\"solver\":\"" + TourCommand.jsonEscape(result.solverName()) + "\"");
        out.write(",\"outcome\":\"" + result.outcome() + "\"");
        out.write(",\"nodes\":" + result.statistics().nodesExpanded());
        out.write(",\"elapsedMillis\":" + result.statistics().elapsed().toMillis());
        out.write(",\"cells\":[");
        for (int i = 0; i < cells.size(); i++) {
          out.write((i > 0 ? ",\"" : "\"") + cells.get(i) + "\"");
        }
        out.write("]}" + nl);
        break;
      default:
        throw new IllegalStateException("not a text format: " + format);
    }
  }

  /** Whether {@code text} (stripped) is a three-dimensional tour as {@link #write} prints it. */
  static boolean isSolid(String text) {
    return text.startsWith("(")
        || text.startsWith(CSV_HEADER)
        || (text.startsWith("{") && JSON_CELLS.matcher(text).find());
  }

  /**
   * Reads a tour printed by {@link #write} (squares, json or csv) on {@code board}, or when it is
   * null on the board the JSON names, else the smallest board that holds the cells. The tour is
   * closed if the JSON says so, or, for the other forms, if its last cell is a knight move from its
   * first.
   *
   * @throws IllegalArgumentException with a message in command-line words
   */
  static HamiltonianPath<Cell> read(String text, Board3d board) {
    List<Cell> cells = new ArrayList<>();
    Boolean closed = null;
    Board3d drawOn = board;
    if (text.startsWith("{")) {
      Matcher list = JSON_CELLS.matcher(text);
      if (!list.find()) {
        throw new IllegalArgumentException("the JSON has no \"cells\" list, as 'knight-tours tour --board"
            + " LxRxC --format json' prints");
      }
      Matcher cell = CELL.matcher(list.group(1));
      while (cell.find()) {
        cells.add(cell(cell));
      }
      Matcher closedField = JSON_CLOSED.matcher(text);
      if (closedField.find()) {
        closed = Boolean.parseBoolean(closedField.group(1));
      }
      Matcher boardField = JSON_BOARD.matcher(text);
      if (drawOn == null && boardField.find()) {
        drawOn = Board3d.parse(boardField.group(1));
      }
    } else if (text.startsWith(CSV_HEADER)) {
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
    } else {
      for (String word : text.split("\\s+")) {
        Matcher cell = CELL.matcher(word);
        if (!cell.matches()) {
          throw new IllegalArgumentException(
              "cell " + (cells.size() + 1) + " of the input, '" + word + "', is not a cell such as (0,1,2)");
        }
        cells.add(cell(cell));
      }
    }
    if (cells.isEmpty()) {
      throw new IllegalArgumentException("the input has no cells");
    }
    if (drawOn == null) {
      drawOn = smallestBoard(cells);
    }
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
