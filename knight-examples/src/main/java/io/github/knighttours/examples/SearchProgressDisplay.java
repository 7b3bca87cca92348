package io.github.knighttours.examples;

import io.github.knighttours.spi.ProgressListener;
import io.github.knighttours.spi.SearchProgress;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.Optional;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * Hears a search's progress reports (about ten a second, from the library's monitor: no cost per
 * step) and keeps the last one, for the message after Ctrl-C; when asked to, also draws them on
 * standard error as a bar: the time used against the time budget, or without a budget the steps
 * placed so far on an open-ended bar.
 */
final class SearchProgressDisplay implements ProgressListener, AutoCloseable {

  private final ProgressBar bar;
  private final boolean timed;
  private volatile SearchProgress last;
  /** Off a terminal: where the plain lines go (a bar's carriage returns would garble a log), else null. */
  private final PrintWriter lines;
  private final Duration timeBudget;
  /** When the last plain line was written, and the report it said. */
  private long lastLine;
  private SearchProgress written;

  /** Plain lines come at most this often. */
  private static final long LINE_EVERY_NANOS = 1_000_000_000L;

  private SearchProgressDisplay(ProgressBar bar, boolean timed, PrintWriter lines, Duration timeBudget) {
    this.bar = bar;
    this.timed = timed;
    this.lines = lines;
    this.timeBudget = timeBudget;
  }

  /**
   * Returns a display that draws on {@code err} if {@code show}, in block characters if
   * {@code terminal}; otherwise one that only remembers the last report.
   */
  static SearchProgressDisplay create(PrintWriter err, boolean show, boolean terminal, Duration timeBudget) {
    if (!show) {
      return new SearchProgressDisplay(null, false, null, null);
    }
    if (!terminal) {
      return new SearchProgressDisplay(null, timeBudget != null, err, timeBudget);
    }
    ProgressBarBuilder builder =
        new ProgressBarBuilder()
            .setStyle(terminal ? ProgressBarStyle.UNICODE_BLOCK : ProgressBarStyle.ASCII)
            .setTaskName("Searching")
            .setUpdateIntervalMillis(200)
            .hideEta()
            .setConsumer(new LineConsumer(err));
    if (timeBudget != null) {
      builder.setInitialMax(Math.max(1, timeBudget.toMillis())).setUnit(" ms", 1);
    } else {
      builder.setInitialMax(-1).setUnit(" steps", 1);
    }
    return new SearchProgressDisplay(builder.build(), timeBudget != null, null, null);
  }

  @Override
  public void onProgress(SearchProgress progress) {
    last = progress;
    if (lines != null) {
      long now = System.nanoTime();
      if (written == null || now - lastLine >= LINE_EVERY_NANOS) {
        line(progress);
        lastLine = now;
      }
    }
    if (bar != null) {
      if (timed) {
        bar.stepTo(Math.min(progress.elapsed().toMillis(), bar.getMax()));
        bar.setExtraMessage(progress.nodesExpanded() + " steps, " + longest(progress));
      } else {
        bar.stepTo(progress.nodesExpanded());
        bar.setExtraMessage(longest(progress));
      }
    }
  }

  /** Returns the last report heard, if any. */
  Optional<SearchProgress> last() {
    return Optional.ofNullable(last);
  }

  /** Returns "longest path 57/64", or an empty string before the first report. */
  String longestSoFar() {
    SearchProgress progress = last;
    return progress == null ? "" : longest(progress);
  }

  private static String longest(SearchProgress progress) {
    return "longest path " + progress.longestPath() + "/" + progress.squareCount();
  }

  /** One plain line: "Searching: 1234 steps, longest path 57/64, 210 ms" (and " of 5000 ms", the budget). */
  private void line(SearchProgress progress) {
    written = progress;
    lines.println(
        "Searching: " + progress.nodesExpanded() + " steps, " + longest(progress) + ", "
            + progress.elapsed().toMillis() + " ms" + (timeBudget == null ? "" : " of " + timeBudget.toMillis() + " ms"));
    lines.flush();
  }

  @Override
  public void close() {
    if (bar != null) {
      bar.close();
    }
    SearchProgress progress = last;
    if (lines != null && progress != null && progress != written) {
      line(progress); // the last report, where the search ended
    }
  }
}
