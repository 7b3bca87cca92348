package io.github.knighttours.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.knighttours.Board;
import io.github.knighttours.Square;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.jgrapht.Graph;
import org.jgrapht.generate.NamedGraphGenerator;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.SimpleGraph;
import org.jgrapht.util.SupplierUtil;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * End to end with a real SAT solver: Debian's {@code minisat} (package minisat), if it is on the
 * PATH; skipped with a message otherwise, but failed when the system property
 * {@code knighttours.sat.required} is true (as .ci/run sets it, after installing minisat).
 */
class SatSolverTest {

  @TempDir Path dir;

  private static Path minisat() {
    String path = System.getenv("PATH");
    if (path != null) {
      for (String entry : path.split(java.io.File.pathSeparator)) {
        Path candidate = Path.of(entry.isEmpty() ? "." : entry, "minisat");
        if (Files.isExecutable(candidate)) {
          return candidate;
        }
      }
    }
    return null;
  }

  /** Writes the CNF, runs minisat on it, reads its result file back. */
  private <V> HamiltonianCnf.Answer<V> solve(HamiltonianCnf<V> cnf, String name) throws Exception {
    Path solver = minisat();
    if (solver == null && Boolean.getBoolean("knighttours.sat.required")) {
      throw new AssertionError("minisat is not on the PATH, and knighttours.sat.required is true");
    }
    assumeTrue(solver != null, "minisat is not on the PATH (apt-get install minisat): the SAT solver test is skipped");
    Path formula = dir.resolve(name + ".cnf");
    Path result = dir.resolve(name + ".out");
    try (Writer out = Files.newBufferedWriter(formula, StandardCharsets.US_ASCII)) {
      cnf.write(out);
    }
    Process p = new ProcessBuilder(solver.toString(), "-verb=0", formula.toString(), result.toString())
        .redirectErrorStream(true)
        .redirectOutput(dir.resolve(name + ".log").toFile())
        .start();
    // Not a time limit on the test: a guard against a hung process (these take milliseconds).
    if (!p.waitFor(5, TimeUnit.MINUTES)) {
      p.destroyForcibly();
      throw new AssertionError("minisat did not finish");
    }
    // minisat exits with 10 (satisfiable) or 20 (unsatisfiable).
    assertTrue(p.exitValue() == 10 || p.exitValue() == 20, "minisat exit " + p.exitValue()
        + ": " + Files.readString(dir.resolve(name + ".log")));
    try (Reader in = Files.newBufferedReader(result, StandardCharsets.US_ASCII)) {
      HamiltonianCnf.Answer<V> answer = cnf.readAnswer(in, result.getFileName().toString());
      assertEquals(p.exitValue() == 10, answer.verdict() == HamiltonianCnf.Verdict.FOUND);
      return answer;
    }
  }

  private static <V, E> void assertCycle(Graph<V, E> graph, List<V> cycle) {
    assertEquals(graph.vertexSet(), new HashSet<>(cycle));
    assertEquals(graph.vertexSet().size(), cycle.size());
    for (int i = 0; i < cycle.size(); i++) {
      assertTrue(graph.containsEdge(cycle.get(i), cycle.get((i + 1) % cycle.size())));
    }
  }

  @Test
  void knightGraph6x6HasACycle() throws Exception {
    Graph<Square, DefaultEdge> board = KnightGraphs.of(Board.of(6, 6));
    HamiltonianCnf.Answer<Square> answer = solve(HamiltonianCnf.cycle(board), "6x6");
    assertEquals(HamiltonianCnf.Verdict.FOUND, answer.verdict());
    assertCycle(board, answer.vertices());
  }

  @Test
  void petersenHasNoCycle() throws Exception {
    Graph<Integer, DefaultEdge> petersen =
        new SimpleGraph<>(SupplierUtil.createIntegerSupplier(), SupplierUtil.DEFAULT_EDGE_SUPPLIER, false);
    new NamedGraphGenerator<Integer, DefaultEdge>().generatePetersenGraph(petersen);
    assertEquals(HamiltonianCnf.Verdict.SOLVER_SAYS_NONE, solve(HamiltonianCnf.cycle(petersen), "petersen").verdict());
    HamiltonianCnf.Answer<Integer> path = solve(HamiltonianCnf.path(petersen), "petersen-path");
    assertEquals(HamiltonianCnf.Verdict.FOUND, path.verdict());
    assertEquals(10, new HashSet<>(path.vertices()).size());
  }

  @Test
  void fhcpGraphFromTheTestResources() throws Exception {
    GraphFile file = GraphFiles.read(Path.of("src/test/resources/graphs/cycle8.hcp"));
    HamiltonianCnf.Answer<String> answer = solve(HamiltonianCnf.cycle(file.graph()), "cycle8");
    assertEquals(HamiltonianCnf.Verdict.FOUND, answer.verdict());
    assertCycle(file.graph(), answer.vertices());
  }
}
