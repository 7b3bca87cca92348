package io.github.knighttours;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.shapes.Cell;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@link Cell}: non-negative coordinates, written as "(layer,row,col)" and parsed back. */
class CellTest {

  @Test
  void writesItsCoordinatesInOrder() {
    assertEquals("(0,1,2)", new Cell(0, 1, 2).toString());
    assertEquals("(12,0,7)", new Cell(12, 0, 7).toString());
  }

  @Test
  void parsesWhatItWrites() {
    Random random = new Random(369);
    for (int i = 0; i < 1000; i++) {
      Cell cell = new Cell(random.nextInt(Integer.MAX_VALUE), random.nextInt(100), random.nextInt(5));
      Cell back = Cell.parse(cell.toString());
      assertEquals(cell.layer(), back.layer(), cell.toString());
      assertEquals(cell.row(), back.row(), cell.toString());
      assertEquals(cell.col(), back.col(), cell.toString());
    }
    Cell largest = Cell.parse("(2147483647,0,3)");
    assertEquals(Integer.MAX_VALUE, largest.layer());
    assertEquals(3, largest.col());
  }

  @Test
  void allowsSpacesAroundTheNumbers() {
    Cell cell = Cell.parse(" ( 3 , 4,5 ) ");
    assertEquals(3, cell.layer());
    assertEquals(4, cell.row());
    assertEquals(5, cell.col());
  }

  @Test
  void refusesNegativeCoordinatesByName() {
    assertIllegal("layer must not be negative, got -1", () -> new Cell(-1, 0, 0));
    assertIllegal("row must not be negative, got -2", () -> new Cell(0, -2, 0));
    assertIllegal("col must not be negative, got -3", () -> new Cell(0, 0, -3));
  }

  @ParameterizedTest(name = "\"{0}\"")
  @CsvSource(
      delimiter = '|',
      value = {
        "0,1,2 | is not of the form (layer,row,col)",
        "(0,1,2 | is not of the form (layer,row,col)",
        "'' | is not of the form (layer,row,col)",
        "() | has 1 coordinates; expected 3",
        "(0,1) | has 2 coordinates; expected 3",
        "(0,1,2,3) | has 4 coordinates; expected 3",
        "(0,,2) | the row is missing",
        "(a,1,2) | the layer \"a\" is not a non-negative whole number",
        "(0,-1,2) | the row \"-1\" is not a non-negative whole number",
        "(0,1,2.5) | the col \"2.5\" is not a non-negative whole number",
        "(0,1,+2) | the col \"+2\" is not a non-negative whole number",
        "(2147483648,0,0) | the layer 2147483648 is too large",
        "(0,99999999999999999999,0) | the row 99999999999999999999 is too large"
      })
  void refusesOtherTextNamingTheFault(String text, String expected) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Cell.parse(text));
    assertTrue(e.getMessage().contains(expected), e.getMessage());
    assertTrue(e.getMessage().contains("\"" + text + "\""), e.getMessage());
  }

  @Test
  void refusesNull() {
    NullPointerException e = assertThrows(NullPointerException.class, () -> Cell.parse(null));
    assertTrue(e.getMessage().contains("text"), e.getMessage());
  }

  private static void assertIllegal(String expected, org.junit.jupiter.api.function.Executable call) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call);
    assertTrue(e.getMessage().contains(expected), e.getMessage());
  }
}
