package io.github.knighttours.internal.count;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

/**
 * Counts knight's tours of a rectangle by a frontier (transfer-matrix) sweep, in time linear in
 * the board's length for a fixed width: the squares are taken one at a time along the longer
 * side, column by column, and for each square the counter decides which of its forward moves
 * (to squares later in that order) a tour uses.
 *
 * <p><b>State.</b> After the first k squares are decided, only the next 2w + 1 squares (w the
 * width) can have moves already chosen, since the longest forward move skips 2w + 1 squares in
 * this order. For each of them the state records whether it is untouched, full (two moves), or
 * the end of a piece of path, and which other end that piece has: a square in the window, or a
 * <em>loose</em> end (the piece's other end is an end of the whole path, already decided). Pieces
 * are numbered in order of first appearance, so equal partial tours give equal states. The
 * count of each state is the number of ways to choose the moves of the first k squares that lead
 * to it. A move that would close a cycle is allowed only when it completes the tour; an open tour
 * (a Hamiltonian path) has exactly two squares of one move, and at most two loose ends exist.
 *
 * <p><b>Encoding.</b> A square's code is 0 (untouched), 1 (full), 2 (loose end) or 3 + its piece's
 * number: at most w pieces, so at most w + 2. Widths up to 7 pack 4 bits a square (60 bits at
 * most); width 8 packs the 17 codes in base 11 (11^17 &lt; 2^63).
 *
 * <p><b>Counts</b> are unsigned words, one at first; a sum that needs more is redone with twice
 * as many words, so no count is ever wrong or lost. The result is a {@link BigInteger}.
 *
 * <p><b>Memory.</b> A finished generation is a list of packed {@link FrontierRun}s (16 bytes a
 * state with one-word counts). The next one is built in {@link FrontierTable} parts of about
 * 2^14 states each, chosen by {@link #partOf}, sized from the last generation's growth, and
 * packed one by one when the square is done; so the peak is about 16 bytes a state of the old
 * generation plus 20 to 40 of the new, and no array is large. The threads take slices of the
 * old generation and lock one part at a time to add to it; successors are added in batches whose
 * first slots are read before any is written, so that their cache misses overlap.
 *
 * <p>The method is the classical one for counting Hamiltonian cycles and paths in graphs of small
 * path-width (a "frontier" or transfer-matrix method); this implementation is written for the
 * knight's graph of a rectangle.
 */
public final class FrontierCounter {

  /** The widest board (shorter side) counted: the state of a wider board needs more than 64 bits. */
  public static final int MAX_WIDTH = 8;

  /** What is counted. */
  public enum Mode {
    /** Undirected closed tours (Hamiltonian cycles). */
    CLOSED,
    /** Undirected open tours (Hamiltonian paths), closed ones included as paths. */
    OPEN,
    /** Open tours that start on a given square (one end there), as directed tours from it. */
    OPEN_FROM_START
  }

  /** Receives progress after each square. */
  public interface Listener {
    /**
     * Called after each square of the sweep.
     *
     * @param squaresDone squares decided so far
     * @param squares all squares
     * @param states states in the new generation
     * @param statesProcessed states processed so far by this run ({@link Result#statesExpanded()}
     *     at the end)
     * @param toursSoFar tours completed so far (all of them after the last square)
     */
    void squareDone(int squaresDone, int squares, long states, long statesProcessed, BigInteger toursSoFar);
  }

  /**
   * The outcome of a count.
   *
   * @param count the number counted; the part found so far if not complete
   * @param complete whether the sweep finished
   * @param stopReason why it stopped early, or null
   * @param peakStates the most states one generation held
   * @param statesExpanded states processed over the whole sweep
   * @param peakBytes the most bytes the two generations held at once (estimated from capacities)
   */
  public record Result(
      BigInteger count,
      boolean complete,
      String stopReason,
      long peakStates,
      long statesExpanded,
      long peakBytes) {}

  private static final int UNTOUCHED = -1;
  private static final int FULL = -2;
  private static final int LOOSE = -3;

