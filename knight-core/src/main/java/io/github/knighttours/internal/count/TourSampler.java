package io.github.knighttours.internal.count;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;

/**
 * Draws knight's tours exactly uniformly at random from the frontier sweep's counts
 * ({@link FrontierCounter}): the sweep runs forward once and keeps every generation (each state
 * with the number of ways to reach it), then each tour is drawn backwards, the standard walk of a
 * counting DP.
 *
 * <p>Every tour is one sequence of move choices (a subset of a square's forward moves, square
 * after square) from the first state to a completion, and the counts say how many sequences reach
 * each state. A tour is drawn by first choosing the completing step (a state s at square k and
 * the moves that complete from it) with probability count(s) / total, then, from each state s at
 * square k, a predecessor p at square k - 1 and the moves of that square that lead from p to s
 * with probability count(p) / count(s). The product telescopes to 1 / total for every tour.
 *
 * <p>All draws use one {@link SplitMix64} stream seeded by the caller, in a fixed order (first
 * each sample's completion, then square by square from the last to the first, samples in order,
 * then one direction bit per sample), and the generations are kept sorted by state, so a seed
 * gives the same tours on every JVM. A uniform number below a bound is drawn by rejection: as
 * many random bits as the bound has, taken from the top of whole 64-bit words, drawn again until
 * below the bound.
 *
 * <p><b>Memory:</b> every generation is kept, sorted: 16 bytes a state while its counts fit a
 * {@code long}, about 64 bytes a state where they do not; the generation being built is an open-addressing table
 * (16 to 32 bytes a state). The sum over squares of the states is what the sampler needs; when it
 * passes {@code maxBytes}, it stops with an {@link IllegalArgumentException} that says so.
 */
public final class TourSampler {

  /** Bytes a kept state takes with its count in a long: key and count. */
  static final long SMALL_STATE_BYTES = 16;

  /** Bytes a kept state takes with a BigInteger count (key, reference, the object and its array). */
  static final long BIG_STATE_BYTES = 64;

  /**
   * The tours drawn and what it took.
   *
   * @param paths each tour as board squares (row × cols + col), in the order visited
   * @param tours the number of (undirected, or from the start) tours the draw was uniform over
   * @param keptStates states kept over all squares
   * @param keptBytes bytes those states took (estimated from the arrays)
   */
  public record Sample(List<int[]> paths, BigInteger tours, long keptStates, long keptBytes) {}

  private TourSampler() {}

