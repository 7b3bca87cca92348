package io.github.knighttours.internal.search;

import io.github.knighttours.spi.NeighbourFunction;
import io.github.knighttours.spi.SearchResult;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.GZIPInputStream;

/**
 * Not a test: a driver that runs the clause-learning search on FHCP files ({@code graphN.hcp.gz},
 * vertices renumbered from 0 in the file's order, as the JGraphT face does) under a node budget,
 * so that two versions of the engine can be compared conflict for conflict, and prints the search
 * thread's CPU time, which another process's load changes less than the wall clock. Arguments:
 * DIR BUDGET SEED GRAPH..., the budget in nodes, or, below 1,000, in CPU seconds. Run with
 * knight-core's classes, test classes and Guava on the class path, for instance:
 *
 * <pre>{@code
 * java -cp knight-core/target/classes:knight-core/target/test-classes:GUAVA_JAR \
 *     io.github.knighttours.internal.search.ClauseLearningProfile ../shared/hcp/fhcp 10000000 1999 379 611
 * }</pre>
 */
final class ClauseLearningProfile {

  private ClauseLearningProfile() {}

  public static void main(String[] args) throws Exception {
    Path dir = Path.of(args[0]);
    // A budget below 1000 is CPU seconds (the search is interrupted then), above it nodes.
    double limit = Double.parseDouble(args[1]);
    long budget = limit < 1000 ? Long.MAX_VALUE : (long) limit;
    long seed = Long.parseLong(args[2]);
    ThreadMXBean bean = ManagementFactory.getThreadMXBean();
    for (int i = 3; i < args.length; i++) {
      NeighbourFunction graph = read(dir.resolve("graph" + args[i] + ".hcp.gz"));
      SearchResult[] out = new SearchResult[1];
      double[] secs = new double[1];
      Thread worker = new Thread(() -> {
        long cpu = bean.getCurrentThreadCpuTime();
        out[0] = ClauseLearningSearch.run(graph, 0, seed, new SearchMonitor(budget, null, null, graph.vertexCount()));
        secs[0] = (bean.getCurrentThreadCpuTime() - cpu) / 1e9;
      });
      worker.start();
      while (worker.isAlive()) {
        worker.join(50);
        long used = bean.getThreadCpuTime(worker.getId());
        if (limit < 1000 && used > limit * 1e9) {
          worker.interrupt();
          worker.join();
        }
      }
      SearchResult r = out[0];
      long hash = r.path() == null ? 0 : Arrays.hashCode(r.path());
      System.out.printf("graph%s n=%d %s nodes=%d conflicts=%d cpu=%.2fs conflicts/s=%.0f hash=%x%n",
          args[i], graph.vertexCount(), r.outcome(), r.nodesExpanded(), r.backtracks(), secs[0],
          r.backtracks() / secs[0], hash);
    }
  }

  private static NeighbourFunction read(Path file) throws IOException {
    int n = 0;
    List<int[]> edges = new ArrayList<>();
    try (BufferedReader in = new BufferedReader(new InputStreamReader(new GZIPInputStream(Files.newInputStream(file))))) {
      String line;
      boolean data = false;
      while ((line = in.readLine()) != null) {
        line = line.trim();
        if (line.startsWith("DIMENSION")) {
          n = Integer.parseInt(line.substring(line.indexOf(':') + 1).trim());
        } else if (line.startsWith("EDGE_DATA_SECTION")) {
          data = true;
        } else if (data) {
          String[] p = line.split("\\s+");
          if (p.length < 2 || p[0].equals("-1")) {
            break;
          }
          int u = Integer.parseInt(p[0]) - 1;
          int v = Integer.parseInt(p[1]) - 1;
          if (u != v) {
            edges.add(new int[] {u, v});
          }
        }
      }
    }
    int[] deg = new int[n];
    int[][] adj = new int[n][];
    List<java.util.TreeSet<Integer>> sets = new ArrayList<>();
    for (int v = 0; v < n; v++) {
      sets.add(new java.util.TreeSet<>());
    }
    for (int[] e : edges) {
      sets.get(e[0]).add(e[1]);
      sets.get(e[1]).add(e[0]);
    }
    int max = 0;
    for (int v = 0; v < n; v++) {
      adj[v] = sets.get(v).stream().mapToInt(Integer::intValue).toArray();
      deg[v] = adj[v].length;
      max = Math.max(max, deg[v]);
    }
    final int maxDegree = max;
    final int vertices = n;
    return new NeighbourFunction() {
      @Override
      public int vertexCount() {
        return vertices;
      }

      @Override
      public int maxDegree() {
        return maxDegree;
      }

      @Override
      public int successors(int v, int[] out) {
        System.arraycopy(adj[v], 0, out, 0, adj[v].length);
        return adj[v].length;
      }
    };
  }
}
