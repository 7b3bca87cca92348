package io.github.knighttours;

/** What the built-in solvers share: a {@link Strategy} runs on the request's board. */
abstract class BuiltInSolver implements TourSolver {

  private final Strategy strategy;
  private final boolean exhaustive;

  BuiltInSolver(Strategy strategy, boolean exhaustive) {
    this.strategy = strategy;
    this.exhaustive = exhaustive;
  }

  @Override
  public final String name() {
    return strategy.name();
  }

  @Override
  public final boolean isExhaustive() {
    return exhaustive;
  }

  @Override
  public final TourResult solve(TourRequest request) {
    return BoardSearch.run(name(), request, strategy);
  }

  @Override
  public final String toString() {
    return name();
  }
}
