package io.github.knighttours.benchmarks;

import io.github.knighttours.Outcome;
import io.github.knighttours.SearchOptions;
import io.github.knighttours.Strategy;
import io.github.knighttours.graph.HamiltonianPathResult;
import io.github.knighttours.graph.HamiltonianPaths;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.jgrapht.Graph;
import org.jgrapht.GraphPath;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.SimpleGraph;

/**
 * Not JMH: a plain {@code main} that runs {@link HamiltonianPaths#solveCycle} with a time budget
 * on the FHCP Challenge Set files (Haythorpe 2015; every graph has a Hamiltonian cycle), checks
 * every cycle found against the file's own edges with {@link CycleCheck}, and prints a Markdown
 * summary per strategy: cycles found by size class, time per graph, the largest graph solved,
 * the graphs not solved, and a table by family (largest degree: cubic, 4 to 8, hubs of 9 to 20,
 * hubs over 20) and size with the step of {@code AUTO} that found each cycle.
 *
 * <pre>
 * java -cp knight-benchmarks/target/benchmarks.jar io.github.knighttours.benchmarks.FhcpBenchmark \
 *     --strategies BACKTRACKING,POHL --budget 2 --max-vertices 1000 --parallel 2
 * </pre>
 *
 * <p>{@code --parallel K} searches K graphs at a time, each on one thread; {@code --parallel 1
 * --threads 2} gives each graph two threads instead ({@link SearchOptions.Builder#threads}), the
 * way to use both cores of a two-core machine on one graph.
 *
 * <p>The time of a search is the wall-clock time of the {@code solveCycle} call alone (copying
 * the JGraphT graph into the library's arrays, the search, the library's own check); reading
 * the file and building the JGraphT graph come before it. Exit code 0, 1 if some cycle was
 * invalid or some search claimed that a graph has no cycle, 2 for bad options.
 */
public final class FhcpBenchmark {

  /** The usage text printed with {@code --help} and after a bad option. */
  static final String USAGE =
      String.join(
          "\n",
          "usage: FhcpBenchmark [options]",
          "  --dir DIR            the graphN.hcp.gz files (default ../shared/hcp/fhcp, then /work/shared/hcp/fhcp)",
          "  --budget SECONDS     time per graph and strategy (default 10)",
          "  --strategies A,B     Strategy names (default AUTO)",
          "  --min-vertices N     only graphs of at least N vertices",
          "  --max-vertices N     only graphs of at most N vertices",
          "  --graphs 3,5,7       only these graph numbers",
          "  --seed S             seed for the heuristics' ties (default: fixed ties)",
          "  --parallel K         graphs searched at a time (default 1)",
          "  --threads T          threads each search may use (default 1): AUTO runs its searches side by",
          "                       side; --parallel 1 --threads 2 puts both cores of a 2-core machine on one graph",
          "  --csv FILE           one row per graph and strategy",
          "  --progress           one line per graph on stderr");

  /** The largest budget accepted, in seconds (one day). */
  static final double MAX_BUDGET_SECONDS = 86_400;

  /** The most graphs searched at a time. */
  static final int MAX_PARALLEL = 256;

  private static final Pattern FILE_NAME = Pattern.compile("graph(\\d{1,9})\\.hcp\\.gz");

  private FhcpBenchmark() {}

  /**
   * Runs the benchmark and exits with its exit code.
   *
   * @param args the options; {@code --help} lists them
   */
  public static void main(String[] args) {
    System.exit(execute(args, System.out, System.err));
  }

