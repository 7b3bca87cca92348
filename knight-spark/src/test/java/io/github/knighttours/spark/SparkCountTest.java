package io.github.knighttours.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Board;
import io.github.knighttours.CountKind;
import io.github.knighttours.CountMethod;
import io.github.knighttours.CountRequest;
import io.github.knighttours.CountWorkItem;
import io.github.knighttours.KnightTours;
import io.github.knighttours.Square;
import io.github.knighttours.TourCount;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URI;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.spark.SparkConf;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Counts through an embedded Spark (two worker threads, each task tried up to three times)
 * against published values. One context serves every test: starting Spark is most of the time.
 */
class SparkCountTest {

  private static JavaSparkContext sc;
  /** Attempts that {@link #failOnFirstAttempt} failed on purpose, and retries it saw (local mode: one JVM). */
  private static final AtomicInteger failedAttempts = new AtomicInteger();
  private static final AtomicInteger retriedAttempts = new AtomicInteger();

  @BeforeAll
  static void startSpark() {
    // local[2,3]: two threads, and a failed task is tried up to three times (plain local[2] never retries).
    SparkConf conf = new SparkConf().setMaster("local[2,3]").setAppName("SparkCountTest").set("spark.ui.enabled", "false");
    sc = new JavaSparkContext(conf);
  }

  @AfterAll
  static void stopSpark() {
    if (sc != null) {
      sc.close();
    }
  }

  private static CountRequest request(int rows, int cols, CountKind kind) {
    return CountRequest.builder(Board.of(rows, cols), kind).build();
  }

  /** OEIS A165134: 6,637,920 directed open tours of 6×6. */
  @Test
  void countsTheDirectedOpenToursOfSixBySix() {
    SparkCountResult result = SparkCount.count(sc, request(6, 6, CountKind.OPEN_DIRECTED), 200);
    assertEquals(BigInteger.valueOf(6_637_920), result.count(), result::toString);
    assertTrue(result.items() >= 200, result::toString);
    // Two cores, four partitions per core.
    assertEquals(8, result.partitions(), result::toString);
    assertEquals("local[2,3]", result.master());
  }

  /** OEIS A001230: 9,862 undirected closed tours of 6×6. */
  @Test
  void countsTheUndirectedClosedToursOfSixBySix() {
    SparkCountResult result = SparkCount.count(sc, request(6, 6, CountKind.CLOSED_UNDIRECTED), 50);
    assertEquals(BigInteger.valueOf(9862), result.count(), result::toString);
  }

  /** OEIS A165134's table: 304 open tours of 5×5 from a1, and 64 from c3. */
  @Test
  void countsFromAStartSquare() {
    for (String[] startAndCount : new String[][] {{"a1", "304"}, {"c3", "64"}}) {
      CountRequest request =
          CountRequest.builder(Board.of(5, 5), CountKind.OPEN_FROM_START).start(Square.parse(startAndCount[0])).build();
      assertEquals(new BigInteger(startAndCount[1]), SparkCount.count(sc, request, 20).count(), startAndCount[0]);
    }
  }

  /**
   * The frontier sweep on Spark, a job a square: published values (OEIS A165134's table: 304 open
   * tours of 5×5 from a1; A175881: 8 closed tours of 6×5) and the one-machine count of 3×10.
   */
  @Test
  void countsByTheFrontierSweep() {
    CountRequest fromA1 = CountRequest.builder(Board.of(5, 5), CountKind.OPEN_FROM_START).start(Square.parse("a1")).build();
    SparkCountResult result = SparkCount.countByFrontier(sc, fromA1, 4096);
    assertEquals(BigInteger.valueOf(304), result.count(), result::toString);
    assertEquals(io.github.knighttours.CountMethod.FRONTIER, result.method());
    assertEquals(25, result.items(), "a job a square");
    assertTrue(result.peakStates() > 100, result::toString);
    assertTrue(result.toString().contains("frontier sweep of 25 squares"), result::toString);
    assertEquals(BigInteger.valueOf(8), SparkCount.countByFrontier(sc, request(6, 5, CountKind.CLOSED_UNDIRECTED)).count());
    CountRequest open = request(3, 10, CountKind.OPEN_DIRECTED);
    assertEquals(KnightTours.count(open).count(), SparkCount.countByFrontier(sc, open, 2000).count());
    IllegalArgumentException wide =
        assertThrows(
            IllegalArgumentException.class, () -> SparkCount.countByFrontier(sc, request(9, 9, CountKind.CLOSED_UNDIRECTED)));
    assertTrue(wide.getMessage().contains("9x9"), wide::getMessage);
    IllegalArgumentException few = assertThrows(IllegalArgumentException.class, () -> SparkCount.countByFrontier(sc, open, 4));
    assertEquals("statesPerPartition must be in 1024..16777216, got 4", few.getMessage());
    assertThrows(IllegalArgumentException.class, () -> SparkCount.countByFrontier(sc, open, (1 << 24) + 1));
  }

