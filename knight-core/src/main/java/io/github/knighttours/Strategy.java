package io.github.knighttours;

import io.github.knighttours.solvers.ClauseLearningSolver;
import io.github.knighttours.solvers.PohlSolver;
import io.github.knighttours.solvers.PosaSolver;
import io.github.knighttours.solvers.WarnsdorffSolver;
import io.github.knighttours.solvers.NeuralNetworkSolver;
import io.github.knighttours.solvers.RothSolver;
import io.github.knighttours.solvers.DivideAndConquerSolver;
import io.github.knighttours.solvers.AutoSolver;
import io.github.knighttours.solvers.SquirrelSolver;
import io.github.knighttours.solvers.BacktrackingSolver;
import io.github.knighttours.solvers.NaiveBacktrackingSolver;

/**
 * The built-in ways of finding a tour: each names the shared, thread-safe instance of one
 * solver class, whose Javadoc says what it guarantees.
 *
 * <p>The heuristics break ties in a fixed order unless the request has a seed: the tied square
 * on the lowest rank, and on that rank the lowest file (a1, b1, …, then a2, …). As moves
 * (rank change, file change): (−2,−1), (−2,+1), (−1,−2), (−1,+2), (+1,−2), (+1,+2), (+2,−1),
 * (+2,+1). The exception is {@link #SQUIRREL}, whose move orderings decide every tie.
 */
public enum Strategy {

  /**
   * The textbook search, for teaching: a fixed move order, no pruning, no ordering; exhaustive
   * but exponential: {@link NaiveBacktrackingSolver}.
   */
  NAIVE_BACKTRACKING(new NaiveBacktrackingSolver()),

  /** Exhaustive search ordered by Warnsdorff's rule and pruned: {@link BacktrackingSolver}. */
  BACKTRACKING(new BacktrackingSolver()),

  /** Warnsdorff's rule: {@link WarnsdorffSolver}. */
  WARNSDORFF(new WarnsdorffSolver()),

  /** Pohl's look-ahead tie-break on Warnsdorff's rule: {@link PohlSolver}. */
  POHL(new PohlSolver()),

  /**
   * Warnsdorff's rule whose dead ends are repaired by Pósa's rotations, for boards and any
   * undirected graph: {@link PosaSolver}.
   */
  POSA(new PosaSolver()),

  /**
   * Exact search over edges that learns from its contradictions, for boards and any undirected
   * graph: {@link ClauseLearningSolver}.
   */
  CLAUSE_LEARNING(new ClauseLearningSolver()),

  /** Roth's farthest-from-the-centre tie-break on Warnsdorff's rule, boards only: {@link RothSolver}. */
  ROTH(new RothSolver()),

  /** Squirrel and Cull's move orderings on Warnsdorff's rule, boards only: {@link SquirrelSolver}. */
  SQUIRREL(new SquirrelSolver()),

  /**
   * Takefuji and Lee's neural network, its cycle cover joined into one closed tour:
   * {@link NeuralNetworkSolver}.
   */
  NEURAL_NETWORK(new NeuralNetworkSolver()),

  /** Linear-time construction from block tours, boards only: {@link DivideAndConquerSolver}. */
  DIVIDE_AND_CONQUER(new DivideAndConquerSolver()),

  /**
   * The recommended strategy and the default of {@link KnightTours#solve(TourRequest)}: a
   * theorem, a construction or a search, whichever settles the request first:
   * {@link AutoSolver}.
   */
  AUTO(new AutoSolver());

  private final TourSolver solver;

  Strategy(TourSolver solver) {
    this.solver = solver;
  }

  /**
   * Returns the strategies whose solvers {@linkplain TourSolver#accepts accept} {@code shape}, in
   * this enum's order: for messages that say which strategies would take a shape.
   *
   * @throws NullPointerException if {@code shape} is null
   */
  public static java.util.List<Strategy> accepting(io.github.knighttours.spi.Shape<?> shape) {
    java.util.Objects.requireNonNull(shape, "shape must not be null");
    return java.util.Arrays.stream(values()).filter(s -> s.solver().accepts(shape)).toList();
  }

  /** True if {@code solver} is one of the built-in solvers (of any instance). */
  static boolean isBuiltIn(TourSolver solver) {
    return packageOf(solver.getClass()).equals(packageOf(BacktrackingSolver.class));
  }

  /**
   * What {@link Class#getPackageName()} answers for a class that is not an array or primitive,
   * from its name: TeaVM's class library, which the no-install page is compiled with, lacks it.
   */
  private static String packageOf(Class<?> type) {
    String name = type.getName();
    int dot = name.lastIndexOf('.');
    return dot < 0 ? "" : name.substring(0, dot);
  }

  /** Returns the shared, thread-safe solver for this strategy. */
  public TourSolver solver() {
    return solver;
  }
}
