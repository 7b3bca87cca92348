package io.github.knighttours.internal.uncrossed;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The longest uncrossed knight's path or cycle of a board by dynamic programming over frontier
 * states, one square at a time in row-major order along the longer side.
 *
 * <p>At each square the programme decides which of its <em>forward</em> moves (to the squares
 * after it: one row down and two columns across, or two rows down and one across) the path uses.
 * Every move is decided at its earlier square, so when a square comes up all its moves from
 * earlier squares are known. What the decisions to come need to know about the past is small:
 *
 * <ul>
 *   <li>for each of the next {@code 2 × width + 1} squares (the farthest a forward move reaches),
 *       whether it is untouched, has two moves already (full), or is the end of a piece of path,
 *       and then where that piece's other end is: at another of these squares (a shared label),
 *       or at a finished square that stays an end of the final path (the piece's far end is
 *       "fixed");
 *   <li>the chosen moves that a move still to be decided could cross: a move can only cross moves
 *       whose earlier squares lie within one row and three columns of its own, so a window of the
 *       last {@code width + 3} squares' forward moves suffices.
 * </ul>
 *
 * <p>A piece of path is finished the moment both its ends are fixed (open paths) or its two ends
 * are joined (cycles); it is an answer only if no other piece is open then, and the programme
 * keeps the longest. Of the states that agree on everything above only the one with the most
 * moves so far is kept (the future cannot tell them apart). The states of a generation are packed
 * into two {@code long}s in an open-addressing table; for each state the table keeps the index of
 * the state it came from and the moves it chose, five bytes, so that the best path is read back at
 * the end.
 *
 * <p>Proven optimal when it runs to the end. The widest board it takes is {@link #MAX_WIDTH}
 * (the packed state has 128 bits). Deterministic. A single instance is not thread-safe.
 */
public final class UncrossedFrontier {

  /** The widest board (shorter side) the packed state can describe. */
  public static final int MAX_WIDTH = 9;

  /** The forward jumps (row, column), in the order {@link CrossingTable} numbers them. */
  private static final int[][] FORWARD = {{1, 2}, {2, 1}, {2, -1}, {1, -2}};

  private static final int UNTOUCHED = 0;
  private static final int FULL = 1;
  private static final int FIXED_FAR_END = 2;
  private static final int FIRST_LABEL = 3;
  private static final int CHECK_MASK = 4095;

  /**
   * The bytes a state of the generation being made or expanded takes (keys, value, predecessor,
   * choice, and its share of the index at half load); a state of an earlier generation keeps five
   * (predecessor and choice).
   */
  public static final int BYTES_PER_LIVE_STATE = 8 + 8 + 4 + 4 + 1 + 16;

  private final int rows;
  private final int cols;
  private final int squares;
  private final boolean closed;
  private final long nodeBudget;
  private final long memoryBytes;
  /** The states of the generation being expanded and the one being made, for the memory check. */
  private long liveStates;
  private final long deadline;
  private final boolean hasDeadline;

  /** Squares after the current one whose state is kept: 2 × cols + 1. */
  private final int ahead;
  /** Squares whose forward moves are kept in the crossing window. */
  private final int windowSquares;
  /** Bit offset in the low word of the codes of squares 16 and beyond. */
  private final int lowCodeShift;

  /** Per square and forward direction, the square reached, or -1. */
  private final int[][] target;
  /**
   * Per square and direction, the window bits (relative to the square before) of the moves from
   * earlier squares that cross this move.
   */
  private final long[][] crossMask;
  /** Per square, the window bits (relative to it) of moves still crossable after it. */
  private final long[] keepMask;
  private final long windowMask;
  /**
   * Per square and direction, the moves from later squares crossing this move, as pairs (earlier
   * square, later square) flattened.
   */
  private final int[][][] crossedLater;

  private long nodes;
  private UncrossedSearch.Stop stop = UncrossedSearch.Stop.NONE;

  private int bestMoves = -1;
  private int bestSquare = -1;
  private int bestPred = -1;
  private int bestChoice;
  /** Per square, for each state after it: the index of its predecessor and the moves chosen. */
  private final int[][] preds;
  private final byte[][] choices;
  private long peakStates;
  private long totalStates;

  /**
   * Prepares a programme.
   *
   * @param rows board rows (the longer side), at least {@code cols}
   * @param cols board columns (the shorter side), 1 to {@link #MAX_WIDTH}
   * @param closed true for cycles, false for open paths
   * @param nodeBudget the most states to expand
   * @param timeBudgetNanos the most time to run, or a negative value for no limit
   * @param memoryBytes the most memory the states may take (estimated with {@link
   *     #BYTES_PER_LIVE_STATE})
   */
  public UncrossedFrontier(
      int rows, int cols, boolean closed, long nodeBudget, long timeBudgetNanos, long memoryBytes) {
    if (cols < 1 || cols > MAX_WIDTH || rows < cols) {
      throw new IllegalArgumentException(
          "frontier programme needs 1 <= cols <= " + MAX_WIDTH + " and rows >= cols: " + rows + "x" + cols);
    }
    this.rows = rows;
    this.cols = cols;
    this.squares = rows * cols;
    this.closed = closed;
    this.nodeBudget = nodeBudget;
    this.memoryBytes = memoryBytes;
    this.hasDeadline = timeBudgetNanos >= 0;
    this.deadline = System.nanoTime() + Math.max(0, timeBudgetNanos);
    this.ahead = 2 * cols + 1;

    CrossingTable table = new CrossingTable(rows, cols);
    target = new int[squares][4];
    int[][] moveId = new int[squares][4];
    for (int s = 0; s < squares; s++) {
      for (int d = 0; d < 4; d++) {
        int r = s / cols + FORWARD[d][0];
        int c = s % cols + FORWARD[d][1];
        boolean on = r < rows && c >= 0 && c < cols;
        target[s][d] = on ? r * cols + c : -1;
        moveId[s][d] = on ? table.moveBetween(s, r * cols + c) : -1;
      }
    }
    int moves = table.moveCount();
    int[] moveSquare = new int[moves];
    int[] moveDir = new int[moves];
    int[] lastCrossing = new int[moves];
    for (int s = 0; s < squares; s++) {
      for (int d = 0; d < 4; d++) {
        if (moveId[s][d] >= 0) {
          moveSquare[moveId[s][d]] = s;
          moveDir[moveId[s][d]] = d;
        }
      }
    }
    int span = 1;
    for (int m = 0; m < moves; m++) {
      lastCrossing[m] = -1;
      for (int other : table.crossing[m]) {
        lastCrossing[m] = Math.max(lastCrossing[m], table.moveFrom[other]);
      }
      span = Math.max(span, lastCrossing[m] - moveSquare[m]);
    }
    windowSquares = span;
    lowCodeShift = 4 * windowSquares;
    int codeBits = 4 * ahead;
    if (lowCodeShift + Math.max(0, codeBits - 64) > 64) {
      throw new IllegalStateException("frontier state does not fit 128 bits for width " + cols);
    }
    windowMask = windowSquares * 4 >= 64 ? -1L : (1L << (4 * windowSquares)) - 1;
    crossMask = new long[squares][4];
    for (int s = 0; s < squares; s++) {
      for (int d = 0; d < 4; d++) {
        int m = moveId[s][d];
        if (m < 0) {
          continue;
        }
        long mask = 0;
        for (int other : table.crossing[m]) {
          int from = moveSquare[other];
          if (from < s) {
            int k = s - 1 - from;
            if (k < windowSquares) {
              mask |= 1L << (4 * k + moveDir[other]);
            }
          }
        }
        crossMask[s][d] = mask;
      }
    }
    crossedLater = new int[squares][4][];
    for (int s = 0; s < squares; s++) {
      for (int d = 0; d < 4; d++) {
        int m = moveId[s][d];
        if (m < 0) {
          continue;
        }
        List<Integer> later = new ArrayList<>();
        for (int other : table.crossing[m]) {
          if (moveSquare[other] > s) {
            later.add(table.moveFrom[other]);
            later.add(table.moveTo[other]);
          }
        }
        crossedLater[s][d] = later.stream().mapToInt(Integer::intValue).toArray();
      }
    }
    keepMask = new long[squares];
    for (int s = 0; s < squares; s++) {
      long mask = 0;
      for (int k = 0; k < windowSquares && k <= s; k++) {
        for (int d = 0; d < 4; d++) {
          int m = moveId[s - k][d];
          if (m >= 0 && lastCrossing[m] > s) {
            mask |= 1L << (4 * k + d);
          }
        }
      }
      keepMask[s] = mask;
    }
    preds = new int[squares][];
    choices = new byte[squares][];
  }

  /** Runs the programme; call once. */
  public void run() {
    StateTable current = new StateTable(16);
    current.put(0, 0, 0, -1, (byte) 0);
    int[] codes = new int[ahead + 1];
    int[] work = new int[ahead + 1];
    int[] relabel = new int[64];
    for (int s = 0; s < squares && stop == UncrossedSearch.Stop.NONE; s++) {
      StateTable next = new StateTable(Math.max(16, current.size));
      for (int index = 0; index < current.size; index++) {
        if ((index & CHECK_MASK) == 0) {
          liveStates = current.size + next.size;
        }
        if (!count()) {
          break;
        }
        long lo = current.lo[index];
        long hi = current.hi[index];
        int value = current.value[index];
        decode(lo, hi, codes);
        long window = lo & windowMask;
        expand(s, index, window, value, codes, work, relabel, next);
      }
      if (stop != UncrossedSearch.Stop.NONE) {
        break;
      }
      preds[s] = Arrays.copyOf(next.pred, next.size);
      choices[s] = Arrays.copyOf(next.choice, next.size);
      totalStates += next.size;
      current = next;
    }
  }

  private void expand(
      int s, int index, long window, int value, int[] codes, int[] work, int[] relabel, StateTable next) {
    int code = codes[0];
    int before = code == UNTOUCHED ? 0 : code == FULL ? 2 : 1;
    for (int choice = 0; choice < 16; choice++) {
      int taken = Integer.bitCount(choice);
      if (before + taken > 2) {
        continue;
      }
      boolean allowed = true;
      for (int d = 0; d < 4 && allowed; d++) {
        if ((choice & (1 << d)) != 0) {
          int t = target[s][d];
          allowed = t >= 0 && codes[t - s] != FULL && (crossMask[s][d] & window) == 0;
        }
      }
      if (!allowed) {
        continue;
      }
      System.arraycopy(codes, 0, work, 0, ahead + 1);
      int moves = value + taken;
      int result = OK;
      for (int d = 0; d < 4 && result == OK; d++) {
        if ((choice & (1 << d)) != 0) {
          result = join(work, target[s][d] - s);
        }
      }
      if (result == OK && before + taken == 1) {
        result = fixEnd(work);
      }
      if (result == FINISHED) {
        if (moves > bestMoves) {
          bestMoves = moves;
          bestSquare = s;
          bestPred = index;
          bestChoice = choice;
        }
        continue;
      }
      if (result != OK) {
        continue;
      }
      long newWindow = stillCrossable(s, ((window << 4) | choice) & keepMask[s], work);
      int fixedEnds = 0;
      for (int t = 1; t <= ahead; t++) {
        if (work[t] == FIXED_FAR_END) {
          fixedEnds++;
        }
      }
      if (fixedEnds > 2) {
        continue;
      }
      long[] packed = encodeShifted(work, relabel, newWindow);
      next.put(packed[0], packed[1], moves, index, (byte) choice);
    }
  }

  /**
   * Drops from the window (relative to square {@code s}) the chosen moves that no move still
   * possible after {@code s} can cross: a move is possible only if neither of its squares is full.
   * States that differ only in such moves behave alike from here on.
   */
  private long stillCrossable(int s, long window, int[] w) {
    long kept = window;
    for (long bits = window; bits != 0; bits &= bits - 1) {
      int bit = Long.numberOfTrailingZeros(bits);
      int[] later = crossedLater[s - (bit >>> 2)][bit & 3];
      boolean possible = false;
      for (int i = 0; i < later.length && !possible; i += 2) {
        int from = later[i];
        if (from > s) {
          possible = codeAt(w, from - s) != FULL && codeAt(w, later[i + 1] - s) != FULL;
        }
      }
      if (!possible) {
        kept &= ~(1L << bit);
      }
    }
    return kept;
  }

  private int codeAt(int[] w, int position) {
    return position <= ahead ? w[position] : UNTOUCHED;
  }

  private static final int OK = 0;
  private static final int INVALID = 1;
  private static final int FINISHED = 2;

  /** Adds the move from the current square (position 0) to position {@code v}. */
  private int join(int[] w, int v) {
    int cu = w[0];
    int cv = w[v];
    if (cu >= FIRST_LABEL && cu == cv) {
      if (!closed) {
        return INVALID;
      }
      w[0] = FULL;
      w[v] = FULL;
      return noEndsLeft(w) ? FINISHED : INVALID;
    }
    if (cu == FIXED_FAR_END && cv == FIXED_FAR_END) {
      w[0] = FULL;
      w[v] = FULL;
      return noEndsLeft(w) ? FINISHED : INVALID;
    }
    int endU = cu == UNTOUCHED ? 0 : cu == FIXED_FAR_END ? -1 : partner(w, 0, cu);
    int endV = cv == UNTOUCHED ? v : cv == FIXED_FAR_END ? -1 : partner(w, v, cv);
    w[0] = cu == UNTOUCHED ? UNTOUCHED : FULL;
    w[v] = cv == UNTOUCHED ? UNTOUCHED : FULL;
    if (endU < 0) {
      w[endV] = FIXED_FAR_END;
    } else if (endV < 0) {
      w[endU] = FIXED_FAR_END;
    } else {
      int label = 32 + v;
      w[endU] = label;
      w[endV] = label;
    }
    return OK;
  }

  /** The current square (position 0) keeps a single move: it becomes a fixed end of the path. */
  private int fixEnd(int[] w) {
    if (closed) {
      return INVALID;
    }
    int code = w[0];
    w[0] = FULL;
    if (code == FIXED_FAR_END) {
      return noEndsLeft(w) ? FINISHED : INVALID;
    }
    w[partner(w, 0, code)] = FIXED_FAR_END;
    return OK;
  }

  private int partner(int[] w, int at, int label) {
    for (int t = 0; t <= ahead; t++) {
      if (t != at && w[t] == label) {
        return t;
      }
    }
    throw new IllegalStateException("label " + label + " has no partner");
  }

  private boolean noEndsLeft(int[] w) {
    for (int t = 0; t <= ahead; t++) {
      if (w[t] >= FIXED_FAR_END) {
        return false;
      }
    }
    return true;
  }

  private void decode(long lo, long hi, int[] codes) {
    for (int t = 0; t < ahead; t++) {
      codes[t] =
          t < 16
              ? (int) (hi >>> (4 * t)) & 15
              : (int) (lo >>> (lowCodeShift + 4 * (t - 16))) & 15;
    }
    codes[ahead] = UNTOUCHED;
  }

  private final long[] packedBuffer = new long[2];

  /** Packs positions 1..ahead as the next square's 0..ahead-1, labels renumbered in order. */
  private long[] encodeShifted(int[] w, int[] relabel, long window) {
    int nextLabel = FIRST_LABEL;
    for (int t = 1; t <= ahead; t++) {
      relabel[w[t] & 63] = 0;
    }
    long lo = window;
    long hi = 0;
    for (int t = 0; t < ahead; t++) {
      int code = w[t + 1];
      if (code >= FIRST_LABEL) {
        if (relabel[code] == 0) {
          relabel[code] = nextLabel++;
        }
        code = relabel[code];
      }
      if (t < 16) {
        hi |= (long) code << (4 * t);
      } else {
        lo |= (long) code << (lowCodeShift + 4 * (t - 16));
      }
    }
    packedBuffer[0] = lo;
    packedBuffer[1] = hi;
    return packedBuffer;
  }

  private boolean count() {
    nodes++;
    if (nodes > nodeBudget) {
      stop = UncrossedSearch.Stop.BUDGET;
      return false;
    }
    if ((nodes & CHECK_MASK) == 0) {
      if (Thread.currentThread().isInterrupted()) {
        stop = UncrossedSearch.Stop.INTERRUPTED;
        return false;
      }
      if (hasDeadline && System.nanoTime() - deadline >= 0) {
        stop = UncrossedSearch.Stop.BUDGET;
        return false;
      }
      if (liveStates * BYTES_PER_LIVE_STATE + totalStates * 5 > memoryBytes) {
        stop = UncrossedSearch.Stop.MEMORY;
        return false;
      }
    }
    return true;
  }

  /** Returns the states expanded. */
  public long nodes() {
    return nodes;
  }

  /** Returns why the programme stopped; {@link UncrossedSearch.Stop#NONE} means it completed. */
  public UncrossedSearch.Stop stop() {
    return stop;
  }

  /** Returns the most states any generation held. */
  public long peakStates() {
    return peakStates;
  }

  /** Returns the states of all generations together (each kept as five bytes). */
  public long totalStates() {
    return totalStates;
  }

  /** Returns the best length found in moves, or -1 if none (an open path of one square has 0). */
  public int bestMoves() {
    return bestMoves >= 0 || closed ? bestMoves : 0;
  }

  /**
   * Returns the squares of the best path or cycle found, in order (row-major indices on the
   * {@code rows × cols} board of the constructor), or an empty array.
   */
  public int[] bestPath() {
    if (bestMoves < 0) {
      return closed || squares == 0 ? new int[0] : new int[] {0};
    }
    List<int[]> edges = new ArrayList<>();
    addEdges(bestSquare, bestChoice, edges);
    int index = bestPred;
    for (int s = bestSquare - 1; s >= 0; s--) {
      addEdges(s, choices[s][index], edges);
      index = preds[s][index];
    }
    return order(edges);
  }

  private void addEdges(int s, int choice, List<int[]> edges) {
    for (int d = 0; d < 4; d++) {
      if ((choice & (1 << d)) != 0) {
        edges.add(new int[] {s, target[s][d]});
      }
    }
  }

  /** Walks the edges of one path or cycle from an end (or the lowest square of a cycle). */
  private int[] order(List<int[]> edges) {
    int[][] adjacent = new int[squares][2];
    int[] degree = new int[squares];
    for (int[] e : edges) {
      adjacent[e[0]][degree[e[0]]++] = e[1];
      adjacent[e[1]][degree[e[1]]++] = e[0];
    }
    int first = -1;
    for (int s = 0; s < squares && first < 0; s++) {
      if (degree[s] == 1) {
        first = s;
      }
    }
    for (int s = 0; s < squares && first < 0; s++) {
      if (degree[s] == 2) {
        first = s;
      }
    }
    int length = closed ? edges.size() : edges.size() + 1;
    int[] path = new int[length];
    int previous = -1;
    int at = first;
    for (int k = 0; k < length; k++) {
      path[k] = at;
      int step = adjacent[at][0] != previous ? adjacent[at][0] : adjacent[at][1];
      previous = at;
      at = step;
    }
    return path;
  }

  /**
   * The states of one generation in insertion order (which numbers them), found by key through
   * an open-addressing index.
   */
  private static final class StateTable {
    long[] lo;
    long[] hi;
    int[] value;
    int[] pred;
    byte[] choice;
    int size;
    private int[] slots;
    private int mask;

    StateTable(int expected) {
      int capacity = Integer.highestOneBit(Math.max(16, expected) * 2 - 1) * 2;
      slots = new int[capacity];
      Arrays.fill(slots, -1);
      mask = capacity - 1;
      int n = Math.max(16, expected);
      lo = new long[n];
      hi = new long[n];
      value = new int[n];
      pred = new int[n];
      choice = new byte[n];
    }

    void put(long keyLo, long keyHi, int moves, int from, byte chosen) {
      int slot = hash(keyLo, keyHi) & mask;
      while (true) {
        int at = slots[slot];
        if (at < 0) {
          break;
        }
        if (lo[at] == keyLo && hi[at] == keyHi) {
          if (moves > value[at]) {
            value[at] = moves;
            pred[at] = from;
            choice[at] = chosen;
          }
          return;
        }
        slot = (slot + 1) & mask;
      }
      if (size == lo.length) {
        int n = size * 2;
        lo = Arrays.copyOf(lo, n);
        hi = Arrays.copyOf(hi, n);
        value = Arrays.copyOf(value, n);
        pred = Arrays.copyOf(pred, n);
        choice = Arrays.copyOf(choice, n);
      }
      lo[size] = keyLo;
      hi[size] = keyHi;
      value[size] = moves;
      pred[size] = from;
      choice[size] = chosen;
      slots[slot] = size;
      size++;
      if (size * 2 > slots.length) {
        rehash();
      }
    }

    private void rehash() {
      slots = new int[slots.length * 2];
      Arrays.fill(slots, -1);
      mask = slots.length - 1;
      for (int i = 0; i < size; i++) {
        int slot = hash(lo[i], hi[i]) & mask;
        while (slots[slot] >= 0) {
          slot = (slot + 1) & mask;
        }
        slots[slot] = i;
      }
    }

    private static int hash(long a, long b) {
      long h = a * 0x9E3779B97F4A7C15L + b;
      h ^= h >>> 29;
      h *= 0xBF58476D1CE4E5B9L;
      h ^= h >>> 32;
      return (int) h;
    }
  }
}
