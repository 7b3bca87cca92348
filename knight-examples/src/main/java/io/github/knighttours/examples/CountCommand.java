package io.github.knighttours.examples;

import io.github.knighttours.Board;
import io.github.knighttours.CountKind;
import io.github.knighttours.CountMethod;
import io.github.knighttours.count.CountProgress;
import io.github.knighttours.count.CountProgressListener;
import io.github.knighttours.count.SymmetryClasses;
import io.github.knighttours.CountRequest;
import io.github.knighttours.KnightTours;
import io.github.knighttours.Square;
import io.github.knighttours.TourCount;
import io.github.knighttours.TourKind;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.time.Duration;
import java.util.concurrent.Callable;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** The {@code count} subcommand: counts every tour of a small board. */
@Command(
    name = "count",
    mixinStandardHelpOptions = true,
    versionProvider = TourMain.ManifestVersion.class,
    sortOptions = false,
    description = {
      "Counts the knight's tours of a board exactly, on all cores, using the board's symmetries.",
      "Standard output gets the number alone (or, with --format json, one JSON object); standard error"
          + " says what was counted and how.",
      "Open tours are counted once per path (--directed: once per direction; --start: those from one"
          + " square); closed tours once per cycle (--directed: twice). Boards from 7x7 up take far too"
          + " long without --time-budget; a count stopped early is printed as a lower bound (\"at least\")."
          + " Ctrl-C stops the count and prints that lower bound.",
      "A count that a theorem settles is 0 at once, and says which theorem: closed tours where both sides"
          + " are odd or a side is 1, 2 or 4, or the board is 3x4, 3x6 or 3x8 (Schwenk 1991); open tours of"
          + " boards that have none (Cull & De Curtins 1978, Conrad et al. 1994); open tours from a square"
          + " of the minority colour of a board with an odd number of squares, or from an inner row of a 4xn"
          + " board."
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:the count is complete",
      "1:internal error, or standard output could not be written",
      "2:bad command line: a count too large for the heap (raise it with -Xmx), a --checkpoint directory"
          + " that cannot be used or a damaged checkpoint",
      "4:the time budget or the --memory-limit ran out: the count is a lower bound",
      "130:stopped by Ctrl-C, after printing the lower bound reached"
    },
    footerHeading = "%nExamples:%n",
    footer = {
      "  knight-tours count --board 6x6 --kind closed      (9862 closed tours)",
      "  knight-tours count --board 5x5 --format json",
      "  knight-tours count --board 5x5 --directed        (1728 directed tours)",
      "  knight-tours count --board 5x5 --start a1",
      "  knight-tours count --board 7x7 --time-budget 10 --progress",
      "  knight-tours count --board 6x10 --kind closed --table   (6x1 .. 6x10 from one sweep)",
      "  knight-tours count --board 6x6 --kind closed --up-to-symmetry   (1245 essentially different)"
    })
final class CountCommand implements Callable<Integer> {

  /** Steps of the progress bar: tenths of a percent. */
  private static final int STEPS = 1000;

  @Spec private CommandSpec spec;

  @Option(
      names = "--board",
      paramLabel = "RxC",
      required = true,
      converter = TourMain.BoardConverter.class,
      description = "Rows x columns, such as 6x6 (required).")
  private Board board;

  @Option(
      names = "--kind",
      paramLabel = "open|closed",
      defaultValue = "open",
      description = "open: paths; closed: cycles. Default: ${DEFAULT-VALUE}.")
  private TourKind kind;

  @Option(
      names = "--start",
      paramLabel = "SQUARE",
      converter = TourMain.SquareConverter.class,
      description = "Counts only the open tours from this square, such as a1.")
  private Square start;

  @Option(names = "--directed", description = "Counts each tour in both directions.")
  private boolean directed;

  @Option(
      names = "--threads",
      paramLabel = "N",
      description = "Threads to count on. Default: one per core.")
  private Integer threads;

  @Option(
      names = "--time-budget",
      paramLabel = "SECONDS",
      converter = TourMain.SecondsConverter.class,
      description = "Stops after this many seconds (decimals allowed) and prints a lower bound.")
  private Duration timeBudget;

  @Option(
      names = "--method",
      paramLabel = "auto|depth-first|frontier",
      defaultValue = "auto",
      converter = MethodConverter.class,
      description =
          "depth-first: a parallel search over the tours; frontier: a sweep along the board, linear in its"
              + " length (shorter side at most 8); auto: frontier above 36 squares where it applies."
              + " Default: ${DEFAULT-VALUE}.")
  private CountMethod method;

