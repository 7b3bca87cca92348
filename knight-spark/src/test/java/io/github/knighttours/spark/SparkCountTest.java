package io.github.knighttours.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Board;
import io.github.knighttours.CountKind;
import io.github.knighttours.CountRequest;
import io.github.knighttours.CountWorkItem;
import io.github.knighttours.KnightTours;
import io.github.knighttours.Square;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.spark.SparkConf;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

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
    SparkCountResult result = SparkCount.countByFrontier(sc, fromA1, 4);
    assertEquals(BigInteger.valueOf(304), result.count(), result::toString);
    assertEquals(io.github.knighttours.CountMethod.FRONTIER, result.method());
    assertEquals(25, result.items(), "a job a square");
    assertTrue(result.peakStates() > 100, result::toString);
    assertTrue(result.toString().contains("frontier sweep of 25 squares"), result::toString);
    assertEquals(BigInteger.valueOf(8), SparkCount.countByFrontier(sc, request(6, 5, CountKind.CLOSED_UNDIRECTED), 3).count());
    CountRequest open = request(3, 10, CountKind.OPEN_DIRECTED);
    assertEquals(KnightTours.count(open).count(), SparkCount.countByFrontier(sc, open, 5).count());
    IllegalArgumentException wide =
        assertThrows(
            IllegalArgumentException.class, () -> SparkCount.countByFrontier(sc, request(9, 9, CountKind.CLOSED_UNDIRECTED), 4));
    assertTrue(wide.getMessage().contains("9x9"), wide::getMessage);
    assertThrows(IllegalArgumentException.class, () -> SparkCount.countByFrontier(sc, open, 0));
  }

  @Test
  void anInterruptedSweepThrowsAndKeepsTheFlag() {
    Thread.currentThread().interrupt();
    try {
      assertThrows(
          CancellationException.class,
          () -> SparkCount.countByFrontier(sc, request(5, 6, CountKind.CLOSED_UNDIRECTED), 4));
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
      {"9x9", "closed-undirected", "8", "--frontier"},
      {"5x5", "closed-undirected", "0", "--frontier"},
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
      "PARTITIONS must be in 1..1000000, got 0",
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

  private static PrintStream print(ByteArrayOutputStream bytes) {
    return new PrintStream(bytes, true, StandardCharsets.UTF_8);
  }
}
