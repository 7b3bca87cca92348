package io.github.knighttours.benchmarks;

import io.github.knighttours.Board;
import io.github.knighttours.CountKind;
import io.github.knighttours.CountRequest;
import io.github.knighttours.CountWorkItem;
import io.github.knighttours.KnightTours;
import io.github.knighttours.PathRequest;
import io.github.knighttours.PathResult;
import io.github.knighttours.SearchOptions;
import io.github.knighttours.Square;
import io.github.knighttours.Strategy;
import io.github.knighttours.TourCount;
import io.github.knighttours.TourKind;
import io.github.knighttours.TourRequest;
import io.github.knighttours.TourResult;
import io.github.knighttours.graph.GraphFiles;
import io.github.knighttours.graph.HamiltonianPathResult;
import io.github.knighttours.graph.HamiltonianPaths;
import io.github.knighttours.graph.KnightGraphs;
import io.github.knighttours.shapes.Board3d;
import io.github.knighttours.shapes.Cell;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Function;
import java.util.function.Supplier;
import org.jgrapht.Graph;

/**
 * Not JMH: a plain {@code main} that prints the <b>stop-latency table</b>, how long long calls take
 * to honour a stop, in milliseconds. Each row is a strategy on one board family (a 1000×1000
 * board, a 20000×20000 board, a 200³ board, a 1000×1000 torus, a 500×500 knight graph given to
 * JGraphT and the largest FHCP graph here, graph1001), plus a few other long calls (a count, a
 * split, a work item, a listing). Each row is measured twice:
 *
 * <ul>
 *   <li>with a time budget of 100 ms: the overrun is the time from the deadline (100 ms after the
 *       call began) to the call's return;
 *   <li>with no budget, interrupted after 100 ms: the overrun is the time from {@link
 *       Thread#interrupt()} to the call's return (or throw).
 * </ul>
 *
 * <p>A call that returns before its stop shows "done at N ms" (nothing to stop); a strategy that
 * refuses the family shows "n/a"; one that has not returned 30 s after its stop "&gt; 30 s". The
 * goal is at most 50 ms everywhere; larger overruns are in bold. Each measurement runs in a
 * fresh JVM (the same java, heap options and class path as this one), which first warms the
 * call up on a small instance of its family, so one call's garbage or threads do not slow the
 * next, and a call that never returns is ended by killing its JVM. One run per cell: the figures
 * are latencies of single events, and the machine's noise shows in them.
 *
 * <pre>{@code
 * java -Xmx8g -cp knight-benchmarks/target/benchmarks.jar io.github.knighttours.benchmarks.StopLatency
 * java -Xmx8g -cp knight-benchmarks/target/benchmarks.jar io.github.knighttours.benchmarks.StopLatency POSA /3d /call
 * }</pre>
 *
 * <p>Arguments: parts of row names ({@code STRATEGY/family}, such as {@code POHL/torus}, or
 * {@code count/call}) to run only the rows whose name contains one of them (ignoring case);
 * {@code --stop-ms N} (default 100), {@code --limit-s N} (default 30), {@code --in-process} (all
 * cells in this JVM, one after the other: quicker, but a call that never stops is left running),
 * {@code --tiny} (small instances: a check of the harness, not a measurement).
 */
public final class StopLatency {

  /** When the stop comes, after the call began: the budget, and the delay of the interrupt. */
  static final long DEFAULT_STOP_MILLIS = 100;

  /** Every call should return within this of its stop. */
  static final long GOAL_MILLIS = 50;

  /** How long after its stop a call may run before it is recorded as not stopping. */
  static final long DEFAULT_LIMIT_SECONDS = 30;

  /** How long a forked JVM may take to build its instance and warm up before its call begins. */
  private static final long SET_UP_LIMIT_SECONDS = 600;

  /** The budget of each warm-up call, on the family's small instance. */
  private static final long WARM_UP_BUDGET_MILLIS = 20;

  private static final int WARM_UPS = 3;