  private final int width;
  private final int length;
  private final int squares;
  private final int window;
  private final Mode mode;
  private final int start;
  private final int threads;
  private final Path checkpointDirectory;
  private final long checkpointIntervalNanos;
  private final boolean base11;
  private final long[] powers;
  // Log2 of the states a part of the next generation is meant to hold. Parts of 16K states keep
  // each array under half a megabyte, below the size at which G1 treats an array as "humongous":
  // such arrays are never moved, and a heap full of them freed at different times can fail an
  // allocation with plenty of space free (a 7x7 open count did, at 339 million states).
  private int partShift = 14;

  private FrontierCounter(
      int width,
      int length,
      int squares,
      Mode mode,
      int start,
      int threads,
      Path checkpointDirectory,
      Duration checkpointInterval) {
    this.threads = threads;
    this.checkpointDirectory = checkpointDirectory;
    this.checkpointIntervalNanos = checkpointInterval == null ? Long.MAX_VALUE : checkpointInterval.toNanos();
    this.width = width;
    this.length = length;
    this.squares = squares;
    this.window = 2 * width + 1;
    this.mode = mode;
    this.start = start;
    this.base11 = width == 8;
    this.powers = new long[window];
    long p = 1;
    for (int i = 0; i < window; i++) {
      powers[i] = p;
      p *= 11;
    }
  }

  /**
   * Counts the tours of a rows × cols board.
   *
   * @param rows board rows, at least 1
   * @param cols board columns, at least 1
   * @param mode what to count
   * @param startRow the start's row for {@link Mode#OPEN_FROM_START}, else ignored
   * @param startCol the start's column for {@link Mode#OPEN_FROM_START}, else ignored
   * @param clock budget and interrupt, polled every few thousand states
   * @param listener progress, or null
   * @param maxBytes the most bytes both generations' tables may take; past it the count stops
   * @param threads threads that build the next generation, each one part of it
   * @throws IllegalArgumentException if the shorter side is above {@link #MAX_WIDTH} or the
   *     board has fewer than 2 squares
   */
  public static Result count(
      int rows,
      int cols,
      Mode mode,
      int startRow,
      int startCol,
      CountClock clock,
      Listener listener,
      long maxBytes,
      int threads) {
    return count(rows, cols, mode, startRow, startCol, clock, listener, maxBytes, threads, null, null);
  }

  /**
   * As {@link #count(int, int, Mode, int, int, CountClock, Listener, long, int)}, keeping a
   * checkpoint in {@code checkpointDirectory}: if it holds one of this count, the sweep goes on
   * from there; it writes one at least every {@code checkpointInterval} and when it stops early,
   * and deletes it when the count is done.
   *
   * @param checkpointDirectory where the checkpoint lives, or null for none
   * @param checkpointInterval the longest time between two checkpoints
   * @throws IllegalArgumentException also if the directory holds a damaged checkpoint of this count
   * @throws UncheckedIOException if the checkpoint cannot be read or written
   */
  public static Result count(
      int rows,
      int cols,
      Mode mode,
      int startRow,
      int startCol,
      CountClock clock,
      Listener listener,
      long maxBytes,
      int threads,
      Path checkpointDirectory,
      Duration checkpointInterval) {
    if (threads < 1 || threads > 256) {
      throw new IllegalArgumentException("threads must be in 1..256, got " + threads);
    }
    int width = Math.min(rows, cols);
    int length = Math.max(rows, cols);
    if (width > MAX_WIDTH) {
      throw new IllegalArgumentException(
          "the frontier counter takes boards whose shorter side is at most " + MAX_WIDTH + ", got " + rows + "x" + cols);
    }
    if ((long) width * length < 2) {
      throw new IllegalArgumentException("the frontier counter needs at least 2 squares, got " + rows + "x" + cols);
    }
    if ((long) width * length > Integer.MAX_VALUE / 2) {
      throw new IllegalArgumentException("board " + rows + "x" + cols + " is too long for the frontier counter");
    }
    int start = -1;
    if (mode == Mode.OPEN_FROM_START) {
      // Sweep order: along the longer side, across the shorter one.
      start = rows <= cols ? startCol * rows + startRow : startRow * cols + startCol;
    }
    return new FrontierCounter(
            width, length, width * length, mode, start, threads, checkpointDirectory, checkpointInterval)
        .run(clock, listener, maxBytes);
  }

