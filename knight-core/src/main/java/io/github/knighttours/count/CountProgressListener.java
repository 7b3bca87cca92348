package io.github.knighttours.count;

import io.github.knighttours.CountKind;
import io.github.knighttours.Board;
import io.github.knighttours.CountRequest;
import io.github.knighttours.KnightTours;

/**
 * Receives progress reports from {@link KnightTours#count}: on the thread that called it, about
 * five times a second, and once more at the end. Keep it quick; the counting threads go on while
 * it runs. A listener may stop the count by interrupting the calling thread.
 *
 * <pre>{@code
 * CountRequest request = CountRequest.builder(Board.of(6, 6), CountKind.OPEN_DIRECTED)
 *     .progressListener(p -> System.err.printf("%.0f%%, %s tours%n",
 *         100 * p.fractionDone(), p.toursSoFar()))
 *     .build();
 * }</pre>
 */
@FunctionalInterface
public interface CountProgressListener {

  /** Called with the state of the count. */
  void onProgress(CountProgress progress);
}
