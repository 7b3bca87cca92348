package io.github.knighttours.graph;

import static com.google.common.base.Preconditions.checkNotNull;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.jgrapht.nio.ImportException;
import org.jgrapht.nio.dot.DOTEventDrivenImporter;

/**
 * Reads graph files into JGraphT graphs for {@link HamiltonianPaths}: DIMACS, CSV edge lists,
 * GraphML and TSPLIB HCP (the format of the FHCP challenge set) by readers of its own that stream
 * the text, and DOT through JGraphT's importer (jgrapht-io), behind a check of its nesting.
 *
 * <pre>{@code
 * GraphFile file = GraphFiles.read(Path.of("graph3.hcp.gz"));   // format from the name, gzip too
 * HamiltonianPathResult<String, DefaultEdge> cycle =
 *     HamiltonianPaths.solveCycle(file.graph(), Strategy.BACKTRACKING, SearchOptions.defaults());
 * }</pre>
 *
 * <p>Every format gives a <em>simple undirected</em> graph whose vertices are the file's own ids
 * as strings ({@code "1"}, {@code "2"}, … for DIMACS and HCP), in the order the file gives them
 * (for HCP and DIMACS: 1 to N, so that vertices without edges are kept). Arcs of a directed file
 * (a DOT {@code digraph}, say) are read as undirected edges, unless the file is read with
 * {@link #readDirected(Path, GraphFormat)}, which keeps them as arcs. A self-loop is left out, and so is
 * an edge that repeats one already read (in either direction): neither can be part of a
 * Hamiltonian path or cycle on three or more vertices. {@link GraphFile} counts both, and
 * {@link GraphFile#note()} says so in a sentence. {@link GraphFormat} says what each format
 * accepts.
 *
 * <p>Limits: every input is bounded, and going past a bound is an
 * {@link IllegalArgumentException} that says which, with the sizes:
 *
 * <ul>
 *   <li>text: at most as many characters as the maximum heap has bytes, and never more than
 *       2<sup>30</sup> (1 GiB); for a {@code .gz} file this counts the decompressed text, so a
 *       gzip bomb stops there (a corrupt or truncated gzip file is refused as such);
 *   <li>lines: at most 65,536 characters a line (HCP, DIMACS) or record (CSV, quoted line breaks
 *       included);
 *   <li>nesting: at most 100 levels of braces in DOT, of elements in GraphML;
 *   <li>vertices: at most {@link #MAX_VERTICES}, declared or read;
 *   <li>heap: the graph is assumed to take 240 bytes a vertex and 240 an edge (plus its ids'
 *       characters), and may fill at most half of the heap left to work in (the search needs
 *       room beside it); a file whose header declares more is refused before anything else is
 *       read, and every other file as soon as its graph grows past that (checked every 4,096
 *       vertices and edges), long before the heap runs out; should it run out all the same, the
 *       same exception gives the estimate of what was read.
 * </ul>
 *
 * <p>Security: a GraphML file is parsed by the JDK's own SAX parser with DOCTYPEs refused, so
 * no DTD or entity is ever fetched or read, from the network or from a file; a GraphML file
 * with a DOCTYPE is an {@link IllegalArgumentException} ("a DOCTYPE is not allowed").
 *
 * <p>Errors: a malformed file gives an {@link IllegalArgumentException} whose message names the
 * file and, where it can, the line and what is wrong with it. A file that cannot be read gives
 * the {@link IOException}.
 *
 * <p>Performance: O(V + E) time; the whole graph is held in memory, the file is not.
 */
public final class GraphFiles {

  /** The most vertices a file may declare or hold. */
  public static final int MAX_VERTICES = 100_000_000;

  /** Heap assumed for each vertex of the JGraphT graph: its id, its entry and its edge set. */
  static final long BYTES_PER_VERTEX = 240;

  /** Heap assumed for each edge of the JGraphT graph: the edge, its entries and lookups. */
  static final long BYTES_PER_EDGE = 240;

  /** The most characters of text read from one file (after decompression), whatever the heap. */
  static final long MAX_TEXT_CHARS = 1L << 30;

  /** The most characters of a DOT file: JGraphT's parser is slow (over a minute for this many). */
  static final long MAX_DOT_CHARS = 1L << 26;

  /** A piece of a file's text short enough for a message. */
  static String shorten(String text) {
    return text.length() <= 60 ? text : text.substring(0, 57) + "...";
  }

  /** The longest line of an HCP or DIMACS file, or record of a CSV file, in characters. */
  static final int MAX_LINE_CHARS = 1 << 16;

  /** The deepest nesting of braces in a DOT file, or of elements in a GraphML file. */
  static final int MAX_NESTING = 100;

  private GraphFiles() {}

