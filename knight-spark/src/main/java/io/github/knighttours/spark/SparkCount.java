package io.github.knighttours.spark;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import io.github.knighttours.CountRequest;
import io.github.knighttours.CountWorkItem;
import io.github.knighttours.count.FrontierSweep;
import io.github.knighttours.KnightTours;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaFutureAction;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.api.java.function.Function;

/**
 * Counts knight's tours exactly on Apache Spark: the driver splits the count into independent
 * work items ({@link KnightTours#split}), Spark counts each item on an executor
 * ({@link CountWorkItem#count()}) and the parts are added up as {@link BigInteger}s.
 *
 * <pre>{@code
 * try (JavaSparkContext sc = new JavaSparkContext("local[*]", "knight-tours")) {
 *   CountRequest request = CountRequest.builder(Board.of(6, 6), CountKind.OPEN_DIRECTED).build();
 *   SparkCount.count(sc, request, 1000).count();   // 6637920 (OEIS A165134)
 * }
 * }</pre>
 *
 * <p>The items travel to the executors as their one-line text form ({@link CountWorkItem#encode()}),
 * so executors need only this job's jar. Counting an item is a pure function of its text: a
 * task that Spark runs again (after a failure, a lost executor or speculation) gives the same
 * part, and the same request always gives the same number, whatever the cluster.
 *
 * <p>{@link #countByFrontier} counts by the frontier sweep instead, a Spark job a square, for
 * boards whose generations of states outgrow one machine.
 *
 * <p>As a program ({@link #main}) it runs embedded with {@code local[*]} unless given
 * {@code --master URL} or started by {@code spark-submit}, which sets the master itself.
 */
public final class SparkCount {

  /** The most work items a count can be split into: {@link KnightTours#MAX_SPLIT}. */
  public static final int MAX_ITEMS = KnightTours.MAX_SPLIT;

  /** The states a partition of a frontier sweep holds at most unless asked otherwise: 2^20. */
  public static final int DEFAULT_STATES_PER_PARTITION = 1 << 20;

  /** The fewest states per partition a frontier sweep can be asked for. */
  public static final int MIN_STATES_PER_PARTITION = 1 << 10;

  /** The most states per partition a frontier sweep can be asked for (a block stays below 2 GiB). */
  public static final int MAX_STATES_PER_PARTITION = 1 << 24;

  /** Partitions per core Spark reports: more, smaller tasks even out items of unequal size. */
  private static final int PARTITIONS_PER_CORE = 4;

  private SparkCount() {}

  /**
   * Counts the tours {@code request} asks for on the cluster behind {@code sc}, split into at
   * least {@code items} work items (fewer only if the tours run out first), spread round-robin
   * over up to four partitions per core of {@code sc.defaultParallelism()}. Blocks until every
   * part is in. Of the request, the board, kind, start, symmetry and time budget are used; its
   * parallelism and progress listener are not (Spark decides where and how wide).
   *
   * <p>The time budget covers the split and the Spark job; when it runs out, or the calling
   * thread is interrupted, the job is cancelled (its running tasks interrupted) and this throws.
   *
   * <p>Performance: the split takes O(items) time and about 200 bytes per item on the driver;
   * the counting itself is {@link KnightTours#count}'s work, spread over the executors, plus
   * Spark's cost of some milliseconds per task.
   *
   * @param sc the Spark context to run the job on; left open
   * @param request what to count
   * @param items the least number of work items, 1..{@value #MAX_ITEMS}; ask for many more
   *     than the cluster's cores, since items differ much in size
   * @return the exact count, with the number of items and partitions used
   * @throws NullPointerException if {@code sc} or {@code request} is null
   * @throws IllegalArgumentException if {@code items} is out of range, or the split does not
   *     fit in the driver's heap
   * @throws CancellationException if the request's time budget runs out or the calling thread
   *     is interrupted (its interrupt flag stays set) before the count is done
   * @throws IllegalStateException if the Spark job fails (a task failed more often than the
   *     cluster retries it); the cause is Spark's exception
   */
  public static SparkCountResult count(JavaSparkContext sc, CountRequest request, int items) {
    return count(sc, request, items, SparkCount::countLine);
  }