  @Test
  void anInterruptedSweepThrowsAndKeepsTheFlag() {
    Thread.currentThread().interrupt();
    try {
      assertThrows(
          CancellationException.class,
          () -> SparkCount.countByFrontier(sc, request(5, 6, CountKind.CLOSED_UNDIRECTED)));
      assertTrue(Thread.currentThread().isInterrupted());
    } finally {
      Thread.interrupted();
    }
  }

  @Test
  void aBoardWithoutToursGivesZeroWithoutAJob() {
    SparkCountResult result = SparkCount.count(sc, request(4, 4, CountKind.CLOSED_UNDIRECTED), 10);
    assertEquals(BigInteger.ZERO, result.count());
    assertEquals(0, result.partitions());
  }

  /** Throws on the first attempt of the first partition's task, then counts like the real job. */
  private static BigInteger failOnFirstAttempt(String line) {
    TaskContext task = TaskContext.get();
    if (task.partitionId() == 0 && task.attemptNumber() == 0) {
      failedAttempts.incrementAndGet();
      throw new IllegalStateException("failing on purpose, first attempt of partition 0");
    }
    if (task.attemptNumber() > 0) {
      retriedAttempts.incrementAndGet();
    }
    return CountWorkItem.decode(line).count();
  }

  @Test
  void aFailedTaskIsRetriedAndTheCountIsUnchanged() {
    CountRequest request = request(5, 5, CountKind.OPEN_DIRECTED);
    SparkCountResult result = SparkCount.count(sc, request, 40, SparkCountTest::failOnFirstAttempt);
    assertEquals(BigInteger.valueOf(1728), result.count(), result::toString);
    assertEquals(1, failedAttempts.get(), "attempts failed on purpose");
    // Every line of partition 0 was counted again, on its second attempt.
    assertTrue(retriedAttempts.get() >= 1, "lines counted by a retried task: " + retriedAttempts.get());
  }

  @Test
  void aTaskThatAlwaysFailsFailsTheCount() {
    CountRequest request = request(5, 5, CountKind.OPEN_DIRECTED);
    IllegalStateException e =
        assertThrows(
            IllegalStateException.class,
            () -> SparkCount.count(sc, request, 10, line -> {
              throw new ArithmeticException("never counts " + line.length());
            }));
    assertTrue(e.getMessage().contains("never counts"), e::getMessage);
    assertFalse(e instanceof CancellationException, "a failure, not a cancellation");
  }

  @Test
  void sameRequestSameNumberAsTheOneMachineCount() {
    CountRequest request = request(5, 6, CountKind.OPEN_UNDIRECTED);
    BigInteger local = KnightTours.count(request).count();
    assertEquals(local, SparkCount.count(sc, request, 30).count());
    assertEquals(local, SparkCount.count(sc, request, 300).count());
  }

  @Test
  void badArgumentsAreNamed() {
    CountRequest request = request(5, 5, CountKind.OPEN_DIRECTED);
    IllegalArgumentException tooFew = assertThrows(IllegalArgumentException.class, () -> SparkCount.count(sc, request, 0));
    assertEquals("items must be in 1..1000000, got 0", tooFew.getMessage());
    IllegalArgumentException tooMany =
        assertThrows(IllegalArgumentException.class, () -> SparkCount.count(sc, request, SparkCount.MAX_ITEMS + 1));
    assertTrue(tooMany.getMessage().contains("got 1000001"), tooMany::getMessage);
    NullPointerException noContext = assertThrows(NullPointerException.class, () -> SparkCount.count(null, request, 1));
    assertEquals("sc must not be null", noContext.getMessage());
    NullPointerException noRequest = assertThrows(NullPointerException.class, () -> SparkCount.count(sc, null, 1));
    assertEquals("request must not be null", noRequest.getMessage());
  }

