package io.github.knighttours.testing;

import io.github.knighttours.Board;
import io.github.knighttours.KnightTours;
import io.github.knighttours.Outcome;
import io.github.knighttours.Square;
import io.github.knighttours.Strategy;
import io.github.knighttours.TourKind;
import io.github.knighttours.TourRequest;
import io.github.knighttours.TourResult;

import java.util.ArrayList;
import java.util.List;

/**
 * Puts one question (a leaper, a board, a start, open or closed) to BACKTRACKING and to {@link
 * PlainLeaperSearch}, each with a node budget, and says how the answers compare. A tour from
 * either side is checked square by square with the move rule of the plain search before it
 * counts.
 */
public final class LeaperCheck {

  /** How the two answers compare. */
  public enum Agreement {
    /** Both found a tour. */
    BOTH_TOUR,
    /** Both proved that none exists. */
    BOTH_NONE,
    /** Only the library answered: its tour, checked here, or its proof of absence. */
    LIBRARY_ONLY,
    /** Only the plain search answered. */
    PLAIN_ONLY,
    /** Both ran out of budget. */
    NEITHER,
    /** One found a tour and the other proved none exists, or a tour failed the move check. */
    DISAGREE
  }

  /** One question: the {r,s}-leaper on rows × cols, from {@code start}. */
  public record Question(int rows, int cols, int r, int s, Square start, TourKind kind) {
    public Board board() {
      return Board.of(rows, cols).withLeaper(r, s);
    }

    @Override
    public String toString() {
      return rows + "x" + cols + " {" + r + "," + s + "} " + kind + " from " + start;
    }
  }

  /** The two answers, the work each did (nodes, nanoseconds) and how they compare. */
  public record Check(
      Question question,
      Outcome library,
      long libraryNodes,
      long libraryNanos,
      PlainLeaperSearch.Answer plain,
      long plainNodes,
      long plainNanos,
      Agreement agreement,
      String detail) {

    /** Whether a tour exists, when one side could tell. */
    public boolean answered() {
      return agreement != Agreement.NEITHER && agreement != Agreement.DISAGREE;
    }

    public boolean tourExists() {
      return library == Outcome.FOUND || plain == PlainLeaperSearch.Answer.TOUR;
    }

    @Override
    public String toString() {
      return question + ": library " + library + " (" + libraryNodes + " nodes), plain " + plain
          + " (" + plainNodes + " nodes) -> " + agreement + (detail.isEmpty() ? "" : " " + detail);
    }
  }

  private LeaperCheck() {}

  /** Asks one question of both sides. */
  public static Check check(Question question, long libraryBudget, long plainBudget) {
    Board board = question.board();
    boolean closed = question.kind() == TourKind.CLOSED;
    long t0 = System.nanoTime();
    TourResult result =
        KnightTours.solve(
            TourRequest.builder(board, question.start())
                .kind(question.kind())
                .nodeBudget(libraryBudget)
                .build(),
            Strategy.BACKTRACKING);
    long t1 = System.nanoTime();
    PlainLeaperSearch.Result plain =
        new PlainLeaperSearch(question.rows(), question.cols(), question.r(), question.s())
            .search(question.start(), closed, plainBudget);
    long t2 = System.nanoTime();

    String detail = "";
    boolean libraryTour = result.outcome() == Outcome.FOUND;
    if (libraryTour) {
      detail = tourProblem(question, result.tour().orElseThrow().squares(), closed);
    }
    boolean plainTour = plain.answer() == PlainLeaperSearch.Answer.TOUR;
    if (plainTour && detail.isEmpty()) {
      String problem = tourProblem(question, plain.tour(), closed);
      detail = problem.isEmpty() ? "" : "plain search: " + problem;
    }
    boolean libraryAnswered = libraryTour || result.outcome() == Outcome.PROVEN_ABSENT;
    boolean plainAnswered = plain.answer() != PlainLeaperSearch.Answer.UNKNOWN;
    Agreement agreement;
    if (!detail.isEmpty()) {
      agreement = Agreement.DISAGREE;
    } else if (libraryAnswered && plainAnswered) {
      agreement =
          libraryTour != plainTour
              ? Agreement.DISAGREE
              : libraryTour ? Agreement.BOTH_TOUR : Agreement.BOTH_NONE;
    } else if (libraryAnswered) {
      agreement = Agreement.LIBRARY_ONLY;
    } else if (plainAnswered) {
      agreement = Agreement.PLAIN_ONLY;
    } else {
      agreement = Agreement.NEITHER;
    }
    if (result.outcome() != Outcome.FOUND
        && result.outcome() != Outcome.PROVEN_ABSENT
        && result.outcome() != Outcome.BUDGET_EXHAUSTED) {
      agreement = Agreement.DISAGREE;
      detail = "unexpected outcome " + result;
    }
    return new Check(
        question,
        result.outcome(),
        result.statistics().nodesExpanded(),
        t1 - t0,
        plain.answer(),
        plain.nodes(),
        t2 - t1,
        agreement,
        detail);
  }