  /**
   * Counts the tours of the board made of the first {@code cells} squares of a board {@code
   * width} squares wide, taken column by column (a rectangle with a partly filled last column).
   *
   * @throws IllegalArgumentException if {@code width} is not in 1..{@link #MAX_WIDTH} or {@code
   *     cells} is below 2 or too large
   */
  public static Result countFirstCells(int width, int cells, Mode mode, CountClock clock, long maxBytes) {
    if (width < 1 || width > MAX_WIDTH) {
      throw new IllegalArgumentException("width must be in 1.." + MAX_WIDTH + ", got " + width);
    }
    if (cells < 2 || cells > Integer.MAX_VALUE / 2) {
      throw new IllegalArgumentException("cells must be in 2.." + Integer.MAX_VALUE / 2 + ", got " + cells);
    }
    if (mode == Mode.OPEN_FROM_START) {
      throw new IllegalArgumentException("countFirstCells counts CLOSED or OPEN tours, got " + mode);
    }
    int length = (cells + width - 1) / width;
    return new FrontierCounter(width, length, cells, mode, -1, 1, null, null).run(clock, null, maxBytes);
  }

  /**
   * Counts as {@link #count(int, int, Mode, int, int, CountClock, Listener, long, int)} with
   * {@code rows <= cols}, but splits each generation into parts of about {@code 2^partShift}
   * states, so that tests reach the many-part layout on small boards.
   */
  static Result countInSmallParts(int rows, int cols, Mode mode, int threads, int partShift) {
    FrontierCounter counter = new FrontierCounter(rows, cols, rows * cols, mode, -1, threads, null, null);
    counter.partShift = partShift;
    return counter.run(CountClock.startingNow(null), null, Long.MAX_VALUE);
  }

  private Result run(CountClock clock, Listener listener, long maxBytes) {
    FrontierRun[] current = {new FrontierRun(new long[] {0L, 1L}, 1)};
    BigInteger total = BigInteger.ZERO;
    int firstSquare = 0;
    FrontierCheckpoint.Identity identity =
        new FrontierCheckpoint.Identity(width, length, squares, mode.name(), start);
    Path checkpoint =
        checkpointDirectory == null ? null : FrontierCheckpoint.file(checkpointDirectory, identity);
    if (checkpoint != null) {
      FrontierCheckpoint.Loaded loaded = FrontierCheckpoint.load(checkpoint, identity);
      if (loaded != null) {
        current = loaded.runs();
        total = loaded.completed();
        firstSquare = loaded.squaresDone();
      }
    }
    long lastSave = System.nanoTime();
    long peakStates = size(current);
    long previousStates = 0;
    long expanded = 0;
    long peakBytes = 0;
    java.util.concurrent.ExecutorService pool =
        threads == 1
            ? null
            : java.util.concurrent.Executors.newFixedThreadPool(
                threads,
                runnable -> {
                  Thread t = new Thread(runnable, "knight-tours-frontier");
                  t.setDaemon(true);
                  return t;
                });
    try {
      for (int k = firstSquare; k < squares; k++) {
        if (clock.expired()) {
          // Between two squares: the generation is whole.
          if (checkpoint != null) {
            FrontierCheckpoint.save(checkpoint, identity, k, total, current);
          }
          return new Result(total, false, clock.stopReason(), peakStates, expanded, peakBytes);
        }
        long states = size(current);
        // The next generation is guessed to change by the same factor as the last one did (at
        // most doubling); its tables are sized for that, and grow if the guess was short.
        double factor = previousStates == 0 ? 1.5 : Math.min(2, Math.max(0.25, (double) states / previousStates));
        long predicted = (long) (states * factor) + 16;
        Step step = null;
        while (step == null) {
          step = step(k, current, predicted, clock, maxBytes, pool);
          if (step == null) {
            // A count needs more words: widen this generation and do the square again.
            for (int i = 0; i < current.length; i++) {
              current[i] = current[i].widened(current[i].words() * 2);
            }
          }
        }
        expanded += states;
        peakBytes = Math.max(peakBytes, step.bytes);
        if (step.stopReason != null) {
          if (checkpoint != null) {
            // The generation before square k is whole: the next run starts there.
            FrontierCheckpoint.save(checkpoint, identity, k, total, current);
          }
          return new Result(total.add(step.completed), false, step.stopReason, peakStates, expanded, peakBytes);
        }
        total = total.add(step.completed);
        current = step.next;
        previousStates = states;
        peakStates = Math.max(peakStates, size(current));
        if (listener != null) {
          listener.squareDone(k + 1, squares, size(current), expanded, total);
        }
        if (checkpoint != null && k + 1 < squares && System.nanoTime() - lastSave >= checkpointIntervalNanos) {
          FrontierCheckpoint.save(checkpoint, identity, k + 1, total, current);
          lastSave = System.nanoTime();
        }
      }
      if (checkpoint != null) {
        try {
          Files.deleteIfExists(checkpoint);
        } catch (IOException e) {
          throw new UncheckedIOException("could not delete the finished count's checkpoint " + checkpoint, e);
        }
      }
      return new Result(total, true, null, peakStates, expanded, peakBytes);
    } finally {
      if (pool != null) {
        pool.shutdownNow();
      }
    }
  }

