package io.github.knighttours;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import com.google.common.graph.SuccessorsFunction;
import io.github.knighttours.spi.NeighbourFunction;
import io.github.knighttours.spi.Shape;
import io.github.knighttours.internal.graph.KnightGraph;
import io.github.knighttours.internal.graph.LeaperGraph;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * A board of {@code rows × cols} squares and the piece that tours it. The plain board, {@link
 * #of(int, int)}, is the rectangle with the knight; the other shapes come from factories:
 *
 * <pre>{@code
 * Board board = Board.of(8, 8);
 * board.contains(Square.parse("h8"));   // true
 * board.squareCount();                  // 64
 *
 * Board.torus(8, 8);                    // moves wrap across both edges
 * Board.cylinder(5, 12);                // moves wrap across the left and right edges
 * Board.of(10, 10).withLeaper(2, 3);    // the zebra
 * Board.parse("""
 *     ..#
 *     ...
 *     ...
 *     """);                              // 3x3 without c3 (the first line is the top rank)
 * }</pre>
 *
 * <p>A square keeps its name ({@code b1} is row 0, column 1) on every shape; holes are not on the
 * board ({@link #contains} is false for them) and are not counted by {@link #squareCount()}.
 * Every strategy that needs only the moves ({@code BACKTRACKING}, {@code WARNSDORFF}, {@code
 * POHL}, {@code NEURAL_NETWORK}) runs on every shape; those built on the knight's rectangle
 * refuse other shapes with an {@link IllegalArgumentException} (see {@link #isPlainKnightBoard()}
 * and each {@link Strategy}).
 *
 * <p>A board is a {@link Shape} of squares: {@link #graph()} is its moves as the neighbour
 * function every solver searches, and {@link #label}/{@link #indexOf} number its squares
 * row-major, holes skipped. It is also a Guava {@link SuccessorsFunction}, so Guava's graph
 * tools walk it:
 *
 * <pre>{@code
 * Traverser.forGraph(Board.of(3, 3)).breadthFirst(Square.parse("a1"))  // the 8 squares a knight reaches
 * }</pre>
 *
 * <p>Immutable and thread-safe. Any size from 1×1 works as long as the squares can be numbered by
 * an {@code int} ({@link #MAX_SQUARES}); boards with holes keep a table of their squares, so they
 * are limited to {@link #MAX_SQUARES_WITH_HOLES}.
 */
public final class Board implements Shape<Square>, SuccessorsFunction<Square> {

  /** The most squares a board may have: the length of the largest Java array. */
  public static final int MAX_SQUARES = Integer.MAX_VALUE - 8;

  /** The most squares (holes included) of a board with holes, which keeps two tables of ints. */
  public static final int MAX_SQUARES_WITH_HOLES = 1 << 26;

  /** The moves, made on first use ({@link #graph()}). */
  private NeighbourFunction graph;

  /** Which edges moves wrap across. */
  public enum Wrap {
    /** No edge: the plain rectangle. */
    NONE,
    /** The left and right edges: column {@code cols} is column 0 again. */
    CYLINDER,
    /** All four edges. */
    TORUS
  }

  /**
   * An {r,s}-leaper: it jumps r squares along one axis and s along the other, in every order and
   * direction. Normalised so that {@code 0 <= r <= s} and {@code s >= 1}.
   *
   * @param r the shorter leap
   * @param s the longer leap
   */
  public record Leaper(int r, int s) {

    /** The knight, {1,2}. */
    public static final Leaper KNIGHT = new Leaper(1, 2);

    /** The longest leap accepted. */
    public static final int MAX_LEAP = 1 << 15;

    /**
     * Creates a leaper.
     *
     * @throws IllegalArgumentException unless {@code 0 <= r <= s}, {@code 1 <= s <= MAX_LEAP}
     */
    public Leaper {
      checkArgument(r >= 0 && r <= s, "leaper needs 0 <= r <= s, got {%s,%s}", r, s);
      checkArgument(s >= 1 && s <= MAX_LEAP, "leaper's s must be from 1 to %s, got %s", MAX_LEAP, s);
    }

    /**
     * Returns the {a,b}-leaper in either order: {@code of(3, 2)} is the zebra {2,3}.
     *
     * @throws IllegalArgumentException if a leap is negative, both are 0, or one exceeds {@link
     *     #MAX_LEAP}
     */
    public static Leaper of(int a, int b) {
      checkArgument(a >= 0 && b >= 0, "leaps must not be negative, got {%s,%s}", a, b);
      return new Leaper(Math.min(a, b), Math.max(a, b));
    }

    /** Returns {@code "{r,s}"}. */
    @Override
    public String toString() {
      return "{" + r + "," + s + "}";
    }

    // equals and hashCode written out: a record's generated ones link an invokedynamic bootstrap
    // on first use, which every Board.toString would cost the command line's cold start.

    /** Whether {@code other} is the same leaper: the same r and s. */
    @Override
    public boolean equals(Object other) {
      return other instanceof Leaper leaper && leaper.r == r && leaper.s == s;
    }

    /** A hash of r and s. */
    @Override
    public int hashCode() {
      return 31 * r + s;
    }
  }

  private final int rows;
  private final int cols;
  private final Leaper leaper;
  private final Wrap wrap;
  /** The holes as row-major square numbers, or null. */
  private final BitSet holes;
  /** With holes: the index of each square (-1 for a hole), and the square of each index. */
  private final int[] indexOfSquare;
  private final int[] squareOfIndex;

  private Board(int rows, int cols, Leaper leaper, Wrap wrap, BitSet holes) {
    checkArgument(rows >= 1, "rows must be at least 1, got %s", rows);
    checkArgument(cols >= 1, "cols must be at least 1, got %s", cols);
    checkArgument(
        (long) rows * cols <= MAX_SQUARES,
        "a %sx%s board has %s squares, more than the %s an int-indexed board can hold",
        rows,
        cols,
        (long) rows * cols,
        MAX_SQUARES);
    this.rows = rows;
    this.cols = cols;
    this.leaper = leaper;
    this.wrap = wrap;
    if (holes == null || holes.isEmpty()) {
      this.holes = null;
      this.indexOfSquare = null;
      this.squareOfIndex = null;
    } else {
      checkArgument(
          (long) rows * cols <= MAX_SQUARES_WITH_HOLES,
          "a %sx%s board with holes has %s squares, more than the %s allowed with holes",
          rows,
          cols,
          (long) rows * cols,
          MAX_SQUARES_WITH_HOLES);
      this.holes = (BitSet) holes.clone();
      int total = rows * cols;
      indexOfSquare = new int[total];
      squareOfIndex = new int[total - holes.cardinality()];
      int next = 0;
      for (int sq = 0; sq < total; sq++) {
        if (holes.get(sq)) {
          indexOfSquare[sq] = -1;
        } else {
          indexOfSquare[sq] = next;
          squareOfIndex[next++] = sq;
        }
      }
      checkArgument(next > 0, "a board must keep at least one square; all %s are holes", total);
    }
  }

  /**
   * Returns the plain board with {@code rows} rows and {@code cols} columns, toured by the knight.
   *
   * @throws IllegalArgumentException if {@code rows} or {@code cols} is below 1, or the board
   *     has more than {@link #MAX_SQUARES} squares
   */
  public static Board of(int rows, int cols) {
    return new Board(rows, cols, Leaper.KNIGHT, Wrap.NONE, null);
  }

  /**
   * Returns the torus of {@code rows × cols}: moves wrap across all four edges.
   *
   * @throws IllegalArgumentException as {@link #of(int, int)} does
   */
  public static Board torus(int rows, int cols) {
    return new Board(rows, cols, Leaper.KNIGHT, Wrap.TORUS, null);
  }

  /**
   * Returns the cylinder of {@code rows × cols}: moves wrap across the left and right edges.
   *
   * @throws IllegalArgumentException as {@link #of(int, int)} does
   */
  public static Board cylinder(int rows, int cols) {
    return new Board(rows, cols, Leaper.KNIGHT, Wrap.CYLINDER, null);
  }

  /**
   * Returns the board drawn by {@code picture}: one line per rank, the top line the highest rank
   * (as in a chess diagram), {@code .} a square and {@code #} a hole. Lines are trimmed; blank
   * lines before and after are ignored; every line must have the same length.
   *
   * @throws NullPointerException if {@code picture} is null
   * @throws IllegalArgumentException naming the line and column of the first fault
   */
  public static Board parse(String picture) {
    checkNotNull(picture, "picture must not be null");
    String[] lines = picture.strip().split("\\R");
    checkArgument(!picture.isBlank(), "picture must draw at least one square, got a blank text");
    int rows = lines.length;
    int cols = lines[0].strip().length();
    checkArgument(
        (long) rows * cols <= MAX_SQUARES_WITH_HOLES,
        "picture of %sx%s squares is larger than the %s allowed with holes",
        rows,
        cols,
        MAX_SQUARES_WITH_HOLES);
    BitSet holes = new BitSet();
    for (int line = 0; line < rows; line++) {
      String text = lines[line].strip();
      checkArgument(
          text.length() == cols,
          "picture line %s has %s squares, but line 1 has %s: '%s'",
          line + 1,
          text.length(),
          cols,
          text);
      int row = rows - 1 - line;
      for (int col = 0; col < cols; col++) {
        char c = text.charAt(col);
        checkArgument(
            c == '.' || c == '#',
            "picture line %s, column %s: '%s' is neither '.' (a square) nor '#' (a hole)",
            line + 1,
            col + 1,
            c);
        if (c == '#') {
          holes.set(row * cols + col);
        }
      }
    }
    return new Board(rows, cols, Leaper.KNIGHT, Wrap.NONE, holes);
  }

  /**
   * Returns this board toured by the {a,b}-leaper instead ({@code withLeaper(1, 2)} is the knight).
   *
   * @throws IllegalArgumentException as {@link Leaper#of(int, int)} does
   */
  public Board withLeaper(int a, int b) {
    return withLeaper(Leaper.of(a, b));
  }

  /**
   * Returns this board toured by {@code leaper} instead.
   *
   * @throws NullPointerException if {@code leaper} is null
   */
  public Board withLeaper(Leaper leaper) {
    checkNotNull(leaper, "leaper must not be null");
    return new Board(rows, cols, leaper, wrap, holes);
  }

  /**
   * Returns this board with {@code squares} removed as well (holes already there stay).
   *
   * @throws NullPointerException if {@code squares} or one of them is null
   * @throws IllegalArgumentException if a square lies outside the rectangle, or no square would
   *     remain
   */
  public Board withHoles(Collection<Square> squares) {
    checkNotNull(squares, "squares must not be null");
    BitSet made = holes == null ? new BitSet() : (BitSet) holes.clone();
    for (Square square : squares) {
      checkNotNull(square, "squares must not contain null");
      checkArgument(
          square.row() < rows && square.col() < cols,
          "hole %s (row %s, col %s) is off the %sx%s rectangle",
          square,
          square.row(),
          square.col(),
          rows,
          cols);
      made.set(square.row() * cols + square.col());
    }
    return new Board(rows, cols, leaper, wrap, made);
  }

  /** Returns the number of rows (ranks), holes included. */
  public int rows() {
    return rows;
  }

  /** Returns the number of columns (files), holes included. */
  public int cols() {
    return cols;
  }

  /** Returns the piece that tours this board: {@link Leaper#KNIGHT} unless chosen otherwise. */
  public Leaper leaper() {
    return leaper;
  }

  /** Returns which edges moves wrap across. */
  public Wrap wrap() {
    return wrap;
  }

  /** Returns the holes, in square order; empty for most boards. */
  public Set<Square> holes() {
    if (holes == null) {
      return Set.of();
    }
    Set<Square> made =
        new TreeSet<>(java.util.Comparator.comparingInt(Square::row).thenComparingInt(Square::col));
    for (int sq = holes.nextSetBit(0); sq >= 0; sq = holes.nextSetBit(sq + 1)) {
      made.add(new Square(sq / cols, sq % cols));
    }
    return Collections.unmodifiableSet(made);
  }

  /**
   * Returns true for the plain rectangle toured by the knight ({@link #of(int, int)}): no holes,
   * no wrap, the knight. The strategies built on that shape (Roth, Squirrel–Cull, divide and
   * conquer, the counts) take only these.
   */
  public boolean isPlainKnightBoard() {
    return holes == null && wrap == Wrap.NONE && leaper.equals(Leaper.KNIGHT);
  }

  /** Refuses boards of other shapes for {@code what}, which works only on the plain rectangle. */
  void checkPlain(String what) {
    checkArgument(
        isPlainKnightBoard(),
        "%s works only on the knight's plain rectangle (Board.of), not on the %s board",
        what,
        this);
  }

  /** Returns the number of squares, holes not counted. */
  public int squareCount() {
    return squareOfIndex != null ? squareOfIndex.length : rows * cols;
  }

  /**
   * Returns true if {@code square} lies on this board (inside the rectangle and not a hole).
   *
   * @throws NullPointerException if {@code square} is null
   */
  public boolean contains(Square square) {
    checkNotNull(square, "square must not be null");
    if (square.row() >= rows || square.col() >= cols) {
      return false;
    }
    return holes == null || !holes.get(square.row() * cols + square.col());
  }

  /** Checks that {@code square} is on this board; the message names the argument. */
  void checkContains(Square square, String name) {
    checkNotNull(square, "%s must not be null", name);
    checkArgument(
        contains(square),
        "%s %s (row %s, col %s) is %s the %s board",
        name,
        square,
        square.row(),
        square.col(),
        square.row() < rows && square.col() < cols ? "a hole of" : "off",
        this);
  }

  /**
   * Returns the number of {@code square}: row-major from a1, holes skipped.
   *
   * @throws NullPointerException if {@code square} is null
   * @throws IllegalArgumentException if it is off the board or a hole
   */
  @Override
  public int indexOf(Square square) {
    checkContains(square, "square");
    return index(square);
  }

  /**
   * Returns the square numbered {@code index}, the inverse of {@link #indexOf}.
   *
   * @throws IndexOutOfBoundsException if {@code index} is not in {@code 0 .. squareCount() - 1}
   */
  @Override
  public Square label(int index) {
    java.util.Objects.checkIndex(index, squareCount());
    return square(index);
  }

  /** Returns {@link #squareCount()}. */
  @Override
  public int vertexCount() {
    return squareCount();
  }

  /**
   * Returns true if one leap of the board's piece (wrapping where the board wraps) goes from the
   * square numbered {@code from} to the one numbered {@code to}: the geometry, not the graph.
   */
  @Override
  public boolean isMove(int from, int to) {
    return TourValidator.isMove(this, square(from), square(to));
  }

  /**
   * Returns the squares one move from {@code square}, in the searches' order: Guava's view of the
   * board as a graph.
   *
   * @throws NullPointerException if {@code square} is null
   * @throws IllegalArgumentException if it is off the board or a hole
   */
  @Override
  public Iterable<Square> successors(Square square) {
    NeighbourFunction moves = graph();
    int[] out = new int[moves.maxDegree()];
    int count = moves.successors(indexOf(square), out);
    List<Square> squares = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      squares.add(square(out[i]));
    }
    return Collections.unmodifiableList(squares);
  }

  /** The index of a square of the board: row-major, holes skipped. */
  int index(Square square) {
    int sq = square.row() * cols + square.col();
    return indexOfSquare == null ? sq : indexOfSquare[sq];
  }

  /** The square of an index, the inverse of {@link #index}. */
  Square square(int index) {
    int sq = squareOfIndex == null ? index : squareOfIndex[index];
    return new Square(sq / cols, sq % cols);
  }

  /**
   * Returns the moves of this board as the neighbour function on the numbers of {@link #indexOf}:
   * computed from the leap and a bounds check (a wrap, a table of holes), with no adjacency lists.
   * Cheap to call; each call may return a new view.
   */
  @Override
  public NeighbourFunction graph() {
    NeighbourFunction made = graph;
    if (made == null) {
      // Racy but idempotent: every thread makes an equal, immutable graph.
      graph = made = makeGraph();
    }
    return made;
  }

  private NeighbourFunction makeGraph() {
    if (isPlainKnightBoard()) {
      return new KnightGraph(rows, cols);
    }
    if (holes != null) {
      // The board's own numbering, shared: the graph is made for every search and every check.
      return LeaperGraph.withNumbering(
          rows, cols, leaper.r(), leaper.s(), wrap == Wrap.TORUS, wrap != Wrap.NONE, indexOfSquare, squareOfIndex);
    }
    return LeaperGraph.create(rows, cols, leaper.r(), leaper.s(), wrap == Wrap.TORUS, wrap != Wrap.NONE, null);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Board b
        && rows == b.rows
        && cols == b.cols
        && leaper.equals(b.leaper)
        && wrap == b.wrap
        && java.util.Objects.equals(holes, b.holes);
  }

  @Override
  public int hashCode() {
    return ((rows * 31 + cols) * 31 + leaper.hashCode()) * 31
        + wrap.hashCode() * 7
        + (holes == null ? 0 : holes.hashCode());
  }

  /**
   * Returns the size as {@code "ROWSxCOLS"}, for example {@code "8x8"}, followed for other shapes
   * by what differs: {@code "8x8 torus"}, {@code "10x10 {2,3}-leaper"}, {@code "5x5 with 1 hole"}.
   */
  @Override
  public String toString() {
    StringBuilder text = new StringBuilder().append(rows).append('x').append(cols);
    if (wrap != Wrap.NONE) {
      text.append(' ').append(wrap.name().toLowerCase(java.util.Locale.ROOT));
    }
    if (!leaper.equals(Leaper.KNIGHT)) {
      text.append(' ').append(leaper).append("-leaper");
    }
    if (holes != null) {
      int count = holes.cardinality();
      text.append(" with ").append(count).append(count == 1 ? " hole" : " holes");
    }
    return text.toString();
  }
}