  @Test
  void anInterruptedCountThrowsAndKeepsTheFlag() {
    Thread.currentThread().interrupt();
    try {
      assertThrows(
          CancellationException.class,
          () -> SparkCount.count(sc, request(6, 6, CountKind.OPEN_DIRECTED), 100));
      assertTrue(Thread.currentThread().isInterrupted());
    } finally {
      Thread.interrupted();
    }
  }

  /** Released by the test that needs tasks to block. */
  private static final CountDownLatch release = new CountDownLatch(1);

  private static BigInteger blockUntilReleased(String line) throws InterruptedException {
    release.await();
    return BigInteger.ONE;
  }

  @Test
  void aCountOutOfTimeIsCancelled() {
    // The tasks block until released, so the budget always runs out first, however fast the machine.
    CountRequest request =
        CountRequest.builder(Board.of(5, 5), CountKind.OPEN_DIRECTED).timeBudget(Duration.ofSeconds(1)).build();
    try {
      CancellationException e =
          assertThrows(CancellationException.class, () -> SparkCount.count(sc, request, 10, SparkCountTest::blockUntilReleased));
      assertTrue(e.getMessage().startsWith("the time budget of PT1S ran out"), e::getMessage);
    } finally {
      release.countDown();
    }
  }

  @Test
  void theProgramRejectsBadArgumentsWithStatusTwo() {
    String[][] bad = {
      {},
      {"6x6", "open-directed"},
      {"6y6", "open-directed", "10"},
      {"6x6", "sideways", "10"},
      {"6x6", "open-directed", "ten"},
      {"6x6", "open-directed", "0"},
      {"5x5", "open-from-start", "10"},
      {"5x5", "open-from-start", "f9", "10"},
      {"5x5", "open-directed", "a1", "10"},
      {"5x5", "open-directed", "10", "--master"},
      {"5x5", "open-directed", "10", "--cores", "2"},
      {"9x9", "closed-undirected", "--frontier"},
      {"5x5", "closed-undirected", "8", "--frontier"},
      {"5x5", "closed-undirected", "--frontier", "--states-per-partition", "10"},
      {"5x5", "closed-undirected", "--frontier", "--states-per-partition"},
      {"5x5", "closed-undirected", "10", "--checkpoint-dir", "/tmp/x"},
    };
    String[] expected = {
      "expected BOARD KIND [START] ITEMS, got 0 arguments",
      "expected BOARD KIND [START] ITEMS, got 2 arguments",
      "BOARD 6y6 is not a board",
      "KIND sideways is not one of",
      "ITEMS ten is not a whole number",
      "ITEMS must be in 1..1000000, got 0",
      "KIND open-from-start needs a START square",
      "START f9 is off the 5x5 board",
      "KIND open-directed counts from every square and takes no START, got a1",
      "--master needs a URL",
      "unknown option --cores",
      "--frontier: a frontier sweep takes boards",
      "--frontier takes no ITEMS",
      "--states-per-partition must be in 1024..16777216, got 10",
      "--states-per-partition needs a value",
      "--states-per-partition and --checkpoint-dir go with --frontier",
    };
    for (int i = 0; i < bad.length; i++) {
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      ByteArrayOutputStream err = new ByteArrayOutputStream();
      int status = SparkCount.run(bad[i], print(out), print(err));
      String message = err.toString(StandardCharsets.UTF_8);
      assertEquals(2, status, message);
      assertTrue(message.startsWith("knight-spark: " + expected[i]), message);
      assertTrue(message.contains("usage: SparkCount BOARD KIND"), message);
      assertEquals("", out.toString(StandardCharsets.UTF_8));
    }
  }

  /** Attempts that {@link FailFirstAttempt} failed on purpose, and retried attempts it saw. */
  private static final AtomicInteger sweepFailures = new AtomicInteger();
  private static final AtomicInteger sweepRetries = new AtomicInteger();

  /** Fails the first attempt of partition 0's expansion at square 12, once. */
  private static final class FailFirstAttempt implements SparkFrontier.Probe {
    private static final long serialVersionUID = 1L;

    @Override
    public void expanding(int square) {
      TaskContext task = TaskContext.get();
      if (square == 12 && task.partitionId() == 0) {
        if (task.attemptNumber() == 0) {
          sweepFailures.incrementAndGet();
          throw new IllegalStateException("failing on purpose, first attempt of partition 0 at square 12");
        }
        sweepRetries.incrementAndGet();
      }
    }
  }

