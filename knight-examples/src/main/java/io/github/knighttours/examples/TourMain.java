package io.github.knighttours.examples;

import io.github.knighttours.Board;
import io.github.knighttours.KnightTours;
import io.github.knighttours.Square;
import io.github.knighttours.Strategy;
import io.github.knighttours.TourSolver;
import java.io.PrintWriter;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.HelpCommand;
import picocli.CommandLine.IVersionProvider;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.TypeConversionException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * The {@code knight-tours} command-line program: {@code tour} finds a knight's tour and prints it
 * (numbered board, squares, JSON, CSV, SVG or PNG); {@code count} counts the tours of a small
 * board; {@code graph} finds a Hamiltonian path or cycle of a graph file; {@code draw} draws a
 * tour that {@code tour} printed; {@code uncrossed} finds the longest uncrossed knight's path or
 * cycle of a board; {@code serve} starts the simulator in the browser. Without
 * arguments it runs {@code tour} with its defaults (8x8 from b1).
 *
 * <pre>
 * java -jar knight-tours.jar tour --board 5x5 --start a1 --format squares
 * java -jar knight-tours.jar count --board 6x6 --kind closed
 * java -jar knight-tours.jar --help
 * </pre>
 *
 * <p>Exit status: 0 found (for {@code uncrossed}: proven optimal) or a complete count, 3 proven absent, 4 gave up, out of budget or an
 * incomplete count, 2 bad command line or input (a file that is not what it should be, a board or
 * an output too large for the heap or the limits), 1 internal error or output that could not be
 * written (standard output or {@code --output}: a full disk, a closed pipe); after Ctrl-C the
 * JVM's 130, once what was reached is printed (a command whose thread is interrupted otherwise
 * returns 4).
 */
@Command(
    name = "knight-tours",
    mixinStandardHelpOptions = true,
    versionProvider = TourMain.ManifestVersion.class,
    description = {
      "Knight's tours: find one, count them all on a small board, draw them uniformly at random, find a Hamiltonian path or"
          + " cycle of a graph file, draw a tour, find the longest uncrossed knight's path, or watch a search step by step in the browser.",
      "Without a subcommand, runs 'tour' with its defaults (8x8 board from b1)."
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:a tour was found, a count is complete, or an uncrossed path is proven optimal",
      "1:internal error, or the output could not be written (a full disk, a closed pipe; a message says which)",
      "2:bad command line, or a request too large for the heap or the limits (a message says which)",
      "3:no tour (or uncrossed cycle) exists (proven)",
      "4:gave up, out of budget, or the count is incomplete",
      "130:stopped by Ctrl-C, after printing what was reached"
    },
    footerHeading = "%nExamples:%n",
    footer = {
      "  knight-tours tour --board 5x5 --start a1 --format squares",
      "  knight-tours tour --board 12x12 --kind closed --format svg -o tour.svg",
      "  knight-tours count --board 6x6 --kind closed",
      "  knight-tours sample --board 6x6 --kind closed --count 3 --seed 1",
      "  knight-tours graph petersen.hcp --kind open --format json",
      "  knight-tours uncrossed --board 6x6 --kind closed",
      "  knight-tours serve                 (then open http://localhost:8080/)",
      "  knight-tours tour --help"
    })
public final class TourMain {

  /** A tour was found, or a count is complete. */
  static final int FOUND = 0;

  /** An unexpected failure inside the program. */
  static final int INTERNAL_ERROR = 1;

  /**
   * The output could not be written (standard output or {@code --output}): the same code as an
   * internal error, with a message that says which.
   */
  static final int OUTPUT_LOST = INTERNAL_ERROR;

  /** The command line could not be understood (picocli's own code for bad parameters). */
  static final int USAGE = 2;

  /** An exhaustive search or a theorem proved that no tour exists. */
  static final int PROVEN_ABSENT = 3;

  /** A heuristic gave up, a budget ran out, the search was stopped, or a count is incomplete. */
  static final int INCOMPLETE = 4;

  /** Creates the top command; picocli calls this. */
  public TourMain() {}

  /** The system property with which picocli leaves out built-in type converters. */
  static final String CONVERTER_EXCLUDES = "picocli.converters.excludes";

