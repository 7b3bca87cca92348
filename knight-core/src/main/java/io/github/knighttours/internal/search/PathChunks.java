package io.github.knighttours.internal.search;

/**
 * The path of a walk on a huge board, kept in chunks of {@value #CHUNK} vertices made as the walk
 * reaches them, and joined into one array only when the walk is complete. The JVM clears a new
 * array in one step that nothing interrupts and that holds up every other thread at the next
 * garbage collection's safepoint (measured: 1.1 s for the 1.6 GB path of a 20000 × 20000 board,
 * 2026-11-27); chunks of 4 MiB keep every such step short, so that a stop is honoured at once
 * while the walk goes on. A path of at most one chunk is one array from the start, at no cost.
 */
final class PathChunks {

  static final int SHIFT = 20;
  static final int CHUNK = 1 << SHIFT;

  private final int length;
  private final int[][] chunks;
  private final SearchMonitor monitor;

  PathChunks(int length, SearchMonitor monitor) {
    this.length = length;
    this.monitor = monitor;
    this.chunks = new int[(int) (((long) length + CHUNK - 1) >>> SHIFT)][];
  }

  /** The chunk holding vertices {@code index << SHIFT} on, made when first asked for. */
  int[] chunk(int index) {
    if (chunks[index] == null) {
      monitor.checkpoint();
      chunks[index] = new int[Math.min(CHUNK, length - (index << SHIFT))];
    }
    return chunks[index];
  }

  /**
   * The whole path as one array: the single chunk itself, or a copy made by {@link
   * SearchMonitor#newInts} and filled chunk by chunk between checks.
   *
   * @throws SearchMonitor.Stop if the search must stop first
   */
  int[] toArray() {
    if (chunks.length == 1) {
      return chunk(0);
    }
    int[] all = monitor.newInts(length);
    for (int i = 0; i < chunks.length; i++) {
      int[] c = chunk(i);
      System.arraycopy(c, 0, all, i << SHIFT, c.length);
      monitor.checkpoint();
    }
    return all;
  }
}
