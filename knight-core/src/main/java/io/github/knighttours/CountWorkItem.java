package io.github.knighttours;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import io.github.knighttours.internal.count.PathCounter;
import io.github.knighttours.internal.count.TourCounting;
import io.github.knighttours.internal.search.HeapGuard;
import java.math.BigInteger;
import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.RandomAccess;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;

/**
 * One independent piece of a count: the tours that begin with a given prefix of squares, times
 * a symmetry weight. {@link KnightTours#split} cuts a count into such items; their
 * {@link #count()}s add up to the whole count, whoever computes them, wherever, in any order.
 *
 * <p>An item travels as one line of plain text ({@link #encode()}, {@link #decode}), so that a
 * very large count can be spread over many machines by any engine that runs a function on
 * lines of text and adds up numbers:
 *
 * <pre>{@code
 * // On the coordinator: write the items, one per line.
 * List<CountWorkItem> items = KnightTours.split(request, 10_000);
 * Files.write(Path.of("items.txt"), items.stream().map(CountWorkItem::encode).toList());
 *
 * // On each worker, for each line it is given (a Spark map, a batch job, ...):
 * BigInteger part = CountWorkItem.decode(line).count();
 *
 * // Back on the coordinator: the sum of the parts is the count.
 * }</pre>
 *
 * <p>The text looks like
 * {@code knight-tours-count/1 board=6x6 kind=OPEN_DIRECTED symmetry=on weight=8 prefix=a1,c2,e1,d3}.
 * Immutable and thread-safe; equal when board, kind, symmetry, prefix and weight are equal.
 */
public final class CountWorkItem {

  /** The first word of every encoded item, with the format's version. */
  private static final String MAGIC = "knight-tours-count/1";

  private final Board board;
  private final CountKind kind;
  private final boolean symmetry;
  private final int[] prefix;
  private final long weight;

  CountWorkItem(Board board, CountKind kind, boolean symmetry, int[] prefix, long weight) {
    this.board = board;
    this.kind = kind;
    this.symmetry = symmetry;
    this.prefix = prefix;
    this.weight = weight;
  }

  /** Returns the board. */
  public Board board() {
    return board;
  }

  /** Returns what the item counts. */
  public CountKind kind() {
    return kind;
  }

  /** Returns the squares every tour of this item begins with, in order. */
  public List<Square> prefix() {
    return new SquareList();
  }

  /**
   * Returns how many tours each tour found under this item stands for: the number of distinct
   * prefixes, this one included, that the board's symmetries map it to (keeping what the count
   * fixes: the start, or a1, c2 and b3), whose tours are as many and are not searched again. 1
   * without symmetry reduction.
   */
  public BigInteger weight() {
    return BigInteger.valueOf(weight);
  }

  /**
   * Counts this item's contribution to the whole count, weight included, on the calling thread.
   *
   * <p>Performance: exponential in the number of squares left after the prefix; each item of a
   * split is a small part of the whole count's time. Memory as {@link KnightTours#count} on one
   * thread, checked against the heap before the count begins. The interrupt flag is checked
   * every few thousand squares while the counter is set up and every few thousand search nodes
   * after that.
   *
   * @throws CancellationException if the calling thread is interrupted (its interrupt flag stays
   *     set)
   * @throws IllegalArgumentException if the count would not fit in the heap (the message gives
   *     the sizes)
   */
  public BigInteger count() {
    long bytes = TourCounting.workingBytes(board.squareCount(), 1);
    return HeapGuard.withinHeap(
        bytes,
        "counting work item " + this,
        () -> {
          BooleanSupplier interrupted = () -> Thread.currentThread().isInterrupted();
          TourCounting counting = TourCounting.of(board.rows(), board.cols(), kind, symmetry, 1, interrupted);
          PathCounter.Tally tally =
              counting == null ? null : counting.count(prefix, (nodes, full, half, part) -> interrupted.getAsBoolean());
          if (tally == null || !tally.complete()) {
            throw new CancellationException("interrupted while counting " + this);
          }
          return counting.contribution(weight, tally.full(), tally.half());
        });
  }

