package io.github.knighttours.internal.count;

import io.github.knighttours.CountKind;
import io.github.knighttours.internal.graph.BoardSymmetry;
import io.github.knighttours.internal.graph.KnightGraph;
import io.github.knighttours.internal.search.HeapGuard;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BooleanSupplier;

/**
 * What a count of one {@link CountKind} on one board means in paths, and how it splits into
 * independent prefixes: the engine between the public counting API and {@link PathCounter}.
 *
 * <ul>
 *   <li>{@code OPEN_FROM_START}: paths from the start, ending anywhere.
 *   <li>{@code OPEN_DIRECTED}: the same from one start of each symmetry orbit, times the orbit's
 *       size.
 *   <li>{@code OPEN_UNDIRECTED}: each path once, from the end whose orbit comes first (orbits
 *       ordered by their least square): a path counts whole if its other end lies in a later
 *       orbit, and half if in the same one (then the reverse path is counted from another
 *       square of the orbit, which the weight stands for). A one-square path counts once.
 *   <li>{@code CLOSED_UNDIRECTED}: a cycle passes a1 by both of its moves, to c2 and b3 (boards of
 *       at least 3×3; on narrower ones a1 has at most one move and there is no cycle), so the
 *       paths a1, c2, …, b3 are the cycles, each once. {@code CLOSED_DIRECTED} counts each
 *       twice.
 * </ul>
 *
 * <p>Splitting: a prefix's children are the next squares the search would try; with symmetry,
 * the symmetries that fix every square of the prefix (and a fixed last square) map the
 * children's counts onto each other, so one child per orbit is kept, its weight multiplied by
 * the orbit's size. The counts of a split's items, weight included, add up to the count.
 *
 * <p>Immutable and thread-safe.
 *
 * <p>Performance: O(g · n + n² / 64) time and space to build, g ≤ 8 symmetries and n squares
 * ({@link #workingBytes}); building and splitting stop when asked, every few thousand squares
 * or at each prefix.
 */
public final class TourCounting {

  private final int rows;
  private final int cols;
  private final int n;
  private final CountKind kind;
  private final boolean symmetry;
  private final BoardSymmetry group;
  private final PathCounter counter;
  /** The least square of each square's orbit under the whole group. */
  private final int[] orbit;
  private final PathCounter.Ends fixedEnds;
  /** The bytes {@link #of} checked the heap for; a split adds its items to them. */
  private final long workingBytes;
  /** a1, c2 and b3 as indices, for closed counts. */
  private final int a1 = 0;
  private final int c2;
  private final int b3;

  /** Items between two checks of the heap while a split grows. */
  private static final int SPLIT_HEAP_CHECK = 1 << 12;

  private TourCounting(int rows, int cols, CountKind kind, boolean symmetry, PathCounter counter, long workingBytes) {
    this.rows = rows;
    this.cols = cols;
    this.n = rows * cols;
    this.kind = kind;
    this.symmetry = symmetry;
    this.workingBytes = workingBytes;
    this.group = symmetry ? BoardSymmetry.of(rows, cols) : BoardSymmetry.identity(n);
    this.counter = counter;
    this.orbit = group.representatives(group.all(), n);
    this.c2 = cols + 2;
    this.b3 = 2 * cols + 1;
    if (isClosed()) {
      long[] end = counter.newSet();
      if (hasCorner()) {
        end[b3 >>> 6] |= 1L << b3;
      }
      this.fixedEnds = new PathCounter.Ends(end, counter.newSet(), true);
    } else if (kind == CountKind.OPEN_UNDIRECTED) {
      this.fixedEnds = null; // depends on the start
    } else {
      long[] all = counter.newSet();
      for (int v = 0; v < n; v++) {
        all[v >>> 6] |= 1L << v;
      }
      this.fixedEnds = new PathCounter.Ends(all, counter.newSet(), false);
    }
  }

  /**
   * Bytes of working memory a count on {@code n} squares needs with {@code threads} threads,
   * not counting its items ({@link #itemBytes}): the neighbour sets (one array of n bits per
   * square), the neighbour lists, the colouring, orbits and symmetries, and per thread a stack of
   * six sets per depth. References count 8 bytes, in case the JVM does not compress them.
   */
  public static long workingBytes(long n, int threads) {
    long words = Math.max(1, (n + 63) / 64);
    long sets = n * (8 * words + 24);
    long lists = 36 * n;
    long colouringAndSymmetry = 80 * n;
    long perThread = (n + 1) * (48 * words + 176) + 16 * n;
    return sets + lists + colouringAndSymmetry + threads * perThread + 4096;
  }