  /** As the public {@link #count}, with the function that counts one encoded item given: for tests. */
  static SparkCountResult count(
      JavaSparkContext sc, CountRequest request, int items, Function<String, BigInteger> counter) {
    checkNotNull(sc, "sc must not be null");
    checkNotNull(request, "request must not be null");
    checkArgument(items >= 1 && items <= MAX_ITEMS, "items must be in 1..%s, got %s", MAX_ITEMS, items);
    long started = System.nanoTime();
    // Nanoseconds from started; none without a budget.
    long budget = request.timeBudget().map(SparkCount::saturatedNanos).orElse(-1L);
    List<CountWorkItem> split = KnightTours.split(request, items);
    if (split.isEmpty()) {
      return new SparkCountResult(request, BigInteger.ZERO, 0, 0, sc.master(), Duration.ofNanos(System.nanoTime() - started));
    }
    int partitions = (int) Math.min(split.size(), Math.max(1L, (long) sc.defaultParallelism() * PARTITIONS_PER_CORE));
    JavaRDD<String> lines = sc.parallelize(roundRobin(split, partitions), partitions);
    JavaRDD<BigInteger> parts = lines.mapPartitions(lineIterator -> sumOf(lineIterator, counter));
    String interruptOnCancel = sc.getLocalProperty("spark.job.interruptOnCancel");
    sc.setInterruptOnCancel(true);
    JavaFutureAction<List<BigInteger>> job;
    try {
      job = parts.collectAsync();
    } finally {
      sc.setLocalProperty("spark.job.interruptOnCancel", interruptOnCancel);
    }
    BigInteger total = BigInteger.ZERO;
    for (BigInteger part : await(job, started, budget, request)) {
      total = total.add(part);
    }
    return new SparkCountResult(
        request, total, split.size(), partitions, sc.master(), Duration.ofNanos(System.nanoTime() - started));
  }

  /**
   * Counts the tours {@code request} asks for by the frontier sweep ({@link FrontierSweep}) on the
   * cluster behind {@code sc}, with at most about {@value #DEFAULT_STATES_PER_PARTITION} states a
   * partition: {@link #countByFrontier(JavaSparkContext, CountRequest, int)} with that number.
   *
   * @param sc the Spark context to run the job on; left open
   * @param request what to count
   * @return the exact count, with the squares swept, the most states a generation held, the
   *     states processed and the most partitions a generation used
   * @throws NullPointerException if {@code sc} or {@code request} is null
   * @throws IllegalArgumentException if the board is too wide for the sweep, or {@code sc} runs
   *     on a cluster and has no checkpoint directory
   * @throws CancellationException if the request's time budget runs out or the calling thread
   *     is interrupted (its interrupt flag stays set) before the count is done
   * @throws IllegalStateException if a Spark job fails; the cause is Spark's exception
   */
  public static SparkCountResult countByFrontier(JavaSparkContext sc, CountRequest request) {
    return countByFrontier(sc, request, DEFAULT_STATES_PER_PARTITION);
  }

  /**
   * Counts the tours {@code request} asks for by the frontier sweep ({@link FrontierSweep}) on the
   * cluster behind {@code sc}. Of the request, the board, kind, start and time budget are used.
   *
   * <p><b>How.</b> Each generation of states is an RDD with one packed block a partition (the
   * states as {@code long}s, their counts as unsigned 64-bit words, widened to more words only when
   * a count outgrows one, so counts are exact at any size). A square is one Spark job: each task
   * expands a whole partition with the sweep's step, adds up the counts of equal successors in
   * primitive arrays (the combine before the shuffle), and sends one block to each partition of the
   * next generation, chosen by a hash of the state; each partition then merges the blocks it
   * receives. Blocks are byte arrays, so Java's serializer and Kryo both write them in bulk.
   *
   * <p><b>Partitions</b> are chosen square by square: the next generation's size is guessed from
   * the last one's growth, and it gets enough partitions that each holds about {@code
   * statesPerPartition} states at most, and at least one per core ({@code sc.defaultParallelism()})
   * once there are 32,768 states a core; small generations stay in one partition.
   *
   * <p><b>Lineage.</b> After every 8 squares the generation
   * is checkpointed, so that a long sweep's plan does not grow without end: into {@code sc}'s
   * checkpoint directory ({@code sc.setCheckpointDir}, or {@code spark.checkpoint.dir}), where the
   * sweep deletes each checkpoint once the next one is written and the last one when it ends; a
   * local master ({@code local[...]}) without a directory uses Spark's local checkpoint (the blocks
   * stay in the executor's storage). A cluster needs a directory every executor reaches (HDFS, S3,
   * a shared file system).
   *
   * <p>Each state is a pure function of its parents, so a task run again gives the same blocks,
   * and the same request always gives the same number. The time budget and the interrupt are
   * checked while each square's job runs, which is then cancelled.
   *
   * <p>Performance: about 16 bytes a state (one-word counts) in the cached generation and in the
   * shuffle, and a task's tables take about 32 to 64 bytes a state of its partition; the work is
   * the one-machine sweep's (see {@link io.github.knighttours.CountMethod#FRONTIER}) plus a merge
   * and the shuffle of each state, and Spark's cost of some milliseconds a task.
   *
   * @param sc the Spark context to run the job on; left open
   * @param request what to count
   * @param statesPerPartition the most states a partition should hold, {@value
   *     #MIN_STATES_PER_PARTITION}..{@value #MAX_STATES_PER_PARTITION}
   * @return the exact count, with the squares swept, the most states a generation held, the
   *     states processed and the most partitions a generation used
   * @throws NullPointerException if {@code sc} or {@code request} is null
   * @throws IllegalArgumentException if {@code statesPerPartition} is out of range, the board is
   *     too wide for the sweep, or {@code sc} runs on a cluster and has no checkpoint directory
   * @throws CancellationException if the request's time budget runs out or the calling thread
   *     is interrupted (its interrupt flag stays set) before the count is done
   * @throws IllegalStateException if a Spark job fails; the cause is Spark's exception
   */
  public static SparkCountResult countByFrontier(JavaSparkContext sc, CountRequest request, int statesPerPartition) {
    return countByFrontier(sc, request, statesPerPartition, SparkFrontier.NoProbe.INSTANCE);
  }

