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
  // Read by HeapGuard, through reflection, for the heap that large arrays can take.
  requires java.management;

  exports io.github.knighttours;
  exports io.github.knighttours.spi;
  exports io.github.knighttours.shapes;
  exports io.github.knighttours.solvers;
  exports io.github.knighttours.count;
  exports io.github.knighttours.uncrossed;

  uses io.github.knighttours.TourSolver;

  provides io.github.knighttours.TourSolver with
      io.github.knighttours.solvers.NaiveBacktrackingSolver,
      io.github.knighttours.solvers.BacktrackingSolver,
      io.github.knighttours.solvers.WarnsdorffSolver,
      io.github.knighttours.solvers.PohlSolver,
      io.github.knighttours.solvers.PosaSolver,
      io.github.knighttours.solvers.ClauseLearningSolver,
      io.github.knighttours.solvers.RothSolver,
      io.github.knighttours.solvers.SquirrelSolver,
      io.github.knighttours.solvers.NeuralNetworkSolver,
      io.github.knighttours.solvers.DivideAndConquerSolver,
      io.github.knighttours.solvers.AutoSolver;
}
