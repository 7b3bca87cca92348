package io.github.knighttours.examples;

import io.github.knighttours.Outcome;
import io.github.knighttours.SearchOptions;
import io.github.knighttours.Strategy;
import io.github.knighttours.TourKind;
import io.github.knighttours.graph.GraphFile;
import io.github.knighttours.graph.GraphFiles;
import io.github.knighttours.graph.GraphFormat;
import io.github.knighttours.graph.GraphLayout;
import io.github.knighttours.graph.GraphPictures;
import io.github.knighttours.graph.HamiltonianCnf;
import io.github.knighttours.graph.HamiltonianPathResult;
import io.github.knighttours.graph.HamiltonianPaths;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.jgrapht.Graph;
import org.jgrapht.GraphPath;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.SimpleGraph;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import picocli.CommandLine.TypeConversionException;

/** The {@code graph} subcommand: a Hamiltonian path or cycle of a graph read from a file. */
@Command(
    name = "graph",
    mixinStandardHelpOptions = true,
    versionProvider = TourMain.ManifestVersion.class,
    sortOptions = false,
    description = {
      "Finds a Hamiltonian path or cycle of a graph file (DIMACS, GraphML, DOT, CSV or TSPLIB HCP).",
      "A Hamiltonian path visits every vertex once; a cycle also closes. The searches are those of"
          + " knight-tours. Formats, from the file name or --format-in: DIMACS (.col, .dimacs),"
          + " GraphML (.graphml), DOT (.dot, .gv), edge-list CSV (.csv: source,target a line) and TSPLIB"
          + " HCP (.hcp, as in the FHCP challenge set); a further .gz is decompressed. The graph is read as"
          + " simple and undirected (with --directed: directed, for GraphML and DOT files that say so):"
          + " self-loops and repeated edges are left out, with a note.",
      "The path goes to standard output (or --output): text is the file's vertex ids in visiting order"
          + " on one line (a cycle lists each vertex once; it closes from the last back to the first)."
          + " A summary goes to standard error; when nothing is found, the reason (or the proof that"
          + " nothing exists) goes there instead. Ctrl-C stops the search and says how far it got."
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:a path or cycle was found",
      "1:internal error, or the output (standard output or --output) could not be written",
      "2:bad command line, or a file that cannot be read or is malformed",
      "3:no Hamiltonian path or cycle exists (proven by exhaustive search)",
      "4:the strategy gave up, or a budget ran out (or the SAT solver's answer, --model, is UNKNOWN)",
      "5:--model: the SAT solver's answer says UNSATISFIABLE, so by its claim there is none (not checked here)",
      "130:stopped by Ctrl-C, after saying how the search ended"
    },
    footerHeading = "%nExamples:%n",
    footer = {
      "  knight-tours graph petersen.hcp                        (a Hamiltonian path, by AUTO)",
      "  knight-tours graph petersen.dot --kind closed --strategy backtracking   (proven absent: exit 3)",
      "  knight-tours graph graph3.hcp.gz --kind closed --strategy backtracking --format json",
      "  knight-tours graph petersen.hcp --format svg --layout circular -o petersen.svg",
      "  knight-tours graph edges.txt --format-in csv --start a --time-budget 10",
      "  knight-tours graph arcs.dot --directed --kind closed   (a directed cycle)",
      "  knight-tours graph g.hcp --kind closed --format cnf -o g.cnf; minisat g.cnf g.model;"
          + " knight-tours graph g.hcp --kind closed --model g.model"
    })
final class GraphCommand implements Callable<Integer> {

  /** The input formats: from the file name, or one of the readers. */
  enum FormatIn {
    /** From the file name. */
    AUTO,
    /** DIMACS. */
    DIMACS,
    /** GraphML. */
    GRAPHML,
    /** Graphviz DOT. */
    DOT,
    /** Edge-list CSV. */
    CSV,
    /** TSPLIB HCP. */
    HCP
  }