  /**
   * Bytes that {@code items} items with prefixes of {@code prefixLength} squares take, counting
   * what the callers keep per item: the item and its prefix, list slots, a work item, and a
   * parallel count's tallies.
   */
  public static long itemBytes(long items, int prefixLength) {
    return items * (160 + 4L * prefixLength);
  }

  /**
   * Returns the counting engine for a board and a kind, with or without symmetry reduction, for
   * counts on up to {@code threads} threads at once; or null if {@code stop}, asked every few
   * thousand squares while the neighbour sets are built, turns true first.
   *
   * @throws IllegalArgumentException if the working memory would not fit in the heap
   */
  public static TourCounting of(
      int rows, int cols, CountKind kind, boolean symmetry, int threads, BooleanSupplier stop) {
    long bytes = workingBytes((long) rows * cols, threads);
    HeapGuard.require(
        bytes,
        "counting tours of the " + rows + "x" + cols + " board on " + threads + (threads == 1 ? " thread" : " threads"));
    PathCounter counter = PathCounter.of(new KnightGraph(rows, cols), stop);
    return counter == null ? null : new TourCounting(rows, cols, kind, symmetry, counter, bytes);
  }

  /** One independent piece of a count: a prefix, its symmetry weight, and its estimated share of the work. */
  public record Item(int[] prefix, long weight, double share) {}

  private boolean isClosed() {
    return kind == CountKind.CLOSED_UNDIRECTED || kind == CountKind.CLOSED_DIRECTED;
  }

  /** Whether a1 has its two moves, to c2 and b3: the board is at least 3×3. */
  private boolean hasCorner() {
    return rows >= 3 && cols >= 3;
  }

  /** The ends that count for paths from {@code start}. */
  private PathCounter.Ends ends(int start) {
    if (fixedEnds != null) {
      return fixedEnds;
    }
    long[] full = counter.newSet();
    long[] half = counter.newSet();
    for (int v = 0; v < n; v++) {
      if (orbit[v] > orbit[start] || n == 1) {
        full[v >>> 6] |= 1L << v;
      } else if (orbit[v] == orbit[start] && v != start) {
        half[v >>> 6] |= 1L << v;
      }
    }
    return new PathCounter.Ends(full, half, false);
  }

  /**
   * Returns the items a count starts from: for {@code OPEN_FROM_START} the start; for the other
   * open kinds one start per orbit; for closed kinds a1, c2 (none if the board is narrower
   * than 3×3).
   */
  public List<Item> roots(int start) {
    List<Item> roots = new ArrayList<>();
    switch (kind) {
      case OPEN_FROM_START:
        roots.add(new Item(new int[] {start}, 1, 1.0));
        break;
      case OPEN_DIRECTED:
      case OPEN_UNDIRECTED:
        int[] size = new int[n];
        for (int v = 0; v < n; v++) {
          size[orbit[v]]++;
        }
        for (int v = 0; v < n; v++) {
          if (orbit[v] == v) {
            roots.add(new Item(new int[] {v}, size[v], (double) size[v] / n));
          }
        }
        break;
      default:
        if (hasCorner()) {
          roots.add(new Item(new int[] {a1, c2}, 1, 1.0));
        }
        break;
    }
    return roots;
  }

