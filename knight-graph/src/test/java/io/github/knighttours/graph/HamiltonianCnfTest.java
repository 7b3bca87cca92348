package io.github.knighttours.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Board;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import org.jgrapht.Graph;
import org.jgrapht.generate.NamedGraphGenerator;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.SimpleDirectedGraph;
import org.jgrapht.graph.SimpleGraph;
import org.jgrapht.util.SupplierUtil;
import org.junit.jupiter.api.Test;

/** The CNF of the Hamiltonian cycle and path problems, solved by a small DPLL, against brute force. */
class HamiltonianCnfTest {

  static String cnf(HamiltonianCnf<?> cnf) throws IOException {
    StringWriter out = new StringWriter();
    cnf.write(out);
    return out.toString();
  }

  /** Solves the CNF; checks its counts; reads the model back (both formats) when there is one. */
  private static <V> List<V> solve(HamiltonianCnf<V> cnf) throws IOException {
    TinySat sat = TinySat.parse(cnf(cnf));
    assertEquals(cnf.variableCount(), sat.variables());
    int[] model = sat.solve();
    if (model == null) {
      return null;
    }
    assertTrue(sat.satisfiedBy(model));
    HamiltonianCnf.Answer<V> a = cnf.readAnswer(new StringReader(TinySat.competitionOutput(model)), "model");
    HamiltonianCnf.Answer<V> b = cnf.readAnswer(new StringReader(TinySat.minisatOutput(model)), "model");
    assertEquals(HamiltonianCnf.Verdict.FOUND, a.verdict());
    assertEquals(a, b);
    return a.vertices();
  }

  private static <V, E> void assertCycle(Graph<V, E> graph, List<V> cycle) {
    assertEquals(graph.vertexSet().size(), cycle.size());
    assertEquals(graph.vertexSet(), new HashSet<>(cycle));
    for (int i = 0; i < cycle.size(); i++) {
      assertTrue(graph.containsEdge(cycle.get(i), cycle.get((i + 1) % cycle.size())), "edge " + i + " of " + cycle);
    }
  }

  private static <V, E> void assertPath(Graph<V, E> graph, List<V> path) {
    assertEquals(graph.vertexSet().size(), path.size());
    assertEquals(graph.vertexSet(), new HashSet<>(path));
    for (int i = 0; i + 1 < path.size(); i++) {
      assertTrue(graph.containsEdge(path.get(i), path.get(i + 1)), "edge " + i + " of " + path);
    }
  }

  /** Random graphs of 3 to 8 vertices, directed and undirected: SAT exactly when brute force finds one. */
  @Test
  void agreesWithBruteForceOnRandomGraphs() throws IOException {
    Random random = new Random(27);
    int cycles = 0;
    int paths = 0;
    for (int trial = 0; trial < 120; trial++) {
      int n = 3 + random.nextInt(6);
      boolean directed = trial % 3 == 0;
      Graph<Integer, DefaultEdge> g =
          directed ? new SimpleDirectedGraph<>(DefaultEdge.class) : new SimpleGraph<>(DefaultEdge.class);
      for (int v = 0; v < n; v++) {
        g.addVertex(v);
      }
      double p = 0.25 + random.nextDouble() * 0.5;
      for (int u = 0; u < n; u++) {
        for (int v = 0; v < n; v++) {
          if (u != v && (directed || u < v) && random.nextDouble() < p) {
            g.addEdge(u, v);
          }
        }
      }
      BruteForce truth = BruteForce.of(g);
      List<Integer> cycle = solve(HamiltonianCnf.cycle(g));
      assertEquals(truth.hasCycle(), cycle != null, "cycle of " + g);
      if (cycle != null) {
        assertCycle(g, cycle);
        cycles++;
      }
      List<Integer> path = solve(HamiltonianCnf.path(g));
      assertEquals(truth.hasPath(), path != null, "path of " + g);
      if (path != null) {
        assertPath(g, path);
        paths++;
      }
    }
    assertTrue(cycles > 10 && cycles < 110, "both answers are tested: " + cycles + " cycles");
    assertTrue(paths > 10 && paths < 120, "both answers are tested: " + paths + " paths");
  }

  @Test
  void petersenHasNoCycleButAPath() throws IOException {
    Graph<Integer, DefaultEdge> petersen =
        new SimpleGraph<>(SupplierUtil.createIntegerSupplier(), SupplierUtil.DEFAULT_EDGE_SUPPLIER, false);
    new NamedGraphGenerator<Integer, DefaultEdge>().generatePetersenGraph(petersen);
    // Not brute force (10! orderings): the Petersen graph is the classic non-Hamiltonian graph.
    assertNull(solve(HamiltonianCnf.cycle(petersen)));
    assertPath(petersen, solve(HamiltonianCnf.path(petersen)));
  }

