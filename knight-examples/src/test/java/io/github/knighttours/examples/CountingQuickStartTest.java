package io.github.knighttours.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class CountingQuickStartTest {

  @Test
  void theReadmesCountingExamplePrintsWhatItsCommentsSay() {
    PrintStream original = System.out;
    ByteArrayOutputStream buffer = new ByteArrayOutputStream();
    System.setOut(new PrintStream(buffer, true, StandardCharsets.UTF_8));
    try {
      CountingQuickStart.main(new String[0]);
    } finally {
      System.setOut(original);
    }
    List<String> lines = buffer.toString(StandardCharsets.UTF_8).lines().toList();
    assertTrue(lines.get(0).contains("+--"), lines::toString); // a numbered board
    assertTrue(lines.stream().anyMatch(l -> l.startsWith("9862 CLOSED_UNDIRECTED tours of the 6x6 board (complete; ")));
    assertTrue(lines.stream().anyMatch(l -> l.startsWith("13311268 CLOSED_UNDIRECTED tours of the 5x10 board (complete; ")
        && l.contains(" states in ")));
    assertTrue(lines.stream().anyMatch(l -> l.startsWith("false: at least ") && l.contains("a lower bound")));
    String last = lines.get(lines.size() - 1);
    assertTrue(last.endsWith(" items, 6637920 tours"), last);
    assertTrue(Integer.parseInt(last.substring(0, last.indexOf(' '))) >= 1000, last);
    assertEquals(3, lines.stream().filter(l -> l.startsWith("     a  b  c  d  e")).count());
  }
}
