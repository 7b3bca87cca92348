package io.github.knighttours.examples;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Stops the current command on Ctrl-C: a shutdown hook interrupts the thread that does the work,
 * which the library's searches and counts honour, and waits for that thread to print what it
 * reached before the program ends.
 */
final class CtrlC implements AutoCloseable {

  /** How long the hook waits for the partial result to be printed. */
  private static final long WAIT_SECONDS = 10;

  private final Thread worker;
  private final CountDownLatch reported = new CountDownLatch(1);
  private final Thread hook;

  private CtrlC(Thread worker) {
    this.worker = worker;
    this.hook = new Thread(this::stop, "knight-tours-ctrl-c");
  }

  /** Installs the hook for the calling thread until {@link #close()}. */
  static CtrlC watchCurrentThread() {
    CtrlC ctrlC = new CtrlC(Thread.currentThread());
    Runtime.getRuntime().addShutdownHook(ctrlC.hook);
    return ctrlC;
  }

  private void stop() {
    worker.interrupt();
    try {
      reported.await(WAIT_SECONDS, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** Says the result has been printed, and removes the hook. */
  @Override
  public void close() {
    reported.countDown();
    try {
      Runtime.getRuntime().removeShutdownHook(hook);
    } catch (IllegalStateException shuttingDown) {
      // Ctrl-C came: the hook is running and now returns.
    }
  }
}
