package io.github.knighttours.examples;

import io.github.knighttours.Board;
import io.github.knighttours.CountKind;
import io.github.knighttours.CountRequest;
import io.github.knighttours.KnightTours;
import io.github.knighttours.Square;
import io.github.knighttours.Tour;
import io.github.knighttours.TourKind;
import io.github.knighttours.count.TourSample;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** The {@code sample} subcommand: tours drawn exactly uniformly at random from the frontier sweep's counts. */
@Command(
    name = "sample",
    mixinStandardHelpOptions = true,
    versionProvider = TourMain.ManifestVersion.class,
    sortOptions = false,
    description = {
      "Draws knight's tours exactly uniformly at random, independently (the same tour may come twice),"
          + " from the counts of the frontier sweep (boards whose shorter side is at most 8).",
      "closed: every closed tour equally likely, printed from a1 in a direction a fair random bit chooses;"
          + " open: every open tour (path) equally likely, printed from one of its ends chosen by a fair"
          + " bit; open with --start: every open tour from that square equally likely.",
      "The same options and --seed print the same tours on every machine. The sweep keeps every"
          + " generation of states in memory (about 16 bytes a state, summed over the squares): 6x6 closed"
          + " keeps 2.3 million states; boards much larger need a larger heap (java -Xmx).",
      "Standard output gets the tours (one a line, or one JSON object); standard error says how many"
          + " tours there are and what it took."
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:the tours were drawn",
      "1:internal error, or standard output could not be written",
      "2:bad command line, a board the sweep does not take (shorter side above 8), or more states than"
          + " the heap or --memory-limit allows",
      "3:the board has no such tour (the sweep's exact count is 0)",
      "4:the time budget ran out before the tours were drawn (nothing is printed)",
      "130:stopped by Ctrl-C"
    },
    footerHeading = "%nExamples:%n",
    footer = {
      "  knight-tours sample --board 5x6 --kind closed --count 3 --seed 1",
      "  knight-tours sample --board 5x5 --start a1 --count 10 --format json",
      "  knight-tours sample --board 6x6 --kind closed --count 100 --seed 7 > tours.txt"
    })
final class SampleCommand implements Callable<Integer> {

  @Spec private CommandSpec spec;

  @Option(
      names = "--board",
      paramLabel = "RxC",
      required = true,
      converter = TourMain.BoardConverter.class,
      description = "Rows x columns, such as 6x6 (required); the shorter side at most 8.")
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
      description = "Draws open tours from this square, such as a1.")
  private Square start;

  @Option(
      names = "--count",
      paramLabel = "N",
      defaultValue = "1",
      description = "How many tours to draw, 1 to " + KnightTours.MAX_SAMPLES + ". Default: ${DEFAULT-VALUE}.")
  private int count;

  @Option(
      names = "--seed",
      paramLabel = "S",
      defaultValue = "1",
      description = "The seed of the random numbers (a 64-bit integer). Default: ${DEFAULT-VALUE}.")
  private long seed;

  @Option(
      names = "--time-budget",
      paramLabel = "SECONDS",
      converter = TourMain.SecondsConverter.class,
      description = "Stops after this many seconds (decimals allowed), printing nothing (exit 4).")
  private Duration timeBudget;

  @Option(
      names = "--memory-limit",
      paramLabel = "SIZE",
      converter = CountCommand.MemoryConverter.class,
      description = "The most heap the kept states may take, such as 512m or 12g. Default: three quarters of"
          + " the free heap.")
  private Long memoryLimit;

  /** The ways to print the tours. */
  enum Format {
    /** One tour a line, its squares in algebraic notation separated by spaces. */
    SQUARES,
    /** One JSON object on one line. */
    JSON
  }

  @Option(
      names = "--format",
      paramLabel = "squares|json",
      defaultValue = "squares",
      description = "squares: one tour a line, its squares separated by spaces; json: one object as"
          + " docs/result.schema.json describes it: command, board, kind, start, seed, population (the"
          + " number of tours drawn from, exact), tours (each a list of squares), elapsedMillis and"
          + " explanation. Default: ${DEFAULT-VALUE}.")
  private Format format;

  @Override
  public Integer call() {
    if (start != null && kind == TourKind.CLOSED) {
      throw new ParameterException(spec.commandLine(), "--start draws open tours only; leave it out with --kind closed");
    }
    if (count < 1 || count > KnightTours.MAX_SAMPLES) {
      throw new ParameterException(
          spec.commandLine(), "--count must be in 1.." + KnightTours.MAX_SAMPLES + ", got " + count);
    }
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    CountRequest request = request();
    long began = System.nanoTime();
    TourSample sample;
    try (CtrlC ctrlC = CtrlC.watchCurrentThread()) {
      try {
        sample = KnightTours.sample(request, count, seed);
      } catch (CancellationException e) {
        boolean interrupted = Thread.interrupted();
        err.println((interrupted ? "stopped" : "the time budget ran out") + " before the tours were drawn");
        err.flush();
        return interrupted ? 130 : TourMain.INCOMPLETE;
      } catch (IllegalArgumentException e) {
        if (e.getMessage() != null && e.getMessage().contains("exact count is 0")) {
          err.println(e.getMessage());
          err.flush();
          return TourMain.PROVEN_ABSENT;
        }
        throw new ParameterException(spec.commandLine(), e.getMessage(), e);
      }
    }
    long millis = (System.nanoTime() - began) / 1_000_000;
    java.math.BigInteger population = sample.population();
    String what =
        (kind == TourKind.CLOSED ? "closed tours" : "open tours") + " of the " + board + " board"
            + (start != null ? " from " + start : "");
    String explanation =
        count + (count == 1 ? " tour" : " tours") + " drawn uniformly from the " + population + " " + what
            + " with seed " + seed + ", in " + millis + " ms (" + sample.keptStates() + " states of the sweep kept)";
    if (format == Format.JSON) {
      var json = ResultJson.of("sample").put("board", board.toString()).put("kind", TourMain.lower(kind));
      if (start == null) {
        json.putNull("start");
      } else {
        json.put("start", start.algebraic());
      }
      json.put("seed", seed).put("population", population);
      var array = json.putArray("tours");
      for (Tour t : sample.tours()) {
        var squares = array.addArray();
        t.squares().forEach(s -> squares.add(s.algebraic()));
      }
      json.put("elapsedMillis", millis).put("explanation", explanation);
      try {
        ResultJson.write(json, out);
      } catch (java.io.IOException e) {
        throw new UncheckedIOException(e); // a PrintWriter does not throw; TourMain checks it once flushed
      }
    } else {
      StringBuilder line = new StringBuilder();
      for (Tour t : sample.tours()) {
        line.setLength(0);
        List<Square> squares = t.squares();
        for (int i = 0; i < squares.size(); i++) {
          line.append(i > 0 ? " " : "").append(squares.get(i).algebraic());
        }
        out.println(line);
      }
    }
    out.flush();
    err.println(explanation);
    err.flush();
    return TourMain.FOUND;
  }

  private CountRequest request() {
    CountKind what =
        kind == TourKind.CLOSED
            ? CountKind.CLOSED_UNDIRECTED
            : start != null ? CountKind.OPEN_FROM_START : CountKind.OPEN_UNDIRECTED;
    try {
      CountRequest.Builder request = CountRequest.builder(board, what);
      if (start != null) {
        request.start(start);
      }
      if (memoryLimit != null) {
        request.memoryLimit(memoryLimit);
      }
      if (timeBudget != null) {
        request.timeBudget(timeBudget);
      }
      return request.build();
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage(), e);
    }
  }
}
