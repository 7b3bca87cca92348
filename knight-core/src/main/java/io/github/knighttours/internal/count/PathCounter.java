package io.github.knighttours.internal.count;

import io.github.knighttours.internal.graph.Colouring;
import io.github.knighttours.spi.NeighbourFunction;
import java.util.function.BooleanSupplier;

/**
 * Counts the Hamiltonian paths of a symmetric graph that begin with a given prefix, without
 * listing them: a depth-first search with an explicit stack over bit sets of the unvisited
 * vertices ({@code long} words, one bit per vertex).
 *
 * <p>Which last vertices count is an {@link Ends}: a path ending on a vertex of
 * {@code full} counts once, on a vertex of {@code half} counts in the second tally (the caller
 * halves it), elsewhere not at all. With {@code endOnly}, the allowed last vertices may not be
 * visited before the end (a fixed last vertex, as for a cycle closed through it).
 *
 * <p>Pruning never changes a count. With v the path's last vertex and U the unvisited vertices
 * (|U| ≥ 2), the rest of the path runs v, u1, …, uk over U, so in U ∪ {v} every uk-1's
 * neighbours on the path are two, and uk's one:
 *
 * <ul>
 *   <li>a vertex of U without an unvisited neighbour is dead (next to v it would have to be both
 *       u1 and uk);
 *   <li>a vertex of U not next to v with a single unvisited neighbour can only be uk: two such,
 *       or one that may not end the path, rule the branch out;
 *   <li>a neighbour of v with a single unvisited neighbour is u1 or uk: three such rule the
 *       branch out, two force the next move to one of them, one that may not end the path forces
 *       the next move to it, and so does any such neighbour once uk is known;
 *   <li>no allowed last vertex left in U rules the branch out;
 *   <li>on a bipartite graph (checked once, at the prefix) the path alternates sides, so U must
 *       hold as many vertices of the side opposite v as the path still needs, and the last
 *       vertex's side is known: the allowed last vertices shrink to that side.
 * </ul>
 *
 * <p>Graphs of up to 64 vertices run on single {@code long}s ({@link #of} picks that
 * implementation); larger ones on arrays of words. Immutable and thread-safe: each
 * {@link #count} call allocates its own stack.
 *
 * <p>Performance: exponential time in the worst case; per node O(1) word operations on graphs
 * of up to 64 vertices and O(n / 64) otherwise, no allocation. Space n² bits for the
 * neighbour sets, 4 bytes per arc for the neighbour lists, and O(n · n / 64) words for the
 * stack. Analysing a prefix ({@link #candidates}, {@link #settled}, the start of
 * {@link #count}) takes O(n · d) time for degree d. No recursion.
 */
public abstract class PathCounter {

  /**
   * Searches call {@link Poll#stop} when {@code (nodes & POLL_MASK) == 0} on graphs of up to 64
   * vertices, and more often on larger ones (see {@link #pollMask}), where a node costs more.
   */
  public static final long POLL_MASK = (1 << 12) - 1;

  final int n;
  /** Words per vertex set. */
  final int words;
  /**
   * The neighbour sets, {@code words} words per vertex, in blocks of {@code 1 << blockShift}
   * vertices: vertex v's set starts at {@code blocks[v >>> blockShift][(v & blockMask) * words]}.
   * Blocks of a few megabytes, rather than one array of n² bits, so that building them can stop
   * between blocks and no array has to hold them all; rather than one array per vertex, so that
   * the garbage collector does not copy thousands of small arrays.
   */
  final long[][] blocks;

  final int blockShift;
  final int blockMask;
  /** Neighbours of vertex v as a list: {@code adjacency[adjacencyStart[v] .. adjacencyStart[v + 1])}. */
  final int[] adjacencyStart;

  final int[] adjacency;
  /** A proper two-colouring of the vertices if the graph is bipartite, else null. */
  final byte[] side;

  PathCounter(Sets sets) {
    this.n = sets.n;
    this.words = wordsFor(n);
    this.blocks = sets.blocks;
    this.blockShift = blockShift(words);
    this.blockMask = (1 << blockShift) - 1;
    this.adjacencyStart = sets.adjacencyStart;
    this.adjacency = sets.adjacency;
    this.side = sets.side;
  }

  private static int wordsFor(int n) {
    return Math.max(1, (n + 63) >>> 6);
  }

