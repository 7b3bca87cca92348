package io.github.knighttours.solvers;

import io.github.knighttours.TourRequest;
import io.github.knighttours.TourSolver;
import io.github.knighttours.PathRequest;
import io.github.knighttours.Board;
import io.github.knighttours.TourKind;
import io.github.knighttours.Square;

import io.github.knighttours.internal.graph.KnightGraph;
import io.github.knighttours.internal.search.CycleStarts;
import io.github.knighttours.internal.search.HeapGuard;
import io.github.knighttours.internal.search.SearchMonitor;
import io.github.knighttours.shapes.Board3d;
import io.github.knighttours.spi.SearchResult;
import io.github.knighttours.spi.SearchTask;
import io.github.knighttours.spi.Shape;
import java.util.OptionalLong;
import java.util.SplittableRandom;

/**
 * What the built-in solvers share: their name and declarations, the monitor behind the context
 * the pipeline hands them, and the working memory each says it needs. Each
 * subclass holds one algorithm.
 */
abstract class BuiltInSolver implements TourSolver, CycleStarts {

  private final String name;
  private final boolean findsTourWhenOneExists;
  private final boolean mayProveAbsence;

  BuiltInSolver(String name, boolean findsTourWhenOneExists, boolean mayProveAbsence) {
    this.name = name;
    this.findsTourWhenOneExists = findsTourWhenOneExists;
    this.mayProveAbsence = mayProveAbsence;
  }

  /**
   * Returns whether this solver accepts a torus, as callers of the earlier contract ask.
   *
   * @deprecated use {@link #accepts}
   */
  @Deprecated
  @Override
  public final boolean takesEveryShape() {
    return accepts(OTHER_SHAPE);
  }

  /** A 2-D board of another shape than the plain rectangle. */
  private static final Board OTHER_SHAPE = Board.torus(8, 8);

  /** By default false: a cycle is searched from the start. */
  @Override
  public boolean cycleIndependentOfStart() {
    return false;
  }

  @Override
  public final String name() {
    return name;
  }

  @Override
  public final boolean findsTourWhenOneExists() {
    return findsTourWhenOneExists;
  }

  @Override
  public final boolean mayProveAbsence() {
    return mayProveAbsence;
  }

  /**
   * Runs this solver's algorithm on the task, under the monitor the library made for it.
   *
   * @throws IllegalArgumentException if the task's context was not made by the library
   */
  @Override
  public final SearchResult search(SearchTask task) {
    java.util.Objects.requireNonNull(task, "task must not be null");
    SearchMonitor monitor = SearchMonitor.of(task.context());
    // withinHeap, not only require: should the heap still run out, the message names this
    // estimate, not the smaller one of the pipeline's checks around it.
    return HeapGuard.withinHeap(
        workingBytes(task), () -> "the " + name + " search on " + describe(task.shape()), () -> run(task, monitor));
  }

  /** How messages name a shape: "the 8x8 board", "the 4x4x4 board", "a graph of 46 vertices". */
  static String describe(Shape<?> shape) {
    return shape instanceof Board || shape instanceof Board3d ? "the " + shape + " board" : shape.toString();
  }

  /** The algorithm, on a task of a shape it accepts. */
  abstract SearchResult run(SearchTask task, SearchMonitor monitor);

  /**
   * Bytes of working memory the search for {@code task} allocates at its peak, the path it
   * returns included; the pipeline checks what checking and wrapping the path takes.
   */
  abstract long workingBytes(SearchTask task);

  /** The source of random tie-breaks for one request, or null for the fixed order. */
  static SplittableRandom random(OptionalLong seed) {
    return seed.isPresent() ? new SplittableRandom(seed.getAsLong()) : null;
  }

  /** True if {@code shape} is the knight's plain rectangle, the only shape the constructions take. */
  static boolean isPlainBoard(Shape<?> shape) {
    return shape instanceof Board board && board.isPlainKnightBoard();
  }

  /**
   * The task on a 2-D board as a {@link TourRequest}, for the algorithms written for boards (the
   * constructions, Roth's and Squirrel's orders, AUTO's theorems).
   */
  static TourRequest boardRequest(SearchTask task) {
    Board board = (Board) task.shape();
    TourRequest.Builder b =
        TourRequest.builder(board, board.label(task.start())).kind(task.kind()).options(task.options());
    task.end().ifPresent(end -> b.end(board.label(end)));
    return b.build();
  }

  static KnightGraph knightGraph(TourRequest request) {
    return new KnightGraph(request.board().rows(), request.board().cols());
  }

  static int startIndex(TourRequest request) {
    return request.board().indexOf(request.start());
  }

  /** The index of the request's end square, or -1 if it has none. */
  static int endIndex(TourRequest request) {
    return request.end().map(request.board()::indexOf).orElse(-1);
  }

  static boolean closed(TourRequest request) {
    return request.kind() == TourKind.CLOSED;
  }

  @Override
  public final String toString() {
    return name;
  }
}