  /** Runs the benchmark; returns the exit code (0 fine, 1 a wrong answer, 2 bad options). */
  static int execute(String[] args, PrintStream out, PrintStream err) {
    long start = System.nanoTime();
    if (Arrays.asList(args).contains("--help") || Arrays.asList(args).contains("-h")) {
      out.println(USAGE);
      return 0;
    }
    Settings settings;
    List<GraphFile> files;
    try {
      settings = Settings.parse(args);
      files = select(settings);
    } catch (IllegalArgumentException e) {
      err.println("FhcpBenchmark: " + e.getMessage());
      err.println(USAGE);
      return 2;
    }
    if (files.isEmpty()) {
      err.println("FhcpBenchmark: no graph in " + settings.dir() + " matches the options");
      return 2;
    }
    List<Run> runs;
    try {
      runs = run(settings, files, LIBRARY, err);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      err.println("FhcpBenchmark: interrupted");
      return 130;
    }
    Duration wall = Duration.ofNanos(System.nanoTime() - start);
    out.print(FhcpSummary.render(settings, files, runs, wall));
    if (settings.csv().isPresent()) {
      try {
        Files.writeString(settings.csv().get(), FhcpSummary.csv(runs));
      } catch (IOException e) {
        err.println("FhcpBenchmark: cannot write --csv " + settings.csv().get() + ": " + e.getMessage());
        return 2;
      }
    }
    return exitCode(runs);
  }

  /** Returns 1 if some run found a wrong cycle or claimed that there is none, else 0. */
  static int exitCode(List<Run> runs) {
    return runs.stream().anyMatch(r -> r.problem() != null) ? 1 : 0;
  }

  /**
   * Searches every file with every strategy, {@code settings.parallel()} files at a time, and
   * returns one run per file and strategy in the order of {@code files}. Wrong answers are also
   * printed to {@code log} at once; with {@code settings.progress()} one line per file too.
   *
   * @throws InterruptedException if the calling thread is interrupted while it waits
   */
  static List<Run> run(Settings settings, List<GraphFile> files, CycleFinder finder, PrintStream log)
      throws InterruptedException {
    ExecutorService pool =
        Executors.newFixedThreadPool(
            settings.parallel(),
            task -> {
              Thread thread = new Thread(task, "fhcp");
              thread.setDaemon(true);
              return thread;
            });
    try {
      AtomicInteger done = new AtomicInteger();
      List<Future<List<Run>>> futures = new ArrayList<>();
      for (GraphFile file : files) {
        futures.add(
            pool.submit(
                () -> {
                  List<Run> runs = runGraph(settings, file, finder, log);
                  if (settings.progress()) {
                    log.println(progressLine(file, runs, done.incrementAndGet(), files.size()));
                  }
                  return runs;
                }));
      }
      List<Run> all = new ArrayList<>();
      for (Future<List<Run>> future : futures) {
        try {
          all.addAll(future.get());
        } catch (ExecutionException e) {
          throw new IllegalStateException("a graph's task failed: " + e.getCause(), e.getCause());
        }
      }
      return all;
    } finally {
      pool.shutdownNow();
    }
  }

  /** Reads one file and runs every strategy on it. */
  static List<Run> runGraph(Settings settings, GraphFile file, CycleFinder finder, PrintStream log) {
    List<Run> runs = new ArrayList<>();
    HcpGraph graph;
    try {
      graph = HcpGraph.read(file.path());
    } catch (IOException | IllegalArgumentException e) {
      for (Strategy strategy : settings.strategies()) {
        runs.add(new Run(file.number(), file.vertices(), 0, 0, strategy.name(), "error: " + e.getMessage(), 0, null, ""));
      }
      return runs;
    }
    SimpleGraph<Integer, DefaultEdge> jgrapht = graph.toJGraphT();
    for (Strategy strategy : settings.strategies()) {
      SearchOptions.Builder options = SearchOptions.builder().timeBudget(settings.budget()).threads(settings.threads());
      settings.seed().ifPresent(options::seed);
      long start = System.nanoTime();
      Attempt attempt;
      String error = null;
      try {
        attempt = finder.find(jgrapht, strategy, options.build());
      } catch (RuntimeException e) {
        attempt = null;
        error = "error: " + e.getMessage();
      }
      double seconds = (System.nanoTime() - start) / 1e9;
      Run run =
          attempt == null
              ? new Run(
                  file.number(), graph.vertices(), graph.edgeCount(), graph.maxDegree(), strategy.name(), error, seconds,
                  null, "")
              : judge(file.number(), graph, strategy.name(), attempt, seconds);
      if (run.problem() != null) {
        log.println("WRONG ANSWER: graph " + file.number() + ", " + strategy + ": " + run.problem());
      }
      runs.add(run);
    }
    return runs;
  }