  /** Where the forked JVM's lines begin, to tell them from anything else it might print. */
  private static final String START = "STOP-LATENCY START";

  private static final String RESULT = "STOP-LATENCY RESULT\t";

  /** The largest graph of the FHCP Challenge Set here (graph1001, 9,528 vertices), tried in this order. */
  static final List<Path> FHCP_FILES =
      List.of(
          Path.of("../shared/hcp/fhcp/graph1001.hcp.gz"), Path.of("/work/shared/hcp/fhcp/graph1001.hcp.gz"));

  private StopLatency() {}

  /** How the call is stopped. */
  enum Mode {
    /** A time budget of the stop's length. */
    BUDGET,
    /** No budget; the calling thread is interrupted at the stop. */
    INTERRUPT
  }

  /** The instances: the table's, or small ones for warming up and for checking the harness. */
  enum Scale {
    FULL,
    TINY
  }

  /** How a measured call ended. */
  enum Status {
    /** It returned (or threw) after the stop: the overrun is measured. */
    STOPPED,
    /** It returned before the stop came. */
    FINISHED,
    /** It refused the instance at once (IllegalArgumentException): the strategy does not take it. */
    REFUSED,
    /** It had not returned when the limit after the stop ran out. */
    TIMED_OUT,
    /** The measurement itself failed (the forked JVM died or said nothing). */
    FAILED,
    /** The row has no such stop (a call without a budget). */
    SKIPPED
  }

  /**
   * One measured call.
   *
   * @param status how it ended
   * @param overrunMillis from the stop to the return, if {@link Status#STOPPED}; the limit, if
   *     {@link Status#TIMED_OUT}
   * @param elapsedMillis from the call's start to its return
   * @param outcome how the call ended in its own words (the outcome, an exception's name), or why
   *     it was refused
   */
  record Measurement(Status status, double overrunMillis, double elapsedMillis, String outcome) {

    static Measurement skipped() {
      return new Measurement(Status.SKIPPED, 0, 0, "");
    }

    static Measurement failed(String why) {
      return new Measurement(Status.FAILED, 0, 0, why);
    }

    static Measurement timedOut(long limitSeconds, double elapsedMillis) {
      return new Measurement(Status.TIMED_OUT, limitSeconds * 1000.0, elapsedMillis, "did not return");
    }

    /** Whether this misses the goal: a measured overrun above it, or no return at all. */
    boolean missesGoal() {
      return status == Status.TIMED_OUT || status == Status.STOPPED && overrunMillis > GOAL_MILLIS;
    }

    /** The table cell. */
    String cell() {
      return switch (status) {
        case STOPPED -> missesGoal()
            ? String.format(Locale.ROOT, "**%.1f**", overrunMillis)
            : String.format(Locale.ROOT, "%.1f", overrunMillis);
        case FINISHED -> String.format(Locale.ROOT, "done at %.0f ms", elapsedMillis);
        case REFUSED -> "n/a";
        case TIMED_OUT -> String.format(Locale.ROOT, "**> %.0f s**", overrunMillis / 1000);
        case FAILED -> "**failed**";
        case SKIPPED -> "—";
      };
    }

    /** The outcome's first word: the {@code Outcome} name or the exception's class. */
    String shortOutcome() {
      if (status == Status.REFUSED) {
        return outcome.contains("heap") ? "refused: heap" : "refused";
      }
      int end = outcome.indexOf(':');
      return end < 0 ? outcome : outcome.substring(0, end);
    }

    /** One line for the forked JVM to hand back. */
    String encode() {
      return String.join(
          "\t",
          status.name(),
          Double.toString(overrunMillis),
          Double.toString(elapsedMillis),
          outcome.replaceAll("\\s+", " "));
    }

    static Measurement decode(String line) {
      String[] parts = line.split("\t", 4);
      if (parts.length != 4) {
        throw new IllegalArgumentException("not a measurement: '" + line + "'");
      }
      return new Measurement(
          Status.valueOf(parts[0]), Double.parseDouble(parts[1]), Double.parseDouble(parts[2]), parts[3]);
    }
  }

