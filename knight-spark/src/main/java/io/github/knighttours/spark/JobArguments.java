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
          + "       SparkCount BOARD KIND [START] --frontier [--states-per-partition N] [--checkpoint-dir DIR]"
          + " [--master URL]\n"
          + "  BOARD   rows x columns, e.g. 6x6\n"
          + "  KIND    open-from-start (needs START), open-directed, open-undirected, closed-undirected,"
          + " closed-directed\n"
          + "  START   the start square for open-from-start, e.g. a1\n"
          + "  ITEMS   the least number of work items, 1.." + SparkCount.MAX_ITEMS + "\n"
          + "  --frontier  a frontier sweep, its partitions sized from each generation's states\n"
          + "  --states-per-partition N  the most states a partition holds, " + SparkCount.MIN_STATES_PER_PARTITION
          + ".." + SparkCount.MAX_STATES_PER_PARTITION + " (default " + SparkCount.DEFAULT_STATES_PER_PARTITION + ")\n"
          + "  --checkpoint-dir DIR  where a sweep checkpoints (default: spark.checkpoint.dir, else a temporary"
          + " directory with a local master)\n"
          + "  --master URL  the Spark master (default: spark-submit's, else local[*])";

  private final CountRequest request;
  private final int items;
  private final String master;
  private final boolean frontier;
  private final int statesPerPartition;
  private final String checkpointDir;

  private JobArguments(
      CountRequest request, int items, String master, boolean frontier, int statesPerPartition, String checkpointDir) {
    this.request = request;
    this.items = items;
    this.master = master;
    this.frontier = frontier;
    this.statesPerPartition = statesPerPartition;
    this.checkpointDir = checkpointDir;
  }

  /** The most states a partition of a sweep holds. */
  int statesPerPartition() {
    return statesPerPartition;
  }

  /** The checkpoint directory given with --checkpoint-dir, or null. */
  String checkpointDir() {
    return checkpointDir;
  }

  /** Whether --frontier asks for a frontier sweep. */
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
    String statesPerPartition = null;
    String checkpointDir = null;
    for (int i = 0; i < args.length; i++) {
      String arg = args[i];
      if (arg.equals("--frontier")) {
        frontier = true;
      } else if (arg.equals("--states-per-partition") || arg.equals("--checkpoint-dir")) {
        if (i + 1 == args.length || args[i + 1].isBlank()) {
          throw new IllegalArgumentException(arg + " needs a value");
        }
        if (arg.equals("--checkpoint-dir")) {
          checkpointDir = args[++i];
        } else {
          statesPerPartition = args[++i];
        }
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
    if (!frontier && (statesPerPartition != null || checkpointDir != null)) {
      throw new IllegalArgumentException("--states-per-partition and --checkpoint-dir go with --frontier");
    }
    if (frontier && !positional.isEmpty() && positional.get(positional.size() - 1).matches("[0-9]+")) {
      throw new IllegalArgumentException(
          "--frontier takes no ITEMS (its partitions follow each generation's states; see --states-per-partition),"
              + " got " + positional.get(positional.size() - 1));
    }
    // A sweep has no ITEMS: pretend one, so that both forms read alike.
    if (frontier) {
      positional.add("1");
    }
    if (positional.size() < 3 || positional.size() > 4) {
      throw new IllegalArgumentException(
          (frontier ? "expected BOARD KIND [START] --frontier, got " : "expected BOARD KIND [START] ITEMS, got ")
              + (positional.size() - (frontier ? 1 : 0)) + " arguments: "
              + String.join(" ", positional.subList(0, positional.size() - (frontier ? 1 : 0))));
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
    int states =
        statesPerPartition == null
            ? SparkCount.DEFAULT_STATES_PER_PARTITION
            : number(statesPerPartition, "--states-per-partition", SparkCount.MIN_STATES_PER_PARTITION,
                SparkCount.MAX_STATES_PER_PARTITION);
    return new JobArguments(
        request, items(positional.get(positional.size() - 1), "ITEMS"), master, frontier, states, checkpointDir);
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
    return number(text, name, 1, SparkCount.MAX_ITEMS);
  }

  private static int number(String text, String name, int least, int most) {
    int value;
    try {
      value = Integer.parseInt(text);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(name + " " + text + " is not a whole number", e);
    }
    if (value < least || value > most) {
      throw new IllegalArgumentException(name + " must be in " + least + ".." + most + ", got " + text);
    }
    return value;
  }

  private static String word(CountKind kind) {
    return kind.name().toLowerCase(Locale.ROOT).replace('_', '-');
  }
}
