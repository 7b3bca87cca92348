package io.github.knighttours.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class UncrossedTableTest {

  @Test
  void printsOneRowPerBoardAndKind() {
    String[] lines = table("3", "5", "60", "square");
    assertEquals(2 + 3 * 2, lines.length);
    // A003192: 3x3..5x5 open 2, 5, 10 moves; A157416: closed 0, 4, 8.
    assertTrue(lines[2].startsWith("| 3x3 | open | 2 | yes |"), lines[2]);
    assertTrue(lines[5].startsWith("| 4x4 | closed | 4 | yes |"), lines[5]);
    assertTrue(lines[6].startsWith("| 5x5 | open | 10 | yes |"), lines[6]);
  }

  @Test
  void printsEveryRectangleOfOneKind() {
    String[] lines = table("3", "5", "60", "open");
    // 3x3, 3x4, 3x5, 4x4, 4x5, 5x5; A003192's table: 2, 4, 5, 5, 7, 10 moves.
    assertEquals(2 + 6, lines.length);
    String[] expected = {"3x3 | open | 2", "3x4 | open | 4", "3x5 | open | 5", "4x4 | open | 5",
        "4x5 | open | 7", "5x5 | open | 10"};
    for (int i = 0; i < expected.length; i++) {
      assertTrue(lines[2 + i].startsWith("| " + expected[i] + " | yes |"), lines[2 + i]);
    }
  }

  /** The lines {@code UncrossedTable} prints with these arguments. */
  private static String[] table(String... args) {
    PrintStream original = System.out;
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try {
      System.setOut(new PrintStream(bytes, true, StandardCharsets.UTF_8));
      UncrossedTable.main(args);
    } finally {
      System.setOut(original);
    }
    return bytes.toString(StandardCharsets.UTF_8).split("\n");
  }
}