  /** A long call: runs with the options given (the stop's budget, or none) and says how it ended. */
  @FunctionalInterface
  interface Timed {
    /** Runs the call; an {@link IllegalArgumentException} before the stop means a refusal. */
    String call(SearchOptions options) throws Exception;
  }

  /**
   * One row of the table.
   *
   * @param label the first column: the strategy, or the call
   * @param family the board family's key, or {@code call}
   * @param setUp builds the instance (outside the timing) and returns the call
   * @param budgeted whether the call takes a time budget (else only the interrupt is measured)
   */
  record Case(String label, String family, Supplier<Timed> setUp, boolean budgeted) {

    /** The row's name, which arguments filter on and forked JVMs are told. */
    String id() {
      return label + "/" + family;
    }
  }

  /**
   * A board family: builds its instance once, then makes each strategy's call on it.
   *
   * @param key the short name in the table
   * @param description what the instance is, for the legend
   * @param instance builds the instance; given a strategy, the call
   */
  record Family(String key, String description, Supplier<Function<Strategy, Timed>> instance) {}

  /**
   * A measured row.
   *
   * @param row the case
   * @param budget the measurement with a time budget
   * @param interrupt the measurement with an interrupt
   */
  record Row(Case row, Measurement budget, Measurement interrupt) {

    /** The outcome column: each measurement's outcome, once if they agree. */
    String outcome() {
      List<String> parts = new ArrayList<>();
      for (Measurement m : List.of(budget, interrupt)) {
        if (m.status() != Status.SKIPPED && !parts.contains(m.shortOutcome())) {
          parts.add(m.shortOutcome());
        }
      }
      return String.join(" / ", parts);
    }
  }

  /** Measures one case in one mode. */
  @FunctionalInterface
  interface Runner {
    /** Returns the measurement of {@code c} stopped by {@code mode}. */
    Measurement measure(Case c, Mode mode);
  }

  /**
   * The command line.
   *
   * @param filters parts of row names; empty for all rows
   * @param stopMillis when the stop comes
   * @param limitSeconds how long after the stop a call may run
   * @param inProcess whether to run every cell in this JVM
   * @param scale the instances
   */
  record Settings(List<String> filters, long stopMillis, long limitSeconds, boolean inProcess, Scale scale) {

    static Settings parse(String[] args) {
      List<String> filters = new ArrayList<>();
      long stop = DEFAULT_STOP_MILLIS;
      long limit = DEFAULT_LIMIT_SECONDS;
      boolean inProcess = false;
      Scale scale = Scale.FULL;
      for (int i = 0; i < args.length; i++) {
        switch (args[i]) {
          case "--stop-ms" -> stop = positive(args, ++i);
          case "--limit-s" -> limit = positive(args, ++i);
          case "--in-process" -> inProcess = true;
          case "--tiny" -> scale = Scale.TINY;
          default -> {
            if (args[i].startsWith("--")) {
              throw new IllegalArgumentException("unknown option " + args[i]);
            }
            filters.add(args[i]);
          }
        }
      }
      return new Settings(List.copyOf(filters), stop, limit, inProcess, scale);
    }

    private static long positive(String[] args, int i) {
      if (i >= args.length) {
        throw new IllegalArgumentException(args[i - 1] + " needs a number");
      }
      try {
        long value = Long.parseLong(args[i]);
        if (value > 0) {
          return value;
        }
      } catch (NumberFormatException e) {
        // the message below says what was wrong
      }
      throw new IllegalArgumentException(args[i - 1] + " must be a positive whole number, got '" + args[i] + "'");
    }

    /** Whether the row named {@code id} is selected. */
    boolean selects(String id) {
      if (filters.isEmpty()) {
        return true;
      }
      String lower = id.toLowerCase(Locale.ROOT);
      return filters.stream().anyMatch(f -> lower.contains(f.toLowerCase(Locale.ROOT)));
    }
  }

