package io.github.knighttours;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import io.github.knighttours.testing.ChildJvm;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Calls that would not fit in a small heap are refused with an {@link IllegalArgumentException}
 * that gives the sizes, and no {@link OutOfMemoryError} escapes: each runs in a JVM of its own
 * with a 64 MiB heap ({@link HeapRefusalMain}).
 */
class HeapRefusalsTest {

  private static final String HEAP = "-Xmx64m";

  /** Runs {@link HeapRefusalMain} with the small heap and returns its line and its exit status. */
  static String[] runSmall(String which) throws IOException, InterruptedException {
    ChildJvm run = ChildJvm.run(List.of(HEAP), HeapRefusalMain.class, which);
    return new String[] {run.output(), String.valueOf(run.status())};
  }

  @ParameterizedTest
  @ValueSource(strings = {"render", "count", "split", "split-grows", "work-item", "listing"})
  void tooLargeForTheHeapIsRefusedNamingTheSizes(String which) throws Exception {
    String[] result = runSmall(which);
    String line = result[0];
    assertEquals("0", result[1], line);
    assertTrue(line.startsWith("IAE "), line);
    assertTrue(line.contains("MiB") || line.contains("characters"), line);
    assertTrue(line.contains("maximum heap is"), line);
  }

  @ParameterizedTest
  @ValueSource(strings = {"split-grows"})
  void aSplitThatPassedTheFirstCheckIsRefusedAsItGrows(String which) throws Exception {
    String line = runSmall(which)[0];
    assertTrue(line.startsWith("IAE splitting the count of the 12x12 board into at least 200000 items ("), line);
    assertTrue(line.contains("prefixes of up to"), line);
  }

  @ParameterizedTest
  @ValueSource(strings = {"render"})
  void theStringIsRefusedAndPointsToTheAppendable(String which) throws Exception {
    String line = runSmall(which)[0];
    assertTrue(line.contains("the 2000x2000 board is too large to render as one String"), line);
    assertTrue(line.contains("render(Appendable)"), line);
  }

  @ParameterizedTest
  @ValueSource(strings = {"render-appendable"})
  void theSameTextStreamsRowByRowInTheSameHeap(String which) throws Exception {
    String line = runSmall(which)[0];
    assertTrue(line.startsWith("OK "), line);
    long characters = Long.parseLong(line.split(" ")[1]);
    // 2003 lines of 2000 cells of 8 characters each, plus margins.
    assertTrue(characters > 2003L * 2000 * 8, line);
  }
}
