package io.github.knighttours.graph;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import org.jgrapht.Graph;

/**
 * The Hamiltonian cycle (or path) problem of a JGraphT graph as a DIMACS CNF formula, for any SAT
 * solver, and the way back: a solver's answer read into a cycle that is checked against the graph.
 *
 * <p><b>Encoding.</b> The graph's N vertices are numbered in {@code vertexSet()} order (0 to N-1);
 * an undirected edge gives two arcs, a directed graph its arcs. Let A be the number of arcs and
 * L = ⌈log₂ N⌉ the bits of a position. Variables, in this order:
 * <ol>
 *   <li>1 to A: arc variables, true when the cycle goes along the arc; vertex 0's arcs first, each
 *       vertex's to its successors in increasing number.
 *   <li>A + v·L + i + 1 (0 ≤ i &lt; L): bit i (least significant first) of vertex v's position.
 *   <li>A + N·L + v·(L-2) + (i-2) + 1 (2 ≤ i &lt; L): carry c(v,i), the AND of bits 0 to i-1 of
 *       v's position (c(v,1) is bit 0 itself).
 *   <li>then the auxiliary variables of the at-most-one constraints, vertex by vertex, out-arcs
 *       before in-arcs.
 * </ol>
 * Clauses: every vertex has at least one and at most one chosen out-arc and in-arc (an at-most-one
 * over k arcs is pairwise, k(k-1)/2 clauses, when k ≤ 5, else Sinz's sequential counter: k-1
 * auxiliary variables and 3k-4 clauses; C. Sinz, "Towards an optimal CNF encoding of Boolean
 * cardinality constraints", CP 2005); vertex 0 (the start) has position 0 (L unit clauses); the
 * carries are defined (3 clauses each, 3N(L-2) in all); and every chosen arc u→v with v not the
 * start makes pos(v) = pos(u) + 1 modulo 2^L, bit by bit with the carries (2 clauses for bit 0,
 * 4 for each other bit: 4L-2 per arc). Sound: the chosen arcs form disjoint cycles covering every
 * vertex (one out, one in each); a cycle avoiding the start would have a length k with
 * k ≡ 0 (mod 2^L), impossible for 2 ≤ k &lt; N ≤ 2^L, so there is one cycle, through every vertex.
 * Complete: numbering a Hamiltonian cycle's vertices from the start satisfies every clause. So:
 * A + N(2L-2) + (at-most-one auxiliaries) variables and
 * 2N + (at-most-one clauses) + L + 3N(L-2) + (A - indegree(start))(4L-2) clauses, about
 * 2m(4 log₂ n + 1) for a graph of n vertices and m edges of small degree. It is the log-size
 * family of position encodings (A. Johnson, "Solving Hamiltonian cycle problems using Boolean
 * satisfiability", EURO 2019, reports n·log₂ m variables and 2m(log₂ n + 1) clauses for his);
 * the numbers of a given graph are {@link #variableCount()} and {@link #clauseCount()}.
 *
 * <p>A Hamiltonian <em>path</em> ({@link #path}) is a cycle of the graph with one more vertex,
 * numbered N and joined both ways to every vertex, which is then the start; the path is the cycle
 * without it.
 *
 * <p><b>Answers.</b> {@link #readAnswer} reads the SAT competition's output ({@code s SATISFIABLE},
 * {@code v} lines of literals ending with 0; {@code c} comments) and MiniSat's result file
 * ({@code SAT}, {@code UNSAT} or {@code INDET} on the first line, then the literals ending with 0).
 * A model gives a cycle only after it is checked: every variable assigned once, one chosen arc out
 * of and into every vertex, each an edge of the graph itself, the arcs one cycle through every
 * vertex. An {@code UNSATISFIABLE} answer is the solver's claim; this class does not check it.
 *
 * @param <V> the graph's vertex type
 */
public final class HamiltonianCnf<V> {

  /** The most clauses written (about 1 GiB of text), so that a huge graph fails early and clearly. */
  public static final long MAX_CLAUSES = 50_000_000L;

  /** The most characters of a solver's answer that are read. */
  public static final long MAX_ANSWER_CHARS = 1L << 30;