  /**
   * Prints the table of the selected rows, or, with {@code --cell ID MODE}, measures one cell
   * and prints its result line (what a forked JVM is asked to do).
   *
   * @param args row filters and options (see the class comment)
   */
  public static void main(String[] args) throws Exception {
    if (args.length >= 3 && args[0].equals("--cell")) {
      String id = args[1];
      Mode mode = Mode.valueOf(args[2]);
      Settings settings = parseOrExit(Arrays.copyOfRange(args, 3, args.length));
      cell(id, mode, settings);
      return;
    }
    Settings settings = parseOrExit(args);
    List<Case> cases = cases(settings.scale()).stream().filter(c -> settings.selects(c.id())).toList();
    if (cases.isEmpty()) {
      System.err.println("no row matches " + settings.filters());
      System.exit(2);
    }
    long begin = System.nanoTime();
    System.out.println(header(settings));
    System.out.println();
    Runner runner = settings.inProcess() ? inProcess(settings) : forked(settings);
    List<Row> rows = new ArrayList<>();
    System.out.println(TABLE_HEAD);
    System.out.println(TABLE_RULE);
    for (Case c : cases) {
      Row row = measure(c, runner);
      rows.add(row);
      System.out.println(line(row));
    }
    System.out.println();
    System.out.println(legend(settings.scale(), rows));
    System.out.println(summary(rows));
    double seconds = (System.nanoTime() - begin) / 1e9;
    System.out.printf(Locale.ROOT, "%nThe table took %.0f s (%.1f min).%n", seconds, seconds / 60);
    // A call left running in this JVM (--in-process) must not keep it alive.
    System.exit(0);
  }

  private static Settings parseOrExit(String[] args) {
    try {
      return Settings.parse(args);
    } catch (IllegalArgumentException e) {
      System.err.println("StopLatency: " + e.getMessage());
      System.exit(2);
      throw e;
    }
  }

  static final String TABLE_HEAD = "| Strategy | Family | Budget overrun (ms) | Interrupt overrun (ms) | Outcome |";

  static final String TABLE_RULE = "|---|---|--:|--:|---|";

  /** Measures both modes of one row. */
  static Row measure(Case c, Runner runner) {
    Measurement budget = c.budgeted() ? runner.measure(c, Mode.BUDGET) : Measurement.skipped();
    Measurement interrupt = runner.measure(c, Mode.INTERRUPT);
    return new Row(c, budget, interrupt);
  }

  /** The Markdown table of {@code rows}. */
  static String table(List<Row> rows) {
    StringBuilder out = new StringBuilder(TABLE_HEAD).append('\n').append(TABLE_RULE).append('\n');
    for (Row row : rows) {
      out.append(line(row)).append('\n');
    }
    return out.toString();
  }

  static String line(Row row) {
    return "| " + row.row().label() + " | " + row.row().family() + " | " + row.budget().cell() + " | "
        + row.interrupt().cell() + " | " + row.outcome() + " |";
  }

  private static String header(Settings settings) {
    List<String> jvm = ManagementFactory.getRuntimeMXBean().getInputArguments();
    return String.format(
        Locale.ROOT,
        "Stop latency: stop at %d ms (a budget, or an interrupt of a call without one), goal <= %d ms,"
            + " limit %d s; %s; Java %s; %d processors; JVM options %s",
        settings.stopMillis(),
        GOAL_MILLIS,
        settings.limitSeconds(),
        settings.inProcess() ? "all cells in one JVM" : "each cell in a fresh JVM",
        System.getProperty("java.version"),
        Runtime.getRuntime().availableProcessors(),
        jvm);
  }

  /** The families of the rows shown, with their instances. */
  static String legend(Scale scale, List<Row> rows) {
    StringBuilder out = new StringBuilder();
    for (Family f : families(scale)) {
      if (rows.stream().anyMatch(r -> r.row().family().equals(f.key()))) {
        out.append("- ").append(f.key()).append(": ").append(f.description()).append('\n');
      }
    }
    for (Map.Entry<String, String> call : callDescriptions(scale).entrySet()) {
      if (rows.stream().anyMatch(r -> r.row().label().equals(call.getKey()))) {
        out.append("- call ").append(call.getKey()).append(": ").append(call.getValue()).append('\n');
      }
    }
    return out.toString();
  }

