package io.github.knighttours.internal.construct;

import io.github.knighttours.internal.graph.KnightGraph;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Knight's tours of boards three or four squares wide and at least {@value #MIN_LENGTH} long,
 * in linear time: the 3×n and 4×n families that {@link DivideAndConquer}'s blocks (5 to 12
 * squares a side) cannot cover.
 *
 * <p>The construction works on the board laid out with {@code r} = 3 or 4 rows and {@code n}
 * columns (a tall board is transposed). A base piece, {@code r} rows by 12 to 15 columns around
 * the start, is covered by a tour found by {@link PieceSearch}: a path from the start, or a
 * cycle, that contains agreed <em>extension edges</em> next to each side where the board goes
 * on. The rest of the board is added four columns at a time. For a piece that ends at column
 * E, the extension edges are (0, E−2)–(2, E−1) and, on four rows, also (0, E−1)–(2, E−2). The
 * next four columns are covered by one path per extension edge, and each extension edge u–v is
 * replaced by u, then its path through the new columns, then v. Replacing an edge of a path or
 * cycle by a longer path through new squares keeps one path or cycle, and the new paths contain
 * the extension edges again, shifted by four columns, so the step repeats up to the end of the
 * board. The left side is the mirror image. The paths through four columns are found once by a
 * small exhaustive search; the technique of inserting columns into a tour edge is the one of the
 * classic "add columns" constructions for 4×n boards (IBM Research, <i>Ponder This</i>, December
 * 2001, which adds three columns at a time).
 *
 * <p>Which starts this covers: on 3×n every start when n is even (the closed tour cut at the
 * start) and every square of the majority colour when n is odd; on 4×n every square of the two
 * outer rows. The other starts have no open tour: the minority colour by the colour argument, and
 * the inner rows of 4×n by the outer-rows argument (see {@code TourExistence}).
 *
 * <p>Performance: O(n) time; one byte per square for the tour under construction plus the
 * four-byte-per-square path returned. Thread-safe; the same arguments give the same tour. Polls
 * the construction's {@link ConstructionWatch} every few thousand squares.
 */
final class NarrowBoardConstruction {

  /** Shortest long side handled here; shorter 3×n and 4×n boards are left to exact search. */
  static final int MIN_LENGTH = 16;

  /** Columns added per extension step. */
  private static final int STEP = 4;

  /** Narrowest base piece; the base is 12 to 15 columns wide, matching the board modulo 4. */
  private static final int MIN_BASE = 12;

  private static final long BASE_SEED = 0x6e6172726f77L;
  private static final long BASE_NODES = 20_000;
  private static final int BASE_ATTEMPTS = 40;

  /** The extension steps for three and four rows, at index {@code r - 3}. */
  private static final Extension[] EXTENSIONS = {Extension.find(3), Extension.find(4)};

  /**
   * Base pieces by (rows, width, local start, closed, extended left, extended right), as link
   * bytes; an empty array records that the search found none. At most a few thousand keys.
   */
  private static final Map<List<Integer>, byte[]> BASES = new ConcurrentHashMap<>();

  private NarrowBoardConstruction() {}

  /** True if one side is 3 or 4 and the other at least {@value #MIN_LENGTH}. */
  static boolean covers(int rows, int cols) {
    int m = Math.min(rows, cols);
    return (m == 3 || m == 4) && Math.max(rows, cols) >= MIN_LENGTH;
  }

  /** True if this class builds a closed tour of the board: 3×n with n even, n ≥ 16. */
  static boolean buildsClosedTour(int rows, int cols) {
    return covers(rows, cols) && Math.min(rows, cols) == 3 && Math.max(rows, cols) % 2 == 0;
  }

  /**
   * True if this class builds an open tour of the board from {@code start}: see the class
   * comment for the starts covered.
   */
  static boolean buildsOpenTour(int rows, int cols, int start) {
    if (!covers(rows, cols)) {
      return false;
    }
    int row = start / cols;
    int col = start % cols;
    if (Math.min(rows, cols) == 4) {
      int across = rows == 4 ? row : col;
      return across == 0 || across == 3;
    }
    return Math.max(rows, cols) % 2 == 0 || (row + col) % 2 == 0;
  }