  /** The ways to print the result. */
  enum Format {
    /** The vertex ids on one line. */
    TEXT,
    /** A JSON object. */
    JSON,
    /** A picture: the graph with the vertices numbered in visiting order (knight-graph's GraphPictures). */
    SVG,
    /** The same for Graphviz. */
    DOT,
    /**
     * A TSPLIB tour file ({@code TYPE : TOUR}, {@code TOUR_SECTION}, the vertices, {@code -1},
     * {@code EOF}), as the FHCP checkers and LKH read: a cycle of a graph whose vertices are
     * numbered 1 to n.
     */
    TOUR,
    /** The Hamiltonian cycle (or path) problem as DIMACS CNF, for a SAT solver (knight-graph's HamiltonianCnf). */
    CNF
  }

  /** Exit code: the SAT solver's answer (--model) says UNSATISFIABLE; its claim, not checked here. */
  static final int SOLVER_SAYS_NONE = 5;

  @Spec private CommandSpec spec;

  @Parameters(index = "0", paramLabel = "FILE", description = "The graph file.")
  private Path file;

  @Option(
      names = "--format-in",
      paramLabel = "FORMAT",
      defaultValue = "auto",
      description = "auto (from the file name), dimacs, graphml, dot, csv or hcp. Default: ${DEFAULT-VALUE}.")
  private FormatIn formatIn;

  @Option(
      names = "--directed",
      description = "Reads the edges as arcs, in the direction the file gives them, and looks for a directed"
          + " path or cycle, which follows every arc forwards. Only for files that state a direction: GraphML"
          + " with edgedefault=\"directed\" and DOT digraphs; DIMACS, CSV and HCP files, a DOT graph and an"
          + " undirected GraphML graph are refused (exit 2), and so is a strategy that does not take directed"
          + " graphs (NEURAL_NETWORK). A proof of absence (exit 3) comes only from an exhaustive strategy.")
  private boolean directed;

  @Option(
      names = "--kind",
      paramLabel = "open|closed",
      defaultValue = "open",
      description = "open: a Hamiltonian path; closed: a Hamiltonian cycle. Default: ${DEFAULT-VALUE}.")
  private TourKind kind;

  @Option(
      names = "--strategy",
      paramLabel = "NAME",
      defaultValue = "AUTO",
      converter = GraphStrategyConverter.class,
      completionCandidates = GraphStrategyNames.class,
      description = "How to search, case ignored: ${COMPLETION-CANDIDATES} (the others need a board). AUTO first"
          + " tries the quick proofs of absence, Warnsdorff's walk repaired by rotations (POSA) and a forcing"
          + " search, then clause learning (CLAUSE_LEARNING), which finds one whenever it exists and proves"
          + " absence, given the budget; POHL and POSA are quick but may give up. Default: ${DEFAULT-VALUE}.")
  private Strategy strategy;

  @Option(
      names = "--start",
      paramLabel = "VERTEX",
      description = "The first vertex, by its id in the file. Default: any (a path may start anywhere).")
  private String start;

  @Option(
      names = "--end",
      paramLabel = "VERTEX",
      description = "The last vertex of an open path, by its id in the file (needs --start).")
  private String end;

  @Option(
      names = "--time-budget",
      paramLabel = "SECONDS",
      converter = TourMain.SecondsConverter.class,
      description = "Gives up after this many seconds (decimals allowed, such as 0.5).")
  private Duration timeBudget;

  @Option(names = "--node-budget", paramLabel = "N", description = "Gives up after this many search steps.")
  private Long nodeBudget;

  @Option(names = "--seed", paramLabel = "N", description = "Breaks ties at random with this seed.")
  private Long seed;

  @Option(
      names = "--threads",
      paramLabel = "N",
      description = "Threads the search may use. With 2 or more, AUTO on an undirected graph runs its searches"
          + " side by side (after the rotations: the forcing search on one thread, clause learning on another; it uses"
          + " two today), the first answer stopping the other; with 1 they run one after the other and the"
          + " same --seed gives the same answer every time. Default: 1 with --seed (so that the answer repeats), else"
          + " the number of processors available to Java.")
  private Integer threads;

