package io.github.knighttours.internal.construct;

import io.github.knighttours.Outcome;
import io.github.knighttours.internal.graph.KnightGraph;
import io.github.knighttours.spi.SearchResult;
import io.github.knighttours.internal.search.SearchMonitor;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Knight's tours of large boards in linear time, by divide and conquer in the manner of
 * Parberry (1997, "An efficient algorithm for the knight's tour problem", Discrete Applied
 * Mathematics 73): cut the board into a grid of blocks of 5 to 12 squares a side, cover each
 * block with a closed tour that contains four agreed "port" edges, and join neighbouring tours
 * by exchanging two edges for two knight moves that cross the cut.
 *
 * <p>Every block tour contains the port edges, in block coordinates (row, column) on an
 * {@code r × c} block: (1,1)–(3,0) and (1,1)–(0,3) on the left and top, and the corner moves
 * (0,c−1)–(2,c−2) and (r−1,0)–(r−2,2), which every closed tour contains because those corner
 * squares have only two moves. Two blocks side by side on rows R.. are joined by removing
 * (R, C−1)–(R+2, C−2) from the left one and (R+1, C+1)–(R+3, C) from the right one, where C is the
 * first column of the right block, and adding (R, C−1)–(R+1, C+1) and (R+2, C−2)–(R+3, C); one
 * block above another at column 0 likewise with rows and columns exchanged. Removing one edge
 * from each of two disjoint cycles and reconnecting the four ends by two new edges always gives
 * one cycle, and every port edge is removed at most once, so joining the blocks of each row left
 * to right and then the rows top to bottom through their first blocks leaves one closed tour.
 *
 * <p>On a board with both sides odd there is no closed tour; the block that contains the start
 * is then an odd-by-odd block covered by an open tour from the start (containing the ports it
 * needs), and joining closed tours into that path the same way keeps it one path from the start.
 *
 * <p>Boards three or four squares wide are built by {@link NarrowBoardConstruction} instead.
 *
 * <p>The block tours are found once per block shape by {@link PieceSearch} with a fixed seed,
 * so every run gives the same tour. Tests check every shape the construction can ask for.
 *
 * <p>Performance: O(rows · cols) time; one byte per square for the tour under construction, plus
 * the four-byte-per-square path the caller receives. Every phase (block searches, joins, the walk
 * that lists the squares) polls the search's monitor every few thousand squares, so a deadline
 * or an interrupt ends a construction within milliseconds.
 */
public final class DivideAndConquer {

  /** Smallest and largest block side. */
  static final int MIN_PART = 5;

  static final int MAX_PART = 12;

  /** Seed and limits for the block searches; fixed, so that tours are reproducible. */
  static final long PIECE_SEED = 0x6b6e69676874L;

  private static final long CLOSED_PIECE_NODES = 200_000;
  private static final int CLOSED_PIECE_ATTEMPTS = 1_000;
  private static final long OPEN_PIECE_NODES = 20_000;
  private static final int OPEN_PIECE_ATTEMPTS = 20;

  /** Closed block tours by shape (rows * 64 + cols), as link bytes. */
  private static final Map<Integer, byte[]> CLOSED_PIECES = new ConcurrentHashMap<>();

  /** Direction index of the move (dr, dc), at [(dr + 2) * 5 + dc + 2]; −1 if not a knight move. */
  private static final int[] DIRECTION = new int[25];

  static {
    Arrays.fill(DIRECTION, -1);
    for (int d = 0; d < 8; d++) {
      DIRECTION[(KnightGraph.rowStep(d) + 2) * 5 + KnightGraph.colStep(d) + 2] = d;
    }
  }

  private DivideAndConquer() {}

  /**
   * Returns true if this construction builds a closed tour of the board: both sides at least 5
   * and an even number of squares, or 3×n with n even and at least 16 (by {@link NarrowBoardConstruction});
   * Schwenk's theorem says a closed tour exists there.
   */
  public static boolean buildsClosedTour(int rows, int cols) {
    return (Math.min(rows, cols) >= MIN_PART && ((long) rows * cols) % 2 == 0)
        || NarrowBoardConstruction.buildsClosedTour(rows, cols);
  }