  /**
   * Runs the program and exits with its status.
   *
   * @param args the command-line arguments
   */
  public static void main(String[] args) {
    // No option takes picocli's built-in java.time or java.sql converters (time budgets have
    // their own), and registering them initialises java.time at every start: a few ms of the
    // cold start (docs/performance.md). A value the user set is kept.
    if (System.getProperty(CONVERTER_EXCLUDES) == null) {
      System.setProperty(CONVERTER_EXCLUDES, "java\\.time\\..*,java\\.sql\\..*");
    }
    System.exit(run(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true)));
  }

  /** Runs the program with the given streams and returns its exit status. */
  static int run(String[] args, PrintWriter out, PrintWriter err) {
    String[] effective = args.length == 0 ? new String[] {"tour"} : args;
    CommandLine line = commandLine(effective[0]).setOut(out).setErr(err);
    int status;
    try {
      status = line.execute(effective);
    } catch (OutOfMemoryError e) {
      // The last resort, for what no estimate foresaw: picocli passes Errors through.
      err.println("error: " + OutputMemory.outOfMemory("the command"));
      err.flush();
      status = USAGE;
    }
    return checkWritten(status, out, err);
  }

  /**
   * The exit status once standard output is flushed: {@link #OUTPUT_LOST} if any write to it
   * failed (a full disk, a closed pipe), which PrintWriter and System.out swallow and only
   * remember. One check after every subcommand, help and version alike; a command that already
   * said so and returned {@link #INTERNAL_ERROR} is left as it is.
   */
  static int checkWritten(int status, PrintWriter out, PrintWriter err) {
    if (!out.checkError() || status == OUTPUT_LOST) {
      return status;
    }
    err.println("error: cannot write standard output: " + TextOutput.STDOUT_FAILED);
    err.flush();
    return OUTPUT_LOST;
  }

  /** The subcommands' names, in the order help lists them. */
  private static final List<String> SUBCOMMANDS =
      List.of("tour", "count", "sample", "graph", "draw", "uncrossed", "serve");

  /**
   * A new instance of the subcommand {@code name}. A switch rather than a map of constructor
   * references: each reference would link an invokedynamic call site, which a cold start pays.
   */
  private static Object subcommand(String name) {
    switch (name) {
      case "tour":
        return new TourCommand();
      case "count":
        return new CountCommand();
      case "sample":
        return new SampleCommand();
      case "graph":
        return new GraphCommand();
      case "draw":
        return new DrawCommand();
      case "uncrossed":
        return new UncrossedCommand();
      case "serve":
        return new ServeCommand();
      default:
        throw new IllegalArgumentException("name must be one of " + SUBCOMMANDS + ", got " + name);
    }
  }

  /** The program's whole command line, with every subcommand (for help and completion). */
  static CommandLine commandLine() {
    return commandLine(null);
  }

  /**
   * The program's command line, with its parsing rules and exit codes. When {@code first} (the
   * first argument) names a subcommand, only that one is built (without {@code help}): picocli
   * reads each command's annotations by reflection, which the cold start of a one-off {@code
   * tour} should not pay for the others. Anything else (options, {@code help}, a typo to suggest
   * a name for) gets them all.
   */
  static CommandLine commandLine(String first) {
    CommandLine line = new CommandLine(new TourMain());
    boolean all = first == null || !SUBCOMMANDS.contains(first);
    for (String name : SUBCOMMANDS) {
      if (all || first.equals(name)) {
        line.addSubcommand(name, subcommand(name));
      }
    }
    if (all) {
      // After a subcommand's name, 'help' is not reachable: its annotations need not be read.
      line.addSubcommand("help", new HelpCommand());
    }
    line.setCaseInsensitiveEnumValuesAllowed(true);
    line.setParameterExceptionHandler(TourMain::usageError);
    line.setExecutionExceptionHandler(
        (e, cmd, parsed) -> {
          cmd.getErr().println("internal error: " + e);
          e.printStackTrace(cmd.getErr());
          return INTERNAL_ERROR;
        });
    return line;
  }

  /** Says what was wrong on the command line, and where to read more; never the whole help. */
  private static int usageError(ParameterException e, String[] args) {
    CommandLine cmd = e.getCommandLine();
    PrintWriter err = cmd.getErr();
    err.println("error: " + e.getMessage());
    String shape = shapeOption(e);
    if (shape != null) {
      err.println(
          "'" + cmd.getCommandName() + "' works only on the knight's plain rectangle: " + shape
              + " is an option of 'tour' and 'draw'");
    }
    UnmatchedArgumentException.printSuggestions(e, err);
    err.println("Try '" + cmd.getCommandSpec().qualifiedName() + " --help' for more.");
    err.flush();
    return USAGE;
  }

  /** The board-shape option given to a command that does not take it, or null. */
  private static String shapeOption(ParameterException e) {
    if (!(e instanceof UnmatchedArgumentException unmatched)) {
      return null;
    }
    for (String arg : unmatched.getUnmatched()) {
      String name = arg.contains("=") ? arg.substring(0, arg.indexOf('=')) : arg;
      if (BoardShapeOptions.NAMES.contains(name)) {
        return name;
      }
    }
    return null;
  }

  /** The version in the jar's manifest, or "development" when run from classes. */
  static final class ManifestVersion implements IVersionProvider {
    @Override
    public String[] getVersion() {
      String version = TourMain.class.getPackage().getImplementationVersion();
      return new String[] {"knight-tours " + (version != null ? version : "development")};
    }
  }

  /** Reads a board such as 8x8 (rows x columns). */
  static final class BoardConverter implements ITypeConverter<Board> {
    /** Any run of digits, so that a number too large gets "too large", not "must look like 8x8". */
    static final Pattern SHAPE = Pattern.compile("\\s*(\\d+)\\s*[xX]\\s*(\\d+)\\s*");


    @Override
    public Board convert(String text) {
      Matcher m = SHAPE.matcher(text);
      if (!m.matches()) {
        if (BoardArgument.Converter.SOLID.matcher(text).matches()) {
          throw new TypeConversionException(
              "'" + text + "' is a three-dimensional board, which this command does not take: give rows x columns, such as 8x8");
        }
        throw new TypeConversionException("must look like 8x8 (rows x columns), got '" + shorten(text) + "'");
      }
      long rows = side(text, "rows", m.group(1));
      long cols = side(text, "columns", m.group(2));
      if (rows * cols > Board.MAX_SQUARES) {
        throw new TypeConversionException(
            "'" + text + "' has too many squares: " + rows * cols + ", more than the " + Board.MAX_SQUARES
                + " a board may have");
      }
      try {
        return Board.of((int) rows, (int) cols);
      } catch (IllegalArgumentException e) {
        throw new TypeConversionException("'" + text + "' is not a board: " + e.getMessage());
      }
    }

    /** A side: at least 1 and at most the most squares a board may have. */
    static long side(String text, String name, String digits) {
      String significant = digits.replaceFirst("^0+(?=\\d)", "");
      if (significant.length() > 10 || Long.parseLong(significant) > Board.MAX_SQUARES) {
        throw new TypeConversionException(
            "'" + shorten(text) + "' has too many squares: " + name + " " + shorten(significant) + " is more than the "
                + Board.MAX_SQUARES + " squares a board may have");
      }
      long side = Long.parseLong(significant);
      if (side < 1) {
        throw new TypeConversionException("'" + text + "' is not a board: " + name + " must be at least 1, got 0");
      }
      return side;
    }
  }

  /** {@code text}, cut to 40 characters for a message. */
  static String shorten(String text) {
    return text.length() <= 40 ? text : text.substring(0, 37) + "...";
  }

  /** Reads a square in algebraic notation, such as b1. */
  static final class SquareConverter implements ITypeConverter<Square> {
    @Override
    public Square convert(String text) {
      try {
        return Square.parse(text);
      } catch (IllegalArgumentException e) {
        throw new TypeConversionException(
            "must be a square such as b1 (file letter, rank number), got '" + text + "'");
      }
    }
  }

  /** Reads a solver name, ignoring case, among the solvers the library finds. */
  static final class SolverConverter implements ITypeConverter<TourSolver> {
    @Override
    public TourSolver convert(String text) {
      // A built-in name (the default, AUTO, on every run) needs no ServiceLoader scan of the
      // class path, which cost a tenth of a cold start; KnightTours.solver lists the built-ins
      // first, so it would find the same one.
      String wanted = text.toUpperCase(Locale.ROOT);
      for (Strategy strategy : Strategy.values()) {
        if (strategy.name().equals(wanted)) {
          return strategy.solver();
        }
      }
      return KnightTours.solver(text)
          .orElseThrow(
              () ->
                  new TypeConversionException(
                      "must be one of " + String.join(", ", new SolverNames()) + "; got '" + text + "'"));
    }
  }

  /** The solver names, for the help and shell completion. */
  static final class SolverNames implements Iterable<String> {
    @Override
    public Iterator<String> iterator() {
      return KnightTours.solvers().stream().map(TourSolver::name).iterator();
    }
  }

  /** Reads a time in seconds, decimals allowed, such as 2.5. */
  static final class SecondsConverter implements ITypeConverter<Duration> {
    @Override
    public Duration convert(String text) {
      BigDecimal seconds;
      try {
        seconds = new BigDecimal(text.trim());
      } catch (NumberFormatException e) {
        throw new TypeConversionException("must be a number of seconds such as 2.5, got '" + text + "'");
      }
      if (seconds.signum() <= 0 || seconds.compareTo(BigDecimal.valueOf(1_000_000_000L)) > 0) {
        throw new TypeConversionException(
            "must be more than 0 and at most 1000000000 seconds, got '" + text + "'");
      }
      return Duration.ofNanos(seconds.movePointRight(9).longValue());
    }
  }

  /** The name of a value as the command line spells it: lower case. */
  static String lower(Enum<?> value) {
    return value.name().toLowerCase(Locale.ROOT);
  }
}
