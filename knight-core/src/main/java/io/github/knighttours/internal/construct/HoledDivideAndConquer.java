package io.github.knighttours.internal.construct;

import io.github.knighttours.Outcome;
import io.github.knighttours.spi.SearchResult;
import io.github.knighttours.internal.search.SearchMonitor;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Knight's tours of large rectangles with a few holes, by the divide and conquer of {@link
 * DivideAndConquer}: the board is cut into the same grid of blocks, every block without holes
 * takes its usual closed piece, and every block with holes takes a piece found for it alone by
 * {@link PieceSearch}, on the block without its holes, holding the port edges that the joins
 * with its neighbours remove (left and right within a row of blocks; top and bottom in the first
 * column) and, for a closed piece, the other ports where no hole is in the way, which guide the
 * search. The joins are then the usual ones, so the pieces become one tour.
 *
 * <p>The joins within a band of rows use only that band's blocks, and the joins between bands
 * only their first blocks, so each band may be split into columns its own way. A knight move
 * changes colour, so a closed piece needs as many squares of each colour; for an open tour, the
 * block of the start may hold one square more of the start's colour and takes an open piece from
 * the start. The tiling is chosen by dynamic programming: the rows are split into bands of 5 to
 * 12 (at most one odd), and a band is usable if its columns can be split likewise into blocks
 * whose colours balance that way; so a cluster of holes that balances its colours (two
 * neighbouring squares, a 2 × 2 patch) is kept inside one block wherever it lies. The pieces are
 * then searched for; a block whose bounded search (seeded, with random restarts; see {@link
 * PieceSearch}) finds no piece is excluded and the tiling chosen again, up to {@value
 * #MAX_SEARCHED_TILINGS} times.
 *
 * <p>What is guaranteed: the result is FOUND with a tour (closed if asked, starting on the start,
 * validated by the caller) when the dynamic programme finds a tiling (it does whenever a tiling
 * with these block sides balances the colours and passes the cheap checks: no hole at an end of a
 * port the joins use, two moves inside the block left to every square next to a hole) and the
 * piece search finds a piece for each of its blocks with holes (and for the start's block when it
 * is unbalanced) within those rounds; otherwise GAVE_UP with the reason. It never reports
 * PROVEN_ABSENT: a hole pattern it cannot cover (for example a single hole away from the start,
 * which leaves every block around it with one square more of one colour) may still have a tour,
 * which other searches must find. The same arguments always give the same answer, unless a
 * budget or an interrupt stops the construction.
 *
 * <p>Budgets: the deadline and the interrupt are polled every few thousand squares or search
 * nodes, as in {@link DivideAndConquer}. Against the node budget, every square counts as a node
 * and every piece search as its node limit, charged before it runs; a search that does not fit
 * in what is left ends the construction with BUDGET_EXHAUSTED.
 *
 * <p>Performance: O(rows · cols) time for the joins and the walk, O((rows + h · 96) · cols) for
 * the tiling with h holes, plus at most {@value #PIECE_NODES} · {@value #PIECE_ATTEMPTS} search
 * nodes per block with holes and round; 5 bytes per cell plus the caller's path.
 */
public final class HoledDivideAndConquer {

  /** Limits of one block's piece search: nodes per attempt and attempts. */
  static final long PIECE_NODES = 20_000;

  static final int PIECE_ATTEMPTS = 40;

  /** Most holes the construction takes. */
  public static final int MAX_HOLES = 1_000;

  /** Most tilings whose pieces are searched for. */
  static final int MAX_SEARCHED_TILINGS = 4;

  /** Block sides in the order the tiling tries them: the usual 8 first. */
  private static final int[] PART_ORDER = {8, 6, 10, 12, 5, 7, 9, 11};

  private static final int[] ROW_STEP = {-2, -2, -1, -1, 1, 1, 2, 2};
  private static final int[] COL_STEP = {-1, 1, -2, 2, -2, 2, -1, 1};

  /** Marks a block that needs a piece of its own and has none. */
  private static final byte[] NO_PIECE = new byte[0];

  private final int rows;
  private final int cols;
  private final int[] holes;
  private final int start;
  private final boolean closed;
  private final ConstructionWatch watch;
  private final int squares;
  private final int startColour;
  /** Column parts of each band tried (key top * 64 + height), null where no split fits. */
  private final Map<Long, int[]> bands = new HashMap<>();
  /** Blocks (see {@link #blockKey}) whose piece search failed. */
  private final Set<Long> bad = new HashSet<>();
  /** Pieces found, by block. */
  private final Map<Long, byte[]> pieces = new HashMap<>();
  /** Whether each block with holes tried so far passes {@link #checkViable}. */
  private final Map<Long, Boolean> viability = new HashMap<>();
  /** Prefix sums over the columns of the band being split: colour balance and holes. */
  private int[] weights;
  private int[] counts;
  private long charged;
  private boolean outOfBudget;
  private String reason = "no tiling tried";

  private HoledDivideAndConquer(int rows, int cols, int[] holes, int start, boolean closed, SearchMonitor monitor) {
    this.rows = rows;
    this.cols = cols;
    this.holes = holes;
    this.start = start;
    this.closed = closed;
    this.watch = new ConstructionWatch(monitor);
    this.squares = rows * cols - holes.length;
    this.startColour = colour(start);
  }

  /**
   * Returns true if the construction may apply: both sides at least 5 and at most {@value
   * #MAX_HOLES} holes (beyond that, choosing the tiling costs more than it is meant to).
   */
  public static boolean covers(int rows, int cols, int holes) {
    return Math.min(rows, cols) >= DivideAndConquer.MIN_PART && holes <= MAX_HOLES;
  }

  /** Working memory of a construction on a board of {@code cells} squares (holes included), in bytes. */
  public static long workingBytes(long cells) {
    return DivideAndConquer.workingBytes(cells);
  }

  /**
   * Returns a tour of the {@code rows × cols} knight board without {@code holes} from {@code
   * start}: FOUND with the path, its squares numbered row-major with the holes skipped; GAVE_UP
   * with the reason if no tiling tried could be covered (see the class documentation);
   * BUDGET_EXHAUSTED or CANCELLED, without a path, if the monitor said to stop.
   *
   * @param holes the holes as row-major cell numbers ({@code row * cols + col}), strictly
   *     increasing
   * @param start the start as a row-major cell number, not a hole
   * @throws IllegalArgumentException if {@link #covers} is false, a hole is off the board or out
   *     of order, or the start is off the board or a hole
   */
  public static SearchResult tour(int rows, int cols, int[] holes, int start, boolean closed, SearchMonitor monitor) {
    if (!covers(rows, cols, holes.length)) {
      throw new IllegalArgumentException(
          "no divide-and-conquer construction with holes for a " + rows + "x" + cols + " board with "
              + holes.length + " holes");
    }
    long cells = (long) rows * cols;
    for (int i = 0; i < holes.length; i++) {
      if (holes[i] < 0 || holes[i] >= cells || (i > 0 && holes[i] <= holes[i - 1])) {
        throw new IllegalArgumentException(
            "holes must be increasing cell numbers of the " + rows + "x" + cols + " board, got "
                + Arrays.toString(holes));
      }
    }
    if (start < 0 || start >= cells || Arrays.binarySearch(holes, start) >= 0) {
      throw new IllegalArgumentException(
          "start must be a square of the " + rows + "x" + cols + " board that is not a hole, got cell " + start);
    }
    return new HoledDivideAndConquer(rows, cols, holes, start, closed, monitor).run();
  }

  private SearchResult run() {
    SearchMonitor monitor = watch.monitor();
    if (monitor.budgetSpent(squares - 1)) {
      return new SearchResult(
          Outcome.BUDGET_EXHAUSTED, null, 0, 0, monitor.elapsedNanos(),
          "the construction places all " + squares + " squares, more than the node budget of "
              + monitor.nodeBudget());
    }
    int[] path = null;
    for (int round = 0; round < MAX_SEARCHED_TILINGS && path == null; round++) {
      bands.clear(); // blocks found bad since the last round change which bands work
      int[] rowParts = split(rows, 0, -1);
      if (rowParts == null) {
        if (round == 0) {
          reason =
              "no tiling puts the holes in blocks that may hold a piece: as many squares of each colour"
                  + (closed ? "" : " (or one more of the start's colour in the start's block)")
                  + ", no hole at an end of a port the joins use, and two moves inside the block left to every"
                  + " square next to a hole";
        }
        break;
      }
      path = build(rowParts);
      if (watch.stopped() != null || outOfBudget) {
        break;
      }
    }
    long nodes = path != null ? squares + charged : charged;
    if (path != null) {
      toBoardIndices(path);
      return new SearchResult(
          Outcome.FOUND, path, nodes, 0, monitor.elapsedNanos(),
          "built by divide and conquer with pieces around the holes");
    }
    Outcome stopped = watch.stopped();
    if (stopped == Outcome.CANCELLED) {
      return new SearchResult(stopped, null, nodes, 0, monitor.elapsedNanos(), "the searching thread was interrupted");
    }
    if (stopped != null) {
      return new SearchResult(
          stopped, null, nodes, 0, monitor.elapsedNanos(),
          "the time budget ran out before the construction of the " + rows + "x" + cols + " tour was done");
    }
    if (outOfBudget) {
      return new SearchResult(
          Outcome.BUDGET_EXHAUSTED, null, nodes, 0, monitor.elapsedNanos(),
          "the piece searches around the holes need more than the node budget of " + monitor.nodeBudget());
    }
    return new SearchResult(
        Outcome.GAVE_UP, null, nodes, 0, monitor.elapsedNanos(),
        "divide and conquer around the holes gave up: " + reason);
  }

  /**
   * Splits a side into parts of 6, 8, 10 or 12 and, for an odd side, exactly one odd part of 5
   * to 11, such that every part is acceptable, by dynamic programming from the far end (parts
   * tried in the order of {@link #PART_ORDER}, so the answer is deterministic); null if there is
   * none. With {@code band} −1 it splits the rows into bands, a band being acceptable if {@link
   * #bandParts} splits it; otherwise it splits the columns of the band of rows {@code top} ..
   * {@code top + band − 1}, a block being acceptable if {@link #blockFits}.
   */
  private int[] split(int side, int top, int band) {
    int odd = side % 2;
    // fits[2 * pos + u]: the side from pos on can be split, u odd parts having been used before pos.
    boolean[] fits = new boolean[2 * (side + 1)];
    byte[] choice = new byte[2 * (side + 1)];
    fits[2 * side + odd] = true;
    for (int pos = side - 1; pos >= 0; pos--) {
      for (int used = 0; used <= odd; used++) {
        for (int part : PART_ORDER) {
          int after = used + part % 2;
          if (pos + part > side || after > odd || !fits[2 * (pos + part) + after]) {
            continue;
          }
          boolean fine = band < 0 ? bandParts(pos, part) != null : blockFits(top, band, pos, part);
          if (fine) {
            fits[2 * pos + used] = true;
            choice[2 * pos + used] = (byte) part;
            break;
          }
        }
      }
    }
    if (!fits[0]) {
      return null;
    }
    List<Integer> parts = new ArrayList<>();
    for (int pos = 0, used = 0; pos < side; ) {
      int part = choice[2 * pos + used];
      parts.add(part);
      pos += part;
      used += part % 2;
    }
    return parts.stream().mapToInt(Integer::intValue).toArray();
  }

  /** The column parts of the band of {@code height} rows from {@code top}, or null if none fits. */
  private int[] bandParts(int top, int height) {
    long key = (long) top * 64 + height;
    if (bands.containsKey(key)) {
      return bands.get(key);
    }
    int[] parts;
    int from = lowerBound(top * cols);
    int to = lowerBound((top + height) * cols);
    int startRow = start / cols;
    if (from == to && (startRow < top || startRow >= top + height)) {
      // No holes and no start: the usual split, unless it must hold an odd-by-odd block.
      parts = height % 2 == 0 || cols % 2 == 0 ? DivideAndConquer.evenOrOneOdd(cols) : null;
    } else if (watch.tick(cols)) {
      parts = null; // stopped: the split fails at once, and run() reports why
    } else {
      weights = new int[cols + 1];
      counts = new int[cols + 1];
      for (int k = from; k < to; k++) {
        int col = holes[k] % cols;
        weights[col + 1] += colour(holes[k]) == startColour ? -1 : 1;
        counts[col + 1]++;
      }
      for (int col = 0; col < cols; col++) {
        weights[col + 1] += weights[col];
        counts[col + 1] += counts[col];
      }
      parts = split(cols, top, height);
    }
    bands.put(key, parts);
    return parts;
  }

  /**
   * Whether the block of the band (prefix sums in {@link #weights} and {@link #counts}) at
   * columns {@code left} .. {@code left + width − 1} can be used: as many squares of each colour,
   * or for an open tour one more of the start's colour when it holds the start; and not found
   * without a piece before.
   */
  private boolean blockFits(int top, int height, int left, int width) {
    int balance = weights[left + width] - weights[left];
    if (height % 2 == 1 && width % 2 == 1) {
      balance += (top + left) % 2 == startColour ? 1 : -1;
    }
    int row = start / cols;
    int col = start % cols;
    boolean holdsStart = row >= top && row < top + height && col >= left && col < left + width;
    if (!(balance == 0 || (!closed && balance == 1 && holdsStart))) {
      return false;
    }
    boolean special = counts[left + width] > counts[left] || balance != 0;
    return !special || viable(top, left, height, width);
  }

  /**
   * False if the block is known to have no piece: its search failed before, a port its joins
   * use has a hole at an end, or a square next to a hole keeps fewer than two moves inside the
   * block (a cycle, or a path with both ends elsewhere, needs two).
   */
  private boolean viable(int top, int left, int r, int c) {
    long key = blockKey(top, left, r, c);
    if (bad.contains(key)) {
      return false;
    }
    return viability.computeIfAbsent(key, k -> checkViable(top, left, r, c));
  }

  private boolean checkViable(int top, int left, int r, int c) {
    int[] all = DivideAndConquer.closedPorts(r, c);
    boolean[] needed = neededPorts(top == 0, top + r == rows, left == 0, left + c == cols);
    for (int k = 0; k < 4; k++) {
      if (needed[k] && (isHole(top, left, c, all[2 * k]) || isHole(top, left, c, all[2 * k + 1]))) {
        return false;
      }
    }
    int startRow = start / cols;
    int startCol = start % cols;
    for (int row = top; row < top + r; row++) {
      for (int k = lowerBound(row * cols + left), end = lowerBound(row * cols + left + c); k < end; k++) {
        int hr = holes[k] / cols;
        int hc = holes[k] % cols;
        for (int d = 0; d < 8; d++) {
          int ur = hr + ROW_STEP[d];
          int uc = hc + COL_STEP[d];
          if (ur < top || ur >= top + r || uc < left || uc >= left + c || isHoleCell(ur * cols + uc)) {
            continue;
          }
          int moves = 0;
          for (int e = 0; e < 8; e++) {
            int vr = ur + ROW_STEP[e];
            int vc = uc + COL_STEP[e];
            if (vr >= top && vr < top + r && vc >= left && vc < left + c && !isHoleCell(vr * cols + vc)) {
              moves++;
            }
          }
          boolean isStart = ur == startRow && uc == startCol;
          if (moves < (isStart && !closed ? 1 : 2)) {
            return false;
          }
        }
      }
    }
    return true;
  }

  private boolean isHole(int top, int left, int c, int blockSquare) {
    return isHoleCell((top + blockSquare / c) * cols + left + blockSquare % c);
  }

  private boolean isHoleCell(int cell) {
    return Arrays.binarySearch(holes, cell) >= 0;
  }

  /** Which of the four ports (left, top, right, bottom) the joins use at a block. */
  private static boolean[] neededPorts(boolean firstBand, boolean lastBand, boolean firstBlock, boolean lastBlock) {
    return new boolean[] {!firstBlock, firstBlock && !firstBand, !lastBlock, firstBlock && !lastBand};
  }

  private long blockKey(int top, int left, int r, int c) {
    return ((long) top * cols + left) * 256 + r * 16 + c;
  }

  /**
   * Searches the pieces of the blocks with holes (and of the start's block when it is
   * unbalanced), or takes them from earlier rounds, and builds the tour; null if a piece was not
   * found (the block is then marked bad) or the construction stopped.
   */
  private int[] build(int[] rowParts) {
    int[][] colParts = new int[rowParts.length][];
    byte[][][] own = new byte[rowParts.length][][];
    int top = 0;
    for (int i = 0; i < rowParts.length; i++) {
      int r = rowParts[i];
      colParts[i] = bands.get((long) top * 64 + r);
      own[i] = new byte[colParts[i].length][];
      int from = lowerBound(top * cols);
      int to = lowerBound((top + r) * cols);
      int startRow = start / cols;
      int left = 0;
      for (int j = 0; j < colParts[i].length && (from < to || (startRow >= top && startRow < top + r)); j++) {
        int c = colParts[i][j];
        own[i][j] = ownPiece(top, left, r, c, from, to, i == 0, i == rowParts.length - 1, j, colParts[i].length);
        if (own[i][j] == NO_PIECE) {
          return null;
        }
        left += c;
      }
      top += r;
    }
    byte[] links = watch.newBytes(rows * cols);
    if (links == null || !DivideAndConquer.build(links, rows, cols, rowParts, colParts, own, watch)) {
      return null;
    }
    return DivideAndConquer.walk(links, rows, cols, start, squares, watch);
  }

  /**
   * The piece of one block: null if the block needs none (no holes, not the start's unbalanced
   * block), {@link #NO_PIECE} if it needs one and none was found.
   */
  private byte[] ownPiece(
      int top, int left, int r, int c, int from, int to, boolean firstBand, boolean lastBand, int j, int blocks) {
    boolean[] blockHoles = new boolean[r * c];
    int balance = 0;
    boolean any = false;
    for (int k = from; k < to; k++) {
      int col = holes[k] % cols;
      if (col >= left && col < left + c) {
        blockHoles[(holes[k] / cols - top) * c + col - left] = true;
        balance += colour(holes[k]) == startColour ? -1 : 1;
        any = true;
      }
    }
    if (r % 2 == 1 && c % 2 == 1) {
      balance += (top + left) % 2 == startColour ? 1 : -1;
    }
    boolean open = balance == 1;
    if (!any && !open) {
      return null;
    }
    long key = blockKey(top, left, r, c);
    byte[] known = pieces.get(key);
    if (known != null) {
      return known;
    }
    // A closed piece starts on (1, 1), whose two port edges fix its first and last moves.
    int localStart =
        open ? (start / cols - top) * c + start % cols - left : blockHoles[c + 1] ? firstSquare(blockHoles) : c + 1;
    int[] ports = ports(top, left, r, c, firstBand, lastBand, j, blocks, !open);
    int attempts = affordableAttempts();
    if (attempts == 0) {
      outOfBudget = true;
      return NO_PIECE;
    }
    charged += attempts * PIECE_NODES;
    int[] piece =
        PieceSearch.find(
            r, c, blockHoles, localStart, !open, ports, DivideAndConquer.PIECE_SEED, PIECE_NODES, attempts, watch);
    if (piece == null) {
      if (watch.stopped() == null) {
        bad.add(key);
        reason =
            "no " + (open ? "open piece from the start" : "closed piece") + " was found for the " + r + "x" + c
                + " block at rows " + top + ".." + (top + r - 1) + ", columns " + left + ".." + (left + c - 1)
                + " without its holes";
      }
      return NO_PIECE;
    }
    byte[] links = DivideAndConquer.toLinks(r, c, piece, !open);
    pieces.put(key, links);
    return links;
  }

  /**
   * The port edges a block's piece holds: those its joins use, and with {@code extra} the other
   * ports of {@link DivideAndConquer#closedPorts} where no hole is at an end (they cost little
   * and guide a closed piece's search, as in the blocks without holes).
   */
  private int[] ports(
      int top, int left, int r, int c, boolean firstBand, boolean lastBand, int j, int blocks, boolean extra) {
    int[] all = DivideAndConquer.closedPorts(r, c);
    boolean[] needed = neededPorts(firstBand, lastBand, j == 0, j == blocks - 1);
    int count = 0;
    int[] ports = new int[8];
    for (int k = 0; k < 4; k++) {
      boolean clear = !isHole(top, left, c, all[2 * k]) && !isHole(top, left, c, all[2 * k + 1]);
      if (needed[k] || (extra && clear)) {
        ports[count++] = all[2 * k];
        ports[count++] = all[2 * k + 1];
      }
    }
    return Arrays.copyOf(ports, count);
  }

  /** Holes before cell {@code cell}. */
  private int lowerBound(int cell) {
    int at = Arrays.binarySearch(holes, cell);
    return at >= 0 ? at : -at - 1;
  }

  /** Attempts of a piece search that still fit in the node budget, at most {@value #PIECE_ATTEMPTS}. */
  private int affordableAttempts() {
    long budget = watch.monitor().nodeBudget();
    long left = budget - squares - charged;
    return (int) Math.max(0, Math.min(PIECE_ATTEMPTS, left / PIECE_NODES));
  }

  private static int firstSquare(boolean[] blockHoles) {
    int v = 0;
    while (v < blockHoles.length - 1 && blockHoles[v]) {
      v++;
    }
    return v; // a hole only if every square is one; the piece search then refuses it
  }

  private int colour(int cell) {
    return (cell / cols + cell % cols) % 2;
  }

  private int blockOf(int cell, int[] rowParts, int[] colParts) {
    return DivideAndConquer.blockContaining(rowParts, cell / cols) * colParts.length
        + DivideAndConquer.blockContaining(colParts, cell % cols);
  }

  /** Renumbers cells as board indices: row-major with the holes skipped. */
  private void toBoardIndices(int[] path) {
    for (int k = 0; k < path.length; k++) {
      int below = -Arrays.binarySearch(holes, path[k]) - 1; // holes before the cell; it is no hole
      path[k] -= below;
    }
  }
}
