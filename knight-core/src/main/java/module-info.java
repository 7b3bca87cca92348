/**
 * Knight's tours: boards, squares, tours, the {@link io.github.knighttours.TourSolver} SPI and
 * the built-in solvers (exhaustive backtracking, Warnsdorff, Pohl–Warnsdorff, Roth, Squirrel–Cull,
 * Takefuji–Lee's neural network, divide and conquer, and the automatic choice among them).
 */
module io.github.knighttours.core {
  requires com.google.common;

  exports io.github.knighttours;
  // The int-graph engines, for the JGraphT adapter only: not public API.
  exports io.github.knighttours.internal.graph to
      io.github.knighttours.graph;
  exports io.github.knighttours.internal.search to
      io.github.knighttours.graph;

  uses io.github.knighttours.TourSolver;

  provides io.github.knighttours.TourSolver with
      io.github.knighttours.BacktrackingSolver,
      io.github.knighttours.WarnsdorffSolver,
      io.github.knighttours.PohlSolver,
      io.github.knighttours.PosaSolver,
      io.github.knighttours.ClauseLearningSolver,
      io.github.knighttours.RothSolver,
      io.github.knighttours.SquirrelSolver,
      io.github.knighttours.NeuralNetworkSolver,
      io.github.knighttours.DivideAndConquerSolver,
      io.github.knighttours.AutoSolver;
}
