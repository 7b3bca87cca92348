package io.github.knighttours;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class SquareTest {

  @ParameterizedTest(name = "({0}, {1}) is {2}")
  @CsvSource({
    "0, 0, a1",
    "0, 1, b1",
    "7, 7, h8",
    "0, 25, z1",
    "0, 26, aa1",
    "9, 27, ab10",
    "0, 51, az1",
    "0, 52, ba1",
    "0, 701, zz1",
    "0, 702, aaa1",
    "99999, 18277, zzz100000",
    "2147483646, 0, a2147483647",
    "2147483647, 0, a2147483648",
    "0, 2147483647, fxshrxx1",
    "2147483647, 2147483647, fxshrxx2147483648",
  })
  void algebraicAndParseRoundTrip(int row, int col, String algebraic) {
    Square square = Square.of(row, col);
    assertEquals(row, square.row());
    assertEquals(col, square.col());
    assertEquals(algebraic, square.algebraic());
    assertEquals(square, Square.parse(algebraic));
  }

  @Test
  void everyColumnUpToFourLettersRoundTrips() {
    for (int col = 0; col < 26 + 26 * 26 + 26 * 26 * 26 + 10; col++) {
      Square square = Square.of(3, col);
      assertEquals(square, Square.parse(square.algebraic()), square::algebraic);
    }
  }

  @ParameterizedTest
  @CsvSource({"H8, h8", "AA1, aa1", "Aa12, aa12", "aZ3, az3", "B1, b1"})
  void parseIgnoresCase(String text, String lowerCase) {
    assertEquals(Square.parse(lowerCase), Square.parse(text));
    assertEquals(lowerCase, Square.parse(text).algebraic());
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "", "b", "bb", "1", "12", "b0", "b00", "b01", "a007", "b-1", "b+1", "b 1", " b1", "b1 ", "é1", "bé1", "b1x", "b1b1",
        "b1.0", "b٣", "-b1", "b99999999999", "a2147483649", "fxshrxy1", "zzzzzzzzzzzzzzzzzzzzzzzz1"
      })
  void parseRejectsJunkNamingTheInput(String text) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Square.parse(text));
    assertTrue(e.getMessage().contains("\"" + text + "\""), e::getMessage);
  }

  @Test
  void parseMessagesSayWhatIsWrong() {
    assertTrue(message("b0").contains("ranks are numbered from 1"));
    assertTrue(message("b01").contains("leading zero"));
    assertTrue(message("b1x").contains("unexpected 'x'"));
    assertTrue(message("b99999999999").contains("rank is too large"));
    assertTrue(message("fxshrxy1").contains("file is too far right"));
    assertTrue(message("1").contains("expected file letters then a rank number"));
  }

  private static String message(String text) {
    return assertThrows(IllegalArgumentException.class, () -> Square.parse(text)).getMessage();
  }

  @Test
  void parseRejectsNull() {
    NullPointerException e = assertThrows(NullPointerException.class, () -> Square.parse(null));
    assertEquals("text must not be null", e.getMessage());
  }

  @Test
  void rejectsNegativeRowOrColumn() {
    IllegalArgumentException row = assertThrows(IllegalArgumentException.class, () -> Square.of(-1, 0));
    assertEquals("row must not be negative, got -1", row.getMessage());
    IllegalArgumentException col = assertThrows(IllegalArgumentException.class, () -> new Square(0, -5));
    assertEquals("col must not be negative, got -5", col.getMessage());
    assertThrows(IllegalArgumentException.class, () -> Square.of(Integer.MIN_VALUE, Integer.MIN_VALUE));
  }

  @Test
  void isAValue() {
    assertEquals(Square.of(0, 1), Square.parse("b1"));
    assertEquals(Square.of(0, 1).hashCode(), Square.parse("B1").hashCode());
    assertNotEquals(Square.of(0, 1), Square.of(1, 0));
  }

  @Test
  void toStringIsAlgebraic() {
    assertEquals("b1", Square.of(0, 1).toString());
    assertEquals("aa12", Square.of(11, 26).toString());
  }
}
