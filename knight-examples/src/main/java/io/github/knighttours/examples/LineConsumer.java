package io.github.knighttours.examples;

import java.io.PrintWriter;
import me.tongfei.progressbar.ProgressBarConsumer;

/** Redraws a progress bar on one line of a writer (standard error), so that tests can capture it. */
final class LineConsumer implements ProgressBarConsumer {

  /** Width of the progress bar line, in characters. */
  private static final int WIDTH = 80;

  private final PrintWriter err;

  LineConsumer(PrintWriter err) {
    this.err = err;
  }

  @Override
  public int getMaxRenderedLength() {
    return WIDTH;
  }

  @Override
  public void accept(String rendered) {
    err.print('\r' + rendered);
    err.flush();
  }

  @Override
  public void close() {
    err.println();
    err.flush();
  }
}