  private static long size(FrontierRun[] runs) {
    long n = 0;
    for (FrontierRun run : runs) {
      n += run.size();
    }
    return n;
  }

  private static long bytes(FrontierRun[] runs) {
    long n = 0;
    for (FrontierRun run : runs) {
      n += run.bytes();
    }
    return n;
  }

  private record Step(FrontierRun[] next, BigInteger completed, String stopReason, long bytes) {}

  /**
   * What the threads of one square share: the parts of the next generation, the memory in use,
   * and why they stop. A part is a {@link FrontierTable} that a thread locks while it adds to it;
   * with hundreds of parts, two threads rarely want the same one.
   */
  private static final class Shared {
    final FrontierTable[] tables;
    final FrontierRun[] next;
    volatile String stopReason;
    volatile boolean overflow;
    private final java.util.concurrent.atomic.AtomicLong bytes;
    private final java.util.concurrent.atomic.AtomicLong peak;

    Shared(int parts, long currentBytes) {
      this.tables = new FrontierTable[parts];
      this.next = new FrontierRun[parts];
      this.bytes = new java.util.concurrent.atomic.AtomicLong(currentBytes);
      this.peak = new java.util.concurrent.atomic.AtomicLong(currentBytes);
    }

    /** Counts {@code delta} more bytes in use (fewer if negative); returns the total. */
    long use(long delta) {
      long now = bytes.addAndGet(delta);
      peak.accumulateAndGet(now, Math::max);
      return now;
    }

    boolean stopped() {
      return stopReason != null || overflow;
    }
  }

  /**
   * Decides square k for every state; null if a count outgrew the words of the tables. Each
   * thread takes a slice of every run of the current generation and adds the successors to the
   * parts of the next one (by {@link #partOf}); then the threads compact the parts, each its
   * share, so that at most a few parts are held twice at a time.
   */
  private Step step(
      int k,
      FrontierRun[] current,
      long predicted,
      CountClock clock,
      long maxBytes,
      java.util.concurrent.ExecutorService pool) {
    // About 2^partShift states a part, at most 2^16 parts.
    int parts = (int) Math.max(1, Math.min(1 << 16, predicted >> partShift));
    int words = current[0].words();
    Shared shared = new Shared(parts, bytes(current));
    // Sized for the guess at seven tenths full, or to half the memory left if the guess would not
    // fit; the limit is checked again as the tables grow.
    long slots = Math.max(16, predicted * 10 / 7 / parts);
    if (bytes(current) + FrontierTable.bytes(slots, words) * parts > maxBytes) {
      slots = Math.max(16, (maxBytes - bytes(current)) / 2 / parts / (8L * (1 + words)));
    }
    for (int p = 0; p < parts; p++) {
      shared.tables[p] = new FrontierTable((int) Math.min(Integer.MAX_VALUE, slots), words);
      if (shared.use(shared.tables[p].bytes()) > maxBytes) {
        return new Step(null, BigInteger.ZERO, memoryReason(maxBytes, predicted, k), shared.peak.get());
      }
    }
    BigInteger completed = BigInteger.ZERO;
    if (pool == null) {
      completed = expand(0, k, current, shared, clock, maxBytes);
    } else {
      for (BigInteger part : runAll(pool, shared, t -> expand(t, k, current, shared, clock, maxBytes))) {
        completed = completed.add(part);
      }
    }
    if (shared.overflow && shared.stopReason == null) {
      return null;
    }
    if (shared.stopReason != null) {
      return new Step(null, completed, shared.stopReason, shared.peak.get());
    }
    if (pool == null) {
      compact(0, shared);
    } else {
      runAll(pool, shared, t -> compact(t, shared));
    }
    return new Step(shared.next, completed, shared.stopReason, shared.peak.get());
  }

