package io.github.knighttours;

import io.github.knighttours.count.SymmetryClasses;
import java.math.BigInteger;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * The result of {@link KnightTours#count}: the number of tours, whether it is exact, and the
 * work it took.
 *
 * <pre>{@code
 * TourCount count = KnightTours.count(CountRequest.builder(Board.of(5, 5), CountKind.OPEN_DIRECTED).build());
 * count.count();        // 1728
 * count.isComplete();   // true: the count is exact
 * }</pre>
 *
 * <p>A count that was interrupted or ran out of time is <em>incomplete</em>: {@link #count()}
 * is then only a lower bound, the tours counted before it stopped. Immutable.
 */
public final class TourCount {

  private final CountRequest request;
  private final BigInteger count;
  private final boolean complete;
  private final String stopReason;
  private final long nodes;
  private final Duration elapsed;
  private final CountMethod method;
  private final String theorem;
  private final List<BigInteger> table;
  private final SymmetryClasses classes;

  TourCount(CountRequest request, BigInteger count, boolean complete, String stopReason, long nodes, Duration elapsed) {
    this(request, count, complete, stopReason, nodes, elapsed, CountMethod.DEPTH_FIRST);
  }

  TourCount(
      CountRequest request,
      BigInteger count,
      boolean complete,
      String stopReason,
      long nodes,
      Duration elapsed,
      CountMethod method) {
    this(request, count, complete, stopReason, nodes, elapsed, method, null);
  }

  TourCount(
      CountRequest request,
      BigInteger count,
      boolean complete,
      String stopReason,
      long nodes,
      Duration elapsed,
      CountMethod method,
      String theorem) {
    this(request, count, complete, stopReason, nodes, elapsed, method, theorem, List.of());
  }

  TourCount(
      CountRequest request,
      BigInteger count,
      boolean complete,
      String stopReason,
      long nodes,
      Duration elapsed,
      CountMethod method,
      String theorem,
      List<BigInteger> table) {
    this(request, count, complete, stopReason, nodes, elapsed, method, theorem, table, null);
  }

  private TourCount(
      CountRequest request,
      BigInteger count,
      boolean complete,
      String stopReason,
      long nodes,
      Duration elapsed,
      CountMethod method,
      String theorem,
      List<BigInteger> table,
      SymmetryClasses classes) {
    this.classes = classes;
    this.table = List.copyOf(table);
    this.theorem = theorem;
    this.method = method;
    this.request = request;
    this.count = count;
    this.complete = complete;
    this.stopReason = stopReason;
    this.nodes = nodes;
    this.elapsed = elapsed;
  }

  /** Returns the request this count answers. */
  public CountRequest request() {
    return request;
  }

  /**
   * Returns the number of tours: exact if {@link #isComplete()}, else a lower bound (the tours
   * counted before the count stopped).
   */
  public BigInteger count() {
    return count;
  }

  /**
   * Returns {@link #count()} as a {@code long}.
   *
   * @throws ArithmeticException if the count does not fit in a {@code long}
   */
  public long countExact() {
    return count.longValueExact();
  }

  /**
   * Returns true if the count ran to the end and is exact; false if it was interrupted or ran
   * out of time, and {@link #count()} is only a lower bound.
   */
  public boolean isComplete() {
    return complete;
  }

  /**
   * Returns the work done: the search nodes expanded by all threads together, or for {@link
   * CountMethod#FRONTIER} the states the sweep processed.
   */
  public long nodes() {
    return nodes;
  }

  /** Returns the method that counted: {@link CountMethod#DEPTH_FIRST} or {@link CountMethod#FRONTIER}. */
  public CountMethod method() {
    return method;
  }

  /**
   * Returns why an incomplete count stopped (the interrupt, the time budget, or for {@link
   * CountMethod#FRONTIER} the memory limit); empty for a complete count.
   */
  public Optional<String> stopReason() {
    return Optional.ofNullable(complete ? null : stopReason);
  }

  /**
   * Returns the theorem that settled this count without a search, such as {@code "Schwenk 1991:
   * no board with a side of 1, 2 or 4 has a closed tour"}; empty when the count was searched. A
   * theorem settles a count only by ruling out every tour: the count is then exactly 0, {@link
   * #nodes()} is 0, and {@link #method()} is the method asked for ({@link
   * CountMethod#DEPTH_FIRST} for {@link CountMethod#AUTO}). See {@link KnightTours#count}.
   */
  public Optional<String> theorem() {
    return Optional.ofNullable(theorem);
  }

  /**
   * Returns the table of prefixes that {@link CountRequest.Builder#table(boolean)} asks for:
   * entry c - 1 is the number of tours (of the request's kind) of the w × c board, w the board's
   * shorter side, for c = 1, 2, …; the last entry of a complete count is {@link #count()}. An
   * incomplete count holds the prefixes whose columns the sweep finished before it stopped
   * (perhaps none), each exact. Empty when no table was asked for. Immutable.
   *
   * <pre>{@code
   * TourCount t = KnightTours.count(
   *     CountRequest.builder(Board.of(6, 8), CountKind.CLOSED_UNDIRECTED).table(true).build());
   * t.table();   // [0, 0, 0, 0, 8, 9862, 1067638, 55488142]: 6x1 .. 6x8
   * }</pre>
   */
  public List<BigInteger> table() {
    return table;
  }

  /**
   * Returns the tours up to the board's symmetries, which {@link
   * CountRequest.Builder#upToSymmetry(boolean)} asks for: the number of essentially different
   * tours and what each symmetry fixes. Empty when they were not asked for, or when the count is
   * not {@linkplain #isComplete() complete} (the classes need the exact count; {@link
   * #stopReason()} says what stopped it, the tours or the symmetric ones).
   */
  public Optional<SymmetryClasses> upToSymmetry() {
    return Optional.ofNullable(complete ? classes : null);
  }

  /** This count with its classes, or stopped (by {@code reason}) while they were counted. */
  TourCount withClasses(SymmetryClasses found, String reason, Duration total) {
    return found != null
        ? new TourCount(request, count, complete, stopReason, nodes, total, method, theorem, table, found)
        : new TourCount(request, count, false, reason, nodes, total, method, theorem, table, null);
  }

  /** Returns the wall-clock time the count took. */
  public Duration elapsed() {
    return elapsed;
  }

  /**
   * Describes the count, for example {@code "9862 CLOSED_UNDIRECTED tours of the 6x6 board
   * (complete; 396201 nodes in 85 ms)"}, or {@code "at least 123456 ... (incomplete, a lower
   * bound: the time budget of PT1S ran out; ...)"}.
   */
  @Override
  public String toString() {
    String what =
        count + " " + request.kind() + " tours of the " + request.board() + " board"
            + request.start().map(s -> " from " + s).orElse("");
    String unit = method == CountMethod.FRONTIER ? " state" : " node";
    String work = nodes + unit + (nodes == 1 ? "" : "s") + " in " + elapsed.toMillis() + " ms";
    if (classes != null && complete) {
      what += ", " + classes.classes() + " up to symmetry";
    }
    if (theorem != null) {
      return what + " (complete, by a theorem: " + theorem + ")";
    }
    return complete
        ? what + " (complete; " + work + ")"
        : "at least " + what + " (incomplete, a lower bound: " + stopReason + "; " + work + ")";
  }
}
