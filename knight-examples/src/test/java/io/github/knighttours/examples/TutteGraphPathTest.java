package io.github.knighttours.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jgrapht.Graph;
import org.jgrapht.generate.NamedGraphGenerator;
import org.jgrapht.graph.DefaultEdge;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class TutteGraphPathTest {

  private static final Pattern STEP = Pattern.compile("(\\d+): v(\\d+)");

  /** What one run printed and returned. */
  private record Run(int status, String out) {
    /** The vertices of the printed visiting order, checking that the steps are numbered 1, 2, 3, ... */
    List<Integer> order() {
      String listing = out.substring(out.indexOf("(step: vertex):"), out.indexOf("Hamiltonian cycle,"));
      List<Integer> order = new ArrayList<>();
      Matcher m = STEP.matcher(listing);
      while (m.find()) {
        assertEquals(order.size() + 1, Integer.parseInt(m.group(1)), listing);
        order.add(Integer.parseInt(m.group(2)));
      }
      return order;
    }
  }

  private static Run run(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    int status = TutteGraphPath.run(args, new PrintStream(out, true, StandardCharsets.UTF_8));
    return new Run(status, out.toString(StandardCharsets.UTF_8));
  }

  @Test
  void printsAHamiltonianPathOfTheTutteGraph() {
    Run run = run();
    assertEquals(0, run.status(), run.out());
    Graph<Integer, DefaultEdge> tutte = NamedGraphGenerator.tutteGraph();
    List<Integer> order = run.order();
    assertEquals(46, order.size(), run.out());
    assertEquals(46, new HashSet<>(order).size(), run.out());
    assertTrue(tutte.vertexSet().containsAll(order), run.out());
    for (int i = 1; i < order.size(); i++) {
      assertTrue(tutte.containsEdge(order.get(i - 1), order.get(i)), "v" + order.get(i - 1) + " - v" + order.get(i));
    }
  }

  @Test
  void saysWhichStartAndSeedFoundItAndWhatTheExactSearchProved() {
    Run run = run();
    String out = run.out();
    assertTrue(out.contains("from vertex 0: PROVEN_ABSENT"), out); // no Hamiltonian path starts at vertex 0
    assertTrue(out.contains("by Pohl's rule from vertex " + run.order().get(0) + " with "), out);
    assertTrue(out.matches("(?s).*  (no seed|seed \\d+): FOUND .*"), out);
    assertTrue(out.contains("Hamiltonian cycle, exact search (BACKTRACKING): PROVEN_ABSENT"), out);
  }

  @Test
  void fewerSeedsMoveOnToLaterStarts() {
    Run run = run("1");
    assertEquals(0, run.status(), run.out());
    assertEquals(46, new HashSet<>(run.order()).size(), run.out());
    assertTrue(run.out().contains("  seed 1: GAVE_UP"), run.out());
  }

  @ParameterizedTest
  @ValueSource(strings = {"0", "-3", "x", "1.5"})
  void badMaxSeedReturnsTwo(String arg) {
    Run run = run(arg);
    assertEquals(2, run.status());
    assertTrue(run.out().contains(TutteGraphPath.USAGE), run.out());
  }

  @Test
  void tooManyArgumentsReturnTwo() {
    assertEquals(2, run("1", "2").status());
  }
}