  /**
   * Splits the count into at least {@code minimumItems} items where the search allows: the roots,
   * then every item replaced by its children, level by level, until there are enough. Items that
   * the checks rule out are dropped; items that need no search stay as they are.
   *
   * <p>Asks {@code stop} before each prefix it examines (each costs O(n · d)), and checks every
   * few thousand items that the items made so far, and the working memory of {@link #of}, fit in
   * the heap.
   *
   * @param nodes receives the prefixes examined, at index 0
   * @return the items, or null if {@code stop} turned true first
   * @throws IllegalArgumentException if the items would not fit in the heap
   */
  public List<Item> split(int start, int minimumItems, long[] nodes, BooleanSupplier stop) {
    List<Item> items = new ArrayList<>();
    for (Item root : roots(start)) {
      if (stop.getAsBoolean()) {
        return null;
      }
      nodes[0]++;
      if (alive(root)) {
        items.add(root);
        checkHeap(items.size(), 0, root.prefix.length, minimumItems);
      }
    }
    while (items.size() < minimumItems) {
      List<Item> next = new ArrayList<>();
      boolean grew = false;
      for (Item item : items) {
        if (stop.getAsBoolean()) {
          return null;
        }
        int[] children = counter.candidates(item.prefix, item.prefix.length, ends(item.prefix[0]));
        if (children.length == 0) {
          next.add(item); // settled: complete, or one square short
          continue;
        }
        grew = true;
        if (!expand(item, children, next, nodes, stop)) {
          return null;
        }
        checkHeap(items.size(), next.size(), item.prefix.length + 1, minimumItems);
      }
      items = next;
      if (!grew) {
        break;
      }
    }
    return items;
  }

  /**
   * Checks, once per {@value #SPLIT_HEAP_CHECK} items of the new level, that the two levels of a
   * split (items with prefixes of up to {@code prefixLength} squares) fit in the heap beside the
   * counter, with room for as many items more.
   */
  private void checkHeap(int current, int next, int prefixLength, int minimumItems) {
    int made = current + next;
    if (made % SPLIT_HEAP_CHECK != 0) {
      return;
    }
    HeapGuard.require(
        workingBytes + itemBytes((long) made + SPLIT_HEAP_CHECK, prefixLength),
        "splitting the count of the " + rows + "x" + cols + " board into at least " + minimumItems
            + " items (" + made + " prefixes of up to " + prefixLength + " squares so far)");
  }

  private boolean alive(Item item) {
    PathCounter.Tally settled = counter.settled(item.prefix, item.prefix.length, ends(item.prefix[0]));
    return settled == null || settled.full() > 0 || settled.half() > 0;
  }

  /**
   * Adds one child per orbit of {@code children} under the symmetries that fix the prefix;
   * false if {@code stop} turned true first.
   */
  private boolean expand(Item item, int[] children, List<Item> out, long[] nodes, BooleanSupplier stop) {
    int[] prefix = item.prefix;
    int[] fixed = prefix;
    if (isClosed()) {
      fixed = Arrays.copyOf(prefix, prefix.length + 1);
      fixed[prefix.length] = b3;
    }
    int[] stabilizer = group.stabilizer(fixed, fixed.length);
    // The images seen so far: a short list, where a set of all squares would cost O(n) per item.
    int[] covered = new int[children.length * stabilizer.length];
    int coveredCount = 0;
    for (int child : children) {
      if (contains(covered, coveredCount, child)) {
        continue;
      }
      if (stop.getAsBoolean()) {
        return false;
      }
      int size = 0;
      for (int g : stabilizer) {
        int image = group.apply(g, child);
        if (!contains(covered, coveredCount, image)) {
          covered[coveredCount++] = image;
          size++;
        }
      }
      int[] longer = Arrays.copyOf(prefix, prefix.length + 1);
      longer[prefix.length] = child;
      Item c = new Item(longer, item.weight * size, item.share * size / children.length);
      nodes[0]++;
      if (alive(c)) {
        out.add(c);
      }
    }
    return true;
  }

  private static boolean contains(int[] values, int count, int value) {
    for (int i = 0; i < count; i++) {
      if (values[i] == value) {
        return true;
      }
    }
    return false;
  }

  /** Counts the paths of one item, without its weight; {@code poll} may stop the count. */
  public PathCounter.Tally count(int[] prefix, PathCounter.Poll poll) {
    return counter.count(prefix, prefix.length, ends(prefix[0]), poll);
  }

  /** Returns an item's contribution to the count: its weight times its paths, as the kind counts them. */
  public BigInteger contribution(long weight, long full, long half) {
    BigInteger w = BigInteger.valueOf(weight);
    BigInteger whole = w.multiply(BigInteger.valueOf(full));
    switch (kind) {
      case OPEN_UNDIRECTED:
        // The weight of a start whose orbit holds other squares is a multiple of the orbit's
        // size, which is even: the halves add up to whole paths.
        return whole.add(w.multiply(BigInteger.valueOf(half)).shiftRight(1));
      case CLOSED_DIRECTED:
        return whole.shiftLeft(1);
      default:
        return whole;
    }
  }