  /**
   * Draws {@code count} tours of a rows × cols board, each uniformly over the tours of {@code
   * mode}, independently (with replacement). A closed tour begins on square 0 (a1), an open tour
   * from a start on the start, an undirected open tour on one of its two ends; where a direction is
   * free, a fair random bit chooses it. Returns no paths if the board has no such tour.
   *
   * @param seed the seed of the random stream
   * @param clock interrupt and time budget, polled once every 1024 states
   * @param maxBytes the most bytes the kept generations may take
   * @throws IllegalArgumentException if the board is wider than {@link FrontierCounter#MAX_WIDTH}
   *     or smaller than 2 squares, {@code count} is below 1, or the generations need more than
   *     {@code maxBytes}
   * @throws CancellationException if the clock expired (the interrupt flag is left as it was)
   */
  public static Sample sample(
      int rows, int cols, FrontierCounter.Mode mode, int startRow, int startCol, int count, long seed,
      CountClock clock, long maxBytes) {
    if (count < 1) {
      throw new IllegalArgumentException("count must be at least 1, got " + count);
    }
    FrontierCounter.Stepper stepper = FrontierCounter.stepper(rows, cols, mode, startRow, startCol);
    int squares = stepper.squares();
    Generation[] generations = new Generation[squares];
    BigInteger[] completedAt = new BigInteger[squares];
    generations[0] = new Generation(new long[] {0L}, new long[] {1}, null);
    long keptStates = 1;
    long keptBytes = generations[0].bytes();
    long[] out = new long[FrontierCounter.Stepper.MAX_SUCCESSORS];
    for (int k = 0; k < squares; k++) {
      Generation current = generations[k];
      CountTable next = new CountTable();
      BigInteger completed = BigInteger.ZERO;
      for (int i = 0; i < current.size(); i++) {
        if ((i & 1023) == 0) {
          poll(clock);
          if (keptBytes + next.bytes() > maxBytes) {
            throw tooMany(rows, cols, k, squares, keptStates + next.size(), keptBytes + next.bytes(), maxBytes);
          }
        }
        int n = stepper.successors(k, current.keys[i], out);
        for (int j = 0; j < n; j++) {
          if (out[j] == FrontierCounter.Stepper.COMPLETED) {
            completed = completed.add(current.count(i));
          } else if (current.small != null) {
            next.add(out[j], current.small[i], null);
          } else {
            next.add(out[j], 0, current.big[i]);
          }
        }
      }
      completedAt[k] = completed;
      if (k + 1 < squares) {
        generations[k + 1] = next.sorted();
        keptStates += next.size();
        keptBytes += generations[k + 1].bytes();
        if (keptBytes > maxBytes) {
          throw tooMany(rows, cols, k, squares, keptStates, keptBytes, maxBytes);
        }
      }
    }
    BigInteger total = BigInteger.ZERO;
    for (BigInteger c : completedAt) {
      total = total.add(c);
    }
    if (total.signum() == 0) {
      return new Sample(List.of(), total, keptStates, keptBytes);
    }

    SplitMix64 random = new SplitMix64(seed);
    int[] level = new int[count];
    int[] state = new int[count];
    int[][] moves = new int[count][];
    int[] last = new int[count];
    // The completing step of each sample: a uniform number below the total, located square by
    // square, state by state, in the order the sweep found the completions.
    BigInteger[] draws = new BigInteger[count];
    for (int s = 0; s < count; s++) {
      draws[s] = random.below(total);
    }
    int[] moveBits = new int[FrontierCounter.Stepper.MAX_SUCCESSORS];
    {
      BigInteger before = BigInteger.ZERO;
      Map<Integer, List<Integer>> byLevel = new HashMap<>();
      for (int k = 0; k < squares; k++) {
        BigInteger after = before.add(completedAt[k]);
        for (int s = 0; s < count; s++) {
          if (draws[s] != null && draws[s].compareTo(after) < 0) {
            draws[s] = draws[s].subtract(before);
            byLevel.computeIfAbsent(k, x -> new ArrayList<>()).add(s);
            level[s] = k;
            last[s] = k;
            moves[s] = new int[k + 1];
          }
        }
        List<Integer> here = byLevel.get(k);
        if (here != null) {
          here.sort((a, b) -> draws[a].compareTo(draws[b]));
          Generation g = generations[k];
          BigInteger cumulative = BigInteger.ZERO;
          int pointer = 0;
          for (int i = 0; i < g.size() && pointer < here.size(); i++) {
            poll(clock);
            int n = stepper.successors(k, g.keys[i], out, moveBits);
            for (int j = 0; j < n && pointer < here.size(); j++) {
              if (out[j] != FrontierCounter.Stepper.COMPLETED) {
                continue;
              }
              cumulative = cumulative.add(g.count(i));
              while (pointer < here.size() && draws[here.get(pointer)].compareTo(cumulative) < 0) {
                int s = here.get(pointer++);
                state[s] = i;
                moves[s][k] = moveBits[j];
              }
            }
          }
          for (int s : here) {
            draws[s] = null;
          }
        }
        before = after;
      }
    }

    // Backwards: from each sample's state at square k, a predecessor at square k - 1.
    for (int k = squares - 1; k >= 1; k--) {
      Generation g = generations[k];
      Map<Long, Want> wanted = new HashMap<>();
      int waiting = 0;
      for (int s = 0; s < count; s++) {
        if (level[s] == k) {
          BigInteger r = random.below(g.count(state[s]));
          wanted.computeIfAbsent(g.keys[state[s]], x -> new Want()).add(s, r);
          waiting++;
        }
      }
      if (waiting == 0) {
        continue;
      }
      for (Want w : wanted.values()) {
        w.sort();
      }
      Generation previous = generations[k - 1];
      for (int i = 0; i < previous.size() && waiting > 0; i++) {
        if ((i & 1023) == 0) {
          poll(clock);
        }
        int n = stepper.successors(k - 1, previous.keys[i], out, moveBits);
        BigInteger c = null;
        for (int j = 0; j < n; j++) {
          Want w = out[j] == FrontierCounter.Stepper.COMPLETED ? null : wanted.get(out[j]);
          if (w == null || w.done()) {
            continue;
          }
          c = c == null ? previous.count(i) : c;
          w.cumulative = w.cumulative.add(c);
          while (!w.done() && w.draws.get(w.next).compareTo(w.cumulative) < 0) {
            int s = w.samples.get(w.next++);
            state[s] = i;
            level[s] = k - 1;
            moves[s][k - 1] = moveBits[j];
            waiting--;
          }
        }
      }
      if (waiting != 0) {
        throw new IllegalStateException("the sampler found no predecessor for " + waiting + " draws at square " + k);
      }
    }

    List<int[]> paths = new ArrayList<>(count);
    for (int s = 0; s < count; s++) {
      boolean flip = random.nextLong() < 0;
      paths.add(path(rows, cols, mode, startRow, startCol, stepper, moves[s], flip));
    }
    return new Sample(paths, total, keptStates, keptBytes);
  }

