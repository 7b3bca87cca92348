package io.github.knighttours.solvers;

import io.github.knighttours.TourResult;

import static com.google.common.base.Preconditions.checkNotNull;

import java.util.List;

/**
 * What {@link NeuralNetworkSolver#runNetwork} found: the result of the search, as
 * {@link NeuralNetworkSolver#solve} returns it, and the raw outcome of every run of the network,
 * for studying the network itself.
 *
 * @param result the result of the search
 * @param runs every run of the network in the order made, the one cut short by a budget or an
 *     interrupt included; empty if the search stopped, or gave up, before the first run
 */
public record NeuralNetworkRun(TourResult result, List<Run> runs) {

  /**
   * Copies the list of runs.
   *
   * @throws NullPointerException if an argument or a run is null
   */
  public NeuralNetworkRun {
    checkNotNull(result, "result must not be null");
    checkNotNull(runs, "runs must not be null");
    runs = List.copyOf(runs);
  }

  /** Returns the runs after the first: how often the network started again from new outputs. */
  public int restarts() {
    return Math.max(0, runs.size() - 1);
  }

  /** Returns the sweeps of all runs together. */
  public long sweeps() {
    return runs.stream().mapToLong(Run::sweeps).sum();
  }

  /**
   * One run of the network, from random initial outputs.
   *
   * @param sweeps the sweeps (every neuron updated once) the run made, a sweep cut short counted
   * @param converged whether every square came to have exactly two chosen moves: a cover of the
   *     board by disjoint cycles
   * @param cycles the cycles of that cover before joining, 0 if the run did not converge
   * @param joins the exchanges made to join the cycles
   */
  public record Run(long sweeps, boolean converged, int cycles, int joins) {

    /**
     * Checks the counts.
     *
     * @throws IllegalArgumentException if a count is negative, or cycles are given for a run that
     *     did not converge, or none for one that did
     */
    public Run {
      if (sweeps < 0 || cycles < 0 || joins < 0 || converged != (cycles > 0) || joins >= Math.max(1, cycles)) {
        throw new IllegalArgumentException(
            "inconsistent run: sweeps=" + sweeps + ", converged=" + converged + ", cycles=" + cycles + ", joins=" + joins);
      }
    }

    /** Returns true if the network converged to a single cycle, a closed tour, before any joining. */
    public boolean singleCycle() {
      return cycles == 1;
    }

    /** Returns true if the run ended in a single cycle through every square, joined or not. */
    public boolean endedInTour() {
      return converged && cycles - joins == 1;
    }
  }
}