  /** The longest token (a word or a literal) of an answer. */
  private static final int MAX_TOKEN_CHARS = 64;

  /** Above this many arcs an at-most-one uses the sequential counter, not pairs. */
  private static final int PAIRWISE_MAX = 5;

  private final IndexedGraph<V, ?> graph;
  private final boolean path;
  private final int n; // vertices of the encoded cycle: the graph's, plus the hub for a path
  private final int start;
  private final int bits;
  private final int[] outStart;
  private final int[] out; // successors, sorted, with the hub last for a path
  private final int[] inStart;
  private final int[] in;
  private final int arcs;
  private final int variables;
  private final long clauses;

  private HamiltonianCnf(IndexedGraph<V, ?> graph, boolean path) {
    this.graph = graph;
    this.path = path;
    int vertices = graph.vertexCount();
    this.n = path ? vertices + 1 : vertices;
    checkArgument(
        n >= 3,
        "graph must have at least %s vertices for a Hamiltonian %s in CNF; it has %s",
        path ? 2 : 3, path ? "path" : "cycle", vertices);
    this.start = path ? vertices : 0;
    this.bits = 32 - Integer.numberOfLeadingZeros(n - 1);
    this.outStart = new int[n + 1];
    this.inStart = new int[n + 1];
    this.out = lists(true, outStart);
    this.in = lists(false, inStart);
    this.arcs = out.length;
    long aux = 0;
    long amoClauses = 0;
    for (int v = 0; v < n; v++) {
      for (int k : new int[] {outStart[v + 1] - outStart[v], inStart[v + 1] - inStart[v]}) {
        aux += amoAux(k);
        amoClauses += amoClauses(k);
      }
    }
    long vars = (long) arcs + (long) n * (2L * bits - 2) + aux;
    long count = 2L * n + amoClauses + bits + 3L * n * (bits - 2)
        + (long) (arcs - (inStart[start + 1] - inStart[start])) * (4L * bits - 2);
    checkArgument(
        count <= MAX_CLAUSES && vars <= Integer.MAX_VALUE,
        "graph's CNF would have %s clauses and %s variables, more than the %s clauses written (%s)",
        count, vars, MAX_CLAUSES, graph);
    this.variables = (int) vars;
    this.clauses = count;
  }

  /**
   * The CNF whose models are the Hamiltonian cycles of {@code graph} (directed cycles of a directed
   * graph).
   *
   * @throws NullPointerException if {@code graph} is null
   * @throws IllegalArgumentException if it has fewer than 3 vertices, is mixed, or its CNF would
   *     have more than {@link #MAX_CLAUSES} clauses
   */
  public static <V, E> HamiltonianCnf<V> cycle(Graph<V, E> graph) {
    return new HamiltonianCnf<>(indexed(graph), false);
  }

  /**
   * The CNF whose models are the Hamiltonian paths of {@code graph}, through a hub vertex joined
   * to every vertex.
   *
   * @throws NullPointerException if {@code graph} is null
   * @throws IllegalArgumentException if it has fewer than 2 vertices, is mixed, or its CNF would
   *     have more than {@link #MAX_CLAUSES} clauses
   */
  public static <V, E> HamiltonianCnf<V> path(Graph<V, E> graph) {
    return new HamiltonianCnf<>(indexed(graph), true);
  }

  private static <V, E> IndexedGraph<V, E> indexed(Graph<V, E> graph) {
    checkNotNull(graph, "graph must not be null");
    return IndexedGraph.of(graph, () -> false);
  }

  /** Returns the number of variables, as the {@code p cnf} line gives it. */
  public int variableCount() {
    return variables;
  }

  /** Returns the number of clauses, as the {@code p cnf} line gives it. */
  public long clauseCount() {
    return clauses;
  }

  /** Whether this is the CNF of a path (else of a cycle). */
  public boolean isPath() {
    return path;
  }

