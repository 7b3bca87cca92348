package io.github.knighttours;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Counts against published values. Open counts are counts of Hamiltonian paths of the knight
 * graph (including the paths whose ends are a knight move apart), as the sequences define them.
 */
class CountPublishedValuesTest {

  private static TourCount count(int rows, int cols, CountKind kind) {
    TourCount count = KnightTours.count(CountRequest.builder(Board.of(rows, cols), kind).build());
    assertTrue(count.isComplete(), count::toString);
    return count;
  }

  /** OEIS A165134, directed Hamiltonian paths of the n × n knight graph: 1, 0, 0, 0, 1728, 6637920. */
  @ParameterizedTest
  @CsvSource({"1, 1", "2, 0", "3, 0", "4, 0", "5, 1728", "6, 6637920"})
  void directedOpenToursOfSquareBoardsAreA165134(int n, long published) {
    assertEquals(published, count(n, n, CountKind.OPEN_DIRECTED).countExact());
  }

  /**
   * OEIS A165134's example (Gheorghe Coserea): the directed open tours of 5 × 5 from each square,
   * rank by rank; they add up to 1728.
   */
  @Test
  void openToursOfFiveByFiveFromEachSquareAreA165134sTable() {
    long[][] published = {
      {304, 0, 56, 0, 304},
      {0, 56, 0, 56, 0},
      {56, 0, 64, 0, 56},
      {0, 56, 0, 56, 0},
      {304, 0, 56, 0, 304}
    };
    Board board = Board.of(5, 5);
    for (int row = 0; row < 5; row++) {
      for (int col = 0; col < 5; col++) {
        CountRequest request =
            CountRequest.builder(board, CountKind.OPEN_FROM_START).start(Square.of(row, col)).build();
        assertEquals(published[row][col], KnightTours.count(request).countExact(), Square.of(row, col)::toString);
      }
    }
  }

  /** OEIS A001230, undirected closed tours of n × n: 9862 on 6 × 6 (none on smaller boards). */
  @ParameterizedTest
  @CsvSource({"1, 0", "2, 0", "3, 0", "4, 0", "5, 0", "6, 9862"})
  void closedToursOfSquareBoardsAreA001230(int n, long published) {
    assertEquals(published, count(n, n, CountKind.CLOSED_UNDIRECTED).countExact());
    assertEquals(2 * published, count(n, n, CountKind.CLOSED_DIRECTED).countExact());
  }

  /**
   * OEIS A175881, closed tours of 6 × n (undirected): 0, 0, 0, 0, 8, 9862, 1067638; so 5 × 6
   * has 8.
   */
  @ParameterizedTest
  @CsvSource({"4, 0", "5, 8", "6, 9862", "7, 1067638"})
  void closedToursOfSixRankBoardsAreA175881(int cols, long published) {
    assertEquals(published, count(6, cols, CountKind.CLOSED_UNDIRECTED).countExact());
    assertEquals(published, count(cols, 6, CountKind.CLOSED_UNDIRECTED).countExact());
  }

  /**
   * OEIS A070030, closed tours of 3 × 2n (undirected): 16 on 3 × 10 and 176 on 3 × 12, none
   * on narrower three-rank boards (Schwenk: 3 × 4, 3 × 6, 3 × 8 have none). The same values
   * follow from A169769 (geometrically distinct closed tours of 3 × n: 6 and 44) and A169768 (of
   * those, the symmetric ones: 4 and 0) by A169769(n) = A169764(n) / 4 + A169768(n) / 2.
   */
  @ParameterizedTest
  @CsvSource({"4, 0", "6, 0", "8, 0", "10, 16", "12, 176"})
  void closedToursOfThreeRankBoardsAreA070030(int cols, long published) {
    assertEquals(published, count(3, cols, CountKind.CLOSED_UNDIRECTED).countExact());
  }

  /**
   * OEIS A169696, undirected open tours (Hamiltonian paths) of 3 × n, n = 1, 2, ...: 0, 0, 0, 8,
   * 0, 0, 52, 396, 560, 3048, 10672, 57248, 128864, 646272. Directed: twice that (A118067).
   */
  @ParameterizedTest
  @CsvSource({
    "1, 0", "2, 0", "3, 0", "4, 8", "5, 0", "6, 0", "7, 52", "8, 396", "9, 560", "10, 3048", "11, 10672",
    "12, 57248", "13, 128864", "14, 646272"
  })
  void openToursOfThreeRankBoardsAreA169696(int cols, long published) {
    assertEquals(published, count(3, cols, CountKind.OPEN_UNDIRECTED).countExact());
    assertEquals(published, count(cols, 3, CountKind.OPEN_UNDIRECTED).countExact());
    assertEquals(2 * published, count(3, cols, CountKind.OPEN_DIRECTED).countExact());
  }

  /**
   * OEIS A079137, undirected open tours (Hamiltonian paths) of 4 × n, n = 1, 2, ...: 0, 0, 8, 0,
   * 82, 744, 6378, 31088, 189688, 1213112.
   */
  @ParameterizedTest
  @CsvSource({"1, 0", "2, 0", "3, 8", "4, 0", "5, 82", "6, 744", "7, 6378", "8, 31088", "9, 189688", "10, 1213112"})
  void openToursOfFourRankBoardsAreA079137(int cols, long published) {
    assertEquals(published, count(4, cols, CountKind.OPEN_UNDIRECTED).countExact());
    assertEquals(2 * published, count(4, cols, CountKind.OPEN_DIRECTED).countExact());
  }

  @Test
  void theOneSquareBoardHasOneOpenTourAndNoClosedOne() {
    assertEquals(BigInteger.ONE, count(1, 1, CountKind.OPEN_UNDIRECTED).count());
    assertEquals(BigInteger.ONE, count(1, 1, CountKind.OPEN_DIRECTED).count());
    CountRequest fromA1 =
        CountRequest.builder(Board.of(1, 1), CountKind.OPEN_FROM_START).start(Square.of(0, 0)).build();
    assertEquals(BigInteger.ONE, KnightTours.count(fromA1).count());
    assertEquals(BigInteger.ZERO, count(1, 1, CountKind.CLOSED_UNDIRECTED).count());
  }
}
