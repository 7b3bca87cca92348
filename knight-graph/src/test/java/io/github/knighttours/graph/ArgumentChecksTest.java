package io.github.knighttours.graph;

import static io.github.knighttours.graph.GraphAssertions.assertFoundPath;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Outcome;
import io.github.knighttours.SearchOptions;
import io.github.knighttours.Strategy;
import org.jgrapht.Graph;
import org.jgrapht.generate.NamedGraphGenerator;
import org.jgrapht.graph.DefaultEdge;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Preconditions of the public entry points: null arguments fail with a NullPointerException
 * that names the argument, and a start vertex outside the graph with an
 * IllegalArgumentException that names the vertex. A strategy that does not take a graph (one
 * built for the knight's plain board) is refused by name, before the graph is copied.
 */
class ArgumentChecksTest {

  private static final Graph<Integer, DefaultEdge> PETERSEN = NamedGraphGenerator.petersenGraph();
  private static final SearchOptions DEFAULTS = SearchOptions.defaults();
  private static final Strategy POHL = Strategy.POHL;

  @Test
  void hamiltonianPathsNamesTheNullArgument() {
    assertNullNamed("graph", () -> HamiltonianPaths.find(null, 0, POHL));
    assertNullNamed("start", () -> HamiltonianPaths.find(PETERSEN, null, POHL));
    assertNullNamed("strategy", () -> HamiltonianPaths.find(PETERSEN, 0, null));
    assertNullNamed("graph", () -> HamiltonianPaths.find(null, POHL));
    assertNullNamed("strategy", () -> HamiltonianPaths.find(PETERSEN, null));
    assertNullNamed("graph", () -> HamiltonianPaths.solve(null, 0, POHL, DEFAULTS));
    assertNullNamed("start", () -> HamiltonianPaths.solve(PETERSEN, null, POHL, DEFAULTS));
    assertNullNamed("strategy", () -> HamiltonianPaths.solve(PETERSEN, 0, null, DEFAULTS));
    assertNullNamed("options", () -> HamiltonianPaths.solve(PETERSEN, 0, POHL, null));
    assertNullNamed("graph", () -> HamiltonianPaths.solve(null, POHL, DEFAULTS));
    assertNullNamed("strategy", () -> HamiltonianPaths.solve(PETERSEN, null, DEFAULTS));
    assertNullNamed("options", () -> HamiltonianPaths.solve(PETERSEN, POHL, null));
    assertNullNamed("graph", () -> HamiltonianPaths.solveCycle(null, POHL, DEFAULTS));
    assertNullNamed("strategy", () -> HamiltonianPaths.solveCycle(PETERSEN, null, DEFAULTS));
    assertNullNamed("options", () -> HamiltonianPaths.solveCycle(PETERSEN, POHL, null));
  }

  @ParameterizedTest
  @EnumSource(value = Strategy.class, names = {"BACKTRACKING", "WARNSDORFF", "POHL"})
  void aStartOutsideTheGraphIsNamed(Strategy strategy) {
    assertIllegalNaming("4711", () -> HamiltonianPaths.solve(PETERSEN, 4711, strategy, DEFAULTS));
    assertIllegalNaming("4711", () -> HamiltonianPaths.find(PETERSEN, 4711, strategy));
    assertIllegalNaming("-1", () -> HamiltonianPaths.find(PETERSEN, -1, strategy));
  }

  @Test
  void everyGraphStrategyWorksOnGraphsAndTheOthersAreRefusedByName() {
    for (Strategy strategy : Strategy.values()) {
      if (GraphAssertions.GRAPH_STRATEGIES.contains(strategy)) {
        assertFoundPath(PETERSEN, HamiltonianPaths.solve(PETERSEN, 0, strategy, DEFAULTS));
      } else if (strategy == Strategy.NEURAL_NETWORK) {
        // It looks for a cycle through every vertex, and the Petersen graph has none: it runs, and gives up.
        assertEquals(Outcome.GAVE_UP, HamiltonianPaths.solve(PETERSEN, 0, strategy, DEFAULTS).outcome());
      } else {
        assertIllegalNaming(
            "strategy " + strategy.name() + " does not take a graph", () -> HamiltonianPaths.solve(PETERSEN, 0, strategy, DEFAULTS));
        assertIllegalNaming(strategy.name(), () -> new HamiltonianCycleSearch<Integer, DefaultEdge>(strategy, DEFAULTS));
        // ... and says which strategies do.
        assertIllegalNaming("BACKTRACKING", () -> HamiltonianPaths.solveCycle(PETERSEN, strategy, DEFAULTS));
      }
    }
  }

  private static void assertNullNamed(String argument, Executable call) {
    NullPointerException e = assertThrows(NullPointerException.class, call);
    assertTrue(e.getMessage() != null && e.getMessage().contains(argument), () -> "message names " + argument + ": " + e.getMessage());
  }

  private static void assertIllegalNaming(String text, Executable call) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call);
    assertTrue(e.getMessage().contains(text), () -> "message names " + text + ": " + e.getMessage());
  }
}
