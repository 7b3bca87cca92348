package io.github.knighttours;

import io.github.knighttours.spi.ProgressListener;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class TourRequestTest {

  private static final Board BOARD = Board.of(8, 8);
  private static final Square B1 = Square.parse("b1");
  private static final ProgressListener LISTENER = progress -> {};

  @Test
  void defaults() {
    TourRequest request = TourRequest.of(BOARD, B1);
    assertEquals(BOARD, request.board());
    assertEquals(B1, request.start());
    assertEquals(OptionalLong.empty(), request.seed());
    assertEquals(Long.MAX_VALUE, request.nodeBudget());
    assertEquals(Optional.empty(), request.timeBudget());
    assertEquals(TourRequest.DEFAULT_LOOKAHEAD, request.lookahead());
    assertEquals(1, request.lookahead());
    assertEquals(Optional.empty(), request.progressListener());
  }

  @Test
  void ofRowsAndColsMakesTheBoard() {
    TourRequest request = TourRequest.of(5, 6, Square.parse("f5"));
    assertEquals(Board.of(5, 6), request.board());
    assertEquals(Square.parse("f5"), request.start());
  }

  @Test
  void builderSetsEveryOption() {
    TourRequest request =
        TourRequest.builder(BOARD, B1)
            .seed(42)
            .nodeBudget(1_000)
            .timeBudget(Duration.ofSeconds(2))
            .lookahead(TourRequest.MAX_LOOKAHEAD)
            .progressListener(LISTENER)
            .build();
    assertEquals(OptionalLong.of(42), request.seed());
    assertEquals(1_000, request.nodeBudget());
    assertEquals(Optional.of(Duration.ofSeconds(2)), request.timeBudget());
    assertEquals(4, request.lookahead());
    assertSame(LISTENER, request.progressListener().orElseThrow());
  }

  @Test
  void acceptsTheExtremes() {
    TourRequest request =
        TourRequest.builder(BOARD, B1).seed(0).nodeBudget(1).timeBudget(Duration.ofNanos(1)).lookahead(1).build();
    assertEquals(OptionalLong.of(0), request.seed());
    assertEquals(1, request.nodeBudget());
    assertEquals(Optional.of(Duration.ofNanos(1)), request.timeBudget());
    assertEquals(1, request.lookahead());
    assertEquals(Long.MAX_VALUE, TourRequest.builder(BOARD, B1).nodeBudget(Long.MAX_VALUE).build().nodeBudget());
  }

  @Test
  void laterSettingsWin() {
    TourRequest request = TourRequest.builder(BOARD, B1).seed(1).seed(2).lookahead(3).lookahead(2).build();
    assertEquals(OptionalLong.of(2), request.seed());
    assertEquals(2, request.lookahead());
  }

  @Test
  void rejectsAStartOffTheBoardNamingSquareAndBoard() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> TourRequest.of(Board.of(5, 5), Square.parse("f1")));
    assertEquals("start f1 (row 0, col 5) is off the 5x5 board", e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> TourRequest.of(3, 4, Square.parse("a4")));
    assertThrows(IllegalArgumentException.class, () -> TourRequest.builder(Board.of(1, 1), B1));
  }

  @Test
  void rejectsAnInvalidBoardSize() {
    assertThrows(IllegalArgumentException.class, () -> TourRequest.of(0, 8, B1));
    assertThrows(IllegalArgumentException.class, () -> TourRequest.of(8, -8, B1));
  }

  @Test
  void rejectsNullBoardOrStart() {
    NullPointerException board = assertThrows(NullPointerException.class, () -> TourRequest.builder(null, B1));
    assertEquals("board must not be null", board.getMessage());
    NullPointerException start = assertThrows(NullPointerException.class, () -> TourRequest.of(BOARD, null));
    assertEquals("start must not be null", start.getMessage());
    assertThrows(NullPointerException.class, () -> TourRequest.of(8, 8, null));
  }

  @ParameterizedTest
  @ValueSource(longs = {0, -1, Long.MIN_VALUE})
  void rejectsANodeBudgetBelowOne(long nodes) {
    TourRequest.Builder builder = TourRequest.builder(BOARD, B1);
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> builder.nodeBudget(nodes));
    assertEquals("nodeBudget must be positive, got " + nodes, e.getMessage());
  }

  @Test
  void rejectsATimeBudgetThatIsNotPositive() {
    TourRequest.Builder builder = TourRequest.builder(BOARD, B1);
    IllegalArgumentException zero =
        assertThrows(IllegalArgumentException.class, () -> builder.timeBudget(Duration.ZERO));
    assertEquals("timeBudget must be positive, got PT0S", zero.getMessage());
    IllegalArgumentException negative =
        assertThrows(IllegalArgumentException.class, () -> builder.timeBudget(Duration.ofMillis(-1)));
    assertEquals("timeBudget must be positive, got PT-0.001S", negative.getMessage());
    NullPointerException none = assertThrows(NullPointerException.class, () -> builder.timeBudget(null));
    assertEquals("timeBudget must not be null", none.getMessage());
  }

  @ParameterizedTest
  @ValueSource(ints = {0, -1, 5, Integer.MAX_VALUE, Integer.MIN_VALUE})
  void rejectsALookaheadOutside1To4(int depth) {
    TourRequest.Builder builder = TourRequest.builder(BOARD, B1);
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> builder.lookahead(depth));
    assertEquals("lookahead must be in 1..4, got " + depth, e.getMessage());
  }

  @Test
  void rejectsANullProgressListener() {
    TourRequest.Builder builder = TourRequest.builder(BOARD, B1);
    NullPointerException e = assertThrows(NullPointerException.class, () -> builder.progressListener(null));
    assertEquals("progressListener must not be null", e.getMessage());
  }

  @Test
  void aRejectedOptionLeavesTheBuilderAsItWas() {
    TourRequest.Builder builder = TourRequest.builder(BOARD, B1).nodeBudget(10).lookahead(2);
    assertThrows(IllegalArgumentException.class, () -> builder.nodeBudget(0));
    assertThrows(IllegalArgumentException.class, () -> builder.lookahead(9));
    TourRequest request = builder.build();
    assertEquals(10, request.nodeBudget());
    assertEquals(2, request.lookahead());
  }

  @Test
  void toBuilderKeepsEverythingAndLeavesTheOriginalAlone() {
    TourRequest original =
        TourRequest.builder(BOARD, B1)
            .seed(7)
            .nodeBudget(500)
            .timeBudget(Duration.ofMillis(250))
            .lookahead(3)
            .progressListener(LISTENER)
            .build();
    TourRequest copy = original.toBuilder().build();
    assertEquals(original.board(), copy.board());
    assertEquals(original.start(), copy.start());
    assertEquals(original.seed(), copy.seed());
    assertEquals(original.nodeBudget(), copy.nodeBudget());
    assertEquals(original.timeBudget(), copy.timeBudget());
    assertEquals(original.lookahead(), copy.lookahead());
    assertSame(LISTENER, copy.progressListener().orElseThrow());

    TourRequest changed = original.toBuilder().seed(8).lookahead(1).build();
    assertEquals(OptionalLong.of(8), changed.seed());
    assertEquals(1, changed.lookahead());
    assertEquals(OptionalLong.of(7), original.seed());
    assertEquals(3, original.lookahead());
  }

  @Test
  void toBuilderOfADefaultRequestKeepsTheDefaults() {
    TourRequest copy = TourRequest.of(BOARD, B1).toBuilder().build();
    assertEquals(OptionalLong.empty(), copy.seed());
    assertEquals(Long.MAX_VALUE, copy.nodeBudget());
    assertEquals(Optional.empty(), copy.timeBudget());
    assertEquals(Optional.empty(), copy.progressListener());
  }

  @Test
  void toStringShowsBoardStartAndOptionsThatDifferFromTheDefaults() {
    assertEquals("TourRequest{8x8 from b1}", TourRequest.of(BOARD, B1).toString());
    TourRequest request =
        TourRequest.builder(Board.of(5, 6), Square.parse("c3"))
            .seed(-3)
            .nodeBudget(100)
            .timeBudget(Duration.ofSeconds(1))
            .lookahead(2)
            .progressListener(LISTENER)
            .build();
    assertEquals(
        "TourRequest{5x6 from c3, seed=-3, nodeBudget=100, timeBudget=PT1S, lookahead=2}", request.toString());
  }
}
