package io.github.knighttours.web.jdk.java.util.concurrent;

import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;

/**
 * {@code java.util.concurrent.FutureTask} for the page, which TeaVM's class library lacks. The
 * page has one thread, so {@link #get(long, TimeUnit)} runs the task itself if no thread has yet;
 * it never times out. knight-core uses it only to allocate very large arrays.
 *
 * @param <V> the result type
 */
public final class TFutureTask<V> implements Runnable {
  private Callable<V> callable;
  private V result;
  private Throwable failure;

  /**
   * A task that will call {@code callable} once.
   *
   * @param callable what to call
   */
  public TFutureTask(Callable<V> callable) {
    this.callable = callable;
  }

  @Override
  public void run() {
    Callable<V> c = callable;
    if (c == null) {
      return;
    }
    callable = null;
    try {
      result = c.call();
    } catch (Throwable t) {
      failure = t;
    }
  }

  /**
   * The result, running the task first if it has not run.
   *
   * @param timeout ignored: the task runs here to its end
   * @param unit ignored
   * @return the result
   * @throws ExecutionException if the task threw
   * @throws InterruptedException never
   * @throws TTimeoutException never
   */
  public V get(long timeout, TimeUnit unit) throws ExecutionException, InterruptedException, TTimeoutException {
    run();
    if (failure != null) {
      throw new ExecutionException(failure);
    }
    return result;
  }
}