  /** How many cells miss the goal, and which. */
  static String summary(List<Row> rows) {
    List<String> missed = new ArrayList<>();
    int measured = 0;
    for (Row row : rows) {
      for (Map.Entry<String, Measurement> m : Map.of("budget", row.budget(), "interrupt", row.interrupt()).entrySet()) {
        Status s = m.getValue().status();
        if (s == Status.STOPPED || s == Status.TIMED_OUT) {
          measured++;
        }
        if (m.getValue().missesGoal()) {
          missed.add(row.row().id() + " " + m.getKey());
        }
      }
    }
    missed.sort(null);
    return String.format(
        Locale.ROOT,
        "%d of %d stopped calls returned more than %d ms after their stop%s",
        missed.size(),
        measured,
        GOAL_MILLIS,
        missed.isEmpty() ? "." : ": " + String.join(", ", missed) + ".");
  }

  // ---------------------------------------------------------------------------------------------
  // The rows

  /** Every row at this scale: each family by each strategy, then the other calls. */
  static List<Case> cases(Scale scale) {
    List<Case> cases = new ArrayList<>();
    for (Family f : families(scale)) {
      Supplier<Function<Strategy, Timed>> instance = once(f.instance());
      for (Strategy s : Strategy.values()) {
        cases.add(new Case(s.name(), f.key(), () -> instance.get().apply(s), true));
      }
    }
    cases.addAll(calls(scale));
    return cases;
  }

  /** The board families; the FHCP graph only if its file is here (else, at full scale, none). */
  static List<Family> families(Scale scale) {
    boolean full = scale == Scale.FULL;
    int side = full ? 1000 : 12;
    int huge = full ? 20_000 : 100;
    int cube = full ? 200 : 6;
    int graphSide = full ? 500 : 10;
    List<Family> families = new ArrayList<>();
    families.add(board("2d", Board.of(side, side), TourKind.CLOSED, "closed tour from a1"));
    families.add(board("huge2d", Board.of(huge, huge), TourKind.OPEN, "open tour from a1"));
    families.add(
        new Family(
            "3d",
            cube + "×" + cube + "×" + cube + ", open tour from (0,0,0) (KnightTours.solvePath(PathRequest of a Board3d, Strategy))",
            () -> s -> o -> outcome(
                KnightTours.solvePath(
                    PathRequest.builder(Board3d.of(cube, cube, cube)).start(new Cell(0, 0, 0)).options(o).build(), s))));
    families.add(board("torus", Board.torus(side, side), TourKind.CLOSED, "closed tour from a1"));
    families.add(
        new Family(
            "graph",
            "the " + graphSide + "×" + graphSide + " knight graph as a JGraphT graph (KnightGraphs.of,"
                + " built outside the timing), HamiltonianPaths.solve from a1",
            () -> {
              Graph<Square, ?> graph = KnightGraphs.of(Board.of(graphSide, graphSide));
              return s -> o -> outcome(HamiltonianPaths.solve(graph, Square.of(0, 0), s, o));
            }));
    Optional<Path> fhcp = FHCP_FILES.stream().filter(Files::isRegularFile).findFirst();
    if (!full) {
      // The small stand-in: a Hamiltonian cycle of a small graph read the same way.
      families.add(
          new Family(
              "fhcp",
              "the 6×6 knight graph, HamiltonianPaths.solveCycle (stands in for the FHCP file)",
              () -> {
                Graph<Square, ?> graph = KnightGraphs.of(Board.of(6, 6));
                return s -> o -> outcome(HamiltonianPaths.solveCycle(graph, s, o));
              }));
    } else if (fhcp.isPresent()) {
      Path file = fhcp.get();
      families.add(
          new Family(
              "fhcp",
              "FHCP Challenge Set graph1001 (9,528 vertices, read with GraphFiles.read outside the"
                  + " timing), HamiltonianPaths.solveCycle",
              () -> {
                Graph<String, ?> graph;
                try {
                  graph = GraphFiles.read(file).graph();
                } catch (IOException e) {
                  throw new UncheckedIOException(e);
                }
                return s -> o -> outcome(HamiltonianPaths.solveCycle(graph, s, o));
              }));
    }
    return families;
  }

