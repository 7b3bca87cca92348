package io.github.knighttours;

import io.github.knighttours.count.FrontierSweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.math.BigInteger;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The frontier sweep as public steps, run here by the simplest engine (a hash map a square)
 * against the depth-first count: the same numbers, so an engine elsewhere that adds up the same
 * steps gets them too.
 */
class FrontierSweepTest {

  /** The loop of the class Javadoc. */
  private static BigInteger sweep(FrontierSweep sweep) {
    Map<Long, BigInteger> states = Map.of(FrontierSweep.START, BigInteger.ONE);
    BigInteger completed = BigInteger.ZERO;
    long[] next = new long[FrontierSweep.MAX_SUCCESSORS];
    for (int square = 0; square < sweep.squares(); square++) {
      Map<Long, BigInteger> after = new HashMap<>();
      for (Map.Entry<Long, BigInteger> state : states.entrySet()) {
        int n = sweep.successors(square, state.getKey(), next);
        for (int i = 0; i < n; i++) {
          if (next[i] == FrontierSweep.COMPLETED) {
            completed = completed.add(state.getValue());
          } else {
            after.merge(next[i], state.getValue(), BigInteger::add);
          }
        }
      }
      states = after;
    }
    return sweep.count(completed);
  }

  private static BigInteger depthFirst(CountRequest request) {
    CountRequest.Builder builder = CountRequest.builder(request.board(), request.kind()).method(CountMethod.DEPTH_FIRST);
    request.start().ifPresent(builder::start);
    return KnightTours.count(builder.build()).count();
  }

  @Test
  void theStepsAddUpToTheDepthFirstCountOnEveryKind() {
    // Open counts have many more states than closed ones (5x6: 350,671 at the peak, 6x6: 11.6 million):
    // small boards here.
    int[][] boards = {{3, 4}, {4, 5}, {5, 5}, {3, 10}, {4, 6}, {2, 9}};
    for (int[] size : boards) {
      Board board = Board.of(size[0], size[1]);
      for (CountKind kind : CountKind.values()) {
        CountRequest.Builder builder = CountRequest.builder(board, kind);
        if (kind == CountKind.OPEN_FROM_START) {
          builder.start(Square.of(size[0] - 1, 1));
        }
        CountRequest request = builder.build();
        assertEquals(depthFirst(request), sweep(FrontierSweep.of(request)), board + " " + kind);
      }
    }
    // Published values: the 8 closed tours of 6x5 (OEIS A175881) and the 9,862 of 6x6 (A001230).
    assertEquals(
        BigInteger.valueOf(8), sweep(FrontierSweep.of(CountRequest.builder(Board.of(6, 5), CountKind.CLOSED_UNDIRECTED).build())));
    assertEquals(
        BigInteger.valueOf(9862),
        sweep(FrontierSweep.of(CountRequest.builder(Board.of(6, 6), CountKind.CLOSED_UNDIRECTED).build())));
  }

  @Test
  void itTravelsAsAJavaObjectAndStepsTheSameAfterwards() throws Exception {
    FrontierSweep sweep =
        FrontierSweep.of(CountRequest.builder(Board.of(5, 5), CountKind.OPEN_FROM_START).start(Square.parse("c3")).build());
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(sweep);
    }
    FrontierSweep copy;
    try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
      copy = (FrontierSweep) in.readObject();
    }
    assertEquals(sweep.toString(), copy.toString());
    assertEquals(BigInteger.valueOf(64), sweep(copy)); // OEIS A165134's table: 64 open tours from c3
  }

  @Test
  void refusesWhatItCannotSweep() {
    assertThrows(NullPointerException.class, () -> FrontierSweep.of(null));
    IllegalArgumentException wide =
        assertThrows(
            IllegalArgumentException.class,
            () -> FrontierSweep.of(CountRequest.builder(Board.of(9, 9), CountKind.CLOSED_UNDIRECTED).build()));
    assertTrue(wide.getMessage().contains("9x9"), wide.getMessage());
    FrontierSweep sweep = FrontierSweep.of(CountRequest.builder(Board.of(3, 4), CountKind.OPEN_UNDIRECTED).build());
    IllegalArgumentException square =
        assertThrows(IllegalArgumentException.class, () -> sweep.successors(12, 0, new long[16]));
    assertTrue(square.getMessage().contains("0..11") && square.getMessage().contains("12"), square.getMessage());
    assertThrows(IllegalArgumentException.class, () -> sweep.successors(0, 0, new long[3]));
    assertThrows(NullPointerException.class, () -> sweep.successors(0, 0, null));
    assertThrows(NullPointerException.class, () -> sweep.count(null));
  }
}
