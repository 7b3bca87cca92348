package io.github.knighttours.internal.count;

import io.github.knighttours.CountKind;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.IntFunction;

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
 * <p><b>Memory.</b> A finished generation is a {@link FrontierGeneration}: packed runs (16 bytes
 * a state with one-word counts), in memory, or in a file when the count has a directory. The next
 * generation is built in {@link FrontierTable} parts of about 2^14 states each, chosen by {@link
 * #partOf}, sized from the last generation's growth, and packed one by one when they are done, so
 * no array is large. When the parts of the next generation would not all fit the memory allowed,
 * they are built a group at a time. In memory, each group is one pass over the whole current
 * generation that keeps only the successors that fall in its parts (each pass expands every state
 * again). With a directory, the current generation is expanded once: the successors in the
 * first group of parts go to its tables, the others to {@link FrontierBuckets} (one a group, by
 * the successor's part), and each bucket file is then summed into its parts' tables: the heap holds one group's tables and a chunk of the current generation per
 * thread, whatever the size of the generations, and the disk one square's successors besides the
 * two generations. A generation in a file is stored as sorted, varint-coded runs ({@link
 * FrontierGeneration}). The threads take
 * chunks of the current generation one at a time and lock one part at a time to add to it;
 * successors are added in batches whose first slots are read before any is written, so that their
 * cache misses overlap.
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

    /**
     * Called once, before the first square, when the sweep goes on from a checkpoint, so that a
     * progress display starts where the last run stopped. Does nothing by default.
     *
     * @param squaresDone squares decided by earlier runs
     * @param squares all squares
     * @param states states in the generation read back
     * @param toursSoFar tours completed by earlier runs
     */
    default void resumed(int squaresDone, int squares, long states, BigInteger toursSoFar) {}
  }

  /**
   * The outcome of a count.
   *
   * @param count the number counted; the part found so far if not complete
   * @param complete whether the sweep finished
   * @param stopReason why it stopped early, or null
   * @param peakStates the most states one generation held
   * @param statesExpanded states processed over the whole sweep (a state expanded in several
   *     passes counts once)
   * @param peakBytes the most bytes the generations and tables held on the heap at once
   *     (estimated from capacities)
   * @param passes passes over a generation, over the whole sweep: one a square when everything
   *     fits, more when in memory the next generation is built a group of parts at a time; on disk
   *     one a square, and a part of one more on a square whose generation outgrew its guess before
   *     its successors went to bucket files
   * @param peakFileBytes the most bytes the generations took on disk at once (0 without a directory)
   * @param table for a sweep asked for its prefixes, the count of the width × c board for c = 1, 2,
   *     … (entry c - 1), as far as the sweep finished whole columns; empty otherwise
   * @param bucketPasses passes over bucket files, over the whole sweep: on disk, a generation too
   *     large for the memory allowed is expanded once into bucket files, each then read once (more
   *     often only if its states outgrow the memory)
   */
  public record Result(
      BigInteger count,
      boolean complete,
      String stopReason,
      long peakStates,
      long statesExpanded,
      long peakBytes,
      long passes,
      long peakFileBytes,
      List<BigInteger> table,
      long bucketPasses) {}

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
  private final Path directory;
  // Whether tours of the first columns alone (the prefixes) are counted too; see countTable.
  private boolean prefixes;
  private final boolean base11;
  private final long[] powers;
  // Log2 of the states a part of the next generation is meant to hold. Parts of 16K states keep
  // each array under half a megabyte, below the size at which G1 treats an array as "humongous":
  // such arrays are never moved, and a heap full of them freed at different times can fail an
  // allocation with plenty of space free (a 7x7 open count did, at 339 million states).
  private int partShift = 14;
  // At least this many groups of parts a square (tests set it to reach the grouped passes).
  private int minGroups = 1;
  // Tests: told (square, bucket) in the counting thread after each bucket file is merged.
  private java.util.function.BiConsumer<Integer, Integer> afterBucket;

  private FrontierCounter(
      int width, int length, int squares, Mode mode, int start, int threads, Path directory) {
    this.threads = threads;
    this.directory = directory;
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
   * Counts the tours of a rows × cols board, in memory.
   *
   * @param rows board rows, at least 1
   * @param cols board columns, at least 1
   * @param mode what to count
   * @param startRow the start's row for {@link Mode#OPEN_FROM_START}, else ignored
   * @param startCol the start's column for {@link Mode#OPEN_FROM_START}, else ignored
   * @param clock budget and interrupt, polled once a chunk of states
   * @param listener progress, or null
   * @param maxBytes the most bytes the generations and tables may take on the heap; the next
   *     generation is built in several passes when one would exceed it, and the count stops when
   *     even one part would
   * @param threads threads that share each generation
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
    return count(rows, cols, mode, startRow, startCol, clock, listener, maxBytes, threads, null);
  }

  /**
   * As {@link #count(int, int, Mode, int, int, CountClock, Listener, long, int)}, with the
   * generations in files in {@code directory} and a checkpoint after every square: if the
   * directory holds a checkpoint of this count, the sweep goes on from there. The heap then holds
   * only the parts being built, so {@code maxBytes} bounds them alone. Everything the count wrote
   * is deleted when it is done; a stopped count leaves its last checkpoint and generation.
   *
   * @param directory where the generations and the checkpoint live, or null to keep them in memory
   * @throws IllegalArgumentException also if the directory holds a damaged checkpoint of this count
   * @throws UncheckedIOException if the directory cannot be read or written
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
      Path directory) {
    if (threads < 1 || threads > 256) {
      throw new IllegalArgumentException("threads must be in 1..256, got " + threads);
    }
    return of(rows, cols, mode, startRow, startCol, threads, directory).run(clock, listener, maxBytes);
  }

  /** The counter of a rows × cols board, the board checked; the start matters for OPEN_FROM_START. */
  private static FrontierCounter of(
      int rows, int cols, Mode mode, int startRow, int startCol, int threads, Path directory) {
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
    // Sweep order: along the longer side, across the shorter one.
    int start = mode != Mode.OPEN_FROM_START ? -1 : rows <= cols ? startCol * rows + startRow : startRow * cols + startCol;
    return new FrontierCounter(width, length, width * length, mode, start, threads, directory);
  }

  /**
   * Counts the tours of a rows × cols board and, in the same sweep, of every board made of its
   * first columns: the width × c boards for c = 1 … length (width the shorter side, length the
   * longer, along which the sweep runs), in {@link Result#table()}.
   *
   * <p><b>Why one sweep suffices.</b> A tour of the width × c board is a choice of moves among
   * the first c columns' squares; the sweep of the longer board makes the same choices for those
   * squares, and one more option for each (moves into column c + 1 and on), which such a tour
   * leaves out. The state is only what the window holds, so the sweep of the longer board passes
   * through exactly the states (and counts) of the shorter board's sweep for choices that use no
   * move past column c. Such a tour is completed, as on its own board, at the square k where its
   * last move is decided (a cycle's closing move, or a path's second end marked with its piece's
   * other end already loose): it is then recognised by what the window holds after k: full squares
   * up to the last square of column c and untouched squares from there on (nothing reaches past
   * column c). Any other cycle, or a path completed with squares left out, is dropped as in the
   * plain sweep. Every tour of the width × c board is completed by the end of column c, so an
   * entry is final once the sweep has finished its column; a stopped sweep gives the entries of
   * the columns it finished.
   *
   * @param mode {@link Mode#CLOSED} or {@link Mode#OPEN} (the undirected counts)
   * @throws IllegalArgumentException as {@link #count}, and if {@code mode} is {@link
   *     Mode#OPEN_FROM_START} or the shorter side is 1 (a 1 × 1 prefix is no sweep)
   */
  public static Result countWithPrefixes(
      int rows, int cols, Mode mode, CountClock clock, Listener listener, long maxBytes, int threads) {
    if (mode == Mode.OPEN_FROM_START) {
      throw new IllegalArgumentException("a table of prefixes counts CLOSED or OPEN tours, got " + mode);
    }
    if (Math.min(rows, cols) < 2) {
      throw new IllegalArgumentException("a table of prefixes needs a board at least 2 squares wide, got " + rows + "x" + cols);
    }
    if (threads < 1 || threads > 256) {
      throw new IllegalArgumentException("threads must be in 1..256, got " + threads);
    }
    FrontierCounter counter = of(rows, cols, mode, 0, 0, threads, null);
    counter.prefixes = true;
    return counter.run(clock, listener, maxBytes);
  }

  /**
   * The sweep of a rows × cols board as a step function, for sweeps run elsewhere (a cluster):
   * the successors of one state at one square. Checks the board as {@link #count} does.
   */
  public static Stepper stepper(int rows, int cols, Mode mode, int startRow, int startCol) {
    return of(rows, cols, mode, startRow, startCol, 1, null).new Stepper();
  }

  /**
   * One state's successors at one square of the sweep, each with the state's count (a count
   * is never split: every successor inherits it). Not thread-safe: one a thread.
   */
  public final class Stepper {
    /** The most successors one state has: one per subset of a square's four forward moves. */
    public static final int MAX_SUCCESSORS = 16;

    /** The successor that stands for a tour completed at this square. */
    public static final long COMPLETED = -1L;

    private final Scratch scratch = new Scratch();
    // The moves of each successor, which the two-argument successors does not report.
    private final int[] moves = new int[MAX_SUCCESSORS];
    private int forwardFor = -1;
    private int[] forward;

    private Stepper() {}

    /** The squares of the sweep: states go through squares 0 .. squares() - 1. */
    public int squares() {
      return squares;
    }

    /**
     * Writes the successors of {@code state} after square {@code square} into {@code out} (room
     * for {@link #MAX_SUCCESSORS}) and returns how many there are; a tour completed counts as
     * {@link #COMPLETED}. The first state, before square 0, is 0.
     */
    public int successors(int square, long state, long[] out) {
      return successors(square, state, out, moves);
    }

    /**
     * As {@link #successors(int, long, long[])}, also writing into {@code moves} (room for {@link
     * #MAX_SUCCESSORS}) which of {@link #forwardOffsets} square {@code square} uses for each
     * successor, as bits: the hook that lets a sampler read the moves of a drawn tour.
     */
    public int successors(int square, long state, long[] out, int[] moves) {
      if (square < 0 || square >= squares) {
        throw new IllegalArgumentException("square must be in 0.." + (squares - 1) + ", got " + square);
      }
      if (square != forwardFor) {
        forward = forwardSlots(square);
        forwardFor = square;
      }
      decode(state, scratch);
      int count = 0;
      for (int subset = 0; subset < 1 << forward.length; subset++) {
        int outcome = apply(square, scratch.mate, scratch.work, forward, subset);
        if (outcome == COMPLETE) {
          moves[count] = subset;
          out[count++] = COMPLETED;
        } else if (outcome == CONTINUE) {
          moves[count] = subset;
          out[count++] = encodeShifted(scratch);
        }
      }
      return count;
    }

    /**
     * The forward moves of square {@code square} as distances in the sweep's order (square k's
     * move i goes to square k + forwardOffsets(k)[i]); squares are numbered along the longer side,
     * across the shorter one.
     */
    public int[] forwardOffsets(int square) {
      return forwardSlots(square);
    }
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
    return new FrontierCounter(width, length, cells, mode, -1, 1, null).run(clock, null, maxBytes);
  }

  /**
   * Counts as {@link #count(int, int, Mode, int, int, CountClock, Listener, long, int, Path)}
   * with {@code rows <= cols}, but splits each generation into parts of about {@code 2^partShift}
   * states and builds them in at least {@code groups} passes, so that tests reach the many-part
   * and many-pass layouts on small boards.
   */
  static Result countInSmallParts(
      int rows, int cols, Mode mode, int threads, int partShift, int groups, Path directory) {
    return countInSmallParts(rows, cols, mode, threads, partShift, groups, directory, null, null);
  }

  /**
   * As {@link #countInSmallParts(int, int, Mode, int, int, int, Path)}, with a listener and a hook
   * told (square, bucket) after each bucket file is merged, in the counting thread.
   */
  static Result countInSmallParts(
      int rows,
      int cols,
      Mode mode,
      int threads,
      int partShift,
      int groups,
      Path directory,
      Listener listener,
      java.util.function.BiConsumer<Integer, Integer> afterBucket) {
    FrontierCounter counter = new FrontierCounter(rows, cols, rows * cols, mode, -1, threads, directory);
    counter.partShift = partShift;
    counter.minGroups = groups;
    counter.afterBucket = afterBucket;
    return counter.run(CountClock.startingNow(null), listener, Long.MAX_VALUE);
  }

  /** As {@link #countInSmallParts}, counting the prefixes too (no directory). */
  static Result countWithPrefixesInSmallParts(int rows, int cols, Mode mode, int threads, int partShift, int groups) {
    FrontierCounter counter = new FrontierCounter(rows, cols, rows * cols, mode, -1, threads, null);
    counter.partShift = partShift;
    counter.minGroups = groups;
    counter.prefixes = true;
    return counter.run(CountClock.startingNow(null), null, Long.MAX_VALUE);
  }

  private Result run(CountClock clock, Listener listener, long maxBytes) {
    FrontierGeneration current =
        FrontierGeneration.inMemory(new FrontierRun[] {new FrontierRun(new long[] {0L, 1L}, 1)}, 1);
    BigInteger total = BigInteger.ZERO;
    int firstSquare = 0;
    FrontierCheckpoint.Identity identity =
        new FrontierCheckpoint.Identity(width, length, squares, mode.name(), start);
    Path checkpoint = null;
    if (directory != null) {
      try {
        Files.createDirectories(directory);
      } catch (IOException e) {
        throw new UncheckedIOException("could not create the checkpoint directory " + directory + ": " + e.getMessage(), e);
      }
      checkpoint = FrontierCheckpoint.file(directory, identity);
      FrontierCheckpoint.Loaded loaded = FrontierCheckpoint.load(checkpoint, identity);
      if (loaded != null) {
        current = loaded.generation();
        total = loaded.completed();
        firstSquare = loaded.squaresDone();
      }
      // A generation left half written by a run that died is of no use.
      FrontierCheckpoint.deleteGenerationsExcept(directory, identity, current.file());
      if (loaded != null && listener != null) {
        listener.resumed(firstSquare, squares, current.size(), total);
      }
    }
    int words = current.words();
    long peakStates = current.size();
    long previousStates = 0;
    long expanded = 0;
    long peakBytes = 0;
    long passes = 0;
    long bucketPasses = 0;
    long peakFileBytes = current.fileBytes();
    BigInteger[] table = new BigInteger[length + 1];
    java.util.Arrays.fill(table, BigInteger.ZERO);
    ExecutorService pool =
        threads == 1
            ? null
            : Executors.newFixedThreadPool(
                threads,
                runnable -> {
                  Thread t = new Thread(runnable, "knight-tours-frontier");
                  t.setDaemon(true);
                  return t;
                });
    try {
      for (int k = firstSquare; k < squares; k++) {
        if (clock.expired()) {
          // Between two squares: the checkpoint, if any, already names the current generation.
          return new Result(total, false, clock.stopReason(), peakStates, expanded, peakBytes, passes, peakFileBytes, table(table, k), bucketPasses);
        }
        long states = current.size();
        // The next generation is guessed to change by the same factor as the last one did (at
        // most doubling); its tables are sized for that, and grow if the guess was short.
        double factor = previousStates == 0 ? 1.5 : Math.min(2, Math.max(0.25, (double) states / previousStates));
        long predicted = (long) (states * factor) + 16;
        Path nextFile = directory == null ? null : FrontierCheckpoint.generationFile(directory, identity, k + 1);
        Step step = null;
        while (step == null) {
          step = step(k, current, words, predicted, clock, maxBytes, pool, nextFile);
          if (step == null) {
            // A count needs more words: read this generation wider and do the square again.
            words *= 2;
          }
        }
        expanded += states;
        passes += step.passes;
        bucketPasses += step.bucketPasses;
        peakBytes = Math.max(peakBytes, step.bytes);
        peakFileBytes = Math.max(peakFileBytes, step.fileBytes);
        if (step.stopReason != null) {
          return new Result(
              total.add(step.completed), false, step.stopReason, peakStates, expanded, peakBytes, passes, peakFileBytes,
              table(table, k), bucketPasses);
        }
        total = total.add(step.completed);
        if (step.prefix != null) {
          for (int c = 1; c < length; c++) {
            table[c] = table[c].add(step.prefix[c]);
          }
        }
        FrontierGeneration previous = current;
        current = step.next;
        peakFileBytes = Math.max(peakFileBytes, previous.fileBytes() + current.fileBytes());
        if (checkpoint != null && k + 1 < squares) {
          FrontierCheckpoint.save(checkpoint, identity, k + 1, total, current);
          previous.close();
          FrontierCheckpoint.deleteGenerationsExcept(directory, identity, current.file());
        }
        previousStates = states;
        peakStates = Math.max(peakStates, current.size());
        if (listener != null) {
          listener.squareDone(k + 1, squares, current.size(), expanded, total);
        }
      }
      current.close();
      if (checkpoint != null) {
        FrontierCheckpoint.deleteAll(directory, identity);
      }
      table[length] = total;
      return new Result(total, true, null, peakStates, expanded, peakBytes, passes, peakFileBytes, table(table, squares), bucketPasses);
    } catch (IllegalArgumentException | UncheckedIOException | java.util.concurrent.CancellationException e) {
      throw e;
    } catch (RuntimeException e) {
      if (firstSquare == 0) {
        throw e;
      }
      // States from a file this count did not write as it reads them: a damaged generation.
      throw new IllegalArgumentException(
          "the checkpoint in " + directory + " is damaged: its frontier states do not decode (" + e
              + "); delete its files to count from the start", e);
    } finally {
      current.close();
      if (pool != null) {
        pool.shutdownNow();
      }
    }
  }

  private record Step(
      FrontierGeneration next,
      BigInteger completed,
      String stopReason,
      long bytes,
      int passes,
      BigInteger[] prefix,
      int bucketPasses,
      long fileBytes) {
    Step(FrontierGeneration next, BigInteger completed, String stopReason, long bytes, int passes) {
      this(next, completed, stopReason, bytes, passes, null, 0, 0);
    }

    Step(FrontierGeneration next, BigInteger completed, String stopReason, long bytes, int passes, BigInteger[] prefix) {
      this(next, completed, stopReason, bytes, passes, prefix, 0, 0);
    }
  }

  /**
   * The prefix counts of the columns finished when {@code squaresDone} squares are decided: a
   * prefix's tours are all completed by the end of its last column. Empty unless asked for.
   */
  private List<BigInteger> table(BigInteger[] table, int squaresDone) {
    if (!prefixes) {
      return List.of();
    }
    return List.of(java.util.Arrays.copyOfRange(table, 1, squaresDone / width + 1));
  }

  /** Heap bytes in use while a square is decided, and the most so far. */
  private static final class Memory {
    private final AtomicLong bytes;
    private final AtomicLong peak;

    Memory(long start) {
      this.bytes = new AtomicLong(start);
      this.peak = new AtomicLong(start);
    }

    /** Counts {@code delta} more bytes in use (fewer if negative); returns the total. */
    long use(long delta) {
      long now = bytes.addAndGet(delta);
      peak.accumulateAndGet(now, Math::max);
      return now;
    }

    /** Counts {@code delta} more bytes in use if the total stays within {@code max}; says whether it did. */
    boolean tryUse(long delta, long max) {
      long now;
      do {
        now = bytes.get();
        if (now + delta > max) {
          return false;
        }
      } while (!bytes.compareAndSet(now, now + delta));
      peak.accumulateAndGet(now + delta, Math::max);
      return true;
    }

    long peak() {
      return peak.get();
    }
  }

  /**
   * What the threads of one pass share: the parts {@code lo..hi-1} of the next generation being
   * built, and why they stop. A part is a {@link FrontierTable} that a thread locks while it adds
   * to it; with hundreds of parts, two threads rarely want the same one.
   */
  private static final class Pass {
    final int parts;
    final int lo;
    final int hi;
    final FrontierTable[] tables;
    final AtomicInteger nextChunk = new AtomicInteger();
    // Set when the pass writes every successor to bucket files (scatter) instead of tables ...
    FrontierBuckets spill;
    // ... bucket b holding parts [b * span, (b + 1) * span).
    int span;
    // Set when the pass reads bucket {@code bucket}'s file instead of expanding the generation.
    FrontierBuckets source;
    int bucket = -1;
    volatile String stopReason;
    volatile boolean overflow;
    volatile boolean memoryShort;
    // Tours of the first c columns completed at this square, by c; filled by the pass of part 0.
    BigInteger[] prefix;

    /** Adds one thread's prefix counts. */
    synchronized void addPrefix(BigInteger[] counts) {
      if (prefix == null) {
        prefix = counts;
        return;
      }
      for (int c = 0; c < counts.length; c++) {
        prefix[c] = prefix[c].add(counts[c]);
      }
    }

    Pass(int parts, int lo, int hi) {
      this.parts = parts;
      this.lo = lo;
      this.hi = hi;
      this.tables = new FrontierTable[parts];
    }

    boolean stopped() {
      return stopReason != null || overflow || memoryShort;
    }

    /** The tours completed are counted in the pass that builds part 0, and only there. */
    boolean countsCompletions() {
      return lo == 0;
    }

    long tableBytes() {
      long n = 0;
      for (int p = lo; p < hi; p++) {
        if (tables[p] != null) {
          n += tables[p].bytes();
        }
      }
      return n;
    }
  }

  /**
   * Decides square k for every state; null if a count outgrew {@code words}. The next generation
   * is built in groups of parts, one pass over the current generation each: as many groups as
   * the memory allowed needs, and twice as many for the rest of the square whenever a group's
   * tables outgrow it.
   */
  private Step step(
      int k,
      FrontierGeneration current,
      int words,
      long predicted,
      CountClock clock,
      long maxBytes,
      ExecutorService pool,
      Path nextFile) {
    long resident = current.heapBytes();
    // A generation kept in memory grows by its packed runs as its parts are done.
    long packed = nextFile == null ? predicted * 8L * (1 + words) : 0;
    long room = maxBytes - resident - packed;
    Memory memory = new Memory(resident);
    // About 2^partShift states a part, and parts small enough that eight fit the room; at most 2^16.
    long tableBytes = FrontierTable.bytes(predicted * 10 / 7, words);
    long wanted = Math.max(predicted >> partShift, room <= 0 ? 1 : tableBytes * 8 / room + 1);
    int parts = (int) Math.max(1, Math.min(1 << 16, wanted));
    // Each part sized for the guess at seven tenths full.
    int slots = (int) Math.min(FrontierTable.maxCapacity(words), Math.max(16, predicted * 10 / 7 / parts));
    long partBytes = FrontierTable.bytes(slots, words);
    if (room < 2 * partBytes) {
      return new Step(null, BigInteger.ZERO, memoryReason(maxBytes, predicted, k), memory.peak(), 0);
    }
    // A fifth more than the guess, for parts that grow.
    long groups = Math.max(minGroups, (parts * partBytes / 4 * 5 + room - 1) / room);
    if (nextFile != null && groups > 1 && parts > 1) {
      return bucketStep(k, current, words, clock, maxBytes, pool, nextFile, parts, slots, groups, room, predicted, memory);
    }
    int maxSpan = (int) Math.max(1, (parts + minGroups - 1) / minGroups);
    int span = (int) Math.max(1, (parts + groups - 1) / groups);
    FrontierGeneration.Writer writer = new FrontierGeneration.Writer(words, nextFile);
    boolean finished = false;
    int passes = 0;
    BigInteger completed = BigInteger.ZERO;
    BigInteger[] prefix = null;
    try {
      int lo = 0;
      while (lo < parts) {
        int hi = Math.min(parts, lo + span);
        Pass pass = new Pass(parts, lo, hi);
        passes++;
        BigInteger passCompleted = pass(k, current, words, pass, slots, memory, clock, maxBytes, pool, writer);
        if (pass.overflow && pass.stopReason == null) {
          return null;
        }
        if (pass.stopReason != null) {
          return new Step(null, completed.add(passCompleted), pass.stopReason, memory.peak(), passes);
        }
        if (pass.memoryShort) {
          // Drop this group's tables and build its parts in smaller groups.
          long held = pass.tableBytes();
          memory.use(-held);
          if (nextFile != null && lo == 0 && parts > 1) {
            // On disk, the generation grew past the guess: rather than expand it again for each
            // group, expand it once into buckets, as many as the tables filled so far ask for.
            double done = Math.min(1, (double) pass.nextChunk.get() / Math.max(1, current.chunks()));
            long needed = (long) (held / Math.max(done, 0.01));
            long more = Math.max(2, needed / 4 * 5 / Math.max(1, room) + 1);
            // Nothing was written yet; the bucket step writes the same file afresh.
            writer.discard();
            finished = true;
            Step bucketed =
                bucketStep(k, current, words, clock, maxBytes, pool, nextFile, parts, slots, more, room, predicted, memory);
            return bucketed == null
                ? null
                : new Step(
                    bucketed.next, bucketed.completed, bucketed.stopReason, bucketed.bytes, bucketed.passes + passes,
                    bucketed.prefix, bucketed.bucketPasses, bucketed.fileBytes);
          }
          if (hi - lo == 1) {
            return new Step(null, completed, memoryReason(maxBytes, predicted, k), memory.peak(), passes);
          }
          span = (hi - lo + 1) / 2;
          continue;
        }
        if (pass.countsCompletions()) {
          completed = passCompleted;
          prefix = pass.prefix;
        }
        lo = hi;
        if (lo < parts) {
          // The guess may have been far off (it allows for doubling): size the remaining parts'
          // tables from what the parts built so far held, a tenth more, and take as many a pass
          // as then fit.
          double perPart = (double) writer.size() / lo;
          slots = (int) Math.min(FrontierTable.maxCapacity(words), Math.max(16, (long) (perPart * 1.1 * 10 / 7)));
          partBytes = FrontierTable.bytes(slots, words);
          long left =
              maxBytes - resident - writer.heapBytes()
                  - (nextFile == null ? (long) (perPart * (parts - lo)) * 8L * (1 + words) : 0);
          span = (int) Math.max(1, Math.min(maxSpan, left / Math.max(1, partBytes / 4 * 5)));
        }
      }
      FrontierGeneration next = writer.finish();
      finished = true;
      return new Step(next, completed, null, memory.peak(), passes, prefix);
    } finally {
      if (!finished) {
        writer.discard();
      }
    }
  }

  /**
   * Decides square k on disk when the next generation's tables do not fit the memory allowed at
   * once: expands the current generation once, adding the successors that fall in the first
   * bucket (a bucket is a range of parts whose tables are meant to fit the memory) to its tables
   * and writing every other successor to the bucket file of its part, then sums each bucket file
   * into its parts' tables and packs them into the next generation's file, bucket after bucket,
   * deleting each bucket file once merged. A bucket whose tables outgrow the memory is
   * read again for half of its parts at a time. Null if a count outgrew {@code words}.
   */
  private Step bucketStep(
      int k,
      FrontierGeneration current,
      int words,
      CountClock clock,
      long maxBytes,
      ExecutorService pool,
      Path nextFile,
      int parts,
      int slots,
      long groups,
      long room,
      long predicted,
      Memory memory) {
    // Each thread holds a block a bucket; together they take at most a quarter of the room, and
    // the first bucket's tables are built beside them: plan the buckets for the rest of the room
    // (nearly all of it when the room is large and the blocks a few megabytes).
    int minBlock = Math.max(256, 2 * FrontierBuckets.entryBytes(words));
    long blocks = Math.min(room / 4, (long) threads * groups * (1 << 20));
    long planned = Math.min(parts, (long) Math.ceil((double) groups * room / Math.max(1, room - blocks)));
    int span = (int) ((parts + planned - 1) / planned);
    int buckets = (parts + span - 1) / span;
    int blockBytes = (int) Math.max(minBlock, Math.min(1 << 20, room / 4 / ((long) threads * buckets)));
    long buffers = (long) threads * buckets * blockBytes;
    if (!memory.tryUse(buffers, maxBytes)) {
      return new Step(null, BigInteger.ZERO, memoryReason(maxBytes, predicted, k), memory.peak(), 0);
    }
    String name = nextFile.getFileName().toString();
    String stem = name.substring(0, name.length() - "generation".length());
    FrontierGeneration.Writer writer = new FrontierGeneration.Writer(words, nextFile);
    boolean finished = false;
    int bucketPasses = 0;
    try (FrontierBuckets spill = new FrontierBuckets(nextFile.getParent(), stem, buckets, words, blockBytes)) {
      // The first bucket's parts are built in tables as the generation is expanded; only the
      // successors of the other buckets go to files.
      Pass scatter = new Pass(parts, 0, span);
      scatter.spill = spill;
      scatter.span = span;
      BigInteger completed = pass(k, current, words, scatter, slots, memory, clock, maxBytes, pool, writer);
      memory.use(-buffers);
      if (scatter.overflow && scatter.stopReason == null) {
        return null;
      }
      if (scatter.stopReason != null) {
        return new Step(null, completed, scatter.stopReason, memory.peak(), 1);
      }
      if (scatter.memoryShort) {
        // The first bucket outgrew the memory: expand again with twice the buckets (the files and
        // what was written are dropped as this step ends).
        memory.use(-scatter.tableBytes());
        spill.close();
        writer.discard();
        finished = true;
        if (span == 1) {
          return new Step(null, completed, memoryReason(maxBytes, predicted, k), memory.peak(), 1);
        }
        Step again =
            bucketStep(k, current, words, clock, maxBytes, pool, nextFile, parts, slots, 2L * buckets, room, predicted, memory);
        return again == null
            ? null
            : new Step(
                again.next, again.completed, again.stopReason, again.bytes, again.passes + 1, again.prefix,
                again.bucketPasses, again.fileBytes);
      }
      long fileBytes = current.fileBytes() + spill.bytes() + writer.fileBytes();
      for (int b = 1; b < buckets; b++) {
        int lo = b * span;
        int bucketHi = Math.min(parts, lo + span);
        int width = bucketHi - lo;
        while (lo < bucketHi) {
          int hi = Math.min(bucketHi, lo + width);
          Pass pass = new Pass(parts, lo, hi);
          pass.source = spill;
          pass.bucket = b;
          bucketPasses++;
          pass(k, current, words, pass, slots, memory, clock, maxBytes, pool, writer);
          if (pass.overflow && pass.stopReason == null) {
            return null;
          }
          if (pass.stopReason != null) {
            return new Step(null, completed, pass.stopReason, memory.peak(), 1);
          }
          if (pass.memoryShort) {
            memory.use(-pass.tableBytes());
            if (hi - lo == 1) {
              return new Step(null, completed, memoryReason(maxBytes, predicted, k), memory.peak(), 1);
            }
            width = (hi - lo + 1) / 2;
            continue;
          }
          lo = hi;
        }
        fileBytes = Math.max(fileBytes, current.fileBytes() + spill.bytes() + writer.fileBytes());
        spill.delete(b);
        if (afterBucket != null) {
          afterBucket.accept(k, b);
        }
        // The guess may have been far off: size the next buckets' tables from what the parts so
        // far held, a tenth more.
        double perPart = (double) writer.size() / bucketHi;
        slots = (int) Math.min(FrontierTable.maxCapacity(words), Math.max(16, (long) (perPart * 1.1 * 10 / 7)));
      }
      FrontierGeneration next = writer.finish();
      finished = true;
      return new Step(next, completed, null, memory.peak(), 1, scatter.prefix, bucketPasses, fileBytes);
    } finally {
      if (!finished) {
        writer.discard();
      }
    }
  }

  /**
   * One pass: every thread expands chunks of the current generation, keeping the successors that
   * fall in the pass's parts; then the parts are packed into {@code writer}. Returns the tours
   * completed (counted only by the pass of part 0).
   */
  private BigInteger pass(
      int k,
      FrontierGeneration current,
      int words,
      Pass pass,
      int slots,
      Memory memory,
      CountClock clock,
      long maxBytes,
      ExecutorService pool,
      FrontierGeneration.Writer writer) {
    for (int p = pass.lo; p < pass.hi; p++) {
      if (!memory.tryUse(FrontierTable.bytes(slots, words), maxBytes)) {
        pass.memoryShort = true;
        return BigInteger.ZERO;
      }
      pass.tables[p] = new FrontierTable(slots, words);
    }
    BigInteger completed = BigInteger.ZERO;
    IntFunction<BigInteger> work =
        pass.source != null
            ? t -> absorb(words, pass, clock, maxBytes, memory)
            : t -> expand(k, current, words, pass, clock, maxBytes, memory);
    for (BigInteger part : runAll(pool, pass, work)) {
      completed = completed.add(part);
    }
    if (pass.stopped()) {
      return completed;
    }
    boolean inMemory = writer.inMemory();
    AtomicInteger nextPart = new AtomicInteger(pass.lo);
    runAll(
        pool,
        pass,
        t -> {
          for (int p; (p = nextPart.getAndIncrement()) < pass.hi; ) {
            FrontierTable table = pass.tables[p];
            long before = table.bytes();
            pass.tables[p] = null;
            // A file codes each key as its difference from the one before: sorted, that is small.
            FrontierRun run = inMemory ? table.compact() : table.compactSorted();
            if (inMemory) {
              memory.use(run.bytes());
            }
            writer.add(run);
            memory.use(-before);
          }
          return BigInteger.ZERO;
        });
    return completed;
  }

  /** Runs {@code work} for every thread number, on the pool if there is one, and returns the results. */
  private List<BigInteger> runAll(ExecutorService pool, Pass pass, IntFunction<BigInteger> work) {
    if (pool == null) {
      return List.of(work.apply(0));
    }
    List<Future<BigInteger>> futures = new ArrayList<>();
    for (int t = 0; t < threads; t++) {
      int thread = t;
      futures.add(pool.submit(() -> work.apply(thread)));
    }
    List<BigInteger> results = new ArrayList<>();
    boolean interrupted = false;
    for (Future<BigInteger> future : futures) {
      while (true) {
        try {
          results.add(future.get());
          break;
        } catch (InterruptedException e) {
          // The caller's interrupt stops every task; the flag is set again below.
          interrupted = true;
          pass.stopReason = CountClock.interrupted();
        } catch (ExecutionException e) {
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
    String allowed = maxBytes >= 1 << 20 ? (maxBytes >> 20) + " MiB" : maxBytes + " bytes";
    return "the frontier needs more than the " + allowed + " of memory allowed (about " + states
        + " states at square " + (k + 1) + " of " + squares + ")"
        + (directory == null ? "; a checkpoint directory keeps the generations on disk" : "");
  }

  /**
   * A thread's share of a pass: chunks of the current generation, taken one at a time. Returns
   * the tours its states complete, if the pass counts them.
   */
  private BigInteger expand(
      int k, FrontierGeneration current, int words, Pass pass, CountClock clock, long maxBytes, Memory memory) {
    int parts = pass.parts;
    int lo = pass.lo;
    int hi = pass.hi;
    boolean countsCompletions = pass.countsCompletions();
    Scratch scratch = new Scratch();
    Batch batch = new Batch();
    FrontierGeneration.ChunkView view = new FrontierGeneration.ChunkView();
    BigInteger completed = BigInteger.ZERO;
    BigInteger[] prefix = null;
    if (prefixes && countsCompletions) {
      prefix = new BigInteger[length];
      java.util.Arrays.fill(prefix, BigInteger.ZERO);
    }
    int[] forward = forwardSlots(k);
    int subsets = 1 << forward.length;
    int chunks = current.chunks();
    FrontierBuckets.Out spill = pass.spill == null ? null : pass.spill.out();
    int span = pass.span;
    for (int c; (c = pass.nextChunk.getAndIncrement()) < chunks; ) {
      if (pass.stopped()) {
        return completed;
      }
      if (clock.expired()) {
        pass.stopReason = clock.stopReason();
        return completed;
      }
      current.read(c, words, view);
      long[] counts = view.array;
      for (int i = 0; i < view.entries; i++) {
        int at = view.at(i);
        decode(counts[at], scratch);
        for (int subset = 0; subset < subsets; subset++) {
          int outcome = apply(k, scratch.mate, scratch.work, forward, subset);
          if (outcome == DEAD) {
            continue;
          }
          if (outcome == COMPLETE) {
            if (countsCompletions) {
              completed = completed.add(FrontierTable.value(counts, at + 1, words));
            }
            continue;
          }
          if (outcome >= PREFIX) {
            if (prefix != null) {
              prefix[outcome - PREFIX] = prefix[outcome - PREFIX].add(FrontierTable.value(counts, at + 1, words));
            }
            continue;
          }
          long key = encodeShifted(scratch);
          int part = parts == 1 ? 0 : partOf(key, parts);
          if (spill != null && part >= hi) {
            spill.add(part / span, key, counts, at + 1);
            continue;
          }
          if (part < lo || part >= hi) {
            continue;
          }
          batch.keys[batch.size] = key;
          batch.parts[batch.size] = part;
          batch.offsets[batch.size] = at + 1;
          if (++batch.size == Batch.SIZE && !flush(batch, pass, counts, maxBytes, memory)) {
            return completed;
          }
        }
      }
      // The view's array is reused for the next chunk: add what refers to it first.
      if (!flush(batch, pass, counts, maxBytes, memory)) {
        return completed;
      }
    }
    if (spill != null) {
      spill.flushAll();
    }
    if (prefix != null) {
      pass.addPrefix(prefix);
    }
    return completed;
  }

  /**
   * A thread's share of a pass over bucket {@code pass.bucket}: blocks of successors, taken one at
   * a time, added to the pass's parts as {@link #expand} adds the successors it makes.
   */
  private BigInteger absorb(int words, Pass pass, CountClock clock, long maxBytes, Memory memory) {
    int parts = pass.parts;
    int lo = pass.lo;
    int hi = pass.hi;
    Batch batch = new Batch();
    FrontierGeneration.ChunkView view = new FrontierGeneration.ChunkView();
    int blocks = pass.source.blocks(pass.bucket);
    for (int c; (c = pass.nextChunk.getAndIncrement()) < blocks; ) {
      if (pass.stopped()) {
        return BigInteger.ZERO;
      }
      if (clock.expired()) {
        pass.stopReason = clock.stopReason();
        return BigInteger.ZERO;
      }
      pass.source.read(pass.bucket, c, words, view);
      long[] counts = view.array;
      for (int i = 0; i < view.entries; i++) {
        int at = view.at(i);
        long key = counts[at];
        int part = partOf(key, parts);
        if (part < lo || part >= hi) {
          continue;
        }
        batch.keys[batch.size] = key;
        batch.parts[batch.size] = part;
        batch.offsets[batch.size] = at + 1;
        if (++batch.size == Batch.SIZE && !flush(batch, pass, counts, maxBytes, memory)) {
          return BigInteger.ZERO;
        }
      }
      if (!flush(batch, pass, counts, maxBytes, memory)) {
        return BigInteger.ZERO;
      }
    }
    return BigInteger.ZERO;
  }

  /** Successors waiting to be added, with the part and the count (in the current chunk) of each. */
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
   * false if the pass stops (memory, or a count that needs more words).
   */
  private boolean flush(Batch batch, Pass pass, long[] counts, long maxBytes, Memory memory) {
    int n = batch.size;
    if (n == 0) {
      return true;
    }
    batch.size = 0;
    FrontierTable[] tables = pass.tables;
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
            pass.stopReason = "the frontier grew past " + next.capacity() + " slots in one part";
            return false;
          }
          if (!memory.tryUse(FrontierTable.bytes(grown, next.words()), maxBytes)) {
            pass.memoryShort = true;
            return false;
          }
          long before = next.bytes();
          next.grow();
          memory.use(-before);
        }
        if (!next.add(batch.keys[i], counts, batch.offsets[i])) {
          pass.overflow = true;
          return false;
        }
      }
    }
    return true;
  }

  private static final int DEAD = 0;
  private static final int CONTINUE = 1;
  private static final int COMPLETE = 2;
  // PREFIX + c: a tour of the first c columns alone completed (only when counting prefixes).
  private static final int PREFIX = 3;

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
    if (complete && prefixes) {
      return prefixOutcome(k, work);
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

  /**
   * What a tour (cycle or path) completed at square {@code k} is, in a sweep that counts prefixes:
   * a tour of the whole board if every later square is full, a tour of the first c columns if the
   * squares after k up to the end of column c are full and every square after that is untouched
   * (no move reaches past column c), and otherwise nothing. Squares past {@code work}'s last slot
   * are untouched: no move decided so far reaches them.
   */
  private int prefixOutcome(int k, int[] work) {
    int b = k + 1;
    while (b < squares && b - k <= window && work[b - k] == FULL) {
      b++;
    }
    if (b == squares) {
      return COMPLETE;
    }
    if (b - k > window || b % width != 0) {
      return DEAD;
    }
    for (int j = b - k; j <= window && k + j < squares; j++) {
      if (work[j] != UNTOUCHED) {
        return DEAD;
      }
    }
    return PREFIX + b / width;
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
        if (piece >= firstOfPiece.length) {
          // Only a state read from a damaged file can hold a piece number past the window.
          throw new IllegalStateException("frontier state " + key + " names piece " + piece + ", past the most a frontier holds");
        }
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

  /** What the frontier counter counts for {@code kind} (directed counts are twice the undirected). */
  public static Mode modeOf(CountKind kind) {
    return switch (kind) {
      case CLOSED_UNDIRECTED, CLOSED_DIRECTED -> Mode.CLOSED;
      case OPEN_UNDIRECTED, OPEN_DIRECTED -> Mode.OPEN;
      case OPEN_FROM_START -> Mode.OPEN_FROM_START;
    };
  }

  /** The count of {@code kind} from the sweep's undirected one: twice it for the directed kinds. */
  public static BigInteger ofKind(CountKind kind, BigInteger undirected) {
    return kind == CountKind.CLOSED_DIRECTED || kind == CountKind.OPEN_DIRECTED ? undirected.shiftLeft(1) : undirected;
  }

}
