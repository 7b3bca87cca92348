package io.github.knighttours.internal.search;

/**
 * A {@link PathOrder} whose reversals cost O(√n): a two-level list, one of the tour
 * representations that M. L. Fredman, D. S. Johnson, L. A. McGeoch and G. Ostheimer compare in
 * "Data structures for traveling salesmen", J. Algorithms 18 (1995), 432–479 (an array makes a
 * reversal cost Ω(n)), here for a path that reverses only tails.
 *
 * <p>The vertices sit in one array of slots, cut into <em>segments</em> of at most about √n
 * consecutive slots. Each segment has a reverse bit (its slots are read backwards), a rank (its
 * place among the segments) and the position of its first vertex on the path; each vertex knows
 * its slot and its segment. So a vertex's position, its successor and its predecessor take O(1).
 * To reverse the tail from v, the segment holding v is split in two at v (relabelling the smaller
 * part, O(√n)), and the segments from v's on are put in the opposite order with their reverse bits
 * flipped (O(number of segments)). Splits add segments; when there are twice as many as a fresh
 * cut would make, the path is written out again in order and cut afresh (O(n), once in about √n
 * splits). A tail no longer than a segment is reversed vertex by vertex, as in an array.
 *
 * <p>Appends extend the last segment while it is the last in the slot array, reads forwards and
 * is not full; else they open a new one. Space: three ints a vertex and six a segment.
 */
final class TwoLevelPath extends PathOrder {

  private final int blockSize;
  private final int maxBlocks;
  // store[s]: the vertex in slot s; slots [0, length) are in use, each in exactly one segment.
  private final int[] store;
  // where[v]: v's slot, -1 when v is not on the path; blockOf[v]: v's segment.
  private final int[] where;
  private final int[] blockOf;
  // Per segment (ids 0 .. blocks-1): slots [lo, hi), read backwards when rev, rank among the
  // segments, position of its first vertex on the path.
  private final int[] lo;
  private final int[] hi;
  private final boolean[] rev;
  private final int[] rank;
  private final int[] start;
  // The segments by rank.
  private final int[] order;
  private int blocks;
  private int length;

  /** A new, empty two-level path on {@code n} vertices. */
  static PathOrder create(int n, SearchMonitor monitor) {
    return new TwoLevelPath(n, monitor);
  }

  TwoLevelPath(int n, SearchMonitor monitor) {
    this(n, monitor, monitor.newInts(n));
  }

  private TwoLevelPath(int n, SearchMonitor monitor, int[] where) {
    super(where);
    this.where = where;
    this.blockSize = blockSize(n);
    this.maxBlocks = maxBlocks(n);
    store = monitor.newInts(n);
    blockOf = monitor.newInts(n);
    lo = new int[maxBlocks];
    hi = new int[maxBlocks];
    rev = new boolean[maxBlocks];
    rank = new int[maxBlocks];
    start = new int[maxBlocks];
    order = new int[maxBlocks];
    clear();
  }

  private static int blockSize(long n) {
    return (int) Math.max(1, Math.ceil(Math.sqrt(n)));
  }

  private static int maxBlocks(long n) {
    // Twice a fresh cut's segments, and room for the one more that a split or an append needs.
    return (int) (2 * ((n + blockSize(n) - 1) / blockSize(n)) + 2);
  }

  /** Bytes of the structure on {@code n} vertices. */
  static long bytes(long n) {
    return 12 * n + 21L * maxBlocks(n);
  }

  @Override
  void clear() {
    java.util.Arrays.fill(where, -1);
    blocks = 0;
    length = 0;
  }

  @Override
  int length() {
    return length;
  }

  @Override
  int position(int v) {
    int b = blockOf[v];
    int w = where[v];
    return start[b] + (rev[b] ? hi[b] - 1 - w : w - lo[b]);
  }

  private int firstOf(int b) {
    return rev[b] ? store[hi[b] - 1] : store[lo[b]];
  }

  private int lastOf(int b) {
    return rev[b] ? store[lo[b]] : store[hi[b] - 1];
  }

  @Override
  int first() {
    return firstOf(order[0]);
  }

  @Override
  int last() {
    return lastOf(order[blocks - 1]);
  }

  @Override
  int next(int v) {
    int b = blockOf[v];
    int w = where[v];
    if (rev[b] ? w > lo[b] : w + 1 < hi[b]) {
      return store[rev[b] ? w - 1 : w + 1];
    }
    int r = rank[b] + 1;
    return r < blocks ? firstOf(order[r]) : -1;
  }

  @Override
  int previous(int v) {
    int b = blockOf[v];
    int w = where[v];
    if (rev[b] ? w + 1 < hi[b] : w > lo[b]) {
      return store[rev[b] ? w + 1 : w - 1];
    }
    int r = rank[b] - 1;
    return r >= 0 ? lastOf(order[r]) : -1;
  }

  private boolean extendable(int b) {
    return !rev[b] && hi[b] == length && hi[b] - lo[b] < blockSize;
  }

  @Override
  void append(int v) {
    int b = blocks > 0 ? order[blocks - 1] : -1;
    if (b < 0 || !extendable(b)) {
      if (blocks == maxBlocks) {
        rebuild();
        b = order[blocks - 1];
      }
      if (b < 0 || !extendable(b)) {
        b = blocks++;
        lo[b] = length;
        hi[b] = length;
        rev[b] = false;
        rank[b] = blocks - 1;
        order[blocks - 1] = b;
        start[b] = length;
      }
    }
    store[length] = v;
    where[v] = length;
    blockOf[v] = b;
    hi[b]++;
    length++;
  }