  /**
   * Returns a closed tour as a path from {@code start}, or null if the base piece search failed
   * (which the tests rule out for every board this class covers) or the watch said to stop
   * ({@link ConstructionWatch#stopped()} tells which).
   *
   * @throws IllegalArgumentException if {@link #buildsClosedTour} is false
   */
  static int[] closedTour(int rows, int cols, int start, ConstructionWatch watch) {
    if (!buildsClosedTour(rows, cols)) {
      throw new IllegalArgumentException("no narrow closed tour for a " + rows + "x" + cols + " board");
    }
    return build(rows, cols, start, true, watch);
  }

  /**
   * Returns an open tour from {@code start}, or null if the base piece search failed or the
   * watch said to stop.
   *
   * @throws IllegalArgumentException if {@link #buildsOpenTour} is false
   */
  static int[] openTour(int rows, int cols, int start, ConstructionWatch watch) {
    if (!buildsOpenTour(rows, cols, start)) {
      throw new IllegalArgumentException(
          "no narrow open tour for a " + rows + "x" + cols + " board from square " + start);
    }
    return build(rows, cols, start, buildsClosedTour(rows, cols), watch);
  }

  private static int[] build(int rows, int cols, int start, boolean closed, ConstructionWatch watch) {
    boolean tall = rows > cols;
    int r = Math.min(rows, cols);
    int n = Math.max(rows, cols);
    int across = tall ? start % cols : start / cols;
    int along = tall ? start / cols : start % cols;
    Extension extension = EXTENSIONS[r - 3];
    int width = MIN_BASE + Math.floorMod(n - MIN_BASE, STEP);
    for (; width <= n; width += STEP) {
      int left = closed ? 0 : Math.min(Math.max(0, (along - STEP) / STEP * STEP), n - width);
      int local = closed ? 1 : across * width + (along - left);
      byte[] piece = base(extension, width, local, closed, left > 0, left + width < n, watch);
      if (piece == null) {
        return null; // stopped
      }
      if (piece.length == 0) {
        continue;
      }
      byte[] links = new byte[r * n];
      for (int i = 0; i < r; i++) {
        System.arraycopy(piece, i * width, links, i * n + left, width);
      }
      for (int end = left + width; end < n; end += STEP) {
        extension.placeRight(links, n, end);
        if (watch.tick(STEP * r)) {
          return null;
        }
      }
      for (int begin = left; begin > 0; begin -= STEP) {
        extension.placeLeft(links, n, begin);
        if (watch.tick(STEP * r)) {
          return null;
        }
      }
      int[] path = DivideAndConquer.walk(links, r, n, across * n + along, watch);
      if (path != null && tall) {
        for (int i = 0; i < path.length; i++) {
          if ((i & (ConstructionWatch.POLL_EVERY - 1)) == 0 && watch.tick(ConstructionWatch.POLL_EVERY)) {
            return null;
          }
          path[i] = (path[i] % n) * r + path[i] / n;
        }
      }
      return path;
    }
    return null;
  }

  /**
   * The base piece as link bytes, an empty array if none was found, or null if the watch said to
   * stop during the search. Only finished searches are kept; they run outside the map's locks,
   * as {@link DivideAndConquer#closedPiece}'s.
   */
  private static byte[] base(
      Extension extension, int width, int local, boolean closed, boolean left, boolean right, ConstructionWatch watch) {
    int r = extension.r;
    List<Integer> key = List.of(r, width, local, closed ? 1 : 0, left ? 1 : 0, right ? 1 : 0);
    byte[] known = BASES.get(key);
    if (known != null) {
      return known;
    }
    int[] required = extension.baseEdges(width, left, right);
    int[] path = PieceSearch.find(r, width, local, closed, required, BASE_SEED, BASE_NODES, BASE_ATTEMPTS, watch);
    if (watch.stopped() != null) {
      return null;
    }
    byte[] found = path == null ? new byte[0] : DivideAndConquer.toLinks(r, width, path, closed);
    byte[] before = BASES.putIfAbsent(key, found);
    return before != null ? before : found;
  }

  /**
   * One extension step for {@code r} rows: the extension edges, and the paths through four new
   * columns that replace them, as link bytes of an {@code r × 4} stencil.
   */
  private static final class Extension {

