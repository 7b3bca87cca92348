package io.github.knighttours.spark;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.knighttours.CountRequest;
import io.github.knighttours.count.FrontierSweep;
import java.io.IOException;
import java.io.Serializable;
import java.math.BigInteger;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.apache.spark.HashPartitioner;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.storage.StorageLevel;
import scala.Tuple2;

/**
 * The frontier sweep on Spark ({@link SparkCount#countByFrontier}): each generation is an RDD with
 * one packed {@link StateBlock} a partition; a square is one job whose first stage expands whole
 * partitions and adds up equal successors in a {@link StateTable} before the shuffle, and whose
 * second stage merges the blocks each partition receives into the next generation's block.
 */
final class SparkFrontier {

  /** The lineage is cut (the generation checkpointed) after every this many squares (SparkCount documents 8). */
  static final int CHECKPOINT_EVERY = 8;

  /**
   * Below this many states a task, a generation is not spread wider than it needs to be: Spark's
   * cost of a task (some milliseconds) would outweigh the work.
   */
  static final int MIN_STATES_PER_TASK = 1 << 15;

  /** Hooks for tests: what a task sees, and what the driver did after each square. */
  interface Probe extends Serializable {
    /** On an executor, before a task expands its states at {@code square}. */
    default void expanding(int square) {}

    /**
     * On the driver, after {@code square}: the new generation's states, the partitions it was
     * built in, whether it was checkpointed (its lineage cut), and the file of the latest reliable
     * checkpoint (null if none so far).
     */
    default void squareDone(int square, long states, int partitions, boolean checkpointed, String checkpointFile) {}
  }

  /** No hooks. */
  enum NoProbe implements Probe {
    INSTANCE
  }

  private SparkFrontier() {}

  static SparkCountResult count(JavaSparkContext sc, CountRequest request, int statesPerPartition, Probe probe) {
    FrontierSweep sweep = FrontierSweep.of(request);
    boolean reliable = sc.getCheckpointDir().isPresent();
    checkArgument(
        reliable || sc.isLocal(),
        "sc needs a checkpoint directory that every executor can reach (sc.setCheckpointDir or spark.checkpoint.dir,"
            + " e.g. on HDFS) for a frontier sweep on %s",
        sc.master());
    long started = System.nanoTime();
    long budget = request.timeBudget().map(SparkFrontier::saturatedNanos).orElse(-1L);
    SparkCount.stopIfInterrupted(request);
    // Jobs run on a thread of their own, in a job group, so that the budget and an interrupt can
    // cancel them, the checkpoint that Spark writes after a job included.
    ExecutorService driver =
        Executors.newSingleThreadExecutor(
            task -> {
              Thread thread = new Thread(task, "knight-spark frontier sweep");
              thread.setDaemon(true);
              return thread;
            });
    String group = "knight-tours-frontier-" + UUID.randomUUID();
    JavaRDD<byte[]> generation = sc.parallelize(List.of(StateBlock.of(FrontierSweep.START)), 1);
    long size = 1;
    long previousSize = 1;
    long peak = 1;
    long processed = 0;
    int mostPartitions = 1;
    BigInteger completed = BigInteger.ZERO;
    // Generations still persisted: the latest one, and the one last checkpointed in local mode
    // (its blocks are the only copy the later lineage can start from).
    JavaRDD<byte[]> localCheckpoint = null;
    String checkpointFile = null;
    try {
      for (int square = 0; square < sweep.squares(); square++) {
        SparkCount.stopIfInterrupted(request);
        processed += size;
        int partitions = partitionsFor(expected(size, previousSize), statesPerPartition, sc.defaultParallelism());
        mostPartitions = Math.max(mostPartitions, partitions);
        int at = square;
        JavaRDD<byte[]> next =
            generation
                .mapPartitionsToPair(blocks -> expand(sweep, at, partitions, blocks, probe))
                .partitionBy(new HashPartitioner(partitions))
                .mapPartitions(SparkFrontier::merge, true)
                .persist(StorageLevel.MEMORY_AND_DISK());
        boolean checkpoint = (square + 1) % CHECKPOINT_EVERY == 0 && square + 1 < sweep.squares();
        if (checkpoint) {
          if (reliable) {
            next.checkpoint();
          } else {
            next.rdd().localCheckpoint();
          }
        }
        List<BigInteger[]> parts = await(driver.submit(() -> tally(sc, group, next)), sc, group, started, budget, request);
        previousSize = size;
        size = 0;
        for (BigInteger[] part : parts) {
          size += part[0].longValueExact();
          completed = completed.add(part[1]);
        }
        peak = Math.max(peak, size);
        if (checkpoint && reliable) {
          String file = next.getCheckpointFile().orNull();
          if (file != null) {
            delete(sc, checkpointFile);
            checkpointFile = file;
          }
        }
        if (generation != localCheckpoint) {
          generation.unpersist(false);
        }
        if (checkpoint && !reliable) {
          if (localCheckpoint != null) {
            localCheckpoint.unpersist(false);
          }
          localCheckpoint = next;
        }
        generation = next;
        probe.squareDone(square, size, partitions, next.isCheckpointed(), checkpointFile);
      }
    } finally {
      driver.shutdownNow();
      generation.unpersist(false);
      if (localCheckpoint != null) {
        localCheckpoint.unpersist(false);
      }
      delete(sc, checkpointFile);
    }
    return SparkCountResult.frontier(
        request, sweep.count(completed), sweep.squares(), peak, processed, mostPartitions, sc.master(),
        Duration.ofNanos(System.nanoTime() - started));
  }