  private static Family board(String key, Board board, TourKind kind, String what) {
    return new Family(
        key,
        board + ", " + what + " (KnightTours.solve(TourRequest, Strategy))",
        () ->
            s ->
                o ->
                    outcome(
                        KnightTours.solve(
                            TourRequest.builder(board, Square.of(0, 0)).kind(kind).options(o).build(), s)));
  }

  /** The other long calls, which take no strategy. */
  static List<Case> calls(Scale scale) {
    boolean full = scale == Scale.FULL;
    int countSide = full ? 150 : 5;
    int splitSide = full ? 60 : 5;
    int streamSide = full ? 3000 : 8;
    List<Case> calls = new ArrayList<>();
    calls.add(
        new Case(
            "count",
            "call",
            () ->
                o -> {
                  CountRequest.Builder b =
                      CountRequest.builder(Board.of(countSide, countSide), CountKind.OPEN_DIRECTED).parallelism(2);
                  o.timeBudget().ifPresent(b::timeBudget);
                  return outcome(KnightTours.count(b.build()));
                },
            true));
    calls.add(
        new Case(
            "split",
            "call",
            () ->
                o -> {
                  CountRequest r = CountRequest.builder(Board.of(splitSide, splitSide), CountKind.OPEN_DIRECTED).build();
                  return "RETURNED: " + KnightTours.split(r, KnightTours.MAX_SPLIT).size() + " items";
                },
            false));
    calls.add(
        new Case(
            "work-item",
            "call",
            () -> {
              CountWorkItem item =
                  KnightTours.split(CountRequest.builder(Board.of(full ? 8 : 5, full ? 8 : 6), CountKind.CLOSED_UNDIRECTED).build(), 1)
                      .get(0);
              return o -> "RETURNED: " + item.count();
            },
            false));
    calls.add(
        new Case(
            "stream",
            "call",
            () -> o -> "RETURNED: " + KnightTours.openTours(Board.of(streamSide, streamSide), Square.of(0, 1)).findFirst().isPresent(),
            false));
    return calls;
  }

  private static Map<String, String> callDescriptions(Scale scale) {
    boolean full = scale == Scale.FULL;
    Map<String, String> d = new LinkedHashMap<>();
    int c = full ? 150 : 5;
    d.put("count", "KnightTours.count of " + c + "×" + c + " OPEN_DIRECTED on 2 threads");
    int s = full ? 60 : 5;
    d.put("split", "KnightTours.split of " + s + "×" + s + " OPEN_DIRECTED into MAX_SPLIT items (no budget)");
    d.put("work-item", "CountWorkItem.count of the only item of " + (full ? "8×8" : "5×6") + " CLOSED_UNDIRECTED (no budget)");
    int t = full ? 3000 : 8;
    d.put("stream", "KnightTours.openTours(" + t + "×" + t + ", b1).findFirst() (no budget)");
    return d;
  }

  private static String outcome(TourResult r) {
    return r.outcome() + ": " + r.explanation();
  }

  private static String outcome(PathResult<?> r) {
    return r.outcome() + ": " + r.explanation();
  }

  private static String outcome(HamiltonianPathResult<?, ?> r) {
    return r.outcome() + ": " + r.explanation();
  }

  private static String outcome(TourCount c) {
    return (c.isComplete() ? "COMPLETE" : "INCOMPLETE") + ": " + c.count();
  }

  /** Builds the value on the first call only (a graph is built once for all its rows). */
  private static <T> Supplier<T> once(Supplier<T> supplier) {
    return new Supplier<>() {
      private T value;

      @Override
      public synchronized T get() {
        if (value == null) {
          value = supplier.get();
        }
        return value;
      }
    };
  }