    private final int r;
    /**
     * Extension edges at the right end of a piece ending before column E: for edge k, u at
     * (edges[4k], E + edges[4k+1]) and v at (edges[4k+2], E + edges[4k+3]), oriented so that u
     * joins the first square of the new path and v its last.
     */
    private final int[] edges;
    /** The first and last squares (row, column offset from E) of each new path. */
    private final int[] ends;
    /** Link bytes of the four new columns, square (row, x) at {@code 4 * row + x}. */
    private final byte[] stencil;
    /** The same four columns mirrored left to right: square (row, x) goes to column −1 − x. */
    private final byte[] mirrored;

    private Extension(int r, int[] edges, int[] ends, byte[] stencil) {
      this.r = r;
      this.edges = edges;
      this.ends = ends;
      this.stencil = stencil;
      this.mirrored = new byte[stencil.length];
      for (int row = 0; row < r; row++) {
        for (int x = 0; x < STEP; x++) {
          int l = stencil[STEP * row + x];
          mirrored[STEP * row + x] = (byte) (mirror(l & 7) | mirror(l >> 3 & 7) << 3);
        }
      }
    }

    /** The direction of the mirror image (left and right exchanged) of move {@code d}. */
    private static int mirror(int d) {
      return DivideAndConquer.direction(KnightGraph.rowStep(d), -KnightGraph.colStep(d));
    }

    /**
     * The edges a base piece of the given width must contain: the extension edges at its right
     * end and their mirror images at its left end, as pairs of piece square indices.
     */
    int[] baseEdges(int width, boolean left, boolean right) {
      int[] out = new int[2 * edges.length];
      int count = 0;
      for (int k = 0; k < edges.length; k += 4) {
        if (right) {
          out[count++] = edges[k] * width + width + edges[k + 1];
          out[count++] = edges[k + 2] * width + width + edges[k + 3];
        }
        if (left) {
          out[count++] = edges[k] * width - 1 - edges[k + 1];
          out[count++] = edges[k + 2] * width - 1 - edges[k + 3];
        }
      }
      return Arrays.copyOf(out, count);
    }

    /** Covers columns end..end+3 of the r-row board, extending the tour through them. */
    void placeRight(byte[] links, int n, int end) {
      place(links, n, end, false);
    }

    /** Covers columns begin−4..begin−1, extending the tour through them. */
    void placeLeft(byte[] links, int n, int begin) {
      place(links, n, begin, true);
    }

    private void place(byte[] links, int n, int boundary, boolean left) {
      byte[] source = left ? mirrored : stencil;
      for (int row = 0; row < r; row++) {
        for (int x = 0; x < STEP; x++) {
          links[row * n + column(boundary, x, left)] = source[STEP * row + x];
        }
      }
      for (int k = 0, e = 0; k < edges.length; k += 4, e += 4) {
        int ur = edges[k];
        int uc = column(boundary, edges[k + 1], left);
        int vr = edges[k + 2];
        int vc = column(boundary, edges[k + 3], left);
        DivideAndConquer.relink(links, n, ur, uc, vr, vc, ends[e], column(boundary, ends[e + 1], left));
        DivideAndConquer.relink(links, n, vr, vc, ur, uc, ends[e + 2], column(boundary, ends[e + 3], left));
      }
    }

    private static int column(int boundary, int x, boolean left) {
      return left ? boundary - 1 - x : boundary + x;
    }

    /**
     * Finds the extension step for {@code r} rows by exhaustive search over the four new
     * columns: for each orientation of the extension edges and each choice of path ends, paths
     * that cover the columns and contain the extension edges shifted by four.
     *
     * @throws IllegalStateException if there is none (the tests show there is)
     */
    static Extension find(int r) {
      int[] base = r == 3 ? new int[] {0, -2, 2, -1} : new int[] {0, -2, 2, -1, 0, -1, 2, -2};
      int count = base.length / 4;
      for (int flips = 0; flips < 1 << count; flips++) {
        int[] edges = base.clone();
        for (int k = 0; k < count; k++) {
          if ((flips >> k & 1) == 1) {
            int[] e = Arrays.copyOfRange(base, 4 * k, 4 * k + 4);
            edges[4 * k] = e[2];
            edges[4 * k + 1] = e[3];
            edges[4 * k + 2] = e[0];
            edges[4 * k + 3] = e[1];
          }
        }
        Cover cover = new Cover(r, edges);
        if (cover.search(0)) {
          return new Extension(r, edges, cover.ends, cover.stencil());
        }
      }
      throw new IllegalStateException("no extension step for " + r + " rows");
    }
  }