  /**
   * Returns true if this construction may build an open tour from a start on the board: both
   * sides at least 5, and for an odd number of squares a start on the majority colour; 3×n and
   * 4×n with n at least 16 from the starts {@link NarrowBoardConstruction} covers; or the single square of
   * a 1×1 board.
   */
  public static boolean mayBuildOpenTour(int rows, int cols, int start) {
    if (buildsClosedTour(rows, cols) || (rows == 1 && cols == 1)) {
      return true;
    }
    if (NarrowBoardConstruction.covers(rows, cols)) {
      return NarrowBoardConstruction.buildsOpenTour(rows, cols, start);
    }
    return Math.min(rows, cols) >= MIN_PART && ((start / cols) + (start % cols)) % 2 == 0;
  }

  /** Working memory of a construction on {@code squares} squares, in bytes. */
  public static long workingBytes(long squares) {
    return 5 * squares;
  }

  /**
   * Returns a closed tour of the board as a path from {@code start} (the last square is a knight
   * move from the first): FOUND with the path; or BUDGET_EXHAUSTED or CANCELLED, without a path,
   * if {@code monitor} said to stop. The construction polls the monitor every few thousand
   * squares (see {@link ConstructionWatch}), so a deadline or an interrupt stops it within
   * milliseconds on any board. Its node budget is not consulted: the caller decides whether
   * placing every square fits in it.
   *
   * @throws IllegalArgumentException if {@link #buildsClosedTour} is false
   */
  public static SearchResult closedTour(int rows, int cols, int start, SearchMonitor monitor) {
    if (!buildsClosedTour(rows, cols)) {
      throw new IllegalArgumentException("no divide-and-conquer closed tour for a " + rows + "x" + cols + " board");
    }
    ConstructionWatch watch = new ConstructionWatch(monitor);
    return result(closedPath(rows, cols, start, watch), rows, cols, watch);
  }

  /**
   * Returns an open tour from {@code start}: FOUND with the path (the cut closed tour when the
   * board has one, and otherwise a path through an odd block around the start); GAVE_UP if none
   * was built; or BUDGET_EXHAUSTED or CANCELLED, without a path, if {@code monitor} said to stop
   * (polled as by {@link #closedTour}).
   */
  public static SearchResult openTour(int rows, int cols, int start, SearchMonitor monitor) {
    ConstructionWatch watch = new ConstructionWatch(monitor);
    return result(openPath(rows, cols, start, watch), rows, cols, watch);
  }

  private static SearchResult result(int[] path, int rows, int cols, ConstructionWatch watch) {
    SearchMonitor monitor = watch.monitor();
    long squares = (long) rows * cols;
    if (path != null) {
      return new SearchResult(Outcome.FOUND, path, squares, 0, monitor.elapsedNanos(), "built by divide and conquer");
    }
    Outcome stopped = watch.stopped();
    if (stopped == Outcome.CANCELLED) {
      return new SearchResult(stopped, null, 0, 0, monitor.elapsedNanos(), "the searching thread was interrupted");
    }
    if (stopped != null) {
      return new SearchResult(
          stopped, null, 0, 0, monitor.elapsedNanos(),
          "the time budget ran out before the construction of the " + rows + "x" + cols + " tour was done");
    }
    return new SearchResult(
        Outcome.GAVE_UP, null, 0, 0, monitor.elapsedNanos(), "no open tour of the block around the start was found");
  }

  /** The closed tour as a path from {@code start}, or null if the watch said to stop. */
  static int[] closedPath(int rows, int cols, int start, ConstructionWatch watch) {
    if (NarrowBoardConstruction.covers(rows, cols)) {
      return NarrowBoardConstruction.closedTour(rows, cols, start, watch);
    }
    byte[] links = watch.newBytes(rows * cols);
    if (links == null) {
      return null;
    }
    int[] rowParts = evenOrOneOdd(rows);
    int[] colParts = evenOrOneOdd(cols);
    if (!build(links, rows, cols, rowParts, colParts, -1, -1, null, watch)) {
      return null;
    }
    return walk(links, rows, cols, start, watch);
  }

