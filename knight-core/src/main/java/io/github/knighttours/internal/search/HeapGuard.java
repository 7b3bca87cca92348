package io.github.knighttours.internal.search;

import java.util.function.Supplier;

/** Turns "this search would not fit in the heap" into an exception that names the sizes. */
public final class HeapGuard {

  private HeapGuard() {}

  /**
   * Throws if a search needing about {@code bytes} of working memory cannot fit in this JVM's
   * maximum heap, less {@link #reserve} for everything else.
   *
   * @throws IllegalArgumentException naming {@code what}, the bytes needed and the heap
   */
  public static void require(long bytes, String what) {
    long max = Runtime.getRuntime().maxMemory();
    if (bytes > max - reserve(max)) {
      throw tooLarge(what, bytes, null);
    }
  }

  /**
   * Heap kept back from a search: the program's own objects, and the rounding of each large
   * array up to whole heap regions (up to one region an array; G1's regions are 1/2048 of the
   * heap or more, and at least 1 MiB).
   */
  static long reserve(long maxHeap) {
    return (8L << 20) + maxHeap / 16;
  }

  /**
   * Runs {@code work} if about {@code bytes} of working memory can fit in the heap, and turns an
   * {@link OutOfMemoryError} during it into the same exception as {@link #require}.
   *
   * @throws IllegalArgumentException naming {@code what}, the bytes needed and the heap
   */
  public static <T> T withinHeap(long bytes, String what, Supplier<T> work) {
    require(bytes, what);
    try {
      return work.get();
    } catch (OutOfMemoryError e) {
      throw tooLarge(what, bytes, e);
    }
  }

  /** The exception for an allocation that failed although {@link #require} let it through. */
  private static IllegalArgumentException tooLarge(String what, long bytes, OutOfMemoryError cause) {
    long max = Runtime.getRuntime().maxMemory();
    IllegalArgumentException e =
        new IllegalArgumentException(
            what + " needs about " + mib(bytes) + " MiB of working memory, but the maximum heap is "
                + mib(max) + " MiB, of which " + mib(reserve(max)) + " MiB are kept for the rest of the"
                + " program (raise it with -Xmx)");
    if (cause != null) {
      e.initCause(cause);
    }
    return e;
  }

  private static long mib(long bytes) {
    return (bytes + (1 << 20) - 1) >> 20;
  }
}