  /**
   * Returns why {@code prefix} and {@code weight} cannot be an item of a count of {@code kind} on
   * the {@code rows × cols} board, or null if they can. The prefix must be a knight path of
   * distinct squares on the board; for closed kinds (boards of at least 3×3) it begins a1, c2 and
   * does not contain b3, where the cycles end. The weight must be the one a split gives the
   * prefix: 1 without symmetry; with symmetry the number of prefixes it stands for, the product
   * of the orbit sizes the split multiplies by (the start's orbit for counts over all starts, and
   * each further square's orbit under the symmetries that fix the squares before it, and b3 for
   * closed kinds), at most the number of symmetries.
   *
   * <p>Builds no counter: O(L + g² · L²) time and O(L) space for a prefix of L squares and g ≤ 8
   * symmetries, however large the board.
   */
  public static String problem(int rows, int cols, CountKind kind, boolean symmetry, int[] prefix, long weight) {
    if (prefix.length == 0) {
      return "the prefix is empty";
    }
    Set<Integer> seen = new HashSet<>();
    for (int i = 0; i < prefix.length; i++) {
      int v = prefix[i];
      if (!seen.add(v)) {
        return "square " + (i + 1) + " of the prefix was visited before";
      }
      if (i > 0 && !knightMove(cols, prefix[i - 1], v)) {
        return "step " + i + " of the prefix is not a knight move";
      }
    }
    boolean closed = kind == CountKind.CLOSED_UNDIRECTED || kind == CountKind.CLOSED_DIRECTED;
    int b3 = 2 * cols + 1;
    if (closed) {
      if (rows < 3 || cols < 3) {
        return "a closed count needs a board of at least 3x3";
      }
      if (prefix.length < 2 || prefix[0] != 0 || prefix[1] != cols + 2) {
        return "a closed count's prefix begins a1, c2";
      }
      if (seen.contains(b3)) {
        return "a closed count's prefix may not contain b3, where its cycles end";
      }
    }
    if (weight < 1) {
      return "the weight must be positive, got " + weight;
    }
    long expected = 1;
    if (symmetry) {
      int variants = BoardSymmetry.variants(rows, cols);
      int[] all = new int[variants];
      Arrays.setAll(all, k -> k);
      int first = closed ? 2 : 1;
      if (kind == CountKind.OPEN_DIRECTED || kind == CountKind.OPEN_UNDIRECTED) {
        expected = orbitSize(rows, cols, all, prefix[0]);
      }
      for (int i = first; i < prefix.length; i++) {
        expected *= orbitSize(rows, cols, fixing(rows, cols, prefix, i, closed ? b3 : -1), prefix[i]);
      }
    }
    if (weight != expected) {
      return symmetry
          ? "the weight must be " + expected + " for this prefix (the prefixes it stands for under the board's"
              + " symmetries), got " + weight
          : "the weight must be 1 without symmetry, got " + weight;
    }
    return null;
  }

  private static boolean knightMove(int cols, int a, int b) {
    int dr = Math.abs(a / cols - b / cols);
    int dc = Math.abs(a % cols - b % cols);
    return dr * dc == 2;
  }

  /** The symmetries (as numbered by {@link BoardSymmetry#image}) that fix {@code prefix[0 .. length)} and {@code also}. */
  private static int[] fixing(int rows, int cols, int[] prefix, int length, int also) {
    int variants = BoardSymmetry.variants(rows, cols);
    int[] out = new int[variants];
    int count = 0;
    for (int k = 0; k < variants; k++) {
      boolean fixes = also < 0 || BoardSymmetry.image(rows, cols, k, also) == also;
      for (int i = 0; i < length && fixes; i++) {
        fixes = BoardSymmetry.image(rows, cols, k, prefix[i]) == prefix[i];
      }
      if (fixes) {
        out[count++] = k;
      }
    }
    return Arrays.copyOf(out, count);
  }

  /** The number of distinct images of {@code v} under the symmetries {@code ks}. */
  private static int orbitSize(int rows, int cols, int[] ks, int v) {
    int[] images = new int[ks.length];
    int count = 0;
    for (int k : ks) {
      int image = BoardSymmetry.image(rows, cols, k, v);
      boolean known = false;
      for (int j = 0; j < count && !known; j++) {
        known = images[j] == image;
      }
      if (!known) {
        images[count++] = image;
      }
    }
    return count;
  }
}