  /** As the public {@link #countByFrontier}, with hooks for tests. */
  static SparkCountResult countByFrontier(
      JavaSparkContext sc, CountRequest request, int statesPerPartition, SparkFrontier.Probe probe) {
    checkNotNull(sc, "sc must not be null");
    checkNotNull(request, "request must not be null");
    checkArgument(
        statesPerPartition >= MIN_STATES_PER_PARTITION && statesPerPartition <= MAX_STATES_PER_PARTITION,
        "statesPerPartition must be in %s..%s, got %s",
        MIN_STATES_PER_PARTITION,
        MAX_STATES_PER_PARTITION,
        statesPerPartition);
    return SparkFrontier.count(sc, request, statesPerPartition, probe);
  }

  static void stopIfInterrupted(CountRequest request) {
    if (Thread.currentThread().isInterrupted()) {
      throw new CancellationException("interrupted while counting " + request + " on Spark");
    }
  }

  /**
   * Runs a count from the command line and prints its result:
   * {@code BOARD KIND [START] ITEMS [--master URL]}, for example
   * {@code 6x6 open-directed 1000} or {@code 5x5 open-from-start a1 100 --master local[2]}; or
   * {@code BOARD KIND [START] --frontier [--states-per-partition N] [--checkpoint-dir DIR]}, a
   * frontier sweep ({@link #countByFrontier}), for example {@code 6x6 closed-undirected --frontier}.
   * KIND is one of open-from-start (needs START), open-directed, open-undirected,
   * closed-undirected, closed-directed. Exit status 0 on success, 2 for bad arguments (with a
   * message on standard error), 1 if the count failed.
   *
   * <p>Run without {@code spark-submit} (or with a {@code local} master), the program starts
   * Spark inside its own JVM, and then, unless the {@code spark.*} system properties say otherwise:
   * no web UI ({@code spark.ui.enabled=false}), the driver bound to and advertised on 127.0.0.1
   * only ({@code spark.driver.bindAddress}, {@code spark.driver.host}), and Spark's log at WARN. A
   * sweep's checkpoints go to {@code --checkpoint-dir}, else {@code spark.checkpoint.dir}, else (a
   * local master) a new directory under {@code java.io.tmpdir}, deleted at the end. With Kryo as
   * the serializer ({@code spark.serializer}), the classes the jobs ship are registered.
   *
   * @param args the arguments above
   */
  public static void main(String[] args) {
    int status = run(args, System.out, System.err);
    if (status != 0) {
      System.exit(status);
    }
  }

