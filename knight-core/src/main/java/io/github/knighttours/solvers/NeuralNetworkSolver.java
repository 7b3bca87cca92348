package io.github.knighttours.solvers;

import io.github.knighttours.KnightTours;

import io.github.knighttours.TourResult;
import io.github.knighttours.TourRequest;
import io.github.knighttours.Outcome;
import io.github.knighttours.Strategy;
import io.github.knighttours.TourKind;

import static com.google.common.base.Preconditions.checkNotNull;

import io.github.knighttours.spi.NeighbourFunction;
import io.github.knighttours.internal.search.NeuralNetwork;
import io.github.knighttours.internal.search.PathEngine;
import io.github.knighttours.spi.SearchResult;
import io.github.knighttours.spi.SearchTask;
import io.github.knighttours.spi.Shape;
import io.github.knighttours.internal.search.SearchMonitor;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;

/**
 * Takefuji and Lee's neural network (Y. Takefuji and K. C. Lee, "Neural network computing for
 * knight's tour problems", Neurocomputing 4(5), 1992, 249–254), whose cover of the board by
 * disjoint cycles is then joined into one closed tour.
 *
 * <p>One neuron per knight move, with an integer state {@code U} (at first 0) and an output
 * {@code V} of 0 or 1 (at first random; 1: the move is chosen). Updating the neuron of the move
 * {@code a–b} adds {@code 4 − deg(a) − deg(b)} to its state, where {@code deg(x)} counts the
 * chosen moves at square {@code x}, this one included (so its own output counts at both ends);
 * then the output becomes 1 if the state is above 3, 0 if it is below 0, and stays otherwise.
 * This is the rule of issue 13 of this project; write-ups of the paper give it as {@code 2 − Σ}
 * over the other moves at both ends, which agrees on every chosen move. A sweep updates every
 * neuron once, in an order shuffled for each sweep. The network has converged when every square
 * has exactly two chosen moves: the chosen moves then cover the board with disjoint cycles.
 *
 * <p>The cycles are joined as in Parberry's cycle-cover method ("Tourneys and the fast
 * generation and obfuscation of closed knight's tours", arXiv:2001.06044, 2020): a chosen move
 * {@code a–b} of one cycle and {@code c–d} of another, where {@code a–c} and {@code b–d} are knight
 * moves, are exchanged for those two, which merges the cycles. A run that does not converge
 * within 1000 sweeps, or whose cycles cannot all be joined, is followed by a run from new random
 * outputs, up to 64 runs; then the solver gives up.
 *
 * <p>It answers closed tours ({@link TourKind#CLOSED}); an open tour is the closed tour it finds,
 * cut at the start. On boards without a closed tour it never finds one and says
 * {@link Outcome#GAVE_UP}; where counting shows that no cover by cycles exists (a square with
 * fewer than two moves, or more squares of one colour than of the other) it gives up at once.
 * It never reports {@link Outcome#PROVEN_ABSENT}. {@link #runNetwork} gives, besides the result,
 * every run's sweeps, whether it converged, its cycles and the joins made.
 *
 * <p>A node is one neuron update. The random generator is seeded from the request's seed (a
 * fixed constant without one), so the same request always gives the same tour. Runs on any
 * undirected graph too (module knight-graph), where it gives up on directed graphs.
 *
 * <p>Performance: per run at most 1000 sweeps of O(number of moves) time, about 4 per square;
 * joining takes O(squares) time per pass. About 130 bytes per square of working memory. Stateless
 * and thread-safe.
 */
public final class NeuralNetworkSolver extends GenericSolver {

  /** The seed of requests without one. */
  private static final long DEFAULT_SEED = 0x7A6EF0C1L;

  /** Creates the solver. Prefer {@link Strategy#NEURAL_NETWORK}{@code .solver()}, which is shared. */
  public NeuralNetworkSolver() {
    this(null);
  }

  /** The observer of every run of the network, or null: set only on a solver made for one call. */
  private final NeuralNetwork.Observer observer;

  private NeuralNetworkSolver(NeuralNetwork.Observer observer) {
    super("NEURAL_NETWORK", false, false);
    this.observer = observer;
  }

  /**
   * Solves {@code request} as {@link #solve} does, and returns the result with the raw outcome
   * of every run of the network.
   *
   * @throws NullPointerException if {@code request} is null
   * @throws IllegalArgumentException if the board is too large for the heap
   */
  public NeuralNetworkRun runNetwork(TourRequest request) {
    checkNotNull(request, "request must not be null");
    List<NeuralNetworkRun.Run> runs = new ArrayList<>();
    NeuralNetwork.Observer observer =
        (sweeps, converged, cycles, joins) -> runs.add(new NeuralNetworkRun.Run(sweeps, converged, cycles, joins));
    // One instance with the observer, for this call only: the shared solver stays stateless.
    TourResult result = KnightTours.solve(request, new NeuralNetworkSolver(observer));
    return new NeuralNetworkRun(result, runs);
  }

  /** Every undirected shape: the network's neurons are edges, each used in either direction. */
  @Override
  public boolean accepts(Shape<?> shape) {
    return shape.graph().isSymmetric();
  }

  @Override
  PathEngine engine(int lookahead, OptionalLong seed) {
    long s = seed.orElse(DEFAULT_SEED);
    return new PathEngine() {
      @Override
      public SearchResult search(
          NeighbourFunction graph, int start, boolean closed, SearchMonitor monitor) {
        return NeuralNetwork.search(graph, start, closed, s, monitor, observer);
      }

      @Override
      public boolean cycleIndependentOfStart() {
        return true;
      }
    };
  }

  @Override
  long workingBytes(long n, int maxDegree) {
    return NeuralNetwork.workingBytes(n, maxDegree);
  }
}