  /**
   * The partitions of a generation of about {@code expected} states: enough that none holds more
   * than {@code statesPerPartition}, and, once there are enough states, at least one a core.
   */
  static int partitionsFor(long expected, int statesPerPartition, int parallelism) {
    long byTarget = ceilDiv(expected, statesPerPartition);
    long toFill = Math.min(parallelism, ceilDiv(expected, MIN_STATES_PER_TASK));
    return (int) Math.max(1, Math.min(SparkCount.MAX_ITEMS, Math.max(byTarget, toFill)));
  }

  /** The next generation's size, guessed from the last growth (which is bounded: the sweep's is smooth). */
  static long expected(long size, long previousSize) {
    double growth = Math.max(0.25, Math.min(16, (double) size / Math.max(1, previousSize)));
    return (long) Math.ceil(size * growth);
  }

  private static long ceilDiv(long a, long b) {
    return (a + b - 1) / b;
  }

  /**
   * Expands a partition's states at {@code square}, adds up equal successors, and returns one
   * block for each partition of the next generation that gets states (keyed by the partition);
   * the count of the tours completed here goes with partition 0's block.
   */
  private static Iterator<Tuple2<Integer, byte[]>> expand(
      FrontierSweep sweep, int square, int partitions, Iterator<byte[]> blocks, Probe probe) {
    probe.expanding(square);
    StateTable table = null;
    BigInteger completed = BigInteger.ZERO;
    long[] successors = new long[FrontierSweep.MAX_SUCCESSORS];
    while (blocks.hasNext()) {
      byte[] block = blocks.next();
      int size = StateBlock.size(block);
      int words = StateBlock.words(block);
      int stateAt = StateBlock.statesAt(block);
      int countAt = StateBlock.countsAt(block, stateAt);
      if (table == null) {
        table = new StateTable(2L * size);
      }
      for (int i = 0; i < size; i++) {
        int n = sweep.successors(square, StateBlock.longAt(block, stateAt + 8 * i), successors);
        int count = countAt + 8 * words * i;
        for (int j = 0; j < n; j++) {
          if (successors[j] == FrontierSweep.COMPLETED) {
            completed = completed.add(StateBlock.unsigned(block, count, words));
          } else {
            table.add(successors[j], block, count, words);
          }
        }
      }
    }
    if (table == null) {
      table = new StateTable(0);
    }
    byte[][] out = table.toBlocks(partitions, completed);
    List<Tuple2<Integer, byte[]>> keyed = new ArrayList<>();
    for (int p = 0; p < out.length; p++) {
      if (out[p] != null) {
        keyed.add(new Tuple2<>(p, out[p]));
      }
    }
    return keyed.iterator();
  }

