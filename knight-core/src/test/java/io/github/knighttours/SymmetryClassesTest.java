package io.github.knighttours;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.count.SymmetryClasses;
import io.github.knighttours.count.SymmetryClasses.Symmetry;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Tours up to the board's symmetries ({@link CountRequest.Builder#upToSymmetry}): against
 * published values, and against the classes found by listing every tour and mapping it by every
 * symmetry.
 */
class SymmetryClassesTest {

  private static SymmetryClasses classes(int rows, int cols, CountKind kind) {
    TourCount count =
        KnightTours.count(CountRequest.builder(Board.of(rows, cols), kind).upToSymmetry(true).build());
    assertTrue(count.isComplete(), count::toString);
    return count.upToSymmetry().orElseThrow();
  }

  private static BigInteger big(long value) {
    return BigInteger.valueOf(value);
  }

  @Test
  void sixBySixClosedToursAsJellissCountsThem() {
    // G. P. Jelliss, "Closed Knight's Tours of the 6 by 6 Board" (mayhematics.com/t/6a.htm): 1245
    // geometrically distinct tours, 5 with quaternary symmetry, 17 with binary symmetry,
    // 5x2 + 17x4 + 1223x8 = 9862.
    SymmetryClasses c = classes(6, 6, CountKind.CLOSED_UNDIRECTED);
    assertEquals(big(1245), c.classes());
    assertEquals(8, c.symmetries());
    assertEquals(big(9862), c.fixed().get(Symmetry.IDENTITY));
    assertEquals(big(5 * 2), c.fixed().get(Symmetry.QUARTER_TURN));
    assertEquals(big(5 * 2), c.fixed().get(Symmetry.THREE_QUARTER_TURN));
    assertEquals(big(5 * 2 + 17 * 4), c.fixed().get(Symmetry.HALF_TURN));
    for (Symmetry mirror :
        List.of(Symmetry.MIRROR_TOP_BOTTOM, Symmetry.MIRROR_LEFT_RIGHT, Symmetry.MIRROR_DIAGONAL, Symmetry.MIRROR_ANTIDIAGONAL)) {
      assertEquals(BigInteger.ZERO, c.fixed().get(mirror), mirror.name());
    }
    // Directed: every symmetric 6x6 tour is turned, not reflected, so each direction is fixed.
    assertEquals(big(2 * 1245), classes(6, 6, CountKind.CLOSED_DIRECTED).classes());
  }

  @Test
  void threeByNClosedToursWithTwofoldSymmetryAsA169768() {
    // OEIS A169768, from n = 10: geometrically distinct closed tours of 3 x n with twofold symmetry.
    long[] a = {4, 0, 0, 0, 24, 0, 24, 0, 276, 0, 176};
    for (int n = 10; n <= 20; n++) {
      SymmetryClasses c = classes(3, n, CountKind.CLOSED_UNDIRECTED);
      BigInteger tours = c.fixed().get(Symmetry.IDENTITY);
      BigInteger symmetric = tours.negate();
      for (BigInteger f : c.fixed().values()) {
        symmetric = symmetric.add(f);
      }
      // A class with twofold symmetry holds two tours, each fixed by one symmetry besides the identity.
      assertEquals(big(2 * a[n - 10]), symmetric, "3x" + n);
      assertEquals(tours.add(big(2 * a[n - 10])).divide(big(4)), c.classes(), "3x" + n);
    }
  }

  @Test
  void symmetricOpenToursOfFourRankBoardsAsA328340() {
    // OEIS A328340: geometrically distinct symmetric open tours of 4 x (2n-1), n = 2..8 (4 x 1
    // has no tour); the symmetry is the half turn, which reverses the tour.
    long[] a = {0, 2, 3, 17, 112, 620, 2821, 13805};
    for (int n = 2; n <= 8; n++) {
      int cols = 2 * n - 1;
      SymmetryClasses c = classes(4, cols, CountKind.OPEN_UNDIRECTED);
      assertEquals(big(2 * a[n - 1]), c.fixed().get(Symmetry.HALF_TURN), "4x" + cols);
      assertEquals(BigInteger.ZERO, c.fixed().get(Symmetry.MIRROR_TOP_BOTTOM), "4x" + cols);
      assertEquals(BigInteger.ZERO, c.fixed().get(Symmetry.MIRROR_LEFT_RIGHT), "4x" + cols);
      // No directed open tour is fixed by a symmetry that reverses it.
      SymmetryClasses directed = classes(4, cols, CountKind.OPEN_DIRECTED);
      assertEquals(BigInteger.ZERO, directed.fixed().get(Symmetry.HALF_TURN), "4x" + cols);
    }
  }

