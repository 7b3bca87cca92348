package io.github.knighttours.spark;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import io.github.knighttours.CountRequest;
import io.github.knighttours.CountWorkItem;
import io.github.knighttours.count.FrontierSweep;
import io.github.knighttours.KnightTours;
import java.io.PrintStream;
import java.math.BigInteger;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaFutureAction;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.api.java.function.Function;
import org.apache.spark.storage.StorageLevel;
import scala.Tuple2;

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
 * <p>As a program ({@link #main}) it runs embedded with {@code local[*]} unless given
 * {@code --master URL} or started by {@code spark-submit}, which sets the master itself.
 */
public final class SparkCount {

  /** The most work items a count can be split into: {@link KnightTours#MAX_SPLIT}. */
  public static final int MAX_ITEMS = KnightTours.MAX_SPLIT;

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
   * cluster behind {@code sc}: each generation of states is an RDD of (state, count) pairs in
   * {@code partitions} partitions; a square is one Spark job, a {@code flatMapToPair} to the
   * successors and a {@code reduceByKey} that adds the counts of equal states, whose shuffle
   * spreads the states over the cluster by a hash of the state. The counts of completed tours are
   * added on the driver. Of the request, the board, kind, start and time budget are used.
   *
   * <p>This is the count for boards too large for one machine's memory (the shorter side at most
   * {@link io.github.knighttours.CountMethod#FRONTIER_MAX_WIDTH}); on small boards Spark's cost of
   * a job per square dominates. Each state is a pure function of its parents, so a task run again
   * gives the same part, and the same request always gives the same number. The time budget and
   * the interrupt are checked while each square's job runs, which is then cancelled.
   *
   * @param sc the Spark context to run the job on; left open
   * @param request what to count
   * @param partitions the partitions of each generation, 1..{@value #MAX_ITEMS}
   * @return the exact count, with the squares swept, the most states a generation held and the
   *     partitions used
   * @throws NullPointerException if {@code sc} or {@code request} is null
   * @throws IllegalArgumentException if {@code partitions} is out of range or the board is too
   *     wide for the sweep
   * @throws CancellationException if the request's time budget runs out or the calling thread
   *     is interrupted (its interrupt flag stays set) before the count is done
   * @throws IllegalStateException if a Spark job fails; the cause is Spark's exception
   */
  public static SparkCountResult countByFrontier(JavaSparkContext sc, CountRequest request, int partitions) {
    checkNotNull(sc, "sc must not be null");
    checkNotNull(request, "request must not be null");
    checkArgument(
        partitions >= 1 && partitions <= MAX_ITEMS, "partitions must be in 1..%s, got %s", MAX_ITEMS, partitions);
    FrontierSweep sweep = FrontierSweep.of(request);
    long started = System.nanoTime();
    long budget = request.timeBudget().map(SparkCount::saturatedNanos).orElse(-1L);
    stopIfInterrupted(request);
    JavaPairRDD<Long, BigInteger> states =
        sc.parallelizePairs(List.of(new Tuple2<>(FrontierSweep.START, BigInteger.ONE)), 1);
    BigInteger completed = BigInteger.ZERO;
    long peak = 1;
    // The persisted generation the next square reads (states is it, less the completed tours).
    JavaPairRDD<Long, BigInteger> kept = states;
    String interruptOnCancel = sc.getLocalProperty("spark.job.interruptOnCancel");
    try {
      sc.setInterruptOnCancel(true);
      for (int square = 0; square < sweep.squares(); square++) {
        // Spark's own calls may throw InterruptedException undeclared: stop before them.
        stopIfInterrupted(request);
        int at = square;
        JavaPairRDD<Long, BigInteger> next =
            states
                .flatMapToPair(state -> successors(sweep, at, state))
                .reduceByKey(BigInteger::add, partitions)
                .persist(StorageLevel.MEMORY_AND_DISK());
        // One job a square: it builds the generation (kept for the next square) and returns, per
        // partition, the states it holds and the count of the tours completed at this square.
        List<BigInteger[]> parts = await(next.mapPartitions(SparkCount::tally).collectAsync(), started, budget, request);
        long size = 0;
        for (BigInteger[] part : parts) {
          completed = completed.add(part[0]);
          size += part[1].longValueExact();
        }
        peak = Math.max(peak, size);
        kept.unpersist(false);
        kept = next;
        states = next.filter(state -> state._1() != FrontierSweep.COMPLETED);
      }
    } finally {
      sc.setLocalProperty("spark.job.interruptOnCancel", interruptOnCancel);
      kept.unpersist(false);
    }
    return SparkCountResult.frontier(
        request, sweep.count(completed), sweep.squares(), peak, partitions, sc.master(),
        Duration.ofNanos(System.nanoTime() - started));
  }

  private static void stopIfInterrupted(CountRequest request) {
    if (Thread.currentThread().isInterrupted()) {
      throw new CancellationException("interrupted while counting " + request + " on Spark");
    }
  }

  private static Iterator<Tuple2<Long, BigInteger>> successors(FrontierSweep sweep, int square, Tuple2<Long, BigInteger> state) {
    long[] next = new long[FrontierSweep.MAX_SUCCESSORS];
    int n = sweep.successors(square, state._1(), next);
    List<Tuple2<Long, BigInteger>> out = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      out.add(new Tuple2<>(next[i], state._2()));
    }
    return out.iterator();
  }

  /** A partition's count of completed tours and its number of states (completed ones apart). */
  private static Iterator<BigInteger[]> tally(Iterator<Tuple2<Long, BigInteger>> states) {
    BigInteger completed = BigInteger.ZERO;
    long size = 0;
    while (states.hasNext()) {
      Tuple2<Long, BigInteger> state = states.next();
      if (state._1() == FrontierSweep.COMPLETED) {
        completed = completed.add(state._2());
      } else {
        size++;
      }
    }
    return List.<BigInteger[]>of(new BigInteger[] {completed, BigInteger.valueOf(size)}).iterator();
  }

  /**
   * Runs a count from the command line and prints its result:
   * {@code BOARD KIND [START] ITEMS [--master URL]}, for example
   * {@code 6x6 open-directed 1000} or {@code 5x5 open-from-start a1 100 --master local[2]}; with
   * {@code --frontier}, a frontier sweep ({@link #countByFrontier}) whose generations have ITEMS
   * partitions, for example {@code 6x6 closed-undirected 8 --frontier}.
   * KIND is one of open-from-start (needs START), open-directed, open-undirected,
   * closed-undirected, closed-directed. Exit status 0 on success, 2 for bad arguments (with a
   * message on standard error), 1 if the count failed.
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
    SparkConf conf = new SparkConf().setAppName("knight-tours count " + job.request().board() + " " + job.request().kind());
    if (job.master() != null) {
      conf.setMaster(job.master());
    } else if (!conf.contains("spark.master")) {
      conf.setMaster("local[*]");
    }
    if (conf.get("spark.master").startsWith("local") && !conf.contains("spark.log.level")) {
      // Embedded, a program of its own: Spark's start-up chatter (INFO) would bury the answer.
      conf.set("spark.log.level", "WARN");
    }
    try (JavaSparkContext sc = new JavaSparkContext(conf)) {
      out.println(
          job.frontier() ? countByFrontier(sc, job.request(), job.items()) : count(sc, job.request(), job.items()));
      return 0;
    } catch (IllegalStateException e) { // CancellationException too
      err.println("knight-spark: the count failed: " + e.getMessage());
      return 1;
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
