package io.github.knighttours.testing;

import static io.github.knighttours.testing.TourAssertions.assertAnswers;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import io.github.knighttours.Board;
import io.github.knighttours.KnightTours;
import io.github.knighttours.Outcome;
import io.github.knighttours.Square;
import io.github.knighttours.TourExistence;
import io.github.knighttours.TourKind;
import io.github.knighttours.TourRequest;
import io.github.knighttours.TourResult;
import io.github.knighttours.TourSolver;
import io.github.knighttours.PathRequest;
import io.github.knighttours.PathResult;
import io.github.knighttours.SearchOptions;
import io.github.knighttours.spi.NeighbourFunction;
import io.github.knighttours.spi.Shape;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * What every {@link TourSolver} must do, as tests: extend this class, return your solver from
 * {@link #solver()}, and JUnit Jupiter runs the contract on it.
 *
 * <pre>{@code
 * class MySolverContractTest extends TourSolverContract {
 *   @Override
 *   protected TourSolver solver() {
 *     return new MySolver();
 *   }
 * }
 * }</pre>
 *
 * <p>The checks: on every small shape of {@link SmallShapes#all()} the solver
 * {@linkplain TourSolver#accepts accepts} (2-D boards of every kind, a 3-D board, an undirected and
 * a directed graph), every answer is truthful against an exact oracle, and the solver is refused
 * with a message naming it on the others; every answer on the boards up to 5×5 (open, every start) and 6×6 (closed, from
 * a1) is truthful (a tour is valid, starts on the start, and is closed when asked;
 * {@link Outcome#PROVEN_ABSENT} only where a plain search or Schwenk's theorem agrees, and only
 * from a solver that declares {@link TourSolver#mayProveAbsence()}; a solver that declares
 * {@link TourSolver#findsTourWhenOneExists()} always finds one where one exists); the same request
 * gets the same answer, also from several threads at once; node budgets, interrupts and null
 * requests are handled; and a board too large for the heap is refused with an
 * {@link IllegalArgumentException} that names it. Lives in knight-core's test jar
 * ({@code <type>test-jar</type>}, {@code <scope>test</scope>}).
 */
public abstract class TourSolverContract {

  /** Returns the solver under test. */
  protected abstract TourSolver solver();

  /**
   * Returns the shapes of the matrix: by default {@link SmallShapes#all()}. Override to add your
   * own (knight-graph adds JGraphT graphs); each must have at most
   * {@value SmallShapes#MAX_VERTICES} vertices, for the exact oracle.
   */
  protected List<Shape<?>> shapes() {
    return SmallShapes.all();
  }

  /** The contract, run on {@link #solver()}. */
  @TestFactory
  public final Stream<DynamicTest> contract() {
    return checks(solver(), shapes());
  }

  /** The contract's checks for {@code solver} on {@link SmallShapes#all()}, one dynamic test each. */
  public static Stream<DynamicTest> checks(TourSolver solver) {
    return checks(solver, SmallShapes.all());
  }

  /** The contract's checks for {@code solver} with {@code shapes} in the matrix, one dynamic test each. */
  public static Stream<DynamicTest> checks(TourSolver solver, List<Shape<?>> shapes) {
    return Stream.of(
        dynamicTest("has a name", () -> assertFalse(solver.name().isBlank())),
        dynamicTest("answers truthfully on every shape it accepts", () -> shapesAreTruthful(solver, shapes)),
        dynamicTest("answers every start of small boards truthfully", () -> openAnswersAreTruthful(solver)),
        dynamicTest("answers closed requests truthfully", () -> closedAnswersAreTruthful(solver)),
        dynamicTest("gives the same answer twice and from several threads", () -> isDeterministic(solver)),
        dynamicTest("honours a node budget", () -> honoursANodeBudget(solver)),
        dynamicTest("honours an interrupt", () -> honoursAnInterrupt(solver)),
        dynamicTest("rejects a null request with a message", () -> rejectsNull(solver)),
        dynamicTest("refuses a board too large for the heap", () -> refusesAHugeBoard(solver)));
  }

  /**
   * The matrix: on every shape of {@code shapes} that the solver accepts, open tours from every
   * vertex and closed tours from vertex 0, each answer checked against the exact oracle of
   * {@link SmallShapes#hasPath}. The pipeline has validated every tour it returns; here a found
   * tour must also start on the start and be closed when asked, a proof must be true, and a solver
   * that finds every tour must find one exactly where one exists.
   */
  public static void shapesAreTruthful(TourSolver solver, List<Shape<?>> shapes) {
    int accepted = 0;
    for (Shape<?> shape : shapes) {
      if (!solver.accepts(shape)) {
        IllegalArgumentException refused =
            assertThrows(IllegalArgumentException.class, () -> solveFrom(solver, shape, 0, TourKind.OPEN));
        assertTrue(refused.getMessage().contains(solver.name()), refused.getMessage());
        continue;
      }
      accepted++;
      NeighbourFunction graph = shape.graph();
      for (int start = 0; start < graph.vertexCount(); start++) {
        checkAnswer(solver, shape, start, TourKind.OPEN);
      }
      checkAnswer(solver, shape, 0, TourKind.CLOSED);
    }
    assertTrue(accepted > 0, () -> solver.name() + " accepts none of " + shapes);
  }

  private static <L> PathResult<L> solveFrom(TourSolver solver, Shape<L> shape, int start, TourKind kind) {
    PathRequest<L> request =
        PathRequest.builder(shape)
            .start(shape.label(start))
            .kind(kind)
            .options(SearchOptions.builder().nodeBudget(50_000_000).build())
            .build();
    return KnightTours.solvePath(request, solver);
  }

  private static <L> void checkAnswer(TourSolver solver, Shape<L> shape, int start, TourKind kind) {
    PathResult<L> result = solveFrom(solver, shape, start, kind);
    String what = solver.name() + ", " + kind + " from " + shape.label(start) + " on " + shape;
    boolean exists = SmallShapes.hasPath(shape.graph(), start, -1, kind == TourKind.CLOSED);
    assertEquals(solver.name(), result.solverName(), what);
    result.hamiltonianPath().ifPresent(tour -> {
      assertEquals(shape.label(start), tour.start(), what);
      assertEquals(shape.vertexCount(), tour.size(), what);
      if (kind == TourKind.CLOSED) {
        assertTrue(tour.isClosed(), what);
      }
    });
    if (result.outcome() == Outcome.PROVEN_ABSENT) {
      assertFalse(exists, () -> what + ": " + result);
      assertTrue(solver.mayProveAbsence(), () -> what + ": " + result);
    }
    if (result.outcome() == Outcome.FOUND) {
      assertTrue(exists, () -> what + ": the oracle finds none, yet " + result);
    }
    if (solver.findsTourWhenOneExists()) {
      assertEquals(exists ? Outcome.FOUND : Outcome.PROVEN_ABSENT, result.outcome(), () -> what + ": " + result);
    }
  }

  private static void openAnswersAreTruthful(TourSolver solver) {
    for (int rows = 1; rows <= 5; rows++) {
      for (int cols = 1; cols <= 5; cols++) {
        Board board = Board.of(rows, cols);
        for (int row = 0; row < rows; row++) {
          for (int col = 0; col < cols; col++) {
            Square start = Square.of(row, col);
            TourRequest request = TourRequest.builder(board, start).nodeBudget(50_000_000).build();
            TourResult result = KnightTours.solve(request, solver);
            assertAnswers(request, result);
            assertEquals(solver.name(), result.solverName());
            boolean exists = Oracles.hasOpenTour(board, start);
            if (result.outcome() == Outcome.PROVEN_ABSENT) {
              assertFalse(exists, () -> request + " -> " + result);
            }
            if (solver.findsTourWhenOneExists()) {
              assertEquals(exists ? Outcome.FOUND : Outcome.PROVEN_ABSENT, result.outcome(), () -> request + " -> " + result);
            }
          }
        }
      }
    }
  }

  private static void closedAnswersAreTruthful(TourSolver solver) {
    for (int rows = 1; rows <= 6; rows++) {
      for (int cols = rows; cols <= 6; cols++) {
        Board board = Board.of(rows, cols);
        TourRequest request =
            TourRequest.builder(board, Square.of(0, 0)).kind(TourKind.CLOSED).nodeBudget(50_000_000).build();
        TourResult result = KnightTours.solve(request, solver);
        assertAnswers(request, result);
        result.tour().ifPresent(tour -> assertTrue(tour.isClosed(), request::toString));
        // Schwenk (1991) decides closed tours on every board; TourExistenceTest checks it by search.
        boolean exists = TourExistence.closedTour(board).verdict() == TourExistence.Verdict.YES;
        if (result.outcome() == Outcome.PROVEN_ABSENT) {
          assertFalse(exists, request::toString);
        }
        if (solver.findsTourWhenOneExists()) {
          assertEquals(exists ? Outcome.FOUND : Outcome.PROVEN_ABSENT, result.outcome(), () -> request + " -> " + result);
        }
      }
    }
  }

  private static void isDeterministic(TourSolver solver) throws Exception {
    List<TourRequest> requests = new ArrayList<>();
    for (int n = 5; n <= 16; n++) {
      requests.add(TourRequest.builder(Board.of(n, n + 1), Square.of(0, 0)).nodeBudget(1_000_000).build());
      requests.add(
          TourRequest.builder(Board.of(n, n), Square.of(n / 2, n / 2)).seed(n).nodeBudget(1_000_000).build());
    }
    List<TourResult> sequential = new ArrayList<>();
    for (TourRequest request : requests) {
      sequential.add(solver.solve(request));
    }
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      List<Future<TourResult>> concurrent = new ArrayList<>();
      for (int copy = 0; copy < 3; copy++) {
        for (TourRequest request : requests) {
          concurrent.add(pool.submit(() -> solver.solve(request)));
        }
      }
      for (int i = 0; i < concurrent.size(); i++) {
        TourRequest request = requests.get(i % requests.size());
        TourResult expected = sequential.get(i % requests.size());
        TourResult actual = concurrent.get(i).get();
        assertEquals(expected.outcome(), actual.outcome(), request::toString);
        assertEquals(expected.tour(), actual.tour(), request::toString);
      }
    } finally {
      pool.shutdownNow();
    }
  }

  private static void honoursANodeBudget(TourSolver solver) {
    TourRequest request = TourRequest.builder(Board.of(8, 8), Square.of(0, 0)).nodeBudget(1).build();

    TourResult result = solver.solve(request);

    assertEquals(Outcome.BUDGET_EXHAUSTED, result.outcome(), result::toString);
    assertTrue(result.statistics().nodesExpanded() <= 1, result::toString);
  }

  private static void honoursAnInterrupt(TourSolver solver) {
    Thread.currentThread().interrupt();
    TourResult result;
    try {
      result = solver.solve(TourRequest.builder(Board.of(100, 100), Square.of(0, 0)).nodeBudget(5_000_000).build());
    } finally {
      Thread.interrupted();
    }
    assertEquals(Outcome.CANCELLED, result.outcome(), result::toString);
  }

  private static void rejectsNull(TourSolver solver) {
    NullPointerException e = assertThrows(NullPointerException.class, () -> solver.solve(null));
    assertNotNull(e.getMessage());
    assertTrue(e.getMessage().contains("request"), e.getMessage());
  }

  private static void refusesAHugeBoard(TourSolver solver) {
    // About 2.1e9 squares: at least a byte each is beyond any heap the tests run with.
    TourRequest request = TourRequest.of(46_000, 46_000, Square.of(0, 0));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> solver.solve(request));
    assertTrue(e.getMessage().contains("46000x46000"), e.getMessage());
  }
}
