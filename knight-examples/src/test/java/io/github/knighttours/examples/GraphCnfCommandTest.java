package io.github.knighttours.examples;

import static io.github.knighttours.examples.CommandRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** graph --format cnf and graph --model, in-process. */
class GraphCnfCommandTest {

  private static final String CYCLE8 = "../knight-graph/src/test/resources/graphs/cycle8.hcp";

  @TempDir Path dir;

  /**
   * A model of cycle8.hcp's CNF by hand: the arcs 1→2→...→8→1 true (vertex u's arcs go to its
   * neighbours in increasing order: 1→2 is arc 1, 1→8 arc 2, u→u-1 and u→u+1 arcs 2u-1 and 2u, 8→1
   * arc 15), every other of the 48 variables false (the reader checks the cycle, not the positions).
   */
  private static String model(Set<Integer> trueArcs) {
    StringBuilder s = new StringBuilder("c by hand\ns SATISFIABLE\n");
    for (int v = 1; v <= 48; v++) {
      s.append(v % 12 == 1 ? "v" : "").append(' ').append(trueArcs.contains(v) ? v : -v).append(v % 12 == 0 ? "\n" : "");
    }
    return s.append("v 0\n").toString();
  }

  private Path file(String name, String text) throws IOException {
    Path path = dir.resolve(name);
    Files.writeString(path, text);
    return path;
  }

  @Test
  void writesTheCnfWithItsSize() throws IOException {
    Path out = dir.resolve("c8.cnf");
    CommandRun r = run("graph", CYCLE8, "--kind", "closed", "--format", "cnf", "-o", out.toString());
    assertEquals(0, r.status(), r.err());
    // 16 arcs, 3 position bits and 1 carry a vertex: 16 + 8·4; clauses: 2·8 + 2·8·1 + 3 + 3·8 + (16-2)·10.
    assertTrue(Files.readString(out).contains("\np cnf 48 199\n"), Files.readString(out).substring(0, 200));
    assertTrue(r.err().contains("48 variables, 199 clauses"), r.err());
  }

  @Test
  void readsAModelBackCheckedInAnyFormat() throws IOException {
    Path good = file("good.txt", model(Set.of(1, 4, 6, 8, 10, 12, 14, 15)));
    CommandRun text = run("graph", CYCLE8, "--kind", "closed", "--model", good.toString());
    assertEquals(0, text.status(), text.err());
    assertEquals("1 2 3 4 5 6 7 8", text.out().trim());
    CommandRun json = run("graph", CYCLE8, "--kind", "closed", "--model", good.toString(), "--format", "json");
    assertEquals(0, json.status(), json.err());
    assertTrue(json.out().contains("\"strategy\":\"SAT_MODEL\",\"outcome\":\"FOUND\""), json.out());
    assertTrue(json.out().contains("\"vertices\":[1,2,3,4,5,6,7,8]"), json.out());
    CommandRun tour = run("graph", CYCLE8, "--kind", "closed", "--model", good.toString(), "--format", "tour");
    assertEquals(0, tour.status(), tour.err());
    assertTrue(tour.out().contains("TOUR_SECTION"), tour.out());
  }

  @Test
  void refusesATamperedModelAndLabelsTheSolversClaims() throws IOException {
    // 8→7 instead of 8→1: two arcs into 7, none into 1.
    Path bad = file("bad.txt", model(Set.of(1, 4, 6, 8, 10, 12, 14, 16)));
    CommandRun r = run("graph", CYCLE8, "--kind", "closed", "--model", bad.toString());
    assertEquals(2, r.status(), r.err());
    assertTrue(r.err().contains("not a Hamiltonian cycle") && r.err().contains("two chosen arcs enter vertex 7"), r.err());
    CommandRun path = run("graph", CYCLE8, "--model", file("good.txt", model(Set.of(1, 4, 6, 8, 10, 12, 14, 15))).toString());
    assertEquals(2, path.status(), "a cycle's model is not the path CNF's: " + path.err());
    CommandRun unsat = run("graph", CYCLE8, "--kind", "closed", "--model", file("u.txt", "UNSAT\n").toString());
    assertEquals(5, unsat.status(), unsat.err());
    assertTrue(unsat.err().contains("SAT solver's claim") && unsat.err().contains("did not check"), unsat.err());
    CommandRun unknown = run("graph", CYCLE8, "--kind", "closed", "--model", file("i.txt", "s UNKNOWN\n").toString());
    assertEquals(4, unknown.status(), unknown.err());
    CommandRun garbage = run("graph", CYCLE8, "--kind", "closed", "--model", file("g.txt", "s SATISFIABLE\nv 1 two 0\n").toString());
    assertEquals(2, garbage.status(), garbage.err());
    assertTrue(garbage.err().contains("line 2"), garbage.err());
    CommandRun both = run("graph", CYCLE8, "--format", "cnf", "--model", "x");
    assertEquals(2, both.status(), both.err());
  }

  /** With MiniSat on the PATH: the written CNF solved and read back; else nothing to run. */
  @Test
  void roundTripThroughMinisatWhenInstalled() throws Exception {
    Path minisat = null;
    for (String entry : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
      if (!entry.isEmpty() && Files.isExecutable(Path.of(entry, "minisat"))) {
        minisat = Path.of(entry, "minisat");
      }
    }
    org.junit.jupiter.api.Assumptions.assumeTrue(minisat != null, "minisat is not on the PATH: skipped");
    Path cnf = dir.resolve("c8.cnf");
    assertEquals(0, run("graph", CYCLE8, "--kind", "closed", "--format", "cnf", "-o", cnf.toString()).status());
    Path answer = dir.resolve("c8.model");
    Process p = new ProcessBuilder(minisat.toString(), "-verb=0", cnf.toString(), answer.toString())
        .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectErrorStream(true).start();
    assertTrue(p.waitFor(5, TimeUnit.MINUTES), "minisat hung"); // a guard, not a timing check
    assertEquals(10, p.exitValue());
    CommandRun r = run("graph", CYCLE8, "--kind", "closed", "--model", answer.toString());
    assertEquals(0, r.status(), r.err());
    assertEquals(8, r.out().trim().split(" ").length, r.out());
  }
}