  /** The open tour from {@code start}, or null if none was built or the watch said to stop. */
  static int[] openPath(int rows, int cols, int start, ConstructionWatch watch) {
    if (buildsClosedTour(rows, cols)) {
      return closedPath(rows, cols, start, watch);
    }
    if (!mayBuildOpenTour(rows, cols, start)) {
      return null;
    }
    if (NarrowBoardConstruction.covers(rows, cols)) {
      return NarrowBoardConstruction.openTour(rows, cols, start, watch);
    }
    if (rows * cols == 1) {
      return new int[] {start};
    }
    int row = start / cols;
    int col = start % cols;
    for (int[] rowParts : oddPartitions(rows, row)) {
      for (int[] colParts : oddPartitions(cols, col)) {
        int blockRow = blockContaining(rowParts, row);
        int blockCol = blockContaining(colParts, col);
        int top = offset(rowParts, blockRow);
        int left = offset(colParts, blockCol);
        int r = rowParts[blockRow];
        int c = colParts[blockCol];
        int[] ports = openPorts(r, c, blockRow, blockCol, rowParts.length, colParts.length);
        int local = (row - top) * c + (col - left);
        int[] path =
            PieceSearch.find(r, c, local, false, ports, PIECE_SEED, OPEN_PIECE_NODES, OPEN_PIECE_ATTEMPTS, watch);
        if (watch.stopped() != null) {
          return null;
        }
        if (path != null) {
          byte[] links = watch.newBytes(rows * cols);
          if (links == null || !build(links, rows, cols, rowParts, colParts, blockRow, blockCol, toLinks(r, c, path, false), watch)) {
            return null;
          }
          return walk(links, rows, cols, start, watch);
        }
      }
    }
    return null;
  }

  /**
   * Splits a side into block sides: all even (6, 8, 10, 12) for an even side; for an odd side,
   * one odd part (5 to 11) first and the rest even.
   */
  static int[] evenOrOneOdd(int side) {
    List<Integer> parts = new ArrayList<>();
    int rest = side;
    if (side % 2 == 1) {
      int odd = side <= 11 ? side : (side == 13 ? 7 : 5);
      parts.add(odd);
      rest -= odd;
    }
    addEvenParts(parts, rest);
    return parts.stream().mapToInt(Integer::intValue).toArray();
  }

  /** Adds even parts of 6 to 12 that sum to {@code side} (0, or even and at least 6). */
  static void addEvenParts(List<Integer> parts, int side) {
    if (side == 0) {
      return;
    }
    if (side <= MAX_PART) {
      parts.add(side);
      return;
    }
    int first = side % 8 == 0 ? 8 : side % 8 == 2 ? 10 : side % 8 == 4 ? 12 : 6;
    parts.add(first);
    for (int rest = side - first; rest > 0; rest -= 8) {
      parts.add(8);
    }
  }

  /**
   * Partitions of an odd side into even parts and one odd part that contains coordinate
   * {@code x} and starts at an even offset, in order of preference.
   */
  static List<int[]> oddPartitions(int side, int x) {
    List<int[]> result = new ArrayList<>();
    for (int before = x - x % 2; before >= 0; before -= 2) {
      if (before != 0 && before < 6) {
        continue;
      }
      for (int odd = MIN_PART; odd <= 11; odd += 2) {
        int after = side - before - odd;
        if (before + odd <= x || after < 0 || (after != 0 && after < 6)) {
          continue;
        }
        List<Integer> parts = new ArrayList<>();
        addEvenParts(parts, before);
        parts.add(odd);
        addEvenParts(parts, after);
        result.add(parts.stream().mapToInt(Integer::intValue).toArray());
      }
      if (result.size() >= 6) {
        break;
      }
    }
    return result;
  }

  static int blockContaining(int[] parts, int x) {
    int offset = 0;
    for (int i = 0; i < parts.length; i++) {
      offset += parts[i];
      if (x < offset) {
        return i;
      }
    }
    throw new AssertionError(x);
  }

  static int offset(int[] parts, int index) {
    int offset = 0;
    for (int i = 0; i < index; i++) {
      offset += parts[i];
    }
    return offset;
  }

  /** The port edges a closed block tour contains (pairs of block square indices). */
  static int[] closedPorts(int r, int c) {
    return new int[] {
      1 * c + 1, 3 * c, // left
      1 * c + 1, 3, // top
      c - 1, 2 * c + c - 2, // right
      (r - 1) * c, (r - 2) * c + 2 // bottom
    };
  }

  /** The port edges an open block path needs at grid position (blockRow, blockCol). */
  static int[] openPorts(int r, int c, int blockRow, int blockCol, int gridRows, int gridCols) {
    int[] all = closedPorts(r, c);
    boolean[] use = {
      blockCol > 0, blockCol == 0 && blockRow > 0, blockCol < gridCols - 1, blockCol == 0 && blockRow < gridRows - 1
    };
    int count = 0;
    int[] ports = new int[8];
    for (int k = 0; k < 4; k++) {
      if (use[k]) {
        ports[count++] = all[2 * k];
        ports[count++] = all[2 * k + 1];
      }
    }
    return Arrays.copyOf(ports, count);
  }

