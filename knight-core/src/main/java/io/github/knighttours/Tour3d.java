package io.github.knighttours;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import io.github.knighttours.internal.search.HeapGuard;
import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.RandomAccess;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;

/**
 * A knight's tour of a three-dimensional board ({@link Board3d}): every cell exactly once, each
 * step a knight move, whose three coordinate changes are 0, ±1 and ±2 in some order; a closed
 * tour also returns from its last cell to its first by such a move.
 *
 * <p>Immutable, and always valid: every way of making one checks it cell by cell with the move
 * rule above, computed from the coordinates and not from the moves the searches use.
 *
 * <pre>{@code
 * Board3d board = Board3d.of(1, 3, 4);
 * Tour3d tour = Tour3d.of(board, TourKind.OPEN, cells);   // cells: a List<Cell>
 * tour.cells().get(0);                                    // the first cell
 * System.out.println(tour.render());                      // the layers side by side
 * }</pre>
 *
 * <p>Performance: 4 bytes per cell (the path it was made from); while it is made, one byte per
 * cell more for the check; {@link #cells()} is a view that makes each {@link Cell} when asked.
 */
public final class Tour3d {

  /** Tours of up to this many cells print as a picture from {@link #toString()}. */
  private static final int RENDER_IN_TO_STRING = 1024;

  /** The longest text {@link #render()} makes: about the longest array a JVM allocates. */
  private static final long MAX_STRING_LENGTH = Integer.MAX_VALUE - 8;

  /** Spaces between two layers in {@link #render()}. */
  private static final int GAP = 3;

  private final Board3d board;
  private final TourKind kind;
  private final int[] path;

  private Tour3d(Board3d board, TourKind kind, int[] path) {
    this.board = board;
    this.kind = kind;
    this.path = path;
  }

  /**
   * Returns the tour of {@code kind} that visits {@code cells} in order on {@code board}.
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if {@code cells} is not a tour of that kind: the message
   *     names the first fault (the number of cells, a cell that is null, off the board or visited
   *     before, a step that is not a knight move, or for a closed tour the last cell not a knight
   *     move from the first)
   */
  public static Tour3d of(Board3d board, TourKind kind, List<Cell> cells) {
    checkNotNull(board, "board must not be null");
    checkNotNull(kind, "kind must not be null");
    checkNotNull(cells, "cells must not be null");
    int n = board.cellCount();
    checkArgument(
        cells.size() == n,
        "not a knight's tour of the %s board: the sequence has %s cells but the board has %s",
        board,
        cells.size(),
        n);
    int[] path = new int[n];
    for (int i = 0; i < n; i++) {
      Cell cell = cells.get(i);
      checkArgument(cell != null, "not a knight's tour of the %s board: cell %s of the sequence is null", board, i + 1);
      checkArgument(
          board.contains(cell),
          "not a knight's tour of the %s board: cell %s, %s, is off the board",
          board,
          i + 1,
          cell);
      path[i] = board.index(cell);
    }
    return ofPath(board, kind, path, () -> false);
  }

  /**
   * Wraps a path of cell numbers ({@link Board3d#index}), which the tour then owns, after checking
   * it as {@link #of} does; asks {@code stop} now and then during the check whether to give up.
   *
   * @throws CancellationException if {@code stop} said so
   */
  static Tour3d ofPath(Board3d board, TourKind kind, int[] path, BooleanSupplier stop) {
    return ofPath(board, kind, path, stop, TourValidator.DIRECT);
  }

  /**
   * As {@link #ofPath(Board3d, TourKind, int[], BooleanSupplier)}, with the check's flag per cell
   * made by {@code arrays}, as a search makes its own large arrays.
   *
   * @throws CancellationException if {@code stop} said so
   */
  static Tour3d ofPath(
      Board3d board, TourKind kind, int[] path, BooleanSupplier stop, TourValidator.ArrayMaker arrays) {
    String fault = firstFault(board, kind, path, stop, arrays);
    checkArgument(fault == null, "not a knight's tour of the %s board: %s", board, fault);
    return new Tour3d(board, kind, path);
  }

  /** Bytes {@link #ofPath} and a result around the tour allocate, besides the path. */
  static long workingBytes(Board3d board) {
    return board.cellCount() + 256L;
  }

  /** The first thing wrong with {@code path} as a tour of {@code kind}, or null if there is none. */
  private static String firstFault(
      Board3d board, TourKind kind, int[] path, BooleanSupplier stop, TourValidator.ArrayMaker arrays) {
    int n = board.cellCount();
    if (path.length != n) {
      return "the sequence has " + path.length + " cells but the board has " + n;
    }
    boolean[] seen = arrays.make(n, () -> new boolean[n]);
    Cell previous = null;
    for (int i = 0; i < n; i++) {
      if ((i & 0xFFFF) == 0xFFFF && stop.getAsBoolean()) {
        throw new CancellationException("validation stopped");
      }
      int v = path[i];
      if (v < 0 || v >= n) {
        return "cell " + (i + 1) + " of the sequence, number " + v + ", is off the board";
      }
      Cell cell = board.cell(v);
      if (seen[v]) {
        return "cell " + (i + 1) + ", " + cell + ", was visited before";
      }
      seen[v] = true;
      if (previous != null && !isMove(previous, cell)) {
        return "step " + i + ", " + previous + " to " + cell + ", is not a knight move";
      }
      previous = cell;
    }
    if (kind == TourKind.CLOSED && !isMove(previous, board.cell(path[0]))) {
      return "it is not closed: the last cell, " + previous + ", is not a knight move from the first, "
          + board.cell(path[0]);
    }
    return null;
  }

