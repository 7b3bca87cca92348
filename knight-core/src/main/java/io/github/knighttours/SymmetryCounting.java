package io.github.knighttours;

import io.github.knighttours.count.SymmetryClasses;
import io.github.knighttours.count.SymmetryClasses.Symmetry;
import io.github.knighttours.internal.count.CountClock;
import io.github.knighttours.internal.count.FixedTourCounter;
import io.github.knighttours.internal.graph.BoardSymmetry;
import java.math.BigInteger;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;

/** The classes of tours under the board's symmetries, for {@link CountRequest#upToSymmetry()}. */
final class SymmetryCounting {

  private SymmetryCounting() {}

  /**
   * Adds the classes to a complete count of {@code count.request()}: the tours each symmetry
   * fixes, then Burnside's lemma. The time budget left after the count bounds this part; if it
   * runs out, or the thread is interrupted, the count comes back incomplete with the reason.
   */
  static TourCount addClasses(TourCount count) {
    CountRequest request = count.request();
    if (!request.upToSymmetry() || !count.isComplete()) {
      return count;
    }
    Duration budget = request.timeBudget().map(b -> b.minus(count.elapsed())).orElse(null);
    if (budget != null && budget.isNegative()) {
      budget = Duration.ZERO;
    }
    CountClock clock = CountClock.startingNow(budget);
    Board board = request.board();
    int rows = board.rows();
    int cols = board.cols();
    int n = rows * cols;
    boolean closed = request.kind() == CountKind.CLOSED_UNDIRECTED || request.kind() == CountKind.CLOSED_DIRECTED;
    boolean directed = request.kind() == CountKind.CLOSED_DIRECTED || request.kind() == CountKind.OPEN_DIRECTED;
    Map<Symmetry, BigInteger> fixed = new EnumMap<>(Symmetry.class);
    List<int[]> seen = new ArrayList<>();
    try {
      for (int k = 0; k < BoardSymmetry.variants(rows, cols); k++) {
        int[] map = new int[n];
        for (int v = 0; v < n; v++) {
          map[v] = BoardSymmetry.image(rows, cols, k, v);
        }
        // On a board one square wide some symmetries move no square, or move them alike: once each.
        if (seen.stream().anyMatch(m -> Arrays.equals(m, map))) {
          continue;
        }
        seen.add(map);
        Symmetry symmetry = Symmetry.values()[k];
        if (k == 0 || count.count().signum() == 0) {
          // The identity fixes every tour; with no tours, no symmetry fixes one.
          fixed.put(symmetry, k == 0 ? count.count() : BigInteger.ZERO);
          continue;
        }
        FixedTourCounter.Fixed f = FixedTourCounter.count(rows, cols, map, closed, clock::expired);
        fixed.put(symmetry, directed ? f.directed() : f.undirected());
      }
    } catch (CancellationException e) {
      String reason =
          Thread.currentThread().isInterrupted()
              ? "the counting thread was interrupted while counting the tours a symmetry fixes"
              : clock.expired()
                  ? "the time budget of " + request.timeBudget().orElseThrow() + " ran out while counting the tours a symmetry fixes"
                  : e.getMessage();
      return count.withClasses(null, reason, count.elapsed().plusNanos(clock.elapsedNanos()));
    }
    BigInteger sum = fixed.values().stream().reduce(BigInteger.ZERO, BigInteger::add);
    BigInteger[] classes = sum.divideAndRemainder(BigInteger.valueOf(fixed.size()));
    if (classes[1].signum() != 0) {
      // Burnside's lemma makes the sum a multiple of the group's size: anything else is a bug.
      throw new IllegalStateException("the fixed tours " + fixed + " do not add up to a multiple of " + fixed.size());
    }
    return count.withClasses(
        new SymmetryClasses(classes[0], fixed), null, count.elapsed().plusNanos(clock.elapsedNanos()));
  }
}
