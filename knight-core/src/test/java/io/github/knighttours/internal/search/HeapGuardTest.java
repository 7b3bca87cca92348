package io.github.knighttours.internal.search;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The work's own {@link OutOfMemoryError} becomes "too large for the heap"; an error that a
 * caller's callback throws passes unchanged, however deeply the guards nest.
 */
class HeapGuardTest {

  @Test
  void theWorksOwnOutOfMemoryErrorNamesTheSizes() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                HeapGuard.withinHeap(
                    1 << 20,
                    "the test's work",
                    () -> {
                      throw new OutOfMemoryError("the work's own");
                    }));
    assertTrue(e.getMessage().startsWith("the test's work needs about 1 MiB of working memory"), e::getMessage);
    assertTrue(e.getCause() instanceof OutOfMemoryError);
  }

  @Test
  void aCallbacksOutOfMemoryErrorPassesUnchanged() {
    OutOfMemoryError listeners = new OutOfMemoryError("the listener's own");
    OutOfMemoryError thrown =
        assertThrows(
            OutOfMemoryError.class,
            () ->
                HeapGuard.withinHeap(
                    1,
                    "outer",
                    () ->
                        HeapGuard.withinHeap(
                            1,
                            "inner",
                            () -> {
                              HeapGuard.callback(
                                  () -> {
                                    throw listeners;
                                  });
                              return null;
                            })));
    assertSame(listeners, thrown);
  }

  @Test
  void aCallbackOutsideAnyGuardAndAnyOtherThrowablePassUnchanged() {
    IllegalStateException listeners = new IllegalStateException("the listener's own");
    assertSame(
        listeners,
        assertThrows(
            IllegalStateException.class,
            () ->
                HeapGuard.callback(
                    () -> {
                      throw listeners;
                    })));
    // A later error of the work itself is the work's again.
    assertThrows(
        IllegalArgumentException.class,
        () ->
            HeapGuard.withinHeap(
                1,
                "later work",
                () -> {
                  throw new OutOfMemoryError("the work's own");
                }));
  }

  @Test
  void workTooLargeForTheHeapIsRefusedBeforeItRuns() {
    long tooMuch = Runtime.getRuntime().maxMemory() + 1;
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                HeapGuard.withinHeap(
                    tooMuch,
                    "huge work",
                    () -> {
                      throw new AssertionError("must not run");
                    }));
    assertTrue(e.getMessage().contains("huge work needs about"), e::getMessage);
    assertTrue(e.getMessage().contains("raise it with -Xmx"), e::getMessage);
  }

  @Test
  void fitsSaysWhatRequireLetsThrough() {
    long max = Runtime.getRuntime().maxMemory();
    assertTrue(HeapGuard.fits(HeapGuard.SMALL));
    assertTrue(HeapGuard.fits(max / 4));
    HeapGuard.require(max / 4, "a quarter of the heap");
    assertFalse(HeapGuard.fits(max));
    assertThrows(IllegalArgumentException.class, () -> HeapGuard.require(max, "the whole heap"));
  }
}
