package io.github.knighttours;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class CountWorkItemTest {

  private static final Square A1 = Square.parse("a1");

  private static CountRequest request(int rows, int cols, CountKind kind, boolean symmetry) {
    CountRequest.Builder b = CountRequest.builder(Board.of(rows, cols), kind).symmetry(symmetry);
    if (kind == CountKind.OPEN_FROM_START) {
      b.start(A1);
    }
    return b.build();
  }

  private static BigInteger sum(List<CountWorkItem> items) {
    return items.stream().map(CountWorkItem::count).reduce(BigInteger.ZERO, BigInteger::add);
  }

  @ParameterizedTest
  @ValueSource(ints = {1, 7, 100, 2000})
  void theItemsOfASplitAddUpToTheCount(int minimumItems) {
    int[][] boards = {{5, 5}, {5, 6}, {6, 6}, {3, 10}, {4, 6}};
    for (int[] size : boards) {
      for (CountKind kind : CountKind.values()) {
        for (boolean symmetry : new boolean[] {true, false}) {
          if (size[0] * size[1] == 36 && kind != CountKind.CLOSED_UNDIRECTED && kind != CountKind.OPEN_FROM_START) {
            continue; // 6 x 6 open counts over all starts: below, once
          }
          CountRequest request = request(size[0], size[1], kind, symmetry);
          List<CountWorkItem> items = KnightTours.split(request, minimumItems);
          assertEquals(KnightTours.count(request).count(), sum(items), request::toString);
          for (CountWorkItem item : items) {
            assertEquals(request.board(), item.board());
            assertEquals(kind, item.kind());
            assertTrue(item.weight().signum() > 0, item::toString);
            if (!symmetry) {
              assertEquals(BigInteger.ONE, item.weight(), item::toString);
            }
          }
        }
      }
    }
  }

  @Test
  void sixBySixOpenToursSplitOverManyItemsAddUp() {
    CountRequest request = request(6, 6, CountKind.OPEN_DIRECTED, true);
    List<CountWorkItem> items = KnightTours.split(request, 500);
    assertTrue(items.size() >= 500, () -> String.valueOf(items.size()));
    assertEquals(BigInteger.valueOf(6_637_920), sum(items));
  }

  @Test
  void splitsGiveAtLeastTheItemsAskedForWhereTheSearchAllows() {
    CountRequest closed = request(6, 6, CountKind.CLOSED_UNDIRECTED, true);
    assertTrue(KnightTours.split(closed, 100).size() >= 100);
    // 3 x 4 has 8 undirected tours: a split cannot make more items than that.
    assertTrue(KnightTours.split(request(3, 4, CountKind.OPEN_UNDIRECTED, true), 1000).size() <= 8);
    // No tours, no items.
    assertEquals(List.of(), KnightTours.split(request(4, 4, CountKind.OPEN_DIRECTED, true), 10));
    assertEquals(List.of(), KnightTours.split(request(5, 5, CountKind.CLOSED_UNDIRECTED, true), 10));
    assertEquals(List.of(), KnightTours.split(request(2, 2, CountKind.CLOSED_DIRECTED, true), 10));
  }

  @Test
  void itemsBeginWhereTheCountBegins() {
    for (CountWorkItem item : KnightTours.split(request(6, 6, CountKind.CLOSED_DIRECTED, true), 50)) {
      assertEquals(List.of(A1, Square.parse("c2")), item.prefix().subList(0, 2));
    }
    CountRequest fromC3 =
        CountRequest.builder(Board.of(5, 5), CountKind.OPEN_FROM_START).start(Square.parse("c3")).build();
    assertEquals(List.of(Square.parse("c3")), KnightTours.split(fromC3, 1).get(0).prefix());
    List<CountWorkItem> items = KnightTours.split(fromC3, 2);
    // c3 is fixed by all 8 symmetries of 5 x 5, and its 8 moves form one orbit: only b1 is searched.
    for (CountWorkItem item : items) {
      assertEquals(List.of(Square.parse("c3"), Square.parse("b1")), item.prefix().subList(0, 2));
      assertEquals(BigInteger.valueOf(8), item.weight());
    }
    assertEquals(BigInteger.valueOf(64), sum(items));
  }

  @Test
  void itemsRoundTripThroughText() {
    for (CountKind kind : CountKind.values()) {
      for (boolean symmetry : new boolean[] {true, false}) {
        for (CountWorkItem item : KnightTours.split(request(5, 6, kind, symmetry), 40)) {
          String line = item.encode();
          assertTrue(!line.contains("\n") && line.equals(item.toString()), line);
          CountWorkItem back = CountWorkItem.decode(line);
          assertEquals(item, back);
          assertEquals(item.hashCode(), back.hashCode());
          assertEquals(line, back.encode());
          assertEquals(item, CountWorkItem.decode("  " + line + "\r\n"));
        }
      }
    }
  }

  @Test
  void theTextFormatIsPlain() {
    CountWorkItem item = KnightTours.split(request(5, 5, CountKind.OPEN_FROM_START, true), 1).get(0);
    assertEquals("knight-tours-count/1 board=5x5 kind=OPEN_FROM_START symmetry=on weight=1 prefix=a1", item.encode());
    assertEquals(BigInteger.valueOf(304), CountWorkItem.decode(item.encode()).count());
    CountWorkItem handMade =
        CountWorkItem.decode("knight-tours-count/1 board=5x5 kind=OPEN_FROM_START symmetry=off weight=1 prefix=a1,b3");
    assertEquals(List.of(A1, Square.parse("b3")), handMade.prefix());
    assertEquals(BigInteger.valueOf(152), handMade.count()); // a1's two moves share its 304 tours
    assertNotEquals(item, handMade);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "",
        "hello",
        "knight-tours-count/2 board=5x5 kind=OPEN_FROM_START symmetry=on weight=1 prefix=a1",
        "knight-tours-count/1 board=5x5 kind=OPEN_FROM_START symmetry=on weight=1",
        "knight-tours-count/1 board=5x5 kind=OPEN_FROM_START weight=1 symmetry=on prefix=a1",
        "knight-tours-count/1 board=0x5 kind=OPEN_FROM_START symmetry=on weight=1 prefix=a1",
        "knight-tours-count/1 board=5by5 kind=OPEN_FROM_START symmetry=on weight=1 prefix=a1",
        "knight-tours-count/1 board=5x5 kind=ALL symmetry=on weight=1 prefix=a1",
        "knight-tours-count/1 board=5x5 kind=OPEN_FROM_START symmetry=maybe weight=1 prefix=a1",
        "knight-tours-count/1 board=5x5 kind=OPEN_FROM_START symmetry=on weight=x prefix=a1",
        "knight-tours-count/1 board=5x5 kind=OPEN_FROM_START symmetry=on weight=0 prefix=a1",
        "knight-tours-count/1 board=5x5 kind=OPEN_FROM_START symmetry=on weight=1 prefix=",
        "knight-tours-count/1 board=5x5 kind=OPEN_FROM_START symmetry=on weight=1 prefix=a0",
        "knight-tours-count/1 board=5x5 kind=OPEN_FROM_START symmetry=on weight=1 prefix=f1",
        "knight-tours-count/1 board=5x5 kind=OPEN_FROM_START symmetry=on weight=1 prefix=a1,a2",
        "knight-tours-count/1 board=5x5 kind=OPEN_FROM_START symmetry=on weight=1 prefix=a1,b3,a1",
        "knight-tours-count/1 board=6x6 kind=CLOSED_UNDIRECTED symmetry=on weight=1 prefix=b1",
        "knight-tours-count/1 board=6x6 kind=CLOSED_UNDIRECTED symmetry=on weight=1 prefix=a1,b3",
        "knight-tours-count/1 board=2x6 kind=CLOSED_UNDIRECTED symmetry=on weight=1 prefix=a1",
        "knight-tours-count/1 board=6x6 kind=OPEN_UNDIRECTED symmetry=on weight=3 prefix=a1",
        // Weights that no split gives, for every kind, and closed prefixes that no split makes.
        "knight-tours-count/1 board=6x6 kind=OPEN_DIRECTED symmetry=on weight=8 prefix=a1",
        "knight-tours-count/1 board=5x6 kind=OPEN_DIRECTED symmetry=on weight=5 prefix=a1",
        "knight-tours-count/1 board=5x5 kind=OPEN_FROM_START symmetry=off weight=3 prefix=a1,b3",
        "knight-tours-count/1 board=5x5 kind=OPEN_FROM_START symmetry=on weight=1 prefix=c3,b1",
        "knight-tours-count/1 board=5x5 kind=OPEN_FROM_START symmetry=on weight=-8 prefix=c3,b1",
        "knight-tours-count/1 board=6x6 kind=OPEN_UNDIRECTED symmetry=off weight=4 prefix=a1",
        "knight-tours-count/1 board=6x6 kind=CLOSED_UNDIRECTED symmetry=on weight=2 prefix=a1,c2",
        "knight-tours-count/1 board=6x6 kind=CLOSED_DIRECTED symmetry=off weight=2 prefix=a1,c2,e3",
        "knight-tours-count/1 board=6x6 kind=CLOSED_DIRECTED symmetry=on weight=1 prefix=a1",
        "knight-tours-count/1 board=6x6 kind=CLOSED_UNDIRECTED symmetry=on weight=1 prefix=a1,c2,e3,c4,d2,b3"
      })
  void malformedTextIsRefusedNamingIt(String text) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> CountWorkItem.decode(text));
    assertTrue(e.getMessage().contains("\"" + text + "\""), e::getMessage);
  }

  @Test
  void itemsOfEverySplitRoundTripOnSquareBoardsToo() {
    for (int n : new int[] {5, 6}) {
      for (CountKind kind : CountKind.values()) {
        for (boolean symmetry : new boolean[] {true, false}) {
          for (CountWorkItem item : KnightTours.split(request(n, n, kind, symmetry), 60)) {
            assertEquals(item, CountWorkItem.decode(item.encode()));
          }
        }
      }
    }
  }

  @Test
  void decodeNamesTheFieldAndTheValueOfAnInconsistentWeight() {
    String noSymmetry = message("knight-tours-count/1 board=5x5 kind=OPEN_FROM_START symmetry=off weight=3 prefix=a1,b3");
    assertTrue(noSymmetry.contains("the weight must be 1 without symmetry, got 3"), noSymmetry);
    String centre = message("knight-tours-count/1 board=5x5 kind=OPEN_FROM_START symmetry=on weight=1 prefix=c3,b1");
    assertTrue(centre.contains("the weight must be 8 for this prefix"), centre);
    assertTrue(centre.contains("prefix=c3,b1"), centre);
    String closed = message("knight-tours-count/1 board=6x6 kind=CLOSED_UNDIRECTED symmetry=on weight=2 prefix=a1,c2");
    assertTrue(closed.contains("the weight must be 1 for this prefix"), closed);
    assertTrue(message("knight-tours-count/1 board=5x5 kind=OPEN_FROM_START symmetry=maybe weight=1 prefix=a1")
        .contains("symmetry must be on or off, got maybe"));
    assertTrue(message("knight-tours-count/1 board=5x5 kind=OPEN_FROM_START symmetry=on weight=x prefix=a1")
        .contains("weight x is not a whole number"));
    assertTrue(message("knight-tours-count/1 board=6x6 kind=CLOSED_UNDIRECTED symmetry=on weight=1 prefix=a1,c2,e3,c4,d2,b3")
        .contains("may not contain b3"));
    // The weight a split gives is accepted: c3's eight moves form one orbit of 5x5's symmetries.
    assertEquals(BigInteger.valueOf(64),
        CountWorkItem.decode("knight-tours-count/1 board=5x5 kind=OPEN_FROM_START symmetry=on weight=8 prefix=c3,b1").count());
  }

  @Test
  void decodingAnItemOfAHugeBoardNeedsNoCounter() {
    // A counter for 40000 x 40000 would need hundreds of gigabytes; checking the line needs none.
    // a1 stands for the 4 corners, and b3 for itself and c2 (the diagonal mirror fixes a1).
    CountWorkItem item =
        CountWorkItem.decode("knight-tours-count/1 board=40000x40000 kind=OPEN_DIRECTED symmetry=on weight=8 prefix=a1,b3");
    assertEquals(BigInteger.valueOf(8), item.weight());
  }

  @Test
  void decodeNamesTheProblem() {
    String base = "knight-tours-count/1 board=5x5 kind=OPEN_FROM_START symmetry=on weight=1 prefix=";
    assertTrue(message(base + "a1,a2").contains("step 1 of the prefix is not a knight move"));
    assertTrue(message(base + "f1").contains("f1 is off the 5x5 board"));
    assertTrue(message(base + "a1,b3,a1").contains("square 3 of the prefix was visited before"));
    assertTrue(
        message("knight-tours-count/1 board=6x6 kind=OPEN_UNDIRECTED symmetry=on weight=3 prefix=a1")
            .contains("the weight must be 4 for this prefix"));
    NullPointerException npe = assertThrows(NullPointerException.class, () -> CountWorkItem.decode(null));
    assertTrue(npe.getMessage().contains("text"), npe::getMessage);
  }

  private static String message(String text) {
    return assertThrows(IllegalArgumentException.class, () -> CountWorkItem.decode(text)).getMessage();
  }
}
