package io.github.knighttours.count;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import java.math.BigInteger;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The tours of a count taken up to the board's symmetries: how many essentially different tours
 * there are, and how many tours each symmetry maps onto themselves. Asked for with {@link
 * io.github.knighttours.CountRequest.Builder#upToSymmetry(boolean)}, read from {@link
 * io.github.knighttours.TourCount#upToSymmetry()}.
 *
 * <p>Two tours are in one class when a symmetry of the board (a rotation or reflection that maps
 * the board onto itself: 8 for a square board, 4 for another rectangle, fewer on a board one
 * square wide, where some of them move no square) maps one onto the other. For directed kinds a
 * tour and its reverse are different tours, so a class holds directed tours; for undirected kinds
 * a class holds undirected ones. By Burnside's lemma, {@code classes} is the average over the
 * symmetries of the tours each one fixes:
 *
 * <pre>{@code
 * TourCount t = KnightTours.count(
 *     CountRequest.builder(Board.of(6, 6), CountKind.CLOSED_UNDIRECTED).upToSymmetry(true).build());
 * SymmetryClasses c = t.upToSymmetry().orElseThrow();
 * c.classes();                           // 1245 = (9862 + 10 + 78 + 10) / 8
 * c.fixed().get(Symmetry.QUARTER_TURN);  // 10: the 6x6 tours with quaternary symmetry
 * }</pre>
 *
 * @param classes the number of classes: essentially different tours
 * @param fixed for each distinct symmetry of the board, in the order of {@link Symmetry}, the
 *     number of tours (of the count's kind) that it maps onto themselves; {@link
 *     Symmetry#IDENTITY} maps every tour, so its entry is the count itself
 */
public record SymmetryClasses(BigInteger classes, Map<Symmetry, BigInteger> fixed) {

  /**
   * The rotations and reflections of a rectangular board. Squares are named as in {@link
   * io.github.knighttours.Square}: a1 is the bottom left corner, files run left to right and ranks
   * bottom to top. The images of a1 on a board of r ranks and c files are given for each.
   */
  public enum Symmetry {
    /** Moves no square. */
    IDENTITY,
    /** Reflects in the horizontal midline: rank 1 and the last rank change places (a1 to a{r}). */
    MIRROR_TOP_BOTTOM,
    /** Reflects in the vertical midline: the first and last files change places (a1 to {c}1). */
    MIRROR_LEFT_RIGHT,
    /** Turns the board through 180 degrees (a1 to the opposite corner). */
    HALF_TURN,
    /** Square boards only: reflects in the diagonal through a1 (a1 stays, b1 goes to a2). */
    MIRROR_DIAGONAL,
    /** Square boards only: turns the board a quarter counterclockwise (a1 to the bottom right corner). */
    QUARTER_TURN,
    /** Square boards only: turns the board a quarter clockwise (a1 to the top left corner). */
    THREE_QUARTER_TURN,
    /** Square boards only: reflects in the other diagonal (a1 to the top right corner). */
    MIRROR_ANTIDIAGONAL
  }

  /**
   * Checks and copies the parts.
   *
   * @throws NullPointerException if {@code classes} or {@code fixed} is null, or holds a null
   * @throws IllegalArgumentException if {@code classes} is negative, or {@code fixed} has no
   *     entry for {@link Symmetry#IDENTITY}
   */
  public SymmetryClasses {
    checkNotNull(classes, "classes must not be null");
    checkNotNull(fixed, "fixed must not be null");
    checkArgument(classes.signum() >= 0, "classes must not be negative, got %s", classes);
    checkArgument(fixed.containsKey(Symmetry.IDENTITY), "fixed must have the identity's entry, got %s", fixed);
    Map<Symmetry, BigInteger> copy = new LinkedHashMap<>();
    for (Symmetry s : Symmetry.values()) {
      if (fixed.containsKey(s)) {
        copy.put(s, checkNotNull(fixed.get(s), "fixed must not map %s to null", s));
      }
    }
    fixed = Collections.unmodifiableMap(copy);
  }

  /** Returns the number of distinct symmetries of the board: the size of its group. */
  public int symmetries() {
    return fixed.size();
  }
}