  /** The board square (row × cols + col) of square k of the sweep's order. */
  static int boardSquare(int rows, int cols, int k) {
    return rows <= cols ? (k % rows) * cols + k / rows : (k / cols) * cols + k % cols;
  }

  /** Turns the moves chosen square by square into the path they make. */
  private static int[] path(
      int rows, int cols, FrontierCounter.Mode mode, int startRow, int startCol,
      FrontierCounter.Stepper stepper, int[] moves, boolean flip) {
    int n = rows * cols;
    int[] a = new int[n];
    int[] b = new int[n];
    Arrays.fill(a, -1);
    Arrays.fill(b, -1);
    for (int k = 0; k < moves.length; k++) {
      int[] offsets = stepper.forwardOffsets(k);
      for (int i = 0; i < offsets.length; i++) {
        if ((moves[k] & (1 << i)) != 0) {
          int u = boardSquare(rows, cols, k);
          int v = boardSquare(rows, cols, k + offsets[i]);
          link(a, b, u, v);
          link(a, b, v, u);
        }
      }
    }
    int first;
    int second;
    if (mode == FrontierCounter.Mode.CLOSED) {
      first = 0;
      second = flip ? b[0] : a[0];
    } else {
      if (mode == FrontierCounter.Mode.OPEN_FROM_START) {
        first = startRow * cols + startCol;
      } else {
        int low = -1;
        int high = -1;
        for (int v = 0; v < n; v++) {
          if (b[v] < 0) {
            if (low < 0) {
              low = v;
            } else {
              high = v;
            }
          }
        }
        first = flip ? high : low;
      }
      second = a[first];
    }
    int[] path = new int[n];
    path[0] = first;
    int previous = first;
    int at = second;
    for (int i = 1; i < n; i++) {
      path[i] = at;
      int next = a[at] == previous ? b[at] : a[at];
      previous = at;
      at = next;
    }
    return path;
  }

  private static void link(int[] a, int[] b, int u, int v) {
    if (a[u] < 0) {
      a[u] = v;
    } else if (b[u] < 0) {
      b[u] = v;
    } else {
      throw new IllegalStateException("square " + u + " has a third move in a drawn tour");
    }
  }

  private static void poll(CountClock clock) {
    if (clock.expired()) {
      throw new CancellationException("sampling stopped: " + clock.stopReason());
    }
  }

  private static IllegalArgumentException tooMany(
      int rows, int cols, int k, int squares, long states, long bytes, long maxBytes) {
    return new IllegalArgumentException(
        "sampling tours of the " + rows + "x" + cols + " board keeps every generation of the frontier sweep: "
            + states + " states (about " + (bytes >> 20) + " MiB) by square " + (k + 1) + " of " + squares
            + ", more than the " + (maxBytes >> 20) + " MiB allowed");
  }

  /** The samples waiting on one state, in the order of their draws, and the count seen so far. */
  private static final class Want {
    final List<Integer> samples = new ArrayList<>();
    final List<BigInteger> draws = new ArrayList<>();
    BigInteger cumulative = BigInteger.ZERO;
    int next;

    void add(int sample, BigInteger draw) {
      samples.add(sample);
      draws.add(draw);
    }

    void sort() {
      Integer[] order = new Integer[samples.size()];
      for (int i = 0; i < order.length; i++) {
        order[i] = i;
      }
      Arrays.sort(order, (x, y) -> draws.get(x).compareTo(draws.get(y)));
      List<Integer> s = new ArrayList<>();
      List<BigInteger> d = new ArrayList<>();
      for (int i : order) {
        s.add(samples.get(i));
        d.add(draws.get(i));
      }
      samples.clear();
      samples.addAll(s);
      draws.clear();
      draws.addAll(d);
    }

    boolean done() {
      return next == samples.size();
    }
  }

  /** One generation, sorted by state, with counts in longs while they fit. */
  private static final class Generation {
    final long[] keys;
    final long[] small;
    final BigInteger[] big;

    Generation(long[] keys, long[] small, BigInteger[] big) {
      this.keys = keys;
      this.small = small;
      this.big = big;
    }

    int size() {
      return keys.length;
    }

    BigInteger count(int i) {
      return small != null ? BigInteger.valueOf(small[i]) : big[i];
    }

    long bytes() {
      return (long) keys.length * (small != null ? SMALL_STATE_BYTES : BIG_STATE_BYTES) + 64;
    }
  }