  @Test
  void aFailedTaskOfTheSweepIsRetriedAndTheCountIsUnchanged() {
    // OEIS A175855: 44,202 closed tours of 5x8 (a partition 0 at every square).
    CountRequest request = request(5, 8, CountKind.CLOSED_UNDIRECTED);
    SparkCountResult result = SparkCount.countByFrontier(sc, request, 4096, new FailFirstAttempt());
    assertEquals(BigInteger.valueOf(44_202), result.count(), result::toString);
    assertEquals(1, sweepFailures.get(), "attempts failed on purpose");
    assertEquals(1, sweepRetries.get(), "the failed task, tried again");
  }

  /** Released by the test whose sweep must run out of time. */
  private static final CountDownLatch releaseSweep = new CountDownLatch(1);

  /** Blocks every task of square 3 until released (or interrupted by the cancel). */
  private static final class BlockAtSquareThree implements SparkFrontier.Probe {
    private static final long serialVersionUID = 1L;

    @Override
    public void expanding(int square) {
      if (square == 3) {
        try {
          releaseSweep.await();
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          throw new IllegalStateException("interrupted, as a cancelled job's task is", e);
        }
      }
    }
  }

  @Test
  void aSweepOutOfTimeIsCancelledAndTheContextGoesOn() {
    CountRequest request =
        CountRequest.builder(Board.of(5, 6), CountKind.CLOSED_UNDIRECTED).timeBudget(Duration.ofSeconds(1)).build();
    try {
      CancellationException e =
          assertThrows(
              CancellationException.class, () -> SparkCount.countByFrontier(sc, request, 4096, new BlockAtSquareThree()));
      assertTrue(e.getMessage().startsWith("the time budget of PT1S ran out"), e::getMessage);
    } finally {
      releaseSweep.countDown();
    }
    assertEquals(BigInteger.valueOf(8), SparkCount.countByFrontier(sc, request(5, 6, CountKind.CLOSED_UNDIRECTED)).count());
  }

  /** What the driver did after each square: states, partitions, and whether the checkpoint was on disk. */
  private static final class Record implements SparkFrontier.Probe {
    private static final long serialVersionUID = 1L;
    final transient List<long[]> squares = new ArrayList<>();
    final transient Set<String> checkpoints = new LinkedHashSet<>();
    transient boolean checkpointOnDisk;

    @Override
    public void squareDone(int square, long states, int partitions, boolean checkpointed, String checkpointFile) {
      squares.add(new long[] {square, states, partitions, checkpointed ? 1 : 0});
      if (checkpointFile != null) {
        checkpoints.add(checkpointFile);
        checkpointOnDisk |= Files.isDirectory(Path.of(URI.create(checkpointFile)));
      }
    }
  }

  private static List<Long> checkpointedSquares(Record record) {
    List<Long> squares = new ArrayList<>();
    for (long[] square : record.squares) {
      if (square[3] == 1) {
        squares.add(square[0]);
      }
    }
    return squares;
  }

  /** Partitions follow each generation's states; small generations stay whole; states processed as on one machine. */
  @Test
  void theSweepSizesItsPartitionsFromTheStates() {
    CountRequest request = request(5, 8, CountKind.CLOSED_UNDIRECTED);
    Record record = new Record();
    int target = 4096;
    SparkCountResult result = SparkCount.countByFrontier(sc, request, target, record);
    assertEquals(BigInteger.valueOf(44_202), result.count(), result::toString);
    TourCount local = KnightTours.count(CountRequest.builder(Board.of(5, 8), CountKind.CLOSED_UNDIRECTED).method(CountMethod.FRONTIER).build());
    assertEquals(local.nodes(), result.statesProcessed(), "states processed, summed over the squares");
    assertEquals(40, record.squares.size());
    assertEquals(1, record.squares.get(0)[2], "the first generation in one partition");
    long peak = 0;
    int most = 0;
    for (long[] square : record.squares) {
      long states = square[1];
      int partitions = (int) square[2];
      // Built from a guess of its size, a generation may overshoot it, but not by much.
      assertTrue(states <= 4L * target * partitions, () -> "square " + square[0] + ": " + states + " states in " + partitions);
      peak = Math.max(peak, states);
      most = Math.max(most, partitions);
    }
    assertEquals(peak, result.peakStates());
    assertEquals(most, result.partitions());
    long peakStates = peak;
    int mostPartitions = most;
    // 47,698 states at the peak: about a dozen partitions.
    assertTrue(mostPartitions >= peakStates / (4 * target) && mostPartitions > 2, () -> mostPartitions + " partitions at most for " + peakStates + " states");
    assertTrue(record.checkpoints.isEmpty(), "no checkpoint directory: local checkpoints, no files");
    assertEquals(List.of(7L, 15L, 23L, 31L), checkpointedSquares(record), "the lineage cut after every 8 squares but the last");
  }