  @Test
  void geometricallyDistinctOpenToursOfFourRankBoardsAsA328341() {
    // OEIS A328341: geometrically distinct open knight's tours of 4 x n, n = 1..16.
    long[] a = {
      0, 0, 3, 0, 22, 186, 1603, 7772, 47478, 303278, 1671273, 9121582, 50322028, 270896326, 1426536267, 7454807822L
    };
    for (int n = 1; n <= a.length; n++) {
      assertEquals(big(a[n - 1]), classes(4, n, CountKind.OPEN_UNDIRECTED).classes(), "4x" + n);
    }
  }

  @Test
  void classesAgreeWithTheToursListedAndMapped() {
    int[][] boards = {{1, 1}, {3, 4}, {4, 3}, {3, 7}, {4, 5}, {5, 5}, {3, 8}};
    for (int[] b : boards) {
      for (CountKind kind : CountKind.values()) {
        if (kind != CountKind.OPEN_FROM_START) {
          assertEquals(big(listedClasses(b[0], b[1], kind)), classes(b[0], b[1], kind).classes(), b[0] + "x" + b[1] + " " + kind);
        }
      }
    }
    int[][] closedBoards = {{5, 6}, {6, 5}, {3, 10}, {3, 12}, {6, 6}};
    for (int[] b : closedBoards) {
      for (CountKind kind : List.of(CountKind.CLOSED_UNDIRECTED, CountKind.CLOSED_DIRECTED)) {
        assertEquals(big(listedClasses(b[0], b[1], kind)), classes(b[0], b[1], kind).classes(), b[0] + "x" + b[1] + " " + kind);
      }
    }
  }

  @Test
  void theSweepAndTheDepthFirstSearchGiveTheSameClasses() {
    for (CountMethod method : List.of(CountMethod.DEPTH_FIRST, CountMethod.FRONTIER)) {
      TourCount t =
          KnightTours.count(
              CountRequest.builder(Board.of(5, 5), CountKind.OPEN_UNDIRECTED).method(method).upToSymmetry(true).build());
      // 864 undirected open tours, 32 fixed by the half turn (the middle on the centre square):
      // (864 + 32) / 8.
      assertEquals(big(112), t.upToSymmetry().orElseThrow().classes(), method.name());
    }
  }

  @Test
  void noToursMeansNoClasses() {
    SymmetryClasses c = classes(5, 5, CountKind.CLOSED_UNDIRECTED); // settled by a theorem
    assertEquals(BigInteger.ZERO, c.classes());
    assertEquals(8, c.symmetries());
    assertTrue(c.fixed().values().stream().allMatch(f -> f.signum() == 0));
  }

  @Test
  void thinBoardsListEachDistinctSymmetryOnce() {
    SymmetryClasses one = classes(1, 1, CountKind.OPEN_UNDIRECTED);
    assertEquals(BigInteger.ONE, one.classes());
    assertEquals(Set.of(Symmetry.IDENTITY), one.fixed().keySet());
    // 1 x 5: the top-bottom mirror moves no square, the half turn moves them as the left-right one.
    assertEquals(Set.of(Symmetry.IDENTITY, Symmetry.MIRROR_LEFT_RIGHT), classes(1, 5, CountKind.OPEN_DIRECTED).fixed().keySet());
  }

  @Test
  void withoutTheRequestThereAreNoClasses() {
    TourCount t = KnightTours.count(CountRequest.builder(Board.of(5, 5), CountKind.OPEN_DIRECTED).build());
    assertTrue(t.upToSymmetry().isEmpty());
    assertFalse(t.request().upToSymmetry());
  }

