package io.github.knighttours;

import io.github.knighttours.internal.graph.Colouring;
import io.github.knighttours.TourExistence.Answer;
import io.github.knighttours.TourExistence.Verdict;
import io.github.knighttours.spi.NeighbourFunction;
import io.github.knighttours.internal.graph.LeaperTheorems;
import io.github.knighttours.internal.search.SearchMonitor;

/**
 * {@link TourExistence} for boards other than the knight's plain rectangle: a NO only from a
 * theorem that covers the shape or from a fact computed exactly over the whole board in linear
 * time (the moves do not connect the squares; a square has too few moves; the two sides of a
 * bipartite board do not balance). Never a YES: no construction is claimed for these shapes.
 */
final class ShapeExistence {

  private static final String KNUTH = "Knuth, \"Leaper graphs\" (1994), Theorem 1";

  private final Board board;
  private final NeighbourFunction graph;
  private final int n;
  /** The number of squares with no move, and with one. */
  private int isolated;
  private int leaves;
  private boolean connected;
  /** Each square's side if the board's graph is bipartite, else null. */
  private byte[] side;
  private int sideZero;

  /** Called once a square by every pass over the board: a search's stop check, or nothing. */
  private final Runnable tick;

  private static final Runnable NO_TICK = () -> {};

  /** Makes the passes' arrays: a search's monitor makes the large ones as it makes its own. */
  private final TourValidator.ArrayMaker arrays;

  /** The facts of {@code board}; with a search's {@code monitor} (or null) within its stop conditions. */
  private ShapeExistence(Board board, SearchMonitor monitor) {
    this.board = board;
    this.graph = board.graph();
    this.n = graph.vertexCount();
    this.tick = monitor == null ? NO_TICK : monitor::tick;
    this.arrays = monitor == null ? TourValidator.DIRECT : monitor::newArray;
    int[] buffer = new int[Math.max(1, graph.maxDegree())];
    for (int v = 0; v < n; v++) {
      tick.run();
      int d = graph.successors(v, buffer);
      if (d == 0) {
        isolated++;
      } else if (d == 1) {
        leaves++;
      }
    }
    side =
        Colouring.twoColour(
            graph, tick, m -> arrays.make(m, () -> new byte[m]), m -> arrays.make(4L * m, () -> new int[m]));
    if (side != null) {
      for (byte b : side) {
        sideZero += b == 0 ? 1 : 0;
      }
    }
    connected = countComponents() == 1;
  }

  static Answer closedTour(Board board) {
    return closedTour(board, null);
  }

  /**
   * As {@link #closedTour(Board)},
   * within the stop conditions of a search's {@code monitor}: a tick a square of each pass, and the
   * large arrays made by the monitor.
   */
  static Answer closedTour(Board board, SearchMonitor monitor) {
    ShapeExistence facts = new ShapeExistence(board, monitor);
    Answer no = facts.disconnected();
    if (no != null) {
      return no;
    }
    if (facts.n < 3) {
      return new Answer(Verdict.NO, "the " + board + " board has fewer than 3 squares, too few for a closed tour");
    }
    if (facts.leaves > 0) {
      return new Answer(
          Verdict.NO, "computed: " + facts.leaves + " squares of the " + board
              + " board have a single move, but a closed tour enters and leaves every square");
    }
    if (facts.side != null && facts.sideZero * 2 != facts.n) {
      return new Answer(
          Verdict.NO, "computed: every move of the " + board + " board joins its two sides of " + facts.sideZero
              + " and " + (facts.n - facts.sideZero) + " squares, and a closed tour alternates between them,"
              + " so they would have to be equal");
    }
    return unknown(board);
  }

  static Answer openTour(Board board) {
    return new ShapeExistence(board, null).openTour();
  }

  private Answer openTour() {
    ShapeExistence facts = this;
    Answer no = facts.disconnected();
    if (no != null) {
      return no;
    }
    if (facts.leaves > 2) {
      return new Answer(
          Verdict.NO, "computed: " + facts.leaves + " squares of the " + board
              + " board have a single move, but only the two ends of a tour may");
    }
    if (facts.side != null && Math.abs(2 * facts.sideZero - facts.n) > 1) {
      return new Answer(
          Verdict.NO, "computed: every move of the " + board + " board joins its two sides of " + facts.sideZero
              + " and " + (facts.n - facts.sideZero) + " squares; a tour alternates between them, so they"
              + " may differ by at most one");
    }
    return facts.n == 1 ? new Answer(Verdict.YES, "a single square is a tour") : unknown(board);
  }