  /** Returns this item as one line of text (no line break), which {@link #decode} reads back. */
  public String encode() {
    StringBuilder s = new StringBuilder(MAGIC);
    s.append(" board=").append(board).append(" kind=").append(kind);
    s.append(" symmetry=").append(symmetry ? "on" : "off").append(" weight=").append(weight).append(" prefix=");
    for (int i = 0; i < prefix.length; i++) {
      s.append(i == 0 ? "" : ",").append(board.square(prefix[i]).algebraic());
    }
    return s.toString();
  }

  /**
   * Reads an item written by {@link #encode}; spaces and line breaks around it are ignored.
   *
   * @throws NullPointerException if {@code text} is null
   * @throws IllegalArgumentException if {@code text} is not an encoded work item, or does not
   *     hold together as one: the prefix is not a knight path of distinct squares on the board,
   *     a closed count's prefix does not begin a1, c2 or contains b3, or the weight is not the
   *     one a split gives that prefix (1 without symmetry; with symmetry the number of
   *     prefixes it stands for). The message quotes the text and names the field and its value
   */
  public static CountWorkItem decode(String text) {
    checkNotNull(text, "text must not be null");
    String[] parts = text.strip().split("\\s+", -1);
    String[] keys = {"board", "kind", "symmetry", "weight", "prefix"};
    checkArgument(
        parts.length == keys.length + 1 && parts[0].equals(MAGIC),
        "work item \"%s\" is not an encoded work item: expected \"%s board=... kind=... symmetry=... weight=... prefix=...\"",
        text,
        MAGIC);
    String[] values = new String[keys.length];
    for (int i = 0; i < keys.length; i++) {
      String key = keys[i] + "=";
      checkArgument(parts[i + 1].startsWith(key), "work item \"%s\": expected %s... as word %s", text, key, i + 2);
      values[i] = parts[i + 1].substring(key.length());
    }
    Board board = parseBoard(text, values[0]);
    CountKind kind;
    try {
      kind = CountKind.valueOf(values[1]);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("work item \"" + text + "\": unknown kind " + values[1], e);
    }
    checkArgument(
        values[2].equals("on") || values[2].equals("off"),
        "work item \"%s\": symmetry must be on or off, got %s",
        text,
        values[2]);
    long weight;
    try {
      weight = Long.parseLong(values[3]);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          "work item \"" + text + "\": weight " + values[3] + " is not a whole number", e);
    }
    String[] names = values[4].split(",", -1);
    int[] prefix = new int[names.length];
    for (int i = 0; i < names.length; i++) {
      Square square;
      try {
        square = Square.parse(names[i]);
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("work item \"" + text + "\": " + e.getMessage(), e);
      }
      checkArgument(board.contains(square), "work item \"%s\": %s is off the %s board", text, square, board);
      prefix[i] = board.index(square);
    }
    boolean symmetry = values[2].equals("on");
    // Checked without building a counter, so that decoding costs O(prefix) on any board.
    String problem = TourCounting.problem(board.rows(), board.cols(), kind, symmetry, prefix, weight);
    checkArgument(problem == null, "work item \"%s\": %s (prefix=%s, weight=%s)", text, problem, values[4], weight);
    return new CountWorkItem(board, kind, symmetry, prefix, weight);
  }

  private static Board parseBoard(String text, String value) {
    String[] sides = value.toLowerCase(Locale.ROOT).split("x", -1);
    try {
      checkArgument(sides.length == 2, "board must look like 6x6");
      return Board.of(Integer.parseInt(sides[0]), Integer.parseInt(sides[1]));
    } catch (IllegalArgumentException e) { // NumberFormatException too
      throw new IllegalArgumentException("work item \"" + text + "\": bad board " + value + ": " + e.getMessage(), e);
    }
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof CountWorkItem that
        && board.equals(that.board)
        && kind == that.kind
        && symmetry == that.symmetry
        && weight == that.weight
        && Arrays.equals(prefix, that.prefix);
  }

  @Override
  public int hashCode() {
    return ((board.hashCode() * 31 + kind.hashCode()) * 31 + Arrays.hashCode(prefix)) * 31 + Long.hashCode(weight)
        + (symmetry ? 1 : 0);
  }

  /** Returns {@link #encode()}. */
  @Override
  public String toString() {
    return encode();
  }

  private final class SquareList extends AbstractList<Square> implements RandomAccess {
    @Override
    public Square get(int index) {
      return board.square(prefix[index]);
    }

    @Override
    public int size() {
      return prefix.length;
    }
  }
}