  /** Vertices per block of neighbour sets, as a power of two: blocks of at most 4 MiB. */
  private static int blockShift(int words) {
    return 31 - Integer.numberOfLeadingZeros(Math.max(1, (1 << 19) / words));
  }

  /** The neighbour sets and lists of a graph, built once for the counter. */
  static final class Sets {
    int n;
    long[][] blocks;
    int[] adjacencyStart;
    int[] adjacency;
    byte[] side;
  }

  /**
   * Returns a counter for {@code graph}, which must be symmetric with at most 15 neighbours per
   * vertex; or null if {@code stop}, asked before each block of a few megabytes while the
   * neighbour sets are built (n² bits to allocate), turns true first.
   *
   * @throws IllegalArgumentException if the graph is not symmetric or has a higher degree
   */
  public static PathCounter of(NeighbourFunction graph, BooleanSupplier stop) {
    Sets sets = sets(graph, stop);
    if (sets == null) {
      return null;
    }
    return sets.n <= 64 ? new OneWordPathCounter(sets) : new WordArrayPathCounter(sets);
  }

  /**
   * Builds the neighbour sets and lists of {@code graph} for {@link #of}; null if {@code stop},
   * asked before each block of sets, turns true first.
   */
  static Sets sets(NeighbourFunction graph, BooleanSupplier stop) {
    if (!graph.isSymmetric() || graph.maxDegree() > 15) {
      throw new IllegalArgumentException("the path counter needs a symmetric graph of degree at most 15");
    }
    int n = graph.vertexCount();
    int words = wordsFor(n);
    int shift = blockShift(words);
    Sets sets = new Sets();
    sets.n = n;
    sets.blocks = new long[(int) (((long) n + (1L << shift) - 1) >>> shift)][];
    sets.adjacencyStart = new int[n + 1];
    int[] buffer = new int[graph.maxDegree()];
    long arcs = 0;
    for (int v = 0; v < n; v++) {
      arcs += graph.successors(v, buffer);
    }
    if (arcs > Integer.MAX_VALUE - 8) {
      throw new IllegalArgumentException(
          "a path count on " + n + " vertices needs more neighbour lists than an array holds");
    }
    sets.adjacency = new int[(int) arcs];
    int filled = 0;
    for (int b = 0; b < sets.blocks.length; b++) {
      if (stop.getAsBoolean()) {
        return null;
      }
      int first = b << shift;
      int rows = Math.min(1 << shift, n - first);
      long[] block = new long[rows * words];
      for (int r = 0; r < rows; r++) {
        int v = first + r;
        int count = graph.successors(v, buffer);
        sets.adjacencyStart[v] = filled;
        for (int i = 0; i < count; i++) {
          block[r * words + (buffer[i] >>> 6)] |= 1L << buffer[i];
          sets.adjacency[filled++] = buffer[i];
        }
      }
      sets.blocks[b] = block;
    }
    sets.adjacencyStart[n] = filled;
    sets.side = Colouring.twoColour(graph);
    return sets;
  }

  /**
   * Returns a counter for {@code graph}, which must be symmetric with at most 15 neighbours per
   * vertex.
   */
  public static PathCounter of(NeighbourFunction graph) {
    return of(graph, () -> false);
  }

  /**
   * The mask of {@link #POLL_MASK}'s rule for a graph whose vertex sets take {@code words}
   * words: about 2^18 word operations between polls, and never more than {@link #POLL_MASK}
   * + 1 nodes.
   */
  static long pollMask(int words) {
    long nodes = Math.max(64, Math.min(POLL_MASK + 1, (1L << 18) / words));
    return Long.highestOneBit(nodes) - 1;
  }

  /** Returns the number of vertices. */
  public int vertexCount() {
    return n;
  }

  /** Returns a new, empty vertex set of this graph. */
  public long[] newSet() {
    return new long[words];
  }

  /** Returns true if {@code u} and {@code v} are adjacent. */
  public boolean adjacent(int u, int v) {
    return (blocks[u >>> blockShift][(u & blockMask) * words + (v >>> 6)] & (1L << v)) != 0;
  }

  /** Returns the side (0 or 1) of {@code v} in a two-colouring if the graph is bipartite, else -1. */
  public int side(int v) {
    return side == null ? -1 : side[v];
  }