  /**
   * The generation being built: open addressing on the state, counts in longs, a count that
   * overflows a long kept as a BigInteger beside it.
   */
  private static final class CountTable {
    private static final long EMPTY = -1L;
    private long[] keys = emptyKeys(1 << 10);
    private long[] small = new long[1 << 10];
    private BigInteger[] big;
    private int size;

    private static long[] emptyKeys(int capacity) {
      long[] k = new long[capacity];
      Arrays.fill(k, EMPTY);
      return k;
    }

    int size() {
      return size;
    }

    long bytes() {
      return (long) keys.length * (big == null ? 16 : 24) + (long) size * (big == null ? 0 : 48);
    }

    private static int slot(long key, int mask) {
      long h = (key ^ (key >>> 31)) * 0xD6E8FEB86659FD93L;
      return (int) (h >>> 33) & mask;
    }

    /** Adds {@code count} (or {@code bigCount} if not null) to the count of {@code key}. */
    void add(long key, long count, BigInteger bigCount) {
      if (size * 4L >= keys.length * 3L) {
        grow();
      }
      int mask = keys.length - 1;
      int i = slot(key, mask);
      while (keys[i] != EMPTY && keys[i] != key) {
        i = (i + 1) & mask;
      }
      if (keys[i] == EMPTY) {
        keys[i] = key;
        size++;
      }
      if (bigCount == null && (big == null || big[i] == null)) {
        long sum = small[i] + count;
        // Counts are never negative: a sum past Long.MAX_VALUE wraps below zero.
        if (sum >= 0) {
          small[i] = sum;
          return;
        }
      }
      if (big == null) {
        big = new BigInteger[keys.length];
      }
      BigInteger was = big[i] != null ? big[i] : BigInteger.valueOf(small[i]);
      big[i] = was.add(bigCount != null ? bigCount : BigInteger.valueOf(count));
      small[i] = 0;
    }

    private void grow() {
      long[] oldKeys = keys;
      long[] oldSmall = small;
      BigInteger[] oldBig = big;
      keys = emptyKeys(oldKeys.length * 2);
      small = new long[keys.length];
      big = oldBig == null ? null : new BigInteger[keys.length];
      int mask = keys.length - 1;
      for (int j = 0; j < oldKeys.length; j++) {
        if (oldKeys[j] != EMPTY) {
          int i = slot(oldKeys[j], mask);
          while (keys[i] != EMPTY) {
            i = (i + 1) & mask;
          }
          keys[i] = oldKeys[j];
          small[i] = oldSmall[j];
          if (oldBig != null) {
            big[i] = oldBig[j];
          }
        }
      }
    }

    /** The states in increasing order with their counts, in longs if every one fits. */
    Generation sorted() {
      long[] packed = new long[size];
      int n = 0;
      for (long key : keys) {
        if (key != EMPTY) {
          packed[n++] = key;
        }
      }
      Arrays.sort(packed);
      boolean fits = true;
      if (big != null) {
        for (BigInteger b : big) {
          fits &= b == null || b.bitLength() < 64;
        }
      }
      long[] counts = fits ? new long[size] : null;
      BigInteger[] bigCounts = fits ? null : new BigInteger[size];
      int mask = keys.length - 1;
      for (int j = 0; j < size; j++) {
        int i = slot(packed[j], mask);
        while (keys[i] != packed[j]) {
          i = (i + 1) & mask;
        }
        BigInteger b = big == null ? null : big[i];
        if (fits) {
          counts[j] = b != null ? b.longValueExact() : small[i];
        } else {
          bigCounts[j] = b != null ? b : BigInteger.valueOf(small[i]);
        }
      }
      return new Generation(packed, counts, bigCounts);
    }
  }

  /**
   * Steele, Lea and Flood's SplitMix64 generator (OOPSLA 2014), written out here so that a seed
   * gives the same numbers on every JVM.
   */
  static final class SplitMix64 {
    private long state;

    SplitMix64(long seed) {
      this.state = seed;
    }

    long nextLong() {
      long z = (state += 0x9E3779B97F4A7C15L);
      z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
      z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
      return z ^ (z >>> 31);
    }

    /** A uniform number in [0, bound), by rejection on the bound's bit length. */
    BigInteger below(BigInteger bound) {
      if (bound.signum() <= 0) {
        throw new IllegalArgumentException("bound must be positive, got " + bound);
      }
      int bits = bound.bitLength();
      int words = (bits + 63) / 64;
      while (true) {
        BigInteger r = BigInteger.ZERO;
        for (int w = 0; w < words; w++) {
          r = r.shiftLeft(64).or(new BigInteger(Long.toUnsignedString(nextLong())));
        }
        r = r.shiftRight(words * 64 - bits);
        if (r.compareTo(bound) < 0) {
          return r;
        }
      }
    }
  }
}
