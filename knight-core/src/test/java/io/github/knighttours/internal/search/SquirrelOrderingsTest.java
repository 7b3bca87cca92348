package io.github.knighttours.internal.search;

import io.github.knighttours.spi.SearchResult;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.knighttours.Outcome;
import io.github.knighttours.internal.graph.KnightGraph;
import org.junit.jupiter.api.Test;

/** The table as published against the table with Ganzfried's repair for m = 74. */
class SquirrelOrderingsTest {

  @Test
  void thePublishedTableGivesUpOn74AndTheRepairFindsATour() {
    KnightGraph graph = new KnightGraph(74, 74);

    SearchResult published =
        walk(graph, SquirrelOrderings.withTable(74, 74, SquirrelOrderings.publishedTable(74)));
    SearchResult repaired = walk(graph, SquirrelOrderings.forBoard(74, 74));

    assertEquals(Outcome.GAVE_UP, published.outcome(), published::explanation);
    assertEquals(74 * 74 - 44, published.nodesExpanded(), "squares the published table visits");
    assertEquals(Outcome.FOUND, repaired.outcome(), repaired::explanation);
  }

  @Test
  void theRepairIsTheSingleOrdering21345678AndOnlyFor74() {
    assertArrayEquals(
        new SquirrelOrderings.Phase[] {new SquirrelOrderings.Phase("21345678", 0, 0)},
        SquirrelOrderings.table(74));
    for (int m = 5; m <= 200; m++) {
      if (m != 74) {
        assertArrayEquals(SquirrelOrderings.publishedTable(m), SquirrelOrderings.table(m), "m = " + m);
      }
    }
  }

  private static SearchResult walk(KnightGraph graph, TieBreak orderings) {
    SearchMonitor monitor = new SearchMonitor(Long.MAX_VALUE, null, null, graph.vertexCount());
    return GreedySearch.run(graph, 0, 0, orderings, null, monitor);
  }
}