  @Test
  void cubeAndKnightGraph3x4HaveCycles() throws IOException {
    Graph<Integer, DefaultEdge> cube = new SimpleGraph<>(DefaultEdge.class);
    for (int v = 0; v < 8; v++) {
      cube.addVertex(v);
    }
    for (int v = 0; v < 8; v++) {
      for (int bit = 1; bit < 8; bit <<= 1) {
        if ((v & bit) == 0) {
          cube.addEdge(v, v | bit);
        }
      }
    }
    assertCycle(cube, solve(HamiltonianCnf.cycle(cube)));
    var knight = KnightGraphs.of(Board.of(3, 4));
    assertNull(solve(HamiltonianCnf.cycle(knight)), "3x4 has no closed knight's tour");
    assertPath(knight, solve(HamiltonianCnf.path(knight)));
  }

  /** Counts: the formula stated in the class comment, for a cubic graph of 8 vertices. */
  @Test
  void sizeOfTheCube() {
    Graph<Integer, DefaultEdge> cube = new SimpleGraph<>(DefaultEdge.class);
    for (int v = 0; v < 8; v++) {
      cube.addVertex(v);
    }
    for (int v = 0; v < 8; v++) {
      for (int bit = 1; bit < 8; bit <<= 1) {
        if ((v & bit) == 0) {
          cube.addEdge(v, v | bit);
        }
      }
    }
    HamiltonianCnf<Integer> cnf = HamiltonianCnf.cycle(cube);
    int arcs = 24;
    int bits = 3;
    assertEquals(arcs + 8 * (2 * bits - 2), cnf.variableCount());
    long amo = 2 * 8 * 3; // pairs of 3 arcs
    assertEquals(2 * 8 + amo + bits + 3 * 8 * (bits - 2) + (arcs - 3) * (4 * bits - 2), cnf.clauseCount());
  }

  /** A hub of degree 9 takes the sequential counter; still right. */
  @Test
  void wheelWithABigHub() throws IOException {
    Graph<Integer, DefaultEdge> wheel = new SimpleGraph<>(DefaultEdge.class);
    for (int v = 0; v <= 9; v++) {
      wheel.addVertex(v);
    }
    for (int v = 1; v <= 9; v++) {
      wheel.addEdge(0, v);
      wheel.addEdge(v, v % 9 + 1);
    }
    assertCycle(wheel, solve(HamiltonianCnf.cycle(wheel)));
    wheel.removeEdge(3, 4);
    wheel.removeEdge(7, 8);
    assertNull(solve(HamiltonianCnf.cycle(wheel)));
  }

  private static Graph<Integer, DefaultEdge> square() {
    Graph<Integer, DefaultEdge> g = new SimpleGraph<>(DefaultEdge.class);
    for (int v = 1; v <= 4; v++) {
      g.addVertex(v);
    }
    g.addEdge(1, 2);
    g.addEdge(2, 3);
    g.addEdge(3, 4);
    g.addEdge(4, 1);
    g.addEdge(1, 3);
    return g;
  }

  private static String tamper(String model, int variable) {
    return model.replaceFirst("(?<=[ \\n])-?" + variable + "(?= )", model.contains(" -" + variable + " ")
        ? String.valueOf(variable) : "-" + variable);
  }