  /**
   * Returns the closed tour of an {@code r × c} block with all four ports, as link bytes, or null
   * if the watch said to stop while it was being searched for. Found tours are kept for later
   * constructions. The search runs outside the map's locks, so that a construction waiting for a
   * block never blocks where it cannot be stopped; two threads may then search for the same
   * block at once, and find the same tour.
   *
   * @throws IllegalStateException if the search finds no tour (the tests show it finds one for
   *     every shape)
   */
  static byte[] closedPiece(int r, int c, ConstructionWatch watch) {
    Integer key = r * 64 + c;
    byte[] piece = CLOSED_PIECES.get(key);
    if (piece != null) {
      return piece;
    }
    int[] path =
        PieceSearch.find(
            r, c, c + 1, true, closedPorts(r, c), PIECE_SEED, CLOSED_PIECE_NODES, CLOSED_PIECE_ATTEMPTS, watch);
    if (path == null) {
      if (watch.stopped() != null) {
        return null;
      }
      throw new IllegalStateException("no closed " + r + "x" + c + " block tour found");
    }
    byte[] found = toLinks(r, c, path, true);
    byte[] before = CLOSED_PIECES.putIfAbsent(key, found);
    return before != null ? before : found;
  }

  /**
   * Encodes a path of an {@code r × c} block as one byte per square: the directions (0 to 7, in
   * {@link KnightGraph}'s move order) of its two tour neighbours in bits 0–2 and 3–5. An end of
   * an open path has a single neighbour, stored twice.
   */
  static byte[] toLinks(int r, int c, int[] path, boolean closed) {
    byte[] links = new byte[r * c];
    int n = path.length;
    for (int i = 0; i < n; i++) {
      int v = path[i];
      int before = i > 0 ? path[i - 1] : closed ? path[n - 1] : -1;
      int after = i < n - 1 ? path[i + 1] : closed ? path[0] : -1;
      int a = direction(v, before >= 0 ? before : after, c);
      int b = direction(v, after >= 0 ? after : before, c);
      links[v] = (byte) (a | b << 3);
    }
    return links;
  }

  private static int direction(int from, int to, int cols) {
    return direction(to / cols - from / cols, to % cols - from % cols);
  }

  /** The move order index of the knight move (dr, dc). */
  static int direction(int dr, int dc) {
    return DIRECTION[(dr + 2) * 5 + dc + 2];
  }

  /**
   * Fills {@code links} with block tours on the grid given by the parts, the block at
   * (oddRow, oddCol) taking {@code oddPiece} instead, and joins them; returns false if the watch
   * said to stop first.
   */
  static boolean build(
      byte[] links,
      int rows,
      int cols,
      int[] rowParts,
      int[] colParts,
      int oddRow,
      int oddCol,
      byte[] oddPiece,
      ConstructionWatch watch) {
    byte[][] own = new byte[rowParts.length * colParts.length][];
    if (oddRow >= 0) {
      own[oddRow * colParts.length + oddCol] = oddPiece;
    }
    return build(links, rows, cols, rowParts, colParts, own, watch);
  }

  /**
   * Fills {@code links} with block tours on the grid given by the parts, the block at grid
   * position (i, j) taking {@code own[i * colParts.length + j]} where that is not null and the
   * closed piece of its shape otherwise, and joins them; returns false if the watch said to stop
   * first. An own piece must hold the ports its joins use (see {@link #openPorts}).
   */
  static boolean build(
      byte[] links, int rows, int cols, int[] rowParts, int[] colParts, byte[][] own, ConstructionWatch watch) {
    int[][] bandParts = new int[rowParts.length][];
    byte[][][] bandOwn = new byte[rowParts.length][][];
    for (int i = 0; i < rowParts.length; i++) {
      bandParts[i] = colParts;
      bandOwn[i] = Arrays.copyOfRange(own, i * colParts.length, (i + 1) * colParts.length);
    }
    return build(links, rows, cols, rowParts, bandParts, bandOwn, watch);
  }

