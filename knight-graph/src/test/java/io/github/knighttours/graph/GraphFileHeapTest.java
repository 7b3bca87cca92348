package io.github.knighttours.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.testing.ChildJvm;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Files too large for a small heap ({@code -Xmx64m}, in a JVM of its own) are refused with the
 * sizes, before the heap runs out: a gzip bomb by the length of its text, a long edge list by
 * the estimate of its graph (never "needs about 0 MiB").
 */
class GraphFileHeapTest {

  private static String readInSmallHeap(Path file) throws Exception {
    ChildJvm run = ChildJvm.run(List.of("-Xmx64m"), GraphFileReadMain.class, file.toString());
    String line = run.output();
    assertEquals(0, run.status(), line);
    return line;
  }

  @Test
  @Timeout(120)
  void aGzipBombIsRefusedByTheLengthOfItsText(@TempDir Path dir) throws Exception {
    Path bomb = dir.resolve("bomb.csv.gz");
    byte[] chunk = "a,b\n".repeat(1 << 16).getBytes(StandardCharsets.US_ASCII);
    try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(bomb))) {
      for (int i = 0; i < 400; i++) { // 100 MiB of text, more than a 64 MiB heap takes
        out.write(chunk);
      }
    }
    assertTrue(Files.size(bomb) < 1 << 20);
    String line = readInSmallHeap(bomb);
    assertTrue(line.startsWith("IAE bomb.csv.gz: the text (after decompression) is longer than "), line);
    assertTrue(line.contains("the most that is read: as many characters as the maximum heap") && line.contains("-Xmx"), line);
  }

  @Test
  @Timeout(120)
  void aLongEdgeListIsRefusedWithARealEstimate(@TempDir Path dir) throws Exception {
    Path csv = dir.resolve("long.csv");
    try (BufferedWriter out =
        new BufferedWriter(new OutputStreamWriter(Files.newOutputStream(csv), StandardCharsets.US_ASCII))) {
      for (int i = 0; i < 400_000; i++) {
        out.write(i + "," + (i + 1) + "\n");
      }
    }
    String line = readInSmallHeap(csv);
    assertTrue(line.startsWith("IAE reading long.csv ("), line);
    Matcher needs = Pattern.compile("needs about (\\d+) MiB").matcher(line);
    assertTrue(needs.find(), line);
    assertTrue(Long.parseLong(needs.group(1)) > 0, line);
    assertFalse(line.contains("needs about 0 MiB"), line);
  }
}
