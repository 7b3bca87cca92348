package io.github.knighttours.graph;

import java.nio.file.Path;

/**
 * Reads one graph file in a JVM that {@link GraphFileHeapTest} starts with a small heap; prints
 * {@code OK <vertices> <edges>}, {@code IAE <message>}, or {@code ERR <throwable>} (exit status
 * 3) for anything else, an {@link OutOfMemoryError} say.
 */
public final class GraphFileReadMain {

  private GraphFileReadMain() {}

  /** @param args the file */
  public static void main(String[] args) {
    try {
      GraphFile file = GraphFiles.read(Path.of(args[0]));
      System.out.println("OK " + file.graph().vertexSet().size() + " " + file.graph().edgeSet().size());
    } catch (IllegalArgumentException e) {
      System.out.println("IAE " + e.getMessage());
    } catch (Throwable e) {
      System.out.println("ERR " + e);
      System.exit(3);
    }
  }
}
