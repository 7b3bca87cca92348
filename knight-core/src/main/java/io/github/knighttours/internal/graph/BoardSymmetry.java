package io.github.knighttours.internal.graph;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The symmetries of a {@code rows × cols} board as permutations of the square indices
 * ({@code row * cols + col}): the dihedral group of the rectangle (identity, the two mirror
 * images and the half turn), and on square boards also the quarter turns and the two diagonal
 * mirror images. Each maps knight moves to knight moves, so it maps tours to tours one to one.
 *
 * <p>Permutations that coincide on a thin board (a 1×n board is its own mirror image top to
 * bottom) are listed once. Immutable and thread-safe.
 *
 * <p>Performance: O(g · n) time and space to build, with g ≤ 8 symmetries and n squares.
 */
public final class BoardSymmetry {

  private final int[][] maps;

  private BoardSymmetry(int[][] maps) {
    this.maps = maps;
  }

  /** Returns the dihedral symmetries of the board (8 on square boards, 4 otherwise, fewer on thin boards). */
  public static BoardSymmetry of(int rows, int cols) {
    List<int[]> found = new ArrayList<>();
    int n = rows * cols;
    for (int k = 0; k < variants(rows, cols); k++) {
      int[] map = new int[n];
      for (int v = 0; v < n; v++) {
        map[v] = image(rows, cols, k, v);
      }
      if (found.stream().noneMatch(m -> Arrays.equals(m, map))) {
        found.add(map);
      }
    }
    return new BoardSymmetry(found.toArray(new int[0][]));
  }

  /**
   * Returns how many symmetries {@link #image} numbers on the board: 8 on square boards, else 4
   * (on thin boards some of them coincide).
   */
  public static int variants(int rows, int cols) {
    return rows == cols ? 8 : 4;
  }

  /**
   * Returns the image of square {@code v} under symmetry {@code k} (0 to {@link #variants} − 1)
   * without building the group: bit 0 mirrors top to bottom, bit 1 left to right, bit 2 (square
   * boards only) then reflects in the main diagonal. O(1) time and space.
   */
  public static int image(int rows, int cols, int k, int v) {
    int r = v / cols;
    int c = v % cols;
    int row = (k & 1) == 0 ? r : rows - 1 - r;
    int col = (k & 2) == 0 ? c : cols - 1 - c;
    return k < 4 ? row * cols + col : col * cols + row;
  }

  /** Returns the group with the identity alone: no symmetry reduction. */
  public static BoardSymmetry identity(int n) {
    int[] map = new int[n];
    Arrays.setAll(map, i -> i);
    return new BoardSymmetry(new int[][] {map});
  }

  /** Returns the number of distinct symmetries, the identity included. */
  public int size() {
    return maps.length;
  }

  /** Returns the image of square {@code v} under symmetry {@code g}. */
  public int apply(int g, int v) {
    return maps[g][v];
  }

  /** Returns the symmetries that fix every vertex of {@code path} (their indices into this group). */
  public int[] stabilizer(int[] path, int length) {
    int[] fixing = new int[maps.length];
    int count = 0;
    for (int g = 0; g < maps.length; g++) {
      boolean fixes = true;
      for (int i = 0; i < length && fixes; i++) {
        fixes = maps[g][path[i]] == path[i];
      }
      if (fixes) {
        fixing[count++] = g;
      }
    }
    return Arrays.copyOf(fixing, count);
  }

  /**
   * Returns, for every square, the smallest square of its orbit under the symmetries
   * {@code group} (indices into this group): two squares share a representative exactly when a
   * symmetry of {@code group} maps one to the other.
   */
  public int[] representatives(int[] group, int n) {
    int[] rep = new int[n];
    for (int v = 0; v < n; v++) {
      int least = v;
      for (int g : group) {
        least = Math.min(least, maps[g][v]);
      }
      rep[v] = least;
    }
    return rep;
  }

  /** Returns the indices of all symmetries of this group. */
  public int[] all() {
    int[] all = new int[maps.length];
    Arrays.setAll(all, i -> i);
    return all;
  }
}