  /**
   * Reads a graph file whose format its name gives (see {@link GraphFormat#ofFileName}); a name
   * ending in {@code .gz} is decompressed on the fly.
   *
   * @throws NullPointerException if {@code file} is null
   * @throws IllegalArgumentException if the name gives no format, the file is malformed, goes
   *     past a limit (see the class comment), or is too large for the heap
   * @throws IOException if the file cannot be read
   */
  public static GraphFile read(Path file) throws IOException {
    checkNotNull(file, "file must not be null");
    String name = String.valueOf(file.getFileName());
    GraphFormat format =
        GraphFormat.ofFileName(name)
            .orElseThrow(
                () ->
                    new IllegalArgumentException(
                        "cannot tell the format of " + file + " from its name: expected one of .col, .dimacs,"
                            + " .graphml, .dot, .gv, .csv, .hcp (optionally followed by .gz)"));
    return read(file, format);
  }

  /**
   * Reads a graph file in the given format; a name ending in {@code .gz} is decompressed on the
   * fly.
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if the file is malformed, goes past a limit (see the class
   *     comment), or is too large for the heap
   * @throws IOException if the file cannot be read
   */
  public static GraphFile read(Path file, GraphFormat format) throws IOException {
    checkNotNull(file, "file must not be null");
    checkNotNull(format, "format must not be null");
    return read(file, format, false);
  }

  /** Opens {@code file}, decompressing a {@code .gz} on the fly, and reads it. */
  private static GraphFile read(Path file, GraphFormat format, boolean directed) throws IOException {
    String name = String.valueOf(file.getFileName());
    try (InputStream raw = Files.newInputStream(file);
        InputStream in = GraphFormat.isGzip(name) ? new GzipText(raw, name) : raw;
        Reader reader = new InputStreamReader(in, StandardCharsets.UTF_8)) {
      return read(reader, format, name, directed);
    }
  }

  /**
   * Reads a graph in the given format from {@code in} (not closed), naming it {@code name} in
   * messages.
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if the text is malformed, goes past a limit (see the class
   *     comment), or is too large for the heap
   * @throws IOException if {@code in} cannot be read
   */
  public static GraphFile read(Reader in, GraphFormat format, String name) throws IOException {
    return read(in, format, name, false);
  }

  /**
   * Reads a graph file whose format states the direction of its edges, keeping it: a GraphML
   * file whose {@code <graph>} has {@code edgedefault="directed"}, or a DOT {@code digraph}. The
   * graph is a simple directed graph: an arc from u to v and one from v to u are two arcs; a
   * self-loop, and an arc read again in the same direction, are left out (and counted). A name
   * ending in {@code .gz} is decompressed on the fly.
   *
   * <pre>{@code
   * GraphFile file = GraphFiles.readDirected(Path.of("arcs.dot"), GraphFormat.DOT);
   * HamiltonianPaths.solveCycle(file.graph(), Strategy.BACKTRACKING, SearchOptions.defaults());
   * }</pre>
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if the format does not state a direction (DIMACS, CSV, HCP:
   *     see {@link GraphFormat#statesDirection()}), the file says its edges are undirected (a DOT
   *     {@code graph}, GraphML without {@code edgedefault="directed"} or with an edge marked
   *     {@code directed="false"}), or as {@link #read(Path, GraphFormat)}
   * @throws IOException if the file cannot be read
   */
  public static GraphFile readDirected(Path file, GraphFormat format) throws IOException {
    checkNotNull(file, "file must not be null");
    checkNotNull(format, "format must not be null");
    checkStatesDirection(format, String.valueOf(file.getFileName()));
    return read(file, format, true);
  }

  /**
   * As {@link #readDirected(Path, GraphFormat)}, from {@code in} (not closed), naming it {@code
   * name} in messages.
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException as {@link #readDirected(Path, GraphFormat)}
   * @throws IOException if {@code in} cannot be read
   */
  public static GraphFile readDirected(Reader in, GraphFormat format, String name) throws IOException {
    checkNotNull(format, "format must not be null");
    checkNotNull(name, "name must not be null");
    checkStatesDirection(format, name);
    return read(in, format, name, true);
  }

  private static void checkStatesDirection(GraphFormat format, String name) {
    if (!format.statesDirection()) {
      throw new IllegalArgumentException(
          name + ": a " + format + " file does not state a direction for its edges, so it cannot be read as"
              + " directed; GraphML (edgedefault=\"directed\") and DOT (digraph) can");
    }
  }

  /** The opening of a DOT digraph, after any comments: [strict] digraph. */
  private static final java.util.regex.Pattern DOT_HEAD =
      java.util.regex.Pattern.compile(
          "\\A(?:\\s|//[^\\n]*(?:\\n|\\z)|#[^\\n]*(?:\\n|\\z)|/\\*(?s:.*?)\\*/)*(?:strict\\s+)?(di)?graph\\b",
          java.util.regex.Pattern.CASE_INSENSITIVE);