  // ---------------------------------------------------------------------------------------------
  // Measuring

  /**
   * Runs {@code call} on a thread of its own and times its stop: a budget of {@code stopMillis}
   * from its start, or an interrupt {@code stopMillis} after its start. Waits at most {@code
   * limitSeconds} after the stop; a call still running then is left running (a daemon thread).
   */
  static Measurement measure(Timed call, Mode mode, long stopMillis, long limitSeconds) throws InterruptedException {
    SearchOptions options =
        mode == Mode.BUDGET
            ? SearchOptions.builder().timeBudget(Duration.ofMillis(stopMillis)).build()
            : SearchOptions.defaults();
    CountDownLatch started = new CountDownLatch(1);
    long[] times = new long[2]; // start and end, written by the worker before the latch / join
    Object[] ended = new Object[1];
    Thread worker =
        new Thread(
            () -> {
              times[0] = System.nanoTime();
              started.countDown();
              Object result;
              try {
                result = call.call(options);
              } catch (Throwable e) {
                result = e;
              }
              synchronized (times) {
                times[1] = System.nanoTime();
                ended[0] = result;
              }
            },
            "stop-latency call");
    worker.setDaemon(true);
    worker.start();
    started.await();
    long stopAt = times[0] + TimeUnit.MILLISECONDS.toNanos(stopMillis);
    if (mode == Mode.INTERRUPT) {
      for (long left = stopAt - System.nanoTime(); left > 0; left = stopAt - System.nanoTime()) {
        LockSupport.parkNanos(left);
      }
      synchronized (times) {
        if (ended[0] == null) {
          stopAt = System.nanoTime();
          worker.interrupt();
        }
      }
    }
    long waitUntil = stopAt + TimeUnit.SECONDS.toNanos(limitSeconds);
    for (long left = waitUntil - System.nanoTime(); worker.isAlive() && left > 0; left = waitUntil - System.nanoTime()) {
      worker.join(Math.max(1, TimeUnit.NANOSECONDS.toMillis(left)));
    }
    synchronized (times) {
      if (ended[0] == null) {
        return Measurement.timedOut(limitSeconds, (System.nanoTime() - times[0]) / 1e6);
      }
      double elapsed = (times[1] - times[0]) / 1e6;
      double overrun = (times[1] - stopAt) / 1e6;
      boolean beforeStop = times[1] < stopAt;
      if (ended[0] instanceof String outcome) {
        return new Measurement(beforeStop ? Status.FINISHED : Status.STOPPED, overrun, elapsed, outcome);
      }
      Throwable e = (Throwable) ended[0];
      String what = e.getClass().getSimpleName() + ": " + e.getMessage();
      if (e instanceof IllegalArgumentException && beforeStop) {
        return new Measurement(Status.REFUSED, 0, elapsed, what);
      }
      return new Measurement(beforeStop ? Status.FINISHED : Status.STOPPED, overrun, elapsed, what);
    }
  }

  /** Runs each cell in this JVM (the tests' runner, and {@code --in-process}). */
  static Runner inProcess(Settings settings) {
    return (c, mode) -> {
      try {
        Timed call = c.setUp().get();
        System.gc();
        Measurement m = measure(call, mode, settings.stopMillis(), settings.limitSeconds());
        progress(c, mode, m);
        return m;
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return Measurement.failed("interrupted");
      } catch (RuntimeException e) {
        return Measurement.failed(e.toString());
      }
    };
  }

  private static void progress(Case c, Mode mode, Measurement m) {
    System.err.printf(
        Locale.ROOT,
        "%s %s: %s, %.1f ms after the stop, %.1f ms in all; %s%n",
        c.id(),
        mode,
        m.status(),
        m.overrunMillis(),
        m.elapsedMillis(),
        m.outcome().length() > 300 ? m.outcome().substring(0, 300) + "…" : m.outcome());
  }

