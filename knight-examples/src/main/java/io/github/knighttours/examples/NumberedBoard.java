package io.github.knighttours.examples;

import io.github.knighttours.Square;
import io.github.knighttours.shapes.Cell;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads back the numbered board that {@code tour --format board} prints, for {@code draw}: a
 * flat board (rank numbers from 1, {@code #} for a hole) or the layers of a three-dimensional
 * one side by side (rows counted from 0). The frame, the file letters or column numbers and the
 * layer headings are skipped; each row line is {@code RANK | n n n |}, repeated once per layer.
 * The squares in move order are the tour.
 */
final class NumberedBoard {

  private static final Pattern ROW = Pattern.compile("\\s*(\\d{1,9})\\s*\\|(.*)");
  private static final Pattern NUMBER = Pattern.compile("\\d{1,10}");

  private final int layers;
  private final int rows;
  private final int cols;
  /** By move number - 1: {layer, row, col}. */
  private final int[][] byMove;
  private final List<Square> holes;

  private NumberedBoard(int layers, int rows, int cols, int[][] byMove, List<Square> holes) {
    this.layers = layers;
    this.rows = rows;
    this.cols = cols;
    this.byMove = byMove;
    this.holes = holes;
  }

  /**
   * Reads the numbered board in {@code text}.
   *
   * @throws IllegalArgumentException naming the line that is not part of a numbered board, or the
   *     move number missing or repeated
   */
  static NumberedBoard read(String text) {
    String[] lines = text.split("\\R");
    List<List<String[]>> rowsRead = new ArrayList<>(); // a row: one token array per layer
    List<Integer> labels = new ArrayList<>();
    int layers = -1;
    int cols = -1;
    for (int i = 0; i < lines.length; i++) {
      Matcher row = ROW.matcher(lines[i]);
      if (!row.matches()) {
        continue; // the frame, the letters or numbers below, the layer headings
      }
      String[] parts = row.group(2).split("\\|", -1);
      // k layers leave 2k parts after the rank: contents, gaps between frames, and the end.
      if (parts.length % 2 != 0 || !parts[parts.length - 1].isBlank()) {
        throw new IllegalArgumentException(
            "line " + (i + 1) + " of the numbered board is not 'RANK | n n n |': '" + TourMain.shorten(lines[i]) + "'");
      }
      List<String[]> tokens = new ArrayList<>();
      for (int p = 0; p < parts.length - 1; p += 2) {
        String[] words = parts[p].strip().split("\\s+");
        if (cols >= 0 && words.length != cols) {
          throw new IllegalArgumentException(
              "line " + (i + 1) + " of the numbered board has " + words.length + " squares in a row, not " + cols);
        }
        cols = words.length;
        tokens.add(words);
      }
      if (layers >= 0 && tokens.size() != layers) {
        throw new IllegalArgumentException("line " + (i + 1) + " of the numbered board has " + tokens.size()
            + " layers, not " + layers);
      }
      layers = tokens.size();
      rowsRead.add(tokens);
      labels.add(Integer.parseInt(row.group(1)));
    }
    if (rowsRead.isEmpty()) {
      throw new IllegalArgumentException("the numbered board has no rows such as '1 |  1  4  7 10 |'");
    }
    int rows = rowsRead.size();
    boolean solid = layers > 1 || labels.get(rows - 1) == 0; // flat boards number their ranks from 1
    int[][] byMove = new int[layers * rows * cols][];
    List<Square> holes = new ArrayList<>();
    int squares = 0;
    for (int r = 0; r < rows; r++) {
      int row = rows - 1 - r; // printed from the top
      int label = labels.get(r);
      if (label != (solid ? row : row + 1)) {
        throw new IllegalArgumentException(
            "the numbered board's rows must count down to " + (solid ? 0 : 1) + ", but row " + (r + 1)
                + " from the top is labelled " + label);
      }
      for (int layer = 0; layer < layers; layer++) {
        String[] words = rowsRead.get(r).get(layer);
        for (int col = 0; col < cols; col++) {
          String word = words[col];
          if (word.equals("#") && !solid) {
            holes.add(Square.of(row, col));
            continue;
          }
          if (!NUMBER.matcher(word).matches()) {
            throw new IllegalArgumentException(
                "the numbered board has '" + TourMain.shorten(word) + "' in row " + label + ", where a move number"
                    + (solid ? "" : " or # (a hole)") + " belongs");
          }
          long move = Long.parseLong(word);
          if (move < 1 || move > byMove.length || byMove[(int) move - 1] != null) {
            throw new IllegalArgumentException(
                "the numbered board's move number " + word + " is " + (move < 1 || move > byMove.length
                    ? "out of range (1 to " + byMove.length + ")" : "there twice"));
          }
          byMove[(int) move - 1] = new int[] {layer, row, col};
          squares++;
        }
      }
    }
    for (int m = 0; m < squares; m++) {
      if (byMove[m] == null) {
        throw new IllegalArgumentException("the numbered board has no move number " + (m + 1));
      }
    }
    int[][] moves = new int[squares][];
    System.arraycopy(byMove, 0, moves, 0, squares);
    return new NumberedBoard(solid ? layers : 1, rows, cols, moves, holes);
  }

  int layers() {
    return layers;
  }

  int rows() {
    return rows;
  }

  int cols() {
    return cols;
  }

  /** The holes ({@code #}) of a flat board. */
  List<Square> holes() {
    return holes;
  }

  /** The squares of a flat board's tour, in move order. */
  List<Square> squares() {
    List<Square> squares = new ArrayList<>(byMove.length);
    for (int[] at : byMove) {
      squares.add(Square.of(at[1], at[2]));
    }
    return squares;
  }

  /** The cells of a three-dimensional board's tour, in move order. */
  List<Cell> cells() {
    List<Cell> cells = new ArrayList<>(byMove.length);
    for (int[] at : byMove) {
      cells.add(new Cell(at[0], at[1], at[2]));
    }
    return cells;
  }
}