  /** Successor or predecessor lists of the encoded graph, with the hub for a path. */
  private int[] lists(boolean successors, int[] starts) {
    int vertices = graph.vertexCount();
    int[] buffer = new int[Math.max(1, graph.maxDegree())];
    long total = 0;
    for (int v = 0; v < vertices; v++) {
      int k = successors ? graph.successors(v, buffer) : graph.predecessors(v, buffer);
      total += k + (path ? 1 : 0);
    }
    if (path) {
      total += vertices;
    }
    checkArgument(total < Integer.MAX_VALUE, "graph has too many arcs for a CNF: %s", total);
    int[] lists = new int[(int) total];
    int at = 0;
    for (int v = 0; v < vertices; v++) {
      starts[v] = at;
      int k = successors ? graph.successors(v, buffer) : graph.predecessors(v, buffer);
      System.arraycopy(buffer, 0, lists, at, k);
      at += k;
      if (path) {
        lists[at++] = vertices;
      }
    }
    if (path) {
      starts[vertices] = at;
      for (int v = 0; v < vertices; v++) {
        lists[at++] = v;
      }
    }
    starts[n] = at;
    return lists;
  }

  private static int amoAux(int k) {
    return k <= PAIRWISE_MAX ? 0 : k - 1;
  }

  private static long amoClauses(int k) {
    return k <= PAIRWISE_MAX ? (long) k * (k - 1) / 2 : 3L * k - 4;
  }

  /** The variable of arc u→v. */
  private int arc(int u, int v) {
    int at = Arrays.binarySearch(out, outStart[u], outStart[u + 1], v);
    return at + 1;
  }

  private int bit(int v, int i) {
    return arcs + v * bits + i + 1;
  }

  /** The carry into bit i of v's position plus one: bit 0 itself for i = 1. */
  private int carry(int v, int i) {
    return i == 1 ? bit(v, 0) : arcs + n * bits + v * (bits - 2) + (i - 2) + 1;
  }

  /**
   * Writes the formula in DIMACS CNF: comment lines saying what it encodes, the {@code p cnf}
   * line, then one clause a line.
   *
   * @throws IOException if {@code out} throws it
   */
  public void write(Writer out) throws IOException {
    checkNotNull(out, "out must not be null");
    Clauses w = new Clauses(out);
    String nl = "\n";
    out.write("c Hamiltonian " + (path ? "path" : "cycle") + " of " + graph + ", written by knight-tours"
        + " (io.github.knighttours.graph.HamiltonianCnf)" + nl);
    out.write("c variables 1.." + arcs + ": arcs; then " + bits + " position bits a vertex, carries and"
        + " at-most-one auxiliaries" + nl);
    out.write("p cnf " + variables + " " + clauses + nl);
    int next = arcs + n * (2 * bits - 2) + 1; // the first auxiliary variable
    int[] literals = new int[Math.max(1, Math.max(maxDegree(outStart), maxDegree(inStart)))];
    for (int v = 0; v < n; v++) {
      int k = 0;
      for (int j = outStart[v]; j < outStart[v + 1]; j++) {
        literals[k++] = j + 1;
      }
      w.clause(literals, k);
      next = atMostOne(w, literals, k, next);
      k = 0;
      for (int j = inStart[v]; j < inStart[v + 1]; j++) {
        literals[k++] = arc(in[j], v);
      }
      w.clause(literals, k);
      next = atMostOne(w, literals, k, next);
    }
    for (int i = 0; i < bits; i++) {
      w.clause(-bit(start, i));
    }
    for (int v = 0; v < n; v++) {
      for (int i = 2; i < bits; i++) {
        int c = carry(v, i);
        int below = carry(v, i - 1);
        int b = bit(v, i - 1);
        w.clause(-c, below);
        w.clause(-c, b);
        w.clause(c, -below, -b);
      }
    }
    for (int u = 0; u < n; u++) {
      for (int j = outStart[u]; j < outStart[u + 1]; j++) {
        int v = this.out[j];
        if (v == start) {
          continue;
        }
        int a = j + 1;
        w.clause(-a, bit(v, 0), bit(u, 0));
        w.clause(-a, -bit(v, 0), -bit(u, 0));
        for (int i = 1; i < bits; i++) { // bit(v,i) = bit(u,i) XOR carry(u,i)
          int x = bit(v, i);
          int y = bit(u, i);
          int c = carry(u, i);
          w.clause(-a, -x, y, c);
          w.clause(-a, -x, -y, -c);
          w.clause(-a, x, -y, c);
          w.clause(-a, x, y, -c);
        }
      }
    }
    if (w.count != clauses || next != variables + 1) {
      throw new IllegalStateException(
          "wrote " + w.count + " clauses and " + (next - 1) + " variables, not " + clauses + " and " + variables);
    }
    out.flush();
  }