  /**
   * Exhaustive search for disjoint paths that cover an {@code r × 4} block, path k running from
   * a knight move of extension edge k's u to a knight move of its v, and that together contain
   * every extension edge shifted four columns into the block. The block has at most 16 squares,
   * so the recursion is at most 16 deep.
   */
  private static final class Cover {

    private final int r;
    private final int[] edges;
    private final int size;
    private final boolean[] used;
    /** Next square of each block square on its path; −1 for the last. */
    private final int[] next;
    final int[] ends;

    Cover(int r, int[] edges) {
      this.r = r;
      this.edges = edges;
      this.size = r * STEP;
      this.used = new boolean[size];
      this.next = new int[size];
      this.ends = new int[edges.length];
    }

    /** Chooses the ends of path k and lays it; true if all paths were laid. */
    boolean search(int k) {
      if (4 * k == edges.length) {
        return coversAll() && containsShiftedEdges();
      }
      for (int a = 0; a < size; a++) {
        if (used[a] || !knightMove(edges[4 * k], edges[4 * k + 1], a / STEP, a % STEP)) {
          continue;
        }
        for (int b = 0; b < size; b++) {
          if ((used[b] && b != a) || !knightMove(edges[4 * k + 2], edges[4 * k + 3], b / STEP, b % STEP)) {
            continue;
          }
          ends[4 * k] = a / STEP;
          ends[4 * k + 1] = a % STEP;
          ends[4 * k + 2] = b / STEP;
          ends[4 * k + 3] = b % STEP;
          used[a] = true;
          if (lay(k, a, b)) {
            return true;
          }
          used[a] = false;
        }
      }
      return false;
    }

    /** Extends path k from {@code v} (already used) until it reaches {@code b}. */
    private boolean lay(int k, int v, int b) {
      if (v == b) {
        next[v] = -1;
        return search(k + 1);
      }
      for (int w = 0; w < size; w++) {
        if (used[w] || !knightMove(v / STEP, v % STEP, w / STEP, w % STEP)) {
          continue;
        }
        used[w] = true;
        next[v] = w;
        if (lay(k, w, b)) {
          return true;
        }
        used[w] = false;
      }
      return false;
    }

    private boolean coversAll() {
      for (boolean u : used) {
        if (!u) {
          return false;
        }
      }
      return true;
    }

    private boolean containsShiftedEdges() {
      for (int k = 0; k < edges.length; k += 4) {
        int p = edges[k] * STEP + edges[k + 1] + STEP;
        int q = edges[k + 2] * STEP + edges[k + 3] + STEP;
        if (next[p] != q && next[q] != p) {
          return false;
        }
      }
      return true;
    }

    /** The paths as link bytes; the ends link to the extension edges' squares outside the block. */
    byte[] stencil() {
      byte[] links = new byte[size];
      int[] previous = new int[size];
      Arrays.fill(previous, -1);
      for (int v = 0; v < size; v++) {
        if (next[v] >= 0) {
          previous[next[v]] = v;
        }
      }
      for (int k = 0; k < edges.length; k += 4) {
        int a = ends[k] * STEP + ends[k + 1];
        int b = ends[k + 2] * STEP + ends[k + 3];
        for (int v = a; ; v = next[v]) {
          int row = v / STEP;
          int x = v % STEP;
          int before = v == a ? dir(row, x, edges[k], edges[k + 1]) : dir(row, x, previous[v] / STEP, previous[v] % STEP);
          int after = v == b ? dir(row, x, edges[k + 2], edges[k + 3]) : dir(row, x, next[v] / STEP, next[v] % STEP);
          links[v] = (byte) (before | after << 3);
          if (v == b) {
            break;
          }
        }
      }
      return links;
    }

    private static int dir(int row, int x, int toRow, int toX) {
      return DivideAndConquer.direction(toRow - row, toX - x);
    }

    private boolean knightMove(int ar, int ax, int br, int bx) {
      int dr = Math.abs(ar - br);
      int dc = Math.abs(ax - bx);
      return br >= 0 && br < r && (dr == 1 && dc == 2 || dr == 2 && dc == 1);
    }
  }
}
