package io.github.knighttours.draw;

import io.github.knighttours.Board;
import io.github.knighttours.spi.SearchStep;
import io.github.knighttours.Square;
import io.github.knighttours.Tour;
import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.RandomAccess;

/** Checks a search trace against its board, and turns a tour into the trace that builds it. */
final class Traces {

  private Traces() {}

  /**
   * Checks the arguments of an animation of a search: that every step is on the board and
   * fits the path replayed so far (a placement at the path's length, or at 0 for a new attempt,
   * on a square not on the path; a take-back or a dead end at the path's last square), and that
   * the tour is of the board.
   *
   * @throws NullPointerException if an argument or a step is null
   * @throws IllegalArgumentException if a step does not fit, naming its index, or the tour is of
   *     another board
   */
  static void check(Board board, List<SearchStep<Square>> steps, Optional<Tour> tour, long maxSteps) {
    Objects.requireNonNull(board, "board");
    Objects.requireNonNull(steps, "steps");
    Objects.requireNonNull(tour, "tour");
    if (tour.isPresent() && !tour.get().board().equals(board)) {
      throw new IllegalArgumentException(
          "tour is of the " + tour.get().board() + " board, not of the " + board + " board of the steps");
    }
    if (steps.size() > maxSteps) {
      throw new IllegalArgumentException("steps has " + steps.size() + " steps, more than " + maxSteps);
    }
    // Indexed by row * cols + col, holes included; the callers cap the board's cells first.
    int[] position = new int[board.rows() * board.cols()];
    Arrays.fill(position, -1);
    int[] path = new int[board.squareCount()];
    int length = 0;
    int index = 0;
    for (SearchStep<Square> step : steps) {
      if (step == null) {
        throw new NullPointerException("steps[" + index + "]");
      }
      Square square = step.square();
      if (!board.contains(square)) {
        throw new IllegalArgumentException(
            "steps[" + index + "] " + step + " is off the " + board + " board");
      }
      int s = square.row() * board.cols() + square.col();
      switch (step.kind()) {
        case PLACED -> {
          if (step.depth() == 0) {
            for (int i = 0; i < length; i++) {
              position[path[i]] = -1;
            }
            length = 0;
          }
          if (step.depth() != length || position[s] >= 0) {
            throw new IllegalArgumentException(
                "steps[" + index + "] " + step + " does not fit a path of " + length + " squares"
                    + (position[s] >= 0 ? " that holds " + square.algebraic() : ""));
          }
          position[s] = length;
          path[length++] = s;
        }
        case REMOVED, DEAD_END -> {
          if (length == 0 || path[length - 1] != s || step.depth() != length - 1) {
            throw new IllegalArgumentException(
                "steps[" + index + "] " + step + " is not at the end of a path of " + length + " squares");
          }
          if (step.kind() == SearchStep.Kind.REMOVED) {
            position[s] = -1;
            length--;
          }
        }
        default -> throw new AssertionError(step.kind());
      }
      index++;
    }
  }

  /** Returns the steps that place the tour's squares one by one. */
  static List<SearchStep<Square>> placements(Tour tour) {
    List<Square> squares = tour.squares();
    return new Placements(squares);
  }

  private static final class Placements extends AbstractList<SearchStep<Square>> implements RandomAccess {
    private final List<Square> squares;

    Placements(List<Square> squares) {
      this.squares = squares;
    }

    @Override
    public SearchStep<Square> get(int index) {
      return new SearchStep<>(SearchStep.Kind.PLACED, squares.get(index), index);
    }

    @Override
    public int size() {
      return squares.size();
    }
  }
}