  static Answer openTourBetween(Board board, Square start, Square end) {
    return openTourBetween(board, start, end, null);
  }

  /**
   * As {@link #openTourBetween(Board, Square, Square)},
   * within the stop conditions of a search's {@code monitor}: a tick a square of each pass, and the
   * large arrays made by the monitor.
   */
  static Answer openTourBetween(Board board, Square start, Square end, SearchMonitor monitor) {
    ShapeExistence facts = new ShapeExistence(board, monitor);
    Answer anywhere = facts.openTour();
    if (anywhere.verdict() == Verdict.NO) {
      return anywhere;
    }
    if (start.equals(end)) {
      return board.squareCount() == 1
          ? anywhere
          : new Answer(Verdict.NO, "an open tour of more than one square ends elsewhere than it starts");
    }
    if (facts.side != null) {
      int a = facts.side[board.index(start)];
      int b = facts.side[board.index(end)];
      int zero = facts.sideZero;
      int one = facts.n - zero;
      // A path alternates sides: with equal sides its ends differ; with one more on a side both
      // ends lie on that side.
      boolean fits = zero == one ? a != b : a == b && a == (zero > one ? 0 : 1);
      if (!fits) {
        return new Answer(
            Verdict.NO, "computed: the moves of the " + board + " board alternate between its two sides of "
                + zero + " and " + one + " squares, and " + start + " and " + end + " lie on sides that no"
                + " tour can join");
      }
    }
    return unknown(board);
  }

  static Answer openTourFrom(Board board, Square start) {
    return openTourFrom(board, start, null);
  }

  /**
   * As {@link #openTourFrom(Board, Square)},
   * within the stop conditions of a search's {@code monitor}: a tick a square of each pass, and the
   * large arrays made by the monitor.
   */
  static Answer openTourFrom(Board board, Square start, SearchMonitor monitor) {
    ShapeExistence facts = new ShapeExistence(board, monitor);
    Answer anywhere = facts.openTour();
    if (anywhere.verdict() == Verdict.NO) {
      return anywhere;
    }
    if (facts.side != null && facts.n % 2 == 1) {
      int larger = facts.sideZero * 2 > facts.n ? 0 : 1;
      if (facts.side[board.index(start)] != larger) {
        return new Answer(
            Verdict.NO, "computed: the moves of the " + board + " board alternate between its two sides, and a"
                + " tour of its odd number of squares starts on the larger side, which " + start + " is not on");
      }
    }
    return anywhere;
  }

  private Answer disconnected() {
    if (n > 1 && isolated > 0) {
      return new Answer(
          Verdict.NO, "computed: " + isolated + " squares of the " + board + " board have no move at all");
    }
    if (connected) {
      return null;
    }
    Board.Leaper leaper = board.leaper();
    if (board.wrap() == Board.Wrap.NONE
        && board.holes().isEmpty()
        && LeaperTheorems.connected(board.rows(), board.cols(), leaper.r(), leaper.s())
            == LeaperTheorems.Answer.NO) {
      return new Answer(
          Verdict.NO, KNUTH + ": the " + leaper + "-leaper's graph on " + board.rows() + "x" + board.cols()
              + " is not connected (it is exactly when r+s and r-s are coprime, the longer side is at"
              + " least 2s and the shorter at least r+s)");
    }
    return new Answer(Verdict.NO, "computed: the moves of the " + board + " board do not connect all its squares");
  }

  private int countComponents() {
    boolean[] seen = arrays.make(n, () -> new boolean[n]);
    int[] queue = arrays.make(4L * n, () -> new int[n]);
    int[] buffer = new int[graph.maxDegree()];
    int components = 0;
    for (int first = 0; first < n; first++) {
      if (seen[first]) {
        continue;
      }
      components++;
      int head = 0;
      int tail = 0;
      seen[first] = true;
      queue[tail++] = first;
      while (head < tail) {
        tick.run();
        int v = queue[head++];
        int count = graph.successors(v, buffer);
        for (int i = 0; i < count; i++) {
          if (!seen[buffer[i]]) {
            seen[buffer[i]] = true;
            queue[tail++] = buffer[i];
          }
        }
      }
    }
    return components;
  }

  private static Answer unknown(Board board) {
    return new Answer(
        Verdict.UNKNOWN, "no theorem here decides for the " + board + " board, and the facts computed over it"
            + " (connected, moves per square, the sides of a bipartite board) allow a tour: a search must tell");
  }
}
