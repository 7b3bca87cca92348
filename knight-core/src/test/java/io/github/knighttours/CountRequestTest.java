package io.github.knighttours;

import io.github.knighttours.count.CountProgressListener;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/** Count requests, their defaults, and how bad input is refused. */
class CountRequestTest {

  private static final Board BOARD = Board.of(3, 4);
  private static final Square A1 = Square.parse("a1");

  @Test
  void defaults() {
    CountRequest request = CountRequest.builder(BOARD, CountKind.OPEN_DIRECTED).build();
    assertEquals(BOARD, request.board());
    assertEquals(CountKind.OPEN_DIRECTED, request.kind());
    assertEquals(Optional.empty(), request.start());
    assertEquals(Runtime.getRuntime().availableProcessors(), request.parallelism());
    assertEquals(Optional.empty(), request.timeBudget());
    assertTrue(request.symmetry());
    assertEquals(Optional.empty(), request.progressListener());
  }

  @Test
  void optionsAreKept() {
    CountProgressListener listener = p -> {};
    CountRequest request =
        CountRequest.builder(BOARD, CountKind.OPEN_FROM_START)
            .start(A1)
            .parallelism(3)
            .timeBudget(Duration.ofSeconds(5))
            .symmetry(false)
            .progressListener(listener)
            .build();
    assertEquals(Optional.of(A1), request.start());
    assertEquals(3, request.parallelism());
    assertEquals(Optional.of(Duration.ofSeconds(5)), request.timeBudget());
    assertFalse(request.symmetry());
    assertEquals(Optional.of(listener), request.progressListener());
    assertEquals(Optional.empty(), request.checkpointDirectory());
    assertEquals(0, request.memoryLimit(), "0: three quarters of the free heap");
    CountRequest frontier =
        CountRequest.builder(BOARD, CountKind.CLOSED_UNDIRECTED)
            .method(CountMethod.FRONTIER)
            .checkpoint(Path.of("ck"))
            .memoryLimit(1 << 30)
            .build();
    assertEquals(Optional.of(Path.of("ck")), frontier.checkpointDirectory());
    assertEquals(1 << 30, frontier.memoryLimit());
    assertEquals(CountMethod.FRONTIER, frontier.method());
    assertEquals(
        "CountRequest{OPEN_FROM_START from a1, 3x4, parallelism=3, timeBudget=PT5S, symmetry off}", request.toString());
  }

  @Test
  void nullsAreRefusedNamingTheArgument() {
    CountRequest.Builder builder = CountRequest.builder(BOARD, CountKind.OPEN_FROM_START);
    assertNull("board", () -> CountRequest.builder(null, CountKind.OPEN_DIRECTED));
    assertNull("kind", () -> CountRequest.builder(BOARD, null));
    assertNull("start", () -> builder.start(null));
    assertNull("timeBudget", () -> builder.timeBudget(null));
    assertNull("progressListener", () -> builder.progressListener(null));
    assertNull("checkpoint directory", () -> builder.checkpoint(null));
    assertNull("request", () -> KnightTours.count(null));
    assertNull("request", () -> KnightTours.split(null, 1));
    assertNull("board", () -> KnightTours.openTours(null, A1));
    assertNull("start", () -> KnightTours.openTours(BOARD, null));
    assertNull("board", () -> KnightTours.closedTours(null));
  }

  @Test
  void badValuesAreRefusedNamingArgumentAndValue() {
    CountRequest.Builder builder = CountRequest.builder(BOARD, CountKind.OPEN_FROM_START);
    assertIllegal("parallelism must be at least 1, got 0", () -> builder.parallelism(0));
    assertIllegal("parallelism must be at most 32767, got 32768", () -> builder.parallelism(32_768));
    assertIllegal("timeBudget must be positive, got PT0S", () -> builder.timeBudget(Duration.ZERO));
    assertIllegal("timeBudget must be positive, got PT-1S", () -> builder.timeBudget(Duration.ofSeconds(-1)));
    assertIllegal("start e1 (row 0, col 4) is off the 3x4 board", () -> builder.start(Square.parse("e1")));
    assertIllegal("kind OPEN_FROM_START needs a start square", builder::build);
    assertIllegal("memoryLimit must be at least 1 MiB (1048576 bytes), got 1048575", () -> builder.memoryLimit((1 << 20) - 1));
    assertIllegal(
        "kind CLOSED_UNDIRECTED counts from every start, so it takes no start square, got a1",
        () -> CountRequest.builder(BOARD, CountKind.CLOSED_UNDIRECTED).start(A1).build());
    CountRequest request = CountRequest.builder(BOARD, CountKind.OPEN_DIRECTED).build();
    assertIllegal("minimumItems must be in 1..1000000, got 0", () -> KnightTours.split(request, 0));
    assertIllegal("minimumItems must be in 1..1000000, got 1000001", () -> KnightTours.split(request, 1_000_001));
    assertIllegal("start e1 (row 0, col 4) is off the 3x4 board", () -> KnightTours.openTours(BOARD, Square.parse("e1")));
  }

  @Test
  void boardsTooLargeForTheHeapAreRefusedWithTheSizes() {
    CountRequest huge = CountRequest.builder(Board.of(3000, 3000), CountKind.CLOSED_UNDIRECTED).parallelism(1).build();
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> KnightTours.count(huge));
    assertTrue(e.getMessage().contains("3000x3000") && e.getMessage().contains("MiB"), e::getMessage);
  }

  @Test
  void countsSayWhetherTheyAreExact() {
    CountRequest request = CountRequest.builder(Board.of(5, 5), CountKind.OPEN_DIRECTED).build();
    TourCount count = KnightTours.count(request);
    assertTrue(count.isComplete());
    assertEquals(1728L, count.countExact());
    assertEquals(request, count.request());
    assertTrue(count.nodes() > 0);
    assertTrue(count.toString().startsWith("1728 OPEN_DIRECTED tours of the 5x5 board (complete; "), count::toString);

    BigInteger beyondLong = BigInteger.ONE.shiftLeft(64);
    TourCount partial = new TourCount(request, beyondLong, false, "the time budget of PT1S ran out", 7, Duration.ZERO);
    assertThrows(ArithmeticException.class, partial::countExact);
    assertTrue(
        partial.toString().startsWith("at least 18446744073709551616 OPEN_DIRECTED tours of the 5x5 board (incomplete, a lower bound: the time budget"),
        partial::toString);
  }

  private static void assertNull(String name, Executable call) {
    NullPointerException e = assertThrows(NullPointerException.class, call);
    assertTrue(e.getMessage().contains(name), e::getMessage);
  }

  private static void assertIllegal(String message, Executable call) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call);
    assertTrue(e.getMessage().contains(message), e::getMessage);
  }
}
