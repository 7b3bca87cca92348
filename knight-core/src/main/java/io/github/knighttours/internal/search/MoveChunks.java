package io.github.knighttours.internal.search;

/**
 * The moves of a walk on a knight board, one byte a step, kept in chunks of {@value #CHUNK} made
 * as the walk reaches them; the path of squares is made from them only when the walk is
 * complete. The JVM clears a new array in one step that nothing interrupts and that holds up
 * every other thread at the next garbage collection's safepoint (measured: 1.1 s for the 1.6 GB
 * path of a 20000 × 20000 board, 2026-11-27): with chunks of 256 KiB no step of the walk is long, so
 * a stop is honoured at once. A byte a square instead of the path's four also keeps the walk's
 * peak memory where it was: the moves and the path exist together only at the end, once the
 * walk's degree layout is gone.
 */
final class MoveChunks {

  // 256 KiB: below half of G1's smallest region (1 MiB), so a chunk is no humongous object, which
  // would take a whole region and more.
  static final int SHIFT = 18;
  static final int CHUNK = 1 << SHIFT;

  private final int length;
  private final byte[][] chunks;
  private final SearchMonitor monitor;

  /** Room for the moves of a walk of {@code length} squares (one move fewer than squares). */
  MoveChunks(int length, SearchMonitor monitor) {
    this.length = Math.max(1, length);
    this.monitor = monitor;
    this.chunks = new byte[(int) (((long) this.length + CHUNK - 1) >>> SHIFT)][];
  }

  /** Bytes for the moves of a walk of {@code n} squares. */
  static long bytes(long n) {
    return n + 16 * (n / CHUNK + 2);
  }

  /** The chunk holding moves {@code index << SHIFT} on, made when first asked for. */
  byte[] chunk(int index) {
    if (chunks[index] == null) {
      // 256 KiB: quick to make, and the walk checks the monitor every 1,024 steps.
      chunks[index] = new byte[Math.min(CHUNK, length - (index << SHIFT))];
    }
    return chunks[index];
  }

  /**
   * The path of {@code squares} squares from {@code start}, in an array of {@code length} (the
   * rest for the caller): move i (stored at i) leads from square i to square i + 1 by index change
   * {@code steps[move]}. Made by {@link SearchMonitor#newInts}
   * and filled between stop checks; the chunks are dropped as they are read.
   *
   * @throws SearchMonitor.Stop if the search must stop first
   */
  int[] toPath(int start, int squares, int length, int[] steps) {
    int[] path = monitor.newInts(length);
    int v = start;
    path[0] = v;
    int i = 1;
    for (int c = 0; c < chunks.length && i < squares; c++) {
      byte[] chunk = chunks[c];
      chunks[c] = null;
      for (int k = 0; k < chunk.length && i < squares; k++, i++) {
        v += steps[chunk[k]];
        path[i] = v;
      }
      monitor.checkpoint();
    }
    return path;
  }
}
