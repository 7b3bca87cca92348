package io.github.knighttours.internal.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class BoardSymmetryTest {

  @ParameterizedTest
  @CsvSource({"8, 8, 8", "5, 5, 8", "5, 6, 4", "3, 10, 4", "1, 5, 2", "1, 1, 1", "2, 2, 8"})
  void theGroupHasTheExpectedSizeAndMapsMovesToMoves(int rows, int cols, int size) {
    BoardSymmetry group = BoardSymmetry.of(rows, cols);
    assertEquals(size, group.size());
    KnightGraph graph = new KnightGraph(rows, cols);
    int n = rows * cols;
    int[] buffer = new int[8];
    for (int g = 0; g < group.size(); g++) {
      Set<Integer> images = new HashSet<>();
      for (int v = 0; v < n; v++) {
        images.add(group.apply(g, v));
        int count = graph.successors(v, buffer);
        for (int i = 0; i < count; i++) {
          int[] image = new int[8];
          int imageCount = graph.successors(group.apply(g, v), image);
          boolean found = false;
          for (int j = 0; j < imageCount; j++) {
            found |= image[j] == group.apply(g, buffer[i]);
          }
          assertTrue(found, "symmetry " + g + " breaks the move " + v + "-" + buffer[i]);
        }
      }
      assertEquals(n, images.size(), "symmetry " + g + " is a permutation");
    }
  }

  @Test
  void orbitsAndStabilizersOfTheFiveByFiveBoard() {
    BoardSymmetry group = BoardSymmetry.of(5, 5);
    int[] rep = group.representatives(group.all(), 25);
    // Square orbits: corners, edge squares next to corners, edge centres, inner diagonal, inner edge, centre.
    assertEquals(6, new HashSet<>(java.util.Arrays.stream(rep).boxed().toList()).size());
    assertEquals(0, rep[24]);
    assertEquals(2, group.stabilizer(new int[] {0}, 1).length); // a1: identity and the diagonal
    assertEquals(8, group.stabilizer(new int[] {12}, 1).length); // c3: all
    assertEquals(1, BoardSymmetry.identity(25).size());
  }
}
