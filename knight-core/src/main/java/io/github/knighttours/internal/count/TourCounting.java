package io.github.knighttours.internal.count;

import io.github.knighttours.CountKind;
import io.github.knighttours.internal.graph.BoardSymmetry;
import io.github.knighttours.internal.graph.KnightGraph;
import io.github.knighttours.internal.search.HeapGuard;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

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
 * <p>Performance: O(g · n + n² / 64) time and space to build, g ≤ 8 symmetries and n squares.
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
  /** a1, c2 and b3 as indices, for closed counts. */
  private final int a1 = 0;
  private final int c2;
  private final int b3;

  private TourCounting(int rows, int cols, CountKind kind, boolean symmetry) {
    this.rows = rows;
    this.cols = cols;
    this.n = rows * cols;
    this.kind = kind;
    this.symmetry = symmetry;
    this.group = symmetry ? BoardSymmetry.of(rows, cols) : BoardSymmetry.identity(n);
    this.counter = PathCounter.of(new KnightGraph(rows, cols));
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

  /** Bytes of working memory a count on {@code n} squares needs with {@code threads} threads. */
  public static long workingBytes(long n, int threads) {
    long words = Math.max(1, (n + 63) / 64);
    // Neighbour sets, and per thread a stack of six sets per depth.
    return 8 * words * (n + 6 * (n + 1) * threads) + 64 * n + 4096;
  }

  /**
   * Returns the counting engine for a board and a kind, with or without symmetry reduction, for
   * counts on up to {@code threads} threads at once.
   *
   * @throws IllegalArgumentException if the working memory would not fit in the heap
   */
  public static TourCounting of(int rows, int cols, CountKind kind, boolean symmetry, int threads) {
    HeapGuard.require(
        workingBytes((long) rows * cols, threads),
        "counting tours of the " + rows + "x" + cols + " board on " + threads + (threads == 1 ? " thread" : " threads"));
    return new TourCounting(rows, cols, kind, symmetry);
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
   * @param nodes receives the prefixes examined, at index 0
   */
  public List<Item> split(int start, int minimumItems, long[] nodes) {
    List<Item> items = new ArrayList<>();
    for (Item root : roots(start)) {
      nodes[0]++;
      if (alive(root)) {
        items.add(root);
      }
    }
    while (items.size() < minimumItems) {
      List<Item> next = new ArrayList<>();
      boolean grew = false;
      for (Item item : items) {
        int[] children = counter.candidates(item.prefix, item.prefix.length, ends(item.prefix[0]));
        if (children.length == 0) {
          next.add(item); // settled: complete, or one square short
          continue;
        }
        grew = true;
        expand(item, children, next, nodes);
      }
      items = next;
      if (!grew) {
        break;
      }
    }
    return items;
  }

  private boolean alive(Item item) {
    PathCounter.Tally settled = counter.settled(item.prefix, item.prefix.length, ends(item.prefix[0]));
    return settled == null || settled.full() > 0 || settled.half() > 0;
  }

  /** Adds one child per orbit of {@code children} under the symmetries that fix the prefix. */
  private void expand(Item item, int[] children, List<Item> out, long[] nodes) {
    int[] prefix = item.prefix;
    int[] fixed = prefix;
    if (isClosed()) {
      fixed = Arrays.copyOf(prefix, prefix.length + 1);
      fixed[prefix.length] = b3;
    }
    int[] stabilizer = group.stabilizer(fixed, fixed.length);
    boolean[] covered = new boolean[n];
    for (int child : children) {
      if (covered[child]) {
        continue;
      }
      int size = 0;
      for (int g : stabilizer) {
        int image = group.apply(g, child);
        if (!covered[image]) {
          covered[image] = true;
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
   * Returns why {@code prefix} and {@code weight} cannot be an item of this count, or null if
   * they can: the prefix must be a knight path on the board (of a1, c2 first for closed kinds),
   * and for undirected open counts with symmetry the weight a multiple of the start's orbit
   * size.
   */
  public String problem(int[] prefix, long weight) {
    if (prefix.length == 0) {
      return "the prefix is empty";
    }
    if (weight < 1) {
      return "the weight must be positive, got " + weight;
    }
    boolean[] seen = new boolean[n];
    for (int i = 0; i < prefix.length; i++) {
      int v = prefix[i];
      if (seen[v]) {
        return "square " + (i + 1) + " of the prefix was visited before";
      }
      seen[v] = true;
      if (i > 0 && !counter.adjacent(prefix[i - 1], v)) {
        return "step " + i + " of the prefix is not a knight move";
      }
    }
    if (isClosed()) {
      if (!hasCorner()) {
        return "a closed count needs a board of at least 3x3";
      }
      if (prefix[0] != a1 || (prefix.length > 1 && prefix[1] != c2)) {
        return "a closed count's prefix begins a1, c2";
      }
    }
    if (kind == CountKind.OPEN_UNDIRECTED && symmetry) {
      int size = 0;
      for (int v = 0; v < n; v++) {
        size += orbit[v] == orbit[prefix[0]] ? 1 : 0;
      }
      if (weight % size != 0) {
        return "the weight must be a multiple of " + size + ", the size of the start's symmetry orbit, got " + weight;
      }
    }
    return null;
  }
}
