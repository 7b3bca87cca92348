package io.github.knighttours;

import io.github.knighttours.count.CountProgress;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Counts that a theorem settles are 0 at once, say which theorem, and agree with the exhaustive count. */
class CountTheoremTest {

  @Test
  @Timeout(value = 60, unit = TimeUnit.SECONDS) // the search would take minutes; the theorem none
  void closedToursOfAnOddBoardAreZeroAtOnceWithTheTheorem() {
    TourCount count = KnightTours.count(CountRequest.builder(Board.of(7, 7), CountKind.CLOSED_UNDIRECTED).build());
    assertTrue(count.isComplete());
    assertEquals(BigInteger.ZERO, count.count());
    assertEquals(0, count.nodes());
    assertTrue(count.theorem().orElseThrow().contains("odd number of squares"), count.theorem().toString());
    assertTrue(count.toString().contains("by a theorem"), count.toString());
  }

  @Test
  void theTheoremsNeedNoHeap() {
    // A search of either would be refused as too large for any heap.
    TourCount closed =
        KnightTours.count(CountRequest.builder(Board.of(4, 100_000), CountKind.CLOSED_DIRECTED).build());
    assertEquals(BigInteger.ZERO, closed.count());
    assertTrue(closed.theorem().orElseThrow().contains("Schwenk 1991"));
    TourCount open = KnightTours.count(CountRequest.builder(Board.of(2, 1_000_000), CountKind.OPEN_UNDIRECTED).build());
    assertEquals(BigInteger.ZERO, open.count());
    assertTrue(open.theorem().isPresent());
  }

  @Test
  void aCountNoTheoremSettlesIsSearchedAndNamesNone() {
    TourCount count = KnightTours.count(CountRequest.builder(Board.of(5, 5), CountKind.OPEN_DIRECTED).build());
    assertEquals(BigInteger.valueOf(1728), count.count());
    assertTrue(count.theorem().isEmpty());
    TourCount fromCorner =
        KnightTours.count(CountRequest.builder(Board.of(5, 5), CountKind.OPEN_FROM_START).start(Square.parse("a1")).build());
    assertTrue(fromCorner.theorem().isEmpty());
    assertTrue(fromCorner.count().signum() > 0);
  }

  @Test
  void theListenerHearsThatATheoremsCountIsDone() {
    List<CountProgress> heard = new ArrayList<>();
    KnightTours.count(
        CountRequest.builder(Board.of(5, 5), CountKind.OPEN_FROM_START).start(Square.parse("b1")).progressListener(heard::add).build());
    assertEquals(1, heard.size());
    assertEquals(1.0, heard.get(0).fractionDone());
  }

  /**
   * Every board of up to 25 squares, every kind and every start: where a theorem settles the
   * count, the exhaustive count agrees that it is 0.
   */
  @Test
  @Timeout(value = 300, unit = TimeUnit.SECONDS)
  void everyTheoremAgreesWithTheExhaustiveCountOnSmallBoards() {
    int settled = 0;
    int searched = 0;
    for (int rows = 1; rows <= 5; rows++) {
      for (int cols = rows; rows * cols <= 25; cols++) {
        Board board = Board.of(rows, cols);
        List<CountRequest> requests = new ArrayList<>();
        for (CountKind kind : List.of(CountKind.CLOSED_UNDIRECTED, CountKind.CLOSED_DIRECTED, CountKind.OPEN_DIRECTED, CountKind.OPEN_UNDIRECTED)) {
          requests.add(CountRequest.builder(board, kind).parallelism(1).build());
        }
        for (int r = 0; r < rows; r++) {
          for (int c = 0; c < cols; c++) {
            requests.add(
                CountRequest.builder(board, CountKind.OPEN_FROM_START).start(new Square(r, c)).parallelism(1).build());
          }
        }
        for (CountRequest request : requests) {
          String theorem = KnightTours.noTourTheorem(request);
          TourCount exhaustive = KnightTours.countBySearch(request);
          assertTrue(exhaustive.isComplete(), request.toString());
          if (theorem != null) {
            settled++;
            assertEquals(BigInteger.ZERO, exhaustive.count(), request + " settled by " + theorem);
            TourCount answered = KnightTours.count(request);
            assertEquals(BigInteger.ZERO, answered.count());
            assertTrue(answered.isComplete());
            assertEquals(theorem, answered.theorem().orElseThrow());
          } else {
            searched++;
            assertEquals(exhaustive.count(), KnightTours.count(request).count(), request.toString());
          }
        }
      }
    }
    // Not vacuous: most of these small boards have no tour, and the theorems must say so.
    assertTrue(settled > 300, "settled " + settled);
    assertTrue(searched > 20, "searched " + searched);
  }

  @Test
  void theOneSquareBoardKeepsItsCounts() {
    Board one = Board.of(1, 1);
    for (CountKind kind : CountKind.values()) {
      CountRequest.Builder builder = CountRequest.builder(one, kind);
      if (kind == CountKind.OPEN_FROM_START) {
        builder.start(new Square(0, 0));
      }
      CountRequest request = builder.build();
      assertEquals(KnightTours.countBySearch(request).count(), KnightTours.count(request).count(), kind.toString());
    }
  }
}