  @Override
  long reverseFrom(int v) {
    int tail = length - position(v);
    if (tail <= blockSize) {
      return reverseShortTail(v, tail);
    }
    long work = 0;
    if (firstOf(blockOf[v]) != v) {
      if (blocks == maxBlocks) {
        work += rebuild();
      }
      if (firstOf(blockOf[v]) != v) {
        work += split(blockOf[v], v);
      }
    }
    int r = rank[blockOf[v]];
    int s = start[blockOf[v]];
    for (int i = r, j = blocks - 1; i < j; i++, j--) {
      int t = order[i];
      order[i] = order[j];
      order[j] = t;
    }
    for (int i = r; i < blocks; i++) {
      int c = order[i];
      rev[c] = !rev[c];
      rank[c] = i;
      start[c] = s;
      s += hi[c] - lo[c];
    }
    return work + 2L * (blocks - r);
  }

  /** Splits segment {@code b} so that {@code v}, not its first vertex, begins a new one. */
  private long split(int b, int v) {
    int w = where[v];
    int prefixLo;
    int prefixHi;
    int suffixLo;
    int suffixHi;
    if (rev[b]) {
      prefixLo = w + 1;
      prefixHi = hi[b];
      suffixLo = lo[b];
      suffixHi = w + 1;
    } else {
      prefixLo = lo[b];
      prefixHi = w;
      suffixLo = w;
      suffixHi = hi[b];
    }
    int c = blocks++;
    int r = rank[b];
    for (int i = blocks - 1; i > r + 1; i--) {
      order[i] = order[i - 1];
      rank[order[i]] = i;
    }
    // The smaller part takes the new id: only its vertices are relabelled.
    boolean suffixMoves = suffixHi - suffixLo <= prefixHi - prefixLo;
    int prefix = suffixMoves ? b : c;
    int suffix = suffixMoves ? c : b;
    int moveLo = suffixMoves ? suffixLo : prefixLo;
    int moveHi = suffixMoves ? suffixHi : prefixHi;
    for (int s = moveLo; s < moveHi; s++) {
      blockOf[store[s]] = c;
    }
    int first = start[b];
    rev[c] = rev[b];
    lo[prefix] = prefixLo;
    hi[prefix] = prefixHi;
    lo[suffix] = suffixLo;
    hi[suffix] = suffixHi;
    order[r] = prefix;
    order[r + 1] = suffix;
    rank[prefix] = r;
    rank[suffix] = r + 1;
    start[prefix] = first;
    start[suffix] = first + prefixHi - prefixLo;
    return (moveHi - moveLo) + (blocks - r);
  }

  /** Reverses the last {@code tail} vertices, from {@code v}, by swapping them pairwise. */
  private long reverseShortTail(int v, int tail) {
    int bl = blockOf[v];
    int sl = where[v];
    int br = order[blocks - 1];
    int sr = rev[br] ? lo[br] : hi[br] - 1;
    for (int k = tail / 2; k > 0; k--) {
      int a = store[sl];
      int z = store[sr];
      store[sl] = z;
      where[z] = sl;
      blockOf[z] = bl;
      store[sr] = a;
      where[a] = sr;
      blockOf[a] = br;
      // The left slot steps forwards along the path, the right one backwards.
      if (rev[bl] ? sl > lo[bl] : sl + 1 < hi[bl]) {
        sl += rev[bl] ? -1 : 1;
      } else {
        bl = order[rank[bl] + 1];
        sl = rev[bl] ? hi[bl] - 1 : lo[bl];
      }
      if (rev[br] ? sr + 1 < hi[br] : sr > lo[br]) {
        sr += rev[br] ? 1 : -1;
      } else {
        br = order[rank[br] - 1];
        sr = rev[br] ? lo[br] : hi[br] - 1;
      }
    }
    return tail;
  }

  /** Writes the path into the slots in order and cuts it into fresh segments; returns its work. */
  private long rebuild() {
    // blockOf serves as scratch for the path in order: every entry is set again below.
    int[] sequence = blockOf;
    int i = 0;
    for (int r = 0; r < blocks; r++) {
      int b = order[r];
      if (rev[b]) {
        for (int s = hi[b] - 1; s >= lo[b]; s--) {
          sequence[i++] = store[s];
        }
      } else {
        for (int s = lo[b]; s < hi[b]; s++) {
          sequence[i++] = store[s];
        }
      }
    }
    System.arraycopy(sequence, 0, store, 0, length);
    blocks = 0;
    for (int s = 0; s < length; s += blockSize) {
      int b = blocks++;
      lo[b] = s;
      hi[b] = Math.min(length, s + blockSize);
      rev[b] = false;
      rank[b] = b;
      order[b] = b;
      start[b] = s;
    }
    for (int s = 0; s < length; s++) {
      int v = store[s];
      where[v] = s;
      blockOf[v] = s / blockSize;
    }
    return 3L * length;
  }

  @Override
  void copyTo(int[] out, int from, SearchMonitor monitor) {
    int i = 0;
    for (int r = 0; r < blocks; r++) {
      int b = order[r];
      monitor.tick(hi[b] - lo[b]);
      for (int k = 0; k < hi[b] - lo[b]; k++, i++) {
        int slot = rev[b] ? hi[b] - 1 - k : lo[b] + k;
        int at = i - from;
        out[at < 0 ? at + length : at] = store[slot];
      }
    }
  }
}
