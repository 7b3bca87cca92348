package io.github.knighttours.examples;

import io.github.knighttours.Board;
import io.github.knighttours.CountKind;
import io.github.knighttours.CountProgress;
import io.github.knighttours.CountRequest;
import io.github.knighttours.KnightTours;
import io.github.knighttours.Square;
import io.github.knighttours.Strategy;
import io.github.knighttours.Tour;
import io.github.knighttours.TourCount;
import io.github.knighttours.TourKind;
import io.github.knighttours.TourRequest;
import io.github.knighttours.TourResult;
import java.io.PrintStream;
import java.time.Duration;
import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * Prints a knight's tour: the numbered board and the moves in algebraic notation; or, with
 * {@code count}, the exact number of tours of a board.
 *
 * <pre>
 * TourMain [--board ROWSxCOLS] [--start SQUARE] [--strategy NAME] [--kind open|closed] [--seed N]
 * TourMain count --board ROWSxCOLS [--kind open|closed] [--start SQUARE] [--directed] [--threads N]
 *                [--time-budget SECONDS] [--progress]
 * </pre>
 *
 * <p>Defaults: an 8x8 board, start b1, strategy AUTO, an open tour, no seed. Exit status 0 when a tour was
 * found, 1 when none was, 2 for bad arguments.
 *
 * <p>{@code count} counts open tours (each path once; {@code --directed}: in both directions;
 * {@code --start}: those from one square, each in its direction) or closed tours (each cycle
 * once; {@code --directed}: twice), on all cores or {@code --threads}, with symmetry reduction.
 * It needs {@code --board}, since boards from 7x7 up take far too long. A progress bar is
 * redrawn on standard error when the program runs in a terminal, or with {@code --progress}.
 * Exit status 0 for an exact count, 1 when the time budget ran out first (the count printed is
 * then a lower bound), 2 for bad arguments.
 */
public final class TourMain {

  static final String USAGE =
      "usage: TourMain [--board ROWSxCOLS] [--start SQUARE] [--strategy "
          + Arrays.stream(Strategy.values()).map(Strategy::name).collect(Collectors.joining("|"))
          + "] [--kind open|closed] [--seed N]\n"
          + "  defaults: --board 8x8 --start b1 --strategy AUTO --kind open\n"
          + "       TourMain count --board ROWSxCOLS [--kind open|closed] [--start SQUARE] [--directed]"
          + " [--threads N] [--time-budget SECONDS] [--progress]";

  /** Width of the progress bar, in characters. */
  private static final int BAR = 30;

  private TourMain() {}

  /**
   * Runs the program.
   *
   * @param args the command-line arguments
   */
  public static void main(String[] args) {
    System.exit(run(args, System.out, System.err, System.console() != null));
  }

  /** Runs the program with the given streams, not in a terminal, and returns its exit status. */
  static int run(String[] args, PrintStream out, PrintStream err) {
    return run(args, out, err, false);
  }

  /**
   * Runs the program with the given streams and returns its exit status; {@code terminal} says
   * whether it runs in a terminal, where {@code count} draws a progress bar.
   */
  static int run(String[] args, PrintStream out, PrintStream err, boolean terminal) {
    if (args.length > 0 && args[0].equals("count")) {
      return count(Arrays.copyOfRange(args, 1, args.length), out, err, terminal);
    }
    Board board = Board.of(8, 8);
    Square start = Square.parse("b1");
    Strategy strategy = Strategy.AUTO;
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
      tour.render(out); // streamed: a huge board's numbered board does not fit in one String
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

  /** The {@code count} mode: parses its options, counts, and prints the count. */
  private static int count(String[] args, PrintStream out, PrintStream err, boolean terminal) {
    Board board = null;
    Square start = null;
    TourKind kind = TourKind.OPEN;
    boolean directed = false;
    boolean progress = terminal;
    Integer threads = null;
    Long seconds = null;
    try {
      for (int i = 0; i < args.length; i++) {
        String option = args[i];
        if (option.equals("--help") || option.equals("-h")) {
          out.println(USAGE);
          return 0;
        }
        if (option.equals("--directed")) {
          directed = true;
          continue;
        }
        if (option.equals("--progress")) {
          progress = true;
          continue;
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
          case "--kind":
            kind = parseKind(value);
            break;
          case "--threads":
            threads = parseThreads(value);
            break;
          case "--time-budget":
            seconds = parseWhole("time budget", value);
            break;
          default:
            throw new IllegalArgumentException("unknown option " + option + " for count");
        }
      }
      if (board == null) {
        throw new IllegalArgumentException("count needs --board ROWSxCOLS");
      }
      CountKind what =
          kind == TourKind.CLOSED
              ? (directed ? CountKind.CLOSED_DIRECTED : CountKind.CLOSED_UNDIRECTED)
              : start != null ? CountKind.OPEN_FROM_START : directed ? CountKind.OPEN_DIRECTED : CountKind.OPEN_UNDIRECTED;
      CountRequest.Builder request = CountRequest.builder(board, what);
      if (start != null) {
        request.start(start);
      }
      if (threads != null) {
        request.parallelism(threads);
      }
      if (seconds != null) {
        request.timeBudget(Duration.ofSeconds(seconds));
      }
      if (progress) {
        request.progressListener(p -> err.print(bar(p)));
      }
      TourCount count = KnightTours.count(request.build());
      if (progress) {
        err.println();
      }
      String label =
          (kind == TourKind.CLOSED ? "Closed" : "Open") + " tours of the " + board + " board"
              + (start != null ? " from " + start : directed ? " (directed)" : " (undirected)") + ": ";
      String work =
          count.elapsed().toMillis() + " ms, " + count.nodes() + (count.nodes() == 1 ? " node, " : " nodes, ") + count.request().parallelism()
              + (count.request().parallelism() == 1 ? " thread" : " threads");
      if (count.isComplete()) {
        out.println(label + count.count());
        out.println("exact; " + work);
        return 0;
      }
      // Only the time budget stops a count here: nothing interrupts this thread.
      out.println(label + "at least " + count.count());
      out.println("incomplete: the time budget of " + seconds + " s ran out, so this is a lower bound; " + work);
      return 1;
    } catch (IllegalArgumentException e) {
      err.println("error: " + e.getMessage());
      err.println(USAGE);
      return 2;
    }
  }

  /** One redraw of the progress bar: back to the line's start, the bar, the figures. */
  static String bar(CountProgress p) {
    int filled = (int) Math.round(p.fractionDone() * BAR);
    return String.format(
        Locale.ROOT,
        "\r[%s%s] %5.1f%%  %s tours  %.1f s ",
        "#".repeat(filled),
        ".".repeat(BAR - filled),
        100 * p.fractionDone(),
        p.toursSoFar(),
        p.elapsed().toMillis() / 1000.0);
  }

  static int parseThreads(String text) {
    try {
      return Integer.parseInt(text);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("threads \"" + text + "\" is not a whole number", e);
    }
  }

  static long parseWhole(String name, String text) {
    try {
      return Long.parseLong(text);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(name + " \"" + text + "\" is not a whole number", e);
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