  @Option(
      names = "--format",
      paramLabel = "FORMAT",
      defaultValue = "text",
      description = "text: the vertex ids on one line; json: one object as docs/result.schema.json describes"
          + " it: command, graph (the file's name), format, directed, vertexCount, edgeCount, kind, strategy,"
          + " outcome, start, end, vertices (the path's vertex ids in order, absent when none was found;"
          + " JSON numbers when every id of the file is an integer, else strings), nodes, backtracks,"
          + " elapsedMillis and explanation; svg: a picture of the graph with the path's vertices numbered in"
          + " visiting order (graphs of up to " + GraphPictures.MAX_VERTICES + " vertices and "
          + GraphPictures.MAX_EDGES + " edges); dot: the same for Graphviz; tour: a TSPLIB tour file"
          + " (TYPE : TOUR, TOUR_SECTION, the vertices, -1, EOF) of a cycle (--kind closed) of a graph"
          + " whose vertices are numbered 1 to n, as the FHCP checkers and LKH read it; cnf: no search, but"
          + " the problem (a cycle with --kind closed, else a path) as a DIMACS CNF formula for any SAT solver"
          + " (the encoding: docs/graphs.md), whose answer --model reads back."
          + " Default: ${DEFAULT-VALUE}.")
  private Format format;

  @Option(
      names = "--layout",
      paramLabel = "LAYOUT",
      defaultValue = "fr",
      description = "For --format svg: fr (force-directed, Fruchterman-Reingold, seeded by --seed or 1)"
          + " or circular (the path around a circle). Default: ${DEFAULT-VALUE}.")
  private GraphLayout layout;

  @Option(
      names = "--model",
      paramLabel = "FILE",
      description = "No search: reads a SAT solver's answer to the CNF that --format cnf wrote for the same"
          + " graph file and --kind (the SAT competition's 's SATISFIABLE' and 'v ... 0' lines, or MiniSat's"
          + " result file: SAT, then the literals), checks its cycle (or path) against the graph's edges and"
          + " prints it as --format says (text, json, svg, dot or tour). An UNSATISFIABLE answer exits with 5:"
          + " the solver's claim, which knight-tours does not check.")
  private Path model;