  /** The program, with its output streams given and its exit status returned: for tests. */
  static int run(String[] args, PrintStream out, PrintStream err) {
    JobArguments job;
    try {
      job = JobArguments.parse(args);
    } catch (IllegalArgumentException e) {
      err.println("knight-spark: " + e.getMessage());
      err.println(JobArguments.USAGE);
      return 2;
    }
    SparkConf conf = conf(job, new SparkConf());
    Path temporary = null;
    try {
      if (job.frontier() && !conf.contains("spark.checkpoint.dir") && isLocal(conf)) {
        temporary = Files.createTempDirectory("knight-spark-checkpoints");
        conf.set("spark.checkpoint.dir", temporary.toUri().toString());
      }
      try (JavaSparkContext sc = new JavaSparkContext(conf)) {
        out.println(
            job.frontier()
                ? countByFrontier(sc, job.request(), job.statesPerPartition())
                : count(sc, job.request(), job.items()));
        return 0;
      }
    } catch (IllegalStateException e) { // CancellationException too
      err.println("knight-spark: the count failed: " + e.getMessage());
      return 1;
    } catch (IllegalArgumentException e) {
      err.println("knight-spark: " + e.getMessage());
      return 2;
    } catch (IOException e) {
      err.println("knight-spark: cannot make a checkpoint directory: " + e.getMessage());
      return 1;
    } finally {
      deleteTree(temporary);
    }
  }

  /**
   * The Spark configuration of the program: {@code base} (which holds the {@code spark.*} system
   * properties, and spark-submit's settings) with the master, the checkpoint directory and the
   * defaults {@link #main} lists.
   */
  static SparkConf conf(JobArguments job, SparkConf base) {
    SparkConf conf = base.clone().setAppName("knight-tours count " + job.request().board() + " " + job.request().kind());
    if (job.master() != null) {
      conf.setMaster(job.master());
    } else if (!conf.contains("spark.master")) {
      conf.setMaster("local[*]");
    }
    if (job.checkpointDir() != null) {
      conf.set("spark.checkpoint.dir", job.checkpointDir());
    }
    if (isLocal(conf)) {
      // Embedded, a program of its own: nothing listens beyond this machine, and Spark's
      // start-up chatter (INFO) would bury the answer.
      conf.setIfMissing("spark.ui.enabled", "false");
      conf.setIfMissing("spark.driver.bindAddress", "127.0.0.1");
      conf.setIfMissing("spark.driver.host", "127.0.0.1");
      conf.setIfMissing("spark.log.level", "WARN");
    }
    if (conf.get("spark.serializer", "").endsWith("KryoSerializer")) {
      // What the jobs ship besides Spark's own: blocks of states, and tallies. (Java's serializer,
      // the default, writes the blocks as fast: they are byte arrays.)
      conf.registerKryoClasses(new Class<?>[] {byte[].class, BigInteger.class, BigInteger[].class});
    }
    return conf;
  }

  private static boolean isLocal(SparkConf conf) {
    return conf.get("spark.master", "").startsWith("local");
  }

  private static void deleteTree(Path root) {
    if (root == null) {
      return;
    }
    try (Stream<Path> paths = Files.walk(root)) {
      paths.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
    } catch (IOException | UncheckedIOException e) {
      // Best effort: a temporary directory left behind costs only space.
    }
  }

  private static BigInteger countLine(String line) {
    return CountWorkItem.decode(line).count();
  }

  private static Iterator<BigInteger> sumOf(Iterator<String> lines, Function<String, BigInteger> counter)
      throws Exception {
    BigInteger sum = BigInteger.ZERO;
    while (lines.hasNext()) {
      sum = sum.add(counter.call(lines.next()));
    }
    return List.of(sum).iterator();
  }

  /**
   * Orders the items so that Spark's contiguous slices hold every {@code partitions}-th item:
   * neighbouring items share their first squares and often their size, so this spreads the
   * large ones.
   */
  private static List<String> roundRobin(List<CountWorkItem> items, int partitions) {
    List<String> lines = new ArrayList<>(items.size());
    for (int first = 0; first < partitions; first++) {
      for (int i = first; i < items.size(); i += partitions) {
        lines.add(items.get(i).encode());
      }
    }
    return lines;
  }

  private static <T> List<T> await(JavaFutureAction<List<T>> job, long started, long budget, CountRequest request) {
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
      job.cancel(true);
      Thread.currentThread().interrupt();
      throw new CancellationException("interrupted while counting " + request + " on Spark");
    } catch (TimeoutException e) {
      job.cancel(true);
      throw new CancellationException(
          "the time budget of " + request.timeBudget().orElseThrow() + " ran out while counting " + request + " on Spark");
    } catch (ExecutionException e) {
      Throwable cause = e.getCause() == null ? e : e.getCause();
      throw new IllegalStateException("the Spark job counting " + request + " failed: " + cause.getMessage(), cause);
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
