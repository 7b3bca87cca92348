package io.github.knighttours.internal.construct;

/**
 * Read-only access, for tests in other packages, to the pieces the constructions are made of:
 * the cached closed block tours of {@link DivideAndConquer} and the tours of
 * {@link NarrowBoardConstruction}. It only calls package-private methods; it changes nothing.
 */
public final class ConstructionPieces {

  /** Smallest block side of divide and conquer. */
  public static final int MIN_BLOCK_SIDE = DivideAndConquer.MIN_PART;

  /** Largest block side of divide and conquer. */
  public static final int MAX_BLOCK_SIDE = DivideAndConquer.MAX_PART;

  /** Shortest long side the narrow construction handles. */
  public static final int MIN_NARROW_LENGTH = NarrowBoardConstruction.MIN_LENGTH;

  private ConstructionPieces() {}

  /**
   * The closed tour of an {@code r × c} block (with its four ports) that divide and conquer
   * uses, as block square indices from square 0.
   */
  public static int[] closedBlockTour(int r, int c) {
    ConstructionWatch unlimited = ConstructionWatch.unlimited();
    return DivideAndConquer.walk(DivideAndConquer.closedPiece(r, c, unlimited), r, c, 0, unlimited);
  }

  /** True if the narrow construction builds an open tour of the board from {@code start}. */
  public static boolean narrowBuildsOpenTour(int rows, int cols, int start) {
    return NarrowBoardConstruction.buildsOpenTour(rows, cols, start);
  }

  /** True if the narrow construction builds a closed tour of the board. */
  public static boolean narrowBuildsClosedTour(int rows, int cols) {
    return NarrowBoardConstruction.buildsClosedTour(rows, cols);
  }

  /** The narrow construction's open tour from {@code start}, or null if it found none. */
  public static int[] narrowOpenTour(int rows, int cols, int start) {
    return NarrowBoardConstruction.openTour(rows, cols, start, ConstructionWatch.unlimited());
  }

  /** The narrow construction's closed tour, as a path from {@code start}, or null. */
  public static int[] narrowClosedTour(int rows, int cols, int start) {
    return NarrowBoardConstruction.closedTour(rows, cols, start, ConstructionWatch.unlimited());
  }
}