  @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "Writes the result to FILE.")
  private Path output;

  @Option(names = {"-q", "--quiet"}, description = "No summary line on standard error when a path is found.")
  private boolean quiet;

  @Option(
      names = "--progress",
      description = "Draws the search's progress on standard error even when it is not a terminal (in a"
          + " terminal it is drawn anyway).")
  private boolean progress;

  @Override
  public Integer call() {
    GraphFile read = read();
    Graph<String, DefaultEdge> graph = read.graph();
    PrintWriter err = spec.commandLine().getErr();
    if (!quiet && !read.note().isEmpty()) {
      err.println("note: " + read.note());
    }
    if (start != null && !graph.containsVertex(start)) {
      throw new ParameterException(
          spec.commandLine(), "--start " + start + " is not a vertex of " + read.name() + "; its vertices are "
              + someVertices(graph));
    }
    checkEnd(read, graph);
    if (format == Format.CNF || model != null) {
      checkNoSearch();
    }
    if (format == Format.CNF) {
      return writeCnf(read);
    }
    if (format == Format.TOUR) {
      checkTour(read, graph);
    }
    if ((format == Format.SVG || format == Format.DOT)
        && (graph.vertexSet().size() > GraphPictures.MAX_VERTICES
            || graph.edgeSet().size() > GraphPictures.MAX_EDGES)) {
      throw new ParameterException(
          spec.commandLine(),
          "--format " + TourMain.lower(format) + " draws graphs of up to " + GraphPictures.MAX_VERTICES
              + " vertices and " + GraphPictures.MAX_EDGES + " edges; " + read.name() + " has "
              + graph.vertexSet().size() + " and " + graph.edgeSet().size()
              + " (use --format text or json)");
    }
    if (model != null) {
      return readModel(read);
    }
    options((SearchProgressDisplay) null); // checks the options before anything is drawn
    boolean terminal = Terminal.isInteractive();
    HamiltonianPathResult<String, DefaultEdge> result;
    boolean stopped;
    String longest;
    try (CtrlC ctrlC = CtrlC.watchCurrentThread()) {
      try (SearchProgressDisplay display =
          SearchProgressDisplay.create(err, progress || terminal, terminal, timeBudget)) {
        result = search(graph, options(display));
        stopped = Thread.interrupted();
        longest = display.longestSoFar();
      }
      return report(read, result, stopped, longest);
    }
  }

  /** --format cnf and --model: no search, so no end points. */
  private void checkNoSearch() {
    String what = format == Format.CNF ? "--format cnf" : "--model";
    if (format == Format.CNF && model != null) {
      throw new ParameterException(
          spec.commandLine(), "--format cnf writes the CNF and --model reads a solver's answer to it: give one of them");
    }
    if (start != null || end != null) {
      throw new ParameterException(
          spec.commandLine(), what + " is for a cycle or path anywhere in the graph: leave out --start and --end");
    }
  }

  /** The CNF of the graph's Hamiltonian cycle (--kind closed) or path. */
  private HamiltonianCnf<String> cnf(GraphFile read) {
    try {
      return kind == TourKind.CLOSED ? HamiltonianCnf.cycle(read.graph()) : HamiltonianCnf.path(read.graph());
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), read.name() + ": " + e.getMessage(), e);
    }
  }

  /** --format cnf: the formula to standard output or --output, its size to standard error. */
  private int writeCnf(GraphFile read) {
    HamiltonianCnf<String> cnf = cnf(read);
    PrintWriter err = spec.commandLine().getErr();
    try {
      TextOutput.write(output, spec.commandLine().getOut(), cnf::write);
    } catch (IOException e) {
      err.println("error: cannot write " + TextOutput.destination(output) + ": " + e.getMessage());
      return TourMain.INTERNAL_ERROR;
    }
    if (!quiet) {
      err.println("Wrote the CNF of a Hamiltonian " + (kind == TourKind.CLOSED ? "cycle" : "path") + " of "
          + read.name() + ": " + cnf.variableCount() + " variables, " + cnf.clauseCount() + " clauses;"
          + " read a SAT solver's answer back with --model FILE and the same --kind");
    }
    return TourMain.FOUND;
  }

  /** --model: a SAT solver's answer, its model checked against the graph. */
  private int readModel(GraphFile read) {
    HamiltonianCnf<String> cnf = cnf(read);
    PrintWriter err = spec.commandLine().getErr();
    HamiltonianCnf.Answer<String> answer = readFile(model, () -> {
      try (Reader in = Files.newBufferedReader(model, StandardCharsets.UTF_8)) {
        return cnf.readAnswer(in, model.toString());
      }
    }, e -> "--model: " + e.getMessage());
    String what = "Hamiltonian " + (kind == TourKind.CLOSED ? "cycle" : "path") + " of " + read.name();
    switch (answer.verdict()) {
      case SOLVER_SAYS_NONE:
        err.println("No " + what + " by the SAT solver's claim: " + model + " says UNSATISFIABLE (knight-tours"
            + " did not check this; it is not a proof by knight-tours)");
        return SOLVER_SAYS_NONE;
      case UNKNOWN:
        err.println("No " + what + ": the SAT solver gave up (" + model + " says UNKNOWN or INDET)");
        return TourMain.INCOMPLETE;
      default:
        break;
    }
    try {
      TextOutput.write(output, spec.commandLine().getOut(), out -> write(read, null, answer.vertices(), out));
    } catch (IOException e) {
      err.println("error: cannot write " + TextOutput.destination(output) + ": " + e.getMessage());
      return TourMain.INTERNAL_ERROR;
    }
    if (!quiet) {
      err.println("Read a " + what + " from the SAT solver's model " + model + ", checked against the graph's edges");
    }
    return TourMain.FOUND;
  }

  /** --end: a vertex other than --start, for an open path from --start. */
  private void checkEnd(GraphFile read, Graph<String, DefaultEdge> graph) {
    if (end == null) {
      return;
    }
    if (kind == TourKind.CLOSED) {
      throw new ParameterException(
          spec.commandLine(), "--end " + end + " is for open paths; a cycle (--kind closed) ends where it begins");
    }
    if (start == null) {
      throw new ParameterException(spec.commandLine(), "--end " + end + " needs --start: the path runs from one to the other");
    }
    if (!graph.containsVertex(end)) {
      throw new ParameterException(
          spec.commandLine(), "--end " + end + " is not a vertex of " + read.name() + "; its vertices are " + someVertices(graph));
    }
    if (end.equals(start) && graph.vertexSet().size() > 1) {
      throw new ParameterException(spec.commandLine(), "--end " + end + " is the start; a path of more than one vertex ends elsewhere");
    }
  }

  /** --format tour: a cycle, and vertex ids 1 to n as TSPLIB numbers them. */
  private void checkTour(GraphFile read, Graph<String, DefaultEdge> graph) {
    if (kind != TourKind.CLOSED) {
      throw new ParameterException(
          spec.commandLine(), "--format tour writes a Hamiltonian cycle, as TSPLIB tours are: give --kind closed");
    }
    int n = graph.vertexSet().size();
    for (String v : graph.vertexSet()) {
      int id;
      try {
        id = Integer.parseInt(v);
      } catch (NumberFormatException notANumber) {
        id = 0;
      }
      if (id < 1 || id > n) {
        throw new ParameterException(
            spec.commandLine(),
            "--format tour needs vertices numbered 1 to " + n + ", as TSPLIB files number them; " + read.name()
                + " has vertex '" + TourMain.shorten(v) + "' (use --format text or json)");
      }
    }
  }

  private GraphFile read() {
    if (directed) {
      return readDirected();
    }
    return readFile(file, () -> formatIn == FormatIn.AUTO
        ? GraphFiles.read(file)
        : GraphFiles.read(file, GraphFormat.valueOf(formatIn.name())), e -> {
          String hint = formatIn == FormatIn.AUTO && GraphFormat.ofFileName(file.toString()).isEmpty()
              ? " (or give --format-in)" : "";
          return e.getMessage() + hint;
        });
  }

  /** Reading a file, which may throw what a file's reading throws. */
  @FunctionalInterface
  private interface FileRead<T> {
    T read() throws IOException;
  }

  /**
   * Reads {@code path}: a missing or unreadable file is a usage error naming it, and a file that
   * does not parse (IllegalArgumentException) is a usage error with {@code invalid}'s message.
   */
  private <T> T readFile(Path path, FileRead<T> read, Function<IllegalArgumentException, String> invalid) {
    try {
      return read.read();
    } catch (NoSuchFileException e) {
      throw new ParameterException(spec.commandLine(), "cannot read " + path + ": no such file");
    } catch (IOException e) {
      throw new ParameterException(spec.commandLine(), "cannot read " + path + ": " + e.getMessage(), e);
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), invalid.apply(e), e);
    }
  }

  /** --directed: only a format that states a direction, read keeping it. */
  private GraphFile readDirected() {
    GraphFormat format =
        formatIn != FormatIn.AUTO
            ? GraphFormat.valueOf(formatIn.name())
            : GraphFormat.ofFileName(file.toString())
                .orElseThrow(() -> new ParameterException(
                    spec.commandLine(), "cannot tell the format of " + file + " from its name: give --format-in"));
    if (!format.statesDirection()) {
      throw new ParameterException(
          spec.commandLine(),
          "--directed needs a file that states the direction of its edges: GraphML (edgedefault=\"directed\") or"
              + " DOT (digraph); " + file.getFileName() + " is " + TourMain.lower(format) + ", whose edges have no"
              + " direction (leave out --directed)");
    }
    return readFile(file, () -> GraphFiles.readDirected(file, format), e -> "--directed: " + e.getMessage());
  }

  private SearchOptions options(SearchProgressDisplay display) {
    try {
      SearchOptions.Builder options = SearchOptions.builder();
      if (seed != null) {
        options.seed(seed);
      }
      if (timeBudget != null) {
        options.timeBudget(timeBudget);
      }
      if (nodeBudget != null) {
        options.nodeBudget(nodeBudget);
      }
      // A seed asks for an answer that repeats, which only one thread gives.
      options.threads(threads != null ? threads : seed != null ? 1 : Runtime.getRuntime().availableProcessors());
      if (display != null) {
        options.progressListener(display);
      }
      return options.build();
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage(), e);
    }
  }

  private HamiltonianPathResult<String, DefaultEdge> search(Graph<String, DefaultEdge> graph, SearchOptions options) {
    try {
      return searchOnce(graph, options);
    } catch (IllegalArgumentException e) {
      // A strategy that does not take a directed graph, or a graph too large for the heap.
      throw new ParameterException(
          spec.commandLine(), (directed ? "--directed --strategy " + strategy + ": " : "") + e.getMessage(), e);
    }
  }

  private HamiltonianPathResult<String, DefaultEdge> searchOnce(Graph<String, DefaultEdge> graph, SearchOptions options) {
    if (kind == TourKind.CLOSED) {
      return HamiltonianPaths.solveCycle(graph, strategy, options);
    }
    if (end != null) {
      return HamiltonianPaths.solve(graph, start, end, strategy, options);
    }
    return start != null
        ? HamiltonianPaths.solve(graph, start, strategy, options)
        : HamiltonianPaths.solve(graph, strategy, options);
  }

  /** The vertices in visiting order; a cycle's once each, turned to begin at --start if given. */
  private List<String> vertices(HamiltonianPathResult<String, DefaultEdge> result) {
    GraphPath<String, DefaultEdge> path = result.path().orElse(null);
    if (path == null) {
      return List.of();
    }
    List<String> vertices = new ArrayList<>(path.getVertexList());
    if (kind == TourKind.CLOSED && vertices.size() > 1) {
      vertices.remove(vertices.size() - 1);
      if (start != null) {
        int at = vertices.indexOf(start);
        List<String> turned = new ArrayList<>(vertices.subList(at, vertices.size()));
        turned.addAll(vertices.subList(0, at));
        vertices = turned;
      }
    }
    return vertices;
  }

  private int report(GraphFile read, HamiltonianPathResult<String, DefaultEdge> result, boolean stopped, String longest) {
    PrintWriter err = spec.commandLine().getErr();
    Graph<String, DefaultEdge> graph = read.graph();
    List<String> vertices = vertices(result);
    if (result.isFound() || format == Format.JSON) { // a picture or text only of a path found
      try {
        write(read, result, vertices);
      } catch (IOException e) {
        err.println("error: cannot write " + TextOutput.destination(output) + ": " + e.getMessage());
        return TourMain.INTERNAL_ERROR;
      }
    }
    String what =
        "Hamiltonian " + (kind == TourKind.CLOSED ? "cycle" : "path") + " of " + read.name() + " ("
            + graph.vertexSet().size() + " vertices, " + graph.edgeSet().size() + " edges"
            + (start != null ? ", from " + start : "") + ")";
    String work =
        " with " + strategy + " in " + result.statistics().elapsed().toMillis() + " ms, "
            + result.statistics().nodesExpanded() + " steps"
            + (result.isFound() || longest.isEmpty() ? "" : ", " + longest);
    if (result.isFound()) {
      if (!quiet) {
        // AUTO says which of its searches found it (and, with --threads 2 or more, that they ran side by side).
        String how = result.explanation().startsWith("found by ") ? ", " + result.explanation() : "";
        err.println("Found a " + what + work + how);
      }
      return TourMain.FOUND;
    }
    err.println(
        (stopped ? "stopped: " : "") + "No " + what + work + ": " + describe(result.outcome())
            + (result.explanation().isEmpty() ? "" : " (" + result.explanation() + ")"));
    return result.outcome() == Outcome.PROVEN_ABSENT ? TourMain.PROVEN_ABSENT : TourMain.INCOMPLETE;
  }

  private static String describe(Outcome outcome) {
    switch (outcome) {
      case PROVEN_ABSENT:
        return "none exists";
      case GAVE_UP:
        return "the strategy gave up; one may still exist (try --strategy backtracking)";
      case BUDGET_EXHAUSTED:
        return "the budget ran out; one may still exist";
      case CANCELLED:
        return "the search was stopped; one may still exist";
      default:
        return outcome.name();
    }
  }

  private void write(GraphFile read, HamiltonianPathResult<String, DefaultEdge> result, List<String> vertices)
      throws IOException {
    TextOutput.write(output, spec.commandLine().getOut(), out -> write(read, result, vertices, out));
  }

  private void write(GraphFile read, HamiltonianPathResult<String, DefaultEdge> result, List<String> vertices, Writer out)
      throws IOException {
    if (format == Format.TEXT) {
      out.write(String.join(" ", vertices) + System.lineSeparator());
      return;
    }
    if (format == Format.TOUR) {
      String nl = System.lineSeparator();
      String name = read.name().replaceFirst("\\.gz$", "").replaceFirst("\\.[^.]*$", "");
      out.write("NAME : " + name + ".tour" + nl);
      out.write("COMMENT : Hamiltonian cycle " + (result == null ? "read from a SAT solver's model by knight-tours"
          : "found by knight-tours (" + strategy + ")") + nl);
      out.write("TYPE : TOUR" + nl);
      out.write("DIMENSION : " + vertices.size() + nl);
      out.write("TOUR_SECTION" + nl);
      for (String v : vertices) {
        out.write(v + nl);
      }
      out.write("-1" + nl + "EOF" + nl);
      return;
    }
    if (format == Format.SVG || format == Format.DOT) {
      List<String> drawn = new ArrayList<>(vertices);
      if (kind == TourKind.CLOSED && drawn.size() > 2) {
        drawn.add(drawn.get(0)); // a list that ends where it began is drawn as a cycle
      }
      out.write(
          format == Format.SVG
              ? GraphPictures.svg(read.graph(), drawn, layout, seed == null ? GraphPictures.DEFAULT_SEED : seed)
              : GraphPictures.dot(read.graph(), drawn));
      return;
    }
    if (result == null) {
      writeModelJson(read, vertices, out);
      return;
    }
    writeJson(read, result, vertices, out);
  }

  /** --model --format json: the checked cycle, as a search's result with strategy SAT_MODEL. */
  private void writeModelJson(GraphFile read, List<String> vertices, Writer out) throws IOException {
    Graph<String, DefaultEdge> graph = read.graph();
    boolean numbers = graph.vertexSet().stream().allMatch(GraphCommand::isInteger);
    var json = ResultJson.of("graph").put("graph", read.name());
    json.put("format", TourMain.lower(read.format()));
    json.put("directed", graph.getType().isDirected());
    json.put("vertexCount", graph.vertexSet().size()).put("edgeCount", graph.edgeSet().size());
    ResultJson.search(json, kind, "SAT_MODEL", Outcome.FOUND);
    ResultJson.vertex(json, "start", vertices.get(0), numbers);
    ResultJson.vertex(json, "end", vertices.get(vertices.size() - 1), numbers);
    ResultJson.vertices(json, vertices, numbers);
    ResultJson.work(json, 0, null, 0, "read from the SAT solver's model " + model + ", checked against the graph's edges");
    ResultJson.write(json, out);
  }

  /**
   * Writes the result as the JSON shape of docs/result.schema.json: the file's vertex ids are JSON
   * numbers when every one of them is an integer (as in HCP and DIMACS files), else strings. (No
   * Jackson type in a signature: picocli reads this class's methods.)
   */
  private void writeJson(
      GraphFile read, HamiltonianPathResult<String, DefaultEdge> result, List<String> vertices, Writer out)
      throws IOException {
    Graph<String, DefaultEdge> graph = read.graph();
    boolean numbers = graph.vertexSet().stream().allMatch(GraphCommand::isInteger);
    var json = ResultJson.of("graph").put("graph", read.name());
    json.put("format", TourMain.lower(read.format()));
    json.put("directed", graph.getType().isDirected());
    json.put("vertexCount", graph.vertexSet().size()).put("edgeCount", graph.edgeSet().size());
    ResultJson.search(json, kind, strategy.name(), result.outcome());
    String first = start != null ? start : vertices.isEmpty() ? null : vertices.get(0);
    String last = end != null ? end : vertices.isEmpty() ? null : vertices.get(vertices.size() - 1);
    ResultJson.vertex(json, "start", first, numbers);
    ResultJson.vertex(json, "end", last, numbers);
    if (result.isFound()) {
      ResultJson.vertices(json, vertices, numbers);
    }
    ResultJson.work(
        json, result.statistics().nodesExpanded(), result.statistics().backtracks(),
        result.statistics().elapsed().toMillis(), result.explanation());
    ResultJson.write(json, out);
  }

  /** Whether the id is an integer written as JSON writes it back: no sign but '-', no leading zero. */
  static boolean isInteger(String id) {
    if (!INTEGER.matcher(id).matches()) {
      return false;
    }
    try {
      Long.parseLong(id);
      return true;
    } catch (NumberFormatException tooLong) {
      return false;
    }
  }

  private static final java.util.regex.Pattern INTEGER = java.util.regex.Pattern.compile("-?(0|[1-9][0-9]{0,18})");

  /** The first few vertex ids, for a message. */
  private static String someVertices(Graph<String, DefaultEdge> graph) {
    int shown = 5;
    String first = graph.vertexSet().stream().limit(shown).collect(Collectors.joining(", "));
    int n = graph.vertexSet().size();
    return n <= shown ? first : first + ", ... (" + n + " in all)";
  }

  /** The strategies that run on any graph: those HamiltonianPaths accepts (found when first asked). */
  private static final class GraphStrategies {
    static final List<Strategy> ALL = graphStrategies();
  }

  private static List<Strategy> graphStrategies() {
    Graph<String, DefaultEdge> one = new SimpleGraph<>(DefaultEdge.class);
    one.addVertex("v");
    List<Strategy> strategies = new ArrayList<>();
    for (Strategy s : Strategy.values()) {
      try {
        HamiltonianPaths.solve(one, s, SearchOptions.defaults());
        strategies.add(s);
      } catch (IllegalArgumentException needsABoard) {
        // Not for graphs.
      }
    }
    return List.copyOf(strategies);
  }

  /** Reads a strategy name, ignoring case, among those that run on graphs. */
  static final class GraphStrategyConverter implements ITypeConverter<Strategy> {
    @Override
    public Strategy convert(String text) {
      String name = text.trim().toUpperCase(Locale.ROOT);
      boolean known = Arrays.stream(Strategy.values()).anyMatch(s -> s.name().equals(name));
      if (known && GraphStrategies.ALL.contains(Strategy.valueOf(name))) {
        return Strategy.valueOf(name);
      }
      String choices = GraphStrategies.ALL.stream().map(Strategy::name).collect(Collectors.joining(", "));
      throw new TypeConversionException(
          known
              ? name + " needs a board; on a graph use one of " + choices
              : "must be one of " + choices + "; got '" + text + "'");
    }
  }

  /** The names of the strategies that run on graphs, for the help and shell completion. */
  static final class GraphStrategyNames implements Iterable<String> {
    @Override
    public Iterator<String> iterator() {
      return GraphStrategies.ALL.stream().map(Strategy::name).iterator();
    }
  }
}