  /** Which last vertices a counted path may have, and how each counts. */
  public static final class Ends {
    final long[] full;
    final long[] half;
    final boolean endOnly;

    /**
     * @param full paths ending here count once (the array is kept, not copied)
     * @param half paths ending here count in the second tally
     * @param endOnly whether the allowed last vertices may only be reached last
     */
    public Ends(long[] full, long[] half, boolean endOnly) {
      this.full = full;
      this.half = half;
      this.endOnly = endOnly;
    }
  }

  /** Receives the running totals of a count every {@link #POLL_MASK} + 1 nodes, and may stop it. */
  @FunctionalInterface
  public interface Poll {
    /**
     * Returns true to stop the count; the totals are those of this count so far, and
     * {@code fraction} estimates the part of the search done, from the siblings finished at each
     * depth of the stack as if all siblings took equally long.
     */
    boolean stop(long nodes, long full, long half, double fraction);
  }

  /**
   * The part of a search done, estimated from the stack: at each depth d up to {@code top},
   * {@code total[d]} candidates of which {@code remaining[d]} are still to try, and below the
   * top one in progress.
   */
  static double fractionDone(int[] total, int[] remaining, int top) {
    double done = 0;
    double weight = 1;
    for (int d = 0; d <= top && weight > 0; d++) {
      int finished = total[d] - remaining[d] - (d < top ? 1 : 0);
      done += weight * finished / total[d];
      weight /= total[d];
    }
    return done;
  }

  /**
   * What a count found: paths ending on a {@code full} vertex, on a {@code half} vertex, the
   * nodes expanded, and whether the search ran to the end (else the tallies are lower bounds).
   */
  public record Tally(long full, long half, long nodes, boolean complete) {
    static final Tally NONE = new Tally(0, 0, 1, true);
  }

  /**
   * The search state at a prefix: either settled at once ({@link #settled}), or the unvisited
   * set, the planes of the unvisited degrees, the allowed last vertices and the candidates for
   * the next vertex.
   */
  static final class Root {
    /** Non-null when the prefix needs no search: its tally (a dead prefix counts nothing). */
    Tally settled;
    long[] unvisited;
    long[][] planes;
    long[] allowed;
    long[] candidates;
    int last;
  }

  /**
   * Counts the paths that begin with {@code prefix[0 .. length)} (distinct vertices, each a
   * neighbour of the one before) and end as {@code ends} allows.
   */
  public abstract Tally count(int[] prefix, int length, Ends ends, Poll poll);

  /**
   * Returns the vertices the search would try after the prefix, in increasing order: empty if
   * the prefix is a dead end or needs no further vertex to be settled ({@link #settled}).
   */
  public int[] candidates(int[] prefix, int length, Ends ends) {
    Root root = root(prefix, length, ends);
    if (root.settled != null) {
      return new int[0];
    }
    return members(root.candidates);
  }

  /**
   * Returns the tally of a prefix that needs no search (it is dead, complete, or one vertex short),
   * or null if it needs one.
   */
  public Tally settled(int[] prefix, int length, Ends ends) {
    return root(prefix, length, ends).settled;
  }