  /** Turns an attempt into a run, checking a found cycle against the file. */
  static Run judge(int number, HcpGraph graph, String strategy, Attempt attempt, double seconds) {
    String problem = null;
    if (attempt.outcome() == Outcome.FOUND) {
      problem =
          attempt.cycle() == null
              ? "FOUND without a cycle"
              : CycleCheck.problem(graph, attempt.cycle()).map(p -> "invalid cycle: " + p).orElse(null);
    } else if (attempt.outcome() == Outcome.PROVEN_ABSENT) {
      problem = "claims that there is no Hamiltonian cycle, but every FHCP graph has one";
    }
    return new Run(
        number, graph.vertices(), graph.edgeCount(), graph.maxDegree(), strategy, attempt.outcome().name(), seconds,
        problem, attempt.explanation());
  }

  private static String progressLine(GraphFile file, List<Run> runs, int done, int total) {
    StringBuilder line = new StringBuilder();
    line.append(String.format(Locale.ROOT, "[%d/%d] graph %d (%d vertices):", done, total, file.number(), file.vertices()));
    for (Run run : runs) {
      line.append(String.format(Locale.ROOT, " %s %s %.2f s;", run.strategy(), run.outcome(), run.seconds()));
    }
    line.setLength(line.length() - 1);
    return line.toString();
  }

  /**
   * Lists the files that the settings choose, sorted by graph number, each with the DIMENSION
   * of its header.
   *
   * @throws IllegalArgumentException if the directory or a named graph is missing, or a header
   *     is unreadable
   */
  static List<GraphFile> select(Settings settings) {
    Path dir = settings.dir();
    if (!Files.isDirectory(dir)) {
      throw new IllegalArgumentException("--dir " + dir + " is not a directory");
    }
    List<Path> paths = new ArrayList<>();
    if (settings.graphs().isEmpty()) {
      try (Stream<Path> listing = Files.list(dir)) {
        listing.filter(p -> FILE_NAME.matcher(p.getFileName().toString()).matches()).forEach(paths::add);
      } catch (IOException e) {
        throw new IllegalArgumentException("cannot list --dir " + dir + ": " + e.getMessage(), e);
      }
    } else {
      for (int number : settings.graphs()) {
        Path path = dir.resolve("graph" + number + ".hcp.gz");
        if (!Files.isRegularFile(path)) {
          throw new IllegalArgumentException("--graphs names graph " + number + ", but there is no " + path);
        }
        paths.add(path);
      }
    }
    List<GraphFile> files = new ArrayList<>();
    for (Path path : paths) {
      Matcher name = FILE_NAME.matcher(path.getFileName().toString());
      name.matches();
      int vertices;
      try {
        vertices = HcpGraph.readDimension(path);
      } catch (IOException e) {
        throw new IllegalArgumentException("cannot read " + path + ": " + e.getMessage(), e);
      }
      if (vertices >= settings.minVertices() && vertices <= settings.maxVertices()) {
        files.add(new GraphFile(Integer.parseInt(name.group(1)), path, vertices));
      }
    }
    files.sort(Comparator.comparingInt(GraphFile::number));
    return files;
  }

  /** The library's search, as the benchmark runs it. */
  static final CycleFinder LIBRARY =
      (graph, strategy, options) -> {
        HamiltonianPathResult<Integer, DefaultEdge> result = HamiltonianPaths.solveCycle(graph, strategy, options);
        return new Attempt(
            result.outcome(), result.path().map(FhcpBenchmark::openCycle).orElse(null), result.explanation());
      };