  @Option(
      names = "--checkpoint",
      paramLabel = "DIR",
      description =
          "With the frontier sweep: keeps its generations of states in files in DIR and a checkpoint after"
              + " every square, so that memory holds only what is being built; if the count stops (Ctrl-C,"
              + " --time-budget, --memory-limit), run the same command again to go on from there. The files"
              + " are deleted when the count is done.")
  private java.nio.file.Path checkpoint;

  @Option(
      names = "--memory-limit",
      paramLabel = "SIZE",
      converter = MemoryConverter.class,
      description =
          "With the frontier sweep: the most heap its states may take, such as 512m or 12g. A generation"
              + " that would not fit is built in several passes; if even that cannot fit, the count stops"
              + " (exit 4). Default: three quarters of the free heap (java -Xmx sets the heap).")
  private Long memoryLimit;

  /** The ways to print the count. */
  enum Format {
    /** The number alone on standard output; what it counts and how, on standard error. */
    TEXT,
    /** A JSON object on standard output. */
    JSON
  }

  @Option(
      names = "--format",
      paramLabel = "text|json",
      defaultValue = "text",
      description = "text: the number alone on standard output (a lower bound when the count is incomplete),"
          + " what it counts and how on standard error; json: one object as docs/result.schema.json"
          + " describes it: command, board, kind, directed, start, count (an exact JSON number, however"
          + " large), complete, method, nodes, threads, elapsedMillis and explanation. Default: ${DEFAULT-VALUE}.")
  private Format format;

  @Option(
      names = "--table",
      description =
          "Also counts every board made of the first columns, W x 1 .. W x L (W the shorter side, L the longer),"
              + " from the same frontier sweep: one line \"WxC COUNT\" each on standard output (with --format"
              + " json, a table array). Open or closed tours, directed or not; not with --start, --method"
              + " depth-first or --checkpoint. A count stopped early lists the prefixes it finished.")
  private boolean table;

  @Option(
      names = "--up-to-symmetry",
      description =
          "Counts the essentially different tours: those no rotation or reflection of the board maps onto"
              + " one another (Burnside's lemma, over the 8 symmetries of a square board, 4 of another). Standard"
              + " output gets that number; standard error the tours and how many each symmetry maps onto"
              + " themselves (with --format json: classes and fixed). Directed tours (--directed) are classed as"
              + " directed tours. Not with --start or --table.")
  private boolean upToSymmetry;

  @Option(
      names = "--progress",
      description = "Draws a progress bar on standard error even when it is not a terminal"
          + " (in a terminal it is drawn anyway).")
  private boolean progress;

  /** Whether standard error is a terminal; tests set it false. */
  boolean terminal = Terminal.isInteractive();

  @Override
  public Integer call() {
    if (start != null && kind == TourKind.CLOSED) {
      throw new ParameterException(spec.commandLine(), "--start counts open tours only; leave it out with --kind closed");
    }
    if (upToSymmetry && start != null) {
      throw new ParameterException(
          spec.commandLine(), "--up-to-symmetry classes the whole board's tours; leave out --start " + start);
    }
    if (upToSymmetry && table) {
      throw new ParameterException(spec.commandLine(), "--up-to-symmetry and --table cannot be used together: choose one");
    }
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    request(null); // checks the options before the bar is drawn
    checkCheckpointDirectory();
    TourCount count;
    boolean stopped;
    try (CtrlC ctrlC = CtrlC.watchCurrentThread()) {
      if (progress || terminal) {
        try (ProgressBar bar = bar(err, terminal)) {
          count = count(request(p -> show(bar, p)));
          // Read before the bar closes: closing it waits for its thread, which clears the flag.
          stopped = Thread.interrupted();
        }
      } else {
        count = count(request(null));
        stopped = Thread.interrupted();
      }
      return report(count, stopped, out);
    }
  }

