package io.github.knighttours.spi;

import io.github.knighttours.internal.search.HeapGuard;
import java.util.function.Supplier;

/**
 * The heap guard of the pipeline, for code that builds large structures of its own before or
 * around a search (module knight-graph's copy of a graph, a reader of graph files): "this would
 * not fit in the heap" becomes an {@link IllegalArgumentException} that names the work, the bytes
 * needed and the heap, never an {@link OutOfMemoryError}.
 */
public final class HeapCheck {

  private HeapCheck() {}

  /**
   * Throws if work needing about {@code bytes} of memory cannot fit in this JVM's maximum heap,
   * less a reserve for the rest of the program.
   *
   * @throws IllegalArgumentException naming {@code what}, the bytes needed and the heap
   */
  public static void require(long bytes, String what) {
    HeapGuard.require(bytes, what);
  }

  /**
   * Runs {@code work} if about {@code bytes} can fit (see {@link #require}), and turns an
   * {@link OutOfMemoryError} during it into the same exception.
   *
   * @throws IllegalArgumentException naming {@code what}, the bytes needed and the heap
   */
  public static <T> T within(long bytes, String what, Supplier<T> work) {
    return HeapGuard.withinHeap(bytes, what, work);
  }

  /**
   * Returns the exception {@link #within} gives, for a caller that catches the
   * {@link OutOfMemoryError} itself (to let go of what it held first) and knows the estimate only
   * then.
   */
  public static IllegalArgumentException outOfHeap(String what, long bytes, OutOfMemoryError cause) {
    return HeapGuard.outOfHeap(what, bytes, cause);
  }
}