  /** Runs each cell in a fresh JVM with this one's java, options and class path. */
  static Runner forked(Settings settings) {
    return (c, mode) -> {
      List<String> command = new ArrayList<>();
      command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
      for (String option : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
        // The heap and VM options; not agents or debuggers, which would clash.
        if (option.startsWith("-X") || option.startsWith("-D")) {
          command.add(option);
        }
      }
      command.addAll(
          List.of(
              "-cp",
              System.getProperty("java.class.path"),
              StopLatency.class.getName(),
              "--cell",
              c.id(),
              mode.name(),
              "--stop-ms",
              Long.toString(settings.stopMillis()),
              "--limit-s",
              Long.toString(settings.limitSeconds())));
      if (settings.scale() == Scale.TINY) {
        command.add("--tiny");
      }
      Process process = null;
      try {
        process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        BlockingQueue<String> lines = new LinkedBlockingQueue<>();
        Process p = process;
        Thread reader =
            new Thread(
                () -> {
                  try (BufferedReader in =
                      new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
                    for (String line = in.readLine(); line != null; line = in.readLine()) {
                      if (line.equals(START) || line.startsWith(RESULT)) {
                        lines.add(line);
                      }
                    }
                  } catch (IOException e) {
                    // the process is gone; the missing line says so below
                  }
                  lines.add("");
                },
                "stop-latency reader");
        reader.setDaemon(true);
        reader.start();
        String line = lines.poll(SET_UP_LIMIT_SECONDS, TimeUnit.SECONDS);
        if (START.equals(line)) {
          // The child gives up by itself at the limit; this is the backstop if it cannot.
          line = lines.poll(settings.stopMillis() + TimeUnit.SECONDS.toMillis(settings.limitSeconds() + 15), TimeUnit.MILLISECONDS);
          if (line == null) {
            Measurement m = Measurement.timedOut(settings.limitSeconds(), Double.NaN);
            progress(c, mode, m);
            return m;
          }
        }
        Measurement m;
        if (line == null) {
          m = Measurement.failed("no start within " + SET_UP_LIMIT_SECONDS + " s of set-up");
        } else if (line.startsWith(RESULT)) {
          m = Measurement.decode(line.substring(RESULT.length()));
        } else {
          process.waitFor(10, TimeUnit.SECONDS);
          m = Measurement.failed("the JVM ended without a result" + (process.isAlive() ? "" : " (exit " + process.exitValue() + ")"));
        }
        progress(c, mode, m);
        return m;
      } catch (IOException e) {
        return Measurement.failed(e.toString());
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return Measurement.failed("interrupted");
      } finally {
        if (process != null) {
          process.destroyForcibly();
        }
      }
    };
  }

  /**
   * What a forked JVM does: warms the call up on the family's small instance (a refusal there is
   * the row's answer), builds the instance, measures once and prints the result line.
   */
  private static void cell(String id, Mode mode, Settings settings) throws InterruptedException {
    Case c = find(cases(settings.scale()), id);
    Case small = find(cases(Scale.TINY), id);
    Measurement result = null;
    try {
      Timed warm = small.setUp().get();
      for (int i = 0; i < WARM_UPS && result == null; i++) {
        Measurement w = measure(warm, Mode.BUDGET, WARM_UP_BUDGET_MILLIS, settings.limitSeconds());
        if (w.status() == Status.REFUSED) {
          result = w;
        }
      }
      if (result == null) {
        Timed call = c.setUp().get();
        System.gc();
        System.out.println(START);
        System.out.flush();
        result = measure(call, mode, settings.stopMillis(), settings.limitSeconds());
      }
    } catch (RuntimeException | OutOfMemoryError e) {
      result = Measurement.failed("set-up: " + e);
    }
    System.out.println(RESULT + result.encode());
    System.out.flush();
    // Ends the JVM even with a call still running on its thread.
    Runtime.getRuntime().halt(0);
  }

  private static Case find(List<Case> cases, String id) {
    return cases.stream()
        .filter(c -> c.id().equals(id))
        .findFirst()
        .orElseThrow(() -> new IllegalArgumentException("no row " + id));
  }
}
