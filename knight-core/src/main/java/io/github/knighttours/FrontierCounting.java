package io.github.knighttours;

import io.github.knighttours.count.CountProgressListener;
import io.github.knighttours.count.CountProgress;

import io.github.knighttours.internal.count.CountClock;
import io.github.knighttours.internal.count.FrontierCounter;
import io.github.knighttours.internal.search.HeapGuard;
import java.math.BigInteger;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/** The frontier sweep behind {@link KnightTours#count} for {@link CountMethod#FRONTIER}. */
final class FrontierCounting {

  /** Boards up to this many squares are counted by the depth-first search under AUTO. */
  static final int AUTO_DEPTH_FIRST_SQUARES = 36;

  /** The most threads a sweep uses: each expands a slice of every generation. */
  static final int MAX_THREADS = 64;

  private FrontierCounting() {}

  static boolean applies(CountRequest request) {
    Board board = request.board();
    int width = Math.min(board.rows(), board.cols());
    if (request.table()) {
      return true;
    }
    switch (request.method()) {
      case FRONTIER:
        return board.squareCount() >= 2;
      case AUTO:
        // With a time budget, the depth-first search: if the budget runs out, its count so far is
        // a useful lower bound, where the sweep's is 0.
        return width <= CountMethod.FRONTIER_MAX_WIDTH
            && board.squareCount() > AUTO_DEPTH_FIRST_SQUARES
            && request.timeBudget().isEmpty();
      default:
        return false;
    }
  }

  static TourCount count(CountRequest request, CountClock clock) {
    Board board = request.board();
    CountKind kind = request.kind();
    FrontierCounter.Mode mode = FrontierCounter.modeOf(kind);
    Square start = request.start().orElse(Square.of(0, 0));
    CountProgressListener listener = request.progressListener().orElse(null);
    FrontierCounter.Listener progress =
        listener == null
            ? null
            : new FrontierCounter.Listener() {
              @Override
              public void squareDone(int done, int squares, long states, long processed, BigInteger toursSoFar) {
                report(done, squares, states, processed, toursSoFar);
              }

              @Override
              public void resumed(int done, int squares, long states, BigInteger toursSoFar) {
                report(done, squares, states, 0, toursSoFar);
              }

              private void report(int done, int squares, long states, long processed, BigInteger toursSoFar) {
                CountProgress report =
                    new CountProgress(
                        (double) done / squares, toursSoFar, processed, Duration.ofNanos(clock.elapsedNanos()), states);
                HeapGuard.callback(() -> listener.onProgress(report));
              }
            };
    Runtime runtime = Runtime.getRuntime();
    long free = runtime.maxMemory() - (runtime.totalMemory() - runtime.freeMemory());
    long maxBytes = request.memoryLimit() > 0 ? request.memoryLimit() : free / 4 * 3;
    int threads = Math.min(request.parallelism(), MAX_THREADS);
    FrontierCounter.Result result =
        request.table()
            ? FrontierCounter.countWithPrefixes(board.rows(), board.cols(), mode, clock, progress, maxBytes, threads)
            : FrontierCounter.count(
                board.rows(), board.cols(), mode, start.row(), start.col(), clock, progress, maxBytes, threads,
                request.checkpointDirectory().orElse(null));
    List<BigInteger> table = new ArrayList<>();
    for (BigInteger undirected : result.table()) {
      table.add(FrontierCounter.ofKind(kind, undirected));
    }
    return new TourCount(
        request,
        FrontierCounter.ofKind(kind, result.count()),
        result.complete(),
        result.stopReason(),
        result.statesExpanded(),
        Duration.ofNanos(clock.elapsedNanos()),
        CountMethod.FRONTIER,
        null,
        table);
  }
}