  /** 3x48 has 98,732,348,316,474,213,376 closed tours, past 2^64: the counts widen to two words. */
  @Test
  void aCountPastSixtyFourBitsIsExact() {
    CountRequest request = request(3, 48, CountKind.CLOSED_UNDIRECTED);
    BigInteger expected = KnightTours.count(request).count();
    assertTrue(expected.bitLength() > 64, expected::toString);
    assertEquals(new BigInteger("98732348316474213376"), expected);
    assertEquals(expected, SparkCount.countByFrontier(sc, request).count());
  }

  @Test
  void theSweepCheckpointsIntoTheContextsDirectoryAndCleansUp(@TempDir Path directory) throws Exception {
    sc.setCheckpointDir(directory.toString());
    try {
      CountRequest request = request(5, 6, CountKind.CLOSED_UNDIRECTED);
      Record record = new Record();
      SparkCountResult result = SparkCount.countByFrontier(sc, request, 4096, record);
      assertEquals(KnightTours.count(request).count(), result.count(), result::toString);
      // 30 squares: checkpoints after squares 8, 16 and 24, each on disk when it was the latest.
      assertEquals(30 / SparkFrontier.CHECKPOINT_EVERY, record.checkpoints.size(), record.checkpoints::toString);
      assertTrue(record.checkpointOnDisk);
      assertEquals(List.of(7L, 15L, 23L), checkpointedSquares(record));
      for (String file : record.checkpoints) {
        assertTrue(file.contains(directory.toString()), file);
        assertFalse(Files.exists(Path.of(URI.create(file))), () -> "left behind: " + file);
      }
    } finally {
      // Back to no directory (a package-private setter of Spark's, for the other tests).
      sc.sc().checkpointDir_$eq(scala.Option.empty());
    }
  }

  @Test
  void theEmbeddedProgramListensOnlyOnThisMachine() {
    JobArguments job = JobArguments.parse(new String[] {"5x5", "closed-undirected", "--frontier"});
    SparkConf conf = SparkCount.conf(job, new SparkConf(false));
    assertEquals("local[*]", conf.get("spark.master"));
    assertEquals("false", conf.get("spark.ui.enabled"));
    assertEquals("127.0.0.1", conf.get("spark.driver.bindAddress"));
    assertEquals("127.0.0.1", conf.get("spark.driver.host"));
    assertFalse(conf.contains("spark.kryo.classesToRegister"), "Java's serializer: nothing to register");
    SparkConf kryo =
        SparkCount.conf(job, new SparkConf(false).set("spark.serializer", "org.apache.spark.serializer.KryoSerializer"));
    assertTrue(kryo.get("spark.kryo.classesToRegister").contains("[B"), () -> kryo.get("spark.kryo.classesToRegister"));
    // Settings given (system properties, spark-submit --conf) win.
    SparkConf given = new SparkConf(false).set("spark.ui.enabled", "true").set("spark.driver.host", "10.1.2.3");
    SparkConf overridden = SparkCount.conf(job, given);
    assertEquals("true", overridden.get("spark.ui.enabled"));
    assertEquals("10.1.2.3", overridden.get("spark.driver.host"));
    // On a cluster the driver must be reachable: nothing is pinned to this machine.
    JobArguments cluster =
        JobArguments.parse(
            new String[] {"5x5", "closed-undirected", "--frontier", "--master", "spark://host:7077", "--checkpoint-dir", "hdfs:///ck"});
    SparkConf onCluster = SparkCount.conf(cluster, new SparkConf(false));
    assertFalse(onCluster.contains("spark.driver.bindAddress"));
    assertFalse(onCluster.contains("spark.ui.enabled"));
    assertEquals("hdfs:///ck", onCluster.get("spark.checkpoint.dir"));
  }

  private static PrintStream print(ByteArrayOutputStream bytes) {
    return new PrintStream(bytes, true, StandardCharsets.UTF_8);
  }
}