  /** The vertices of a closed walk without the repeated first vertex at its end. */
  static int[] openCycle(GraphPath<Integer, DefaultEdge> path) {
    List<Integer> vertices = path.getVertexList();
    int size = vertices.size();
    if (size > 1 && vertices.get(0).equals(vertices.get(size - 1))) {
      size--;
    }
    int[] cycle = new int[size];
    for (int i = 0; i < size; i++) {
      cycle[i] = vertices.get(i);
    }
    return cycle;
  }

  /** One Hamiltonian cycle search, replaceable in tests. */
  @FunctionalInterface
  interface CycleFinder {
    /** Searches {@code graph} (vertices 1..n) for a Hamiltonian cycle. */
    Attempt find(Graph<Integer, DefaultEdge> graph, Strategy strategy, SearchOptions options);
  }

  /**
   * What a search returned.
   *
   * @param outcome how it ended
   * @param cycle the cycle's vertices without the closing repeat, or null if none was returned
   * @param explanation what the search said of its answer (which step found it, for AUTO)
   */
  record Attempt(Outcome outcome, int[] cycle, String explanation) {
    Attempt {
      Objects.requireNonNull(outcome, "outcome must not be null");
      Objects.requireNonNull(explanation, "explanation must not be null");
    }

    /** An attempt that explains nothing. */
    Attempt(Outcome outcome, int[] cycle) {
      this(outcome, cycle, "");
    }
  }

  /**
   * One FHCP file chosen for the run.
   *
   * @param number the N of graphN.hcp.gz
   * @param path the file
   * @param vertices its DIMENSION
   */
  record GraphFile(int number, Path path, int vertices) {}

  /**
   * One search of one graph.
   *
   * @param graph the graph number
   * @param vertices its vertices
   * @param edges its distinct edges (0 if the file could not be read)
   * @param maxDegree its largest degree (0 if the file could not be read)
   * @param strategy the strategy name
   * @param outcome the {@link Outcome} name, or {@code error: message}
   * @param seconds the time of the call
   * @param problem what is wrong with the answer, or null if nothing is
   * @param explanation what the search said of its answer
   */
  record Run(
      int graph, int vertices, int edges, int maxDegree, String strategy, String outcome, double seconds, String problem,
      String explanation) {

    /** True if a cycle was found and it passed the check. */
    boolean solved() {
      return outcome.equals(Outcome.FOUND.name()) && problem == null;
    }

    /** True if the search threw instead of answering. */
    boolean error() {
      return outcome.startsWith("error");
    }
  }

