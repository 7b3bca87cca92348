package io.github.knighttours.count;

import io.github.knighttours.CountKind;
import io.github.knighttours.CountMethod;
import io.github.knighttours.Board;
import io.github.knighttours.CountRequest;
import io.github.knighttours.Square;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import io.github.knighttours.internal.count.FrontierCounter;
import java.io.Serializable;
import java.math.BigInteger;

/**
 * The frontier sweep of a count ({@link CountMethod#FRONTIER}) as steps that an engine outside
 * this library can run, such as a map and a reduce by key on a cluster: the squares are taken one
 * at a time, and each state of the sweep (a {@code long}) leads to at most {@link
 * #MAX_SUCCESSORS} states at the next square, each inheriting the whole count of its parent.
 * Adding the counts of equal states, square after square, from {@link #START} with a count of
 * one, and the counts that reach {@link #COMPLETED} along the way, gives {@link #count}.
 *
 * <pre>{@code
 * FrontierSweep sweep = FrontierSweep.of(CountRequest.builder(Board.of(6, 6), CountKind.CLOSED_UNDIRECTED).build());
 * Map<Long, BigInteger> states = Map.of(FrontierSweep.START, BigInteger.ONE);
 * BigInteger completed = BigInteger.ZERO;
 * long[] next = new long[FrontierSweep.MAX_SUCCESSORS];
 * for (int square = 0; square < sweep.squares(); square++) {
 *   Map<Long, BigInteger> after = new HashMap<>();
 *   for (Map.Entry<Long, BigInteger> state : states.entrySet()) {
 *     int n = sweep.successors(square, state.getKey(), next);
 *     for (int i = 0; i < n; i++) {
 *       if (next[i] == FrontierSweep.COMPLETED) {
 *         completed = completed.add(state.getValue());
 *       } else {
 *         after.merge(next[i], state.getValue(), BigInteger::add);
 *       }
 *     }
 *   }
 *   states = after;
 * }
 * sweep.count(completed);   // 9862 (OEIS A001230)
 * }</pre>
 *
 * <p>The states are the frontier counter's own (see {@link CountMethod#FRONTIER}); their number
 * grows steeply with the board's shorter side, which is at most {@link
 * CountMethod#FRONTIER_MAX_WIDTH}. Serializable, so that it can travel to the workers of a
 * cluster; {@link #successors} is safe to call from several threads at once. The same state at
 * the same square always has the same successors.
 */
public final class FrontierSweep implements Serializable {

  private static final long serialVersionUID = 1L;

  /** The state before the first square. */
  public static final long START = 0L;

  /** The successor that stands for a tour completed at this square. */
  public static final long COMPLETED = FrontierCounter.Stepper.COMPLETED;

  /** The most successors one state has at one square. */
  public static final int MAX_SUCCESSORS = FrontierCounter.Stepper.MAX_SUCCESSORS;

  // Primitives and an enum only, so that the sweep serializes without its request.
  private final int rows;
  private final int cols;
  private final CountKind kind;
  private final int startRow;
  private final int startCol;
  private final int squares;
  private transient ThreadLocal<FrontierCounter.Stepper> steppers;

  private FrontierSweep(CountRequest request) {
    this.rows = request.board().rows();
    this.cols = request.board().cols();
    this.kind = request.kind();
    Square start = request.start().orElse(Square.of(0, 0));
    this.startRow = start.row();
    this.startCol = start.col();
    this.squares = request.board().squareCount();
  }

  /**
   * Returns the sweep of {@code request}; of the request only the board, the kind and the start
   * matter.
   *
   * @throws NullPointerException if {@code request} is null
   * @throws IllegalArgumentException if the board's shorter side is above {@link
   *     CountMethod#FRONTIER_MAX_WIDTH}, or it has fewer than two squares
   */
  public static FrontierSweep of(CountRequest request) {
    checkNotNull(request, "request must not be null");
    Board board = request.board();
    checkArgument(
        Math.min(board.rows(), board.cols()) <= CountMethod.FRONTIER_MAX_WIDTH && board.squareCount() >= 2,
        "a frontier sweep takes boards of at least 2 squares whose shorter side is at most %s, got %s",
        CountMethod.FRONTIER_MAX_WIDTH,
        board);
    return new FrontierSweep(request);
  }

  /** Returns the number of squares: states go through squares 0 to {@code squares() - 1}. */
  public int squares() {
    return squares;
  }

  /**
   * Writes the successors of {@code state} at {@code square} into {@code out} and returns how
   * many there are (0 when the state dies there); a tour completed at this square is {@link
   * #COMPLETED}.
   *
   * @throws NullPointerException if {@code out} is null
   * @throws IllegalArgumentException if {@code square} is not in 0..{@code squares() - 1} or
   *     {@code out} has room for fewer than {@link #MAX_SUCCESSORS} states
   */
  public int successors(int square, long state, long[] out) {
    checkNotNull(out, "out must not be null");
    checkArgument(out.length >= MAX_SUCCESSORS, "out needs room for %s states, got %s", MAX_SUCCESSORS, out.length);
    checkArgument(square >= 0 && square < squares, "square must be in 0..%s, got %s", squares - 1, square);
    return stepper().successors(square, state, out);
  }

  /**
   * Returns the count the request asks for, given the sum of the counts that reached {@link
   * #COMPLETED}: the same number, or twice it for the directed kinds (each tour counted once in
   * each direction).
   *
   * @throws NullPointerException if {@code completed} is null
   */
  public BigInteger count(BigInteger completed) {
    checkNotNull(completed, "completed must not be null");
    return FrontierCounter.ofKind(kind, completed);
  }

  /** Describes the sweep, for example {@code "FrontierSweep{CLOSED_UNDIRECTED, 6x6, 36 squares}"}. */
  @Override
  public String toString() {
    String from = kind == CountKind.OPEN_FROM_START ? " from " + Square.of(startRow, startCol) : "";
    return "FrontierSweep{" + kind + from + ", " + rows + "x" + cols + ", " + squares + " squares}";
  }

  private FrontierCounter.Stepper stepper() {
    ThreadLocal<FrontierCounter.Stepper> local = steppers;
    if (local == null) {
      synchronized (this) {
        if (steppers == null) {
          steppers = ThreadLocal.withInitial(this::newStepper);
        }
        local = steppers;
      }
    }
    return local.get();
  }

  private FrontierCounter.Stepper newStepper() {
    return FrontierCounter.stepper(rows, cols, FrontierCounter.modeOf(kind), startRow, startCol);
  }
}