  /**
   * Counts, and turns the library's refusals into a usage error (exit 2, one line): a count too
   * large for the heap ("needs about N MiB ... raise it with -Xmx"), a damaged checkpoint, a
   * checkpoint directory that cannot be written.
   */
  private TourCount count(CountRequest request) {
    try {
      return KnightTours.count(request);
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage(), e);
    } catch (UncheckedIOException e) {
      throw new ParameterException(spec.commandLine(), "--checkpoint " + checkpoint + ": " + e.getMessage(), e);
    }
  }

  /** Refuses, before any work, a --checkpoint that is not a directory this program can write. */
  private void checkCheckpointDirectory() {
    if (checkpoint == null) {
      return;
    }
    if (Files.exists(checkpoint) && !Files.isDirectory(checkpoint)) {
      throw new ParameterException(spec.commandLine(), "--checkpoint " + checkpoint + " is not a directory");
    }
    try {
      Files.createDirectories(checkpoint);
    } catch (IOException | RuntimeException e) {
      String reason =
          e instanceof java.nio.file.FileSystemException fs && fs.getReason() != null
              ? fs.getReason()
              : e instanceof java.nio.file.NoSuchFileException ? "a parent cannot be made" : e.getMessage();
      throw new ParameterException(
          spec.commandLine(), "--checkpoint " + checkpoint + ": cannot create the directory: " + reason, e);
    }
    if (!Files.isWritable(checkpoint)) {
      throw new ParameterException(spec.commandLine(), "--checkpoint " + checkpoint + " is not a directory this program can write");
    }
  }

  private CountRequest request(CountProgressListener listener) {
    CountKind what =
        kind == TourKind.CLOSED
            ? (directed ? CountKind.CLOSED_DIRECTED : CountKind.CLOSED_UNDIRECTED)
            : start != null ? CountKind.OPEN_FROM_START : directed ? CountKind.OPEN_DIRECTED : CountKind.OPEN_UNDIRECTED;
    try {
      CountRequest.Builder request = CountRequest.builder(board, what);
      if (start != null) {
        request.start(start);
      }
      if (threads != null) {
        request.parallelism(threads);
      }
      request.method(method);
      if (checkpoint != null) {
        request.checkpoint(checkpoint);
      }
      if (memoryLimit != null) {
        request.memoryLimit(memoryLimit);
      }
      if (timeBudget != null) {
        request.timeBudget(timeBudget);
      }
      if (listener != null) {
        request.progressListener(listener);
      }
      if (table) {
        request.table(true);
      }
      if (upToSymmetry) {
        request.upToSymmetry(true);
      }
      return request.build();
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage(), e);
    }
  }

  private int report(TourCount count, boolean stopped, PrintWriter out) {
    PrintWriter err = spec.commandLine().getErr();
    String label =
        (kind == TourKind.CLOSED ? "Closed" : "Open") + " tours of the " + board + " board"
            + (start != null ? " from " + start : directed ? " (directed)" : " (undirected)") + ": ";
    int parallelism = count.request().parallelism();
    String work =
        count.elapsed().toMillis() + " ms, " + (count.method() == CountMethod.FRONTIER
            ? count.nodes() + " states, " + parallelism + (parallelism == 1 ? " thread" : " threads")
                + " (frontier sweep)"
            : count.nodes() + (count.nodes() == 1 ? " node, " : " nodes, ")
                + parallelism + (parallelism == 1 ? " thread" : " threads"));
    boolean complete = count.isComplete();
    String explanation =
        count.theorem().isPresent()
            ? "exact, by a theorem: " + count.theorem().get()
            : complete
                ? "exact; " + work
                : (stopped
                        ? "stopped"
                        : "incomplete: "
                            // The frontier's memory limit says what it needed; otherwise the budget ran out.
                            + count.stopReason().filter(reason -> reason.contains("memory")).orElse("the time budget ran out"))
                    + ", so this is a lower bound; " + work;
    if (format == Format.JSON) {
      var json = ResultJson.of("count").put("board", board.toString()).put("kind", TourMain.lower(kind));
      json.put("directed", directed);
      if (start == null) {
        json.putNull("start");
      } else {
        json.put("start", start.algebraic());
      }
      json.put("count", count.count()).put("complete", complete);
      json.put("method", count.method().name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'));
      json.put("nodes", count.nodes()).put("threads", parallelism).put("elapsedMillis", count.elapsed().toMillis());
      json.put("explanation", explanation);
      if (upToSymmetry && count.upToSymmetry().isPresent()) {
        SymmetryClasses c = count.upToSymmetry().get();
        json.put("classes", c.classes());
        var fixed = json.putObject("fixed");
        // A loop, not a lambda: a lambda holding a Jackson type would name it in a signature.
        for (var entry : c.fixed().entrySet()) {
          fixed.put(symmetryName(entry.getKey()), entry.getValue());
        }
      }
      if (table) {
        var rows = json.putArray("table");
        for (int c = 1; c <= count.table().size(); c++) {
          rows.addObject().put("board", tableWidth() + "x" + c).put("count", count.table().get(c - 1));
        }
      }
      try {
        ResultJson.write(json, out);
      } catch (java.io.IOException e) {
        throw new UncheckedIOException(e); // a PrintWriter does not throw; TourMain checks it once flushed
      }
    } else if (table) {
      // One prefix a line, the board first: what the OEIS tables list.
      for (int c = 1; c <= count.table().size(); c++) {
        out.println(tableWidth() + "x" + c + " " + count.table().get(c - 1));
      }
    } else if (upToSymmetry) {
      out.println(classesOrLowerBound(count));
    } else {
      // The number alone, for scripts: $(knight-tours count --board 6x6 --kind closed)
      out.println(count.count());
    }
    out.flush();
    err.println(label + (complete ? "" : "at least ") + count.count());
    if (upToSymmetry) {
      err.println(classesLine(count));
    }
    err.println(explanation);
    err.flush();
    return complete ? TourMain.FOUND : TourMain.INCOMPLETE;
  }

  /**
   * The number of classes, or, when the count stopped, a lower bound: a class holds at most as
   * many tours as the board has symmetries (8 at most on a square board, 4 on another).
   */
  private BigInteger classesOrLowerBound(TourCount count) {
    return count.upToSymmetry()
        .map(SymmetryClasses::classes)
        .orElseGet(() -> {
          BigInteger[] q = count.count().divideAndRemainder(BigInteger.valueOf(board.rows() == board.cols() ? 8 : 4));
          return q[1].signum() == 0 ? q[0] : q[0].add(BigInteger.ONE);
        });
  }

  /** "Up to symmetry: 1245 (fixed: identity 9862, half turn 78, ...)", or why they are not known. */
  private String classesLine(TourCount count) {
    return count.upToSymmetry()
        .map(c -> {
          StringBuilder line = new StringBuilder("Up to symmetry: " + c.classes() + " (tours each of the " + c.symmetries()
              + " symmetries maps onto themselves:");
          c.fixed().forEach((symmetry, tours) -> line.append(' ').append(symmetryName(symmetry)).append(' ').append(tours).append(','));
          line.setCharAt(line.length() - 1, ')');
          return line.toString();
        })
        .orElse("Up to symmetry: at least " + classesOrLowerBound(count) + " (the count stopped before the classes were known)");
  }

  /** A symmetry as the JSON and the text name it: half-turn, mirror-top-bottom, ... */
  static String symmetryName(SymmetryClasses.Symmetry symmetry) {
    return symmetry.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
  }

  /** The prefixes' common side: the board's shorter side, across which the sweep runs. */
  private int tableWidth() {
    return Math.min(board.rows(), board.cols());
  }

  /** A bar of block characters in a terminal, plain ASCII in a file or pipe. */
  private static ProgressBar bar(PrintWriter err, boolean terminal) {
    return new ProgressBarBuilder()
        .setStyle(terminal ? ProgressBarStyle.UNICODE_BLOCK : ProgressBarStyle.ASCII)
        .setTaskName("Counting")
        .setInitialMax(STEPS)
        .setUnit("%", STEPS / 100)
        .hideEta()
        .setConsumer(new LineConsumer(err))
        .build();
  }

  private static void show(ProgressBar bar, CountProgress p) {
    bar.stepTo(Math.round(p.fractionDone() * STEPS));
    bar.setExtraMessage(progressMessage(p));
  }

  /**
   * What the bar says after the percentage: the tours so far, or, for a frontier sweep before
   * it completes any (it completes them at the far end), the states of its current generation.
   */
  static String progressMessage(CountProgress p) {
    return p.frontierStates() > 0 && p.toursSoFar().signum() == 0
        ? String.format(java.util.Locale.ROOT, "%,d states", p.frontierStates())
        : p.toursSoFar() + " tours";
  }

  /** Reads auto, depth-first or frontier. */
  static final class MethodConverter implements picocli.CommandLine.ITypeConverter<CountMethod> {
    @Override
    public CountMethod convert(String value) {
      for (CountMethod m : CountMethod.values()) {
        if (m.name().replace('_', '-').equalsIgnoreCase(value)) {
          return m;
        }
      }
      throw new picocli.CommandLine.TypeConversionException(
          "--method must be auto, depth-first or frontier, got '" + value + "'");
    }
  }

  /** Reads a size such as 512m or 12g (k, m, g: powers of 1024; a plain number is bytes). */
  static final class MemoryConverter implements picocli.CommandLine.ITypeConverter<Long> {
    @Override
    public Long convert(String value) {
      String text = value.trim().toLowerCase(java.util.Locale.ROOT);
      int shift = 0;
      if (!text.isEmpty() && "kmg".indexOf(text.charAt(text.length() - 1)) >= 0) {
        shift = 10 * ("kmg".indexOf(text.charAt(text.length() - 1)) + 1);
        text = text.substring(0, text.length() - 1);
      }
      long number;
      try {
        number = Long.parseLong(text);
      } catch (NumberFormatException e) {
        throw new picocli.CommandLine.TypeConversionException(
            "--memory-limit must be a size such as 512m or 12g, got '" + value + "'");
      }
      if (number < 1 || number > (Long.MAX_VALUE >> shift) || (number << shift) < (1 << 20)) {
        throw new picocli.CommandLine.TypeConversionException(
            "--memory-limit must be at least 1m, got '" + value + "'");
      }
      return number << shift;
    }
  }
}
