package io.github.knighttours.benchmarks;

import io.github.knighttours.internal.graph.KnightGraph;
import io.github.knighttours.internal.search.GreedySearch;
import io.github.knighttours.spi.SearchResult;
import io.github.knighttours.internal.search.SearchMonitor;
import io.github.knighttours.internal.search.SearchTrace;

/**
 * Not JMH. Prints, for the WARNSDORFF walk (fixed ties; or POHL's, look-ahead 1) on a board from a start, the squares it
 * reaches and the checksum the C reference ({@code c-reference.sh}) prints for the same walk:
 * the sum of {@code (i + 1) * square_i} over the squares reached, modulo 2^64, with
 * {@code square = row * cols + col}. Equal checksums mean the same walk, square for square.
 *
 * <pre>
 * java -cp knight-benchmarks/target/benchmarks.jar io.github.knighttours.benchmarks.WalkChecksum 1000 1000 0 0
 * </pre>
 */
public final class WalkChecksum {

  private WalkChecksum() {}

  /**
   * Arguments: rows, cols, optionally the start's row and column (default 0 0), and optionally
   * the look-ahead (default 0, WARNSDORFF; 1 for POHL).
   */
  public static void main(String[] args) {
    int rows = Integer.parseInt(args[0]);
    int cols = Integer.parseInt(args[1]);
    int startRow = args.length >= 4 ? Integer.parseInt(args[2]) : 0;
    int startCol = args.length >= 4 ? Integer.parseInt(args[3]) : 0;
    int lookahead = args.length >= 5 ? Integer.parseInt(args[4]) : 0;
    System.out.println(describe(rows, cols, startRow, startCol, lookahead));
  }

  /** The line {@link #main} prints. */
  static String describe(int rows, int cols, int startRow, int startCol, int lookahead) {
    long[] walk = walk(rows, cols, startRow, startCol, lookahead);
    return (lookahead == 0 ? "WARNSDORFF " : "POHL ") + rows + "x" + cols + " from (" + startRow + "," + startCol
        + "): reached " + walk[0] + " of " + (long) rows * cols + " squares, checksum "
        + Long.toUnsignedString(walk[1]);
  }

  /** Squares reached and checksum of the walk. */
  static long[] walk(int rows, int cols, int startRow, int startCol, int lookahead) {
    KnightGraph graph = new KnightGraph(rows, cols);
    long[] checksum = new long[1];
    long[] reached = new long[1];
    // The trace hears every square placed, also when the walk ends at a dead end.
    SearchMonitor monitor =
        new SearchMonitor(
            Long.MAX_VALUE, null, null,
            new SearchTrace() {
              @Override
              public void placed(int vertex, int depth) {
                reached[0]++;
                checksum[0] += (depth + 1L) * vertex;
              }

              @Override
              public void removed(int vertex, int depth) {}

              @Override
              public void deadEnd(int vertex, int depth) {}
            },
            rows * cols);
    SearchResult result = GreedySearch.run(graph, startRow * cols + startCol, lookahead, null, null, monitor);
    if (result.nodesExpanded() != reached[0]) {
      throw new IllegalStateException("the trace heard " + reached[0] + " squares, the walk reports " + result.nodesExpanded());
    }
    return new long[] {reached[0], checksum[0]};
  }
}
