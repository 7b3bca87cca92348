/**
 * Knight's tours: boards, squares, tours, the neighbour function and the
 * {@link io.github.knighttours.TourSolver} SPI over it ({@code io.github.knighttours.spi}), other
 * shapes ({@code io.github.knighttours.shapes}), and
 * the built-in solvers (exhaustive backtracking, Warnsdorff, Pohl–Warnsdorff, Roth, Squirrel–Cull,
 * Takefuji–Lee's neural network, divide and conquer, and the automatic choice among them).
 */
module io.github.knighttours.core {
  // A Board is a Guava SuccessorsFunction, so Guava is part of the API.
  requires transitive com.google.common;

  exports io.github.knighttours;
  exports io.github.knighttours.spi;
  exports io.github.knighttours.shapes;

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