  private int maxDegree(int[] starts) {
    int max = 0;
    for (int v = 0; v < n; v++) {
      max = Math.max(max, starts[v + 1] - starts[v]);
    }
    return max;
  }

  /** Writes at most one of the k literals; returns the next free variable. */
  private static int atMostOne(Clauses w, int[] x, int k, int next) throws IOException {
    if (k <= PAIRWISE_MAX) {
      for (int i = 0; i < k; i++) {
        for (int j = i + 1; j < k; j++) {
          w.clause(-x[i], -x[j]);
        }
      }
      return next;
    }
    int s = next; // s + i: "one of x[0..i] is true", for i < k-1
    w.clause(-x[0], s);
    for (int i = 1; i < k - 1; i++) {
      w.clause(-x[i], s + i);
      w.clause(-(s + i - 1), s + i);
      w.clause(-x[i], -(s + i - 1));
    }
    w.clause(-x[k - 1], -(s + k - 2));
    return next + k - 1;
  }

  /** Clause lines, counted. */
  private static final class Clauses {
    private final Writer out;
    private final StringBuilder line = new StringBuilder();
    long count;

    Clauses(Writer out) {
      this.out = out;
    }

    void clause(int[] literals, int k) throws IOException {
      line.setLength(0);
      for (int i = 0; i < k; i++) {
        line.append(literals[i]).append(' ');
      }
      end();
    }

    void clause(int... literals) throws IOException {
      clause(literals, literals.length);
    }

    private void end() throws IOException {
      line.append("0\n");
      out.write(line.toString());
      count++;
    }
  }

  /** What a SAT solver answered. */
  public enum Verdict {
    /** A model, checked: {@link Answer#vertices()} is the cycle or path. */
    FOUND,
    /**
     * The solver said UNSATISFIABLE: by its claim there is no Hamiltonian cycle (or path). This
     * library did not prove it.
     */
    SOLVER_SAYS_NONE,
    /** The solver gave up ({@code s UNKNOWN}, MiniSat's {@code INDET}). */
    UNKNOWN
  }

  /**
   * A solver's answer read back.
   *
   * @param verdict what the solver said
   * @param vertices the cycle's vertices, each once, in order (it closes from the last to the
   *     first), or the path's, from one end to the other; empty unless {@code FOUND}
   * @param <V> the graph's vertex type
   */
  public record Answer<V>(Verdict verdict, List<V> vertices) {
    /** Copies the list. */
    public Answer {
      checkNotNull(verdict, "verdict must not be null");
      vertices = List.copyOf(vertices);
    }
  }

