package io.github.knighttours.internal.search;

import java.lang.reflect.Method;
import java.util.List;
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
    if (!fits(bytes)) {
      throw tooLarge(what, bytes, null);
    }
  }

  /** As {@link #require(long, String)}, making the description only if it is needed. */
  public static void require(long bytes, Supplier<String> what) {
    if (!fits(bytes)) {
      throw tooLarge(what.get(), bytes, null);
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
   * Returns true if work needing about {@code bytes} of working memory passes {@link #require}:
   * for a search that can choose a smaller way of working (fewer threads) when the heap is short.
   */
  public static boolean fits(long bytes) {
    return bytes <= SMALL || bytes <= available();
  }

  /** Bytes a search may take: the {@link #usableHeap} less the {@link #reserve}. */
  private static long available() {
    long max = Runtime.getRuntime().maxMemory();
    return Math.min(max, Usable.BYTES) - reserve(max);
  }

  /** The usable heap, found once, on the first check of work larger than {@link #SMALL}. */
  private static final class Usable {
    static final long BYTES = usableHeap();
  }

  /**
   * The heap that large arrays can take: the old generation's maximum where the collector caps it
   * below the maximum heap, else the maximum heap. The serial and parallel collectors put an array
   * too large for the young generation straight into the old one, whose maximum is two thirds of
   * the heap by default ({@code -XX:NewRatio=2}); G1's old generation may take the whole heap.
   *
   * <p>Read through reflection: TeaVM compiles this class to JavaScript, and its class library has
   * no {@code java.lang.management}; there, and wherever the pools cannot be read, this is the
   * maximum heap.
   */
  static long usableHeap() {
    long max = Runtime.getRuntime().maxMemory();
    try {
      Class<?> factory = Class.forName("java.lang.management.ManagementFactory");
      Class<?> pool = Class.forName("java.lang.management.MemoryPoolMXBean");
      Method name = pool.getMethod("getName");
      Method usage = pool.getMethod("getUsage");
      Method usageMax = Class.forName("java.lang.management.MemoryUsage").getMethod("getMax");
      for (Object bean : (List<?>) factory.getMethod("getMemoryPoolMXBeans").invoke(null)) {
        String poolName = String.valueOf(name.invoke(bean));
        if (poolName.contains("Old Gen") || poolName.contains("Tenured")) {
          long oldMax = (Long) usageMax.invoke(usage.invoke(bean));
          if (oldMax > 0) {
            max = Math.min(max, oldMax);
          }
        }
      }
    } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
      // No pools to read: the maximum heap it is.
    }
    return max;
  }

  /**
   * Heap kept back from a search: the program's own objects (8 MiB), and an eighth of the heap
   * for the collector. G1 gives each array larger than half a region (regions are 1/2048 of the
   * heap or more, and at least 1 MiB) a run of whole regions, and a full collection does not
   * move such arrays, so free regions between them may not hold the next one. Measured on a
   * 64 MiB heap (HeapLimitTest): with a sixteenth kept back, the largest board let through ran
   * out of heap in about one run in six.
   */
  static long reserve(long maxHeap) {
    return (8L << 20) + maxHeap / 8;
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
                + " MiB are kept for the rest of the program (raise it with -Xmx)"
                + (bytes > SMALL && Usable.BYTES < max
                    ? "; large arrays must fit in the collector's old generation, at most "
                        + mib(Usable.BYTES) + " MiB"
                    : ""));
    if (cause != null) {
      e.initCause(cause);
    }
    return e;
  }

  private static long mib(long bytes) {
    return (bytes + (1 << 20) - 1) >> 20;
  }
}