  /** Runs {@code work} for every thread number on the pool and returns the results in order. */
  private java.util.List<BigInteger> runAll(
      java.util.concurrent.ExecutorService pool,
      Shared shared,
      java.util.function.IntFunction<BigInteger> work) {
    java.util.List<java.util.concurrent.Future<BigInteger>> futures = new java.util.ArrayList<>();
    for (int t = 0; t < threads; t++) {
      int thread = t;
      futures.add(pool.submit(() -> work.apply(thread)));
    }
    java.util.List<BigInteger> results = new java.util.ArrayList<>();
    boolean interrupted = false;
    for (java.util.concurrent.Future<BigInteger> future : futures) {
      while (true) {
        try {
          results.add(future.get());
          break;
        } catch (InterruptedException e) {
          // The caller's interrupt stops every task; the flag is set again below.
          interrupted = true;
          shared.stopReason = CountClock.interrupted();
        } catch (java.util.concurrent.ExecutionException e) {
          Throwable cause = e.getCause();
          if (cause instanceof RuntimeException runtime) {
            throw runtime;
          }
          if (cause instanceof Error error) {
            throw error;
          }
          throw new IllegalStateException(cause);
        }
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
    return results;
  }

  /** Thread t's share of the compaction: the parts t, t + threads, ... */
  private BigInteger compact(int thread, Shared shared) {
    for (int p = thread; p < shared.tables.length; p += threads) {
      FrontierTable table = shared.tables[p];
      long before = table.bytes();
      shared.tables[p] = null;
      FrontierRun run = table.compact();
      shared.use(run.bytes());
      shared.use(-before);
      shared.next[p] = run;
    }
    return BigInteger.ZERO;
  }

  private final class Scratch {
    final int[] mate = new int[window + 1];
    final int[] work = new int[window + 1];
    final int[] first = new int[MAX_WIDTH + 2];
    final int[] label = new int[2 * MAX_WIDTH + 3];
  }

  static int partOf(long key, int parts) {
    long h = (key ^ (key >>> 31)) * 0xD6E8FEB86659FD93L;
    return (int) (((h >>> 32) * parts) >>> 32);
  }

  private String memoryReason(long maxBytes, long states, int k) {
    return "the frontier needs more than the " + (maxBytes >> 20) + " MiB of memory allowed (about " + states
        + " states at square " + (k + 1) + " of " + squares + ")";
  }

  /**
   * Thread t's share of square k: slice t of every run of the current generation. Returns the
   * tours its states complete.
   */
  private BigInteger expand(int thread, int k, FrontierRun[] current, Shared shared, CountClock clock, long maxBytes) {
    int parts = shared.tables.length;
    int words = current[0].words();
    Scratch scratch = new Scratch();
    Batch batch = new Batch();
    BigInteger completed = BigInteger.ZERO;
    int[] forward = forwardSlots(k);
    int subsets = 1 << forward.length;
    long polled = 0;
    for (FrontierRun run : current) {
      long[] counts = run.array();
      int from = (int) ((long) run.size() * thread / threads);
      int to = (int) ((long) run.size() * (thread + 1) / threads);
      for (int entry = from; entry < to; entry++) {
        if ((++polled & 0xFFF) == 0) {
          if (shared.stopped()) {
            return completed;
          }
          if (clock.expired()) {
            shared.stopReason = clock.stopReason();
            return completed;
          }
        }
        decode(run.key(entry), scratch);
        int offset = run.countOffset(entry);
        for (int subset = 0; subset < subsets; subset++) {
          int outcome = apply(k, scratch.mate, scratch.work, forward, subset);
          if (outcome == DEAD) {
            continue;
          }
          if (outcome == COMPLETE) {
            completed = completed.add(FrontierTable.value(counts, offset, words));
            continue;
          }
          long key = encodeShifted(scratch);
          batch.keys[batch.size] = key;
          batch.parts[batch.size] = parts == 1 ? 0 : partOf(key, parts);
          batch.offsets[batch.size] = offset;
          if (++batch.size == Batch.SIZE && !flush(batch, shared, counts, maxBytes, current, k)) {
            return completed;
          }
        }
      }
      if (!flush(batch, shared, counts, maxBytes, current, k)) {
        return completed;
      }
    }
    return completed;
  }

  /** Successors waiting to be added, with the part and the count (in the current run) of each. */
  private static final class Batch {
    static final int SIZE = 32;
    final long[] keys = new long[SIZE];
    final int[] parts = new int[SIZE];
    final int[] offsets = new int[SIZE];
    int size;
    // Where the touched slots' values go, so that the reads are not optimised away.
    long touched;
  }

  /**
   * Adds the batch to the tables: first touches every key's first slot, so that the cache misses
   * overlap, then adds each under its part's lock, growing the part first if it is full. Returns
   * false if the count stops (memory, or a count that needs more words).
   */
  private boolean flush(Batch batch, Shared shared, long[] counts, long maxBytes, FrontierRun[] current, int k) {
    int n = batch.size;
    if (n == 0) {
      return true;
    }
    batch.size = 0;
    FrontierTable[] tables = shared.tables;
    long sink = 0;
    for (int i = 0; i < n; i++) {
      sink += tables[batch.parts[i]].touch(batch.keys[i]);
    }
    batch.touched = sink;
    for (int i = 0; i < n; i++) {
      FrontierTable next = tables[batch.parts[i]];
      synchronized (next) {
        if (next.needsGrowth()) {
          int grown = next.grownCapacity();
          if (grown <= next.capacity()) {
            shared.stopReason = "the frontier grew past " + next.capacity() + " slots in one part";
            return false;
          }
          if (shared.use(FrontierTable.bytes(grown, next.words())) > maxBytes) {
            shared.stopReason = memoryReason(maxBytes, size(current), k);
            return false;
          }
          long before = next.bytes();
          next.grow();
          shared.use(-before);
        }
        if (!next.add(batch.keys[i], counts, batch.offsets[i])) {
          shared.overflow = true;
          return false;
        }
      }
    }
    return true;
  }

  private static final int DEAD = 0;
  private static final int CONTINUE = 1;
  private static final int COMPLETE = 2;

  /** The window slots of square k's forward moves. */
  private int[] forwardSlots(int k) {
    int row = k % width;
    int col = k / width;
    int[] slots = new int[4];
    int count = 0;
    if (col + 1 < length) {
      if (row - 2 >= 0) {
        slots[count++] = width - 2;
      }
      if (row + 2 < width) {
        slots[count++] = width + 2;
      }
    }
    if (col + 2 < length) {
      if (row - 1 >= 0) {
        slots[count++] = 2 * width - 1;
      }
      if (row + 1 < width) {
        slots[count++] = 2 * width + 1;
      }
    }
    // On a board cut short (countFirstCells), moves past the last square do not exist.
    int kept = 0;
    for (int i = 0; i < count; i++) {
      if (k + slots[i] < squares) {
        slots[kept++] = slots[i];
      }
    }
    return java.util.Arrays.copyOf(slots, kept);
  }

  /**
   * Applies the moves {@code subset} of {@code forward} from slot 0 to the state {@code mate},
   * writing the result into {@code work}; returns DEAD, CONTINUE or COMPLETE.
   */
  private int apply(int k, int[] mate, int[] work, int[] forward, int subset) {
    int m0 = mate[0];
    int degree = m0 == UNTOUCHED ? 0 : m0 == FULL ? 2 : 1;
    int added = Integer.bitCount(subset);
    int finalDegree = degree + added;
    if (finalDegree > 2) {
      return DEAD;
    }
    boolean terminus = finalDegree == 1;
    if (mode == Mode.CLOSED && finalDegree != 2) {
      return DEAD;
    }
    if (finalDegree == 0) {
      return DEAD;
    }
    if (mode == Mode.OPEN_FROM_START && k == start && !terminus) {
      return DEAD;
    }
    System.arraycopy(mate, 0, work, 0, window + 1);
    boolean complete = false;
    for (int i = 0; i < forward.length; i++) {
      if ((subset & (1 << i)) == 0) {
        continue;
      }
      int j = forward[i];
      int a = work[0];
      int b = work[j];
      if (b == FULL || complete) {
        return DEAD;
      }
      if (a == UNTOUCHED) {
        if (b == UNTOUCHED) {
          work[0] = j;
          work[j] = 0;
        } else {
          work[j] = FULL;
          work[0] = b;
          if (b >= 0) {
            work[b] = 0;
          }
        }
      } else if (b == UNTOUCHED) {
        work[0] = FULL;
        work[j] = a;
        if (a >= 0) {
          work[a] = j;
        }
      } else if (a == j) {
        // Both ends of one piece: a cycle, which only a closed tour's last move may make.
        if (mode != Mode.CLOSED) {
          return DEAD;
        }
        work[0] = FULL;
        work[j] = FULL;
        complete = true;
      } else if (a == LOOSE && b == LOOSE) {
        // The two pieces that end the path meet: the path is whole.
        work[0] = FULL;
        work[j] = FULL;
        complete = true;
      } else {
        work[0] = FULL;
        work[j] = FULL;
        if (a >= 0 && b >= 0) {
          work[a] = b;
          work[b] = a;
        } else if (a == LOOSE) {
          work[b] = LOOSE;
        } else {
          work[a] = LOOSE;
        }
      }
    }
    if (terminus && !complete) {
      int p = work[0];
      work[0] = FULL;
      if (p == LOOSE) {
        complete = true;
      } else {
        work[p] = LOOSE;
        int loose = 0;
        for (int j = 1; j <= window; j++) {
          if (work[j] == LOOSE) {
            loose++;
          }
        }
        if (loose > 2) {
          return DEAD;
        }
      }
    }
    if (complete) {
      // Every later square must already be full: none may be left out of the tour. A start
      // still ahead would then have two moves, so it would not be an end.
      if (k + window + 1 < squares || (mode == Mode.OPEN_FROM_START && start > k)) {
        return DEAD;
      }
      for (int j = 1; j <= window && k + j < squares; j++) {
        if (work[j] != FULL) {
          return DEAD;
        }
      }
      return COMPLETE;
    }
    return CONTINUE;
  }

  /** Decodes a packed state into mate form: partner slot, UNTOUCHED, FULL or LOOSE. */
  private void decode(long key, Scratch scratch) {
    int[] mate = scratch.mate;
    int[] firstOfPiece = scratch.first;
    java.util.Arrays.fill(firstOfPiece, -1);
    long rest = key;
    for (int j = 0; j < window; j++) {
      int code;
      if (base11) {
        code = (int) (rest % 11);
        rest /= 11;
      } else {
        code = (int) (rest & 15);
        rest >>>= 4;
      }
      if (code == 0) {
        mate[j] = UNTOUCHED;
      } else if (code == 1) {
        mate[j] = FULL;
      } else if (code == 2) {
        mate[j] = LOOSE;
      } else {
        int piece = code - 3;
        int first = firstOfPiece[piece];
        if (first < 0) {
          firstOfPiece[piece] = j;
        } else {
          mate[j] = first;
          mate[first] = j;
        }
      }
    }
    // The square just past the window: no move reaches it yet.
    mate[window] = UNTOUCHED;
  }


  /** Encodes {@code work} shifted one slot down (slot 0 leaves, an untouched square enters). */
  private long encodeShifted(Scratch scratch) {
    int[] work = scratch.work;
    int[] label = scratch.label;
    int pieces = 0;
    long key = 0;
    for (int j = 1; j <= window; j++) {
      int m = work[j];
      int code;
      if (m == UNTOUCHED) {
        code = 0;
      } else if (m == FULL) {
        code = 1;
      } else if (m == LOOSE) {
        code = 2;
      } else if (m > j) {
        label[m] = pieces;
        code = 3 + pieces++;
      } else {
        code = 3 + label[j];
      }
      int slot = j - 1;
      key += base11 ? code * powers[slot] : (long) code << (4 * slot);
    }
    return key;
  }
}
