package io.github.knighttours.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class ShapesQuickStartTest {

  @Test
  void printsWhatTheReadmeSays() {
    PrintStream original = System.out;
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try {
      System.setOut(new PrintStream(bytes, true, StandardCharsets.UTF_8));
      ShapesQuickStart.main(new String[0]);
    } finally {
      System.setOut(original);
    }
    List<String> lines = bytes.toString(StandardCharsets.UTF_8).lines().toList();
    assertEquals("FOUND on the 1000x1000 torus", lines.get(0));
    assertEquals("FOUND on the 6x6 with 2 holes", lines.get(1));
    assertTrue(lines.stream().anyMatch(line -> line.contains("#")), String.join("\n", lines));
    assertTrue(lines.contains("FOUND on the 10x10 {2,3}-leaper"), String.join("\n", lines));
    assertTrue(lines.get(lines.size() - 1).startsWith("Knuth"), lines.get(lines.size() - 1));
  }
}
