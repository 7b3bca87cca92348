package io.github.knighttours.examples;

import io.github.knighttours.Board;
import io.github.knighttours.KnightTours;
import io.github.knighttours.Square;
import io.github.knighttours.Strategy;
import io.github.knighttours.Tour;
import io.github.knighttours.TourKind;
import io.github.knighttours.TourRequest;
import io.github.knighttours.TourResult;
import java.io.PrintStream;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * Prints a knight's tour: the numbered board and the moves in algebraic notation.
 *
 * <pre>
 * TourMain [--board ROWSxCOLS] [--start SQUARE] [--strategy NAME] [--kind open|closed] [--seed N]
 * </pre>
 *
 * <p>Defaults: an 8x8 board, start b1, strategy POHL, an open tour, no seed. Exit status 0 when a tour was
 * found, 1 when none was, 2 for bad arguments.
 */
public final class TourMain {

  static final String USAGE =
      "usage: TourMain [--board ROWSxCOLS] [--start SQUARE] [--strategy BACKTRACKING|WARNSDORFF|POHL|ROTH|SQUIRREL]"
          + " [--kind open|closed] [--seed N]\n"
          + "  defaults: --board 8x8 --start b1 --strategy POHL --kind open";

  private TourMain() {}

  /**
   * Runs the program.
   *
   * @param args the command-line arguments
   */
  public static void main(String[] args) {
    System.exit(run(args, System.out, System.err));
  }

  /** Runs the program with the given streams and returns its exit status. */
  static int run(String[] args, PrintStream out, PrintStream err) {
    Board board = Board.of(8, 8);
    Square start = Square.parse("b1");
    Strategy strategy = Strategy.POHL;
    Long seed = null;
    TourKind kind = TourKind.OPEN;
    try {
      for (int i = 0; i < args.length; i++) {
        String option = args[i];
        if (option.equals("--help") || option.equals("-h")) {
          out.println(USAGE);
          return 0;
        }
        if (!option.startsWith("--")) {
          throw new IllegalArgumentException("unexpected argument \"" + option + "\"");
        }
        if (i + 1 >= args.length) {
          throw new IllegalArgumentException("option " + option + " needs a value");
        }
        String value = args[++i];
        switch (option) {
          case "--board":
            board = parseBoard(value);
            break;
          case "--start":
            start = Square.parse(value);
            break;
          case "--strategy":
            strategy = parseStrategy(value);
            break;
          case "--seed":
            seed = parseSeed(value);
            break;
          case "--kind":
            kind = parseKind(value);
            break;
          default:
            throw new IllegalArgumentException("unknown option " + option);
        }
      }
      TourRequest.Builder request = TourRequest.builder(board, start).kind(kind);
      if (seed != null) {
        request.seed(seed);
      }
      TourResult result = KnightTours.solve(request.build(), strategy);
      if (result.tour().isEmpty()) {
        out.println("No tour of the " + board + " board from " + start + ": " + result);
        return 1;
      }
      Tour tour = result.tour().get();
      out.print(tour.render());
      out.println();
      out.println(
          (tour.isClosed() ? "Closed" : "Open") + " tour of the " + board + " board from " + tour.start() + " to "
              + tour.end() + " (" + result.solverName() + ", " + result.statistics().elapsed().toMillis() + " ms)");
      out.println("Moves: " + tour.squares().stream().map(Square::algebraic).collect(Collectors.joining(" ")));
      return 0;
    } catch (IllegalArgumentException e) {
      err.println("error: " + e.getMessage());
      err.println(USAGE);
      return 2;
    }
  }

  static Board parseBoard(String text) {
    String[] parts = text.toLowerCase(Locale.ROOT).split("x", -1);
    if (parts.length != 2) {
      throw new IllegalArgumentException("board \"" + text + "\" must look like 8x8");
    }
    try {
      return Board.of(Integer.parseInt(parts[0]), Integer.parseInt(parts[1]));
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("board \"" + text + "\" must look like 8x8", e);
    }
  }

  static Strategy parseStrategy(String text) {
    try {
      return Strategy.valueOf(text.toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("unknown strategy \"" + text + "\"", e);
    }
  }

  static TourKind parseKind(String text) {
    try {
      return TourKind.valueOf(text.toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("kind \"" + text + "\" must be open or closed", e);
    }
  }

  static long parseSeed(String text) {
    try {
      return Long.parseLong(text);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("seed \"" + text + "\" is not a whole number", e);
    }
  }
}