  /** An empty string if {@code squares} is a tour of the question's board, else what is wrong. */
  public static String tourProblem(Question question, List<Square> squares, boolean closed) {
    int n = question.rows() * question.cols();
    if (squares.size() != n) {
      return "tour of " + squares.size() + " squares, not " + n;
    }
    if (!squares.get(0).equals(question.start())) {
      return "tour starts at " + squares.get(0);
    }
    boolean[] seen = new boolean[n];
    for (int i = 0; i < n; i++) {
      Square square = squares.get(i);
      if (square.row() >= question.rows() || square.col() >= question.cols()) {
        return square + " is off the board";
      }
      int v = square.row() * question.cols() + square.col();
      if (seen[v]) {
        return square + " twice";
      }
      seen[v] = true;
      if (i > 0 && !PlainLeaperSearch.leaps(question.r(), question.s(), squares.get(i - 1), square)) {
        return "no leap from " + squares.get(i - 1) + " to " + square;
      }
    }
    if (closed && !PlainLeaperSearch.leaps(question.r(), question.s(), squares.get(n - 1), squares.get(0))) {
      return "no closing leap from " + squares.get(n - 1) + " to " + squares.get(0);
    }
    return "";
  }

  /**
   * The questions for one leaper on one board: CLOSED from a1, and OPEN from one square of each
   * class of squares that the board's symmetries (4 on a rectangle, 8 on a square) map onto one
   * another. The leaper's moves are symmetric under all of them, so one start per class is enough.
   */
  public static List<Question> questions(int rows, int cols, int r, int s) {
    List<Question> questions = new ArrayList<>();
    questions.add(new Question(rows, cols, r, s, Square.of(0, 0), TourKind.CLOSED));
    for (int row = 0; row < rows; row++) {
      for (int col = 0; col < cols; col++) {
        if (isFirstOfItsClass(rows, cols, row, col)) {
          questions.add(new Question(rows, cols, r, s, Square.of(row, col), TourKind.OPEN));
        }
      }
    }
    return questions;
  }

  /** Whether no symmetry of the board maps (row, col) onto a square that comes earlier row-major. */
  public static boolean isFirstOfItsClass(int rows, int cols, int row, int col) {
    int index = row * cols + col;
    int[][] images = {
      {row, cols - 1 - col}, {rows - 1 - row, col}, {rows - 1 - row, cols - 1 - col},
    };
    for (int[] image : images) {
      if (image[0] * cols + image[1] < index) {
        return false;
      }
    }
    if (rows == cols) {
      int[][] transposed = {
        {col, row}, {col, cols - 1 - row}, {rows - 1 - col, row}, {rows - 1 - col, cols - 1 - row},
      };
      for (int[] image : transposed) {
        if (image[0] * cols + image[1] < index) {
          return false;
        }
      }
    }
    return true;
  }
}
