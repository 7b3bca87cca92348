package io.github.knighttours;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link CountRequest.Builder#table(boolean)}: the prefix table of one sweep against the
 * published values read in the OEIS entries named (each list starts at n = 1), and the refusals.
 */
class CountTableTest {

  private static List<BigInteger> table(int rows, int cols, CountKind kind) {
    TourCount count = KnightTours.count(CountRequest.builder(Board.of(rows, cols), kind).table(true).parallelism(2).build());
    assertTrue(count.isComplete(), count::toString);
    assertEquals(count.count(), count.table().get(count.table().size() - 1));
    return count.table();
  }

  private static List<BigInteger> values(long... values) {
    return Arrays.stream(values).mapToObj(BigInteger::valueOf).toList();
  }

  /** A175881, closed tours of 6 × n: 6 × 1 .. 6 × 9. */
  @Test
  void closedSixByNIsA175881() {
    assertEquals(
        values(0, 0, 0, 0, 8, 9862, 1067638, 55488142, 3374967940L), table(6, 9, CountKind.CLOSED_UNDIRECTED));
  }

  /**
   * Closed tours of 3 × n, 3 × 1 .. 3 × 16: 16, 176, 1536, 15424 for n = 10, 12, 14, 16 (A383660's
   * terms for 30, 36, 42 and 48 cells, whole 3-row boards; A070030), none below 3 × 10 and none
   * with n odd (Schwenk 1991).
   */
  @Test
  void closedThreeByNIsA070030() {
    assertEquals(
        values(0, 0, 0, 0, 0, 0, 0, 0, 0, 16, 0, 176, 0, 1536, 0, 15424), table(16, 3, CountKind.CLOSED_UNDIRECTED));
  }

  /** A169696, open tours of 3 × n, and A118067 (directed, twice as many): 3 × 1 .. 3 × 14. */
  @Test
  void openThreeByNIsA169696() {
    List<BigInteger> undirected = values(0, 0, 0, 8, 0, 0, 52, 396, 560, 3048, 10672, 57248, 128864, 646272);
    assertEquals(undirected, table(3, 14, CountKind.OPEN_UNDIRECTED));
    assertEquals(values(0, 0, 0, 16, 0, 0, 104, 792, 1120, 6096), table(3, 10, CountKind.OPEN_DIRECTED));
  }

  /** A079137, open tours of 4 × n: 4 × 1 .. 4 × 12. */
  @Test
  void openFourByNIsA079137() {
    assertEquals(
        values(0, 0, 8, 0, 82, 744, 6378, 31088, 189688, 1213112, 6683852, 36486328),
        table(4, 12, CountKind.OPEN_UNDIRECTED));
  }

  /** A083386 (as A389755's terms for whole 5-row boards), open tours of 5 × n: 5 × 1 .. 5 × 8. */
  @Test
  void openFiveByNIsA083386() {
    assertEquals(values(0, 0, 0, 82, 864, 18784, 622868, 18061054), table(8, 5, CountKind.OPEN_UNDIRECTED));
  }

  /** A board with no closed tour (both sides odd) still has a table: 5 × 6 has 8 (A175855). */
  @Test
  void theTheoremOfTheWholeBoardDoesNotHideThePrefixes() {
    assertEquals(BigInteger.valueOf(8), table(5, 7, CountKind.CLOSED_UNDIRECTED).get(5));
    assertEquals(BigInteger.valueOf(16), table(5, 7, CountKind.CLOSED_DIRECTED).get(5));
  }

  @Test
  void noTableUnlessAsked() {
    TourCount count = KnightTours.count(CountRequest.builder(Board.of(5, 6), CountKind.CLOSED_UNDIRECTED).build());
    assertTrue(count.table().isEmpty());
  }

  @Test
  void refusals() {
    assertRefused(
        "OPEN_FROM_START",
        CountRequest.builder(Board.of(5, 5), CountKind.OPEN_FROM_START).start(Square.parse("a1")).table(true));
    assertRefused(
        "DEPTH_FIRST",
        CountRequest.builder(Board.of(5, 6), CountKind.OPEN_UNDIRECTED).method(CountMethod.DEPTH_FIRST).table(true));
    assertRefused("9x10", CountRequest.builder(Board.of(9, 10), CountKind.OPEN_UNDIRECTED).table(true));
    assertRefused("1x8", CountRequest.builder(Board.of(1, 8), CountKind.OPEN_UNDIRECTED).table(true));
    assertRefused(
        "checkpoint",
        CountRequest.builder(Board.of(5, 8), CountKind.CLOSED_UNDIRECTED).checkpoint(Path.of("somewhere")).table(true));
  }

  private static void assertRefused(String named, CountRequest.Builder builder) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, builder::build);
    assertTrue(e.getMessage().contains(named), e.getMessage());
  }
}