  /**
   * The options of one run.
   *
   * @param dir the directory of graphN.hcp.gz files
   * @param budget the time budget of each search
   * @param strategies the strategies, in column order
   * @param minVertices the smallest DIMENSION run
   * @param maxVertices the largest DIMENSION run
   * @param graphs the graph numbers named by {@code --graphs}, empty for all
   * @param seed the seed for ties, if any
   * @param parallel how many graphs run at a time
   * @param threads how many threads each search may use
   * @param csv where to write the rows, if anywhere
   * @param progress whether to print one line per graph to stderr
   */
  record Settings(
      Path dir,
      Duration budget,
      List<Strategy> strategies,
      int minVertices,
      int maxVertices,
      List<Integer> graphs,
      OptionalLong seed,
      int parallel,
      int threads,
      Optional<Path> csv,
      boolean progress) {

    /** The directories tried, in order, when {@code --dir} is not given. */
    static final List<Path> DEFAULT_DIRS = List.of(Path.of("../shared/hcp/fhcp"), Path.of("/work/shared/hcp/fhcp"));

    /**
     * Parses the command line.
     *
     * @throws IllegalArgumentException with a message in command-line words
     */
    static Settings parse(String[] args) {
      Path dir = null;
      Duration budget = Duration.ofSeconds(10);
      List<Strategy> strategies = List.of(Strategy.AUTO);
      int min = 0;
      int max = Integer.MAX_VALUE;
      List<Integer> graphs = List.of();
      OptionalLong seed = OptionalLong.empty();
      int parallel = 1;
      int threads = 1;
      Optional<Path> csv = Optional.empty();
      boolean progress = false;
      for (int i = 0; i < args.length; i++) {
        String arg = args[i];
        String option = arg;
        String value = null;
        int equals = arg.indexOf('=');
        if (arg.startsWith("--") && equals > 0) {
          option = arg.substring(0, equals);
          value = arg.substring(equals + 1);
        }
        if (option.equals("--progress")) {
          progress = true;
          continue;
        }
        if (value == null) {
          if (i + 1 == args.length) {
            throw new IllegalArgumentException(option + " needs a value");
          }
          value = args[++i];
        }
        switch (option) {
          case "--dir" -> dir = Path.of(value);
          case "--budget" -> budget = parseBudget(value);
          case "--strategies" -> strategies = parseStrategies(value);
          case "--min-vertices" -> min = parseInt(option, value, 0, Integer.MAX_VALUE);
          case "--max-vertices" -> max = parseInt(option, value, 0, Integer.MAX_VALUE);
          case "--graphs" -> graphs = parseGraphs(value);
          case "--seed" -> seed = OptionalLong.of(parseLong(option, value));
          case "--parallel" -> parallel = parseInt(option, value, 1, MAX_PARALLEL);
          case "--threads" -> threads = parseInt(option, value, 1, SearchOptions.MAX_THREADS);
          case "--csv" -> csv = Optional.of(Path.of(value));
          default -> throw new IllegalArgumentException("unknown option " + arg);
        }
      }
      if (min > max) {
        throw new IllegalArgumentException("--min-vertices " + min + " is above --max-vertices " + max);
      }
      if (dir == null) {
        dir = DEFAULT_DIRS.stream().filter(Files::isDirectory).findFirst().orElse(DEFAULT_DIRS.get(0));
      }
      return new Settings(dir, budget, strategies, min, max, graphs, seed, parallel, threads, csv, progress);
    }

    private static Duration parseBudget(String value) {
      double seconds;
      try {
        seconds = Double.parseDouble(value);
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException("--budget must be a number of seconds, got \"" + value + "\"");
      }
      if (!(seconds >= 0.001 && seconds <= MAX_BUDGET_SECONDS)) {
        throw new IllegalArgumentException(
            "--budget must be in 0.001.." + (long) MAX_BUDGET_SECONDS + " seconds, got " + value);
      }
      return Duration.ofNanos(Math.round(seconds * 1e9));
    }

    private static List<Strategy> parseStrategies(String value) {
      List<Strategy> strategies = new ArrayList<>();
      for (String name : value.split(",", -1)) {
        String trimmed = name.trim();
        try {
          Strategy strategy = Strategy.valueOf(trimmed.toUpperCase(Locale.ROOT));
          if (!strategies.contains(strategy)) {
            strategies.add(strategy);
          }
        } catch (IllegalArgumentException e) {
          throw new IllegalArgumentException(
              "--strategies: no strategy \"" + trimmed + "\"; known: " + Arrays.toString(Strategy.values()));
        }
      }
      return List.copyOf(strategies);
    }

    private static List<Integer> parseGraphs(String value) {
      List<Integer> graphs = new ArrayList<>();
      for (String number : value.split(",", -1)) {
        int graph = parseInt("--graphs", number.trim(), 1, 999_999_999);
        if (!graphs.contains(graph)) {
          graphs.add(graph);
        }
      }
      return List.copyOf(graphs);
    }

    private static int parseInt(String option, String value, int min, int max) {
      long number = parseLong(option, value);
      if (number < min || number > max) {
        throw new IllegalArgumentException(option + " must be in " + min + ".." + max + ", got " + value);
      }
      return (int) number;
    }

    private static long parseLong(String option, String value) {
      try {
        return Long.parseLong(value.trim());
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException(option + " must be a whole number, got \"" + value + "\"");
      }
    }
  }
}