  /** Merges the blocks a partition received into one: equal states' counts added, completed tours too. */
  private static Iterator<byte[]> merge(Iterator<Tuple2<Integer, byte[]>> received) {
    List<byte[]> blocks = new ArrayList<>();
    long total = 0;
    while (received.hasNext()) {
      byte[] block = received.next()._2();
      blocks.add(block);
      total += StateBlock.size(block);
    }
    if (blocks.size() == 1) {
      // The states of one task's block are distinct already: nothing to add up.
      return blocks.iterator();
    }
    StateTable table = new StateTable(total);
    BigInteger completed = BigInteger.ZERO;
    for (byte[] block : blocks) {
      int size = StateBlock.size(block);
      int words = StateBlock.words(block);
      int stateAt = StateBlock.statesAt(block);
      int countAt = StateBlock.countsAt(block, stateAt);
      for (int i = 0; i < size; i++) {
        table.add(StateBlock.longAt(block, stateAt + 8 * i), block, countAt + 8 * words * i, words);
      }
      completed = completed.add(StateBlock.completed(block));
    }
    return List.of(table.toBlocks(1, completed)[0]).iterator();
  }

  /** Builds the generation (Spark checkpoints it afterwards if marked) and returns each partition's states and completed tours. */
  private static List<BigInteger[]> tally(JavaSparkContext sc, String group, JavaRDD<byte[]> generation) {
    sc.setJobGroup(group, "knight-tours frontier sweep", true);
    try {
      return generation
          .map(block -> new BigInteger[] {BigInteger.valueOf(StateBlock.size(block)), StateBlock.completed(block)})
          .collect();
    } finally {
      sc.clearJobGroup();
    }
  }

  private static <T> T await(
      Future<T> job, JavaSparkContext sc, String group, long started, long budget, CountRequest request) {
    try {
      if (budget < 0) {
        return job.get();
      }
      long wait = budget - (System.nanoTime() - started);
      if (wait <= 0) {
        throw new TimeoutException();
      }
      return job.get(wait, TimeUnit.NANOSECONDS);
    } catch (InterruptedException e) {
      cancel(job, sc, group);
      Thread.currentThread().interrupt();
      throw new CancellationException("interrupted while counting " + request + " on Spark");
    } catch (TimeoutException e) {
      cancel(job, sc, group);
      throw new CancellationException(
          "the time budget of " + request.timeBudget().orElseThrow() + " ran out while counting " + request + " on Spark");
    } catch (ExecutionException e) {
      Throwable cause = e.getCause() == null ? e : e.getCause();
      throw new IllegalStateException("the Spark job counting " + request + " failed: " + cause.getMessage(), cause);
    }
  }

  private static void cancel(Future<?> job, JavaSparkContext sc, String group) {
    sc.cancelJobGroup(group);
    job.cancel(true);
  }

  /** Deletes a checkpoint this sweep wrote, if any; a checkpoint left behind costs only space, so a failure is ignored. */
  private static void delete(JavaSparkContext sc, String file) {
    if (file == null) {
      return;
    }
    try {
      org.apache.hadoop.fs.Path path = new org.apache.hadoop.fs.Path(file);
      path.getFileSystem(sc.hadoopConfiguration()).delete(path, true);
    } catch (IOException | RuntimeException e) {
      // Best effort: the count is right either way.
    }
  }

  private static long saturatedNanos(Duration budget) {
    try {
      return budget.toNanos();
    } catch (ArithmeticException e) {
      return Long.MAX_VALUE;
    }
  }
}
