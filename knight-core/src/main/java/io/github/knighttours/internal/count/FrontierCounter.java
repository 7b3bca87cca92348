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

  private Result run(CountClock clock, Listener listener, long maxBytes) {
    FrontierTable[] current = {new FrontierTable(16, 1)};
    long[] one = {1};
    current[0].add(0L, one, 0);
    BigInteger total = BigInteger.ZERO;
    int firstSquare = 0;
    FrontierCheckpoint.Identity identity =
        new FrontierCheckpoint.Identity(width, length, squares, mode.name(), start);
    Path checkpoint =
        checkpointDirectory == null ? null : FrontierCheckpoint.file(checkpointDirectory, identity);
    if (checkpoint != null) {
      FrontierCheckpoint.Loaded loaded = FrontierCheckpoint.load(checkpoint, identity, threads);
      if (loaded != null) {
        current = loaded.parts();
        total = loaded.completed();
        firstSquare = loaded.squaresDone();
      }
    }
    long lastSave = System.nanoTime();
    long peakStates = 1;
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
        Step step = null;
        while (step == null) {
          step = step(k, current, clock, maxBytes, pool);
          if (step == null) {
            // A count needs more words: widen this generation and do the square again.
            for (int i = 0; i < current.length; i++) {
              current[i] = current[i].widened(current[i].words() * 2);
            }
          }
        }
        expanded += size(current);
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

  private static long size(FrontierTable[] parts) {
    long n = 0;
    for (FrontierTable part : parts) {
      n += part.size();
    }
    return n;
  }

  private static long bytes(FrontierTable[] parts) {
    long n = 0;
    for (FrontierTable part : parts) {
      if (part != null) {
        n += FrontierTable.bytes(part.capacity(), part.words());
      }
    }
    return n;
  }

  private record Step(FrontierTable[] next, BigInteger completed, String stopReason, long bytes) {}

  /** What the tasks of one square share: their output parts, and why they stop. */
  private static final class Shared {
    final FrontierTable[] next;
    volatile String stopReason;
    volatile boolean overflow;
    final java.util.concurrent.atomic.AtomicLong bytes;

    Shared(int parts, long currentBytes) {
      this.next = new FrontierTable[parts];
      this.bytes = new java.util.concurrent.atomic.AtomicLong(currentBytes);
    }

    boolean stopped() {
      return stopReason != null || overflow;
    }
  }

  /**
   * Decides square k for every state; null if a count outgrew the words of the tables. With more
   * than one thread, task t keeps the successors whose key falls in part t, so the parts of the
   * next generation are disjoint and each is written by one thread only.
   */
  private Step step(
      int k, FrontierTable[] current, CountClock clock, long maxBytes, java.util.concurrent.ExecutorService pool) {
    int parts = threads;
    long currentBytes = bytes(current);
    Shared shared = new Shared(parts, currentBytes);
    BigInteger completed;
    if (pool == null) {
      completed = task(0, k, current, shared, clock, maxBytes);
    } else {
      java.util.List<java.util.concurrent.Future<BigInteger>> futures = new java.util.ArrayList<>();
      for (int t = 0; t < parts; t++) {
        int part = t;
        futures.add(pool.submit(() -> task(part, k, current, shared, clock, maxBytes)));
      }
      completed = BigInteger.ZERO;
      boolean interrupted = false;
      for (java.util.concurrent.Future<BigInteger> future : futures) {
        while (true) {
          try {
            completed = completed.add(future.get());
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
    }
    if (shared.overflow && shared.stopReason == null) {
      return null;
    }
    return new Step(shared.next, completed, shared.stopReason, currentBytes + bytes(shared.next));
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

  /** One thread's share of square k: the successors that fall in part {@code part}. */
  private BigInteger task(int part, int k, FrontierTable[] current, Shared shared, CountClock clock, long maxBytes) {
    int parts = shared.next.length;
    int words = current[0].words();
    int maxCapacity = FrontierTable.maxCapacity(words);
    int capacity = (int) Math.min(maxCapacity, Math.max(16, size(current) * 2 / parts));
    if (shared.bytes.addAndGet(FrontierTable.bytes(Integer.highestOneBit(capacity) * 2L, words)) > maxBytes) {
      shared.stopReason = memoryReason(maxBytes, size(current), k);
      shared.next[part] = new FrontierTable(16, words);
      return BigInteger.ZERO;
    }
    FrontierTable next = new FrontierTable(capacity, words);
    shared.next[part] = next;
    Scratch scratch = new Scratch();
    BigInteger completed = BigInteger.ZERO;
    int[] forward = forwardSlots(k);
    int subsets = 1 << forward.length;
    long polled = 0;
    for (FrontierTable table : current) {
      long[] counts = table.countArray();
      int slots = table.capacity();
      for (int slot = 0; slot < slots; slot++) {
        if (!table.used(slot)) {
          continue;
        }
        if ((++polled & 0xFFF) == 0) {
          if (shared.stopped()) {
            return completed;
          }
          if (clock.expired()) {
            shared.stopReason = clock.stopReason();
            return completed;
          }
        }
        decode(table.key(slot), scratch);
        int offset = table.countOffset(slot);
        for (int subset = 0; subset < subsets; subset++) {
          int outcome = apply(k, scratch.mate, scratch.work, forward, subset);
          if (outcome == DEAD) {
            continue;
          }
          if (outcome == COMPLETE) {
            if (part == 0) {
              completed = completed.add(FrontierTable.value(counts, offset, words));
            }
            continue;
          }
          long key = encodeShifted(scratch);
          if (parts > 1 && partOf(key, parts) != part) {
            continue;
          }
          if (next.needsGrowth()) {
            if (next.capacity() >= maxCapacity) {
              shared.stopReason = "the frontier grew past " + maxCapacity + " slots in one part";
              return completed;
            }
            long added = FrontierTable.bytes(next.capacity(), words) * 2;
            if (shared.bytes.addAndGet(added) > maxBytes) {
              shared.stopReason = memoryReason(maxBytes, size(current), k);
              return completed;
            }
            next.grow();
            shared.bytes.addAndGet(-FrontierTable.bytes(next.capacity() / 2, words));
          }
          if (!next.add(key, counts, offset)) {
            shared.overflow = true;
            return completed;
          }
        }
      }
    }
    return completed;
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
