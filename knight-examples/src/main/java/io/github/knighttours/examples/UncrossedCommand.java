package io.github.knighttours.examples;

import io.github.knighttours.Board;
import io.github.knighttours.Outcome;
import io.github.knighttours.SearchOptions;
import io.github.knighttours.Square;
import io.github.knighttours.TourKind;
import io.github.knighttours.uncrossed.UncrossedPaths;
import io.github.knighttours.uncrossed.UncrossedResult;
import io.github.knighttours.draw.TourPictures;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Collectors;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * The {@code uncrossed} subcommand: the longest uncrossed knight's path or cycle of a board
 * (knight-core's {@link UncrossedPaths}), with whether it is proven optimal.
 */
@Command(
    name = "uncrossed",
    mixinStandardHelpOptions = true,
    versionProvider = TourMain.ManifestVersion.class,
    sortOptions = false,
    description = {
      "Finds the longest uncrossed knight's path (--kind open) or cycle (--kind closed): knight moves"
          + " visiting each square at most once, whose lines between square centres never cross.",
      "Lengths are counted in MOVES: an open path of k moves visits k+1 squares, a cycle of k moves"
          + " visits k squares and returns to the first. The search is exact: when it completes, the"
          + " length is proven optimal. Its time is linear in the longer side and grows exponentially"
          + " with the shorter one (6xN: a second for 6x10; 8x8 closed seconds, 8x8 open minutes), so"
          + " give a budget on large boards. The longer side may be at most "
          + UncrossedPaths.MAX_LENGTH + " when the shorter is at most "
          + UncrossedPaths.MAX_FRONTIER_WIDTH + ", else each side at most " + UncrossedPaths.MAX_SIDE + ".",
      "The path goes to standard output (or --output); a summary (moves, proven or not, nodes, time)"
          + " goes to standard error. Ctrl-C stops the search and prints the best path found so far."
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:the longest path or cycle was found and proven optimal",
      "1:internal error, or the output (standard output or --output) could not be written",
      "2:bad command line",
      "3:the board has no uncrossed cycle at all (proven; --kind closed only)",
      "4:a budget ran out: the best found is printed, not proven optimal",
      "130:stopped by Ctrl-C, after printing the best found"
    },
    footerHeading = "%nExamples:%n",
    footer = {
      "  knight-tours uncrossed --board 6x6                (17 moves, proven)",
      "  knight-tours uncrossed --board 7x7 --kind closed --format json",
      "  knight-tours uncrossed --board 8x8 --time-budget 10 --format svg -o u.svg"
    })
final class UncrossedCommand implements Callable<Integer> {

  /** The ways to print the path. */
  enum Format {
    /** The squares in algebraic notation on one line. */
    SQUARES,
    /** A JSON object. */
    JSON,
    /** An SVG picture of the board and the path (knight-draw's TourPictures). */
    SVG
  }

  @Spec private CommandSpec spec;

  @Option(
      names = "--board",
      paramLabel = "RxC",
      required = true,
      converter = TourMain.BoardConverter.class,
      description = "Rows x columns, such as 6x6 or 5x100 (see the limits above).")
  private Board board;

  @Option(
      names = "--kind",
      paramLabel = "open|closed",
      defaultValue = "open",
      description = "open: a path; closed: a cycle (the last square a knight move from the first)."
          + " Default: ${DEFAULT-VALUE}.")
  private TourKind kind;

  @Option(
      names = "--time-budget",
      paramLabel = "SECONDS",
      converter = TourMain.SecondsConverter.class,
      description = "Stops after this many seconds (decimals allowed) with the best found, not proven.")
  private Duration timeBudget;

  @Option(
      names = "--node-budget",
      paramLabel = "N",
      description = "Stops after this many search nodes with the best found, not proven.")
  private Long nodeBudget;

  @Option(
      names = "--format",
      paramLabel = "squares|json|svg",
      defaultValue = "squares",
      description = "squares: the squares on one line (a cycle's first square not repeated); json: one object"
          + " as docs/result.schema.json describes it: command, board, kind, outcome, start, end, squares"
          + " (absent when none was found), moves, provenOptimal, nodes, elapsedMillis and explanation;"
          + " svg: a picture of the board and the path. Default: ${DEFAULT-VALUE}.")
  private Format format;

  @Option(
      names = {"-o", "--output"},
      paramLabel = "FILE",
      description = "Writes the path to FILE instead of standard output.")
  private Path output;

  @Option(
      names = {"-q", "--quiet"},
      description = "No summary on standard error when the result is proven optimal.")
  private boolean quiet;

  @Override
  public Integer call() {
    SearchOptions options = options();
    UncrossedResult result;
    boolean stopped;
    try (CtrlC ctrlC = CtrlC.watchCurrentThread()) {
      result = UncrossedPaths.longest(board, kind, options);
      // Cleared so that writing the output (an interruptible file channel) still works.
      stopped = Thread.interrupted();
      return report(result, stopped);
    }
  }

  private SearchOptions options() {
    if (!UncrossedPaths.accepts(board)) {
      throw new ParameterException(
          spec.commandLine(),
          "--board " + board + " is too large for the exact uncrossed search: the longer side may be"
              + " at most " + UncrossedPaths.MAX_LENGTH + " when the shorter is at most "
              + UncrossedPaths.MAX_FRONTIER_WIDTH + ", else each side at most " + UncrossedPaths.MAX_SIDE);
    }
    if (nodeBudget != null && nodeBudget <= 0) {
      throw new ParameterException(spec.commandLine(), "--node-budget must be positive, got " + nodeBudget);
    }
    try {
      SearchOptions.Builder options = SearchOptions.builder();
      if (timeBudget != null) {
        options.timeBudget(timeBudget);
      }
      if (nodeBudget != null) {
        options.nodeBudget(nodeBudget);
      }
      return options.build();
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage(), e);
    }
  }

  private int report(UncrossedResult result, boolean stopped) {
    PrintWriter err = spec.commandLine().getErr();
    boolean hasPath = !result.squares().isEmpty();
    if (hasPath || format == Format.JSON) {
      try {
        write(result);
      } catch (IOException e) {
        err.println("error: cannot write " + TextOutput.destination(output) + ": " + e.getMessage());
        return TourMain.INTERNAL_ERROR;
      }
    }
    String what = kind == TourKind.CLOSED ? "cycle" : "path";
    String work = " (" + result.nodes() + " nodes, " + result.elapsed().toMillis() + " ms)";
    if (result.outcome() == Outcome.PROVEN_ABSENT) {
      err.println("No uncrossed knight's cycle exists on the " + board + " board: proven by complete search" + work);
      return TourMain.PROVEN_ABSENT;
    }
    String length = "Longest uncrossed " + what + " of the " + board + " board: " + result.moves() + " moves ("
        + result.squares().size() + " squares)";
    if (result.isProvenOptimal()) {
      if (!quiet) {
        err.println(length + ", proven optimal" + work);
      }
      return TourMain.FOUND;
    }
    String why = stopped || result.outcome() == Outcome.CANCELLED ? "the search was stopped" : "the budget ran out";
    err.println(
        (stopped ? "stopped: " : "")
            + (hasPath
                ? "Longest uncrossed " + what + " found on the " + board + " board: " + result.moves()
                    + " moves (" + result.squares().size() + " squares), NOT proven optimal: " + why
                : "No uncrossed " + what + " found on the " + board + " board: " + why + "; one may exist")
            + work);
    return TourMain.INCOMPLETE;
  }

  private void write(UncrossedResult result) throws IOException {
    TextOutput.write(output, spec.commandLine().getOut(), out -> write(result, out));
  }

  private void write(UncrossedResult result, Writer out) throws IOException {
    List<Square> squares = result.squares();
    switch (format) {
      case SQUARES:
        for (int i = 0; i < squares.size(); i++) {
          if (i > 0) {
            out.write(' ');
          }
          out.write(squares.get(i).algebraic());
        }
        out.write(System.lineSeparator());
        break;
      case JSON:
        writeJson(result, out);
        break;
      case SVG:
        out.write(TourPictures.svg(board, squares, kind == TourKind.CLOSED));
        break;
      default:
        throw new IllegalStateException("unknown format " + format);
    }
  }

  /**
   * Writes the result as the JSON shape of docs/result.schema.json: a search result with moves and
   * provenOptimal. (No Jackson type in a signature: picocli reads this class's methods.)
   */
  private void writeJson(UncrossedResult result, Writer out) throws IOException {
    List<Square> squares = result.squares();
    var json = ResultJson.of("uncrossed").put("board", board.toString());
    ResultJson.search(json, kind, null, result.outcome());
    if (squares.isEmpty()) {
      json.putNull("start").putNull("end");
    } else {
      json.put("start", squares.get(0).algebraic()).put("end", squares.get(squares.size() - 1).algebraic());
      ResultJson.strings(json, "squares", squares.stream().map(Square::algebraic).collect(Collectors.toList()));
    }
    json.put("moves", result.moves()).put("provenOptimal", result.isProvenOptimal());
    ResultJson.work(json, result.nodes(), null, result.elapsed().toMillis(), explanation(result));
    ResultJson.write(json, out);
  }

  /** One sentence on why the search ended as it did. */
  private String explanation(UncrossedResult result) {
    String what = kind == TourKind.CLOSED ? "cycle" : "path";
    switch (result.outcome()) {
      case PROVEN_ABSENT:
        return "the complete search found no uncrossed cycle on the " + board + " board";
      case FOUND:
        return result.isProvenOptimal()
            ? "the complete search proved that no uncrossed " + what + " has more than " + result.moves() + " moves"
            : "the longest uncrossed " + what + " found, not proven optimal";
      case CANCELLED:
        return "the search was stopped: the " + what + " is the longest found, not proven optimal";
      default:
        return "the budget ran out: the " + what + " is the longest found, not proven optimal";
    }
  }
}
