package io.github.knighttours.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The constructions and heuristics give, in a fresh JVM, exactly the tours recorded in
 * {@code golden/tours.txt}: a run that shares nothing with this one (no cached block tours, no
 * warmed-up state) must reproduce them. {@link GoldenTours} computes and validates the tours;
 * this test runs it in a new {@code java} process on the test class path.
 *
 * <p>With {@code -Dgolden.regenerate=true} it writes the new output over the golden file instead
 * (see the file's header for when that is legitimate).
 */
class GoldenToursTest {

  private static final String RESOURCE = "golden/tours.txt";

  @Test
  void aFreshJvmReproducesEveryGoldenValue() throws IOException, InterruptedException {
    String output = runInFreshJvm();
    if (Boolean.getBoolean("golden.regenerate")) {
      Path file = Path.of(System.getProperty("basedir", "."), "src", "test", "resources", RESOURCE);
      Files.writeString(file, output, StandardCharsets.UTF_8);
      System.out.println("Regenerated " + file + ": review the diff before committing it.");
    }
    Map<String, String> expected = parse(golden());
    Map<String, String> actual = parse(output);

    assertFalse(expected.isEmpty(), "the golden file has no entries");
    List<String> differences = new ArrayList<>();
    expected.forEach(
        (name, value) -> {
          String got = actual.get(name);
          if (!value.equals(got)) {
            differences.add(name + ": golden " + value + ", fresh JVM " + got);
          }
        });
    actual.keySet().stream()
        .filter(name -> !expected.containsKey(name))
        .forEach(name -> differences.add(name + ": not in the golden file"));
    assertEquals(List.of(), differences, "entries that differ from " + RESOURCE);
  }

  @Test
  void theGoldenFileCoversEveryClosedBlockShapeAndTheNamedTours() {
    Map<String, String> golden = parse(golden());
    long blocks = golden.keySet().stream().filter(name -> name.startsWith("block.closed.")).count();
    // Block sides 5..12: 64 shapes, of which the 16 with both sides odd have no closed tour.
    assertEquals(48, blocks);
    assertTrue(golden.containsKey("squirrel.74x74.a1"));
    assertTrue(golden.containsKey("squirrel.100x100.a1"));
    assertTrue(golden.containsKey("dac.closed.8x8.a1") && golden.containsKey("dac.closed.30x42.a1"));
    golden.forEach((name, value) -> assertTrue(value.matches("[0-9a-f]{64}|count=\\d+,nodes=\\d+"), name));
  }

  private static String runInFreshJvm() throws IOException, InterruptedException {
    // Surefire puts the main classes and Guava on the module path and the test classes on the
    // class path; the child gets both on its class path.
    String classPath = System.getProperty("java.class.path");
    String modulePath = System.getProperty("jdk.module.path");
    if (modulePath != null && !modulePath.isEmpty()) {
      classPath = classPath + File.pathSeparator + modulePath;
    }
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Process process =
        new ProcessBuilder(java, "-cp", classPath, GoldenTours.class.getName()).redirectErrorStream(true).start();
    process.getOutputStream().close();
    String output;
    try (InputStream in = process.getInputStream()) {
      output = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    int status = process.waitFor();
    assertEquals(0, status, "GoldenTours failed:\n" + output);
    return output;
  }

  private static String golden() {
    try (InputStream in = GoldenToursTest.class.getResourceAsStream("/" + RESOURCE)) {
      assertNotNull(in, RESOURCE + " is not on the test class path");
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new AssertionError("cannot read " + RESOURCE, e);
    }
  }

  /** "name value" lines, in order; blank lines and lines starting with # are skipped. */
  private static Map<String, String> parse(String text) {
    Map<String, String> entries = new LinkedHashMap<>();
    for (String line : text.split("\n")) {
      String trimmed = line.strip();
      if (trimmed.isEmpty() || trimmed.startsWith("#")) {
        continue;
      }
      String[] parts = trimmed.split(" ");
      assertEquals(2, parts.length, "not a \"name value\" line: " + line);
      assertTrue(entries.put(parts[0], parts[1]) == null, "duplicate entry " + parts[0]);
    }
    return entries;
  }
}