  private static GraphFile read(Reader in, GraphFormat format, String name, boolean directed) throws IOException {
    checkNotNull(in, "in must not be null");
    checkNotNull(format, "format must not be null");
    checkNotNull(name, "name must not be null");
    GraphBuilder builder = new GraphBuilder(name, directed);
    Reader text =
        format == GraphFormat.DOT && maxTextChars() > MAX_DOT_CHARS
            ? new LimitedReader(
                in, name, MAX_DOT_CHARS, "JGraphT's DOT parser reads about 1.5 MiB a second; write the graph as CSV")
            : new LimitedReader(
                in,
                name,
                maxTextChars(),
                "as many characters as the maximum heap (" + (Runtime.getRuntime().maxMemory() >> 20)
                    + " MiB) has bytes, and never more than " + (MAX_TEXT_CHARS >> 20) + " MiB (raise it with -Xmx)");
    try {
      switch (format) {
        case HCP -> new HcpReader(name, builder).read(new LineReader(text, name));
        case DIMACS -> new DimacsReader(name, builder).read(new LineReader(text, name));
        case CSV -> new CsvReader(name, builder).read(text);
        case GRAPHML -> new GraphMlReader(name, builder).read(text);
        case DOT -> {
          Reader dot = text;
          if (directed) {
            // Whether it is a digraph is said once, at the top; the importer does not tell.
            String whole = readAll(text);
            java.util.regex.Matcher head = DOT_HEAD.matcher(whole);
            if (!head.lookingAt() || head.group(1) == null) {
              throw new IllegalArgumentException(
                  name + ": read as directed, but it is not a DOT digraph: its edges have no direction");
            }
            dot = new java.io.StringReader(whole);
          }
          readDot(new DotNestingReader(dot, name), builder);
        }
        default -> throw new IllegalStateException("no reader for " + format);
      }
      return builder.build(format);
    } catch (OutOfMemoryError e) {
      // The streaming readers check the heap as they go; this is the backstop, with the sizes.
      throw builder.outOfHeap(e);
    }
  }

  /**
   * The most characters read from one text: as many as the maximum heap has bytes (a graph
   * costs far more heap than its text), and at most {@link #MAX_TEXT_CHARS}.
   */
  static long maxTextChars() {
    return Math.min(MAX_TEXT_CHARS, Runtime.getRuntime().maxMemory());
  }

  private static String readAll(Reader in) throws IOException {
    StringBuilder text = new StringBuilder();
    char[] buffer = new char[1 << 14];
    for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
      text.append(buffer, 0, n);
    }
    return text.toString();
  }

  /** Feeds the events of JGraphT's DOT importer into the builder. */
  private static void readDot(Reader in, GraphBuilder builder) throws IOException {
    String what = builder.name() + ": not a valid DOT file: ";
    try {
      DOTEventDrivenImporter importer = new DOTEventDrivenImporter();
      importer.addVertexConsumer(builder::vertex);
      importer.addEdgeConsumer(e -> builder.edge(e.getFirst(), e.getSecond()));
      importer.importInput(in);
    } catch (ImportException e) {
      // The importer wraps what its consumers and reader throw, the checks' messages too.
      for (Throwable cause = e.getCause(); cause != null && cause != cause.getCause(); cause = cause.getCause()) {
        if (cause instanceof IllegalArgumentException iae && ours(iae, builder.name())) {
          throw iae;
        }
      }
      throw new IllegalArgumentException(what + reason(e), e);
    } catch (IllegalArgumentException e) {
      throw ours(e, builder.name()) ? e : new IllegalArgumentException(what + reason(e), e);
    } catch (StackOverflowError e) {
      // The nesting check keeps the parser's recursion shallow; should anything else recurse:
      throw new IllegalArgumentException(what + "nested too deeply for the parser", e);
    } catch (RuntimeException e) {
      if (e.getCause() instanceof IOException io) {
        throw io;
      }
      if (e.getCause() instanceof IllegalArgumentException iae && ours(iae, builder.name())) {
        throw iae;
      }
      throw new IllegalArgumentException(what + reason(e), e);
    }
  }

  /** True if a message is one of this package's own, which names the file first. */
  private static boolean ours(IllegalArgumentException e, String name) {
    String message = e.getMessage();
    return message != null && (message.startsWith(name + ":") || message.startsWith(name + " line "));
  }

  /** The innermost message of an importer's exception, which says where the file went wrong. */
  private static String reason(Throwable e) {
    Throwable cause = e;
    while (cause.getCause() != null && cause.getCause() != cause) {
      cause = cause.getCause();
    }
    String message = cause.getMessage() != null ? cause.getMessage() : e.getMessage();
    return message != null ? message : cause.getClass().getSimpleName();
  }
}
