package io.github.knighttours.uncrossed;

import io.github.knighttours.Outcome;
import io.github.knighttours.Board;
import io.github.knighttours.TourKind;
import io.github.knighttours.Square;

import static com.google.common.base.Preconditions.checkNotNull;

import java.time.Duration;
import java.util.List;

/**
 * What {@link UncrossedPaths#longest} found: the longest uncrossed path or cycle it saw, and
 * whether the search completed, which proves it optimal.
 *
 * <p>{@link #moves()} counts moves: {@code squares().size() - 1} for an open path, {@code
 * squares().size()} for a cycle (whose closing move, from the last square back to the first, is
 * not repeated in {@link #squares()}). A board with no uncrossed cycle at all (such as 3×3, or any
 * board with a side below 3) gives an empty {@link #squares()} and 0 moves.
 */
public final class UncrossedResult {
  private final Board board;
  private final TourKind kind;
  private final List<Square> squares;
  private final Outcome outcome;
  private final long nodes;
  private final Duration elapsed;

  UncrossedResult(
      Board board, TourKind kind, List<Square> squares, Outcome outcome, long nodes, Duration elapsed) {
    this.board = checkNotNull(board, "board");
    this.kind = checkNotNull(kind, "kind");
    this.squares = List.copyOf(squares);
    this.outcome = checkNotNull(outcome, "outcome");
    this.nodes = nodes;
    this.elapsed = checkNotNull(elapsed, "elapsed");
  }

  /** Returns the board searched. */
  public Board board() {
    return board;
  }

  /** Returns {@link TourKind#OPEN} for a path, {@link TourKind#CLOSED} for a cycle. */
  public TourKind kind() {
    return kind;
  }

  /** Returns the squares in visiting order (a cycle's first square not repeated); may be empty for a cycle. */
  public List<Square> squares() {
    return squares;
  }

  /** Returns the length in moves (see the class comment). */
  public int moves() {
    if (squares.isEmpty()) {
      return 0;
    }
    return kind == TourKind.CLOSED ? squares.size() : squares.size() - 1;
  }

  /**
   * Returns {@link Outcome#FOUND} (optimal path), {@link Outcome#PROVEN_ABSENT} (the board has no
   * uncrossed cycle), {@link Outcome#BUDGET_EXHAUSTED} or {@link Outcome#CANCELLED} (best so far,
   * not proven).
   */
  public Outcome outcome() {
    return outcome;
  }

  /** Returns true if the search completed, so that no longer uncrossed path or cycle exists. */
  public boolean isProvenOptimal() {
    return outcome.isConclusive();
  }

  /**
   * Returns what the search expanded, the size of the proof when complete: frontier states for
   * the frontier programme, squares placed on a path for the branch and bound (see {@link
   * UncrossedPaths}).
   */
  public long nodes() {
    return nodes;
  }

  /** Returns how long the search ran. */
  public Duration elapsed() {
    return elapsed;
  }

  /** Returns for example {@code "8x8 open: 35 moves, proven optimal (123 nodes)"}. */
  @Override
  public String toString() {
    return board + " " + kind.name().toLowerCase(java.util.Locale.ROOT) + ": " + moves() + " moves, "
        + (isProvenOptimal() ? "proven optimal" : "not proven (" + outcome + ")")
        + " (" + nodes + " nodes)";
  }
}