  /**
   * Reads a SAT solver's answer to this formula (see the class comment for the formats) and checks
   * a model against the graph.
   *
   * @param answer the solver's output or result file
   * @param name how messages name it, such as its file name
   * @throws IllegalArgumentException if the text is malformed, longer than {@link
   *     #MAX_ANSWER_CHARS}, assigns variables this formula does not have or not all of its own, or
   *     its model is not a Hamiltonian cycle (path) of the graph; the message names the line
   * @throws IOException if {@code answer} throws it
   */
  public Answer<V> readAnswer(Reader answer, String name) throws IOException {
    checkNotNull(answer, "answer must not be null");
    checkNotNull(name, "name must not be null");
    Tokens t = new Tokens(new LimitedReader(answer, name, MAX_ANSWER_CHARS, "a model of "
        + variables + " variables is much shorter"), name);
    String status = null;
    boolean minisat = false;
    boolean ended = false;
    BitSet assigned = new BitSet(variables + 1);
    BitSet value = new BitSet(variables + 1);
    String token;
    while ((token = t.next()) != null) {
      boolean literalLine;
      if (t.first) {
        if (token.equals("c")) {
          t.skipLine();
          continue;
        }
        if (token.equals("s") || (t.line == 1 && t.first && isMinisatStatus(token))) {
          if (status != null) {
            throw t.error("a second status line");
          }
          minisat = !token.equals("s");
          status = minisat ? token : t.next();
          if (status == null || !t.sameLine) {
            throw t.error("'s' without a status");
          }
          String word = minisat ? "SAT|UNSAT|INDET" : "SATISFIABLE|UNSATISFIABLE|UNKNOWN";
          if (!status.matches(word) || t.peekMoreOnLine()) {
            throw t.error("the status must be one of " + word.replace("|", ", ") + "; got '" + status + "'");
          }
          continue;
        }
        if (token.equals("v") && !minisat) {
          literalLine = true;
          if (!t.peekMoreOnLine()) {
            continue; // an empty v line
          }
          token = t.next();
        } else if (minisat && token.matches("-?[0-9]+")) {
          literalLine = true;
        } else {
          throw t.error("expected a 'c', 's' or 'v' line (or MiniSat's SAT/UNSAT/INDET first); got '" + token + "'");
        }
      } else {
        throw t.error("unexpected '" + token + "'");
      }
      // literals until the end of the line
      while (literalLine) {
        if (status == null || !(status.equals("SATISFIABLE") || status.equals("SAT"))) {
          throw t.error("literals without a SATISFIABLE status before them");
        }
        if (ended) {
          throw t.error("literals after the closing 0");
        }
        int literal = literal(t, token);
        if (literal == 0) {
          ended = true;
        } else {
          int variable = Math.abs(literal);
          if (assigned.get(variable)) {
            throw t.error("variable " + variable + " is assigned twice");
          }
          assigned.set(variable);
          value.set(variable, literal > 0);
        }
        if (!t.peekMoreOnLine()) {
          break;
        }
        token = t.next();
      }
    }
    if (status == null) {
      throw new IllegalArgumentException(name + ": no status line (s SATISFIABLE, s UNSATISFIABLE, s UNKNOWN,"
          + " or MiniSat's SAT, UNSAT, INDET); is it a SAT solver's output?");
    }
    if (status.equals("UNSATISFIABLE") || status.equals("UNSAT")) {
      return new Answer<>(Verdict.SOLVER_SAYS_NONE, List.of());
    }
    if (status.equals("UNKNOWN") || status.equals("INDET")) {
      return new Answer<>(Verdict.UNKNOWN, List.of());
    }
    if (!ended) {
      throw new IllegalArgumentException(name + ": the model does not end with 0 (cut short?)");
    }
    int count = assigned.cardinality();
    if (count != variables) {
      throw new IllegalArgumentException(name + ": the model assigns " + count + " variables; this CNF has "
          + variables + " (a model of another graph or file?)");
    }
    return new Answer<>(Verdict.FOUND, check(value, name));
  }

  private static boolean isMinisatStatus(String token) {
    return token.equals("SAT") || token.equals("UNSAT") || token.equals("INDET");
  }

  private int literal(Tokens t, String token) {
    long literal;
    try {
      literal = Long.parseLong(token);
    } catch (NumberFormatException e) {
      throw t.error("expected a literal (a nonzero integer, or 0 to end); got '" + token + "'");
    }
    if (Math.abs(literal) > variables) {
      throw t.error("variable " + Math.abs(literal) + " is beyond this CNF's " + variables
          + " variables (a model of another graph or file?)");
    }
    return (int) literal;
  }