  /** True if the coordinate changes from {@code a} to {@code b} are 0, ±1 and ±2 in some order. */
  static boolean isMove(Cell a, Cell b) {
    long dl = (long) b.layer() - a.layer();
    long dr = (long) b.row() - a.row();
    long dc = (long) b.col() - a.col();
    // 0² + 1² + 2² = 5, and no other three whole numbers have squares summing to 5.
    return dl * dl + dr * dr + dc * dc == 5;
  }

  /** Returns the board this tour covers. */
  public Board3d board() {
    return board;
  }

  /** Returns the kind of tour it was made as: a {@link TourKind#CLOSED} tour returns to its first cell. */
  public TourKind kind() {
    return kind;
  }

  /** Returns the cells in visiting order, as an unmodifiable list. */
  public List<Cell> cells() {
    return new CellList();
  }

  /** Returns the number of cells visited, which is the board's cell count. */
  public int length() {
    return path.length;
  }

  /**
   * Returns the layers side by side, each drawn as {@link Tour#render()} draws a board: each cell
   * shows its move number (1 for the first cell), right-aligned, with the highest row at the top.
   * Over each layer a caption names it; rows are numbered at the left and columns below, all
   * from 0 as in {@link Cell}.
   *
   * <pre>
   *      layer 0            layer 1
   *      +-------------+    +-------------+
   *    2 |  …          |    |  …          |
   *    1 |  …          |    |  …          |
   *    0 |  1 …        |    |  …          |
   *      +-------------+    +-------------+
   *         0  1  2  3         0  1  2  3
   * </pre>
   *
   * <p>Performance: O(n) time; a few characters per cell, built in memory twice over, and 4 bytes
   * per cell of move numbers.
   *
   * @throws IllegalArgumentException if the text would not fit in a Java string or in this JVM's
   *     heap; the message gives the sizes
   */
  public String render() {
    int width = String.valueOf(path.length).length();
    int rowWidth = String.valueOf(board.rows() - 1).length();
    int boxWidth = board.cols() * (width + 1) + 3;
    int blockWidth = Math.max(boxWidth, ("layer " + (board.layers() - 1)).length());
    long lineLength = rowWidth + 1 + (long) board.layers() * (blockWidth + GAP) + 1;
    long length = (board.rows() + 4L) * lineLength;
    long bytes = 2 * length + 4L * path.length;
    checkArgument(
        length <= MAX_STRING_LENGTH,
        "the %s board is too large to render as one String: about %s characters, more than a String"
            + " can hold (%s)",
        board,
        length,
        MAX_STRING_LENGTH);
    return HeapGuard.withinHeap(
        bytes, "rendering the " + board + " board", () -> render(width, rowWidth, blockWidth, (int) length));
  }

  private String render(int width, int rowWidth, int blockWidth, int length) {
    int[] number = new int[path.length];
    for (int i = 0; i < path.length; i++) {
      number[path[i]] = i + 1;
    }
    int layers = board.layers();
    int rows = board.rows();
    int cols = board.cols();
    StringBuilder text = new StringBuilder(length);
    StringBuilder line = new StringBuilder();
    // The caption line, the top border, the rows from the highest, the bottom border, the columns.
    for (int y = 0; y < rows + 4; y++) {
      line.setLength(0);
      int row = rows + 1 - y;
      pad(line, y >= 2 && y < rows + 2 ? String.valueOf(row) : "", rowWidth).append(' ');
      for (int layer = 0; layer < layers; layer++) {
        int start = line.length();
        if (y == 0) {
          line.append("layer ").append(layer);
        } else if (y == 1 || y == rows + 2) {
          line.append('+').append("-".repeat(cols * (width + 1) + 1)).append('+');
        } else if (y == rows + 3) {
          line.append(' ');
          for (int col = 0; col < cols; col++) {
            pad(line.append(' '), String.valueOf(col), width);
          }
        } else {
          line.append('|');
          int base = (layer * rows + row) * cols;
          for (int col = 0; col < cols; col++) {
            pad(line.append(' '), String.valueOf(number[base + col]), width);
          }
          line.append(" |");
        }
        line.append(" ".repeat(blockWidth + GAP - (line.length() - start)));
      }
      int end = line.length();
      while (end > 0 && line.charAt(end - 1) == ' ') {
        end--;
      }
      text.append(line, 0, end).append('\n');
    }
    return text.toString();
  }

  private static StringBuilder pad(StringBuilder line, String s, int width) {
    return line.append(" ".repeat(width - s.length())).append(s);
  }

  /**
   * Returns {@link #render()} for tours of up to 1024 cells, and a one-line summary for longer
   * ones.
   */
  @Override
  public String toString() {
    if (path.length <= RENDER_IN_TO_STRING) {
      return render();
    }
    List<Cell> cells = cells();
    return kind.name().toLowerCase(Locale.ROOT) + " tour of the " + board + " board from "
        + cells.get(0) + " to " + cells.get(path.length - 1);
  }

  /** Two tours are equal when they are of the same kind and visit the same board's cells in the same order. */
  @Override
  public boolean equals(Object other) {
    return other instanceof Tour3d that
        && board.equals(that.board)
        && kind == that.kind
        && Arrays.equals(path, that.path);
  }

  @Override
  public int hashCode() {
    return (31 * board.hashCode() + kind.hashCode()) * 31 + Arrays.hashCode(path);
  }

  private final class CellList extends AbstractList<Cell> implements RandomAccess {
    @Override
    public Cell get(int index) {
      return board.cell(path[index]);
    }

    @Override
    public int size() {
      return path.length;
    }
  }
}
