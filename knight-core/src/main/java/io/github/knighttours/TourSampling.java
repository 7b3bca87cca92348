package io.github.knighttours;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import io.github.knighttours.count.TourSample;
import io.github.knighttours.internal.count.CountClock;
import io.github.knighttours.internal.count.FrontierCounter;
import io.github.knighttours.internal.count.TourSampler;
import io.github.knighttours.internal.search.HeapGuard;
import java.util.ArrayList;
import java.util.List;

/** The uniform sampler behind {@link KnightTours#sample}: checks, then the sweep's backward walk. */
final class TourSampling {

  private TourSampling() {}

  static TourSample sample(CountRequest request, int count, long seed) {
    checkNotNull(request, "request must not be null");
    checkArgument(count >= 1 && count <= KnightTours.MAX_SAMPLES,
        "count must be in 1..%s, got %s", KnightTours.MAX_SAMPLES, count);
    Board board = request.board();
    board.checkPlain("sample");
    checkArgument(
        Math.min(board.rows(), board.cols()) <= CountMethod.FRONTIER_MAX_WIDTH && board.squareCount() >= 2,
        "sample draws from the frontier sweep, which takes boards of at least 2 squares whose shorter side is at most %s, got %s",
        CountMethod.FRONTIER_MAX_WIDTH,
        board);
    // A theorem that settles the count at 0 answers at once, where the sweep would run to the end.
    String theorem = KnightTours.noTourTheorem(request);
    if (theorem != null) {
      throw noTours(request, "by a theorem, the exact count is 0: " + theorem);
    }
    CountClock clock = CountClock.startingNow(request.timeBudget().orElse(null));
    Square start = request.start().orElse(Square.of(0, 0));
    Runtime runtime = Runtime.getRuntime();
    long free = runtime.maxMemory() - (runtime.totalMemory() - runtime.freeMemory());
    long maxBytes = request.memoryLimit() > 0 ? request.memoryLimit() : free / 4 * 3;
    // The drawn paths themselves: an int a square each, with the moves chosen on the way.
    long pathBytes = (long) count * board.squareCount() * 12L;
    String what = "sampling " + count + " tours of the " + board + " board";
    TourSampler.Sample sample =
        HeapGuard.withinHeap(
            pathBytes,
            what,
            () -> TourSampler.sample(
                board.rows(), board.cols(), FrontierCounter.modeOf(request.kind()), start.row(), start.col(),
                count, seed, clock, Math.max(1, maxBytes - pathBytes)));
    if (sample.paths().isEmpty()) {
      throw noTours(request, "the frontier sweep's exact count is 0");
    }
    List<Tour> tours = new ArrayList<>(count);
    for (int[] path : sample.paths()) {
      tours.add(Tour.ofPath(board, path));
    }
    return new TourSample(tours, sample.tours(), sample.keptStates());
  }

  private static IllegalArgumentException noTours(CountRequest request, String why) {
    return new IllegalArgumentException(
        "the " + request.board() + " board has no " + request.kind()
            + request.start().map(s -> " tours from " + s).orElse(" tours") + " (" + why + "): none to sample");
  }
}