  /** The model's chosen arcs as a checked cycle of the graph (or a path, the hub removed). */
  private List<V> check(BitSet value, String name) {
    int[] next = new int[n];
    int[] into = new int[n];
    Arrays.fill(next, -1);
    Arrays.fill(into, -1);
    for (int u = 0; u < n; u++) {
      for (int j = outStart[u]; j < outStart[u + 1]; j++) {
        if (!value.get(j + 1)) {
          continue;
        }
        int v = out[j];
        if (next[u] >= 0) {
          throw notACycle(name, "two chosen arcs leave " + vertex(u));
        }
        if (into[v] >= 0) {
          throw notACycle(name, "two chosen arcs enter " + vertex(v));
        }
        next[u] = v;
        into[v] = u;
      }
    }
    int vertices = graph.vertexCount();
    List<Integer> order = new ArrayList<>(n);
    int v = start;
    for (int step = 0; step < n; step++) {
      if (next[v] < 0) {
        throw notACycle(name, "no chosen arc leaves " + vertex(v));
      }
      order.add(v);
      v = next[v];
      if (v == start && step < n - 1) {
        throw notACycle(name, "the chosen arcs close a cycle of " + (step + 1) + " of the " + n + " vertices");
      }
    }
    if (v != start) {
      throw notACycle(name, "the chosen arcs do not close a cycle");
    }
    if (path) {
      order.remove(0); // the hub
    }
    for (int i = 0; i < order.size(); i++) {
      boolean last = i == order.size() - 1;
      if (last && path) {
        break;
      }
      int a = order.get(i);
      int b = order.get(last ? 0 : i + 1);
      if (a >= vertices || b >= vertices || !graph.isMove(a, b)) {
        throw notACycle(name, "the graph has no edge from " + vertex(a) + " to " + vertex(b));
      }
    }
    List<V> labels = new ArrayList<>(order.size());
    for (int x : order) {
      labels.add(graph.label(x));
    }
    return labels;
  }

  private String vertex(int v) {
    return v == graph.vertexCount() ? "the path's hub" : graph.vertexName(v);
  }

  private IllegalArgumentException notACycle(String name, String why) {
    return new IllegalArgumentException(
        name + ": the model is not a Hamiltonian " + (path ? "path" : "cycle") + " of " + graph + ": " + why);
  }

  /** Whitespace-separated tokens of bounded length, with their line numbers. */
  private static final class Tokens {
    private final Reader in;
    private final String name;
    private final char[] buffer = new char[1 << 16];
    private int position;
    private int limit;
    private int pending = -2; // a character read ahead, -2 for none
    int line = 1;
    boolean first; // the token last returned began its line
    boolean sameLine; // the token last returned is on the line of the one before
    private boolean atLineStart = true;

    Tokens(Reader in, String name) {
      this.in = in;
      this.name = name;
    }

    private int read() throws IOException {
      if (pending != -2) {
        int c = pending;
        pending = -2;
        return c;
      }
      if (position == limit) {
        limit = in.read(buffer, 0, buffer.length);
        position = 0;
        if (limit <= 0) {
          limit = 0;
          return -1;
        }
      }
      return buffer[position++];
    }

    /** The next token, or null at the end. */
    String next() throws IOException {
      int startLine = line;
      int c = read();
      while (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
        if (c == '\n') {
          line++;
          atLineStart = true;
        }
        c = read();
      }
      if (c < 0) {
        return null;
      }
      first = atLineStart;
      atLineStart = false;
      sameLine = line == startLine;
      StringBuilder token = new StringBuilder();
      while (c >= 0 && c != ' ' && c != '\t' && c != '\n' && c != '\r') {
        if (token.length() == MAX_TOKEN_CHARS) {
          throw error("a word longer than " + MAX_TOKEN_CHARS + " characters");
        }
        if (c < 0x20 || c == 0x7f) {
          throw error("a control character (code " + c + ")");
        }
        token.append((char) c);
        c = read();
      }
      pending = c;
      return token.toString();
    }

    /** Whether another token follows on this line (skips blanks). */
    boolean peekMoreOnLine() throws IOException {
      int c = read();
      while (c == ' ' || c == '\t' || c == '\r') {
        c = read();
      }
      pending = c;
      return c >= 0 && c != '\n';
    }

    void skipLine() throws IOException {
      int c = read();
      while (c >= 0 && c != '\n') {
        c = read();
      }
      pending = c;
    }

    IllegalArgumentException error(String what) {
      return new IllegalArgumentException(name + " line " + line + ": " + what);
    }
  }
}
