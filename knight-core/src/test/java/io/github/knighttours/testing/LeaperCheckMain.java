package io.github.knighttours.testing;

import io.github.knighttours.TourKind;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Prints, as Markdown, the whole comparison of {@code LeaperBoardsTest}: for each leaper (1,2),
 * (1,3), (2,3), (1,4) and each m × n board with 1 ≤ m ≤ n ≤ 8, the closed question from a1 and
 * the open question from one start of each symmetry class, answered by BACKTRACKING and by
 * {@link PlainLeaperSearch}. Then every question that is not answered by both, and every
 * disagreement (the process exits with status 1 if there is one).
 *
 * <pre>
 * mvn -B -q -DskipTests package
 * java -cp knight-benchmarks/target/benchmarks.jar io.github.knighttours.testing.LeaperCheckMain [budget [r s [rows cols]]]
 * </pre>
 *
 * <p>The budget (nodes for each side, each question) defaults to {@value #DEFAULT_BUDGET}. With
 * r and s, only that leaper; with rows and cols, only the boards from rows × cols on.
 */
public final class LeaperCheckMain {

  public static final long DEFAULT_BUDGET = 20_000_000L;

  public static final int[][] LEAPERS = {{1, 2}, {1, 3}, {2, 3}, {1, 4}};

  private LeaperCheckMain() {}

  /**
   * @param args optionally the node budget of each side for each question
   */
  public static void main(String[] args) {
    long budget = args.length > 0 ? Long.parseLong(args[0]) : DEFAULT_BUDGET;
    List<LeaperCheck.Check> notBoth = new ArrayList<>();
    boolean disagreement = false;
    System.out.println("| leaper | board | closed from a1 | open: starts with a tour / classes | "
        + "answered by | library ms | plain ms |");
    System.out.println("|---|---|---|---|---|---:|---:|");
    int[][] leapers = args.length > 2
        ? new int[][] {{Integer.parseInt(args[1]), Integer.parseInt(args[2])}}
        : LEAPERS;
    int fromRows = args.length > 4 ? Integer.parseInt(args[3]) : 1;
    int fromCols = args.length > 4 ? Integer.parseInt(args[4]) : 1;
    for (int[] leaper : leapers) {
      for (int rows = fromRows; rows <= 8; rows++) {
        for (int cols = Math.max(rows, fromCols); cols <= 8; cols++) {
          List<LeaperCheck.Check> checks = new ArrayList<>();
          for (LeaperCheck.Question q : LeaperCheck.questions(rows, cols, leaper[0], leaper[1])) {
            LeaperCheck.Check check = LeaperCheck.check(q, budget, budget);
            checks.add(check);
            if (check.agreement() != LeaperCheck.Agreement.BOTH_TOUR
                && check.agreement() != LeaperCheck.Agreement.BOTH_NONE) {
              notBoth.add(check);
            }
            disagreement |= check.agreement() == LeaperCheck.Agreement.DISAGREE;
          }
          System.out.println(row(leaper, rows, cols, checks));
        }
      }
    }
    System.out.println();
    System.out.println("Questions not answered by both sides (budget " + budget + " nodes each):");
    for (LeaperCheck.Check check : notBoth) {
      System.out.println("- " + check);
    }
    if (notBoth.isEmpty()) {
      System.out.println("- none");
    }
    if (disagreement) {
      System.exit(1);
    }
  }

  private static String row(int[] leaper, int rows, int cols, List<LeaperCheck.Check> checks) {
    LeaperCheck.Check closed = checks.get(0);
    int withTour = 0;
    int unanswered = 0;
    long libraryNanos = 0;
    long plainNanos = 0;
    boolean libraryOnly = false;
    boolean plainOnly = false;
    for (LeaperCheck.Check check : checks) {
      libraryNanos += check.libraryNanos();
      plainNanos += check.plainNanos();
      libraryOnly |= check.agreement() == LeaperCheck.Agreement.LIBRARY_ONLY;
      plainOnly |= check.agreement() == LeaperCheck.Agreement.PLAIN_ONLY;
      if (check.question().kind() == TourKind.OPEN) {
        if (!check.answered()) {
          unanswered++;
        } else if (check.tourExists()) {
          withTour++;
        }
      }
    }
    String open = withTour + " / " + (checks.size() - 1)
        + (unanswered > 0 ? " (" + unanswered + " unanswered)" : "");
    String who = libraryOnly && plainOnly ? "some by one side only"
        : libraryOnly ? "some by the library only"
        : plainOnly ? "some by the plain search only"
        : "both";
    return String.format(Locale.ROOT, "| {%d,%d} | %dx%d | %s | %s | %s | %.1f | %.1f |",
        leaper[0], leaper[1], rows, cols, answer(closed), open, who,
        libraryNanos / 1e6, plainNanos / 1e6);
  }

  private static String answer(LeaperCheck.Check check) {
    if (!check.answered()) {
      return check.agreement() == LeaperCheck.Agreement.DISAGREE ? "DISAGREE" : "unanswered";
    }
    return check.tourExists() ? "tour" : "none";
  }
}