  @Test
  void tamperedModelsAreRefused() throws IOException {
    Graph<Integer, DefaultEdge> g = square();
    HamiltonianCnf<Integer> cnf = HamiltonianCnf.cycle(g);
    int[] model = TinySat.parse(cnf(cnf)).solve();
    String good = TinySat.minisatOutput(model);
    assertEquals(HamiltonianCnf.Verdict.FOUND, cnf.readAnswer(new StringReader(good), "m").verdict());
    // Flipping any arc variable breaks the cycle: one arc too many or too few somewhere.
    int refused = 0;
    for (int arc = 1; arc <= 10; arc++) {
      String bad = tamper(good, arc);
      assertFalse(bad.equals(good));
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> cnf.readAnswer(new StringReader(bad), "m"));
      assertTrue(e.getMessage().contains("not a Hamiltonian cycle"), e.getMessage());
      refused++;
    }
    assertEquals(10, refused);
    // Two 2-cycles 1-2, 3-4 (arcs both ways): one out, one in everywhere, but not one cycle.
    StringBuilder twoCycles = new StringBuilder("SAT\n");
    int[] arcsOf = {2, 4, 3}; // vertex 1's successors 2, 3, 4 are arcs 1..3 (sorted by index)
    for (int v = 1; v <= cnf.variableCount(); v++) {
      twoCycles.append(-v).append(' ');
    }
    String all = twoCycles.append("0\n").toString();
    // Arcs in order: 1->{2,3,4}=1,2,3; 2->{1,3}=4,5; 3->{1,2,4}=6,7,8; 4->{1,3}=9,10
    for (int arc : new int[] {1, 4, 8, 10}) {
      all = all.replace(" -" + arc + " ", " " + arc + " ").replace("\n-" + arc + " ", "\n" + arc + " ");
    }
    String split = all;
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> cnf.readAnswer(new StringReader(split), "m"));
    assertTrue(e.getMessage().contains("close a cycle of 2 of the 4 vertices"), e.getMessage());
    assertEquals(3, arcsOf.length);
  }

  @Test
  void garbageAndWrongCountsAreRefusedNamingTheLine() {
    HamiltonianCnf<Integer> cnf = HamiltonianCnf.cycle(square());
    int n = cnf.variableCount();
    String[][] cases = {
      {"", "no status line"},
      {"hello\n", "line 1: expected"},
      {"s SATISFIABLE\nv 1 2 x 0\n", "line 2: expected a literal"},
      {"s SATISFIABLE\nv 1 -1 0\n", "line 2: variable 1 is assigned twice"},
      {"s SATISFIABLE\nv 1 " + (n + 1) + " 0\n", "line 2: variable " + (n + 1) + " is beyond"},
      {"s SATISFIABLE\nv 1 2 3 0\n", "assigns 3 variables; this CNF has " + n},
      {"s SATISFIABLE\nv 1 2 3\n", "does not end with 0"},
      {"s SATISFIABLE\nv 1 0\nv 2 0\n", "line 3: literals after the closing 0"},
      {"s MAYBE\n", "line 1: the status must be one of"},
      {"c x\ns SATISFIABLE\ns SATISFIABLE\n", "line 3: a second status line"},
      {"v 1 0\n", "line 1: literals without a SATISFIABLE status"},
      {"s UNSATISFIABLE\nv 1 0\n", "line 2: literals without"},
      {"SAT\n" + "9".repeat(100) + "\n", "line 2: a word longer than"},
      {"s SATISFIABLE\nv 1\u0000 0\n", "line 2: a control character"},
    };
    for (String[] c : cases) {
      IllegalArgumentException e = assertThrows(
          IllegalArgumentException.class, () -> cnf.readAnswer(new StringReader(c[0]), "answer.txt"), c[0]);
      assertTrue(e.getMessage().startsWith("answer.txt"), e.getMessage());
      assertTrue(e.getMessage().contains(c[1]), e.getMessage() + " should say " + c[1]);
    }
  }

  @Test
  void unsatisfiableAndUnknownAreTheSolversWord() throws IOException {
    HamiltonianCnf<Integer> cnf = HamiltonianCnf.cycle(square());
    assertEquals(HamiltonianCnf.Verdict.SOLVER_SAYS_NONE,
        cnf.readAnswer(new StringReader("c by some solver\ns UNSATISFIABLE\n"), "a").verdict());
    assertEquals(HamiltonianCnf.Verdict.SOLVER_SAYS_NONE, cnf.readAnswer(new StringReader("UNSAT\n"), "a").verdict());
    assertEquals(HamiltonianCnf.Verdict.UNKNOWN, cnf.readAnswer(new StringReader("s UNKNOWN\n"), "a").verdict());
    assertEquals(HamiltonianCnf.Verdict.UNKNOWN, cnf.readAnswer(new StringReader("INDET\n"), "a").verdict());
    assertTrue(cnf.readAnswer(new StringReader("UNSAT\n"), "a").vertices().isEmpty());
  }

  @Test
  void sizesAreBoundedAndArgumentsChecked() {
    Graph<Integer, DefaultEdge> two = new SimpleGraph<>(DefaultEdge.class);
    two.addVertex(1);
    two.addVertex(2);
    two.addEdge(1, 2);
    IllegalArgumentException small = assertThrows(IllegalArgumentException.class, () -> HamiltonianCnf.cycle(two));
    assertTrue(small.getMessage().contains("at least 3 vertices"), small.getMessage());
    assertNotNull(HamiltonianCnf.path(two));
    // A complete graph of 1,200 vertices: 1.4 million arcs, 42 clauses each, beyond the clause
    // limit; refused from the counts alone.
    Graph<Integer, DefaultEdge> big = new SimpleGraph<>(DefaultEdge.class);
    for (int v = 0; v < 1200; v++) {
      big.addVertex(v);
      for (int u = 0; u < v; u++) {
        big.addEdge(u, v);
      }
    }
    IllegalArgumentException huge = assertThrows(IllegalArgumentException.class, () -> HamiltonianCnf.cycle(big));
    assertTrue(huge.getMessage().contains("more than the " + HamiltonianCnf.MAX_CLAUSES), huge.getMessage());
    assertThrows(NullPointerException.class, () -> HamiltonianCnf.cycle(null));
  }
}
