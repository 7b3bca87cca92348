package io.github.knighttours.solvers;

import static com.google.common.base.Preconditions.checkNotNull;

import io.github.knighttours.Board;
import io.github.knighttours.Outcome;
import io.github.knighttours.Square;
import io.github.knighttours.Strategy;
import io.github.knighttours.internal.search.NaiveSearch;
import io.github.knighttours.internal.search.SearchMonitor;
import io.github.knighttours.spi.SearchResult;
import io.github.knighttours.spi.SearchTask;
import io.github.knighttours.spi.Shape;
import java.util.function.IntBinaryOperator;

/**
 * The textbook backtracking search, for teaching: from the knight's square, try the moves in one
 * fixed {@link MoveOrder}, go to the first square not yet visited, and when no move is left take
 * the last square back and try that square's next move. No pruning and no ordering by the
 * squares' onward moves, as in the classic programs; compare {@link BacktrackingSolver}, which
 * orders its moves by Warnsdorff's rule and prunes, and {@link WarnsdorffSolver}, which never
 * backs up.
 *
 * <p>It is exhaustive, so it finds a tour whenever one exists and answers {@link
 * Outcome#PROVEN_ABSENT} once every path from the start has been tried, but its work grows
 * exponentially with the board. On 8 × 8 the default order finds a tour from a1 after 3,242,065
 * squares placed, and from b1 it has not finished after fifty million (measured); other starts
 * and orders differ as widely. Give it a node or time budget beyond 6 × 6.
 *
 * <p>On knight's boards (any wrap, any holes) the order is the {@link MoveOrder}'s; on other
 * leapers, 3-D boards and graphs it is the shape's own successor order. With an end square the
 * end is placed only as the last square. Counts: {@link
 * io.github.knighttours.SearchStatistics#nodesExpanded()} is the number of squares placed (the
 * start included), {@link io.github.knighttours.SearchStatistics#backtracks()} the number taken
 * back. The seed and the look-ahead are not used. Working memory: about 4 bytes per move of the
 * board plus 13 bytes per square. Stateless and thread-safe.
 */
public final class NaiveBacktrackingSolver extends BuiltInSolver {

  private final MoveOrder order;

  /**
   * Creates the solver with the {@link MoveOrder#GEEKSFORGEEKS} order. Prefer {@link
   * Strategy#NAIVE_BACKTRACKING}{@code .solver()}, which is shared.
   */
  public NaiveBacktrackingSolver() {
    this(MoveOrder.GEEKSFORGEEKS);
  }

  /**
   * Creates the solver with a move order.
   *
   * @throws NullPointerException if {@code order} is null
   */
  public NaiveBacktrackingSolver(MoveOrder order) {
    super("NAIVE_BACKTRACKING", true, true);
    this.order = checkNotNull(order, "order must not be null");
  }

  /** Returns the order in which this solver tries the moves. */
  public MoveOrder moveOrder() {
    return order;
  }

  /** Needs nothing but the moves: every shape. */
  @Override
  public boolean accepts(Shape<?> shape) {
    checkNotNull(shape, "shape must not be null");
    return true;
  }

  @Override
  SearchResult run(SearchTask task, SearchMonitor monitor) {
    IntBinaryOperator rank =
        task.shape() instanceof Board board && order.appliesTo(board) ? new MoveRank(board, order) : null;
    return NaiveSearch.run(task.graph(), rank, task.start(), task.closed(), task.end().orElse(-1), monitor);
  }

  @Override
  long workingBytes(SearchTask task) {
    return NaiveSearch.workingBytes(task.graph().vertexCount(), task.graph().maxDegree());
  }

  /** A move's position in the order: the first of the order's moves that leads from one square to the other. */
  private record MoveRank(Board board, MoveOrder order) implements IntBinaryOperator {

    @Override
    public int applyAsInt(int from, int to) {
      Square a = board.label(from);
      Square b = board.label(to);
      for (int k = 0; k < order.size(); k++) {
        if (lands(a.row() + order.rankChange(k), b.row(), board.rows(), board.wrap() == Board.Wrap.TORUS)
            && lands(a.col() + order.fileChange(k), b.col(), board.cols(), board.wrap() != Board.Wrap.NONE)) {
          return k;
        }
      }
      return order.size();
    }

    private static boolean lands(int coordinate, int target, int size, boolean wraps) {
      return wraps ? Math.floorMod(coordinate, size) == target : coordinate == target;
    }
  }
}