  @Test
  void anInterruptedCountHasNoClasses() {
    Thread.currentThread().interrupt();
    try {
      TourCount t =
          KnightTours.count(CountRequest.builder(Board.of(6, 6), CountKind.CLOSED_UNDIRECTED).upToSymmetry(true).build());
      assertFalse(t.isComplete());
      assertTrue(t.upToSymmetry().isEmpty());
    } finally {
      Thread.interrupted();
    }
  }

  @Test
  void refusals() {
    IllegalArgumentException fromStart =
        assertThrows(
            IllegalArgumentException.class,
            () -> CountRequest.builder(Board.of(5, 5), CountKind.OPEN_FROM_START).start(Square.parse("a1")).upToSymmetry(true).build());
    assertTrue(fromStart.getMessage().contains("OPEN_FROM_START"), fromStart.getMessage());
    IllegalArgumentException table =
        assertThrows(
            IllegalArgumentException.class,
            () -> CountRequest.builder(Board.of(5, 6), CountKind.CLOSED_UNDIRECTED).table(true).upToSymmetry(true).build());
    assertTrue(table.getMessage().contains("table"), table.getMessage());
    IllegalArgumentException wide =
        assertThrows(
            IllegalArgumentException.class,
            () -> CountRequest.builder(Board.of(9, 9), CountKind.CLOSED_UNDIRECTED).upToSymmetry(true).build());
    assertTrue(wide.getMessage().contains("9x9"), wide.getMessage());
    assertThrows(NullPointerException.class, () -> new SymmetryClasses(null, Map.of()));
    assertThrows(
        IllegalArgumentException.class, () -> new SymmetryClasses(BigInteger.ONE, Map.of(Symmetry.HALF_TURN, BigInteger.ONE)));
  }

  // ---- classes by listing: every tour, mapped by every symmetry, its least image as its name ----

  private static long listedClasses(int rows, int cols, CountKind kind) {
    Board board = Board.of(rows, cols);
    boolean closed = kind == CountKind.CLOSED_UNDIRECTED || kind == CountKind.CLOSED_DIRECTED;
    boolean directed = kind == CountKind.CLOSED_DIRECTED || kind == CountKind.OPEN_DIRECTED;
    List<int[]> tours = new ArrayList<>();
    Stream<Tour> listed =
        closed
            ? KnightTours.closedTours(board)
            : java.util.stream.IntStream.range(0, rows * cols)
                .boxed()
                .flatMap(v -> KnightTours.openTours(board, Square.of(v / cols, v % cols)));
    listed.forEach(t -> tours.add(t.squares().stream().mapToInt(s -> s.row() * cols + s.col()).toArray()));
    Set<String> names = new HashSet<>();
    for (int[] tour : tours) {
      String least = null;
      for (int k = 0; k < (rows == cols ? 8 : 4); k++) {
        int[] image = new int[tour.length];
        for (int i = 0; i < tour.length; i++) {
          image[i] = image(rows, cols, k, tour[i]);
        }
        for (String name : names(image, closed, directed)) {
          least = least == null || name.compareTo(least) < 0 ? name : least;
        }
      }
      names.add(least);
    }
    return names.size();
  }

  /**
   * The names a tour goes by: a closed one read from its least square (in its direction, or
   * either way when undirected), an open one from its first square (or, undirected, its last).
   */
  private static List<String> names(int[] tour, boolean closed, boolean directed) {
    int n = tour.length;
    int least = 0;
    for (int i = 1; i < n; i++) {
      least = tour[i] < tour[least] ? i : least;
    }
    List<String> names = new ArrayList<>();
    for (int way = 0; way < (directed ? 1 : 2); way++) {
      StringBuilder name = new StringBuilder();
      for (int i = 0; i < n; i++) {
        int at = closed ? (way == 0 ? least + i : least - i + n) % n : (way == 0 ? i : n - 1 - i);
        name.append(String.format("%04d", tour[at]));
      }
      names.add(name.toString());
    }
    return names;
  }

  /** The image of square v under symmetry k: bit 0 flips the rows, bit 1 the columns, bit 2 transposes. */
  private static int image(int rows, int cols, int k, int v) {
    int r = v / cols;
    int c = v % cols;
    if ((k & 1) != 0) {
      r = rows - 1 - r;
    }
    if ((k & 2) != 0) {
      c = cols - 1 - c;
    }
    return (k & 4) != 0 ? c * cols + r : r * cols + c;
  }
}