  /**
   * As {@link #build(byte[], int, int, int[], int[], byte[][], ConstructionWatch)}, with its own
   * column parts for each band of rows: {@code colParts[i]} splits band i, and {@code own[i][j]}
   * (or null) is the piece of its block j. The joins within a band use only that band's blocks,
   * and the joins between bands only their first blocks (which are at least 5 wide), so the bands
   * need not be split alike.
   */
  static boolean build(
      byte[] links, int rows, int cols, int[] rowParts, int[][] colParts, byte[][][] own, ConstructionWatch watch) {
    // The pieces this board uses, by shape, so that each block costs no map look-up.
    byte[][] pieces = new byte[(MAX_PART + 1) * (MAX_PART + 1)][];
    int top = 0;
    for (int i = 0; i < rowParts.length; i++) {
      int r = rowParts[i];
      int left = 0;
      for (int j = 0; j < colParts[i].length; j++) {
        int c = colParts[i][j];
        byte[] piece;
        if (own[i][j] != null) {
          piece = own[i][j];
        } else {
          piece = pieces[r * (MAX_PART + 1) + c];
          if (piece == null) {
            piece = closedPiece(r, c, watch);
            if (piece == null) {
              return false;
            }
            pieces[r * (MAX_PART + 1) + c] = piece;
          }
        }
        for (int k = 0; k < r; k++) {
          System.arraycopy(piece, k * c, links, (top + k) * cols + left, c);
        }
        if (j > 0) {
          // Join with the block on the left, whose right port sits at rows top.., columns left-2..left-1.
          swap(links, cols, top, left - 1, top + 2, left - 2, top + 1, left + 1, top + 3, left);
        }
        left += c;
        if (watch.tick(r * c)) {
          return false;
        }
      }
      if (i > 0) {
        // Join with the block above in column 0, exchanging rows and columns.
        swap(links, cols, top - 1, 0, top - 2, 2, top + 1, 1, top, 3);
      }
      top += r;
    }
    return true;
  }

  /**
   * Replaces the tour edges a–b and c–d by a–c and b–d, all given as (row, column). The callers
   * ensure both old edges are in the tour and both new ones are knight moves.
   */
  private static void swap(byte[] links, int cols, int ar, int ac, int br, int bc, int cr, int cc, int dr, int dc) {
    relink(links, cols, ar, ac, br, bc, cr, cc);
    relink(links, cols, br, bc, ar, ac, dr, dc);
    relink(links, cols, cr, cc, dr, dc, ar, ac);
    relink(links, cols, dr, dc, cr, cc, br, bc);
  }

  /** At square (r, c), replaces the link to (oldR, oldC) by a link to (newR, newC). */
  static void relink(byte[] links, int cols, int r, int c, int oldR, int oldC, int newR, int newC) {
    int v = r * cols + c;
    int oldDir = direction(oldR - r, oldC - c);
    int newDir = direction(newR - r, newC - c);
    int l = links[v];
    if ((l & 7) == oldDir) {
      l = (l & ~7) | newDir;
    } else if ((l >> 3 & 7) == oldDir) {
      l = (l & ~(7 << 3)) | newDir << 3;
    } else {
      throw new AssertionError("no edge to replace at (" + r + ", " + c + ")");
    }
    links[v] = (byte) l;
  }

  /**
   * Follows the links from {@code start} and returns the squares in tour order, or null if the
   * watch said to stop first.
   */
  static int[] walk(byte[] links, int rows, int cols, int start, ConstructionWatch watch) {
    return walk(links, rows, cols, start, rows * cols, watch);
  }

  /** As {@link #walk(byte[], int, int, int, ConstructionWatch)}, for a tour of {@code n} squares. */
  static int[] walk(byte[] links, int rows, int cols, int start, int n, ConstructionWatch watch) {
    int[] step = new int[8];
    for (int d = 0; d < 8; d++) {
      step[d] = KnightGraph.rowStep(d) * cols + KnightGraph.colStep(d);
    }
    int[] path = watch.newInts(n);
    if (path == null) {
      return null;
    }
    int previous = -1;
    int v = start;
    path[0] = v;
    for (int i = 1; i < n; i++) {
      if ((i & (ConstructionWatch.POLL_EVERY - 1)) == 0) {
        watch.squaresPlaced(i);
        if (watch.tick(ConstructionWatch.POLL_EVERY)) {
          return null;
        }
      }
      int l = links[v];
      int next = v + step[l & 7];
      if (next == previous) {
        next = v + step[l >> 3 & 7];
      }
      previous = v;
      v = next;
      path[i] = v;
    }
    return path;
  }
}