  /** Analyses a prefix: the checks of the class comment, once, over word arrays. */
  final Root root(int[] prefix, int length, Ends ends) {
    Root root = new Root();
    long[] unvisited = new long[words];
    for (int v = 0; v < n; v++) {
      unvisited[v >>> 6] |= 1L << v;
    }
    for (int i = 0; i < length; i++) {
      unvisited[prefix[i] >>> 6] &= ~(1L << prefix[i]);
    }
    int last = prefix[length - 1];
    int remaining = count(unvisited);
    long[] allowed = new long[words];
    for (int i = 0; i < words; i++) {
      allowed[i] = ends.full[i] | ends.half[i];
    }
    if (remaining == 0) {
      root.settled = leaf(last, ends, 1);
      return root;
    }
    if (side != null) {
      // The rest of the path alternates sides, beginning on the side opposite the last vertex.
      int opposite = 1 - side[last];
      int onOpposite = 0;
      for (int v = 0; v < n; v++) {
        if (member(unvisited, v) && side[v] == opposite) {
          onOpposite++;
        }
      }
      if (onOpposite != (remaining + 1) / 2) {
        root.settled = Tally.NONE;
        return root;
      }
      int endSide = remaining % 2 == 1 ? opposite : side[last];
      for (int v = 0; v < n; v++) {
        if (side[v] != endSide) {
          allowed[v >>> 6] &= ~(1L << v);
        }
      }
    }
    if (remaining == 1) {
      int u = members(unvisited)[0];
      root.settled = adjacent(last, u) && member(allowed, u) ? leaf(u, ends, 2) : Tally.NONE;
      return root;
    }
    long[][] planes = new long[4][words];
    for (int v = 0; v < n; v++) {
      if (member(unvisited, v)) {
        // From the list, not the set: O(degree) instead of O(n / 64) per vertex.
        int degree = 0;
        for (int i = adjacencyStart[v]; i < adjacencyStart[v + 1]; i++) {
          degree += member(unvisited, adjacency[i]) ? 1 : 0;
        }
        for (int b = 0; b < 4; b++) {
          if ((degree >>> b & 1) != 0) {
            planes[b][v >>> 6] |= 1L << v;
          }
        }
      }
    }
    long[] candidates = new long[words];
    if (!check(unvisited, planes, last, allowed, ends.endOnly, candidates)) {
      root.settled = Tally.NONE;
      return root;
    }
    root.unvisited = unvisited;
    root.planes = planes;
    root.allowed = allowed;
    root.candidates = candidates;
    root.last = last;
    return root;
  }

  private static Tally leaf(int end, Ends ends, long nodes) {
    boolean full = member(ends.full, end);
    boolean half = member(ends.half, end);
    return new Tally(full ? 1 : 0, half ? 1 : 0, nodes, true);
  }

  /**
   * The pruning rules at a node whose path ends at {@code v}, with at least two unvisited
   * vertices: writes the next vertices to try into {@code next} and returns true, or returns
   * false if the node is dead. The word-array form, for the root and for large graphs.
   */
  final boolean check(long[] u, long[][] planes, int v, long[] allowed, boolean endOnly, long[] next) {
    int ends = 0;
    int forcedPairs = 0;
    int forcedNotAllowed = 0;
    boolean anyAllowed = false;
    long[] block = blocks[v >>> blockShift];
    int base = (v & blockMask) * words;
    for (int i = 0; i < words; i++) {
      long high = planes[1][i] | planes[2][i] | planes[3][i];
      if ((u[i] & ~(planes[0][i] | high)) != 0) {
        return false; // an unvisited vertex without unvisited neighbours
      }
      long one = u[i] & planes[0][i] & ~high;
      long nv = block[base + i];
      long e = one & ~nv;
      if ((e & ~allowed[i]) != 0) {
        return false; // it would have to end the path, and may not
      }
      ends += Long.bitCount(e);
      forcedPairs += Long.bitCount(one & nv);
      forcedNotAllowed += Long.bitCount(one & nv & ~allowed[i]);
      anyAllowed |= (u[i] & allowed[i]) != 0;
    }
    if (!anyAllowed || ends > 1 || forcedPairs > 2 || (ends == 1 && forcedPairs > 1) || forcedNotAllowed > 1) {
      return false;
    }
    for (int i = 0; i < words; i++) {
      long one = u[i] & planes[0][i] & ~(planes[1][i] | planes[2][i] | planes[3][i]);
      long nv = block[base + i];
      long forced;
      if (forcedNotAllowed == 1) {
        forced = one & nv & ~allowed[i];
      } else if (forcedPairs == 2 || (ends == 1 && forcedPairs == 1)) {
        forced = one & nv;
      } else {
        forced = nv & u[i];
      }
      next[i] = endOnly ? forced & ~allowed[i] : forced;
    }
    return count(next) > 0;
  }

  static boolean member(long[] set, int v) {
    return (set[v >>> 6] & (1L << v)) != 0;
  }

  static int count(long[] set) {
    int count = 0;
    for (long word : set) {
      count += Long.bitCount(word);
    }
    return count;
  }

  static int[] members(long[] set) {
    int[] out = new int[count(set)];
    int k = 0;
    for (int i = 0; i < set.length; i++) {
      for (long w = set[i]; w != 0; w &= w - 1) {
        out[k++] = (i << 6) + Long.numberOfTrailingZeros(w);
      }
    }
    return out;
  }
}
