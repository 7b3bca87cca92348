package io.github.knighttours.internal.search;

import io.github.knighttours.internal.graph.Colouring;
import io.github.knighttours.spi.SearchResult;
import io.github.knighttours.Outcome;
import io.github.knighttours.spi.NeighbourFunction;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Takefuji and Lee's neural network for Hamiltonian cycles (Y. Takefuji and K. C. Lee, "Neural
 * network computing for knight's tour problems", Neurocomputing 4(5), 1992, 249–254), followed
 * by joining the cycles of the cover it converges to.
 *
 * <p><b>The network.</b> One neuron per edge {@code {a, b}} of an undirected graph, with an
 * integer state {@code U} and an output {@code V} of 0 or 1 (1: the edge is chosen). Writing
 * {@code deg(x)} for the number of chosen edges at vertex {@code x}, the edge's own output
 * included, one update of the neuron is
 *
 * <pre>
 *   U += 4 − deg(a) − deg(b);   V = 1 if U &gt; 3,  V = 0 if U &lt; 0,  else V unchanged
 * </pre>
 *
 * <p>so the neuron's own output counts once at each end. This is the rule of the project's issue
 * 13. Write-ups of the paper give it as {@code U += 2 − Σ} over the outputs of the neurons that
 * share an end, the neuron itself not counted (D. Brant, "Knight's tours using a neural
 * network", dmitrybrant.com); the two agree on every chosen edge and differ only in how fast the
 * state of an unchosen edge between two busy vertices falls. Each output starts at 0 or 1 at
 * random, each state at 0. A sweep updates every neuron once, one at a time (each update sees
 * the outputs the previous ones left), in an order shuffled afresh for each sweep.
 *
 * <p><b>Convergence</b> means that every vertex has exactly two chosen edges: the chosen edges
 * are then a cover of the graph by disjoint cycles, a state in which no update changes anything.
 * A sweep in which no output changes is not enough (the states may still be moving). A run is
 * given up after {@link #MAX_SWEEPS} sweeps without convergence.
 *
 * <p><b>Joining.</b> Parberry ("Tourneys and the fast generation and obfuscation of closed
 * knight's tours", arXiv:2001.06044, 2020) obtains closed tours by generating a vertex-disjoint
 * cycle cover of the knight's graph and joining its cycles. Here two cycles are joined by an
 * exchange: a chosen edge {@code a–b} of one cycle and a chosen edge {@code c–d} of another, where
 * {@code a–c} and {@code b–d} are edges of the graph, are replaced by {@code a–c} and {@code b–d}
 * (the walk {@code b … a} round the first cycle, then {@code c … d} round the second, closes
 * through {@code d–b}). Passes over all vertices make exchanges until one cycle is left or a pass
 * finds none; then the run has failed, and the next run starts from new random outputs, up to
 * {@link #MAX_RUNS} runs.
 *
 * <p><b>Budgets.</b> A node is one neuron update. Deterministic: one seeded generator gives the
 * initial outputs and the orders of every run. Works on symmetric graphs only; on a graph where
 * counting shows that no cover by cycles exists (a vertex with fewer than two neighbours, or a
 * bipartite graph with sides of different sizes) it gives up at once. Never proves absence.
 *
 * <p>Performance: O(n + e) memory for n vertices and e edges; O(e) time per sweep and O(n · d²)
 * per joining pass for a largest degree d.
 */
public final class NeuralNetwork {

  /** Sweeps after which a run that has not converged is abandoned. */
  public static final int MAX_SWEEPS = 1000;

  /** Runs, each from new random outputs, before the search gives up. */
  public static final int MAX_RUNS = 64;

  /** What a run of the network came to, for callers that study the network itself. */
  public interface Observer {
    /**
     * Called once the network has converged, before joining: {@code partners[2 * v]} and
     * {@code partners[2 * v + 1]} are the two vertices joined to {@code v} by chosen edges.
     * The array is the engine's own and changes after the call returns.
     */
    default void converged(int[] partners) {}

    /**
     * Called at the end of every run, also one cut short by a budget or an interrupt.
     *
     * @param sweeps sweeps the run made, the last one counted even if cut short
     * @param converged whether the network converged to a cover by disjoint cycles
     * @param cycles the cycles of that cover before joining, 0 if it did not converge
     * @param joins the exchanges made while joining
     */
    void runEnded(long sweeps, boolean converged, int cycles, int joins);
  }

  private static final Observer NO_OBSERVER = (sweeps, converged, cycles, joins) -> {};

  private NeuralNetwork() {}

  /** Bytes of working memory on {@code n} vertices of degree at most {@code maxDegree}. */
  public static long workingBytes(long n, int maxDegree) {
    long edges = n * maxDegree / 2;
    // Per vertex: incidence offsets, degree, two partners, cycle label and size, path; the
    // incidence lists and the edge arrays (two ends, state, output, sweep order).
    return n * (4 + 4 + 8 + 4 + 4 + 4 + 5) + 2 * edges * 4 + edges * (8 + 4 + 1 + 4);
  }

  /**
   * Searches {@code graph} for a Hamiltonian cycle and returns it as a path from {@code start}
   * (for a path too, unless {@code closed}: the cycle cut at the start is a Hamiltonian path; on
   * a single vertex the path is that vertex).
   *
   * @param observer told about every run, or null
   */
  public static SearchResult search(
      NeighbourFunction graph, int start, boolean closed, long seed, SearchMonitor monitor, Observer observer) {
    if (graph.vertexCount() == 1 && !closed) {
      return new SearchResult(Outcome.FOUND, new int[] {start}, 1, 0, monitor.elapsedNanos(), "a single vertex");
    }
    Run run = new NeuralNetwork.Run(graph, monitor, observer == null ? NO_OBSERVER : observer);
    try {
      return run.search(start, seed);
    } catch (SearchMonitor.Stop stop) {
      // Stopped in a phase between the sweeps' own polls: building, shuffling, checking.
      return monitor.stopped(stop.why(), run.updates, 0);
    }
  }

  /** The state of one search. */
  private static final class Run {
    private final NeighbourFunction graph;
    private final SearchMonitor monitor;
    private final Observer observer;
    private final int n;
    private int[] edgeA;
    private int[] edgeB;
    private int[] incidenceStart;
    private int[] incidence;
    private int[] state;
    private byte[] output;
    private int[] order;
    private int[] degree;
    private int[] partners;
    private int[] label;
    private int[] size;
    private int[] buffer;
    private int[] around;
    private long updates;
    private int converged;
    private int joinedToOne;

    Run(NeighbourFunction graph, SearchMonitor monitor, Observer observer) {
      this.graph = graph;
      this.monitor = monitor;
      this.observer = observer;
      this.n = graph.vertexCount();
    }

    SearchResult search(int start, long seed) {
      Outcome stop = monitor.poll(0, 0, 0);
      if (stop != null) {
        return monitor.stopped(stop, 0, 0);
      }
      String impossible = obstacle();
      if (impossible != null) {
        return result(Outcome.GAVE_UP, null, impossible);
      }
      build();
      SplittableRandom random = new SplittableRandom(seed);
      for (int run = 1; run <= MAX_RUNS; run++) {
        long sweeps = 0;
        randomOutputs(random);
        boolean cover = false;
        while (sweeps < MAX_SWEEPS && !cover) {
          sweeps++;
          stop = sweep(random);
          if (stop != null) {
            observer.runEnded(sweeps, false, 0, 0);
            return monitor.stopped(stop, updates, 0);
          }
          cover = badVertices() == 0;
        }
        if (!cover) {
          observer.runEnded(sweeps, false, 0, 0);
          continue;
        }
        converged++;
        int cycles = findCycles();
        observer.converged(partners);
        int joins = 0;
        int left = cycles;
        while (left > 1) {
          int made = joiningPass();
          if (made < 0) {
            observer.runEnded(sweeps, true, cycles, joins);
            Outcome why = monitor.stoppedBy();
            return monitor.stopped(why == null ? Outcome.CANCELLED : why, updates, 0);
          }
          if (made == 0) {
            break;
          }
          joins += made;
          left -= made;
        }
        observer.runEnded(sweeps, true, cycles, joins);
        if (left == 1) {
          return result(
              Outcome.FOUND,
              cycleFrom(start),
              "run " + run + " of the network converged after " + sweeps + " sweeps to a cover by " + cycles
                  + (cycles == 1 ? " cycle" : " cycles, joined by " + joins + (joins == 1 ? " exchange" : " exchanges")));
        }
      }
      return result(
          Outcome.GAVE_UP,
          null,
          "none of " + MAX_RUNS + " runs of the network ended in a Hamiltonian cycle: " + converged
              + " converged within " + MAX_SWEEPS + " sweeps to a cover by disjoint cycles, "
              + "and in those the cycles could not all be joined by exchanging edges");
    }

    private SearchResult result(Outcome outcome, int[] path, String explanation) {
      return new SearchResult(outcome, path, updates, 0, monitor.elapsedNanos(), explanation);
    }

    /** Why no cover by cycles can exist, found by counting, or null. */
    private String obstacle() {
      if (!graph.isSymmetric()) {
        return "the neural network works on undirected graphs only";
      }
      if (n < 3) {
        return "a graph of " + n + (n == 1 ? " vertex" : " vertices") + " has no cycle through every vertex";
      }
      int[] degrees = monitor.newInts(n);
      monitor.outDegrees(graph, degrees);
      long incidences = 0;
      for (int v = 0; v < n; v++) {
        if (degrees[v] < 2) {
          return graph.vertexName(v) + " has fewer than two neighbours, so no cover by cycles exists";
        }
        incidences += degrees[v];
      }
      if (incidences > Integer.MAX_VALUE - 16) {
        return "the graph has too many edges for the network";
      }
      byte[] side = Colouring.twoColour(graph, monitor::tick, monitor::newBytes, monitor::newInts);
      if (side != null) {
        int ones = 0;
        for (byte s : side) {
          ones += s;
        }
        if (2 * ones != n) {
          return "the graph is bipartite with sides of " + ones + " and " + (n - ones)
              + " vertices, so no cover by cycles exists";
        }
      }
      return null;
    }

    /** Builds the edge list (each edge once, lower end first) and the incidence lists. */
    private void build() {
      buffer = new int[graph.maxDegree()];
      around = new int[graph.maxDegree()];
      incidenceStart = monitor.newInts(n + 1);
      int edges = 0;
      for (int v = 0; v < n; v++) {
        monitor.tick();
        int count = graph.successors(v, buffer);
        incidenceStart[v + 1] = incidenceStart[v] + count;
        for (int i = 0; i < count; i++) {
          if (buffer[i] > v) {
            edges++;
          }
        }
      }
      edgeA = monitor.newInts(edges);
      edgeB = monitor.newInts(edges);
      incidence = monitor.newInts(incidenceStart[n]);
      int[] filled = monitor.newInts(n);
      int e = 0;
      for (int v = 0; v < n; v++) {
        monitor.tick();
        int count = graph.successors(v, buffer);
        for (int i = 0; i < count; i++) {
          int u = buffer[i];
          if (u > v) {
            edgeA[e] = v;
            edgeB[e] = u;
            incidence[incidenceStart[v] + filled[v]++] = e;
            incidence[incidenceStart[u] + filled[u]++] = e;
            e++;
          }
        }
      }
      state = monitor.newInts(edges);
      output = monitor.newBytes(edges);
      order = monitor.newInts(edges);
      for (int i = 0; i < edges; i++) {
        monitor.tick();
        order[i] = i;
      }
      degree = monitor.newInts(n);
      partners = monitor.newInts(2 * n);
      label = monitor.newInts(n);
      size = monitor.newInts(n);
    }

    private void randomOutputs(SplittableRandom random) {
      Arrays.fill(degree, 0);
      for (int e = 0; e < output.length; e++) {
        monitor.tick();
        state[e] = 0;
        output[e] = (byte) (random.nextBoolean() ? 1 : 0);
        if (output[e] == 1) {
          degree[edgeA[e]]++;
          degree[edgeB[e]]++;
        }
      }
    }

    private int badVertices() {
      int bad = 0;
      for (int v = 0; v < n; v++) {
        monitor.tick();
        if (degree[v] != 2) {
          bad++;
        }
      }
      return bad;
    }

    /** Updates every neuron once in a fresh random order; non-null if a budget or interrupt stopped it. */
    private Outcome sweep(SplittableRandom random) {
      for (int i = order.length - 1; i > 0; i--) {
        monitor.tick();
        int j = random.nextInt(i + 1);
        int t = order[i];
        order[i] = order[j];
        order[j] = t;
      }
      for (int e : order) {
        if (monitor.budgetSpent(updates)) {
          return Outcome.BUDGET_EXHAUSTED;
        }
        if ((updates & SearchMonitor.POLL_MASK) == 0) {
          Outcome stop = monitor.poll(updates, 0, 0);
          if (stop != null) {
            return stop;
          }
        }
        updates++;
        int a = edgeA[e];
        int b = edgeB[e];
        int u = state[e] + 4 - degree[a] - degree[b];
        state[e] = u;
        if (u > 3 && output[e] == 0) {
          output[e] = 1;
          degree[a]++;
          degree[b]++;
        } else if (u < 0 && output[e] == 1) {
          output[e] = 0;
          degree[a]--;
          degree[b]--;
        }
      }
      return null;
    }

    /** Fills the partners from the chosen edges, labels each cycle, and returns how many there are. */
    private int findCycles() {
      Arrays.fill(partners, -1);
      for (int e = 0; e < output.length; e++) {
        monitor.tick();
        if (output[e] == 1) {
          addPartner(edgeA[e], edgeB[e]);
          addPartner(edgeB[e], edgeA[e]);
        }
      }
      Arrays.fill(label, -1);
      int cycles = 0;
      for (int v = 0; v < n; v++) {
        monitor.tick();
        if (label[v] < 0) {
          size[v] = relabel(v, v);
          cycles++;
        }
      }
      return cycles;
    }

    private void addPartner(int v, int u) {
      partners[partners[2 * v] < 0 ? 2 * v : 2 * v + 1] = u;
    }

    /** Gives every vertex of the cycle through {@code first} the label {@code to}; returns its length. */
    private int relabel(int first, int to) {
      int previous = first;
      int current = partners[2 * first];
      label[first] = to;
      int length = 1;
      while (current != first) {
        monitor.tick();
        label[current] = to;
        length++;
        int next = partners[2 * current] == previous ? partners[2 * current + 1] : partners[2 * current];
        previous = current;
        current = next;
      }
      return length;
    }

    /**
     * One pass over every vertex, making every exchange it finds; returns the exchanges made, or
     * −1 if the monitor stopped it.
     */
    private int joiningPass() {
      int made = 0;
      for (int a = 0; a < n; a++) {
        if ((a & SearchMonitor.POLL_MASK) == 0 && monitor.poll(updates, 0, 0) != null) {
          return -1;
        }
        while (joinAt(a)) {
          made++;
        }
      }
      return made;
    }

    /** Makes one exchange that uses a chosen edge at {@code a}, if there is one. */
    private boolean joinAt(int a) {
      int count = graph.successors(a, around);
      for (int side = 0; side < 2; side++) {
        int b = partners[2 * a + side];
        for (int i = 0; i < count; i++) {
          int c = around[i];
          if (label[c] == label[a]) {
            continue;
          }
          for (int other = 0; other < 2; other++) {
            int d = partners[2 * c + other];
            if (graph.hasSuccessor(b, d, buffer)) {
              exchange(a, b, c, d);
              return true;
            }
          }
        }
      }
      return false;
    }

    /** Replaces a–b and c–d, in two different cycles, by a–c and b–d, and relabels the smaller cycle. */
    private void exchange(int a, int b, int c, int d) {
      int la = label[a];
      int lc = label[c];
      int keep = size[la] >= size[lc] ? la : lc;
      int merged = size[la] + size[lc];
      relabel(keep == la ? c : a, keep);
      size[keep] = merged;
      replacePartner(a, b, c);
      replacePartner(b, a, d);
      replacePartner(c, d, a);
      replacePartner(d, c, b);
    }

    private void replacePartner(int v, int old, int by) {
      partners[partners[2 * v] == old ? 2 * v : 2 * v + 1] = by;
    }

    /** The single cycle left, as a path from {@code start}. */
    private int[] cycleFrom(int start) {
      int[] path = monitor.newInts(n);
      int previous = start;
      int current = partners[2 * start];
      path[0] = start;
      for (int i = 1; i < n; i++) {
        monitor.tick();
        path[i] = current;
        int next = partners[2 * current] == previous ? partners[2 * current + 1] : partners[2 * current];
        previous = current;
        current = next;
      }
      return path;
    }
  }
}
