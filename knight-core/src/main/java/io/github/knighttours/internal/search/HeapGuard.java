package io.github.knighttours.internal.search;

import java.util.function.Supplier;

/** Turns "this search would not fit in the heap" into an exception that names the sizes. */
public final class HeapGuard {

  private static final ThreadLocal<Calls> CALLS = ThreadLocal.withInitial(Calls::new);

  /** The {@link #withinHeap} calls running on a thread, and a throwable a callback threw in them. */
  private static final class Calls {
    int depth;
    Throwable fromCallback;
  }

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

  /** As {@link #require(long, String)}, making the description only if it is needed. */
  public static void require(long bytes, Supplier<String> what) {
    if (bytes > SMALL) {
      long max = Runtime.getRuntime().maxMemory();
      if (bytes > max - reserve(max)) {
        throw tooLarge(what.get(), bytes, null);
      }
    }
  }

  /**
   * Work of at most this many bytes is not checked against the heap: any heap a JVM starts with
   * holds it, and a search this small that still runs out of heap meets a heap already full.
   */
  public static final long SMALL = 1 << 20;

  /**
   * As {@link #withinHeap(long, String, Supplier)}, making the description only if it is needed;
   * small work runs as it is.
   */
  public static <T> T withinHeap(long bytes, Supplier<String> what, Supplier<T> work) {
    if (bytes <= SMALL) {
      return work.get();
    }
    return withinHeap(bytes, what.get(), work);
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
   * {@link OutOfMemoryError} during it into the same exception as {@link #require}, except an
   * error that a caller's callback threw (see {@link #callback}), which passes unchanged.
   *
   * @throws IllegalArgumentException naming {@code what}, the bytes needed and the heap
   */
  public static <T> T withinHeap(long bytes, String what, Supplier<T> work) {
    require(bytes, what);
    Calls calls = CALLS.get();
    calls.depth++;
    try {
      return work.get();
    } catch (OutOfMemoryError e) {
      if (calls.fromCallback == e) {
        throw e;
      }
      throw tooLarge(what, bytes, e);
    } finally {
      if (--calls.depth == 0) {
        CALLS.remove();
      }
    }
  }

  /**
   * Runs a caller's callback (a progress listener, say). Whatever it throws propagates unchanged,
   * and an {@link OutOfMemoryError} it throws is not taken for the work's own by an enclosing
   * {@link #withinHeap}: the caller sees its own error, not "too large for the heap".
   */
  public static void callback(Runnable callback) {
    try {
      callback.run();
    } catch (Throwable e) {
      Calls calls = CALLS.get();
      if (calls.depth > 0) {
        calls.fromCallback = e;
      } else {
        CALLS.remove();
      }
      throw e;
    }
  }

  /**
   * The exception {@link #withinHeap} gives when work needing about {@code bytes} ran out of
   * heap, for a caller that catches the {@link OutOfMemoryError} itself (to let go of what it
   * held before building the message) and knows the estimate only then.
   *
   * @return the exception, naming {@code what}, the bytes and the heap, caused by {@code cause}
   */
  public static IllegalArgumentException outOfHeap(String what, long bytes, OutOfMemoryError cause) {
    return tooLarge(what, bytes, cause);
  }

  /**
   * The exception for work that would not fit ({@code cause} null), or whose allocation failed
   * although {@link #require} let it through.
   */
  private static IllegalArgumentException tooLarge(String what, long bytes, OutOfMemoryError cause) {
    long max = Runtime.getRuntime().maxMemory();
    IllegalArgumentException e =
        new IllegalArgumentException(
            what + " needs about " + mib(bytes) + " MiB of working memory, "
                + (cause == null ? "but" : "more than the heap had free beside what it already held, and")
                + " the maximum heap is " + mib(max) + " MiB, of which " + mib(reserve(max))
                + " MiB are kept for the rest of the program (raise it with -Xmx)");
    if (cause != null) {
      e.initCause(cause);
    }
    return e;
  }

  private static long mib(long bytes) {
    return (bytes + (1 << 20) - 1) >> 20;
  }
}
