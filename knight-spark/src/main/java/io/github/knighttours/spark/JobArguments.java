package io.github.knighttours.spark;

import io.github.knighttours.Board;
import io.github.knighttours.CountKind;
import io.github.knighttours.CountRequest;
import io.github.knighttours.count.FrontierSweep;
import io.github.knighttours.Square;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The command line of {@link SparkCount#main}, read into a request; messages in command-line words. */
final class JobArguments {

  static final String USAGE =
      "usage: SparkCount BOARD KIND [START] ITEMS [--master URL]\n"
          + "       SparkCount BOARD KIND [START] PARTITIONS --frontier [--master URL]\n"
          + "  BOARD   rows x columns, e.g. 6x6\n"
          + "  KIND    open-from-start (needs START), open-directed, open-undirected, closed-undirected,"
          + " closed-directed\n"
          + "  START   the start square for open-from-start, e.g. a1\n"
          + "  ITEMS   the least number of work items, 1.." + SparkCount.MAX_ITEMS + "\n"
          + "  PARTITIONS  with --frontier: a frontier sweep, each generation in this many partitions\n"
          + "  --master URL  the Spark master (default: spark-submit's, else local[*])";

  private final CountRequest request;
  private final int items;
  private final String master;
  private final boolean frontier;

  private JobArguments(CountRequest request, int items, String master, boolean frontier) {
    this.request = request;
    this.items = items;
    this.master = master;
    this.frontier = frontier;
  }

  /** Whether --frontier asks for a frontier sweep (the number is then the partitions). */
  boolean frontier() {
    return frontier;
  }

  CountRequest request() {
    return request;
  }

  int items() {
    return items;
  }

  /** The master given with --master, or null. */
  String master() {
    return master;
  }

  /** Reads the arguments; IllegalArgumentException with a message naming the argument otherwise. */
  static JobArguments parse(String[] args) {
    List<String> positional = new ArrayList<>();
    String master = null;
    boolean frontier = false;
    for (int i = 0; i < args.length; i++) {
      String arg = args[i];
      if (arg.equals("--frontier")) {
        frontier = true;
      } else if (arg.equals("--master")) {
        if (i + 1 == args.length || args[i + 1].isBlank()) {
          throw new IllegalArgumentException("--master needs a URL, e.g. --master local[*] or --master spark://host:7077");
        }
        master = args[++i];
      } else if (arg.startsWith("--master=")) {
        master = arg.substring("--master=".length());
      } else if (arg.startsWith("-")) {
        throw new IllegalArgumentException("unknown option " + arg);
      } else {
        positional.add(arg);
      }
    }
    if (positional.size() < 3 || positional.size() > 4) {
      throw new IllegalArgumentException(
          "expected BOARD KIND [START] ITEMS, got " + positional.size() + " arguments: " + String.join(" ", positional));
    }
    Board board = board(positional.get(0));
    CountKind kind = kind(positional.get(1));
    boolean fromStart = kind == CountKind.OPEN_FROM_START;
    if (fromStart != (positional.size() == 4)) {
      throw new IllegalArgumentException(
          fromStart
              ? "KIND open-from-start needs a START square before ITEMS, e.g. 5x5 open-from-start a1 100"
              : "KIND " + word(kind) + " counts from every square and takes no START, got " + positional.get(2));
    }
    CountRequest.Builder builder = CountRequest.builder(board, kind);
    if (fromStart) {
      builder.start(start(board, positional.get(2)));
    }
    CountRequest request = builder.build();
    if (frontier) {
      try {
        FrontierSweep.of(request);
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("--frontier: " + e.getMessage(), e);
      }
    }
    return new JobArguments(request, items(positional.get(positional.size() - 1), frontier ? "PARTITIONS" : "ITEMS"), master, frontier);
  }

  private static Board board(String text) {
    String[] sides = text.toLowerCase(Locale.ROOT).split("x", -1);
    try {
      if (sides.length == 2) {
        return Board.of(Integer.parseInt(sides[0]), Integer.parseInt(sides[1]));
      }
    } catch (IllegalArgumentException e) { // NumberFormatException too
      throw new IllegalArgumentException("BOARD " + text + " is not a board: " + e.getMessage(), e);
    }
    throw new IllegalArgumentException("BOARD " + text + " is not a board: expected rows x columns, e.g. 6x6");
  }

  private static CountKind kind(String text) {
    for (CountKind kind : CountKind.values()) {
      if (word(kind).equals(text.toLowerCase(Locale.ROOT).replace('_', '-'))) {
        return kind;
      }
    }
    throw new IllegalArgumentException(
        "KIND " + text + " is not one of open-from-start, open-directed, open-undirected, closed-undirected,"
            + " closed-directed");
  }

  private static Square start(Board board, String text) {
    Square square;
    try {
      square = Square.parse(text);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("START " + text + " is not a square: " + e.getMessage(), e);
    }
    if (!board.contains(square)) {
      throw new IllegalArgumentException("START " + text + " is off the " + board + " board");
    }
    return square;
  }

  private static int items(String text, String name) {
    int items;
    try {
      items = Integer.parseInt(text);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(name + " " + text + " is not a whole number", e);
    }
    if (items < 1 || items > SparkCount.MAX_ITEMS) {
      throw new IllegalArgumentException(name + " must be in 1.." + SparkCount.MAX_ITEMS + ", got " + text);
    }
    return items;
  }

  private static String word(CountKind kind) {
    return kind.name().toLowerCase(Locale.ROOT).replace('_', '-');
  }
}
